import Foundation
import Phrasebook

extension JSONValue {
    /// The value at a path of object keys, or nil.
    subscript(path keys: String...) -> JSONValue? {
        var value: JSONValue? = self
        for key in keys { value = value?.objectValue?[key] }
        return value
    }

    var number: Double { doubleValue ?? .nan }
    var text: String { stringValue ?? "" }
    var array: [JSONValue] { arrayValue ?? [] }
}

/// The results as Markdown tables: what BENCHMARKS.md quotes.
enum Tables {
    static func markdown(_ report: JSONValue) -> String {
        var out: [String] = []
        if let machine = report[path: "machine"] {
            out.append(
                "Machine: \(machine[path: "cpu"]?.text ?? ""), \(Int(machine[path: "cores"]?.number ?? 0)) cores, "
                    + "\(megabytes(machine[path: "memoryBytes"]?.number ?? 0)) MB; \(machine[path: "build"]?.text ?? "") build; "
                    + "commit \(machine[path: "commit"]?.text ?? ""); \(machine[path: "date"]?.text ?? ""); mode \(report[path: "mode"]?.text ?? ""); "
                    + "load average \(machine[path: "loadAverageAtStart"]?.text ?? "") at the start, \(report[path: "loadAverageAtEnd"]?.text ?? "") at the end\n"
            )
        }
        let suites = report[path: "suites"]
        if let compile = suites?[path: "compile"]?.array, !compile.isEmpty {
            out.append(compileTable(compile))
            for (family, fit) in suites?[path: "compileFit"]?.objectValue ?? JSONObject() {
                out.append(
                    "Compile time against \(fit[path: "x"]?.text ?? "") of the synthetic \(family) sets, log-log least squares: slope "
                        + "\(fixed(fit[path: "slope"]?.number ?? .nan, 2)) (r² \(fixed(fit[path: "r2"]?.number ?? .nan, 3)), \(Int(fit[path: "points"]?.number ?? 0)) points).\n"
                )
            }
        }
        if let latency = suites?[path: "latency"]?.array, !latency.isEmpty { out.append(latencyTable(latency)) }
        if let openSlot = suites?[path: "openSlot"] {
            let compile = openSlot[path: "compile"]?.array ?? []
            let latency = openSlot[path: "latency"]?.array ?? []
            if !compile.isEmpty { out.append(compileTable(compile)) }
            if !latency.isEmpty { out.append(latencyTable(latency)) }
            for skip in openSlot[path: "skipped"]?.array ?? [] {
                out.append("open-slot suite skipped: \(skip[path: "reason"]?.text ?? "")\n")
            }
        }
        if let conversation = suites?[path: "conversation"]?.array, !conversation.isEmpty {
            var rows = ["| conversations at once | turns | turns/s | turn p50 µs | p99 µs |", "|---|---|---|---|---|"]
            for run in conversation {
                let time = run[path: "turnMicroseconds"]
                rows.append(
                    "| \(Int(run[path: "conversations"]?.number ?? 0)) | \(Int(run[path: "turns"]?.number ?? 0)) "
                        + "| \(grouped(run[path: "turnsPerSecond"]?.number ?? 0)) | \(fixed(time?[path: "median"]?.number ?? .nan, 1)) "
                        + "| \(fixed(time?[path: "p99"]?.number ?? .nan, 1)) |")
            }
            out.append(rows.joined(separator: "\n") + "\n")
        }
        if let corpus = suites?[path: "corpusEvaluation"]?.array, !corpus.isEmpty {
            var rows = ["| corpus | utterances | utterances/s | intent accuracy |", "|---|---|---|---|"]
            for run in corpus {
                rows.append(
                    "| \(run[path: "corpus"]?.text ?? "") | \(Int(run[path: "utterances"]?.number ?? 0)) "
                        + "| \(grouped(run[path: "utterancesPerSecond"]?.number ?? 0)) | \(fixed((run[path: "intentAccuracy"]?.number ?? 0) * 100, 1))% |"
                )
            }
            out.append(rows.joined(separator: "\n") + "\n")
        }
        if let refresh = suites?[path: "refresh"], refresh.objectValue != nil {
            let times = refresh[path: "refreshMilliseconds"]
            let idle = refresh[path: "matchMicrosecondsIdle"]
            let during = refresh[path: "matchMicrosecondsDuringRefresh"]
            out.append(
                """
                | refresh of one app (\(grouped(refresh[path: "phrases"]?.number ?? 0)) phrases, \(grouped(refresh[path: "entityValues"]?.number ?? 0)) values) | p50 | p99 |
                |---|---|---|
                | refresh, ms (\(Int(refresh[path: "refreshes"]?.number ?? 0)) refreshes) | \(fixed(times?[path: "median"]?.number ?? .nan, 1)) | \(fixed(times?[path: "p99"]?.number ?? .nan, 1)) |
                | other apps' matches, idle, µs | \(fixed(idle?[path: "median"]?.number ?? .nan, 1)) | \(fixed(idle?[path: "p99"]?.number ?? .nan, 1)) |
                | other apps' matches during refreshes, µs (\(Int(during?[path: "count"]?.number ?? 0))) | \(fixed(during?[path: "median"]?.number ?? .nan, 1)) | \(fixed(during?[path: "p99"]?.number ?? .nan, 1)) |

                """)
        }
        if let index = suites?[path: "entityIndex"], index.objectValue != nil {
            let resolve = index[path: "resolveMicroseconds"]
            let search = index[path: "searchMicroseconds"]
            let outcomes = (index[path: "outcomes"]?.objectValue ?? JSONObject()).map {
                "\($0.key) \(Int($0.value.number))"
            }
            out.append(
                """
                | entity index (\(grouped(index[path: "entities"]?.number ?? 0)) messages, indexed in \(fixed(index[path: "indexMilliseconds"]?.number ?? .nan, 0)) ms) | count | p50 µs | p99 µs |
                |---|---|---|---|
                | resolving a spoken reference (\(outcomes.joined(separator: ", "))) | \(Int(resolve?[path: "count"]?.number ?? 0)) | \(fixed(resolve?[path: "median"]?.number ?? .nan, 1)) | \(fixed(resolve?[path: "p99"]?.number ?? .nan, 1)) |
                | search, 10 results | \(Int(search?[path: "count"]?.number ?? 0)) | \(fixed(search?[path: "median"]?.number ?? .nan, 1)) | \(fixed(search?[path: "p99"]?.number ?? .nan, 1)) |

                """)
        }
        return out.joined(separator: "\n")
    }

    private static func compileTable(_ entries: [JSONValue]) -> String {
        var rows = [
            "| workload | phrases | values | compiled bytes | load ms | compile ms p50 | compile ms max | matcher heap MB | allocations | peak RSS MB |",
            "|---|---|---|---|---|---|---|---|---|---|",
        ]
        for entry in entries {
            let compile = entry[path: "compileMilliseconds"]
            rows.append(
                "| \(entry[path: "workload"]?.text ?? "") | \(grouped(entry[path: "size", "phrases"]?.number ?? 0)) "
                    + "| \(grouped(entry[path: "size", "vocabularyValues"]?.number ?? 0)) | \(grouped(entry[path: "totalBytes"]?.number ?? 0)) "
                    + "| \(fixed(entry[path: "loadMilliseconds", "median"]?.number ?? .nan, 1)) | \(fixed(compile?[path: "median"]?.number ?? .nan, 1)) "
                    + "| \(fixed(compile?[path: "max"]?.number ?? .nan, 1)) | \(megabytes(entry[path: "matcherHeapBytes"]?.number ?? .nan)) "
                    + "| \(grouped(entry[path: "compileAllocations"]?.number ?? .nan)) | \(megabytes(entry[path: "peakResidentBytes"]?.number ?? .nan)) |"
            )
        }
        return rows.joined(separator: "\n") + "\n"
    }

    private static func latencyTable(_ entries: [JSONValue]) -> String {
        var rows = [
            "| workload | kind | n | as expected | p50 µs | p90 µs | p99 µs | max µs | per utterance p50 / p99 µs | states p50 | states p99 | allocations/match |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|",
        ]
        for entry in entries {
            let time = entry[path: "microseconds"]
            // each utterance's median over the passes (absent from results saved before it was kept).
            let typical = entry[path: "utteranceMedianMicroseconds"]
            let states = entry[path: "expansions"]
            let total = entry[path: "utterances"]?.number ?? 0
            rows.append(
                "| \(entry[path: "workload"]?.text ?? "") | \(entry[path: "kind"]?.text ?? "") | \(Int(total)) "
                    + "| \(fixed(100 * (entry[path: "asExpected"]?.number ?? 0) / max(1, total), 1))% "
                    + "| \(fixed(time?[path: "median"]?.number ?? .nan, 1)) | \(fixed(time?[path: "p90"]?.number ?? .nan, 1)) "
                    + "| \(fixed(time?[path: "p99"]?.number ?? .nan, 1)) | \(fixed(time?[path: "max"]?.number ?? .nan, 1)) "
                    + "| \(fixed(typical?[path: "median"]?.number ?? .nan, 1)) / \(fixed(typical?[path: "p99"]?.number ?? .nan, 1)) "
                    + "| \(Int(states?[path: "median"]?.number ?? 0)) | \(Int(states?[path: "p99"]?.number ?? 0)) "
                    + "| \(fixed(entry[path: "allocationsPerMatch"]?.number ?? .nan, 1)) |")
        }
        return rows.joined(separator: "\n") + "\n"
    }

    static func fixed(_ value: Double, _ digits: Int) -> String {
        value.isFinite ? String(format: "%.\(digits)f", value) : "–"
    }

    static func megabytes(_ bytes: Double) -> String {
        bytes.isFinite ? String(format: "%.1f", bytes / 1_048_576) : "–"
    }

    /// 12345 → "12,345".
    static func grouped(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        let digits = String(Int(value.rounded()))
        var out = ""
        for (index, character) in digits.reversed().enumerated() {
            if index > 0, index % 3 == 0, character != "-" { out.append(",") }
            out.append(character)
        }
        return String(out.reversed())
    }
}

/// The charts of a report (and of the peers' results), written as SVG files.
enum Charts {
    static func write(_ report: JSONValue, peers: JSONValue?, to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        func save(_ name: String, _ svg: String) throws {
            try svg.write(toFile: "\(directory)/\(name).svg", atomically: true, encoding: .utf8)
        }
        let suites = report[path: "suites"]
        let compile = suites?[path: "compile"]?.array ?? []
        if !compile.isEmpty { try save("compile-time", compileChart(compile, fit: suites?[path: "compileFit"])) }
        let latency = suites?[path: "latency"]?.array ?? []
        for (family, axis) in [("phrases", "phrases"), ("vocabulary", "entity values")] {
            let rows = latency.filter { $0[path: "family"]?.text == family }
            guard !rows.isEmpty else { continue }
            let sizeOf = Dictionary(
                compile.map {
                    (
                        $0[path: "workload"]?.text ?? "",
                        $0[path: "size", family == "phrases" ? "phrases" : "vocabularyValues"]?.number ?? 0
                    )
                },
                uniquingKeysWith: { first, _ in first })
            try save(
                "latency-\(family)",
                latencyChart(rows, x: { sizeOf[$0[path: "workload"]?.text ?? ""] ?? 0 }, axis: axis))
        }
        if let calibration = suites?[path: "calibration"], let chart = reliabilityChart(calibration) {
            try save("calibration", chart)
        }
        if let peers { try save("peers", peersChart(peers)) }
    }

    /// The calibration table of a `phrasebook test --json` report (its `calibration` object, with
    /// `bins` and `ece`); any other JSON is taken to be the table, or its bins, itself.
    static func calibrationTable(_ json: JSONValue) -> JSONValue {
        json[path: "calibration"] ?? json
    }

    /// The reliability chart of a calibration table: an object with `bins` (and `ece`), or the bins
    /// alone. A bin is `{"lower", "upper", "count", "accuracy"}` (`lo` and `hi` are read too).
    private static func reliabilityChart(_ table: JSONValue) -> String? {
        let bins = (table[path: "bins"] ?? table).array
        guard !bins.isEmpty else { return nil }
        let parsed = bins.map {
            SVGReliabilityChart.Bin(
                lo: ($0[path: "lower"] ?? $0[path: "lo"])?.number ?? 0,
                hi: ($0[path: "upper"] ?? $0[path: "hi"])?.number ?? 0,
                count: Int($0[path: "count"]?.number ?? 0), accuracy: $0[path: "accuracy"]?.number ?? 0)
        }
        var title = "Calibration: confidence against observed accuracy"
        if let ece = table[path: "ece"]?.doubleValue { title += String(format: " (ECE %.3f)", ece) }
        return SVGReliabilityChart(title: title, bins: parsed).render()
    }

    /// Compile time of the phrase sets against their template bytes and of the vocabularies
    /// against their vocabulary bytes, each with its fitted power law; the other workloads
    /// (demo, Home Assistant, the largest grammar) at their total bytes.
    private static func compileChart(_ compile: [JSONValue], fit: JSONValue?) -> String {
        var series: [SVGChart.Series] = []
        var notes: [String] = []
        let families = [
            ("phrases", "templateBytes", "phrase sets (template bytes)"),
            ("vocabulary", "vocabularyBytes", "vocabularies (value bytes)"),
            ("scale", "totalBytes", "100k phrases × 1M values"), ("demo", "totalBytes", "demo"),
            ("ha-english", "totalBytes", "Home Assistant English"),
        ]
        for (family, measure, name) in families {
            let points = compile.filter { $0[path: "family"]?.text == family }.map { entry in
                (
                    x: (measure == "totalBytes" ? entry[path: measure] : entry[path: "size", measure])?.number ?? 0,
                    y: entry[path: "compileMilliseconds", "median"]?.number ?? 0
                )
            }
            guard !points.isEmpty else { continue }
            series.append(SVGChart.Series(name: name, points: points, scatter: measure == "totalBytes"))
            guard let slope = fit?[path: family, "slope"]?.doubleValue,
                let intercept = fit?[path: family, "intercept"]?.doubleValue,
                let low = points.map(\.x).min(), let high = points.map(\.x).max()
            else { continue }
            let line = { (x: Double) in pow(10, intercept + slope * log10(x)) }
            series.append(
                SVGChart.Series(
                    name: "fit, slope \(Tables.fixed(slope, 2))", points: [(low, line(low)), (high, line(high))],
                    dashed: true))
            notes.append(
                "\(family): time ∝ bytes^\(Tables.fixed(slope, 2)) (r² \(Tables.fixed(fit?[path: family, "r2"]?.number ?? .nan, 3)))"
            )
        }
        return SVGChart(
            title: "Compile time against compiled size", xLabel: "bytes compiled",
            yLabel: "compile time, ms (median)", series: series, notes: notes
        ).render()
    }

    private static func latencyChart(_ rows: [JSONValue], x: (JSONValue) -> Double, axis: String) -> String {
        var series: [SVGChart.Series] = []
        for kind in UtteranceKind.allCases.map(\.rawValue) {
            let kindRows = rows.filter { $0[path: "kind"]?.text == kind }
            guard !kindRows.isEmpty else { continue }
            series.append(
                .init(
                    name: "\(kind) p99", points: kindRows.map { (x($0), $0[path: "microseconds", "p99"]?.number ?? 0) })
            )
        }
        let exact = rows.filter { $0[path: "kind"]?.text == "exact" }
        series.append(
            .init(
                name: "exact p50", points: exact.map { (x($0), $0[path: "microseconds", "median"]?.number ?? 0) },
                dashed: true))
        return SVGChart(
            title: "Match latency against \(axis)", xLabel: axis, yLabel: "µs per utterance", series: series
        ).render()
    }

    private static func peersChart(_ peers: JSONValue) -> String {
        let rows = peers[path: "results"]?.array ?? []
        let systems = ["phrasebook", "hassil", "rapidfuzz ratio", "rapidfuzz WRatio"]
        let groups = rows.map { "\($0[path: "workload"]?.text ?? "") \($0[path: "set"]?.text ?? "")" }
        let inProcess = (
            "phrasebook in process",
            rows.map { $0[path: "systems", "phrasebook", "inProcessMicroseconds"]?.doubleValue }
        )
        return SVGBarChart(
            title: "Phrasebook and its peers, per utterance, one interleaved run",
            yLabel: "µs per utterance", groups: groups,
            systems: [
                (
                    "phrasebook end to end",
                    rows.map { $0[path: "systems", "phrasebook", "microsecondsPerUtterance"]?.doubleValue }
                ), inProcess,
            ]
                + systems.dropFirst().map { system in
                    (system, rows.map { $0[path: "systems", system, "microsecondsPerUtterance"]?.doubleValue })
                }
        ).render()
    }
}
