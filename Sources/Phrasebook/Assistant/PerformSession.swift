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

    /// Starts `work` in a new task, with this session as the one its questions go to.
    func start(_ work: @escaping @Sendable () async throws -> any IntentResult) {
        Task {
            await Self.$current.withValue(self) {
                do {
                    post(.finished(try await work()))
                } catch {
                    post(.failed(error))
                }
            }
        }
    }

    /// Waits for the next question, the result, or the error.
    func nextEvent() async -> Event {
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
            let busy = session.lock.withLock {
                guard session.answerWaiter == nil else { return true }
                session.answerWaiter = continuation
                return false
            }
            if busy {
                continuation.resume(throwing: PerformRequestError.concurrentRequest)
            } else {
                session.post(.asked(request))
            }
        }
    }

    private func post(_ event: Event) {
        lock.withLock { () -> CheckedContinuation<Event, Never>? in
            guard let waiter = eventWaiter else {
                readyEvent = event
                return nil
            }
            eventWaiter = nil
            return waiter
        }?.resume(returning: event)
    }
}
