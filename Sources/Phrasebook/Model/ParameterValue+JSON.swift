extension ParameterValue {
    /// Reads a value written in canonical JSON form (a parameter's `default`, a value a phrase
    /// sets) as a value of `type`, the inverse of ``json``.
    ///
    /// An enum value must be one of the case values and an entity id one of the entity's ids, when
    /// `app` declares that enum or entity with values; otherwise any string is taken.
    /// - Parameter report: called with a JSON path and a sentence for every problem.
    /// - Returns: the value, or nil after reporting why it cannot be one.
    static func reading(
        _ json: JSONValue, as type: ParameterType, in app: AppModel, at path: String, report: (String, String) -> Void
    ) -> ParameterValue? {
        switch (type, json) {
        case (.string, .string(let text)):
            return .string(text)
        case (.enumeration(let name), .string(let value)):
            if let cases = app.enumModel(named: name)?.cases, !cases.isEmpty,
                !cases.contains(where: { $0.value == value })
            {
                report(
                    path,
                    "'\(value)' is not a case of enum '\(name)' (cases are: \(cases.map(\.value).joined(separator: ", ")))"
                )
                return nil
            }
            return .string(value)
        case (.entity(let name), .string(let id)):
            if let values = app.entityModel(named: name)?.values, !values.isEmpty,
                !values.contains(where: { $0.id == id })
            {
                report(path, "'\(id)' is not an id of entity '\(name)'")
                return nil
            }
            return .string(id)
        case (.int, .number(let number)), (.ordinal, .number(let number)):
            if let whole = JSONValue.integer(exactly: number) { return .int(whole) }
            report(path, "expected a whole number for an \(type) parameter, found \(number)")
            return nil
        case (.double, .number(let number)):
            return .double(number)
        case (.bool, .bool(let flag)):
            return .bool(flag)
        case (.duration, .number(let seconds)):
            return .duration(seconds)
        case (.date, .string(let text)):
            guard CanonicalDate.isValid(text) else {
                report(path, "expected a date as \"YYYY-MM-DD\" or \"YYYY-MM-DDTHH:MM\", found \"\(text)\"")
                return nil
            }
            return .date(text)
        case (.person, .string(let text)):
            return .person(text)
        case (.url, .string(let text)):
            return .url(text)
        case (.measurement, .object(let object)):
            guard let number = object["value"]?.doubleValue, let unit = object["unit"]?.stringValue, object.count == 2
            else {
                report(path, "expected {\"value\": number, \"unit\": string}")
                return nil
            }
            return .measurement(number, unit: unit)
        case (.list(let element), .array(let items)):
            let values = items.enumerated().compactMap { index, item in
                reading(item, as: element, in: app, at: "\(path)[\(index)]", report: report)
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
            let found =
                json.typeName == "array" || json.typeName == "object" ? "an \(json.typeName)" : "a \(json.typeName)"
            report(path, "expected \(expected), found \(found)")
            return nil
        }
    }
}
