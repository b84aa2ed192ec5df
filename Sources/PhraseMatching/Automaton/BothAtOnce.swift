import Dispatch
import Foundation

/// Two independent pieces of a compile done at the same time: `first` and `second` each run once,
/// on two threads when a second core is free, and both results come back together. Neither may
/// touch what the other writes; each result depends only on its own work, never on which
/// finished first.
package enum BothAtOnce {
    package static func run<First, Second>(_ first: () -> First, _ second: () -> Second) -> (First, Second) {
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                let work = Work(first: first, second: second)
                DispatchQueue.concurrentPerform(iterations: 2) { index in
                    if index == 0 { work.firstResult = work.first() } else { work.secondResult = work.second() }
                }
                guard let firstResult = work.firstResult, let secondResult = work.secondResult else {
                    preconditionFailure("concurrentPerform returned before both pieces ran")
                }
                return (firstResult, secondResult)
            }
        }
    }

    /// `first` and `second`, at the same time only when `together` (for small pieces, starting a
    /// thread would cost more than it saves). The results are the same either way.
    package static func run<First, Second>(
        together: Bool, _ first: () -> First, _ second: () -> Second
    ) -> (First, Second) {
        together ? run(first, second) : (first(), second())
    }

    /// The two closures and their results. Each thread calls one closure and writes only its own
    /// result; `concurrentPerform` returns after both, so the caller reads them after the writes.
    private final class Work<First, Second>: @unchecked Sendable {
        let first: () -> First
        let second: () -> Second
        var firstResult: First?
        var secondResult: Second?

        init(first: @escaping () -> First, second: @escaping () -> Second) {
            self.first = first
            self.second = second
        }
    }
}

/// Work that both threads of a ``BothAtOnce/run(_:_:)`` take part in once their own is done: the
/// items `0..<count`, taken a batch at a time by whichever thread asks next, so that the thread
/// whose own work ends first does more of it (two pieces of a compile seldom take the same time,
/// and by how much they differ depends on the model). The results are in item order, whichever
/// thread made each.
package final class SharedBatches<Result: Sendable>: @unchecked Sendable {
    // `next` and `done` are read and written under `lock` only; `make` is called on both threads.
    private let count: Int
    private let batch: Int
    private let make: @Sendable (Int) -> Result
    private let lock = NSLock()
    private var next = 0
    private var done: [(start: Int, results: [Result])] = []

    /// Items `0..<count`, `batch` at a time, item `index`'s result made by `make(index)`.
    package init(count: Int, batch: Int, _ make: @escaping @Sendable (Int) -> Result) {
        self.count = count
        self.batch = max(1, batch)
        self.make = make
    }

    /// Makes the results of batches not taken yet, until none is left.
    package func work() {
        while true {
            let start = lock.withLock {
                let start = next
                next = min(count, next + batch)
                return start
            }
            guard start < count else { return }
            let results = (start..<min(count, start + batch)).map(make)
            lock.withLock { done.append((start, results)) }
        }
    }

    /// Every item's result, in order: once each thread's ``work()`` has returned.
    package var results: [Result] {
        lock.withLock { done.sorted { $0.start < $1.start }.flatMap(\.results) }
    }
}
