import Foundation

#if canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#else
import Glibc
private let systemWrite = Glibc.write
#endif

/// Writes whole lines to standard output and standard error, one writer at a time.
///
/// A write that fails is an outcome, not a trap: a closed pipe (EPIPE) ends the process quietly
/// with status 1, as Unix tools do when their reader goes away; any other error (a full disk)
/// ends it with status 1 and one line on standard error naming the OS reason.
enum Output {
    private static let lock = NSLock()

    /// Writes `line` and a newline to standard output.
    static func write(_ line: String) {
        lock.withLock { send(line + "\n", to: STDOUT_FILENO) }
    }

    /// Writes `line` and a newline to standard error.
    static func error(_ line: String) {
        lock.withLock { send(line + "\n", to: STDERR_FILENO) }
    }

    /// Writes `text` as it is to standard error (prompts and progress lines, which end in no newline).
    static func status(_ text: String) {
        lock.withLock { send(text, to: STDERR_FILENO) }
    }

    private static func send(_ text: String, to descriptor: Int32) {
        var text = text
        let failure: Int32? = text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return nil }
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        guard let failure else { return }
        // standard error may be what failed: then there is nowhere left to say so.
        if failure != EPIPE, descriptor != STDERR_FILENO {
            let message = "phrasebook: cannot write to standard output: \(String(cString: strerror(failure)))\n"
            _ = message.withCString { systemWrite(STDERR_FILENO, $0, strlen($0)) }
        }
        exit(ExitStatus.failure)
    }
}
