/// A problem with what the command was asked to work on (a file it cannot read, a manifest with
/// errors): exit status 1.
struct CommandError: Error, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// A command line the verb cannot read (an unknown option, a bad value, a missing argument):
/// exit status 64, with the usage line.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// Exit statuses, as `sysexits.h` and the tools people script with use them.
enum ExitStatus {
    static let success: Int32 = 0
    /// A check failed (`test`, `negatives`, `lint`) or an input file is bad.
    static let failure: Int32 = 1
    /// EX_USAGE: the command line itself is wrong.
    static let usage: Int32 = 64
}
