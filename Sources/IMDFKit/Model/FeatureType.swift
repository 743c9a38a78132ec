extension IMDF {
    /// The sixteen IMDF feature types, as written in each feature's top-level `feature_type` member and in
    /// the name of the file that holds them (`<feature_type>.geojson`) (spec §1.1, §1.2).
    public enum FeatureType: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
        case address, amenity, anchor, building, detail, fixture, footprint, geofence
        case kiosk, level, occupant, opening, relationship, section, unit, venue

        /// The archive file that holds features of this type, such as `unit.geojson`.
        public var fileName: String { rawValue + ".geojson" }

        public static func < (lhs: FeatureType, rhs: FeatureType) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The geometry designators of spec §1.5, as the feature types use them (§2.17).
    public enum GeometryForm: String, Hashable, Sendable {
        /// `null` only: address, building, occupant.
        case unlocated
        /// A GeoJSON Point.
        case point
        /// A single GeoJSON LineString (an opening).
        case lineString
        /// LINEAL: LineString or MultiLineString.
        case lineal
        /// POLYGONAL: Polygon or MultiPolygon.
        case polygonal
        /// Null or any GeoJSON geometry (a relationship).
        case any

        /// The GeoJSON `type` names this form allows; empty for `unlocated`, nil for `any`.
        public var allowedGeometryTypes: [String]? {
            switch self {
            case .unlocated: []
            case .point: ["Point"]
            case .lineString: ["LineString"]
            case .lineal: ["LineString", "MultiLineString"]
            case .polygonal: ["Polygon", "MultiPolygon"]
            case .any: nil
            }
        }

        /// Whether `null` is an allowed geometry.
        public var allowsNull: Bool { self == .unlocated || self == .any }
    }
}
