import Phrasebook

extension AppSchema {
    /// Clock: alarms and timers. Apple requires an app to adopt all of it.
    public static var clock: ClockSchemas { ClockSchemas.shared }
}

private let domain = SchemaDomain("clock", tier: .primary)

/// The clock domain's schemas: `.clock.createTimer`, `.clock.alarm`, ….
///
/// Apple documents no parameters for this domain; Phrasebook's follow the example requests. A
/// snooze is a number of `minutes` ("give me 5 more minutes"), and updateTimer tells a new
/// `duration` ("set the timer to 10 minutes") from an `addedDuration` ("add 5 minutes to the timer").
public struct ClockSchemas: Sendable, SchemaCollection {
    static let shared = ClockSchemas()

    /// Sets an alarm for a time, with a label when given.
    public let createAlarm = domain.intent(
        "createAlarm", "Sets an alarm for a time, with a label when given.",
        [.required("time", .date).holding(.time), .optional("label", .string)], returns: .schema("clock.alarm"),
        examples: ["Wake me up at 7 AM."],
        phrases: [
            "wake me [up] {time}",
            "wake me [up] at {time}",
            "get me up [at] {time}",
            "(get|wake) me up (at|by) {time} (for|to) {label}",
            "(set|create|make|add|put|set up|schedule|fix|place) [me] [an|a|the|my|another] [new] alarm [clock] [(for|at|to)] {time}",
            // an alarm named for waking: "set up a wake up alarm for six thirty am".
            "(set|create|make|add|set up|schedule) [me] [an|a|my] [new] (wake up|wakeup|morning) alarm (for|at) {time}",
            "(set|create|make|add|set up) [an|a|the] alarm (for|at) {time} (called|labeled|named|for) {label}",
            "(set|create|make) (an|a) {label} alarm (for|at) {time}",
            "(set|create) an alarm (called|named|labeled) {label} (for|at) {time}",
            "alarm (for|at) {time}",
            "I need to (get up|wake up|be up) (at|by) {time}",
            "(set|put) my alarm (for|to) {time}",
            "set my alarm to go off {time}",
            "(I need|I want|give me) (an|a) alarm [(for|at) {time}]",
            "I need (an|a) alarm set (for|at) {time}",
            "(set|create|make|schedule) (a|an) (wake up|wakeup) call (for|at) {time}",
            "(I need|give me) a {time} (wake up|wakeup) call",
            "(set|create|make|add) (an|a) alert (for|at) {time}",
            "(set|create|make|add|set up|put) [me] [an|a|the|my|another] [new] alarm [please]",
            "wake me up",
            // what the alarm is for, then its time: "set an alarm for the meeting at seven am".
            "(set|create|make|add|put|set up|schedule) [me] [an|a|the|my] [new] alarm (for|called|named|labeled) [the|my] {label} (at|for|on|in) {time}",
            "(alert|wake|get) me [up] (at|by) {time} (to|for|about) {label}",
            "(alert|notify) me (at|by) {time}",
            // alarms asked for in other words: "schedule an alarm to wake me up after three hours", "get me up in half an hour".
            "(set|create|make|schedule|set up) [an|a|the|my] alarm to (wake me up|get me up) {time}",
            "(get|wake) me up in {time}",
            "(turn on|switch on|enable|activate) [my|the] alarm (for|at) {time}",
            "(please|can you|could you) set [the|an|my] alarm (for|at|to) {time}",
            "(set|create|make|schedule) [an|a] alarm (for|at) {time} (for|to) {label}",
            "(ring|sound) [the|an] alarm (at|by) {time}",
            "(I need|I want) (an|a|my) alarm (for|at) {time}",
            "alarm me (at|for|by) {time}",
            // a wake-up call asked for as a call or a ring: "call me at six am", "ring my phone at 12 pm".
            "(call|ring|buzz) (me|my phone) (at|by) {time}",
            // an alarm asked for as a thing to have: "i would like an alarm set", "set a 5 am alarm", "i want to be woken up at 9".
            "(I need|I want|I'd like|I would like|give me) (a|an) [new] alarm (set|set up|made) [(for|at) {time}]",
            "(set|create|make|add|schedule|set up) [me] (a|an) {time} alarm",
            "(schedule|initiate|start) [me] (a|an) [new] alarm",
            "(I want to|I'd like to|I need to|I would like to) be (woken|woke|waken|awoken) [up] (at|by) {time}",
            // being told when a time comes: "tell me when it is five pm", "let me know when it's seven".
            "(tell me|let me know|alert me|notify me) when (it is|it gets to|it turns|it hits|it's) {time}",
            // the need said first, the alarm to go off at a time: "i have to get up at six", "i need the alarm to go off at 5".
            "(I have to|I must|I've got to|I gotta|I want to|I'll need to) (get up|wake up|be up) (at|by) {time}",
            "I need (the|my|an) alarm to (go off|ring|sound|wake me [up]) (at|by) {time}",
            "(set|create|make|put) [my|an|the] alarm for (getting up|waking up)",
            // an alarm fixed, or named by its time alone: "fix an alarm", "six am alarm please".
            "fix (an|a|the|my) alarm [(for|at) {time}]",
            "{time} alarm [please]",
            // the time said first and the request after it, in a word: "two pm set", "six am alarm set".
            "{time} [alarm] set",
            "alarm set [please]",
            // a new alarm said without a verb: "new alarm six am", "a new alarm for seven".
            "[a] new alarm [(for|at)] {time} [please]",
            // an alarm the person wants sure of: "make sure my alarm is set for three thirty in the morning".
            "(make sure|ensure) [that] my alarm is set (for|to|at) {time}",
            "(make sure|ensure) [that] (I wake up|I get up|I am up|I'm up) (at|by) {time}",
            // alarms that repeat, said with their repetition: "set a daily alarm for six am".
            "(set|create|make|add|set up|schedule) [me] (a|an) (daily|recurring|repeating|weekday|weekly|everyday) alarm [(for|at) {time}]",
            // the repetition said after the alarm: "set an alarm every weekday at six", "wake me up every morning at seven".
            "(set|create|make|add|set up|schedule|put) [me] [an|a|the|my] [new] alarm [clock] [(for|on)] (every|each) (day|morning|night|weekday|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday) (at|for) {time}",
            "(wake|get) me [up] (every|each) (day|morning|weekday|monday|tuesday|wednesday|thursday|friday|saturday|sunday) at {time}",
        ])

    /// Changes an alarm's time or label, or turns it on or off.
    public let updateAlarm = domain.intent(
        "updateAlarm", "Changes an alarm's time or label, or turns it on or off.",
        [
            .required("target", .schema("clock.alarm")), .optional("time", .date).holding(.time),
            .optional("label", .string),
            .optional("isEnabled", .bool),
        ],
        phrases: [
            "(change|move|reset|update) (my|the) {target} alarm to {time}",
            "(change|move|update) (my|the) alarm (for|at) {target} to {time}",
            "(change|move|push) my alarm to {time}",
            "(rename|relabel) (my|the) {target} alarm [to] {label}",
            "(change|set) (my|the) {target} alarm (label|name) to {label}",
            "(turn|shut) {isEnabled} (my|the) {target} (alarm|alarm clock)",
            // the switch said as a verb: only words for switching, not any yes or no ("okay remove seven am alarm" is no switch);
            // "deactivate" with no name stays deleteAlarm's, as before.
            "(enable|activate|reactivate) (my|the) {target} alarm".setting("isEnabled", to: true),
            "(disable|deactivate) (my|the) {target} alarm".setting("isEnabled", to: false),
            // an alarm named by its time without an article: "turn off eight am alarm".
            "(turn|switch|shut) {isEnabled} {target} (alarm|alarm clock)",
            // the switch said as a verb with no name, or before a name without an article: "disable my alarm", "disable eight am alarm".
            "(enable|activate|reactivate) [my|the|this|that] alarm".setting("isEnabled", to: true),
            "(disable|set off) [my|the|this|that] alarm".setting("isEnabled", to: false),
            // the same with the particle last: "set the alarm off".
            "set (my|the|this|that) alarm off".setting("isEnabled", to: false),
            "(enable|activate|reactivate) {target} (alarm|alarm clock)".setting("isEnabled", to: true),
            "(disable|deactivate) {target} (alarm|alarm clock)".setting("isEnabled", to: false),
            "make (my|the) {target} alarm (go off|ring) at {time}",
            "(change|update|edit) (my|the) {target} alarm",
            // an alarm removed and set again at another time: "cancel my seven am alarm and set it for eight".
            "(remove|delete|cancel) (my|the) {target} alarm and (set|change|move|reset) it (to|for) {time} [instead]",
            // the switch said last: "turn my morning alarm on".
            "(turn|switch) (my|the) [{target}] (alarm|alarm clock) {isEnabled}",
            // an alarm changed before the change is said, and one switched with its day: "change my alarm", "turn off the six am alarm for wednesday".
            "(change|update|edit|reset|modify|adjust) [my|the|this|that|an] alarm [settings]",
            "(turn|switch|shut) {isEnabled} (the|my) (alarm|alarms|alarm clock) (for|on|set for) {target}",
            // an alarm stopped for a day before it rings: "stop my alarm for tomorrow morning".
            "stop (the|my) (alarm|alarms|alarm clock) (for|on|set for) {target}".setting("isEnabled", to: false),
            "(disable|deactivate) [the|my|this|that] [wake up] (alarm|alarm clock) (for|at|on|set for) {target}"
                .setting("isEnabled", to: false),
            // all of them switched off for a day, as one is: "turn off all my alarms for tomorrow".
            "(turn|switch|shut) {isEnabled} (all|every|any) [of] [the|my] (alarm|alarms|alarm clock) (for|on|set for|after) {target}",
            "(turn|switch|shut) {isEnabled} [the|my|any] {target} (alarm|alarms|alarm clock) (for|on|after|set for|this|next) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|today|tomorrow|tonight|the weekend|weekends|weekdays|this week|next week|[the] whole week)",
            // an alarm made to repeat: "make my seven am alarm repeat every day", "set the alarm to repeat on weekdays".
            // No schema keeps the repetition (as with alarms set repeating); the alarm is the target.
            "(make|set|change|have|turn) [the|my|this|that] [{target}] (alarm|alarm clock) (to repeat|repeat|to recur|recur|into a recurring alarm|to recurring) [(every|each) (day|week|weekday|morning|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|daily|weekly|on weekdays|on weekends|on (mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)]",
            "repeat [the|my|this|that] [{target}] (alarm|alarm clock) ((every|each) (day|week|weekday|morning|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|daily|weekly|on weekdays|on weekends|on (mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays))",
        ])

    /// Snoozes a ringing alarm, for a number of minutes when given.
    public let snoozeAlarm = domain.intent(
        "snoozeAlarm", "Snoozes a ringing alarm, for a number of minutes when given.",
        [.optional("target", .schema("clock.alarm")), .optional("minutes", .int)],
        examples: ["Give me 5 more minutes."],
        phrases: [
            "give me {minutes} more minutes",
            "give me a few more minutes",
            "{minutes} more minutes",
            "snooze [it|the alarm|my alarm]",
            "snooze [it|the alarm|my alarm] for {minutes} [more] minutes",
            "snooze the {target} alarm [for {minutes} minutes]",
            "(let me|I want to) sleep [for] {minutes} more minutes",
            "(hit|press) snooze",
            "let me sleep [a little] (longer|more)",
        ])

    /// Stops a ringing alarm.
    public let dismissAlarm = domain.intent(
        "dismissAlarm", "Stops a ringing alarm.",
        [.optional("target", .schema("clock.alarm"))],
        phrases: [
            "(stop|dismiss|silence|turn off|shut off) the alarm [(please|now|right now|for me|thanks|thank you)]",
            // "stop it" alone may mean the music, a timer or a call: only a word for the alarm says which.
            "(stop|dismiss|silence|turn off|shut off) my alarm [(please|now|right now|for me|thanks|thank you)]",
            "(stop|dismiss|silence) [the|my] {target} alarm",
            "[okay|ok] I'm (up|awake)",
            "make (it|the alarm) stop",
            "alarm off",
            "(stop|end) (the|that) (ringing|noise)",
            "dismiss all alarms",
        ])

    /// Deletes alarms.
    public let deleteAlarm = domain.intent(
        "deleteAlarm", "Deletes alarms.",
        [.required("entities", .list(.schema("clock.alarm")))],
        phrases: [
            "(delete|remove|erase|take off|call off|get rid of) (the|my) {entities} (alarm|alarms|alarm clock)",
            "(delete|remove|cancel|erase|clear|take away|get rid of|take off|call off) [the|my|this|that] [wake up] (alarm|alarms|alarm clock) (for|at|of|set for|on) {entities}",
            "(delete|remove|take off|call off|get rid of) (the|my) alarm (called|named|labeled) {entities}",
            "(delete|remove|clear|cancel|erase|disable|turn off|shut off|take off|call off|get rid of) all [of] [my|the] alarms",
            "(delete|remove|get rid of|cancel|erase|take off|call off|trash) (the|my|this|that) alarm",
            "(delete|remove|cancel|erase|clear|disable|turn off|shut off|take off|get rid of|call off) [the|my] alarms",
            "(delete|remove|cancel|erase|take off|call off|get rid of) [the|my] (latest|last|first|earliest|next) alarm",
            "get rid of (the|my) {entities} alarm",
            "I (don't|do not) need (the|my) {entities} alarm [anymore|any longer]",
            "(cancel|clear|take off|call off|get rid of) [the|my] {entities} (alarm|alarms|alarm clock)",
            // alarms named by their time or day, said without an article: "remove seven am alarm".
            "(delete|remove|erase|cancel|clear|unset|kill|get rid of|take off|call off|trash) [the|my|this|that] {entities} (alarm|alarms|alarm clock)",
            "(delete|remove|erase|cancel|clear|unset|get rid of|take off|call off) [the|my|this|that] [wake up] (alarm|alarms|alarm clock) (for|at|of|on|set for|set at|set on|(that|which) (is|was|I) set for|(that|which) I (have set|set|made) for|scheduled for) {entities}",
            "(delete|remove|erase|cancel|clear|disable|deactivate|unset|get rid of|take off|call off) (all|any|every) [of] [the|my] [wake up] (alarm|alarms|alarm clock) (for|on|of|at|set for|set on|set) {entities}",
            "(delete|remove|erase|cancel|clear|disable|deactivate|unset|get rid of|take off|call off) (all|any|every) [of] [the|my] [wake up] (alarm|alarms|alarm clock) [(that|which) I (have set|set|have|made)] [if any]",
            "(delete|remove|erase|cancel|clear|disable|unset|take off|call off|get rid of) [the|my|this|that] (alarm|alarms|alarm clock) (that|which) I (have set|set|made)",
            "(delete|remove|erase|cancel|forget|kill|unset|take off|call off|get rid of) [the|my|this|that] (set|current|existing) (alarm|alarms|alarm clock)",
            "(forget|kill|unset|deactivate) [the|my|this|that] (alarm|alarms|alarm clock)",
            "I (don't|do not|dont) (want|need) any [more] alarms",
            "I no longer need (the|my|this|that) {entities} alarm",
            "I (don't|do not) want (the|my|this|that) {entities} alarm (anymore|any longer|any more)",
            // an alarm not wanted on a day, said in other ways: "i won't need the six am alarm anymore", "no alarm tomorrow please", "my alarm for tomorrow can be deleted".
            "I (won't|will not) need (the|my|this|that) {entities} alarm [anymore|any longer|any more]",
            "(no|no more|skip the|skip my) (alarm|alarms|alarm clock) [(for|on)] {entities} [please]",
            "(stop|keep) [the|my] [wake up] (alarm|alarms|alarm clock) from (going off|ringing|sounding|waking me up) [(on|for|at)] {entities}",
            "(the|my) (alarm|alarms|alarm clock) (for|on|at) {entities} (can|should|must|needs to|has to) be (deleted|removed|cancelled|canceled|turned off|switched off)",
            "(cancel|remove|delete|stop|take off|call off|get rid of) [the|my|all] (wake up|wakeup) calls [for {entities}]",
            // alarms named by their time and day, in either order: "remove tuesday alarm of nine am", "cancel yoga alarms".
            "(delete|remove|erase|cancel|clear|get rid of|take off|call off) [the|my|all] {entities} (alarm|alarms|alarm clock) [(if any|please)]",
            "(remove|delete|cancel|take off|call off|get rid of|trash) (alarm|alarms|alarm clock) [if any]",
            "(unset|remove|delete|cancel) all [the] (alarm|alarms|alarm clock) (which|that) (is|are) set",
            "(I would like|I want|I'd like) (this|that|the|my) alarm [permanently] (removed|deleted|cancelled|canceled)",
            "(this|that|the|my) alarm (needs|has) to be [permanently] (removed|deleted|cancelled|canceled|silenced)",
            "I (don't|do not) need the alarm (for|on|at) {entities} [any longer|anymore|any more]",
            "I (don't|do not|won't|will not) need (my|an|any|the) (alarm|alarms|alarm clock) [(for|on)] {entities}",
            // the alarm's day said as not being woken then: "do not wake me up tomorrow".
            "(do not|don't|dont) wake me up [(on|for)] {entities}",
            // an alarm named by what the person set, or switched off by name: "delete the alarm i set for tomorrow", "disable the weekend alarms".
            "(delete|remove|erase|cancel|clear|disable|turn off|shut off|switch off|get rid of|take off|call off) [the|my] [wake up] (alarm|alarms|alarm clock) I (have set|set|made|put) (for|at|on) {entities}",
            "(disable|deactivate|turn off|shut off|switch off|take off) [the|my|all] {entities} alarms",
            "take off [the|my] {entities} alarm",
            // the alarm then its time, with no word between: "cancel alarm seven am".
            "(delete|remove|cancel|erase|clear|turn off|shut off|switch off|disable|take off|call off|get rid of) [the|my|this|that] [wake up] (alarm|alarms|alarm clock) {entities}",
            // an alarm named by its time with its day after it, or its day before it: "get rid of my wake up alarm set for saturday", "remove tuesday alarm of nine am".
            "(delete|remove|erase|cancel|clear|get rid of|take off|call off) [the|my] {entities} (alarm|alarms|alarm clock) (for|on|of|set for|set on) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|today|tomorrow|tonight|the weekend|weekends|weekdays|this week|next week|[the] whole week) [(for future|in future|from now on|for the future|in the future)]",
            "(delete|remove|erase|cancel|clear|get rid of|take off|call off) [the|my] (monday|tuesday|wednesday|thursday|friday|saturday|sunday|today's|tomorrow's|tonight's|weekend) (alarm|alarms|alarm clock) (of|for|at|set for|set at) {entities}",
            // the alarm named first and the request after it, as "two pm set" sets one: "seven am alarm removed".
            "[the|my] {entities} alarm (removed|deleted|cancelled|canceled|gone) [please]",
        ])

    /// Starts a countdown timer for a duration, with a label when given.
    public let createTimer = domain.intent(
        "createTimer", "Starts a countdown timer for a duration, with a label when given.",
        [.required("duration", .duration), .optional("label", .string)], returns: .schema("clock.timer"),
        examples: ["Timer for 5 minutes."],
        phrases: [
            "(set|start|create|make) (a|an) [new] timer for {duration}",
            "timer for {duration}",
            "{duration} timer",
            "(set|start) (a|an) {duration} timer [(for|called|named) {label}]",
            "(set|start) (a|an) timer for {duration} (for|called|named|labeled) {label}",
            "(set|start) (a|an) {label} timer for {duration}",
            "(set|start) (a|an) timer (called|named) {label} for {duration}",
            "{duration} timer (for|called) {label}",
            "count down [from] {duration}",
            "time {duration} [for {label}]",
            "(set|start) (a|the) timer",
            // a timer asked for as a thing to have or as a countdown: "i need a timer set for 15 minutes", "give me a 10 minute countdown".
            "(set|start|create|make|run) (the|my) timer (for|of) {duration}",
            "(set|start|create|make|run) [a|an] timer of {duration}",
            "(set|start|create|make|set up|run|make up) [me] (a|an) [new] timer [for me]",
            "(I need|I want|I'd like|I would like|give me|let's get|let's have) (a|an) timer [(set|going|started|set up)] [for {duration}]",
            "(I need|I want|I'd like|I would like|give me|let's get) (a|an) {duration} (timer|countdown)",
            "(start|set|begin|run) (a|the) countdown (for|of|from) {duration}",
            "(start|begin) counting down [from] {duration}",
            "(tell me|let me know|alert me) when {duration} (is|are|has|have) (up|passed|gone by|elapsed)",
            // a timer said by when it goes off, or wanted: "set a timer to go off in 5 minutes", "i gotta have a 10 minute timer".
            "(set|start|create|make|set up) (a|an|the|my) timer to (go off|ring|beep|end) (in|after) {duration}",
            "(I need|I want|I gotta|I got to|I wish|I'd like|I would like) to have (a|an) {duration} timer",
            "(I need|I want|I'd like|I would like) to (set|start) (a|an) [new] timer [for {duration}]",
        ])

    /// Changes a running timer: a new duration, added time or a new label.
    public let updateTimer = domain.intent(
        "updateTimer", "Changes a running timer: a new duration, added time or a new label.",
        [
            .optional("target", .schema("clock.timer")), .optional("duration", .duration),
            .optional("addedDuration", .duration), .optional("label", .string),
        ],
        examples: ["Add 5 minutes to the timer."],
        phrases: [
            "add {addedDuration} to (the|my) timer",
            "add {addedDuration} to (the|my) {target} timer",
            "add another {addedDuration} [to (the|my) timer]",
            "(extend|increase) (the|my) timer by {addedDuration}",
            "(change|set|reset) (the|my) timer to {duration}",
            "(change|set|reset) (the|my) {target} timer to {duration}",
            "make (the|my) timer {duration} [instead]",
            "(rename|relabel) (the|my) timer [to] {label}",
            "give (the|my) timer another {addedDuration}",
        ])

    /// Pauses a running timer.
    public let pauseTimer = domain.intent(
        "pauseTimer", "Pauses a running timer.",
        [.optional("target", .schema("clock.timer"))],
        phrases: [
            "pause [the|my] timer",
            "pause (the|my) {target} timer",
            "pause the countdown",
            "(hold|freeze) [the|my] timer",
            "put (the|my) [{target}] timer on hold",
            "pause (all|all my|all of my|all the) timers",
            "stop the (countdown|clock) for (now|a moment|a minute|a second|a bit)",
            "(hold|pause) the timer for (now|a moment|a minute|a second|a bit)",
        ])

    /// Resumes a paused timer.
    public let resumeTimer = domain.intent(
        "resumeTimer", "Resumes a paused timer.",
        [.optional("target", .schema("clock.timer"))],
        phrases: [
            "(resume|continue|unpause) [the|my] timer",
            "(resume|continue|unpause) (the|my) {target} timer",
            "(resume|continue|unpause) the countdown",
            "(start|keep) (the|my) timer (again|going|running)",
            "(keep|continue) (counting|counting down|going)",
            "resume (all|all my|all of my|all the) timers",
            "take (the|my) [{target}] timer off hold",
            "(start|turn) (the|my) [{target}] timer back on",
            "let (the|my) [{target}] timer (run|continue|keep going)",
        ])

    /// Stops and removes a timer.
    public let cancelTimer = domain.intent(
        "cancelTimer", "Stops and removes a timer.",
        [.optional("target", .schema("clock.timer"))],
        phrases: [
            "(cancel|stop|delete|end|clear|kill) [the|my] timer",
            "(cancel|stop|delete|end|clear|kill) (the|my) {target} timer",
            "(cancel|stop|clear|delete) (all|all my|all of my|all the) timers",
            "(cancel|end) the countdown",
            "(turn off|shut off|silence) (the|my) [{target}] timer",
            "I (don't|do not) need (the|my) [{target}] timer anymore",
            "get rid of (the|my) [{target}] timer",
            "(forget|never mind) (the|my) [{target}] timer",
            "(stop|cancel) timing",
        ])

    /// An alarm: a time, a label and whether it is on.
    public let alarm = domain.entity(
        "alarm", "An alarm: a time, a label and whether it is on.",
        [
            .required("id", .string), .required("time", .date), .optional("label", .string),
            .required("isEnabled", .bool),
            .optional("state", .schema("clock.alarmTriggerState")),
        ])

    /// A countdown timer.
    public let timer = domain.entity(
        "timer", "A countdown timer.",
        [
            .required("id", .string), .required("duration", .duration), .optional("remainingTime", .duration),
            .optional("label", .string), .required("state", .schema("clock.timerState")),
        ])

    /// Where an alarm is in its cycle.
    public let alarmTriggerState = domain.enumeration(
        "alarmTriggerState", "Where an alarm is in its cycle.", cases: ["scheduled", "ringing", "snoozed", "dismissed"])
    /// Where a timer is in its countdown.
    public let timerState = domain.enumeration(
        "timerState", "Where a timer is in its countdown.", cases: ["running", "paused", "finished"])
}
