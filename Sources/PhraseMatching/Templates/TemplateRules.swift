/// An app's expansion rules (`<polite>` → `[please|kindly]`), parsed and checked for unknown
/// references and recursion.
public struct TemplateRules: Sendable, Hashable {
    /// The parsed body of each rule that has no error.
    public private(set) var templates: [String: PhraseTemplate] = [:]
    /// Every rule name defined, including rules dropped for an error (already reported).
    public private(set) var definedNames: Set<String> = []

    /// No rules.
    public static let none = TemplateRules()

    init(templates: [String: PhraseTemplate] = [:], definedNames: Set<String> = []) {
        self.templates = templates
        self.definedNames = definedNames.union(templates.keys)
    }

    /// The names of the defined rules, sorted.
    public var names: [String] { definedNames.sorted() }

    /// Parses every rule and reports all problems at once: syntax errors, references to unknown
    /// rules, and rules that refer to themselves (directly or through others).
    ///
    /// - Parameters:
    ///   - rules: `(name, body, source)` triples, where `source` locates the body for diagnostics.
    ///   - limits: the longest rule body and the deepest nesting accepted.
    public static func build(
        _ rules: [(name: String, body: String, source: String)], limits: TemplateLimits = .default
    ) -> (rules: TemplateRules, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var parsed: [String: PhraseTemplate] = [:]
        var sources: [String: String] = [:]
        for rule in rules {
            if !rule.name.isIdentifier {
                diagnostics.append(Diagnostic(
                    .error, "invalid rule name '\(rule.name)'", source: rule.source,
                    help: "rule names are letters, digits and '_', not starting with a digit, such as 'polite'"))
                continue
            }
            let (template, problems) = PhraseTemplate.parse(rule.body, source: rule.source, limits: limits)
            diagnostics += problems
            sources[rule.name] = rule.source
            if let template { parsed[rule.name] = template }
        }
        let known = Set(rules.map(\.name))
        for name in parsed.keys.sorted() {
            guard let template = parsed[name], let source = sources[name] else { continue }
            for case .rule(let reference, let column) in template.root.allNodes where !known.contains(reference) {
                diagnostics.append(unknownRule(reference, column: column, in: template, source: source, known: known))
            }
        }
        // a rule on a cycle is dropped after reporting, so phrases that use it get one clear error.
        let recursive = cycles(in: parsed)
        for cycle in recursive {
            guard let name = cycle.first, let template = parsed[name], let source = sources[name] else { continue }
            let next = cycle.count > 1 ? cycle[1] : name
            let column = template.root.allNodes.lazy.compactMap { node -> Int? in
                if case .rule(next, let column) = node { return column }
                return nil
            }.first
            let path = (cycle + [name]).map { "<\($0)>" }.joined(separator: " → ")
            diagnostics.append(Diagnostic(
                .error, "rule '\(name)' is recursive: \(path)", source: source, line: 1, column: column,
                excerpt: template.text, label: "refers back to '\(name)'",
                help: "rules are expanded in place and cannot refer to themselves; write the repetition out as alternatives"))
        }
        for cycle in recursive { for name in cycle { parsed[name] = nil } }
        return (TemplateRules(templates: parsed, definedNames: known), diagnostics)
    }

    /// Each cycle once, starting at its alphabetically first rule.
    private static func cycles(in rules: [String: PhraseTemplate]) -> [[String]] {
        var found: [[String]] = []
        var seen = Set<String>()
        for start in rules.keys.sorted() {
            // depth-first walk with an explicit stack; each rule is entered once per start, since
            // whether it leads back to `start` does not depend on the path taken to it.
            var path: [String] = [start]
            var iterators: [[String]] = [rules[start]?.ruleNames ?? []]
            var visited: Set<String> = [start]
            while let top = iterators.last {
                guard let next = top.first else {
                    iterators.removeLast()
                    path.removeLast()
                    continue
                }
                iterators[iterators.count - 1].removeFirst()
                if next == start {
                    if !seen.contains(start) { found.append(path) }
                    seen.formUnion(path)
                } else if !visited.contains(next), !seen.contains(next), let body = rules[next] {
                    path.append(next)
                    visited.insert(next)
                    iterators.append(body.ruleNames)
                }
            }
        }
        return found
    }

    static func unknownRule(
        _ name: String, column: Int, in template: PhraseTemplate, source: String, known: some Collection<String>
    ) -> Diagnostic {
        var message = "unknown rule '\(name)'"
        message += known.isEmpty ? " (no rules are defined)" : " (rules are: \(known.sorted().joined(separator: ", ")))"
        if let guess = Suggestion.closest(to: name, in: known.sorted()) { message += ". Did you mean '\(guess)'?" }
        return Diagnostic(
            .error, message, source: source, line: 1, column: column, excerpt: template.text,
            label: "not defined", help: "define '\(name)' in the app's rules, or use one of the rules above")
    }
}

extension TemplateNode {
    /// This node and every node below it, depth first.
    var allNodes: [TemplateNode] {
        var nodes: [TemplateNode] = []
        visit { nodes.append($0) }
        return nodes
    }
}
