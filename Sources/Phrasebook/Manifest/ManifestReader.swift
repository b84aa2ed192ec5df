import Foundation
import PhraseMatching

/// Reads JSON values into typed fields, recording a diagnostic with a JSON path for every
/// problem instead of stopping at the first.
struct ManifestReader {
    private(set) var diagnostics: [Diagnostic] = []

    mutating func error(_ path: String, _ message: String, help: String? = nil) {
        diagnostics.append(Diagnostic(.error, message, source: path, help: help))
    }

    /// The object at `path`, after reporting keys it may not have.
    mutating func object(_ value: JSONValue, at path: String, keys allowed: [String]) -> JSONObject? {
        guard case .object(let object) = value else {
            mismatch(value, at: path, expected: "an object")
            return nil
        }
        for key in object.members.lazy.map(\.key) where !allowed.contains(key) {
            var message = "unknown key '\(key)' (keys here are: \(allowed.joined(separator: ", ")))"
            if let guess = Suggestion.closest(to: key, in: allowed) { message += ". Did you mean '\(guess)'?" }
            error(join(path, key), message, help: "remove the key, or rename it to one of the keys above")
        }
        return object
    }

    mutating func string(_ object: JSONObject, _ key: String, at path: String, required: Bool = false) -> String? {
        guard let value = present(object, key, at: path, required: required) else { return nil }
        guard case .string(let text) = value else {
            mismatch(value, at: join(path, key), expected: "a string")
            return nil
        }
        return text
    }

    /// A non-empty string, for names.
    mutating func name(_ object: JSONObject, _ key: String, at path: String) -> String? {
        guard let text = string(object, key, at: path, required: true) else { return nil }
        // a name that is only spaces or tabs is empty (checked without Foundation's trimming, which
        // copies the string: a manifest may hold a million names).
        guard Self.isName(text) else {
            error(join(path, key), "'\(key)' is empty", help: "give it a name")
            return nil
        }
        return text
    }

    /// Whether `text` has a character other than spaces and tabs: what a name needs.
    static func isName(_ text: String) -> Bool {
        // an ASCII byte other than a space or tab is such a character: most names start with one.
        if text.utf8.contains(where: { $0 < 0x80 && $0 != 0x09 && $0 != 0x20 }) { return true }
        return text.unicodeScalars.contains { scalar in
            // the space is the only ASCII space separator: other ASCII is answered without the tables.
            scalar.isASCII
                ? scalar != "\t" && scalar != " "
                : scalar.properties.generalCategory != .spaceSeparator
        }
    }

    mutating func bool(_ object: JSONObject, _ key: String, at path: String) -> Bool? {
        guard let value = present(object, key, at: path, required: false) else { return nil }
        guard case .bool(let flag) = value else {
            mismatch(value, at: join(path, key), expected: "true or false")
            return nil
        }
        return flag
    }

    mutating func strings(_ object: JSONObject, _ key: String, at path: String) -> [String] {
        guard let value = present(object, key, at: path, required: false) else { return [] }
        return strings(value, at: join(path, key))
    }

    mutating func strings(_ value: JSONValue, at path: String) -> [String] {
        guard case .array(let items) = value else {
            mismatch(value, at: path, expected: "an array of strings")
            return []
        }
        return items.enumerated().compactMap { index, item in
            guard case .string(let text) = item else {
                mismatch(item, at: Self.elementPath(path, index), expected: "a string")
                return nil
            }
            return text
        }
    }

    /// Phrases with their JSON paths as sources. With `values`, a phrase may also be an object
    /// `{"text": "mark {target} as read", "values": {"isRead": true}}` that sets parameters.
    mutating func phrases(_ object: JSONObject, _ key: String, at path: String, values: Bool = false) -> [PhraseModel] {
        array(object, key, at: path, expected: "an array of phrase strings").compactMap { item, itemPath in
            if case .string(let text) = item { return PhraseModel(text, source: itemPath) }
            guard values, case .object = item else {
                mismatch(
                    item, at: itemPath, expected: values ? #"a phrase string or {"text", "values"}"# : "a phrase string"
                )
                return nil
            }
            guard let phrase = self.object(item, at: itemPath, keys: ManifestLoader.phraseKeys),
                let text = string(phrase, "text", at: itemPath, required: true)
            else { return nil }
            var fixed = JSONObject()
            if let given = present(phrase, "values", at: itemPath, required: false) {
                if case .object(let members) = given {
                    fixed = members
                } else {
                    mismatch(
                        given, at: join(itemPath, "values"),
                        expected: #"an object of parameter values, such as {"isRead": true}"#)
                }
            }
            return PhraseModel(text, values: fixed, source: itemPath)
        }
    }

    /// The elements of an array, with their paths.
    mutating func array(
        _ object: JSONObject, _ key: String, at path: String, expected: String = "an array"
    ) -> [(JSONValue, String)] {
        guard let value = present(object, key, at: path, required: false) else { return [] }
        let base = join(path, key)
        guard case .array(let items) = value else {
            mismatch(value, at: base, expected: expected)
            return []
        }
        return items.enumerated().map { ($1, Self.elementPath(base, $0)) }
    }

    /// The elements of an array, and the path of the array: an element's path is
    /// `"\(base)[\(index)]"`, made only where it is needed (most elements of a large array need none).
    mutating func elements(
        _ object: JSONObject, _ key: String, at path: String, expected: String = "an array"
    ) -> (items: [JSONValue], base: String) {
        let base = join(path, key)
        guard let value = present(object, key, at: path, required: false) else { return ([], base) }
        guard case .array(let items) = value else {
            mismatch(value, at: base, expected: expected)
            return ([], base)
        }
        return (items, base)
    }

    /// The members of an object-valued key (`enums`, `rules`), with their paths.
    mutating func members(_ object: JSONObject, _ key: String, at path: String) -> [(String, JSONValue, String)] {
        guard let value = present(object, key, at: path, required: false) else { return [] }
        let base = join(path, key)
        guard case .object(let members) = value else {
            mismatch(value, at: base, expected: "an object")
            return []
        }
        return members.map { ($0.key, $0.value, join(base, $0.key)) }
    }

    /// The value of `key`, reporting a missing required key; JSON `null` counts as absent.
    mutating func present(_ object: JSONObject, _ key: String, at path: String, required: Bool) -> JSONValue? {
        guard let value = object[key], value != .null else {
            if required {
                error(join(path, key), "missing required key '\(key)'", help: "add \"\(key)\" to this object")
            }
            return nil
        }
        return value
    }

    mutating func mismatch(_ value: JSONValue, at path: String, expected: String) {
        error(
            path,
            "expected \(expected), found \(value.typeName == "array" || value.typeName == "object" ? "an" : "a") \(value.typeName)"
        )
    }

    /// `"\(base)[\(index)]"`, the path of an array's element, made in a string of its final size
    /// (interpolation grew it as it went: a manifest may have a path for each of 100,000 phrases).
    static func elementPath(_ base: String, _ index: Int) -> String {
        let number = String(index)
        var path = ""
        path.reserveCapacity(base.utf8.count + number.utf8.count + 2)
        path += base
        path += "["
        path += number
        path += "]"
        return path
    }

    func join(_ path: String, _ key: String) -> String {
        // an ASCII key is read by its bytes, without the Unicode properties of each character.
        let simple =
            !key.isEmpty
            && (key.utf8.allSatisfy { $0 < 0x80 }
                ? key.utf8.allSatisfy { Self.isWordByte($0) }
                : key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" })
        let part = simple ? key : "[\"\(key)\"]"
        if path.isEmpty { return part }
        return simple ? "\(path).\(part)" : "\(path)\(part)"
    }

    /// Whether an ASCII byte is a letter, a digit or `_`: what a key needs to follow a `.` in a path.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
