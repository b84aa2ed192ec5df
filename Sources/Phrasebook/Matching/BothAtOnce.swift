import Dispatch

/// Two independent pieces of a compile done at the same time: `first` and `second` each run once,
/// on two threads when a second core is free, and both results come back together. Neither may
/// touch what the other writes; each result depends only on its own work, never on which
/// finished first.
enum BothAtOnce {
    static func run<First, Second>(_ first: () -> First, _ second: () -> Second) -> (First, Second) {
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
