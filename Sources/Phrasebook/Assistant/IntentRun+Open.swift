import PhraseMatching

/// Open intents: the target a completed turn carries, and "open it" with nothing to point at.
extension IntentRun {
    /// What an open intent opens: its `target`, when it has a value.
    func target() -> IntentTarget? {
        guard intent.isOpenIntent, let parameter = intent.parameter(named: "target"), let value = values["target"]
        else { return nil }
        if let declared = descriptorParameter("target")?.valueType,
            case .string(let identifier)? = declared.canonical(value)
        {
            let typeName: String
            switch declared.unwrapped {
            case .entity(let type): typeName = type.typeName
            case .enumeration(let type): typeName = type.typeName
            default: return nil
            }
            return IntentTarget(
                typeName: typeName, identifier: identifier, title: Choice(value: value, type: declared).title)
        }
        guard case .string(let identifier)? = value as? ParameterValue else { return nil }
        switch parameter.type {
        case .entity(let name):
            let title = appModel?.entityModel(named: name)?.values.first { $0.id == identifier }?.title ?? identifier
            return IntentTarget(typeName: name, identifier: identifier, title: title)
        case .enumeration(let name):
            let title = appModel?.enumModel(named: name)?.cases.first { $0.value == identifier }?.title ?? identifier
            return IntentTarget(typeName: name, identifier: identifier, title: title)
        default:
            return nil
        }
    }

    /// Whether the request is "open it" (an open intent's pointing phrasing) with nothing on
    /// screen or returned to point at: not understood, rather than a question about what to open.
    var pointsAtNothing: Bool {
        intent.isOpenIntent && match.phrase == OpenIntentPhrases.pointing && values["target"] == nil
            && !choices.contains { $0.parameter == "target" }
    }
}
