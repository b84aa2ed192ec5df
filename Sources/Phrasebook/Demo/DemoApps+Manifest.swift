// Generated from Corpus/demo/demo.json by `PHRASEBOOK_RECORD=1 swift test --filter DemoAppsTests`;
// do not edit: a test checks that it equals the file byte for byte.

extension DemoApps {
    /// The JSON text of the demo manifest, byte for byte `Corpus/demo/demo.json`.
    public static let manifest = #"""
{
  "locale": "en-US",
  "apps": [
    {
      "name": "Soup Chef",
      "synonyms": ["SoupChef", "the soup shop"],
      "rules": {
        "polite": "[please|kindly]",
        "want": "(get [me]|i'd like|i would like|i want|i'll have|can i (get|have)|could i (get|have))",
        "prep": "(in|on|at|from|with|using)"
      },
      "fillers": ["um", "uh", "hey", "just", "please", "thanks"],
      "enums": {
        "SoupSize": {
          "cases": [
            { "value": "small", "title": "Small", "synonyms": ["little", "kids"] },
            { "value": "medium", "title": "Medium", "synonyms": ["regular", "normal"] },
            { "value": "large", "title": "Large", "synonyms": ["big", "jumbo", "family size"] }
          ]
        }
      },
      "entities": {
        "Soup": {
          "values": [
            { "id": "tomato", "title": "Tomato Soup", "subtitle": "Vegetarian, with basil", "synonyms": ["tomato", "tomato basil"] },
            { "id": "clam-chowder", "title": "Clam Chowder", "subtitle": "New England style", "synonyms": ["chowder", "new england clam chowder"] },
            { "id": "miso", "title": "Miso Soup", "subtitle": "Vegan, with tofu and wakame", "synonyms": ["miso"] },
            { "id": "chicken-noodle", "title": "Chicken Noodle Soup", "subtitle": "Classic", "synonyms": ["chicken noodle", "chicken soup"] },
            { "id": "minestrone", "title": "Minestrone", "subtitle": "Vegetarian, Italian vegetable", "synonyms": ["minestrone soup", "vegetable soup"] },
            { "id": "french-onion", "title": "French Onion Soup", "subtitle": "With gruyere croutons", "synonyms": ["french onion", "onion soup"] },
            { "id": "butternut-squash", "title": "Butternut Squash Soup", "subtitle": "Vegan, seasonal", "synonyms": ["butternut squash", "squash soup"] },
            { "id": "lentil", "title": "Lentil Soup", "subtitle": "Vegan, spicy", "synonyms": ["lentil", "red lentil"] }
          ]
        }
      },
      "negativePhrases": [
        "what soup should i (cook|make) [tonight]",
        "[find|show me] [some] soup recipes",
        "how (do i|to) make [(tomato|miso|chicken noodle|french onion)] soup [at home]",
        "is soup (healthy|good for you)",
        "how many calories are in [a bowl of] soup",
        "what time does {applicationName} (open|close)"
      ],
      "intents": [
        {
          "name": "OrderSoup",
          "title": "Order Soup",
          "description": "Orders one or more bowls of a soup from the menu, optionally in a given size.",
          "parameters": [
            {
              "name": "soup",
              "type": "Soup",
              "title": "Soup",
              "description": "The soup to order.",
              "requestValueDialog": "Which soup would you like?",
              "requestDisambiguationDialog": "Which soup did you mean?"
            },
            {
              "name": "quantity",
              "type": "Int",
              "title": "Quantity",
              "description": "How many bowls.",
              "default": 1,
              "range": [1, 20],
              "requestValueDialog": "How many bowls would you like?"
            },
            {
              "name": "size",
              "type": "SoupSize",
              "title": "Size",
              "description": "The bowl size; the shop's default size when omitted.",
              "optional": true,
              "requestDisambiguationDialog": "Which size would you like?"
            }
          ],
          "phrases": [
            "order [a|an] [{quantity}] [{size}] {soup} [<polite>] in {applicationName}",
            "order [a|an|some] [{quantity}] [{size}] {soup} [soups] [<polite>] (on|at|from|with|using) {applicationName}",
            "order {quantity} [{size}] {soup} soups [<polite>] in {applicationName}",
            "<want> [a|an|some] [{quantity}] [{size}] {soup} [soups] [<polite>] [<prep> {applicationName}]",
            "(order|<want>) [a|an] [{quantity}] [{size}] (bowl|bowls|cup|cups|serving|servings) of {soup} [<polite>] [<prep> {applicationName}]",
            "order [a|an|some] [{quantity}] [{size}] {soup} [soups] [<polite>]",
            "(order|<want>) [some] soup <prep> {applicationName}",
            "{applicationName} [<polite>] (order|<want>) [a|an|some] [{quantity}] [{size}] {soup} [soups]"
          ],
          "negativePhrases": [
            "[what is the] order of the soups (in|on) the menu",
            "what soup should i order [tonight]",
            "(sort|order) the soups by (price|name)"
          ],
          "dialog": "Ordered {quantity} {soup}. It will be ready in about 15 minutes.",
          "confirmation": null,
          "summary": { "text": "Order {soup}", "parameters": ["quantity", "size"] },
          "shortTitle": "Order Soup",
          "systemImageName": "cup.and.saucer",
          "snippet": {
            "title": "{soup}",
            "subtitle": "Soup Chef",
            "imageName": "cup.and.saucer",
            "fields": [{ "label": "Quantity", "value": "{quantity}" }, { "label": "Size", "value": "{size}" }]
          },
          "authenticationPolicy": "alwaysAllowed"
        },
        {
          "name": "CheckOrderStatus",
          "title": "Check Order Status",
          "description": "Tells you where your current soup order is.",
          "parameters": [],
          "phrases": [
            "check [on] my [soup] order [status] <prep> {applicationName}",
            "check [the] status of my [soup] order [<prep> {applicationName}]",
            "(what's|what is) the status of my [soup] order [<prep> {applicationName}]",
            "track my [soup] order [<prep> {applicationName}]",
            "(where's|where is) my (soup|order|soup order) [<prep> {applicationName}]",
            "is my [soup] order ready [yet] [<prep> {applicationName}]",
            "how long until my soup (arrives|is ready)"
          ],
          "negativePhrases": [],
          "dialog": "Your soup is on the stove and will be ready in about 10 minutes.",
          "confirmation": null,
          "authenticationPolicy": "alwaysAllowed"
        },
        {
          "name": "CancelOrder",
          "title": "Cancel Order",
          "description": "Cancels your current soup order.",
          "parameters": [],
          "phrases": [
            "cancel (my|the) [soup] order [<polite>] <prep> {applicationName}",
            "cancel (my|the) [soup] order [<polite>]",
            "(stop|call off) my soup order [<prep> {applicationName}]",
            "i (don't|do not) want my soup [anymore]"
          ],
          "negativePhrases": [
            "cancel my (subscription|account|membership|reservation) [<prep> {applicationName}]"
          ],
          "dialog": "Your soup order has been canceled.",
          "confirmation": "Cancel your soup order?",
          "authenticationPolicy": "alwaysAllowed"
        },
        {
          "name": "ShowMenu",
          "title": "Show Menu",
          "description": "Shows today's soups.",
          "parameters": [],
          "phrases": [
            "show [me] the [soup] menu [<prep> {applicationName}]",
            "(what's|what is) on the menu [<prep> {applicationName}]",
            "(what|which) soups (do you have|are available|are on the menu) [<prep> {applicationName}]",
            "(open|see) the menu <prep> {applicationName}",
            "{applicationName} menu"
          ],
          "negativePhrases": [],
          "dialog": "Here's today's menu.",
          "confirmation": null,
          "authenticationPolicy": "alwaysAllowed"
        }
      ]
    },
    {
      "name": "Taskmaster",
      "synonyms": ["Task Master", "my to do list"],
      "rules": {
        "ask": "[please|can you|could you|would you]",
        "prep": "(in|on|with|using)",
        "tasks": "(tasks|to dos|todos|reminders)"
      },
      "fillers": ["um", "uh", "hey", "okay", "also", "please"],
      "enums": {},
      "entities": {
        "TaskList": {
          "values": [
            { "id": "inbox", "title": "Inbox", "subtitle": "Tasks without a list", "synonyms": ["general", "default"] },
            { "id": "groceries", "title": "Groceries", "subtitle": "Things to buy", "synonyms": ["grocery", "shopping"] },
            { "id": "work", "title": "Work", "subtitle": "Work projects", "synonyms": ["office", "job"] }
          ]
        }
      },
      "negativePhrases": [
        "how (do i|to) (make|write|keep) a [good] to do list",
        "i have (so|too) much to do",
        "what should i do [today|tonight|this weekend]"
      ],
      "intents": [
        {
          "name": "AddTask",
          "title": "Add Task",
          "description": "Adds a task, optionally to a specific list.",
          "parameters": [
            {
              "name": "title",
              "type": "String",
              "title": "Task",
              "description": "What needs doing.",
              "requestValueDialog": "What's the task?"
            },
            {
              "name": "list",
              "type": "TaskList",
              "title": "List",
              "description": "The list to add the task to; the inbox when omitted.",
              "optional": true,
              "requestDisambiguationDialog": "Which list?"
            }
          ],
          "phrases": [
            "<ask> (add|put) {title} (to|on) (my|the) {list} [list] [<prep> {applicationName}]",
            "<ask> add {title} to {applicationName}",
            "<ask> add {title} to (my|the) (list|tasks)",
            "remind me to {title} [<prep> {applicationName}]",
            "<ask> (add|create|make) [a] [new] (task|to do|todo|reminder) [(to|called|named)] {title} [<prep> {applicationName}]",
            "(add|create|make) [a] [new] (task|to do|todo|reminder) <prep> {applicationName}"
          ],
          "negativePhrases": [
            "add [an] (event|appointment|meeting) to my calendar",
            "add [a] song to my playlist",
            "remind me (later|in a bit)"
          ],
          "dialog": "Added {title} to your list.",
          "confirmation": null,
          "authenticationPolicy": "alwaysAllowed"
        },
        {
          "name": "CompleteTask",
          "title": "Complete Task",
          "description": "Marks a task as done.",
          "parameters": [
            {
              "name": "title",
              "type": "String",
              "title": "Task",
              "description": "The task that is done.",
              "requestValueDialog": "Which task is done?"
            }
          ],
          "phrases": [
            "<ask> mark {title} as (done|complete|completed|finished) [<prep> {applicationName}]",
            "<ask> (complete|finish) [the] task {title} [<prep> {applicationName}]",
            "<ask> (complete|finish) {title} <prep> {applicationName}",
            "<ask> (check|cross|tick) {title} off [(my|the) [to do] list]",
            "<ask> (check|cross|tick) off {title} <prep> {applicationName}"
          ],
          "negativePhrases": [
            "mark [this|the] (email|message) as (read|unread)"
          ],
          "dialog": "Marked {title} as done.",
          "confirmation": null,
          "authenticationPolicy": "alwaysAllowed"
        },
        {
          "name": "ShowTasks",
          "title": "Show Tasks",
          "description": "Shows the open tasks, optionally of one list.",
          "parameters": [
            {
              "name": "list",
              "type": "TaskList",
              "title": "List",
              "description": "The list to show; all lists when omitted.",
              "optional": true,
              "requestDisambiguationDialog": "Which list?"
            }
          ],
          "phrases": [
            "<ask> show [me] (my|the) [{list}] (<tasks>|list) [<prep> {applicationName}]",
            "(what's|what is) on (my|the) [{list}] list [<prep> {applicationName}]",
            "(what's|what is) on {applicationName}",
            "(open|show [me]) {applicationName}",
            "(what|which) tasks do i have [(today|left)] [<prep> {applicationName}]",
            "read [me] (my|the) [{list}] (<tasks>|list) [<prep> {applicationName}]"
          ],
          "negativePhrases": [
            "show [me] (my|the) (calendar|schedule|photos|emails)",
            "(what's|what is) on (tv|my calendar|the news) [today|tonight]"
          ],
          "dialog": "Here are your tasks.",
          "confirmation": null,
          "authenticationPolicy": "alwaysAllowed"
        },
        {
          "name": "DeleteAllTasks",
          "title": "Delete All Tasks",
          "description": "Deletes every task on every list, or on one list.",
          "parameters": [
            {
              "name": "list",
              "type": "TaskList",
              "title": "List",
              "description": "The list to empty; every list when omitted.",
              "optional": true,
              "requestDisambiguationDialog": "Which list?"
            }
          ],
          "phrases": [
            "<ask> (delete|remove|clear|erase) all [of] [(my|the)] [{list}] <tasks> [(in|on|from) {applicationName}]",
            "<ask> (clear|empty|wipe) {applicationName}",
            "(delete|clear|erase) everything (in|on|from) {applicationName}"
          ],
          "negativePhrases": [
            "delete all [(my|the)] (emails|photos|messages|songs)",
            "clear [(my|the)] (history|cache|notifications)"
          ],
          "dialog": "All of your {list? }tasks have been deleted.",
          "confirmation": "Delete all of your {list? }tasks? This can't be undone.",
          "authenticationPolicy": "requiresAuthentication"
        }
      ]
    },
    {
      "name": "Jukebox",
      "synonyms": ["Juke Box"],
      "rules": {
        "polite": "[please]",
        "play": "(play|put on|i want to hear|let me hear|i'd like to hear)",
        "prep": "(on|in|with|using) [the]",
        "track": "(song|track|tune)"
      },
      "fillers": ["um", "uh", "hey", "okay", "now", "please"],
      "enums": {
        "Genre": {
          "cases": [
            { "value": "jazz", "title": "Jazz", "synonyms": ["smooth jazz", "bebop"] },
            { "value": "rock", "title": "Rock", "synonyms": ["rock and roll", "rock n roll"] },
            { "value": "classical", "title": "Classical", "synonyms": ["orchestral", "symphonic"] },
            { "value": "hip-hop", "title": "Hip-Hop", "synonyms": ["hip hop", "rap"] },
            { "value": "pop", "title": "Pop", "synonyms": ["top 40", "chart"] },
            { "value": "lofi", "title": "Lo-Fi", "synonyms": ["lofi", "lo fi beats", "chillhop"] }
          ]
        }
      },
      "entities": {
        "Playlist": {
          "values": [
            { "id": "morning-run", "title": "Morning Run", "subtitle": "32 songs", "synonyms": ["running mix", "workout"] },
            { "id": "dinner-party", "title": "Dinner Party", "subtitle": "48 songs", "synonyms": ["dinner music"] },
            { "id": "road-trip", "title": "Road Trip", "subtitle": "75 songs", "synonyms": ["road trip mix", "driving"] },
            { "id": "focus-flow", "title": "Focus Flow", "subtitle": "60 songs", "synonyms": ["focus", "study"] },
            { "id": "sunday-morning", "title": "Sunday Morning", "subtitle": "25 songs", "synonyms": ["lazy sunday"] }
          ]
        }
      },
      "negativePhrases": [
        "play a game [<prep> {applicationName}]",
        "play with (the|my) (dog|cat|kids)",
        "play [a] (video|movie)",
        "play (chess|cards|tennis|soccer|football)",
        "(who sings|what is) this song"
      ],
      "intents": [
        {
          "name": "PlayMusic",
          "title": "Play Music",
          "description": "Plays music, optionally of one genre.",
          "parameters": [
            {
              "name": "genre",
              "type": "Genre",
              "title": "Genre",
              "description": "The kind of music; a personal mix when omitted.",
              "optional": true,
              "requestDisambiguationDialog": "Which genre?"
            }
          ],
          "phrases": [
            "<play> [some] {genre} [music] [<polite>] [<prep> {applicationName}]",
            "<play> [some] music [<polite>] [<prep> {applicationName}]",
            "play something <prep> {applicationName}",
            "{applicationName} <play> [some] {genre} [music]",
            "{applicationName} <play> [some] music"
          ],
          "negativePhrases": [],
          "dialog": "Playing {genre} music.",
          "confirmation": null,
          "authenticationPolicy": "alwaysAllowed"
        },
        {
          "name": "PlayPlaylist",
          "title": "Play Playlist",
          "description": "Plays one of your playlists.",
          "parameters": [
            {
              "name": "playlist",
              "type": "Playlist",
              "title": "Playlist",
              "description": "The playlist to play.",
              "requestValueDialog": "Which playlist?",
              "requestDisambiguationDialog": "Which playlist did you mean?"
            }
          ],
          "phrases": [
            "<play> [(my|the)] {playlist} playlist [<polite>] [<prep> {applicationName}]",
            "<play> [(my|the)] {playlist} [<polite>] [<prep> {applicationName}]",
            "<play> [the] playlist {playlist} [<prep> {applicationName}]",
            "shuffle [(my|the)] {playlist} [playlist] [<prep> {applicationName}]",
            "<play> [a|my] playlist <prep> {applicationName}"
          ],
          "negativePhrases": [],
          "dialog": "Playing your {playlist} playlist.",
          "confirmation": null,
          "authenticationPolicy": "alwaysAllowed"
        },
        {
          "name": "SetVolume",
          "title": "Set Volume",
          "description": "Sets the playback volume, in percent.",
          "parameters": [
            {
              "name": "level",
              "type": "Int",
              "title": "Volume",
              "description": "The volume from 0 (silent) to 100 (loudest).",
              "range": [0, 100],
              "requestValueDialog": "What volume, from 0 to 100?"
            }
          ],
          "phrases": [
            "(set|change|turn|put) [the] volume [(up|down)] to {level} [percent] [<polite>] [<prep> {applicationName}]",
            "(set|change|turn|put) [the] {applicationName} volume [(up|down)] to {level} [percent]",
            "turn (it|the music) (up|down) to {level} [percent]",
            "volume {level} [percent] [<prep> {applicationName}]"
          ],
          "negativePhrases": [
            "(set|turn) [the] (temperature|thermostat|heat|brightness) to {level} [(degrees|percent)]",
            "(set|turn) [the] (tv|phone|ringer|alarm) volume [(up|down)] to {level} [percent]"
          ],
          "dialog": "Volume set to {level} percent.",
          "confirmation": null,
          "authenticationPolicy": "alwaysAllowed"
        },
        {
          "name": "Pause",
          "title": "Pause",
          "description": "Pauses playback.",
          "parameters": [],
          "phrases": [
            "pause [the] (music|<track>|playback) [<prep> {applicationName}]",
            "pause [the] {applicationName}",
            "stop [the] music [<prep> {applicationName}]",
            "stop playing [music] [<prep> {applicationName}]",
            "{applicationName} (pause|stop)"
          ],
          "negativePhrases": [
            "pause [the] (video|movie|timer|download)",
            "stop the (car|timer|alarm)"
          ],
          "dialog": "Paused.",
          "confirmation": null,
          "authenticationPolicy": "alwaysAllowed"
        },
        {
          "name": "SkipTrack",
          "title": "Skip Track",
          "description": "Skips to the next track.",
          "parameters": [],
          "phrases": [
            "skip [(this|the)] [<track>] [<polite>] [<prep> {applicationName}]",
            "skip [to] [the] next <track> [<polite>] [<prep> {applicationName}]",
            "(next|play the next) <track> [<polite>] [<prep> {applicationName}]",
            "{applicationName} (skip|next)"
          ],
          "negativePhrases": [
            "skip (breakfast|lunch|class|school|work|the line)",
            "next (question|slide|page)"
          ],
          "dialog": "Skipping to the next track.",
          "confirmation": null,
          "authenticationPolicy": "alwaysAllowed"
        }
      ]
    }
  ]
}

"""#
}
