import Foundation

/// One word of what a `.corpus` line expects, after its `=>`: the intent (a bare word) or a
/// parameter, `name=value`.
///
/// Values are written as:
/// - a bare word: `quantity=2`, `urgent=true`, `soup=tomato` (a number, `true`/`false`, else text);
/// - quoted text, which stays text: `title="call mom"`, `code="007"` (`\"` and `\\` escape);
/// - a list in brackets, its items bare or quoted, separated by commas: `guests=[Alice, "Bob Smith"]`,
///   `days=[1, 2]`, `tags=[]`.
enum ExpectationWord: Equatable {
    case bare(String)
    case pair(name: String, value: JSONValue)
    /// A word with `=` but no name before it, kept as written for the error message.
    case malformed(String)

    /// The word as written, for messages.
    var text: String {
        switch self {
        case .bare(let word), .malformed(let word): word
        case .pair(let name, let value): "\(name)=\(value.serialized())"
        }
    }

    /// A value written wrongly: an unclosed quote or bracket.
    struct SyntaxError: Error {
        var message: String
        var help: String
    }

    /// Splits the text after `=>` into words.
    static func split(_ text: Substring) throws(SyntaxError) -> [ExpectationWord] {
        var scanner = Scanner(characters: Array(text))
        var words: [ExpectationWord] = []
        while true {
            scanner.skipSpaces()
            guard !scanner.atEnd else { return words }
            let start = scanner.index
            let name = scanner.take { !$0.isWhitespace && $0 != "=" }
            guard scanner.peek == "=" else {
                words.append(.bare(name))
                continue
            }
            scanner.index += 1
            let value = try scanner.value()
            if name.isEmpty {
                words.append(.malformed(String(scanner.characters[start..<scanner.index])))
            } else {
                words.append(.pair(name: name, value: value))
            }
        }
    }

    private struct Scanner {
        let characters: [Character]
        var index = 0

        var atEnd: Bool { index >= characters.count }
        var peek: Character? { atEnd ? nil : characters[index] }

        mutating func skipSpaces() {
            while let character = peek, character.isWhitespace { index += 1 }
        }

        /// Characters while `accept` holds.
        mutating func take(while accept: (Character) -> Bool) -> String {
            let start = index
            while let character = peek, accept(character) { index += 1 }
            return String(characters[start..<index])
        }

        /// A value after `=`: quoted text, a bracketed list, or a bare word up to the next space.
        mutating func value() throws(SyntaxError) -> JSONValue {
            switch peek {
            case "\""?: return .string(try quoted())
            case "["?: return try list()
            default: return Self.scalar(take { !$0.isWhitespace })
            }
        }

        private mutating func quoted() throws(SyntaxError) -> String {
            index += 1  // the opening quote
            var text = ""
            while let character = peek {
                index += 1
                switch character {
                case "\"": return text
                case "\\" where peek == "\"" || peek == "\\":
                    text.append(characters[index])
                    index += 1
                default: text.append(character)
                }
            }
            throw SyntaxError(message: "unclosed quote in \"\(text)", help: "end the text with '\"'")
        }

        private mutating func list() throws(SyntaxError) -> JSONValue {
            index += 1  // "["
            var items: [JSONValue] = []
            skipSpaces()
            if peek == "]" {
                index += 1
                return .array(items)
            }
            while true {
                skipSpaces()
                if peek == "\"" {
                    items.append(.string(try quoted()))
                } else {
                    let word = take { $0 != "," && $0 != "]" && $0 != "\"" }.trimmingCharacters(in: .whitespaces)
                    guard !word.isEmpty else { throw unclosedList() }
                    items.append(Self.scalar(word))
                }
                skipSpaces()
                switch peek {
                case ","?: index += 1
                case "]"?:
                    index += 1
                    return .array(items)
                default: throw unclosedList()
                }
            }
        }

        private func unclosedList() -> SyntaxError {
            SyntaxError(
                message: "expected a list of items separated by commas, ending in ']'",
                help: #"write lists as name=[Alice, "Bob Smith"]"#)
        }

        /// A number when the text is one, `true`/`false`, else the text.
        static func scalar(_ text: String) -> JSONValue {
            if text == "true" { return .bool(true) }
            if text == "false" { return .bool(false) }
            if let number = Double(text), text.first.map({ $0.isNumber || $0 == "-" }) == true {
                return .number(number)
            }
            return .string(text)
        }
    }
}
