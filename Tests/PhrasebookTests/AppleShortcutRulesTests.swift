import Phrasebook
import Testing

/// `lint --apple`: Apple's App Shortcut rules, errors only under Apple's rules.
@Suite struct AppleShortcutRulesTests {
    static let compliant = """
        {"apps": [{"name": "Soup Chef",
          "enums": {"Size": {"cases": [{"value": "small"}, {"value": "large"}]}},
          "negativePhrases": ["how do I make soup in {applicationName}"],
          "intents": [{"name": "Order", "parameters": [{"name": "size", "type": "Size"}],
                       "phrases": ["order [a] {size} soup (in|with) {applicationName}", "order soup in {applicationName}"]}]}]}
        """

    static let breaking = """
        {"apps": [{"name": "Soup Chef",
          "enums": {"Size": {"cases": [{"value": "small"}, {"value": "large"}]}},
          "intents": [
            {"name": "Order", "parameters": [{"name": "size", "type": "Size"}, {"name": "count", "type": "Int"}],
             "negativePhrases": ["cancel {count} soups in {applicationName}"],
             "phrases": ["order {count} {size} soups in {applicationName}", "order soup [in {applicationName}]"]},
            \((1...10).map { #"{"name": "Extra\#($0)", "phrases": ["extra \#($0) in {applicationName}"]}"# }.joined(separator: ", "))
          ]}]}
        """

    private func errors(_ json: String, apple: Bool) throws -> [String] {
        IntentMatcher.diagnose(try ManifestLoader.load(json: json), appleRules: apple).filter { $0.severity == .error }
            .map(\.message)
    }

    @Test func aCompliantAppHasNoErrors() throws {
        #expect(try errors(Self.compliant, apple: true).isEmpty)
    }

    @Test func everyRuleIsReportedUnderApplesRulesOnly() throws {
        #expect(try errors(Self.breaking, apple: false).isEmpty)
        let found = try errors(Self.breaking, apple: true)
        for expected in [
            "app Soup Chef has 11 shortcuts; Apple allows at most 10",
            "phrase of Order has 2 parameters (count, size); Apple allows one",
            "parameter 'count' in a phrase of Order is Int; Apple allows only enums and entities in phrases",
            "phrase of Order can be said without the app's name",
            "negative phrase names a parameter; Apple's negative phrases take only the app's name",
        ] {
            #expect(found.contains(expected), "missing: \(expected)\nin: \(found)")
        }
    }

    @Test func expandedPhrasesAreCountedWithEveryValue() throws {
        let cases = (1...600).map { #"{"value": "c\#($0)"}"# }.joined(separator: ", ")
        let json = """
            {"apps": [{"name": "Big", "enums": {"Item": {"cases": [\(cases)]}},
              "intents": [{"name": "Get", "parameters": [{"name": "item", "type": "Item"}],
                           "phrases": ["(get|fetch) {item} in {applicationName}"]}]}]}
            """
        #expect(
            try errors(json, apple: true) == [
                "app Big has 1200 phrases once parameters are expanded; Apple allows 1000"
            ])
    }
}
