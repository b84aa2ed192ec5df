import PhraseMatching
import Phrasebook

/// The corpora a verb was given, read and checked together.
enum CorpusFiles {
    /// Every entry of every file, in order.
    /// - Throws: ``UsageError`` when no file is named; ``CommandError`` with every problem of the first
    ///   file that has any.
    static func load(_ paths: [String]) throws -> [CorpusEntry] {
        guard !paths.isEmpty else { throw UsageError("name at least one corpus file (.jsonl or .corpus)") }
        var entries: [CorpusEntry] = []
        for path in paths {
            do {
                entries += try CorpusLoader.load(contentsOf: path)
            } catch {
                throw CommandError("\(path): the corpus has errors\n\n\(error.description)")
            }
        }
        return entries
    }
}
