import Phrasebook

let matcher = try IntentMatcher(model: DemoApps.model())  // immutable and Sendable: share it freely
let match = matcher.match("order 2 large clam chowder in soup chef")
print(match.outcome, match.app ?? "-", match.intent ?? "-", match.score ?? 0)
print(match.parameters.map { "\($0.name)=\($0.value)" })
// matched Soup Chef OrderSoup 1.0
// ["soup=clam-chowder", "quantity=2", "size=large"]
