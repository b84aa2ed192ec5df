/// A JSON syntax error, located by 1-based line and column.
///
/// Columns count Unicode scalars, not bytes, so they match what an editor shows for most text.
/// Lines break at `\n`, `\r\n` or a lone `\r`.
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was expected and what was found, e.g. `expected ':' after an object key, found '}'`.
    package var message: String
    /// The 1-based line of the offending text.
    package var line: Int
    /// The 1-based column (in Unicode scalars) of the offending text.
    package var column: Int

    /// Creates an error with a message and a position.
    package init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// `line:column: message`, e.g. `3:14: expected ',' or '}' after an object member, found '"'`.
    package var description: String { "\(line):\(column): \(message)" }
}

/// A strict RFC 8259 JSON parser that keeps object key order and reports exact positions.
///
/// It runs on UTF-8 bytes with an explicit stack instead of recursion, so hostile nesting gives a
/// ``JSONSyntaxError`` rather than a stack overflow. Beyond the RFC it rejects duplicate object
/// keys (a manifest must not silently drop one of them) and ignores one leading byte order mark.
package enum JSONParser {
    /// The default limit on nested arrays and objects; manifests need a handful of levels.
    package static let defaultMaxDepth = 64

    /// Parses one JSON value from `text`; `maxDepth` limits nesting of arrays and objects.
    package static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
        // a native string's UTF-8 is read where it is (a large manifest is tens of MB); any other
        // is copied first.
        let parsed = text.utf8.withContiguousStorageIfAvailable { bytes in
            parse(bytes, maxDepth: maxDepth, validating: false)
        }
        return try
            (parsed ?? Array(text.utf8).withUnsafeBufferPointer { parse($0, maxDepth: maxDepth, validating: false) })
            .get()
    }

    /// Parses one JSON value from UTF-8 `bytes`; malformed UTF-8 is a syntax error.
    package static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { parse($0, maxDepth: maxDepth, validating: true) }.get()
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, validating: Bool)
        -> Result<JSONValue, JSONSyntaxError>
    {
        Result { () throws(JSONSyntaxError) in
            var reader = Reader(bytes: bytes, maxDepth: maxDepth)
            if validating { try reader.validateUTF8() }
            return try reader.parseDocument()
        }
    }
}

/// An array or object whose closing bracket has not been read yet. Its elements (or members) so
/// far are on the reader's scratch stack of values (or members), from `start` on.
private struct Frame {
    let isArray: Bool
    let start: Int
    /// For an object: the member whose value is being read.
    var key = ""
    /// For an object: the reader's `keyOffsets` from `firstKey` on hold each key's byte offset, in
    /// member order, so a duplicate can say where the first one was.
    var firstKey = 0
    /// For an object of more than `JSONObject.linearLimit` members: key → member position (as
    /// ``JSONObject`` keeps it), to find a duplicate without searching them all.
    var positions: [String: Int] = [:]
}

/// A stack of values in one buffer, from which the top ones are moved out into an array at once.
///
/// It holds the elements (or members) of every open container, one after the other, so a finished
/// container's array is allocated once at its final size and its elements are moved, not copied:
/// growing each container's own array instead reallocated it as it grew (twice for a two-key
/// object, twenty times for a million-value list).
private final class ScratchStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity = 64
    private(set) var count = 0

    init() { base = .allocate(capacity: capacity) }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    subscript(index: Int) -> Element { base[index] }

    func append(_ element: consuming Element) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Moves the elements from `start` on out, in order.
    func removeAll(from start: Int) -> [Element] {
        let moved = count - start
        guard moved > 0 else { return [] }
        count = start
        // reserved and appended to rather than made with `init(unsafeUninitializedCapacity:)`,
        // whose allocation is not specialized and looks up the array's type metadata each time.
        var array: [Element] = []
        array.reserveCapacity(moved)
        for index in start..<start + moved { array.append((base + index).move()) }
        return array
    }
}

/// What the parser was about to read: the "expected …" part of a message.
private enum JSONValueContext: String {
    case topLevel = "expected a JSON value"
    case arrayStart = "expected a JSON value or ']'"
    case afterComma = "expected a JSON value after ','"
    case afterColon = "expected a JSON value after ':'"
}

/// The object keys read lately, by their bytes: a manifest repeats a few keys ("id", "title", …)
/// up to millions of times, and finding one again costs less than decoding it again.
private struct KeyCache {
    private struct Entry {
        /// The key's bytes, zero-padded to 16.
        var words: (UInt64, UInt64) = (0, 0)
        /// The key's length in bytes; -1 while the entry is empty.
        var length = -1
        var key = ""
    }

    /// Keys are kept by a hash of their bytes, one per slot (a newer key with the same hash replaces
    /// an older one).
    private var entries = [Entry](repeating: Entry(), count: 64)

    /// The string of the UTF-8 `bytes[range]`, which has no escapes.
    mutating func key(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        // keys longer than 16 bytes are rare, and are decoded each time.
        guard range.count <= 16, let base = bytes.baseAddress else {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        let words = Self.words(bytes, base, range)
        let slot = Int(truncatingIfNeeded: ((words.0 ^ (words.1 &* 31)) &* 0x9E37_79B9_7F4A_7C15) >> 58)
        if entries[slot].length == range.count && entries[slot].words == words { return entries[slot].key }
        let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        entries[slot] = Entry(words: words, length: range.count, key: key)
        return key
    }

    /// The (at most 16) bytes of `range`, zero-padded, as two little-endian words.
    private static func words(_ bytes: UnsafeBufferPointer<UInt8>, _ base: UnsafePointer<UInt8>, _ range: Range<Int>)
        -> (UInt64, UInt64)
    {
        /// The low `count` bytes of a word (at most 8).
        func low(_ word: UInt64, _ count: Int) -> UInt64 { count == 0 ? 0 : word & (~0 >> (64 - 8 * count)) }
        // two whole-word loads where 16 bytes are left to read; copying the bytes into the words
        // instead stalled on reading them back.
        guard range.lowerBound + 16 <= bytes.count else {
            var words: (UInt64, UInt64) = (0, 0)
            for index in range {
                let shifted = UInt64(base[index]) << (8 * ((index - range.lowerBound) & 7))
                if index - range.lowerBound < 8 { words.0 |= shifted } else { words.1 |= shifted }
            }
            return words
        }
        let raw = UnsafeRawPointer(base + range.lowerBound)
        let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        return range.count <= 8 ? (low(first, range.count), 0) : (first, low(second, range.count - 8))
    }
}

private struct Reader {
    /// The text, valid for as long as the reader is used (it never outlives `parse`).
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    /// The keys read lately.
    var keys = KeyCache()
    /// Where the text starts: after a UTF-8 byte order mark, if any (RFC 8259 §8.1 allows ignoring it).
    let start: Int
    var offset: Int

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        offset = start
    }

    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    // MARK: Structure

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        var stack: [Frame] = []
        // the elements of every open array, and the members of every open object.
        let elements = ScratchStack<JSONValue>()
        let members = ScratchStack<JSONObject.Member>()
        // the key offsets of every open object, one after the other (one array for all of them).
        var keyOffsets: [Int] = []
        var context = JSONValueContext.topLevel
        descend: while true {
            // Read a value; an opened container instead goes around again for its first element.
            skipWhitespace()
            var value: JSONValue
            if current == UInt8(ascii: "[") || current == UInt8(ascii: "{") {
                guard stack.count < maxDepth else { throw error("nesting depth exceeds the limit of \(maxDepth)") }
                let isArray = current == UInt8(ascii: "[")
                offset += 1
                if take(isArray ? "]" : "}") {
                    value = isArray ? .array([]) : .object(JSONObject())
                } else if isArray {
                    stack.append(Frame(isArray: true, start: elements.count))
                    context = .arrayStart
                    continue descend
                } else {
                    let (key, keyOffset) = try parseKey(expected: "expected a string key or '}'")
                    stack.append(Frame(isArray: false, start: members.count, key: key, firstKey: keyOffsets.count))
                    keyOffsets.append(keyOffset)
                    context = .afterColon
                    continue descend
                }
            } else {
                value = try parseScalar(context)
            }
            // Attach the finished value to its parent; a closing bracket finishes the parent in turn.
            while let top = stack.indices.last {
                if stack[top].isArray {
                    elements.append(consume value)
                    if take(",") {
                        context = .afterComma
                        continue descend
                    }
                    guard take("]") else { throw error("expected ',' or ']' after an array element, found \(found())") }
                    value = .array(elements.removeAll(from: stack[top].start))
                } else {
                    let start = stack[top].start
                    members.append(JSONObject.Member(key: stack[top].key, value: consume value))
                    // the same index as `JSONObject.set` keeps, made at the same size.
                    let count = members.count - start
                    if count == JSONObject.linearLimit + 1 {
                        for index in start..<members.count { stack[top].positions[members[index].key] = index - start }
                    } else if count > JSONObject.linearLimit {
                        stack[top].positions[stack[top].key] = count - 1
                    }
                    if take(",") {
                        let (next, keyOffset) = try parseKey(expected: "expected a string key after ','")
                        let first =
                            count > JSONObject.linearLimit
                            ? stack[top].positions[next]
                            : (start..<members.count).first { members[$0].key == next }.map { $0 - start }
                        if let first {
                            let shown = next.count > 40 ? String(next.prefix(40)) + "…" : next
                            throw error(
                                "duplicate key \(JSONValue.string(shown)) (first defined at \(located(keyOffsets[stack[top].firstKey + first])))",
                                at: keyOffset)
                        }
                        keyOffsets.append(keyOffset)
                        stack[top].key = next
                        context = .afterColon
                        continue descend
                    }
                    guard take("}") else { throw error("expected ',' or '}' after an object member, found \(found())") }
                    keyOffsets.removeSubrange(stack[top].firstKey...)
                    value = .object(
                        JSONObject(members: members.removeAll(from: start), positions: stack[top].positions))
                }
                stack.removeLast()
            }
            skipWhitespace()
            guard offset == bytes.count else {
                throw error("expected end of input after the JSON value, found \(found())")
            }
            return value
        }
    }

    /// Reads `"key"` and the `:` after it; returns the key and where it starts.
    mutating func parseKey(expected: String) throws(JSONSyntaxError) -> (String, Int) {
        skipWhitespace()
        let keyOffset = offset
        guard current == UInt8(ascii: "\"") else { throw error("\(expected), found \(found())") }
        let key = try parseString(isKey: true)
        guard take(":") else { throw error("expected ':' after an object key, found \(found())") }
        return (key, keyOffset)
    }

    mutating func parseScalar(_ context: JSONValueContext) throws(JSONSyntaxError) -> JSONValue {
        switch current {
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case let byte? where byte == UInt8(ascii: "-") || isDigit(byte):
            return .number(try parseNumber())
        default:
            let end = wordEnd(from: offset)
            for (word, value) in [("true", true), ("false", false), ("null", nil)] as [(String, JSONValue)]
            where bytes[offset..<end].elementsEqual(word.utf8) {
                offset = end
                return value
            }
            throw error("\(context.rawValue), found \(found())")
        }
    }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    /// Skips whitespace, then consumes the structural character `ascii` if it comes next.
    mutating func take(_ ascii: Unicode.Scalar) -> Bool {
        skipWhitespace()
        guard current == UInt8(ascii: ascii) else { return false }
        offset += 1
        return true
    }

    // MARK: Numbers

    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let numberStart = offset
        if current == UInt8(ascii: "-") { offset += 1 }
        let digitsStart = offset
        guard let first = current, isDigit(first) else {
            throw error("expected a digit after '-', found \(found(word: false))")
        }
        skipDigits()
        if first == UInt8(ascii: "0") && offset - digitsStart > 1 {
            throw error(
                "leading zeros are not allowed in numbers, found \(quoted(numberStart..<offset))", at: numberStart)
        }
        let integerEnd = offset
        if current == UInt8(ascii: ".") {
            offset += 1
            guard let digit = current, isDigit(digit) else {
                throw error("expected a digit after '.', found \(found(word: false))")
            }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard let digit = current, isDigit(digit) else {
                throw error("expected a digit in the exponent, found \(found(word: false))")
            }
            skipDigits()
        }
        // Up to 15 digits fit exactly in both Int and Double, so plain integers skip the string conversion.
        if offset == integerEnd && offset - digitsStart <= 15 {
            let magnitude = bytes[digitsStart..<offset].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            return digitsStart > numberStart ? -Double(magnitude) : Double(magnitude)
        }
        // `Double(String)` rounds correctly; it gives ±infinity on overflow, which JSON cannot carry back out.
        guard let value = Double(String(decoding: bytes[numberStart..<offset], as: UTF8.self)), value.isFinite else {
            throw error("number is out of range, found \(quoted(numberStart..<offset))", at: numberStart)
        }
        return value
    }

    mutating func skipDigits() {
        while let byte = current, isDigit(byte) { offset += 1 }
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    // MARK: Strings

    /// Reads a string; with `isKey`, one whose bytes were read lately as a key is not decoded again.
    mutating func parseString(isKey: Bool = false) throws(JSONSyntaxError) -> String {
        let quoteOffset = offset
        offset += 1
        let contentStart = offset
        // Fast path: most strings have no escapes, so copy the plain run in one go.
        skipPlainRun()
        // a string with no escape is made straight from the input, without a buffer of its own.
        if current == UInt8(ascii: "\"") {
            let content = contentStart..<offset
            offset += 1
            return isKey
                ? keys.key(bytes, content)
                : String(decoding: UnsafeBufferPointer(rebasing: bytes[content]), as: UTF8.self)
        }
        var buffer = Array(bytes[contentStart..<offset])
        while true {
            switch current {
            case UInt8(ascii: "\""):
                offset += 1
                // The input is valid UTF-8 and escapes add whole scalars, so decoding replaces nothing.
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer)
            case nil, 0x0A, 0x0D:  // most likely a missing closing quote, so point back at the opening one
                throw error("expected '\"' to close the string starting at \(located(quoteOffset)), found \(found())")
            case let byte? where byte < 0x20:
                throw error("control characters in strings must be escaped, found \(found())")
            case let byte?:
                buffer.append(byte)
                offset += 1
            }
        }
    }

    /// Skips the bytes a string may hold as they are (not a quote, a backslash or a control
    /// character), eight at a time while eight are left: a manifest is mostly such runs.
    mutating func skipPlainRun() {
        guard let base = bytes.baseAddress else { return }
        let ones: UInt64 = 0x0101_0101_0101_0101
        while offset + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            // a byte of `quote` or `backslash` is zero where the text has that character; the lowest
            // byte flagged below is the first such (or control) byte, as borrows only carry upwards.
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let flags =
                ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash | (word &- ones &* 0x20) & ~word)
                & (ones &* 0x80)
            if flags != 0 {
                offset += flags.trailingZeroBitCount >> 3
                return
            }
            offset += 8
        }
        while offset < bytes.count {
            let byte = base[offset]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return }
            offset += 1
        }
    }

    /// What each one-character escape stands for: \" \\ \/ \b \f \n \r \t.
    static let simpleEscapes: [UInt8: UInt8] = [
        0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08,
        0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09,
    ]

    mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeOffset = offset
        offset += 1
        if let byte = current, let simple = Self.simpleEscapes[byte] {
            buffer.append(simple)
            offset += 1
            return
        }
        guard current == UInt8(ascii: "u") else {
            throw error("expected one of \" \\ / b f n r t u after '\\', found \(found(word: false))")
        }
        offset += 1
        var code = try parseHex4()
        let unpaired = "unpaired surrogate '\\u\(hex(code, digits: 4))' in a string"
        if (0xDC00...0xDFFF).contains(code) { throw error(unpaired, at: escapeOffset) }
        if (0xD800...0xDBFF).contains(code) {
            // A scalar beyond the BMP arrives as a high/low surrogate pair: \uD83D\uDE00.
            guard current == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                throw error(unpaired, at: escapeOffset)
            }
            offset += 2
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw error(unpaired, at: escapeOffset) }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        // Surrogates were handled above, so this always succeeds; no force unwrap all the same.
        guard let scalar = Unicode.Scalar(code) else { throw error(unpaired, at: escapeOffset) }
        UTF8.encode(scalar) { buffer.append($0) }
    }

    mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Int(String(Unicode.Scalar(byte)), radix: 16) else {
                throw error("expected 4 hex digits after '\\u', found \(found(word: false))")
            }
            value = value * 16 + UInt32(digit)
            offset += 1
        }
        return value
    }

    // MARK: Diagnostics

    /// Checks the whole input up front, so later stages can decode any slice without replacement.
    func validateUTF8() throws(JSONSyntaxError) {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var position = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): position += scalar.count
            case .emptyInput: return
            case .error:
                throw error("invalid UTF-8, found byte 0x\(hex(UInt32(bytes[position]), digits: 2))", at: position)
            }
        }
    }

    func error(_ message: String, at errorOffset: Int? = nil) -> JSONSyntaxError {
        let (line, column) = position(of: errorOffset ?? offset)
        return JSONSyntaxError(message: message, line: line, column: column)
    }

    /// Line and column of a byte offset, computed only when an error needs it.
    func position(of target: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = start
        while index < min(target, bytes.count) {
            let byte = bytes[index]
            let isCRLF = byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A
            if byte == 0x0A || (byte == 0x0D && !isCRLF) {
                (line, column) = (line + 1, 1)
            } else if byte & 0xC0 != 0x80 && !isCRLF {
                column += 1  // count scalars: UTF-8 continuation bytes do not start one
            }
            index += 1
        }
        return (line, column)
    }

    func located(_ target: Int) -> String {
        let (line, column) = position(of: target)
        return "\(line):\(column)"
    }

    /// Describes what is at the current offset: a whole alphanumeric word such as `'undefined'`
    /// (when `word` is set), else one character, or `end of input`.
    func found(word: Bool = true) -> String {
        guard let byte = current else { return "end of input" }
        if word && isWordByte(byte) { return quoted(offset..<wordEnd(from: offset)) }
        switch byte {
        case 0x0A, 0x0D: return "line break"
        case 0x09: return "tab"
        case 0..<0x20, 0x7F: return "U+\(hex(UInt32(byte), digits: 4))"
        case UInt8(ascii: "'"): return "\"'\""
        case 0x20..<0x80: return "'\(Unicode.Scalar(byte))'"
        default:
            let scalar = String(decoding: bytes[offset..<min(offset + 4, bytes.count)], as: UTF8.self).unicodeScalars
                .first
            return scalar.map { "'\($0)' (U+\(hex($0.value, digits: 4)))" } ?? "end of input"
        }
    }

    func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// The end of the alphanumeric run at `from`, scanning only a little past what a message shows.
    func wordEnd(from: Int) -> Int {
        var end = from
        while end < bytes.count && end - from <= 32 && isWordByte(bytes[end]) { end += 1 }
        return end
    }

    /// ASCII input text in quotes, shortened so a hostile megabyte token cannot bloat the message.
    func quoted(_ range: Range<Int>) -> String {
        let text = String(
            decoding: bytes[range.lowerBound..<min(range.upperBound, range.lowerBound + 32)], as: UTF8.self)
        return range.count > 32 ? "'\(text)…'" : "'\(text)'"
    }

    func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
