import Foundation
import PhrasebookTestSupport
import Testing

/// The article that lists the public API, between the markers below.
let publicAPIArticle = "Sources/Phrasebook/Phrasebook.docc/PublicAPI.md"
let publicAPIStart = "<!-- The list below is generated: PHRASEBOOK_RECORD=1 swift test --filter PublicAPITests -->"
let publicAPIEnd = "<!-- End of the generated list. -->"

/// The libraries whose public API is promised.
let libraries = ["Phrasebook", "PhraseMatching", "AssistantSchemas", "PhrasebookCommandLine", "PhrasebookTesting"]

/// The public symbols the compiler sees in the built modules, by module: `Type.member` paths of
/// the declarations written in `Sources/<Module>` (compiler-synthesized members left out).
func builtPublicSymbols() throws -> [String: Set<String>] {
    let swift = try findSwift()
    let info = try run(swift, ["-print-target-info"])
    guard let data = info.stdout.data(using: .utf8),
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        let target = object["target"] as? [String: Any], let triple = target["triple"] as? String
    else {
        throw TestSetupError("cannot read the target triple from swift -print-target-info")
    }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
        "phrasebook-symbols-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    var symbols: [String: Set<String>] = [:]
    for module in libraries {
        let folder = output.appendingPathComponent(module)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var arguments = [
            "symbolgraph-extract", "-module-name", module, "-I",
            productsDirectory().appendingPathComponent("Modules").path,
            "-target", triple, "-minimum-access-level", "public", "-output-dir", folder.path,
        ]
        #if os(macOS)
        let sdk = try run(URL(fileURLWithPath: "/usr/bin/xcrun"), ["--show-sdk-path"]).stdout.trimmingCharacters(
            in: .whitespacesAndNewlines)
        arguments += ["-sdk", sdk]
        #endif
        let extraction = try run(swift, arguments)
        guard extraction.status == 0 else {
            throw TestSetupError("swift symbolgraph-extract failed for \(module): \(extraction.stderr)")
        }
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where file.hasSuffix(".symbols.json") {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let entries = graph["symbols"] as? [[String: Any]]
            else { continue }
            for entry in entries {
                guard let location = entry["location"] as? [String: Any], let uri = location["uri"] as? String,
                    uri.contains("/Sources/\(module)/"), let path = entry["pathComponents"] as? [String]
                else { continue }
                symbols[module, default: []].insert(path.joined(separator: "."))
            }
        }
    }
    return symbols
}

/// The `swift` driver on the PATH.
func findSwift() throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw TestSetupError("no swift on the PATH")
}

/// The list as the article writes it: `### Module`, then `- `Type`: `member`, `member`` lines
/// (`- extension `Type`: …` for a type of another module that the module extends).
func renderPublicAPI(_ symbols: [String: Set<String>]) -> String {
    var lines: [String] = []
    for module in libraries {
        lines.append("### \(module)")
        lines.append("")
        var members: [String: [String]] = [:]
        for symbol in symbols[module] ?? [] {
            let parts = symbol.split(separator: ".", maxSplits: 1).map(String.init)
            members[parts[0], default: []] += parts.count > 1 ? [parts[1]] : []
        }
        for type in members.keys.sorted() {
            let list = (members[type] ?? []).sorted().map { "`\($0)`" }.joined(separator: ", ")
            // a type of another module that this one extends: only its members are this module's.
            let name = symbols[module]?.contains(type) == true ? "`\(type)`" : "extension `\(type)`"
            lines.append(list.isEmpty ? "- \(name)" : "- \(name): \(list)")
        }
        lines.append("")
    }
    return lines.joined(separator: "\n")
}

/// The symbols the article lists, by module.
func documentedPublicAPI(_ text: String) -> [String: Set<String>] {
    var symbols: [String: Set<String>] = [:]
    var module = ""
    for line in text.split(separator: "\n").map(String.init) {
        if line.hasPrefix("### ") { module = String(line.dropFirst(4)) }
        let extended = line.hasPrefix("- extension `")
        let prefix = extended ? "- extension `" : "- `"
        guard line.hasPrefix(prefix), let typeEnd = line.dropFirst(prefix.count).firstIndex(of: "`") else { continue }
        let type = String(line[line.index(line.startIndex, offsetBy: prefix.count)..<typeEnd])
        if !extended { symbols[module, default: []].insert(type) }
        let rest = line[line.index(after: typeEnd)...]
        for member in rest.split(separator: "`").enumerated().filter({ $0.offset % 2 == 1 }).map(\.element) {
            symbols[module, default: []].insert("\(type).\(member)")
        }
    }
    return symbols
}

@Suite struct PublicAPITests {
    /// Every public symbol is one the documentation promises, and every promise is still public.
    @Test func theDocumentedListIsThePublicAPI() throws {
        let article = try #require(repositoryText(publicAPIArticle))
        let start = try #require(article.range(of: publicAPIStart), "\(publicAPIArticle) lacks its start marker")
        let end = try #require(article.range(of: publicAPIEnd), "\(publicAPIArticle) lacks its end marker")
        let built = try builtPublicSymbols()
        if isRecordingSnapshots {
            let updated =
                article[..<start.upperBound] + "\n\n" + renderPublicAPI(built) + "\n" + article[end.lowerBound...]
            try Data(updated.utf8).write(to: URL(fileURLWithPath: repositoryPath(publicAPIArticle)))
            return
        }
        let documented = documentedPublicAPI(String(article[start.upperBound..<end.lowerBound]))
        for module in libraries {
            let actual = built[module] ?? []
            let listed = documented[module] ?? []
            for symbol in actual.subtracting(listed).sorted() {
                Issue.record(
                    "\(module).\(symbol) is public but not in \(publicAPIArticle): list it on purpose, or make it package or internal"
                )
            }
            for symbol in listed.subtracting(actual).sorted() {
                Issue.record(
                    "\(module).\(symbol) is listed in \(publicAPIArticle) but is not public any more: remove it from the list"
                )
            }
        }
    }
}
