// Landmarks: an enum parameter with requestValueDialog, and an entity whose query lists every
// instance (EnumerableEntityQuery).
import Phrasebook

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

/// A landmark.
public struct LandmarkEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Landmark"
    public static let defaultQuery = LandmarkQuery()

    public let id: Int
    public let name: String
    public let continent: String

    public init(id: Int, name: String, continent: String) {
        self.id = id
        self.name = name
        self.continent = continent
    }

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(continent)")
    }
}

/// Lists every landmark: all their names are in phrases.
public struct LandmarkQuery: EnumerableEntityQuery {
    public init() {}

    public func allEntities() async throws -> [LandmarkEntity] { await LandmarkCatalog.shared.landmarks }
}

/// The landmarks the app knows.
public actor LandmarkCatalog {
    public static let shared = LandmarkCatalog()

    public private(set) var landmarks: [LandmarkEntity] = [
        LandmarkEntity(id: 1, name: "Mount Fuji", continent: "Asia"),
        LandmarkEntity(id: 2, name: "Grand Canyon", continent: "North America"),
        LandmarkEntity(id: 3, name: "Matterhorn", continent: "Europe"),
        LandmarkEntity(id: 4, name: "Uluru", continent: "Oceania"),
    ]

    public func add(_ landmark: LandmarkEntity) { landmarks.append(landmark) }
    public func remove(id: Int) { landmarks.removeAll { $0.id == id } }
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

/// Opens a landmark.
public struct OpenLandmarkIntent: AppIntent {
    public static let title: LocalizedStringResource = "Open Landmark"
    public static let openAppWhenRun = true

    @Parameter(title: "Landmark", requestValueDialog: "Which landmark?")
    public var landmark: LandmarkEntity

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        .result(value: landmark.id, dialog: "Here's \(landmark.name).")
    }
}

/// The landmarks app's shortcuts.
public struct LandmarksShortcuts: AppShortcutsProvider {
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
                "(Open|Show me) \(\.$landmark) in \(.applicationName)",
                "Open a landmark in \(.applicationName)",
            ], shortTitle: "Open Landmark", systemImageName: "mountain.2")
    }
}
