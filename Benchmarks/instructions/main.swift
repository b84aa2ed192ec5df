// Matches each line of standard input once, for counting the instructions of matching with
// Valgrind (`run.sh`). Top-level code without concurrency: Valgrind cannot run the async `main`
// of `phrasebook`. With no `read` argument the input is not read, which measures loading alone.
//
//   match-lines MANIFEST [read] [catalog] [exact]
//
// `catalog` adds the assistant schema catalog after the manifest's schemas, as `phrasebook match`
// loads it; its phrases compile at the first utterance nothing matches, so one such utterance is
// matched before the lines (in both runs, so that the difference leaves it out). `exact` matches
// with the fuzzy tier off, as `match --exact` does.
import AssistantSchemas
import Foundation
import Phrasebook

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: match-lines MANIFEST [read] [catalog] [exact]  < utterances, one per line")
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
var expansions = 0
for line in lines { expansions += matcher.match(line).expansions }
print("\(lines.count) utterances, \(expansions) states expanded")
