import PhraseMatching

/// The words of one language a person parser treats specially: words that are never (part of) a
/// name, words for people by their relation to the speaker ("mom", "my boss", "the team"), and
/// titles that go before a name ("dr smith", "aunt mary").
struct PersonWords: Sendable {
    /// Words never part of a name that no contact has: function words, verbs and their forms,
    /// particles, time words, greetings and the language's fillers.
    let stopWords: Set<String>
    /// Relation words that are a person on their own: "mom", "grandma", "sister".
    let kin: Set<String>
    /// Every relation word; those not in ``kin`` need a determiner ("my boss", "the team").
    let relations: Set<String>
    /// Words that make a relation word the speaker's: "my", "our", "the".
    let determiners: Set<String>
    /// Words between the determiner and the relation word: "my *little* sister", "my *best* friend".
    let modifiers: Set<String>
    /// Words after a relation word that continue it: "mother *in law*".
    let relationSuffix: [String]
    /// Words that go before a name and belong to it: "dr smith", "uncle bob".
    let titles: Set<String>
    /// Words that end the name of a group of people: "the foodie *group*", "the smith *family*".
    let groupNouns: Set<String>

    /// The tables by language (`LanguageTag.language`).
    static let byLanguage: [String: PersonWords] = ["en": english]

    /// The table for `language` (a locale identifier, read as `LanguageTag` reads it), English when
    /// there is none: a parser with no stop list would read "the" as a name. (A model whose locale
    /// has no table is refused before it gets here.)
    static func builtIn(language: String) -> PersonWords {
        byLanguage[LanguageTag(language).language] ?? english
    }

    /// Whether `word` is a relation word, a determiner or a title: such words are read as a
    /// relation or before a name, never inside a plain name.
    func isRelationOrTitle(_ word: String) -> Bool {
        relations.contains(word) || determiners.contains(word) || titles.contains(word)
    }

    static let english: PersonWords = {
        let kin: Set<String> = [
            "mom", "mum", "mommy", "mummy", "momma", "mama", "mother", "dad", "daddy", "papa", "pops",
            "father", "grandma", "grandpa", "granny", "grandmother", "grandfather", "nana", "gran",
            "grandad", "granddad", "grammy", "gramps", "wife", "husband", "hubby", "wifey", "sister",
            "brother", "sis", "bro", "son", "daughter", "aunt", "auntie", "aunty", "uncle", "cousin",
        ]
        let roles: Set<String> = [
            "boss", "manager", "team", "family", "parents", "grandparents", "kids", "children", "sisters",
            "brothers", "cousins", "partner", "boyfriend", "girlfriend", "fiance", "fiancee", "spouse",
            "niece", "nephew", "friend", "friends", "colleague", "colleagues", "coworker", "coworkers",
            "neighbor", "neighbour", "neighbors", "neighbours", "roommate", "landlord", "landlady",
            "doctor", "dentist", "therapist", "lawyer", "accountant", "teacher", "babysitter", "nanny",
            "assistant", "secretary", "client", "guys", "girls", "boys", "folks", "crew", "group",
        ]
        return PersonWords(
            stopWords: englishStopWords.union(WordClasses.builtIn(language: "en").fillers),
            kin: kin, relations: kin.union(roles), determiners: ["my", "our", "the"],
            modifiers: ["little", "big", "baby", "older", "younger", "elder", "oldest", "youngest", "best", "step"],
            relationSuffix: ["in", "law"],
            titles: [
                "mr", "mrs", "ms", "mx", "dr", "prof", "mister", "doctor", "professor", "aunt", "auntie",
                "aunty", "uncle", "cousin", "grandma", "grandpa", "granny", "nana",
            ],
            groupNouns: ["group", "chat", "club", "team", "crew", "squad", "gang", "family", "channel", "thread"])
    }()

    private static let englishStopWords: Set<String> = {
        var words: Set<String> = [
            // articles and determiners
            "a", "an", "the", "this", "that", "these", "those", "some", "any", "all", "each", "every",
            "both", "either", "neither", "no", "not", "another", "other", "such", "much", "many", "more",
            "most", "few", "less", "least", "own", "same",
            // pronouns
            "i", "me", "my", "mine", "myself", "you", "your", "yours", "yourself", "yourselves", "he",
            "him", "his", "himself", "she", "her", "hers", "herself", "it", "its", "itself", "we", "us",
            "our", "ours", "ourselves", "they", "them", "their", "theirs", "themselves", "who", "whom",
            "whose", "what", "which", "whoever", "whomever", "whatever", "someone", "somebody",
            "everyone", "everybody", "anyone", "anybody", "nobody", "none", "one", "ones", "something",
            "anything", "everything", "nothing", "u", "ur", "ya", "y'all",
            "i'm", "i'd", "i'll", "i've", "you're", "you'd", "you'll", "you've", "he's", "he'd", "he'll",
            "she's", "she'd", "she'll", "it's", "it'll", "we're", "we'd", "we'll", "we've", "they're",
            "they'd", "they'll", "they've", "let's", "what's", "who's", "that's", "there's", "here's",
            "how's", "where's", "when's",
            // prepositions and particles: "call tony back", "pick her up"
            "to", "from", "with", "without", "for", "of", "in", "on", "at", "by", "about", "into", "onto",
            "over", "under", "after", "before", "via", "per", "than", "through", "between", "near", "up",
            "down", "out", "off", "as", "around", "until", "till", "since", "during", "using", "regarding",
            "re", "against", "among", "across", "along", "behind", "beside", "beyond", "inside", "outside",
            "toward", "towards", "upon", "within", "back", "away", "ahead", "together", "apart", "aside",
            "forward", "home", "asap",
            // conjunctions and adverbs
            "and", "or", "but", "nor", "so", "if", "then", "because", "while", "also", "too", "very",
            "just", "only", "again", "here", "there", "where", "when", "why", "how", "whether", "though",
            "although", "unless", "once", "yet", "still", "already", "always", "never", "ever", "often",
            "perhaps", "really", "instead", "anyway", "else", "even", "almost", "quite", "rather",
            "immediately", "straight", "directly", "exactly",
            // answers, greetings and wishes: "tell tony happy birthday"
            "yes", "yep", "yup", "nope", "sure", "please", "thanks", "thank", "hi", "hello", "hey", "ok",
            "okay", "bye", "goodbye", "goodnight", "cheers", "congrats", "congratulations", "sorry",
            "happy", "merry", "birthday", "anniversary", "welcome", "good", "great", "nice", "luck",
            "lol", "xoxo",
            // auxiliaries and their contractions
            "is", "are", "am", "was", "were", "be", "been", "being", "do", "does", "did", "done", "have",
            "has", "had", "having", "can", "could", "will", "would", "shall", "should", "may", "might",
            "must", "don't", "doesn't", "didn't", "can't", "cannot", "won't", "wouldn't", "couldn't",
            "shouldn't", "isn't", "aren't", "wasn't", "weren't", "haven't", "hasn't", "hadn't", "gonna",
            "wanna", "gotta", "lemme", "gimme",
            // irregular forms of the verbs below
            "said", "told", "sent", "went", "gone", "came", "got", "gotten", "gave", "given", "took",
            "taken", "made", "saw", "seen", "met", "left", "brought", "bought", "paid", "spoke", "spoken",
            "wrote", "written", "ran", "knew", "known", "thought", "found", "kept", "heard", "felt",
            "began", "begun", "woke", "forgot", "forgotten", "held", "put",
            // what a message, call or e-mail is about: "send tony the photos", "text carol money"
            "message", "messages", "text", "texts", "email", "emails", "mail", "call", "calls", "note",
            "notes", "reminder", "meeting", "invitation", "link", "photo", "photos", "picture", "pictures",
            "file", "files", "document", "address", "location", "number", "phone", "eta", "money",
            "dollars", "bucks", "payment", "news", "details", "info", "information", "directions",
            "subject", "body", "title", "list", "app",
            // time words
            "today", "tomorrow", "tonight", "yesterday", "now", "later", "soon", "early", "earlier",
            "late", "morning", "afternoon", "evening", "night", "noon", "midnight", "day", "days", "week",
            "weeks", "month", "months", "year", "years", "weekend", "next", "last", "first", "second",
            "third", "daily", "weekly", "monthly", "pm", "o'clock", "minute", "minutes", "hour",
            "hours", "tmrw", "tmr", "tonite",
            "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
            "january", "february", "march", "april", "june", "july", "august", "september", "october",
            "november", "december",
            // number words
            "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
            "twenty", "thirty", "half", "quarter", "dozen", "hundred", "thousand",
        ]
        // verbs a request puts around a name ("ask tony to call back", "text mom saying …"), with
        // their regular forms; a form that is no English word costs nothing, as no name has it.
        for verb in [
            "talk", "speak", "say", "tell", "ask", "call", "text", "message", "email", "mail", "write",
            "reply", "respond", "answer", "send", "forward", "share", "invite", "remind", "notify", "let",
            "know", "meet", "see", "show", "find", "search", "look", "get", "give", "take", "bring",
            "pick", "drop", "make", "create", "add", "remove", "delete", "cancel", "book", "schedule",
            "plan", "set", "start", "begin", "stop", "end", "finish", "open", "close", "play", "pause",
            "resume", "turn", "switch", "lock", "unlock", "go", "come", "leave", "arrive", "run", "walk",
            "drive", "head", "move", "wait", "help", "need", "want", "like", "love", "hate", "wish",
            "think", "feel", "try", "use", "pay", "buy", "order", "check", "confirm", "update", "change",
            "edit", "save", "keep", "hold", "put", "read", "listen", "hear", "watch", "sleep", "eat",
            "wake", "join", "visit", "stay", "work", "miss", "thank", "greet", "ping", "ring", "phone",
            "dial", "facetime", "chat", "contact", "reach", "inform", "warn", "alert", "celebrate",
            "draft", "compose", "attach", "include", "mention", "post", "upload", "download", "record",
            "follow", "block", "mute", "expect", "pass", "introduce", "congratulate", "apologize",
            "remember", "forget", "wonder", "guess", "mean", "happen", "bother", "worry",
        ] {
            words.formUnion(regularForms(of: verb))
        }
        return words
    }()

    /// `verb`, its third person ("says", "watches", "tries"), its -ing form ("saying", "making",
    /// "running") and its -ed form ("asked", "liked", "stopped"), by the regular spelling rules. Where
    /// the rules cannot tell whether the last letter doubles ("stop" → "stopping", "open" → "opening"),
    /// both spellings are given.
    static func regularForms(of verb: String) -> [String] {
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        guard let last = verb.last else { return [] }
        let beforeLast = verb.dropLast().last
        let third =
            if ["s", "x", "z", "h", "o"].contains(last) {
                verb + "es"
            } else if last == "y", let beforeLast, !vowels.contains(beforeLast) { String(verb.dropLast()) + "ies" } else
            { verb + "s" }
        // a short verb ending consonant-vowel-consonant doubles its last letter: "run" → "running"
        let letters = Array(verb)
        let doubles =
            letters.count >= 3 && letters.count <= 4 && !vowels.contains(last) && !["w", "x", "y"].contains(last)
            && vowels.contains(letters[letters.count - 2]) && !vowels.contains(letters[letters.count - 3])
        let dropsE = last == "e" && beforeLast.map { !["e", "o", "y"].contains($0) } == true
        let ing = dropsE ? String(verb.dropLast()) + "ing" : verb + "ing"
        let past =
            last == "e"
            ? verb + "d"
            : last == "y" && beforeLast.map { !vowels.contains($0) } == true
                ? String(verb.dropLast()) + "ied"
                : verb + "ed"
        let doubled = doubles ? [verb + String(last) + "ing", verb + String(last) + "ed"] : []
        return [verb, third, ing, past] + doubled
    }
}
