/// The path from a document's root to one JSON value, such as `features[12].geometry.coordinates[0][3]`.
///
/// Paths are built only when something is reported: parsers carry the cheaper pieces (the
/// parent chain) and turn them into a `JSONPath` on error.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step of a path: an object member or an array element.
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The steps from the root, outermost first.
    public var components: [Component]

    /// Creates a path from its steps, outermost first.
    public init(_ components: [Component] = []) { self.components = components }

    public init(arrayLiteral elements: Component...) { self.components = elements }

    /// The path to the root value itself.
    public static let root = JSONPath()

    /// This path extended by one member name.
    public func appending(key: String) -> JSONPath { JSONPath(components + [.key(key)]) }

    /// This path extended by one array index.
    public func appending(index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

    /// This path extended by another path's steps.
    public func appending(_ other: JSONPath) -> JSONPath { JSONPath(components + other.components) }

    /// The path in the dotted form used in messages: `features[12].properties.name`, or `$` for the root.
    /// Member names that are not plain identifiers are quoted: `properties["alt name"]`.
    public var description: String {
        if components.isEmpty { return "$" }
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                if Self.isPlainIdentifier(key) {
                    if !text.isEmpty { text += "." }
                    text += key
                } else {
                    text += "[\"" + key.replacingQuotes() + "\"]"
                }
            }
        }
        return text
    }

    private static func isPlainIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return key.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
    }
}

extension String {
    fileprivate func replacingQuotes() -> String {
        var result = ""
        for character in self {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.append(character)
            }
        }
        return result
    }
}

extension JSONPath.Component: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    /// A member name written as a string literal: `["properties", "name"]`.
    public init(stringLiteral value: String) { self = .key(value) }
    /// An array index written as an integer literal: `["features", 3]`.
    public init(integerLiteral value: Int) { self = .index(value) }
}
