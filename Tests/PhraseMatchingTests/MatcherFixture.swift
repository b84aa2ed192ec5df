@testable import PhraseMatching

/// Builds a small automaton the way the Phrasebook layer does, so tests read as data.
struct MatcherFixture {
    var compiler = PhraseCompiler()
    var slots: [String: SlotKind] = [:]
    var appNames: [VocabularyID] = []
    var rules = TemplateRules.none

    /// Registers an app by its names; returns its index.
    @discardableResult
    mutating func app(_ names: String...) -> Int {
        appNames.append(compiler.addVocabulary(names.map { VocabularyEntry(text: $0, value: 0) }))
        return appNames.count - 1
    }

    /// A finite slot whose value `i` is said as any of `values[i]`.
    mutating func vocabulary(_ parameter: String, _ values: [[String]]) {
        let entries = values.enumerated().flatMap { index, texts in
            texts.map { VocabularyEntry(text: $0, value: index) }
        }
        slots[parameter] = .vocabulary(compiler.addVocabulary(entries))
    }

    mutating func open(_ parameter: String) { slots[parameter] = .open }

    mutating func integer(_ parameter: String, range: ClosedRange<Double>? = nil) {
        slots[parameter] = .recognizer(compiler.addRecognizer(DigitsRecognizer(range: range)))
    }

    /// Adds a phrase; the template must be valid.
    mutating func phrase(_ text: String, app: Int = 0, intent: Int? = 0, polarity: PhrasePolarity = .positive) {
        guard let template = PhraseTemplate.parse(text, source: "test").template else {
            preconditionFailure("test template does not parse: \(text)")
        }
        let problems = TemplateValidator.validate(template, source: "test", parameters: slots, rules: rules)
        precondition(problems.isEmpty, "test template is invalid: \(problems)")
        _ = try? compiler.addPhrase(
            template, rules: rules, slots: slots, applicationName: appNames.indices.contains(app) ? appNames[app] : nil,
            entry: PhraseEntry(owner: PhraseOwner(app: app, intent: intent), polarity: polarity, text: text))
    }

    func matcher(_ options: MatchOptions = MatchOptions()) -> PhraseMatcher {
        PhraseMatcher(automaton: compiler.build(), options: options)
    }
}

extension PhraseMatch {
    /// The matched candidate, or nil for any other outcome.
    var matched: MatchCandidate? {
        if case .matched(let candidate) = outcome { return candidate }
        return nil
    }

    /// `parameter=text` for each filled slot of the matched candidate.
    var captured: [String] {
        (matched?.parameters ?? []).map { "\($0.parameter ?? "?")=\($0.text)" }
    }
}

/// Whole numbers in digits: the smallest typed slot, so PhraseMatching is tested without Phrasebook's parsers.
struct DigitsRecognizer: SpanRecognizer {
    var range: ClosedRange<Double>?

    func recognize(_ tokens: ArraySlice<Token>) -> [SpanRecognition] {
        guard let first = tokens.first, first.kind == .number, let value = Int(first.text.filter { $0 != "," }) else {
            return []
        }
        if let range, !range.contains(Double(value)) { return [] }
        return [SpanRecognition(length: 1)]
    }
}
