import Foundation

/// How well scores predict correctness on a corpus: a reliability table and its expected
/// calibration error.
///
/// Every corpus line adds one observation: the score of its best positive reading (0 when nothing
/// read it) and whether that reading is right (the expected app, intent and schema; never, for a
/// line that expects nothing). Scores are binned in tenths; a bin's accuracy is the share of right
/// readings in it. A calibrated matcher has each bin's accuracy close to its mean score; the
/// expected calibration error (ECE) is the mean gap, weighted by the lines in each bin.
public struct CalibrationTable: Sendable, Hashable {
    /// One score interval: the lines whose best reading scored in `lower..<upper` (the last bin includes 1).
    public struct Bin: Sendable, Hashable {
        public var lower: Double
        public var upper: Double
        /// Lines whose best reading scored in the bin.
        public var count: Int = 0
        /// Of them, lines whose best reading was right.
        public var correct: Int = 0
        /// The sum of their scores.
        public var scoreSum: Double = 0

        /// The share of right readings in the bin (0 when it is empty).
        public var accuracy: Double { count == 0 ? 0 : Double(correct) / Double(count) }
        /// The mean score in the bin (0 when it is empty).
        public var meanScore: Double { count == 0 ? 0 : scoreSum / Double(count) }
    }

    /// Ten bins of width 0.1, lowest first.
    public private(set) var bins: [Bin] = (0..<10).map { Bin(lower: Double($0) / 10, upper: Double($0 + 1) / 10) }

    public init() {}

    /// Adds a line whose best reading scored `score` and was right or not.
    public mutating func record(score: Double, correct: Bool) {
        let index = min(bins.count - 1, max(0, Int((score * 10).rounded(.down))))
        bins[index].count += 1
        bins[index].scoreSum += score
        if correct { bins[index].correct += 1 }
    }

    /// The lines recorded.
    public var count: Int { bins.reduce(0) { $0 + $1.count } }

    /// The expected calibration error: Σ (lines in bin / lines) × |accuracy − mean score|.
    public var expectedCalibrationError: Double {
        let total = count
        guard total > 0 else { return 0 }
        return bins.reduce(0) { $0 + Double($1.count) / Double(total) * abs($1.accuracy - $1.meanScore) }
    }

    /// The table as text, one line per non-empty bin, then the ECE.
    public var description: String {
        var lines = ["  score      lines  right  accuracy  mean score"]
        for bin in bins where bin.count > 0 {
            lines.append(
                String(
                    format: "  %.1f–%.1f  %6d %6d    %5.1f%%     %.3f", bin.lower, bin.upper, bin.count,
                    bin.correct, 100 * bin.accuracy, bin.meanScore))
        }
        lines.append(String(format: "  expected calibration error %.3f", expectedCalibrationError))
        return lines.joined(separator: "\n")
    }

    /// The table as JSON: `{"bins": [{lower, upper, count, correct, accuracy, meanScore}], "ece"}`.
    public var json: JSONValue {
        var object = JSONObject()
        object.set(
            "bins",
            .array(
                bins.map { bin in
                    var item = JSONObject()
                    item.set("lower", .number(bin.lower))
                    item.set("upper", .number(bin.upper))
                    item.set("count", .number(Double(bin.count)))
                    item.set("correct", .number(Double(bin.correct)))
                    item.set("accuracy", .number(IntentMatch.rounded(bin.accuracy)))
                    item.set("meanScore", .number(IntentMatch.rounded(bin.meanScore)))
                    return .object(item)
                }))
        object.set("ece", .number(IntentMatch.rounded(expectedCalibrationError)))
        return .object(object)
    }
}
