// Matches each line of standard input once, for counting the instructions of matching with
// Valgrind (`run.sh`). Top-level code without concurrency: Valgrind cannot run the async `main`
// of `phrasebook`. With no second argument the input is not read, which measures loading alone.
import Foundation
import Phrasebook

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: match-lines MANIFEST [read]  < utterances, one per line")
    exit(2)
}
let model = try ManifestLoader.load(contentsOf: arguments[1])
let matcher = try IntentMatcher(model: model)
var lines: [String] = []
if arguments.count > 2 {
    while let line = readLine() { lines.append(line) }
}
var expansions = 0
for line in lines { expansions += matcher.match(line).expansions }
print("\(lines.count) utterances, \(expansions) states expanded")
