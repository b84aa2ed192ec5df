import PhraseMatching

/// The physical quantity a `Measurement<…>` parameter holds. The raw value is the name between
/// the angle brackets of the manifest type ("Length" in `Measurement<Length>`).
public enum MeasurementDimension: String, Sendable, CaseIterable {
    /// Distances: m, km, cm, mm, mi, ft, in, yd.
    case length = "Length"
    /// Weights: g, kg, lb, oz.
    case mass = "Mass"
    /// Temperatures: °C, °F, K.
    case temperature = "Temperature"
    /// Volumes: l, ml, gal, cup, fl oz.
    case volume = "Volume"
    /// Speeds: km/h, mph, m/s.
    case speed = "Speed"
    /// Energies: J, kJ, cal, kcal, kWh.
    case energy = "Energy"

    /// The manifest type name, such as "Measurement<Length>".
    public var typeName: String { "\(Self.typePrefix)\(rawValue)\(Self.typeSuffix)" }

    /// The dimension a manifest type name such as "Measurement<Length>" names, or nil.
    public static func named(_ typeName: String) -> MeasurementDimension? {
        guard typeName.hasPrefix(typePrefix), typeName.hasSuffix(typeSuffix),
            typeName.count > typePrefix.count + typeSuffix.count
        else { return nil }
        return MeasurementDimension(rawValue: String(typeName.dropFirst(typePrefix.count).dropLast(typeSuffix.count)))
    }

    private static let typePrefix = "Measurement<"
    private static let typeSuffix = ">"

    /// Whether values below zero make sense: only temperatures ("minus 5 degrees"); a negative
    /// length or weight is more likely a misreading than a value.
    var allowsNegative: Bool { self == .temperature }
}

/// Reads measurements of one dimension ("5 km", "2.5 kilograms", "half a cup", "21 degrees",
/// "100 km/h") as ``ParameterValue/measurement(_:unit:)`` with a canonical unit symbol.
///
/// Rules where speech and writing are ambiguous:
/// - A bare number ("5") is a measurement only when the parser has a ``defaultUnit``.
/// - A bare "degrees" ("21 degrees") fills a temperature in the default unit, else in °C.
/// - "k" ("5 k", "5k") could be km, kg, K, kJ, kcal or a thousand, so it is read only when the
///   default unit is one of those (a length parser defaulting to "km" reads "5 k" as 5 km).
/// - Symbols ("km", "m", "in", "c") need a quantity in digits, so "a m" or "five in" are not
///   units; spoken unit words take any quantity ("a mile", "half a cup", "two and a half kilos").
/// - The tokenizer drops "°", so "21°C" reads as "21 c" (21 °C) and "21°" as a bare number;
///   "K" folds to "k", so kelvin is said "kelvin" unless the default unit is K.
/// - In volumes "ounces" and "oz" are fluid ounces; in masses they weigh.
/// - Only temperatures are negative ("-5 c", "minus five degrees").
public struct MeasurementParser: ValueParser {
    /// The dimension whose units are read.
    public let dimension: MeasurementDimension
    /// The canonical symbol a bare number is read in, or nil when a unit must be said. The unit
    /// given to the initializer may be any form the dimension knows ("km", "kilometres", "C");
    /// one it does not know is ignored.
    public let defaultUnit: String?
    let units: MeasurementUnits

    /// A parser of `dimension` with the English unit names.
    public init(dimension: MeasurementDimension, defaultUnit: String? = nil) {
        self.init(dimension: dimension, defaultUnit: defaultUnit, units: .english)
    }

    /// A parser with the unit names of `language` (a locale identifier, read as `LanguageTag`
    /// reads it: "en", "en-US"), or nil when there is no table for it.
    public init?(dimension: MeasurementDimension, defaultUnit: String? = nil, language: String) {
        guard let units = MeasurementUnits.byLanguage[LanguageTag(language).language] else { return nil }
        self.init(dimension: dimension, defaultUnit: defaultUnit, units: units)
    }

    init(dimension: MeasurementDimension, defaultUnit: String?, units: MeasurementUnits) {
        self.dimension = dimension
        self.units = units
        self.defaultUnit = defaultUnit.flatMap { units.canonical($0, in: dimension) }
    }

    /// A measurement never needs more tokens than this: a long number in words, a fraction, a unit.
    static let maxTokens = 32

    /// Every measurement that starts at `tokens.startIndex`, one per length, shortest first.
    public func readings(of tokens: ArraySlice<Token>, in context: ValueContext) -> [ValueReading] {
        let window = tokens.prefix(Self.maxTokens)
        guard let first = window.first else { return [] }
        let start = window.startIndex
        var found = ReadingSet()
        func offer(end: Int, value: Double, unit: String, cost: Float) {
            guard value.isFinite else { return }
            found.offer(ValueReading(length: end - start, value: .measurement(value, unit: unit), cost: cost))
        }
        if let (value, unit) = compact(first) { offer(end: start + 1, value: value, unit: unit, cost: 0) }
        for quantity in units.quantity.readings(of: window, allowNegative: dimension.allowsNegative) {
            let unitAt = start + quantity.length
            if quantity.isNumber, let defaultUnit {
                offer(end: unitAt, value: quantity.value, unit: defaultUnit, cost: quantity.cost)
            }
            for (length, unit) in unitNames(window, at: unitAt, afterDigits: quantity.isDigits) {
                let end = unitAt + length
                offer(end: end, value: quantity.value, unit: unit, cost: quantity.cost)
                // "a mile and a half"
                if !quantity.hasFraction, let (extra, fraction) = units.quantity.andFraction(window, at: end) {
                    let value = quantity.value < 0 ? quantity.value - fraction : quantity.value + fraction
                    offer(end: end + extra, value: value, unit: unit, cost: quantity.cost)
                }
            }
        }
        return found.sorted
    }

    /// The unit names at `index` in this dimension: their lengths in tokens and canonical symbols.
    private func unitNames(_ tokens: ArraySlice<Token>, at index: Int, afterDigits: Bool) -> [(
        length: Int, unit: String
    )] {
        guard index < tokens.endIndex else { return [] }
        let word = tokens[index].text
        var found: [(length: Int, unit: String)] = []
        for form in units.forms[dimension]?[word] ?? [] where afterDigits || !form.needsDigits {
            let end = index + 1 + form.rest.count
            guard end <= tokens.endIndex, zip(form.rest, tokens[(index + 1)..<end]).allSatisfy({ $0 == $1.text }),
                let unit = resolve(form.unit)
            else { continue }
            found.append((end - index, unit))
        }
        if afterDigits, let unit = ambiguousAsDefault(word) { found.append((1, unit)) }
        return found
    }

    /// "5km", "500ml", "21c", "5k" (when "k" can be read): the number and its unit.
    private func compact(_ token: Token) -> (value: Double, unit: String)? {
        guard token.kind == .word, let runs = CompactQuantity.runs(token.text), runs.count == 1,
            let (number, suffix) = runs.first, !suffix.isEmpty
        else { return nil }
        if let form = units.forms[dimension]?[suffix]?.first(where: \.rest.isEmpty), let unit = resolve(form.unit) {
            return (number, unit)
        }
        return ambiguousAsDefault(suffix).map { (number, $0) }
    }

    /// A form's unit; a form without one ("degrees") means the default unit or the dimension's fallback.
    private func resolve(_ unit: String?) -> String? {
        unit ?? defaultUnit ?? units.unspecifiedFallback[dimension]
    }

    /// The default unit, when `word` is an ambiguous symbol that can mean it.
    private func ambiguousAsDefault(_ word: String) -> String? {
        guard let defaultUnit, units.ambiguous[word]?.contains(defaultUnit) == true else { return nil }
        return defaultUnit
    }
}

/// The unit names of a language, per dimension, with the quantity words they follow.
struct MeasurementUnits: Sendable {
    /// One way to name a unit, found by its first word.
    struct Form: Sendable {
        /// The words after the first ("celsius" in "degrees celsius").
        var rest: [String]
        /// The canonical symbol; nil for a name that leaves the unit open ("degrees").
        var unit: String?
        /// A symbol, read only after a quantity in digits.
        var needsDigits: Bool
    }

    /// A unit as the table is written: its symbol (nil: unspecified), spoken names and symbols,
    /// each one or more words separated by spaces.
    typealias Entry = (unit: String?, words: [String], symbols: [String])

    /// Per dimension, the forms by their first word, longest first.
    let forms: [MeasurementDimension: [String: [Form]]]
    /// Per dimension, the canonical symbols.
    let symbols: [MeasurementDimension: Set<String>]
    /// What a name without a unit ("degrees") means when the parser has no default unit.
    let unspecifiedFallback: [MeasurementDimension: String]
    /// Symbols read only as the parser's default unit, and the units each could mean.
    let ambiguous: [String: Set<String>]
    let quantity: QuantityWords

    init(
        units: [MeasurementDimension: [Entry]], unspecifiedFallback: [MeasurementDimension: String],
        ambiguous: [String: Set<String>], quantity: QuantityWords
    ) {
        var forms: [MeasurementDimension: [String: [Form]]] = [:]
        var symbols: [MeasurementDimension: Set<String>] = [:]
        for (dimension, entries) in units {
            var byFirst: [String: [Form]] = [:]
            for entry in entries {
                if let unit = entry.unit { symbols[dimension, default: []].insert(unit) }
                let named = entry.words.map { ($0, false) } + entry.symbols.map { ($0, true) }
                for (name, needsDigits) in named {
                    let words = name.split(separator: " ").map(String.init)
                    guard let first = words.first else { continue }
                    byFirst[first, default: []].append(
                        Form(rest: Array(words.dropFirst()), unit: entry.unit, needsDigits: needsDigits))
                }
            }
            forms[dimension] = byFirst.mapValues { $0.sorted { $0.rest.count > $1.rest.count } }
        }
        self.forms = forms
        self.symbols = symbols
        self.unspecifiedFallback = unspecifiedFallback
        self.ambiguous = ambiguous
        self.quantity = quantity
    }

    /// The canonical symbol of `unit` in `dimension`: a symbol as is, or any name the table
    /// knows ("kilometres", "C", "°F"); nil for a unit the dimension does not have.
    func canonical(_ unit: String, in dimension: MeasurementDimension) -> String? {
        if symbols[dimension]?.contains(unit) == true { return unit }
        let words = Tokenizer.tokenize(unit).map(\.text)
        guard let first = words.first else { return nil }
        return forms[dimension]?[first]?.first { $0.rest == Array(words.dropFirst()) && $0.unit != nil }?.unit
    }

    /// "kilometers per hour", "kilometers an hour", … for each distance name.
    private static func rates(_ distances: [String], per time: String) -> [String] {
        distances.flatMap { distance in ["per", "an", "a"].map { "\(distance) \($0) \(time)" } }
    }

    /// The English table.
    static let english = MeasurementUnits(
        units: [
            .length: [
                ("m", ["meter", "meters", "metre", "metres"], ["m"]),
                ("km", ["kilometer", "kilometers", "kilometre", "kilometres"], ["km", "kms"]),
                ("cm", ["centimeter", "centimeters", "centimetre", "centimetres"], ["cm"]),
                ("mm", ["millimeter", "millimeters", "millimetre", "millimetres"], ["mm"]),
                ("mi", ["mile", "miles"], ["mi"]),
                ("ft", ["foot", "feet"], ["ft"]),
                ("in", ["inch", "inches"], ["in"]),
                ("yd", ["yard", "yards"], ["yd", "yds"]),
            ],
            .mass: [
                ("g", ["gram", "grams", "gramme", "grammes"], ["g"]),
                ("kg", ["kilogram", "kilograms", "kilogramme", "kilogrammes", "kilo", "kilos"], ["kg", "kgs"]),
                ("lb", ["pound", "pounds"], ["lb", "lbs"]),
                ("oz", ["ounce", "ounces"], ["oz"]),
            ],
            .temperature: [
                (
                    "°C",
                    [
                        "celsius", "centigrade", "degree celsius", "degrees celsius", "degrees centigrade",
                        "degree c", "degrees c",
                    ], ["c", "oc"]
                ),  // "oc": "21ºC" typed with the ordinal º
                ("°F", ["fahrenheit", "degree fahrenheit", "degrees fahrenheit", "degree f", "degrees f"], ["f"]),
                ("K", ["kelvin", "kelvins", "degrees kelvin"], []),
                (nil, ["degree", "degrees"], ["deg", "degs"]),
            ],
            .volume: [
                ("l", ["liter", "liters", "litre", "litres"], ["l"]),
                ("ml", ["milliliter", "milliliters", "millilitre", "millilitres"], ["ml"]),
                ("gal", ["gallon", "gallons"], ["gal", "gals"]),
                ("cup", ["cup", "cups"], []),
                ("fl oz", ["fluid ounce", "fluid ounces", "ounce", "ounces"], ["fl oz", "oz", "floz"]),
            ],
            .speed: [
                (
                    "km/h", rates(["kilometer", "kilometers", "kilometre", "kilometres"], per: "hour"),
                    ["kph", "kmph", "kmh", "km h", "km hr", "km per hour"]
                ),
                ("mph", rates(["mile", "miles"], per: "hour"), ["mph", "mi h", "mi per hour"]),
                ("m/s", rates(["meter", "meters", "metre", "metres"], per: "second"), ["m s", "mps", "m per second"]),
            ],
            .energy: [
                ("J", ["joule", "joules"], ["j"]),
                ("kJ", ["kilojoule", "kilojoules"], ["kj"]),
                ("cal", ["calorie", "calories"], ["cal", "cals"]),
                ("kcal", ["kilocalorie", "kilocalories"], ["kcal", "kcals"]),
                ("kWh", ["kilowatt hour", "kilowatt hours"], ["kwh", "kw h"]),
            ],
        ],
        unspecifiedFallback: [.temperature: "°C"],
        ambiguous: ["k": ["km", "kg", "K", "kJ", "kcal"]],
        quantity: .english)

    /// The tables by ISO 639-1 language code.
    static let byLanguage: [String: MeasurementUnits] = ["en": .english]
}
