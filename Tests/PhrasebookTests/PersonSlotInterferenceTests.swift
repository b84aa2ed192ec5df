import Phrasebook
import PhrasebookTestSupport
import Testing

/// A smart-lock app (`Fixtures/smart-lock.json`) whose manifest adds the filler "yo" and, in
/// `LetGuestIn`, a `[Person]` parameter. Words a person slot can read must not keep the other
/// intents' phrases from skipping fillers: "um lock the front door" once became noMatch ("did you
/// mean let um lock in the Front Door …") when `LetGuestIn` was added.
private func smartLock(withGuests: Bool) throws -> IntentMatcher {
    var model = try ManifestLoader.load(contentsOf: repositoryPath("Tests/PhrasebookTests/Fixtures/smart-lock.json"))
    if !withGuests {
        model.apps[0].intents.removeAll { $0.name == "LetGuestIn" }
    }
    return try IntentMatcher(model: model)
}

@Suite struct PersonSlotInterferenceTests {
    @Test(arguments: [
        "um lock the front door", "yo lock the front door", "uh please lock the front door",
        "lock the front door right now", "hey zorblax lock the front door",
    ])
    func aPersonSlotElsewhereChangesNothing(text: String) throws {
        let alone = try smartLock(withGuests: false).match(text)
        let match = try smartLock(withGuests: true).match(text)
        #expect(alone.outcome == .matched && alone.intent == "LockDoor")
        #expect(match.outcome == .matched && match.intent == "LockDoor", "\(match.suggestions)")
        #expect(match[parameter: "door"] == .string("front"))
        #expect(match.score == alone.score)
    }

    @Test func fillersAreNeverGuests() throws {
        let matcher = try smartLock(withGuests: true)
        let guest = matcher.match("let carol in the front door tomorrow")
        #expect(guest.intent == "LetGuestIn" && guest[parameter: "guests"] == .list([.person("Carol")]))
        let relation = matcher.match("let my mom in the front door tomorrow")
        #expect(relation[parameter: "guests"] == .list([.person("My Mom")]))
        // a filler is skipped, so the guest is missing and the app asks whom to let in
        for text in ["let um in the front door tomorrow", "let yo in the front door tomorrow"] {
            let match = matcher.match(text)
            #expect(match.intent == "LetGuestIn" && match[parameter: "guests"] == nil, "\(text)")
            #expect(match.missing == ["guests"], "\(text)")
        }
    }

    @Test func aKnownNameIsStillNeverDroppedSilently() throws {
        // "carol" is a name the lexicon knows: a phrase that has no place for her does not match by
        // skipping her, exactly as a number no slot takes is never skipped.
        let matcher = try smartLock(withGuests: true)
        #expect(matcher.match("lock the front door carol").outcome != .matched)
        #expect(try smartLock(withGuests: false).match("lock the front door carol").outcome == .matched)
    }
}
