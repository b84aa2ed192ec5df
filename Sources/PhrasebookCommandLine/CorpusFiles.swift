import PhraseMatching
import Phrasebook

/// The corpora a verb was given, read and checked together.
enum CorpusFiles {
    /// Every entry of every file, in order.
    /// - Throws: ``UsageError`` when no file is named; ``CommandError`` with every problem of the first
    ///   file that has any.
    static func load(_ paths: [String]) throws -> [CorpusEntry] {
        try load(paths, conversations: false).entries
    }

    /// Every utterance and every conversation script of the files, in order; with `conversations`,
    /// a file whose first line is a script (an object with `turns`) is read as a conversation corpus.
    static func load(_ paths: [String], conversations: Bool) throws -> (
        entries: [CorpusEntry], scripts: [ConversationScript]
    ) {
        guard !paths.isEmpty else { throw UsageError("name at least one corpus file (.jsonl or .corpus)") }
        var entries: [CorpusEntry] = []
        var scripts: [ConversationScript] = []
        for path in paths {
            do {
                if conversations, path.hasSuffix(".jsonl"),
                    ConversationCorpus.holdsScripts(try CorpusLoader.text(contentsOf: path))
                {
                    scripts += try ConversationCorpus.load(contentsOf: path)
                } else {
                    entries += try CorpusLoader.load(contentsOf: path)
                }
            } catch {
                throw CommandError("\(path): the corpus has errors\n\n\(error.description)")
            }
        }
        return (entries, scripts)
    }
}
