import PhraseMatching
import Phrasebook
import Testing

/// A mail app whose intent has a Bool, an enum and a String parameter; `phrases` are JSON array elements.
private func mailApp(phrases: String, negativePhrases: String = "[]") -> String {
    #"""
    {"apps": [{"name": "Mailbox",
      "enums": {"Priority": {"cases": [{"value": "high"}, {"value": "low"}]}},
      "intents": [{"name": "UpdateMail",
        "parameters": [{"name": "target", "type": "String"}, {"name": "isRead", "type": "Bool", "optional": true},
                       {"name": "priority", "type": "Priority", "optional": true}],
        "phrases": \#(phrases), "negativePhrases": \#(negativePhrases)}]}]}
    """#
}

private func matcher(_ json: String) throws -> IntentMatcher {
    try IntentMatcher(model: try ManifestLoader.load(json: json))
}

@Suite("Phrases that set values")
struct PhraseValueTests {
    @Test func aPhraseSetsTheValueItsWordsImply() throws {
        let mail = try matcher(
            mailApp(
                phrases: #"""
                    [{"text": "mark {target} as read", "values": {"isRead": true}},
                     {"text": "mark {target} as unread", "values": {"isRead": false}},
                     {"text": "mark {target} as urgent", "values": {"isRead": false, "priority": "high"}},
                     "mark {target}"]
                    """#))
        let read = mail.match("mark the weekly newsletter as read")
        #expect(read.outcome == .matched)
        #expect(read[parameter: "target"] == .string("the weekly newsletter"))
        #expect(read[parameter: "isRead"] == .bool(true))
        #expect(mail.match("mark the weekly newsletter as unread")[parameter: "isRead"] == .bool(false))
        let urgent = mail.match("mark the invoice as urgent")
        #expect(urgent[parameter: "isRead"] == .bool(false) && urgent[parameter: "priority"] == .string("high"))
        // a phrase that sets nothing leaves the parameter empty.
        #expect(mail.match("mark the invoice")[parameter: "isRead"] == nil)
        // the JSON output lists the values in the intent's parameter order.
        #expect(read.json.objectValue?["parameters"] == ["target": "the weekly newsletter", "isRead": true])
    }

    @Test func aValueAlsoFillsARequiredParameter() throws {
        let json = #"""
            {"apps": [{"name": "Player", "enums": {"Affinity": {"cases": [{"value": "like"}, {"value": "dislike"}]}},
              "intents": [{"name": "Rate", "parameters": [{"name": "affinity", "type": "Affinity"}],
                "phrases": [{"text": "I (don't|do not) like this song", "values": {"affinity": "dislike"}},
                            {"text": "I (like|love) this song", "values": {"affinity": "like"}}]}]}]}
            """#
        let player = try matcher(json)
        let dislike = player.match("I don't like this song")
        #expect(
            dislike.outcome == .matched && dislike[parameter: "affinity"] == .string("dislike")
                && dislike.missing.isEmpty)
        #expect(player.match("I love this song")[parameter: "affinity"] == .string("like"))
    }

    @Test func phraseModelsSayTheSameInSwift() throws {
        let model = PhrasebookModel(apps: [
            AppModel(
                name: "Lamp",
                intents: [
                    IntentModel(
                        name: "Switch", parameters: [ParameterModel(name: "on", type: .bool)],
                        phrases: [
                            PhraseModel("lights out").setting("on", to: false),
                            PhraseModel("lights on", values: ["on": true]),
                        ])
                ])
        ])
        let lamp = try IntentMatcher(model: model)
        #expect(lamp.match("lights out")[parameter: "on"] == .bool(false))
        #expect(lamp.match("lights on")[parameter: "on"] == .bool(true))
        #expect(
            PhraseModel("lights out").setting("on", to: false).json == ["text": "lights out", "values": ["on": false]])
        #expect(PhraseModel("lights out").json == "lights out")
    }

    @Test func aCustomSchemaPhraseSetsValuesForItsAdopter() throws {
        let json = #"""
            {"schemas": [{"domain": "lamp", "name": "switch", "parameters": [{"name": "on", "type": "Bool"}],
                          "phrases": [{"text": "lights out", "values": {"on": false}}, "turn the lights {on}"]}],
             "apps": [{"name": "Lamp", "intents": [{"name": "Switch", "schema": "lamp.switch"}]}]}
            """#
        let lamp = try matcher(json)
        let out = lamp.match("lights out")
        #expect(out.schema == "lamp.switch" && out[parameter: "on"] == .bool(false))
        #expect(lamp.match("turn the lights on")[parameter: "on"] == .bool(true))
    }

    @Test func aSchemaPhraseSettingAParameterTheAdopterLeftOutIsSkipped() throws {
        let json = #"""
            {"schemas": [{"domain": "lamp", "name": "switch",
                          "parameters": [{"name": "room", "type": "String"}, {"name": "on", "type": "Bool", "optional": true}],
                          "phrases": [{"text": "lights out in the {room}", "values": {"on": false}}, "lights in the {room}"]}],
             "apps": [{"name": "Lamp", "intents": [{"name": "Switch", "schema": "lamp.switch",
                                                    "parameters": [{"name": "room", "type": "String"}]}]}]}
            """#
        let lamp = try matcher(json)
        #expect(lamp.match("lights in the kitchen").outcome == .matched)
        // without `on`, "lights out" would run as a plain switch: the phrase is not used at all.
        #expect(lamp.match("lights out in the kitchen")[parameter: "on"] == nil)
        #expect(lamp.match("lights out in the kitchen").phrase?.hasPrefix("lights out") != true)
    }

    static let loadingCases: [ManifestProblems] = [
        ManifestProblems(
            "unknown key in a phrase object",
            mailApp(phrases: #"[{"text": "mark {target} as read", "value": {"isRead": true}}]"#),
            [
                "apps[0].intents[0].phrases[0].value: unknown key 'value' (keys here are: text, values). Did you mean 'values'?"
            ]),
        ManifestProblems(
            "a phrase object without text", mailApp(phrases: #"[{"values": {"isRead": true}}]"#),
            [
                "apps[0].intents[0].phrases[0].text: missing required key 'text'"
            ]),
        ManifestProblems(
            "values that are not an object",
            mailApp(phrases: #"[{"text": "mark {target} as read", "values": ["isRead"]}]"#),
            [
                #"apps[0].intents[0].phrases[0].values: expected an object of parameter values, such as {"isRead": true}, found an array"#
            ]),
        ManifestProblems(
            "a phrase that is a number", mailApp(phrases: #"[3]"#),
            [
                #"apps[0].intents[0].phrases[0]: expected a phrase string or {"text", "values"}, found a number"#
            ]),
        ManifestProblems(
            "a negative phrase with values",
            mailApp(
                phrases: #"["mark {target}"]"#, negativePhrases: #"[{"text": "mark it", "values": {"isRead": true}}]"#),
            [
                "apps[0].intents[0].negativePhrases[0]: expected a phrase string, found an object"
            ]),
    ]

    @Test("the shape of a phrase object is checked when loading", arguments: loadingCases)
    func loading(_ manifest: ManifestProblems) {
        #expect(loadingProblems(manifest.json) == manifest.problems)
    }

    static let compileCases: [ManifestProblems] = [
        ManifestProblems(
            "an unknown parameter",
            mailApp(phrases: #"[{"text": "mark {target} as read", "values": {"isRed": true}}]"#),
            [
                "apps[0].intents[0].phrases[0].values.isRed: the phrase sets unknown parameter 'isRed' (parameters are: target, isRead, priority). Did you mean 'isRead'?"
            ]),
        ManifestProblems(
            "a value of the wrong type",
            mailApp(phrases: #"[{"text": "mark {target} as read", "values": {"isRead": "yes"}}]"#),
            [
                "apps[0].intents[0].phrases[0].values.isRead: expected true or false, found a string"
            ]),
        ManifestProblems(
            "a value that is no case of the enum",
            mailApp(phrases: #"[{"text": "mark {target} as urgent", "values": {"priority": "urgent"}}]"#),
            [
                "apps[0].intents[0].phrases[0].values.priority: 'urgent' is not a case of enum 'Priority' (cases are: high, low)"
            ]),
        ManifestProblems(
            "a parameter both set and read",
            mailApp(phrases: #"[{"text": "mark {target} as read", "values": {"target": "all"}}]"#),
            [
                "apps[0].intents[0].phrases[0].values.target: the phrase both sets 'target' and reads it from {target}"
            ]),
    ]

    @Test("a value is read with its parameter's type when compiling", arguments: compileCases)
    func compiling(_ manifest: ManifestProblems) throws {
        #expect(try compileProblems(manifest.json) == manifest.problems)
    }
}

@Suite("Entities whose host searches text")
struct ManifestEntityMentionTests {
    static let manifest = #"""
        {"apps": [{"name": "Clockwork",
          "entities": {"Alarm": {"searchesText": true, "values": [{"id": "gym", "title": "Gym"}]},
                       "Fixed": {"values": [{"id": "gym", "title": "Gym"}]}},
          "intents": [{"name": "DeleteAlarms", "parameters": [{"name": "alarms", "type": "[Alarm]"}],
                       "phrases": ["delete my {alarms} alarm"]},
                      {"name": "OpenAlarm", "parameters": [{"name": "alarm", "type": "Alarm"}], "phrases": ["open the {alarm} alarm"]},
                      {"name": "Ring", "parameters": [{"name": "alarm", "type": "Fixed"}], "phrases": ["ring the {alarm} alarm"]}]}]}
        """#

    @Test func wordsNoValueNamesAreReadAsAMention() throws {
        let clock = try IntentMatcher(model: try ManifestLoader.load(json: Self.manifest))
        let list = clock.match("delete my seven am alarm")
        #expect(list.outcome == .matched && list[parameter: "alarms"] == .list([.string("seven am")]))
        #expect(list.parameters.first?.isMention == true)
        #expect(clock.match("open the seven am alarm")[parameter: "alarm"] == .string("seven am"))
        // a value's name is still read as the value.
        #expect(clock.match("delete my gym alarm")[parameter: "alarms"] == .list([.string("gym")]))
        #expect(clock.match("delete my gym alarm").parameters.first?.isMention == false)
        // an entity without the key reads only its values.
        #expect(clock.match("ring the seven am alarm").outcome != .matched)
    }

    @Test func theKeyIsABoolean() {
        let json = Self.manifest.replacingOccurrences(of: #""searchesText": true"#, with: #""searchesText": "yes""#)
        #expect(
            loadingProblems(json) == ["apps[0].entities.Alarm.searchesText: expected true or false, found a string"])
    }
}
