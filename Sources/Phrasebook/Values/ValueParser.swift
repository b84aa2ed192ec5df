import Foundation
import PhraseMatching

/// What value parsers need besides the tokens: the reference time for relative dates, the
/// calendar and time zone, and the contacts an app offers for people.
public struct ValueContext: Sendable {
    /// "Now": relative values ("tomorrow", "in 20 minutes") resolve against it.
    public let now: Date
    /// The calendar and time zone dates are computed in.
    public let calendar: Calendar
    /// Known people, for resolving names ("alice" → "Alice Smith"); empty when the app has none.
    public var contacts: [String]
    /// The entities on screen this turn (``Conversation/respond(to:authentication:onscreen:)``).
    var onscreen: [EntityIdentifier] = []
    /// A Gregorian calendar in ``calendar``'s time zone, made once: the date parser asks for it on
    /// every reading, and making a calendar costs more than the parse.
    let gregorian: Calendar
    /// Today and the minute of the day, local to ``calendar``'s time zone, computed once.
    let localNow: (day: CivilDay, minuteOfDay: Int)?

    public init(now: Date = Date(), calendar: Calendar = Calendar(identifier: .gregorian), contacts: [String] = []) {
        self.now = now
        self.calendar = calendar
        self.contacts = contacts
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        self.gregorian = gregorian
        localNow = CivilDay.local(now, in: gregorian)
    }
}

/// One way to read a value at the start of a token span.
public struct ValueReading: Sendable, Hashable {
    /// How many tokens, from the start of the span, the value takes.
    public var length: Int
    /// The value in canonical form.
    public var value: ParameterValue
    /// 0 for a clean reading; more when words were read through typos or the reading is a stretch.
    public var cost: Float
    /// Whether the reading is only a guess from the words' shape, such as a word no name list knows
    /// read as a name. Words read only by tentative readings do not count as carrying a value: an
    /// utterance may still leave them out, so a guess never keeps another phrase from matching.
    public var tentative: Bool
    /// For words with several readings no rule can choose between ("at seven": 07:00 or 19:00),
    /// every one of them, ``value`` first; empty otherwise. A conversation asks which was meant
    /// rather than act on a guess.
    public var alternatives: [ParameterValue]

    public init(
        length: Int, value: ParameterValue, cost: Float = 0, tentative: Bool = false,
        alternatives: [ParameterValue] = []
    ) {
        self.length = length
        self.value = value
        self.cost = cost
        self.tentative = tentative
        self.alternatives = alternatives
    }
}

/// Reads values of one type (numbers, dates, durations, …) from the start of a token span.
///
/// A parser takes part in matching (a typed slot only accepts spans that parse) and in resolution
/// (the value's canonical form). It must be fast and bounded: it looks at a capped number of
/// tokens, never backtracks exponentially, and never traps on odd input.
public protocol ValueParser: Sendable {
    /// Every reading that starts at `tokens.startIndex`, at most one per length, shortest first.
    func readings(of tokens: ArraySlice<Token>, in context: ValueContext) -> [ValueReading]
}

extension ValueParser {
    /// The value of exactly `tokens` (all of them), or nil.
    public func value(of tokens: ArraySlice<Token>, in context: ValueContext) -> ParameterValue? {
        readings(of: tokens, in: context).first { $0.length == tokens.count }?.value
    }
}

/// A parser that tells from a span's first token alone whether it may read a value there (the
/// number and date parsers): its slots' recognizers take the test (``StartFilteredRecognizer``).
protocol FirstTokenTestedParser: ValueParser {
    /// Parsers with the same key answer ``mayStart(with:)`` alike: those that read through one
    /// table of words, whatever else they are set up with (a range, a kind of date).
    var startKey: String { get }
    /// Whether a value may start with `token`: false only when no span that starts with it reads one.
    func mayStart(with token: Token) -> Bool
}

/// A typed slot's recognizer: the spans a parser reads and a filter (a range) accepts. A parser
/// with a first-token test (``FirstTokenTestedParser``) lends it to the recognizer.
struct ParsedSlotRecognizer: StartFilteredRecognizer {
    let parser: any ValueParser
    let context: ValueContext
    let accepts: @Sendable (ParameterValue) -> Bool
    /// The parser, when it has a first-token test.
    private let tested: (any FirstTokenTestedParser)?
    let startKey: String?

    init(parser: any ValueParser, context: ValueContext, accepts: @escaping @Sendable (ParameterValue) -> Bool) {
        self.parser = parser
        self.context = context
        self.accepts = accepts
        tested = parser as? any FirstTokenTestedParser
        startKey = tested?.startKey
    }

    func mayStart(with token: Token) -> Bool { tested?.mayStart(with: token) ?? true }

    func recognize(_ tokens: ArraySlice<Token>) -> [SpanRecognition] {
        parser.readings(of: tokens, in: context).compactMap { reading in
            accepts(reading.value)
                ? SpanRecognition(length: reading.length, cost: reading.cost, tentative: reading.tentative) : nil
        }
    }
}

/// Keeps one reading per length (the cheapest; the first offered on a tie) and lists them
/// shortest first, as ``ValueParser`` asks.
struct ReadingSet {
    private var byLength: [Int: ValueReading] = [:]

    mutating func offer(_ reading: ValueReading) {
        guard reading.length > 0 else { return }
        if let kept = byLength[reading.length], kept.cost <= reading.cost { return }
        byLength[reading.length] = reading
    }

    var sorted: [ValueReading] { byLength.values.sorted { $0.length < $1.length } }
}
