import PhraseMatching

/// Finds negative phrases that fix false activations: templates read off each false activation,
/// each kept only when the model compiled with it rejects the activation, changes no positive's
/// outcome and makes no other negative line activate.
struct NegativePhraseMiner {
    let model: PhrasebookModel
    let entries: [CorpusEntry]
    /// What each entry matched before any suggestion.
    let baseline: [IntentMatch]
    let matcher: IntentMatcher
    let options: MatchOptions
    let context: ValueContext?

    /// One verified suggestion per false activation that any candidate fixes; a suggestion that also
    /// fixes later ones lists them, and they are not mined again.
    func suggestions(for activations: ArraySlice<NegativePhraseAnalysis.FalseActivation>) -> [NegativePhraseAnalysis
        .Finding]
    {
        var found: [NegativePhraseAnalysis.Finding] = []
        var fixed = Set<String>()
        for activation in activations where !fixed.contains(activation.text) {
            // the template that fixes the most; among equals, the more specific (listed first).
            var best: (template: String, fixes: [String])?
            for template in templates(for: activation.text) {
                guard let fixes = verify(template, app: activation.app, intent: activation.intent) else { continue }
                if fixes.count > best?.fixes.count ?? 0 { best = (template, fixes) }
            }
            guard let best else { continue }
            found.append(
                .init(phrase: best.template, app: activation.app, intent: activation.intent, texts: best.fixes))
            fixed.formUnion(best.fixes)
        }
        return found
    }

    /// Candidate templates for an utterance: the words as said with the app name as
    /// `{applicationName}`, the words as said, then with every slot as its parameter. A general
    /// template is chosen only when it fixes more than the specific ones: it would also reject
    /// sentences the corpora do not show.
    func templates(for text: String) -> [String] {
        let match = matcher.phraseMatcher.match(text)
        guard case .matched(let best) = match.outcome else {
            return [match.tokens.map { Self.escaped($0.text) }.joined(separator: " ")]
        }
        // slots become their parameter (or the app name) in the general form.
        func render(keepingParameters: Bool) -> (text: String, literals: Int) {
            var pieces: [String] = []
            var literals = 0
            var index = 0
            while index < match.tokens.count {
                if let capture = best.captures.first(where: { $0.tokens.lowerBound == index }), !capture.tokens.isEmpty,
                    capture.parameter == nil || !keepingParameters
                {
                    pieces.append(capture.parameter.map { "{\($0)}" } ?? "{applicationName}")
                    index = capture.tokens.upperBound
                    continue
                }
                pieces.append(Self.escaped(match.tokens[index].text))
                literals += 1
                index += 1
            }
            return (pieces.joined(separator: " "), literals)
        }
        let general = render(keepingParameters: false)
        let named = render(keepingParameters: true)
        let literal = match.tokens.map { Self.escaped($0.text) }.joined(separator: " ")
        var templates: [String] = []
        for (candidate, literals) in [named, (literal, match.tokens.count), general]
        where literals > 0 && !templates.contains(candidate) {
            templates.append(candidate)
        }
        return templates
    }

    /// The false activations `template`, as a negative phrase of `intent`, fixes; nil when it fixes
    /// none, changes the outcome of a positive, or makes a negative line activate.
    func verify(_ template: String, app: String, intent: String) -> [String]? {
        var model = model
        guard let appIndex = model.apps.firstIndex(where: { $0.name == app }),
            let intentIndex = model.apps[appIndex].intents.firstIndex(where: { $0.name == intent })
        else { return nil }
        model.apps[appIndex].intents[intentIndex].negativePhrases.append(
            PhraseModel(template, source: "suggested negative phrase"))
        guard let candidate = try? IntentMatcher(model: model, options: options) else { return nil }
        var fixes: [String] = []
        for (entry, before) in zip(entries, baseline) {
            let after = candidate.match(entry.text, context: context)
            if entry.expectation != nil {
                guard after.outcome == before.outcome, after.app == before.app, after.intent == before.intent else {
                    return nil
                }
            } else if before.outcome == .matched {
                if after.outcome != .matched { fixes.append(entry.text) }
            } else if after.outcome == .matched {
                return nil
            }
        }
        return fixes.isEmpty ? nil : fixes
    }

    /// A folded word as a template literal: the template language's own characters escaped.
    static func escaped(_ word: String) -> String {
        word.reduce(into: "") { text, character in
            if "{}[]()|<>\\$".contains(character) { text.append("\\") }
            text.append(character)
        }
    }
}
