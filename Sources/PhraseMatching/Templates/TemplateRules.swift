/// An app's expansion rules (`<polite>` → `[please|kindly]`), parsed and checked for unknown
/// references, recursion and nesting depth.
public struct TemplateRules: Sendable, Hashable {
    /// The parsed body of each rule that has no error.
    public private(set) var templates: [String: PhraseTemplate] = [:]
    /// Every rule name defined, including rules dropped for an error (already reported).
    public private(set) var definedNames: Set<String> = []
    /// What each rule adds to a phrase, computed once when the rules are built.
    private var measures: [String: Measure] = [:]

    private struct Measure: Sendable, Hashable {
        /// Words and slots with rules expanded.
        var size: Int
        /// The fewest words and slots on any path.
        var minimumLength: Int
    }

    /// No rules.
    public static let none = TemplateRules()

    init(templates: [String: PhraseTemplate] = [:], definedNames: Set<String> = []) {
        self.templates = templates
        self.definedNames = definedNames.union(templates.keys)
        names = self.definedNames.sorted()
    }

    /// The names of the defined rules, sorted.
    public private(set) var names: [String] = []

    /// Parses every rule and reports all problems at once: syntax errors, references to unknown
    /// rules, rules that refer to themselves (directly or through others), and rules that nest
    /// rules deeper than `limits.maxDepth`. A rule with a problem is dropped after reporting, so
    /// phrases that use it get one clear error.
    ///
    /// - Parameters:
    ///   - rules: `(name, body, source)` triples, where `source` locates the body for diagnostics.
    ///   - limits: the longest rule body and the deepest nesting accepted.
    /// - Complexity: O(n) in the total length of the rules, however they refer to one another.
    public static func build(
        _ rules: [(name: String, body: String, source: String)], limits: TemplateLimits = .default
    ) -> (rules: TemplateRules, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var parsed: [String: PhraseTemplate] = [:]
        var sources: [String: String] = [:]
        for rule in rules {
            if !rule.name.isIdentifier {
                diagnostics.append(
                    Diagnostic(
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
        let sortedKnown = known.sorted()
        for name in parsed.keys.sorted() {
            guard let template = parsed[name], let source = sources[name] else { continue }
            for case .rule(let reference, let column) in template.root.allNodes where !known.contains(reference) {
                diagnostics.append(
                    unknownRule(reference, column: column, in: template, source: source, known: sortedKnown))
            }
        }
        var result = TemplateRules(templates: parsed, definedNames: known)
        let graph = RuleGraph(parsed)
        var cycles: [(String, Diagnostic)] = []
        var tooDeep: [(String, Diagnostic)] = []
        // how many rules deep each rule nests, counting itself; dropped rules keep theirs, so the
        // rules that use them are dropped too.
        var levels = [Int](repeating: 0, count: graph.names.count)
        for component in graph.components() {
            if component.count > 1 || graph.uses[component[0]].contains(component[0]) {
                let cycle = graph.cycle(in: component)
                if let first = cycle.first, let template = parsed[graph.names[first]] {
                    let name = graph.names[first]
                    cycles.append(
                        (name, recursion(cycle.map { graph.names[$0] }, in: template, source: sources[name] ?? "")))
                }
                for rule in component { result.templates[graph.names[rule]] = nil }
                continue
            }
            let rule = component[0]
            let name = graph.names[rule]
            levels[rule] = 1 + (graph.uses[rule].map { levels[$0] }.max() ?? 0)
            if levels[rule] > limits.maxDepth {
                result.templates[name] = nil
                // report where the limit is crossed, not at every rule above it.
                if levels[rule] == limits.maxDepth + 1, let template = parsed[name] {
                    let chain = graph.deepestChain(from: rule, levels: levels).map { graph.names[$0] }
                    tooDeep.append(
                        (
                            name,
                            nestedTooDeeply(chain, in: template, source: sources[name] ?? "", limit: limits.maxDepth)
                        ))
                }
                continue
            }
            if let template = parsed[name] {
                result.measures[name] = Measure(
                    size: result.expandedSize(of: template.root),
                    minimumLength: result.minimumLength(of: template.root))
            }
        }
        diagnostics += cycles.sorted { $0.0 < $1.0 }.map(\.1) + tooDeep.sorted { $0.0 < $1.0 }.map(\.1)
        return (result, diagnostics)
    }

    /// Words and slots in `node` with rules expanded: an upper bound on the states it adds to an
    /// automaton. Saturates instead of overflowing.
    /// - Complexity: O(n) in the size of `node`; each rule's size was computed when it was built.
    package func expandedSize(of node: TemplateNode) -> Int {
        switch node {
        case .word, .slot, .applicationName: 1
        case .rule(let name, _): measures[name]?.size ?? 0
        case .sequence(let items), .choice(let items): items.reduce(0) { min(Int.max / 2, $0 + expandedSize(of: $1)) }
        case .optional(let inner): expandedSize(of: inner)
        }
    }

    /// The fewest words and slots on any path through `node`, rules expanded.
    /// - Complexity: O(n) in the size of `node`.
    package func minimumLength(of node: TemplateNode) -> Int {
        switch node {
        case .word, .slot, .applicationName: 1
        case .rule(let name, _): measures[name]?.minimumLength ?? 0
        case .sequence(let items): items.reduce(0) { min(Int.max / 2, $0 + minimumLength(of: $1)) }
        case .choice(let items): items.map(minimumLength(of:)).min() ?? 0
        case .optional: 0
        }
    }

    private static func recursion(_ cycle: [String], in template: PhraseTemplate, source: String) -> Diagnostic {
        let name = cycle[0]
        let next = cycle.count > 1 ? cycle[1] : name
        var steps = (cycle + [name]).map { "<\($0)>" }
        // a cycle through thousands of rules is shown by its ends.
        if steps.count > 12 { steps = steps.prefix(6) + ["… \(steps.count - 9) more …"] + steps.suffix(3) }
        return Diagnostic(
            .error, "rule '\(name)' is recursive: \(steps.joined(separator: " → "))", source: source, line: 1,
            column: column(of: next, in: template),
            excerpt: template.text, label: "refers back to '\(name)'",
            help: "rules are expanded in place and cannot refer to themselves; write the repetition out as alternatives"
        )
    }

    private static func nestedTooDeeply(_ chain: [String], in template: PhraseTemplate, source: String, limit: Int)
        -> Diagnostic
    {
        let path = chain.map { "<\($0)>" }.joined(separator: " → ")
        return Diagnostic(
            .error, "rule '\(chain[0])' nests rules \(chain.count) levels deep (the limit is \(limit)): \(path)",
            source: source, line: 1,
            column: chain.count > 1 ? column(of: chain[1], in: template) : nil, excerpt: template.text,
            label: "one level too deep",
            help: "flatten the rules: write the innermost ones out in the rules that use them")
    }

    /// The column of the first reference to rule `name` in `template`.
    private static func column(of name: String, in template: PhraseTemplate) -> Int? {
        template.root.allNodes.lazy.compactMap { node -> Int? in
            if case .rule(name, let column) = node { return column }
            return nil
        }.first
    }

    static func unknownRule(
        _ name: String, column: Int, in template: PhraseTemplate, source: String, known sortedNames: [String]
    ) -> Diagnostic {
        var message = "unknown rule '\(name)'"
        message += sortedNames.isEmpty ? " (no rules are defined)" : " (rules are: \(Suggestion.listing(sortedNames)))"
        if let guess = Suggestion.closest(to: name, in: sortedNames) { message += ". Did you mean '\(guess)'?" }
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

/// Which rules use which, by number, for the checks that must not recurse on how deep rules nest.
private struct RuleGraph {
    /// The rule names, sorted; a rule's number is its position here.
    let names: [String]
    /// Per rule, the rules its body uses, in order of first use (rules that failed to parse left out).
    let uses: [[Int]]

    init(_ rules: [String: PhraseTemplate]) {
        names = rules.keys.sorted()
        let numbers = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        uses = names.map { name in rules[name]?.ruleNames.compactMap { numbers[$0] } ?? [] }
    }

    /// The strongly connected components (Tarjan's algorithm with an explicit stack), each used
    /// rule's component before the component of a rule that uses it.
    func components() -> [[Int]] {
        var order = [Int](repeating: -1, count: names.count)
        var low = [Int](repeating: 0, count: names.count)
        var onStack = [Bool](repeating: false, count: names.count)
        var stack: [Int] = []
        var found: [[Int]] = []
        var counter = 0
        for root in names.indices where order[root] < 0 {
            // each frame is a rule and the position of the next use to follow.
            var frames = [(rule: root, next: 0)]
            order[root] = counter
            low[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while let (rule, next) = frames.last {
                if next < uses[rule].count {
                    frames[frames.count - 1].next += 1
                    let target = uses[rule][next]
                    if order[target] < 0 {
                        order[target] = counter
                        low[target] = counter
                        counter += 1
                        stack.append(target)
                        onStack[target] = true
                        frames.append((target, 0))
                    } else if onStack[target] {
                        low[rule] = min(low[rule], order[target])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last { low[parent.rule] = min(low[parent.rule], low[rule]) }
                guard low[rule] == order[rule] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == rule { break }
                }
                found.append(component.sorted())
            }
        }
        return found
    }

    /// A cycle through the first rule of a component that has one: a depth-first walk inside the
    /// component, following uses in order, until a use leads back to the start.
    func cycle(in component: [Int]) -> [Int] {
        let members = Set(component)
        let start = component[0]
        var path = [start]
        var next = [0]
        var visited: Set<Int> = [start]
        while let rule = path.last, let position = next.last {
            guard position < uses[rule].count else {
                path.removeLast()
                next.removeLast()
                continue
            }
            next[next.count - 1] += 1
            let target = uses[rule][position]
            if target == start { return path }
            if members.contains(target), visited.insert(target).inserted {
                path.append(target)
                next.append(0)
            }
        }
        return [start]
    }

    /// The rules from `rule` down its deepest chain of uses.
    func deepestChain(from rule: Int, levels: [Int]) -> [Int] {
        var chain = [rule]
        while let last = chain.last, let deepest = uses[last].max(by: { levels[$0] < levels[$1] }), levels[deepest] > 0
        {
            chain.append(deepest)
        }
        return chain
    }
}
