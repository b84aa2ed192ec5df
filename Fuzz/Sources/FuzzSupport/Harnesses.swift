import Foundation
import PhraseMatching
import Phrasebook

/// What one input of each harness exercises; each harness's `main.swift` passes its inputs here.
public enum Harness {
    /// Template parser, rules, validator and compiler: each line is a phrase, or a rule when it
    /// reads `name=body`; they compile into an app with typed and open parameters, and each
    /// phrase's own text is then matched.
    public static func templates(_ input: FuzzInput) {
        var rules: [(name: String, body: PhraseModel)] = []
        var phrases: [PhraseModel] = []
        for (index, line) in input.lines(limit: 32).enumerated() {
            if let equals = line.firstIndex(of: "="), PhraseTemplate.isValidName(String(line[..<equals])) {
                rules.append(
                    (
                        String(line[..<equals]),
                        PhraseModel(String(line[line.index(after: equals)...]), source: "rules[\(index)]")
                    ))
            } else {
                phrases.append(PhraseModel(line, source: "phrases[\(index)]"))
            }
        }
        let app = AppModel(
            name: "Soup Chef", synonyms: ["SoupChef"], rules: rules,
            enums: [
                EnumModel(name: "Size", cases: [.init(value: "small", synonyms: ["little"]), .init(value: "large")])
            ],
            entities: [
                EntityModel(
                    name: "Soup",
                    values: [.init(id: "tomato", title: "Tomato Soup"), .init(id: "miso", title: "Miso Soup")])
            ],
            negativePhrases: phrases.suffix(1),
            intents: [
                IntentModel(
                    name: "Order",
                    parameters: [
                        ParameterModel(name: "soup", type: .entity("Soup")),
                        ParameterModel(name: "size", type: .enumeration("Size"), isOptional: true),
                        ParameterModel(name: "quantity", type: .int, defaultValue: .int(1), range: 1...20),
                        ParameterModel(name: "note", type: .string, isOptional: true),
                        ParameterModel(name: "day", type: .date, isOptional: true),
                        ParameterModel(name: "guests", type: .list(.person), isOptional: true),
                    ], phrases: phrases)
            ])
        let model = PhrasebookModel(apps: [app])
        render(IntentMatcher.diagnose(model, appleRules: true))
        guard let matcher = try? IntentMatcher(model: model) else { return }
        for phrase in phrases { _ = matcher.match(phrase.text, context: fixedContext).json }
        _ =
            matcher.match("order 2 large tomato soup for alice and bob tomorrow in soup chef", context: fixedContext)
            .json
    }

    /// JSON reader and manifest loader, then the compiler and a few matches when the manifest is valid.
    public static func manifest(_ input: FuzzInput) {
        let model: PhrasebookModel
        do {
            model = try ManifestLoader.load(json: input.text)
        } catch {
            render(error.diagnostics)
            return
        }
        render(IntentMatcher.diagnose(model, appleRules: true))
        guard let matcher = try? IntentMatcher(model: model) else { return }
        for utterance in ["order tomato soup in soup chef", "add milk to my list", "play jazz", ""] {
            _ = matcher.match(utterance, context: fixedContext).json
        }
        _ = model.schemas.map(\.json)
    }

    /// Corpus readers, both formats, then an evaluation of what they read against the demo.
    public static func corpus(_ input: FuzzInput) {
        evaluate { () throws(DiagnosticList) in try CorpusLoader.parseJSONLines(input.text, file: "fuzz.jsonl") }
        evaluate { () throws(DiagnosticList) in try CorpusLoader.parseLineFormat(input.text, file: "fuzz.corpus") }
        // conversation scripts: read only (running them needs an assistant, which is async).
        _ = ConversationCorpus.holdsScripts(input.text)
        do {
            _ = try ConversationCorpus.parse(input.text, file: "fuzz.jsonl").map(\.turns.count)
        } catch {
            render(error.diagnostics)
        }
    }

    private static func evaluate(_ read: () throws(DiagnosticList) -> [CorpusEntry]) {
        do {
            let report = demoMatcher.evaluate(Array(try read().prefix(64)), context: fixedContext)
            _ = report.failures.map(\.reason)
        } catch {
            render(error.diagnostics)
        }
    }

    /// Matching: each line is an utterance, matched against the demo and against a manifest with
    /// typed and open slots, and its answer rendered as `match --json` would.
    public static func match(_ input: FuzzInput) {
        for line in input.lines(limit: 8) {
            _ = demoMatcher.match(line, context: fixedContext).json
            _ = typedMatcher.match(line, context: fixedContext).json
        }
    }
}
