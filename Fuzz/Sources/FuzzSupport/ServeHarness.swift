import Foundation
import Glibc
import PhrasebookCommandLine

extension Harness {
    /// The `serve` protocol as a front end drives it: one `phrasebook serve` runs in process for
    /// the whole fuzzing session, on `Fuzz/typed-and-open.json`, and each input is written to its
    /// standard input as the lines a front end sends (requests, malformed lines, reloads,
    /// conversations interleaved). Conversations live on from one input to the next, as they do
    /// in a long-running server. After each input the harness sends a `match` request of its own
    /// and waits for its answer, so every input is answered before the next one; a server that
    /// stops answering is a libFuzzer timeout, and one that ends is a crash.
    public static func serve(_ input: FuzzInput) {
        ServeSession.shared.send(input.bytes)
    }
}

/// The server and its pipes: the harness writes requests to the server's standard input and a
/// thread of its own reads the server's standard output, watching for the answer to the request
/// that closes each input.
private final class ServeSession: @unchecked Sendable {
    static let shared = ServeSession()

    /// The write end of the server's standard input.
    private let requests: Int32
    /// The read end of the server's standard output.
    private let answers: Int32
    private let lock = NSLock()
    private var awaited = ""
    private let answered = DispatchSemaphore(value: 0)
    private var inputs = 0

    private init() {
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        guard pipe(&input) == 0, pipe(&output) == 0, dup2(input[0], STDIN_FILENO) >= 0,
            dup2(output[1], STDOUT_FILENO) >= 0
        else { fatalError("the serve harness cannot make its pipes: \(errno)") }
        close(input[0])
        close(output[1])
        requests = input[1]
        answers = output[0]
        let reader = Thread { [self] in readAnswers() }
        reader.name = "fuzz serve answers"
        reader.start()
        let manifest = repositoryRoot.appendingPathComponent("Fuzz/typed-and-open.json").path
        Task.detached {
            // with a bar over most fuzzy matches, so that conversations also go through its question.
            _ = await PhrasebookCommand.run([
                "serve", "--manifest", manifest, "--now", "2026-11-20T09:30:00Z", "--confirm-below", "0.95",
            ])
            fatalError("phrasebook serve ended while its standard input was still open")
        }
    }

    /// Writes `bytes` and a newline, then the closing request, and waits for its answer.
    func send(_ bytes: [UInt8]) {
        inputs += 1
        let marker = "fuzz-sync-\(inputs)"
        lock.withLock { awaited = "\"\(marker)\"" }
        write(bytes + Array("\n{\"id\": \"\(marker)\", \"type\": \"match\", \"text\": \"sync\"}\n".utf8))
        answered.wait()
    }

    private func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(requests, base + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { fatalError("the serve harness cannot write a request: \(errno)") }
                offset += written
            }
        }
    }

    /// Reads the server's answers line by line, for as long as the process lives.
    private func readAnswers() {
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(answers, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { fatalError("phrasebook serve closed its standard output") }
            pending += buffer[..<count]
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                let closes = lock.withLock { !awaited.isEmpty && line.contains(awaited) }
                if closes {
                    lock.withLock { awaited = "" }
                    answered.signal()
                }
            }
        }
    }
}
