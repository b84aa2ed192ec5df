import Foundation

/// A `perform()`, entity query or options provider that did not finish within the assistant's
/// ``Assistant/timeout``. The turn is `failed` with it, and the code is cancelled.
public struct IntentTimeout: Error, Sendable, Hashable, CustomStringConvertible {
    /// What ran too long: "perform() of OrderSoupIntent", "the query of SoupEntity".
    public var operation: String
    /// The time it had.
    public var limit: Duration

    public init(operation: String, limit: Duration) {
        self.operation = operation
        self.limit = limit
    }

    /// "perform() of OrderSoupIntent did not finish within 30.0 seconds".
    public var description: String { "\(operation) did not finish within \(limit)" }
}

/// Runs code an app supplies (an entity query, an options provider) so that a turn always ends:
/// returns what `body` returns or throws what it throws, throws ``IntentTimeout`` once `limit`
/// has passed, and `CancellationError` when the calling task is cancelled. In the last two cases
/// `body`'s task is cancelled; if it ignores that, it runs on alone, and what it returns is dropped.
func runUserCode<Value: Sendable>(
    _ operation: String, within limit: Duration, _ body: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    let race = FirstResult<Value>()
    let work = Task { race.settle(with: await Result(awaiting: body)) }
    let timer = Task {
        try? await Task.sleep(for: limit)
        if !Task.isCancelled { race.settle(with: .failure(IntentTimeout(operation: operation, limit: limit))) }
    }
    defer {
        work.cancel()
        timer.cancel()
    }
    return try await withTaskCancellationHandler {
        try await race.value()
    } onCancel: {
        race.settle(with: .failure(CancellationError()))
    }
}

extension Result where Failure == any Error {
    /// The value `body` returns, or the error it throws.
    init(awaiting body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}

/// The first of several results to arrive; the others are dropped.
private final class FirstResult<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<Value, any Error>?
    private var waiter: CheckedContinuation<Value, any Error>?

    func settle(with outcome: Result<Value, any Error>) {
        let waiting = lock.withLock { () -> CheckedContinuation<Value, any Error>? in
            guard result == nil else { return nil }
            result = outcome
            defer { waiter = nil }
            return waiter
        }
        waiting?.resume(with: outcome)
    }

    func value() async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            let settled = lock.withLock { () -> Result<Value, any Error>? in
                if let result { return result }
                waiter = continuation
                return nil
            }
            if let settled { continuation.resume(with: settled) }
        }
    }
}
