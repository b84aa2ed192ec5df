import Foundation

/// A type an `@Parameter` can hold: how the matcher reads it and how its canonical value becomes
/// a Swift value. Conformances: `String`, `Int`, `Double`, `Bool`, `Date`, `URL`, `Duration`,
/// `Measurement` of length, mass, temperature, volume, speed or energy, ``IntentPerson``,
/// every ``AppEnum`` and ``AppEntity``, arrays and optionals of these.
///
/// The leading underscore follows Apple's spelling (`_IntentValue`): apps name it rarely.
public protocol _IntentValue: Sendable {
    /// The type a set parameter holds: the wrapped type for an optional, `Self` otherwise.
    associatedtype UnwrappedType: Sendable = Self
    /// How values of this type are read and converted.
    static var _intentValueType: IntentValueType { get }
    /// The value of a parameter left empty: `nil` for an optional; none for other types.
    static var _empty: Self? { get }
}

extension _IntentValue {
    public static var _empty: Self? { nil }
}

/// How the values of a parameter type are read from an utterance and turned into Swift values.
public indirect enum IntentValueType: Sendable {
    /// A built-in type: the matcher's type, and the conversions between its canonical values
    /// (<doc:TheManifest#Canonical-values>) and Swift values.
    case builtIn(
        ParameterType, read: @Sendable (ParameterValue, ValueContext) -> (any Sendable)?,
        write: @Sendable (any Sendable) -> ParameterValue?)
    /// An ``AppEnum``.
    case enumeration(any AppEnum.Type)
    /// An ``AppEntity``, resolved through its query.
    case entity(any AppEntity.Type)
    /// A list; `makeArray` builds the typed array from its elements.
    case list(IntentValueType, makeArray: @Sendable ([any Sendable]) -> any Sendable)
    /// An optional: the parameter may stay empty.
    case optional(IntentValueType)

    /// The matcher's type for this value type.
    var parameterType: ParameterType {
        switch self {
        case .builtIn(let type, _, _): type
        case .enumeration(let type): .enumeration(type.typeName)
        case .entity(let type): .entity(type.typeName)
        case .list(let element, _): .list(element.parameterType)
        case .optional(let wrapped): wrapped.parameterType
        }
    }

    /// Whether the value may be absent.
    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type without its optional wrapper.
    var unwrapped: IntentValueType {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }

    /// The canonical form of a Swift value of this type (an entity's id, an enum's raw value).
    func canonical(_ value: any Sendable) -> ParameterValue? {
        switch self {
        case .builtIn(_, _, let write):
            return write(value)
        case .enumeration(let type):
            return type.canonicalValue(of: value).map(ParameterValue.string)
        case .entity(let type):
            return type.identifierString(of: value).map(ParameterValue.string)
        case .list(let element, _):
            guard let items = value as? [any Sendable] else { return nil }
            return .list(items.compactMap { element.canonical($0) })
        case .optional(let wrapped):
            return wrapped.canonical(value)
        }
    }

    static func builtIn<T: Sendable>(
        _ type: ParameterType, _ read: @escaping @Sendable (ParameterValue, ValueContext) -> T?
    ) -> IntentValueType {
        .builtIn(type, read: { read($0, $1) }, write: { ($0 as? T).flatMap(canonicalForm) })
    }

    /// The canonical form of the built-in Swift values.
    private static func canonicalForm(_ value: some Sendable) -> ParameterValue? {
        switch value {
        case let text as String: .string(text)
        case let number as Int: .int(number)
        case let number as Double: .double(number)
        case let flag as Bool: .bool(flag)
        case let url as URL: .url(url.absoluteString)
        case let person as IntentPerson: .person(person.displayName)
        case let duration as Duration:
            .duration(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
        default: nil
        }
    }
}

extension String: _IntentValue {
    public static var _intentValueType: IntentValueType {
        .builtIn(.string) { value, _ -> String? in if case .string(let text) = value { text } else { nil } }
    }
}

extension Int: _IntentValue {
    public static var _intentValueType: IntentValueType {
        .builtIn(.int) { value, _ -> Int? in if case .int(let number) = value { number } else { nil } }
    }
}

extension Double: _IntentValue {
    public static var _intentValueType: IntentValueType {
        .builtIn(.double) { value, _ -> Double? in
            switch value {
            case .double(let number): number
            case .int(let number): Double(number)
            default: nil
            }
        }
    }
}

extension Bool: _IntentValue {
    public static var _intentValueType: IntentValueType {
        .builtIn(.bool) { value, _ -> Bool? in if case .bool(let flag) = value { flag } else { nil } }
    }
}

extension URL: _IntentValue {
    public static var _intentValueType: IntentValueType {
        .builtIn(.url) { value, _ -> URL? in if case .url(let text) = value { URL(string: text) } else { nil } }
    }
}

extension Duration: _IntentValue {
    public static var _intentValueType: IntentValueType {
        .builtIn(.duration) { value, _ -> Duration? in
            guard case .duration(let seconds) = value, seconds.isFinite, abs(seconds) < 1e15 else { return nil }
            return Duration.milliseconds(Int64((seconds * 1000).rounded()))
        }
    }
}

extension Date: _IntentValue {
    /// A day reads as its local midnight, a time as that minute, in the context's time zone.
    public static var _intentValueType: IntentValueType {
        .builtIn(
            .date,
            read: { value, context in
                guard case .date(let text) = value else { return nil }
                return CanonicalDate.date(text, in: context.gregorian)
            },
            write: { value in
                // the canonical form of a Date needs a time zone: the current one.
                (value as? Date).map { .date(CanonicalDate.text($0, in: Calendar.current)) }
            })
    }
}

extension Measurement: _IntentValue where UnitType: Dimension {
    /// `Measurement<UnitDuration>` (Apple's duration type) reads durations, in seconds; the other
    /// dimensions read measurements in the parser's units.
    public static var _intentValueType: IntentValueType {
        if UnitType.self == UnitDuration.self {
            return .builtIn(
                .duration,
                read: { value, _ in
                    guard case .duration(let seconds) = value else { return nil }
                    return Measurement<UnitDuration>(value: seconds, unit: .seconds) as? Self
                },
                write: { value in
                    (value as? Measurement<UnitDuration>).map { .duration($0.converted(to: .seconds).value) }
                })
        }
        let dimension = MeasurementUnitTable.dimension(of: UnitType.self)?.rawValue ?? String(describing: UnitType.self)
        return .builtIn(
            .measurement(dimension),
            read: { value, _ in
                guard case .measurement(let number, let symbol) = value,
                    let unit = MeasurementUnitTable.unit(symbol) as? UnitType
                else { return nil }
                return Measurement(value: number, unit: unit)
            },
            write: { value in
                guard let measurement = value as? Self else { return nil }
                return .measurement(
                    measurement.value,
                    unit: MeasurementUnitTable.symbol(of: measurement.unit) ?? measurement.unit.symbol)
            })
    }
}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    public typealias UnwrappedType = Wrapped.UnwrappedType
    public static var _intentValueType: IntentValueType { .optional(Wrapped._intentValueType) }
    public static var _empty: Self? { .some(.none) }
}

extension Array: _IntentValue where Element: _IntentValue {
    public static var _intentValueType: IntentValueType {
        .list(Element._intentValueType, makeArray: { items in items.compactMap { $0 as? Element } })
    }
}

/// A person named in an utterance (Apple's `IntentPerson`, reduced to what speech gives).
public struct IntentPerson: _IntentValue, Hashable, CustomStringConvertible {
    /// The name as said, or as found in the contacts.
    public var displayName: String
    /// An e-mail address or phone number, when one was said.
    public var handle: String?

    public init(displayName: String, handle: String? = nil) {
        self.displayName = displayName
        self.handle = handle
    }

    public var description: String { displayName }

    public static var _intentValueType: IntentValueType {
        .builtIn(.person) { value, _ -> IntentPerson? in
            guard case .person(let name) = value else { return nil }
            return IntentPerson(displayName: name, handle: name.contains("@") ? name : nil)
        }
    }
}

/// Identifiers an ``AppEntity`` may use: they round-trip through a string (the canonical form).
public protocol EntityIdentifierConvertible: Sendable {
    /// The identifier as a string.
    var entityIdentifierString: String { get }
    /// The identifier a string names, or nil.
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
        UUID(uuidString: entityIdentifierString)
    }
}

/// The Foundation units of the measurement parser's canonical symbols.
enum MeasurementUnitTable {
    private static let units: [(symbol: String, unit: Dimension)] = [
        ("m", UnitLength.meters), ("km", UnitLength.kilometers), ("cm", UnitLength.centimeters),
        ("mm", UnitLength.millimeters), ("mi", UnitLength.miles), ("ft", UnitLength.feet), ("in", UnitLength.inches),
        ("yd", UnitLength.yards), ("g", UnitMass.grams), ("kg", UnitMass.kilograms), ("lb", UnitMass.pounds),
        ("oz", UnitMass.ounces), ("°C", UnitTemperature.celsius), ("°F", UnitTemperature.fahrenheit),
        ("K", UnitTemperature.kelvin), ("l", UnitVolume.liters), ("ml", UnitVolume.milliliters),
        ("gal", UnitVolume.gallons), ("cup", UnitVolume.cups), ("fl oz", UnitVolume.fluidOunces),
        ("km/h", UnitSpeed.kilometersPerHour), ("mph", UnitSpeed.milesPerHour), ("m/s", UnitSpeed.metersPerSecond),
        ("J", UnitEnergy.joules), ("kJ", UnitEnergy.kilojoules), ("cal", UnitEnergy.calories),
        ("kcal", UnitEnergy.kilocalories), ("kWh", UnitEnergy.kilowattHours),
    ]

    static func unit(_ symbol: String) -> Dimension? { units.first { $0.symbol == symbol }?.unit }

    static func symbol(of unit: Dimension) -> String? { units.first { $0.unit == unit }?.symbol }

    static func dimension(of type: Dimension.Type) -> MeasurementDimension? {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(UnitLength.self): .length
        case ObjectIdentifier(UnitMass.self): .mass
        case ObjectIdentifier(UnitTemperature.self): .temperature
        case ObjectIdentifier(UnitVolume.self): .volume
        case ObjectIdentifier(UnitSpeed.self): .speed
        case ObjectIdentifier(UnitEnergy.self): .energy
        default: nil
        }
    }
}
