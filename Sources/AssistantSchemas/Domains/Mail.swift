import Phrasebook

extension AppSchema {
    /// Mail: composing, sending and organizing email. Apple requires an app to adopt all of it.
    public static var mail: MailSchemas { MailSchemas.shared }
}

private let domain = SchemaDomain("mail", tier: .primary)

/// The mail domain's schemas: `.mail.createDraft`, `.mail.account`, ….
///
/// Apple documents createDraft, replyMail, sendDraft and openDraft; the other intents' parameters
/// come from a production adoption of the schema. `cc`, `bcc` and `attachments` are
/// optional here (an empty list is fine), while `to` stays required where Apple makes it so.
public struct MailSchemas: Sendable, SchemaCollection {
    static let shared = MailSchemas()

    /// Starts a new email draft, with recipients, a subject and a body when given.
    public let createDraft = domain.intent(
        "createDraft", "Starts a new email draft, with recipients, a subject and a body when given.",
        [
            .required("to", .people), .optional("cc", .people), .optional("bcc", .people),
            .optional("subject", .string),
            .optional("body", .string), .optional("account", .schema("mail.account")), .optional("attachments", .files),
        ],
        returns: .schema("mail.draft"), naming: .apple,
        examples: ["Compose a mail.", "Write an email to example@example.com about photos from team dinner."],
        phrases: [
            "(compose|write|draft|start|create) (a|an|a new|new) (email|mail|e-mail)",
            "(compose|write|draft|send|start) (a|an|a new|new) (email|mail|e-mail) to {to}",
            "(write|send|compose|draft) [a|an] (email|mail|e-mail) to {to} (about|regarding|re) {subject}",
            // the mail said as the way of writing: "write to my teacher by email that i will miss class".
            "(write|send word|write a note) to [my|the] {to} (by|via|through|over) (email|mail|e-mail) (that|saying) {body}",
            "(write|send|compose|draft) (a|an) (email|mail|e-mail) to {to} (saying|that says|to say|telling them) {body}",
            "(write|send|compose|draft) [a|an] (email|mail|e-mail) to {to} with [the] subject {subject} [(saying|that says|and say) {body}]",
            "(write|send|draft) (a|an) (email|mail) (about|regarding) {subject} to {to}",
            "(email|mail|e-mail) {to}",
            "(email|mail|e-mail) {to} (about|regarding|re) {subject}",
            "(email|mail|e-mail) {to} (saying|that says|to say|and say|and tell them) {body}",
            "(email|mail|e-mail) {to} [and] (cc|copy) {cc} [and bcc {bcc}] (about|regarding) {subject}",
            "(email|mail|e-mail) {to} (about|regarding) {subject} and (cc|copy) {cc} [and bcc {bcc}]",
            "(send|write|drop|shoot) {to} (a|an) (email|mail|note) [(about|regarding) {subject}]",
            "(write|send|draft) (a|an) (email|mail) to {to} from [my] {account} account",
            "(compose|write|draft|send|start|create|prepare|open) [me] [a|an|a new|new|the|this] (email|mail|e-mail) (to|for) {to}",
            "(compose|write|draft|send|create) [a|an|the] (email|mail|e-mail) to {to} (that|saying|to say|that says|and say|telling (him|her|them) [that]|and tell (him|her|them) [(that|to)]|and let (him|her|them) know [that]|asking [(him|her|them)]|and ask [(him|her|them)]) {body}",
            "(email|mail|e-mail) {to} (that|and tell (him|her|them) [(that|to)]|and let (him|her|them) know [that]|asking [(him|her|them)]|and ask [(him|her|them)]) {body}",
            "send {to} (a|an) (email|mail|e-mail) (saying|that says|that) {body}",
            "send (a|an) {subject} (email|mail) to {to}",
            "(send|write|compose|draft|start) (a|an|an new|a new|new) (email|mail|e-mail) [for me]",
            "(I need to|I want to|I'd like to|help me|I have to) (send|write|compose) (a|an) (email|mail|e-mail) [to {to}]",
            "(email|mail) {to} (about|regarding) {subject} (saying|and say|that) {body}",
            // what the email is about, and the recipient told by email.
            "(send|write) [a|an] (email|mail|e-mail) to [my] {to} (regarding|about) {subject}",
            "(send|write) [a|an] (email|mail|e-mail) to [my] {to} (wishing|asking|inviting) {body}",
            "tell {to} (that|to) {body} (through|by|via|over|in an|in a) (email|mail|e-mail)",
            "(send|write) {to} (a|an|the following) (email|mail|e-mail)",
            // recipients and purposes said another way: "send an email to my assistant clara to cancel all appointments".
            "(send|write) [a|an] (email|mail|e-mail) to [my] {to} (to|asking (him|her|them) to) {body}",
            "I need (a|an) (email|mail) (to be sent|sent) to {to} [(about|regarding) {subject}]",
            "(create|write|compose|prepare) (a|an) (email|mail) (that needs to go out|that has to go|to be sent|to go out) to {to}",
            "(email|mail) {to} [and] (add|with) [the] following (content|message|text) {body}",
            "(send|write|compose) [a|an|the] (email|mail|e-mail) (for me|to a new (email|mail) address|to {to})",
            "(please|can you|could you|will you|would you) (send|sent|write) (this|the|an|a) (email|mail) to [my] {to}",
            // the body right after the person, as people say it: "send mail to mom i am on my way" (a bare
            // "email {to} {body}" read addresses and contacts being added as mail).
            "(send|write|compose) [a|an|the] [new|following] (email|mail|e-mail) to [my] {to} {body}",
            "send [my] {to} (a|an) (email|mail|e-mail) {body}",
            // an email wanted for someone, or what to tell them by email: "i want to email my supervisor", "tell chris i will be late through email".
            "(I want to|I need to|I'd like to|I have to|I would like to) (email|mail|e-mail|write to|send an email to|send a mail to) [my] {to}",
            "tell {to} {body} (through|by|via|over|in an|in a) (email|mail|e-mail)",
            // what is mailed said before the person, and a letter written to someone: "email the report to my manager", "write to john and tell him i can't make it".
            "(email|e-mail) [the|my|this|these] {subject} to [my] {to}",
            "write to [my] {to} (and tell (him|her|them) [that]|and let (him|her|them) know [that]|saying|to say) {body}",
            // someone let know by email: "let my boss know by email that i'm sick".
            "let [my] {to} know (by|via|through|over|in an|in a) (email|mail|e-mail) [that] {body}",
            "let [my] {to} know {body} (by|via|through|over|in an|in a) (email|mail|e-mail)",
            // someone told by email with the message last: "tell john by email that i am late".
            "tell [my] {to} (by|via|through|over|in an|in a) (email|mail|e-mail) [that] {body}",
            // a new email opened to write: "open a new email to john".
            "(open|start|begin|pull up|bring up) (a|an) (new|blank|fresh) (email|mail|e-mail|email message|mail message) [(to|for) {to}]",
            // a message sent as mail: "send a message by email to john", "send message via email".
            "(send|write|compose) [a|an] (message|note|letter) (via|by|through|over|as an|as a|in an) (email|mail|e-mail) [to [my] {to}]",
            "(send|write|compose) [a|an] (message|note|letter) to [my] {to} (via|by|through|over|as an|in an) (email|mail|e-mail)",
        ])

    /// Changes a draft's recipients, subject, body, account or attachments.
    public let updateDraft = domain.intent(
        "updateDraft", "Changes a draft's recipients, subject, body, account or attachments.",
        [
            .required("target", .schema("mail.draft")), .optional("to", .people), .optional("cc", .people),
            .optional("bcc", .people),
            .optional("subject", .string), .optional("body", .string), .optional("account", .schema("mail.account")),
            .optional("attachments", .files),
        ],
        naming: .apple,
        examples: ["Add example@example.com to recipients.", "Set subject to coffee session."],
        phrases: [
            "add {to} to [the] (recipients|recipient list|to line|to field)",
            "(add|include) {to} as (a recipient|recipients)",
            "(set|change|make) [the] subject [line] to {subject}",
            "(change|set) the subject of [the|my] {target} to {subject}",
            "(cc|copy) {cc} [on (this|the) (email|mail|draft)]",
            "(bcc|blind copy) {bcc} [on (this|the) (email|mail|draft)]",
            "(set|change|replace) the (body|text|message) [of (this|the) (email|mail|draft)] (to|with) {body}",
            "add {body} to the (body|end of the email|end of the draft)",
            "(address|send) (this|it|the draft) to {to} instead",
            "(switch|change) the (account|sender) to [my] {account} [account]",
        ])

    /// Saves the draft being written, to finish later.
    public let saveDraft = domain.intent(
        "saveDraft", "Saves the draft being written, to finish later.",
        [.required("target", .schema("mail.draft"))], naming: .apple,
        examples: ["Draft this email for later.", "Save it."],
        phrases: [
            "save (it|this|this email|this mail|this draft|the draft|my draft)",
            "save (it|this) (as a draft|for later|to drafts|to my drafts)",
            "draft (this|the|my) (email|mail|message) for later",
            "keep (this|it) as a draft",
            "(save|store|put) (this|the) (email|mail) in [my] drafts",
            "(save|keep) my (email|draft|progress) for later",
            "put (this|it) in [my] drafts",
            "I'll finish (this|it) later",
        ])

    /// Opens a saved draft to continue writing it.
    public let openDraft = domain.intent(
        "openDraft", "Opens a saved draft to continue writing it.",
        [.required("target", .schema("mail.draft"))], naming: .apple,
        examples: ["Open the draft email to John and James."],
        phrases: [
            "open [the|my] draft [email|mail] (to|for|about) [the|my] {target}",
            "open [the|my] (email|mail) draft (to|for|about) [the|my] {target}",
            "(show|show me|pull up|bring up) [the|my] draft [email|mail] (to|for|about) [the|my] {target}",
            "(continue|resume|keep) (writing|working on) [the|my] (draft|email|mail) (to|for|about) [the|my] {target}",
            "go back to [the|my] draft [email|mail] (to|for|about) [the|my] {target}",
            "finish [the|my] draft [email|mail] (to|for|about) [the|my] {target}",
            "open [the|my] (last|latest|most recent) draft",
            "open [the|my] (last|latest|most recent) (unsent|unfinished) (email|mail)",
        ])

    /// Deletes drafts.
    public let deleteDraft = domain.intent(
        "deleteDraft", "Deletes drafts.",
        [.required("entities", .list(.schema("mail.draft")))], naming: .apple,
        examples: ["Delete this draft.", "Trash my most recent draft."],
        phrases: [
            "(delete|trash|discard|remove) (this|that|the) draft",
            "(delete|trash|discard|remove) (this|that|the) (email|mail) draft",
            "(delete|trash|discard|remove) my (most recent|latest|last) draft",
            "(delete|trash|discard) [the|my] draft [email|mail] (to|for|about) [the|my] {entities}",
            "(throw away|get rid of|scrap) (this|the|that|my) draft",
            "(delete|trash|discard|clear) all [of] my drafts",
            "discard (this|it)",
            "(never mind|forget it) (delete|discard|trash) (this|the) draft",
        ])

    /// Sends a draft now, or at a later date.
    public let sendDraft = domain.intent(
        "sendDraft", "Sends a draft now, or at a later date.",
        [.required("target", .schema("mail.draft")), .optional("sendLaterDate", .date)], naming: .apple,
        examples: ["Send this email.", "Send this email tomorrow at 9 PM."],
        phrases: [
            "send (this|the|my) (email|mail|draft)",
            "send (this|the|my) (email|mail|draft) {sendLaterDate}",
            "[go ahead and] send it [now]",
            "send it {sendLaterDate}",
            "schedule (this|the|my) (email|mail|draft) (for|to send) {sendLaterDate}",
            "(send|deliver) (this|it) (now|right away|right now)",
            "send [the|my] draft [email|mail] (to|for|about) [the|my] {target}",
            "send (this|the) (email|mail) later (at|on) {sendLaterDate}",
        ])

    /// Opens a received or sent email.
    public let openMessage = domain.intent(
        "openMessage", "Opens a received or sent email.",
        [.required("target", .schema("mail.message"))], naming: .apple,
        examples: ["Open the email about team offsite instructions."],
        phrases: [
            "open the (email|mail|message) (about|from|regarding) [the|my] {target}",
            // mail asked about by when it came: "when did dave email me".
            "(when|what time) did {target} (email|e-mail|mail|write) me [last]",
            "(show|show me|find|pull up|bring up) the (email|mail) (about|from|regarding) [the|my] {target}",
            "read [me] the (email|mail) (about|from|regarding) [the|my] {target}",
            "go to the (email|mail) (about|from|regarding) [the|my] {target}",
            "open [the] (email|mail) (called|titled|with the subject) {target}",
            "open (the|my) (latest|last|most recent|newest) (email|mail) from [the|my] {target}",
            "open [my] (latest|last|most recent|newest) (email|mail)",
            "open (this|that) (email|mail)",
            // checking mail, which opens the newest message.
            "(check|read|open|show me|look at|scan|refresh|update|go through|see|let me see|pull up|bring up) [my|the] (email|emails|mail|mails|inbox|mailbox|e-mail|e-mails)",
            "(check|read|show me|open|list|tell me|read me|see|let me see) [my|the|any|all] [new|latest|recent|unread|last] (emails|mails|e-mails)",
            "(check|read|show me|open|tell me|read me) [my|the] (new|latest|recent|unread|last) (email|mail|e-mail)",
            "(do I have|are there|have I got|have I gotten|have I received|did I get|did I receive|is there) (any|a|new|some) [new|unread|recent] (email|emails|mail|mails|e-mail|e-mails)",
            "(any|all|some) (new|unread|recent) (email|emails|mail|mails|e-mails)",
            "(what is|what's|what was) [the|my] (last|latest|most recent|newest) (email|mail) [I (got|received)]",
            "how many [new|unread|recent|latest] (emails|mails) (do I have|have I got|did I get)",
            "(check|look) [my|the] (email|emails|mail|inbox) for [new|recent|latest|unread] (emails|mail|messages) from [the|my] {target}",
            "(do I have|are there|is there|did I get|have I got|have I gotten|have I received|did I receive) [a|an|any] [new|unread|recent] (email|emails|mail|mails|e-mail) (from|about|regarding) [the|my] {target}",
            "(check|show me|read|read me|pull up|list|open|display|find|see|let me see|look for|search for) [all] [my|the] [new|latest|recent|unread|newest] (email|emails|mail|mails) (from|about|regarding|sent by) [the|my] {target}",
            "(did|has) [the|my] {target} (email|emailed|e-mail|e-mailed|write|written|reply to|replied to) me",
            "(did|has) [the|my] {target} (send|sent|write|written) me (a|an|any) [new|recent|latest|unread] (email|emails|mail|e-mail)",
            "(did|has) [the|my] {target} (send|sent|email|emailed|mail|mailed) me (anything|something) [new] [(today|yesterday|this morning|this week|recently|lately)]",
            "(what is|what's) (the|my) (latest|last|newest|most recent) (email|mail) from [the|my] {target}",
            "how many [new|unread|recent|latest] (emails|mails) [do I have|have I got|did I get]",
            "(display|list|show me) [my|the] (new|latest|newest|recent|unread) (emails|mails)",
            // asking about the inbox: "are there any unread messages in my inbox", "did bert write me today".
            "(do I have|are there|is there|have I got|did I get|any) [any] [new|unread|recent] (email|emails|mail|mails|messages|entries) (in|on) [my|the] (inbox|mailbox|email|mail)",
            "(check|see|tell me|let me know|show me) (if|whether) (there is|there are|there's|I have|I've got|I got|I received) (a|an|any) [new|unread|recent] (email|emails|mail|mails) [(from|about|regarding) [the|my] {target}]",
            "(check|see|tell me) (if|whether) [the|my] {target} (has emailed|emailed|has written|wrote|sent) me [(a|an|any) (email|emails|mail)]",
            "(did|has) [the|my] {target} (email|emailed|e-mail|e-mailed|write|written|reply|replied|mail|mailed) me (today|yesterday|recently|yet|this (morning|afternoon|week)|back)",
            "(read|show|show me|read me|check) [the|my] (new|latest|last|recent|unread) (messages|emails|mails) (from|by) [the|my] {target}",
            "(what|which) (new|unread|recent|latest) (emails|messages|mails) (do I have|have I got|did I get)",
            "(what|which) (new|recent|latest|unread) (emails|messages|mails) (do I have|have I got|did I get) from [the|my] {target}",
            "(what are|what's|what is) my (new|newest|latest|recent|unread) (emails|mails|email|mail)",
            "(tell|inform|update) me (of|about|on) my [new|unread|latest] (emails|mails|email|mail|inbox)",
            "(give me|give) [me] [a|an] [quick|short|last minute] update on [my|the] [new|incoming|unread|latest] (emails|mails|email|mail|inbox) [please]",
            "let me know (of|about) [my|any] (new|unread|latest) (emails|mails|email|mail)",
            "how many (emails|mails) [do I have] [today]",
            "(are there|do I have|have I got) any (emails|mails) I (haven't|have not) read [yet]",
            "(who|who's|who has) (emailed|e-mailed|written) me [recently|today|lately]",
            "who (sent|has sent) me (an|a|any|this|that|the) (email|mail|emails|mails) [(recently|today|lately|this morning|yesterday)]",
            "who was the last person to (email|e-mail|write) me",
            "(what is|what's) the (email|mail) I (got|received) from [the|my] {target}",
            "(check|scan|search) [my|the] (inbox|email|emails|mail) for [any|all] [new|unread|recent|latest] (emails|mail|mails|messages) (from|by|of) [the|my] {target}",
            "(check|read|show me) (any|all) [new|unread|recent|latest] (email|emails|mail|mails) (from|of|by) [the|my] {target}",
            "(show|show me|find|read|read me) [my|the] (unread|new|unchecked) [new|unread|recent|latest] (email|emails|mail|mails)",
            "any new (email|emails|mail|mails) since [the] last time",
            "(tell me|let me know) how many [new|unread|recent|latest] (emails|mails) I have",
            "(check|see) (if|whether) [the|my] {target} (has replied|replied|has responded|responded|has written back|wrote back) [to my (email|mail|emails)] [yet]",
            "(did I get|have I got|do I have|are there) any (replies|responses|answers) from [the|my] {target}",
            "(refresh|check|update) [my|the] inbox and (tell|inform|update) me [(of|about|on)] [any] [new|unread|recent|latest] (emails|mails)",
            // more questions about the inbox: "is there anything new in my email folder", "what is my email from steve about".
            "(is there|is there anything|anything) new in my (email|inbox|mail|mailbox) [folder]",
            "(any|are there any|have I got any|do I have any|did I get any) [new|unread|incoming|recent|latest] (emails|mails) (this morning|today|this afternoon|this evening|tonight|recently|lately|since this morning|in the last hour)",
            // mail that came in within a span, the span searched for: "any new emails after five pm", "have any emails come in since four today".
            "(any|are there any|have I got any|do I have any|did I get any|have I received any|some|are there some|do I have some|did I get some) [new|unread|incoming|recent|latest] (emails|mails) [(received|that came in|that arrived|come in|came in|arrived)] (after|since|in the last|within the last|during the last|over the last) {target}",
            "(have|did) any [new|recent|latest|unread] (emails|mails) (come in|came in|arrive|arrived|been received) (after|since|in the last|within the last) {target}",
            "how many [new|unread|recent|latest] (emails|mails) (do I have|have I got|did I get|came in|have come in) (in|within|during|over) the last {target}",
            "(did|has) [the|my] {target} (reply|replied|respond|responded|write back|written back) [to (me|my email|my mail)] (today|yesterday|this morning|this afternoon|this week|yet)",
            "how (is|does) my (inbox|email|mailbox) (looking|look) [(at the moment|right now|today)]",
            "(what is|what's|what was) [my|the] (email|mail) from [the|my] {target} about",
            "what (does|did) the (email|mail|message) (from|about) [the|my] {target} say",
            "(check|scan|search) [my|the] (email|emails|mail|inbox) for [the|an|any] {target}",
            "(did|has) [the|my] {target} (reply|replied|respond|responded) to any of my (emails|mails|messages) [(today|yesterday|this morning|this afternoon|this week|recently|lately)]",
            "how many [new|recent|latest|unread] (emails|mails) [have I got|do I have|came in] since I last checked",
            "(read|read me) [me] (any|an|my|the) (email|mail) [to me]",
            "(are|were) any of my [new|recent|latest|unread] (emails|mails) from [the|my] {target}",
            "(which|what) [new|recent|latest|unread] (emails|mails) (were|have been) received",
            "(pull up|show me|list|find) all [the] (emails|mails) (from|sent to me (from|by)|sent by) [the|my] {target}",
            "(list|show me|find) all [the] (emails|mails) (with|about) [the] subject {target}",
            "(check|read|open) [my|the] (email|emails|mail) (from|of|by) [the|my] {target}",
            // the last email of someone, what someone wrote, replies waited for, the inbox asked about: "read the last email from sarah", "what did john say in his email".
            "(check|read|read me|show me|open|pull up) [my|the] (last|most recent|previous) (email|emails|mail|mails) (from|sent by) [the|my] {target}",
            "(any|are there any|do I have any|did I get any|have I got any) [new|unread|recent|latest] (emails|mails|email|mail) from [the|my] {target} [(today|this morning|this afternoon|yet|recently|lately)]",
            "what did [the|my] {target} (say|write|want) in (his|her|their|the|that) (email|mail|last email)",
            "(check|see) (if|whether) I (got|have|received|have received|have got) (a|an|any) (reply|replies|answer|response|responses) from [the|my] {target}",
            "(what's|what is) (in|new in) my (inbox|mailbox|email)",
            // the inbox searched for what is unread, and what someone sent: "open email for unread mails", "did trey send any messages".
            "(check|open|look in|search) [my|the] (email|emails|mail|inbox|mailbox) for [any] (new|unread|recent) (emails|mails|messages|email|mail)",
            "(did|has) [the|my] {target} (send|sent) [me] (any|a|an) [new|recent|latest|unread] (messages|message|emails|email|mails|mail)",
            "[any|new|the] (emails|mails) (from|about|regarding) [the|my] {target}",
            // one new email asked about in a few words: "new email from john", "any unread mail from my boss".
            "(new|any|unread|latest|recent) (email|mail|e-mail) (from|about|regarding) [the|my] {target}",
            "(what's|what is) the subject of [my|the] (last|latest|newest|most recent) (email|mail)",
            // what came in, replies and what someone wrote about: "what emails did i get today", "did i get a reply from sarah", "what did my boss email me about".
            "(what|which) (emails|mails|email|mail) (did I get|have I got|did I receive|have I received|came in|do I have) [(today|yesterday|this morning|this afternoon|this week|recently|lately|so far)]",
            "(what|which) (emails|mails|email|mail) (did I get|have I got|did I receive|have I received|do I have) (from|by) [the|my] {target} [(today|yesterday|this morning|this afternoon|this week|recently|lately|so far)]",
            "(did I get|have I got|do I have|have I received|did I receive|is there) (a|any) [new|recent|latest|unread] (reply|replies|response|responses|answer) from [the|my] {target}",
            "read out (my|the) [new|unread|latest|last] (emails|mails|email|mail)",
            "(show me|read|read me|check|open|list) [my|the] (today's|yesterday's|this morning's) (emails|mails)",
            "(any|are there any|do I have any|did I get any|have I got any) (important|urgent) (emails|mails|email|mail) [(today|this morning|this afternoon|yet)]",
            "(has|did) [the|my] {target} (replied|reply|responded|respond|written back|write back|answered) to my (email|mail|emails|message)",
            "what did [the|my] {target} (email|e-mail|mail|write|send) (me|to me) about",
            "(read|check|show me|open) [me] (the|my) (newest|most recent) (email|mail|message)",
            // mail asked about in two words: "any mails".
            "any (emails|mails|e-mails) [for me] [today]",
            // the person told when mail comes in, and asked when or whether someone wrote: "let me know when i get an email from john", "notify me when sarah emails me", "when did bob last email me", "has any mail come from my boss".
            "(let me know|tell me|notify me|alert me|inform me|ping me|beep|buzz me|send me a notification|send a notification|give me a notification|give me an alert) (when|if|as soon as|once|whenever) (I get|I receive|I have|there is|there's|there are|I've got|I got) (a|an|any) [new] (email|emails|mail|mails|e-mail) [(from|by) [the|my] {target}]",
            "(let me know|tell me|notify me|alert me|inform me|ping me|beep|buzz me|send me a notification|send a notification|give me a notification) (when|as soon as|once|whenever) [the|my] {target} (emails|e-mails|mails|writes|replies|responds|writes back|sends me an email|sends an email|sends me a mail) [me|to me|back]",
            "when did [the|my] {target} [last] (email|e-mail|mail|write to|write|reply to|send) me [last] [(an|a|the) (email|mail)]",
            "(has|have) (an|any|a) [new] (email|emails|mail|mails) (come|came|arrived|been received|come in) (from|by) [the|my] {target}",
            "(check|see|tell me) (if|whether) (the|an|any) (email|mail) (from|of|by) [the|my] {target} (has come|came|has arrived|arrived|is here|has been received|came in|has come in)",
            // messages, as people call their mail, and replies waited for: "any new messages", "read my new messages", "did my boss reply", "is there anything from john in my inbox".
            "(do I have|are there|have I got|did I get|have I received|did I receive|any) [any] (new|unread) messages [for me] [(today|yet)]",
            "[any|some] new messages [for me] [please]",
            "(check|read|read me|show me|open|list) [my|the] (new|unread) messages",
            "(did|has) [the|my] {target} (reply|replied|respond|responded|write back|written back|answer|answered) [(to me|to my email|to my mail)] [yet]",
            "(is there|do I have|did I get|have I got) (anything|something) [new] from [the|my] {target} in my (inbox|email|mail|mailbox)",
        ])

    /// Replies to an email, to its sender or to everyone on it.
    public let replyMail = domain.intent(
        "replyMail", "Replies to an email, to its sender or to everyone on it.",
        [
            .required("target", .schema("mail.message")), .optional("to", .people), .optional("cc", .people),
            .optional("bcc", .people),
            .optional("subject", .string), .optional("body", .string), .optional("account", .schema("mail.account")),
            .optional("attachments", .files), .optional("isReplyAll", .bool),
        ],
        naming: .apple,
        examples: ["Reply to an email.", "Reply to mail thread with my manager."],
        phrases: [
            "(reply|write back) to (an|the|this|that) (email|mail|message)",
            "(reply|write back) to [the] (mail|email) thread (with|from|about) [the|my] {target}",
            "(reply|respond|write back) to the (email|mail|message) (from|about) [the|my] {target}",
            "(reply|respond|write back) to the (email|mail|message) (from|about) [the|my] {target} (saying|with|that says) {body}",
            "(reply|write back) to [the|my] {target} (saying|with|that says) {body}",
            "reply (all|to all|to everyone) [on (this|the) (email|mail)] [(saying|with) {body}]".setting(
                "isReplyAll", to: true),
            "reply (all|to all|to everyone) (to|on) (the|this|that|my) [last|latest] (email|mail|message) [(saying|with) {body}]"
                .setting(
                    "isReplyAll", to: true),
            "(answer|respond to|write back to) (this|that|the) (email|mail) [(saying|with) {body}]",
            "(write|send) (a reply|a response) to [the|my] {target} [(saying|that says) {body}]",
            "reply (to this|to it) (saying|with) {body}",
            // the reply said with its message and nothing else: "reply saying i'll be there".
            "(reply|respond|write back) (saying|that says|to say) {body}",
            "(reply|write back) to [the|my] {target}",
            "(reply|respond|write back) [back] to (the|this|that|my|an) [latest|last] (email|mail|message) [(saying|with|that says|by saying) {body}]",
            "(answer|answer to|reply to|respond to|write back to) [the] (email|mail) (from|of) [the|my] {target} [(saying|with|by saying) {body}]",
            "(send|write) (a|an) (reply|response|answer) [to [the|my] {target}] [(saying|that says) {body}]",
            "reply [to] (email|mail)",
            // a reply sent with its message and no article: "send response i will be there".
            "send (reply|response) [(saying|that says)] {body}",
            // the sender named: "answer paul's email", "respond to graham and let him know that …".
            "(answer|answer to|reply to|respond to|write back to) [the|my] {target} (email|mail|e-mail) [(saying|with|that) {body}]",
            "(respond|reply) to {target} (saying|that|and (tell|let) (him|her|them) [know] [that]) {body}",
            "(reply|respond|write back) [(a|an|the)] (email|mail) to {target} (that|saying) {body}",
            // a reply said without its message's name: "send a response saying I will be there", "(reply|write back) to the mail I got".
            "send [a|an|my] (reply|response|answer) (saying|that says|with) {body}",
            "(reply|respond|write back) [to] (a|the|that) (mail|email) (which|that) I (received|got) [(today|yesterday|this morning)]",
            "(reply|respond|write back) to [the|my] {target} (by|via|over|through) (email|mail|e-mail)",
        ])

    /// Forwards an email to other people.
    public let forwardMail = domain.intent(
        "forwardMail", "Forwards an email to other people.",
        [
            .required("target", .schema("mail.message")), .required("to", .people), .optional("cc", .people),
            .optional("bcc", .people),
            .optional("subject", .string), .optional("body", .string), .optional("account", .schema("mail.account")),
            .optional("attachments", .files),
        ],
        naming: .apple,
        examples: ["Forward an email.", "Forward the email about the baseball schedule to John Appleseed."],
        phrases: [
            "forward (an|this|that|the) (email|mail|message)",
            "forward the (email|mail|message) (about|from|regarding) [the|my] {target} to {to}",
            "forward the (email|mail|message) (about|from|regarding) [the|my] {target}",
            "forward (this|that|it) [email|mail] to {to}",
            "forward (this|that|it) [email|mail] to {to} (saying|with the note|and say) {body}",
            "forward (this|that|it) [email|mail] to {to} and (cc|copy) {cc}",
            "forward [the|my] {target} to {to}",
            "(send|pass) (this|that|the) (email|mail) (on|along) to {to}",
            "share (this|that|the) (email|mail) with {to}",
        ])

    /// Marks emails read or unread, flags them, marks them junk, or moves them to a mailbox.
    public let updateMail = domain.intent(
        "updateMail", "Marks emails read or unread, flags them, marks them junk, or moves them to a mailbox.",
        [
            .required("target", .list(.schema("mail.message"))), .optional("isRead", .bool),
            .optional("isFlagged", .bool),
            .optional("isJunk", .bool), .optional("mailbox", .schema("mail.mailbox")),
        ],
        naming: .apple,
        examples: ["Mark this email as read.", "Flag this email."],
        phrases: [
            "mark (this|that|the|it) [email|mail|message] as read".setting("isRead", to: true),
            "mark (this|that|the|it) [email|mail|message] as unread".setting("isRead", to: false),
            "mark (this|that|the|it) [email|mail|message] as (junk|spam)".setting("isJunk", to: true),
            "mark (this|that|the|it) [email|mail|message] as not (junk|spam)".setting("isJunk", to: false),
            "mark [the|my] {target} as read".setting("isRead", to: true),
            "mark [the|my] {target} as unread".setting("isRead", to: false),
            "mark [the|my] {target} as (junk|spam)".setting("isJunk", to: true),
            "mark [the|my] {target} as not (junk|spam)".setting("isJunk", to: false),
            "flag (this|that|the|it) [email|mail|message]".setting("isFlagged", to: true),
            "unflag (this|that|the|it) [email|mail|message]".setting("isFlagged", to: false),
            "mark the (email|mail|emails|mails) (from|about) [the|my] {target} as read".setting("isRead", to: true),
            "mark the (email|mail|emails|mails) (from|about) [the|my] {target} as unread".setting("isRead", to: false),
            "mark [the|my] {target} (email|mail|emails|mails) as read".setting("isRead", to: true),
            "mark [the|my] {target} (email|mail|emails|mails) as unread".setting("isRead", to: false),
            "flag the (email|mail|emails|mails) (from|about) [the|my] {target}".setting("isFlagged", to: true),
            "flag [the|my] {target}".setting("isFlagged", to: true),
            "unflag [the|my] {target}".setting("isFlagged", to: false),
            "mark all [of] [my] (emails|mails|messages) as read".setting("isRead", to: true),
            "move (this|that|the|it) [email|mail|message] to [the|my] {mailbox} [folder|mailbox]",
            "move {target} to [the|my] {mailbox} [folder|mailbox]",
            "(file|put) (this|that|the) (email|mail) in [the|my] {mailbox} [folder|mailbox]",
        ])

    /// Archives emails.
    public let archiveMail = domain.intent(
        "archiveMail", "Archives emails.",
        [.required("entities", .list(.schema("mail.message")))], naming: .apple,
        examples: ["Archive book club emails."],
        phrases: [
            "archive [the|my] {entities} (emails|mails|messages)",
            "archive (this|that|the) (email|mail|message)",
            "archive (the|all) (emails|mails|messages) (from|about) [the|my] {entities}",
            "archive (it|this|these|them|all of these)",
            "archive [the|my] {entities}",
            "move (this|that|the) (email|mail|message) to [the] archive",
            "move {entities} to [the] archive",
            "archive all [of] [my] (read|old) (emails|mails|messages)",
            "(put|file) (this|that) (email|mail) (away|in the archive)",
        ])

    /// Deletes emails.
    public let deleteMail = domain.intent(
        "deleteMail", "Deletes emails.",
        [.required("entities", .list(.schema("mail.message")))], naming: .apple,
        examples: ["Delete emails from Julian."],
        phrases: [
            "(delete|trash|remove) [the|all] (emails|mails|messages) from [the|my] {entities}",
            "(delete|trash|remove) all [of] [my] (emails|mails) from [the|my] {entities}",
            "(delete|trash|remove) [the|all] (emails|mails) about [the|my] {entities}",
            "(delete|trash|remove) (this|that|the) (email|mail|message)",
            "(delete|trash) [the|my] {entities} (emails|mails)",
            "move (this|that|the) (email|mail) to [the] trash",
            "(delete|trash) (it|these|them)",
            "(throw away|get rid of) (this|that|the) (email|mail)",
        ])

    /// An email account of the app.
    public let account = domain.entity(
        "account", "An email account of the app.",
        [.required("id", .string), .required("name", .string), .required("emailAddress", .string)], naming: .apple)

    /// An unsent email being written.
    public let draft = domain.entity(
        "draft", "An unsent email being written.",
        [
            .required("id", .string), .required("to", .people), .required("cc", .people), .required("bcc", .people),
            .optional("subject", .string), .optional("body", .string), .required("attachments", .files),
            .required("account", .schema("mail.account")),
        ],
        naming: .apple)

    /// A mailbox (folder) of an account.
    public let mailbox = domain.entity(
        "mailbox", "A mailbox (folder) of an account.",
        [.required("id", .string), .required("name", .string), .required("account", .schema("mail.account"))],
        naming: .apple)

    /// A received or sent email.
    public let message = domain.entity(
        "message", "A received or sent email.",
        [
            .required("id", .string), .required("to", .people), .required("cc", .people), .required("bcc", .people),
            .optional("subject", .string), .optional("body", .string), .required("attachments", .files),
            .required("sender", .person), .required("dateSent", .date), .required("dateReceived", .date),
            .required("isRead", .bool), .required("isJunk", .bool), .required("isFlagged", .bool),
            .optional("category", .system("MailCategory")), .required("account", .schema("mail.account")),
            .required("mailbox", .schema("mail.mailbox")),
        ],
        naming: .apple)

    /// A conversation of emails.
    public let thread = domain.entity(
        "thread", "A conversation of emails.",
        [
            .required("id", .string), .required("title", .string), .optional("description", .string),
            .required("messages", .list(.schema("mail.message"))),
        ],
        naming: .apple)
}
