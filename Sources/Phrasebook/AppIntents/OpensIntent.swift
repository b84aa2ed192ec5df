/// A result that opens another intent after this one (Apple's `OpensIntent`):
/// `.result(value: landmark, opensIntent: open)`, `open` an `OpenLandmarkIntent` with its target set. The assistant
/// runs the opened intent's `perform()` (it may not ask questions), and when it is an
/// ``OpenIntent`` the turn carries its ``ConversationTurn/target`` and brings the app forward.
public protocol OpensIntent: IntentResult {}

extension IntentResultContainer: OpensIntent {}

extension IntentResult where Self == IntentResultContainer<Never> {
    /// A result that opens `intent`, saying `dialog` when given.
    public static func result(opensIntent intent: some AppIntent, dialog: IntentDialog? = nil) -> Self {
        IntentResultContainer(dialog: dialog, value: nil, opensIntent: intent)
    }
}

extension IntentResult {
    /// A result that returns `value` and opens `intent`, saying `dialog` when given.
    public static func result<Value: Sendable>(
        value: Value, opensIntent intent: some AppIntent, dialog: IntentDialog? = nil
    )
        -> Self where Self == IntentResultContainer<Value>
    {
        IntentResultContainer(dialog: dialog, value: value, opensIntent: intent)
    }
}

/// Running the intent a result opens.
enum OpenedIntent {
    /// Runs `intent`'s `perform()` within `limit` and returns its target when it is an open intent.
    static func run(_ intent: any AppIntent, within limit: Duration) async throws -> IntentTarget? {
        try checkDependencies(of: intent)
        _ = try await runUserCode("perform() of \(type(of: intent))", within: limit) {
            try await performOpened(intent)
        }
        return target(of: intent)
    }

    /// The target an open intent was given, from its `@Parameter var target`.
    static func target(of intent: any AppIntent) -> IntentTarget? {
        guard intent is any OpenIntent,
            let wrapper = IntentDescriptor.wrappers(of: intent).first(where: { $0.name == "target" })?.wrapper,
            let value = wrapper.storedValue, case .string(let identifier)? = wrapper.valueType.canonical(value)
        else { return nil }
        let typeName: String
        switch wrapper.valueType.unwrapped {
        case .entity(let type): typeName = type.typeName
        case .enumeration(let type): typeName = type.typeName
        default: return nil
        }
        return IntentTarget(
            typeName: typeName, identifier: identifier, title: Choice(value: value, type: wrapper.valueType).title)
    }
}

private func performOpened<Intent: AppIntent>(_ intent: Intent) async throws -> Bool {
    _ = try await intent.perform()
    return true
}
