import Foundation

/// The canonical forms of dates (<doc:TheManifest#Canonical-values>): "YYYY-MM-DD" for a day, "YYYY-MM-DDTHH:MM" for a time.
enum CanonicalDate {
    /// Whether `text` is a real day or time in one of the two forms.
    static func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 1 || parts.count == 2 else { return false }
        let day = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        guard day.count == 3, day[0].count == 4, day[1].count == 2, day[2].count == 2,
            let year = Int(day[0]), let month = Int(day[1]), let dayOfMonth = Int(day[2]),
            CivilDay(year: year, month: month, day: dayOfMonth) != nil
        else { return false }
        guard parts.count == 2 else { return true }
        let time = parts[1].split(separator: ":", omittingEmptySubsequences: false)
        guard time.count == 2, time[0].count == 2, time[1].count == 2, let hour = Int(time[0]),
            let minute = Int(time[1])
        else {
            return false
        }
        return (0...23).contains(hour) && (0...59).contains(minute)
    }
}

extension CanonicalDate {
    /// The moment a canonical day (its midnight) or time names, in `calendar`'s time zone.
    static func date(_ text: String, in calendar: Calendar) -> Date? {
        guard isValid(text) else { return nil }
        let numbers = text.split(whereSeparator: { $0 == "-" || $0 == "T" || $0 == ":" }).compactMap { Int($0) }
        guard numbers.count == 3 || numbers.count == 5 else { return nil }
        var parts = DateComponents(year: numbers[0], month: numbers[1], day: numbers[2])
        parts.hour = numbers.count == 5 ? numbers[3] : 0
        parts.minute = numbers.count == 5 ? numbers[4] : 0
        return calendar.date(from: parts)
    }

    /// The canonical time of `date` in `calendar`'s time zone ("YYYY-MM-DDTHH:MM").
    static func text(_ date: Date, in calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ number: Int?) -> String { number.map { $0 < 10 ? "0\($0)" : String($0) } ?? "00" }
        let year = parts.year.map { String(repeating: "0", count: max(0, 4 - String($0).count)) + String($0) } ?? "0000"
        return "\(year)-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):\(two(parts.minute))"
    }
}
