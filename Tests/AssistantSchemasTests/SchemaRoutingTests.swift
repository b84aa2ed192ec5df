import AssistantSchemas
import Foundation
import Phrasebook
import PhrasebookTestSupport
import Testing

private func corpus(_ name: String) throws -> [CorpusEntry] {
    try CorpusLoader.load(contentsOf: repositoryPath("Corpus/schemas/\(name)"))
}

@Suite struct SchemaRoutingTests {
    @Test func requestsRouteToTheRightSchemaWithTheRightParameters() throws {
        let matcher = try schemaApps.get()
        let entries = try corpus("requests.jsonl") + corpus("requests-unseen.jsonl")
        let report = matcher.evaluate(entries, context: schemaCorpusNow)
        #expect(report.total >= 150)
        let misses = report.failures.map { "\($0.entry.text): \($0.reason)" }.joined(separator: "\n")
        #expect(report.exactAccuracy >= 0.9, "\(report.passed)/\(report.total) routed right; misses:\n\(misses)")
    }

    @Test func requestsWrittenWithoutTheTemplatesInViewRouteToo() throws {
        let report = try schemaApps.get().evaluate(try corpus("requests-unseen.jsonl"), context: schemaCorpusNow)
        #expect(report.total >= 50)
        #expect(report.exactAccuracy >= 0.85, "\(report.passed)/\(report.total): \(report.failures.map(\.entry.text))")
    }

    @Test func requestsForNoSchemaActivateNothing() throws {
        let report = try schemaApps.get().evaluate(try corpus("requests-negative.jsonl"), context: schemaCorpusNow)
        #expect(report.falseActivations == 0, "\(report.failures.map { "\($0.entry.text): \($0.reason)" })")
    }

    @Test func theMatchNamesTheSchemaAndTheAdoptingAppAndIntent() throws {
        let match = try schemaApps.get().match("email bob about lunch", context: schemaCorpusNow)
        #expect(match.outcome == .matched)
        #expect(match.schema == "mail.createDraft")
        #expect(match.app == "Mailbox" && match.intent == "CreateDraft")
        #expect(match[parameter: "to"] == .list([.person("Bob")]))
        #expect(match[parameter: "subject"] == .string("lunch"))
        #expect(match.json.serialized().contains(#""schema":"mail.createDraft""#))
    }

    /// Phrasings of the library's second pass on HWU64's train split, said in new words: each routes
    /// to its schema with its values.
    @Test(
        arguments: [
            ("please remove the six thirty am alarm", "clock.deleteAlarm"),
            ("get rid of all alarms set for sunday", "clock.deleteAlarm"),
            ("delete my orthodontist appointment", "calendar.deleteEvent"),
            ("clean up my whole schedule for thursday", "calendar.deleteEvent"),
            ("cross batteries off the list", "reminders.deleteReminders"),
            ("throw away the camping list", "reminders.deleteReminders"),
            ("add tent pegs to my camping list", "reminders.createReminder"),
            ("did the landlord email me yesterday", "mail.openMessage"),
            ("are there any unread emails in my inbox", "mail.openMessage"),
            ("answer the landlord email", "mail.replyMail"),
            ("change the station to ninety one point five", "audio.playAudio"),
            ("start reading the hobbit again", "audio.playAudio"),
            ("I love anything by nina simone", "audio.updateAudioAffinity"),
            ("set an alarm for the dentist at eight tomorrow morning", "clock.createAlarm"),
        ] as [(String, String)])
    func secondPassPhrasingsRoute(text: String, schema: String) throws {
        let match = try schemaApps.get().match(text, context: schemaCorpusNow)
        #expect(match.outcome == .matched && match.schema == schema, "\(text) → \(match.schema ?? "\(match.outcome)")")
    }

    /// The values of those phrasings: the list the person names is a mention for the app's search,
    /// and a part of the day places a bare hour.
    @Test func secondPassValues() throws {
        let matcher = try schemaApps.get()
        let add = matcher.match("add tent pegs to my camping list", context: schemaCorpusNow)
        #expect(add[parameter: "title"] == .string("tent pegs"))
        #expect(add[parameter: "list"] == .string("camping"))
        let alarm = matcher.match("set an alarm for the dentist at eight tomorrow morning", context: schemaCorpusNow)
        #expect(alarm[parameter: "time"] == .date("2026-11-23T08:00"))
        #expect(alarm[parameter: "label"] == .string("dentist"))
    }

    /// "stop it" alone could stop anything: no clock schema takes it. A bare hour fits the phrase
    /// and keeps both halves of the day for the conversation to ask.
    @Test func guessesAreNotActedOn() throws {
        let matcher = try schemaApps.get()
        for text in ["stop it", "cancel it", "pause it", "dismiss it"] {
            #expect(matcher.match(text, context: schemaCorpusNow).outcome != .matched, "\(text)")
        }
        #expect(matcher.match("stop my alarm", context: schemaCorpusNow).schema == "clock.dismissAlarm")
        let bare = matcher.match("wake me up at six thirty", context: schemaCorpusNow)
        #expect(bare.schema == "clock.createAlarm")
        #expect(
            bare.parameters.first { $0.name == "time" }?.alternatives == [
                .date("2026-11-22T18:30"), .date("2026-11-23T06:30"),
            ])
    }

    /// The fifth pass: a name-like open slot does not take the rest of a request to list things,
    /// nor a whole sentence after "make"; a list "of" something is still a new list when the person
    /// says it is theirs or new.
    @Test func aListNameDoesNotSwallowARequestToListThings() throws {
        let matcher = try schemaApps.get()
        for text in [
            "make a list of every museum open on mondays in paris",
            "could you make me a list of films to watch this weekend",
        ] {
            let match = matcher.match(text, context: schemaCorpusNow)
            #expect(match.outcome != .matched, "\(text) → \(match.schema ?? "-")")
        }
        for text in ["I need to make a list of birthday gifts", "make a new list of birthday gifts"] {
            let match = matcher.match(text, context: schemaCorpusNow)
            #expect(match.schema == "reminders.createList", "\(text)")
            #expect(match[parameter: "title"] == .string("birthday gifts"), "\(text)")
        }
        #expect(
            matcher.match("start playing my road trip list", context: schemaCorpusNow).schema != "reminders.createList")
    }

    /// The message right after the person, with no word between them; a phrase that says "asking"
    /// or "that" still reads the message after it.
    @Test func theMessageMayFollowThePerson() throws {
        let matcher = try schemaApps.get()
        let text = matcher.match("text dad where did you park", context: schemaCorpusNow)
        #expect(text.schema == "messages.sendMessage")
        #expect(text[parameter: "destination"] == .list([.person("Dad")]))
        #expect(text[parameter: "content"] == .string("where did you park"))
        let mail = matcher.match("send mail to my sister i will call tonight", context: schemaCorpusNow)
        #expect(mail.schema == "mail.createDraft")
        #expect(mail[parameter: "body"] == .string("i will call tonight"))
        let that = matcher.match("send dad a message that the train is late", context: schemaCorpusNow)
        #expect(that[parameter: "content"] == .string("the train is late"))
        let subject = matcher.match("send email to dad with the subject tickets", context: schemaCorpusNow)
        #expect(subject[parameter: "subject"] == .string("tickets"))
    }

    /// Playlists the person names are read as words for the app to search, as reminder lists are.
    @Test func aPlaylistThePersonNamesIsRead() throws {
        let match = try schemaApps.get().match("add this song to my sunday morning playlist", context: schemaCorpusNow)
        #expect(match.schema == "audio.addToPlaylist")
        #expect(match[parameter: "playlist"] == .string("sunday morning"))
    }

    @Test func aSchemaNoAppAdoptsIsNoMatchWithAReason() throws {
        let matcher = try IntentMatcher(
            model: catalogModel(
                json: #"{"apps": [{"name": "Soup Chef", "intents": [{"name": "Order", "phrases": ["order soup"]}]}]}"#))
        let match = matcher.match("email bob about lunch")
        #expect(match.outcome == .noMatch)
        #expect(match.schema == "mail.createDraft")
        #expect(match.reason == .noAdopter(schema: "mail.createDraft"))
        #expect(matcher.match("order soup").outcome == .matched)
    }
}

/// The schema apps and a second mail app, Postbox, that a request can name.
private let schemaAppsAndPostbox = Result { () throws -> IntentMatcher in
    var model = try ManifestLoader.load(contentsOf: repositoryPath("Corpus/schemas/assistant.json"))
    model.apps += try ManifestLoader.load(
        json: #"{"apps": [{"name": "Postbox", "intents": [{"name": "Compose", "schema": "mail.createDraft"}]}]}"#
    ).apps
    model.schemas += SchemaCatalog.all
    return try IntentMatcher(model: model)
}

/// Every person in a match's parameter values.
private func people(in match: IntentMatch) -> [String] {
    match.parameters.flatMap { parameter -> [String] in
        switch parameter.value {
        case .person(let name): [name]
        case .list(let items): items.compactMap { if case .person(let name) = $0 { name } else { nil } }
        default: []
        }
    }
}

/// People in requests: a name stops before particles, verbs and app names; relations are people.
@Suite struct PersonRoutingTests {
    @Test func aNameStopsBeforeTheAppNamedAfterIt() throws {
        let match = try schemaAppsAndPostbox.get().match(
            "draft an email to carol using postbox", context: schemaCorpusNow)
        #expect(match.outcome == .matched && match.app == "Postbox" && match.schema == "mail.createDraft")
        #expect(match[parameter: "to"] == .list([.person("Carol")]))
        // with no app of that name, the word is still no part of the name
        let withoutPostbox = try schemaApps.get().match(
            "draft an email to carol using postbox", context: schemaCorpusNow)
        #expect(withoutPostbox.app == "Mailbox" && withoutPostbox[parameter: "to"] == .list([.person("Carol")]))
    }

    @Test func aRelationIsAPersonAndTheWordsAfterItAreNot() throws {
        // the scores decide whether the skipped "starting" still lets this through (they did not
        // when this was written: 0.7); whatever they decide, no person is "Mom Starting".
        let starting = try schemaApps.get().match(
            "Send email to Mom starting with the subject: Vacation.", context: schemaCorpusNow)
        #expect(!people(in: starting).contains { $0.contains("Starting") })
        #expect(
            starting.suggestions.allSatisfy { !$0.lowercased().contains("mom starting") }, "\(starting.suggestions)")
        let match = try schemaApps.get().match("send email to mom with the subject vacation", context: schemaCorpusNow)
        #expect(match.outcome == .matched && match.schema == "mail.createDraft")
        #expect(match[parameter: "to"] == .list([.person("Mom")]))
        #expect(match[parameter: "subject"] == .string("vacation"))
        let team = try schemaApps.get().match("text the team saying standup moved", context: schemaCorpusNow)
        #expect(team.schema == "messages.sendMessage" && team[parameter: "destination"] == .list([.person("The Team")]))
        #expect(
            try schemaApps.get().match("call my boss", context: schemaCorpusNow)[parameter: "recipients"]
                == .list([.person("My Boss")]))
    }

    @Test func aParticleAfterANameIsNoPartOfIt() throws {
        // the matcher's scores decide whether the skipped "back" still lets the request through;
        // whatever they decide, no person is "Tony Back".
        let match = try schemaApps.get().match("I need to call Tony back", context: schemaCorpusNow)
        #expect(!people(in: match).contains { $0.contains("Back") })
        #expect(match.suggestions.allSatisfy { !$0.lowercased().contains("tony back") }, "\(match.suggestions)")
    }

    @Test func aQuestionWordIsNoRecipient() throws {
        let match = try schemaApps.get().match("send a mail to whom to talk", context: schemaCorpusNow)
        #expect(match.schema != "messages.sendMessage")
        #expect(!people(in: match).contains("Talk") && !people(in: match).contains("Whom"))
    }
}

/// Two mail apps adopt `mail.createDraft`.
private let twoMailApps = """
    {"apps": [
      {"name": "Mailbox", "synonyms": ["mail box"], "intents": [{"name": "Compose", "schema": "mail.createDraft"}]},
      {"name": "Outbox", "intents": [{"name": "Write", "schema": "mail.createDraft"}]}
    ]}
    """

@Suite struct SchemaAdopterTests {
    @Test func theAppNamedInTheUtteranceGetsTheRequest() throws {
        let matcher = try IntentMatcher(model: catalogModel(json: twoMailApps))
        for (text, app) in [
            ("email bob about lunch using outbox", "Outbox"), ("email bob about lunch in mailbox", "Mailbox"),
            ("write an email to alice saying hi with mail box", "Mailbox"),
        ] {
            let match = matcher.match(text)
            #expect(match.outcome == .matched, "\(text)")
            #expect(match.app == app, "\(text)")
            #expect(match.schema == "mail.createDraft", "\(text)")
        }
    }

    @Test func withNoAppNamedTheRequestIsAmbiguousBetweenTheAdopters() throws {
        let matcher = try IntentMatcher(model: catalogModel(json: twoMailApps))
        let match = matcher.match("email bob about lunch")
        #expect(match.outcome == .ambiguous)
        #expect(Set(match.candidates.map(\.app)) == ["Mailbox", "Outbox"])
    }

    @Test func oneAdopterGetsTheRequestWithoutBeingNamed() throws {
        let matcher = try IntentMatcher(
            model: catalogModel(
                json: #"{"apps": [{"name": "Outbox", "intents": [{"name": "Write", "schema": "mail.createDraft"}]}]}"#))
        let match = matcher.match("email bob about lunch")
        #expect(match.outcome == .matched && match.app == "Outbox" && match.intent == "Write")
    }

    @Test func theConversationAsksWhichAppThenRuns() async throws {
        let loaded = try catalogModel(json: twoMailApps)
        let assistant = try await Assistant(
            apps: loaded.apps.map(AppRegistration.init(manifest:)), schemas: loaded.schemas)
        let conversation = assistant.conversation()
        let question = try await conversation.respond(to: "email bob about lunch")
        guard case .needsDisambiguation(let parameter, let options, _) = question.outcome else {
            Issue.record("expected a question, got \(question.kind)")
            return
        }
        #expect(parameter == "app" && options == ["Mailbox", "Outbox"])
        #expect(question.dialog?.full == "Which app should I use? Mailbox or Outbox")
        let cancelled = try await conversation.respond(to: "never mind")
        #expect(cancelled.kind == "cancelled" && cancelled.app == nil)
        _ = try await conversation.respond(to: "email bob about lunch")
        let unclear = try await conversation.respond(to: "purple")
        #expect(unclear.kind == "needsDisambiguation")
        let done = try await conversation.respond(to: "outbox")
        #expect(done.kind == "completed")
        #expect(done.app == "Outbox" && done.intent == "Write")
        guard case .completed(let completion) = done.outcome else { return }
        #expect(completion.parameters.first { $0.name == "subject" }?.value == .string("lunch"))
    }
}

/// A manifest whose one app adopts schemas with mistakes of every kind conformance reports.
private let faultyMail = """
    {"apps": [{"name": "Faulty Mail",
      "entities": {"Account": {"values": [{"id": "work", "title": "work"}]}},
      "intents": [
        {"name": "NoRecipients", "schema": "mail.createDraft", "parameters": [{"name": "subject", "type": "String", "optional": true}]},
        {"name": "TextRecipients", "schema": "mail.createDraft", "parameters": [{"name": "to", "type": "String"}]},
        {"name": "ExtraRequired", "schema": "mail.createDraft",
         "parameters": [{"name": "to", "type": "[Person]"}, {"name": "priority", "type": "Int"}]},
        {"name": "PlainAccount", "schema": "mail.createDraft",
         "parameters": [{"name": "to", "type": "[Person]"}, {"name": "account", "type": "Account", "optional": true}]},
        {"name": "Misspelled", "schema": "mail.createDraf"},
        {"name": "SendWithoutDrafts", "schema": "mail.sendDraft"}
      ]}]}
    """

@Suite struct SchemaConformanceTests {
    private func problems(_ json: String, apple: Bool = false) throws -> [Diagnostic] {
        IntentMatcher.diagnose(try catalogModel(json: json), appleRules: apple)
    }

    private func expectProblem(
        _ diagnostics: [Diagnostic], _ severity: Diagnostic.Severity, _ parts: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let found = diagnostics.contains { diagnostic in
            diagnostic.severity == severity && parts.allSatisfy { diagnostic.description.contains($0) }
        }
        #expect(
            found, "no \(severity) with \(parts) in:\n\(diagnostics.map(\.description).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }

    @Test func everyConformanceProblemIsReportedAtOnceWithAFixIt() throws {
        let found = try problems(faultyMail)
        expectProblem(
            found, .error,
            [
                "intent NoRecipients adopts mail.createDraft but has no parameter 'to' ([Person])",
                "add a parameter \"to\" of type [Person]",
            ])
        expectProblem(
            found, .error,
            [
                "parameter 'to' of intent TextRecipients is String, but mail.createDraft needs [Person]",
                "change the parameter's type to [Person]",
            ])
        expectProblem(
            found, .error,
            [
                "parameter 'priority' of intent ExtraRequired is not part of mail.createDraft and is required",
                "make it optional or give it a default",
            ])
        expectProblem(
            found, .error,
            [
                "parameter 'account' of intent PlainAccount is entity Account, which does not adopt mail.account",
                "add \"schema\": \"mail.account\" to entity Account",
            ])
        expectProblem(
            found, .error,
            [
                "intent Misspelled adopts the schema 'mail.createDraf', which is not known. Did you mean 'mail.createDraft'?"
            ])
        expectProblem(
            found, .error,
            [
                "intent SendWithoutDrafts adopts mail.sendDraft, whose parameter 'target' is a mail.draft",
                "add an entity (or enum) with \"schema\": \"mail.draft\" to the app",
            ])
        expectProblem(found, .warning, ["app Faulty Mail adopts part of the mail group but not", "mail.archiveMail"])
    }

    @Test func aSchemaOfTheWrongKindAndACustomSchemaDefinedTwiceAreErrors() throws {
        let wrongKind = try problems(
            #"{"apps": [{"name": "Mailer", "intents": [{"name": "Account", "schema": "mail.account"}]}]}"#)
        expectProblem(
            wrongKind, .error,
            [
                "intent Account adopts mail.account, which is an entity schema, not an intent schema",
                "adopt a schema of the intent kind",
            ])
        let twice = try problems(
            #"{"schemas": [{"domain": "mail", "name": "createDraft", "phrases": ["mail it"]}], "apps": [{"name": "Mailer"}]}"#
        )
        expectProblem(
            twice, .error,
            ["schema mail.createDraft is defined twice, differently", "give the custom schema another name"])
    }

    @Test func aPartlyAdoptedGroupIsAnErrorUnderApplesRules() throws {
        let json = #"{"apps": [{"name": "Outbox", "intents": [{"name": "Write", "schema": "mail.createDraft"}]}]}"#
        #expect(try problems(json).allSatisfy { $0.severity == .warning })
        expectProblem(
            try problems(json, apple: true), .error, ["app Outbox adopts part of the mail group", "mail.updateDraft"])
        #expect(
            try problems(#"{"apps": [{"name": "Timer", "intents": [{"name": "T", "schema": "clock.createTimer"}]}]}"#)
                .contains { $0.severity == .warning && $0.message.contains("clock group") })
        // the whole group adopted: nothing to say.
        #expect(try problems(repositoryText("Corpus/schemas/assistant.json") ?? "", apple: true).isEmpty)
    }

    @Test func aCustomSchemaBehavesLikeABuiltInOne() throws {
        let json = """
            {"schemas": [{"domain": "tea", "name": "brew", "summary": "Brews tea.",
                          "parameters": [{"name": "blend", "type": "tea.blend"}, {"name": "minutes", "type": "Int", "optional": true}],
                          "phrases": ["(brew|make) [me] [a] [cup of] {blend} [tea] [for {minutes} minutes]", "put the kettle on for {blend}"]},
                         {"domain": "tea", "name": "blend", "kind": "entity", "parameters": [{"name": "name", "type": "String"}]}],
             "apps": [{"name": "Teapot", "entities": {"Blend": {"schema": "tea.blend", "values": [
                          {"id": "earl-grey", "title": "Earl Grey"}, {"id": "sencha", "title": "Sencha"}]}},
                       "intents": [{"name": "Brew", "schema": "tea.brew"}]},
                      {"name": "Kettle", "intents": [{"name": "Boil", "phrases": ["boil water"]}]}]}
            """
        let matcher = try IntentMatcher(model: catalogModel(json: json))
        let match = matcher.match("make me a cup of earl grey tea for 4 minutes")
        #expect(match.outcome == .matched)
        #expect(match.schema == "tea.brew" && match.app == "Teapot" && match.intent == "Brew")
        #expect(match[parameter: "blend"] == .string("earl-grey"))
        #expect(match[parameter: "minutes"] == .int(4))
        #expect(matcher.match("brew sencha with teapot").app == "Teapot")
    }
}

// Swift intents adopting a schema, as `@AppIntent(schema: .mail.createDraft)` would.

struct ComposeMail: AppIntent {
    static let title: LocalizedStringResource = "Compose Mail"
    static var schema: AppSchema? { .mail.createDraft }
    @Parameter(title: "To") var to: [IntentPerson]
    @Parameter(title: "Subject") var subject: String?
    @Parameter(title: "Body") var body: String?
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(
            dialog:
                "Drafted an email to \(to.map(\.displayName).joined(separator: " and ")) about \(subject ?? "nothing")."
        )
    }
}

struct MisdeclaredMail: AppIntent {
    static let title: LocalizedStringResource = "Misdeclared Mail"
    static var schema: AppSchema? { .mail.createDraft }
    @Parameter(title: "To") var to: String
    func perform() async throws -> some IntentResult { .result() }
}

struct SwiftMailShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: ComposeMail(), phrases: ["New email in \(.applicationName)"], shortTitle: "Compose",
            systemImageName: "envelope")
    }
}

struct MisdeclaredShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: MisdeclaredMail(), phrases: ["Mail in \(.applicationName)"], shortTitle: "Mail",
            systemImageName: "envelope")
    }
}

@Suite struct SwiftSchemaAdoptionTests {
    @Test func aSwiftIntentAdoptingASchemaGetsItsPhrases() async throws {
        let assistant = try await Assistant(apps: [
            AppRegistration(name: "Swift Mail", shortcuts: SwiftMailShortcuts.self)
        ])
        #expect(assistant.model.apps[0].intents[0].schema == "mail.createDraft")
        // the group is known only with the catalog.
        #expect(assistant.warnings.isEmpty)
        let withCatalog = try await Assistant(
            apps: [AppRegistration(name: "Swift Mail", shortcuts: SwiftMailShortcuts.self)],
            schemas: SchemaCatalog.all)
        #expect(withCatalog.warnings.contains { $0.message.contains("part of the mail group") })
        let turn = try await assistant.conversation().respond(to: "email bob and carol about the budget")
        #expect(turn.kind == "completed")
        #expect(turn.match?.schema == "mail.createDraft")
        #expect(turn.dialog?.full == "Drafted an email to Bob and Carol about the budget.")
    }

    @Test func aSwiftIntentThatDoesNotConformIsARegistrationErrorNamingTheParameter() async {
        let error = await #expect(throws: DiagnosticList.self) {
            _ = try await Assistant(apps: [AppRegistration(name: "Bad Mail", shortcuts: MisdeclaredShortcuts.self)])
        }
        #expect(
            error?.diagnostics.contains {
                $0.message == "parameter 'to' of intent MisdeclaredMail is String, but mail.createDraft needs [Person]"
                    && $0.source == "MisdeclaredMail.to.type"
            } == true)
    }
}
