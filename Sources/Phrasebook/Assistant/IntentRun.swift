import PhraseMatching

/// A request on its way to `perform()`: the intent, the values gathered so far, and the choices
/// still to make.
struct IntentRun: Sendable {
    /// A parameter whose value is one of several that fit.
    struct PendingChoice: Sendable {
        var parameter: String
        var options: [Choice]
    }

    let app: String
    let intent: IntentModel
    /// The Swift intent type, or nil for a manifest intent (whose values stay canonical).
    let descriptor: IntentDescriptor?
    let match: IntentMatch
    /// Values by parameter name: Swift values for Swift intents, ``ParameterValue``s for manifest ones.
    var values: [String: any Sendable] = [:]
    var choices: [PendingChoice] = []
    /// Mentions the entity's search found nothing for, by parameter.
    var notFound: [String: String] = [:]
    var confirmed = false
    /// False while the match scored under ``Assistant/confirmationThreshold`` and the user has not
    /// said yes to what it heard.
    var understood = true
    /// The app's model as compiled, to show enum and entity values by their titles.
    let appModel: AppModel?

    init(app: String, intent: IntentModel, descriptor: IntentDescriptor?, match: IntentMatch, appModel: AppModel? = nil)
    {
        self.app = app
        self.intent = intent
        self.descriptor = descriptor
        self.match = match
        self.appModel = appModel
    }

    func descriptorParameter(_ name: String) -> IntentDescriptor.Parameter? {
        descriptor?.parameters.first { $0.name == name }
    }

    /// A turn about this request.
    func turn(_ outcome: ConversationTurn.Outcome) -> ConversationTurn {
        var outcome = outcome
        if case .completed(var completion) = outcome, completion.snippet == nil, let snippet = intent.snippet {
            // a manifest intent's card, its placeholders read like the dialog's.
            completion.snippet = snippet.mapText { fill($0) }
            completion.snippet?.fields.removeAll { $0.value.isEmpty }
            outcome = .completed(completion)
        }
        // a request still waiting for its app (a schema several apps adopt) names none yet.
        return ConversationTurn(
            outcome: outcome, app: app.isEmpty ? nil : app, intent: app.isEmpty ? nil : intent.name,
            openAppWhenRun: descriptor?.type.openAppWhenRun ?? intent.openAppWhenRun,
            supportedModes: descriptor?.type.supportedModes ?? (intent.openAppWhenRun ? .foreground : .background),
            match: match, summary: app.isEmpty ? nil : summary(), target: Self.isCompleted(outcome) ? target() : nil)
    }

    private static func isCompleted(_ outcome: ConversationTurn.Outcome) -> Bool {
        if case .completed = outcome { return true }
        return false
    }

    /// The intent read with its values: the declared summary chosen by the values, each
    /// placeholder showing its value (or the parameter's title while it has none), then the
    /// listed parameters that have values as ", title value". Without a declared summary, the
    /// title and every parameter that has a value.
    func summary() -> String {
        var known: [String: ParameterValue] = [:]
        for parameter in canonicalParameters() { known[parameter.name] = parameter.value }
        let chosen =
            intent.summary?.resolve(known) ?? (text: intent.title, parameters: intent.parameters.map(\.name))
        var text = ""
        var rest = Substring(chosen.text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            text += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            text += shownValue(name) ?? intent.parameter(named: name)?.title ?? name
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        for name in chosen.parameters {
            guard let parameter = intent.parameter(named: name), let value = shownValue(name) else { continue }
            text += ", \(parameter.title.lowercased()) \(value)"
        }
        return text
    }

    /// `template` with each `{parameter}` replaced by how its value reads; an empty one reads as nothing.
    func fill(_ template: String) -> String {
        var text = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            text += rest[..<open]
            text += shownValue(String(rest[rest.index(after: open)..<close])) ?? ""
            rest = rest[rest.index(after: close)...]
        }
        return text + rest
    }

    /// How the value of `name` reads, or nil when it has none (nor a default).
    private func shownValue(_ name: String) -> String? {
        guard let parameter = intent.parameter(named: name) else { return nil }
        if values[name] == nil, parameter.defaultValue == nil { return nil }
        let shown = display(name, in: appModel)
        return shown.isEmpty ? nil : shown
    }

    /// Takes a matched value: converts it to the parameter's Swift type, asks the entity's text
    /// search about a mention, or records the choices when several values fit. An entity query
    /// that runs longer than `limit` throws ``IntentTimeout``.
    mutating func take(
        _ reading: IntentMatch.Parameter, for parameter: ParameterModel, from app: LoadedApp,
        snapshot: AssistantSnapshot,
        context: ValueContext, within limit: Duration
    ) async throws {
        let name = parameter.name
        notFound[name] = nil
        guard let descriptor else {
            if reading.isMention, case .string(let text) = reading.value,
                try await takeReference(text, for: parameter, snapshot: snapshot, context: context, within: limit)
            {
                return
            }
            if reading.alternatives.count > 1, case .entity(let entityName) = parameter.type,
                let entity = app.model.entityModel(named: entityName)
            {
                let options = reading.alternatives.compactMap { alternative -> Choice? in
                    guard case .string(let id) = alternative, let value = entity.values.first(where: { $0.id == id })
                    else { return nil }
                    return Choice(
                        title: value.title, subtitle: value.subtitle, synonyms: value.synonyms, value: alternative)
                }
                choices.append(PendingChoice(parameter: name, options: options))
            } else if reading.alternatives.count > 1 {
                choices.append(PendingChoice(parameter: name, options: reading.alternatives.map(Self.option)))
            } else {
                values[name] = reading.value
            }
            return
        }
        guard let type = descriptor.parameters.first(where: { $0.name == name })?.valueType.unwrapped else { return }
        // a mention for a list of entities is every entity the text search finds.
        if reading.isMention, case .list(.entity(let entityType), let makeArray) = type,
            case .list(let items) = reading.value,
            case .string(let text)? = items.first
        {
            let found = try await entityType.entities(matching: text) ?? []
            if found.isEmpty { notFound[name] = text } else { values[name] = makeArray(found) }
            return
        }
        if case .entity(let entityType) = type {
            if reading.isMention, case .string(let text) = reading.value {
                // a typo reads as a mention too ("clam chowdr"): the names, read with typos, come first.
                if let named = snapshot.reader(for: parameter, intent: intent.name, in: app.model)?.value(
                    of: text, context: context),
                    !named.isMention,
                    let entity = try await Self.swiftValue(
                        named.value, type: type, app: app, context: context, within: limit)
                {
                    values[name] = entity
                    return
                }
                // then what is on screen ("this email") and the index ("Frank's email about lunch").
                if try await takeReference(text, for: parameter, snapshot: snapshot, context: context, within: limit) {
                    return
                }
                let found =
                    try await runUserCode("the query of \(entityType.typeName)", within: limit) {
                        try await entityType.entities(matching: text)
                    } ?? []
                switch found.count {
                case 0: notFound[name] = text
                case 1: values[name] = found[0]
                default:
                    choices.append(PendingChoice(parameter: name, options: found.map { Choice(value: $0, type: type) }))
                }
                return
            }
            if reading.alternatives.count > 1 {
                var options: [Choice] = []
                for alternative in reading.alternatives {
                    if let entity = try await Self.swiftValue(
                        alternative, type: type, app: app, context: context, within: limit)
                    {
                        options.append(Choice(value: entity, type: type))
                    }
                }
                choices.append(PendingChoice(parameter: name, options: options))
                return
            }
        }
        // words with several readings ("at seven"): the person says which.
        if reading.alternatives.count > 1 {
            var options: [Choice] = []
            for alternative in reading.alternatives {
                guard
                    let value = try await Self.swiftValue(
                        alternative, type: type, app: app, context: context, within: limit)
                else { continue }
                var option = Self.option(alternative)
                option.value = value
                options.append(option)
            }
            if options.count > 1 {
                choices.append(PendingChoice(parameter: name, options: options))
                return
            }
        }
        if let value = try await Self.swiftValue(reading.value, type: type, app: app, context: context, within: limit) {
            values[name] = value
        }
    }

    /// An option for one reading of words that read several ways: a time as said ("7 PM"), with
    /// the words that pick its half of the day; other values as their canonical text.
    static func option(_ value: ParameterValue) -> Choice {
        guard case .date(let text) = value, let time = CivilDay.spokenTime(text) else {
            return Choice(title: value.description, value: value)
        }
        let synonyms =
            time.isMorning
            ? ["am", "a m", "morning", "in the morning", "the morning"]
            : ["pm", "p m", "evening", "afternoon", "night", "in the evening", "the evening", "at night"]
        return Choice(title: time.title, synonyms: synonyms, value: value)
    }

    /// The Swift value of a canonical value.
    private static func swiftValue(
        _ value: ParameterValue, type: IntentValueType, app: LoadedApp, context: ValueContext, within limit: Duration
    ) async throws
        -> (any Sendable)?
    {
        switch type {
        case .builtIn(_, let read, _):
            return read(value, context)
        case .enumeration(let enumType):
            guard case .string(let raw) = value else { return nil }
            return enumType.value(forCanonical: raw)
        case .entity(let entityType):
            guard case .string(let id) = value else { return nil }
            if let known = app.entities[entityType.typeName]?[id] { return known }
            return try await runUserCode("the query of \(entityType.typeName)", within: limit) {
                try await entityType.entity(identifiedBy: id)
            }
        case .list(let element, let makeArray):
            guard case .list(let items) = value else { return nil }
            var converted: [any Sendable] = []
            for item in items {
                if let typed = try await swiftValue(item, type: element, app: app, context: context, within: limit) {
                    converted.append(typed)
                }
            }
            return makeArray(converted)
        case .optional(let wrapped):
            return try await swiftValue(value, type: wrapped, app: app, context: context, within: limit)
        }
    }

    /// An answer read as a mention for the text search of the parameter's entity, when it has one.
    func mention(_ text: String, for parameter: ParameterModel, snapshot: AssistantSnapshot) -> IntentMatch.Parameter? {
        guard case .entity(let entityName) = parameter.type else { return nil }
        let searches =
            descriptorParameter(parameter.name).map {
                if case .entity(let type) = $0.valueType.unwrapped { type.searchesText } else { false }
            } ?? snapshot.index.index.holds(entityName)
        guard searches else { return nil }
        var words = text.split(separator: " ")
        if let first = words.first, ["the", "a", "an", "my"].contains(first.lowercased()), words.count > 1 {
            words.removeFirst()
        }
        return IntentMatch.Parameter(
            name: parameter.name, value: .string(words.joined(separator: " ")), isMention: true)
    }

    /// The parameters in canonical form, defaults included, in declaration order.
    func canonicalParameters() -> [IntentMatch.Parameter] {
        intent.parameters.compactMap { parameter in
            let value =
                values[parameter.name].flatMap { value -> ParameterValue? in
                    guard let type = descriptorParameter(parameter.name)?.valueType else {
                        return value as? ParameterValue
                    }
                    return type.canonical(value)
                } ?? parameter.defaultValue
            return value.map { IntentMatch.Parameter(name: parameter.name, value: $0) }
        }
    }

    /// `template` with each `{parameter}` replaced by how its value reads (titles for enum cases
    /// and entities); an unknown or empty parameter reads as nothing, and takes one space next to
    /// it along ("Locked {door}." reads "Locked." without a door).
    ///
    /// `{name?text}` reads as the value followed by `text`, or as nothing at all without a value:
    /// "Delete all of your {list? }tasks?". An enum case or entity right after a count other than
    /// one reads in the plural: "Ordered {quantity} {soup}" reads "Ordered 2 Tomato Soups".
    func render(_ template: String, snapshot: AssistantSnapshot) -> String {
        let app = snapshot.app(named: self.app)?.model
        let language = snapshot.language
        var text = ""
        var rest = Substring(template)
        var count: Double?
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let between = rest[..<open]
            text += between
            if !between.allSatisfy(\.isWhitespace) { count = nil }
            let inside = rest[rest.index(after: open)..<close]
            let name = String(inside.prefix { $0 != "?" })
            let after = inside.firstIndex(of: "?").map { inside[inside.index(after: $0)...] }
            rest = rest[rest.index(after: close)...]
            var shown = display(name, in: app)
            let named = intent.parameter(named: name)?.type.namedType != nil
            // "{quantity} {size? }{soup}": the last of the names after a count is the counted one.
            let nextIsPlaceholder = rest.drop { $0.isWhitespace }.first == "{"
            if let count, count != 1, !shown.isEmpty, named, !nextIsPlaceholder {
                shown = language.plural(shown)
            }
            if let counted = self.count(name) {
                count = counted
            } else if !(named || shown.isEmpty) || !nextIsPlaceholder {
                count = nil
            }
            if shown.isEmpty {
                // a value that is not there takes its words along: one space, before punctuation or another space.
                if after == nil, text.last == " ", rest.first.map({ $0 == " " || $0.isPunctuation }) ?? true {
                    text.removeLast()
                }
                continue
            }
            text += shown + (after ?? "")
        }
        return text + rest
    }

    /// The value of a number parameter, for the plural of what it counts.
    private func count(_ name: String) -> Double? {
        guard let parameter = intent.parameter(named: name), parameter.type.isNumeric else { return nil }
        let value =
            values[name].flatMap { value in
                descriptorParameter(name)?.valueType.canonical(value) ?? value as? ParameterValue
            } ?? parameter.defaultValue
        switch value {
        case .int(let count)?: return Double(count)
        case .double(let count)?: return count
        default: return nil
        }
    }

    private func display(_ name: String, in app: AppModel?) -> String {
        guard let parameter = intent.parameter(named: name) else { return "" }
        if let value = values[name], let type = descriptorParameter(name)?.valueType {
            return Choice(value: value, type: type).title
        }
        guard let value = (values[name] as? ParameterValue) ?? parameter.defaultValue else { return "" }
        return Self.display(value, type: parameter.type, in: app)
    }

    private static func display(_ value: ParameterValue, type: ParameterType, in app: AppModel?) -> String {
        switch (type, value) {
        case (.enumeration(let name), .string(let raw)):
            return app?.enumModel(named: name)?.cases.first { $0.value == raw }?.title ?? raw
        case (.entity(let name), .string(let id)):
            return app?.entityModel(named: name)?.values.first { $0.id == id }?.title ?? id
        case (.list(let element), .list(let items)):
            return ConversationTurn.list(items.map { display($0, type: element, in: app) }, joinedBy: "and")
        default:
            return value.description
        }
    }
}
