import PhraseMatching

/// One option of a verb: a flag (`--json`) or an option that takes a value (`--top N`).
struct CommandOption: Sendable, Hashable {
    /// The name as typed, with its dashes: `--top`.
    var name: String
    /// What the value is called in usage lines (`N`, `FILE`); nil for a flag.
    var valueName: String?
    /// One sentence for `--help`.
    var help: String

    /// `--top N`, or `--json`.
    var synopsis: String { valueName.map { "\(name) \($0)" } ?? name }
}

/// A verb of the command line and its option table: the one description that drives parsing,
/// `<verb> --help`, the usage line, "Did you mean" and the error messages.
struct Verb: Sendable {
    /// The verb as typed: `match`.
    var name: String
    /// One line for `phrasebook --help`.
    var summary: String
    /// The positional arguments in usage form (`[UTTERANCE…]`, `CORPUS…`); empty when it takes none.
    var arguments: String = ""
    /// The options it takes, in the order `--help` lists them.
    var options: [CommandOption]
    /// What `--help` says after the usage line: paragraphs, already wrapped.
    var discussion: String

    static let help = CommandOption(name: "--help", valueName: nil, help: "show this help")

    /// `phrasebook match [--manifest FILE] … [UTTERANCE…]`.
    var usage: String {
        (["phrasebook", name] + options.map { "[\($0.synopsis)]" } + (arguments.isEmpty ? [] : [arguments])).joined(
            separator: " ")
    }

    /// The text `phrasebook <verb> --help` prints.
    var helpText: String {
        let rows = (options + [Self.help]).map { option in
            let synopsis = option == Self.help ? "-h, --help" : option.synopsis
            return "  " + synopsis.padding(toLength: max(synopsis.count, 22), withPad: " ", startingAt: 0) + "  "
                + option.help
        }
        return "usage: \(usage)\n\n\(discussion)\n\noptions:\n" + rows.joined(separator: "\n")
    }

    /// Reads `arguments` with this verb's table.
    ///
    /// `--opt value` and `--opt=value` both give a value; `--` makes every later argument
    /// positional; `-` alone is positional; `-h` or `--help` (before `--`) asks for help, whatever else is there.
    /// - Parameter others: every verb, to say which one an option belongs to when it is not this one's.
    /// - Throws: ``UsageError`` naming the argument at fault.
    func parse(_ arguments: [String], others: [Verb] = []) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        // help wins over everything else on the line, mistakes included: it is what a confused user types.
        if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
            parsed.wantsHelp = true
            return parsed
        }
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            let (name, attached) = Self.split(argument)
            guard let option = options.first(where: { $0.name == name }) else {
                throw unknownOption(name, others: others)
            }
            guard option.valueName != nil else {
                if attached != nil { throw UsageError("\(name) takes no value (found '\(argument)')") }
                parsed.flags.insert(name)
                continue
            }
            if let attached {
                parsed.values[name] = attached
                continue
            }
            // the next argument is the value, even when it starts with '-' ("--top -1" is a bad number,
            // not a missing value), unless it is one of this verb's options.
            guard index < arguments.count, !isOption(arguments[index]) else {
                throw UsageError("\(name) needs a value (\(option.synopsis))")
            }
            parsed.values[name] = arguments[index]
            index += 1
        }
        return parsed
    }

    private func isOption(_ argument: String) -> Bool {
        let (name, _) = Self.split(argument)
        return name == "-h" || name == "--help" || options.contains { $0.name == name }
    }

    /// `--top=3` → (`--top`, `3`); `--top` → (`--top`, nil).
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private func unknownOption(_ name: String, others: [Verb]) -> UsageError {
        let owners = others.filter { $0.name != self.name && $0.options.contains { $0.name == name } }.map(\.name)
        if !owners.isEmpty {
            return UsageError(
                "\(name) does not apply to \(self.name) (it is an option of \(owners.joined(separator: ", ")))")
        }
        var message = "unknown option '\(name)'"
        if let guess = Suggestion.closest(to: name, in: options.map(\.name) + ["--help"]) {
            message += ". Did you mean '\(guess)'?"
        }
        return UsageError(message)
    }
}

/// What one verb's arguments said.
struct ParsedArguments: Sendable {
    var flags: Set<String> = []
    /// Values by option name; the last one given wins.
    var values: [String: String] = [:]
    /// Arguments that are not options, in order.
    var positionals: [String] = []
    /// Whether `-h` or `--help` was given.
    var wantsHelp = false

    /// Whether the flag was given.
    func has(_ option: CommandOption) -> Bool { flags.contains(option.name) }

    /// The value given for the option, if any.
    func value(_ option: CommandOption) -> String? { values[option.name] }

    /// The value read by `convert`, or nil when the option is absent.
    /// - Throws: ``UsageError`` "`--top`: 'x' is not …" when `convert` returns nil.
    func value<T>(_ option: CommandOption, as description: String, _ convert: (String) -> T?) throws(UsageError) -> T? {
        guard let text = values[option.name] else { return nil }
        guard let converted = convert(text) else { throw UsageError("\(option.name): '\(text)' is not \(description)") }
        return converted
    }
}
