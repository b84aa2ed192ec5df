// Each function below is written the way the code was before a workaround, with the same kinds
// of values (a typed-throwing load into a value declared before `do`, a `Result` of a struct of
// options, a throwing initializer of a class holding a model). Swift 6.3 in release mode was seen
// to destroy such values from a clobbered stack slot (a crash or a double release at exit).
// Build with `swift build -c release` and run: a clean run prints "no miscompile" and exits 0.
import Foundation
import Phrasebook

/// ManifestLoader.load(json:): the value is declared before `do` and assigned inside it.
@inline(never)
func loadDeclaredBeforeDo(_ text: String) -> Int {
    let model: PhrasebookModel
    do {
        model = try ManifestLoader.load(json: text, file: "reproducer")
    } catch {
        return -error.diagnostics.count
    }
    return model.apps.count
}

/// IntentMatcher.init with typed throws, called through a value declared before `do` (the CLI's
/// call site).
struct TypedMatcher {
    let matcher: IntentMatcher

    init(_ model: PhrasebookModel) throws(DiagnosticList) {
        do {
            matcher = try IntentMatcher(model: model)
        } catch let list as DiagnosticList {
            throw list
        } catch {
            throw DiagnosticList([])
        }
    }
}

@inline(never)
func compileDeclaredBeforeDo(_ model: PhrasebookModel) -> Int {
    let compiled: TypedMatcher
    do {
        compiled = try TypedMatcher(model)
    } catch {
        return -error.diagnostics.count
    }
    return compiled.matcher.model.apps.count
}

/// MatchCommand.parse: options returned in a `Result`, then unpacked into a `let` declared before the switch.
struct Options {
    var manifest: String?
    var json = false
    var top = 3
    var now = Date()
    var timeZone = TimeZone.current
    var utterances: [String] = []
}

struct CommandError: Error {
    var message: String
}

@inline(never)
func parse(_ arguments: [String]) -> Result<Options, CommandError> {
    var options = Options()
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "--json": options.json = true
        case "--top":
            guard index + 1 < arguments.count, let top = Int(arguments[index + 1]) else {
                return .failure(CommandError(message: "--top"))
            }
            options.top = top
            index += 1
        case let other where other.hasPrefix("-"): return .failure(CommandError(message: "unknown option \(other)"))
        default: options.utterances.append(argument)
        }
        index += 1
    }
    return .success(options)
}

@inline(never)
func run(_ arguments: [String], _ text: String) -> Int {
    let options: Options
    switch parse(arguments) {
    case .success(let parsed): options = parsed
    case .failure(let error): return -error.message.count
    }
    let model: PhrasebookModel
    do {
        model = try ManifestLoader.load(json: text)
    } catch {
        return -1
    }
    return options.utterances.count + model.apps.count + options.top
}

let good = DemoApps.manifest
let bad = "{\"apps\": [ {\"name\": 1} ]"
var total = 0
for round in 0..<2_000 {
    total &+= loadDeclaredBeforeDo(round % 3 == 0 ? bad : good)
    total &+= run(
        ["--json", "--top", "\(round % 5)", "order soup", round % 7 == 0 ? "--bogus" : "play jazz"],
        round % 2 == 0 ? good : bad)
    if round % 100 == 0, let model = try? DemoApps.model() { total &+= compileDeclaredBeforeDo(model) }
}
print("no miscompile (checksum \(total))")
