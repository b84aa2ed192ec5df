import Foundation
import Testing

/// What one run of the `phrasebook` executable printed and how it exited.
struct PhrasebookRun: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Standard output, one entry per printed line.
    var outputLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }

    /// Standard error, one entry per printed line.
    var errorLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
}

/// A problem with the test setup, not with the code under test.
struct CLITestSetupError: Error, CustomStringConvertible {
    var description: String
}

/// Runs the built `phrasebook` executable with `arguments`, feeding it `stdin` (or nothing).
///
/// Standard input is written and standard error is drained on other threads while standard
/// output is read here, so neither side can fill a pipe and wait for the other.
/// - Parameter directory: the working directory of the run; the test's own when nil.
func runPhrasebook(
    _ arguments: [String], stdin: String? = nil, in directory: URL? = nil
) throws -> (status: Int32, stdout: String, stderr: String) {
    try runExecutable(try phrasebookExecutable(), arguments, stdin: stdin, in: directory)
}

/// Runs `executable` as ``runPhrasebook(_:stdin:in:)`` runs the built one.
func runExecutable(
    _ executable: URL, _ arguments: [String], stdin: String? = nil, in directory: URL? = nil
) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let errors = Pipe()
    let input = Pipe()
    process.standardOutput = output
    process.standardError = errors
    // no stdin: an empty one, so batch mode ends at once instead of waiting on the test's terminal.
    process.standardInput = stdin == nil ? FileHandle.nullDevice : input
    // a child that exits early (a bad manifest) closes its standard input; writing more must fail
    // quietly instead of raising SIGPIPE, which would end the whole test process.
    signal(SIGPIPE, SIG_IGN)
    try process.run()

    let errorText = LockedData()
    let done = DispatchGroup()
    let errorReader = errors.fileHandleForReading
    DispatchQueue.global().async(group: done) { errorText.set(errorReader.readDataToEndOfFile()) }
    if let stdin {
        let writer = input.fileHandleForWriting
        let bytes = Data(stdin.utf8)
        DispatchQueue.global().async(group: done) {
            // the child may exit before reading everything (a bad flag): a broken pipe is fine here.
            try? writer.write(contentsOf: bytes)
            try? writer.close()
        }
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    done.wait()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorText.get(), as: UTF8.self))
}

/// `runPhrasebook` as a ``PhrasebookRun``.
func phrasebook(_ arguments: [String], stdin: String? = nil, in directory: URL? = nil) throws -> PhrasebookRun {
    let run = try runPhrasebook(arguments, stdin: stdin, in: directory)
    return PhrasebookRun(status: run.status, stdout: run.stdout, stderr: run.stderr)
}

/// The `phrasebook` executable that `swift build` put next to this test bundle.
func phrasebookExecutable() throws -> URL {
    let executable = productsDirectory().appendingPathComponent("phrasebook")
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
        throw CLITestSetupError(description: "the phrasebook executable is not at \(executable.path); run 'swift build' first")
    }
    return executable
}

/// The build products directory (`.build/<triple>/<configuration>`).
private func productsDirectory() -> URL {
    #if os(macOS)
    // on macOS the test bundle is loaded by xctest; the bundle sits in the products directory.
    if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
        return bundle.bundleURL.deletingLastPathComponent()
    }
    #endif
    // on Linux the test bundle is an executable, so the main bundle is the products directory.
    let main = Bundle.main.bundleURL
    return main.pathExtension == "xctest" ? main.deletingLastPathComponent() : main
}

/// Bytes handed from a reader thread back to the test.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func set(_ newValue: Data) { lock.withLock { data = newValue } }
    func get() -> Data { lock.withLock { data } }
}

// MARK: - Snapshots and fixtures

/// This test target's folder, found from this file's location.
let cliTestsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// The bad manifests the error tests load.
let fixturesDirectory = cliTestsDirectory.appendingPathComponent("Fixtures")

/// Whether `PHRASEBOOK_RECORD=1` asks the snapshot tests to rewrite their snapshots.
let isRecordingSnapshots = ProcessInfo.processInfo.environment["PHRASEBOOK_RECORD"] == "1"

/// Compares `actual` with `Snapshots/<name>`, or rewrites that file when recording.
func expectSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let file = cliTestsDirectory.appendingPathComponent("Snapshots").appendingPathComponent(name)
    if isRecordingSnapshots {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: file)
        return
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
        Issue.record("no snapshot at Snapshots/\(name); run the tests with PHRASEBOOK_RECORD=1 to record it",
                     sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    #expect(actual == expected, "output differs from Snapshots/\(name) (PHRASEBOOK_RECORD=1 re-records it)",
            sourceLocation: sourceLocation)
}
