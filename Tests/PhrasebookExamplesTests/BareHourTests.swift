import Foundation
import Phrasebook
import Testing

/// An alarm app written against the Swift API, whose phrase reads a `Date`.
struct WakeUpIntent: AppIntent {
    static let title: LocalizedStringResource = "Wake Up"

    @Parameter(title: "Time") var time: Date

    init() {}

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let hour = Calendar(identifier: .gregorian).dateComponents(
            in: TimeZone(secondsFromGMT: 0) ?? .current, from: time
        )
        .hour
        return .result(dialog: "Alarm at \(hour ?? -1):00 UTC.")
    }
}

struct WakeUpShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: WakeUpIntent(), phrases: ["Wake me up at \(\.$time) [in \(.applicationName)]"])
    }
}

/// A bare hour said to a Swift intent: the conversation offers both halves of the day and the
/// answer picks one; `perform()` never runs on a guess.
@Suite struct BareHourTests {
    static func conversation() async throws -> Conversation {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(secondsFromGMT: 0))
        // Sunday 2026-11-22 09:30 UTC.
        let context = ValueContext(now: Date(timeIntervalSince1970: 1_795_339_800), calendar: calendar)
        let assistant = try await Assistant(apps: [AppRegistration(name: "Clock", shortcuts: WakeUpShortcuts.self)])
        return assistant.conversation(context: context)
    }

    @Test func aBareHourIsAskedAboutAndTheAnswerPicksTheHalf() async throws {
        let conversation = try await Self.conversation()
        let asked = try await conversation.respond(to: "wake me up at seven")
        #expect(asked.offeredOptions == ["7 PM", "7 AM"], "\(asked.line)")
        let done = try await conversation.respond(to: "in the morning")
        #expect(done.dialog?.full == "Alarm at 7:00 UTC.", "\(done.line)")
    }

    @Test func anHourWithItsHalfIsNotAskedAbout() async throws {
        let done = try await Self.conversation().respond(to: "wake me up at 7 pm")
        #expect(done.dialog?.full == "Alarm at 19:00 UTC.", "\(done.line)")
    }
}
