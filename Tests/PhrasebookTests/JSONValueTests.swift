import Testing

@testable import Phrasebook

/// The error `JSONParser` reports for `text`, or nil if it parses.
private func syntaxError(_ text: String, maxDepth: Int = JSONParser.defaultMaxDepth) -> JSONSyntaxError? {
    do {
        _ = try JSONParser.parse(text, maxDepth: maxDepth)
        return nil
    } catch {
        return error
    }
}

@Suite struct JSONValueTests {
    // MARK: Round trips

    /// Compact text that must come back byte for byte after parse → serialize.
    @Test(arguments: [
        "null", "true", "false", "0", "-3", "2.5", "-0.5", "0.1", "1e+300", "1e-07",
        #""""#, #""hi""#, #""é😀 中文""#, "[]", "{}", "[[]]", "[{}]",
        "[1,[2,[3,[]]]]", #"{"b":1,"a":[true,null,{"c":"d"}],"z":{}}"#,
        #"{"s":"a\"b\\c\nd","n":-12345678901234,"f":3.25}"#,
    ])
    func compactRoundTrip(text: String) throws {
        #expect(try JSONParser.parse(text).serialized() == text)
    }

    @Test(
        arguments: [
            ("null", nil), ("true", true), ("false", false), ("0", 0), ("-0", 0), ("42", 42),
            ("-17.25", -17.25), ("1E2", 100), ("1e-2", 0.01), ("123456789012345678901234567890", 1.2345678901234568e29),
            (#""x""#, "x"), (" [ 1 , \"a\" , null ] ", [1, "a", nil]),
            (#"{"k": {"n": [false]}}"#, ["k": ["n": [false]]]),
            ("\n\t\r [] \n", []),
        ] as [(String, JSONValue)])
    func parsesToValue(text: String, expected: JSONValue) throws {
        #expect(try JSONParser.parse(text) == expected)
    }

    @Test func prettyOutput() throws {
        let value: JSONValue = ["name": "x", "list": [1, true, nil], "empty": [], "none": [:], "nested": ["a": 0.5]]
        let expected = """
            {
              "name": "x",
              "list": [
                1,
                true,
                null
              ],
              "empty": [],
              "none": {},
              "nested": {
                "a": 0.5
              }
            }
            """
        #expect(value.serialized(pretty: true) == expected)
        #expect(try JSONParser.parse(expected) == value)
        #expect(JSONValue.array([]).serialized(pretty: true) == "[]")
        #expect(JSONValue.number(1).serialized(pretty: true) == "1")
    }

    // MARK: Objects and key order

    @Test func keyOrderIsKept() throws {
        let parsed = try JSONParser.parse(#"{"z":1,"a":2,"m":3}"#)
        #expect(parsed.objectValue?.keys == ["z", "a", "m"])
        #expect(parsed.serialized() == #"{"z":1,"a":2,"m":3}"#)
        let literal: JSONValue = ["z": 1, "a": 2, "m": 3]
        #expect(literal == parsed)
        // Same members, different order: a different value, because output would differ.
        #expect(literal != ["a": 2, "m": 3, "z": 1])
    }

    @Test func objectAPI() {
        var object = JSONObject([("b", 1), ("a", 2), ("b", 3)])
        #expect(object.keys == ["b", "a"])
        #expect(object["b"] == 3)
        #expect(object["missing"] == nil)
        #expect(object.count == 2 && !object.isEmpty && JSONObject().isEmpty)
        object.set("a", "replaced")
        object.set("c", nil)
        #expect(object.keys == ["b", "a", "c"])
        #expect(object.values == [3, "replaced", nil])
        #expect(object.removeValue(forKey: "b") == 3)
        #expect(object.removeValue(forKey: "b") == nil)
        #expect(object["c"] == .null)
        #expect(object.map(\.key) == ["a", "c"])
        let literal: JSONObject = ["a": "replaced", "c": nil]
        #expect(object == literal)
        #expect(Set([object, literal]).count == 1)
    }

    // MARK: Kinds and accessors

    @Test func boolIsNotNumber() throws {
        let values = try #require(JSONParser.parse("[1, true, 0, false]").arrayValue)
        #expect(values == [.number(1), .bool(true), .number(0), .bool(false)])
        #expect(values.map(\.typeName) == ["number", "boolean", "number", "boolean"])
        #expect(values[0].boolValue == nil && values[1].doubleValue == nil && values[1].intValue == nil)
        #expect(values[1].boolValue == true && values[3].boolValue == false)
        #expect(JSONValue.bool(true) != .number(1))
    }

    @Test func accessorsAndTypeNames() {
        let object: JSONValue = ["k": "v"]
        #expect(JSONValue.null.typeName == "null" && JSONValue.null.isNull)
        #expect(JSONValue.string("s").typeName == "string" && JSONValue.string("s").stringValue == "s")
        #expect(JSONValue.array([1]).typeName == "array" && JSONValue.array([1]).arrayValue == [1])
        #expect(object.typeName == "object" && object.objectValue?["k"] == "v")
        #expect(
            object.stringValue == nil && JSONValue.number(1).stringValue == nil && JSONValue.string("1").intValue == nil
        )
    }

    @Test(
        arguments: [
            (2.0, 2), (-7, -7), (2.5, nil), (1e300, nil), (-0x1p63, Int.min), (0x1p63, nil),
            (.nan, nil), (.infinity, nil), (0x1p53, 9_007_199_254_740_992),
        ] as [(Double, Int?)])
    func intValue(number: Double, expected: Int?) {
        #expect(JSONValue.number(number).intValue == expected)
    }

    @Test(
        arguments: [
            (2, "2"), (-3, "-3"), (0.5, "0.5"), (100, "100"), (-0.0, "0"), (1e300, "1e+300"), (1e-7, "1e-07"),
            (0x1p53, "9007199254740992"), (-0x1p53, "-9007199254740992"), (0x1p53 + 2, "9.007199254740994e+15"),
            (.infinity, "null"), (-.infinity, "null"), (.nan, "null"), (0.1 + 0.2, "0.30000000000000004"),
        ] as [(Double, String)])
    func numberOutput(number: Double, expected: String) throws {
        #expect(JSONValue.number(number).serialized() == expected)
        if number.isFinite { #expect(try JSONParser.parse(expected) == .number(number == 0 ? 0 : number)) }
    }

    // MARK: Strings and escapes

    @Test func escapesInOutput() throws {
        let text = "q\"b\\n\nr\rt\tb\u{8}f\u{C}\u{1}\u{1F}\u{7F}/é😀\u{2028}\u{2029}"
        let expected = #""q\"b\\n\nr\rt\tb\bf\f\u0001\u001f"# + "\u{7F}/é😀" + #"\u2028\u2029""#
        #expect(JSONValue.string(text).serialized() == expected)
        #expect(try JSONParser.parse(expected) == .string(text))
    }

    /// The writer looks for bytes to escape eight at a time: each one is found at every place in a
    /// word and in the tail after the last whole word, beside bytes just above and below it.
    @Test func escapesFoundAtEveryPlace() {
        let escaped: [(String, String)] = [
            ("\"", #"\""#), ("\\", #"\\"#), ("\n", #"\n"#), ("\u{1F}", #"\u001f"#), ("\u{0}", #"\u0000"#),
            ("\u{2028}", #"\u2028"#),
        ]
        for (character, written) in escaped {
            for length in [1, 7, 8, 9, 16, 17, 23] {
                for place in 0..<length {
                    // neighbours that are close in value but need no escaping: space (0x20), '!' (0x21), '#', '[', ']', 'ã' (0xC3 0xA3).
                    let filler = Array(" !#[]ã")
                    var text = ""
                    var expected = "\""
                    for index in 0..<length {
                        let piece = index == place ? character : String(filler[index % filler.count])
                        text += piece
                        expected += index == place ? written : piece
                    }
                    expected += "\""
                    #expect(JSONValue.string(text).serialized() == expected, "\(written) at \(place) of \(length)")
                }
            }
        }
        #expect(JSONValue.string(" !#[]ã~\u{7F}/é😀 âé").serialized() == "\" !#[]ã~\u{7F}/é😀 âé\"")
    }

    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (7, "7"), (-7, "-7"), (10, "10"), (1_000_000, "1000000"),
        (-9_007_199_254_740_992, "-9007199254740992"),
        (9_007_199_254_740_992 + 1, "9007199254740992"), (0.5, "0.5"), (1e300, "1e+300"), (.infinity, "null"),
    ])
    func numbersInOutput(number: Double, expected: String) {
        #expect(JSONValue.number(number).serialized() == expected)
    }

    /// Written piece by piece, a value is the text that the value made whole serializes to.
    @Test func piecesWriteWhatTheValueWould() {
        var writer = JSONTextWriter()
        writer.beginObject()
        writer.key("a")
        writer.beginArray()
        writer.endArray()
        writer.key("b \"q\"")
        writer.beginArray()
        for number in [1.0, 2.5] {
            writer.element()
            writer.number(number)
        }
        writer.element()
        writer.beginObject()
        writer.key("c")
        writer.string(orNull: nil)
        writer.key("d")
        writer.write(.object(JSONObject([("e", .bool(true)), ("f", .array([.null, .string("g")]))])))
        writer.endObject()
        writer.element()
        writer.string("h")
        writer.endArray()
        writer.key("i")
        writer.beginObject()
        writer.endObject()
        writer.endObject()
        let value = JSONValue.object(
            JSONObject([
                ("a", .array([])),
                (
                    "b \"q\"",
                    .array([
                        .number(1), .number(2.5),
                        .object(
                            JSONObject([
                                ("c", .null),
                                (
                                    "d",
                                    .object(JSONObject([("e", .bool(true)), ("f", .array([.null, .string("g")]))]))
                                ),
                            ])), .string("h"),
                    ])
                ), ("i", .object(JSONObject())),
            ]))
        #expect(writer.text == value.serialized())
    }

    @Test(arguments: [
        (#""\u00e9""#, "é"), (#""\u00E9\u4E2D""#, "é中"), (#""\ud83d\ude00""#, "😀"), (#""\uD834\uDD1E x""#, "𝄞 x"),
        (#""\/\b\f\n\r\t\"\\""#, "/\u{8}\u{C}\n\r\t\"\\"), (#""a\u0000b""#, "a\u{0}b"), (#""\u2028""#, "\u{2028}"),
        (#""plain é 😀""#, "plain é 😀"),
    ])
    func escapesInInput(text: String, expected: String) throws {
        #expect(try JSONParser.parse(text) == .string(expected))
    }

    @Test func megabyteString() throws {
        let body = String(repeating: "abcdefgh", count: 1 << 17)
        #expect(try JSONParser.parse("\"\(body)\"").stringValue?.utf8.count == 1 << 20)
        let escaped = String(repeating: #"a\n\u00e9"#, count: 1 << 17)
        #expect(try JSONParser.parse("[\"\(escaped)\"]").arrayValue?.first?.stringValue?.count == 3 << 17)
    }

    @Test func largeArray() throws {
        let text = "[" + Array(repeating: "1", count: 100_000).joined(separator: ",") + "]"
        #expect(try JSONParser.parse(text).arrayValue?.count == 100_000)
    }

    // MARK: Errors

    @Test(arguments: [
        ("", "1:1: expected a JSON value, found end of input"),
        ("\n\n  ", "3:3: expected a JSON value, found end of input"),
        ("[1,]", "1:4: expected a JSON value after ',', found ']'"),
        ("[1,,2]", "1:4: expected a JSON value after ',', found ','"),
        ("[1 2]", "1:4: expected ',' or ']' after an array element, found '2'"),
        ("[true false]", "1:7: expected ',' or ']' after an array element, found 'false'"),
        ("[", "1:2: expected a JSON value or ']', found end of input"),
        (#"{"a":1,}"#, "1:8: expected a string key after ',', found '}'"),
        (#"{"a" 1}"#, "1:6: expected ':' after an object key, found '1'"),
        (#"{"a":}"#, "1:6: expected a JSON value after ':', found '}'"),
        ("{\n  \"a\": 1\n  \"b\": 2\n}", #"3:3: expected ',' or '}' after an object member, found '"'"#),
        (#"{"a":1"#, "1:7: expected ',' or '}' after an object member, found end of input"),
        ("{1:2}", "1:2: expected a string key or '}', found '1'"),
        ("{'a':1}", #"1:2: expected a string key or '}', found "'""#),
        ("tru", "1:1: expected a JSON value, found 'tru'"),
        ("True", "1:1: expected a JSON value, found 'True'"),
        ("[NaN]", "1:2: expected a JSON value or ']', found 'NaN'"),
        ("-Infinity", "1:2: expected a digit after '-', found 'I'"),
        ("+1", "1:1: expected a JSON value, found '+'"),
        (".5", "1:1: expected a JSON value, found '.'"),
        ("01", "1:1: leading zeros are not allowed in numbers, found '01'"),
        ("[-007]", "1:2: leading zeros are not allowed in numbers, found '-007'"),
        ("1.", "1:3: expected a digit after '.', found end of input"),
        ("1.e5", "1:3: expected a digit after '.', found 'e'"),
        ("1e+", "1:4: expected a digit in the exponent, found end of input"),
        ("1e400", "1:1: number is out of range, found '1e400'"),
        ("\"abc", "1:5: expected '\"' to close the string starting at 1:1, found end of input"),
        ("[\"a\nb\"]", "1:4: expected '\"' to close the string starting at 1:2, found line break"),
        ("\"a\tb\"", "1:3: control characters in strings must be escaped, found tab"),
        ("\"\u{1}\"", "1:2: control characters in strings must be escaped, found U+0001"),
        (#""\x""#, #"1:3: expected one of " \ / b f n r t u after '\', found 'x'"#),
        (#""\u12g4""#, #"1:6: expected 4 hex digits after '\u', found 'g'"#),
        (#""\ud800""#, #"1:2: unpaired surrogate '\uD800' in a string"#),
        (#""\udc00\ud800""#, #"1:2: unpaired surrogate '\uDC00' in a string"#),
        (#""x\uD800\u0041""#, #"1:3: unpaired surrogate '\uD800' in a string"#),
        ("{} x", "1:4: expected end of input after the JSON value, found 'x'"),
        ("[]]", "1:3: expected end of input after the JSON value, found ']'"),
        ("/* c */ 1", "1:1: expected a JSON value, found '/'"),
        ("\"é\" é", "1:5: expected end of input after the JSON value, found 'é' (U+00E9)"),
        ("[\"😀é\", x]", "1:8: expected a JSON value after ',', found 'x'"),
        ("[1,\r\n 2,\r\n x]", "3:2: expected a JSON value after ',', found 'x'"),
        ("\u{FEFF}[1 x]", "1:4: expected ',' or ']' after an array element, found 'x'"),
        (String(repeating: "x", count: 40), "1:1: expected a JSON value, found 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'"),
    ])
    func syntaxErrorMessage(text: String, expected: String) {
        #expect(syntaxError(text)?.description == expected)
    }

    @Test(
        arguments: [
            ([0x5B, 0xFF, 0x5D], "1:2: invalid UTF-8, found byte 0xFF"),
            ([0x22, 0xC3, 0x22], "1:2: invalid UTF-8, found byte 0xC3"),
            ([0x22, 0xC3, 0xA9, 0x22, 0x20, 0x78], "1:5: expected end of input after the JSON value, found 'x'"),
        ] as [([UInt8], String)])
    func byteInputErrors(bytes: [UInt8], expected: String) {
        do {
            _ = try JSONParser.parse(bytes)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func byteInputParses() throws {
        #expect(try JSONParser.parse(Array(#"{"é":[1]}"#.utf8)) == ["é": [1]])
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF, 0x31]) == 1)
    }

    @Test func errorFields() {
        let error = syntaxError("{\n  \"a\": 1,\n  \"b\" 2\n}")
        #expect(error == JSONSyntaxError(message: "expected ':' after an object key, found '2'", line: 3, column: 7))
    }

    @Test func duplicateKeys() throws {
        let text = "{\n  \"name\": 1,\n  \"x\": {\"name\": 2},\n  \"name\": 3\n}"
        #expect(syntaxError(text)?.description == #"4:3: duplicate key "name" (first defined at 2:3)"#)
        #expect(syntaxError(#"{"a\n":1,"a\u000a":2}"#)?.message == #"duplicate key "a\n" (first defined at 1:2)"#)
        // The same key in different objects is fine.
        #expect(try JSONParser.parse(#"[{"a":1},{"a":2}]"#) == [["a": 1], ["a": 2]])
    }

    /// Objects of more than a few members find their keys through a table, smaller ones by a
    /// scan: both answer alike, across additions, replacements and removals either way.
    @Test func objectsOfEverySizeFindTheirKeys() {
        var object = JSONObject()
        var expected: [(String, JSONValue)] = []
        for index in 0..<12 {
            object.set("k\(index)", .number(Double(index)))
            expected.append(("k\(index)", .number(Double(index))))
            #expect(object.count == index + 1)
            #expect(expected.allSatisfy { object[$0.0] == $0.1 })
            #expect(object["k\(index + 1)"] == nil)
        }
        object.set("k3", "three")
        #expect(object["k3"] == "three" && object.keys[3] == "k3")
        for key in ["k0", "k5", "k11", "k1"] {
            #expect(object.removeValue(forKey: key) != nil)
            expected.removeAll { $0.0 == key }
            expected = expected.map { $0.0 == "k3" ? ("k3", "three") : $0 }
            #expect(object.keys == expected.map(\.0))
            #expect(expected.allSatisfy { object[$0.0] == $0.1 })
            #expect(object[key] == nil)
        }
        object.set("k0", 0)
        #expect(object["k0"] == 0 && object.keys.last == "k0" && object.count == 9)
        #expect(object["k9"] == 9)
    }

    /// A duplicate key is located in large objects and in an object after a nested one.
    @Test func duplicateKeysInLargeAndNestedObjects() {
        let members = (0..<10).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        #expect(
            syntaxError("{\(members),\"k4\":1}")?.description == #"1:72: duplicate key "k4" (first defined at 1:30)"#)
        let nested = #"{"a":{"b":{"c":1},"d":2},"e":[{"f":1,"f":2}]}"#
        #expect(syntaxError(nested)?.description == #"1:38: duplicate key "f" (first defined at 1:32)"#)
        let after = #"{"a":{"b":1,"c":2},"d":3,"a":4}"#
        #expect(syntaxError(after)?.description == #"1:26: duplicate key "a" (first defined at 1:2)"#)
    }

    @Test func depthLimit() throws {
        #expect(
            syntaxError(String(repeating: "[", count: 10_000))?.description
                == "1:65: nesting depth exceeds the limit of 64")
        #expect(
            syntaxError(String(repeating: #"{"a":"#, count: 10_000))?.message == "nesting depth exceeds the limit of 64"
        )
        let sixtyFour = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(syntaxError(sixtyFour) == nil)
        #expect(syntaxError("[[]]", maxDepth: 1)?.description == "1:2: nesting depth exceeds the limit of 1")
        #expect(try JSONParser.parse("[[[1]]]", maxDepth: 3) == [[[1]]])
        #expect(try JSONParser.parse("7", maxDepth: 0) == 7)
    }

    @Test func literals() {
        let values: [JSONValue] = [nil, true, 3, 1.5, "s", [1], ["k": false]]
        #expect(
            values == [
                .null, .bool(true), .number(3), .number(1.5), .string("s"), .array([.number(1)]),
                .object(JSONObject([("k", .bool(false))])),
            ])
        #expect(values.map(\.description) == ["null", "true", "3", "1.5", #""s""#, "[1]", #"{"k":false}"#])
    }
}
