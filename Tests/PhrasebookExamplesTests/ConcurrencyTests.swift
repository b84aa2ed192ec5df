import Foundation
import Phrasebook
import PhrasebookExamples
import Testing

/// Many conversations on one assistant while its vocabulary is refreshed: every turn must be
/// well formed (run with `swift test --sanitize=thread --filter ConcurrencyTests` to check for races).
@Suite struct ConcurrencyTests {
    /// One script line: what is said, and the outcomes that are right for it.
    struct Line: Sendable {
        var text: String
        var kinds: Set<String>
        var dialog: String?
    }

    static let script: [Line] = [
        Line(text: "order miso soup from soup chef", kinds: ["completed"], dialog: "Ordered 1 Miso Soup."),
        Line(text: "navigate in landmarks", kinds: ["needsValue"], dialog: "Where would you like to navigate to?"),
        Line(text: "the map", kinds: ["completed"], dialog: "Showing Map."),
        Line(text: "open matterhorn in landmarks", kinds: ["completed"]),
        // the landmark the refresher adds and removes: either outcome is right, nothing else.
        Line(text: "open the sydney opera house", kinds: ["completed", "noMatch"]),
        Line(text: "what is the weather on mars", kinds: ["noMatch"]),
        Line(text: "cancel my soup order in soup chef", kinds: ["rejected"]),
    ]

    @Test func eightConversationsRespondWhileAnotherTaskRefreshes() async throws {
        let assistant = try await exampleAssistant()
        let turnsPerTask = 10_000
        try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let conversation = assistant.conversation(context: fixedContext)
                    var problems: [String] = []
                    for index in 0..<turnsPerTask {
                        let line = Self.script[index % Self.script.count]
                        let turn = try await conversation.respond(to: line.text)
                        if !line.kinds.contains(turn.kind) || (line.dialog != nil && turn.dialog?.full != line.dialog)
                            || (turn.kind == "completed" && turn.dialog == nil && turn.target == nil)
                        {
                            problems.append("turn \(index) '\(line.text)': \(turn.line)")
                        }
                    }
                    return problems
                }
            }
            group.addTask {
                for round in 0..<100 {
                    if round % 2 == 0 {
                        ModelData.shared.add(Landmark(id: 6, name: "Sydney Opera House", continent: "Oceania"))
                    } else {
                        ModelData.shared.remove(id: 6)
                    }
                    try await assistant.refresh(app: "Landmarks")
                }
                ModelData.shared.remove(id: 6)
                return []
            }
            var problems: [String] = []
            for try await found in group { problems += found }
            #expect(problems.isEmpty, "\(problems.count) malformed turns, first: \(problems.prefix(3))")
        }
    }
}
