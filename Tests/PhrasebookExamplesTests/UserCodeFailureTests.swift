import Foundation
import Phrasebook
import Testing

/// The app's code failing: a `perform()`, entity query or options provider that throws, never
/// returns or is cancelled ends its turn `failed`; the assistant and other conversations go on.
@Suite struct UserCodeFailureTests {
    /// An assistant whose app's code gives up after a short timeout.
    static func workshop(timeout: Duration = .milliseconds(300)) async throws -> Assistant {
        try await Assistant(
            apps: [AppRegistration(name: "Workshop", shortcuts: WorkshopShortcuts.self)], timeout: timeout)
    }

    /// The error of a failed turn, or nil (recorded as an issue) for any other outcome.
    static func failure(_ turn: ConversationTurn, sourceLocation: SourceLocation = #_sourceLocation) -> (any Error)? {
        guard case .failed(let error) = turn.outcome else {
            Issue.record("expected failed, got \(turn.line)", sourceLocation: sourceLocation)
            return nil
        }
        return error
    }

    @Test(arguments: ["hang forever", "hang after a question", "fetch the stuck tool", "fetch a tool", "sort"])
    func codeThatNeverReturnsTimesOut(_ request: String) async throws {
        let assistant = try await Self.workshop()
        let conversation = assistant.conversation(context: fixedContext)
        var turn = try await conversation.respond(to: "\(request) in workshop")
        if request == "hang after a question" {
            #expect(turn.isConfirmationQuestion)
            turn = try await conversation.respond(to: "yes")
        }
        if request == "fetch a tool" {
            // "the hammer" is no name the vocabulary knows: it goes to the (stuck) text search.
            #expect(turn.askedParameter == "tool")
            turn = try await conversation.respond(to: "the stuck one")
        }
        let error = Self.failure(turn) as? IntentTimeout
        #expect(error?.limit == .milliseconds(300))
        #expect(await !conversation.isPending)
        // the same conversation goes on.
        expectCompleted(try await conversation.respond(to: "say hello in workshop"), dialog: "Hello.")
    }

    @Test(arguments: ["break", "fetch the broken tool", "paint"])
    func codeThatThrowsFails(_ request: String) async throws {
        let conversation = try await Self.workshop().conversation(context: fixedContext)
        let error = Self.failure(try await conversation.respond(to: "\(request) in workshop"))
        #expect(error as? WorkshopError == .broken)
        expectCompleted(try await conversation.respond(to: "say hello in workshop"), dialog: "Hello.")
    }

    @Test func performThrowingCancellationFails() async throws {
        let conversation = try await Self.workshop().conversation(context: fixedContext)
        #expect(Self.failure(try await conversation.respond(to: "give up in workshop")) is CancellationError)
    }

    /// The task that called `respond` is cancelled while `perform()` runs: the turn is failed
    /// with `CancellationError`, `perform()` is cancelled, and the conversation is usable.
    @Test func cancellingTheCallerFailsTheTurnAndCancelsPerform() async throws {
        let assistant = try await Self.workshop(timeout: .seconds(60))
        let conversation = assistant.conversation(context: fixedContext)
        let caller = Task { try await conversation.respond(to: "wait politely in workshop") }
        try await Task.sleep(for: .milliseconds(100))
        caller.cancel()
        let turn = try await caller.value
        #expect(Self.failure(turn) is CancellationError)
        #expect(await Tally.politeWaitsCancelled.count >= 1)
        expectCompleted(try await conversation.respond(to: "say hello in workshop"), dialog: "Hello.")
    }

    /// While one conversation's `perform()` hangs, others are answered: all of them before it ends.
    @Test func otherConversationsAreNotHeldUp() async throws {
        let assistant = try await Self.workshop(timeout: .seconds(600))
        let ended = Tally()
        let stuck = Task {
            let turn = try await assistant.conversation(context: fixedContext).respond(to: "hang forever in workshop")
            await ended.add()
            return turn
        }
        for _ in 0..<20 {
            expectCompleted(
                try await assistant.conversation(context: fixedContext).respond(to: "say hello in workshop"),
                dialog: "Hello.")
        }
        #expect(await ended.count == 0)
        stuck.cancel()
        #expect(Self.failure(try await stuck.value) is CancellationError)
    }

    @Test func aQueryThatHangsAtRegistrationIsADiagnostic() async throws {
        let error = await #expect(throws: DiagnosticList.self) {
            _ = try await Assistant(
                apps: [AppRegistration(name: "Depot", shortcuts: DepotShortcuts.self)], timeout: .milliseconds(200))
        }
        #expect(
            error?.diagnostics.map(\.message)
                == ["the query of entity StuckCrate failed: the query of StuckCrate did not finish within 0.2 seconds"])
    }

    @Test func theDefaultTimeoutIsThirtySeconds() async throws {
        #expect(Assistant.defaultTimeout == .seconds(30))
        let assistant = try await Assistant(apps: [AppRegistration(name: "Workshop", shortcuts: WorkshopShortcuts.self)]
        )
        #expect(assistant.timeout == .seconds(30))
    }
}

// MARK: - Declarations

enum WorkshopError: Error, Equatable { case broken }

/// Holds continuations nobody resumes, so that code "never returns" without leaking them.
final class Limbo: @unchecked Sendable {
    static let shared = Limbo()
    private let lock = NSLock()
    private var held: [CheckedContinuation<Void, Never>] = []

    /// Never returns, even when the task is cancelled.
    func enter() async {
        await withCheckedContinuation { continuation in lock.withLock { held.append(continuation) } }
    }
}

/// Counts something that happened.
actor Tally {
    /// How many polite waits were cancelled.
    static let politeWaitsCancelled = Tally()
    private(set) var count = 0
    func add() { count += 1 }
}

struct HelloIntent: AppIntent {
    static let title: LocalizedStringResource = "Hello"
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Hello.") }
}

struct HangIntent: AppIntent {
    static let title: LocalizedStringResource = "Hang"
    func perform() async throws -> some IntentResult {
        await Limbo.shared.enter()
        return .result()
    }
}

struct HangAfterQuestionIntent: AppIntent {
    static let title: LocalizedStringResource = "Hang After Question"
    func perform() async throws -> some IntentResult {
        try await requestConfirmation()
        await Limbo.shared.enter()
        return .result()
    }
}

struct BreakIntent: AppIntent {
    static let title: LocalizedStringResource = "Break"
    func perform() async throws -> IntentResultContainer<String> { throw WorkshopError.broken }
}

struct GiveUpIntent: AppIntent {
    static let title: LocalizedStringResource = "Give Up"
    func perform() async throws -> IntentResultContainer<String> { throw CancellationError() }
}

/// Waits a long time, but stops when cancelled, as well-behaved code does.
struct PoliteWaitIntent: AppIntent {
    static let title: LocalizedStringResource = "Wait Politely"
    func perform() async throws -> some IntentResult {
        do {
            try await Task.sleep(for: .seconds(3600))
        } catch {
            await Tally.politeWaitsCancelled.add()
            throw error
        }
        return .result()
    }
}

struct ToolEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tool"
    static let defaultQuery = ToolQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id) tool") }
}

/// Knows "saw" and "drill"; searching for "stuck" never returns, for "broken" throws.
struct ToolQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [ToolEntity] { identifiers.map(ToolEntity.init) }
    func suggestedEntities() async throws -> [ToolEntity] { [ToolEntity(id: "saw"), ToolEntity(id: "drill")] }
    func entities(matching string: String) async throws -> [ToolEntity] {
        if string.contains("stuck") { await Limbo.shared.enter() }
        if string.contains("broken") { throw WorkshopError.broken }
        return []
    }
}

struct FetchToolIntent: AppIntent {
    static let title: LocalizedStringResource = "Fetch Tool"
    @Parameter(title: "Tool", requestValueDialog: "Which tool?") var tool: ToolEntity
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Here is the \(tool.id).") }
}

struct StuckOptions: DynamicOptionsProvider {
    func results() async throws -> [any Sendable] { ["by size", "by name"] }
    func defaultResult() async -> (any Sendable)? {
        await Limbo.shared.enter()
        return nil
    }
}

struct BrokenOptions: DynamicOptionsProvider {
    func results() async throws -> [any Sendable] { throw WorkshopError.broken }
}

struct SortIntent: AppIntent {
    static let title: LocalizedStringResource = "Sort"
    @Parameter(title: "Order", optionsProvider: StuckOptions()) var order: String
    func perform() async throws -> some IntentResult { .result() }
}

struct ColourIntent: AppIntent {
    static let title: LocalizedStringResource = "Paint"
    @Parameter(title: "Colour", optionsProvider: BrokenOptions()) var colour: String
    func perform() async throws -> some IntentResult { .result() }
}

struct WorkshopShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: HelloIntent(), phrases: ["Say hello in \(.applicationName)"], shortTitle: "Hello",
            systemImageName: "hand.wave")
        AppShortcut(
            intent: HangIntent(), phrases: ["Hang forever in \(.applicationName)"], shortTitle: "Hang",
            systemImageName: "hourglass")
        AppShortcut(
            intent: HangAfterQuestionIntent(), phrases: ["Hang after a question in \(.applicationName)"],
            shortTitle: "Hang later", systemImageName: "hourglass")
        AppShortcut(
            intent: BreakIntent(), phrases: ["Break in \(.applicationName)"], shortTitle: "Break",
            systemImageName: "hammer")
        AppShortcut(
            intent: GiveUpIntent(), phrases: ["Give up in \(.applicationName)"], shortTitle: "Give up",
            systemImageName: "xmark")
        AppShortcut(
            intent: PoliteWaitIntent(), phrases: ["Wait politely in \(.applicationName)"], shortTitle: "Wait",
            systemImageName: "clock")
        AppShortcut(
            intent: FetchToolIntent(),
            phrases: ["Fetch [the] \(\.$tool) in \(.applicationName)", "Fetch a tool in \(.applicationName)"],
            shortTitle: "Fetch", systemImageName: "wrench")
        AppShortcut(
            intent: SortIntent(), phrases: ["Sort in \(.applicationName)"], shortTitle: "Sort",
            systemImageName: "arrow.up.arrow.down")
        AppShortcut(
            intent: ColourIntent(), phrases: ["Paint in \(.applicationName)"], shortTitle: "Paint",
            systemImageName: "paintbrush")
    }
}

/// An entity whose query never answers, so registration cannot load its names.
struct StuckCrate: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Crate"
    static let defaultQuery = StuckCrateQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct StuckCrateQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [StuckCrate] { [] }
    func suggestedEntities() async throws -> [StuckCrate] {
        await Limbo.shared.enter()
        return []
    }
}

struct OpenCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Crate"
    @Parameter(title: "Crate") var crate: StuckCrate
    func perform() async throws -> some IntentResult { .result() }
}

struct DepotShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenCrateIntent(), phrases: ["Open \(\.$crate) in \(.applicationName)"], shortTitle: "Open",
            systemImageName: "shippingbox")
    }
}
