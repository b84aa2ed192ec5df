import CLibFuzzer
import Foundation

/// Runs a harness under libFuzzer.
///
/// SwiftPM (6.x, Linux) renames an executable target's top-level code to `<Target>_main` and
/// links it with `--defsym main=<Target>_main`, so libFuzzer's own `main` never runs when the
/// harness is built with `-Xswiftc -sanitize=fuzzer`. Each harness's `main.swift` therefore calls
/// ``run(_:)``, which hands the command line to libFuzzer's `LLVMFuzzerRunDriver`.
public enum FuzzDriver {
    /// Inputs up to 64 KB, so that deep nesting and long lines are reachable.
    public static let defaultMaxLength = 65_536

    /// Flags added unless the command line gives them: inputs up to 64 KB, and no leak check
    /// (see `__asan_default_options` in CLibFuzzer).
    public static let defaultFlags = ["-max_len=\(defaultMaxLength)", "-detect_leaks=0"]

    /// Passes the command line (plus ``defaultFlags`` it does not set) to libFuzzer, which calls
    /// `callback` with each input; exits with libFuzzer's status.
    public static func run(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
        var arguments = CommandLine.arguments
        for flag in defaultFlags where !arguments.contains(where: { $0.hasPrefix(flag.prefix { $0 != "=" }) }) {
            arguments.append(flag)
        }
        // libFuzzer keeps pointers into argv for the whole run, so the strings are never freed.
        var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var count = Int32(arguments.count)
        let status = pointers.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var argv = buffer.baseAddress
            return LLVMFuzzerRunDriver(&count, &argv, callback)
        }
        exit(status)
    }
}

/// One fuzz input as bytes and as (repaired) UTF-8 text.
public struct FuzzInput {
    public let bytes: [UInt8]
    public let text: String

    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        text = String(decoding: bytes, as: UTF8.self)
    }

    /// The input's lines (at most `limit`), so one input can exercise several utterances or phrases.
    public func lines(limit: Int) -> [String] {
        text.split(separator: "\n", maxSplits: limit, omittingEmptySubsequences: false).prefix(limit).map(String.init)
    }
}

/// libFuzzer's `main` (which `--defsym main=<Target>_main` replaces) still gets linked, and it
/// names this symbol; the harnesses pass their callbacks to `LLVMFuzzerRunDriver` instead, so
/// this one only satisfies the linker and is never called.
@_cdecl("LLVMFuzzerTestOneInput")
public func unusedTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 { 0 }
