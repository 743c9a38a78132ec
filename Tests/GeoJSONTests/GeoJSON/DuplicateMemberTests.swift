import Testing

@testable import GeoJSON

/// RFC 8259 §4: "The names within an object SHOULD be unique". A repeated name is a warning
/// (`json-duplicate-member`) at each later occurrence's name, with a note at the first; the last
/// occurrence wins everywhere. Expected warnings are marked `⚠️` in the input, their notes `📍`.
@Suite("Repeated member names")
struct DuplicateMemberTests {
    /// Decodes marked input: the duplicate warnings must be exactly at the `⚠️` markers, in order, with
    /// these paths, each with one note at a `📍` marker (the only one, if there is one), with the same
    /// path; and decoding → writing → decoding must give the same object.
    @discardableResult
    func expectDuplicates(
        _ text: String, paths: [JSONPath], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> GeoJSONDocument {
        let (bytes, offsets) = TestSupport.marked(text, markers: ["⚠️", "📍"])
        let document = try GeoJSONDecoder().decode(bytes, file: "test.geojson")
        let warnings = document.diagnostics.filter { $0.rule == GeoJSONRule.duplicateMember }
        let expected = offsets["⚠️"] ?? []
        let notes = offsets["📍"] ?? []
        #expect(warnings.count == expected.count, "\(document.diagnostics)", sourceLocation: sourceLocation)
        func at(_ location: Diagnostic.Location, _ offset: Int) -> Bool {
            let position = document.source.lineColumn(at: offset)
            return location.line == position.line && location.column == position.column
                && location.file == "test.geojson"
        }
        for (warning, offset) in zip(warnings, expected) {
            #expect(warning.severity == .warning, sourceLocation: sourceLocation)
            #expect(
                at(warning.location, offset), "\(warning) expected at \(document.source.lineColumn(at: offset))",
                sourceLocation: sourceLocation)
            #expect(warning.notes.count == 1, sourceLocation: sourceLocation)
            if let note = warning.notes.first {
                #expect(
                    notes.contains { at(note.location, $0) }, "note \(note) is at no 📍 marker",
                    sourceLocation: sourceLocation)
                #expect(note.location.path == warning.location.path, sourceLocation: sourceLocation)
            }
        }
        #expect(warnings.map(\.location.path) == paths, sourceLocation: sourceLocation)
        if let object = document.object {
            let again = try GeoJSONDecoder().decode(try GeoJSONWriter().bytes(for: object))
            #expect(again.object == object, sourceLocation: sourceLocation)
        }
        return document
    }

    // MARK: Where

    @Test func inTheRoot() throws {
        try expectDuplicates(#"{"type":"FeatureCollection",📍"features":[],⚠️"features":[]}"#, paths: [["features"]])
    }

    @Test func inAFeatureWithItsID() throws {
        let document = try expectDuplicates(
            """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", 📍"id": "a", "geometry": null, "properties": null,
               ⚠️"id": "b"}
            ]}
            """, paths: [["features", 0, "id"]])
        #expect(document.diagnostics.first?.location.featureID == "b")
        #expect(document.diagnostics.first?.location.line == 3)
        #expect(document.diagnostics.first?.notes.first?.location.featureID == "b")
    }

    @Test func inAGeometry() throws {
        try expectDuplicates(
            #"{"type":"Feature","geometry":{"type":"Point",📍"coordinates":[0,0],⚠️"coordinates":[1,1]},"properties":null}"#,
            paths: [["geometry", "coordinates"]])
    }

    @Test func inProperties() throws {
        try expectDuplicates(
            #"{"type":"Feature","geometry":null,"properties":{📍"name":"x","level":1,⚠️"name":"y"}}"#,
            paths: [["properties", "name"]])
    }

    @Test func inNestedPropertyValues() throws {
        try expectDuplicates(
            #"{"type":"Feature","geometry":null,"properties":{"name":{📍"en":"a",⚠️"en":"b"},"list":[{"k":1},{📍"k":1,⚠️"k":2}]}}"#,
            paths: [["properties", "name", "en"], ["properties", "list", 1, "k"]])
    }

    /// Arrays are stepped over whole when they hold no object (as `coordinates`), but not when one is
    /// deep inside or after brackets and braces within strings.
    @Test func inObjectsDeepInArrays() throws {
        try expectDuplicates(
            #"{"type":"Feature","geometry":null,"properties":{"p":[[1,2,[3]],[[4,{📍"a":1,⚠️"a":2}]],5],"s":["a]{\"[",[1],{📍"b":1,⚠️"b":2}]}}"#,
            paths: [["properties", "p", 1, 0, 1, "a"], ["properties", "s", 2, "b"]])
    }

    @Test func inForeignMembersAndTheirValues() throws {
        try expectDuplicates(
            #"{"type":"Feature",📍"feature_type":"unit","geometry":null,"properties":null,"crs":{📍"type":"name",⚠️"type":"name"},⚠️"feature_type":"unit"}"#,
            paths: [["crs", "type"], ["feature_type"]])
    }

    @Test func inAnObjectInsideInvalidCoordinates() throws {
        let document = try expectDuplicates(
            #"{"type":"Point","coordinates":[{📍"a":1,⚠️"a":2},0]}"#, paths: [["coordinates", 0, "a"]])
        #expect(
            document.diagnostics.map(\.rule).sorted()
                == [GeoJSONRule.invalidCoordinates, GeoJSONRule.duplicateMember].sorted())
    }

    @Test func threeTimesGivesTwoWarningsWithNotesToTheFirst() throws {
        let document = try expectDuplicates(
            #"{"type":"Feature","geometry":null,"properties":{📍"a":1,"b":0,⚠️"a":2,⚠️"a":3}}"#,
            paths: [["properties", "a"], ["properties", "a"]])
        guard case .feature(let feature) = document.object else {
            Issue.record("not a feature")
            return
        }
        #expect(feature.properties?["a"] == 3)
        #expect(feature.properties?.keys == ["a", "b", "a", "a"])
    }

    /// RFC 8259 §8.3: names are compared after unescaping, code unit by code unit.
    @Test func escapedAndPlainSpellingsAreOneName() throws {
        try expectDuplicates(
            #"{"type":"Feature","geometry":null,"properties":{📍"a":1,⚠️"\u0061":2}}"#, paths: [["properties", "a"]])
        try expectDuplicates(
            #"{"type":"Feature","geometry":null,"properties":{📍"\u00e9t\u00E9":1,⚠️"été":2}}"#,
            paths: [["properties", "été"]])
        let document = try expectDuplicates(
            #"{"type":"Feature",📍"geometry":null,⚠️"geom\u0065try":{"type":"Point","coordinates":[1,2]},"properties":null}"#,
            paths: [["geometry"]])
        guard case .feature(let feature) = document.object else {
            Issue.record("not a feature")
            return
        }
        #expect(feature.geometry == .point(Point(Position(1, 2))))
    }

    /// Canonically equivalent names with other code points are other names (equal as Swift `String`s).
    @Test func canonicallyEquivalentNamesAreDistinct() throws {
        try expectDuplicates(
            #"{"type":"Feature","geometry":null,"properties":{"\u00e9":1,"e\u0301":2,"\u212A":3,"K":4}}"#, paths: [])
    }

    @Test func sameNameInOtherObjectsIsNoRepeat() throws {
        try expectDuplicates(
            #"{"type":"Feature","geometry":null,"properties":{"type":{"type":1},"a":[{"a":1},{"a":1}]},"type2":{"type":"x"}}"#,
            paths: [])
    }

    /// Many distinct names that share the quick filter's bit (same length, first and last bytes), and large
    /// objects, whose names go into a set past 16 members: exact answers either way.
    @Test func largeObjectsAndNamesSharingAFilterBit() throws {
        let alike = (0..<30).map { #""x\#($0 % 10)\#($0 / 10)y":\#($0)"# }.joined(separator: ",")
        try expectDuplicates(#"{"type":"Feature","geometry":null,"properties":{"# + alike + "}}", paths: [])
        var members = (0..<40).map { #""name\#($0)":\#($0)"# }
        members[3] = #"📍"dup":3"#
        members[5] = #"📍"early":5"#
        members[9] = #"⚠️"early":9"#
        members[25] = #"⚠️"dup":25"#
        members[39] = #"⚠️"dup":39"#
        let (bytes, offsets) = TestSupport.marked(
            #"{"type":"Feature","geometry":null,"properties":{"# + members.joined(separator: ",") + "}}",
            markers: ["⚠️", "📍"])
        let document = try GeoJSONDecoder().decode(bytes)
        #expect(
            document.diagnostics.map(\.location.path) == [
                ["properties", "early"], ["properties", "dup"], ["properties", "dup"],
            ])
        let columns = { (offset: Int) in document.source.lineColumn(at: offset).column }
        #expect(document.diagnostics.map(\.location.column) == (offsets["⚠️"] ?? []).map(columns))
        let notes = offsets["📍"] ?? []
        #expect(
            document.diagnostics.map { $0.notes.first?.location.column } == [notes[1], notes[0], notes[0]].map(columns))
    }

    /// Large objects with the names of the last large object found without a repeat are settled by
    /// comparing the names with it (`DistinctNameMemo`): a feature that differs from the features before it
    /// in one name only, to repeat an earlier one, must still be caught, and the same names in another
    /// order, or spelled differently, must not be taken for the remembered ones.
    @Test func largeObjectsLikeThePreviousOneAreStillChecked() throws {
        let names = (0..<30).map { "name\($0)" }
        func feature(_ names: [String]) -> String {
            let members = names.enumerated().map { #""\#($1)":\#($0)"# }.joined(separator: ",")
            return #"{"type":"Feature","geometry":null,"properties":{"# + members + "}}"
        }
        var repeating = names
        repeating[29] = "name3"
        var precomposed = names
        precomposed[7] = "caf\u{E9}"
        var decomposed = names
        decomposed[7] = "cafe\u{301}"
        let features = [
            feature(names), feature(names), feature(repeating), feature(names), feature(names.reversed()),
            feature(precomposed), feature(decomposed), feature(repeating),
        ]
        let document = try GeoJSONDecoder().decode(
            Array((#"{"type":"FeatureCollection","features":["# + features.joined(separator: ",") + "]}").utf8))
        let repeats = document.diagnostics.filter { $0.rule == GeoJSONRule.duplicateMember }
        #expect(
            repeats.map(\.location.path) == [
                ["features", 2, "properties", "name3"], ["features", 7, "properties", "name3"],
            ], "\(document.diagnostics)")
    }

    // MARK: Which value is kept

    /// The known round-trip break: the first `features` (not an array) used to be kept as a foreign
    /// member next to the features of the second, and the writer, which lets a foreign member named like
    /// an RFC 7946 member replace it, wrote `"features":"x"` alone.
    @Test func repeatedFeaturesRoundTrips() throws {
        let feature = #"{"type":"Feature","geometry":null,"properties":{"a":1}}"#
        let text = #"{"type":"FeatureCollection","features":"x","features":["# + feature + "]}"
        let document = try GeoJSONDecoder().decode(Array(text.utf8))
        #expect(document.diagnostics.map(\.rule) == [GeoJSONRule.duplicateMember])
        guard case .featureCollection(let collection) = document.object else {
            Issue.record("not a collection")
            return
        }
        #expect(collection.features.count == 1)
        #expect(collection.foreignMembers.isEmpty)
        let written = try GeoJSONWriter().bytes(for: collection)
        #expect(
            String(decoding: written, as: UTF8.self) == #"{"type":"FeatureCollection","features":["# + feature + "]}")
        let again = try GeoJSONDecoder().decode(written)
        #expect(again.object == document.object)
        #expect(again.diagnostics.isEmpty)

        // The other way round the last, not an array, wins: no features, and the value kept as written.
        let reversed = try GeoJSONDecoder().decode(
            Array((#"{"type":"FeatureCollection","features":["# + feature + #"],"features":"x"}"#).utf8))
        #expect(
            reversed.diagnostics.map(\.rule).sorted()
                == [GeoJSONRule.invalidMember, GeoJSONRule.duplicateMember].sorted())
        guard case .featureCollection(let last) = reversed.object else {
            Issue.record("not a collection")
            return
        }
        #expect(last.features.isEmpty && last.foreignMembers == ["features": "x"])
        #expect(try GeoJSONDecoder().decode(try GeoJSONWriter().bytes(for: last)).object == reversed.object)
    }

    /// Every GeoJSON member is read from its last occurrence, whatever the earlier ones held, and the
    /// object read is what is written (each input written and read back gives the same object).
    @Test(
        "a GeoJSON member is read from its last occurrence",
        arguments: [
            (
                #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"geometry":null,"properties":{}}"#,
                #"{"type":"Feature","geometry":null,"properties":{}}"#
            ),
            (
                #"{"type":"Feature","geometry":[1],"geometry":{"type":"Point","coordinates":[1,2]},"properties":{}}"#,
                #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{}}"#
            ),
            (
                #"{"type":"Feature","geometry":null,"properties":{"a":1},"properties":"s"}"#,
                #"{"type":"Feature","properties":"s","geometry":null}"#
            ),
            (
                #"{"type":"Feature","geometry":null,"properties":"s","properties":{"a":1}}"#,
                #"{"type":"Feature","geometry":null,"properties":{"a":1}}"#
            ),
            (
                #"{"type":"Feature","id":1,"id":true,"geometry":null,"properties":null}"#,
                #"{"type":"Feature","id":true,"geometry":null,"properties":null}"#
            ),
            (
                #"{"type":"Feature","id":true,"id":"b","geometry":null,"properties":null}"#,
                #"{"type":"Feature","id":"b","geometry":null,"properties":null}"#
            ),
            (
                #"{"type":"Feature","bbox":[0,0,1,1],"bbox":"bad","geometry":null,"properties":null}"#,
                #"{"type":"Feature","bbox":"bad","geometry":null,"properties":null}"#
            ),
            (
                #"{"type":"Feature","bbox":"bad","bbox":[0,0,2,2],"geometry":null,"properties":null}"#,
                #"{"type":"Feature","bbox":[0,0,2,2],"geometry":null,"properties":null}"#
            ),
            (#"{"type":"Point","coordinates":[1,2],"coordinates":[3,4]}"#, #"{"type":"Point","coordinates":[3,4]}"#),
            (
                #"{"type":"GeometryCollection","geometries":"x","geometries":[{"type":"Point","coordinates":[1,2]}]}"#,
                #"{"type":"GeometryCollection","geometries":[{"type":"Point","coordinates":[1,2]}]}"#
            ),
            (#"{"type":"Feature","type":"Point","coordinates":[1,2]}"#, #"{"type":"Point","coordinates":[1,2]}"#),
            // The last `type` decides how every member is read, also those before it.
            (
                #"{"type":"Point","geometry":null,"type":"Feature","properties":{}}"#,
                #"{"type":"Feature","geometry":null,"properties":{}}"#
            ),
            (
                #"{"type":"Feature","geometry":null,"properties":null,"type":"Foo"}"#,
                #"{"geometry":null,"properties":null,"type":"Foo"}"#
            ),
        ])
    func lastOccurrenceOfAGeoJSONMemberWins(input: String, expected: String) throws {
        let document = try GeoJSONDecoder().decode(Array(input.utf8))
        let reference = try GeoJSONDecoder().decode(Array(expected.utf8))
        #expect(document.object == reference.object, "\(input)")
        #expect(
            document.diagnostics.filter { $0.rule != GeoJSONRule.duplicateMember }.map(\.rule)
                == reference.diagnostics.map(\.rule))
        #expect(document.diagnostics.filter { $0.rule == GeoJSONRule.duplicateMember }.count == 1)
        #expect(
            document.diagnostics.first { $0.rule == GeoJSONRule.duplicateMember }?.message.hasSuffix(
                "as a GeoJSON member only the last one is read, the earlier ones are ignored") == true)
        if let object = document.object {
            #expect(try GeoJSONDecoder().decode(try GeoJSONWriter().bytes(for: object)).object == object)
        }
    }

    /// A plain object keeps every occurrence in order, for lossless writing; a lookup returns the last.
    @Test func plainObjectsKeepEveryOccurrence() throws {
        let text = #"{"type":"Feature","x":1,"geometry":null,"properties":{"a":1,"a":2},"x":2}"#
        let document = try GeoJSONDecoder().decode(Array(text.utf8))
        guard case .feature(let feature) = document.object else {
            Issue.record("not a feature")
            return
        }
        #expect(feature.properties?.keys == ["a", "a"] && feature.properties?["a"] == 2)
        #expect(feature.foreignMembers.keys == ["x", "x"] && feature.foreignMembers["x"] == 2)
        #expect(
            String(decoding: try GeoJSONWriter().bytes(for: feature), as: UTF8.self)
                == #"{"type":"Feature","x":1,"x":2,"geometry":null,"properties":{"a":1,"a":2}}"#)
        #expect(
            document.diagnostics.map(\.message) == [
                "member name 'a' appears more than once in this object (RFC 8259 §4: names SHOULD be unique); all are kept in order, and the value used is the last one",
                "member name 'x' appears more than once in this object (RFC 8259 §4: names SHOULD be unique); all are kept in order, and the value used is the last one",
            ])
        #expect(document.diagnostics.first?.notes.first?.message == "'a' first appears here")
    }

    /// Named like a GeoJSON member but foreign to this object's type: a foreign member, every occurrence kept.
    @Test func foreignMembersNamedLikeGeoJSONMembersKeepEveryOccurrence() throws {
        let text = #"{"type":"Feature","coordinates":1,"geometry":null,"coordinates":2,"properties":null}"#
        let document = try GeoJSONDecoder().decode(Array(text.utf8))
        guard case .feature(let feature) = document.object else {
            Issue.record("not a feature")
            return
        }
        #expect(
            feature.foreignMembers
                == JSONObject(members: [.init(key: "coordinates", value: 1), .init(key: "coordinates", value: 2)]))
        #expect(
            document.diagnostics.filter { $0.rule == GeoJSONRule.duplicateMember }.map(\.message).first?
                .hasSuffix("all are kept in order, and the value used is the last one") == true)
    }

    /// With repeats in several places and a GeoJSON member repeated (which reads the document twice):
    /// every finding once, each duplicate inside a feature with that feature's ID.
    @Test func findingsOfBothPassesAreNotDoubled() throws {
        let text = """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "id": 1, "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [0, 1], [1, 1], [0, 0]]]},
               "properties": {"a": 1, "a": 2}},
              {"type": "Feature", "id": 2, "geometry": null, "geometry": null, "properties": {}, "coordinates": 1}
            ]}
            """
        let document = try GeoJSONDecoder().decode(Array(text.utf8))
        #expect(
            document.diagnostics.map(\.rule).sorted()
                == [
                    GeoJSONRule.ringWinding, GeoJSONRule.duplicateMember, GeoJSONRule.memberChangesSemantics,
                    GeoJSONRule.duplicateMember,
                ].sorted())
        #expect(
            document.diagnostics.filter { $0.rule == GeoJSONRule.duplicateMember }.map(\.location.featureID) == [
                "1", "2",
            ])
        #expect(Set(document.diagnostics.map(\.location.featureID)) == ["1", "2"])
    }

    /// Lossless on the way: a valid `id` of a root object that is no Feature is a foreign member (it was
    /// dropped, as RFC 7946 defines `id` for Features only).
    @Test func rootIdentifierOfAnotherTypeIsKept() throws {
        for text in [
            #"{"type":"FeatureCollection","id":"x","features":[]}"#,
            #"{"id":"x","type":"FeatureCollection","features":[]}"#,
            #"{"id":1,"type":"Point","coordinates":[0,0]}"#,
        ] {
            let document = try GeoJSONDecoder().decode(Array(text.utf8))
            let object = try #require(document.object)
            switch object {
            case .featureCollection(let collection): #expect(collection.foreignMembers.keys == ["id"], "\(text)")
            case .geometry(let geometry): #expect(geometry.foreignMembers["id"] == 1, "\(text)")
            case .feature: Issue.record("not a feature: \(text)")
            }
            #expect(try GeoJSONDecoder().decode(try GeoJSONWriter().bytes(for: object)).object == object)
            #expect(document.diagnostics.isEmpty)
        }
    }

    /// The checks on the fast paths and off them give the same findings.
    @Test func fastPathsOffGiveTheSameFindings() throws {
        let text =
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1.5,2.25],"coordinates":[3,4]},"properties":{"a":"long enough string value","a":"x"}}"#
        var slow = GeoJSONDecoder()
        slow.usesFastPaths = false
        let fast = try GeoJSONDecoder().decode(Array(text.utf8))
        #expect(try slow.decode(Array(text.utf8)).diagnostics == fast.diagnostics)
        #expect(fast.diagnostics.count == 2)
    }
}
