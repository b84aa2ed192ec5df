import AssistantSchemas
import Phrasebook
import Testing

/// How many intent, entity and enum schemas a domain has, as Apple's domain pages list them
/// (Apple's schema catalog, deprecated schemas included).
struct DomainCount: Sendable, CustomTestStringConvertible {
    var domain: String
    var intents: Int
    var entities: Int
    var enums: Int

    var testDescription: String { domain }
}

@Suite("Schema catalog")
struct SchemaCatalogTests {
    static let counts: [DomainCount] = [
        DomainCount(domain: "audio", intents: 7, entities: 18, enums: 6),
        DomainCount(domain: "calendar", intents: 3, entities: 3, enums: 4),
        DomainCount(domain: "camera", intents: 5, entities: 0, enums: 3),
        DomainCount(domain: "clock", intents: 10, entities: 2, enums: 2),
        DomainCount(domain: "mail", intents: 12, entities: 5, enums: 0),
        DomainCount(domain: "maps", intents: 6, entities: 6, enums: 7),
        DomainCount(domain: "messages", intents: 5, entities: 4, enums: 5),
        DomainCount(domain: "notes", intents: 2, entities: 3, enums: 0),
        DomainCount(domain: "phone", intents: 1, entities: 1, enums: 1),
        DomainCount(domain: "photos", intents: 28, entities: 3, enums: 4),
        DomainCount(domain: "reminders", intents: 5, entities: 5, enums: 2),
        DomainCount(domain: "system", intents: 2, entities: 0, enums: 0),
        DomainCount(domain: "assistant", intents: 1, entities: 0, enums: 0),
        DomainCount(domain: "visualIntelligence", intents: 1, entities: 0, enums: 0),
        DomainCount(domain: "books", intents: 9, entities: 3, enums: 10),
        DomainCount(domain: "browser", intents: 13, entities: 5, enums: 1),
        DomainCount(domain: "files", intents: 5, entities: 1, enums: 0),
        DomainCount(domain: "journal", intents: 5, entities: 1, enums: 0),
        DomainCount(domain: "presentation", intents: 14, entities: 3, enums: 0),
        DomainCount(domain: "reader", intents: 9, entities: 2, enums: 1),
        DomainCount(domain: "spreadsheet", intents: 14, entities: 3, enums: 0),
        DomainCount(domain: "whiteboard", intents: 7, entities: 2, enums: 2),
        DomainCount(domain: "wordProcessor", intents: 9, entities: 3, enums: 0),
    ]

    @Test(arguments: counts)
    func domainHasApplesSchemaCounts(expected: DomainCount) {
        let schemas = SchemaCatalog.schemas(in: expected.domain)
        #expect(schemas.filter { $0.kind == .intent }.count == expected.intents)
        #expect(schemas.filter { $0.kind == .entity }.count == expected.entities)
        #expect(schemas.filter { $0.kind == .enumeration }.count == expected.enums)
    }

    @Test func totalsMatchApplesCatalog() {
        #expect(SchemaCatalog.domains.count == 23)
        #expect(SchemaCatalog.domains == Self.counts.map(\.domain))
        #expect(SchemaCatalog.all.filter { $0.kind == .intent }.count == 173)
        #expect(SchemaCatalog.all.filter { $0.kind == .entity }.count == 73)
        #expect(SchemaCatalog.all.filter { $0.kind == .enumeration }.count == 48)
    }

    @Test func tiersFollowApplesDomainList() {
        let primary = [
            "audio", "calendar", "camera", "clock", "mail", "maps", "messages", "notes", "phone", "photos",
            "reminders", "system",
        ]
        for schema in SchemaCatalog.all {
            let expected: AppSchema.Tier =
                primary.contains(schema.domain)
                ? .primary
                : ["assistant", "visualIntelligence"].contains(schema.domain) ? .singlePurpose : .shortcutsOnly
            #expect(schema.tier == expected, "\(schema.identifier)")
        }
    }

    @Test func deprecatedSchemasAreMarked() {
        let deprecated = SchemaCatalog.all.filter(\.isDeprecated).map(\.identifier)
        #expect(
            deprecated == [
                "photos.openAsset", "photos.search", "system.search", "books.playAudiobook", "books.search",
                "browser.search", "journal.search",
            ])
    }

    @Test func identifiersAreUniqueAndNamesUniqueWithinADomain() {
        let identifiers = SchemaCatalog.all.map(\.identifier)
        #expect(Set(identifiers).count == identifiers.count)
        for domain in SchemaCatalog.domains {
            let names = SchemaCatalog.schemas(in: domain).map(\.name)
            #expect(Set(names).count == names.count, "\(domain) uses a name twice across kinds")
        }
    }

    @Test func everySchemaTypeNamesAnEntityOrEnumOfTheCatalog() {
        for schema in SchemaCatalog.all {
            for type in schema.parameters.map(\.type) + (schema.result.map { [$0] } ?? []) {
                guard let identifier = type.schemaIdentifier else { continue }
                let target = SchemaCatalog.schema(identifier)
                #expect(target != nil && target?.kind != .intent, "\(schema.identifier) names \(identifier)")
            }
        }
    }

    @Test func everySchemaIsDescribed() {
        for schema in SchemaCatalog.all {
            #expect(schema.summary.hasSuffix("."), "\(schema.identifier)")
            #expect(schema.kind != .enumeration || !schema.cases.isEmpty, "\(schema.identifier) has no cases")
            #expect(schema.kind != .entity || schema.parameter(named: "id") != nil, "\(schema.identifier) has no id")
            let names = schema.parameters.map(\.name)
            #expect(Set(names).count == names.count, "\(schema.identifier) names a parameter twice")
        }
    }

    @Test func phrasebookDefinedSchemasHaveNoDocumentedParameters() {
        for schema in SchemaCatalog.all where schema.isPhrasebookDefined {
            #expect(schema.parameters.allSatisfy { !$0.isDocumented }, "\(schema.identifier)")
        }
    }

    @Test func accessReadsLikeApples() {
        #expect(AppSchema.mail.createDraft.identifier == "mail.createDraft")
        #expect(AppSchema.messages.sendMessage.identifier == "messages.sendMessage")
        #expect(AppSchema.clock.createTimer.identifier == "clock.createTimer")
        #expect(AppSchema.mail.account.kind == .entity)
        #expect(AppSchema.photos.assetType.cases == ["photo", "video"])
        // an implicit member chain, as in `static var schema: AppSchema? { .mail.createDraft }`
        let schema: AppSchema? = .mail.createDraft
        #expect(schema == SchemaCatalog.schema("mail.createDraft"))
        #expect(SchemaCatalog.schema("mail.noSuchSchema") == nil)
    }

    @Test func createDraftHasApplesParameters() {
        let createDraft = AppSchema.mail.createDraft
        #expect(
            createDraft.description == """
                mail.createDraft(to: [Person], cc: [Person]?, bcc: [Person]?, subject: String?, body: String?, \
                account: mail.account?, attachments: [IntentFile]?) -> mail.draft
                """)
        #expect(createDraft.parameters.allSatisfy { $0.isDocumented })
        #expect(!createDraft.isPhrasebookDefined)
        #expect(createDraft.result == .schema("mail.draft"))
        #expect(createDraft.parameter(named: "attachments")?.type == .list(.system("IntentFile")))
    }

    @Test func sendMessageHasApplesParameters() {
        #expect(
            AppSchema.messages.sendMessage.parameters.map(\.description) == [
                "content: String?", "destination: [Person]", "subject: String?", "attachments: [IntentFile]?",
                "audioMessage: IntentFile?", "locations: [PlaceDescriptor]?", "links: [URL]?", "scheduledDate: Date?",
            ])
    }

    @Test func phrasebookDefinedParametersAreMarked() {
        let timer = AppSchema.clock.createTimer
        #expect(timer.description == "clock.createTimer(duration: Duration, label: String?) -> clock.timer")
        #expect(timer.isPhrasebookDefined)
        #expect(timer.parameters.allSatisfy { !$0.isDocumented })
        let edit = AppSchema.messages.editSentMessage
        #expect(!edit.isPhrasebookDefined)
        #expect(edit.parameters.map(\.isDocumented) == [true, true, false])
    }

    @Test func entitiesAndEnumsDescribeThemselves() {
        #expect(AppSchema.mail.account.description == "mail.account { id: String, name: String, emailAddress: String }")
        #expect(AppSchema.photos.assetType.description == "photos.assetType = photo | video")
    }

    @Test func jsonHoldsTheWholeSchema() {
        let json = AppSchema.phone.startCall.json
        #expect(
            json.serialized() == #"""
                {"identifier":"phone.startCall","domain":"phone","name":"startCall","kind":"intent","tier":"primary",\#
                "summary":"Calls a person, a handle or a group, by audio or video.","deprecated":false,"phrasebookDefined":true,\#
                "parameters":[{"name":"recipients","type":"[Person]","optional":false,"documented":false},\#
                {"name":"mode","type":"phone.audioVisualMode","optional":true,"documented":false}],"result":null,\#
                "phrases":\#(JSONValue.array(AppSchema.phone.startCall.phrases.map(\.json)).serialized()),\#
                "examples":["Video call Bill and Maria."]}
                """#)
        #expect(AppSchema.photos.assetType.json.objectValue?["cases"] == ["photo", "video"])
        #expect(AppSchema.mail.account.json.objectValue?["properties"]?.arrayValue?.count == 3)
    }
}
