import Foundation
import Phrasebook
import PhraseMatching

/// `phrasebook negatives`: what the negative phrases do on corpora.
enum NegativesCommand: Command {
    static let verb = Verb(
        name: "negatives", summary: "analyse negative phrases against corpora",
        arguments: "CORPUS…",
        options: [CommonOptions.manifest, CommonOptions.json, CommonOptions.now, CommonOptions.exact],
        discussion: "")

    static func run(_ arguments: ParsedArguments) async throws -> Int32 { 0 }
}
