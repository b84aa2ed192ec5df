// Landmarks, after WWDC25's "Get to know App Intents": the landmark entity's query reads the
// app's model through @Dependency (registered with AppDependencyManager), an OpenIntent that is
// also a TargetContentProvidingIntent opens a landmark, and "find the closest landmark" returns
// one (ReturnsValue<LandmarkEntity>) that "open it" then opens. An enum parameter with
// requestValueDialog navigates between the app's sections.
import Foundation
import Phrasebook

/// A landmark of the app's model.
public struct Landmark: Sendable, Hashable {
    public let id: Int
    public let name: String
    public let continent: String
    public let latitude: Double
    public let longitude: Double

    public init(id: Int, name: String, continent: String, latitude: Double = 0, longitude: Double = 0) {
        self.id = id
        self.name = name
        self.continent = continent
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// The app's model: its landmarks and where the user is. The app adds it to the
/// AppDependencyManager; the query and the intents read it with @Dependency.
public final class ModelData: @unchecked Sendable {
    /// The model the example app registers.
    public static let shared = ModelData()

    private let lock = NSLock()
    private var stored: [Landmark] = [
        Landmark(id: 1, name: "Mount Fuji", continent: "Asia", latitude: 35.36, longitude: 138.73),
        Landmark(id: 2, name: "Grand Canyon", continent: "North America", latitude: 36.11, longitude: -112.11),
        Landmark(id: 3, name: "Matterhorn", continent: "Europe", latitude: 45.98, longitude: 7.66),
        Landmark(id: 4, name: "Uluru", continent: "Oceania", latitude: -25.34, longitude: 131.04),
        Landmark(id: 10, name: "Golden Gate Bridge", continent: "North America", latitude: 37.82, longitude: -122.48),
        Landmark(id: 11, name: "Eiffel Tower", continent: "Europe", latitude: 48.86, longitude: 2.29),
        Landmark(id: 12, name: "Statue of Liberty", continent: "North America", latitude: 40.69, longitude: -74.04),
    ]
    private var location = (latitude: 37.77, longitude: -122.42)

    public init() {}

    /// Every landmark.
    public var landmarks: [Landmark] { lock.withLock { stored } }

    public func add(_ landmark: Landmark) { lock.withLock { stored.append(landmark) } }
    public func remove(id: Int) { lock.withLock { stored.removeAll { $0.id == id } } }

    /// Moves the user (the closest landmark changes).
    public func moveUser(latitude: Double, longitude: Double) { lock.withLock { location = (latitude, longitude) } }

    /// The entities of the landmarks with these identifiers.
    public func landmarkEntities(for identifiers: [LandmarkEntity.ID]) -> [LandmarkEntity] {
        landmarks.filter { identifiers.contains($0.id) }.map(LandmarkEntity.init(landmark:))
    }

    /// The entities of the landmarks whose names have every word of `string`.
    public func landmarkEntities(matching string: String) -> [LandmarkEntity] {
        let words = string.lowercased().split(separator: " ")
        return landmarks.filter { landmark in words.allSatisfy { landmark.name.lowercased().contains($0) } }
            .map(LandmarkEntity.init(landmark:))
    }

    /// The landmark nearest the user.
    public func closestLandmark() -> Landmark? {
        let here = lock.withLock { location }
        return landmarks.min { first, second in
            distance(first, here) < distance(second, here)
        }
    }

    private func distance(_ landmark: Landmark, _ here: (latitude: Double, longitude: Double)) -> Double {
        let dy = landmark.latitude - here.latitude
        let dx = (landmark.longitude - here.longitude) * cos(here.latitude * .pi / 180)
        return dx * dx + dy * dy
    }
}

/// A landmark, as intents name it.
public struct LandmarkEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Landmark"
    public static let defaultQuery = LandmarkEntityQuery()

    public var id: Int { landmark.id }
    public var name: String { landmark.name }
    public var continent: String { landmark.continent }

    public let landmark: Landmark

    public init(landmark: Landmark) { self.landmark = landmark }

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)", subtitle: "\(continent)", image: DisplayRepresentation.Image(systemName: "mountain.2"))
    }
}

/// Finds landmarks in the app's model, which it reads through @Dependency.
public struct LandmarkEntityQuery: EntityQuery {
    @Dependency var modelData: ModelData

    public init() {}

    public func entities(for identifiers: [LandmarkEntity.ID]) async throws -> [LandmarkEntity] {
        modelData.landmarkEntities(for: identifiers)
    }

    public func suggestedEntities() async throws -> [LandmarkEntity] {
        modelData.landmarkEntities(for: modelData.landmarks.map(\.id))
    }
}

extension LandmarkEntityQuery: EntityStringQuery {
    public func entities(matching string: String) async throws -> [LandmarkEntity] {
        modelData.landmarkEntities(matching: string)
    }
}

/// Where the app can navigate to.
public enum NavigationOption: String, AppEnum {
    case landmarks, map, collections

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Navigation Option"
    public static let caseDisplayRepresentations: [NavigationOption: DisplayRepresentation] = [
        .landmarks: DisplayRepresentation(title: "Landmarks", synonyms: ["landmark list", "all landmarks"]),
        .map: DisplayRepresentation(title: "Map", synonyms: ["the map"]),
        .collections: DisplayRepresentation(title: "Collections", synonyms: ["my collections"]),
    ]
}

/// Shows one of the app's sections.
public struct NavigateIntent: AppIntent {
    public static let title: LocalizedStringResource = "Navigate to Section"
    public static let openAppWhenRun = true

    @Parameter(title: "Section", requestValueDialog: IntentDialog("Where would you like to navigate to?"))
    public var navigationOption: NavigationOption

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(
            dialog:
                "Showing \(NavigationOption.caseDisplayRepresentations[navigationOption]?.title.key ?? navigationOption.rawValue)."
        )
    }
}

/// Opens a landmark: the app shows it, so there is nothing to perform.
public struct OpenLandmarkIntent: OpenIntent, TargetContentProvidingIntent {
    public static let title: LocalizedStringResource = "Open Landmark"

    @Parameter(title: "Landmark", requestValueDialog: "Which landmark?")
    public var target: LandmarkEntity

    public init() {}
}

/// Finds the landmark closest to the user and returns it.
public struct FindClosestLandmarkIntent: AppIntent {
    public static let title: LocalizedStringResource = "Find Closest Landmark"
    public static let description = IntentDescription("Finds the landmark nearest to you.")

    @Dependency var modelData: ModelData

    public init() {}

    public func perform() async throws -> some ReturnsValue<LandmarkEntity> & ProvidesDialog & ShowsSnippetView {
        guard let landmark = modelData.closestLandmark() else { throw LandmarkError.noLandmarks }
        let entity = LandmarkEntity(landmark: landmark)
        // Apple's version shows a SwiftUI snippet; here the card is data for the front end.
        return .result(
            value: entity,
            dialog: IntentDialog(
                full: "The closest landmark is \(landmark.name).",
                supporting: "\(landmark.name) is in \(landmark.continent)."),
            snippet: IntentSnippet(entity: entity, fields: [.init(label: "Continent", value: landmark.continent)]))
    }
}

/// Why a landmark intent failed.
public enum LandmarkError: Error, CustomStringConvertible {
    case noLandmarks

    public var description: String { "there are no landmarks" }
}

/// The landmarks app's shortcuts.
public struct LandmarksShortcuts: AppShortcutsProvider {
    public static let shortcutTileColor = ShortcutTileColor.teal

    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: NavigateIntent(),
            phrases: [
                "(Navigate|Go) to \(\.$navigationOption) in \(.applicationName)",
                "Navigate in \(.applicationName)",
            ], shortTitle: "Navigate", systemImageName: "arrow.right")
        AppShortcut(
            intent: OpenLandmarkIntent(),
            phrases: [
                "Open \(\.$target) in \(.applicationName)",
                "Open a landmark in \(.applicationName)",
            ], shortTitle: "Open Landmark", systemImageName: "mountain.2")
        AppShortcut(
            intent: FindClosestLandmarkIntent(),
            phrases: [
                "Find [the] (closest|nearest) landmark [(in|with) \(.applicationName)]",
                "(What's|What is) the (closest|nearest) landmark [in \(.applicationName)]",
            ], shortTitle: "Closest Landmark", systemImageName: "location")
    }
}
