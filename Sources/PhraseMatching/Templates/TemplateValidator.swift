/// Checks a parsed template against the parameters and rules of the intent it belongs to.
///
/// Reports, all at once: unknown parameters and rules (with a "Did you mean" guess), a parameter
/// used twice on one path, and two open slots with no word between them (the matcher could not
/// tell where one ends). Rules are expanded in place for these checks.
public struct TemplateValidator {
    private let parameters: [String: SlotKind]
    private let rules: TemplateRules
    private let maxDepth: Int
    private var template: PhraseTemplate
    private var source: String
    private var diagnostics: [Diagnostic] = []
    private var reportedUnknown = Set<String>()
    /// Rule shapes, computed once: a rule used many times (or rules using rules) must not multiply the work.
    private var ruleShapes: [String: Shape] = [:]

    /// Validates `template` (from `source`) against an intent's slot kinds and the app's rules.
    public static func validate(
        _ template: PhraseTemplate, source: String, parameters: [String: SlotKind], rules: TemplateRules,
        limits: TemplateLimits = .default
    ) -> [Diagnostic] {
        var known = RuleShapes()
        return validate(template, source: source, parameters: parameters, rules: rules, limits: limits, known: &known)
    }

    /// The shapes of rules worked out while checking earlier phrases with the same parameters and
    /// rules (one intent's phrases), kept from phrases that had no problem at all: a phrase that
    /// uses them then costs its own nodes, not its rules' again. A phrase with a problem keeps
    /// nothing, so a problem inside a rule is reported for every phrase that uses it.
    package struct RuleShapes {
        fileprivate var shapes: [String: Shape] = [:]

        package init() {}
    }

    /// ``validate(_:source:parameters:rules:limits:)``, reusing and adding to `known`, which must
    /// come from phrases checked with the same `parameters` and `rules`.
    package static func validate(
        _ template: PhraseTemplate, source: String, parameters: [String: SlotKind], rules: TemplateRules,
        limits: TemplateLimits = .default, known: inout RuleShapes
    ) -> [Diagnostic] {
        var validator = TemplateValidator(
            parameters: parameters, rules: rules, maxDepth: limits.maxDepth, template: template, source: source)
        validator.ruleShapes = known.shapes
        _ = validator.shape(of: template.root, column: nil, depth: 0)
        if validator.diagnostics.isEmpty { known.shapes = validator.ruleShapes }
        return validator.diagnostics
    }

    private init(
        parameters: [String: SlotKind], rules: TemplateRules, maxDepth: Int, template: PhraseTemplate, source: String
    ) {
        self.parameters = parameters
        self.rules = rules
        self.maxDepth = maxDepth
        self.template = template
        self.source = source
    }

    /// What the checks need to know of a node.
    fileprivate struct Shape {
        /// Whether the node can match nothing at all.
        var nullable: Bool
        /// An open slot that some path through the node starts with.
        var firstOpen: (name: String, column: Int)?
        /// An open slot that some path through the node ends with.
        var lastOpen: (name: String, column: Int)?
        /// Every slot somewhere in the node, with the column of its first use (a few at most:
        /// an array, searched, costs less than a dictionary for every node).
        var slots: [(name: String, column: Int)]

        /// The same shape with every column moved to `column` (a later use of a rule).
        func located(at column: Int) -> Shape {
            Shape(
                nullable: nullable, firstOpen: firstOpen.map { ($0.name, column) },
                lastOpen: lastOpen.map { ($0.name, column) }, slots: slots.map { ($0.name, column) })
        }

        static let empty = Shape(nullable: true, firstOpen: nil, lastOpen: nil, slots: [])
        static let solid = Shape(nullable: false, firstOpen: nil, lastOpen: nil, slots: [])

        func has(_ name: String) -> Bool { slots.contains { $0.name == name } }

        /// Adds `other`'s slots that this shape lacks (the first use of a slot keeps its column).
        mutating func merge(_ other: [(name: String, column: Int)]) {
            for slot in other where !has(slot.name) { slots.append(slot) }
        }
    }

    /// `column` overrides node columns inside an expanded rule, so diagnostics point at `<rule>`.
    private mutating func shape(of node: TemplateNode, column override: Int?, depth: Int) -> Shape {
        switch node {
        case .word, .applicationName:
            return .solid
        case .slot(let name, let column):
            let at = override ?? column
            guard let kind = parameters[name] else {
                reportUnknownParameter(name, column: at)
                return .solid
            }
            let open = kind == .open ? (name, at) : nil
            return Shape(nullable: false, firstOpen: open, lastOpen: open, slots: [(name, at)])
        case .rule(let name, let column):
            guard let body = rules.templates[name] else {
                // a defined rule without a body had an error of its own, reported with the rule.
                if !rules.definedNames.contains(name), reportedUnknown.insert("<\(name)>").inserted {
                    diagnostics.append(
                        TemplateRules.unknownRule(
                            name, column: column, in: template, source: source, known: rules.names))
                }
                return .solid
            }
            let at = override ?? column
            if let known = ruleShapes[name] { return known.located(at: at) }
            guard depth < maxDepth else { return .solid }
            let result = shape(of: body.root, column: at, depth: depth + 1)
            ruleShapes[name] = result
            return result
        case .optional(let inner):
            var result = shape(of: inner, column: override, depth: depth)
            result.nullable = true
            return result
        case .choice(let alternatives):
            var result = Shape(nullable: false, firstOpen: nil, lastOpen: nil, slots: [])
            for alternative in alternatives {
                let part = shape(of: alternative, column: override, depth: depth)
                result.nullable = result.nullable || part.nullable
                result.firstOpen = result.firstOpen ?? part.firstOpen
                result.lastOpen = result.lastOpen ?? part.lastOpen
                result.merge(part.slots)
            }
            return result
        case .sequence(let items):
            var result = Shape.empty
            // the open slot that the part matched so far can end with, if any.
            var trailing: (name: String, column: Int)?
            for item in items {
                let part = shape(of: item, column: override, depth: depth)
                if let before = trailing, let after = part.firstOpen {
                    reportAdjacent(before.name, after.name, column: after.column)
                }
                for (name, column) in part.slots.filter({ result.has($0.name) }).sorted(by: { $0.column < $1.column }) {
                    reportDuplicate(name, column: column)
                }
                if result.nullable { result.firstOpen = result.firstOpen ?? part.firstOpen }
                trailing = part.nullable ? (part.lastOpen ?? trailing) : part.lastOpen
                result.merge(part.slots)
                result.nullable = result.nullable && part.nullable
            }
            result.lastOpen = trailing
            return result
        }
    }

    private mutating func reportUnknownParameter(_ name: String, column: Int) {
        guard reportedUnknown.insert(name).inserted else { return }
        // sorting thousands of names for each misspelling would make many of them quadratic.
        let known = parameters.count <= Suggestion.maxCandidates ? parameters.keys.sorted() : []
        var message = "unknown parameter '\(name)'"
        if parameters.isEmpty {
            message += " (this intent has no parameters)"
        } else if !known.isEmpty {
            message += " (parameters are: \(Suggestion.listing(known)))"
        }
        if let guess = Suggestion.closest(to: name, in: known) { message += ". Did you mean '\(guess)'?" }
        append(
            message, column: column, label: "not a parameter of this intent",
            help: "use one of the intent's parameters, or declare '\(name)'")
    }

    private mutating func reportDuplicate(_ name: String, column: Int) {
        append(
            "parameter '\(name)' is used twice in one phrase", column: column, label: "used again here",
            help: "remove one of them; a parameter takes one value per phrase")
    }

    private mutating func reportAdjacent(_ first: String, _ second: String, column: Int) {
        append(
            "open slots {\(first)} and {\(second)} have no words between them", column: column,
            label: "where does {\(first)} end?",
            help:
                "put a word between them, such as '{\(first)} and {\(second)}', so the matcher can tell where one ends")
    }

    private mutating func append(_ message: String, column: Int, label: String, help: String) {
        let diagnostic = Diagnostic(
            .error, message, source: source, line: 1, column: column,
            excerpt: String(template.text.map { $0.isNewline ? " " : $0 }), label: label, help: help)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }
}
