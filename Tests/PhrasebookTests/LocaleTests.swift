import Foundation
import PhraseMatching
import Phrasebook
import Testing

@Suite struct LocaleTests {
    @Test(
        arguments: [
            ("en", "en", nil), ("en-US", "en", "US"), ("en_GB", "en", "GB"), ("EN", "en", nil),
            ("en-Latn-US", "en", "US"),
            ("en_US.UTF-8", "en", "US"), ("es-419", "es", "419"), (" fr-fr", "fr", "FR"), ("", "", nil),
            ("-US", "", "US"),
        ] as [(String, String, String?)])
    func oneRuleReadsEveryIdentifier(identifier: String, language: String, region: String?) {
        #expect(LanguageTag(identifier).language == language)
        #expect(LanguageTag(identifier).region == region)
    }

    /// Every parser that has tables finds them by the same rule.
    @Test(arguments: ["en", "en-US", "en_GB", "EN"])
    func everyParserFindsEnglish(identifier: String) {
        #expect(NumberWords.forLanguage(identifier) != nil)
        #expect(DateWords.table(forLanguage: identifier) != nil)
        #expect(DurationParser(language: identifier) != nil)
        #expect(MeasurementParser(dimension: .mass, language: identifier) != nil)
        #expect(BoolParser(language: identifier) != nil)
        #expect(ListParser(element: URLParser(), language: identifier) != nil)
        #expect(WordClasses.tables[LanguageTag(identifier).language] != nil)
    }

    @Test(arguments: ["fr", "de-DE", "xx"])
    func noParserPretendsToReadAnotherLanguage(identifier: String) {
        #expect(NumberWords.forLanguage(identifier) == nil)
        #expect(DateWords.table(forLanguage: identifier) == nil)
        #expect(DurationParser(language: identifier) == nil)
        #expect(MeasurementParser(dimension: .mass, language: identifier) == nil)
        #expect(BoolParser(language: identifier) == nil)
        #expect(ListParser(element: URLParser(), language: identifier) == nil)
    }

    private func manifest(locale: String) -> String {
        """
        {"locale": "\(locale)", "apps": [{"name": "Planner", "intents": [{"name": "Remind",
          "parameters": [{"name": "day", "type": "Date"}], "phrases": ["remind me on {day}"]}]}]}
        """
    }

    /// A locale whose language has no tables is one clear error at `locale`, not English read silently.
    @Test func aLocaleWithoutTablesIsAnError() throws {
        let model = try ManifestLoader.load(json: manifest(locale: "fr-FR"))
        let diagnostics = IntentMatcher.diagnose(model)
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.source == "locale")
        #expect(
            diagnostic.message.hasPrefix(
                "locale 'fr-FR': Phrasebook has no tables for the language 'fr' (numbers, dates,"))
        #expect(throws: DiagnosticList.self) { try IntentMatcher(model: model) }
        #expect(
            IntentMatcher.diagnose(try ManifestLoader.load(json: manifest(locale: ""))).first?.message
                == "locale '' names no language")
    }

    /// The region decides the order of a numeric date: month first in the US and with no region.
    @Test(arguments: [("en-US", "2026-12-03"), ("en", "2026-12-03"), ("en-GB", "2026-03-12"), ("en_AU", "2026-03-12")])
    func theRegionOrdersNumericDates(locale: String, expected: String) throws {
        let matcher = try IntentMatcher(model: ManifestLoader.load(json: manifest(locale: locale)))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let context = ValueContext(now: Date(timeIntervalSince1970: 1_767_225_600), calendar: calendar)  // 2026-01-01
        #expect(matcher.match("remind me on 12/3", context: context)[parameter: "day"] == .date(expected))
    }
}
