/// An RFC 7946 Feature (§3.2) with properties of type `Properties`.
///
/// `Feature<JSONObject?>` is the raw form the decoder produces (`properties` is `null` → `nil`);
/// ``decodingProperties(as:using:at:)`` turns it into a typed feature.
///
/// Nothing read is lost: members other than `type`, `id`, `geometry`, `properties` and `bbox`
/// (IMDF's `feature_type`, a legacy `crs`, …) are in ``foreignMembers`` in document order, and a
/// geometry that could not be represented is kept as written in ``rawGeometry``. An `id` or
/// `bbox` of the wrong JSON type is kept in ``foreignMembers`` under its own name.
///
/// Equality ignores ``sourceRange``, so a feature read back from written output equals the original.
public struct Feature<Properties: Sendable>: Sendable {
    /// The `id`, when present and a string or number.
    public var id: FeatureIdentifier?
    /// The geometry; `nil` for `"geometry": null` or for a geometry that could not be represented.
    public var geometry: Geometry?
    /// The `geometry` member as written, when it could not be represented as a ``Geometry``.
    public var rawGeometry: JSONValue? {
        get { rawGeometryBox?.value }
        set { rawGeometryBox = newValue.map(RawGeometryBox.init) }
    }
    /// `rawGeometry`, rare, kept out of line: a reference is 8 bytes where a `JSONValue?` takes 24 in every
    /// feature (an archive holds each feature twice, raw and typed). Usable from inlinable code for
    /// ``replacingProperties(with:)``.
    @usableFromInline var rawGeometryBox: RawGeometryBox?
    /// The properties.
    public var properties: Properties
    /// The feature's `bbox`, when given.
    public var bbox: BoundingBox?
    /// Members other than the RFC 7946 ones, in document order.
    public var foreignMembers: JSONObject
    /// The byte range of the feature object in its source, when decoded.
    public var sourceRange: Range<Int>?

    /// Creates a feature.
    public init(
        id: FeatureIdentifier? = nil, geometry: Geometry?, properties: Properties, bbox: BoundingBox? = nil,
        foreignMembers: JSONObject = [:], rawGeometry: JSONValue? = nil, sourceRange: Range<Int>? = nil
    ) {
        self.id = id
        self.geometry = geometry
        self.properties = properties
        self.bbox = bbox
        self.foreignMembers = foreignMembers
        self.rawGeometryBox = rawGeometry.map(RawGeometryBox.init)
        self.sourceRange = sourceRange
    }

    /// The same feature with other properties.
    ///
    /// `properties` is consumed: the new feature takes it over rather than a copy of it. Inlinable, so
    /// that it is specialised where it is called: as a generic call into this module, the caller copied
    /// the whole feature to pass it (an archive calls it for every feature it types).
    @inlinable
    public func replacingProperties<Other: Sendable>(with properties: consuming Other) -> Feature<Other> {
        var feature = Feature<Other>(
            id: id, geometry: geometry, properties: consume properties, bbox: bbox, foreignMembers: foreignMembers,
            sourceRange: sourceRange)
        feature.rawGeometryBox = rawGeometryBox  // shared, not re-boxed
        return feature
    }
}

/// The raw geometry of a feature; immutable, so features can share it (setting replaces the box).
@usableFromInline
final class RawGeometryBox: Sendable {
    let value: JSONValue
    init(_ value: JSONValue) { self.value = value }
}

extension Feature: Equatable where Properties: Equatable {
    /// Equal when everything but `sourceRange` is equal.
    public static func == (lhs: Feature, rhs: Feature) -> Bool {
        lhs.id == rhs.id && lhs.geometry == rhs.geometry && lhs.rawGeometry == rhs.rawGeometry
            && lhs.properties == rhs.properties && lhs.bbox == rhs.bbox && lhs.foreignMembers == rhs.foreignMembers
    }
}

extension Feature: Hashable where Properties: Hashable {
    /// Hashes the ID, geometry and properties.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(geometry)
        hasher.combine(properties)
    }
}
