import Foundation

/// A question `perform()` asks the user through its conversation.
enum PerformRequest: Sendable {
    /// A value for a parameter (`$soup.requestValue()`).
    case value(parameter: any AnyIntentParameter, dialog: IntentDialog?)
    /// One of several values (`$soup.requestDisambiguation(among:)`).
    case disambiguation(parameter: any AnyIntentParameter, options: [any Sendable], dialog: IntentDialog?)
    /// Yes or no: for a parameter's value, or for the whole intent when `parameter` is nil.
    case confirmation(parameter: (any AnyIntentParameter)?, value: (any Sendable)?, dialog: IntentDialog?)
}

/// Why a `request…` call inside `perform()` could not ask.
public enum PerformRequestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `perform()` was not run by a conversation, so there is no one to ask.
    case outsideConversation
    /// `requestDisambiguation(among:)` was given no options.
    case noOptions
    /// The answer passed back did not have the type asked for.
    case unexpectedAnswer
    /// A second question was asked while one was still open (questions are asked one at a time).
    case concurrentRequest

    public var description: String {
        switch self {
        case .outsideConversation:
            "a request… function was called outside a conversation: only perform() run by Conversation.respond can ask the user"
        case .noOptions: "requestDisambiguation(among:) needs at least one option"
        case .unexpectedAnswer: "the answer to a request… function did not have the parameter's type"
        case .concurrentRequest: "perform() asked a second question before the first was answered; ask one at a time"
        }
    }
}

/// The bridge between a running `perform()` and its conversation.
///
/// `perform()` runs in its own task. When it asks a question, the session hands the question to
/// the conversation and suspends `perform()` until the conversation passes the answer back on
/// its next turn; `perform()` then goes on where it was (nothing is re-run). The conversation
/// waits for the next event: another question, the result, or an error.
final class PerformSession: @unchecked Sendable {
    /// What the conversation learns from the running `perform()`.
    enum Event: Sendable {
        case asked(PerformRequest)
        case finished(any IntentResult)
        case failed(any Error)
    }

    @TaskLocal static var current: PerformSession?

    private let lock = NSLock()
    private var readyEvent: Event?
    private var eventWaiter: CheckedContinuation<Event, Never>?
    private var answerWaiter: CheckedContinuation<any Sendable, any Error>?
    /// The task running `perform()`.
    private var work: Task<Void, Never>?
    /// Whether the session is over: `perform()` finished, failed, or was given up on. Later events are dropped.
    private var ended = false

    /// Starts `work` in a new task, with this session as the one its questions go to.
    func start(_ work: @escaping @Sendable () async throws -> any IntentResult) {
        let task = Task {
            await Self.$current.withValue(self) {
                do {
                    post(.finished(try await work()))
                } catch {
                    post(.failed(error))
                }
            }
        }
        lock.withLock { self.work = task }
    }

    /// Waits for the next question, the result or the error, at most `limit`: after that, or when
    /// the waiting task is cancelled, `perform()` is cancelled and the event is
    /// `.failed(IntentTimeout)` or `.failed(CancellationError())`.
    func nextEvent(within limit: Duration, operation: String) async -> Event {
        let timer = Task {
            try? await Task.sleep(for: limit)
            if !Task.isCancelled { end(IntentTimeout(operation: operation, limit: limit)) }
        }
        defer { timer.cancel() }
        return await withTaskCancellationHandler {
            await nextEvent()
        } onCancel: {
            end(CancellationError())
        }
    }

    /// Gives up on `perform()`: cancels its task, throws `error` from a question it waits on, and
    /// makes `error` the event the conversation gets. Nothing it does later reaches the conversation.
    private func end(_ error: any Error) {
        let (task, question, waiter) = lock.withLock {
            () -> (
                Task<Void, Never>?, CheckedContinuation<any Sendable, any Error>?,
                CheckedContinuation<Event, Never>?
            ) in
            guard !ended else { return (nil, nil, nil) }
            ended = true
            defer { (answerWaiter, eventWaiter) = (nil, nil) }
            if eventWaiter == nil { readyEvent = .failed(error) }
            return (work, answerWaiter, eventWaiter)
        }
        task?.cancel()
        question?.resume(throwing: error)
        waiter?.resume(returning: .failed(error))
    }

    /// Waits for the next question, the result, or the error.
    private func nextEvent() async -> Event {
        await withCheckedContinuation { continuation in
            let ready: Event? = lock.withLock {
                if let event = readyEvent {
                    readyEvent = nil
                    return event
                }
                eventWaiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    /// Resumes `perform()` with the answer to its question.
    func answer(_ value: any Sendable) {
        lock.withLock { () -> CheckedContinuation<any Sendable, any Error>? in
            defer { answerWaiter = nil }
            return answerWaiter
        }?.resume(returning: value)
    }

    /// Resumes `perform()` by throwing ``IntentCancellation/cancelled`` from its question.
    func cancel() {
        lock.withLock { () -> CheckedContinuation<any Sendable, any Error>? in
            defer { answerWaiter = nil }
            return answerWaiter
        }?.resume(throwing: IntentCancellation.cancelled)
    }

    /// Asks the conversation of the current `perform()`.
    static func ask(_ request: PerformRequest) async throws -> any Sendable {
        guard let session = current else { throw PerformRequestError.outsideConversation }
        return try await withCheckedThrowingContinuation { continuation in
            let refusal = session.lock.withLock { () -> (any Error)? in
                // a perform() given up on (timed out, cancelled) asks no one.
                guard !session.ended else { return CancellationError() }
                guard session.answerWaiter == nil else { return PerformRequestError.concurrentRequest }
                session.answerWaiter = continuation
                return nil
            }
            if let refusal {
                continuation.resume(throwing: refusal)
            } else {
                session.post(.asked(request))
            }
        }
    }

    private func post(_ event: Event) {
        lock.withLock { () -> CheckedContinuation<Event, Never>? in
            guard !ended else { return nil }
            if case .asked = event {} else { ended = true }
            guard let waiter = eventWaiter else {
                readyEvent = event
                return nil
            }
            eventWaiter = nil
            return waiter
        }?.resume(returning: event)
    }
}
