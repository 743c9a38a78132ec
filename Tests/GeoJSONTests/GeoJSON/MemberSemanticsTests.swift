import Testing

@testable import GeoJSON

/// RFC 7946 §7.1, "Semantics of GeoJSON Members and Types Are Not Changeable": a member whose name
/// defines another type of object is an error (`geojson-member-changes-semantics`), reported at its name,
/// and still kept as a foreign member. Expected positions are marked `⚠️` in the input.
@Suite("RFC 7946 §7.1 members that change semantics")
struct MemberSemanticsTests {
    /// Decodes marked input; the findings of the rule must be exactly at the markers, in order, with
    /// these paths, and decoding → writing → decoding must give the same object and the same findings.
    @discardableResult
    func expectFindings(
        _ text: String, paths: [JSONPath], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> GeoJSONDocument {
        let (bytes, offsets) = TestSupport.marked(text, markers: ["⚠️"])
        let document = try GeoJSONDecoder().decode(bytes, file: "test.geojson")
        let findings = document.diagnostics.filter { $0.rule == GeoJSONRule.memberChangesSemantics }
        let expected = offsets["⚠️"] ?? []
        #expect(findings.count == expected.count, "\(document.diagnostics)", sourceLocation: sourceLocation)
        for (finding, offset) in zip(findings, expected) {
            let position = document.source.lineColumn(at: offset)
            #expect(finding.severity == .error, sourceLocation: sourceLocation)
            #expect(
                finding.location.line == position.line && finding.location.column == position.column,
                "\(finding) expected at \(position)", sourceLocation: sourceLocation)
            #expect(finding.location.file == "test.geojson", sourceLocation: sourceLocation)
        }
        #expect(findings.map(\.location.path) == paths, sourceLocation: sourceLocation)
        if let object = document.object {
            let again = try GeoJSONDecoder().decode(try GeoJSONWriter().bytes(for: object))
            #expect(again.object == object, sourceLocation: sourceLocation)
            #expect(again.diagnostics.map(\.rule) == document.diagnostics.map(\.rule), sourceLocation: sourceLocation)
        }
        return document
    }

    @Test func featureCollectionMustNotHaveGeometryOrFeatureMembers() throws {
        let document = try expectFindings(
            #"{"type":"FeatureCollection",⚠️"coordinates":[0,0],⚠️"geometries":[],⚠️"geometry":null,⚠️"properties":{},"features":[]}"#,
            paths: [["coordinates"], ["geometries"], ["geometry"], ["properties"]])
        guard case .featureCollection(let collection) = document.object else {
            Issue.record("not a collection")
            return
        }
        #expect(collection.foreignMembers.keys == ["coordinates", "geometries", "geometry", "properties"])
        #expect(
            document.diagnostics.first?.message
                == "a FeatureCollection must not have a 'coordinates' member (RFC 7946 §7.1): 'coordinates' defines a Geometry, "
                + "so here it would change GeoJSON semantics; it is kept as a foreign member")
    }

    @Test func featureMustNotHaveGeometryOrCollectionMembers() throws {
        let document = try expectFindings(
            #"{"type":"Feature","geometry":null,"properties":{},⚠️"coordinates":[0,0],⚠️"geometries":[],⚠️"features":[]}"#,
            paths: [["coordinates"], ["geometries"], ["features"]])
        guard case .feature(let feature) = document.object else {
            Issue.record("not a feature")
            return
        }
        #expect(feature.foreignMembers.keys == ["coordinates", "geometries", "features"])
        #expect(
            document.diagnostics.map(\.message).last
                == "a Feature must not have a 'features' member (RFC 7946 §7.1): 'features' defines a FeatureCollection, "
                + "so here it would change GeoJSON semantics; it is kept as a foreign member")
    }

    @Test(
        "a Geometry object, a GeometryCollection included, must not have feature or collection members",
        arguments: [#""coordinates":[0,0]"#, #""coordinates":[[0,0],[1,1]]"#, #""geometries":[]"#])
    func geometryMustNotHaveFeatureOrCollectionMembers(shape: String) throws {
        let type = shape.contains("geometries") ? "GeometryCollection" : shape.contains("[[") ? "LineString" : "Point"
        let document = try expectFindings(
            #"{"type":"\#(type)",\#(shape),⚠️"geometry":null,⚠️"properties":{"a":1},⚠️"features":[]}"#,
            paths: [["geometry"], ["properties"], ["features"]])
        #expect(
            document.diagnostics.first?.message.hasPrefix(
                "a \(type) must not have a 'geometry' member (RFC 7946 §7.1): 'geometry' defines a Feature") == true)
        guard case .geometry(let geometry) = document.object else {
            Issue.record("not a geometry")
            return
        }
        #expect(geometry.foreignMembers.keys == ["geometry", "properties", "features"])
    }

    @Test func positionPathAndFeatureIDInsideACollection() throws {
        let document = try expectFindings(
            """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "id": "f1", "properties": {},
               "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 0]]],
                            ⚠️"properties": {"a": 1}}},
              {"type": "Feature", "geometry": null, "properties": null, ⚠️"coordinates": [0, 0]}
            ]}
            """, paths: [["features", 0, "geometry", "properties"], ["features", 1, "coordinates"]])
        #expect(document.diagnostics.map(\.location.featureID) == ["f1", nil])
        #expect(document.diagnostics.first?.location.line == 4)
    }

    /// A member read before the object's `type` is parsed on speculation and put back among the foreign
    /// members; it is reported all the same, at its own name.
    @Test func memberBeforeTheTypeIsReportedToo() throws {
        try expectFindings(
            #"{⚠️"coordinates":[1,2],"type":"Feature","geometry":null,"properties":null,⚠️"features":[]}"#,
            paths: [["coordinates"], ["features"]])
        try expectFindings(
            #"{⚠️"geometry":null,⚠️"properties":null,"type":"Point","coordinates":[1,2]}"#,
            paths: [["geometry"], ["properties"]])
        try expectFindings(
            #"{⚠️"geometry":{"type":"Point","coordinates":[1,2]},"type":"FeatureCollection","features":[]}"#,
            paths: [["geometry"]])
    }

    @Test func repeatedForbiddenMemberIsReportedEachTime() throws {
        try expectFindings(
            #"{"type":"Feature",⚠️"coordinates":1,"geometry":null,⚠️"coordinates":2,"properties":null}"#,
            paths: [["coordinates"], ["coordinates"]])
    }

    /// GeoJSON semantics do not apply inside `properties` or foreign members (RFC 7946 §6.1), and the
    /// members that define an object are allowed in it.
    @Test(
        "allowed look-alikes are not reported",
        arguments: [
            #"{"type":"Feature","geometry":null,"properties":{"coordinates":[0,0],"geometry":1,"geometries":[],"features":[]}}"#,
            #"{"type":"Feature","geometry":null,"properties":null,"custom":{"type":"Point","coordinates":[1,2],"geometry":null,"properties":{}}}"#,
            #"{"type":"FeatureCollection","features":[],"custom":{"type":"Feature","coordinates":[1,2],"features":[]}}"#,
            #"{"type":"GeometryCollection","geometries":[{"type":"Point","coordinates":[0,0]}]}"#,
            #"{"type":"Feature","id":1,"bbox":[0,0,1,1],"geometry":{"type":"Point","coordinates":[0,0],"bbox":[0,0,0,0]},"properties":{}}"#,
            // Not in §7.1's list: a Geometry with `geometries` or a GeometryCollection with `coordinates`
            // (only `geometry`, `properties` and `features` are forbidden in Geometry objects).
            #"{"type":"Point","coordinates":[0,0],"geometries":[]}"#,
            #"{"type":"GeometryCollection","geometries":[],"coordinates":[0,0]}"#,
        ])
    func allowedLookAlikes(text: String) throws {
        let document = try GeoJSONDecoder().decode(Array(text.utf8))
        #expect(
            !document.diagnostics.contains { $0.rule == GeoJSONRule.memberChangesSemantics }, "\(document.diagnostics)")
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
    }

    /// Only for an object whose `type` declares the type: not for one read as a Feature in `features`
    /// whatever its `type` says, nor for one whose type is missing (each already has an error of its own).
    @Test func objectsOfAnotherOrNoDeclaredTypeAreNotReported() throws {
        let inFeatures = try GeoJSONDecoder().decode(
            Array(
                #"{"type":"FeatureCollection","features":[{"type":"Point","coordinates":[0,0],"geometry":null,"properties":{}}]}"#
                    .utf8))
        #expect(inFeatures.diagnostics.map(\.rule) == [GeoJSONRule.unexpectedType])
        let untyped = try GeoJSONDecoder().decode(Array(#"{"features":[],"geometry":null}"#.utf8))
        #expect(untyped.diagnostics.map(\.rule) == [GeoJSONRule.missingType])
    }

    /// The members the decoder reads as its own are unchanged: a Feature's `coordinates` is no geometry.
    @Test func theMemberIsKeptAsWrittenAndWritingIsUnchanged() throws {
        // In the writer's member order (`type`, foreign members, `geometry`, `properties`), so that the
        // written text is the input itself.
        let text =
            #"{"type":"Feature","coordinates":[[1,2]],"features":{"x":[1]},"geometry":null,"properties":{"a":1}}"#
        let document = try GeoJSONDecoder().decode(Array(text.utf8))
        guard case .feature(let feature) = document.object else {
            Issue.record("not a feature")
            return
        }
        #expect(feature.geometry == nil)
        #expect(feature.foreignMembers["coordinates"] == [[1, 2]])
        #expect(String(decoding: try GeoJSONWriter().bytes(for: feature), as: UTF8.self) == text)
    }
}
