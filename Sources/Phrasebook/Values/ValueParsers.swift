import PhraseMatching

/// Which parser reads each parameter type, with the tables of one language.
///
/// Every table (number, date, duration, unit, yes/no and list words, the words and lexicon of names) is
/// keyed by language and looked up with `LanguageTag`, so adding a language is adding its tables.
struct ValueParsers {
    /// The language the tables are of.
    let language: LanguageTag
    private let numbers: NumberWords
    private let dates: DateWords
    private let bools: BoolParser
    private let durations: DurationParser

    /// The parsers of the language `locale` names. A language that lacks a table
    /// (``missingTables(for:)``) is read with English instead: compiling reports it as an error
    /// first, and English lets the model's other problems be found too.
    init(locale: String) {
        let tag = LanguageTag(locale)
        language = Self.missingTables(for: locale).isEmpty ? tag : LanguageTag("en")
        numbers = NumberWords.forLanguage(language.language) ?? .english
        dates = DateWords.table(forLanguage: language.language) ?? .english
        bools = BoolParser(language: language.language) ?? BoolParser()
        durations = DurationParser(language: language.language) ?? DurationParser()
    }

    /// The tables the language of `locale` lacks, by what they read ("numbers", "dates", …); empty
    /// when every parser can read it.
    static func missingTables(for locale: String) -> [String] {
        let language = LanguageTag(locale).language
        return missingByLanguage[language] ?? missingTables(language: language)
    }

    /// What each language with number words lacks, worked out once: asking builds a parser of
    /// every kind, which costs about a millisecond, and every compile asks.
    private static let missingByLanguage: [String: [String]] = Dictionary(
        uniqueKeysWithValues: NumberWords.byLanguage.keys.map { ($0, missingTables(language: $0)) })

    private static func missingTables(language: String) -> [String] {
        let tables: [(String, Bool)] = [
            ("numbers", NumberWords.forLanguage(language) != nil),
            ("dates", DateWords.table(forLanguage: language) != nil),
            ("durations", DurationParser(language: language) != nil),
            ("measurements", MeasurementParser(dimension: .length, language: language) != nil),
            ("yes and no", BoolParser(language: language) != nil),
            ("lists", ListParser(element: URLParser(), language: language) != nil),
            ("names", PersonWords.byLanguage[language] != nil && NameLexicon.byLanguage[language] != nil),
            ("conversations", ConversationLanguage.tables[language] != nil),
        ]
        return tables.filter { !$0.1 }.map(\.0)
    }

    /// The languages every parser has tables for.
    static var languages: [String] {
        NumberWords.byLanguage.keys.filter { missingTables(for: $0).isEmpty }.sorted()
    }

    /// The parser for a parameter of `type`, or nil for `String` (an open slot) and for a type this
    /// build has no parser for. Enums and entities have one for lists; a single one is read by the
    /// automaton's vocabulary instead. `notNames` are phrases whose words a person is never read
    /// from: the names, synonyms and fillers of the model's apps.
    func parser(for parameter: ParameterModel, in app: AppModel, notNames: [String] = []) -> (any ValueParser)? {
        parser(
            for: parameter.type, range: parameter.range, unit: parameter.unit, dateKind: parameter.dateKind, in: app,
            notNames: notNames)
    }

    private func parser(
        for type: ParameterType, range: ClosedRange<Double>?, unit: String?, dateKind: DateKind?, in app: AppModel,
        notNames: [String]
    ) -> (any ValueParser)? {
        switch type {
        case .string:
            return nil
        case .int, .double:
            return NumberParser(integerOnly: type == .int, range: range, words: numbers)
        case .enumeration(let name):
            return app.enumModel(named: name).map(VocabularyParser.init)
        case .entity(let name):
            return app.entityModel(named: name).map(VocabularyParser.init)
        case .person:
            return PersonParser(language: language.language, excluding: notNames)
        case .url:
            return URLParser()
        case .list(.list), .list(.string):
            // a list's items need boundaries of their own: neither open text nor a list has them
            // (a manifest refuses these types when it is read; a Swift `[[Int]]` is refused here).
            return nil
        case .list(let element):
            return parser(for: element, range: range, unit: unit, dateKind: dateKind, in: app, notNames: notNames)
                .flatMap { ListParser(element: $0, language: language.language) }
        case .date:
            return DateParser(words: dates, monthFirst: Self.monthFirst(language), kind: dateKind ?? .dateTime)
        case .duration:
            return durations
        case .measurement(let dimension):
            return MeasurementDimension(rawValue: dimension)
                .flatMap { MeasurementParser(dimension: $0, defaultUnit: unit, language: language.language) }
        case .bool:
            return bools
        case .ordinal:
            return OrdinalParser(words: numbers)
        }
    }

    /// Whether "12/3" is month first: in the United States, and for a language named without a
    /// region ("en"); day first for every other region ("en-GB": 12 March).
    static func monthFirst(_ language: LanguageTag) -> Bool {
        language.region == nil || language.region == "US"
    }
}
