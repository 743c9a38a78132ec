import Testing

@testable import GeoJSON

@Suite("GeoJSON decoder")
struct GeoJSONDecoderTests {
    func decode(_ text: String) throws -> GeoJSONDocument {
        try GeoJSONDecoder().decode(Array(text.utf8), file: "test.geojson")
    }

    @Test(
        "every geojson/pass fixture decodes without findings and round-trips",
        arguments: try TestSupport.fixtureNames(in: "geojson/pass"))
    func passFixture(name: String) throws {
        let document = try GeoJSONDecoder().decode(try TestSupport.fixture("geojson/pass/" + name), file: name)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        let object = try #require(document.object)
        let again = try GeoJSONDecoder().decode(try GeoJSONWriter().bytes(for: object))
        #expect(again.object == object)
        #expect(again.diagnostics.isEmpty)
    }

    @Test(
        "every geojson/fail fixture gives exactly the expected rules",
        arguments: try TestSupport.fixtureNames(in: "geojson/fail"))
    func failFixture(name: String) throws {
        let expected = try #require(
            try TestSupport.expectations(in: "geojson/fail")[name], "no expectation for \(name)")
        let document = try GeoJSONDecoder().decode(try TestSupport.fixture("geojson/fail/" + name), file: name)
        #expect(
            Set(document.diagnostics.map(\.rule)) == Set(expected[0].split(separator: ",").map(String.init)),
            "\(document.diagnostics)")
        for diagnostic in document.diagnostics {
            #expect(
                diagnostic.location.file == name && diagnostic.location.line == 1 && diagnostic.location.column != nil)
        }
    }

    @Test func flatStorageAndViews() throws {
        let document = try decode(
            #"{"type":"MultiPolygon","coordinates":[[[[0,0],[4,0],[4,4],[0,0]]],[[[0,0,1],[9,0,2,7],[9,9,3],[0,0,1]],[[1,1],[1,2],[2,2],[1,1]]]]}"#
        )
        guard case .geometry(.multiPolygon(let multiPolygon)) = document.object else {
            Issue.record("not a multipolygon")
            return
        }
        #expect(multiPolygon.xy == [0, 0, 4, 0, 4, 4, 0, 0, 0, 0, 9, 0, 9, 9, 0, 0, 1, 1, 1, 2, 2, 2, 1, 1])
        #expect(multiPolygon.ringOffsets == [0, 4, 8, 12])
        #expect(multiPolygon.polygonOffsets == [0, 1, 3])
        let polygons = multiPolygon.polygons
        #expect(polygons.count == 2)
        #expect(polygons[1].rings.count == 2)
        #expect(polygons[1].exterior?[1] == Position(longitude: 9, latitude: 0, altitude: 2, extra: [7]))
        #expect(polygons[1].holes.first?[0] == Position(1, 1))
        #expect(polygons[0].storage.hasAltitudes == false)
        #expect(document.diagnostics.map(\.rule) == [GeoJSONRule.positionTooLong])
    }

    @Test func diagnosticPositionsPathsAndFeatureIDs() throws {
        let (bytes, offset) = TestSupport.marked(
            """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [0, 0]}, "properties": {}},
              {"type": "Feature", "properties": {}, "geometry": {"type": "Polygon", "coordinates": [
                ⚠️[[0, 0], [1, 0], [1, 1], [0, 1]]]}, "id": "f2"}
            ]}
            """)
        let document = try GeoJSONDecoder().decode(bytes, file: "x.geojson")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(document.diagnostics.count == 1)
        #expect(diagnostic.rule == GeoJSONRule.ringNotClosed)
        #expect(diagnostic.severity == .error)
        #expect(
            diagnostic.location.path == [.key("features"), .index(1), .key("geometry"), .key("coordinates"), .index(0)])
        #expect(diagnostic.location.featureID == "f2")
        let position = document.source.lineColumn(at: offset)
        #expect(diagnostic.location.line == position.line && diagnostic.location.column == position.column)
        #expect(diagnostic.location.line == 4 && diagnostic.location.column == 5)
    }

    @Test(
        "a ring is closed only when its last position equals its first, altitudes and further numbers included",
        arguments: [
            ("[[0,0,1],[1,0,1],[1,1,1],[0,0,1]]", false),
            ("[[0,0,1,5],[1,0],[1,1],[0,0,1,5]]", false),
            ("[[0,0,1],[1,0],[1,1],[0,0,2]]", true),
            ("[[0,0,1],[1,0],[1,1],[0,0]]", true),
            ("[[0,0],[1,0],[1,1],[0,0,0]]", true),
            ("[[0,0,1,5],[1,0],[1,1],[0,0,1,6]]", true),
            ("[[0,0],[1,0],[1,1],[0,1e-9]]", true),
        ])
    func ringClosureComparesEveryNumber(ring: String, isOpen: Bool) throws {
        let document = try decode(#"{"type":"Polygon","coordinates":["# + ring + "]}")
        let rules = document.diagnostics.map(\.rule).filter { $0 != GeoJSONRule.positionTooLong }
        #expect(rules == (isOpen ? [GeoJSONRule.ringNotClosed] : []), "\(ring)")
        // Reported, not dropped: the polygon is kept as written either way.
        guard case .geometry(.polygon(let polygon))? = document.object else {
            Issue.record("not a polygon")
            return
        }
        #expect(polygon.storage.count == 4)
    }

    @Test func findingsAfterAnInvalidMemberNameTheElementsOwnIndex() throws {
        let document = try decode(
            #"{"type":"GeometryCollection","geometries":[{"type":"Point"},{"type":"Point","coordinates":[1,2]},{"type":"LineString","coordinates":[[0,0]]}]}"#
        )
        #expect(document.diagnostics.map(\.rule) == [GeoJSONRule.missingMember, GeoJSONRule.lineTooShort])
        #expect(
            document.diagnostics.map(\.location.path) == [
                [.key("geometries"), .index(0)], [.key("geometries"), .index(2), .key("coordinates")],
            ])
    }

    @Test func unrepresentableGeometryIsKeptRaw() throws {
        let text =
            #"{"type":"Feature","id":7,"geometry":{"type":"Polygon","coordinates":[[1,2],[3,4]],"x":1},"properties":{"a":1}}"#
        let document = try decode(text)
        guard case .feature(let feature) = document.object else {
            Issue.record("not a feature")
            return
        }
        #expect(feature.geometry == nil)
        #expect(feature.rawGeometry?["coordinates"] == [[1, 2], [3, 4]])
        #expect(feature.id == .number(JSONNumber(7)))
        #expect(document.diagnostics.map(\.rule) == [GeoJSONRule.invalidCoordinates])
        #expect(document.diagnostics.first?.location.featureID == "7")
        let written = try GeoJSONWriter().bytes(for: .feature(feature))
        let again = try GeoJSONDecoder().decode(written)
        #expect(again.object == document.object)
    }

    @Test func foreignMembersKeepDocumentOrderAndWrongTypedMembersSurvive() throws {
        let text =
            #"{"id":"u1","type":"Feature","feature_type":"unit","geometry":null,"properties":null,"crs":{"x":1},"bbox":"bad"}"#
        let document = try decode(text)
        guard case .feature(let feature) = document.object else {
            Issue.record("not a feature")
            return
        }
        #expect(feature.foreignMembers.keys == ["feature_type", "crs", "bbox"])
        #expect(document.diagnostics.map(\.rule) == [GeoJSONRule.invalidBoundingBox])
        let again = try GeoJSONDecoder().decode(try GeoJSONWriter().bytes(for: .feature(feature)))
        #expect(again.object == document.object)
    }

    /// Equal foreign members of consecutive features share one storage; features whose members differ
    /// (or have none, or differ only in a value) must each keep their own, and writing must not change.
    @Test func sharedForeignMembersStayPerFeature() throws {
        let features = [
            #"{"type":"Feature","feature_type":"unit","geometry":null,"properties":null}"#,
            #"{"type":"Feature","feature_type":"unit","geometry":null,"properties":null}"#,
            #"{"type":"Feature","feature_type":"level","geometry":null,"properties":null}"#,
            #"{"type":"Feature","geometry":null,"properties":null}"#,
            #"{"type":"Feature","feature_type":"unit","geometry":null,"properties":null,"x":1}"#,
            #"{"type":"Feature","feature_type":"unit","geometry":null,"properties":null,"x":1.0e0}"#,
            #"{"type":"Feature","feature_type":"unit","geometry":null,"properties":null,"x":2}"#,
            #"{"type":"Feature","feature_type":"unit","geometry":null,"properties":null}"#,
            // After a feature whose only foreign member is `feature_type`, a feature taking that storage
            // at its first member must still get its own further members, restored ones and invalid ones.
            #"{"type":"Feature","feature_type":"unit","geometry":null,"properties":null,"y":3}"#,
            #"{"type":"Feature","feature_type":"unit","geometry":null,"properties":null}"#,
            #"{"type":"Feature","feature_type":"unit","coordinates":[1,2],"geometry":null,"properties":null}"#,
            #"{"type":"Feature","feature_type":"unit","geometry":null,"properties":null}"#,
            #"{"type":"Feature","feature_type":"unit","bbox":"no","geometry":null,"properties":null}"#,
            #"{"type":"Feature","feature_type":"unit","geometry":null,"properties":null}"#,
            #"{"type":"Feature","feature_type":"unit ","geometry":null,"properties":null}"#,
        ]
        let text = #"{"type":"FeatureCollection","features":["# + features.joined(separator: ",") + "]}"
        let document = try decode(text)
        guard case .featureCollection(let collection) = document.object else {
            Issue.record("not a collection")
            return
        }
        let expected: [JSONObject] = [
            ["feature_type": "unit"], ["feature_type": "unit"], ["feature_type": "level"], [:],
            ["feature_type": "unit", "x": 1], ["feature_type": "unit", "x": 1], ["feature_type": "unit", "x": 2],
            ["feature_type": "unit"],
            ["feature_type": "unit", "y": 3], ["feature_type": "unit"],
            ["feature_type": "unit", "coordinates": [1, 2]],
            ["feature_type": "unit"], ["feature_type": "unit", "bbox": "no"], ["feature_type": "unit"],
            ["feature_type": "unit "],
        ]
        #expect(collection.features.map(\.foreignMembers) == expected)
        let again = try GeoJSONDecoder().decode(try GeoJSONWriter().bytes(for: collection))
        #expect(again.object == document.object)
    }

    /// Repeated property values (long strings, objects of scalars) are stored once per file, but only when
    /// byte-identical: a canonically equivalent string (`==` in Swift) must keep its own bytes.
    @Test func repeatedPropertyValuesAreSharedOnlyWhenByteIdentical() throws {
        let level = "31cd678c-3172-477b-9843-d3fb7bfe84bc"
        let kelvin = "\u{212A}elvin-scale-reading-000"  // == "Kelvin-scale-reading-000" in Swift, other bytes
        let plain = "Kelvin-scale-reading-000"
        var features: [String] = []
        for index in 0..<100 {
            let label = index == 99 ? kelvin : plain
            features.append(
                #"{"type":"Feature","geometry":null,"properties":{"level_id":"\#(level)","door":{"type":"swinging","automatic":false},"label":"\#(label)","n":\#(index)}}"#
            )
        }
        let text = #"{"type":"FeatureCollection","features":["# + features.joined(separator: ",") + "]}"
        let document = try decode(text)
        guard case .featureCollection(let collection) = document.object else {
            Issue.record("not a collection")
            return
        }
        func storage(_ value: JSONValue?) -> UnsafePointer<UInt8>? {
            value?.stringValue?.utf8.withContiguousStorageIfAvailable { $0.baseAddress }.flatMap { $0 }
        }
        let first = try #require(collection.features.first?.properties)
        let last = try #require(collection.features.last?.properties)
        #expect(storage(first["level_id"]) != nil && storage(first["level_id"]) == storage(last["level_id"]))
        #expect(first["door"] == last["door"])
        #expect(last["label"]?.stringValue.map { Array($0.utf8) } == Array(kelvin.utf8))
        #expect(collection.features[98].properties?["label"]?.stringValue.map { Array($0.utf8) } == Array(plain.utf8))
        #expect(collection.features.map { $0.properties?["n"]?.int64Value } == (0..<100).map { Int64($0) })
        let written = try GeoJSONWriter().bytes(for: collection)
        #expect(String(decoding: written, as: UTF8.self).contains(kelvin))
        let again = try GeoJSONDecoder().decode(written)
        #expect(again.object == document.object)
    }

    @Test func sourceRangeCoversTheFeature() throws {
        let text =
            #"{"type":"FeatureCollection","features":[ {"type":"Feature","geometry":null,"properties":{"name":"x"}} ]}"#
        let document = try decode(text)
        guard case .featureCollection(let collection) = document.object else {
            Issue.record("not a collection")
            return
        }
        let range = try #require(collection.features.first?.sourceRange)
        #expect(
            String(decoding: document.source.bytes[range], as: UTF8.self)
                == #"{"type":"Feature","geometry":null,"properties":{"name":"x"}}"#)
        let offset = try #require(document.source.offset(of: [.key("properties"), .key("name")], in: range))
        #expect(document.source.bytes[offset] == UInt8(ascii: "\""))
    }

    @Test func syntaxErrorsThrowWithPath() throws {
        let (bytes, offset) = TestSupport.marked(#"{"type":"Point","coordinates":[1,⚠️]}"#)
        let error = try #require(throws: JSONSyntaxError.self) { try GeoJSONDecoder().decode(bytes) }
        #expect(error.offset == offset)
        #expect(error.path == [.key("coordinates"), .index(1)])
    }

    @Test func decodeFeatureCollectionWrapsASingleFeature() throws {
        let result = try GeoJSONDecoder().decodeFeatureCollection(
            Array(#"{"type":"Feature","geometry":null,"properties":null}"#.utf8))
        #expect(result.collection.features.count == 1)
        #expect(result.diagnostics.map(\.rule) == [GeoJSONRule.unexpectedType])
    }
}

@Suite("GeoJSON writer")
struct GeoJSONWriterTests {
    @Test func extraNumbersAltitudesAndIDTypesSurviveCompactAndPrettyWriting() throws {
        let text =
            #"{"type":"FeatureCollection","features":[{"type":"Feature","id":12345678901234567890,"geometry":{"type":"LineString","coordinates":[[1,2],[3,4,5,6],[7,8,-0.0]]},"properties":{"b":1,"a":1e999}},{"type":"Feature","id":"7","geometry":{"type":"Point","coordinates":[0.1,0.2,0.3]},"properties":null}]}"#
        let document = try GeoJSONDecoder().decode(Array(text.utf8))
        let object = try #require(document.object)
        for pretty in [false, true] {
            let again = try GeoJSONDecoder().decode(try GeoJSONWriter(pretty: pretty).bytes(for: object))
            #expect(again.object == object)
        }
        guard case .featureCollection(let collection) = object,
            case .lineString(let line)? = collection.features.first?.geometry
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(line.positions[1] == Position(longitude: 3, latitude: 4, altitude: 5, extra: [6]))
        #expect(line.positions[0].altitude == nil)
        #expect(line.positions[2].altitude?.sign == .minus)
        #expect(collection.features[0].id == .number(JSONNumber(1.2345678901234567e19, text: "12345678901234567890")))
        #expect(collection.features[1].id == .string("7"))
        #expect(collection.features[0].properties?.keys == ["b", "a"])
    }

    @Test func geometryBuiltInCodeIsWritten() throws {
        let polygon = Polygon(exterior: [Position(0, 0), Position(1, 0), Position(1, 1), Position(0, 0)])
        let text = String(decoding: try GeoJSONWriter().bytes(for: .polygon(polygon)), as: UTF8.self)
        #expect(text == #"{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]}"#)
        let error = try #require(throws: JSONWriterError.self) {
            try GeoJSONWriter().bytes(for: .point(Point(Position(longitude: .nan, latitude: 0))))
        }
        #expect(error.path == [.key("coordinates")])
    }
}

@Suite("Flat geometry views")
struct GeometryViewTests {
    @Test func viewsCompareByContentNotStorage() {
        let square = [Position(0, 0), Position(1, 0), Position(1, 1), Position(0, 0)]
        let polygon = Polygon([square])
        let multi = MultiPolygon([[[Position(5, 5), Position(6, 5), Position(5, 6), Position(5, 5)]], [square]])
        #expect(multi.rings(ofPolygon: 1) == polygon.rings)
        #expect(multi.polygons[1] == polygon)
        #expect(polygon.exterior?.isClosed == true)
        #expect(polygon.exterior.map { $0.signedDoubleArea > 0 } == true)
        #expect(Array(polygon.rings[0].xy) == [0, 0, 1, 0, 1, 1, 0, 0])
    }

    /// The shoelace sum pairs each position with the next and the last with the first, in that order, so
    /// its rounding (and the sign of a nearly degenerate ring) is the same as the plain formula's; checked
    /// bit for bit on random rings, on the second ring of a polygon (a run that does not start at 0).
    @Test func signedDoubleAreaMatchesTheShoelaceFormulaBitForBit() {
        var generator = SplitMix64(state: 7)
        for _ in 0..<500 {
            let count = 3 + generator.next(12)
            let ring = (0..<count).map { _ in
                Position(
                    Double.random(in: -180...180, using: &generator), Double.random(in: -90...90, using: &generator))
            }
            let polygon = Polygon([[Position(0, 0), Position(1, 0), Position(1, 1), Position(0, 0)], ring])
            var reference = 0.0
            for index in 0..<count {
                let a = ring[index]
                let b = ring[(index + 1) % count]
                reference += a.longitude * b.latitude - b.longitude * a.latitude
            }
            #expect(polygon.rings[1].signedDoubleArea.bitPattern == reference.bitPattern)
        }
    }
}
