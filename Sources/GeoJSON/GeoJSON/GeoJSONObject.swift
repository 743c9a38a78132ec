/// The top-level object of a GeoJSON text (RFC 7946 §3): a feature collection, a feature or a geometry.
public enum GeoJSONObject: Hashable, Sendable {
    case featureCollection(FeatureCollection<JSONObject?>)
    case feature(Feature<JSONObject?>)
    case geometry(Geometry)
}
