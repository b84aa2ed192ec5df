import Foundation

/// The canonical forms of dates (DESIGN §8): "YYYY-MM-DD" for a day, "YYYY-MM-DDTHH:MM" for a time.
enum CanonicalDate {
    /// Whether `text` is a real day or time in one of the two forms.
    static func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 1 || parts.count == 2 else { return false }
        let day = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        guard day.count == 3, day[0].count == 4, day[1].count == 2, day[2].count == 2,
              let year = Int(day[0]), let month = Int(day[1]), let dayOfMonth = Int(day[2]),
              CivilDay(year: year, month: month, day: dayOfMonth) != nil else { return false }
        guard parts.count == 2 else { return true }
        let time = parts[1].split(separator: ":", omittingEmptySubsequences: false)
        guard time.count == 2, time[0].count == 2, time[1].count == 2, let hour = Int(time[0]), let minute = Int(time[1]) else {
            return false
        }
        return (0...23).contains(hour) && (0...59).contains(minute)
    }
}
