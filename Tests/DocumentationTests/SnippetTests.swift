import Foundation
import PhrasebookTestSupport
import Testing

/// One fenced Swift example of a Markdown document.
struct DocumentExample: CustomStringConvertible {
    /// The document, relative to the repository, and the line of the opening fence.
    var file: String
    var line: Int
    var code: String

    var description: String { "\(file):\(line)" }
}

/// The documents whose Swift examples must be snippets: the README and every DocC article.
let documents: [String] = {
    var found = ["README.md"]
    let sources = repositoryRoot.appendingPathComponent("Sources")
    for module in (try? FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()) ?? [] {
        let catalog = "Sources/\(module)/\(module).docc"
        for file in (try? FileManager.default.contentsOfDirectory(atPath: repositoryPath(catalog)).sorted()) ?? []
        where file.hasSuffix(".md") {
            found.append("\(catalog)/\(file)")
        }
    }
    return found
}()

/// Every ```swift block of `file`.
func swiftExamples(in file: String) -> [DocumentExample] {
    guard let text = repositoryText(file) else { return [] }
    var examples: [DocumentExample] = []
    var current: DocumentExample?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if var open = current {
            if line == "```" {
                examples.append(open)
                current = nil
            } else {
                open.code += line + "\n"
                current = open
            }
        } else if line == "```swift" {
            current = DocumentExample(file: file, line: index + 1, code: "")
        }
    }
    return examples
}

/// The snippets: `Snippets/<name>.swift`, each an executable `swift build` builds.
let snippetNames: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: repositoryPath("Snippets"))) ?? [])
    .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }.sorted()

/// What a snippet says it prints: the `//` comment lines that end it, without the `// `.
func documentedOutput(of code: String) -> [String] {
    var lines = code.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    var output: [String] = []
    while let last = lines.last, last.hasPrefix("//") {
        output.insert(String(last.dropFirst(2).drop { $0 == " " }), at: 0)
        lines.removeLast()
    }
    return output
}

@Suite struct SnippetTests {
    /// Every Swift example in the README and the articles is, verbatim, a snippet that compiles.
    @Test func everySwiftExampleIsASnippet() {
        let snippets = Dictionary(
            uniqueKeysWithValues: snippetNames.map { ($0, repositoryText("Snippets/\($0).swift") ?? "") })
        var used = Set<String>()
        for example in documents.flatMap(swiftExamples) {
            let match = snippets.first { $0.value == example.code }?.key
            #expect(
                match != nil,
                "the Swift example at \(example) is not a file of Snippets/; add it there, as it stands in the document"
            )
            if let match { used.insert(match) }
        }
        for name in snippetNames where !used.contains(name) {
            Issue.record("Snippets/\(name).swift appears in no document; show it, or remove it")
        }
    }

    /// Each snippet runs from a directory outside the repository and prints what its closing comments say.
    @Test(arguments: snippetNames)
    func snippetPrintsWhatItSays(_ name: String) throws {
        let code = try #require(repositoryText("Snippets/\(name).swift"))
        let expected = documentedOutput(of: code)
        #expect(!expected.isEmpty, "Snippets/\(name).swift ends with no '// output' comment lines")
        let result = try run(builtExecutable(name), in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0, "\(name) exited with \(result.status): \(result.stderr)")
        #expect(
            result.outputLines == expected, "Snippets/\(name).swift prints something else than its closing comments")
    }
}

@Suite struct ReferenceTests {
    /// The repository carries its own reference: nothing points to documents outside it.
    @Test func noPointerOutsideTheRepository() throws {
        let forbidden = ["DESIGN", "research §", "team notes", "../shared"]
        var files = ["README.md"]
        let enumerator = FileManager.default.enumerator(atPath: repositoryPath("Sources"))
        while let file = enumerator?.nextObject() as? String {
            if file.hasSuffix(".swift") || file.hasSuffix(".md") { files.append("Sources/\(file)") }
        }
        for file in files {
            let text = try #require(repositoryText(file))
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for word in forbidden where line.contains(word) {
                    Issue.record("\(file):\(index + 1) points to '\(word)'; point to a DocC article instead")
                }
            }
        }
    }
}
