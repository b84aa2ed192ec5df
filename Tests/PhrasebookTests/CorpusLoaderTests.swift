import PhraseMatching
import Phrasebook
import Testing

@Suite("Corpus formats")
struct CorpusLoaderTests {
    @Test func readsTheLineFormat() throws {
        let text = """
            # the soup shop
            @app Soup Chef
            order tomato soup in soup chef => OrderSoup soup=tomato quantity=2
            remind me to "call mom" => AddTask title="call mom" urgent=true   # a comment
            cancel my soup order in soup chef => none

            @app Jukebox
            set the volume to 40 => SetVolume level=40 ratio=-0.5
            """
        let entries = try CorpusLoader.parseLineFormat(text, file: "demo.corpus")
        #expect(
            entries.map(\.text) == [
                "order tomato soup in soup chef", "remind me to \"call mom\"",
                "cancel my soup order in soup chef", "set the volume to 40",
            ])
        #expect(entries.map(\.source) == ["demo.corpus:3", "demo.corpus:4", "demo.corpus:5", "demo.corpus:8"])
        #expect(
            entries[0].expectation
                == CorpusEntry.Expectation(
                    app: "Soup Chef", intent: "OrderSoup",
                    parameters: JSONObject([("soup", "tomato"), ("quantity", 2)])))
        #expect(entries[1].expectation?.parameters == JSONObject([("title", "call mom"), ("urgent", true)]))
        #expect(entries[2].expectation == nil)
        #expect(entries[3].expectation?.app == "Jukebox")
        #expect(entries[3].expectation?.parameters == JSONObject([("level", 40), ("ratio", -0.5)]))
    }

    @Test func reportsEveryMalformedLineWithItsPlace() {
        let text = "no arrow here\nalso => \nfine => Intent\nbad => Intent =oops"
        #expect {
            _ = try CorpusLoader.parseLineFormat(text, file: "bad.corpus")
        } throws: { error in
            guard let list = error as? DiagnosticList else { return false }
            return list.diagnostics.map(\.summary) == [
                "bad.corpus:1: expected 'utterance => Intent' or 'utterance => none'",
                "bad.corpus:2: missing the intent after '=>'",
                "bad.corpus:4: expected name=value, found '=oops'",
            ]
        }
    }

    @Test func readsJSONLines() throws {
        let text = """
            {"text": "order tomato soup in soup chef", "expect": {"app": "Soup Chef", "intent": "OrderSoup", "parameters": {"soup": "tomato"}}}

            {"text": "email bob about lunch", "expect": {"schema": "mail.createDraft"}}
            {"text": "how are you", "expect": null}
            """
        let entries = try CorpusLoader.parseJSONLines(text, file: "set.jsonl")
        #expect(entries.count == 3)
        #expect(entries[0].expectation?.parameters == JSONObject([("soup", "tomato")]))
        #expect(entries[1].expectation?.schema == "mail.createDraft")
        #expect(entries[2].expectation == nil)
        #expect(entries.map(\.source) == ["set.jsonl:1", "set.jsonl:3", "set.jsonl:4"])
    }

    @Test(arguments: [
        (#"{"text": "hi"}"#, "set.jsonl:1: missing \"expect\" (use null when nothing may activate)"),
        (#"{"text": 3, "expect": null}"#, "set.jsonl:1: expected an object with a string \"text\""),
        (#"{"text": "hi", "expect": null, "extra": 1}"#, "set.jsonl:1: unknown key 'extra' (keys are: text, expect)"),
        (
            #"{"text": "hi", "expect": "OrderSoup"}"#,
            "set.jsonl:1: \"expect\" must be an object or null, found a string"
        ),
        (#"{"text": "hi", "#, "set.jsonl:1: invalid JSON: 1:16: expected a string key after ',', found end of input"),
    ])
    func reportsMalformedJSONLines(line: String, expected: String) {
        #expect {
            _ = try CorpusLoader.parseJSONLines(line, file: "set.jsonl")
        } throws: { error in
            (error as? DiagnosticList)?.diagnostics.map(\.summary) == [expected]
        }
    }
}

@Suite("Corpus formats: line ends and list values")
struct CorpusLineFormatValueTests {
    @Test func listValuesAreWrittenInBrackets() throws {
        let text =
            #"meet alice and bob => Meet guests=[Alice, "Bob Smith"] days=[1, 2] tags=[] code="007" raw=Alice,Bob"#
        let entries = try CorpusLoader.parseLineFormat(text, file: "lists.corpus")
        #expect(
            entries[0].expectation?.parameters
                == JSONObject([
                    ("guests", ["Alice", "Bob Smith"]), ("days", [1, 2]), ("tags", []), ("code", "007"),
                    ("raw", "Alice,Bob"),
                ]))
    }

    @Test(arguments: [
        (
            #"hi => Greet guests=[Alice, Bob"#,
            "lists.corpus:1: expected a list of items separated by commas, ending in ']'"
        ),
        (#"hi => Greet title="open"#, "lists.corpus:1: unclosed quote in \"open"),
    ])
    func unclosedValuesAreReported(line: String, expected: String) {
        #expect {
            _ = try CorpusLoader.parseLineFormat(line, file: "lists.corpus")
        } throws: { error in
            (error as? DiagnosticList)?.diagnostics.map(\.summary) == [expected]
        }
    }

    @Test func crlfLinesAreLines() throws {
        let lines = try CorpusLoader.parseLineFormat(
            "@app Soup Chef\r\nhi => none\r\norder soup => OrderSoup\r\n", file: "crlf.corpus")
        #expect(lines.map(\.source) == ["crlf.corpus:2", "crlf.corpus:3"])
        #expect(lines[1].expectation?.app == "Soup Chef")
        #expect(lines[1].expectation?.intent == "OrderSoup")
        let json = try CorpusLoader.parseJSONLines(
            "{\"text\": \"hi\", \"expect\": null}\r\n{\"text\": \"yo\", \"expect\": null}\r\n", file: "crlf.jsonl")
        #expect(json.map(\.text) == ["hi", "yo"])
    }

    @Test func aMissingFileNamesTheReason() {
        #expect {
            _ = try CorpusLoader.load(contentsOf: "/no/such/corpus.jsonl")
        } throws: { error in
            (error as? DiagnosticList)?.diagnostics.map(\.summary) == [
                "/no/such/corpus.jsonl: cannot read the corpus file: no such file"
            ]
        }
    }
}
