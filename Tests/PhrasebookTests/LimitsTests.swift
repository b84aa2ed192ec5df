import Foundation
import PhraseMatching
import Phrasebook
import Testing

/// The limits README's "Limits" section documents, one test (at least) each: what is refused,
/// with which diagnostic or outcome, and that hostile sizes are refused without a crash.
@Suite("Limits")
struct LimitsTests {
    /// A list type `levels` deep around `Int`: `[[[Int]]]` for 3.
    static func nestedList(_ levels: Int) -> String {
        String(repeating: "[", count: levels) + "Int" + String(repeating: "]", count: levels)
    }

    static let nestedMessage =
        "is not supported: a list's elements cannot be lists (one level of [T] is read from an utterance)"

    @Test("a list of lists is refused the same way in intents and custom schemas", arguments: [2, 3, 100_000])
    func nestedListTypes(levels: Int) {
        let type = Self.nestedList(levels)
        let shown = type.count > 60 ? String(type.prefix(60)) + "…" : type
        let parameter = kitchen(
            intents: intent(parameters: #"{"name": "counts", "type": "\#(type)"}"#, phrases: ["count {counts}"]))
        #expect(
            loadingProblems(parameter) == [
                "apps[0].intents[0].parameters[0].type: type '\(shown)' \(Self.nestedMessage)"
            ])
        let schema =
            #"{"apps": [{"name": "Tea"}], "schemas": [{"domain": "tea", "name": "brew", "parameters": [{"name": "counts", "type": "\#(type)"}]}]}"#
        #expect(loadingProblems(schema) == ["schemas[0].parameters[0].type: type '\(shown)' \(Self.nestedMessage)"])
    }

    @Test("one level of list is read, in intents and custom schemas")
    func oneLevelOfList() throws {
        let json = #"""
            {"apps": [{"name": "Tea", "intents": [{"name": "Count", "parameters": [{"name": "counts", "type": "[ Int ]"}],
                                                   "phrases": ["count {counts} in {applicationName}"]}]}],
             "schemas": [{"domain": "tea", "name": "brew", "parameters": [{"name": "counts", "type": "[Int]"}]}]}
            """#
        let matcher = try IntentMatcher(model: ManifestLoader.load(json: json))
        #expect(matcher.match("count 1, 2 and 3 in tea")[parameter: "counts"] == .list([.int(1), .int(2), .int(3)]))
        #expect(matcher.model.schema("tea.brew")?.parameters.first?.type == .list(.value(.int)))
    }

    @Test("a Swift parameter of type [[Int]] is refused at registration, like [[Int]] in a manifest")
    func nestedListInSwift() async throws {
        let error = await #expect(throws: DiagnosticList.self) {
            _ = try await Assistant(apps: [AppRegistration(name: "Tally", shortcuts: TallyShortcuts.self)])
        }
        #expect(
            error?.diagnostics.map(\.message).contains(
                "parameter 'grid' has type [[Int]], which this build cannot read from an utterance") == true)
    }

    // MARK: Rules

    /// A manifest whose rules form a chain `r0 → r1 → … → r<length-1>` ending in a word, used by one phrase.
    static func ruleChain(_ length: Int) -> String {
        let rules = (0..<length).map { index in
            #""r\#(index)": "\#(index == length - 1 ? "word" : "<r\(index + 1)>")""#
        }.joined(separator: ", ")
        return kitchen(intents: intent(phrases: ["cook <r0>"]), #""rules": {\#(rules)}"#)
    }

    @Test("rules nest at most 16 deep")
    func ruleDepth() throws {
        #expect(try compileProblems(Self.ruleChain(16)).isEmpty)
        let chain = (0..<17).map { "<r\($0)>" }.joined(separator: " → ")
        #expect(
            try compileProblems(Self.ruleChain(17)) == [
                "apps[0].rules.r0: rule 'r0' nests rules 17 levels deep (the limit is 16): \(chain)"
            ])
    }

    @Test("a chain of 100,000 rules is one diagnostic, not a stack overflow")
    func longRuleChain() throws {
        let problems = try compileProblems(Self.ruleChain(100_000))
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("apps[0].rules.r99983: rule 'r99983' nests rules 17 levels deep") == true)
    }

    @Test("a cycle through 100,000 rules is found, and shown by its ends")
    func longRuleCycle() throws {
        let count = 100_000
        let rules = (0..<count).map { #""r\#($0)": "<r\#(($0 + 1) % count)> x""# }.joined(separator: ", ")
        let problems = try compileProblems(kitchen(intents: intent(phrases: ["cook"]), #""rules": {\#(rules)}"#))
        // r0's cycle runs through the rules in order: r0, r1, r2, …, r99999.
        #expect(
            problems == [
                "apps[0].rules.r0: rule 'r0' is recursive: <r0> → <r1> → <r2> → <r3> → <r4> → <r5> → … 99992 more … → <r99998> → <r99999> → <r0>"
            ])
    }

    @Test("all phrases together expand to at most 4,000,000 words and slots, reported once")
    func modelSize() throws {
        // each phrase is short, but its rule doubles 12 times: 4 × 2^12 + 1 = 16,385 words.
        var rules = [#""r0": "a b c d""#]
        for level in 1...12 { rules.append(#""r\#(level)": "<r\#(level - 1)> <r\#(level - 1)>""#) }
        let intents = (0..<300).map { intent("I\($0)", phrases: ["x\($0) <r12>"]) }.joined(separator: ", ")
        let problems = try compileProblems(kitchen(intents: intents, #""rules": {\#(rules.joined(separator: ", "))}"#))
        // 244 phrases fit (244 × 16,385 = 3,997,940); the 245th is reported, and no later one.
        #expect(
            problems == [
                "apps[0].intents[244].phrases[0]: the phrases expand to more than 4000000 words and slots in all (the limit of one model)"
            ])
    }

    // MARK: Size

    /// A manifest of about 10 MB: one entity with 135,000 values, each with a title and a synonym.
    static func largeManifest(values: Int) -> String {
        let items = (0..<values).map {
            #"{"id": "v\#($0)", "title": "item number \#($0)", "synonyms": ["thing \#($0)"]}"#
        }
        return kitchen(
            intents: intent(
                "Get", parameters: #"{"name": "thing", "type": "Thing"}"#, phrases: ["get {thing} in {applicationName}"]
            ),
            #""entities": {"Thing": {"values": [\#(items.joined(separator: ", "))]}}"#)
    }

    @Test("a 10 MB manifest loads, compiles and matches")
    func largeManifest() throws {
        let json = Self.largeManifest(values: 135_000)
        #expect(json.utf8.count > 10_000_000)
        let matcher = try IntentMatcher(model: ManifestLoader.load(json: json))
        let match = matcher.match("get item number 98765 in kitchen")
        #expect(match.outcome == .matched)
        #expect(match[parameter: "thing"] == .string("v98765"))
    }
}

// A Swift intent whose parameter is a list of lists.

struct TallyIntent: AppIntent {
    static let title: LocalizedStringResource = "Tally"
    @Parameter(title: "Grid") var grid: [[Int]]
    func perform() async throws -> some IntentResult { .result() }
}

struct TallyShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: TallyIntent(), phrases: ["Tally in \(.applicationName)"], shortTitle: "Tally",
            systemImageName: "number")
    }
}
