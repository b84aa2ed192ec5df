import PhraseMatching

/// Checks of a model's data that neither the manifest's shape nor its phrases reveal, for
/// manifests and Swift registrations alike: each would otherwise be accepted and misbehave
/// quietly later (a default the matcher itself would never accept, a title that resolves to
/// another value's id, an app name `{applicationName}` can never match).
enum ModelValidation {
    /// Every problem of one app's data, each naming where it is (``ModelCompilation`` checks each
    /// app while it compiles it).
    static func check(_ app: AppModel) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for (index, name) in ([app.name] + app.synonyms).enumerated() where Tokenizer.tokenize(name).isEmpty {
            let source = index == 0 ? "\(app.source).name" : "\(app.source).synonyms[\(index - 1)]"
            problems.append(
                Diagnostic(
                    .error, "the app name '\(name)' has no words, so {applicationName} can never match it",
                    source: source,
                    help: "name the app with letters or digits, as people say it"))
        }
        for enumeration in app.enums {
            for value in duplicates(enumeration.cases.map(\.value)) {
                problems.append(
                    Diagnostic(
                        .error, "enum '\(enumeration.name)' has the case value '\(value)' more than once",
                        source: "\(app.source).enums.\(enumeration.name)",
                        help: "give each case its own value; put other ways of saying it in its synonyms"))
            }
        }
        for entity in app.entities {
            for id in duplicates(entity.values.map(\.id)) {
                problems.append(
                    Diagnostic(
                        .error,
                        "entity '\(entity.name)' has the id '\(id)' more than once, so the later values would resolve to the first",
                        source: "\(app.source).entities.\(entity.name)",
                        help: "give each value its own id; put other names of one value in its synonyms"))
            }
        }
        for intent in app.intents {
            for parameter in intent.parameters {
                if let problem = defaultProblem(of: parameter) { problems.append(problem) }
            }
        }
        return problems
    }

    /// The values that occur more than once, each once, in order of their second occurrence.
    private static func duplicates(_ values: [String]) -> [String] {
        if let found = asciiDuplicates(values) { return found }
        var seen = Set<String>(minimumCapacity: values.count)
        var repeated = Set<String>()
        return values.filter { !seen.insert($0).inserted && repeated.insert($0).inserted }
    }

    /// ``duplicates(_:)`` of values that are all ASCII (ids nearly always are), or nil when one is
    /// not. ASCII strings are equal exactly when their bytes are, so the values seen are found
    /// through one table keyed by a hash of their bytes: at a million ids, a `Set<String>` (whose
    /// hash is seeded per process and reads each string as Unicode) was most of the app's checks,
    /// which a large app's compile waits for. Each slot holds the high half of a value's hash and
    /// its position + 1 (0 for an empty slot), so that a probe seldom compares two strings. The
    /// hash is not seeded, so ids made to collide could make the probes long: past
    /// ``longestProbe`` slots, this gives up (nil) and the seeded set finds the duplicates.
    private static func asciiDuplicates(_ values: [String]) -> [String]? {
        guard values.count < Int(UInt32.max) else { return nil }
        var size = 16
        while size < 2 * values.count { size <<= 1 }
        let mask = size - 1
        var table = [UInt64](repeating: 0, count: size)
        var repeated = Set<String>()
        var found: [String] = []
        for (position, value) in values.enumerated() {
            guard let hash = HashMixing.asciiHash(value) else { return nil }
            let tag = hash >> 32
            var slot = Int(truncatingIfNeeded: hash) & mask
            var isNew = true
            var probes = 0
            while table[slot] != 0 {
                if table[slot] >> 32 == tag, values[Int(table[slot] & 0xffff_ffff) - 1] == value {
                    isNew = false
                    break
                }
                probes += 1
                guard probes <= longestProbe else { return nil }
                slot = (slot + 1) & mask
            }
            if isNew {
                table[slot] = tag << 32 | UInt64(position + 1)
            } else if repeated.insert(value).inserted {
                found.append(value)
            }
        }
        return found
    }

    /// The most occupied slots ``asciiDuplicates(_:)`` passes for one value. The table is at most
    /// half full, where a run this long is all but impossible for values that were not chosen to
    /// collide.
    private static let longestProbe = 64

    /// Why a parameter's default is one its own slot could never be filled with.
    private static func defaultProblem(of parameter: ParameterModel) -> Diagnostic? {
        let source = "\(parameter.source).default"
        switch (parameter.type, parameter.defaultValue) {
        case (.int, .int(let whole)?):
            return rangeProblem(Double(whole), parameter, source: source)
        case (.double, .double(let number)?):
            return rangeProblem(number, parameter, source: source)
        case (.ordinal, .int(let position)?) where position < 1:
            return Diagnostic(
                .error, "an Ordinal default is a position, from 1, found \(position)", source: source,
                help: "use 1 for the first, 2 for the second, …")
        case (.duration, .duration(let seconds)?) where seconds < 0:
            return Diagnostic(
                .error, "a Duration default is a number of seconds, 0 or more, found \(shown(seconds))", source: source,
                help: "write the duration in seconds, such as 300 for five minutes")
        default:
            return nil
        }
    }

    private static func rangeProblem(_ value: Double, _ parameter: ParameterModel, source: String) -> Diagnostic? {
        guard let range = parameter.range, !range.contains(value) else { return nil }
        return Diagnostic(
            .error,
            "the default \(shown(value)) is outside the parameter's range [\(shown(range.lowerBound)), \(shown(range.upperBound))]",
            source: source, help: "use a default within the range, or widen the range")
    }

    /// A number as a manifest writes it: 42, not 42.0.
    static func shown(_ number: Double) -> String {
        if let whole = JSONValue.integer(exactly: number) { return String(whole) }
        return String(number)
    }
}
