import Foundation
import PhraseMatching

/// One utterance of a test corpus and what it should resolve to.
public struct CorpusEntry: Sendable, Hashable {
    /// What a matching outcome must name; fields left nil are not checked.
    public struct Expectation: Sendable, Hashable {
        public var app: String?
        public var intent: String?
        public var schema: String?
        /// Only the listed parameters are checked, in canonical JSON form (<doc:TheManifest#Canonical-values>).
        public var parameters: JSONObject

        public init(
            app: String? = nil, intent: String? = nil, schema: String? = nil, parameters: JSONObject = JSONObject()
        ) {
            self.app = app
            self.intent = intent
            self.schema = schema
            self.parameters = parameters
        }
    }

    /// The utterance.
    public var text: String
    /// What it must resolve to, or nil when nothing may activate (`noMatch`, `rejected` and `ambiguous` pass).
    public var expectation: Expectation?
    /// Where the entry was written (`file:line`).
    public var source: String

    public init(text: String, expectation: Expectation?, source: String = "") {
        self.text = text
        self.expectation = expectation
        self.source = source
    }
}

/// Reads corpora in the two formats of <doc:CorpusFormats>: JSON lines (`.jsonl`) and the line format (`.corpus`).
public enum CorpusLoader {
    /// The largest corpus file read, in bytes (1 GB).
    public static let maxFileSize = 1 << 30

    /// Loads a corpus file, choosing the format by extension (`.jsonl`, else the line format).
    /// - Throws: ``DiagnosticList`` naming the file when it cannot be read (with the OS's reason),
    ///   or with every malformed line, each naming `file:line`.
    public static func load(contentsOf path: String) throws(DiagnosticList) -> [CorpusEntry] {
        let text = try text(contentsOf: path)
        return path.hasSuffix(".jsonl") ? try parseJSONLines(text, file: path) : try parseLineFormat(text, file: path)
    }

    /// The text of a corpus file, to read it in another format (a conversation corpus, for one).
    /// - Throws: ``DiagnosticList`` naming the file when it cannot be read or is not UTF-8.
    public static func text(contentsOf path: String) throws(DiagnosticList) -> String {
        guard let text = String(validating: try bytes(of: path), as: UTF8.self) else {
            throw DiagnosticList([
                Diagnostic(.error, "the corpus file is not UTF-8 text", source: path, help: "save the file as UTF-8")
            ])
        }
        return text
    }

    private static func bytes(of path: String) throws(DiagnosticList) -> [UInt8] {
        do {
            return try TextFile.read(path, limit: maxFileSize)
        } catch {
            throw DiagnosticList([
                Diagnostic(.error, "cannot read the corpus file: \(error.reason)", source: path, help: error.help)
            ])
        }
    }

    /// The lines of `text`, each without its line end: `\n` and `\r\n` both end a line.
    static func lines(_ text: String) -> [Substring] {
        // "\r\n" is one Character in Swift, so splitting on "\n" alone would leave such lines whole.
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }

    /// Parses JSON lines: `{"text": …, "expect": {"app", "intent", "schema", "parameters"} | null}` a line.
    public static func parseJSONLines(_ text: String, file: String) throws(DiagnosticList) -> [CorpusEntry] {
        var entries: [CorpusEntry] = []
        var problems: [Diagnostic] = []
        for (index, line) in lines(text).enumerated() {
            let source = "\(file):\(index + 1)"
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            func fail(_ message: String) {
                problems.append(
                    Diagnostic(
                        .error, message, source: source,
                        help: #"write {"text": "…", "expect": {"intent": "…"}} or "expect": null"#))
            }
            let (value, syntaxError) = Self.parseJSON(String(line))
            if let syntaxError {
                fail("invalid JSON: \(syntaxError)")
                continue
            }
            guard case .object(let object)? = value, case .string(let utterance)? = object["text"] else {
                fail("expected an object with a string \"text\"")
                continue
            }
            if let extra = object.keys.first(where: { $0 != "text" && $0 != "expect" }) {
                fail("unknown key '\(extra)' (keys are: text, expect)")
                continue
            }
            switch object["expect"] {
            case nil, .null?:
                if object["expect"] == nil {
                    fail("missing \"expect\" (use null when nothing may activate)")
                    continue
                }
                entries.append(CorpusEntry(text: utterance, expectation: nil, source: source))
            case .object(let expect)?:
                var expectation = CorpusEntry.Expectation()
                expectation.app = expect["app"]?.stringValue
                expectation.intent = expect["intent"]?.stringValue
                expectation.schema = expect["schema"]?.stringValue
                expectation.parameters = expect["parameters"]?.objectValue ?? JSONObject()
                entries.append(CorpusEntry(text: utterance, expectation: expectation, source: source))
            case let other?:
                fail("\"expect\" must be an object or null, found a \(other.typeName)")
            }
        }
        guard problems.isEmpty else { throw DiagnosticList(problems) }
        return entries
    }

    /// Parses the line format: `utterance => Intent name=value name="two words"` or `utterance => none`;
    /// `#` starts a comment and `@app Name` sets the app for the lines after it.
    public static func parseLineFormat(_ text: String, file: String) throws(DiagnosticList) -> [CorpusEntry] {
        var entries: [CorpusEntry] = []
        var problems: [Diagnostic] = []
        var app: String?
        for (index, rawLine) in lines(text).enumerated() {
            let source = "\(file):\(index + 1)"
            let line =
                rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)?
                .trimmingCharacters(in: .whitespaces) ?? ""
            if line.isEmpty { continue }
            if line.hasPrefix("@app") {
                app = String(line.dropFirst(4)).trimmingCharacters(in: .whitespaces)
                continue
            }
            guard let arrow = line.range(of: "=>") else {
                problems.append(
                    Diagnostic(
                        .error, "expected 'utterance => Intent' or 'utterance => none'", source: source,
                        help: "add '=> none' when nothing may activate"))
                continue
            }
            let utterance = line[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
            var words: [ExpectationWord]
            do {
                words = try ExpectationWord.split(line[arrow.upperBound...])
            } catch {
                problems.append(Diagnostic(.error, error.message, source: source, help: error.help))
                continue
            }
            guard case .bare(let intent)? = words.first else {
                problems.append(
                    Diagnostic(
                        .error, "missing the intent after '=>'", source: source,
                        help: "name the intent, or write 'none'"))
                continue
            }
            words.removeFirst()
            if intent == "none" {
                entries.append(CorpusEntry(text: utterance, expectation: nil, source: source))
                continue
            }
            var expectation = CorpusEntry.Expectation(app: app, intent: intent)
            for word in words {
                guard case .pair(let name, let value) = word else {
                    problems.append(
                        Diagnostic(
                            .error, "expected name=value, found '\(word.text)'", source: source,
                            help:
                                #"quote values with spaces: name="two words"; write lists in brackets: name=[Alice, "Bob Smith"]"#
                        ))
                    continue
                }
                expectation.parameters.set(name, value)
            }
            entries.append(CorpusEntry(text: utterance, expectation: expectation, source: source))
        }
        guard problems.isEmpty else { throw DiagnosticList(problems) }
        return entries
    }

    /// The value of one JSON line, or the syntax error's description.
    private static func parseJSON(_ line: String) -> (JSONValue?, String?) {
        do {
            return (try JSONParser.parse(line), nil)
        } catch {
            return (nil, error.description)
        }
    }
}
