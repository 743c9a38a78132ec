/// An RFC 7946 FeatureCollection (§3.3) of features with properties of type `Properties`.
///
/// Equality ignores ``sourceRange``.
public struct FeatureCollection<Properties: Sendable>: Sendable {
    /// The features, in order.
    public var features: [Feature<Properties>]
    /// The collection's `bbox`, when given.
    public var bbox: BoundingBox?
    /// Members other than `type`, `features` and `bbox`, in document order.
    public var foreignMembers: JSONObject
    /// The byte range of the collection object in its source, when decoded.
    public var sourceRange: Range<Int>?

    /// Creates a feature collection.
    public init(
        features: [Feature<Properties>], bbox: BoundingBox? = nil, foreignMembers: JSONObject = [:],
        sourceRange: Range<Int>? = nil
    ) {
        self.features = features
        self.bbox = bbox
        self.foreignMembers = foreignMembers
        self.sourceRange = sourceRange
    }
}

extension FeatureCollection: Equatable where Properties: Equatable {
    /// Equal when everything but `sourceRange` is equal.
    public static func == (lhs: FeatureCollection, rhs: FeatureCollection) -> Bool {
        lhs.features == rhs.features && lhs.bbox == rhs.bbox && lhs.foreignMembers == rhs.foreignMembers
    }
}

extension FeatureCollection: Hashable where Properties: Hashable {
    /// Hashes the features.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(features)
    }
}
