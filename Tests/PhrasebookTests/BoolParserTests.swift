import PhraseMatching
import Phrasebook
import PhrasebookTestSupport
import Testing

@Suite struct BoolParserTests {
    static let parser = BoolParser()

    @Test(
        arguments: [
            // True.
            ("yes", true), ("yeah", true), ("yep", true), ("yup", true), ("yes please", true), ("sure", true),
            ("ok", true), ("okay", true), ("of course", true), ("certainly", true), ("absolutely", true),
            ("definitely", true), ("affirmative", true), ("true", true), ("on", true), ("enable", true),
            ("enabled", true), ("Yes!", true), ("YES", true), ("OK.", true), ("Of course!", true),
            // False.
            ("no", false), ("nope", false), ("nah", false), ("no thanks", false), ("no thank you", false),
            ("not really", false), ("not at all", false), ("of course not", false), ("certainly not", false),
            ("absolutely not", false), ("definitely not", false), ("negative", false), ("false", false),
            ("off", false), ("disable", false), ("disabled", false), ("No.", false), ("Nope!", false),
        ] as [(String, Bool)])
    func reads(text: String, expected: Bool) {
        #expect(value(text, Self.parser) == .bool(expected))
    }

    @Test(arguments: [
        "", "maybe", "right", "correct", "fine", "alright", "all right", "no way", "not sure", "not", "never",
        "never mind", "uh huh", "1", "0", "yess", "ye", "yes no", "no yes", "yeah no", "yeah nah", "on off",
        "sure not", "yes not", "of", "course", "thanks", "please", "enables", "truely", "yes yes", "ok google",
        "affirmatively", "of course yes",
    ])
    func failures(text: String) {
        #expect(value(text, Self.parser) == nil)
    }

    @Test func readingsFromTheFirstToken() {
        #expect(readings("yes please do", Self.parser).map(\.length) == [1, 2])
        #expect(readings("no thank you", Self.parser).map(\.length) == [1, 3])
        // The true reading of "of course" is not offered when "not" follows.
        #expect(readings("of course not", Self.parser).map(\.value) == [.bool(false)])
        #expect(readings("yes no", Self.parser).isEmpty)
        #expect(readings("no not really", Self.parser).map(\.value) == [.bool(false)])
        #expect(readings("turn it on", Self.parser).isEmpty)
    }

    @Test func hugeAndRepetitiveInputsReturn() {
        #expect(readings(String(repeating: "and ", count: 2000), Self.parser).isEmpty)
        #expect(readings(String(repeating: "9", count: 5000), Self.parser).isEmpty)
        #expect(readings(String(repeating: "yes ", count: 2000), Self.parser).map(\.length) == [1])
        #expect(readings(String(repeating: "y", count: 5000), Self.parser).isEmpty)
    }
}
