/// Limits that keep template parsing bounded, whatever the input.
public struct TemplateLimits: Sendable, Hashable {
    /// The longest template accepted, in characters.
    public var maxLength: Int
    /// The deepest nesting of `( )` and `[ ]` groups, and of rules inside rules.
    public var maxDepth: Int

    public init(maxLength: Int = 2_000, maxDepth: Int = 16) {
        self.maxLength = maxLength
        self.maxDepth = maxDepth
    }

    /// 2,000 characters and 16 levels.
    public static let `default` = TemplateLimits()
}

extension PhraseTemplate {
    /// Parses a template, collecting every syntax problem in one pass.
    ///
    /// - Parameters:
    ///   - text: the template, in the grammar of "Phrase Templates" in the Phrasebook documentation.
    ///   - source: where it came from, for diagnostics (`apps[0].intents[1].phrases[2]`).
    ///   - limits: the longest template and the deepest nesting accepted.
    /// - Returns: the template when there is no error, and all diagnostics.
    /// - Complexity: O(n) in the length of `text`.
    public static func parse(
        _ text: String, source: String, limits: TemplateLimits = .default
    ) -> (template: PhraseTemplate?, diagnostics: [Diagnostic]) {
        // cheap guard before materializing characters: a character is at most 4 UTF-8 bytes... or more
        // with combining marks, so count exactly only when the byte count is in doubt.
        let length = text.utf8.count <= limits.maxLength ? text.utf8.count : text.count
        if length > limits.maxLength {
            let diagnostic = Diagnostic(
                .error, "phrase is too long (\(length) characters; the limit is \(limits.maxLength))",
                source: source,
                help: "split it into several phrases, or move shared parts into a rule")
            return (nil, [diagnostic])
        }
        var parser = TemplateParser(text: text, source: source, maxDepth: limits.maxDepth)
        let root = parser.parseTemplate()
        let hasErrors = parser.diagnostics.contains { $0.severity == .error }
        return (hasErrors ? nil : PhraseTemplate(text: text, root: root), parser.diagnostics)
    }
}

/// A recursive-descent parser over the template's characters; depth is bounded by `maxDepth`.
struct TemplateParser {
    /// Per character, its byte when it is a single ASCII scalar, 0 otherwise: the parser branches
    /// on these (a comparison of `Character`s compares strings).
    private let codes: [UInt8]
    /// The characters, when the template is not all ASCII (an ASCII template, nearly every one,
    /// is read from ``codes`` alone, without breaking it into `Character`s).
    private let unicode: [Character]
    private let source: String
    private let maxDepth: Int
    /// The template on one line, for diagnostics: made only when one is reported.
    private var excerpt: String { String(codes.indices.map { symbol(at: $0).isNewline ? " " : symbol(at: $0) }) }
    private var index = 0
    private var stopped = false
    private(set) var diagnostics: [Diagnostic] = []

    init(text: String, source: String, maxDepth: Int) {
        let bytes = Array(text.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) && !bytes.contains(UInt8(ascii: "\r")) {
            self.codes = bytes
            self.unicode = []
        } else {
            // "\r\n" is one Character: the scalar view would count it as two.
            self.unicode = Array(text)
            self.codes = unicode.map { character in
                let scalars = character.unicodeScalars
                guard let first = scalars.first, first.isASCII,
                    scalars.index(after: scalars.startIndex) == scalars.endIndex
                else { return 0 }
                return UInt8(first.value)
            }
        }
        self.source = source
        self.maxDepth = maxDepth
    }

    /// The number of characters.
    private var count: Int { codes.count }

    /// The character at `position`.
    private func symbol(at position: Int) -> Character {
        unicode.isEmpty ? Character(Unicode.Scalar(codes[position])) : unicode[position]
    }

    mutating func parseTemplate() -> TemplateNode {
        var items: [TemplateNode] = []
        while true {
            if case .sequence(let parsed) = parseSequence(depth: 0) { items += parsed }
            guard index < count, !stopped else { break }
            // only a closer or '|' stops a top-level sequence.
            let character = symbol(at: index)
            if character == "|" {
                report(
                    "'|' outside a group", at: index, label: "alternatives need a group",
                    help: "wrap the alternatives in parentheses, such as '(order|get) soup'")
            } else {
                let opener = character == ")" ? "(" : "["
                report(
                    "unbalanced '\(character)'", at: index, label: "nothing opened this",
                    help: "remove it, or add the '\(opener)' that it closes")
            }
            index += 1
        }
        let root = TemplateNode.sequence(items)
        if !stopped, !diagnostics.contains(where: { $0.severity == .error }), !root.hasContent {
            report(
                "empty phrase", at: nil, label: nil,
                help: "write the words a person would say, such as 'order {soup} in {applicationName}'")
        }
        return root
    }

    /// Items up to the end, a `|`, or a closing bracket (which the caller consumes).
    private mutating func parseSequence(depth: Int) -> TemplateNode {
        var items: [TemplateNode] = []
        var literal = ""
        func flush(_ literal: inout String, into items: inout [TemplateNode]) {
            guard !literal.isEmpty else { return }
            if let words = Self.plainWords(of: literal) {
                items += words.map { .word($0) }
            } else {
                items += Tokenizer.tokenize(literal).map { .word($0.text) }
            }
            literal = ""
        }
        while index < count, !stopped {
            switch codes[index] {
            case UInt8(ascii: "\\"):
                if index + 1 < count {
                    literal.append(symbol(at: index + 1))
                    index += 2
                } else {
                    report(
                        "dangling '\\' at the end of the phrase", at: index, label: "escapes nothing",
                        help: "remove it, or write '\\\\' for a literal backslash")
                    index += 1
                }
            case UInt8(ascii: "("), UInt8(ascii: "["):
                flush(&literal, into: &items)
                if let group = parseGroup(depth: depth + 1) { items.append(group) }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "|"):
                flush(&literal, into: &items)
                return .sequence(items)
            case UInt8(ascii: "{"):
                flush(&literal, into: &items)
                if let slot = parseName(opener: "{", closer: "}", at: index) { items.append(slot) }
            case UInt8(ascii: "$") where index + 1 < count && codes[index + 1] == UInt8(ascii: "{"):
                flush(&literal, into: &items)
                index += 1
                if let slot = parseName(opener: "{", closer: "}", at: index) { items.append(slot) }
            case UInt8(ascii: "<"):
                flush(&literal, into: &items)
                if let rule = parseName(opener: "<", closer: ">", at: index) { items.append(rule) }
            case UInt8(ascii: "}"), UInt8(ascii: ">"):
                let character = symbol(at: index)
                let opener = character == "}" ? "{" : "<"
                report(
                    "unbalanced '\(character)'", at: index, label: "nothing opened this",
                    help: "remove it, add the '\(opener)' it closes, or write '\\\(character)' for the character itself"
                )
                index += 1
            default:
                // the run of plain characters from here, at once.
                var end = index + 1
                while end < count, !Self.isStructural(codes[end]), codes[end] != UInt8(ascii: "\\"),
                    codes[end] != UInt8(ascii: "$")
                {
                    end += 1
                }
                if unicode.isEmpty {
                    literal += String(decoding: codes[index..<end], as: UTF8.self)
                } else {
                    literal.append(contentsOf: unicode[index..<end])
                }
                index = end
            }
        }
        flush(&literal, into: &items)
        return .sequence(items)
    }

    /// A `( … )` or `[ … ]` group; `index` is at the opener.
    private mutating func parseGroup(depth: Int) -> TemplateNode? {
        let open = index
        let opener = symbol(at: open)
        let closer: Character = opener == "(" ? ")" : "]"
        if depth > maxDepth {
            report(
                "groups are nested too deeply (the limit is \(maxDepth) levels)", at: open,
                label: "this group is one level too deep",
                help: "flatten the nesting; optional parts can usually be written side by side")
            stopped = true
            return nil
        }
        index += 1
        var alternatives: [TemplateNode] = []
        while true {
            alternatives.append(parseSequence(depth: depth))
            if stopped { return nil }
            guard index < count else {
                report(
                    "unbalanced '\(opener)' in phrase", at: open, label: "this group is never closed",
                    help: "add '\(closer)' after the last alternative")
                return nil
            }
            let character = symbol(at: index)
            index += 1
            if character == "|" { continue }
            if character != closer {
                report(
                    "expected '\(closer)' to close the group opened at column \(open + 1), found '\(character)'",
                    at: index - 1, label: "mismatched bracket",
                    help: "change it to '\(closer)', or balance the brackets")
                return nil
            }
            break
        }
        if !alternatives.contains(where: \.hasContent) {
            let shown = opener == "(" ? "()" : "[]"
            report(
                "empty \(opener == "(" ? "group" : "optional") '\(shown)'", at: open, label: "nothing to match",
                help: "put words inside, such as '\(opener)a|b\(closer)', or remove the brackets")
            return nil
        }
        if opener == "[" {
            return .optional(alternatives.count == 1 ? alternatives[0] : .choice(alternatives))
        }
        return alternatives.count == 1 ? alternatives[0] : .choice(alternatives)
    }

    /// `{name}` or `<name>`; `index` is at the opener.
    private mutating func parseName(opener: Character, closer: Character, at open: Int) -> TemplateNode? {
        let what = opener == "{" ? "slot" : "rule"
        var end = open + 1
        let closing = UInt8(ascii: closer == "}" ? "}" : ">")
        while end < count, codes[end] != closing, !Self.isStructural(codes[end]) {
            end += 1
        }
        guard end < count, symbol(at: end) == closer else {
            report(
                "unbalanced '\(opener)' in phrase", at: open, label: "this \(what) is never closed",
                help: "add '\(closer)' after the \(opener == "{" ? "parameter" : "rule") name")
            index = end
            return nil
        }
        index = end + 1
        // the name without the spaces around it.
        var first = open + 1
        var last = end
        while first < last, symbol(at: first).isWhitespace { first += 1 }
        while last > first, symbol(at: last - 1).isWhitespace { last -= 1 }
        let name =
            unicode.isEmpty ? String(decoding: codes[first..<last], as: UTF8.self) : String(unicode[first..<last])
        guard !name.isEmpty else {
            report(
                "empty \(what) name '\(opener)\(closer)'", at: open, label: "name missing",
                help: opener == "{"
                    ? "name a parameter, such as '{soup}', or '{applicationName}'"
                    : "name a rule defined by the app, such as '<polite>'")
            return nil
        }
        guard name.isIdentifier else {
            report(
                "invalid \(what) name '\(name)'", at: open + 1, label: "not an identifier",
                help: "names are letters, digits and '_', not starting with a digit, such as 'soupSize'")
            return nil
        }
        if opener == "<" { return .rule(name: name, column: open + 1) }
        if name == "applicationName" { return .applicationName(column: open + 1) }
        return .slot(name: name, column: open + 1)
    }

    /// The words of `text` when it is only ASCII letters and spaces (most of a template's
    /// literal text), the tokens ``Tokenizer`` would give without its general scan: each run of
    /// letters, lowercased. Nil for any other text.
    static func plainWords(of text: String) -> [String]? {
        var words: [String] = []
        return Tokenizer.forEachPlainWord(of: text) { words.append($0) } ? words : nil
    }

    /// The characters that open or close a part of the template, or separate alternatives.
    private static func isStructural(_ code: UInt8) -> Bool {
        switch code {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "|"):
            true
        default: false
        }
    }

    private mutating func report(_ message: String, at position: Int?, label: String?, help: String) {
        diagnostics.append(
            Diagnostic(
                .error, message, source: source, line: position == nil ? nil : 1,
                column: position.map { $0 + 1 }, excerpt: position == nil ? nil : excerpt, label: label, help: help))
    }
}

extension TemplateNode {
    /// Whether the node can match anything but the empty sequence (a word, slot or rule somewhere).
    var hasContent: Bool {
        var found = false
        visit { node in
            switch node {
            case .word, .slot, .applicationName, .rule: found = true
            case .sequence, .choice, .optional: break
            }
        }
        return found
    }
}

extension String {
    var isIdentifier: Bool {
        // ASCII names (nearly all) by their bytes, the same answer without the Unicode tables.
        let ascii = utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
            guard let first = bytes.first, isLetter(first) || first == 0x5F else { return false }
            return bytes.allSatisfy { isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
        }
        if let ascii, let ascii { return ascii }
        guard let first, first.isLetter || first == "_" else { return false }
        return allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
    }
}
