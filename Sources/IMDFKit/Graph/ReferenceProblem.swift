import GeoJSON

/// A feature reference that does not resolve, or resolves to a feature of the wrong type (spec §4.3 D.16,
/// `ReferencedFeatureIDMustBeResolvable`).
///
/// The venue graph records these while linking, and never crashes or silently skips them; the validator
/// reports them with the source position of the referencing property.
public struct ReferenceProblem: Hashable, Sendable {
    /// The feature that holds the reference.
    public var source: AnyFeatureHandle
    /// Its `id`, as written, when it has one.
    public var sourceID: FeatureID?
    /// The referencing value, relative to the feature: `properties.unit_ids[2]`.
    public var path: JSONPath
    /// The ID referenced.
    public var target: FeatureID
    /// The type the reference must point at.
    public var expectedType: IMDF.FeatureType
    /// The type of the feature the ID does belong to, when it belongs to one of another type; nil when no
    /// feature has the ID at all.
    public var foundType: IMDF.FeatureType?

    /// `unit_ids[2] references 2f…, which is not a unit (it is an anchor)`, or `… which does not exist`.
    public var message: String {
        let property =
            path.components.dropFirst().isEmpty
            ? path.description : JSONPath(Array(path.components.dropFirst())).description
        if let foundType {
            return
                "\(property) references \(target), which is \(Self.article(foundType.rawValue)) \(foundType.rawValue), not \(Self.article(expectedType.rawValue)) \(expectedType.rawValue)"
        }
        return "\(property) references \(expectedType.rawValue) \(target), which does not exist in the archive"
    }

    private static func article(_ word: String) -> String {
        guard let first = word.first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
