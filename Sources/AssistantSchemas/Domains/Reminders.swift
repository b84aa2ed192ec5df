import Phrasebook

extension AppSchema {
    /// Reminders: to-dos, lists and sections.
    public static var reminders: RemindersSchemas { RemindersSchemas.shared }
}

private let domain = SchemaDomain("reminders", tier: .primary)

/// The reminders domain's schemas: `.reminders.createReminder`, `.reminders.list`, ….
///
/// Apple documents no parameters for this domain; Phrasebook's follow the example requests. A
/// title is open text, so a due date comes first ("remind me tomorrow to …") or after a word
/// ("remind me to … at 5 pm").
public struct RemindersSchemas: Sendable, SchemaCollection {
    static let shared = RemindersSchemas()

    /// Creates a list of reminders.
    public let createList = domain.intent(
        "createList", "Creates a list of reminders.",
        [.required("title", .string), .optional("listType", .schema("reminders.listType"))],
        returns: .schema("reminders.list"),
        phrases: [
            "(create|make|start|add) (a|an) [new] (reminder|reminders|to do|todo) list (called|named|titled) {title}",
            "(create|make|start|add) (a|an) [new] list (called|named|titled) {title}",
            "(create|make|start) (a|an) [new] {title} list",
            // a list for a day: "create a shopping list for tomorrow" (a list, not an event titled after it).
            "(create|make|start) [a|an|my] [new] {title} list for (today|tomorrow|tonight|this weekend|the weekend|next week|this week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)",
            "(create|make) (a|an) [new] {listType} list (called|named) {title}",
            "new [reminder|reminders] list {title}",
            "new [reminder|reminders] list (for|called|named) {title}",
            "(create|make|start|begin|generate|prepare|open up|bring up|put together|set up|set) [me] (a|an) [new|fresh] (list|checklist|to do list|todo list|shopping list)",
            "(new|fresh) (list|checklist|to do list|todo list|shopping list|grocery list|packing list)",
            "(create|make|generate|start|open) [a] new (list|to do list|todo list|checklist)",
            // "make a list of …" alone is as often a request to list things ("make a list of all the
            // halloween events in new york") as a new list: said by the person about their own list,
            // with "new", or with another verb, it is a list; a list "for" something is one too.
            "(create|start|prepare|set up) (a|an) [new] list (for|of) {title}",
            "set (a|an) new list (for|of|called|named) {title}",
            "make (a|an) [new] list for {title}",
            // a list added as a new one: "add a list of things to buy for the party".
            "add [a|an] [new] list (of|for) {title}",
            "make (a|an) new list of {title}",
            "(I need to|I want to|I'd like to|I would like to|I have to|help me|let me) (make|start|create|put together|begin) (a|an) [new] list (of|for) {title}",
            // "start … list" with no article reads "start playing my song list": only "create" names a list bare.
            "create {title} (list|checklist)",
            "(I need to|I want to|I'd like to|help me) (make|start|create|put together|begin) [a|an|my|the] [new] {title} list",
            "(create|make|start|begin|set up|open) [a|an] new list (of|for|about|called|named) {title}",
            "(create|make|start) (a|an) [new] (reminder|reminders|to do|todo) list",
            "(start|begin) a list (for|of) {title}",
            "(set up|create) a (checklist|to do list|todo list) (called|for) {title}",
            "I need a [new] list (for|called) {title}",
            // a list of what the person has to do or buy, and a new list named in a few words: "make a list of things i need to buy", "my new packing list".
            "(make|create|start|write|put together) [me] (a|an) [new] list of [the] (things|stuff|items|everything) (I|we) (need|have|want|got) to {title}",
            "(my|a) new {title} list [please]",
        ])

    /// Creates a reminder, with a due date and list when given.
    public let createReminder = domain.intent(
        "createReminder", "Creates a reminder, with a due date and list when given.",
        [
            .required("title", .string), .optional("dueDate", .date), .optional("list", .schema("reminders.list")),
            .optional("notes", .string),
        ],
        returns: .schema("reminders.reminder"),
        examples: ["Create a reminder called vote."],
        phrases: [
            "(create|make|add|set|set up) (a|an) [new] reminder (called|named|titled|to) {title}",
            "(create|set|add|set up) a reminder (for|on|at) {dueDate} (to|called) {title}",
            "(create|set|add|set up) a reminder (to|called) {title} (for|on|at|by) {dueDate}",
            "remind me to {title}",
            // "notify" said for "remind": "notify me to pay the electricity bill on saturday at nine am".
            "notify me to {title}",
            "notify me to {title} (at|on|by|before|in|after) {dueDate}",
            "notify me {dueDate} to {title}",
            "notify me (about|of) [my|the] {title} (on|at|in|by|for) {dueDate}",
            "remind me {dueDate} to {title}",
            "remind me to {title} (at|on|by|before|in|after) {dueDate}",
            // the date's own first word: "tomorrow at 11", "at 11" (an hour said after "at" is a time).
            "remind me to {title} {dueDate}",
            "remind me about {title}",
            "remind me regarding [my|the] {title} [(on|at|in|by|for) {dueDate}]",
            "(add|put) {title} (to|on) my {list} list",
            "(add|put|include|enter) {title} (to|on|in|into) (my|the|a|this) [{list}] list",
            "(add|put) {title} (to|on) my (reminders|to do list|todo list|list of things to do)",
            "(add|put) {title} (to|on) (my|the) (to do|todo|wish|must read|reading) list",
            "on my {list} list [please] add {title}",
            "(update|add to) my {list} list with {title}",
            "(add|put|include) (an|a|the) [new] item (to|on|in|into) (my|the|a|this) [{list}] list",
            "(add|include) (an|a) [new] item",
            "(don't|do not) let me forget (to|about) {title}",
            "(I need to|I have to) remember to {title}",
            "(I need to|I have to|I must) remember [my|the] {title} (on|at|for) {dueDate}",
            "add a (to do|todo|task) [called] {title}",
            "remind me {dueDate} (to|about|of) {title}",
            "remind me (of|about) {title} (on|at|in|by|for) {dueDate}",
            "remind me {dueDate}",
            "(set|create|add|make|put|set up) (a|an) [new] reminder [for me] (for|on|at) {dueDate}",
            "(set|create|add|make|put|set up) [a|an] [new] (reminder|notification) (for|about) {title} (for|on|at) {dueDate}",
            "(set|create|add|make|set up|put) (a|an) [new] reminder (for|about|of) {title}",
            "(set|create|add|make|set up) [a|an] [new] notification (for|about|of) [my|the] {title} (for|on|at|in) {dueDate}",
            "(set|create|add|make|set up|put) (a|an) [new] reminder",
            "new reminder [(for|at|on) {dueDate}]",
            "(don't|do not) let me forget {title}",
            "(set|create|add|make|set up) (a|an) (notification|alert) (on|for|at) {dueDate} (about|for|of) {title}",
            "(remind me|don't let me forget) (that|about) I have (a|an) {title} (on|at|in|for) {dueDate}",
            // a list named by the person: "add pencil to school supplies list", "grocery list add eggs".
            "(add|put|include|enter|re add|write) {title} (to|on|in|into) [my|the|a|this|that] [new] {list} list [for {dueDate}]",
            "(add|put) {title} (to|on|in|into) [my|the] list of {list}",
            "[open|bring up|pull up] [my|the] {list} list and add {title}",
            "{list} list add {title}",
            "I need {title} (added|put) (to|on) [my|the] {list} list",
            "(update|add to) [my|the] {list} list with {title}",
            "(add|put|include) (it|this|that|this one|this item|that item) (to|on|in|into) [my|the] [{list}] list",
            // an item for a list said another way: "i need you to put walk the dog on my list to do", "reopen groceries and add milk".
            "(add|put|include|enter) {title} (to|on|in|into) my list [to do|of things to do]",
            "(this|the|that) item (should|needs to|must) be added to [my|the] [{list}] list",
            "(include|add) (this|this item|this one) [also|too|as well]",
            "(add|put) (a|an) [new] item (to|on|in|into) [my|the] [{list}] list",
            "new item (for|on|in) [my|the] [{list}] list",
            "(update|refresh) [my|the] [{list}] list with [a] new item",
            "(can you|could you) add (it|this|that) to my [{list}] list",
            "(remember|don't forget) to (put|add) {title} (in|on) [there|the list|my list]",
            // a reminder at a time, with what it is about after it: "remind me at five pm to call mom", "set a reminder for tomorrow".
            "(set|create|add|make|schedule|put|set up) (a|an) [new] reminder (alert|notification) (for|on|at) {dueDate} (about|for|of|towards) {title}",
            "(remind|tell|notify) me {dueDate} (to|that I need to|that I have to|about) {title}",
            "{dueDate} remind me (to|about|of) {title}",
            "I need (you to remind me|to be reminded) (to|about|of) {title}",
            // the reminder said as the moment to be told of: "tell me when it's time for my meeting", "let me know when it is time to leave".
            "(tell me|let me know|remind me|alert me|notify me) when (it's|it is) time (for|to) {title}",
            // a reminder asked for as a thing to have or for the person: "make me a reminder to do the floors", "i need a reminder", "i want to get reminded to clean my room"; items put on a list in other words.
            "(make|set|create|set up|give|put in) me (a|an) [new] reminder (to|about|that|of) {title}",
            "(set up|schedule|put in) (a|an) [new] reminder (to|about|that|of) {title}",
            // the reminder's subject said as what the person needs to do: "set a reminder i need to pick up the kids at three".
            "(set|create|make|add|set up) [me] (a|an) [new] reminder [that] (I need to|I have to|I must|I've got to|I should) {title} [(at|on|by|for) {dueDate}]",
            "(create|make|add|set|set up) (a|an) [new] reminder that {title}",
            "(I need|I want|I'd like|I would like|give me|how about) (a|an) [new] reminder [(to|about|that) {title}]",
            "(I need|I want|I'd like|I would like) (a|an) reminder set (for|to|about) {title}",
            "(I want|I need|I'd like) to (be|get) reminded (to|about|of|that) {title}",
            "(place|throw|mark down|jot down|write down|stick) {title} (on|onto|to|in|into) [my|the] {list} list",
            "(add|put|place|throw|mark down|jot down|write down|stick) {title} (on|onto|to|in|into) [my|the] (to do|todo|task) list",
            "(add|put|place|throw|mark down|jot down|write down) {title} (on|onto|to) [my|the] list of (things to do|tasks|chores|things to buy)",
            "[please] make sure {title} (gets|get) (added to|put on) [my|the] {list} list",
            "{title} (needs|need|has|have) to (be|go) (on|in|onto|added to) [my|the] {list} list",
            // a reminder asked for before what it is about is said, or told as "tell me to …": "remind me later", "can you set me a reminder", "tell me to take out the trash in an hour".
            "remind me (later|again|another time|at a later time|of something|about something)",
            // a reminder asked for to be made: "i'd like to have a reminder made", "don't forget to set a reminder to pay the bills".
            "(I'd like|I would like|I want|I need) to have (a|an) reminder (made|set|set up|created) [(to|about|for) {title}]",
            "(don't|do not|dont) forget to (set|make|create|set up) (a|an) reminder (to|about|for) {title}",
            "(set|make|create|set up) me (a|an) [new] reminder",
            "help me (set|make|create|set up) (a|an) [new] reminder [(to|about|for) {title}]",
            "(I want|I need|I'd like|I would like) to (be|get) reminded",
            "(tell|ask) me to {title} (at|on|in|by|after) {dueDate}",
            // "alert" said for "remind", and a list named without an article: "alert me to pay the rent on friday", "add eggs to list".
            "alert me (to|about) {title} (at|on|by|before|in|after) {dueDate}",
            "(add|put) {title} (to|on|onto) list",
            // an item put on a list unless it is there already: "add flour to my shopping list if it's not already on it", "are eggs on my list, if not add them".
            "(add|put) {title} (to|on|onto) [my|the] [{list}] list (if|unless) (it's|it is|they're|they are) not [already] (on|there|in) [it|there] [already]",
            "(is|are) [the] {title} [already] on [my|the] [{list}] list (if not|and if not|if it's not|if they're not) [(please|can you|could you|go ahead and)] (add|put) (it|them) [(on|there|on it)]",
            "(do I have|have I got) [the] {title} on [my|the] [{list}] list (if not|and if not) [(please|can you|could you|go ahead and)] (add|put) (it|them) [(on|there|on it|on the list)]",
            "(add|put|include) {title} (on|to|in) [my|the] list (for|of) (shopping|groceries|things to buy)",
            "on my list of (things to do|tasks|chores|things to buy) [please] add {title}",
            // the reason after the request, or the person's need before it: "put milk on my shopping list cause i'm out of it", "i need you to add creamer to my shopping list".
            "(add|put) {title} (to|on|onto) [my|the] [{list}] list (cause|because|as|since) (I'm|I am|we're|we are) [all] (out|low|running low) [of (it|them)]",
            "(I need to|I need you to|I want you to|I'd like you to|I would like you to) (add|put) {title} (to|on|onto) [my|the] [{list}] list",
            // what is running out, then the request: "we're out of milk add it to the list", "i'm low on coffee can you put that on my shopping list".
            "(I'm|I am|we're|we are) (out of|low on|running low on|running out of|almost out of) {title} [so] [(can you|could you|please)] (add|put) (it|them|that|some) (to|on|onto) [my|the] [{list}] list",
            "(I|we) (ran out of|need [more]|need to buy|have to buy) {title} [so] [(can you|could you|please)] (add|put) (it|them|that|some) (to|on|onto) [my|the] [{list}] list",
            "(add|put) {title} (to|on|in|into) [my|the] (tasks|task list|to dos|to do's|chores|groceries)",
            // reminders said with their subject before the time, or with the need first: "set reminder pay taxes on monday", "i need to take out the trash please remind me".
            "(set|create|add|make|put|set up) (a|an) [new] reminder (notification|alert) [for me] (for|on|at) {dueDate}",
            "(set|make|create|add|open up|put in|set up) [a|an] [new] reminder [(to|that|called)] {title} (on|at|by) {dueDate}",
            "I need to be (notified|reminded) (to|about|of) {title}",
            "I (need|have|got) to {title} [(so|and)] [(please|can you|could you)] remind me [(about it|of it|of that|later)]",
            // a reminder of what the person has, and an alarm asked for to remind: "remind me tomorrow at 3pm i have a doctors appointment", "set up an alarm to remind me to feed the cat"; a list for something: "put sharpies on my list for shopping".
            "remind me {dueDate} [that] I have [a|an|my] {title}",
            "(set|set up|create|make) [an|a] alarm to remind me (to|about|of) {title}",
            "(add|put) {title} (on|to|onto) my list for {list}",
            // the list named before the item, an item had added, why said with no connector: "add to my task list get carpet cleaned", "get bananas added to my shopping list", "put milk on my list i'm out of it".
            "(add|put) (to|on|onto) [my|the] [{list}] list {title}",
            "(get|have) {title} (added|put) (to|on|onto) [my|the] [{list}] list",
            "(add|put) {title} (to|on|onto) [my|the] [{list}] list (I'm|I am|we're|we are|I just used the last|we just used the last) [all] [(out|low|running low|almost out)] [of (it|them)]",
            "I need {title} (added|put) (to|on|onto) [my|the] list of (tasks|things to do|chores|things to buy) [to (complete|do|buy)]",
            "{title} (needs|need|has|have) to (be|go) (on|in|onto|added to) [my|the] list of (tasks|things to do|chores|things to buy)",
            "on my [{list}] list I need {title} (added|put on|on it)",
            // an item the person asks to be sure of: "please be sure to put folding laundry on my to do list".
            "(be sure|make sure) to (put|add|include) {title} (on|to|in|onto) [my|the] [{list}] list",
            // reminders of an event the person has, and notices before it: "remind me of my twelve o'clock meeting by eleven thirty", "notify me an hour before my appointment", "set a notification for june fifth".
            "(remind|notify|alert|warn|inform) me (of|about|for) [my|the|this|that|our] [next|upcoming|coming] [{title}] (meeting|appointment|event|function|class|session|practice|party|birthday|game|match) [(at|by|on|for|in) {dueDate}]",
            "(remind|notify|alert) me (of|about|for) [my|the|this|that|our] [next|upcoming|coming] [{title}] (meeting|appointment|event|function|class|session|practice|party|birthday|game|match) (a|an|one|two|three|four|five|ten|fifteen|twenty|thirty|a few) (minute|minutes|hour|hours|day|days|week|weeks) (before|ahead|in advance) [(it starts|it begins|time|the time|hand|it happens)]",
            "(notify|alert|remind|warn|tell) me [(a|an|one|two|three|four|five|ten|fifteen|twenty|thirty|a few)] [(minute|minutes|hour|hours|day|days|week|weeks)] before [my|the|this|that] {title}",
            "(set|create|add|make|schedule|set up) (a|an) [(one|two|three|five|ten|thirty) (minute|hour|day|week)] (notification|alert|reminder) before [my|the|this|that] {title}",
            "(set|create|add|make|schedule|set up) (a|an) [new] notification (for|on|at) {dueDate}",
            "(send|give) me (a|an) (notice|notification|alert|reminder) (of|about|for) [the|my] {title} [(on|at|for) {dueDate}]",
            // reminders that repeat, said with their repetition: "set a daily reminder to drink water", "remind me every morning to take my pills", "every monday remind me to call mom".
            "(set|create|make|add|set up|schedule|put) [me] (a|an) (daily|weekly|monthly|yearly|annual|recurring|repeating|repeated|everyday|nightly) reminder (to|for|about|of) {title} [(at|on|for) {dueDate}]",
            "remind me (every|each) (day|morning|afternoon|evening|night|week|month|year|weekday|monday|tuesday|wednesday|thursday|friday|saturday|sunday) [at {dueDate}] (to|about|of|that|for) {title}",
            "remind me (everyday|daily|weekly|monthly|nightly) [at {dueDate}] (to|about|of|that|for) {title}",
            "[on] (every|each) (day|morning|afternoon|evening|night|week|month|year|weekday|monday|tuesday|wednesday|thursday|friday|saturday|sunday) [at {dueDate}] remind me (to|about|of) {title}",
            // the repetition said after the subject: "remind me of gym every saturday evening", "remind me to water the plants every sunday".
            "remind me (to|about|of) {title} (every|each) (day|morning|afternoon|evening|night|week|month|year|weekday|monday|tuesday|wednesday|thursday|friday|saturday|sunday) [(morning|afternoon|evening|night)] [at {dueDate}]",
        ])

    /// Adds a section to a list.
    public let createSection = domain.intent(
        "createSection", "Adds a section to a list.",
        [.required("title", .string), .optional("list", .schema("reminders.list"))],
        returns: .schema("reminders.section"),
        phrases: [
            "(create|make|add) (a|an) [new] section (called|named|titled) {title}",
            "(create|make|add) (a|an) [new] section (called|named) {title} (in|to) [my|the] {list} list",
            "(add|create) (a|an) {title} section (to|in) [my|the] {list} list",
            "(add|create|make) (a|an) [new] {title} section",
            "(create|add) (a|an) [new] section",
            "new section {title}",
            "(add|start) a (heading|group) (called|named) {title} (in|to) [my|the] {list} list",
            "(make|add) a section for {title} [in [my|the] {list} list]",
        ])

    /// Deletes reminders.
    public let deleteReminders = domain.intent(
        "deleteReminders", "Deletes reminders.",
        [.required("entities", .list(.schema("reminders.reminder")))],
        phrases: [
            "(delete|remove|clear) (this|that|the) reminder",
            // a list removed in a word, with the request after it, as "two pm set" sets an alarm: "list remove".
            "[the] list (remove|removed|delete|deleted) [please]",
            "(take|remove|delete|cross|cancel) {entities} (off|from) [my|the] (shopping|grocery|groceries|to do|todo) list",
            "(remove|delete|erase|clear|take off) (the|this|that|an|my) item (from|on|off) (my|the|this) list",
            "(remove|delete|erase|clear) (all|everything) (from|on) my list",
            "(delete|remove|erase|clear|throw away|get rid of) [my|the] (shopping|grocery|groceries|to do|todo) list",
            "(delete|remove|erase|throw away|get rid of|cancel) (the|my|this|that) list",
            "(delete|remove|cancel) [the|my] reminder (to|about|for) [the|my] {entities}",
            "(delete|remove) [the|my] {entities} reminder",
            "(delete|remove|clear) all [of] [my] (completed|finished|done) reminders",
            "(delete|remove|clear) (these|those|the) reminders",
            "(forget|never mind) [the|my] reminder (to|about) [the|my] {entities}",
            "I (don't|do not) need [the|my] reminder (to|about) [the|my] {entities} anymore",
            "take {entities} off my (list|reminders|to do list)",
            "(delete|remove) [the|my] {entities} from my (reminders|list|to do list)",
            // items and whole lists named by the person: "erase spaghetti from the list", "delete the chore list".
            "(take|remove|delete|erase|cross|scratch|strike|drop|cancel) {entities} (off|from|out of) [my|the|this|that] list",
            "(delete|remove|erase|clear|trash|throw away|get rid of|eliminate|cancel) [the|my|this|that] {entities} list",
            "(delete|remove|erase) [the] list (called|named|titled) {entities}",
            "(delete|remove|erase|trash|get rid of|eliminate) the list {entities}",
            "(delete|remove|erase|clear) (this|that|the|an|the last|the first|last|one) (item|thing|entry) [(from|on|off) [my|the|this] list]",
            // an item named by its place on a list the person names: "delete the first item on my to do list".
            "(delete|remove|erase|clear|take off|cross off) (the last|the first|the top|the bottom|the second|the third|last|first) (item|thing|entry|task) (from|on|off|in) [my|the] (shopping|grocery|groceries|to do|todo|packing|task) list",
            "(clear|empty|wipe) [out] [the|my|this|that] list",
            // the item named by a pronoun: "take this off the list", "take that off there".
            "(take|remove|delete|cross|scratch) (this|that|it|this item|that item|this one|that one) (off|from|off of) (there|[the|my|this|that] list)",
            "(delete|remove|erase|clear) all [of] [the|my] lists",
            // lists and items named another way: "delete list for groceries", "find my shopping list and delete it".
            "(delete|remove|erase|clear|trash|cancel|get rid of|eliminate) [the|my|this|that] list (for|of|called|named|titled) {entities}",
            "(delete|remove|erase|clear|trash|get rid of|eliminate) [the|my] {entities} list [(from|off) [my|the] (lists|set of lists|active lists|notes)]",
            "(find|open|pull up|go to|search for|look for|locate) [my|the] {entities} list and (delete|remove|erase|clear|trash) it",
            "(find|open|go to|search for|look for|locate|pull up) [the|my] list and (delete|remove|erase) {entities}",
            "(find|look for|search for|locate) {entities} (on|in) [my|the] list and (delete|remove|erase) [it]",
            "(remove|delete|erase|clear|take|kill|abolish) (an|a|the|this|that|one|an old) item (from|off|out of) [my|the|this|that] [{entities}] list",
            "(remove|delete|erase|clear|kill) [the] (list item|item) [{entities}]",
            "(this|the|that) item (should|needs to|must) be (removed|deleted|taken off) [(from|off) [my|the|this] list]",
            "I (don't|do not) need [the|my] {entities} [list|item] [any more|anymore] [please] (delete|remove) it",
            "(clear|empty|wipe|clean) [out] [my|the] {entities} list",
            // a list named by when it was made, or cleared for a day: "delete the list created yesterday", "clear my activities list for today".
            "(delete|remove|erase|clear|trash|get rid of) [the|my|this|that] [{entities}] list [(that|which)] [I] (created|made|started|wrote|added|set up) (yesterday|today|last week|last night|this morning|earlier|recently|last month|the other day)",
            "(clear|empty|wipe|clean) [out] [my|the] {entities} list (for|from) (today|tomorrow|tonight|this week|the week|this weekend|the weekend)",
            "(delete|remove|clear|erase) [my|all] [the] (to do|to dos|to do's|todo|todos|tasks) (for|from) {entities}",
            // items crossed off a list in other words, and a list emptied: "scratch laundry off my to do list", "blank out my todo list".
            "(take|remove|delete|cross|scratch|nix|strike|check) {entities} (off|from|off of) [my|the] list of (things to do|tasks|chores|things to buy)",
            "(scratch|nix|strike|cross) {entities} (off|from|off of) [my|the] (shopping|grocery|groceries|to do|todo) list",
            // the particle said before the item: "cross off bread from the shopping list" (it had read "off bread"), "cross out eggs".
            "(cross off|cross out|strike off|strike out|scratch off|scratch out|check off|tick off) {entities} (from|off|on|in|of) [my|the|this|that] [shopping|grocery|groceries|to do|todo|packing|task] list",
            // a list named without the word "list": "delete bananas from groceries", "remove pay bills from my tasks".
            "(remove|delete|take|cross|erase|scratch) {entities} (off|from|off of) [my|the] (groceries|tasks|chores|to dos|to do's|task list)",
            "(clear|empty|blank out|wipe) [my|the] (to do|todo|shopping|grocery) list",
            "(I|we) (no longer|don't|do not) need [the|any] {entities} (on|in|from) [my|the] (shopping|grocery|groceries|to do|todo) list [anymore|any more]",
            // what was done or bought, then the request: "i bought the eggs remove them from the list", "i already got milk so take it off the list".
            "I [already] (bought|got|have|picked up|did|finished) [the] {entities} [so] [(can you|could you|please)] (remove|take|delete|cross|scratch) (it|them|that) (off|from|off of) [my|the] [shopping|grocery|groceries|to do|todo] list",
            // a list for something, and a list made empty: "take carrots off my list for shopping", "make my todo list blank".
            "(take|remove|delete|cross|scratch) {entities} (off|from|off of) my list for (shopping|groceries|things to do|chores)",
            "make [my|the] (to do|todo|shopping|grocery) list (blank|empty|clear)",
            "(make sure|ensure) [that] my (to do|todo|shopping|grocery) list is [completely] (clear|empty|blank)",
            "(nuke|wipe out|erase|clear|delete|remove|get rid of|get rid off) (everything|all items|all the items) (from|off) [my|the] (to do|todo|shopping|grocery) list",
            // reminders named by what they are about or all at once, with other verbs: "cancel my flight reminder", "delete all reminders", "get rid of the reminder about the dentist".
            "(delete|remove|clear|erase|cancel|get rid of) (all|every) [of] [my|the] reminders",
            "(cancel|erase|get rid of|turn off|switch off) [the|my] {entities} reminder",
            "(cancel|erase|get rid of|clear) [the|my] reminder (to|about|for) [the|my] {entities}",
        ])

    /// Changes a reminder: its title, due date, list, or whether it is done.
    public let updateReminder = domain.intent(
        "updateReminder", "Changes a reminder: its title, due date, list, or whether it is done.",
        [
            .required("target", .schema("reminders.reminder")), .optional("title", .string),
            .optional("dueDate", .date),
            .optional("isCompleted", .bool), .optional("list", .schema("reminders.list")),
        ],
        examples: ["Set the due date for this reminder to tomorrow."],
        phrases: [
            "set the due date (for|of|on) (this|the|that) reminder to {dueDate}",
            "(change|set) the due date (for|of|on) {target} to {dueDate}",
            "(change|move|push|reschedule) (this|the|that|my) reminder to {dueDate}",
            "(change|move|push|reschedule) [my|the] {target} reminder to {dueDate}",
            "(move|put) (this|the|that) reminder (to|in|on) [my|the] {list} list",
            "rename (this|the|that) reminder to {title}",
            "mark (this|that|the) reminder as (done|complete|completed)".setting("isCompleted", to: true),
            "mark (this|that|the) reminder as (incomplete|not done|not completed)".setting("isCompleted", to: false),
            "(mark|check off) [the|my] {target} as (done|complete|completed)".setting("isCompleted", to: true),
            "check off [the|my] {target}".setting("isCompleted", to: true),
        ])

    /// A group of lists.
    public let group = domain.entity(
        "group", "A group of lists.", [.required("id", .string), .required("title", .string)])
    /// A list of reminders.
    public let list = domain.entity(
        "list", "A list of reminders.",
        [
            .required("id", .string), .required("title", .string), .optional("listType", .schema("reminders.listType")),
            .optional("group", .schema("reminders.group")),
        ])
    /// A place that triggers a reminder on arriving or leaving.
    public let locationTrigger = domain.entity(
        "locationTrigger", "A place that triggers a reminder on arriving or leaving.",
        [
            .required("id", .string), .required("location", .place),
            .required("event", .schema("reminders.locationTriggerEvent")),
        ])
    /// A reminder.
    public let reminder = domain.entity(
        "reminder", "A reminder.",
        [
            .required("id", .string), .required("title", .string), .optional("notes", .string),
            .optional("dueDate", .date),
            .required("isCompleted", .bool), .optional("list", .schema("reminders.list")),
            .optional("section", .schema("reminders.section")),
            .optional("locationTrigger", .schema("reminders.locationTrigger")),
        ])
    /// A section of a list.
    public let section = domain.entity(
        "section", "A section of a list.",
        [.required("id", .string), .required("title", .string), .optional("list", .schema("reminders.list"))])

    /// What kind of list it is.
    public let listType = domain.enumeration("listType", "What kind of list it is.", cases: ["standard", "groceries"])
    /// When a location trigger fires.
    public let locationTriggerEvent = domain.enumeration(
        "locationTriggerEvent", "When a location trigger fires.", cases: ["arriving", "leaving"])
}
