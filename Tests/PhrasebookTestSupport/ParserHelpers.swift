import PhraseMatching
import Phrasebook

/// The tokens of `text`, as the matcher tokenizes utterances.
public func tokens(_ text: String) -> ArraySlice<Token> {
    Tokenizer.tokenize(text)[...]
}

/// The value `parser` reads from all of `text`.
public func value(_ text: String, _ parser: some ValueParser, in context: ValueContext = ValueContext())
    -> ParameterValue?
{
    parser.value(of: tokens(text), in: context)
}

/// The readings `parser` finds at the start of `text`.
public func readings(_ text: String, _ parser: some ValueParser, in context: ValueContext = ValueContext())
    -> [ValueReading]
{
    parser.readings(of: tokens(text), in: context)
}
