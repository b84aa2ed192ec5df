extension JSONValue {
    /// The value as JSON text, with object keys in stored order so output is deterministic.
    ///
    /// Compact output has no whitespace: `{"a":1,"b":[true,null]}`. Pretty output indents by two
    /// spaces, writes `"key": value`, and keeps empty containers as `[]` and `{}`; neither mode
    /// ends with a newline. Integral numbers within ±2^53 print without a fraction (`2`, `-3`),
    /// other numbers use Swift's shortest round-trip form (`0.5`, `1e+300`), and non-finite
    /// numbers, which JSON cannot express, print as `null`.
    public func serialized(pretty: Bool = false) -> String {
        var writer = JSONTextWriter(pretty: pretty)
        writer.write(self)
        return writer.text
    }
}

/// Writes JSON text into a byte buffer: whole values (``write(_:)``), or, for a caller that holds
/// its fields as they are, an object or array piece by piece (``beginObject()``, ``key(_:)``, …),
/// without making a ``JSONValue`` of them first. The pieces write compact text, exactly as
/// ``JSONValue/serialized(pretty:)`` writes the value they make.
///
/// Recursion depth equals the value's nesting depth, which the parser bounds (`maxDepth`) and
/// code-built values keep small.
package struct JSONTextWriter: ~Copyable {
    let pretty: Bool
    private var output = ByteBuffer()
    /// One bit per open object or array, the innermost lowest: whether it has a member already,
    /// so that the next one is preceded by a comma (pieces nest at most 64 deep).
    private var started: UInt64 = 0

    package init(pretty: Bool = false) { self.pretty = pretty }

    /// The text written so far.
    package var text: String { output.text }

    /// Writes a whole value.
    package mutating func write(_ value: JSONValue) { write(value, indent: 0) }

    package mutating func beginObject() { open(UInt8(ascii: "{")) }
    package mutating func endObject() { close(UInt8(ascii: "}")) }
    package mutating func beginArray() { open(UInt8(ascii: "[")) }
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts the member `key` of the open object; its value is written next.
    package mutating func key(_ key: String) {
        element()
        writeString(key)
        output.append(UInt8(ascii: ":"))
    }

    /// Starts an element of the open array; it is written next.
    package mutating func element() {
        if started & 1 != 0 { output.append(UInt8(ascii: ",")) }
        started |= 1
    }

    package mutating func string(_ string: String) { writeString(string) }
    /// The string, or `null` when there is none.
    package mutating func string(orNull string: String?) {
        if let string { writeString(string) } else { append("null") }
    }
    package mutating func number(_ number: Double) { writeNumber(number) }
    package mutating func null() { append("null") }

    private mutating func open(_ bracket: UInt8) {
        output.append(bracket)
        started <<= 1
    }

    private mutating func close(_ bracket: UInt8) {
        output.append(bracket)
        started >>= 1
    }

    mutating func write(_ value: JSONValue, indent: Int) {
        switch value {
        case .null: append("null")
        case .bool(let flag): if flag { append("true") } else { append("false") }
        case .number(let number): writeNumber(number)
        case .string(let string): writeString(string)
        case .array(let elements):
            guard !elements.isEmpty else { return append("[]") }
            output.append(UInt8(ascii: "["))
            for index in elements.indices {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                write(elements[index], indent: indent + 1)
            }
            newline(indent)
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            guard !object.isEmpty else { return append("{}") }
            output.append(UInt8(ascii: "{"))
            let members = object.members
            for index in members.indices {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                writeString(members[index].key)
                if pretty { append(": ") } else { output.append(UInt8(ascii: ":")) }
                write(members[index].value, indent: indent + 1)
            }
            newline(indent)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Appends a literal's bytes: through a buffer pointer, which copies them at once, where a
    /// `String`'s UTF-8 view is appended through the generic sequence path.
    mutating func append(_ text: StaticString) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends a made string's bytes (a number's digits).
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { output.append(contentsOf: $0) }
    }

    /// In pretty mode, starts a new line indented by `level` steps of two spaces.
    mutating func newline(_ level: Int) {
        guard pretty else { return }
        output.append(0x0A)
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    mutating func writeNumber(_ number: Double) {
        guard number.isFinite else { return append("null") }
        // Within ±2^53 every integer is exact, so "2" rather than "2.0"; -0 prints as "0".
        if abs(number) <= 9_007_199_254_740_992, let integer = JSONValue.integer(exactly: number) {
            writeInteger(integer)
        } else {
            append(number.description)  // shortest round-trip form, always a valid JSON number
        }
    }

    /// An integer's decimal digits, written without making a string.
    mutating func writeInteger(_ integer: Int) {
        if integer < 0 { output.append(UInt8(ascii: "-")) }
        var magnitude = integer.magnitude
        // at most 20 digits; written backwards into a fixed buffer, then copied in order.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    mutating func writeString(_ string: String) {
        output.append(UInt8(ascii: "\""))
        // read in place (a native or small string always is; a copy is made only for one bridged).
        if string.utf8.withContiguousStorageIfAvailable({ writeText($0) }) == nil {
            var copy = string
            copy.withUTF8 { writeText($0) }
        }
        output.append(UInt8(ascii: "\""))
    }

    private mutating func writeText(_ utf8: UnsafeBufferPointer<UInt8>) {
        // most strings have nothing to escape: their bytes go out as they are.
        if Self.needsEscaping(utf8) {
            writeEscaped(utf8)
        } else {
            output.append(contentsOf: utf8)
        }
    }

    /// Whether `utf8` has a byte that ``writeEscaped(_:)`` may change: a control character, a
    /// quote, a backslash, or 0xE2 (the lead byte of U+2028 and U+2029). Eight bytes at a time:
    /// a byte below 0x20 or equal to one of the three leaves its high bit set in one of the tests.
    private static func needsEscaping(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // after `^`, a lane is zero where the byte is the one looked for; this is nonzero exactly
        // when some lane is zero (a borrow sets a higher lane's bit only below a zero lane).
        func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        var index = 0
        if let base = utf8.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= utf8.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // below 0x20: the byte minus 0x20 borrows into its high bit where the byte had none.
                if (word &- ones &* 0x20) & ~word & highs != 0 || hasZeroByte(word ^ (ones &* 0x22))
                    || hasZeroByte(word ^ (ones &* 0x5C)) || hasZeroByte(word ^ (ones &* 0xE2))
                {
                    return true
                }
                index += 8
            }
        }
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2 { return true }
            index += 1
        }
        return false
    }

    /// The bytes of a string's text, with what JSON (and JavaScript) needs escaped.
    private mutating func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                append(hex.count == 1 ? "\\u000\(hex)" : "\\u00\(hex)")
            case 0xE2
            where index + 2 < utf8.count && utf8[index + 1] == 0x80
                && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                // U+2028 and U+2029 are legal in JSON but end lines in JavaScript and some tools.
                append(utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                index += 2
            default:
                output.append(byte)
            }
            index += 1
        }
    }
}

/// A growing byte buffer that copies runs of bytes with `memcpy` and single bytes by a store:
/// what `[UInt8]`'s appends cost several times over, a match's answer being some thirty short
/// strings and as many punctuation marks.
private struct ByteBuffer: ~Copyable {
    private var start = UnsafeMutablePointer<UInt8>.allocate(capacity: 512)
    private var capacity = 512
    private var count = 0

    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        start[count] = byte
        count += 1
    }

    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        (start + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    mutating func append(contentsOf bytes: Repeated<UInt8>) {
        for byte in bytes { append(byte) }
    }

    /// The bytes written, as a string (invalid UTF-8, which no `String` writes, would be repaired).
    var text: String { String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }

    deinit { start.deallocate() }

    private mutating func grow(to needed: Int) {
        let larger = max(needed, 2 * capacity)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.moveInitialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = larger
    }
}
