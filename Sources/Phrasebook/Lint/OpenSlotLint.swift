import PhraseMatching

/// Phrases with an open slot (a `String` parameter) at each end and at most one literal word: they
/// read almost any sentence that has the word. (Two open slots next to each other are an error of
/// the template validator already.)
///
/// Checked on the template's syntax tree with rules expanded, over every way through its
/// alternatives and optional parts, without listing those ways: each part is summarized by the
/// kinds of its first and last items and how many literal words it has.
enum OpenSlotLint {
    /// What a way through part of a template looks like from outside.
    struct Shape: Hashable {
        enum Item: Hashable { case open, other }
        var first: Item?
        var last: Item?
        /// Literal words, counted up to 2.
        var literals: Int

        static let empty = Shape(first: nil, last: nil, literals: 0)

        /// This way, then `next`.
        func followed(by next: Shape) -> Shape {
            Shape(first: first ?? next.first, last: next.last ?? last, literals: min(2, literals + next.literals))
        }
    }

    static func check(_ model: PhrasebookModel) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for app in model.apps {
            let rules = TemplateRules.build(app.rules.map { ($0.name, $0.body.text, $0.body.source) }).rules
            for intent in app.intents {
                let open = Set(intent.parameters.filter { $0.type == .string }.map(\.name))
                for phrase in intent.phrases {
                    guard let template = PhraseTemplate.parse(phrase.text, source: phrase.source).template else {
                        continue
                    }
                    var memo: [String: Set<Shape>] = [:]
                    let shapes = Self.shapes(template.root, open: open, rules: rules, memo: &memo, depth: 0)
                    if shapes.contains(where: { $0.first == .open && $0.last == .open && $0.literals <= 1 }) {
                        diagnostics.append(
                            Diagnostic(
                                .warning,
                                "'\(phrase.text)' has an open slot at each end and at most one literal word, so it reads almost any sentence with that word",
                                source: phrase.source,
                                help: "add words that only this intent uses, or make a parameter an enum or entity"))
                    }
                }
            }
        }
        return diagnostics
    }

    /// The shapes of every way through `node`.
    static func shapes(
        _ node: TemplateNode, open: Set<String>, rules: TemplateRules, memo: inout [String: Set<Shape>], depth: Int
    ) -> Set<Shape> {
        switch node {
        case .word:
            return [Shape(first: .other, last: .other, literals: 1)]
        case .slot(let name, _):
            let item: Shape.Item = open.contains(name) ? .open : .other
            return [Shape(first: item, last: item, literals: 0)]
        case .applicationName:
            return [Shape(first: .other, last: .other, literals: 0)]
        case .rule(let name, _):
            if let known = memo[name] { return known }
            // a recursive or too deep rule (reported elsewhere) counts as nothing.
            memo[name] = [.empty]
            guard depth < 32, let body = rules.templates[name] else { return [.empty] }
            let result = shapes(body.root, open: open, rules: rules, memo: &memo, depth: depth + 1)
            memo[name] = result
            return result
        case .sequence(let items):
            var result: Set<Shape> = [.empty]
            for item in items {
                let next = shapes(item, open: open, rules: rules, memo: &memo, depth: depth)
                result = Set(result.flatMap { shape in next.map { shape.followed(by: $0) } })
            }
            return result
        case .choice(let alternatives):
            return alternatives.reduce(into: Set<Shape>()) {
                $0.formUnion(shapes($1, open: open, rules: rules, memo: &memo, depth: depth))
            }
        case .optional(let inner):
            return shapes(inner, open: open, rules: rules, memo: &memo, depth: depth).union([.empty])
        }
    }
}
