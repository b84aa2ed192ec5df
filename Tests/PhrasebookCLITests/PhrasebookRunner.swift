import Foundation
import PhrasebookTestSupport
import Testing

/// What one run of the `phrasebook` executable printed and how it exited.
typealias PhrasebookRun = ProcessRun

/// Runs the built `phrasebook` executable with `arguments`, feeding it `stdin` (or nothing).
/// - Parameter directory: the working directory of the run; the test's own when nil.
func runPhrasebook(
    _ arguments: [String], stdin: String? = nil, in directory: URL? = nil
) throws -> (status: Int32, stdout: String, stderr: String) {
    let result = try phrasebook(arguments, stdin: stdin, in: directory)
    return (result.status, result.stdout, result.stderr)
}

/// Runs `executable` as ``runPhrasebook(_:stdin:in:)`` runs the built one.
func runExecutable(
    _ executable: URL, _ arguments: [String], stdin: String? = nil, in directory: URL? = nil
) throws -> (status: Int32, stdout: String, stderr: String) {
    let result = try run(executable, arguments, stdin: stdin, in: directory)
    return (result.status, result.stdout, result.stderr)
}

/// Runs the built `phrasebook` executable.
func phrasebook(_ arguments: [String], stdin: String? = nil, in directory: URL? = nil) throws -> PhrasebookRun {
    try run(phrasebookExecutable(), arguments, stdin: stdin, in: directory)
}

/// The `phrasebook` executable that `swift build` put next to this test bundle.
func phrasebookExecutable() throws -> URL {
    try builtExecutable("phrasebook")
}

// MARK: - Snapshots and fixtures

/// This test target's folder.
let cliTestsDirectory = URL(fileURLWithPath: repositoryPath("Tests/PhrasebookCLITests"))

/// The bad manifests the error tests load.
let fixturesDirectory = cliTestsDirectory.appendingPathComponent("Fixtures")

/// Compares `actual` with `Snapshots/<name>`, or rewrites that file when recording (`PHRASEBOOK_RECORD=1`).
func expectSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try expectSnapshot(
        actual, named: name, in: cliTestsDirectory.appendingPathComponent("Snapshots"), sourceLocation: sourceLocation)
}
