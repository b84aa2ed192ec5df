import Phrasebook

extension AppSchema {
    /// Messages: writing, sending and managing chat messages. Apple requires an app to adopt all of it.
    public static var messages: MessagesSchemas { MessagesSchemas.shared }
}

private let domain = SchemaDomain("messages", tier: .primary)

/// The messages domain's schemas: `.messages.sendMessage`, `.messages.conversation`, ….
///
/// Apple's `MessageDestination` is a type each app defines (a person, people or a conversation);
/// Phrasebook reads it as `[Person]`. draftMessage, unsendMessage and setMessageReadStatus take
/// the shapes seen in third-party adoptions (not verified against Apple's). The enums'
/// cases are Phrasebook's: Apple lists none.
public struct MessagesSchemas: Sendable, SchemaCollection {
    static let shared = MessagesSchemas()

    /// Opens the app to start or continue writing a message by hand.
    public let draftMessage = domain.intent(
        "draftMessage", "Opens the app to start or continue writing a message by hand.",
        [
            .optional("content", .string), .optional("destination", .people), .optional("subject", .string),
            .optional("attachments", .files), .optional("audioMessage", .file), .optional("locations", .list(.place)),
            .optional("links", .list(.url)), .optional("scheduledDate", .date),
        ],
        naming: .apple,
        examples: ["Start a message."],
        phrases: [
            "(start|begin|compose|draft|create) (a|an|a new|new) (message|text|text message)",
            "(start|begin|compose|draft) (a|an|a new|new) (message|text|text message) to {destination}",
            "(draft|prepare) (a|an) (message|text|reply) to {destination} (saying|about) {content}",
            "(continue|resume|finish) (my|the) (message|text) to {destination}",
            "open a new (message|text|conversation) [with {destination}]",
            "(start|begin) a [new] (conversation|chat|group message) with {destination}",
            "I want to write (a|an) (message|text) [to {destination}]",
            "(start|compose|draft) (a|an) (message|text) with [the] subject {subject}",
        ])

    /// Sends a message to people or a group, now or at a scheduled time.
    public let sendMessage = domain.intent(
        "sendMessage", "Sends a message to people or a group, now or at a scheduled time.",
        [
            .optional("content", .string), .required("destination", .people), .optional("subject", .string),
            .optional("attachments", .files), .optional("audioMessage", .file), .optional("locations", .list(.place)),
            .optional("links", .list(.url)), .optional("scheduledDate", .date),
        ],
        returns: .list(.schema("messages.message")), naming: .apple,
        examples: [
            "Send a message to John asking what time the party starts.",
            "Text the foodie group and ask, 'What time is dinner again?'",
        ],
        phrases: [
            "send (a|an) (message|text|text message|imessage) to [the] {destination} (asking|saying|that says|to say|telling them) {content}",
            "send (a|an) (message|text|text message) to [the] {destination}",
            "send [the|my] {destination} (a|an) (message|text) (saying|that says|asking|that|to say) {content}",
            "(text|message) [the] {destination} (that|saying|to say|to) {content}",
            "(text|message) [the] {destination} and (ask|say|tell them) {content}",
            "(text|message) [the] {destination} (asking|to ask) [(him|her|them)] [if|whether] {content}",
            "(text|message) [the] {destination}",
            "tell {destination} (that|to) {content}",
            "ask {destination} (if|whether) {content}",
            "let {destination} know [that] {content}",
            // "send … to …" alone is said of money, reports, tweets and emails: "text" says it is a message.
            "text {content} to [the] {destination}",
            "schedule (a|an) (message|text) to {destination} (for|on|at) {scheduledDate} (saying|that says) {content}",
            "send (a|an) (message|text) to {destination} with the subject {subject} (saying|that says) {content}",
            "send (a|the) link {links} to {destination}",
            // the recipient, then what to tell them: "text matt and tell him i will be late tonight", "send amy a text for me and tell her i need to meet"; a text with no one named yet.
            "(text|message) [the] {destination} [for me] and (tell|ask) (him|her|them) [(that|to|if|whether)] {content}",
            "(text|message) [the] {destination} [for me] and let (him|her|them) know [that] {content}",
            "send [the] {destination} (a|an) (message|text|text message) [for me] and (tell|ask) (him|her|them) [(that|to|if|whether)] {content}",
            "send (a|an) (message|text|text message) to [the|my] {destination} and (tell|ask) (him|her|them) [(that|to|if|whether)] {content}",
            "send (a|an) (message|text|text message) to [the] {destination} (telling|asking) (him|her) [(that|to|if|whether)] {content}",
            "(send|write) (a|an) [new] (text|text message) [for me]",
            "(I need to|I have to|I want to) send (a|an) (text|text message) [to {destination}]",
            // the message right after the person, as people say it: "text mom where are you", "send mom a text i'll be late"
            // ("send a text to {destination} {content}" read "asking if …" as the message, over the phrase that says "asking").
            "(text|message) [the|my] {destination} {content}",
            "send [the|my] {destination} (a|an) (message|text|text message) {content}",
            // the person named after "and tell", or the message announced: "send a text and tell chris i'm not working today", "send a text to brooklyn with the message that i will see them later".
            "send (a|an) (message|text|text message) and (tell|ask) [the|my] {destination} [(that|to|if|whether)] {content}",
            "send (a|an) (message|text|text message) to [the|my] {destination} with the message [that] {content}",
        ])

    /// Changes the text of a message already sent.
    public let editSentMessage = domain.intent(
        "editSentMessage", "Changes the text of a message already sent.",
        [
            .required("message", .schema("messages.message")), .required("content", .string),
            .added("previousContent", .string),
        ],
        naming: .apple,
        examples: ["Edit my last message to say 'Good morning!' instead of 'Hello!'"],
        phrases: [
            "(edit|change) [the|my] {message} to (say|read) {content} [instead of {previousContent}]",
            "(edit|change|fix|correct) my (last|previous|latest) (message|text) to (say|read) {content} [instead of {previousContent}]",
            "change my (last|previous) (message|text) to {content}",
            "(edit|fix|correct) my (last|previous|latest) (message|text)",
            "(change|replace) {previousContent} (to|with) {content} in my (last|previous) (message|text)",
            "change what I (just|) (said|sent|wrote) to {content}",
            "(edit|change) the (message|text) I just sent [to (say|read) {content}]",
            "(edit|fix) (that|this|the) (message|text)",
        ])

    /// Takes back a message already sent.
    public let unsendMessage = domain.intent(
        "unsendMessage", "Takes back a message already sent.",
        [.required("message", .schema("messages.message"))], naming: .apple,
        examples: ["Unsend my last message."],
        phrases: [
            "unsend [the|my] {message}",
            "unsend my (last|previous|latest) (message|text)",
            "(take back|retract|recall|pull back) my (last|previous|latest) (message|text)",
            "(unsend|take back) (that|this|the) (message|text)",
            "(delete|remove) the (message|text) I just sent",
            "undo (sending|send) [that|my last] (message|text)",
            "unsend the (message|text) (to|for) [the|my] {message}",
            "(unsend|take back) what I (just|) (said|sent|wrote)",
        ])

    /// Marks a message read or unread.
    public let setMessageReadStatus = domain.intent(
        "setMessageReadStatus", "Marks a message read or unread.",
        [.required("message", .schema("messages.message")), .required("isRead", .bool)], naming: .apple,
        examples: ["Mark the message from the lawyer as unread."],
        phrases: [
            "mark [the|my] {message} as read".setting("isRead", to: true),
            "mark [the|my] {message} as unread".setting("isRead", to: false),
            "mark the (message|text|conversation) from [the|my] {message} as read".setting("isRead", to: true),
            "mark the (message|text|conversation) from [the|my] {message} as unread".setting("isRead", to: false),
            "mark (this|that|it) as read".setting("isRead", to: true),
            "mark (this|that|it) as unread".setting("isRead", to: false),
            "mark (this|that|the) (message|text|conversation) as read".setting("isRead", to: true),
            "mark (this|that|the) (message|text|conversation) as unread".setting("isRead", to: false),
            "mark all [of] [my] (messages|texts) as read".setting("isRead", to: true),
            "(leave|keep) {message} [as] unread".setting("isRead", to: false),
            // "make … read" needs a word for the message: bare, it read "can you make me a list of good books to read".
            "(set|make) [the|my|this|that] {message} (message|messages|text|texts|conversation) [as] read".setting(
                "isRead", to: true),
            "(set|make) [the|my|this|that] {message} (message|messages|text|texts|conversation) [as] unread".setting(
                "isRead", to: false),
            "mark (messages|texts) from [the|my] {message} as read".setting("isRead", to: true),
            "mark (messages|texts) from [the|my] {message} as unread".setting("isRead", to: false),
        ])

    /// A conversation with one person or a group.
    public let conversation = domain.entity(
        "conversation", "A conversation with one person or a group.",
        [
            .required("id", .string), .required("recipients", .list(.schema("messages.messagePerson"))),
            .required("displayName", .string), .required("previewText", .string),
            .optional("conversationName", .string),
            .required("isRead", .bool), .required("attributes", .list(.schema("messages.conversationAttribute"))),
            .optional("dateLastActive", .date),
        ],
        naming: .apple)

    /// Content an app attaches to messages in a form of its own, such as a sticker or a payment.
    public let customAttachment = domain.entity(
        "customAttachment", "Content an app attaches to messages in a form of its own, such as a sticker or a payment.",
        [.required("id", .string), .required("title", .string), .optional("url", .url)])

    /// A message of a conversation.
    public let message = domain.entity(
        "message", "A message of a conversation.",
        [
            .required("id", .string), .required("messageType", .schema("messages.messageType")),
            .required("author", .schema("messages.messagePerson")), .required("isRead", .bool),
            .required("attributes", .list(.schema("messages.messageAttribute"))),
            .required("conversation", .schema("messages.conversation")), .required("date", .date),
            .optional("subject", .string), .optional("body", .string), .required("attachments", .files),
            .optional("audioMessage", .file),
            .required("customAttachments", .list(.schema("messages.customAttachment"))),
            .required("locations", .list(.place)), .required("links", .list(.system("LinkMetadata"))),
            .optional("messageEffect", .schema("messages.messageEffect")),
            .optional("reaction", .system("ReadReaction")),
            .optional("referencedMessage", .schema("messages.message")), .optional("notificationIdentifier", .string),
        ],
        naming: .apple)

    /// A person taking part in conversations.
    public let messagePerson = domain.entity(
        "messagePerson", "A person taking part in conversations.",
        [.required("id", .string), .required("person", .person)], naming: .apple)

    /// A state of a conversation.
    public let conversationAttribute = domain.enumeration(
        "conversationAttribute", "A state of a conversation.", cases: ["pinned", "muted", "group", "unread"])

    /// A reaction to a message.
    public let customReaction = domain.enumeration(
        "customReaction", "A reaction to a message.",
        cases: ["love", "like", "dislike", "laugh", "emphasize", "question"])

    /// A state of a message.
    public let messageAttribute = domain.enumeration(
        "messageAttribute", "A state of a message.", cases: ["delivered", "read", "edited", "unsent", "scheduled"])

    /// An effect a message is sent with.
    public let messageEffect = domain.enumeration(
        "messageEffect", "An effect a message is sent with.",
        cases: ["slam", "loud", "gentle", "invisibleInk", "balloons", "confetti", "fireworks", "lasers"])

    /// What a message holds.
    public let messageType = domain.enumeration(
        "messageType", "What a message holds.", cases: ["text", "audio", "attachment", "location", "link"])
}
