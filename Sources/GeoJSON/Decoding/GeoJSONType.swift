/// The nine RFC 7946 type names.
enum GeoJSONType: String {
    case featureCollection = "FeatureCollection"
    case feature = "Feature"
    case point = "Point"
    case multiPoint = "MultiPoint"
    case lineString = "LineString"
    case multiLineString = "MultiLineString"
    case polygon = "Polygon"
    case multiPolygon = "MultiPolygon"
    case geometryCollection = "GeometryCollection"

    var isGeometry: Bool { self != .featureCollection && self != .feature }

    /// The nesting depth of positions in `coordinates` (Point 0 … MultiPolygon 3).
    var positionDepth: Int? {
        switch self {
        case .point: 0
        case .multiPoint, .lineString: 1
        case .multiLineString, .polygon: 2
        case .multiPolygon: 3
        default: nil
        }
    }
}

extension GeoJSONType {
    /// The type named by a scanned string token, matched on its bytes; `nil` for any other name.
    ///
    /// Why: `init(rawValue:)` builds a `String` and runs the stdlib's string `switch`, which compares
    /// the candidates one by one (about 400 instructions per `type` member, two per feature).
    ///
    /// Same answers as `init(rawValue:)` on the decoded string: a token with escapes or non-ASCII
    /// bytes takes that very path (String `==` is canonical equivalence, and no non-ASCII text is
    /// equivalent to one of the nine names only by a rule this byte match would miss otherwise);
    /// plain ASCII text equals one of the names exactly when its bytes do.
    init?(token: StringToken, in source: UnsafeBufferPointer<UInt8>) {
        let bytes = UnsafeBufferPointer(rebasing: source[token.range])
        if token.hasEscapes || !bytes.allSatisfy({ $0 < 0x80 }) {
            guard let type = GeoJSONType(rawValue: JSONScanner.decodeString(token, in: source)) else { return nil }
            self = type
            return
        }
        func matches(_ type: GeoJSONType) -> Bool {
            GeoJSONMemberName.bytes(bytes, equal: type.staticName)
        }
        // At most two names share a length; a fixed pair each, so nothing is allocated.
        let pair: (GeoJSONType, GeoJSONType?)
        switch bytes.count {
        case 5: pair = (.point, nil)
        case 7: pair = (.feature, .polygon)
        case 10: pair = (.multiPoint, .lineString)
        case 12: pair = (.multiPolygon, nil)
        case 15: pair = (.multiLineString, nil)
        case 17: pair = (.featureCollection, nil)
        case 18: pair = (.geometryCollection, nil)
        default: return nil
        }
        if matches(pair.0) {
            self = pair.0
        } else if let second = pair.1, matches(second) {
            self = second
        } else {
            return nil
        }
    }

    /// The raw value as a static string, for byte comparisons.
    var staticName: StaticString {
        switch self {
        case .featureCollection: "FeatureCollection"
        case .feature: "Feature"
        case .point: "Point"
        case .multiPoint: "MultiPoint"
        case .lineString: "LineString"
        case .multiLineString: "MultiLineString"
        case .polygon: "Polygon"
        case .multiPolygon: "MultiPolygon"
        case .geometryCollection: "GeometryCollection"
        }
    }
}
