/// A feature `id` (RFC 7946 §3.2): a string or a number, kept with its JSON type.
public enum FeatureIdentifier: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case number(JSONNumber)

    /// The identifier as written: the string itself, or the number's JSON text.
    public var description: String {
        switch self {
        case .string(let text): text
        case .number(let number): number.description
        }
    }
}
