/// One option offered: how it is named, and the value it stands for.
struct Choice: Sendable {
    var title: String
    var subtitle: String?
    var synonyms: [String] = []
    var value: any Sendable

    init(title: String, subtitle: String? = nil, synonyms: [String] = [], value: any Sendable) {
        self.title = title
        self.subtitle = subtitle
        self.synonyms = synonyms
        self.value = value
    }

    /// An option for a Swift value: an entity's or enum case's display representation, or its text.
    init(value: any Sendable, type: IntentValueType) {
        if let entity = value as? any AppEntity {
            let shown = entity.displayRepresentation
            self.init(
                title: shown.title.key, subtitle: shown.subtitle?.key, synonyms: shown.synonyms.map(\.key), value: value
            )
        } else if case .enumeration(let enumType) = type.unwrapped, let shown = enumType.representation(of: value) {
            self.init(
                title: shown.title.key, subtitle: shown.subtitle?.key, synonyms: shown.synonyms.map(\.key), value: value
            )
        } else {
            self.init(title: String(describing: value), value: value)
        }
    }
}
