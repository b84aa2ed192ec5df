extension JSONValue {
    /// The value as JSON text, with object keys in stored order so output is deterministic.
    ///
    /// Compact output has no whitespace: `{"a":1,"b":[true,null]}`. Pretty output indents by two
    /// spaces, writes `"key": value`, and keeps empty containers as `[]` and `{}`; neither mode
    /// ends with a newline. Integral numbers within ±2^53 print without a fraction (`2`, `-3`),
    /// other numbers use Swift's shortest round-trip form (`0.5`, `1e+300`), and non-finite
    /// numbers, which JSON cannot express, print as `null`.
    public func serialized(pretty: Bool = false) -> String {
        var writer = JSONWriter(pretty: pretty)
        writer.output.reserveCapacity(256)
        writer.write(self, indent: 0)
        return String(decoding: writer.output, as: UTF8.self)
    }
}

/// Builds UTF-8 output in a byte buffer: cheaper than repeated `String` concatenation.
///
/// Recursion depth equals the value's nesting depth, which the parser bounds (`maxDepth`) and
/// code-built values keep small.
private struct JSONWriter {
    let pretty: Bool
    var output: [UInt8] = []

    init(pretty: Bool) { self.pretty = pretty }

    mutating func write(_ value: JSONValue, indent: Int) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let number): writeNumber(number)
        case .string(let string): writeString(string)
        case .array(let elements):
            guard !elements.isEmpty else { return append("[]") }
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                write(element, indent: indent + 1)
            }
            newline(indent)
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            guard !object.isEmpty else { return append("{}") }
            output.append(UInt8(ascii: "{"))
            for (index, member) in object.members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                writeString(member.key)
                append(pretty ? ": " : ":")
                write(member.value, indent: indent + 1)
            }
            newline(indent)
            output.append(UInt8(ascii: "}"))
        }
    }

    mutating func append(_ text: String) { output.append(contentsOf: text.utf8) }

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
            append(String(integer))
        } else {
            append(number.description)  // shortest round-trip form, always a valid JSON number
        }
    }

    mutating func writeString(_ string: String) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            // most strings have nothing to escape: their bytes go out as they are.
            if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2 }
            ) {
                output.append(contentsOf: utf8)
            } else {
                writeEscaped(utf8)
            }
        }
        output.append(UInt8(ascii: "\""))
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
