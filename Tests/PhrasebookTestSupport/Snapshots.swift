import Foundation
import Testing

/// Whether `PHRASEBOOK_RECORD=1` asks the snapshot tests to rewrite their snapshots.
public let isRecordingSnapshots = ProcessInfo.processInfo.environment["PHRASEBOOK_RECORD"] == "1"

/// Compares `actual` with the file `name` of `directory`, or rewrites that file when recording.
public func expectSnapshot(
    _ actual: String, named name: String, in directory: URL, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let file = directory.appendingPathComponent(name)
    let shown = "\(directory.lastPathComponent)/\(name)"
    if isRecordingSnapshots {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: file)
        return
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
        Issue.record(
            "no snapshot at \(shown); run the tests with PHRASEBOOK_RECORD=1 to record it",
            sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    #expect(
        actual == expected, "output differs from \(shown) (PHRASEBOOK_RECORD=1 re-records it)",
        sourceLocation: sourceLocation)
}
