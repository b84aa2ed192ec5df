import Foundation
import PhraseMatching
import PhrasebookTestSupport
import Testing

@testable import Phrasebook

/// ``Assistant/confirmationThreshold``: a request heard unclearly is asked about before anything
/// is done for it.
@Suite struct ConfirmationThresholdTests {
    /// The demo apps, asking below `threshold`.
    static func say(_ lines: [String], threshold: Double? = 0.97, authentication: AuthenticationState = .unlocked)
        async throws -> [ConversationTurn]
    {
        let model = try DemoApps.model()
        let assistant = try await Assistant(
            apps: model.apps.map(AppRegistration.init(manifest:)), confirmationThreshold: threshold)
        let conversation = assistant.conversation()
        var turns: [ConversationTurn] = []
        for line in lines { turns.append(try await conversation.respond(to: line, authentication: authentication)) }
        return turns
    }

    @Test func aRequestHeardUnclearlyIsAskedAboutAndAYesDoesIt() async throws {
        // "soupa": one typo, a score under 0.97 and over the accept threshold.
        let turns = try await Self.say(["order two tomato soupa in soup chef", "yes"])
        #expect(turns[0].kind == "needsConfirmation")
        #expect(turns[0].dialog?.full == "Did you mean “Order Tomato Soup, quantity 2”?")
        #expect((turns[0].match?.score ?? 1) < 0.97)
        #expect(turns[1].kind == "completed")
        #expect(turns[1].dialog?.full == "Ordered 2 Tomato Soups. It will be ready in about 15 minutes.")
    }

    @Test func aNoDoesNothing() async throws {
        let turns = try await Self.say(["order two tomato soupa in soup chef", "no"])
        #expect(turns[1].kind == "cancelled")
    }

    @Test func aRequestHeardClearlyIsNotAskedAbout() async throws {
        let turns = try await Self.say(["order two tomato soups in soup chef"])
        #expect(turns[0].kind == "completed")
    }

    @Test func withoutAThresholdNothingIsAsked() async throws {
        let turns = try await Self.say(["order two tomato soupa in soup chef"], threshold: nil)
        #expect(turns[0].kind == "completed")
    }

    @Test func theQuestionComesBeforeAnyOtherAndTheOthersFollowTheYes() async throws {
        // heard unclearly and missing its soup: first whether it was meant, then which soup.
        let turns = try await Self.say(["ordr soup in soup chef", "yes", "the miso one"])
        #expect(turns[0].kind == "needsConfirmation")
        #expect(turns[0].dialog?.full == "Did you mean “Order Soup, quantity 1”?")
        #expect(turns[1].kind == "needsValue")
        #expect(turns[2].kind == "completed")
    }

    @Test func theQuestionComesBeforeAuthentication() async throws {
        let turns = try await Self.say(["order two tomato soupa in soup chef"], authentication: .locked)
        #expect(turns[0].kind == "needsConfirmation")
    }

    @Test func anotherRequestInsteadOfAnAnswerIsTakenAsSaid() async throws {
        let turns = try await Self.say(["order two tomato soupa in soup chef", "order a clam chowder in soup chef"])
        #expect(turns[1].kind == "completed")
        #expect(turns[1].dialog?.full == "Ordered 1 Clam Chowder. It will be ready in about 15 minutes.")
    }
}
