import Testing

@testable import PhraseMatching

/// Summaries of the semantic diagnostics for `text`, given parameters and rules.
private func problems(
    _ text: String,
    parameters: [String: SlotKind] = ["soup": .vocabulary(VocabularyID(rawValue: 0)), "note": .open, "title": .open],
    rules: [String: String] = ["polite": "[please|kindly]"]
) -> [String] {
    let (ruleSet, ruleProblems) = TemplateRules.build(
        rules.sorted { $0.key < $1.key }.map { ($0.key, $0.value, "rules.\($0.key)") })
    #expect(ruleProblems.isEmpty)
    guard let template = PhraseTemplate.parse(text, source: "phrase").template else { return ["does not parse"] }
    return TemplateValidator.validate(template, source: "phrase", parameters: parameters, rules: ruleSet)
        .map { "\($0.column ?? 0): \($0.message)" }
}

@Suite("Template validation")
struct TemplateValidatorTests {
    @Test(arguments: [
        "order {soup} <polite>",
        "(order {soup}|get {soup})",
        "note {note} for {title}",
        "{note} [please] about {soup}",
        "remind me to {title} [in {applicationName}]",
    ])
    func acceptsValidTemplates(text: String) {
        #expect(problems(text).isEmpty)
    }

    @Test(arguments: [
        ("order {soupp}", ["7: unknown parameter 'soupp' (parameters are: note, soup, title). Did you mean 'soup'?"]),
        ("order {drink} and {drink}", ["7: unknown parameter 'drink' (parameters are: note, soup, title)"]),
        ("order {soup} <polit>", ["14: unknown rule 'polit' (rules are: polite). Did you mean 'polite'?"]),
        ("order {soup} and {soup}", ["18: parameter 'soup' is used twice in one phrase"]),
        ("order {soup} [with {soup}]", ["20: parameter 'soup' is used twice in one phrase"]),
        ("note {note} {title}", ["13: open slots {note} and {title} have no words between them"]),
        ("note {note} [please] {title}", ["22: open slots {note} and {title} have no words between them"]),
        ("note {note} (please|) {title}", ["23: open slots {note} and {title} have no words between them"]),
        ("note {note} <polite> {title}", ["22: open slots {note} and {title} have no words between them"]),
        ("note ({note}|x) {title}", ["17: open slots {note} and {title} have no words between them"]),
    ])
    func diagnosesSemanticErrors(text: String, expected: [String]) {
        #expect(problems(text) == expected)
    }

    @Test func reportsEveryProblemOfATemplateAtOnce() {
        #expect(
            problems("{titel} {note} <nope> {soup} {soup}") == [
                "1: unknown parameter 'titel' (parameters are: note, soup, title). Did you mean 'title'?",
                "16: unknown rule 'nope' (rules are: polite)",
                "30: parameter 'soup' is used twice in one phrase",
            ])
    }

    @Test func findsRecursiveAndUnknownRules() {
        let (rules, diagnostics) = TemplateRules.build([
            ("a", "x <b>", "rules.a"), ("b", "[<a>] y", "rules.b"), ("self", "(z|<self>)", "rules.self"),
            ("fine", "please", "rules.fine"), ("broken", "<missing>", "rules.broken"),
        ])
        #expect(
            diagnostics.map(\.summary) == [
                "rules.broken: unknown rule 'missing' (rules are: a, b, broken, fine, self)",
                "rules.a: rule 'a' is recursive: <a> → <b> → <a>",
                "rules.self: rule 'self' is recursive: <self> → <self>",
            ])
        #expect(rules.templates.keys.sorted() == ["broken", "fine"])
        #expect(rules.names == ["a", "b", "broken", "fine", "self"])
    }

    @Test func ruleUsedManyTimesIsCheckedOnce() {
        // 2^15 expansions if rules were inlined naively; memoized it is instant. (16 levels: the limit.)
        var rules: [(name: String, body: String, source: String)] = [("r0", "a", "r0")]
        for level in 1...15 { rules.append(("r\(level)", "<r\(level - 1)> <r\(level - 1)>", "r\(level)")) }
        let (ruleSet, problems) = TemplateRules.build(rules)
        #expect(problems.isEmpty)
        let template = PhraseTemplate.parse("say <r15>", source: "p").template!
        #expect(TemplateValidator.validate(template, source: "p", parameters: [:], rules: ruleSet).isEmpty)
        var compiler = PhraseCompiler()
        #expect(throws: Diagnostic.self) {
            try compiler.addPhrase(
                template, rules: ruleSet, slots: [:],
                entry: PhraseEntry(owner: PhraseOwner(app: 0, intent: 0), polarity: .positive, text: "say <r15>"))
        }
    }
}
