import Phrasebook

extension AppSchema {
    /// Browser: tabs, windows, bookmarks and history (Shortcuts only).
    public static var browser: BrowserSchemas { BrowserSchemas.shared }
}

private let domain = SchemaDomain("browser", tier: .shortcutsOnly)

/// The browser domain's schemas: `.browser.openURLInTab`, `.browser.tab`, ….
///
/// Apple documents no parameters or cases for this domain; Phrasebook defines them.
public struct BrowserSchemas: Sendable, SchemaCollection {
    static let shared = BrowserSchemas()

    /// Bookmarks a tab, the current one unless named.
    public let bookmarkTab = domain.intent(
        "bookmarkTab", "Bookmarks a tab, the current one unless named.",
        [.optional("target", .schema("browser.tab")), .optional("folder", .string)],
        phrases: [
            "bookmark (this|the current) (tab|page|site)",
            "(add|save) (this|the current) (tab|page) to [my] bookmarks",
            "bookmark (this|the) (tab|page) in [the] {folder} folder",
        ])

    /// Bookmarks a web address.
    public let bookmarkURL = domain.intent(
        "bookmarkURL", "Bookmarks a web address.",
        [.required("url", .url), .optional("title", .string)],
        phrases: [
            "bookmark {url}",
            "(add|save) {url} to [my] bookmarks",
            "bookmark {url} as {title}",
        ])

    /// Clears the browsing history, for a time frame when given.
    public let clearHistory = domain.intent(
        "clearHistory", "Clears the browsing history, for a time frame when given.",
        [.optional("timeFrame", .schema("browser.clearHistoryTimeFrame"))],
        phrases: [
            "(clear|delete|erase) [my] [browsing] history",
            "(clear|delete|erase) [my] [browsing] history (from|for) {timeFrame}",
        ])

    /// Closes tabs, the current one unless named.
    public let closeTabs = domain.intent(
        "closeTabs", "Closes tabs, the current one unless named.",
        [.optional("entities", .list(.schema("browser.tab")))],
        phrases: [
            "close (this|the current) tab",
            "close all [of] [my] tabs",
            "close the {entities} (tab|tabs)",
        ])

    /// Closes windows, the current one unless named.
    public let closeWindows = domain.intent(
        "closeWindows", "Closes windows, the current one unless named.",
        [.optional("entities", .list(.schema("browser.window")))],
        phrases: [
            "close (this|the current) [browser] window",
            "close all [of] [my] [browser] windows",
        ])

    /// Opens a new, empty tab, in a tab group when given.
    public let createTab = domain.intent(
        "createTab", "Opens a new, empty tab, in a tab group when given.",
        [.optional("tabGroup", .schema("browser.tabGroup"))],
        phrases: [
            "(open|create|start) a new tab",
            "new tab",
            "open a new tab in [the] {tabGroup} [tab] group",
        ])

    /// Opens a new window, private when asked.
    public let createWindow = domain.intent(
        "createWindow", "Opens a new window, private when asked.",
        [.optional("isPrivate", .bool)],
        phrases: [
            "(open|create) a new [browser] window",
            "new window",
            "open a new private window".setting("isPrivate", to: true),
            "(open|create) a new (incognito|private browsing) window".setting("isPrivate", to: true),
        ])

    /// Deletes bookmarks.
    public let deleteBookmarks = domain.intent(
        "deleteBookmarks", "Deletes bookmarks.",
        [.required("entities", .list(.schema("browser.bookmark")))],
        phrases: [
            "(delete|remove) (this|the) bookmark",
            "(delete|remove) [the|my] {entities} bookmark",
            "(delete|remove) [the] bookmark (for|to) {entities}",
        ])

    /// Finds text on the page.
    public let findOnPage = domain.intent(
        "findOnPage", "Finds text on the page.",
        [.required("query", .string)],
        phrases: [
            "find {query} on (this|the) page",
            "search (this|the) page for {query}",
            "(find|look for) {query} in (this|the) (page|article)",
        ])

    /// Opens a bookmark.
    public let openBookmark = domain.intent(
        "openBookmark", "Opens a bookmark.",
        [.required("target", .schema("browser.bookmark"))],
        phrases: [
            "open [my] {target} bookmark",
            "open [the] bookmark (for|to|called) {target}",
            "go to [my] {target} bookmark",
        ])

    /// Opens a web address in a tab.
    public let openURLInTab = domain.intent(
        "openURLInTab", "Opens a web address in a tab.",
        [.required("url", .url), .optional("tab", .schema("browser.tab"))],
        phrases: [
            "(go to|open|visit|load) {url}",
            "open {url} in (a|a new) tab",
            "open {url} in the {tab} tab",
        ])

    /// Switches to another tab.
    public let switchTab = domain.intent(
        "switchTab", "Switches to another tab.",
        [.required("target", .schema("browser.tab"))],
        phrases: [
            "(switch|go) to [the] {target} tab",
            "(switch|go) to the (next|previous|last) tab",
            "show [me] the {target} tab",
        ])

    /// Searches the web; Apple now deprecates it.
    public let search = domain.intent(
        "search", "Searches the web; Apple now deprecates it.",
        [.required("criteria", .string)], deprecated: true,
        phrases: [
            "search the web for {criteria}",
            "(search|look up) {criteria} (online|on the web)",
        ])

    /// A bookmark.
    public let bookmark = domain.entity(
        "bookmark", "A bookmark.",
        [.required("id", .string), .required("title", .string), .required("url", .url), .optional("folder", .string)])
    /// A page saved to read later.
    public let readingListItem = domain.entity(
        "readingListItem", "A page saved to read later.",
        [.required("id", .string), .required("title", .string), .required("url", .url), .required("isRead", .bool)])
    /// A browser tab.
    public let tab = domain.entity(
        "tab", "A browser tab.",
        [.required("id", .string), .required("title", .string), .optional("url", .url), .required("isPrivate", .bool)])
    /// A named group of tabs.
    public let tabGroup = domain.entity(
        "tabGroup", "A named group of tabs.", [.required("id", .string), .required("title", .string)])
    /// A browser window.
    public let window = domain.entity(
        "window", "A browser window.",
        [.required("id", .string), .optional("title", .string), .required("isPrivate", .bool)])

    /// How much history to clear.
    public let clearHistoryTimeFrame = domain.enumeration(
        "clearHistoryTimeFrame", "How much history to clear.",
        cases: ["lastHour", "today", "todayAndYesterday", "allTime"])
}
