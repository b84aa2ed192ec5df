import Foundation
import PhraseMatching
import Phrasebook

/// Options several verbs share, declared once so every table describes them the same way.
enum CommonOptions {
    static let manifest = CommandOption(
        name: "--manifest", valueName: "FILE", help: "the JSON manifest to load (default: the built-in demo apps)")
    static let json = CommandOption(name: "--json", valueName: nil, help: "print JSON instead of text")
    static let now = CommandOption(
        name: "--now", valueName: "ISO8601",
        help: "the time relative values (\"tomorrow\") are read against (default: now)")
    static let exact = CommandOption(
        name: "--exact", valueName: nil, help: "match exactly: no typos, fillers or left-out words")
    static let confirmBelow = CommandOption(
        name: "--confirm-below", valueName: "SCORE",
        help: "ask \"Did you mean …?\" before acting on a match scoring under SCORE (0 to 1)")

    /// `--confirm-below`: the score under which a conversation asks whether it heard right, or nil.
    static func confirmationThreshold(_ arguments: ParsedArguments) throws(UsageError) -> Double? {
        try arguments.value(confirmBelow, as: "a score from 0 to 1") { text in
            Double(text).flatMap { (0...1).contains($0) ? $0 : nil }
        }
    }

    /// The value context of `--now`: that moment, in the zone it was written in (local time otherwise).
    static func valueContext(_ arguments: ParsedArguments) throws(UsageError) -> ValueContext {
        let written = try arguments.value(now, as: "an ISO 8601 time such as 2026-11-22T09:30:00Z", ISO8601.date(from:))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = written?.1 ?? TimeZone.current
        return ValueContext(now: written?.0 ?? Date(), calendar: calendar)
    }

    /// The match options `--exact` asks for.
    static func matchOptions(_ arguments: ParsedArguments) -> MatchOptions {
        arguments.has(exact) ? .exact : MatchOptions()
    }
}

/// ISO 8601 times as `--now` takes them: with or without seconds, zone or time of day.
enum ISO8601 {
    /// The moment, and the zone it was written in (local time when it names none).
    static func date(from text: String) -> (Date, TimeZone)? {
        let zoned = ["yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd'T'HH:mmXXXXX"]
        let local = ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd"]
        for format in zoned + local {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone.current
            formatter.dateFormat = format
            guard let date = formatter.date(from: text) else { continue }
            guard zoned.contains(format) else { return (date, TimeZone.current) }
            return (date, zone(of: text) ?? TimeZone.current)
        }
        return nil
    }

    /// The zone of a time ending in "Z" or "±HH:MM".
    private static func zone(of text: String) -> TimeZone? {
        if text.hasSuffix("Z") || text.hasSuffix("z") { return TimeZone(identifier: "UTC") }
        let suffix = text.suffix(6)
        guard let sign = suffix.first, sign == "+" || sign == "-" else { return nil }
        let parts = suffix.dropFirst().split(separator: ":")
        guard parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]) else { return nil }
        return TimeZone(secondsFromGMT: (sign == "-" ? -1 : 1) * (hours * 3_600 + minutes * 60))
    }
}
