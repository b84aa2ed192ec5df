import Foundation
import PhrasebookTestSupport
import Testing

/// A `swift run phrasebook …` command of a document, followed by the output the document shows.
struct CommandExample: CustomStringConvertible, Sendable {
    var file: String
    var line: Int
    var arguments: [String]
    var output: String

    var description: String { "\(file):\(line)" }
}

/// The words of a shell command line: spaces separate, "…" and '…' quote, `\` at a line's end continues it.
func shellWords(_ command: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quote: Character?
    var inWord = false
    for character in command.replacingOccurrences(of: "\\\n", with: " ") {
        if let open = quote {
            if character == open { quote = nil } else { current.append(character) }
        } else if character == "\"" || character == "'" {
            quote = character
            inWord = true
        } else if character.isWhitespace {
            if inWord { words.append(current) }
            current = ""
            inWord = false
        } else if character == "#" && !inWord {
            break
        } else {
            current.append(character)
            inWord = true
        }
    }
    if inWord { words.append(current) }
    return words
}

/// Every ```sh block of one `swift run phrasebook` command that the next fenced block shows the output of.
func commandExamples(in file: String) -> [CommandExample] {
    guard let text = repositoryText(file) else { return [] }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var examples: [CommandExample] = []
    var index = 0
    while index < lines.count {
        guard lines[index] == "```sh", let close = lines[(index + 1)...].firstIndex(of: "```") else {
            index += 1
            continue
        }
        let command = lines[(index + 1)..<close].joined(separator: "\n")
        var next = close + 1
        while next < lines.count, lines[next].isEmpty { next += 1 }
        let words = shellWords(command)
        let single = !command.contains("\nswift ") && words.starts(with: ["swift", "run", "phrasebook"])
        if single, next < lines.count, lines[next] == "```" || lines[next] == "```json",
            let end = lines[(next + 1)...].firstIndex(of: "```")
        {
            examples.append(
                CommandExample(
                    file: file, line: index + 1, arguments: Array(words.dropFirst(3)),
                    output: lines[(next + 1)..<end].map { $0 + "\n" }.joined()))
        }
        index = close + 1
    }
    return examples
}

@Suite struct CommandExampleTests {
    static let examples = documents.flatMap(commandExamples)

    /// A document that shows a command's output shows what the command prints today.
    @Test(arguments: examples)
    func printsWhatTheDocumentShows(_ example: CommandExample) throws {
        let result = try run(builtExecutable("phrasebook"), example.arguments, in: repositoryRoot)
        #expect(
            result.stdout == example.output,
            "\(example): `phrasebook \(example.arguments.joined(separator: " "))` prints something else")
    }

    @Test func someDocumentsShowCommandOutput() {
        #expect(Self.examples.count >= 5)
    }
}
