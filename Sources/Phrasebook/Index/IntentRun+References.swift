import PhraseMatching

/// Spoken references: "this email" and "it" through what is on screen, "Frank's email about lunch"
/// and "my last message" through the index.
extension IntentRun {
    /// What a mention said, when it points at something rather than naming it.
    struct Pointing: Sendable {
        /// Words naming a type ("email" in "this email"); empty for "this", "it", "the one on screen".
        var typeWords: [String]
    }

    static let pointingWords: Set<String> = ["this", "that", "it", "these", "those"]

    /// Reads `text` as "this", "that", "it", "this email", "the one on screen"; nil for anything else.
    static func pointing(_ text: String) -> Pointing? {
        var words = EntityIndex.terms(text)
        let onScreen = Self.dropOnScreen(&words)
        while let first = words.first, ["the", "a", "my"].contains(first) { words.removeFirst() }
        if onScreen {
            words.removeAll { $0 == "one" || Self.pointingWords.contains($0) }
            return Pointing(typeWords: words)
        }
        guard let first = words.first, pointingWords.contains(first), words.count <= 3 else { return nil }
        return Pointing(typeWords: words.dropFirst().filter { $0 != "one" })
    }

    /// Removes "on screen", "onscreen", "on the screen" (and "i'm looking at"), saying whether there was one.
    private static func dropOnScreen(_ words: inout [String]) -> Bool {
        if let index = words.firstIndex(of: "onscreen") {
            words.remove(at: index)
            return true
        }
        if let index = words.firstIndex(of: "screen"), index > 0 {
            var start = index - 1
            if words[start] == "the", start > 0 { start -= 1 }
            guard words[start] == "on" else { return false }
            words.removeSubrange(start...index)
            return true
        }
        if let index = words.firstIndex(of: "looking"), index + 1 < words.count, words[index + 1] == "at" {
            words.removeSubrange(max(0, index - 1)...(index + 1))
            return true
        }
        return false
    }

    /// The onscreen entities a parameter of `type` can take, as values of its type: entities of its
    /// entity type, or entities that export a value of its type (a contact for an `IntentPerson`).
    func onscreenValues(
        for parameter: ParameterModel, pointing: Pointing, snapshot: AssistantSnapshot, context: ValueContext,
        within limit: Duration
    ) async throws -> [Choice] {
        let index = snapshot.index.index
        var choices: [Choice] = []
        let wantedEntity = parameter.type.entityName
        let swiftType = descriptorParameter(parameter.name)?.valueType.unwrapped
        for shown in context.onscreen {
            if !pointing.typeWords.isEmpty, !index.typeNamed(shown.typeName, by: pointing.typeWords) { continue }
            if shown.typeName == wantedEntity {
                guard let swiftType else {
                    let title =
                        index.document(type: shown.typeName, id: shown.identifier)?.title
                        ?? snapshot.app(named: app)?.model.entityModel(named: shown.typeName)?.values.first {
                            $0.id == shown.identifier
                        }?.title ?? shown.identifier
                    choices.append(Choice(title: title, value: ParameterValue.string(shown.identifier)))
                    continue
                }
                if let entity = try await Self.entity(shown, snapshot: snapshot, within: limit) {
                    choices.append(Choice(value: entity, type: swiftType))
                }
                continue
            }
            // a value another app's entity exports: a contact on screen for a person parameter.
            guard let swiftType, let entity = try await Self.entity(shown, snapshot: snapshot, within: limit),
                let exporting = entity as? any IntentValueExporting,
                let exported = exporting.exportedIntentValue()
            else { continue }
            let title = Choice(value: entity, type: swiftType).title
            if swiftType.accepts(exported) {
                choices.append(Choice(title: title, value: exported))
            } else if case .entity(let target) = swiftType, let taking = target as? any IntentValueQueryable.Type,
                let converted = try await runUserCode(
                    "the value query of \(target.typeName)", within: limit,
                    { try await taking.entity(fromSystemValue: exported) })
            {
                // this app's own entity for the value another app exported.
                choices.append(Choice(value: converted, type: swiftType))
            }
        }
        return choices
    }

    /// The Swift instance of an onscreen entity: the one indexed, the one the vocabulary holds, or
    /// the one its type's query finds.
    static func entity(_ shown: EntityIdentifier, snapshot: AssistantSnapshot, within limit: Duration) async throws
        -> (any AppEntity)?
    {
        if let indexed = snapshot.index.index.document(type: shown.typeName, id: shown.identifier)?.entity {
            return indexed
        }
        for app in snapshot.apps {
            guard let type = app.declared.entityTypes[shown.typeName] else { continue }
            if let known = app.entities[shown.typeName]?[shown.identifier] { return known }
            return try await runUserCode("the query of \(shown.typeName)", within: limit) {
                try await type.entity(identifiedBy: shown.identifier)
            }
        }
        return nil
    }

    /// Resolves a mention of an entity parameter through the screen and then the index. Returns
    /// false when neither applies (the type is not indexed and the mention points at nothing), so
    /// that the string query is asked next.
    mutating func takeReference(
        _ text: String, for parameter: ParameterModel, snapshot: AssistantSnapshot, context: ValueContext,
        within limit: Duration
    ) async throws -> Bool {
        let name = parameter.name
        if let pointing = Self.pointing(text) {
            let options = try await onscreenValues(
                for: parameter, pointing: pointing, snapshot: snapshot, context: context, within: limit)
            // nothing on screen fits: the parameter stays empty, and the assistant asks for it.
            if options.count == 1 { values[name] = options[0].value }
            if options.count > 1 { choices.append(PendingChoice(parameter: name, options: options)) }
            return true
        }
        guard let type = parameter.type.entityName else { return false }
        let index = snapshot.index.index
        guard index.holds(type) else { return false }
        let swiftType = descriptorParameter(name)?.valueType.unwrapped
        func choice(_ document: IndexedDocument) -> Choice? {
            if let swiftType {
                return document.entity.map { Choice(value: $0, type: swiftType) }
            }
            return Choice(
                title: document.title, subtitle: document.subtitle, synonyms: document.synonyms,
                value: ParameterValue.string(document.id))
        }
        switch index.resolve(text, types: [type]) {
        case .found(let document, _):
            guard let found = choice(document) else { return false }
            values[name] = found.value
        case .ambiguous(let documents, _):
            let options = documents.compactMap(choice)
            guard !options.isEmpty else { return false }
            choices.append(PendingChoice(parameter: name, options: options))
        case .none:
            // the string query may still know it; a manifest entity has none, so the assistant asks.
            if swiftType != nil { return false }
            notFound[name] = text
        }
        return true
    }

    /// Fills required parameters the utterance left empty but pointed at ("send this contact to
    /// Bob": "this contact" is no person's name) from what is on screen.
    mutating func takeOnscreen(
        utterance: String, snapshot: AssistantSnapshot, context: ValueContext, within limit: Duration
    ) async throws {
        guard !context.onscreen.isEmpty else { return }
        let words = EntityIndex.terms(utterance)
        guard let at = words.firstIndex(where: Self.pointingWords.contains) else { return }
        let pointing = Pointing(typeWords: Array(words[(at + 1)...].prefix(1)))
        for parameter in intent.parameters
        where values[parameter.name] == nil && !choices.contains(where: { $0.parameter == parameter.name }) {
            var options = try await onscreenValues(
                for: parameter, pointing: pointing, snapshot: snapshot, context: context, within: limit)
            if options.isEmpty {
                options = try await onscreenValues(
                    for: parameter, pointing: Pointing(typeWords: []), snapshot: snapshot, context: context,
                    within: limit)
            }
            if options.count == 1 {
                values[parameter.name] = options[0].value
                return
            }
            if options.count > 1 {
                choices.append(PendingChoice(parameter: parameter.name, options: options))
                return
            }
        }
    }
}

extension EntityIndex {
    /// Whether `words` name the type `type` ("email" for the message type).
    func typeNamed(_ type: String, by words: [String]) -> Bool {
        let named = query(words.joined(separator: " "), types: [type])
        return !named.types.isEmpty && named.terms.isEmpty
    }
}

extension IntentValueType {
    /// Whether `value` is a value of this type.
    func accepts(_ value: any Sendable) -> Bool {
        switch unwrapped {
        case .builtIn(_, _, let canonical): canonical(value) != nil
        case .entity(let type): type.identifierString(of: value) != nil
        case .enumeration(let type): type.canonicalValue(of: value) != nil
        case .list, .optional: false
        }
    }
}
