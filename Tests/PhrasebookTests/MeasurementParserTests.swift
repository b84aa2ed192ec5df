import PhraseMatching
import Testing

@testable import Phrasebook

/// Checks that `text`, all of it, reads as `value` in `unit` (nil: as no measurement).
private func expectMeasurement(
    _ text: String, _ dimension: MeasurementDimension, defaultUnit: String? = nil, _ value: Double?,
    _ unit: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let tokens = Tokenizer.tokenize(text)
    let parser = MeasurementParser(dimension: dimension, defaultUnit: defaultUnit)
    let found = parser.value(of: tokens[...], in: ValueContext())
    let expected = value.map { ParameterValue.measurement($0, unit: unit ?? "") }
    #expect(found == expected, "\(text) as \(dimension)", sourceLocation: sourceLocation)
}

/// One table row: text read by a parser of a dimension (and default unit), and the expected value.
struct MeasurementCase: Sendable, CustomStringConvertible {
    var text: String
    var dimension: MeasurementDimension
    var defaultUnit: String?
    var value: Double?
    var unit: String?

    init(
        _ text: String, _ dimension: MeasurementDimension, _ value: Double?, _ unit: String? = nil,
        default defaultUnit: String? = nil
    ) {
        self.text = text
        self.dimension = dimension
        self.defaultUnit = defaultUnit
        self.value = value
        self.unit = unit
    }

    var description: String { "\"\(text)\" \(dimension)\(defaultUnit.map { " default \($0)" } ?? "")" }
}

@Suite struct MeasurementParserTests {
    /// Measurements and their canonical values.
    @Test(arguments: [
        // Length.
        MeasurementCase("5 km", .length, 5, "km"), MeasurementCase("5km", .length, 5, "km"),
        MeasurementCase("5 kilometers", .length, 5, "km"), MeasurementCase("5 kilometres", .length, 5, "km"),
        MeasurementCase("1 meter", .length, 1, "m"), MeasurementCase("100 m", .length, 100, "m"),
        MeasurementCase("2.5 miles", .length, 2.5, "mi"), MeasurementCase("a mile", .length, 1, "mi"),
        MeasurementCase("half a mile", .length, 0.5, "mi"), MeasurementCase("a quarter mile", .length, 0.25, "mi"),
        MeasurementCase("two and a half miles", .length, 2.5, "mi"),
        MeasurementCase("a mile and a half", .length, 1.5, "mi"),
        MeasurementCase("6 feet", .length, 6, "ft"), MeasurementCase("1 foot", .length, 1, "ft"),
        MeasurementCase("12 in", .length, 12, "in"), MeasurementCase("12 inches", .length, 12, "in"),
        MeasurementCase("3 yards", .length, 3, "yd"), MeasurementCase("10 cm", .length, 10, "cm"),
        MeasurementCase("5 mm", .length, 5, "mm"), MeasurementCase("one hundred meters", .length, 100, "m"),
        MeasurementCase("1,500 m", .length, 1_500, "m"),
        // Default units and the ambiguous "k".
        MeasurementCase("half", .volume, 0.5, "cup", default: "cup"),
        MeasurementCase("5", .length, 5, "km", default: "km"),
        MeasurementCase("five", .length, 5, "km", default: "kilometres"),
        MeasurementCase("5 k", .length, 5, "km", default: "km"), MeasurementCase("5k", .length, 5, "km", default: "km"),
        MeasurementCase("5 miles", .length, 5, "mi", default: "km"),
        MeasurementCase("5 k", .mass, 5, "kg", default: "kg"),
        MeasurementCase("300 k", .temperature, 300, "K", default: "K"),
        MeasurementCase("21", .temperature, 21, "°F", default: "F"),
        MeasurementCase("5 km", .length, 5, "km", default: "parsecs"),
        // Mass.
        MeasurementCase("2 kg", .mass, 2, "kg"), MeasurementCase("2 kilos", .mass, 2, "kg"),
        MeasurementCase("a kilo", .mass, 1, "kg"),
        MeasurementCase("500 g", .mass, 500, "g"), MeasurementCase("500g", .mass, 500, "g"),
        MeasurementCase("3 lbs", .mass, 3, "lb"),
        MeasurementCase("1 pound", .mass, 1, "lb"), MeasurementCase("8 oz", .mass, 8, "oz"),
        MeasurementCase("half a pound", .mass, 0.5, "lb"), MeasurementCase("10 kilograms", .mass, 10, "kg"),
        // Temperature.
        MeasurementCase("21 degrees", .temperature, 21, "°C"),
        MeasurementCase("21 degrees", .temperature, 21, "°F", default: "°F"),
        MeasurementCase("21°C", .temperature, 21, "°C"), MeasurementCase("21°c", .temperature, 21, "°C"),
        MeasurementCase("21c", .temperature, 21, "°C"), MeasurementCase("21ºC", .temperature, 21, "°C"),
        MeasurementCase("70 °F", .temperature, 70, "°F"), MeasurementCase("70 fahrenheit", .temperature, 70, "°F"),
        MeasurementCase("70 degrees fahrenheit", .temperature, 70, "°F"),
        MeasurementCase("21 degrees celsius", .temperature, 21, "°C"),
        MeasurementCase("21 degrees c", .temperature, 21, "°C"),
        MeasurementCase("20 centigrade", .temperature, 20, "°C"),
        MeasurementCase("300 kelvin", .temperature, 300, "K"), MeasurementCase("-5°C", .temperature, -5, "°C"),
        MeasurementCase("minus five degrees", .temperature, -5, "°C"),
        MeasurementCase("21°", .temperature, 21, "°C", default: "°C"),
        MeasurementCase("twenty one degrees", .temperature, 21, "°C"),
        // Volume.
        MeasurementCase("2 liters", .volume, 2, "l"), MeasurementCase("2 l", .volume, 2, "l"),
        MeasurementCase("500 ml", .volume, 500, "ml"),
        MeasurementCase("500ml", .volume, 500, "ml"), MeasurementCase("a gallon", .volume, 1, "gal"),
        MeasurementCase("2 cups", .volume, 2, "cup"),
        MeasurementCase("half a cup", .volume, 0.5, "cup"),
        MeasurementCase("three quarters of a cup", .volume, 0.75, "cup"),
        MeasurementCase("8 fl oz", .volume, 8, "fl oz"), MeasurementCase("8 oz", .volume, 8, "fl oz"),
        MeasurementCase("8 fluid ounces", .volume, 8, "fl oz"),
        // Speed.
        MeasurementCase("100 km/h", .speed, 100, "km/h"), MeasurementCase("100 kph", .speed, 100, "km/h"),
        MeasurementCase("100 kilometers per hour", .speed, 100, "km/h"), MeasurementCase("60 mph", .speed, 60, "mph"),
        MeasurementCase("60 miles per hour", .speed, 60, "mph"), MeasurementCase("60 miles an hour", .speed, 60, "mph"),
        MeasurementCase("10 m/s", .speed, 10, "m/s"), MeasurementCase("10 meters per second", .speed, 10, "m/s"),
        // Energy.
        MeasurementCase("500 J", .energy, 500, "J"), MeasurementCase("500 joules", .energy, 500, "J"),
        MeasurementCase("5 kJ", .energy, 5, "kJ"), MeasurementCase("200 cal", .energy, 200, "cal"),
        MeasurementCase("200 calories", .energy, 200, "cal"), MeasurementCase("200 kcal", .energy, 200, "kcal"),
        MeasurementCase("2 kilocalories", .energy, 2, "kcal"), MeasurementCase("3 kWh", .energy, 3, "kWh"),
        MeasurementCase("3 kilowatt hours", .energy, 3, "kWh"), MeasurementCase("3 kilowatt-hours", .energy, 3, "kWh"),
    ])
    func readsMeasurement(_ row: MeasurementCase) {
        expectMeasurement(row.text, row.dimension, defaultUnit: row.defaultUnit, row.value, row.unit)
    }

    /// Text that is not a measurement of the dimension, all of it.
    @Test(arguments: [
        MeasurementCase("", .length, nil), MeasurementCase("5", .length, nil), MeasurementCase("km", .length, nil),
        MeasurementCase("5 k", .length, nil), MeasurementCase("5k", .length, nil),
        MeasurementCase("5 k", .length, nil, default: "m"),
        MeasurementCase("5 k", .volume, nil, default: "l"), MeasurementCase("300 k", .temperature, nil),
        MeasurementCase("five in", .length, nil), MeasurementCase("a m", .length, nil),
        MeasurementCase("five km", .length, nil),
        MeasurementCase("5 kg", .length, nil), MeasurementCase("-5 km", .length, nil),
        MeasurementCase("minus 5 km", .length, nil),
        MeasurementCase("5 km per hour", .length, nil), MeasurementCase("100 km", .speed, nil),
        MeasurementCase("21°", .temperature, nil),
        MeasurementCase("21 degrees", .length, nil), MeasurementCase("5 apples", .mass, nil),
        MeasurementCase("a", .mass, nil),
        MeasurementCase("half", .volume, nil), MeasurementCase("5 km", .temperature, nil),
        MeasurementCase("5 fl", .volume, nil), MeasurementCase("10:30 km", .length, nil),
        MeasurementCase("5 kmx", .length, nil),
        MeasurementCase("5kmh", .length, nil), MeasurementCase("5 miles 3 feet", .length, nil),
        MeasurementCase("2 kilowatt", .energy, nil),
        MeasurementCase("minus 5", .temperature, nil), MeasurementCase("degrees", .temperature, nil),
        MeasurementCase("5", .length, nil, default: "parsecs"),
        MeasurementCase("a mile and a half and a half", .length, nil),
        MeasurementCase("half a mile and a half", .length, nil),
        MeasurementCase("www.example.com", .length, nil), MeasurementCase("5 cups", .mass, nil),
        MeasurementCase("5 c", .volume, nil),
        MeasurementCase("60 mph", .length, nil), MeasurementCase("and", .energy, nil),
    ])
    func readsNothing(_ row: MeasurementCase) {
        expectMeasurement(row.text, row.dimension, defaultUnit: row.defaultUnit, row.value, row.unit)
    }

    /// Manifest type names and their dimensions.
    @Test func dimensionNames() {
        for dimension in MeasurementDimension.allCases {
            #expect(MeasurementDimension.named(dimension.typeName) == dimension)
        }
        #expect(MeasurementDimension.named("Measurement<Length>") == .length)
        #expect(MeasurementDimension.named("Measurement<Energy>") == .energy)
        for bad in [
            "Measurement<length>", "Measurement<>", "Length", "Measurement<Length", "Measurement<Time>", "",
            "Measurement<<Length>>",
        ] {
            #expect(MeasurementDimension.named(bad) == nil, "\(bad)")
        }
    }

    /// A default unit is stored as its canonical symbol, or dropped when the dimension lacks it.
    @Test(
        arguments: [
            (MeasurementDimension.length, "kilometres", "km"), (.length, "km", "km"), (.temperature, "C", "°C"),
            (.temperature, "°F", "°F"), (.temperature, "K", "K"), (.volume, "fl oz", "fl oz"), (.speed, "km/h", "km/h"),
            (.mass, "km", nil), (.temperature, "degrees", nil), (.length, "k", nil), (.energy, "", nil),
        ] as [(MeasurementDimension, String, String?)])
    func defaultUnitIsCanonical(dimension: MeasurementDimension, given: String, stored: String?) {
        #expect(MeasurementParser(dimension: dimension, defaultUnit: given).defaultUnit == stored)
    }

    /// Readings are prefixes, one per length, shortest first.
    @Test func readingsArePrefixes() {
        let parser = MeasurementParser(dimension: .temperature)
        let found = parser.readings(of: Tokenizer.tokenize("21 degrees celsius please")[...], in: ValueContext())
        #expect(found.map(\.length) == [2, 3])
        #expect(found.map(\.value) == [.measurement(21, unit: "°C"), .measurement(21, unit: "°C")])
        let withDefault = MeasurementParser(dimension: .length, defaultUnit: "km")
        let lengths = withDefault.readings(of: Tokenizer.tokenize("5 miles away")[...], in: ValueContext())
        #expect(lengths.map(\.length) == [1, 2])
        #expect(lengths.map(\.value) == [.measurement(5, unit: "km"), .measurement(5, unit: "mi")])
    }

    /// Only English ships.
    @Test func languages() {
        #expect(MeasurementParser(dimension: .mass, language: "en")?.dimension == .mass)
        #expect(MeasurementParser(dimension: .mass, language: "xx") == nil)
    }

    /// Long and odd input returns without trapping.
    @Test func robustness() {
        let inputs = [
            Array(repeating: "and", count: 2_000).joined(separator: " "),
            String(repeating: "9", count: 5_000),
            String(repeating: "9", count: 5_000) + " km",
            String(repeating: "9", count: 5_000) + "km",
            Array(repeating: "a mile and", count: 700).joined(separator: " "),
            Array(repeating: "minus", count: 2_000).joined(separator: " ") + " 5 c",
            Array(repeating: "half", count: 2_000).joined(separator: " "),
        ]
        for dimension in MeasurementDimension.allCases {
            let parser = MeasurementParser(dimension: dimension, defaultUnit: "k")
            for text in inputs {
                let found = parser.readings(of: Tokenizer.tokenize(text)[...], in: ValueContext())
                #expect(found.allSatisfy { $0.length <= MeasurementParser.maxTokens })
            }
        }
        expectMeasurement(String(repeating: "9", count: 5_000), .length, defaultUnit: "km", nil)
        expectMeasurement(Array(repeating: "and", count: 2_000).joined(separator: " "), .length, defaultUnit: "km", nil)
    }
}
