import PhraseMatching

extension IntentMatcher {
    /// Warnings about phrases that work against each other, found on the compiled automaton (what
    /// `phrasebook lint` adds to the manifest's own diagnostics):
    /// - phrases of different intents that read the same sentence equally well, with the sentence;
    /// - phrases that a negative phrase of their app or intent always vetoes;
    /// - a word that two entities or enums both read at the same place of a phrase;
    /// - open slots at both ends of a phrase with at most one literal word (open slots next to each
    ///   other are already an error of the template validator).
    /// - Complexity: bounded searches of the automaton (see `PhraseAutomaton.overlaps(maxStates:)`).
    public func conflicts() -> [Diagnostic] {
        let automaton = phraseMatcher.automaton
        let sources = PhraseSources(model)
        var diagnostics: [Diagnostic] = []
        let (overlaps, complete) = automaton.overlaps()
        // two phrases of the schema catalog overlapping is the catalog's design (the app name tells them apart).
        for overlap in overlaps
        where automaton.phrases[overlap.first].group == nil || automaton.phrases[overlap.second].group == nil {
            let (first, second) = (automaton.phrases[overlap.first], automaton.phrases[overlap.second])
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "phrases of \(name(first.owner)) and \(name(second.owner)) both read \"\(overlap.sentence)\": "
                        + "'\(first.text)' and '\(second.text)' (\(sources[second]))",
                    source: sources[first],
                    help:
                        "make one of the phrases more specific, or add a negative phrase to the intent that should not take it"
                ))
        }
        if !complete {
            diagnostics.append(
                Diagnostic(
                    .note,
                    "the search for phrases that read the same sentence stopped at its budget; some may be unreported",
                    source: "apps"))
        }
        diagnostics += alwaysVetoed(automaton, sources)
        for overlap in automaton.vocabularyOverlaps() {
            let first = typeName(of: overlap.first, in: automaton.phrases[overlap.firstPhrase].owner)
            let second = typeName(of: overlap.second, in: automaton.phrases[overlap.secondPhrase].owner)
            let place = overlap.prefix.isEmpty ? "at the start of a phrase" : "after \"\(overlap.prefix)\""
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "\"\(overlap.text)\" is both a \(first) and a \(second): {\(overlap.first.parameter ?? "")} and "
                        + "{\(overlap.second.parameter ?? "")} both read it \(place)",
                    source: sources[automaton.phrases[overlap.firstPhrase]],
                    help: "remove the synonym from one of them, or tell the phrases apart with a word"))
        }
        diagnostics += OpenSlotLint.check(model)
        return diagnostics
    }

    /// Positive phrases that a negative phrase of the same app or intent reads whenever they do.
    private func alwaysVetoed(_ automaton: PhraseAutomaton, _ sources: PhraseSources) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let negatives = automaton.phrases.indices.filter { automaton.phrases[$0].polarity == .negative }
        for (index, phrase) in automaton.phrases.enumerated() where phrase.polarity == .positive {
            for negative in negatives {
                let scope = automaton.phrases[negative].owner
                guard scope.app == phrase.owner.app, scope.intent == nil || scope.intent == phrase.owner.intent,
                    automaton.alwaysAccepts(negative, everySentenceOf: index) == true
                else { continue }
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "phrase '\(phrase.text)' of \(name(phrase.owner)) is always vetoed: the negative phrase "
                            + "'\(automaton.phrases[negative].text)' (\(sources[automaton.phrases[negative]])) reads every sentence it reads",
                        source: sources[phrase], help: "remove the phrase, or make the negative phrase more specific"))
                break
            }
        }
        return diagnostics
    }

    private func name(_ owner: PhraseOwner) -> String {
        let app = model.apps[owner.app]
        return app.name + (owner.intent.map { "/" + app.intents[$0].name } ?? "")
    }

    /// The type a slot of an owner's intent reads: "Genre", or the parameter's name when unknown.
    private func typeName(of slot: SlotDescriptor, in owner: PhraseOwner) -> String {
        let app = model.apps[owner.app]
        guard let intent = owner.intent, let parameter = slot.parameter.flatMap(app.intents[intent].parameter(named:))
        else {
            return slot.parameter ?? "value"
        }
        switch parameter.type {
        case .enumeration(let name), .entity(let name): return name
        default: return "\(parameter.type)"
        }
    }
}

/// Where each compiled phrase was written, by owner, polarity and text: a JSON path, or the
/// schema phrase it came from.
struct PhraseSources {
    private var sources: [Key: String] = [:]

    private struct Key: Hashable {
        var owner: PhraseOwner
        var polarity: PhrasePolarity
        var text: String
    }

    init(_ model: PhrasebookModel) {
        let schemas = Dictionary(model.schemas.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        for (appIndex, app) in model.apps.enumerated() {
            for phrase in app.negativePhrases { add(phrase, PhraseOwner(app: appIndex, intent: nil), .negative) }
            for (intentIndex, intent) in app.intents.enumerated() {
                let owner = PhraseOwner(app: appIndex, intent: intentIndex)
                let adopted = intent.schema.flatMap { schemas[$0] }.map(ModelCompilation.schemaPhrases) ?? []
                for phrase in intent.phrases + adopted { add(phrase, owner, .positive) }
                for phrase in intent.negativePhrases { add(phrase, owner, .negative) }
            }
        }
    }

    private mutating func add(_ phrase: PhraseModel, _ owner: PhraseOwner, _ polarity: PhrasePolarity) {
        let key = Key(owner: owner, polarity: polarity, text: phrase.text)
        if sources[key] == nil { sources[key] = phrase.source }
    }

    subscript(entry: PhraseEntry) -> String {
        sources[Key(owner: entry.owner, polarity: entry.polarity, text: entry.text)] ?? "apps[\(entry.owner.app)]"
    }
}
