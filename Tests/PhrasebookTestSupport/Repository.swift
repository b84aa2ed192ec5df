import Foundation
import Testing

/// The repository's root folder, found from this file's location (`Tests/PhrasebookTestSupport/`).
public let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The path of `relative` inside the repository.
public func repositoryPath(_ relative: String) -> String {
    repositoryRoot.appendingPathComponent(relative).path
}

/// The text of the repository file at `relative`, or nil when it cannot be read.
public func repositoryText(_ relative: String) -> String? {
    FileManager.default.contents(atPath: repositoryPath(relative)).map { String(decoding: $0, as: UTF8.self) }
}

/// The public corpora (CLINC150, SNIPS, HWU64), which tests read in place from `../shared/corpora`
/// beside the checkout and never copy into it. Tests that need one skip, saying so, when it is absent.
public enum SharedCorpora {
    /// The folder that holds them: `PHRASEBOOK_CORPORA` when it is set (a checkout that is not beside
    /// them, such as a second worktree), else `../shared/corpora` beside the checkout.
    public static let folder: URL = {
        if let path = ProcessInfo.processInfo.environment["PHRASEBOOK_CORPORA"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora")
    }()

    /// The file or folder at `relative` inside ``folder``.
    public static func url(_ relative: String) -> URL { folder.appendingPathComponent(relative) }

    /// Whether `relative` exists inside ``folder``.
    public static func has(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: url(relative).path) }

    /// The one-line reason a test that needs `relative` gives when it skips.
    public static func absence(_ relative: String) -> Comment {
        "skipped: the public corpus ../shared/corpora/\(relative) is not beside the checkout (see CONTRIBUTING.md)"
    }
}
