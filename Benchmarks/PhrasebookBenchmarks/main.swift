import Foundation
import Phrasebook

let usage = """
    usage: PhrasebookBenchmarks [--quick | --smoke] [--json [FILE]] [--svg DIR] [--suite NAME]… [--calibration FILE]
           PhrasebookBenchmarks generate --phrases N [--values N] [--utterances N] DIR
           PhrasebookBenchmarks charts [--svg DIR] [--calibration FILE] [--peers FILE] RESULTS.json

    Runs Phrasebook's scaling suite from the package root and prints its tables (Markdown).
      --quick            small sizes and few repetitions: under a minute in a release build
      --smoke            the smallest sizes: a check that every suite runs (CI, debug build)
      --json [FILE]      write the results as JSON to FILE, or to standard output without FILE
      --svg DIR          write the charts (SVG) to DIR
      --suite NAME       run only this suite (repeatable): compile (with latency), openSlot,
                         conversation, corpusEvaluation, refresh, entityIndex
      --calibration FILE also chart a reliability table: the output of `phrasebook test --json` (its
                         "calibration" bins), or a JSON array of {"lower","upper","count","accuracy"}
    generate writes a synthetic manifest (manifest.json) and its utterances (exact.jsonl,
    typo.jsonl, …, corpus format) to DIR, for the peers. charts redraws the charts of saved results.
    """

enum UsageError: Error, CustomStringConvertible {
    case message(String)
    var description: String {
        if case .message(let text) = self { return text }
        return ""
    }
}

struct Arguments {
    var mode = BenchmarkPlan.Mode.full
    var json: String?
    var svg: String?
    var suites: Set<String> = []
    var calibration: String?
    var peers: String?
    var command: String?
    var phrases = 1_000
    var values = 1_000
    var utterances = 500
    var positional: [String] = []

    static let suiteNames: Set<String> = [
        "compile", "latency", "openSlot", "conversation", "corpusEvaluation", "refresh", "entityIndex",
    ]

    init(_ arguments: [String]) throws {
        var index = 0
        func value(_ flag: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw UsageError.message("\(flag) needs a value") }
            return arguments[index]
        }
        func number(_ flag: String) throws -> Int {
            let text = try value(flag)
            guard let number = Int(text), number > 0 else {
                throw UsageError.message("\(flag) needs a positive number, not '\(text)'")
            }
            return number
        }
        if let first = arguments.first, ["generate", "charts"].contains(first) {
            command = first
            index = 1
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--quick": mode = .quick
            case "--smoke": mode = .smoke
            case "--json":
                if index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
                    json = try value(argument)
                } else {
                    json = "-"
                }
            case "--svg": svg = try value(argument)
            case "--suite":
                let name = try value(argument)
                guard Self.suiteNames.contains(name) else {
                    throw UsageError.message(
                        "unknown suite '\(name)'; the suites are \(Self.suiteNames.sorted().joined(separator: ", "))")
                }
                suites.insert(name == "latency" ? "compile" : name)
            case "--calibration": calibration = try value(argument)
            case "--peers": peers = try value(argument)
            case "--phrases": phrases = try number(argument)
            case "--values": values = try number(argument)
            case "--utterances": utterances = try number(argument)
            case "-h", "--help": throw UsageError.message(usage)
            default:
                guard !argument.hasPrefix("-") else {
                    throw UsageError.message("unknown option '\(argument)'\n\(usage)")
                }
                positional.append(argument)
            }
            index += 1
        }
    }

    func runs(_ suite: String) -> Bool { suites.isEmpty || suites.contains(suite) }
}

/// Compile time against what compiling reads, fitted on a log-log scale for each synthetic family:
/// the phrase sets against their template bytes, the vocabularies against their vocabulary bytes.
func compileFits(_ compile: [JSONValue]) -> JSONValue {
    var fits = JSONObject()
    for (family, measure) in [("phrases", "templateBytes"), ("vocabulary", "vocabularyBytes")] {
        let points = compile.filter { $0[path: "family"]?.text == family }.compactMap {
            entry -> (x: Double, y: Double)? in
            guard let bytes = entry[path: "size", measure]?.doubleValue,
                let time = entry[path: "compileMilliseconds", "median"]?.doubleValue
            else { return nil }
            return (bytes, time)
        }
        guard let fit = PowerLawFit(points), case .object(var object) = fit.json else { continue }
        object.set("x", .string(measure))
        object.set("points", .number(Double(points.count)))
        fits.set(family, .object(object))
    }
    return .object(fits)
}

/// Runs the suites the arguments ask for and returns the whole report.
func runSuites(_ arguments: Arguments, progress: Progress) async throws -> JSONValue {
    let plan = BenchmarkPlan(arguments.mode)
    let machine = MachineInfo.current.json
    var suites = JSONObject()
    if arguments.runs("compile") {
        var matcherSuites = MatcherSuites(plan: plan, progress: progress)
        var latency: [JSONValue] = []
        matcherSuites.run(try plan.matcherWorkloads(), latencyTarget: &latency)
        suites.set("compile", .array(matcherSuites.compile))
        suites.set("compileFit", compileFits(matcherSuites.compile))
        suites.set("latency", .array(latency))
        suites.set("skipped", .array(matcherSuites.skipped))
    }
    if arguments.runs("openSlot") {
        var openSlot = MatcherSuites(plan: plan, progress: progress)
        var latency: [JSONValue] = []
        let workloads = try plan.openSlotWorkloads()
        openSlot.run(workloads, latencyTarget: &latency)
        suites.set(
            "openSlot",
            [
                "compile": .array(openSlot.compile), "latency": .array(latency),
                "skipped": .array(
                    openSlot.skipped
                        + (workloads.isEmpty
                            ? [["workload": "snips", "reason": .string("\(WorkloadFiles.snipsManifest) is absent")]]
                            : [])),
            ])
    }
    if arguments.runs("conversation") {
        var runs: [JSONValue] = []
        for conversations in [1, 8] {
            runs.append(
                try await conversationThroughput(
                    conversations: conversations, rounds: plan.conversationRounds, progress: progress))
        }
        suites.set("conversation", .array(runs))
    }
    if arguments.runs("corpusEvaluation") {
        suites.set(
            "corpusEvaluation", .array(try corpusEvaluationThroughput(passes: plan.corpusPasses, progress: progress)))
    }
    if arguments.runs("refresh") {
        suites.set(
            "refresh",
            try await refreshWhileMatching(
                phrases: 1_000, values: 10_000, refreshes: plan.refreshes, progress: progress))
    }
    if arguments.runs("entityIndex") {
        suites.set(
            "entityIndex",
            try await entityIndexResolution(
                count: plan.mode == .smoke ? 1_000 : 10_000, references: plan.mode == .full ? 2_000 : 400,
                progress: progress))
    }
    if let calibration = arguments.calibration {
        suites.set("calibration", Charts.calibrationTable(try JSONParser.parse(WorkloadFiles.read(calibration))))
    }
    var report = JSONObject()
    report.set("tool", "PhrasebookBenchmarks")
    report.set("mode", .string(plan.mode.rawValue))
    report.set("machine", machine)
    report.set("loadAverageAtEnd", .string(MachineInfo.loadAverageNow()))
    report.set("suites", .object(suites))
    return .object(report)
}

func main() async -> Int32 {
    do {
        let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
        switch arguments.command {
        case "generate":
            guard let directory = arguments.positional.first else {
                throw UsageError.message("generate needs a directory\n\(usage)")
            }
            try SyntheticGrammar(phraseCount: arguments.phrases, vocabularySize: arguments.values)
                .write(to: directory, utterancesPerKind: arguments.utterances)
            return 0
        case "charts":
            guard let path = arguments.positional.first else {
                throw UsageError.message("charts needs a results file\n\(usage)")
            }
            var report = try JSONParser.parse(WorkloadFiles.read(path))
            if let calibration = arguments.calibration, case .object(var object) = report,
                case .object(var suites)? = object["suites"]
            {
                suites.set(
                    "calibration", Charts.calibrationTable(try JSONParser.parse(WorkloadFiles.read(calibration))))
                object.set("suites", .object(suites))
                report = .object(object)
            }
            let peers = try arguments.peers.map { try JSONParser.parse(WorkloadFiles.read($0)) }
            try Charts.write(report, peers: peers, to: arguments.svg ?? "Benchmarks/charts")
            return 0
        default:
            let progress = Progress()
            let report = try await runSuites(arguments, progress: progress)
            progress.finish()
            if let svg = arguments.svg { try Charts.write(report, peers: nil, to: svg) }
            let text = report.serialized(pretty: true) + "\n"
            if arguments.json == "-" {
                FileHandle.standardOutput.write(Data(text.utf8))
            } else {
                if let path = arguments.json { try text.write(toFile: path, atomically: true, encoding: .utf8) }
                print(Tables.markdown(report))
            }
            return 0
        }
    } catch let error as UsageError {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        return 64
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        return 1
    }
}

exit(await main())
