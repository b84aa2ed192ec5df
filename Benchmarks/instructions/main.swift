// Matches each line of standard input once, for counting the instructions of matching with
// Valgrind (`run.sh`). Top-level code without concurrency: Valgrind cannot run the async `main`
// of `phrasebook`. With no `read` argument the input is not read, which measures loading alone.
//
//   match-lines MANIFEST [read] [catalog] [exact] [json]
//
// `catalog` adds the assistant schema catalog after the manifest's schemas, as `phrasebook match`
// loads it; its phrases compile at the first utterance nothing matches, so one such utterance is
// matched before the lines (in both runs, so that the difference leaves it out). `exact` matches
// with the fuzzy tier off, as `match --exact` does. `json` also writes each answer's `match --json`
// line (kept in memory, not printed), as a batch of `match --json` does after matching.
import AssistantSchemas
import Foundation
import Phrasebook

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: match-lines MANIFEST [read] [catalog] [exact] [json]  < utterances, one per line")
    exit(2)
}
let flags = Set(arguments.dropFirst(2))
var model = try ManifestLoader.load(contentsOf: arguments[1])
if flags.contains("catalog") { model.schemas += SchemaCatalog.all }
let matcher = try IntentMatcher(model: model, options: flags.contains("exact") ? .exact : MatchOptions())
if flags.contains("catalog") { _ = matcher.match("zzqx blorf") }
var lines: [String] = []
if flags.contains("read") {
    while let line = readLine() { lines.append(line) }
}
let json = flags.contains("json")
var expansions = 0
var written = 0
for line in lines {
    var match = matcher.match(line)
    expansions += match.expansions
    if json {
        // as `match --json` answers: the first three candidates, the line with its reason.
        match.candidates = Array(match.candidates.prefix(3))
        written += match.jsonText(withReason: true).utf8.count
    }
}
print("\(lines.count) utterances, \(expansions) states expanded, \(written) bytes of JSON")
