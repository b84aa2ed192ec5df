import AssistantSchemas
import Foundation
import Phrasebook
import Testing

/// HWU64 (`../shared/corpora/hwu64`, CC BY 4.0) routed to the schemas of `Corpus/schemas/assistant.json`.
///
/// The mapping below says which schemas are right for each HWU64 intent that has one; every
/// other HWU64 intent (weather, lights, jokes, …) is a negative: nothing may activate. No floor
/// is set yet: the test reports the figures, and checks only that the corpus was read whole and
/// that routing works at all.
@Suite struct HWU64RoutingTests {
    static let mapping: [String: Set<String>] = [
        "email_sendemail": ["mail.createDraft"],
        "email_query": ["mail.openMessage"],
        "alarm_set": ["clock.createAlarm"],
        "alarm_remove": ["clock.deleteAlarm"],
        "calendar_set": ["calendar.createEvent", "reminders.createReminder"],
        "calendar_remove": ["calendar.deleteEvent", "reminders.deleteReminders"],
        "lists_createoradd": ["reminders.createReminder", "reminders.createList"],
        "lists_remove": ["reminders.deleteReminders"],
        "play_music": ["audio.playAudio"],
        "play_podcasts": ["audio.playAudio"],
        "play_audiobook": ["audio.playAudio"],
        "play_radio": ["audio.playAudio"],
        "music_likeness": ["audio.updateAudioAffinity"],
    ]

    static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/corpora/hwu64/KFold_1")
    }

    /// Every (label, utterance) of the fold's train and test sets: the whole 11,036-row evaluation set.
    static func rows() throws -> [(label: String, text: String)] {
        var rows: [(String, String)] = []
        for part in ["trainset", "testset/csv"] {
            let directory = folder.appendingPathComponent(part)
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() where file.hasSuffix(".csv") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n").dropFirst() {
                    let fields = line.split(separator: ";", omittingEmptySubsequences: false)
                    guard fields.count >= 5 else { continue }
                    rows.append(("\(fields[1])_\(fields[2])", fields[4].trimmingCharacters(in: CharacterSet(charactersIn: "\""))))
                }
            }
        }
        return rows
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: folder.path), "../shared/corpora/hwu64 is absent; skipped"))
    func routeHWU64() throws {
        var model = try ManifestLoader.load(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus/schemas/assistant.json").path)
        model.schemas += SchemaCatalog.all
        let matcher = try IntentMatcher(model: model)
        let rows = try Self.rows()
        #expect(rows.count > 11_000)
        var positives = 0, right = 0, negatives = 0, activations = 0
        var perLabel: [String: (right: Int, total: Int)] = [:]
        var wrongly: [String: Int] = [:]
        for (label, text) in rows {
            let match = matcher.match(text)
            let routed = match.outcome == .matched ? match.schema : nil
            if let accepted = Self.mapping[label] {
                positives += 1
                let correct = routed.map(accepted.contains) ?? false
                if correct { right += 1 }
                perLabel[label, default: (0, 0)].total += 1
                if correct { perLabel[label, default: (0, 0)].right += 1 }
            } else {
                negatives += 1
                if let routed {
                    activations += 1
                    wrongly[routed, default: 0] += 1
                }
            }
        }
        func percent(_ part: Int, _ whole: Int) -> String { String(format: "%.1f%%", 100 * Double(part) / Double(max(whole, 1))) }
        var report = "HWU64 → schemas: \(right)/\(positives) mapped utterances routed right (\(percent(right, positives))); "
            + "\(activations)/\(negatives) unmapped utterances activated a schema (\(percent(activations, negatives)))\n"
        for (label, counts) in perLabel.sorted(by: { $0.key < $1.key }) {
            report += "  \(label): \(counts.right)/\(counts.total) (\(percent(counts.right, counts.total)))\n"
        }
        report += "  false activations by schema: " + wrongly.sorted { $0.value > $1.value }.prefix(8).map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print(report)
        #expect(right > 0, "no HWU64 utterance routed to its schema")
    }
}
