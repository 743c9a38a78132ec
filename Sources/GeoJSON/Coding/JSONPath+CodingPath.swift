/// A coding key made from one step of a ``JSONPath``, to seed and report coding paths.
struct JSONPathKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = "Index \(intValue)"
        self.intValue = intValue
    }

    init(_ component: JSONPath.Component) {
        switch component {
        case .key(let key): self.init(stringValue: key)
        case .index(let index): self.init(intValue: index)
        }
    }
}

extension JSONPath {
    /// The path named by a `Codable` coding path (integer keys become indices).
    public init(codingPath: [any CodingKey]) {
        self.init(codingPath.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) })
    }

    /// The path as coding keys, to start a coding path at this path.
    var codingKeys: [any CodingKey] { components.map { JSONPathKey($0) } }
}
