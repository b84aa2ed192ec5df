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
    /// Whether lines for standard output wait in ``pending`` (``bufferingStandardOutput(_:)``).
    /// Both are read and written under ``lock`` only.
    private nonisolated(unsafe) static var buffering = false
    private nonisolated(unsafe) static var pending: [UInt8] = []
    /// How many bytes wait at most before they are sent.
    private static let pendingLimit = 1 << 16

    /// Writes `line` and a newline to standard output.
    static func write(_ line: String) {
        lock.withLock {
            guard buffering else { return send(line + "\n", to: STDOUT_FILENO) }
            pending.append(contentsOf: line.utf8)
            pending.append(UInt8(ascii: "\n"))
            if pending.count >= pendingLimit { sendPending() }
        }
    }

    /// Writes `line` and a newline to standard error.
    static func error(_ line: String) {
        lock.withLock {
            sendPending()
            send(line + "\n", to: STDERR_FILENO)
        }
    }

    /// Writes `text` as it is to standard error (prompts and progress lines, which end in no newline).
    static func status(_ text: String) {
        lock.withLock {
            sendPending()
            send(text, to: STDERR_FILENO)
        }
    }

    /// Runs `body` with the lines written to standard output kept and sent together: when many
    /// wait, before anything goes to standard error, at ``flush()`` and when `body` ends. A batch
    /// of answers then costs a few writes instead of one a line. ``LineReader`` flushes before it
    /// waits for input, so a person typing, or a program that sends a line and waits for its
    /// answer, still gets each answer at once.
    static func bufferingStandardOutput<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.withLock { buffering = true }
        defer {
            lock.withLock {
                sendPending()
                buffering = false
            }
        }
        return try body()
    }

    /// Sends the lines waiting for standard output, if any.
    static func flush() {
        lock.withLock { sendPending() }
    }

    /// Sends ``pending``; the caller holds ``lock``.
    private static func sendPending() {
        guard !pending.isEmpty else { return }
        pending.withUnsafeBytes { send($0, to: STDOUT_FILENO) }
        pending.removeAll(keepingCapacity: true)
    }

    private static func send(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { send(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    private static func send(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        let failure: Int32? = {
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
        }()
        guard let failure else { return }
        // standard error may be what failed: then there is nowhere left to say so.
        if failure != EPIPE, descriptor != STDERR_FILENO {
            let message = "phrasebook: cannot write to standard output: \(String(cString: strerror(failure)))\n"
            _ = message.withCString { systemWrite(STDERR_FILENO, $0, strlen($0)) }
        }
        exit(ExitStatus.failure)
    }
}
