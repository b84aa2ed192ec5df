import Foundation
import PhraseMatching

/// The type of a parameter, as the manifest names it (<doc:ValueTypes>).
public indirect enum ParameterType: Sendable, Hashable, CustomStringConvertible {
    /// Open text, captured verbatim.
    case string
    /// A whole number.
    case int
    /// A number.
    case double
    /// A position: "third", "3rd", "the second one".
    case ordinal
    /// Yes or no.
    case bool
    /// A day or a time, relative values resolved against "now".
    case date
    /// A span of time, in seconds.
    case duration
    /// A URL or e-mail address.
    case url
    /// A person's name.
    case person
    /// A measurement of a dimension: "Length", "Mass", "Temperature", "Volume", "Speed" or "Energy".
    case measurement(String)
    /// A case of the app's enum of that name.
    case enumeration(String)
    /// An entity of the app's entity type of that name.
    case entity(String)
    /// Several values: "alice and bob", "a, b and c".
    case list(ParameterType)

    /// The built-in type names.
    static let builtInNames = ["String", "Int", "Double", "Ordinal", "Bool", "Date", "Duration", "URL", "Person"]
    /// The dimensions `Measurement<…>` takes.
    static let dimensions = ["Length", "Mass", "Temperature", "Volume", "Speed", "Energy"]

    public var description: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .ordinal: "Ordinal"
        case .bool: "Bool"
        case .date: "Date"
        case .duration: "Duration"
        case .url: "URL"
        case .person: "Person"
        case .measurement(let dimension): "Measurement<\(dimension)>"
        case .enumeration(let name), .entity(let name): name
        case .list(let element): "[\(element)]"
        }
    }

    /// Whether the type reads values from a span bounded by the words around it (String).
    var isOpen: Bool { self == .string }

    /// Whether the type is a number, so that `range` applies.
    var isNumeric: Bool { self == .int || self == .double }

    /// The type of a list's items; nil for other types.
    var listElement: ParameterType? {
        if case .list(let element) = self { element } else { nil }
    }

    /// The enum or entity type named by the parameter (or by the items of a list).
    var namedType: String? {
        switch self {
        case .enumeration(let name), .entity(let name), .list(.enumeration(let name)), .list(.entity(let name)): name
        default: nil
        }
    }

    /// The entity type named by an entity parameter or a list of entities.
    var entityName: String? {
        switch self {
        case .entity(let name), .list(.entity(let name)): name
        default: nil
        }
    }

    /// Resolves a manifest type name against the built-in types and the app's enums and entities.
    /// - Throws: ``TypeNameError``, a sentence saying why the name is not usable.
    /// - Complexity: O(n) in the length of `name`, however deeply it nests brackets.
    static func named(_ name: String, in declared: DeclaredTypeNames) throws(TypeNameError) -> ParameterType {
        let (depth, element) = ListTypeName.peel(name)
        guard depth <= 1 else { throw TypeNameError(ListTypeName.nestedMessage(name)) }
        let type = try elementNamed(element, in: declared)
        guard depth == 1 else { return type }
        guard type != .string else {
            throw TypeNameError(
                "type '\(ListTypeName.shown(name))' is not supported: a list needs elements with boundaries of their own, and String has none"
            )
        }
        return .list(type)
    }

    /// A type name with no list brackets.
    private static func elementNamed(_ trimmed: Substring, in declared: DeclaredTypeNames) throws(TypeNameError)
        -> ParameterType
    {
        if trimmed.hasPrefix("Measurement<"), trimmed.hasSuffix(">") {
            let dimension = String(trimmed.dropFirst("Measurement<".count).dropLast())
            guard dimensions.contains(dimension) else {
                var message =
                    "unknown measurement dimension '\(ListTypeName.shown(dimension))' (dimensions are: \(dimensions.joined(separator: ", ")))"
                if let guess = Suggestion.closest(to: dimension, in: dimensions) {
                    message += ". Did you mean '\(guess)'?"
                }
                throw TypeNameError(message)
            }
            return .measurement(dimension)
        }
        switch trimmed {
        case "String": return .string
        case "Int": return .int
        case "Double": return .double
        case "Ordinal": return .ordinal
        case "Bool": return .bool
        case "Date": return .date
        case "Duration": return .duration
        case "URL": return .url
        case "Person": return .person
        default: break
        }
        let name = String(trimmed)
        if declared.isEnum(name) { return .enumeration(name) }
        if declared.isEntity(name) { return .entity(name) }
        var message = "unknown type '\(ListTypeName.shown(trimmed))' (types are: \(Suggestion.listing(declared.all)))"
        if let guess = Suggestion.closest(to: name, in: declared.all) { message += ". Did you mean '\(guess)'?" }
        throw TypeNameError(message)
    }
}

/// The enum and entity names of one app, in declaration order, with constant-time lookups.
struct DeclaredTypeNames {
    /// Every type name a parameter may use, built-in first, as messages list them.
    let all: [String]
    private let enumSet: Set<String>
    private let entitySet: Set<String>

    init(enums: [String] = [], entities: [String] = []) {
        all = ParameterType.builtInNames + ["Measurement<Length>", "[T]"] + enums + entities
        enumSet = Set(enums)
        entitySet = Set(entities)
    }

    func isEnum(_ name: String) -> Bool { enumSet.contains(name) }
    func isEntity(_ name: String) -> Bool { entitySet.contains(name) }
}

/// The `[T]` list brackets of a type name, in manifests and custom schemas.
enum ListTypeName {
    /// How many list brackets wrap the name, and the element inside them, spaces trimmed.
    ///
    /// The brackets are peeled by position over the scalars, never by copying the inside at each
    /// level (nor by walking `Character`s from the end, which is slow), so a hostile type nested
    /// 100,000 deep is read in linear time.
    static func peel(_ name: String) -> (depth: Int, element: Substring) {
        // the usual name ("Int", "Item") starts and ends with ASCII that is neither a space nor a
        // bracket: there is nothing to peel, and no scalars to copy.
        if let first = name.utf8.first, let last = name.utf8.last, !isSpaceOrBracket(first), !isSpaceOrBracket(last) {
            return (0, name[...])
        }
        let scalars = Array(name.unicodeScalars)
        var (low, high) = (0, scalars.count)
        func trim() {
            while low < high, scalars[low].properties.isWhitespace { low += 1 }
            while high > low, scalars[high - 1].properties.isWhitespace { high -= 1 }
        }
        trim()
        var depth = 0
        while high - low > 2, scalars[low] == "[", scalars[high - 1] == "]" {
            (low, high) = (low + 1, high - 1)
            trim()
            depth += 1
        }
        var element = String.UnicodeScalarView()
        element.append(contentsOf: scalars[low..<high])
        return (depth, String(element)[...])
    }

    /// Whether a UTF-8 byte might start or end something `peel` trims or peels: a bracket, a space
    /// or control character, or any non-ASCII byte (which could belong to a Unicode space).
    private static func isSpaceOrBracket(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte <= 0x20 || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
    }

    /// Why a list of lists is refused, the same sentence for parameters and schemas.
    static func nestedMessage(_ name: String) -> String {
        "type '\(shown(name))' is not supported: a list's elements cannot be lists (one level of [T] is read from an utterance)"
    }

    /// A type name as a message quotes it: at most 60 characters.
    static func shown(_ name: some StringProtocol) -> String {
        name.count > 60 ? name.prefix(60) + "…" : String(name)
    }
}

/// Why a type name cannot be used.
struct TypeNameError: Error, Hashable {
    var message: String
    init(_ message: String) { self.message = message }
}

/// A parameter's value in canonical form (<doc:TheManifest#Canonical-values>).
public enum ParameterValue: Sendable, Hashable, CustomStringConvertible {
    /// Text, an enum case value, or an entity id.
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    /// A day ("2026-11-27") or a time ("2026-11-27T17:00"), local, in canonical form.
    case date(String)
    /// A duration in seconds.
    case duration(Double)
    /// A measurement: its value and unit symbol ("km", "kg", "°C", "l", "km/h", "kcal").
    case measurement(Double, unit: String)
    /// A person's name, as said or as found in the contacts.
    case person(String)
    /// A URL or e-mail address, as written.
    case url(String)
    case list([ParameterValue])

    public var description: String {
        switch self {
        case .string(let text): text
        case .int(let number): String(number)
        case .double(let number): String(number)
        case .bool(let flag): String(flag)
        case .date(let text), .person(let text), .url(let text): text
        case .duration(let seconds): "\(seconds) s"
        case .measurement(let value, let unit): "\(value) \(unit)"
        case .list(let items): items.map(\.description).joined(separator: ", ")
        }
    }

    /// The value as JSON, in the canonical forms of the CLI and corpora.
    public var json: JSONValue {
        switch self {
        case .string(let text): .string(text)
        case .int(let number): .number(Double(number))
        case .double(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .date(let text), .person(let text), .url(let text): .string(text)
        case .duration(let seconds): .number(seconds)
        case .measurement(let value, let unit):
            .object(JSONObject([("value", .number(value)), ("unit", .string(unit))]))
        case .list(let items): .array(items.map(\.json))
        }
    }
}

extension ParameterType {
    /// A value of the type as a person would say it, for "did you mean" suggestions; nil for open
    /// text, and for enums and entities (their own titles serve as examples).
    var spokenExample: String? {
        switch self {
        case .int, .double: "2"
        case .ordinal: "the first"
        case .bool: "on"
        case .date: "tomorrow"
        case .duration: "10 minutes"
        case .url: "example.com"
        case .person: "Alex"
        case .measurement(let dimension):
            switch dimension {
            case "Length": "5 kilometers"
            case "Mass": "2 kilograms"
            case "Temperature": "21 degrees"
            case "Volume": "2 liters"
            case "Speed": "60 miles per hour"
            case "Energy": "500 calories"
            default: "10 minutes"
            }
        case .list(let element): element.spokenExample
        case .string, .enumeration, .entity: nil
        }
    }
}
