/// A problem found in a developer's input (a phrase template, a rule, a manifest), with its location.
///
/// Diagnostics render like a compiler's:
/// ```
/// error: unbalanced '(' in phrase
///  --> apps[0].intents[2].phrases[1]:1:7
///   |
/// 1 | order (tomato|miso soup in {applicationName}
///   |       ^ this group is never closed
///   = help: add ')' after the last alternative
/// ```
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case error, warning, note

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }
    }

    /// Whether this is an error, a warning or a note.
    public var severity: Severity
    /// One sentence saying what is wrong.
    public var message: String
    /// Where the input came from: a JSON path (`apps[0].intents[2].phrases[1]`) or `File.swift:12`.
    public var source: String
    /// The 1-based line inside the source text, when the source has lines.
    public var line: Int?
    /// The 1-based column (in characters) the caret points at.
    public var column: Int?
    /// The source line the caret points into.
    public var excerpt: String?
    /// A short label printed after the caret ("this group is never closed").
    public var label: String?
    /// A fix-it sentence: what to change to make the problem go away.
    public var help: String?

    public init(
        _ severity: Severity = .error, _ message: String, source: String,
        line: Int? = nil, column: Int? = nil, excerpt: String? = nil, label: String? = nil, help: String? = nil
    ) {
        self.severity = severity
        self.message = message
        self.source = source
        self.line = line
        self.column = column
        self.excerpt = excerpt
        self.label = label
        self.help = help
    }

    /// One line: `source: message`, as in
    /// `apps[0].intents[2].phrases[1]: unknown parameter 'titel' (parameters are: title). Did you mean 'title'?`
    public var summary: String { "\(source): \(message)" }

    /// The full rendering, with the excerpt, a caret under the column and the fix-it.
    public var description: String {
        var out = "\(severity.rawValue): \(message)\n --> \(source)"
        if let column { out += ":\(line ?? 1):\(column)" }
        if let excerpt, let column {
            let number = String(line ?? 1)
            let gutter = String(repeating: " ", count: number.count)
            let pad = String(excerpt.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " })
            out += "\n\(gutter) |\n\(number) | \(excerpt)\n\(gutter) | \(pad)^"
            if let label { out += " \(label)" }
            if let help { out += "\n\(gutter) = help: \(help)" }
        } else if let help {
            out += "\n  = help: \(help)"
        }
        return out
    }
}

/// Every diagnostic found in one pass, thrown together so a developer fixes them all at once.
public struct DiagnosticList: Error, Sendable, Hashable, CustomStringConvertible {
    /// The diagnostics, in source order.
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// Whether any diagnostic is an error (warnings alone do not fail a build).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n\n") }
}
