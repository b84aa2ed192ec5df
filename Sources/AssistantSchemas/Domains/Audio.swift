import Phrasebook

extension AppSchema {
    /// Audio: playing music, podcasts, audiobooks and radio, and managing the library.
    public static var audio: AudioSchemas { AudioSchemas.shared }
}

private let domain = SchemaDomain("audio", tier: .primary)

/// The audio domain's schemas: `.audio.playAudio`, `.audio.song`, ….
///
/// Apple's audio schemas take the person's request as Media Intents types through an
/// `IntentValueQuery`, and document no parameters; Phrasebook reads the request as `query`
/// text and defines the entities' properties and the enums' cases.
public struct AudioSchemas: Sendable, SchemaCollection {
    static let shared = AudioSchemas()

    /// Plays music, a podcast, an audiobook or a station, optionally on a named speaker or room.
    public let playAudio = domain.intent(
        "playAudio", "Plays music, a podcast, an audiobook or a station, optionally on a named speaker or room.",
        [.optional("query", .string), .optional("destination", .string)],
        examples: ["Play music.", "Play hip-hop in the living room."],
        phrases: [
            "play (music|some music|something|a song|songs)",
            "play {query}",
            "play {query} (in|on) the {destination}",
            "play [some] music (in|on) the {destination}",
            "(put on|start playing|begin playing|resume playing|keep playing|continue playing) {query}",
            "(put on|start playing|begin playing|resume playing|keep playing|continue playing) {query} (in|on) the {destination}",
            // "put … on" alone is said of fans, lights and the vacuum as often as of music: "put on …" stays.
            // "hear" alone is said of jokes and repeats too: it needs what is heard to be audio.
            "listen to {query}",
            "(start|begin) listening to {query}",
            "(I want to|I'd like to|I would like to|I wanna|I'd love to|I would love to) (listen to|listen) {query}",
            "(I want to|I'd like to|I would like to|I wanna|let me|let's|lets|let us|can I|may I|could I) hear [some|the|a|my] {query} (music|song|songs|album|playlist|podcast|radio|station|channel|audiobook|band)",
            "(I want to|I'd like to|I would like to|I wanna|let me|let's|lets|let us|can I|may I|could I) hear [some|the|a] (music|song|songs|album|playlist|podcast|radio|station|audiobook) [(by|from|of) {query}]",
            "play the (album|song|playlist|podcast|audiobook|audio book|station|channel) {query}",
            "shuffle {query}",
            "(resume|continue) (playing|the music|my podcast|my audiobook|my audio book|playback|the playback|audio)",
            // the person's own book or podcast, and one about a subject, with no name to read: "play my podcast" and
            // "resume the podcast" had read "my" and "the" as the name, "play a podcast about history" read "about history".
            "(play|start|begin|open|resume|continue|pick up) (my|the) (podcast|podcasts|audiobook|audio book|book|episode)",
            "(play|start|begin|put on|find and play) [me] (a|an|some) (podcast|podcasts|podcast episode) (on|about) {query}",
            // a podcast or a book named by whose it is: "play podcast of joe rogan" (that had read "of joe rogan" as the name).
            "(play|start|put on|begin) [the|a|some] (podcast|podcasts|audiobook|audio book|audiobooks) (of|by|from) {query}",
            // the radio, and what is on it.
            "(turn|switch|put) on the radio",
            "(turn|switch|put) the radio on",
            "(play|start|open|begin) the radio [app] [please]",
            "(start playing|begin playing|continue playing|keep playing) [the|my] [{query}] radio [station]",
            "tune (in|into|in to|to) {query}",
            "(turn|switch) on [a|an|the|my|some] {query} (playlist|station|radio|radio station|channel|podcast|audiobook|album|music|songs)",
            "(turn|switch) on [some] music",
            // audiobooks and podcasts pick up where they were.
            "(resume|continue|pick up) [the|my] (audiobook|audio book|book|podcast|episode|story) {query}",
            "(resume|continue|pick up) {query} (audiobook|audio book|book|podcast)",
            "(resume|continue) [playing|reading|listening to] {query} [(from|where) (I|we) (left off|stopped)]",
            "pick up {query} where (I|we) left off",
            "(read|read me) [some] more [of] {query}",
            "(continue|keep|resume|continuing|resuming) (reading|playing) [my|the] [current|last] (audiobook|audio book|book) [{query}]",
            "(play|start|read) [me] the (audiobook|audio book) [of] {query}",
            "(play|go to|skip to|jump to|move to|move on to|continue to|continue with) the (next|previous|last) (episode|podcast|podcast episode) [(of|in) {query}]",
            "(next|previous) (episode|podcast) [please]",
            "(play|skip to|go to|jump to) the (next|previous) (song|track)",
            "(start|begin|initiate|run) [the|some|my] (music|playback|podcast|podcasts|audiobook|audio book|radio)",
            "(pull up|open|start|put on|turn on|initiate) [the|my] {query} playlist",
            // books read aloud: "start reading that alan partridge book", "start my audio book from where I left off".
            "(start|begin|continue|resume|keep) reading [me] [the|my|that|this] {query} [(book|audiobook|audio book)] [again]",
            "(start|play|resume|continue|open) [my|the] (audio book|audiobook|book) [{query}] [from] where (I|we) (left off|stopped|paused)",
            "(start|play|resume|continue|open) [my|the] (audio book|audiobook|book) [{query}] from [the] last (time|point|chapter|paused point)",
            "start audio playback of {query} [again]",
            // the radio by its frequency or name: "change the station to eighty two point four".
            "(start|open|turn on|switch on|activate|begin|get|put on) [the|my] [fm|am] radio [station|channel] [please|play]",
            "(start|open|turn on|switch on|activate) [the|my] [fm|am] radio and (tune|go|turn it) (to|into|in to) [frequency] {query}",
            "(change|switch|set|turn) [the|it] [radio] (channel|station|frequency) to [frequency] {query}",
            // the radio itself changed to a station, or turned on to one: "switch the radio to ninety five point five", "turn the radio
            // on to kiss fm" (that had read "on to kiss fm" as the station). Not "set": "set the radio to mute" is the volume.
            "(change|switch|tune) [the|my] radio to [frequency|station|channel] {query}",
            "(turn|switch|put) [the|my] radio on (to|at|with) {query}",
            "(change|switch|set|turn) it to [frequency] {query}",
            "(start|play|turn on|put on) [the] radio station {query}",
            "(give me|play me|put on) a {query} (radio station|station|channel)",
            "(let's|lets) hear [it from] {query} (fm|am|on the radio)",
            "radio (please|play|on)",
            "(let's|lets) have the radio on",
            // podcasts by name or subject, and their episodes.
            "(start|play|begin) [the] podcast {query}",
            "(start|play|begin) [the] podcasts (on|about) {query}",
            "(I want to|I'd like to|let me|let's|lets) (hear|listen to) the (latest|newest|new|next|last) [podcast] episode of {query}",
            "(play|go to|skip to|start|move to|jump to) [the] next (episode|podcast) [(of|in) {query}] [playing]",
            "next episode (of|in) {query}",
            "start the podcast (I was|I've been) (last listening|listening) to",
            "(pick up|continue) [where] (I|we) left off (on|with|in) {query}",
            "(play|start|restart|begin) [the|my] {query} (audiobook|audio book|book|podcast) [again|from the beginning|from the start]",
            // asked for by name with a verb of hearing or starting: "i want to hear purple haze", "initiate celine dion music".
            "(I want to|I'd like to|I would like to|I wanna|let me|let's|lets|time to) hear (the song|the track|the album|songs by|music by|something by|anything by|some music by|some songs by) {query} [(now|next|please)]",
            "(start|initiate|run|begin|put on|turn on) [some|the|my] {query} (music|song|songs|playlist|album|tunes)",
            "(let's|lets) listen to {query}",
            "(I feel like|I'm in the mood for|I am in the mood for) (listening to|hearing) {query}",
            "(open|find|start|get me|pull up|bring up) [the|some|all] (songs|music|tracks|albums) (by|from|of) {query} [and play (it|them)]",
            "(start|begin|restart|open|resume|continue) [playing|listening to] [the|my] (audiobook|audio book|podcast|album|playlist) {query}",
            "(open|start|play|begin|pull up|bring up) {query} (audiobook|audio book) [and play [it]]",
            "(open|start|play|resume|continue) [the|my] {query} [(book|audiobook|audio book)] [from] where (I|we) (left off|stopped|paused)",
            // the place said as the chapter the person was on: "play the hobbit audio book from the last chapter i was on".
            "(open|start|play|resume|continue) [the|my] {query} (book|audiobook|audio book) from the (last|latest) (chapter|page|point|part) (I was (on|at|reading|listening to)|I (read|heard|listened to))",
            "(start|play|read|begin|go to|skip to|jump to) chapter {query}",
            // a book begun at a chapter: "start the book from chapter three", "play my audiobook from chapter nine".
            "(start|play|read|begin|resume|open|continue) [the|my|this] (book|audiobook|audio book) (from|at) chapter {query}",
            "start over [the] (book|audiobook|audio book|podcast) {query}",
            "(progress|continue|resume|play) from the last (paused point|point|chapter) [of] [my|the] (audiobook|audio book|book)",
            // the radio by band, frequency or station name: "switch on radio mango", "open fm", "lets hear it from fm ninety six point five".
            "(turn on|switch on|start|open|play|put on|tune to|tune in to|tune into|go to|switch to|change to) [the|my] (fm|am) [radio] [station|channel] [{query}] [please]",
            "(turn on|switch on|open|play|put on|tune to|tune in to|go to) [the|my] radio [station|channel|frequency] [to] {query} [please]",
            "(lets|let's|I want to|I'd like to) (hear|listen to) [it from] (fm|am) {query}",
            "(fm|radio|radio station|radio channel) {query} please",
            "{query} fm [radio] [station|channel] please",
            "(start|turn on|switch on|put on|tune in to|tune into|tune to|switch to|change to) [the] {query} fm [radio] [station|channel]",
            "(help me|I want to|I'd like to) (listen to|hear) the radio",
            "(find|search for|look for) [me] [a|an|the] [good|local|best] {query} (radio station|radio channel|radio|station) [(and|to) (play it|turn it on|play)]",
            "(find|search for|look for) [me] [a|the] (radio station|station) (called|named|with|playing|that plays|currently playing|that is playing) {query}",
            "(go to|skip to|jump to) [the] (beginning|start) of the (previous|last|next) (episode|podcast|chapter)",
            // podcasts found and played: "find me a podcast on wrestling", "let me listen to the latest lovett or leave it podcast".
            "(find|search for|look for|get|pull up|show me) [me] [a|an|the] [latest|newest|new|last|recent|good|great|interesting|popular] (podcast|podcasts|podcast episode) (on|about|of|that (covers|cover)) {query} [and play it]",
            "(find|search for|look for|get|pull up) [me] [a|an|the] [latest|newest|new|last|recent] {query} podcast [and play it]",
            // a podcast named by when it aired: "pull up the serial podcast that aired on monday".
            "(find|search for|look for|get|pull up|play|start) [me] [a|an|the] [latest|newest|new|last|recent] {query} (podcast|episode) (that|which) (aired|came out|was released|was posted|went out) (earlier today|today|yesterday|last night|this morning|this week|last week|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday))",
            "(let me|I want to|I'd like to) listen to the (latest|newest|new|last) {query} (podcast|episode)",
            "[podcast] next (episode|podcast) [please|play]",
            "podcast (play|start)",
            "(go to|play|start|skip to|jump to) the {query} episode of (this|the|that) podcast",
            "(replay|restart) [my|the] (last played|last|latest) (podcast|episode|audiobook|audio book)",
            "(try to|time to) play {query}",
            "(find|search for|look for) and play {query}",
            "(find|search for|look for|get) [me] [the|a|an] {query} and play (it|them|it for me|them for me)",
            "(shuffle|reshuffle) and play {query}",
            "(start|play|restart) [the|my] (podcast|episode|audiobook|audio book|book) (over|from the beginning|from the start|again|from chapter one|from the first chapter)",
            "go back to the (previous|last) (episode|podcast|podcast episode) [(of|in) {query}]",
            // a book or podcast gone back to, and an episode found by how new it is: "go back to my audiobook", "find the latest episode of freakonomics".
            "(go back to|get back to|return to) [my|the] (audiobook|audio book|book|podcast|story) [{query}]",
            "(find|get|pull up|show me|look for) [me] the (latest|newest|new|last|most recent) episode of {query}",
            "(find|get) [me] [a|the] radio [station]",
            // a station found and switched on, and the radio gone to: "find the best jazz station near me and turn it on", "go to radio".
            "(find|search for|look for|get) [me] [a|an|the] [good|local|best|nearest|closest] {query} (station|channel|radio station) [(near me|near my location|nearby|around here|in my area)] (and|to) (play it|turn it on|put it on|tune in|tune in to it|tune to it)",
            "(go to|switch to|change to|go over to) [the] radio",
            "(help me|I want to|I'd like to) (listen|listening) to the radio",
            // a playlist switched on with the switch said last, a song found by how it goes, music started up: "turn my drake playlist on", "play the song that goes like hey jude", "start up some music".
            "(put|turn|switch) [my|the] {query} (playlist|album|station) on",
            "(play|find|put on) [me] (that|the) song that (goes|go|sounds|sound) [something] like {query}",
            "(start up|commence playing|begin playing) [some|the|my] music",
            "(use|do) (my|the) {query} playlist",
            // music asked for in a word or two, or with "let me" or "I need": "music please", "put my music on", "can you let me listen to elvis", "i need to listen to my beyonce playlist".
            "(some|my) music please",
            "music please",
            "(put|turn) (my|the|some) music on",
            "let me listen to {query}",
            "(I need to|I need you to|I need for you to) (listen to|play) [my|the] {query} (playlist|album|music|songs)",
            "I need to hear my {query} playlist",
            // audiobooks opened or started over, podcasts skipped or waited for, playlists and kinds of music asked for with "let's play" or "please": "restart american gods", "skip this podcast", "let's play workout playlist", "rock playlist please".
            "(restart|begin again) [the|my] {query} [(audiobook|audio book|book|podcast)] [from the beginning]",
            "(open|pull up|bring up) [my|the] (audiobook|audio book|audiobooks|audio books)",
            "skip (this|the|that|the current) (episode|podcast|podcast episode)",
            "(I want to|I'd like to|I am ready to|I'm ready to) (hear|listen to|play) the next (episode|podcast) [(of|in) [the] {query}]",
            "(let's|lets) play [my|the] {query} (playlist|album|music|songs)",
            // the next podcast episode in other words: "next podcast episode".
            "(next|previous) podcast episode [please]",
            // the next episode or chapter started or read: "start the new episode", "read the next chapter".
            "(start|play|put on|begin) (the|a) (new|next|latest|newest) (episode|podcast episode)",
            "(read|play|start) [me] the (next|previous|following) chapter",
            // a book read aloud, or opened and played: "read me a book", "read to me", "open the two towers and play".
            "(read|read me) (a|the|my) (book|story|audiobook|audio book)",
            "read to me [from] [(a|the|my) (book|story|audiobook|audio book)]",
            "(open|pull up|bring up) [the|my] {query} and (play|start|read) (the book|the audiobook|the audio book|from the beginning|from where I left off|from last played|from the last chapter)",
            "(open|pull up|bring up) [the|my] {query} and play",
            // a song asked to be heard with when it should come: "i want to hear chopin now", "next i want to hear shinedown".
            "(I want to|I'd like to|I would like to|I'd love to|I would love to|I wanna) hear {query} (now|next|right now)",
            "(next|now) (I want to|I'd like to|I would like to|I wanna) hear {query}",
            // the next episode or track skipped to without naming it: "skip to next", "skip ahead", "next one please", "song next".
            "skip [ahead|forward] [to] [the] next [one|episode|podcast|podcast episode]",
            "skip (ahead|forward)",
            "next one [please]",
            "(go|move|skip|jump) back (one|an|a) episode",
            "back one episode",
            "(song|track) next [please]",
            // music wanted in a few words: "i'd like some music", "let's have some music", "music on", "keep reading".
            "(I'd like|I would like|I want|I need|give me|let's have|lets have|can I have|can I get|can we have|can we get) [some] (music|tunes|songs) [please]",
            "[the] music on [please]",
            "keep (reading|playing) [please]",
            // podcasts and stations asked for by how popular or new they are: "show me the top podcasts today", "what are the newest rock stations", "switch to the station fm ninety six point five".
            "(show me|find|get|list|what are|give me|find me) [the] [today's] (top|best|newest|latest|most popular|top rated|new|trending|popular) (podcasts|podcast episodes|podcast shows) [(today|this week|right now|at the moment)]",
            "(show me|find|get|list|what are|give me|find me) [the] [(top|best|newest|latest|most popular|top rated|new|trending|popular)] {query} (radio stations|stations) [(near me|nearby|around here|in my area)]",
            "(switch to|change to|turn on|put on|tune to|tune in to|go to) [the] (station|radio station) [fm|am] {query} [please]",
            // what is played said to be on the radio: "play a pop station on the radio please" (the radio is where it plays, not a station to make).
            "(play|start|put on|start playing) {query} (on|in|over) the radio",
            // a station gone to or searched for on the radio: "go to hot one hundred and five on the radio", "scan the radio for howard stern".
            "(go to|switch to|change to|tune to|tune in to|tune into|turn on|switch on|find) {query} (on|in|over) the radio",
            "(scan|search|check) the radio (for|to find) {query}",
            // the request said in a word after what is played, as "podcast play": "audio start", "music play".
            "(audio|music|audiobook|audio book|playback|songs) (start|play|resume) [please]",
            "(book|audiobook|audio book|podcast|album|playlist) {query} (play|resume|start) [please]",
            // the music player asked for as a place ("take me to music player" was directions).
            "take me to [the|my] (music player|music app)",
        ])

    /// Adds an item to the person's library, or follows a podcast or artist.
    public let addToLibrary = domain.intent(
        "addToLibrary", "Adds an item to the person's library, or follows a podcast or artist.",
        [.optional("query", .string)],
        examples: ["Follow this podcast."],
        phrases: [
            "follow (this|the) (podcast|show|artist|station)",
            "follow {query}",
            "(subscribe to) (this|the) (podcast|show)",
            "subscribe to {query}",
            "(add|save|store) (this|it|this song|this album|this podcast|this episode) to my (library|collection)",
            "(add|save|store) {query} to my (library|collection)",
            "(save|store) (this|this song|this album|this episode)",
            "(save|store|keep) the (song|track|tune|album) (that is|that's|which is) (playing|on) [(now|right now)]",
            "(remember|keep|save|store) (this|that) (song|music|track|tune) [for (me|later)]",
            "(save|keep|add|store) (this|that|the current) (song|track|tune|music|album|channel|station|playlist) [(to|in|into) my (library|music|collection)] [for me]",
            "(add|save|store) (this|the) (podcast|album|song|playlist|audiobook|episode) to my library",
            "(save|store) [all] [the] (songs|albums|music) (from|by|of) {query}",
            "(save|store) (this|that|the current|the currently playing) (song|track|album|music|channel|station|playlist)",
            "(save|follow|store) (this|that) (artist|band|singer|podcast|show)",
            // the playlist or station of late kept: "save my last playlist".
            "(save|keep|store) my (last|current|latest) (playlist|song|station|album)",
            // the song wanted saved: "i want the music to be saved".
            "(I want|I would like|I'd like) (this|the|that) (song|music|track|album) [to be] saved",
        ])

    /// Adds an item, or the one playing, to a playlist.
    public let addToPlaylist = domain.intent(
        "addToPlaylist", "Adds an item, or the one playing, to a playlist.",
        [.required("playlist", .schema("audio.playlist")), .optional("query", .string)],
        phrases: [
            "add (this|this song|it|this track) to [my] {playlist} playlist",
            "add (this|this song|it|this track) to [the|my] playlist {playlist}",
            "add {query} to [my] {playlist} playlist",
            "add {query} to [the] playlist {playlist}",
            "put {query} on [my] {playlist} playlist",
            "put (this|it|this song) on [my] {playlist} playlist",
            "(save|store) (this|this song|it) to [my] {playlist} playlist",
            "(save|add|put|store) (this|this song|it|this track) (in|to|into) [my|the] {playlist} (category|folder|mix)",
            "add (this|it|this song) to a playlist",
            // a song added to a playlist not named yet, or named by the person: "add creep by radio head to the playlist", "put smooth operator by sade on my playlist".
            "(add|put|include|insert) {query} (to|on|in|into) (my|the) playlist",
            "(add|put|include|insert|save|store) (this|this song|this track|this tune|this music|it|the current song|what's playing) (to|on|in|into) [my|the] playlist",
            // a song saved into a playlist: "save this song in my playlist".
            "(save|keep|store) {query} (song|track) (to|in|into|on) (my|the) playlist",
            "(save|keep|store) {query} (to|in|into|on) (my|the) playlist",
            // the playlist said before the song, other verbs, the song said first: "add to my playlist smooth operator", "include happy on my rb playlist", "this song needs to be added to my reggae playlist".
            "(add|append|insert) to (my|the) playlist {query}",
            "(add|append|insert) to [my|the] {playlist} playlist {query}",
            "append [my|the] {playlist} playlist with {query}",
            "(include|insert|transfer|move|place|get|list) {query} (on|to|into|onto|in) [my|the] {playlist} playlist",
            "(this|this song|the song|that song|this track|this tune|the song that's playing|what's playing) (needs to|should|has to|must) be (added|put) (to|on|in|into) [my|the] {playlist} playlist",
            "(I want|I need|I would like|I'd like) (this|this song|it|this track) (put|added) (on|to|in|into) [my|the] {playlist} playlist",
            "make (this|this song|it|this track) part of [my|the] {playlist} playlist",
            "(I want to|I would like to|I'd like to|I really want to|I really would like to) add {query} to [my|the] playlist",
            // a song the person wants added: "i want to have happy added to my rb playlist".
            "(I want to|I would like to|I'd like to) have {query} (added|put) (to|on|in|into) [my|the] {playlist} playlist",
        ])

    /// Starts a station of music like the item playing or a named one.
    public let createStation = domain.intent(
        "createStation", "Starts a station of music like the item playing or a named one.",
        [.optional("query", .string)],
        examples: ["Play more music like this."],
        phrases: [
            "play more [music|songs] like (this|that|this one)",
            "play more [music|songs] like {query}",
            "(start|create|make) a (station|radio station) (based on|from|for) {query}",
            "(start|create|make) a (station|radio station) (based on|from) (this|this song|this artist)",
            "play [some] (music|songs) (similar to|like) {query}",
            "more like (this|that)",
            "(start|create|make) a (station|radio station|mix) (like|similar to) {query}",
            "(start|play) {query} radio",
            "play [a] (station|radio) (based on|like) {query}",
        ])

    /// Names the song that is playing nearby.
    public let recognizeAudio = domain.intent(
        "recognizeAudio", "Names the song that is playing nearby.",
        examples: ["What song is this?", "Shazam."],
        phrases: [
            "what song is (this|that|playing)",
            "shazam [this|that|this song]",
            "what's (this|that) song",
            "what (music|track|tune) is (this|that|playing) [right now]",
            "(identify|recognize|name) (this|that) (song|tune|track)",
            "who (sings|sang|is singing) (this|that) [song]",
            "what am I listening to",
            "(tell me|do you know) what song (this is|is playing)",
        ])

    /// Records that the person likes or dislikes an item, to tune recommendations.
    public let updateAudioAffinity = domain.intent(
        "updateAudioAffinity", "Records that the person likes or dislikes an item, to tune recommendations.",
        [.required("affinity", .schema("audio.affinityState")), .optional("query", .string)],
        examples: ["I like this song."],
        phrases: [
            "I [really] (like|love|enjoy|dig|adore) (this|that|the current) (song|track|tune|album|artist|band|singer|podcast|episode|station)"
                .setting("affinity", to: "like"),
            "I [really] (like|love|enjoy|dig) (it|this|this one)".setting("affinity", to: "like"),
            // what is playing liked or disliked: "i like what is playing", "i don't like what's on".
            "I [really] (like|love|enjoy|dig) (what is|what's) (playing|on) [(now|right now)]".setting(
                "affinity", to: "like"),
            "I (don't|do not) (like|love|enjoy) (what is|what's) (playing|on) [(now|right now)]".setting(
                "affinity", to: "dislike"),
            // a liking said with what to do with it: "i like adele's music please play it", "this is a good song put it on repeat".
            "I [really] (like|love|enjoy) [the] {query} (song|songs|music|track|album|band|artist|singer|tunes) [(please|so|and|can you)] (play it|play them|play more|play it again|put it on repeat)"
                .setting("affinity", to: "like"),
            "(this|that|it) is [a|my] (favorite|favourite|good|great|nice|lovely|super|awesome|beautiful) (song|track|tune|music) [(please|so|and|can you)] (play it again|put it on repeat|play it on repeat|repeat it)"
                .setting("affinity", to: "like"),
            "I [really] (like|love|enjoy) [the] {query} (song|songs|music|track|album|band|artist|singer|tunes|jams|records)"
                .setting(
                    "affinity", to: "like"),
            "(like|love|heart|thumbs up) (this|that) [song|track|album|artist|podcast|episode]".setting(
                "affinity", to: "like"),
            "(this|that) (song|track|tune|album|music) is (great|good|awesome|amazing|very good|too good|very nice|so good)"
                .setting("affinity", to: "like"),
            "(make|mark) (this|it|this song|this track) [as] my (favorite|favourite)".setting("affinity", to: "like"),
            "(this|that|it) is [a|my] (favorite|favourite|good|great|nice|lovely|super|awesome|beautiful) (song|track|tune|album|music)"
                .setting("affinity", to: "like"),
            "(this|that|the) (song|track|tune|music) (is|was) [very|so|really] (good|great|nice|lovely|cool|awesome|beautiful|my favorite|my favourite)"
                .setting("affinity", to: "like"),
            "(what|that's|that is) a (good|great|nice|lovely|beautiful) (song|track|tune|music)".setting(
                "affinity", to: "like"),
            "(nice|super|great|lovely|awesome) (song|music|track|tune)".setting("affinity", to: "like"),
            "my [all time] (favorite|favourite) (singer|band|artist|music band|song|album) is {query}".setting(
                "affinity", to: "like"),
            "I [really] (like|love|enjoy|dig) (music|jazz|rock|pop|classic rock|soft rock|hip hop|rap|country|classical|blues|metal|r n b|soul|reggae|disco|folk|indie|edm)"
                .setting("affinity", to: "like"),
            "I (don't|do not|really don't) (like|enjoy|dig) (jazz|rock|pop|classic rock|soft rock|hip hop|rap|country|classical|blues|metal|r n b|soul|reggae|disco|folk|indie|edm)"
                .setting("affinity", to: "dislike"),
            // a kind of music disliked in stronger words, or asked to be remembered: "remember that i hate rap".
            "[(remember|note|keep in mind)] [that] I (hate|dislike|can't stand|cannot stand) (jazz|rock|pop|classic rock|soft rock|hip hop|rap|country|classical|blues|metal|r n b|soul|reggae|disco|folk|indie|edm) [music]"
                .setting("affinity", to: "dislike"),
            "I (can't|cannot) get enough of (this|that|the current) (song|track|tune|album|music|band|artist|singer)"
                .setting(
                    "affinity", to: "like"),
            "(favorite|favourite) (this|that) (song|track|tune|music|album)".setting("affinity", to: "like"),
            "(add|save|put|store|keep) (this|that|the) (song|track|tune|music) (to|in|into) [my] [top ten|top five|top] (favorites|favourites|favorite list|favourite list|favorite songs|favourite songs) [list]"
                .setting("affinity", to: "like"),
            "(rate|give) [this|that|the current|current] (song|track|tune|music) (five|four|5|4) stars".setting(
                "affinity", to: "like"),
            "give (five|four|5|4) stars to (this|that|the current) (song|track|tune|music)".setting(
                "affinity", to: "like"),
            "I (don't|do not) (like|love|enjoy) (this|that|the current) (song|track|tune|album|artist|band|singer|podcast|episode|station)"
                .setting("affinity", to: "dislike"),
            "I (don't|do not) (like|love) (it|this|this one)".setting("affinity", to: "dislike"),
            "I (hate|dislike|can't stand|cannot stand) (this|that|the current) [song|track|tune|album|artist|band|singer|podcast|episode|station]"
                .setting("affinity", to: "dislike"),
            "I (don't|do not) like [the] {query} (song|songs|music|track|album|band|artist|singer)".setting(
                "affinity", to: "dislike"),
            // a liking said as being a fan, a dislike as what the song is: "i'm not a fan of this song", "this song is terrible".
            "(I'm|I am) not [really] a fan of (this|that|the current) (song|track|tune|album|artist|band|singer|podcast|station)"
                .setting("affinity", to: "dislike"),
            "(I'm|I am) a [big|huge|real] fan of (this|that|the current) (song|track|tune|album|artist|band|singer|podcast|station)"
                .setting("affinity", to: "like"),
            "(this|that|the) (song|track|tune|music) (is|was) [so|really|very|pretty] (terrible|awful|bad|horrible|annoying|boring|dreadful)"
                .setting("affinity", to: "dislike"),
            // a song said to suck or to rock: "this song sucks", "this track rocks".
            "(this|that|the current) (song|track|tune|music) [really] (sucks|stinks)".setting(
                "affinity", to: "dislike"),
            "(this|that|the current) (song|track|tune|music) [really] rocks".setting("affinity", to: "like"),
            "I (hate|dislike) [the] {query} (song|songs|music|track|album|band|artist|singer)".setting(
                "affinity", to: "dislike"),
            "(dislike|thumbs down) (this|that) [song|track|album|artist|podcast|episode]".setting(
                "affinity", to: "dislike"),
            // likings in other common words: "give this song a thumbs up", "mark this song as liked", "i'm a big fan of ed sheeran", "this song is not good", "i like pop music a lot", "remember my favorite genre is jazz".
            "give (this|that|the current) (song|track|tune|album) a thumbs up".setting("affinity", to: "like"),
            "give (this|that|the current) (song|track|tune|album) a thumbs down".setting("affinity", to: "dislike"),
            "(mark|tag) (this|that|the current) (song|track|tune|album) as (liked|loved|a favorite|a favourite)"
                .setting(
                    "affinity", to: "like"),
            "(I'm|I am) a [big|huge|real] fan of {query} (music|songs|band|album|albums)".setting(
                "affinity", to: "like"),
            "(I'm|I am) not [really] a fan of {query} (music|songs|band|album|albums)".setting(
                "affinity", to: "dislike"),
            "(this|that|the) (song|track|tune|music) (is|was) (not|not very|not really) (good|great|nice|my thing|for me)"
                .setting("affinity", to: "dislike"),
            "I [really] (like|love|enjoy) [the] {query} (song|songs|music|tunes) (a lot|so much|very much)".setting(
                "affinity", to: "like"),
            "[(remember|note|keep in mind)] [that] my (favorite|favourite) (genre|kind of music|type of music|music genre|style of music) is {query}"
                .setting("affinity", to: "like"),
            // what people say of an artist or the song playing.
            "I [really] (like|love|enjoy) (music|songs|anything|everything) (by|from) {query}".setting(
                "affinity", to: "like"),
            "I [really] (like|love|enjoy) the (songs|music) of {query}".setting("affinity", to: "like"),
            // a song of an artist's, said with or without its article: "i like a song by arijit singh", "i like song of adele".
            "I [really] (like|love|enjoy) [a|the] (song|songs|music|track|tracks) (of|by|from) {query}".setting(
                "affinity", to: "like"),
            // the liking said with the request to keep the song: "i like this song save it".
            "I [really] (like|love|enjoy) (this|that|the current) (song|track|tune|album) [(so|please|and)] (save|keep|store) it [for me]"
                .setting("affinity", to: "like"),
            "{query} is my (favorite|favourite) (singer|band|artist|rapper|group|song|album)".setting(
                "affinity", to: "like"),
            "I'm [really] (enjoying|loving) (this|that) (song|track|tune|music|album)".setting("affinity", to: "like"),
            "I [really] (like|love) (this|that) (song|track|tune|music) (that is|that's) playing".setting(
                "affinity", to: "like"),
            "(save|mark|add|set|store) (this|that|it|this song|the song|this track) as [a|my] (favorite|favourite)"
                .setting(
                    "affinity", to: "like"),
            "(send|add|put) (this|that) (song|track|tune|music) to my (favorites|favourites|favorite list|favourite list)"
                .setting("affinity", to: "like"),
            "(add|put) {query} to my (favorites|favourites|favorite list|favourite list)".setting(
                "affinity", to: "like"),
            "(tag|rate) (this|that|the current|current) (song|track|tune|music) (with|as) (five|four|5|4) stars"
                .setting(
                    "affinity", to: "like"),
            "(this|that|it) is a (five|four|5|4) star (song|track|tune|album|music)".setting("affinity", to: "like"),
            // opinions about the song playing: "this is one of the best songs", "rate this song five stars".
            "(this|that|it) is (one of the best|the best) (song|songs|track|tracks|band|album|artist|singer) [for me|ever]"
                .setting("affinity", to: "like"),
            "(this|that|the) (song|track|tune|music) is [very|so|really] (amazing|wonderful|fantastic|excellent|brilliant|cool|melodious|relaxing) [(is not it|isn't it)]"
                .setting("affinity", to: "like"),
            "(isn't|is not) (it|this|that) a (lovely|great|good|nice|beautiful|wonderful) (song|track|tune|music)"
                .setting(
                    "affinity", to: "like"),
            "I [really] (love|like|enjoy) (that|this|the) (song|track|tune|music) [(who sings it|do you)]".setting(
                "affinity", to: "like"),
            "I [really] (enjoy|love|like) (listening to|hearing) (this|that) (song|track|tune|music)".setting(
                "affinity", to: "like"),
            "(remember|note|save|store) (that|this) (this|it) is my (favorite|favourite) [song|music|track]".setting(
                "affinity", to: "like"),
            "(save|record|store|remember|note|keep) [my|the] (opinion|opinions|rating|feedback|remarks|thoughts|preference|preferences) (on|about|of|for|to) [this|the|that] [current|currently playing] [song|track|music|tune] [{query}]",
            "(rate|give) (this|the|that|the current) (song|track|tune|music) [to] (the maximum|full marks|top marks)"
                .setting(
                    "affinity", to: "like"),
            "(love|loving) me some {query}".setting("affinity", to: "like"),
            "(nice|great|lovely|beautiful|awesome|amazing) (lyrics|voice|beat|melody|vocals)".setting(
                "affinity", to: "like"),
            "(rate|rating) [this|that|the current|current] [song|track|tune] (five|four|5|4) [stars]".setting(
                "affinity", to: "like"),
            "(mark|rate|set) (this|the|it) [song|track|album] as {affinity}",
            // a song praised in more everyday words, or starred: "this song is the best", "this track is fire", "star this song".
            "(this|that|the) (song|track|tune) is [(so|really|just|totally)] (the best|fire|lit|a banger|a bop|a jam|beautiful|lovely|catchy|incredible|superb|perfect|gorgeous|epic|awesome|great|good|nice)"
                .setting("affinity", to: "like"),
            "star (this|that|the current) (song|track|tune)".setting("affinity", to: "like"),
            // a song noted, marked or rated in words or in few stars: "note current song as awesome", "rate this song two stars".
            "(note|mark|tag|label|note down|rate) [this|that|the|the current|current] (song|track|tune|music) as [a|an|my] (awesome|great|good|amazing|excellent|fantastic|wonderful|cool|nice|brilliant|the best|good one|great one|good tune|great tune|favorite|favourite|favorite song|favourite song|loved|liked|a keeper)"
                .setting("affinity", to: "like"),
            "(note|mark|tag|label|note down|rate) [this|that|the|the current|current] (song|track|tune|music) as [a|an] (bad|terrible|awful|boring|horrible|annoying|not good|bad one|bad tune|disliked)"
                .setting("affinity", to: "dislike"),
            "(rate|give|rating) [this|that|the current|current] (song|track|tune|music) (one|two) (star|stars)".setting(
                "affinity", to: "dislike"),
            "give (one|two) (star|stars) to (this|that|the current) (song|track|tune|music)".setting(
                "affinity", to: "dislike"),
            "(rate|give|rating) [this|that|the current|current] (song|track|tune|music) three stars".setting(
                "affinity", to: "neutral"),
            // a liking to remember, listening enjoyed, a song never to hear again: "remember that i like this song", "i enjoy listening to adele".
            "(remember|note|keep in mind) [that] I [really] (like|love|enjoy) (this|that|the current) (song|track|tune|album|artist|band|singer)"
                .setting("affinity", to: "like"),
            "(remember|note|keep in mind) [that] I [really] (like|love|enjoy) (music|jazz|rock|rock music|pop|pop music|classic rock|hip hop|rap|country|country music|classical|classical music|blues|metal|soul|reggae|disco|folk|indie|edm)"
                .setting("affinity", to: "like"),
            // a dislike to remember, and a kind of music the person is into: "remember i don't like country music", "i'm really into hip hop".
            "(remember|note|keep in mind) [that] I (don't|do not) (like|enjoy) (this|that|the current) (song|track|tune|album|artist|band|singer)"
                .setting("affinity", to: "dislike"),
            "(remember|note|keep in mind) [that] I (don't|do not|never) (like|enjoy|listen to) {query} (music|songs)"
                .setting(
                    "affinity", to: "dislike"),
            "(I'm|I am) [really|so|totally|very much|big] into (jazz|rock|rock music|pop|pop music|classic rock|hip hop|rap|country|country music|classical|classical music|blues|metal|soul|reggae|disco|folk|indie|edm|this song|this band|this artist)"
                .setting("affinity", to: "like"),
            "I [really] (like|love|enjoy) listening to {query}".setting("affinity", to: "like"),
            "(never|don't|do not) play (this|that) (song|track|tune|music) again".setting("affinity", to: "dislike"),
            "(add|save|put|store) (this|that|it|this song|this track) (to|in|into) [my] (liked songs|loved songs|likes)"
                .setting(
                    "affinity", to: "like"),
            "(mark|rate) {query} as {affinity}",
            // a kind of music the person likes, said another way: "my favorite music is rock", "i'm into hip hop", "i find rap music really enjoyable".
            "my (favorite|favourite) (music|genre|kind of music|type of music|music genre) is {query}".setting(
                "affinity", to: "like"),
            "(I'm|I am) [really] into {query} (music|songs|bands)".setting("affinity", to: "like"),
            // likings remembered as preferences, and a song asked again because it is liked: "save my music preferences", "replay this song i really like it".
            "(save|store|remember|record|keep) [all] my [music|song|songs|musical|listening] (preferences|choices|tastes|taste|likes)",
            "(replay|repeat|play) (this|that) (song|track|tune|one) [again] [(because|since|as)] I [really] (like|love|enjoy) it"
                .setting("affinity", to: "like"),
            "I [really] (like|love) the (voice|vocals|lyrics|beat|melody) (of|in) (this|that|the) (song|singer|track|tune)"
                .setting("affinity", to: "like"),
            "(please note|note|make a note|make a note please|remember|keep in mind) [that] I [really] (like|love|enjoy) {query} (music|songs) [please]"
                .setting("affinity", to: "like"),
            // an opinion of the song kept with it, said in other words: "save that song and my opinion", "please record what i have said about this song", "add my opinion to this song".
            "(save|keep|store|remember|record) (this|that|the) (song|track|tune|music) and my (opinion|opinions|thoughts|rating|feedback|remarks)",
            "(save|record|store|remember|keep|note) (what|everything|all) I (have said|said|just said|have|think|thought|feel|have to say) (about|on|of) (this|the|that) [current|currently playing] (song|track|tune|music)",
            "(add|put|give|leave) my (opinion|rating|feedback|thoughts|remarks|review|comment|comments) (to|on|about|for) (this|the|that) [current|currently playing] (song|track|tune|music) [{query}]",
            "(save|remember|store|keep|note) (this|that|the) (song's|songs|song|track's|track) (genre|artist|style|singer|band) [for me]",
            "(I'm|I am) [really] into music".setting("affinity", to: "like"),
            "I find {query} (music|songs) [really|very|so] (enjoyable|relaxing|great|amazing|good|beautiful)".setting(
                "affinity", to: "like"),
            // likings said in other everyday words: "this is my jam", "i prefer rock music", "rock is my favorite genre", "add this to my favorites", "this band is great", "never play this artist again".
            "(this|that|it) is [totally|really] my (jam|kind of music|type of music|kind of song|song)".setting(
                "affinity", to: "like"),
            "I [really] (prefer|favor|favour) {query} (music|songs|tunes)".setting("affinity", to: "like"),
            "{query} is my (favorite|favourite) (genre|kind of music|type of music|music genre|music)".setting(
                "affinity", to: "like"),
            "(add|put|save) [(this|it|this one)] to [my] (favorites|favourites)".setting("affinity", to: "like"),
            "(this|that|the) (artist|band|singer|album|group|rapper) is [(really|so|very)] (great|good|awesome|amazing|fantastic|wonderful|brilliant|cool)"
                .setting("affinity", to: "like"),
            "(never|don't|do not) play (this|that) (artist|band|singer|album|group|kind of music|genre) again".setting(
                "affinity", to: "dislike"),
        ])

    /// Lines up audio to play without starting playback.
    public let warmupAudioQueue = domain.intent(
        "warmupAudioQueue", "Lines up audio to play without starting playback.",
        [.optional("query", .string)], returns: .schema("audio.warmupAudioQueueResult"),
        phrases: [
            "queue up {query}",
            "(get|have) {query} ready [to play]",
            "(load|cue up|line up) {query}",
            "queue up (some music|my music|something)",
            "(get|have) (some music|the music|my playlist) ready",
            "cue up {query} (but|and) (don't|do not) (play|start) [it] [yet]",
            "add {query} to [my|the] (queue|up next)",
            "line up {query} for later",
        ])

    /// A music album.
    public let album = domain.entity(
        "album", "A music album.",
        [.required("id", .string), .required("title", .string), .optional("artist", .string)])
    /// A station generated from a seed, such as an artist or a song.
    public let algorithmicRadioStation = domain.entity(
        "algorithmicRadioStation", "A station generated from a seed, such as an artist or a song.",
        [.required("id", .string), .required("title", .string)])
    /// A background sound, such as rain or white noise.
    public let ambientSound = domain.entity(
        "ambientSound", "A background sound, such as rain or white noise.",
        [.required("id", .string), .required("title", .string)])
    /// A performer or band.
    public let artist = domain.entity(
        "artist", "A performer or band.", [.required("id", .string), .required("name", .string)])
    /// A recorded book.
    public let audiobook = domain.entity(
        "audiobook", "A recorded book.",
        [
            .required("id", .string), .required("title", .string), .optional("author", .string),
            .optional("narrator", .string),
        ])
    /// A recording of a classical work.
    public let classicalMusicRecording = domain.entity(
        "classicalMusicRecording", "A recording of a classical work.",
        [
            .required("id", .string), .required("title", .string), .optional("composer", .string),
            .optional("performer", .string),
        ])
    /// A broadcast radio station.
    public let liveRadioStation = domain.entity(
        "liveRadioStation", "A broadcast radio station.",
        [.required("id", .string), .required("title", .string), .optional("frequency", .string)])
    /// A short news update.
    public let newsBrief = domain.entity(
        "newsBrief", "A short news update.",
        [.required("id", .string), .required("title", .string), .optional("provider", .schema("audio.newsProvider"))])
    /// A source of news briefs.
    public let newsProvider = domain.entity(
        "newsProvider", "A source of news briefs.", [.required("id", .string), .required("name", .string)])
    /// A list of songs.
    public let playlist = domain.entity(
        "playlist", "A list of songs.",
        [.required("id", .string), .required("title", .string), .optional("curator", .string)])
    /// A group of podcasts.
    public let podcastCollection = domain.entity(
        "podcastCollection", "A group of podcasts.", [.required("id", .string), .required("title", .string)])
    /// An episode of a podcast.
    public let podcastEpisode = domain.entity(
        "podcastEpisode", "An episode of a podcast.",
        [
            .required("id", .string), .required("title", .string), .optional("show", .schema("audio.podcastShow")),
            .optional("releaseDate", .date),
        ])
    /// A podcast.
    public let podcastShow = domain.entity(
        "podcastShow", "A podcast.",
        [.required("id", .string), .required("title", .string), .optional("publisher", .string)])
    /// A radio programme.
    public let radioShow = domain.entity(
        "radioShow", "A radio programme.",
        [.required("id", .string), .required("title", .string), .optional("host", .string)])
    /// An episode of a radio programme.
    public let radioShowEpisode = domain.entity(
        "radioShowEpisode", "An episode of a radio programme.",
        [
            .required("id", .string), .required("title", .string), .optional("show", .schema("audio.radioShow")),
            .optional("airDate", .date),
        ])
    /// A song.
    public let song = domain.entity(
        "song", "A song.",
        [
            .required("id", .string), .required("title", .string), .optional("artist", .string),
            .optional("album", .string),
        ])
    /// A group of songs that is not an album or a playlist.
    public let songCollection = domain.entity(
        "songCollection", "A group of songs that is not an album or a playlist.",
        [.required("id", .string), .required("title", .string)])
    /// The queue that warmupAudioQueue prepared.
    public let warmupAudioQueueResult = domain.entity(
        "warmupAudioQueueResult", "The queue that warmupAudioQueue prepared.",
        [.required("id", .string), .required("isReady", .bool)])

    /// What the person is doing while listening.
    public let activity = domain.enumeration(
        "activity", "What the person is doing while listening.",
        cases: ["workout", "focus", "sleep", "relax", "commute", "party"])
    /// Whether the person likes an item.
    public let affinityState = domain.enumeration(
        "affinityState", "Whether the person likes an item.", cases: ["like", "dislike", "neutral"])
    /// A screen of the app to show.
    public let appViewIdentifier = domain.enumeration(
        "appViewIdentifier", "A screen of the app to show.", cases: ["nowPlaying", "library", "search", "browse"])
    /// Where the request came from.
    public let invocationSource = domain.enumeration(
        "invocationSource", "Where the request came from.", cases: ["siri", "shortcuts", "spotlight", "widget"])
    /// How items play.
    public let playbackAttributes = domain.enumeration(
        "playbackAttributes", "How items play.", cases: ["shuffle", "repeatAll", "repeatOne"])
    /// Where new items go in the queue.
    public let queueInsertionLocation = domain.enumeration(
        "queueInsertionLocation", "Where new items go in the queue.", cases: ["now", "next", "later"])
}
