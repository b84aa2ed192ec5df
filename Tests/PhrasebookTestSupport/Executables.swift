import Foundation

/// What one run of an executable printed and how it exited.
public struct ProcessRun: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String

    /// Standard output, one entry per printed line.
    public var outputLines: [String] {
        stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// Standard error, one entry per printed line.
    public var errorLines: [String] {
        stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}

/// A problem with the test setup, not with the code under test.
public struct TestSetupError: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) { self.description = description }
}

/// The build products directory (`.build/<triple>/<configuration>`), where `swift build` puts the
/// package's executables and snippets next to the test bundle.
public func productsDirectory() -> URL {
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

/// The built executable `name` (a product or a snippet).
/// - Throws: ``TestSetupError`` when it is not built.
public func builtExecutable(_ name: String) throws -> URL {
    let executable = productsDirectory().appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
        throw TestSetupError("\(name) is not built at \(executable.path); run 'swift build' first")
    }
    return executable
}

/// Runs `executable` with `arguments`, feeding it `stdin` (or nothing), in `directory` (the test's
/// own when nil).
///
/// Standard input is written and standard error is drained on other threads while standard
/// output is read here, so neither side can fill a pipe and wait for the other.
public func run(_ executable: URL, _ arguments: [String] = [], stdin: String? = nil, in directory: URL? = nil) throws
    -> ProcessRun
{
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let errors = Pipe()
    let input = Pipe()
    process.standardOutput = output
    process.standardError = errors
    // no stdin: an empty one, so a program reading lines ends at once instead of waiting on the test's terminal.
    process.standardInput = stdin == nil ? FileHandle.nullDevice : input
    // a child that exits early closes its standard input; writing more must fail quietly instead
    // of raising SIGPIPE, which would end the whole test process.
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
            // the child may exit before reading everything: a broken pipe is fine here.
            try? writer.write(contentsOf: bytes)
            try? writer.close()
        }
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    done.wait()
    process.waitUntilExit()
    return ProcessRun(
        status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
        stderr: String(decoding: errorText.get(), as: UTF8.self))
}

/// Bytes handed from a reader thread back to the test.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func set(_ newValue: Data) { lock.withLock { data = newValue } }
    func get() -> Data { lock.withLock { data } }
}
