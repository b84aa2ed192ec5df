import Foundation
import PhraseMatching

/// The type of a parameter, as the manifest names it (DESIGN §7).
public indirect enum ParameterType: Sendable, Hashable, CustomStringConvertible {
    /// Open text, captured verbatim.
    case string
    /// A whole number.
    case int
    /// A number.
    case double
    /// A position: "third", "3rd", "the second one" (an addition to DESIGN §7's type names).
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

    /// The entity type named by an entity parameter or a list of entities.
    var entityName: String? {
        switch self {
        case .entity(let name), .list(.entity(let name)): name
        default: nil
        }
    }

    /// Resolves a manifest type name against the built-in types and the app's enums and entities.
    /// - Throws: ``TypeNameError``, a sentence saying why the name is not usable.
    static func named(_ name: String, enums: [String], entities: [String]) throws -> ParameterType {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("["), trimmed.hasSuffix("]"), trimmed.count > 2 {
            let element = try named(String(trimmed.dropFirst().dropLast()), enums: enums, entities: entities)
            switch element {
            case .string, .list:
                throw TypeNameError("type '\(name)' is not supported: a list needs elements with boundaries of their own (not String), one level deep")
            default:
                return .list(element)
            }
        }
        if trimmed.hasPrefix("Measurement<"), trimmed.hasSuffix(">") {
            let dimension = String(trimmed.dropFirst("Measurement<".count).dropLast())
            guard dimensions.contains(dimension) else {
                var message = "unknown measurement dimension '\(dimension)' (dimensions are: \(dimensions.joined(separator: ", ")))"
                if let guess = Suggestion.closest(to: dimension, in: dimensions) { message += ". Did you mean '\(guess)'?" }
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
        if enums.contains(trimmed) { return .enumeration(trimmed) }
        if entities.contains(trimmed) { return .entity(trimmed) }
        let known = builtInNames + ["Measurement<Length>", "[T]"] + enums + entities
        var message = "unknown type '\(name)' (types are: \(known.joined(separator: ", ")))"
        if let guess = Suggestion.closest(to: trimmed, in: known) { message += ". Did you mean '\(guess)'?" }
        throw TypeNameError(message)
    }
}

/// Why a type name cannot be used.
struct TypeNameError: Error, Hashable {
    var message: String
    init(_ message: String) { self.message = message }
}

/// A parameter's value in canonical form (DESIGN §8).
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
        case .measurement(let value, let unit): .object(JSONObject([("value", .number(value)), ("unit", .string(unit))]))
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
