import AllocationCounter
import Foundation
import Phrasebook

#if canImport(Glibc)
import Glibc
#endif

/// Order statistics of a set of samples.
struct Summary {
    var count: Int
    var min: Double
    var median: Double
    var p90: Double
    var p99: Double
    var max: Double
    var mean: Double

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        count = sorted.count
        func rank(_ fraction: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            // nearest rank: the smallest sample at or above the fraction of all samples.
            let index = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
            return sorted[Swift.max(0, Swift.min(sorted.count - 1, index))]
        }
        min = sorted.first ?? 0
        median = rank(0.5)
        p90 = rank(0.9)
        p99 = rank(0.99)
        max = sorted.last ?? 0
        mean = sorted.isEmpty ? 0 : sorted.reduce(0, +) / Double(sorted.count)
    }

    /// In the unit of the samples, rounded to 0.01.
    var json: JSONValue {
        func rounded(_ value: Double) -> JSONValue { .number((value * 100).rounded() / 100) }
        return [
            "count": .number(Double(count)), "min": rounded(min), "median": rounded(median), "p90": rounded(p90),
            "p99": rounded(p99), "max": rounded(max), "mean": rounded(mean),
        ]
    }
}

/// What the process can tell about its time, heap and memory.
enum Probe {
    /// Monotonic nanoseconds.
    static func now() -> UInt64 {
        #if canImport(Glibc)
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
        #else
        return DispatchTime.now().uptimeNanoseconds
        #endif
    }

    /// Nanoseconds `body` takes.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return Double(now() - start)
    }

    /// Heap allocations since the process started, where they can be counted (glibc).
    static var allocations: Int? {
        let count = phrasebook_allocation_count()
        return count < 0 ? nil : Int(count)
    }

    /// Bytes the heap has handed out and not taken back (glibc `mallinfo2`), or nil elsewhere.
    static var heapInUse: Int? {
        #if canImport(Glibc)
        let bytes = phrasebook_heap_in_use()
        return bytes < 0 ? nil : Int(bytes)
        #else
        return nil
        #endif
    }

    /// Peak resident memory in bytes (`VmHWM` of /proc/self/status), or nil where there is none.
    static var peakResident: Int? { statusField("VmHWM:") }

    /// Resident memory now, in bytes (`VmRSS`).
    static var resident: Int? { statusField("VmRSS:") }

    /// Resets the peak so that the next reading is the peak of what follows (Linux: `clear_refs` 5).
    @discardableResult
    static func resetPeakResident() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Array("5".utf8))) != nil
    }

    private static func statusField(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let kilobytes = line.dropFirst(name.count).split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }
            return kilobytes.map { $0 * 1024 }
        }
        return nil
    }

    /// Heap bytes retained and allocations made while `body` runs (nil where not counted).
    static func footprint<T>(_ body: () throws -> T) rethrows -> (value: T, heapBytes: Int?, allocations: Int?) {
        let heapBefore = heapInUse
        let allocationsBefore = allocations
        let value = try body()
        let heapAfter = heapInUse
        let allocationsAfter = allocations
        return (
            value,
            heapBefore.flatMap { before in heapAfter.map { $0 - before } },
            allocationsBefore.flatMap { before in allocationsAfter.map { $0 - before } }
        )
    }
}

/// One line on standard error saying what runs, rewritten in place; only when it is a terminal.
final class Progress: Sendable {
    private let enabled: Bool
    private let started = Probe.now()

    init() {
        #if canImport(Glibc)
        enabled = isatty(STDERR_FILENO) == 1
        #else
        enabled = false
        #endif
    }

    func show(_ message: String) {
        guard enabled else { return }
        let seconds = Double(Probe.now() - started) / 1e9
        let line = "\r\u{1B}[K[\(String(format: "%5.1f", seconds)) s] \(message)"
        FileHandle.standardError.write(Data(line.utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}

extension Optional where Wrapped == Int {
    var json: JSONValue { map { .number(Double($0)) } ?? .null }
}
