import PhraseMatching

/// Which parser reads each parameter type.
enum ValueParsers {
    /// The parser for a parameter of `type`, or nil for `String` (an open slot) and for a type this
    /// build has no parser for. Enums and entities have one for lists; a single one is read by the
    /// automaton's vocabulary instead.
    static func parser(for type: ParameterType, range: ClosedRange<Double>?, in app: AppModel) -> (any ValueParser)? {
        switch type {
        case .string:
            return nil
        case .int, .double:
            return NumberValueParser(recognizer: NumberRecognizer(integerOnly: type == .int, range: range))
        case .enumeration(let name):
            return app.enumModel(named: name).map(VocabularyParser.init)
        case .entity(let name):
            return app.entityModel(named: name).map(VocabularyParser.init)
        case .person:
            return PersonParser()
        case .url:
            return URLParser()
        case .list(let element):
            return parser(for: element, range: range, in: app).map { ListParser(element: $0) }
        case .date:
            return DateParser()
        case .duration:
            return DurationParser()
        case .measurement(let dimension):
            return MeasurementDimension(rawValue: dimension).map { MeasurementParser(dimension: $0) }
        case .bool:
            return nil
        }
    }
}

/// Numbers through ``NumberRecognizer``, as a ``ValueParser``.
struct NumberValueParser: ValueParser {
    let recognizer: NumberRecognizer

    func readings(of tokens: ArraySlice<Token>, in context: ValueContext) -> [ValueReading] {
        recognizer.recognize(tokens).compactMap { span in
            guard let number = recognizer.value(of: tokens.prefix(span.length)) else { return nil }
            let value: ParameterValue = recognizer.integerOnly ? Int(exactly: number).map(ParameterValue.int) ?? .double(number) : .double(number)
            return ValueReading(length: span.length, value: value, cost: span.cost)
        }
    }
}
