import Phrasebook

extension AppSchema {
    /// Presentation: building slides and presenting them (Shortcuts only).
    public static var presentation: PresentationSchemas { PresentationSchemas.shared }
}

private let domain = SchemaDomain("presentation", tier: .shortcutsOnly)

/// The presentation domain's schemas: `.presentation.create`, `.presentation.slide`, ….
///
/// Apple documents no parameters for this domain; Phrasebook defines them. Media arrive as
/// files or web addresses; the slide is the current one unless named.
public struct PresentationSchemas: Sendable, SchemaCollection {
    static let shared = PresentationSchemas()

    /// Adds an audio file to a slide.
    public let addAudioToSlide = domain.intent(
        "addAudioToSlide", "Adds an audio file to a slide.",
        [.required("audio", .file), .optional("slide", .schema("presentation.slide"))],
        phrases: [
            "add (audio|sound|music|a sound|an audio clip) to (this|the|the current) slide",
            "(add|insert|put) (this|the) (audio|recording|sound) (on|in|into) (this|the) slide",
        ])

    /// Adds a comment to a slide.
    public let addCommentToSlide = domain.intent(
        "addCommentToSlide", "Adds a comment to a slide.",
        [.required("comment", .string), .optional("slide", .schema("presentation.slide"))],
        phrases: [
            "(add|leave|write) a comment (on|to) (this|the) slide (saying|that says) {comment}",
            "comment {comment} on (this|the) slide",
            "(add|leave) a comment (saying|that says) {comment}",
        ])

    /// Adds an image to a slide.
    public let addImageToSlide = domain.intent(
        "addImageToSlide", "Adds an image to a slide.",
        [.required("image", .file), .optional("slide", .schema("presentation.slide"))],
        phrases: [
            "(add|insert|put) (an|a|this|the) (image|picture|photo) (to|on|in|into) (this|the) slide",
            "add (an|a) (image|picture|photo) to [the] slide",
        ])

    /// Adds a text box to a slide, with text when given.
    public let addTextBoxToSlide = domain.intent(
        "addTextBoxToSlide", "Adds a text box to a slide, with text when given.",
        [.optional("text", .string), .optional("slide", .schema("presentation.slide"))],
        phrases: [
            "(add|insert) a text box [to (this|the) slide]",
            "(add|insert) a text box (saying|that says|with) {text}",
        ])

    /// Embeds a web video in a slide.
    public let addWebVideoToSlide = domain.intent(
        "addWebVideoToSlide", "Embeds a web video in a slide.",
        [.required("url", .url), .optional("slide", .schema("presentation.slide"))],
        phrases: [
            "(add|embed) {url} (to|on|in) (this|the) slide",
            "(add|insert|embed) (a|an) (web|online) video (to|on|into) (this|the) slide",
        ])

    /// Creates a presentation, from a template when given.
    public let create = domain.intent(
        "create", "Creates a presentation, from a template when given.",
        [.optional("title", .string), .optional("template", .schema("presentation.template"))],
        returns: .schema("presentation.document"),
        phrases: [
            "(create|make|start) (a|an) [new] (presentation|slideshow|deck|slide deck)",
            "(create|make|start) (a|an) [new] (presentation|slideshow|deck) (called|named|titled|about) {title}",
            "(create|make) (a|an) [new] (presentation|deck) (using|with|from) the {template} template",
        ])

    /// Adds a slide.
    public let createSlide = domain.intent(
        "createSlide", "Adds a slide.",
        [.optional("title", .string), .optional("document", .schema("presentation.document"))],
        returns: .schema("presentation.slide"),
        phrases: [
            "(add|create|insert|make) (a|an) [new] slide",
            "(add|create|insert) (a|an) [new] slide (called|titled|named) {title}",
        ])

    /// Deletes slides.
    public let deleteSlide = domain.intent(
        "deleteSlide", "Deletes slides.",
        [.required("entities", .list(.schema("presentation.slide")))],
        phrases: [
            "(delete|remove) (this|the|the current) slide",
            "(delete|remove) slide {entities}",
        ])

    /// Opens a presentation.
    public let open = domain.intent(
        "open", "Opens a presentation.",
        [.required("target", .schema("presentation.document"))],
        phrases: [
            "open [the|my] {target} (presentation|slideshow|deck|slide deck)",
            "open [the] (presentation|deck) (called|named) {target}",
        ])

    /// Shows a slide.
    public let openSlide = domain.intent(
        "openSlide", "Shows a slide.",
        [.required("target", .schema("presentation.slide"))],
        phrases: [
            "(go to|open|show|jump to) slide {target}",
            "(go to|show) the (next|previous|first|last) slide",
        ])

    /// Sets a slide's title.
    public let setSlideTitle = domain.intent(
        "setSlideTitle", "Sets a slide's title.",
        [.required("title", .string), .optional("slide", .schema("presentation.slide"))],
        phrases: [
            "(set|change) the slide title to {title}",
            "(title|call|name) (this|the) slide {title}",
            "(rename|retitle) (this|the) slide [to] {title}",
        ])

    /// Starts presenting, from a slide when given.
    public let startPlayback = domain.intent(
        "startPlayback", "Starts presenting, from a slide when given.",
        [.optional("target", .schema("presentation.document")), .optional("slide", .schema("presentation.slide"))],
        phrases: [
            "(start|play|begin) (the|this|my) (presentation|slideshow|deck)",
            "(start|begin) presenting",
            "start the (presentation|slideshow) from slide {slide}",
        ])

    /// Stops presenting.
    public let stopPlayback = domain.intent(
        "stopPlayback", "Stops presenting.",
        phrases: [
            "(stop|end|exit|quit) (the|this) (presentation|slideshow|playback)",
            "stop presenting",
        ])

    /// Renames a presentation.
    public let update = domain.intent(
        "update", "Renames a presentation.",
        [.required("target", .schema("presentation.document")), .required("title", .string)],
        phrases: [
            "rename (this|the|my) (presentation|deck|slideshow) to {title}",
            "rename [the|my] {target} (presentation|deck) to {title}",
        ])

    /// A presentation.
    public let document = domain.entity(
        "document", "A presentation.",
        [.required("id", .string), .required("title", .string), .optional("modificationDate", .date)])
    /// A slide of a presentation.
    public let slide = domain.entity(
        "slide", "A slide of a presentation.",
        [.required("id", .string), .optional("title", .string), .required("index", .int)])
    /// A design to start a presentation from.
    public let template = domain.entity(
        "template", "A design to start a presentation from.", [.required("id", .string), .required("title", .string)])
}
