/// A string enumeration of the IMDF spec that stays open: an unknown value is kept exactly as written
/// and can be diagnosed, never dropped (spec §3; validation rule C.13).
///
/// The pattern follows swift-system's `Errno`: a `RawRepresentable` struct with static constants for the
/// known values, so `unit.properties.category == .restroom` reads like an enum while
/// `IMDF.UnitCategory(rawValue: "lab")` still decodes.
public protocol OpenCategory: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
where RawValue == String {
    /// Every value the IMDF 1.0.0 enumeration defines.
    static var knownValues: Set<String> { get }
    init(rawValue: String)
}

extension OpenCategory {
    /// Whether the value is one of the enumeration's values.
    public var isKnown: Bool { Self.knownValues.contains(rawValue) }

    public var description: String { rawValue }

    public init(stringLiteral value: String) { self.init(rawValue: value) }

    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
