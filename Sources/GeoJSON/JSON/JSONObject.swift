/// A JSON object that keeps its members in document order, duplicates included.
///
/// RFC 8259 leaves duplicate names undefined; this type keeps every member as written so that
/// writing loses nothing, and lookup by name returns the **last** member with that name (as most
/// parsers do). Use ``members`` to see all of them.
///
/// - Complexity: Lookup by name is O(*n*) in the member count; objects in GeoJSON properties are small.
public struct JSONObject: Hashable, Sendable, ExpressibleByDictionaryLiteral, RandomAccessCollection {
    /// One member: a name and its value.
    public struct Member: Hashable, Sendable {
        /// The member name, unescaped.
        public var key: String
        /// The member value.
        public var value: JSONValue
        /// Creates a member.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members in document order, duplicates included.
    public var members: [Member]

    /// Creates an object from members in order.
    public init(members: [Member] = []) { self.members = members }

    /// Creates an object from literal pairs, in order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = elements.map { Member(key: $0.0, value: $0.1) }
    }

    public var startIndex: Int { members.startIndex }
    public var endIndex: Int { members.endIndex }
    public subscript(position: Int) -> Member { members[position] }

    /// The names in document order (duplicates repeated).
    public var keys: [String] { members.map(\.key) }

    /// The value of the last member named `key`; setting replaces that member in place, or appends.
    ///
    /// Setting `nil` removes every member with that name.
    public subscript(key: String) -> JSONValue? {
        get { members.last(where: { $0.key == key })?.value }
        set {
            if let newValue {
                if let index = members.lastIndex(where: { $0.key == key }) {
                    members[index].value = newValue
                } else {
                    members.append(Member(key: key, value: newValue))
                }
            } else {
                members.removeAll { $0.key == key }
            }
        }
    }

    /// Whether some member has this name.
    public func contains(key: String) -> Bool { members.contains { $0.key == key } }

    /// Appends a member, even when the name already exists.
    public mutating func append(key: String, value: JSONValue) {
        members.append(Member(key: key, value: value))
    }
}
