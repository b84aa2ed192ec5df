import PhraseMatching

/// Which parser reads each parameter type.
enum ValueParsers {
    /// The parser for a parameter of `type`, or nil for `String` (an open slot) and for a type this
    /// build has no parser for. Enums and entities have one for lists; a single one is read by the
    /// automaton's vocabulary instead. `notNames` are phrases whose words a person is never read
    /// from: the names, synonyms and fillers of the model's apps.
    static func parser(for parameter: ParameterModel, in app: AppModel, notNames: [String] = []) -> (any ValueParser)? {
        parser(for: parameter.type, range: parameter.range, unit: parameter.unit, in: app, notNames: notNames)
    }

    private static func parser(
        for type: ParameterType, range: ClosedRange<Double>?, unit: String?, in app: AppModel, notNames: [String]
    ) -> (any ValueParser)? {
        switch type {
        case .string:
            return nil
        case .int, .double:
            return NumberParser(integerOnly: type == .int, range: range)
        case .enumeration(let name):
            return app.enumModel(named: name).map(VocabularyParser.init)
        case .entity(let name):
            return app.entityModel(named: name).map(VocabularyParser.init)
        case .person:
            return PersonParser(excluding: notNames)
        case .url:
            return URLParser()
        case .list(.list), .list(.string):
            // a list's items need boundaries of their own: neither open text nor a list has them
            // (a manifest refuses these types when it is read; a Swift `[[Int]]` is refused here).
            return nil
        case .list(let element):
            return parser(for: element, range: range, unit: unit, in: app, notNames: notNames).map { ListParser(element: $0) }
        case .date:
            return DateParser()
        case .duration:
            return DurationParser()
        case .measurement(let dimension):
            return MeasurementDimension(rawValue: dimension).map { MeasurementParser(dimension: $0, defaultUnit: unit) }
        case .bool:
            return BoolParser()
        case .ordinal:
            return OrdinalParser()
        }
    }
}
