import Foundation
import Phrasebook

/// The machine, build and checkout a run measured: results are only comparable within one.
struct MachineInfo {
    var cpu: String
    var cores: Int
    var memoryBytes: UInt64
    var system: String
    var build: String
    var date: String
    var commit: String
    /// The 1, 5 and 15 minute load averages when the run started (other work on the machine skews every figure).
    var loadAverage: String

    static var current: MachineInfo {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }.map { $0.trimmingCharacters(in: .whitespaces) }
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        let formatter = ISO8601DateFormatter()
        return MachineInfo(
            cpu: model ?? "unknown", cores: ProcessInfo.processInfo.activeProcessorCount,
            memoryBytes: ProcessInfo.processInfo.physicalMemory,
            system: ProcessInfo.processInfo.operatingSystemVersionString, build: build,
            date: formatter.string(from: Date()), commit: gitCommit() ?? "unknown", loadAverage: loadAverageNow())
    }

    /// The first three fields of /proc/loadavg, or "unknown".
    static func loadAverageNow() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// The checkout's commit, with "+dirty" when files differ from it; nil outside a git checkout.
    private static func gitCommit() -> String? {
        func git(_ arguments: [String]) -> String? {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git"] + arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return nil }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return nil }
            return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard let commit = git(["rev-parse", "--short=12", "HEAD"]) else { return nil }
        let dirty = git(["status", "--porcelain", "--untracked-files=no"]).map { !$0.isEmpty } ?? false
        return dirty ? commit + "+dirty" : commit
    }

    var json: JSONValue {
        [
            "cpu": .string(cpu), "cores": .number(Double(cores)), "memoryBytes": .number(Double(memoryBytes)),
            "system": .string(system), "build": .string(build), "date": .string(date), "commit": .string(commit),
            "loadAverageAtStart": .string(loadAverage),
        ]
    }
}
