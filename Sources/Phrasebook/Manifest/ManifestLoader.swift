import Foundation
import PhraseMatching

/// Loads the JSON manifest (<doc:TheManifest>) into a ``PhrasebookModel``.
///
/// Every problem is reported at once, each with its JSON path:
/// ```
/// apps[0].intents[2].phrases[1]: unknown parameter 'titel' (parameters are: title). Did you mean 'title'?
/// ```
/// Loading checks the manifest's shape and types; ``IntentMatcher`` checks the phrases themselves.
public enum ManifestLoader {
    static let topKeys = ["locale", "apps", "schemas"]
    static let appKeys = [
        "name", "synonyms", "rules", "fillers", "enums", "entities", "negativePhrases", "intents", "shortcutTileColor",
    ]
    static let intentKeys = [
        "name", "title", "description", "schema", "parameters", "phrases", "negativePhrases",
        "dialog", "confirmation", "authenticationPolicy", "summary", "openIntent", "openAppWhenRun", "snippet",
        "isDiscoverable", "shortTitle", "systemImageName",
    ]
    /// The keys of an intent's snippet.
    static let snippetKeys = ["title", "subtitle", "imageName", "fields"]
    /// The keys of a summary written as an object instead of a string.
    static let summaryKeys = ["text", "parameters"]
    static let parameterKeys = [
        "name", "type", "title", "description", "optional", "default", "range", "unit", "kind",
        "requestValueDialog", "requestDisambiguationDialog",
    ]
    /// The keys of a phrase written as an object instead of a string.
    static let phraseKeys = ["text", "values"]

    /// Loads the manifest file at `path`.
    /// - Throws: `DiagnosticList` naming the file when it cannot be read, or every problem in it.
    public static func load(contentsOf path: String) throws(DiagnosticList) -> PhrasebookModel {
        try load(json: try text(contentsOf: path), file: path)
    }

    /// The text of the manifest file at `path`.
    /// - Throws: ``DiagnosticList`` when the file cannot be read, is too large or is not UTF-8.
    package static func text(contentsOf path: String) throws(DiagnosticList) -> String {
        guard let text = String(validating: try bytes(of: path), as: UTF8.self) else {
            throw DiagnosticList([
                Diagnostic(
                    .error, "the manifest is not UTF-8 text", source: path,
                    help: "save the file as UTF-8")
            ])
        }
        return text
    }

    private static func bytes(of path: String) throws(DiagnosticList) -> [UInt8] {
        do {
            return try TextFile.read(path, limit: maxFileSize)
        } catch {
            throw DiagnosticList([
                Diagnostic(.error, "cannot read the manifest file: \(error.reason)", source: path, help: error.help)
            ])
        }
    }

    /// Loads a manifest from JSON text; `file` names it in syntax errors.
    public static func load(json text: String, file: String = "manifest") throws(DiagnosticList) -> PhrasebookModel {
        let root = try parse(text, file: file)
        var reader = ManifestReader()
        let model = read(root, file: file, &reader)
        guard reader.diagnostics.isEmpty else { throw DiagnosticList(reader.diagnostics) }
        return model
    }

    // values are returned from inside `do`, never assigned to a `let` declared before it: Swift 6.3
    // in release mode miscompiled that pattern (a later destroy read a clobbered stack slot; see
    // Tests/Reproducers/README.md).
    static func parse(_ text: String, file: String) throws(DiagnosticList) -> JSONValue {
        do {
            return try JSONParser.parse(text)
        } catch {
            throw DiagnosticList([
                Diagnostic(
                    .error, "invalid JSON at \(error.line):\(error.column): \(error.message)", source: file,
                    line: error.line,
                    column: error.column, excerpt: excerpt(of: text, line: error.line),
                    help: "fix the JSON syntax at this position")
            ])
        }
    }

    private static func excerpt(of text: String, line: Int) -> String? {
        var current = 1
        for candidate in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == line { return String(candidate.prefix(200)) }
            current += 1
        }
        return nil
    }

    /// The largest manifest file read, in bytes (64 MB): a device or a runaway file is refused, not read forever.
    public static let maxFileSize = 64 << 20

    /// `file` names the top level, whose JSON path is empty.
    private static func read(_ root: JSONValue, file: String, _ reader: inout ManifestReader) -> PhrasebookModel {
        guard case .object = root else {
            reader.mismatch(root, at: file, expected: "an object with \"apps\" at the top level")
            return PhrasebookModel(apps: [])
        }
        guard let top = reader.object(root, at: "", keys: topKeys) else { return PhrasebookModel(apps: []) }
        let locale = reader.string(top, "locale", at: "") ?? "en-US"
        let schemas = reader.array(top, "schemas", at: "").compactMap { value, path in
            readSchema(value, at: path, &reader)
        }
        let apps = reader.array(top, "apps", at: "").compactMap { value, path in readApp(value, at: path, &reader) }
        switch top["apps"] {
        case nil:
            reader.error("apps", "missing required key 'apps'", help: "add \"apps\": [ … ] with at least one app")
        case .null?:
            reader.mismatch(.null, at: "apps", expected: "an array of apps")
        case .array(let items)? where items.isEmpty:
            reader.error(
                "apps", "the manifest has no apps, so no utterance can match", help: "add at least one app to \"apps\"")
        default:
            break
        }
        return PhrasebookModel(locale: locale, apps: apps, schemas: schemas)
    }

    static let schemaKeys = ["domain", "name", "kind", "summary", "parameters", "cases", "result", "phrases"]

    /// A custom schema: `{"domain", "name", "kind", "summary", "parameters": [{"name", "type", "optional"}], "cases", "result", "phrases"}`.
    private static func readSchema(_ value: JSONValue, at path: String, _ reader: inout ManifestReader) -> AppSchema? {
        guard let object = reader.object(value, at: path, keys: schemaKeys) else { return nil }
        let domain = reader.name(object, "domain", at: path)
        let name = reader.name(object, "name", at: path)
        var kind = AppSchema.Kind.intent
        if let text = reader.string(object, "kind", at: path) {
            let kinds = ["intent": AppSchema.Kind.intent, "entity": .entity, "enum": .enumeration]
            if let known = kinds[text] {
                kind = known
            } else {
                reader.error(
                    "\(path).kind", "unknown schema kind '\(text)' (kinds are: intent, entity, enum)",
                    help: "use one of the kinds above")
            }
        }
        let parameters = reader.array(object, "parameters", at: path).compactMap {
            value, parameterPath -> AppSchema.Parameter? in
            guard let item = reader.object(value, at: parameterPath, keys: ["name", "type", "optional"]),
                let parameterName = reader.name(item, "name", at: parameterPath),
                let typeName = reader.name(item, "type", at: parameterPath)
            else { return nil }
            switch schemaType(typeName, what: "schema parameter type") {
            case .success(let type):
                return AppSchema.Parameter(
                    name: parameterName, type: type,
                    isOptional: reader.bool(item, "optional", at: parameterPath) ?? false,
                    isDocumented: false)
            case .failure(let problem):
                reader.error(
                    "\(parameterPath).type", problem.message,
                    help:
                        "use a built-in type (String, Int, Date, Person, …), a schema identifier such as \"mail.account\", or [T]"
                )
                return nil
            }
        }
        var result: AppSchema.ValueType?
        if let text = reader.string(object, "result", at: path) {
            switch schemaType(text, what: "result type") {
            case .success(let type): result = type
            case .failure(let problem): reader.error("\(path).result", problem.message)
            }
        }
        guard let domain, let name else { return nil }
        return AppSchema(
            domain: domain, name: name, kind: kind, summary: reader.string(object, "summary", at: path) ?? "",
            parameters: parameters, cases: reader.strings(object, "cases", at: path), result: result,
            phrases: reader.phrases(object, "phrases", at: path, values: true), isPhrasebookDefined: true)
    }

    /// A schema parameter type: a built-in type name, a schema identifier ("mail.account"), or a
    /// list of one (one level, as for intent parameters).
    private static func schemaType(_ name: String, what: String) -> Result<AppSchema.ValueType, TypeNameError> {
        let (depth, element) = ListTypeName.peel(name)
        guard depth <= 1 else { return .failure(TypeNameError(ListTypeName.nestedMessage(name))) }
        var type: AppSchema.ValueType
        if element.contains(".") {
            type = .schema(String(element))
        } else if case .success(let value) = Result(catching: { () throws(TypeNameError) in
            try ParameterType.named(String(element), in: DeclaredTypeNames())
        }) {
            type = .value(value)
        } else {
            return .failure(TypeNameError("unknown \(what) '\(ListTypeName.shown(name))'"))
        }
        if depth == 1 { type = .list(type) }
        return .success(type)
    }

    private static func readApp(_ value: JSONValue, at path: String, _ reader: inout ManifestReader) -> AppModel? {
        guard let object = reader.object(value, at: path, keys: appKeys) else { return nil }
        let name = reader.name(object, "name", at: path)
        let rules = reader.members(object, "rules", at: path).compactMap {
            name, value, rulePath -> (name: String, body: PhraseModel)? in
            guard case .string(let body) = value else {
                reader.mismatch(value, at: rulePath, expected: "a template string")
                return nil
            }
            return (name, PhraseModel(body, source: rulePath))
        }
        let enums = reader.members(object, "enums", at: path).compactMap { name, value, enumPath in
            readEnum(name, value, at: enumPath, &reader)
        }
        let entities = reader.members(object, "entities", at: path).compactMap { name, value, entityPath in
            readEntity(name, value, at: entityPath, &reader)
        }
        let types = AppTypes(enums: enums, entities: entities)
        let intents = reader.array(object, "intents", at: path).compactMap { value, intentPath in
            readIntent(value, at: intentPath, types: types, &reader)
        }
        // every key is read even when the name is bad, so all of their problems are reported too.
        var app = AppModel(
            name: name ?? "", synonyms: reader.strings(object, "synonyms", at: path), rules: rules,
            fillers: reader.strings(object, "fillers", at: path), enums: enums, entities: entities,
            negativePhrases: reader.phrases(object, "negativePhrases", at: path), intents: intents, source: path)
        if let color = reader.string(object, "shortcutTileColor", at: path) {
            app.shortcutTileColor = ShortcutTileColor(rawValue: color)
            if app.shortcutTileColor == nil {
                reader.error(
                    "\(path).shortcutTileColor", "unknown tile color '\(color)'",
                    help: "use one of: \(ShortcutTileColor.allCases.map(\.rawValue).joined(separator: ", "))")
            }
        }
        return name == nil ? nil : app
    }

    private static func readEnum(_ name: String, _ value: JSONValue, at path: String, _ reader: inout ManifestReader)
        -> EnumModel?
    {
        guard let object = reader.object(value, at: path, keys: ["cases", "schema"]) else { return nil }
        let cases = reader.array(object, "cases", at: path).compactMap { value, casePath -> EnumModel.Case? in
            guard let item = reader.object(value, at: casePath, keys: ["value", "title", "synonyms"]),
                let caseValue = reader.name(item, "value", at: casePath)
            else { return nil }
            return EnumModel.Case(
                value: caseValue, title: reader.string(item, "title", at: casePath),
                synonyms: reader.strings(item, "synonyms", at: casePath))
        }
        return EnumModel(name: name, cases: cases, schema: reader.string(object, "schema", at: path))
    }

    private static func readEntity(_ name: String, _ value: JSONValue, at path: String, _ reader: inout ManifestReader)
        -> EntityModel?
    {
        let keys = ["values", "schema", "searchesText", "title", "synonyms", "properties"]
        guard let object = reader.object(value, at: path, keys: keys) else { return nil }
        let properties = reader.array(object, "properties", at: path).compactMap { value, propertyPath in
            readProperty(value, at: propertyPath, &reader)
        }
        let declared = Set(properties.map(\.name))
        // most values are plain (an id, a title, perhaps a subtitle and synonyms, all well formed):
        // read directly, without a JSON path per value; any other goes through the reader.
        let (items, base) = reader.elements(object, "values", at: path)
        // the plain values before the first other one (all of them, usually), then the rest in order.
        var values = leadingPlainValues(items)
        values += items[values.count...].indices.compactMap { index -> EntityModel.Value? in
            let value = items[index]
            if let plain = plainEntityValue(value) { return plain }
            let valuePath = ManifestReader.elementPath(base, index)
            guard
                let item = reader.object(
                    value, at: valuePath, keys: ["id", "title", "subtitle", "synonyms", "properties"]),
                let id = reader.name(item, "id", at: valuePath), let title = reader.name(item, "title", at: valuePath)
            else { return nil }
            var values = JSONObject()
            if let given = item["properties"] {
                if case .object(let members) = given {
                    for (key, member) in members {
                        guard declared.contains(key) else {
                            reader.error(
                                "\(valuePath).properties.\(key)", "'\(key)' is not a property of entity '\(name)'",
                                help: "declare it in the entity's \"properties\", or remove it")
                            continue
                        }
                        values.set(key, member)
                    }
                } else {
                    reader.mismatch(given, at: "\(valuePath).properties", expected: "an object of property values")
                }
            }
            return EntityModel.Value(
                id: id, title: title, subtitle: reader.string(item, "subtitle", at: valuePath),
                synonyms: reader.strings(item, "synonyms", at: valuePath), properties: values)
        }
        return EntityModel(
            name: name, values: values,
            searchesText: reader.bool(object, "searchesText", at: path) ?? !properties.isEmpty,
            schema: reader.string(object, "schema", at: path), title: reader.string(object, "title", at: path),
            typeSynonyms: reader.strings(object, "synonyms", at: path), properties: properties)
    }

    /// An entity with this many values has its plain values read on two threads.
    static let parallelValues = 20_000

    /// The plain values (``plainEntityValue(_:)``) at the start of `items`, up to the first that
    /// is not plain. With ``parallelValues`` items or more, each half is read on its own thread;
    /// the values are the same either way.
    private static func leadingPlainValues(_ items: [JSONValue]) -> [EntityModel.Value] {
        // each value is written in its place in the one array returned: the halves read apart are
        // not copied into it afterwards (a million values, each with strings to retain and release).
        [EntityModel.Value](unsafeUninitializedCapacity: items.count) { buffer, initialized in
            guard let values = buffer.baseAddress else { return }
            /// Reads the plain values of `range` into their places, up to the first other item;
            /// returns how many it read.
            func plainRun(_ range: Range<Int>) -> Int {
                for index in range {
                    guard let plain = plainEntityValue(items[index]) else { return index - range.lowerBound }
                    (values + index).initialize(to: plain)
                }
                return range.count
            }
            guard items.count >= parallelValues else {
                initialized = plainRun(items.indices)
                return
            }
            let middle = items.count / 2
            let (first, second) = BothAtOnce.run({ plainRun(0..<middle) }, { plainRun(middle..<items.count) })
            if first == middle {
                initialized = middle + second
            } else {
                // the second half's values come after an item that is not plain, so they are not kept.
                (values + middle).deinitialize(count: second)
                initialized = first
            }
        }
    }

    /// An entity value with only well-formed `id`, `title`, `subtitle` and `synonyms` (no
    /// properties), read as the reader would read it; nil for any other, which the reader reads
    /// and reports on.
    private static func plainEntityValue(_ value: JSONValue) -> EntityModel.Value? {
        guard case .object(let item) = value else { return nil }
        // one pass over the members (their keys are distinct), rather than a search for each key.
        var id: String?
        var title: String?
        var subtitle: String?
        var synonyms: [String] = []
        for member in item.members {
            switch (member.key, member.value) {
            case ("id", .string(let text)): id = text
            case ("title", .string(let text)): title = text
            case ("subtitle", .string(let text)): subtitle = text
            case ("subtitle", .null), ("synonyms", .null): break
            case ("synonyms", .array(let items)):
                for item in items {
                    guard case .string(let text) = item else { return nil }
                    synonyms.append(text)
                }
            default: return nil
            }
        }
        guard let id, ManifestReader.isName(id), let title, ManifestReader.isName(title) else { return nil }
        return EntityModel.Value(id: id, title: title, subtitle: subtitle, synonyms: synonyms, properties: JSONObject())
    }

    private static let propertyTypes: [String: ParameterType] = [
        "String": .string, "[String]": .list(.string), "Date": .date, "Bool": .bool, "Int": .int, "Double": .double,
        "Person": .person, "[Person]": .list(.person),
    ]

    private static func readProperty(_ value: JSONValue, at path: String, _ reader: inout ManifestReader)
        -> EntityModel.Property?
    {
        guard let object = reader.object(value, at: path, keys: ["name", "title", "type", "indexingKey"]),
            let name = reader.name(object, "name", at: path)
        else { return nil }
        let typeName = reader.string(object, "type", at: path) ?? "String"
        guard let type = propertyTypes[typeName] else {
            reader.error(
                "\(path).type", "'\(typeName)' is not a property type",
                help: "use one of: \(propertyTypes.keys.sorted().joined(separator: ", "))")
            return nil
        }
        var key: IndexingKey?
        if let keyName = reader.string(object, "indexingKey", at: path) {
            key = IndexingKey.named(keyName)
            if key == nil {
                reader.error(
                    "\(path).indexingKey", "'\(keyName)' is not an indexing key",
                    help: "use one of: \(IndexingKey.all.map(\.name).joined(separator: ", "))")
            }
        }
        return EntityModel.Property(
            name: name, title: reader.string(object, "title", at: path), type: type, indexingKey: key)
    }

    private static func readIntent(
        _ value: JSONValue, at path: String, types: AppTypes, _ reader: inout ManifestReader
    ) -> IntentModel? {
        guard let object = reader.object(value, at: path, keys: intentKeys) else { return nil }
        let name = reader.name(object, "name", at: path)
        let parameters = reader.array(object, "parameters", at: path).compactMap { value, parameterPath in
            readParameter(value, at: parameterPath, types: types, &reader)
        }
        var policy = AuthenticationPolicy.alwaysAllowed
        if let text = reader.string(object, "authenticationPolicy", at: path) {
            if let known = AuthenticationPolicy(rawValue: text) {
                policy = known
            } else {
                let names = AuthenticationPolicy.allCases.map(\.rawValue)
                reader.error(
                    "\(path).authenticationPolicy",
                    "unknown authentication policy '\(text)' (policies are: \(names.joined(separator: ", ")))",
                    help: "use one of the policies above")
            }
        }
        let intent = IntentModel(
            name: name ?? "", title: reader.string(object, "title", at: path),
            description: reader.string(object, "description", at: path),
            schema: reader.string(object, "schema", at: path),
            parameters: parameters,
            phrases: reader.phrases(object, "phrases", at: path, values: true),
            negativePhrases: reader.phrases(object, "negativePhrases", at: path),
            dialog: reader.string(object, "dialog", at: path),
            confirmation: reader.string(object, "confirmation", at: path),
            authenticationPolicy: policy,
            summary: readSummary(object, at: path, parameters: parameters, &reader),
            isOpenIntent: reader.bool(object, "openIntent", at: path) ?? false,
            openAppWhenRun: reader.bool(object, "openAppWhenRun", at: path),
            snippet: readSnippet(object, at: path, &reader),
            isDiscoverable: reader.bool(object, "isDiscoverable", at: path) ?? true,
            shortTitle: reader.string(object, "shortTitle", at: path),
            systemImageName: reader.string(object, "systemImageName", at: path), source: path)
        return name == nil ? nil : intent
    }

    /// The `summary` key: a sentence with `{parameter}` placeholders, `{"text", "parameters"}` to
    /// list parameters after it, or `When` and `Switch` as objects (`{"when", "equalTo", "then",
    /// "otherwise"}`, `{"switch", "cases": [{"value", "summary"}], "default"}`). Every name must
    /// be a parameter of the intent.
    private static func readSummary(
        _ object: JSONObject, at path: String, parameters: [ParameterModel], _ reader: inout ManifestReader
    ) -> ParameterSummaryModel? {
        guard let value = reader.present(object, "summary", at: path, required: false) else { return nil }
        let summaryPath = reader.join(path, "summary")
        let summary = readSummaryValue(value, at: summaryPath, parameters: parameters, depth: 0, &reader)
        let names = parameters.map(\.name)
        for name in summary?.namedParameters ?? [] where !names.contains(name) {
            var message = "the summary names '\(name)', which is not a parameter of the intent"
            if let guess = Suggestion.closest(to: name, in: names) { message += ". Did you mean '\(guess)'?" }
            reader.error(
                summaryPath, message, help: "name only the intent's parameters: \(names.joined(separator: ", "))")
        }
        return summary
    }

    /// How deep `When` and `Switch` may nest in a manifest's summary.
    static let maxSummaryDepth = 8

    private static func readSummaryValue(
        _ value: JSONValue, at path: String, parameters: [ParameterModel], depth: Int, _ reader: inout ManifestReader
    ) -> ParameterSummaryModel? {
        guard depth < maxSummaryDepth else {
            reader.error(
                path, "the summary nests deeper than \(maxSummaryDepth)", help: "nest fewer 'when' and 'switch'")
            return nil
        }
        if case .string(let text) = value { return .summary(text, parameters: []) }
        guard case .object(let object) = value else {
            reader.mismatch(value, at: path, expected: "a string, or a summary object")
            return nil
        }
        /// A value of the parameter `name` written in canonical JSON form.
        func canonical(_ json: JSONValue, of name: String, at valuePath: String, _ reader: inout ManifestReader)
            -> ParameterValue?
        {
            guard let type = parameters.first(where: { $0.name == name })?.type else { return nil }
            return ParameterValue.reading(json, as: type, in: AppModel(name: ""), at: valuePath) {
                reader.error($0, $1)
            }
        }
        if object["when"] != nil {
            let keys = ["when", "equalTo", "notEqualTo", "hasAnyValue", "hasNoValue", "then", "otherwise"]
            guard let fields = reader.object(value, at: path, keys: keys),
                let name = reader.string(fields, "when", at: path, required: true),
                let thenValue = reader.present(fields, "then", at: path, required: true)
            else { return nil }
            var condition: ParameterSummaryModel.Condition = .hasAnyValue
            if let wanted = fields["equalTo"] {
                guard let read = canonical(wanted, of: name, at: reader.join(path, "equalTo"), &reader) else {
                    return nil
                }
                condition = .equalTo(read)
            } else if let unwanted = fields["notEqualTo"] {
                guard let read = canonical(unwanted, of: name, at: reader.join(path, "notEqualTo"), &reader) else {
                    return nil
                }
                condition = .notEqualTo(read)
            } else if reader.bool(fields, "hasNoValue", at: path) == true {
                condition = .hasNoValue
            }
            guard
                let then = readSummaryValue(
                    thenValue, at: reader.join(path, "then"), parameters: parameters, depth: depth + 1, &reader)
            else { return nil }
            var otherwise: ParameterSummaryModel?
            if let other = fields["otherwise"] {
                otherwise = readSummaryValue(
                    other, at: reader.join(path, "otherwise"), parameters: parameters, depth: depth + 1, &reader)
            }
            return .when(parameter: name, condition: condition, then: then, otherwise: otherwise)
        }
        if object["switch"] != nil {
            guard let fields = reader.object(value, at: path, keys: ["switch", "cases", "default"]),
                let name = reader.string(fields, "switch", at: path, required: true)
            else { return nil }
            var cases: [ParameterSummaryModel.Case] = []
            for (item, itemPath) in reader.array(
                fields, "cases", at: path, expected: "an array of {\"value\", \"summary\"}")
            {
                guard let entry = reader.object(item, at: itemPath, keys: ["value", "summary"]),
                    let json = reader.present(entry, "value", at: itemPath, required: true),
                    let summaryValue = reader.present(entry, "summary", at: itemPath, required: true),
                    let read = canonical(json, of: name, at: reader.join(itemPath, "value"), &reader),
                    let summary = readSummaryValue(
                        summaryValue, at: reader.join(itemPath, "summary"), parameters: parameters, depth: depth + 1,
                        &reader)
                else { continue }
                cases.append(ParameterSummaryModel.Case(value: read, summary: summary))
            }
            var fallback: ParameterSummaryModel?
            if let other = fields["default"] {
                fallback = readSummaryValue(
                    other, at: reader.join(path, "default"), parameters: parameters, depth: depth + 1, &reader)
            }
            return .switchOn(parameter: name, cases: cases, default: fallback)
        }
        guard let fields = reader.object(value, at: path, keys: summaryKeys),
            let text = reader.string(fields, "text", at: path, required: true)
        else { return nil }
        return .summary(text, parameters: reader.strings(fields, "parameters", at: path))
    }

    /// The `snippet` key: `{"title", "subtitle", "imageName", "fields": [{"label", "value"}]}`.
    private static func readSnippet(_ object: JSONObject, at path: String, _ reader: inout ManifestReader)
        -> IntentSnippet?
    {
        guard let value = reader.present(object, "snippet", at: path, required: false) else { return nil }
        let snippetPath = reader.join(path, "snippet")
        guard let fields = reader.object(value, at: snippetPath, keys: snippetKeys),
            let title = reader.string(fields, "title", at: snippetPath, required: true)
        else { return nil }
        let items = reader.array(
            fields, "fields", at: snippetPath, expected: "an array of {\"label\", \"value\"} objects"
        )
        .compactMap { item, itemPath -> IntentSnippet.Field? in
            guard let field = reader.object(item, at: itemPath, keys: ["label", "value"]),
                let label = reader.string(field, "label", at: itemPath, required: true),
                let text = reader.string(field, "value", at: itemPath, required: true)
            else { return nil }
            return IntentSnippet.Field(label: label, value: text)
        }
        return IntentSnippet(
            title: title, subtitle: reader.string(fields, "subtitle", at: snippetPath),
            imageName: reader.string(fields, "imageName", at: snippetPath), fields: items)
    }

    private static func readParameter(
        _ value: JSONValue, at path: String, types: AppTypes, _ reader: inout ManifestReader
    ) -> ParameterModel? {
        guard let object = reader.object(value, at: path, keys: parameterKeys) else { return nil }
        let name = reader.name(object, "name", at: path)
        if let name, !PhraseTemplate.isValidName(name) {
            reader.error(
                "\(path).name", "invalid parameter name '\(name)'",
                help: "parameter names are letters, digits and '_', not starting with a digit, such as 'soupSize'")
        }
        var type: ParameterType?
        if let typeName = reader.name(object, "type", at: path) {
            switch Result(catching: { () throws(TypeNameError) in try ParameterType.named(typeName, in: types.names) })
            {
            case .success(let named): type = named
            case .failure(let problem): reader.error("\(path).type", problem.message, help: "use a supported type")
            }
        }
        var range: ClosedRange<Double>?
        if let value = reader.present(object, "range", at: path, required: false) {
            if case .array(let bounds) = value, bounds.count == 2, let low = bounds[0].doubleValue,
                let high = bounds[1].doubleValue, low <= high
            {
                range = low...high
                if let type, !type.isNumeric {
                    reader.error(
                        "\(path).range", "'range' applies to numbers, but this parameter is \(type)",
                        help: "remove \"range\", or make the type Int or Double")
                }
            } else {
                reader.error(
                    "\(path).range", "expected [min, max] with two numbers, min ≤ max", help: "write it as [1, 20]")
            }
        }
        let unit = reader.string(object, "unit", at: path)
        if let unit, let type {
            if case .measurement(let name) = type, let dimension = MeasurementDimension(rawValue: name) {
                if MeasurementParser(dimension: dimension, defaultUnit: unit).defaultUnit == nil {
                    reader.error(
                        "\(path).unit", "unknown unit '\(unit)' for \(type)",
                        help: "use a unit of the dimension, such as its symbol")
                }
            } else {
                reader.error(
                    "\(path).unit", "'unit' applies to measurements, but this parameter is \(type)",
                    help: "remove \"unit\", or make the type Measurement<…>")
            }
        }
        var dateKind: DateKind?
        if let kind = reader.string(object, "kind", at: path) {
            dateKind = DateKind(rawValue: kind)
            if dateKind == nil {
                reader.error(
                    "\(path).kind", "unknown kind '\(kind)'",
                    help: "a Date parameter's kind is \(Suggestion.listing(DateKind.allCases.map(\.rawValue)))")
            } else if let type, type != .date, type != .list(.date) {
                reader.error(
                    "\(path).kind", "'kind' applies to dates, but this parameter is \(type)",
                    help: "remove \"kind\", or make the type Date")
            }
        }
        var defaultValue: ParameterValue?
        if let value = reader.present(object, "default", at: path, required: false), let type {
            defaultValue = readDefault(value, type: type, types: types, at: "\(path).default", &reader)
        }
        let parameter = ParameterModel(
            name: name ?? "", type: type ?? .string, title: reader.string(object, "title", at: path),
            description: reader.string(object, "description", at: path),
            isOptional: reader.bool(object, "optional", at: path) ?? false, defaultValue: defaultValue, range: range,
            unit: unit, dateKind: dateKind,
            requestValueDialog: reader.string(object, "requestValueDialog", at: path),
            requestDisambiguationDialog: reader.string(object, "requestDisambiguationDialog", at: path), source: path)
        return name == nil || type == nil ? nil : parameter
    }

    private static func readDefault(
        _ value: JSONValue, type: ParameterType, types: AppTypes, at path: String, _ reader: inout ManifestReader
    ) -> ParameterValue? {
        switch (type, value) {
        case (.string, .string(let text)), (.enumeration, .string(let text)):
            return .string(text)
        case (.entity(let name), .string(let id)):
            if types.entity(name, hasID: id) == false {
                reader.error(path, "'\(id)' is not an id of entity '\(name)'", help: "use the id of one of its values")
            }
            return .string(id)
        case (.int, .number(let number)), (.ordinal, .number(let number)):
            // a JSON number is a Double: from 2^53 on, whole numbers are no longer exact (2^53 + 1 reads as
            // 2^53), so they overflow here rather than change silently.
            if abs(number) < 0x1p53, let whole = JSONValue.integer(exactly: number) { return .int(whole) }
            if number.rounded(.towardZero) == number {
                reader.error(
                    path,
                    "the number \(ModelValidation.shown(number)) overflows: an \(type) default must be smaller than 2^53 (9007199254740992) in size",
                    help: "use a smaller number")
            } else {
                reader.error(path, "expected a whole number for an \(type) parameter, found \(number)")
            }
            return nil
        case (.double, .number(let number)):
            return .double(number)
        case (.bool, .bool(let flag)):
            return .bool(flag)
        case (.duration, .number(let seconds)):
            return .duration(seconds)
        case (.date, .string(let text)):
            guard CanonicalDate.isValid(text) else {
                reader.error(path, "expected a date as \"YYYY-MM-DD\" or \"YYYY-MM-DDTHH:MM\", found \"\(text)\"")
                return nil
            }
            return .date(text)
        case (.person, .string(let text)):
            return .person(text)
        case (.url, .string(let text)):
            return .url(text)
        case (.measurement(let name), .object(let object)):
            guard let number = object["value"]?.doubleValue, let unit = object["unit"]?.stringValue, object.count == 2
            else {
                reader.error(path, "expected {\"value\": number, \"unit\": string}")
                return nil
            }
            // the canonical symbol, as the parser reads the unit ("kilometres" is "km").
            guard let dimension = MeasurementDimension(rawValue: name),
                let symbol = MeasurementParser(dimension: dimension, defaultUnit: unit).defaultUnit
            else {
                reader.error(
                    "\(path).unit", "unknown unit '\(unit)' for \(type)",
                    help: "use a unit of the dimension, such as its symbol")
                return nil
            }
            return .measurement(number, unit: symbol)
        case (.list(let element), .array(let items)):
            let values = items.enumerated().compactMap { index, item in
                readDefault(item, type: element, types: types, at: ManifestReader.elementPath(path, index), &reader)
            }
            return values.count == items.count ? .list(values) : nil
        default:
            let expected =
                switch type {
                case .int, .double, .ordinal, .duration: "a number"
                case .bool: "true or false"
                case .measurement: "an object"
                case .list: "an array"
                default: "a string"
                }
            reader.mismatch(value, at: path, expected: expected)
            return nil
        }
    }
}

/// An app's enums and entities, looked up by name while its parameters are read.
private struct AppTypes {
    let names: DeclaredTypeNames
    /// The ids of each entity's values, by entity name.
    private let entityIDs: [String: EntityIDs]

    init(enums: [EnumModel], entities: [EntityModel]) {
        names = DeclaredTypeNames(enums: enums.map(\.name), entities: entities.map(\.name))
        entityIDs = Dictionary(
            entities.map { ($0.name, EntityIDs($0.values)) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether entity `name` has a value with `id`; nil when there is no such entity.
    func entity(_ name: String, hasID id: String) -> Bool? { entityIDs[name]?.contains(id) }
}

/// The ids of an entity's values, as a set made the first time one is asked for: only defaults
/// ask, and an entity may have a million values.
private final class EntityIDs {
    private let values: [EntityModel.Value]
    private lazy var ids = Set(values.map(\.id))

    init(_ values: [EntityModel.Value]) { self.values = values }

    func contains(_ id: String) -> Bool { ids.contains(id) }
}
