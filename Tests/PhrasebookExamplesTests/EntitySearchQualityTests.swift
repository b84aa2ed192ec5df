import Foundation
import Phrasebook
import PhrasebookTestSupport
import Testing

/// The search-quality test of spoken references: `Corpus/entities/references.jsonl` (written before
/// the index's scoring was tuned) against the 100 entities of `Corpus/entities/index.json`, each
/// reference said inside a request ("reply to …", "open …", "show …") to a conversation.
@Suite struct EntitySearchQualityTests {
    struct Reference: Sendable, CustomStringConvertible {
        var text: String
        var type: String
        var expect: String
        var among: [String]
        var description: String { text }
    }

    static let verbs = ["MessageEntity": "reply to", "NoteEntity": "open", "RecipeEntity": "show"]
    static let parameters = ["MessageEntity": "message", "NoteEntity": "note", "RecipeEntity": "recipe"]

    static func references() throws -> [Reference] {
        let text = try #require(repositoryText("Corpus/entities/references.jsonl"))
        return try text.split(separator: "\n").map { line in
            let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return Reference(
                text: object["text"] as? String ?? "", type: object["type"] as? String ?? "",
                expect: object["expect"] as? String ?? "", among: object["among"] as? [String] ?? [])
        }
    }

    /// What the conversation did with a reference: picked an id, asked (offering titles), or asked again.
    enum Outcome: Equatable {
        case picked(String)
        case asked([String])
        case askedAgain
        case other(String)
    }

    static func outcome(of reference: Reference, assistant: Assistant) async throws -> Outcome {
        let verb = try #require(verbs[reference.type])
        let turn = try await assistant.conversation().respond(to: "\(verb) \(reference.text)")
        switch turn.outcome {
        case .completed(let completion):
            let name = try #require(parameters[reference.type])
            guard case .string(let id)? = completion.parameters.first(where: { $0.name == name })?.value else {
                return .other("completed without a value")
            }
            return .picked(id)
        case .needsDisambiguation(_, let options, _): return .asked(options)
        case .needsValue: return .askedAgain
        default: return .other("\(turn.outcome)")
        }
    }

    @Test func spokenReferencesFindTheirEntities() async throws {
        let model = try ManifestLoader.load(contentsOf: repositoryPath("Corpus/entities/index.json"))
        let assistant = try await Assistant(apps: model.apps.map(AppRegistration.init(manifest:)))
        let titles = Dictionary(
            model.apps.flatMap(\.entities).flatMap(\.values).map { ($0.id, $0.title) }, uniquingKeysWith: { a, _ in a })
        let references = try Self.references()
        #expect(references.count >= 50)
        var right = 0
        var wrongSilent = 0
        var failures: [String] = []
        for reference in references {
            let outcome = try await Self.outcome(of: reference, assistant: assistant)
            let correct: Bool
            switch (reference.expect, outcome) {
            case ("ask", .asked(let offered)):
                correct = Set(reference.among.compactMap { titles[$0] }).isSubset(of: Set(offered))
            case ("none", .askedAgain): correct = true
            case (let id, .picked(let picked)):
                correct = id == picked
                if !correct { wrongSilent += 1 }
            default: correct = false
            }
            if correct {
                right += 1
            } else {
                failures.append("\(reference.text): expected \(reference.expect), got \(outcome)")
            }
        }
        let accuracy = Double(right) / Double(references.count)
        let wrongRate = Double(wrongSilent) / Double(references.count)
        print(
            "entity references: \(right)/\(references.count) right (\(String(format: "%.1f", accuracy * 100))%), "
                + "\(wrongSilent) wrong silent picks (\(String(format: "%.1f", wrongRate * 100))%)")
        for failure in failures { print("  miss: \(failure)") }
        #expect(accuracy >= 0.9)
        #expect(wrongRate <= 0.02)
    }
}
