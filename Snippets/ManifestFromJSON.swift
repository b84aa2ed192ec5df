import Phrasebook

let manifest = """
    {
      "apps": [{
        "name": "Greeter",
        "intents": [{
          "name": "SayHello",
          "parameters": [{ "name": "friend", "type": "Person" }],
          "phrases": ["(say|send) hello to {friend} [in {applicationName}]"],
          "dialog": "Hello, {friend}!"
        }]
      }]
    }
    """
let matcher = try IntentMatcher(model: ManifestLoader.load(json: manifest))
print(matcher.match("say hello to Ada Lovelace").json.serialized())
// {"text":"say hello to Ada Lovelace","outcome":"matched","app":"Greeter","intent":"SayHello","schema":null,"score":1,"phrase":"(say|send) hello to {friend} [in {applicationName}]","parameters":{"friend":"Ada Lovelace"},"missing":[],"candidates":[{"app":"Greeter","intent":"SayHello","score":1}],"suggestions":[]}
