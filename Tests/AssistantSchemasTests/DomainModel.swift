import AssistantSchemas
import Phrasebook

/// The schemas of one domain as a model the matcher compiles: one app whose intents are the
/// domain's intent schemas, named like them, with every enum schema of the catalog as an enum.
enum DomainModel {
    static func model(_ domain: String) -> PhrasebookModel {
        let intents = SchemaCatalog.schemas(in: domain).filter { $0.kind == .intent }.map { schema in
            IntentModel(
                name: schema.name,
                parameters: schema.parameters.compactMap { parameter in
                    parameterType(parameter.type).map {
                        ParameterModel(name: parameter.name, type: $0, isOptional: true)
                    }
                },
                phrases: schema.phrases.enumerated().map {
                    PhraseModel($1.text, values: $1.values, source: "\(schema.identifier).phrases[\($0)]")
                })
        }
        let enums = SchemaCatalog.all.filter { $0.kind == .enumeration }.map { schema in
            EnumModel(name: schema.identifier, cases: schema.cases.map { EnumModel.Case(value: $0, title: spoken($0)) })
        }
        return PhrasebookModel(apps: [AppModel(name: "Example App", enums: enums, intents: intents)])
    }

    /// The manifest type a schema parameter reads as: built-in values as themselves, enum schemas
    /// as enums of their cases, entity schemas as open text (no app supplies their values); nil
    /// for system types, which no phrase names.
    static func parameterType(_ type: AppSchema.ValueType) -> ParameterType? {
        switch type {
        case .value(let value): value
        case .schema(let identifier):
            SchemaCatalog.schema(identifier)?.kind == .enumeration ? .enumeration(identifier) : .string
        case .system: nil
        case .list(.value(let element)): .list(element)
        case .list(.schema(let identifier)):
            parameterType(.schema(identifier)).map { $0 == .string ? .string : .list($0) }
        case .list: nil
        }
    }

    /// A case value as words: "slowMotion" is said "slow motion".
    static func spoken(_ value: String) -> String {
        value.reduce(into: "") { text, character in
            text += character.isUppercase ? " \(character.lowercased())" : String(character)
        }
    }
}
