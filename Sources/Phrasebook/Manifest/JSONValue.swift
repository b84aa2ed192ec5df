/// A JSON value, as read from a manifest or written by the CLI.
///
/// We keep our own type instead of Foundation's `JSONSerialization` because that API boxes
/// everything in `NSNumber` (on Linux `true` and `1` are hard to tell apart), loses object key
/// order, and reports errors without positions. Numbers are stored as `Double`, which is exact for
/// every integer up to ±2^53 — far beyond anything a manifest holds.
///
/// Equality and hashing are structural; objects compare their members *in order* (see
/// ``JSONObject``), so `{"a":1,"b":2}` and `{"b":2,"a":1}` are different values.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`; never confused with a number.
    case bool(Bool)
    /// Any JSON number, as a finite `Double` when parsed.
    case number(Double)
    /// A string, already unescaped.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object, with its members in written order.
    case object(JSONObject)
}

// MARK: - Accessors

extension JSONValue {
    /// The JSON type name ("null", "boolean", "number", "string", "array", "object"), for messages
    /// such as `expected a string, found number`.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// Whether the value is `null`.
    public var isNull: Bool {
        if case .null = self { true } else { false }
    }

    /// The string, if this is a string.
    public var stringValue: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// The Boolean, if this is `true` or `false` (numbers are never converted).
    public var boolValue: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    /// The number, if this is a number.
    public var doubleValue: Double? {
        if case .number(let value) = self { value } else { nil }
    }

    /// The number as an `Int`, only if it is a number with no fractional part that fits in `Int`
    /// (so `2.0` gives 2, while `2.5`, `1e300` and `"2"` give nil).
    public var intValue: Int? {
        if case .number(let value) = self { Self.integer(exactly: value) } else { nil }
    }

    /// `Int(exactly:)` without libm: on this Linux toolchain `Int(exactly:)` and `rounded()` call
    /// `trunc`/`round`, which fail to link unless Foundation is imported. The range check comes
    /// first so the truncating conversion can never trap (NaN fails both comparisons).
    static func integer(exactly value: Double) -> Int? {
        guard value >= -0x1p63 && value < 0x1p63 else { return nil }
        let integer = Int(value)
        return Double(integer) == value ? integer : nil
    }

    /// The elements, if this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { value } else { nil }
    }

    /// The members, if this is an object.
    public var objectValue: JSONObject? {
        if case .object(let value) = self { value } else { nil }
    }
}

// MARK: - Literals

extension JSONValue: ExpressibleByNilLiteral {
    /// Creates `null` from `nil`.
    public init(nilLiteral: ()) { self = .null }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// Creates `.bool` from `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// Creates `.number` from an integer literal.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// Creates `.number` from a floating-point literal.
    public init(floatLiteral value: Double) { self = .number(value) }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// Creates `.string` from a string literal.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// Creates `.array` from an array literal.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// Creates `.object` from a dictionary literal, keeping the members in written order
    /// (a repeated key replaces the earlier value in place).
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements))
    }
}

extension JSONValue: CustomStringConvertible {
    /// The compact JSON text, as produced by ``serialized(pretty:)``.
    public var description: String { serialized() }
}

// MARK: - JSONObject

/// The members of a JSON object: `(key, value)` pairs in written order, with keys unique.
///
/// Order is kept so that output is deterministic and matches what the author wrote; lookups by key
/// go through a side index so they stay O(1). Equality and hashing consider the members in order.
public struct JSONObject: Sendable, Hashable, Sequence {
    /// One member, as the sequence yields it.
    public typealias Element = (key: String, value: JSONValue)

    struct Member: Sendable, Hashable {
        var key: String
        var value: JSONValue
    }

    /// The members in order (read by the writer as they are, without making pairs).
    private(set) var members: [Member] = []
    /// Key → position in `members`, kept only for objects of more than ``linearLimit`` members
    /// (smaller ones are searched in order: a manifest may hold a million two-key objects).
    /// Derived from `members`, so it is left out of `==` and `hash`.
    private var positions: [String: Int] = [:]
    /// The most members an object is searched through in order, without `positions` (the parser
    /// keeps the same index while it reads an object's members).
    static let linearLimit = 16

    /// Creates an empty object.
    public init() {}

    /// An object of members with distinct keys, as the parser read them; `positions` indexes them
    /// when there are more than ``linearLimit`` (and is empty otherwise).
    init(members: [Member], positions: [String: Int]) {
        self.members = members
        self.positions = positions
    }

    /// Creates an object from pairs in order; a repeated key replaces the earlier value in place.
    public init(_ pairs: [(String, JSONValue)]) {
        members.reserveCapacity(pairs.count)
        for (key, value) in pairs { set(key, value) }
    }

    /// The number of members.
    public var count: Int { members.count }

    /// Whether the object has no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The keys, in order.
    public var keys: [String] { members.map(\.key) }

    /// The values, in key order.
    public var values: [JSONValue] { members.map(\.value) }

    /// The value for `key`, or nil if the object has no such member.
    public subscript(key: String) -> JSONValue? {
        guard let position = memberIndex(forKey: key) else { return nil }
        return members[position].value
    }

    /// The position of `key` among the members (also for the parser's duplicate-key message).
    func memberIndex(forKey key: String) -> Int? {
        members.count > Self.linearLimit ? positions[key] : members.firstIndex { $0.key == key }
    }

    /// Sets `key` to `value`: replaces the existing member in place, or appends a new one at the end.
    public mutating func set(_ key: String, _ value: JSONValue) {
        if let position = memberIndex(forKey: key) {
            members[position].value = value
            return
        }
        members.append(Member(key: key, value: value))
        if members.count == Self.linearLimit + 1 {
            positions = Dictionary(uniqueKeysWithValues: members.indices.map { (members[$0].key, $0) })
        } else if members.count > Self.linearLimit {
            positions[key] = members.count - 1
        }
    }

    /// Makes room for `count` members.
    mutating func reserveCapacity(_ count: Int) { members.reserveCapacity(count) }

    /// Appends a member whose key the object does not have yet, without looking for it: for
    /// objects that code builds from distinct keys.
    mutating func appendNew(_ key: String, _ value: JSONValue) {
        guard members.count < Self.linearLimit else { return set(key, value) }
        assert(memberIndex(forKey: key) == nil, "\(key) is already a member")
        members.append(Member(key: key, value: value))
    }

    /// Removes the member for `key` and returns its value, keeping the order of the others. O(n).
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        guard let position = memberIndex(forKey: key) else { return nil }
        let removed = members.remove(at: position)
        if members.count > Self.linearLimit {
            positions.removeValue(forKey: key)
            for index in position..<members.count { positions[members[index].key] = index }
        } else {
            positions = [:]
        }
        return removed.value
    }

    /// Iterates the members in order.
    public struct Iterator: IteratorProtocol {
        fileprivate var base: IndexingIterator<[Member]>

        /// The next member, or nil at the end.
        public mutating func next() -> Element? {
            base.next().map { ($0.key, $0.value) }
        }
    }

    /// Returns an iterator over the members in order.
    public func makeIterator() -> Iterator { Iterator(base: members.makeIterator()) }

    /// The number of members (the sequence is never longer or shorter).
    public var underestimatedCount: Int { members.count }

    /// Whether both objects have the same members in the same order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool { lhs.members == rhs.members }

    /// Hashes the members in order, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(members) }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Creates an object from a dictionary literal, keeping the written order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self.init(elements) }
}
