/// One node of a parsed phrase template.
///
/// Literal text is already tokenized and folded, so `word` holds exactly what the matcher compares.
/// Only `optional` is boxed (the arrays of the other cases already hold their nodes elsewhere):
/// a word or slot is stored in place, not allocated on its own.
package enum TemplateNode: Sendable, Hashable {
    /// A literal token, folded ("order", "what's").
    case word(String)
    /// A slot bound to the parameter `name`; `column` is where it starts in the template (1-based).
    case slot(name: String, column: Int)
    /// The `{applicationName}` token: the app's name or any of its synonyms.
    case applicationName(column: Int)
    /// A `<rule>` reference, expanded from the app's rules when compiled.
    case rule(name: String, column: Int)
    /// Items that follow one another.
    case sequence([TemplateNode])
    /// `(a|b|c)`: exactly one alternative; an empty `.sequence([])` alternative makes the group optional.
    case choice([TemplateNode])
    /// `[a]`: the node or nothing.
    indirect case optional(TemplateNode)
}

/// A parsed phrase template: the text as written and its syntax tree.
///
/// ```swift
/// let (template, diagnostics) = PhraseTemplate.parse("order [a|an] {soup} in {applicationName}", source: "phrases[0]")
/// ```
public struct PhraseTemplate: Sendable, Hashable, CustomStringConvertible {
    /// The template as written.
    public let text: String
    /// The syntax tree; always a `.sequence`.
    package let root: TemplateNode

    init(text: String, root: TemplateNode) {
        self.text = text
        self.root = root
    }

    /// Whether `name` can name a parameter, slot or rule: ASCII letters, digits and `_`, not
    /// starting with a digit.
    public static func isValidName(_ name: String) -> Bool { name.isIdentifier }

    /// The canonical rendering of the tree: folded words, groups and slots, one space apart.
    public var description: String { root.rendered }

    /// Every parameter named by a slot, in order of first appearance (rules not expanded).
    public var slotNames: [String] {
        var names: [String] = []
        root.visit { node in
            if case .slot(let name, _) = node, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// Every rule referenced, in order of first appearance.
    public var ruleNames: [String] {
        var names: [String] = []
        root.visit { node in
            if case .rule(let name, _) = node, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// Whether the template mentions `{applicationName}` somewhere (rules not expanded).
    public var mentionsApplicationName: Bool {
        var found = false
        root.visit { node in if case .applicationName = node { found = true } }
        return found
    }
}

extension TemplateNode {
    /// Calls `body` on this node and every node below it, depth first.
    func visit(_ body: (TemplateNode) -> Void) {
        // an explicit stack: trees from hostile input may be deep.
        var stack: [TemplateNode] = [self]
        while let node = stack.popLast() {
            body(node)
            switch node {
            case .sequence(let items), .choice(let items): stack.append(contentsOf: items.reversed())
            case .optional(let inner): stack.append(inner)
            case .word, .slot, .applicationName, .rule: break
            }
        }
    }

    var rendered: String {
        switch self {
        case .word(let word): word
        case .slot(let name, _): "{\(name)}"
        case .applicationName: "{applicationName}"
        case .rule(let name, _): "<\(name)>"
        case .sequence(let items): items.map(\.rendered).joined(separator: " ")
        case .choice(let items): "(" + items.map(\.rendered).joined(separator: "|") + ")"
        case .optional(.choice(let items)): "[" + items.map(\.rendered).joined(separator: "|") + "]"
        case .optional(let inner): "[\(inner.rendered)]"
        }
    }
}
