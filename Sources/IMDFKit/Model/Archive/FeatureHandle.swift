import GeoJSON

/// A typed reference to one feature of an `IMDF.Archive`: its position in the archive's array of that
/// type (`archive.units[handle.index]`).
///
/// Handles stay valid for the archive they came from and are cheap to store and compare; the venue graph
/// links features with handles, never with class references. Duplicate IDs do not make handles ambiguous.
public struct FeatureHandle<Properties>: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The feature's index in its type's array, which is also its index in the file's `features` array.
    public let index: Int

    public init(_ index: Int) { self.index = index }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }

    public var description: String { "#\(index)" }
}

/// A reference to a feature of any type: its type and its index.
///
/// Stored as the type and a 32-bit index, so a handle is 8 bytes instead of 16: the venue graph holds one
/// per feature ID and several per feature, and an archive cannot hold 2^31 features of one type.
public struct AnyFeatureHandle: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let type: IMDF.FeatureType
    private let storedIndex: Int32

    /// The feature's index in its type's array.
    public var index: Int { Int(storedIndex) }

    /// - Precondition: `index` is a valid array index below 2^31 (an index into an archive's features).
    public init(type: IMDF.FeatureType, index: Int) {
        precondition(index >= 0 && index <= Int(Int32.max), "feature index \(index) out of range")
        self.type = type
        self.storedIndex = Int32(index)
    }

    public init<Properties>(_ handle: FeatureHandle<Properties>, type: IMDF.FeatureType) {
        self.init(type: type, index: handle.index)
    }

    /// The typed handle, when the type matches.
    public func typed<Properties: IMDFProperties>(
        as properties: Properties.Type = Properties.self
    ) -> FeatureHandle<Properties>? {
        type == Properties.featureType ? FeatureHandle(index) : nil
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.type, lhs.index) < (rhs.type, rhs.index)
    }

    public var description: String { "\(type.rawValue)#\(index)" }
}

/// The typed property structs of the sixteen feature types, each knowing its feature type and where an
/// archive keeps its features. The conformances are generated with the structs, from `PropertyTable.json`.
public protocol IMDFProperties: Decodable, Hashable, Sendable {
    /// The feature type these are the properties of.
    static var featureType: IMDF.FeatureType { get }
    /// The archive's array of features of this type, such as `\.units` for `IMDF.UnitProperties`.
    static var archiveFeatures: WritableKeyPath<IMDF.Archive, [Feature<Self>]> { get }
}

extension Feature {
    /// The feature's `id` as an IMDF FEATURE-ID, when it is a string (spec §1.3); a numeric id is not one.
    public var featureID: FeatureID? {
        if case .string(let text) = id { return FeatureID(text) }
        return nil
    }
}
