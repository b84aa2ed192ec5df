/// A sentence that reads an intent with its values ("Order Clam Chowder, quantity 2"), Apple's
/// `ParameterSummary`. An intent declares one as Apple's do:
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///     Summary("Order \(\.$soup)") {
///         \.$quantity
///     }
/// }
/// ```
/// The sentence interpolates parameters; the parameters in the trailing closure follow it, each
/// as ", title value" when it has a value. `When` and `Switch` choose a sentence by a value.
/// Every turn about the intent carries the summary rendered with the values known so far
/// (``ConversationTurn/summary``); a parameter still empty reads as its title.
public protocol ParameterSummary: Sendable {}

/// How a summary is written down: the model form of ``ParameterSummary``, which a manifest's
/// `summary` key also gives.
public indirect enum ParameterSummaryModel: Sendable, Hashable {
    /// A sentence with `{parameter}` placeholders, then the parameters listed after it.
    case summary(String, parameters: [String])
    /// One summary when the parameter meets the condition, another (or none) otherwise.
    case when(parameter: String, condition: Condition, then: ParameterSummaryModel, otherwise: ParameterSummaryModel?)
    /// The summary of the first case whose value the parameter has, else the default.
    case switchOn(parameter: String, cases: [Case], default: ParameterSummaryModel?)

    /// A condition on a parameter's value.
    public enum Condition: Sendable, Hashable {
        case equalTo(ParameterValue)
        case notEqualTo(ParameterValue)
        case hasAnyValue
        case hasNoValue
    }

    /// A case of a switch: a canonical value and its summary.
    public struct Case: Sendable, Hashable {
        /// The canonical value the parameter must have.
        public var value: ParameterValue
        /// The summary for that value.
        public var summary: ParameterSummaryModel
        public init(value: ParameterValue, summary: ParameterSummaryModel) {
            self.value = value
            self.summary = summary
        }
    }

    /// The sentence and listed parameters chosen by `values` (canonical, defaults included).
    func resolve(_ values: [String: ParameterValue]) -> (text: String, parameters: [String])? {
        switch self {
        case .summary(let text, let parameters):
            return (text, parameters)
        case .when(let parameter, let condition, let then, let otherwise):
            let value = values[parameter]
            let holds =
                switch condition {
                case .equalTo(let wanted): value == wanted
                case .notEqualTo(let unwanted): value != unwanted
                case .hasAnyValue: value != nil
                case .hasNoValue: value == nil
                }
            return holds ? then.resolve(values) : otherwise?.resolve(values)
        case .switchOn(let parameter, let cases, let fallback):
            if let value = values[parameter], let chosen = cases.first(where: { $0.value == value }) {
                return chosen.summary.resolve(values)
            }
            return fallback?.resolve(values)
        }
    }

    /// The parameters the summary names, for validation.
    var namedParameters: [String] {
        switch self {
        case .summary(let text, let parameters):
            return Self.placeholders(in: text) + parameters
        case .when(let parameter, _, let then, let otherwise):
            return [parameter] + then.namedParameters + (otherwise?.namedParameters ?? [])
        case .switchOn(let parameter, let cases, let fallback):
            return [parameter] + cases.flatMap(\.summary.namedParameters) + (fallback?.namedParameters ?? [])
        }
    }

    /// The names between braces in `text`.
    static func placeholders(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// The summary as a manifest writes it: the sentence, or `{"text", "parameters"}` when it lists
    /// parameters; `When` and `Switch` as objects naming their parts.
    public var json: JSONValue {
        switch self {
        case .summary(let text, let parameters):
            return parameters.isEmpty
                ? .string(text)
                : .object(
                    JSONObject([("text", .string(text)), ("parameters", .array(parameters.map(JSONValue.string)))]))
        case .when(let parameter, let condition, let then, let otherwise):
            var object = JSONObject([("when", .string(parameter))])
            switch condition {
            case .equalTo(let value): object.set("equalTo", value.json)
            case .notEqualTo(let value): object.set("notEqualTo", value.json)
            case .hasAnyValue: object.set("hasAnyValue", .bool(true))
            case .hasNoValue: object.set("hasNoValue", .bool(true))
            }
            object.set("then", then.json)
            if let otherwise { object.set("otherwise", otherwise.json) }
            return .object(object)
        case .switchOn(let parameter, let cases, let fallback):
            var object = JSONObject([("switch", .string(parameter))])
            object.set(
                "cases",
                .array(cases.map { .object(JSONObject([("value", $0.value.json), ("summary", $0.summary.json)])) }))
            if let fallback { object.set("default", fallback.json) }
            return .object(object)
        }
    }
}

/// A summary written in Swift, its parameters still as key paths.
indirect enum SummaryNode: @unchecked Sendable {
    // key paths are immutable values; AnyKeyPath is not marked Sendable in this toolchain.
    case summary(PhraseSegments, parameters: [AnyKeyPath])
    case when(AnyKeyPath, condition: Condition, then: SummaryNode, otherwise: SummaryNode?)
    case switchOn(AnyKeyPath, cases: [(value: any Sendable, summary: SummaryNode)], default: SummaryNode?)

    enum Condition {
        case equalTo(any Sendable)
        case notEqualTo(any Sendable)
        case hasAnyValue
        case hasNoValue
    }

    /// The model form, with key paths named by `descriptor`; nil when one names no parameter.
    func model(_ descriptor: IntentDescriptor) -> ParameterSummaryModel? {
        switch self {
        case .summary(let segments, let parameters):
            guard let text = segments.template(naming: descriptor.parameterName(of:)) else { return nil }
            var names: [String] = []
            for keyPath in parameters {
                guard let name = descriptor.parameterName(of: keyPath) else { return nil }
                names.append(name)
            }
            return .summary(text, parameters: names)
        case .when(let keyPath, let condition, let then, let otherwise):
            guard let name = descriptor.parameterName(of: keyPath), let then = then.model(descriptor) else {
                return nil
            }
            let type = descriptor.parameters.first { $0.name == name }?.valueType
            let modelCondition: ParameterSummaryModel.Condition
            switch condition {
            case .equalTo(let value):
                guard let canonical = type?.canonical(value) else { return nil }
                modelCondition = .equalTo(canonical)
            case .notEqualTo(let value):
                guard let canonical = type?.canonical(value) else { return nil }
                modelCondition = .notEqualTo(canonical)
            case .hasAnyValue: modelCondition = .hasAnyValue
            case .hasNoValue: modelCondition = .hasNoValue
            }
            var other: ParameterSummaryModel?
            if let otherwise {
                guard let made = otherwise.model(descriptor) else { return nil }
                other = made
            }
            return .when(parameter: name, condition: modelCondition, then: then, otherwise: other)
        case .switchOn(let keyPath, let cases, let fallback):
            guard let name = descriptor.parameterName(of: keyPath) else { return nil }
            let type = descriptor.parameters.first { $0.name == name }?.valueType
            var modelCases: [ParameterSummaryModel.Case] = []
            for item in cases {
                guard let value = type?.canonical(item.value), let summary = item.summary.model(descriptor) else {
                    return nil
                }
                modelCases.append(ParameterSummaryModel.Case(value: value, summary: summary))
            }
            var other: ParameterSummaryModel?
            if let fallback {
                guard let made = fallback.model(descriptor) else { return nil }
                other = made
            }
            return .switchOn(parameter: name, cases: modelCases, default: other)
        }
    }
}

/// A summary made by Phrasebook's own types (apps do not conform types of theirs).
protocol SummaryNodeProviding {
    var node: SummaryNode { get }
}

/// No summary: the intent reads as its title and the values it has.
public struct NoParameterSummary: ParameterSummary {
    public init() {}
}

/// A sentence that reads the intent (Apple's `Summary`), and the parameters listed after it.
public struct Summary<Intent: AppIntent>: ParameterSummary, SummaryNodeProviding {
    let node: SummaryNode

    /// A sentence interpolating parameters: `Summary("Order \(\.$soup)")`.
    public init(_ summary: ParameterSummaryString<Intent>) {
        node = .summary(summary.segments, parameters: [])
    }

    /// A sentence, then the parameters the closure lists: `Summary("Order \(\.$soup)") { \.$quantity }`.
    public init(
        _ summary: ParameterSummaryString<Intent>,
        @ParameterSummaryContentBuilder<Intent> _ content: () -> [ParameterSummaryContentItem<Intent>]
    ) {
        node = .summary(summary.segments, parameters: content().map(\.keyPath))
    }
}

/// The sentence of a ``Summary``: text with `\(\.$parameter)` interpolated (Apple's `ParameterSummaryString`).
public struct ParameterSummaryString<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    let segments: PhraseSegments

    public init(stringLiteral value: String) { segments = PhraseSegments(segments: [.text(value)]) }
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// Builds a sentence from literal text and parameter key paths.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments = PhraseSegments()

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { segments.segments.append(.text(literal)) }

        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            segments.segments.append(.parameter(parameter))
        }
    }
}

/// A parameter listed after a summary's sentence.
public struct ParameterSummaryContentItem<Intent: AppIntent>: @unchecked Sendable {
    // key paths are immutable values; AnyKeyPath is not marked Sendable in this toolchain.
    let keyPath: AnyKeyPath
}

/// Builds the list of parameters after a summary's sentence: one key path per line.
@resultBuilder
public enum ParameterSummaryContentBuilder<Intent: AppIntent> {
    public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>)
        -> [ParameterSummaryContentItem<Intent>]
    {
        [ParameterSummaryContentItem(keyPath: parameter)]
    }
    public static func buildBlock(_ parts: [ParameterSummaryContentItem<Intent>]...)
        -> [ParameterSummaryContentItem<Intent>]
    {
        parts.flatMap { $0 }
    }
}

/// How ``When`` compares a parameter's value (Apple's `ParameterSummaryEquatableComparisonOperator`).
public enum ParameterSummaryEquatableComparisonOperator: Sendable, Hashable {
    case equalTo
    case notEqualTo
}

/// Whether ``When`` asks for a value or its absence (Apple's `ParameterSummaryHasValueComparisonOperator`).
public enum ParameterSummaryHasValueComparisonOperator: Sendable, Hashable {
    case hasAnyValue
    case hasNoValue
}

/// One summary when a parameter meets a condition, another otherwise (Apple's `When`).
///
/// ```swift
/// When(\.$size, .equalTo, .large) {
///     Summary("Order a large \(\.$soup)")
/// } otherwise: {
///     Summary("Order \(\.$soup)")
/// }
/// ```
public struct When<Intent: AppIntent>: ParameterSummary, SummaryNodeProviding {
    let node: SummaryNode

    public init<Value: Sendable>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryEquatableComparisonOperator,
        _ value: Value, @ParameterSummaryBuilder<Intent> _ then: () -> some ParameterSummary,
        @ParameterSummaryBuilder<Intent> otherwise: () -> some ParameterSummary
    ) {
        node = .when(
            parameter, condition: comparison == .equalTo ? .equalTo(value) : .notEqualTo(value),
            then: summaryNode(then()),
            otherwise: summaryNode(otherwise()))
    }

    public init<Value: Sendable>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryEquatableComparisonOperator,
        _ value: Value, @ParameterSummaryBuilder<Intent> _ then: () -> some ParameterSummary
    ) {
        node = .when(
            parameter, condition: comparison == .equalTo ? .equalTo(value) : .notEqualTo(value),
            then: summaryNode(then()),
            otherwise: nil)
    }

    public init<Value>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryHasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ then: () -> some ParameterSummary,
        @ParameterSummaryBuilder<Intent> otherwise: () -> some ParameterSummary
    ) {
        node = .when(
            parameter, condition: comparison == .hasAnyValue ? .hasAnyValue : .hasNoValue, then: summaryNode(then()),
            otherwise: summaryNode(otherwise()))
    }
}

/// The summary of the case whose value a parameter has (Apple's `Switch`), with ``Case`` and ``DefaultCase``.
///
/// ```swift
/// Switch(\.$size) {
///     Case(.large) { Summary("Order a large \(\.$soup)") }
///     DefaultCase { Summary("Order \(\.$soup)") }
/// }
/// ```
public struct Switch<Intent: AppIntent>: ParameterSummary, SummaryNodeProviding {
    let node: SummaryNode

    public init<Value: Sendable>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>,
        @ParameterSummaryCaseBuilder<Intent, Value> _ cases: () -> [ParameterSummaryCaseItem<Intent, Value>]
    ) {
        let items = cases()
        node = .switchOn(
            parameter,
            cases: items.compactMap { item in item.value.map { (value: $0 as any Sendable, summary: item.node) } },
            default: items.first { $0.value == nil }?.node)
    }
}

/// A case of a ``Switch``: the summary when the parameter has `value` (Apple's `Case`).
public struct Case<Intent: AppIntent, Value: Sendable>: Sendable {
    let item: ParameterSummaryCaseItem<Intent, Value>

    public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ summary: () -> some ParameterSummary) {
        item = ParameterSummaryCaseItem(value: value, node: summaryNode(summary()))
    }
}

/// The summary of a ``Switch`` when no case fits (Apple's `DefaultCase`).
public struct DefaultCase<Intent: AppIntent>: Sendable {
    let node: SummaryNode

    public init(@ParameterSummaryBuilder<Intent> _ summary: () -> some ParameterSummary) {
        node = summaryNode(summary())
    }
}

/// A case or the default of a ``Switch``, as its builder collects them.
public struct ParameterSummaryCaseItem<Intent: AppIntent, Value: Sendable>: Sendable {
    let value: Value?
    let node: SummaryNode
}

/// Builds the cases of a ``Switch``.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value: Sendable> {
    public static func buildExpression(_ item: Case<Intent, Value>) -> [ParameterSummaryCaseItem<Intent, Value>] {
        [item.item]
    }
    public static func buildExpression(_ item: DefaultCase<Intent>) -> [ParameterSummaryCaseItem<Intent, Value>] {
        [ParameterSummaryCaseItem(value: nil, node: item.node)]
    }
    public static func buildBlock(_ parts: [ParameterSummaryCaseItem<Intent, Value>]...)
        -> [ParameterSummaryCaseItem<Intent, Value>]
    {
        parts.flatMap { $0 }
    }
}

/// Builds an intent's `parameterSummary` (Apple's `ParameterSummaryBuilder`): one ``Summary``,
/// ``When`` or ``Switch``.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression(_ summary: Summary<Intent>) -> Summary<Intent> { summary }
    public static func buildExpression(_ summary: When<Intent>) -> When<Intent> { summary }
    public static func buildExpression(_ summary: Switch<Intent>) -> Switch<Intent> { summary }
    public static func buildBlock<Content: ParameterSummary>(_ content: Content) -> Content { content }
}

/// The node of a summary made by Phrasebook's types; an empty sentence for any other.
private func summaryNode(_ summary: some ParameterSummary) -> SummaryNode {
    (summary as? any SummaryNodeProviding)?.node ?? .summary(PhraseSegments(), parameters: [])
}

extension AppIntent {
    /// The intent's summary in model form; nil when it declares none, or names a key path that
    /// is not one of its parameters (registration reports that).
    static func summaryModel(_ descriptor: IntentDescriptor) -> (model: ParameterSummaryModel?, valid: Bool) {
        guard let node = (parameterSummary as? any SummaryNodeProviding)?.node else { return (nil, true) }
        guard let model = node.model(descriptor) else { return (nil, false) }
        return (model, true)
    }
}
