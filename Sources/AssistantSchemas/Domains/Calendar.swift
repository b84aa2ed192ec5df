import Phrasebook

extension AppSchema {
    /// Calendar: scheduling, moving and cancelling events.
    public static var calendar: CalendarSchemas { CalendarSchemas.shared }
}

private let domain = SchemaDomain("calendar", tier: .primary)

/// The calendar domain's schemas: `.calendar.createEvent`, `.calendar.event`, ….
///
/// Apple documents no parameters for this domain; Phrasebook's follow the example requests.
public struct CalendarSchemas: Sendable, SchemaCollection {
    static let shared = CalendarSchemas()

    /// Schedules an event, with attendees, a time and a place when given.
    public let createEvent = domain.intent(
        "createEvent", "Schedules an event, with attendees, a time and a place when given.",
        [
            .optional("title", .string), .optional("startDate", .date), .optional("endDate", .date),
            .optional("duration", .duration), .optional("location", .string), .optional("attendees", .people),
            .optional("calendar", .schema("calendar.calendar")),
        ],
        returns: .schema("calendar.event"),
        examples: ["Schedule a meeting with Bill tomorrow at 2 PM."],
        phrases: [
            "(schedule|set up|set|book|arrange|plan|add|create|make|put) [a|an] (meeting|call|appointment|event) with [my|our] {attendees} [{startDate}]",
            // the time said before whom: "create a meeting for tomorrow at ten with bob".
            "(schedule|set|set up|book|arrange|plan|add|create|make|put) (a|an) [new] (meeting|call|appointment|event) (for|on|at) {startDate} with [my|our|the] {attendees}",
            // a meeting named by its kind, with whom: "set a team meeting with hongbin", "set up a dentist appointment with dr lee tomorrow".
            "(schedule|set|set up|book|arrange|plan) (a|an) {title} (meeting|appointment|event|session|conference call) with [my|our|the] {attendees} [{startDate}]",
            "(schedule|set up|book|arrange|plan) (a|an) (meeting|call|appointment|event) {startDate}",
            "(schedule|set up|book|arrange|plan) (a|an) (meeting|call|appointment|event) {startDate} at {location}",
            "(schedule|set up|book) (a|an) {duration} (meeting|call|appointment) with [my|our] {attendees} [{startDate}]",
            "(schedule|book|block off time for) (a|an) (meeting|event|appointment) from {startDate} (to|until) {endDate}",
            "(add|create|put) (a|an) (event|appointment) (called|named|titled) {title} [on my calendar]",
            "(add|put|enter) {title} (to|on|in|into) my calendar [{startDate}]",
            "(schedule|add|create) {title} (for|on|at) {startDate}",
            // the day said first: "on january twenty five set a meeting", "tomorrow at ten set a meeting with john".
            "[(on|for)] {startDate} (set|schedule|add|create|book|plan|set up|arrange) (a|an|my) [new] (meeting|event|appointment|calendar event) [with [my|our|the] {attendees}]",
            // an event that repeats, from its first day: "schedule yoga class every wednesday at six".
            "(schedule|add|create|set up|put) [a|an|my] {title} (every|each) {startDate}",
            "(add|put|schedule|set) {title} (on|in|to|into) [my|the] (calendar|schedule|agenda) (every|each) {startDate}",
            "(schedule|book) {title} with [my|our] {attendees} [{startDate}]",
            "(add|plan|put|set up) [a|an] {title} with [my|our] {attendees} {startDate}",
            "(create|make|add|set|set up) (a|an) [new] (calendar event|event|appointment|meeting|calendar entry|entry)",
            "(meet|meeting) with [my|our] {attendees} {startDate}",
            "block [off] [some] time {startDate} [for {title}]",
            "(add|put) (a|an) (event|appointment) (to|on) my {calendar} calendar",
            // events said with their time: the title is the words around it.
            "(create|make|add|set|set up|schedule|put) [a|an] [new] (calendar event|event|appointment|meeting|calendar entry|entry) (for|on|at) {startDate}",
            "(meeting|appointment) {startDate}",
            "(create|make|add|set|schedule) (a|an) [new] (event|appointment|meeting|calendar entry|entry) (called|named|titled|for) {title} (for|on|at) {startDate}",
            "(create|make|add|set|schedule) (a|an) [new] (event|appointment|meeting|calendar entry|entry) (for|on|at) {startDate} (called|named|titled) {title}",
            "(add|put|schedule|set) {title} (on|in|to|into) [my|the] (calendar|schedule|agenda) (for|on|at) {startDate}",
            "(add|put|schedule|set) {title} (for|on|at) {startDate} (on|in|to|into) [my|the] (calendar|schedule|agenda)",
            "(add|put|enter) [an|a] {title} (event|appointment|meeting) (for|on|at) {startDate}",
            "(add|create|set|schedule|make) [an|a] (event|appointment) [called|named] {title} (for|on|at) {startDate}",
            "(put|mark|block off) {startDate} (on|in) my calendar [(for|as) {title}]",
            "(make|book|schedule) (a|an) (appointment|meeting) (for|on) {startDate}",
            "(make|book|schedule) (a|an) {title} (appointment|meeting) (for|on|at) {startDate}",
            "(schedule|set up|arrange|plan|make) (a|an) (meeting|call|appointment) with [my|our] {attendees}",
            "(create|add|set|make|schedule|put) (a|an) [new] (event|meeting|appointment|calendar event|entry) (in|on|to) my calendar",
            // the event named first, then its time: "add dentist appointment for friday at five pm".
            "(add|create|schedule|set|set up|put|book|plan) [a|an|the|my] {title} (appointment|meeting|event|party|dinner|lunch|reservation) (for|on|at) {startDate}",
            "(add|create|schedule|put) (event|appointment|meeting) {title} (for|on|at) {startDate}",
            "(add|put) (to|on|in) [my|the] calendar [a|an] {title} (for|on|at) {startDate}",
            // the event and its time in either order: "add event baseball practice five pm tonight", "put a seven pm meeting down for march fourteenth".
            "(add|create|schedule|make|put) [a|an|new] (event|meeting|appointment) {title} (for|on|at) {startDate}",
            "(add|schedule|plan|pencil in) [a|an] {title} (for|on|at) {startDate} [(on|in|to) [my|the] calendar]",
            "{startDate} is {title} (please|can you|could you) (put|add|place|set|mark) (it|this) [(on|in|to) [my|the] calendar]",
            // an event put down for its day: "put a seven pm meeting down for march fourteenth".
            "(put|write|jot|mark) [a|an|the|my] {title} [time] down (for|on) {startDate}",
            "(put|add|place|mark) (it|this|that) (on|in|to) [my|the] calendar [for {startDate}]",
            "(plan|organize|organise|arrange) (a|an) (meeting|event|party|dinner|lunch) (with|for) {attendees} {startDate}",
            "(plan|organize|organise|arrange) (a|an) {title} (for|on|at) {startDate}",
            "(open|go to) [my|the] calendar and (schedule|add|create|make) [a|an] [new] (event|meeting|appointment) [{title}]",
            "(mark|block) {startDate} [on my calendar] (for|as) {title}",
            // an event wanted on the calendar, or named with "called": "i need anniversary dinner added to my schedule for march 7", "schedule an event called nadine's baby shower on my calendar".
            "I need {title} (added|put) (to|on|in) my (calendar|schedule|agenda) [(for|on) {startDate}]",
            "(I would like|I'd like|I want) to have {title} (added|put) (to|on|in) my (calendar|schedule|agenda) [(for|on) {startDate}]",
            "(schedule|create|add|make|put) (a|an) [new] (event|meeting|appointment) (called|named|titled) {title} (on|in|to) [my|the] calendar [(for|on|at) {startDate}]",
            // an event the person has, then asked for on the calendar: "i have a meeting with bob on thursday at two put it in my calendar".
            "(I have|I've got|I got) (a|an) (meeting|appointment|call|event) with [my|our] {attendees} {startDate} [so] [(please|can you|could you)] (put|add|save|write) (it|that|this) (in|on|to|into) my (calendar|schedule|agenda)",
            "(I have|I've got|I got) [a|an|my] {title} [(on|at|for)] {startDate} [so] [(please|can you|could you)] (put|add|save|write) (it|that|this) (in|on|to|into) [my|the] (calendar|schedule|agenda)",
            // an event said to be on a day, then asked for on the calendar: "my daughter's recital is on friday at six put it on the calendar".
            "[my|the|our] {title} is (on|at|for) {startDate} [so] [(please|can you|could you)] (put|add|save|write) (it|that|this) (in|on|to|into) [my|the] (calendar|schedule|agenda)",
            "(I have|I've got|I got) (a|an) (meeting|appointment|call|event) {startDate} [so] [(please|can you|could you)] (put|add|save|write) (it|that|this) [(in|on|to|into) my (calendar|schedule|agenda)]",
            // an event named with "called" and no time yet, a new event by its time, a day marked or blocked off: "create a meeting called budget review", "new event tomorrow at noon", "mark my calendar for the 15th".
            "(create|make|schedule|set up|add) (a|an) [new] (meeting|event|appointment|calendar event) (called|named|titled) {title}",
            "new (event|meeting|appointment|calendar event) [(for|on|at)] {startDate}",
            "(mark|block off|block) [my|the] (calendar|schedule) (for|on) {startDate} [(for|as) {title}]",
            "(mark|block off) [my|the] (calendar|schedule) (for|with) [the|my] {title} (on|for|at) {startDate}",
            "block off {startDate} (for|as) {title}",
            "save the date (for|of) [the|my] {title} (on|for) {startDate}",
            // an event written down or marked with its day, or said before the request: "write down appointment for tomorrow on my calendar", "mark next monday", "the staff meeting on march 1 needs to be added to my calendar".
            "(write|put|jot|note|mark) down [that I have] [a|an|the|my] {title} (for|on|at) {startDate} (on|in|to) my (calendar|schedule|agenda)",
            "note [that I have] [a|an|the|my] {title} (for|on|at) {startDate} (on|in|to) my (calendar|schedule|agenda)",
            // a date saved for something: "save the date march tenth for the wedding".
            "save the date [(for|on)] {startDate} (for|as) [the|my|a|an] {title}",
            "(write|put|jot|mark) down [a|an|the|my] (meeting|appointment|event) (for|on|at) {startDate}",
            "mark {startDate} [(on|in) my (calendar|schedule)]",
            "[the] {title} (on|at|for) {startDate} (needs to be|has to be|should be|must be) (added|put) (to|on|in|into) my (calendar|schedule|agenda)",
            "I need {title} (on|in) (my|the) (calendar|schedule|agenda) (for|on) {startDate}",
            "(on|for) {startDate} (add|put|schedule|set up|plan) [a|an] {title} [(on|in|to) my calendar]",
            // a reminder put on the calendar: "put a reminder on the calendar to buy a gift on march 1st".
            "(put|add|set|place) (a|an) (reminder|note|entry) (on|in|to) [my|the] calendar (to|for|about) {title} [(on|for|at) {startDate}]",
            // an event named after its noun with its time right after, and events that repeat: "add event team lunch tomorrow at noon", "create a recurring meeting called budget review".
            "(add|create|schedule|make|put|set up) [a|an] [new] (event|meeting|appointment|calendar event) {title} {startDate}",
            "new (event|meeting|appointment|calendar event) {title} {startDate}",
            // the day right after the noun is the event's day, not its name: "add an event tomorrow at five" (it had
            // been an event called "tomorrow" today at five); and an event the person needs or wants to schedule.
            "(add|create|schedule|make|put|set up) [a|an] [new] (event|meeting|appointment|calendar event) {startDate}",
            "(I want to|I need to|I'd like to|I would like to|I have to|I wanna) (schedule|plan|put in) (a|an) [new] (meeting|appointment|event|calendar event) [with [my|our] {attendees}] [[(on|for|at)] {startDate}]",
            "(set|create|make|add|schedule|set up|put) (a|an) [new] (recurring|repeating|repeated|weekly|monthly|daily|yearly|annual) (event|meeting|appointment|calendar event) [(called|named|titled|for) {title}] [(on|for|at|every) {startDate}]",
        ])

    /// Cancels an event, or some of its repetitions. A `date`, when said ("remove standup on friday at
    /// ten am"), tells the event from others of the same name.
    public let deleteEvent = domain.intent(
        "deleteEvent", "Cancels an event, or some of its repetitions.",
        [
            .required("target", .schema("calendar.event")), .optional("span", .schema("calendar.eventSpan")),
            .optional("date", .date),
        ],
        examples: ["Cancel the meeting."],
        phrases: [
            "cancel (the|my|this|that) (meeting|event|appointment|call)",
            // the noun keeps a text-searched event from reading any "cancel my …".
            "cancel [the|my] {target} (meeting|event|appointment|call)",
            "(delete|remove|erase|get rid of) (the|my|this|that) (meeting|event|appointment|calendar event) [from my calendar]",
            "(delete|remove|erase|get rid of) [the|my] {target} from [my|the] calendar",
            "(cancel|delete|remove|get rid of) (the|my) (meeting|event|appointment|call|lunch|dinner|breakfast|date) (with|about) {target}",
            "call off (the|my|this|that) (meeting|event|appointment)",
            "take [the|my] {target} off [my|the] calendar",
            "(cancel|delete|get rid of) {span} of {target}",
            "(cancel|delete|remove|erase|clear|get rid of) [the|my] (next|last|latest|upcoming|first) (meeting|event|appointment|calendar event)",
            "(cancel|delete|remove|erase|clear|take away|get rid of) all [of] [my|the] (meetings|events|appointments|calendar events) [from my calendar]",
            "(cancel|delete|remove|erase|get rid of) [my|the] (meetings|events|appointments|calendar events)",
            // a span's events, and an event the person cancelled taken off: "get rid of my appointments this week", "i cancelled my lunch with anna so take it off the calendar".
            "(cancel|delete|remove|erase|clear|get rid of) [all] [my|the] (meetings|events|appointments|calendar events) (today|tomorrow|tonight|this week|next week|this weekend|next weekend|this month|next month)",
            "(I cancelled|I canceled|I called off|I won't go to|I am not going to|I'm not going to) [my|the] {target} [so] [(please|can you|could you|you can)] (take|remove|delete|cancel) (it|that) (off|from|on|in) [my|the] (calendar|schedule|agenda) [(too|as well)]",
            "I (cancelled|canceled|called off) [my|the] {target} [so] [(please|can you|could you|you can)] (remove|delete) (it|that) [(too|as well)]",
            "(clear|wipe|empty) [out] my (calendar|schedule)",
            "(delete|erase|get rid of) (my|the) [whole|entire] (calendar|schedule)",
            "(cancel|delete|remove|clear|get rid of) everything (on|from) my calendar",
            "(remove|delete|take|get rid of) (the|this|that) (event|meeting|appointment) (off|from) my calendar",
            "(delete|remove|cancel|erase|clear|get rid of) [the|my] [scheduled|upcoming|next] (meeting|event|appointment) (on|at|for|with|about) [the|my] {target}",
            // an event named by what it is, the noun after it: "delete my dentist appointment tomorrow".
            "(cancel|delete|remove|erase|clear|clear off|call off|drop|get rid of|take off|take out|scratch|unschedule) [the|my|this|that] {target} (meeting|event|appointment|call|party|date|session|class|practice) [(today|tomorrow|tonight|this (week|weekend|morning|afternoon|evening)|next week|[on|this|next|coming] (monday|tuesday|wednesday|thursday|friday|saturday|sunday))]",
            // the day said right after the noun is the event's day, not part of its name: "delete my meeting tomorrow",
            // "scratch the appointment on friday" (the day had been read as the name "my").
            "(cancel|delete|remove|erase|clear|call off|drop|get rid of|take off|scratch|unschedule) [the|my|this|that] (meeting|event|appointment|call|party|session|class|practice) [(on|for)] {date}",
            "(cancel|delete|remove|erase|clear|get rid of) (all|every|each) [of] [the|my] (meetings|events|appointments|calendar events|engagements|plans|meeting|event|appointment) (for|on|of|in|from|at|after|before|with|this|next) {target}",
            "(cancel|delete|remove|erase|clear|get rid of|destroy) (all|every) [of] [the|my] (meetings|events|appointments|calendar events|event|meeting|appointment) [(on|from|in) [my|the] calendar]",
            "(delete|remove|erase|clear|cancel|get rid of) (everything|all events|all appointments) (on|from|in|off) [my|the] (calendar|schedule|agenda) [(for|on) {target}]",
            "(clear|clean|wipe|empty|erase|clear up|clear out|clean up|free up) [out|up] [my|the] [whole|entire] (calendar|schedule|agenda|day) [(for|on) {target}]",
            "(remove|delete|erase|clear|take|take out|get rid of|cancel) [the|my] {target} (from|off|on|in|out of) [my|the] (calendar|schedule|agenda|calendar app)",
            "(remove|delete|erase|cancel|clear|dismiss|get rid of) [the|my] (next|upcoming|last|latest|first|current) (event|meeting|appointment) [(on|in|from) [my|the] calendar]",
            "(delete|remove|erase|take off|take out|get rid of) (the|this|that) (event|meeting|appointment) (from|off) [my|the] calendar",
            "(delete|remove|erase|get rid of) from [my|the] calendar the (next|last|first) (event|meeting|appointment)",
            "make my (calendar|schedule) (empty|clear)",
            "(cancel|delete|remove|erase|clear|get rid of) [all] [the|my] [upcoming|scheduled|future|recurring] (calendar events|events|meetings|appointments) (for|on|from|in|of) [the|my] {target}",
            "(cancel|delete|remove|erase|clear|destroy|get rid of) (all|every) [of] [the|my] (upcoming|scheduled|future|recurring) (meetings|events|appointments|calendar events)",
            "(remove|delete|cancel|erase|get rid of) [the|my] (calendar event|event|meeting|appointment) (from|on|at|for) {target}",
            "I (need|want) (everything|all [of] my (events|meetings|appointments)) (deleted|removed|cleared|cancelled|canceled) [(from|on) [my|the] calendar]",
            "(this|that) (event|meeting|appointment) needs to be (deleted|removed|cancelled|canceled)",
            // the same with the event named and the calendar said, and in a word with the request after it, as "two pm set"
            // sets an alarm: "my dentist appointment has to be cancelled", "the meeting needs to be removed from my calendar", "event remove".
            "[the|my|this|that] [{target}] (event|meeting|appointment|party|class) (needs to be|has to be|should be|must be|can be) (deleted|removed|cancelled|canceled|erased|taken off) [(from|off) [my|the] (calendar|schedule|agenda)]",
            "[the] (event|meeting|appointment|calendar event) (remove|removed|delete|deleted|cancel|cancelled|canceled) [please]",
            "(delete|remove|cancel|get rid of) (the|my) (meeting|appointment|event) (I have|I've got|which I (have made|made)|that I (have made|made)) with {target}",
            "(find|search for|look for|locate) [my|the] {target} (on|in) my calendar and (delete|remove|cancel) it",
            // events named by what and when, said in several ways: "delete lunch tomorrow", "please cancel my next hair cut".
            "(delete|erase|take off|call off|get rid of) [the|my] {target} (today|tomorrow|tonight|this (week|weekend|morning|afternoon|evening)|next week|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday))",
            "(cancel|delete|remove|erase|get rid of) [the|my] (next|upcoming) {target}",
            "(delete|remove|cancel|erase|take off|get rid of) [the|my] {target} (I had|I have|I added|that I added|scheduled) [(to|on|in) my calendar]",
            "(can you|could you|please) (take|remove|delete) (off|from) [the|my] (next|upcoming) (event|meeting|appointment) [(on|in|from) my calendar]",
            "(find|check|search for|look for|locate) [my|the] (next|upcoming) (event|meeting|appointment) [on my calendar] and (delete|remove|cancel) it",
            "(delete|remove|erase|cancel|get rid of) [the|my] (next|upcoming|first|last) (event|meeting|appointment) (on|of|for) {target}",
            "(whatever|whichever) (the|my) next (event|meeting|appointment) is [on|in] [my|the] [calendar] (delete|remove|cancel) it",
            "I (wish|want|need) (this|that|the) (event|meeting|appointment) to be (removed|deleted|cancelled|canceled) [from my calendar]",
            "(remove|delete|erase|take|get rid of) it (from|off) my (calendar|agenda|schedule)",
            "(delete|remove|cancel|clear|erase|reset|get rid of) all [the|my] (calendar events|events|meetings|appointments|programs|plans) (in|on|for|from) [my|the] (calendar|schedule|agenda) [for {target}]",
            "(cancel|delete|remove|clear|get rid of) all [the|my] (programs|plans|events|meetings|appointments) (for|on|this|next) {target}",
            "(make sure|ensure) my (calendar|schedule) is [completely] (clear|empty) {target}",
            "{target} clear my (calendar|schedule)",
            // an event named with its day or time, which tells it from others of the same name:
            // "take off the doctor's appointment on march twentieth", "remove standup on friday at ten am".
            // the noun keeps an alarm or a reminder "for tomorrow" out of it.
            "(remove|delete|erase|take off|get rid of) [the|my|all] [{target}] (meeting|meetings|event|events|appointment|appointments|party|date|session|class|practice|lunch|dinner|breakfast|birthday|standup) (on|for|at|in|this|scheduled for|set for|booked for|planned for) {date}",
            // "cancel" too, where the noun is not a meal (a meal cancelled is as often a reservation): "cancel standup on friday at ten am".
            "(cancel|call off|trash) [the|my|all] [{target}] (meeting|meetings|event|events|appointment|appointments|session|class|practice|standup|call) (on|for|at|in|this|scheduled for|set for|booked for|planned for) {date}",
            "(remove|delete|erase|take off|get rid of) [the|my|all] {target} (in|on|from) (my|the) (calendar|schedule|agenda) (on|for|at) {date}",
            "(remove|delete|erase|take off|cancel|get rid of) [the|my] {target} (I added|I put|I have|I had) (in|on|to) my (calendar|schedule|agenda) [(for|on|at) {date}]",
            // an event taken off the calendar with its day: "please take final exams off my calendar for may 3".
            "(take|remove|delete|erase|scratch|get rid of|clear) [the|my] {target} (off|from|off of) [my|the] (calendar|schedule|agenda) (for|on) {date}",
            // an event named with "called": "cancel the event called bachelorette party on april 15".
            "(cancel|delete|remove|erase|get rid of) the (event|meeting|appointment) (called|named|titled) {target} [(on|for) {date}]",
            // an event the person says they scheduled, with its day, and a day's entries cleared: "delete the doctor appointment i have scheduled for monday", "please clear entries on my calendar for the 1st".
            "(cancel|delete|remove|erase|take off|get rid of) [the|my] {target} (meeting|appointment|event|party|date|session|class|practice|lunch|dinner|breakfast) (I have|I had|that I have|that I had|I've|I've got) [scheduled|booked|planned|set] (for|on|at) {date}",
            "(cancel|delete|remove|erase|get rid of) [the|my] {target} (meeting|appointment|event|party|date|session|class|practice|lunch|dinner|breakfast) (I have|I had|that I have|that I had|I've|I've got) (scheduled|booked|planned|set|added) [(to|on|in|for) my calendar]",
            "(clear|delete|remove|erase) [all] [the] (entries|events|appointments|meetings|everything) (on|in|from) my (calendar|schedule|agenda) (for|on) {target}",
            "(scratch|cross|strike) [the|my] {target} (off|from|off of) [my|the] (calendar|schedule|agenda)",
            "(remove|delete|erase|cancel|get rid of) from [my|the] (calendar|schedule|agenda) [the|my] {target}",
            // an event the person will not go to, then taken off: "i am no longer attending the wedding so remove it from my calendar"; a day kept free: "keep april 2nd open on my calendar".
            "(I am|I'm) no longer (attending|going to|joining|going) [to] {target} [so] [(can you|could you|please)] (remove|delete|cancel|take) (it|that) [(from|off|on|in) my (calendar|agenda|schedule)] [as well]",
            "(I am not|I'm not|I won't be|I will not be) (attending|going to|going) [to] {target} [anymore] [so] [(can you|could you|please)] (remove|delete|cancel|take) (it|that) [(from|off|on|in) my (calendar|agenda|schedule)] [as well]",
            "I (won't|will not|will no longer|can't|cannot|can no longer) (be attending|attend|be going to|go to|be joining|make it to) {target} [so] [(can you|could you|please)] (remove|delete|cancel|take) (it|that) [(from|off|on|in) my (calendar|agenda|schedule)] [as well]",
            "I (don't|do not) want to (attend|go to|be at) {target} (any more|anymore|any longer) [so] [(can you|could you|please)] (remove|delete|cancel|take) (it|that) [(from|off|on|in) my (calendar|agenda|schedule)]",
            "I (no longer|don't|do not) (want|need) (this|that|the) (event|meeting|appointment) (in|on) my (calendar|schedule|agenda) [(anymore|any more|any longer)]",
            "(keep|leave) {target} [wide] (open|clear|free) (on|in) my (calendar|schedule|agenda)",
            "{target} (needs|has) to be (cleared|cleared out|freed up|kept free|kept open) (on|in) my (calendar|schedule|agenda)",
            "I need a (clear|free|empty) (calendar|schedule|day) (for|on) {target}",
            "I want (the|all the|all) (events|meetings|appointments) (on|in) my (calendar|schedule) (for|on) {target} to be (cleared|deleted|removed|cancelled|canceled)",
            "(undo|remove|delete) the (last|latest) (event|entry|appointment|meeting) (on|in|from|I added to|I put on) my calendar",
            // a day's events named by the day: "delete tomorrow's events".
            "(delete|remove|cancel|clear|erase|get rid of) [all] [of] (today's|tomorrow's|tonight's|this week's|next week's|this weekend's) (events|meetings|appointments|calendar events|plans)",
            // one such event, with the part of the day: "remove today's meeting in the evening".
            "(delete|remove|cancel|clear|erase|get rid of) (today's|tomorrow's|tonight's) (event|meeting|appointment|calendar event) [(at|in the|this) (morning|afternoon|evening|night)]",
            // the reason said first: "i am sick tomorrow so cancel all my meetings".
            "(I am|I'm|I will be|I'll be) (busy|sick|away|out|unavailable|not available|off|on vacation) {target} [so] [(please|can you|could you)] (cancel|delete|clear|remove|erase) (everything|all [the|my] [calendar] (events|meetings|appointments|plans)|my (calendar|schedule)) [(on|from) my calendar]",
            // an event the person no longer goes to, said alone: "i will no longer be joining mom for lunch tomorrow", "i no longer need to go to the zoo on the 8th".
            "(I will|I'll) no longer be (joining|attending|going to) {target}",
            "I no longer (need|have) to go to {target} (on|for) {date}",
            "(I am|I'm) no longer (attending|going to) {target} (on|for) {date}",
            // an event no longer needed, or said to be cancelled before it is taken off: "i don't need the meeting on monday anymore", "the meeting with bob is cancelled please remove it".
            "I (don't|do not|no longer) need [the|my] [{target}] (meeting|appointment|event|party|class|session|practice|standup) [(on|for|at|this|next) {date}] [(anymore|any more|any longer)]",
            // an event the person no longer has, then taken off: "i no longer have the meeting on wednesday please delete it".
            "I (no longer have|don't have|do not have) [the|my|a] [{target}] (meeting|appointment|event|party|class|session|practice) [(on|for|at|this|next) {date}] [(anymore|any more|any longer)] [so] [(please|can you|could you)] (remove|delete|cancel|take) (it|that) [(from|off|on|in) my (calendar|agenda|schedule)]",
            "(the|my) {target} (meeting|appointment|event|party|class|session|practice|lunch|dinner) (is|was|has been|got) (cancelled|canceled|called off) [so] [(please|can you|could you|you can)] (remove|delete|take|cancel) (it|that) [(from|off|on|in) my (calendar|agenda|schedule)]",
            "(the|my) (meeting|appointment|event|lunch|dinner) with {target} (is|was|has been|got) (cancelled|canceled|called off) [so] [(please|can you|could you|you can)] (remove|delete|take|cancel) (it|that) [(from|off|on|in) my (calendar|agenda|schedule)]",
            // events of a kind removed all at once: "delete all recurring staff meetings".
            "(cancel|delete|remove|erase|clear|get rid of) all [of] [my|the] [recurring|repeating|weekly|monthly|daily|future|upcoming] {target} (meetings|events|appointments|classes|sessions|lessons)",
            // an event the person made, named by its noun and day: "delete the appointment i made for tuesday".
            "(cancel|delete|remove|erase|get rid of) (the|my) (meeting|appointment|event) (I|that I|which I) (made|set up|scheduled|booked|added|created|put in) (for|on|at) {date}",
        ])

    /// Moves, renames or changes the attendees or place of an event.
    public let updateEvent = domain.intent(
        "updateEvent", "Moves, renames or changes the attendees or place of an event.",
        [
            .required("target", .schema("calendar.event")), .optional("title", .string), .optional("startDate", .date),
            .optional("endDate", .date), .optional("location", .string), .optional("attendees", .people),
        ],
        examples: ["Move the meeting to tomorrow."],
        phrases: [
            "(move|reschedule|push|shift) (the|my|this|that) (meeting|event|appointment|call) to {startDate}",
            // the move said as news, with or without the request after it: "the meeting with justin has been changed put it on thursday",
            // "my dentist appointment got moved to friday".
            "(the|my|our) (meeting|event|appointment|call) with {target} (has been|was|got|is) (moved|rescheduled|changed|pushed|postponed) [so] [(please|can you|could you)] (put|move|change|set|reschedule) (it|that) (to|on|for) {startDate}",
            "(the|my|our) [{target}] (meeting|event|appointment|call) (has been|was|got|is) (moved|rescheduled|changed|pushed|postponed) [so] [(please|can you|could you)] (put|move|change|set|reschedule) (it|that) (to|on|for) {startDate}",
            "(the|my|our) [{target}] (meeting|event|appointment|call) (has been|was|got|is) (moved|rescheduled|pushed|postponed) (to|till|until) {startDate} [[so] [(please|can you|could you)] update [it|my calendar]]",
            "(move|reschedule|push|shift|change) [the|my] {target} to {startDate}",
            "(move|reschedule) (the|my) (meeting|event|appointment|call) (with|about) {target} (to|for) {startDate}",
            "(change|update) (the|my|this) (meeting|event|appointment) [start] time to {startDate}",
            "(rename|retitle) (the|my|this) (meeting|event|appointment) to {title}",
            "(add|invite) {attendees} to (the|my|this) (meeting|event|appointment|call)",
            "(change|move) the location of {target} to {location}",
            "(change|move) (the|my|this) (meeting|event|appointment) location to {location}",
            "(make|have) (the|my|this) (meeting|event|appointment) end at {endDate}",
            // an event made to repeat: "alter lunch event to repeat every friday", "set the team meeting to repeat
            // weekly". No schema keeps the repetition (as with events created repeating); the event is the target.
            "(make|set|change|alter|update|have|turn) [the|my|this|that|our|a] [{target}] (event|meeting|appointment|calendar event|class) (to repeat|repeat|to recur|recur|into a recurring (event|meeting|appointment)|to recurring) [(every|each) (day|week|month|year|weekday|morning|evening|monday|tuesday|wednesday|thursday|friday|saturday|sunday|other week)|daily|weekly|monthly|yearly|annually|every other week|on weekdays|on (mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)]",
            "repeat [the|my|this|that|our] [{target}] (event|meeting|appointment|calendar event|class) ((every|each) (day|week|month|year|weekday|morning|evening|monday|tuesday|wednesday|thursday|friday|saturday|sunday|other week)|daily|weekly|monthly|yearly|annually|on weekdays|on (mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays))",
        ])

    /// A person invited to an event.
    public let attendee = domain.entity(
        "attendee", "A person invited to an event.",
        [
            .required("id", .string), .required("name", .string), .optional("person", .person),
            .optional("status", .schema("calendar.attendeeStatus")),
            .optional("type", .schema("calendar.attendeeType")),
        ])

    /// A calendar that holds events.
    public let calendar = domain.entity(
        "calendar", "A calendar that holds events.",
        [.required("id", .string), .required("title", .string), .optional("color", .string)])

    /// An event of a calendar.
    public let event = domain.entity(
        "event", "An event of a calendar.",
        [
            .required("id", .string), .required("title", .string), .required("startDate", .date),
            .required("endDate", .date),
            .required("isAllDay", .bool), .optional("location", .string),
            .required("attendees", .list(.schema("calendar.attendee"))),
            .optional("calendar", .schema("calendar.calendar")), .optional("status", .schema("calendar.eventStatus")),
        ])

    /// An attendee's answer to an invitation.
    public let attendeeStatus = domain.enumeration(
        "attendeeStatus", "An attendee's answer to an invitation.",
        cases: ["pending", "accepted", "declined", "tentative"])
    /// What an attendee is.
    public let attendeeType = domain.enumeration(
        "attendeeType", "What an attendee is.", cases: ["person", "group", "room", "resource"])
    /// Which repetitions of a repeating event a change applies to.
    public let eventSpan = domain.enumeration(
        "eventSpan", "Which repetitions of a repeating event a change applies to.",
        cases: ["thisEvent", "futureEvents"])
    /// Whether an event takes place.
    public let eventStatus = domain.enumeration(
        "eventStatus", "Whether an event takes place.", cases: ["confirmed", "tentative", "canceled"])
}
