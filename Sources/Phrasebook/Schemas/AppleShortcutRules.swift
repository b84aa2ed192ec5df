import PhraseMatching

/// Apple's rules for App Shortcut phrases, which Phrasebook's matcher does not need but an app
/// that ships to Siri must follow (Apple's App Shortcuts documentation). `phrasebook lint --apple` reports
/// them as errors:
/// - every phrase names the app (`{applicationName}`) on every path;
/// - a phrase has at most one parameter, and it is an enum or an entity;
/// - an app has at most 10 shortcuts (intents with phrases) and at most 1,000 phrases once
///   parameters are expanded (each enum case and entity value counts);
/// - a negative phrase names nothing but the app.
///
/// Schema phrases are not App Shortcuts, so only an intent's own phrases are checked.
enum AppleShortcutRules {
    static let maxShortcuts = 10
    static let maxExpandedPhrases = 1_000

    static func check(_ model: PhrasebookModel) -> [Diagnostic] {
        model.apps.flatMap(check)
    }

    private static func check(_ app: AppModel) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let (rules, _) = TemplateRules.build(app.rules.map { ($0.name, $0.body.text, $0.body.source) })
        let shortcuts = app.intents.filter { !$0.phrases.isEmpty }
        if shortcuts.count > maxShortcuts {
            problems.append(
                Diagnostic(
                    .error, "app \(app.name) has \(shortcuts.count) shortcuts; Apple allows at most \(maxShortcuts)",
                    source: app.source,
                    help: "keep the ten most useful intents as shortcuts, or adopt schemas for the rest"))
        }
        var expanded = 0
        var namesApp: [String: Bool] = [:]
        var pathCounts: [String: Int] = [:]
        for intent in shortcuts {
            for phrase in intent.phrases {
                guard let template = PhraseTemplate.parse(phrase.text, source: phrase.source).template else { continue }
                if !alwaysNamesApp(template.root, rules: rules, memo: &namesApp) {
                    problems.append(
                        Diagnostic(
                            .error, "phrase of \(intent.name) can be said without the app's name",
                            source: phrase.source,
                            help: "Apple requires {applicationName} in every phrase: make it required on every path"))
                }
                let parameters = template.slotNames
                if parameters.count > 1 {
                    problems.append(
                        Diagnostic(
                            .error,
                            "phrase of \(intent.name) has \(parameters.count) parameters (\(parameters.joined(separator: ", "))); Apple allows one",
                            source: phrase.source, help: "keep one parameter; Siri asks for the others"))
                }
                var values = 1
                for name in parameters {
                    guard let parameter = intent.parameter(named: name) else { continue }
                    switch parameter.type {
                    case .enumeration(let type):
                        values = cappedProduct(
                            values, min(pathCap, max(1, app.enumModel(named: type)?.cases.count ?? 1)))
                    case .entity(let type):
                        values = cappedProduct(
                            values, min(pathCap, max(1, app.entityModel(named: type)?.values.count ?? 1)))
                    default:
                        problems.append(
                            Diagnostic(
                                .error,
                                "parameter '\(name)' in a phrase of \(intent.name) is \(parameter.type); Apple allows only enums and entities in phrases",
                                source: phrase.source,
                                help: "remove {\(name)} from the phrase; Siri asks for it after the phrase"))
                    }
                }
                expanded = min(
                    pathCap, expanded + cappedProduct(paths(template.root, rules: rules, memo: &pathCounts), values))
            }
        }
        if expanded > maxExpandedPhrases {
            problems.append(
                Diagnostic(
                    .error,
                    "app \(app.name) has \(expanded) phrases once parameters are expanded; Apple allows \(maxExpandedPhrases)",
                    source: app.source, help: "use fewer alternatives, or fewer enum cases and entity values in phrases"
                ))
        }
        for phrase in app.negativePhrases + app.intents.flatMap(\.negativePhrases) {
            guard let template = PhraseTemplate.parse(phrase.text, source: phrase.source).template,
                !template.slotNames.isEmpty
            else { continue }
            problems.append(
                Diagnostic(
                    .error, "negative phrase names a parameter; Apple's negative phrases take only the app's name",
                    source: phrase.source, help: "write the value out, or drop the slot"))
        }
        return problems
    }

    /// Whether every path through `node` says the app's name. `memo` holds each rule's answer:
    /// without it, rules that use rules many times would be walked exponentially often.
    /// (Recursion is bounded: groups and rules nest at most ``TemplateLimits/maxDepth`` deep.)
    private static func alwaysNamesApp(_ node: TemplateNode, rules: TemplateRules, memo: inout [String: Bool]) -> Bool {
        switch node {
        case .applicationName: return true
        case .word, .slot, .optional: return false
        case .sequence(let items): return items.contains { alwaysNamesApp($0, rules: rules, memo: &memo) }
        case .choice(let items):
            return !items.isEmpty && items.allSatisfy { alwaysNamesApp($0, rules: rules, memo: &memo) }
        case .rule(let name, _):
            if let known = memo[name] { return known }
            let answer = rules.templates[name].map { alwaysNamesApp($0.root, rules: rules, memo: &memo) } ?? false
            memo[name] = answer
            return answer
        }
    }

    /// How many word sequences `node` stands for, capped at ``pathCap`` so it cannot overflow;
    /// `memo` holds each rule's count.
    private static func paths(_ node: TemplateNode, rules: TemplateRules, memo: inout [String: Int]) -> Int {
        switch node {
        case .word, .slot, .applicationName: return 1
        case .optional(let inner): return min(pathCap, paths(inner, rules: rules, memo: &memo) + 1)
        case .choice(let items): return items.reduce(0) { min(pathCap, $0 + paths($1, rules: rules, memo: &memo)) }
        case .sequence(let items): return items.reduce(1) { cappedProduct($0, paths($1, rules: rules, memo: &memo)) }
        case .rule(let name, _):
            if let known = memo[name] { return known }
            let count = rules.templates[name].map { paths($0.root, rules: rules, memo: &memo) } ?? 1
            memo[name] = count
            return count
        }
    }

    static let pathCap = 1_000_000

    /// `a × b`, at most ``pathCap`` (both are at least 0 and at most the cap, so this never overflows).
    private static func cappedProduct(_ a: Int, _ b: Int) -> Int {
        b == 0 ? 0 : (a > pathCap / b ? pathCap : min(pathCap, a * b))
    }
}
