import PhraseMatching
import Phrasebook
import Testing

/// A small manifest and every problem it must be reported with, as `Diagnostic.summary` lines
/// (`source[:line:column]: message`).
struct ManifestProblems: Sendable, CustomTestStringConvertible {
    var name: String
    var json: String
    var problems: [String]

    init(_ name: String, _ json: String, _ problems: [String]) {
        self.name = name
        self.json = json
        self.problems = problems
    }

    var testDescription: String { name }
}

/// The summaries of the diagnostics that loading `json` throws; empty when it loads.
func loadingProblems(_ json: String) -> [String] {
    do {
        _ = try ManifestLoader.load(json: json)
        return []
    } catch {
        return error.diagnostics.map(\.summary)
    }
}

/// The summaries of the diagnostics that compiling the manifest `json` throws; empty when it
/// compiles. The manifest itself must load.
func compileProblems(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
    let model: PhrasebookModel
    do {
        model = try ManifestLoader.load(json: json)
    } catch {
        Issue.record("the manifest does not load: \(error.diagnostics.map(\.summary))", sourceLocation: sourceLocation)
        throw error
    }
    do {
        _ = try IntentMatcher(model: model)
        return []
    } catch let error as DiagnosticList {
        return error.diagnostics.map(\.summary)
    }
}

/// A manifest of one app named "Kitchen" with the given intents (JSON array elements) and app keys.
func kitchen(intents: String, _ appKeys: String = "") -> String {
    #"{"apps": [{"name": "Kitchen", "intents": [\#(intents)]\#(appKeys.isEmpty ? "" : ", " + appKeys)}]}"#
}

/// One intent named `name` with `parameters` (JSON array elements) and `phrases`.
func intent(_ name: String = "Cook", parameters: String = "", phrases: [String], _ extraKeys: String = "") -> String {
    let quoted = phrases.map { "\"\($0)\"" }.joined(separator: ", ")
    return
        #"{"name": "\#(name)", "parameters": [\#(parameters)], "phrases": [\#(quoted)]\#(extraKeys.isEmpty ? "" : ", " + extraKeys)}"#
}

@Suite("ManifestLoader")
struct ManifestLoaderTests {
    static let appKeys = "name, synonyms, rules, fillers, enums, entities, negativePhrases, intents, shortcutTileColor"
    static let intentKeys =
        "name, title, description, schema, parameters, phrases, negativePhrases, dialog, confirmation, authenticationPolicy, summary, openIntent, openAppWhenRun, snippet, isDiscoverable, shortTitle, systemImageName"

    static let shapeProblems: [ManifestProblems] = [
        ManifestProblems(
            "unknown app key, with a guess", #"{"apps": [{"name": "Kitchen", "synonym": ["Cookery"]}]}"#,
            [
                "apps[0].synonym: unknown key 'synonym' (keys here are: \(appKeys)). Did you mean 'synonyms'?"
            ]),
        ManifestProblems(
            "unknown intent key, with a guess", kitchen(intents: #"{"name": "Cook", "titel": "Cook"}"#),
            [
                "apps[0].intents[0].titel: unknown key 'titel' (keys here are: \(intentKeys)). Did you mean 'title'?"
            ]),
        ManifestProblems(
            "unknown top-level key, and no apps", #"{"app": []}"#,
            [
                "app: unknown key 'app' (keys here are: locale, apps, schemas). Did you mean 'apps'?",
                "apps: missing required key 'apps'",
            ]),
        ManifestProblems(
            "no apps at all", #"{"apps": []}"#,
            [
                "apps: the manifest has no apps, so no utterance can match"
            ]),
        ManifestProblems(
            "apps null", #"{"apps": null}"#,
            [
                "apps: expected an array of apps, found a null"
            ]),
        ManifestProblems(
            "not an object at the top level", #"[]"#,
            [
                "manifest: expected an object with \"apps\" at the top level, found an array"
            ]),
        ManifestProblems(
            "unknown key with nothing close", #"{"apps": [{"name": "Kitchen"}], "colour": "red"}"#,
            [
                "colour: unknown key 'colour' (keys here are: locale, apps, schemas)"
            ]),
        ManifestProblems(
            "a string where an array of strings belongs", #"{"apps": [{"name": "Kitchen", "synonyms": "Cookery"}]}"#,
            [
                "apps[0].synonyms: expected an array of strings, found a string"
            ]),
        ManifestProblems(
            "a string where an array of phrases belongs", kitchen(intents: #"{"name": "Cook", "phrases": "cook"}"#),
            [
                "apps[0].intents[0].phrases: expected an array of phrase strings, found a string"
            ]),
        ManifestProblems(
            "an object where the array of apps belongs", #"{"apps": {"name": "Kitchen"}}"#,
            [
                "apps: expected an array, found an object"
            ]),
        ManifestProblems(
            "a number where a string belongs", kitchen(intents: #"{"name": "Cook", "title": 7}"#),
            [
                "apps[0].intents[0].title: expected a string, found a number"
            ]),
        ManifestProblems(
            "a number inside an array of strings", #"{"apps": [{"name": "Kitchen", "synonyms": ["Cookery", 2]}]}"#,
            [
                "apps[0].synonyms[1]: expected a string, found a number"
            ]),
        ManifestProblems(
            "a string where true or false belongs",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "dish", "type": "String", "optional": "yes"}"#, phrases: ["cook {dish}"])),
            [
                "apps[0].intents[0].parameters[0].optional: expected true or false, found a string"
            ]),
        ManifestProblems(
            "app without a name", #"{"apps": [{"synonyms": ["Cookery"]}]}"#,
            [
                "apps[0].name: missing required key 'name'"
            ]),
        ManifestProblems(
            "intent without a name", kitchen(intents: #"{"phrases": ["cook"]}"#),
            [
                "apps[0].intents[0].name: missing required key 'name'"
            ]),
        ManifestProblems(
            "parameter without a name or type", kitchen(intents: intent(parameters: "{}", phrases: ["cook"])),
            [
                "apps[0].intents[0].parameters[0].name: missing required key 'name'",
                "apps[0].intents[0].parameters[0].type: missing required key 'type'",
            ]),
        ManifestProblems(
            "blank app name", #"{"apps": [{"name": "  "}]}"#,
            [
                "apps[0].name: 'name' is empty"
            ]),
        ManifestProblems(
            "parameter name that is not an identifier",
            kitchen(intents: intent(parameters: #"{"name": "2nd", "type": "Int"}"#, phrases: ["cook"])),
            [
                "apps[0].intents[0].parameters[0].name: invalid parameter name '2nd'"
            ]),
    ]

    @Test("the manifest's shape is checked, with a JSON path per problem", arguments: shapeProblems)
    func shape(_ row: ManifestProblems) {
        #expect(loadingProblems(row.json) == row.problems)
    }

    static let typeProblems: [ManifestProblems] = [
        ManifestProblems(
            "unknown parameter type, with a guess",
            kitchen(intents: intent(parameters: #"{"name": "dish", "type": "Strng"}"#, phrases: ["cook {dish}"])),
            [
                "apps[0].intents[0].parameters[0].type: unknown type 'Strng' (types are: String, Int, Double, Ordinal, Bool, Date, Duration, URL, Person, Measurement<Length>, [T]). Did you mean 'String'?"
            ]),
        ManifestProblems(
            "unknown parameter type, guessed among the app's enums",
            kitchen(
                intents: intent(parameters: #"{"name": "size", "type": "BowlSise"}"#, phrases: ["cook {size}"]),
                #""enums": {"BowlSize": {"cases": [{"value": "small"}]}}"#),
            [
                "apps[0].intents[0].parameters[0].type: unknown type 'BowlSise' (types are: String, Int, Double, Ordinal, Bool, Date, Duration, URL, Person, Measurement<Length>, [T], BowlSize). Did you mean 'BowlSize'?"
            ]),
        ManifestProblems(
            "a measurement of an unknown dimension, with a guess",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "depth", "type": "Measurement<Lenght>"}"#, phrases: ["dig {depth}"])),
            [
                "apps[0].intents[0].parameters[0].type: unknown measurement dimension 'Lenght' (dimensions are: Length, Mass, Temperature, Volume, Speed, Energy). Did you mean 'Length'?"
            ]),
        ManifestProblems(
            "a unit the dimension does not have",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "depth", "type": "Measurement<Length>", "unit": "kg"}"#,
                    phrases: ["dig {depth}"])),
            [
                "apps[0].intents[0].parameters[0].unit: unknown unit 'kg' for Measurement<Length>"
            ]),
        ManifestProblems(
            "a unit on a parameter that is not a measurement",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "count", "type": "Int", "unit": "km"}"#, phrases: ["dig {count}"])),
            [
                "apps[0].intents[0].parameters[0].unit: 'unit' applies to measurements, but this parameter is Int"
            ]),
        ManifestProblems(
            "a date kind that is none",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "time", "type": "Date", "kind": "hour"}"#, phrases: ["cook at {time}"])),
            [
                "apps[0].intents[0].parameters[0].kind: unknown kind 'hour'"
            ]),
        ManifestProblems(
            "a date kind on a parameter that is not a date",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "count", "type": "Int", "kind": "time"}"#, phrases: ["cook {count}"])),
            [
                "apps[0].intents[0].parameters[0].kind: 'kind' applies to dates, but this parameter is Int"
            ]),
        ManifestProblems(
            "lists of open text have no boundaries",
            kitchen(
                intents: intent(parameters: #"{"name": "dishes", "type": "[String]"}"#, phrases: ["cook {dishes}"])),
            [
                "apps[0].intents[0].parameters[0].type: type '[String]' is not supported: a list needs elements with boundaries of their own, and String has none"
            ]),
        ManifestProblems(
            "custom schemas must be an array", #"{"apps": [{"name": "Kitchen"}], "schemas": {}}"#,
            [
                "schemas: expected an array, found an object"
            ]),
        ManifestProblems(
            "a custom schema with an unknown kind and parameter type",
            #"{"apps": [{"name": "Kitchen"}], "schemas": [{"domain": "tea", "name": "brew", "kind": "verb", "parameters": [{"name": "blend", "type": "Blnd"}]}]}"#,
            [
                "schemas[0].kind: unknown schema kind 'verb' (kinds are: intent, entity, enum)",
                "schemas[0].parameters[0].type: unknown schema parameter type 'Blnd'",
            ]),
        ManifestProblems(
            "range with min above max",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "minutes", "type": "Int", "range": [60, 1]}"#, phrases: ["cook {minutes}"])),
            [
                "apps[0].intents[0].parameters[0].range: expected [min, max] with two numbers, min ≤ max"
            ]),
        ManifestProblems(
            "range with one bound",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "minutes", "type": "Int", "range": [1]}"#, phrases: ["cook {minutes}"])),
            [
                "apps[0].intents[0].parameters[0].range: expected [min, max] with two numbers, min ≤ max"
            ]),
        ManifestProblems(
            "range on a String",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "dish", "type": "String", "range": [1, 2]}"#, phrases: ["cook {dish}"])),
            [
                "apps[0].intents[0].parameters[0].range: 'range' applies to numbers, but this parameter is String"
            ]),
        ManifestProblems(
            "fractional default of an Int",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "minutes", "type": "Int", "default": 1.5}"#, phrases: ["cook {minutes}"])),
            [
                "apps[0].intents[0].parameters[0].default: expected a whole number for an Int parameter, found 1.5"
            ]),
        ManifestProblems(
            "string default of an Int",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "minutes", "type": "Int", "default": "ten"}"#, phrases: ["cook {minutes}"])),
            [
                "apps[0].intents[0].parameters[0].default: expected a number, found a string"
            ]),
        ManifestProblems(
            "default that is not an id of the entity",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "dish", "type": "Dish", "default": "pizza"}"#, phrases: ["cook {dish}"]),
                #""entities": {"Dish": {"values": [{"id": "pasta", "title": "Pasta"}]}}"#),
            [
                "apps[0].intents[0].parameters[0].default: 'pizza' is not an id of entity 'Dish'"
            ]),
        ManifestProblems(
            "unknown authentication policy",
            kitchen(intents: #"{"name": "Cook", "authenticationPolicy": "requiresFaceID"}"#),
            [
                "apps[0].intents[0].authenticationPolicy: unknown authentication policy 'requiresFaceID' (policies are: alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication)"
            ]),
    ]

    @Test("parameter types, ranges, defaults and policies are checked", arguments: typeProblems)
    func types(_ row: ManifestProblems) {
        #expect(loadingProblems(row.json) == row.problems)
    }

    static let syntaxProblems: [ManifestProblems] = [
        ManifestProblems(
            "a closing brace where a value belongs",
            """
            {"apps": [{"name": "Kitchen",
              "intents": [}]}
            """,
            [
                "manifest: invalid JSON at 2:15: expected a JSON value or ']', found '}'"
            ]),
        ManifestProblems(
            "a duplicate key", #"{"apps": [], "apps": []}"#,
            [
                #"manifest: invalid JSON at 1:14: duplicate key "apps" (first defined at 1:2)"#
            ]),
    ]

    @Test("JSON syntax errors name the line and column", arguments: syntaxProblems)
    func syntax(_ row: ManifestProblems) {
        #expect(loadingProblems(row.json) == row.problems)
    }

    @Test("a syntax error names the file it was loaded from and shows the line")
    func syntaxErrorNamesTheFile() throws {
        let error = try #require(throws: DiagnosticList.self) {
            try ManifestLoader.load(json: "{\"apps\": [,]}", file: "kitchen.json")
        }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.source == "kitchen.json")
        #expect(diagnostic.line == 1)
        #expect(diagnostic.column == 11)
        #expect(diagnostic.excerpt == "{\"apps\": [,]}")
    }

    @Test("a file that cannot be read is one diagnostic naming the path")
    func unreadableFile() throws {
        let error = try #require(throws: DiagnosticList.self) {
            try ManifestLoader.load(contentsOf: "/nonexistent/kitchen.json")
        }
        #expect(
            error.diagnostics.map(\.summary) == [
                "/nonexistent/kitchen.json: cannot read the manifest file: no such file"
            ])
    }

    @Test("every problem in the manifest is reported together")
    func allProblemsTogether() {
        let json = kitchen(
            intents: #"""
                {"name": "Cook", "titel": "Cook",
                 "parameters": [{"name": "minutes", "type": "Int", "default": 2.5}],
                 "authenticationPolicy": "never"}
                """#, #""synonyms": "Cookery""#)
        #expect(
            loadingProblems(json) == [
                "apps[0].intents[0].titel: unknown key 'titel' (keys here are: \(Self.intentKeys)). Did you mean 'title'?",
                "apps[0].intents[0].parameters[0].default: expected a whole number for an Int parameter, found 2.5",
                "apps[0].intents[0].authenticationPolicy: unknown authentication policy 'never' (policies are: alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication)",
                "apps[0].synonyms: expected an array of strings, found a string",
            ])
    }

    @Test("an app with a bad name still has its other keys checked")
    func badNameDoesNotHideOtherProblems() {
        let problems = loadingProblems(#"{"apps": [{"name": 7, "synonyms": "Cookery"}]}"#)
        #expect(problems.contains("apps[0].name: expected a string, found a number"))
        #expect(problems.contains("apps[0].synonyms: expected an array of strings, found a string"))
    }

    @Test("a valid manifest loads into the model")
    func validManifestLoads() throws {
        let model = try ManifestLoader.load(
            json: kitchen(
                intents: intent(
                    parameters: #"{"name": "minutes", "type": "Int", "default": 10, "range": [1, 60]}"#,
                    phrases: ["cook for {minutes} minutes"], #""authenticationPolicy": "requiresAuthentication""#)))
        let cook = try #require(model.apps.first?.intents.first)
        #expect(model.locale == "en-US")
        #expect(cook.name == "Cook")
        #expect(cook.title == "Cook")
        #expect(cook.authenticationPolicy == .requiresAuthentication)
        #expect(cook.phrases.map(\.source) == ["apps[0].intents[0].phrases[0]"])
        let minutes = try #require(cook.parameter(named: "minutes"))
        #expect(minutes.type == .int)
        #expect(minutes.defaultValue == .int(10))
        #expect(minutes.range == 1...60)
    }
}

@Suite("IntentMatcher compile errors")
struct IntentMatcherCompileTests {
    static let compileProblemRows: [ManifestProblems] = [
        ManifestProblems(
            "unknown parameter in a phrase, with a guess",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "title", "type": "String"}"#,
                    phrases: ["add {titel} to {applicationName}"])),
            [
                "apps[0].intents[0].phrases[0]: unknown parameter 'titel' (parameters are: title). Did you mean 'title'?"
            ]),
        ManifestProblems(
            "unknown parameter in an intent without parameters",
            kitchen(intents: intent(phrases: ["cook {dish}"])),
            [
                "apps[0].intents[0].phrases[0]: unknown parameter 'dish' (this intent has no parameters)"
            ]),
        ManifestProblems(
            "unbalanced bracket",
            kitchen(intents: intent(phrases: ["cook (pasta|rice in {applicationName}"])),
            [
                "apps[0].intents[0].phrases[0]: unbalanced '(' in phrase"
            ]),
        ManifestProblems(
            "closing bracket that nothing opened",
            kitchen(intents: intent(phrases: ["cook pasta] in {applicationName}"])),
            [
                "apps[0].intents[0].phrases[0]: unbalanced ']'"
            ]),
        ManifestProblems(
            "recursive rules",
            kitchen(
                intents: intent(phrases: ["cook pasta in {applicationName}"]),
                #""rules": {"dish": "(pasta|rice|<meal>)", "meal": "[a] <dish>"}"#),
            [
                "apps[0].rules.dish: rule 'dish' is recursive: <dish> → <meal> → <dish>"
            ]),
        ManifestProblems(
            "a rule that refers to itself",
            kitchen(
                intents: intent(phrases: ["cook pasta in {applicationName}"]),
                #""rules": {"dishes": "(pasta|pasta and <dishes>)"}"#),
            [
                "apps[0].rules.dishes: rule 'dishes' is recursive: <dishes> → <dishes>"
            ]),
        ManifestProblems(
            "unknown rule, with a guess",
            kitchen(intents: intent(phrases: ["cook pasta <polit>"]), #""rules": {"polite": "[please]"}"#),
            [
                "apps[0].intents[0].phrases[0]: unknown rule 'polit' (rules are: polite). Did you mean 'polite'?"
            ]),
        ManifestProblems(
            "duplicate intent names",
            kitchen(intents: intent(phrases: ["cook pasta"]) + ", " + intent(phrases: ["cook rice"])),
            [
                "apps[0].intents[1]: duplicate intent name 'Cook'"
            ]),
        ManifestProblems(
            "duplicate parameter names",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "dish", "type": "String"}, {"name": "dish", "type": "Int"}"#,
                    phrases: ["cook {dish} now"])),
            [
                "apps[0].intents[0].parameters[1]: duplicate parameter name 'dish'"
            ]),
        ManifestProblems(
            "duplicate app names",
            #"{"apps": [{"name": "Kitchen"}, {"name": "Kitchen"}]}"#,
            [
                "apps[1]: duplicate app name 'Kitchen'"
            ]),
        ManifestProblems(
            "the same parameter twice in a phrase",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "dish", "type": "String"}"#,
                    phrases: ["cook {dish} with {dish} in {applicationName}"])),
            [
                "apps[0].intents[0].phrases[0]: parameter 'dish' is used twice in one phrase"
            ]),
        ManifestProblems(
            "two open slots with no word between them",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "message", "type": "String"}, {"name": "recipient", "type": "String"}"#,
                    phrases: ["send {message} {recipient}"])),
            [
                "apps[0].intents[0].phrases[0]: open slots {message} and {recipient} have no words between them"
            ]),
        ManifestProblems(
            "an enum with no cases",
            kitchen(intents: intent(phrases: ["cook"]), #""enums": {"Size": {"cases": []}}"#),
            [
                "apps[0]: enum 'Size' has no cases"
            ]),
    ]

    @Test("phrases, rules and names are checked, with a JSON path per problem", arguments: compileProblemRows)
    func compileProblem(_ row: ManifestProblems) throws {
        #expect(try compileProblems(row.json) == row.problems)
    }

    @Test("the rendered diagnostic points a caret at the problem")
    func renderedDiagnostic() throws {
        let model = try ManifestLoader.load(
            json: kitchen(
                intents: intent(
                    parameters: #"{"name": "title", "type": "String"}"#, phrases: ["add {titel} to {applicationName}"]))
        )
        let error = try #require(throws: DiagnosticList.self) { try IntentMatcher(model: model) }
        #expect(
            error.description == """
                error: unknown parameter 'titel' (parameters are: title). Did you mean 'title'?
                 --> apps[0].intents[0].phrases[0]:1:5
                  |
                1 | add {titel} to {applicationName}
                  |     ^ not a parameter of this intent
                  = help: use one of the intent's parameters, or declare 'titel'
                """)
    }

    @Test("every problem in the manifest is reported together")
    func allProblemsTogether() throws {
        let json = kitchen(
            intents: [
                intent(
                    parameters: #"{"name": "title", "type": "String"}"#,
                    phrases: ["add {titel} to {applicationName}", "add (a|the task {title}"]),
                intent("Bake", phrases: ["bake in {applicationName}"]),
                intent(phrases: ["cook now"]),
            ].joined(separator: ", "))
        #expect(
            try compileProblems(json) == [
                "apps[0].intents[2]: duplicate intent name 'Cook'",
                "apps[0].intents[0].phrases[0]: unknown parameter 'titel' (parameters are: title). Did you mean 'title'?",
                "apps[0].intents[0].phrases[1]: unbalanced '(' in phrase",
            ])
    }

    @Test("a phrase that uses a recursive rule gets no second, misleading diagnostic")
    func recursiveRuleInUse() throws {
        let problems = try compileProblems(
            kitchen(
                intents: intent(phrases: ["cook <dish> in {applicationName}"]),
                #""rules": {"dish": "(pasta|rice|<meal>)", "meal": "[a] <dish>"}"#))
        #expect(problems.first == "apps[0].rules.dish: rule 'dish' is recursive: <dish> → <meal> → <dish>")
        #expect(
            problems == [
                "apps[0].rules.dish: rule 'dish' is recursive: <dish> → <meal> → <dish>"
            ])
    }

    /// Rule shapes are reused between an intent's phrases once a phrase checks clean, so this pins
    /// that a problem inside a rule is still reported for each phrase that uses it, before and
    /// after clean ones, and for another intent whose parameters make it one.
    @Test func aProblemInARuleIsReportedForEveryPhraseThatUsesIt() throws {
        let json = kitchen(
            intents: [
                intent(
                    parameters: #"{"name": "dish", "type": "String"}, {"name": "side", "type": "String"}"#,
                    phrases: ["cook <meal> now", "make <meal> please", "prepare <pair>", "serve <meal> today"]),
                intent("Bake", phrases: ["bake <meal> now", "roast <meal> now"]),
            ].joined(separator: ", "),
            #""rules": {"meal": "(pasta|{dish})", "pair": "{dish} {side}"}"#)
        #expect(
            try compileProblems(json) == [
                "apps[0].intents[0].phrases[2]: open slots {dish} and {side} have no words between them",
                "apps[0].intents[1].phrases[0]: unknown parameter 'dish' (this intent has no parameters)",
                "apps[0].intents[1].phrases[1]: unknown parameter 'dish' (this intent has no parameters)",
            ])
    }

    @Test("an intent without phrases is a warning, not an error")
    func intentWithoutPhrases() throws {
        let model = try ManifestLoader.load(json: kitchen(intents: #"{"name": "CleanUp", "title": "Clean Up"}"#))
        let matcher = try IntentMatcher(model: model)
        #expect(
            matcher.warnings.map(\.summary) == [
                "apps[0].intents[0]: intent 'CleanUp' has no phrases, so no utterance can trigger it"
            ])
    }

    /// Entity values of every shape read as they are written: plain ones (read without the general
    /// reader) and the rest alike; the malformed ones are reported at their paths.
    @Test func entityValuesOfEveryShape() throws {
        let values = #"""
            {"id": "a", "title": "Alpha"},
            {"id": "b", "title": "Beta", "subtitle": "second", "synonyms": ["bee", "b"]},
            {"id": "c", "title": "Gamma", "subtitle": null, "synonyms": null},
            {"id": "d", "title": "Delta", "synonyms": [], "properties": {"size": 3}},
            {"title": "Epsilon", "id": "e"}
            """#
        let json = kitchen(
            intents: intent(parameters: #"{"name": "dish", "type": "Dish"}"#, phrases: ["cook {dish}"]),
            #""entities": {"Dish": {"properties": [{"name": "size", "type": "Int"}], "values": [\#(values)]}}"#)
        let entity = try #require(try ManifestLoader.load(json: json).apps.first?.entities.first)
        #expect(entity.values.map(\.id) == ["a", "b", "c", "d", "e"])
        #expect(entity.values.map(\.title) == ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"])
        #expect(entity.values.map(\.subtitle) == [nil, "second", nil, nil, nil])
        #expect(entity.values.map(\.synonyms) == [[], ["bee", "b"], [], [], []])
        #expect(entity.values.map(\.properties) == [[:], [:], [:], ["size": 3], [:]])
        let bad = #"""
            {"id": "a", "title": "  "},
            {"id": "b", "title": "Beta", "synonyms": ["bee", 2]},
            {"id": "c", "title": "Gamma", "subtitle": 3},
            {"id": "d", "title": "Delta", "colour": "red"},
            {"id": "", "title": "Epsilon"},
            {"id": "f", "title": "Zeta", "synonyms": "zed"},
            "g"
            """#
        let problems = loadingProblems(
            kitchen(
                intents: intent(parameters: #"{"name": "dish", "type": "Dish"}"#, phrases: ["cook {dish}"]),
                #""entities": {"Dish": {"values": [\#(bad)]}}"#))
        #expect(
            problems == [
                "apps[0].entities.Dish.values[0].title: 'title' is empty",
                "apps[0].entities.Dish.values[1].synonyms[1]: expected a string, found a number",
                "apps[0].entities.Dish.values[2].subtitle: expected a string, found a number",
                "apps[0].entities.Dish.values[3].colour: unknown key 'colour' (keys here are: id, title, subtitle, synonyms, properties)",
                "apps[0].entities.Dish.values[4].id: 'id' is empty",
                "apps[0].entities.Dish.values[5].synonyms: expected an array of strings, found a string",
                "apps[0].entities.Dish.values[6]: expected an object, found a string",
            ])
    }

    @Test("a large entity's values, read in two halves at once, are the same values and problems in order")
    func largeEntityValues() throws {
        // 25,000 values: over the 20,000 from which the plain ones are read on two threads. Some
        // are not plain (read one by one from there on): in the first half, in the second, or both.
        func loaded(_ changes: [Int: String]) -> String {
            var values = (0..<25_000).map { #"{"id": "v\#($0)", "title": "value \#($0)"}"# }
            for (index, value) in changes { values[index] = value }
            return kitchen(
                intents: intent(parameters: #"{"name": "dish", "type": "Dish"}"#, phrases: ["cook {dish}"]),
                #""entities": {"Dish": {"values": [\#(values.joined(separator: ","))]}}"#)
        }
        #expect(
            loadingProblems(loaded([3: #"{"id": "v3", "title": "  "}"#, 20_000: #"{"id": "", "title": "E"}"#]))
                == [
                    "apps[0].entities.Dish.values[3].title: 'title' is empty",
                    "apps[0].entities.Dish.values[20000].id: 'id' is empty",
                ])
        #expect(
            loadingProblems(loaded([24_999: #"{"id": "v24999", "title": "E", "colour": "red"}"#])) == [
                "apps[0].entities.Dish.values[24999].colour: unknown key 'colour' (keys here are: id, title, subtitle, synonyms, properties)"
            ])
        let json = loaded([
            20_001: #"{"id": "v20001", "title": "Kept", "properties": {}}"#,
            24_999: #"{"id": "v24999", "title": "Last", "synonyms": ["final"]}"#,
        ])
        let entity = try #require(try ManifestLoader.load(json: json).apps.first?.entities.first)
        #expect(entity.values.map(\.id) == (0..<25_000).map { "v\($0)" })
        #expect(entity.values[20_001].title == "Kept")
        #expect(entity.values[24_999].synonyms == ["final"])
    }
}
