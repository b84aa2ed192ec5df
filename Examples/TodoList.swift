// A to-do app: a String parameter filled from the utterance or asked for, a confirmation
// inside perform(), a disambiguation inside perform(), and an intent that needs the device
// unlocked.
import Phrasebook

/// A task on the list.
public struct TaskEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Task"
    public static let defaultQuery = TaskQuery()

    public let id: String
    public let title: String
    public let list: String

    public init(id: String, title: String, list: String) {
        self.id = id
        self.title = title
        self.list = list
    }

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: "\(list)")
    }
}

/// Finds tasks: the open ones are suggested; a search by words finds the others.
public struct TaskQuery: EntityStringQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [TaskEntity] {
        await TaskStore.shared.tasks.filter { identifiers.contains($0.id) }
    }

    public func suggestedEntities() async throws -> [TaskEntity] { await TaskStore.shared.tasks }

    public func entities(matching string: String) async throws -> [TaskEntity] {
        await TaskStore.shared.tasks.filter { $0.title.lowercased().contains(string.lowercased()) }
    }
}

/// The tasks of one person's list. Each conversation test makes its own store.
public actor TaskStore {
    @TaskLocal public static var shared = TaskStore()

    public private(set) var tasks: [TaskEntity]
    public private(set) var opened: [String] = []
    private var nextID = 100

    public init(
        tasks: [TaskEntity] = [
            TaskEntity(id: "1", title: "Buy milk", list: "Groceries"),
            TaskEntity(id: "2", title: "Call the plumber", list: "Home"),
            TaskEntity(id: "3", title: "Buy milk", list: "Office"),
        ]
    ) {
        self.tasks = tasks
    }

    public func add(_ title: String) -> TaskEntity {
        nextID += 1
        let task = TaskEntity(id: String(nextID), title: title, list: "Inbox")
        tasks.append(task)
        return task
    }

    public func removeAll() -> Int {
        defer { tasks.removeAll() }
        return tasks.count
    }

    public func open(_ task: TaskEntity) { opened.append(task.id) }
}

/// Lists the tasks.
public struct GetTasksIntent: AppIntent {
    public static let title: LocalizedStringResource = "Get Tasks"

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<[String]> & ProvidesDialog {
        let titles = await TaskStore.shared.tasks.map(\.title)
        let dialog: IntentDialog =
            titles.isEmpty
            ? "Your list is empty." : "You have \(titles.count) tasks: \(titles.joined(separator: ", "))."
        return .result(value: titles, dialog: dialog)
    }
}

/// Adds a task.
public struct AddTaskIntent: AppIntent {
    public static let title: LocalizedStringResource = "Add Task"

    @Parameter(title: "Task", requestValueDialog: "What should I add?")
    public var taskTitle: String

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        let task = await TaskStore.shared.add(taskTitle)
        return .result(dialog: "Added “\(task.title)”.")
    }
}

/// Deletes every task, after asking.
public struct DeleteAllTasksIntent: AppIntent {
    public static let title: LocalizedStringResource = "Delete All Tasks"
    public static let authenticationPolicy: IntentAuthenticationPolicy = .requiresLocalDeviceAuthentication

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        let count = await TaskStore.shared.tasks.count
        try await requestConfirmation(actionName: .delete, dialog: "Delete all \(count) tasks?")
        let deleted = await TaskStore.shared.removeAll()
        return .result(dialog: "Deleted \(deleted) tasks.")
    }
}

/// Opens a task in the app; when the task is not named, or the name fits several, asks which.
public struct OpenTaskIntent: AppIntent {
    public static let title: LocalizedStringResource = "Open Task"
    public static let openAppWhenRun = true

    @Parameter(title: "Task")
    public var task: TaskEntity?

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        let chosen: TaskEntity
        if let task {
            chosen = task
        } else {
            let open = await TaskStore.shared.tasks
            chosen = try await $task.requestDisambiguation(among: open, dialog: "Which task?")
        }
        await TaskStore.shared.open(chosen)
        return .result(dialog: "Opening “\(chosen.title)” (\(chosen.list)).")
    }
}

/// The to-do app's shortcuts.
public struct TodoShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: GetTasksIntent(),
            phrases: [
                "(What's|What is) on my list in \(.applicationName)",
                "(Show|Get) my tasks (in|from) \(.applicationName)",
            ], shortTitle: "Tasks", systemImageName: "checklist")
        AppShortcut(
            intent: AddTaskIntent(),
            phrases: [
                "Add \(\.$taskTitle) to \(.applicationName)",
                "Add a task (in|to) \(.applicationName)",
            ], shortTitle: "Add Task", systemImageName: "plus")
        AppShortcut(
            intent: DeleteAllTasksIntent(),
            phrases: [
                "(Delete|Clear) all [my] tasks in \(.applicationName)"
            ], shortTitle: "Delete All", systemImageName: "trash")
        AppShortcut(
            intent: OpenTaskIntent(),
            phrases: [
                "Open [the] task \(\.$task) in \(.applicationName)",
                "Open a task in \(.applicationName)",
            ], shortTitle: "Open Task", systemImageName: "doc")
    }
}
