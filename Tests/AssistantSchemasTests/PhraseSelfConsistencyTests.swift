import AssistantSchemas
import Foundation
import PhraseMatching
import Phrasebook
import Testing

/// The words a test says for a slot of each type.
private func sample(for type: AppSchema.ValueType) -> String {
    switch type {
    case .value(.string): "the quarterly report"
    case .value(.person): "bob"
    case .value(.date): "tomorrow at 5 pm"
    case .value(.duration): "10 minutes"
    case .value(.int): "5"
    case .value(.double): "3"
    case .value(.bool): "on"
    case .value(.url): "www.apple.com"
    case .value: "5"
    case .schema(let identifier):
        SchemaCatalog.schema(identifier).flatMap { $0.cases.first.map(DomainModel.spoken) } ?? "the quarterly report"
    case .list(let element): sample(for: element)
    case .system: "?"
    }
}

/// Up to `limit` word sequences a template node reads, with slots filled by `fill`.
private func expansions(_ node: TemplateNode, fill: (String) -> String, limit: Int) -> [[String]] {
    switch node {
    case .word(let word): return [[word]]
    case .slot(let name, _): return [[fill(name)]]
    case .applicationName, .rule: return [[]]
    case .optional(let inner): return Array(([[]] + expansions(inner, fill: fill, limit: limit)).prefix(limit))
    case .choice(let alternatives):
        return Array(alternatives.flatMap { expansions($0, fill: fill, limit: limit) }.prefix(limit))
    case .sequence(let items):
        var result: [[String]] = [[]]
        for item in items {
            let parts = expansions(item, fill: fill, limit: limit)
            result = Array(result.lazy.flatMap { head in parts.lazy.map { head + $0 } }.prefix(limit))
        }
        return result
    }
}

/// Every intent of a domain, with utterances that its own templates say and the values they set.
private func utterances(in domain: String) -> [(schema: String, text: String, values: JSONObject)] {
    SchemaCatalog.schemas(in: domain).filter { $0.kind == .intent }.flatMap { schema in
        schema.phrases.flatMap { phrase -> [(schema: String, text: String, values: JSONObject)] in
            guard let template = PhraseTemplate.parse(phrase.text, source: "probe").template else { return [] }
            let fill = { (name: String) in schema.parameter(named: name).map { sample(for: $0.type) } ?? "?" }
            return expansions(template.root, fill: fill, limit: 64).map {
                (schema.name, $0.joined(separator: " "), phrase.values)
            }
        }
    }
}

@Suite("Phrase library consistency")
struct PhraseSelfConsistencyTests {
    @Test(arguments: SchemaCatalog.domains)
    func everyPhraseReadsAsItsOwnSchema(domain: String) throws {
        let matcher = try IntentMatcher(model: DomainModel.model(domain), options: .exact)
        var wrong: [String] = []
        for (schema, text, values) in utterances(in: domain) {
            let match = matcher.match(text)
            if match.outcome != .matched || match.intent != schema {
                wrong.append(
                    "\(schema): \"\(text)\" → \(match.outcome.rawValue) \(match.candidates.prefix(3).map(\.intent))")
            } else if let (name, value) = values.first(where: { match[parameter: $0.key]?.json != $0.value }) {
                wrong.append(
                    "\(schema): \"\(text)\" sets \(name) to \(match[parameter: name]?.json.description ?? "nothing"), not \(value)"
                )
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) utterances:\n\(wrong.joined(separator: "\n"))")
    }
}
