import Foundation
import Phrasebook

/// The compile suite (time, heap and peak memory of loading and compiling a manifest) and the
/// latency suite (per-utterance matching by kind), run together: each workload compiles once and
/// is matched with the matcher the compile suite built, then let go before the next one.
struct MatcherSuites {
    let plan: BenchmarkPlan
    let progress: Progress
    var compile: [JSONValue] = []
    var latency: [JSONValue] = []
    var skipped: [JSONValue] = []

    init(plan: BenchmarkPlan, progress: Progress) {
        self.plan = plan
        self.progress = progress
    }

    mutating func run(_ workloads: [Workload], latencyTarget: inout [JSONValue]) {
        for workload in workloads {
            do {
                let (model, matcher) = try compileFigures(workload)
                latencyTarget += workload.utterances.map { set in latencyFigures(workload, set.kind, set.lines, matcher)
                }
                if !workload.exactTier.isEmpty {
                    let exactMatcher = try IntentMatcher(model: model, options: .exact)
                    latencyTarget.append(
                        latencyFigures(workload, UtteranceKind.exactTier, workload.exactTier, exactMatcher))
                }
            } catch {
                skipped.append(["workload": .string(workload.name), "reason": .string("\(error)")])
            }
        }
    }

    /// Times loading and compiling; the first iteration also measures the heap the model and the
    /// matcher keep, the allocations compiling makes and the peak resident memory, and its
    /// model and matcher are the ones returned.
    private mutating func compileFigures(_ workload: Workload) throws -> (PhrasebookModel, IntentMatcher) {
        progress.show("compile \(workload.name): writing the manifest")
        let text = try workload.manifest()
        var loadTimes: [Double] = []
        var compileTimes: [Double] = []
        Probe.resetPeakResident()
        let residentBefore = Probe.resident
        var first:
            (
                model: PhrasebookModel, matcher: IntentMatcher, modelHeap: Int?, matcherHeap: Int?, allocations: Int?,
                peak: Int?
            )?
        for iteration in 0..<max(1, workload.compileIterations) {
            progress.show("compile \(workload.name) \(iteration + 1)/\(workload.compileIterations)")
            var start = Probe.now()
            let loaded = try Probe.footprint { try ManifestLoader.load(json: text, file: workload.name) }
            loadTimes.append(Double(Probe.now() - start))
            start = Probe.now()
            let compiled = try Probe.footprint { try IntentMatcher(model: loaded.value) }
            compileTimes.append(Double(Probe.now() - start))
            if first == nil {
                first = (
                    loaded.value, compiled.value, loaded.heapBytes, compiled.heapBytes, compiled.allocations,
                    Probe.peakResident
                )
            }
        }
        guard let first else { throw UsageError.message("no compile iterations") }
        let size = ModelSize(first.model)
        compile.append([
            "workload": .string(workload.name), "family": .string(workload.family), "size": size.json,
            "totalBytes": .number(Double(size.totalBytes)), "manifestBytes": .number(Double(text.utf8.count)),
            "loadMilliseconds": Summary(loadTimes.map { $0 / 1e6 }).json,
            "compileMilliseconds": Summary(compileTimes.map { $0 / 1e6 }).json,
            "modelHeapBytes": first.modelHeap.json, "matcherHeapBytes": first.matcherHeap.json,
            "compileAllocations": first.allocations.json,
            "residentBytesBefore": residentBefore.json, "peakResidentBytes": first.peak.json,
        ])
        return (first.model, first.matcher)
    }

    /// Matches every utterance once to warm up (and to check the answers), then times each
    /// utterance of `iterations` more passes on its own. Besides the percentiles of every timing,
    /// it reports those of each utterance's median over the passes: a timing the machine slowed
    /// (an interrupt, another process on the core) moves the first but seldom the second, which is
    /// the time the utterance itself takes.
    private func latencyFigures(_ workload: Workload, _ kind: String, _ lines: [Utterance], _ matcher: IntentMatcher)
        -> JSONValue
    {
        progress.show("latency \(workload.name) \(kind): warm-up")
        var outcomes: [String: Int] = [:]
        var expected = 0
        for line in lines {
            let match = matcher.match(line.text)
            outcomes[match.outcome.rawValue, default: 0] += 1
            if line.expected.holds(for: match) { expected += 1 }
        }
        let passes = plan.latencyIterations
        var times: [Double] = []
        var expansions: [Double] = []
        var utteranceTimes = [[Double]](repeating: [], count: lines.count)
        times.reserveCapacity(lines.count * passes)
        expansions.reserveCapacity(lines.count * passes)
        progress.show("latency \(workload.name) \(kind): \(lines.count) × \(passes)")
        let heapBefore = Probe.heapInUse
        let allocationsBefore = Probe.allocations
        for _ in 0..<passes {
            for (index, line) in lines.enumerated() {
                let start = Probe.now()
                let match = matcher.match(line.text)
                let time = Double(Probe.now() - start) / 1e3
                times.append(time)
                utteranceTimes[index].append(time)
                expansions.append(Double(match.expansions))
            }
        }
        let utteranceMedians = utteranceTimes.filter { !$0.isEmpty }.map { Summary($0).median }
        let matches = Double(max(1, lines.count * passes))
        let allocations = allocationsBefore.flatMap { before in Probe.allocations.map { Double($0 - before) / matches }
        }
        let heapGrowth = heapBefore.flatMap { before in Probe.heapInUse.map { Double($0 - before) / matches } }
        return [
            "workload": .string(workload.name), "family": .string(workload.family), "kind": .string(kind),
            "utterances": .number(Double(lines.count)), "asExpected": .number(Double(expected)),
            "outcomes": .object(
                JSONObject(outcomes.sorted { $0.key < $1.key }.map { ($0.key, .number(Double($0.value))) })),
            "microseconds": Summary(times).json, "expansions": Summary(expansions).json,
            "utteranceMedianMicroseconds": Summary(utteranceMedians).json,
            "allocationsPerMatch": allocations.map { .number(($0 * 10).rounded() / 10) } ?? .null,
            "heapGrowthBytesPerMatch": heapGrowth.map { .number($0.rounded()) } ?? .null,
        ]
    }
}

/// The fitted power law of compile time against what compiling reads: log t = slope · log bytes + c.
/// A slope of 1 is linear growth.
struct PowerLawFit {
    var slope: Double
    var intercept: Double
    var r2: Double

    /// Least squares over the log-log points; nil with fewer than two distinct sizes.
    init?(_ points: [(x: Double, y: Double)]) {
        let logs = points.filter { $0.x > 0 && $0.y > 0 }.map { (x: log10($0.x), y: log10($0.y)) }
        guard logs.count >= 2 else { return nil }
        let n = Double(logs.count)
        let meanX = logs.reduce(0) { $0 + $1.x } / n
        let meanY = logs.reduce(0) { $0 + $1.y } / n
        let sxx = logs.reduce(0) { $0 + ($1.x - meanX) * ($1.x - meanX) }
        let sxy = logs.reduce(0) { $0 + ($1.x - meanX) * ($1.y - meanY) }
        let syy = logs.reduce(0) { $0 + ($1.y - meanY) * ($1.y - meanY) }
        guard sxx > 0 else { return nil }
        slope = sxy / sxx
        intercept = meanY - slope * meanX
        r2 = syy > 0 ? (sxy * sxy) / (sxx * syy) : 1
    }

    func predict(_ x: Double) -> Double { pow(10, intercept + slope * log10(x)) }

    var json: JSONValue {
        [
            "slope": .number((slope * 1000).rounded() / 1000),
            "intercept": .number((intercept * 1000).rounded() / 1000),
            "r2": .number((r2 * 1000).rounded() / 1000),
        ]
    }
}
