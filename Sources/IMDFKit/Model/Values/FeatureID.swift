import GeoJSON

/// A FEATURE-ID: the `id` of an IMDF feature, or a reference to one (spec §1.3).
///
/// The spec requires an RFC 4122 version 4 UUID string. The value is kept exactly as written, so that a
/// malformed ID still identifies its feature and can be diagnosed; `isUUID` and `isVersion4UUID` tell
/// how well it follows the rule. Comparison is exact (case-sensitive), as references are matched
/// against IDs as written.
public struct FeatureID: RawRepresentable, Hashable, Sendable, Codable, Comparable,
    CustomStringConvertible, ExpressibleByStringLiteral
{
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }

    public static func < (lhs: FeatureID, rhs: FeatureID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether the ID has the 8-4-4-4-12 hexadecimal UUID form (either case).
    public var isUUID: Bool { uuidVersion != nil }

    /// Whether the ID is a version 4 (random) UUID with the RFC 4122 variant, as the spec requires.
    public var isVersion4UUID: Bool { uuidVersion == 4 && hasRFC4122Variant }

    /// The UUID version digit (the 13th hexadecimal digit), or nil when the ID is not UUID-shaped.
    public var uuidVersion: Int? {
        // Read in place: validation asks this of every feature's ID, and an array of the bytes was an
        // allocation each time.
        var text = rawValue
        return text.withUTF8 { bytes in
            guard bytes.count == 36 else { return nil }
            for index in 0..<36 {
                if index == 8 || index == 13 || index == 18 || index == 23 {
                    guard bytes[index] == UInt8(ascii: "-") else { return nil }
                } else if Hexadecimal.value(ofDigit: bytes[index]) == nil {
                    return nil
                }
            }
            return Hexadecimal.value(ofDigit: bytes[14]).map(Int.init)
        }
    }

    private var hasRFC4122Variant: Bool {
        var text = rawValue
        return text.withUTF8 { bytes in
            guard bytes.count == 36, let variant = Hexadecimal.value(ofDigit: bytes[19]) else { return false }
            return (8...11).contains(variant)
        }
    }
}
