/// The top-level object of a GeoJSON text (RFC 7946 §3): a feature collection, a feature or a geometry.
public enum GeoJSONObject: Hashable, Sendable {
    /// A FeatureCollection (§3.3).
    case featureCollection(FeatureCollection<JSONObject?>)
    /// A Feature (§3.2).
    case feature(Feature<JSONObject?>)
    /// A bare geometry (§3.1).
    case geometry(Geometry)
}
