/// A result card as data (in place of Apple's SwiftUI snippet views, which Linux has no way to
/// draw): a title, a subtitle, an image name and labelled fields, for the front end to lay out.
///
/// ```swift
/// func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
///     .result(dialog: "Ordered.", snippet: IntentSnippet(title: "Clam Chowder", subtitle: "Soup Chef",
///         imageName: "cup.and.saucer", fields: [.init(label: "Quantity", value: "2")]))
/// }
/// ```
/// A manifest intent gives one with its `snippet` key, `{parameter}` placeholders filled in.
public struct IntentSnippet: Sendable, Hashable {
    /// A labelled value on the card.
    public struct Field: Sendable, Hashable {
        /// What the value is ("Quantity").
        public var label: String
        /// The value as shown ("2").
        public var value: String
        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }
    }

    /// The card's heading.
    public var title: String
    /// A line under the heading.
    public var subtitle: String?
    /// An SF Symbol name or an image the front end knows by name.
    public var imageName: String?
    /// Labelled values, in order.
    public var fields: [Field]

    public init(title: String, subtitle: String? = nil, imageName: String? = nil, fields: [Field] = []) {
        self.title = title
        self.subtitle = subtitle
        self.imageName = imageName
        self.fields = fields
    }

    /// A card showing an entity: its display representation's title, subtitle and image.
    public init(entity: some AppEntity, fields: [Field] = []) {
        let shown = entity.displayRepresentation
        self.init(
            title: shown.title.key, subtitle: shown.subtitle?.key, imageName: shown.image?.systemName, fields: fields)
    }

    /// The card as `chat --json` and `serve` write it: `{"title", "subtitle", "imageName", "fields": [{"label", "value"}]}`.
    public var json: JSONValue {
        .object(
            JSONObject([
                ("title", .string(title)), ("subtitle", subtitle.map(JSONValue.string) ?? .null),
                ("imageName", imageName.map(JSONValue.string) ?? .null),
                (
                    "fields",
                    .array(
                        fields.map {
                            .object(JSONObject([("label", .string($0.label)), ("value", .string($0.value))]))
                        })
                ),
            ]))
    }

    /// Every text with `transform` applied (placeholders filled in).
    func mapText(_ transform: (String) -> String) -> IntentSnippet {
        IntentSnippet(
            title: transform(title), subtitle: subtitle.map(transform), imageName: imageName,
            fields: fields.map { Field(label: transform($0.label), value: transform($0.value)) })
    }
}

/// A result that shows a snippet (Apple's `ShowsSnippetView`); here the snippet is data, an ``IntentSnippet``.
public protocol ShowsSnippetView: IntentResult {}

extension IntentResultContainer: ShowsSnippetView {}

extension IntentResult where Self == IntentResultContainer<Never> {
    /// A result that shows `snippet`, saying `dialog` when given.
    public static func result(dialog: IntentDialog? = nil, snippet: IntentSnippet) -> Self {
        IntentResultContainer(dialog: dialog, value: nil, snippet: snippet)
    }
}

extension IntentResult {
    /// A result that returns `value`, shows `snippet` and says `dialog` when given.
    public static func result<Value: Sendable>(value: Value, dialog: IntentDialog? = nil, snippet: IntentSnippet)
        -> Self where Self == IntentResultContainer<Value>
    {
        IntentResultContainer(dialog: dialog, value: value, snippet: snippet)
    }
}
