import Testing

@testable import GeoJSON

/// The parser reuses one coordinate scan and one stack of specially parsed members across the
/// geometries and objects of a file. Each geometry decoded in a sequence must equal the same geometry
/// decoded alone, with the same findings, whatever came before it.
@Suite("Reused coordinate scan and member stack")
struct ReusedScanTests {
    /// Geometry objects of every kind, some with problems, some with nested or unusual members.
    static let geometries: [String] = [
        #"{"type":"Point","coordinates":[1,2]}"#,
        #"{"type":"Point","coordinates":[1,2,3,4]}"#,
        #"{"type":"MultiPoint","coordinates":[[1,2],[3,4,5]]}"#,
        #"{"type":"LineString","coordinates":[[1,2]]}"#,
        #"{"type":"LineString","coordinates":[[0,0],[1,1],[2,0]]}"#,
        #"{"type":"MultiLineString","coordinates":[[[0,0],[1,1]],[[2,2]],[]]}"#,
        #"{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,1],[0,0]]]}"#,
        #"{"type":"Polygon","coordinates":[[[0,0],[0,1],[1,1],[1,0],[0,0]],[[0.2,0.2],[0.4,0.2],[0.4,0.4],[0.2,0.2]]]}"#,
        #"{"type":"Polygon","coordinates":[[[0,0,1],[1,0,2],[1,1,3],[0,0,1]]]}"#,
        #"{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1]]]}"#,
        #"{"type":"Polygon","coordinates":[[0,0],[1,0],[1,1],[0,0]]}"#,
        #"{"type":"Polygon","coordinates":"nope"}"#,
        #"{"coordinates":[[[0,0],[1,0],[1,1],[0,0]]],"type":"Polygon","bbox":[0,0,1,1]}"#,
        #"{"type":"MultiPolygon","coordinates":[[[[0,0],[4,0],[4,4],[0,0]]],[[[0,0,1],[9,0,2,7],[9,9,3],[0,0,1]]]]}"#,
        #"{"type":"GeometryCollection","geometries":[{"type":"Point","coordinates":[5,6]},{"type":"LineString","coordinates":[[0,0],[1,1]]}]}"#,
        #"{"type":"Polygon","coordinates":[[[9,9],[8,9],[8,8],[9,9]]],"coordinates":[[[0,0],[1,0],[1,1],[0,0]]]}"#,
        #"{"coordinates":[[[0,0],[1,0],[1,1],[0,0]]],"geometries":[{"type":"Point","coordinates":[7,7]}],"type":"GeometryCollection"}"#,
    ]

    static func document(_ text: String) throws -> (String, String) {
        let document = try GeoJSONDecoder().decode(Array(text.utf8), file: "t.geojson")
        return (
            String(describing: document.object),
            String(describing: document.diagnostics.map { "\($0.rule) \($0.message) \($0.location.path)" })
        )
    }

    @Test func geometriesInAFeatureCollectionEqualTheSameDecodedAlone() throws {
        // A large geometry first (it reserves by extrapolation and keeps its storage), then all the others.
        var ring = (0..<1_500).map { index in "[\(Double(index) / 1_000),\(Double(index % 7) / 1_000)]" }
        ring.append(ring[0])
        let large = #"{"type":"LineString","coordinates":["# + ring.joined(separator: ",") + "]}"
        let all = [large] + Self.geometries + Self.geometries.reversed()
        let features = all.enumerated().map { index, geometry in
            #"{"type":"Feature","id":\#(index),"geometry":\#(geometry),"properties":null}"#
        }
        let collection = #"{"type":"FeatureCollection","features":["# + features.joined(separator: ",") + "]}"
        let decoded = try GeoJSONDecoder().decode(Array(collection.utf8), file: "t.geojson")
        guard case .featureCollection(let parsed)? = decoded.object else {
            Issue.record("not a collection")
            return
        }
        #expect(parsed.features.count == all.count)
        for (index, text) in all.enumerated() {
            let alone = try GeoJSONDecoder().decode(Array(text.utf8), file: "t.geojson")
            let expected: Geometry? = if case .geometry(let geometry)? = alone.object { geometry } else { nil }
            #expect(parsed.features[index].geometry == expected, "\(text)")
            let findings = decoded.diagnostics.filter { $0.location.featureID == "\(index)" }.map {
                "\($0.rule) \($0.message)"
            }
            #expect(findings == alone.diagnostics.map { "\($0.rule) \($0.message)" }, "\(text)")
        }
    }

    @Test func eachGeometryDecodesTheSameTwiceInARow() throws {
        for text in Self.geometries {
            let pair = #"{"type":"GeometryCollection","geometries":["# + text + "," + text + "]}"
            let document = try GeoJSONDecoder().decode(Array(pair.utf8), file: "t.geojson")
            let alone = try GeoJSONDecoder().decode(Array(text.utf8), file: "t.geojson")
            if case .geometry(.geometryCollection(let collection))? = document.object,
                case .geometry(let single)? = alone.object
            {
                #expect(collection.geometries == [single, single], "\(text)")
            }
            #expect(document.diagnostics.count == 2 * alone.diagnostics.count, "\(text)")
        }
    }
}
