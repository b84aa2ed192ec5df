import Foundation

/// One line of input, as a ``LineReader`` hands it over.
enum InputLine: Sendable, Equatable {
    /// The line without its line end (`\n` or `\r\n`).
    case text(String)
    /// A line longer than the reader's limit: its first bytes (cut at a character boundary) and its
    /// whole length in bytes. The rest was read past, never held.
    case tooLong(prefix: String, length: Int)
}

/// Reads lines from a file descriptor with bounded memory: a line longer than `maxLineBytes` is
/// skipped as it streams by and reported as ``InputLine/tooLong(prefix:length:)``.
///
/// `\r\n` and `\n` both end a line; a UTF-8 byte order mark at the start is dropped; bytes that
/// are not UTF-8 are repaired with U+FFFD.
struct LineReader {
    /// A read that failed, with the OS reason.
    struct ReadError: Error, CustomStringConvertible {
        var code: Int32
        var description: String { "cannot read standard input: \(String(cString: strerror(code)))" }
    }

    private let descriptor: Int32
    private let maxLineBytes: Int
    private var buffer = [UInt8](repeating: 0, count: 65_536)
    private var start = 0
    private var end = 0
    private var atEnd = false
    private var isFirstLine = true
    /// How many lines were handed over so far: the 1-based number of the last one.
    private(set) var lineNumber = 0

    init(descriptor: Int32 = STDIN_FILENO, maxLineBytes: Int) {
        self.descriptor = descriptor
        self.maxLineBytes = max(1, maxLineBytes)
    }

    /// The next line, or nil at the end of input. A last line without a line end is a line.
    mutating func next() throws(ReadError) -> InputLine? {
        var kept: [UInt8] = []
        var length = 0
        var sawAny = false
        // the line's last byte so far: a "\r" there is part of a "\r\n" line end.
        var last: UInt8 = 0
        while true {
            if start == end {
                if atEnd { break }
                try fill()
                if start == end { break }
            }
            sawAny = true
            let newline = buffer[start..<end].firstIndex(of: UInt8(ascii: "\n"))
            let stop = newline ?? end
            // a line wholly in the buffer (the common case) is read where it lies, without a copy.
            if let newline, kept.isEmpty, length == 0 {
                let line = buffer[start..<newline]
                start = newline + 1
                return finish(line, length: line.count, endsInReturn: line.last == UInt8(ascii: "\r"))
            }
            let room = maxLineBytes + 1 - kept.count
            if room > 0 { kept.append(contentsOf: buffer[start..<min(stop, start + room)]) }
            length += stop - start
            if stop > start { last = buffer[stop - 1] }
            start = newline.map { $0 + 1 } ?? end
            if newline != nil { return finish(kept[...], length: length, endsInReturn: last == UInt8(ascii: "\r")) }
        }
        return sawAny ? finish(kept[...], length: length, endsInReturn: last == UInt8(ascii: "\r")) : nil
    }

    private mutating func fill() throws(ReadError) {
        start = 0
        end = 0
        // the answers to the lines read so far go out before the read waits for more.
        Output.flush()
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(code: errno)
            }
            if count == 0 { atEnd = true }
            end = count
            return
        }
    }

    /// The line of `length` bytes whose first bytes (at most the limit and one more) are `kept`.
    private mutating func finish(_ kept: ArraySlice<UInt8>, length: Int, endsInReturn: Bool) -> InputLine {
        lineNumber += 1
        var bytes = kept
        var length = length
        if isFirstLine, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes = bytes.dropFirst(3)
            length -= 3
        }
        isFirstLine = false
        // "\r\n": the "\r" is part of the line end, neither text nor length (nor kept, if it was).
        if endsInReturn {
            length -= 1
            if bytes.count > length { bytes = bytes.dropLast() }
        }
        guard length > maxLineBytes else { return .text(String(decoding: bytes, as: UTF8.self)) }
        var prefix = bytes.prefix(maxLineBytes)
        // cut at a character boundary: drop continuation bytes of a character the limit split.
        while let last = prefix.last, last & 0xC0 == 0x80 { prefix = prefix.dropLast() }
        if let last = prefix.last, last >= 0xC0 { prefix = prefix.dropLast() }
        return .tooLong(prefix: String(decoding: prefix, as: UTF8.self), length: length)
    }
}
