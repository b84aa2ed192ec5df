import Testing

@testable import Phrasebook

/// A large text is parsed in two halves at once (the second half from a guessed array element
/// near the middle): the value, or the first error, must be those of a parse in one go.
@Suite struct JSONHalvesTests {
    /// The value or the error of `text`, parsed whole or (with `splitFrom: 0`) in halves.
    private func outcome(_ text: String, halves: Bool, maxDepth: Int = JSONParser.defaultMaxDepth) -> String {
        do {
            return try JSONParser.parse(text, maxDepth: maxDepth, splitFrom: halves ? 0 : Int.max).serialized()
        } catch {
            return "error \(error)"
        }
    }

    /// `count` objects like a manifest's entity values, with `element(index)` in place of some.
    private func values(_ count: Int, element: (Int) -> String? = { _ in nil }) -> String {
        (0..<count).map { element($0) ?? #"{"id":"v\#($0)","title":"title \#($0)"}"# }.joined(separator: ",")
    }

    private func expectSame(_ text: String, maxDepth: Int = JSONParser.defaultMaxDepth) {
        #expect(outcome(text, halves: true, maxDepth: maxDepth) == outcome(text, halves: false, maxDepth: maxDepth))
    }

    /// Documents whose middle falls in a large array of objects (with members after it), in an
    /// array nested in another, in a string that reads like two elements, or among scalars.
    @Test func theSameValue() throws {
        let manifest = #"{"apps":[{"name":"A","values":[\#(values(400))],"after":[1,2,{"x":null}]}],"end":true}"#
        #expect(!outcome(manifest, halves: true).hasPrefix("error"))
        expectSame(manifest)
        expectSame("[[\(values(300))],[\(values(300))]]")
        expectSame("[\(values(50))]")
        // the middle is inside a string: `},{` there is no element.
        let inString = #"[{"a":"\#(String(repeating: "x", count: 500))},{\#(String(repeating: "y", count: 500))"}]"#
        expectSame(inString)
        // …and one whose text from the guess reads as an array's tail, which is not one.
        let tailInString =
            #"[{"a":"\#(String(repeating: "x", count: 500))},{}]\#(String(repeating: "y", count: 500))"}]"#
        expectSame(tailInString)
        expectSame("[" + (0..<2_000).map(String.init).joined(separator: ",") + "]")
        expectSame(#"{"a":[{}, {}, {}],"b":[\#(values(200))] }"#)
        // a split whose second half ends the document: the closing brackets right after it.
        expectSame("[\(values(100)),{\"last\":[[[]]]}]")
    }

    /// A problem before the middle, after it, or in both, is the first a parse in one go finds.
    @Test(arguments: [
        (40, #"{"id":"v","id":"w"}"#), (160, #"{"id":"v","id":"w"}"#), (160, #"{"id":v}"#), (199, #"{"id":"v",}"#),
        (120, "{\"id\":\"a\u{1}b\"}"), (101, "[1,,2]"), (150, #"{"a":[1 2]}"#),
    ])
    func theSameFirstError(at index: Int, element: String) {
        let text = "[\(values(200) { $0 == index ? element : nil })]"
        #expect(outcome(text, halves: true).hasPrefix("error"))
        expectSame(text)
        // one in each half: the first one wins.
        let both = "[\(values(200) { $0 == 30 || $0 == index ? element : nil })]"
        expectSame(both)
    }

    /// Nesting in the second half that the limit allows only from a shallower start, a document
    /// that goes on after its value, and one cut short in the second half.
    @Test func theSameDepthAndEnd() {
        let deep = "[[[" + values(100) + #",{"a":[[[[1]]]]}"# + "]]]"
        for maxDepth in [6, 7, 8, 9, 64] { expectSame(deep, maxDepth: maxDepth) }
        expectSame("[\(values(200))] x")
        expectSame("[\(values(200))")
        expectSame(String("[\(values(200))]".dropLast(40)))
    }
}
