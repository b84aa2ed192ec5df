import Phrasebook

final class ModelData: Sendable {
    let landmarks = [(id: 1, name: "Golden Gate Bridge"), (id: 2, name: "Eiffel Tower")]

    func landmarkEntities(for identifiers: [Int]) -> [LandmarkEntity] {
        landmarks.filter { identifiers.contains($0.id) }.map { LandmarkEntity(id: $0.id, name: $0.name) }
    }
}

struct LandmarkEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Landmark"
    static let defaultQuery = LandmarkEntityQuery()

    let id: Int
    let name: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct LandmarkEntityQuery: EntityQuery {
    @Dependency var modelData: ModelData

    func entities(for identifiers: [LandmarkEntity.ID]) async throws -> [LandmarkEntity] {
        modelData.landmarkEntities(for: identifiers)
    }

    func suggestedEntities() async throws -> [LandmarkEntity] {
        modelData.landmarkEntities(for: modelData.landmarks.map(\.id))
    }
}

struct OpenLandmarkIntent: OpenIntent, TargetContentProvidingIntent {
    static let title: LocalizedStringResource = "Open Landmark"

    @Parameter(title: "Landmark", requestValueDialog: "Which landmark?")
    var target: LandmarkEntity
}

struct FindClosestLandmarkIntent: AppIntent {
    static let title: LocalizedStringResource = "Find Closest Landmark"

    @Dependency var modelData: ModelData

    func perform() async throws -> some ReturnsValue<LandmarkEntity> & ProvidesDialog {
        let closest = modelData.landmarkEntities(for: [2])[0]
        return .result(value: closest, dialog: "The closest landmark is \(closest.name).")
    }
}

struct LandmarksShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenLandmarkIntent(), phrases: ["Open \(\.$target) in \(.applicationName)"])
        AppShortcut(intent: FindClosestLandmarkIntent(), phrases: ["Find the closest landmark"])
    }
}

AppDependencyManager.shared.add(dependency: ModelData())
let assistant = try await Assistant(apps: [AppRegistration(name: "Landmarks", shortcuts: LandmarksShortcuts.self)])
let conversation = assistant.conversation()
for utterance in ["open the golden gate bridge", "find the closest landmark", "open it", "open the pod bay doors"] {
    let turn = try await conversation.respond(to: utterance)
    print("\(utterance) → \(turn.kind) \(turn.target?.description ?? turn.dialog?.full ?? "")")
}
// open the golden gate bridge → completed LandmarkEntity 1 (Golden Gate Bridge)
// find the closest landmark → completed The closest landmark is Eiffel Tower.
// open it → completed LandmarkEntity 2 (Eiffel Tower)
// open the pod bay doors → noMatch Sorry, I didn't get that. Did you mean “open the Golden Gate Bridge”?
