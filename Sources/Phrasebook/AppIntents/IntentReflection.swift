import PhraseMatching

/// What registration learns about an intent type, once: its parameters in declaration order,
/// with their value types and metadata.
///
/// Parameters are found the way swift-argument-parser finds its options: one prototype made
/// with `init()`, walked once with `Mirror` (a wrapper labelled `_soup` is the parameter `soup`).
/// A phrase's `\.$soup` is named by reading the key path on the prototype and finding which of
/// those wrappers it returns (the wrappers are objects, so identity tells them apart).
struct IntentDescriptor: Sendable {
    struct Parameter: Sendable {
        var name: String
        var valueType: IntentValueType
        var metadata: ParameterMetadata
    }

    let type: any AppIntent.Type
    let name: String
    let parameters: [Parameter]
    /// The prototype's wrappers, by identity, to name key paths.
    private let names: [ObjectIdentifier: String]
    private let prototype: any AppIntent

    init(_ type: any AppIntent.Type) {
        self.type = type
        name = String(describing: type)
        let prototype = type.init()
        self.prototype = prototype
        let found = Self.wrappers(of: prototype)
        parameters = found.map {
            Parameter(name: $0.name, valueType: $0.wrapper.valueType, metadata: $0.wrapper.metadata)
        }
        names = Dictionary(
            found.map { (ObjectIdentifier($0.wrapper), $0.name) }, uniquingKeysWith: { first, _ in first })
    }

    /// The parameter a phrase's key path names, or nil when it reads no `@Parameter` of the intent.
    func parameterName(of keyPath: AnyKeyPath) -> String? {
        guard let wrapper = read(prototype, keyPath) as? any AnyIntentParameter else { return nil }
        return names[ObjectIdentifier(wrapper)]
    }

    /// The `@Parameter` wrappers of an intent, by name, in declaration order.
    static func wrappers(of intent: any AppIntent) -> [(name: String, wrapper: any AnyIntentParameter)] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, let wrapper = child.value as? any AnyIntentParameter else { return nil }
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, wrapper)
        }
    }
}

private func read<Intent: AppIntent>(_ intent: Intent, _ keyPath: AnyKeyPath) -> Any? {
    intent[keyPath: keyPath]
}

extension IntentDescriptor.Parameter {
    /// The parameter as the model knows it; `source` locates it in diagnostics.
    func model(source: String) -> ParameterModel {
        var defaultValue: ParameterValue?
        if let value = metadata.defaultValue { defaultValue = valueType.unwrapped.canonical(value) }
        return ParameterModel(
            name: name, type: valueType.parameterType, title: metadata.title.isEmpty ? name : metadata.title,
            description: metadata.description, isOptional: valueType.isOptional, defaultValue: defaultValue,
            range: metadata.range, dateKind: metadata.dateKind, requestValueDialog: metadata.requestValueDialog?.full,
            requestDisambiguationDialog: metadata.requestDisambiguationDialog?.full, source: source)
    }
}

extension IntentValueType {
    /// The enum and entity types this type names (a list's or optional's element included).
    var namedTypes: (enums: [any AppEnum.Type], entities: [any AppEntity.Type]) {
        switch self {
        case .builtIn: ([], [])
        case .enumeration(let type): ([type], [])
        case .entity(let type): ([], [type])
        case .list(let element, _): element.namedTypes
        case .optional(let wrapped): wrapped.namedTypes
        }
    }
}
