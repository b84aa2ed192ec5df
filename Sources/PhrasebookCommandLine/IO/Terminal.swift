import Foundation

/// What the process is connected to: prompts and progress lines are for people at a terminal only.
enum Terminal {
    /// Whether standard input is a terminal (someone types the lines).
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 }

    /// Whether standard error is a terminal (progress lines would be seen, not logged).
    static var showsStatus: Bool { isatty(STDERR_FILENO) == 1 }

    /// Whether standard output is a terminal: then a progress line on standard error would be
    /// interleaved with the answers.
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Shows `prompt` on standard error when someone types at a terminal; otherwise nothing.
    static func prompt(_ prompt: String = "> ") {
        if isInteractive && showsStatus { Output.status(prompt) }
    }
}

/// A progress line on standard error ("1,200 of 5,000 lines"), rewritten in place at most a few
/// times a second, and only when standard error is a terminal.
struct Progress {
    private let total: Int?
    private let noun: String
    private let enabled: Bool
    private var lastShown = ContinuousClock.now
    private var shown = false

    init(total: Int? = nil, noun: String = "lines", enabled: Bool = Terminal.showsStatus) {
        self.total = total
        self.noun = noun
        self.enabled = enabled
    }

    /// Reports that `done` items are finished.
    mutating func update(_ done: Int) {
        guard enabled else { return }
        let now = ContinuousClock.now
        guard now - lastShown >= .milliseconds(200) else { return }
        lastShown = now
        shown = true
        let count = done.formatted()
        Output.status("\r\u{1B}[K" + (total.map { "\(count) of \($0.formatted()) \(noun)" } ?? "\(count) \(noun)"))
    }

    /// Clears the line, so the output that follows starts clean.
    mutating func finish() {
        if shown { Output.status("\r\u{1B}[K") }
        shown = false
    }
}
