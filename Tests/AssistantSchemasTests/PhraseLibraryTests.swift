import AssistantSchemas
import PhraseMatching
import Phrasebook
import Testing

/// Every intent schema's identifier, the arguments of the per-schema phrase checks.
private let intentIdentifiers = SchemaCatalog.all.filter { $0.kind == .intent }.map(\.identifier)

/// The schema named `identifier`; records an issue when there is none.
private func schema(_ identifier: String, sourceLocation: SourceLocation = #_sourceLocation) -> AppSchema? {
    let found = SchemaCatalog.schema(identifier)
    if found == nil { Issue.record("no schema \(identifier)", sourceLocation: sourceLocation) }
    return found
}

/// Slot kinds for the template validator: each speech-readable parameter of `schema`, the ones in
/// `open` (and String ones unless `open` is given) as open slots, the others as finite slots.
private func slotKinds(for schema: AppSchema, open: Set<String>? = nil) -> [String: SlotKind] {
    var compiler = PhraseCompiler()
    let finite = SlotKind.vocabulary(compiler.addVocabulary([VocabularyEntry(text: "value", value: 0)]))
    var kinds: [String: SlotKind] = [:]
    for parameter in schema.parameters where parameter.type.isReadableFromSpeech {
        let isOpen = open.map { $0.contains(parameter.name) } ?? (parameter.type == .value(.string))
        kinds[parameter.name] = isOpen ? .open : finite
    }
    return kinds
}

/// The parsed phrases of `schema`, each with the source the diagnostics name.
private func parsedPhrases(of schema: AppSchema) -> [(
    source: String, template: PhraseTemplate?, problems: [Diagnostic]
)] {
    schema.phrases.enumerated().map { index, phrase in
        let source = "\(schema.identifier).phrases[\(index)]"
        let (template, problems) = PhraseTemplate.parse(phrase.text, source: source)
        return (source, template, problems)
    }
}

@Suite("Phrase library")
struct PhraseLibraryTests {
    @Test(arguments: intentIdentifiers)
    func everyIntentHasEnoughPhrases(identifier: String) {
        guard let schema = schema(identifier) else { return }
        // the primary domains are the ones Siri routes speech to; the others get a couple each.
        let minimum = schema.tier == .primary ? 8 : 2
        #expect(
            schema.phrases.count >= minimum, "\(identifier) has \(schema.phrases.count) phrases; it needs \(minimum)")
        #expect(Set(schema.phrases).count == schema.phrases.count, "\(identifier) lists a phrase twice")
    }

    @Test(arguments: intentIdentifiers)
    func everyPhraseParsesAndValidates(identifier: String) {
        guard let schema = schema(identifier) else { return }
        let kinds = slotKinds(for: schema)
        for (source, template, problems) in parsedPhrases(of: schema) {
            #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
            guard let template else { continue }
            let semantic = TemplateValidator.validate(template, source: source, parameters: kinds, rules: .none)
            #expect(semantic.isEmpty, "\(semantic.map(\.description).joined(separator: "\n"))")
        }
    }

    @Test(arguments: intentIdentifiers)
    func slotsNameOnlySpeechReadableParameters(identifier: String) {
        guard let schema = schema(identifier) else { return }
        for (source, template, _) in parsedPhrases(of: schema) {
            guard let template else { continue }
            #expect(!template.mentionsApplicationName, "\(source): the router adds the app name itself")
            for name in template.slotNames {
                let type = schema.parameter(named: name)?.type
                #expect(
                    type?.isReadableFromSpeech == true,
                    "\(source): {\(name)} is \(type.map(\.description) ?? "no parameter")")
            }
        }
    }

    /// An open (String) slot must end at a word or at the end of the phrase, and must not start
    /// right after another slot: the validator is run once per pair with both slots open, so any
    /// pair with nothing between them is reported. Two typed slots may touch ("with {attendees}
    /// {startDate}"), since each reads only what parses. So may a person and the open text after
    /// it ("text {destination} {content}": "text mom where are you"): a person reads only a few
    /// name words, a relationship word or a contact, never a function word, so the text starts
    /// where the name stops. The other order stays an error: open text could swallow the name.
    /// Open text may end at a date ("remind me to {title} {dueDate}": "… call mom tomorrow at 11"):
    /// a date reads only words that parse as one, and the text pays for each word it takes, so the
    /// date keeps its words.
    @Test(arguments: intentIdentifiers)
    func openSlotsAreBoundedByWords(identifier: String) {
        guard let schema = schema(identifier) else { return }
        let readable = schema.parameters.filter(\.type.isReadableFromSpeech)
        let strings = readable.filter { $0.type == .value(.string) }.map(\.name)
        let people = Set(readable.filter { [.value(.person), .list(.value(.person))].contains($0.type) }.map(\.name))
        let dates = Set(readable.filter { $0.type == .value(.date) }.map(\.name))
        for (source, template, _) in parsedPhrases(of: schema) {
            guard let template else { continue }
            for string in strings {
                for other in readable.map(\.name) where other != string {
                    let kinds = slotKinds(for: schema, open: [string, other])
                    let personFirst = "open slots {\(other)} and {\(string)} "
                    let dateLast = "open slots {\(string)} and {\(other)} "
                    let problems = TemplateValidator.validate(template, source: source, parameters: kinds, rules: .none)
                        .filter { !people.contains(other) || !$0.message.hasPrefix(personFirst) }
                        .filter { !dates.contains(other) || !$0.message.hasPrefix(dateLast) }
                    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
                }
            }
        }
    }

    /// A contraction is one word, as people type it ("i'm", "i've", "it's"): a phrase that splits it
    /// ("I (am|'m) no longer …") makes its second half a word of its own, which no utterance has, so
    /// the contracted request never matched.
    @Test(arguments: intentIdentifiers)
    func contractionsAreWholeWords(identifier: String) {
        guard let schema = schema(identifier) else { return }
        for (index, phrase) in schema.phrases.enumerated() {
            let halves = phrase.text.split(whereSeparator: { " ()[]|".contains($0) }).filter { $0.hasPrefix("'") }
            #expect(
                halves.isEmpty,
                "\(identifier).phrases[\(index)]: \(halves.joined(separator: ", ")) is half of a contraction")
        }
    }

    /// A value a phrase sets names a parameter the phrase does not read, and has that parameter's type.
    @Test(arguments: intentIdentifiers)
    func valuesNameParametersAndReadAsTheirTypes(identifier: String) {
        guard let schema = schema(identifier) else { return }
        for ((source, template, _), phrase) in zip(parsedPhrases(of: schema), schema.phrases) {
            for (name, value) in phrase.values {
                guard let parameter = schema.parameter(named: name) else {
                    Issue.record("\(source): sets '\(name)', which \(identifier) does not have")
                    continue
                }
                #expect(template?.slotNames.contains(name) == false, "\(source): sets '\(name)' and reads it too")
                switch (DomainModel.parameterType(parameter.type), value) {
                case (.bool, .bool), (.int, .number), (.double, .number), (.duration, .number), (.string, .string),
                    (.date, .string):
                    break
                case (.enumeration(let enumeration), .string(let text)):
                    #expect(
                        SchemaCatalog.schema(enumeration)?.cases.contains(text) == true,
                        "\(source): '\(text)' is no case of \(enumeration)")
                default: Issue.record("\(source): \(value) is not a \(parameter.type)")
                }
            }
        }
    }

    @Test func everyEntityAndEnumHasNoPhrases() {
        for schema in SchemaCatalog.all where schema.kind != .intent {
            #expect(schema.phrases.isEmpty && schema.examples.isEmpty, "\(schema.identifier)")
        }
    }
}
