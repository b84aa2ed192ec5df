import Foundation
import PhraseMatching

/// Finds negative phrases that fix false activations: templates read off each false activation,
/// each kept only when the model compiled with it rejects the activation, changes no positive's
/// outcome and makes no other negative line activate.
///
/// Suggestions are verified together: each one kept joins the model that the next ones are tried
/// on, so adding all of them to the manifest does what each was shown to do.
struct NegativePhraseMiner {
    /// The model, with the suggestions kept so far among its negative phrases.
    private(set) var model: PhrasebookModel
    let entries: [CorpusEntry]
    /// What each entry matches with `model`.
    private(set) var baseline: [IntentMatch]
    /// The matcher of the model before any suggestion: it reads each false activation.
    let matcher: IntentMatcher
    /// The matcher of `model`.
    private(set) var current: IntentMatcher
    let options: MatchOptions
    let context: ValueContext?

    typealias Finding = NegativePhraseAnalysis.Finding

    /// A negative phrase tried on the model, and what it did.
    struct Trial {
        var fixes: [String]
        var model: PhrasebookModel
        var matches: [IntentMatch]
        var matcher: IntentMatcher
    }

    init(
        model: PhrasebookModel, entries: [CorpusEntry], baseline: [IntentMatch], matcher: IntentMatcher,
        options: MatchOptions, context: ValueContext?
    ) {
        self.model = model
        self.entries = entries
        self.baseline = baseline
        self.matcher = matcher
        self.options = options
        self.context = context
        current = matcher
    }

    /// One verified suggestion per false activation that any candidate fixes; a suggestion that also
    /// fixes later ones lists them, and they are not mined again.
    /// `progress` is called with the number of false activations mined so far (those a suggestion
    /// already fixed count as mined).
    mutating func suggestions(
        for activations: ArraySlice<NegativePhraseAnalysis.FalseActivation>, progress: ((Int) -> Void)? = nil
    ) -> [Finding] {
        var found: [Finding] = []
        var fixed = Set<String>()
        for (done, activation) in activations.enumerated() {
            progress?(done)
            guard !fixed.contains(activation.text) else { continue }
            // the template that fixes the most; among equals, the one listed first.
            var best: (template: String, trial: Trial)?
            for template in templates(for: activation.text) {
                guard
                    let trial = verify(
                        template, app: activation.app, intent: activation.intent, fixing: activation.text)
                else { continue }
                if trial.fixes.count > best?.trial.fixes.count ?? 0 { best = (template, trial) }
            }
            guard let best else { continue }
            found.append(
                .init(phrase: best.template, app: activation.app, intent: activation.intent, texts: best.trial.fixes))
            fixed.formUnion(best.trial.fixes)
            model = best.trial.model
            baseline = best.trial.matches
            current = best.trial.matcher
        }
        return found
    }

    /// Candidate templates for an utterance: the phrase that read it with an open slot's first word
    /// fixed before the slot ("<find> [me] {title}" read "find my phone" gives "<find> [me] my
    /// {title}"); the words as said with the app name as `{applicationName}`; the words as said; then
    /// the words with every slot as its parameter. The phrase with a fixed word rejects only what
    /// that phrase reads with that word first, which is what a person writing the negative phrase by
    /// hand would say; so among templates that fix as many, it comes first. The fully general
    /// template is chosen only when it fixes more than the others: it would also reject sentences
    /// the corpora do not show.
    func templates(for text: String) -> [String] {
        let match = matcher.phraseMatcher.match(text)
        let literal = match.tokens.map { Self.escaped($0.text) }.joined(separator: " ")
        guard case .matched(let best) = match.outcome else { return [literal] }
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
        // the slot must keep a word of its own after the fixed one, or the phrase could not read it.
        let headed = best.captures.compactMap { capture -> (String, Int)? in
            guard case .open = capture.kind, let parameter = capture.parameter, capture.tokens.count > 1 else {
                return nil
            }
            let slot = "{\(parameter)}"
            guard best.entry.text.contains(slot) else { return nil }  // the slot is inside a rule
            let head = Self.escaped(match.tokens[capture.tokens.lowerBound].text)
            return (best.entry.text.replacingOccurrences(of: slot, with: "\(head) \(slot)"), 1)
        }
        var templates: [String] = []
        for (candidate, literals) in headed + [named, (literal, match.tokens.count), general]
        where literals > 0 && !templates.contains(candidate) {
            templates.append(candidate)
        }
        return templates
    }

    /// What `template`, as a negative phrase of `intent`, does: nil when it does not reject `target`,
    /// changes the outcome of a positive, or makes a negative line activate; otherwise the false
    /// activations it fixes, with the model that has it and that model's matches.
    func verify(_ template: String, app: String, intent: String, fixing target: String) -> Trial? {
        var model = model
        guard let appIndex = model.apps.firstIndex(where: { $0.name == app }),
            let intentIndex = model.apps[appIndex].intents.firstIndex(where: { $0.name == intent })
        else { return nil }
        let phrase = PhraseModel(template, source: "suggested negative phrase")
        model.apps[appIndex].intents[intentIndex].negativePhrases.append(phrase)
        guard let candidate = try? IntentMatcher(model: model, options: options),
            // most candidates fail here: the corpora are run only for one that rejects its own line.
            candidate.match(target, context: context).outcome != .matched
        else { return nil }
        let probe = probe(phrase, app: model.apps[appIndex], intent: intentIndex)
        // a word the model lacks may change how other phrases read a line ("timer" known, "timer" is
        // no longer a misspelt "times"): a line some reading of which is such a word is matched again.
        let bringsWords = candidate.phraseMatcher.automaton.wordCount != current.phraseMatcher.automaton.wordCount
        let (entries, baseline, current, context, options) = (entries, baseline, self.current, context, options)
        // each line's answer with the candidate, or nil when it is read as before; every line on its
        // own, so the lines are run in blocks on all cores, and the outcome does not depend on how.
        let verdicts = LineSlots<IntentMatch>(count: entries.count)
        let block = 32
        let blocks = (entries.count + block - 1) / block
        DispatchQueue.concurrentPerform(iterations: blocks) { index in
            for line in index * block..<min(entries.count, (index + 1) * block) {
                guard !verdicts.isStopped else { return }
                let (entry, before) = (entries[line], baseline[line])
                // a line the phrase cannot read is read as before (the search is bounded far above it).
                if let probe, before.expansions < options.maxExpansions / 2,
                    probe.phraseMatcher.match(entry.text).candidates.isEmpty,
                    !bringsWords
                        || candidate.phraseMatcher.wordsRead(in: entry.text).allSatisfy(
                            current.phraseMatcher.automaton.knows)
                {
                    continue
                }
                let after = candidate.match(entry.text, context: context)
                // a positive must keep its answer, and a negative that did not activate must not.
                let keeps =
                    entry.expectation != nil
                    ? after.outcome == before.outcome && after.app == before.app && after.intent == before.intent
                    : before.outcome == .matched || after.outcome != .matched
                guard keeps else { return verdicts.stop() }
                verdicts[line] = after
            }
        }
        guard !verdicts.isStopped else { return nil }
        var fixes: [String] = []
        var matches = baseline
        for line in entries.indices {
            guard let after = verdicts[line] else { continue }
            if entries[line].expectation == nil, baseline[line].outcome == .matched, after.outcome != .matched {
                fixes.append(entries[line].text)
            }
            matches[line] = after
        }
        return fixes.isEmpty
            ? nil
            : Trial(fixes: fixes, model: model, matches: matches, matcher: candidate)
    }

    /// A matcher whose only phrase is `phrase`, as a phrase of `intent` of `app` (with the app's
    /// rules, fillers, enums and entities): a line it finds no reading of, the negative phrase can
    /// neither veto nor outscore, as long as the line is read into the same words with it and
    /// without it. Nil when it does not compile, and every line is matched again.
    private func probe(_ phrase: PhraseModel, app: AppModel, intent: Int) -> IntentMatcher? {
        var app = app
        var only = app.intents[intent]
        only.phrases = [phrase]
        only.negativePhrases = []
        only.schema = nil
        app.intents = [only]
        app.negativePhrases = []
        return try? IntentMatcher(model: PhrasebookModel(locale: model.locale, apps: [app]), options: options)
    }

    /// A folded word as a template literal: the template language's own characters escaped.
    static func escaped(_ word: String) -> String {
        word.reduce(into: "") { text, character in
            if "{}[]()|<>\\$".contains(character) { text.append("\\") }
            text.append(character)
        }
    }
}
