import Phrasebook

/// The demo apps, compiled once for every test.
let demoMatcher = Result { () throws -> IntentMatcher in
    try IntentMatcher(model: DemoApps.model())
}
