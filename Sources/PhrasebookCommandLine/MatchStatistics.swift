import Foundation

/// Per-utterance matching time and work, for `--stats` (a quick in-process measurement; the
/// benchmark harness is the formal one). Only kept when `--stats` asks, so a long batch without
/// it keeps flat memory.
struct MatchStatistics {
    private var nanoseconds: [Int64] = []
    private var expansions: [Int] = []

    mutating func record(_ duration: Duration, expansions count: Int) {
        let (seconds, attoseconds) = duration.components
        nanoseconds.append(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        expansions.append(count)
    }

    /// One line: percentiles of time and expanded states, over `noun` ("utterances").
    func summary(noun: String = "utterances", verb: String = "matching") -> String {
        guard !nanoseconds.isEmpty else { return "no \(noun)" }
        let times = nanoseconds.sorted()
        let work = expansions.sorted()
        // the nearest-rank percentile of sorted values.
        func percentile<T>(_ values: [T], _ fraction: Double) -> T {
            let rank = Int((Double(values.count) * fraction).rounded(.up))
            return values[min(values.count, max(rank, 1)) - 1]
        }
        func micro(_ value: Int64) -> String { String(format: "%.1f µs", Double(value) / 1_000) }
        let total = times.reduce(0, +)
        return
            "\(times.count) \(noun): \(verb) p50 \(micro(percentile(times, 0.5))), p99 \(micro(percentile(times, 0.99))), "
            + "max \(micro(times.last ?? 0)), mean \(micro(total / Int64(times.count))); "
            + "expanded states p50 \(percentile(work, 0.5)), p99 \(percentile(work, 0.99)), max \(work.last ?? 0)"
    }
}
