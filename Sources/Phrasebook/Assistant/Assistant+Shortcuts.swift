import PhraseMatching

/// One intent as a list of "what can I say" shows it, like a tile of the Shortcuts app's gallery.
public struct ShortcutListing: Sendable, Hashable {
    /// The app.
    public var app: String
    /// The intent's name.
    public var intent: String
    /// The intent's title.
    public var title: String
    /// The tile's title: the shortcut's `shortTitle`, else the title.
    public var shortTitle: String
    /// The tile's SF Symbol name, if any.
    public var systemImageName: String?
    /// The app's tile color, if it gives one.
    public var tileColor: ShortcutTileColor?
    /// Phrases people can say, as they would say them: the simplest reading of each phrase, with
    /// the app's name and, for an enum or entity parameter, a few of its values filled in.
    public var examples: [String]

    /// The listing as `phrasebook shortcuts --json` writes it.
    public var json: JSONValue {
        .object(
            JSONObject([
                ("app", .string(app)), ("intent", .string(intent)), ("title", .string(title)),
                ("shortTitle", .string(shortTitle)),
                ("systemImageName", systemImageName.map(JSONValue.string) ?? .null),
                ("tileColor", tileColor.map { .string($0.rawValue) } ?? .null),
                ("examples", .array(examples.map(JSONValue.string))),
            ]))
    }
}

extension Assistant {
    /// Every discoverable intent that has phrases, app by app in registration order, with
    /// example phrases to show people (Apple's `isDiscoverable` false leaves an intent out).
    public func shortcuts() -> [ShortcutListing] {
        model.apps.flatMap { app in
            app.intents.filter { $0.isDiscoverable && (!$0.phrases.isEmpty || $0.isOpenIntent) }.map { intent in
                ShortcutListing(
                    app: app.name, intent: intent.name, title: intent.title,
                    shortTitle: intent.shortTitle ?? intent.title, systemImageName: intent.systemImageName,
                    tileColor: app.shortcutTileColor,
                    examples: ShortcutExamples(app: app, intent: intent).examples())
            }
        }
    }
}

/// Renders an intent's phrases as things people would say.
struct ShortcutExamples {
    let app: AppModel
    let intent: IntentModel
    let rules: [String: TemplateNode]

    /// How many examples a listing shows, and how many values of one parameter fill a phrase.
    static let maxExamples = 8
    static let valuesPerPhrase = 3

    init(app: AppModel, intent: IntentModel) {
        self.app = app
        self.intent = intent
        var rules: [String: TemplateNode] = [:]
        for (name, body) in app.rules {
            if let template = PhraseTemplate.parse(body.text, source: body.source).template {
                rules[name] = template.root
            }
        }
        self.rules = rules
    }

    func examples() -> [String] {
        var texts = intent.phrases.map(\.text)
        if intent.isOpenIntent { texts.append(OpenIntentPhrases.named) }
        var found: [String] = []
        // the first phrase with an enum or entity slot shows a few of its values; the others one.
        var varied = false
        for text in texts {
            guard let template = PhraseTemplate.parse(text, source: "").template else { continue }
            var slots: [String] = []
            let shape = render(template.root, slots: &slots, depth: 0)
            for example in fill(shape, slots: slots, varied: &varied) where !found.contains(example) {
                found.append(example)
                if found.count == Self.maxExamples { return found }
            }
        }
        return found
    }

    /// The simplest reading of `node`: the first alternative of a choice, no optional part, the
    /// app's name; slots as `{name}` (recorded in `slots`).
    private func render(_ node: TemplateNode, slots: inout [String], depth: Int) -> String {
        switch node {
        case .word(let word): return word
        case .slot(let name, _):
            if !slots.contains(name) { slots.append(name) }
            return "{\(name)}"
        case .applicationName: return app.name
        case .rule(let name, _):
            guard depth < 8, let body = rules[name] else { return "" }
            return render(body, slots: &slots, depth: depth + 1)
        case .sequence(let items):
            return items.map { render($0, slots: &slots, depth: depth) }.filter { !$0.isEmpty }.joined(separator: " ")
        case .choice(let alternatives):
            guard let first = alternatives.first else { return "" }
            return render(first, slots: &slots, depth: depth)
        case .optional: return ""
        }
    }

    /// The reading with its slots filled: one example per value (a few) of the first enum or
    /// entity slot unless `varied`, the first value of any other, and a spoken example for the
    /// other types.
    private func fill(_ shape: String, slots: [String], varied: inout Bool) -> [String] {
        var texts = [shape]
        for name in slots {
            let parameter = intent.parameter(named: name)
            var values = parameter.map(self.values(of:)) ?? []
            if values.isEmpty { values = ["…"] }
            if varied || values.count == 1 {
                texts = texts.map { $0.replacingOccurrences(of: "{\(name)}", with: values[0]) }
            } else {
                varied = true
                texts = values.prefix(Self.valuesPerPhrase).flatMap { value in
                    texts.map { $0.replacingOccurrences(of: "{\(name)}", with: value) }
                }
            }
        }
        return texts.map { text in text.prefix(1).uppercased() + text.dropFirst() }
    }

    /// How values of a parameter read: the titles of an enum's cases or an entity's values, or an
    /// example of a typed value.
    private func values(of parameter: ParameterModel) -> [String] {
        var type = parameter.type
        if case .list(let element) = type { type = element }
        switch type {
        case .enumeration(let name): return app.enumModel(named: name)?.cases.map(\.title) ?? []
        case .entity(let name): return app.entityModel(named: name)?.values.map(\.title) ?? []
        default: return type.spokenExample.map { [$0] } ?? []
        }
    }
}
