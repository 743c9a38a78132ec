import Foundation
import Testing

@testable import GeoJSON

/// Hostile GeoJSON: geometry far larger than any venue, coordinates that are not numbers, and
/// collections of nothing. Each decodes in time linear in the input, or yields a diagnostic.
@Suite struct HostileGeoJSONTests {
    /// A closed ring of `count` vertices on a circle-like star around (0, 0), as JSON text.
    static func ringText(count: Int, radius: Double = 1, centre: (Double, Double) = (0, 0)) -> String {
        var text = "["
        text.reserveCapacity(count * 24)
        for index in 0..<count {
            let angle = Double(index) / Double(count) * 2 * Double.pi
            // A polygon approximating a circle: convex, so simple.
            let x = centre.0 + radius * cos(angle)
            let y = centre.1 + radius * sin(angle)
            text += "[\(x),\(y)],"
        }
        return text + "[\(centre.0 + radius),\(centre.1)]]"
    }

    @Test func millionVertexPolygonDecodes() throws {
        let text = #"{"type":"Polygon","coordinates":["# + Self.ringText(count: 1_000_000) + "]}"
        let document = try GeoJSONDecoder().decode(Array(text.utf8))
        #expect(document.diagnostics.isEmpty)
        guard case .geometry(.polygon(let polygon)) = try #require(document.object) else {
            Issue.record("not a polygon")
            return
        }
        #expect(polygon.exterior?.count == 1_000_001)
    }

    @Test func hundredThousandRingsDecode() throws {
        var text =
            #"{"type":"Polygon","coordinates":[[[-1000,-1000],[1000,-1000],[1000,1000],[-1000,1000],[-1000,-1000]]"#
        for index in 0..<100_000 {
            let x = Double(index % 1000) - 500
            let y = Double(index / 1000) - 50
            text += ",[[\(x),\(y)],[\(x + 0.5),\(y)],[\(x + 0.5),\(y + 0.5)],[\(x),\(y)]]"
        }
        text += "]}"
        let document = try GeoJSONDecoder().decode(Array(text.utf8))
        guard case .geometry(.polygon(let polygon)) = try #require(document.object) else {
            Issue.record("not a polygon")
            return
        }
        #expect(polygon.holes.count == 100_000)
        let written = try GeoJSONWriter().bytes(for: .geometry(.polygon(polygon)))
        #expect(try GeoJSONDecoder().decode(written).object == document.object)
    }

    /// Many diagnostics on one line (a minified file) get exact columns, counted in linear time
    /// (they used to be counted from the line start each, which made 100,000 rings take hours).
    @Test func manyDiagnosticsOnOneLineHaveExactColumns() throws {
        var text = #"{"type":"Polygon","coordinates":[[[-9,-9],[9,-9],[9,9],[-9,9],[-9,-9]]"#
        var holeStarts: [Int] = []
        for index in 0..<2_000 {
            text += ","
            holeStarts.append(text.utf8.count)
            // Counterclockwise hole.
            text += "[[\(index % 8),0],[\(index % 8).5,0],[\(index % 8).5,0.5],[\(index % 8),0]]"
        }
        text += "]}"
        let document = try GeoJSONDecoder().decode(Array(text.utf8))
        #expect(document.diagnostics.count == holeStarts.count)
        #expect(document.diagnostics.map(\.location.line) == Array(repeating: 1, count: holeStarts.count))
        #expect(document.diagnostics.map(\.location.column) == holeStarts.map { $0 + 1 })
    }

    @Test(arguments: [#""NaN""#, #""Infinity""#, #""-1e999""#, "null", "true", "[]", "{}"])
    func nonNumericCoordinatesAreDiagnosed(coordinate: String) throws {
        let text =
            #"{"type":"Feature","properties":{},"geometry":{"type":"Point","coordinates":["# + coordinate + ",1]}}"
        let document = try GeoJSONDecoder().decode(Array(text.utf8), file: "nan.geojson")
        guard case .feature(let feature) = try #require(document.object) else {
            Issue.record("not a feature")
            return
        }
        #expect(feature.geometry == nil, "an invalid geometry is not made up")
        #expect(feature.rawGeometry != nil, "but it is kept as written")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location.file == "nan.geojson")
        #expect(diagnostic.location.path?.description.contains("coordinates") == true, "\(diagnostic)")
    }

    @Test func hugeCollectionOfNullGeometries() throws {
        let count = 200_000
        let feature = #"{"type":"Feature","geometry":null,"properties":null}"#
        let text =
            #"{"type":"FeatureCollection","features":["#
            + Array(repeating: feature, count: count).joined(separator: ",") + "]}"
        let document = try GeoJSONDecoder().decode(Array(text.utf8))
        guard case .featureCollection(let collection) = try #require(document.object) else {
            Issue.record("not a collection")
            return
        }
        #expect(collection.features.count == count)
        #expect(collection.features.allSatisfy { $0.geometry == nil && $0.properties == nil })
        #expect(document.diagnostics.isEmpty)
        #expect(try GeoJSONWriter().bytes(for: collection) == Array(text.utf8))
    }

    @Test func duplicateKeysInGeoJSONBehaveTheSameEveryTime() throws {
        // Two "geometry" members: the last one is the geometry, as for every object lookup.
        let text =
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"a":1,"a":2},"geometry":{"type":"Point","coordinates":[3,4]}}"#
        guard
            case .geometry(let second) = try GeoJSONDecoder().decode(
                Array(#"{"type":"Point","coordinates":[3,4]}"#.utf8)
            ).object
        else {
            Issue.record("not a point")
            return
        }
        var results: [String] = []
        for _ in 0..<3 {
            let document = try GeoJSONDecoder().decode(Array(text.utf8))
            guard case .feature(let feature) = try #require(document.object) else {
                Issue.record("not a feature")
                return
            }
            #expect(feature.geometry == second)
            #expect(feature.properties?["a"] == 2)
            results.append("\(feature.properties.map { Array($0.keys) } ?? []) \(document.diagnostics.map(\.message))")
        }
        #expect(Set(results).count == 1)
    }

    /// One name repeated 50,000 times in one object: every repeat found, each with its note at the first,
    /// in linear time (the filter gives up comparing past 16 members, and the walk looks names up).
    @Test func fiftyThousandRepeatsOfOneName() throws {
        let count = 50_000
        let members = (0..<count).map { #""a":\#($0)"# }.joined(separator: ",")
        let text = #"{"type":"Feature","geometry":null,"properties":{"# + members + "}}"
        let document = try GeoJSONDecoder().decode(Array(text.utf8))
        #expect(document.diagnostics.count == count - 1)
        #expect(Set(document.diagnostics.compactMap { $0.notes.first?.location.column }) == [49])
        guard case .feature(let feature) = try #require(document.object) else {
            Issue.record("not a feature")
            return
        }
        #expect(
            feature.properties?.count == count && feature.properties?["a"] == .number(JSONNumber(Double(count - 1))))
    }

    /// 100,000 distinct names in one object (a set past 16 members) and in as many small objects: none
    /// reported, and no second look at the document.
    @Test func manyDistinctNamesAreNoRepeats() throws {
        let members = (0..<100_000).map { #""k\#($0)":0"# }.joined(separator: ",")
        let large = try GeoJSONDecoder().decode(
            Array((#"{"type":"Feature","geometry":null,"properties":{"# + members + "}}").utf8))
        #expect(large.diagnostics.isEmpty)
        let feature =
            #"{"type":"Feature","geometry":null,"properties":{"x1y":1,"x2y":2,"x3y":3,"name":{"en":"a","fr":"b"}}}"#
        let text =
            #"{"type":"FeatureCollection","features":["#
            + Array(repeating: feature, count: 20_000).joined(separator: ",") + "]}"
        #expect(try GeoJSONDecoder().decode(Array(text.utf8)).diagnostics.isEmpty)
    }

    /// GeometryCollections nested 200 deep, each repeating its `type` and `geometries`: the document is
    /// read a second time with a plan for each (not once more per level, which would be exponential).
    @Test func nestedCollectionsRepeatingTheirMembers() throws {
        let depth = 200
        var text = #"{"type":"Point","coordinates":[1,2]}"#
        for _ in 0..<depth {
            text = #"{"type":"Point","geometries":[],"type":"GeometryCollection","geometries":["# + text + "]}"
        }
        let document = try GeoJSONDecoder(maximumDepth: 2 * depth + 10).decode(Array(text.utf8))
        #expect(document.diagnostics.count == 2 * depth)
        #expect(document.diagnostics.allSatisfy { $0.rule == GeoJSONRule.duplicateMember })
        var geometry = try #require(
            document.object.flatMap { if case .geometry(let geometry) = $0 { geometry } else { nil } })
        for _ in 0..<depth {
            guard case .geometryCollection(let collection) = geometry, collection.geometries.count == 1 else {
                Issue.record("not a collection of one")
                return
            }
            geometry = collection.geometries[0]
        }
        #expect(geometry == .point(Point(Position(1, 2))))
    }
}
