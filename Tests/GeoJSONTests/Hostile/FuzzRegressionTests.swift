import Testing

@testable import GeoJSON

/// Inputs found by the libFuzzer harnesses in Fuzz/, each kept as a regression test.
@Suite struct FuzzRegressionTests {
    /// Decodes, writes and decodes again; the two objects must be equal.
    static func roundTrip(_ text: String) throws -> (first: GeoJSONObject?, second: GeoJSONObject?) {
        let first = try GeoJSONDecoder().decode(Array(text.utf8)).object
        guard let first else { return (nil, nil) }
        let second = try GeoJSONDecoder().decode(GeoJSONWriter().bytes(for: first)).object
        return (first, second)
    }

    /// Found by the geojson harness: a feature whose `type` and `properties` were both unusable put
    /// them back among its foreign members in the wrong order (`type` always first, `properties`
    /// at an index that ignored it), so a second decode reordered them.
    @Test func unwantedTypeAndPropertiesKeepTheirPlace() throws {
        let found =
            ##"{"type":"FeatureCollection","features":[{"type":"Feature","g0eometry":null,"properties":{}},{"type":"#eature","geomeInttry":{"type":"Bogus"},"properties":[]}]}"##
        let (first, second) = try Self.roundTrip(found)
        #expect(first != nil)
        #expect(first == second)

        let later = #"{"x":1,"properties":[],"y":2,"type":"Fea","geometry":null}"#
        guard case .feature(let feature) = try GeoJSONDecoder().decode(Array(later.utf8)).object else {
            Issue.record("not a feature")
            return
        }
        #expect(feature.foreignMembers.keys == ["x", "properties", "y", "type"], "source order")
        let (again, reread) = try Self.roundTrip(later)
        #expect(again == reread)
    }

    /// Found by the geojson harness: an element of `features` whose `type` names a geometry is read
    /// as a feature, but its `geometry` and `properties` members were kept as foreign members; the
    /// writer then added `"geometry": null`, which a second decode kept as one more foreign member.
    @Test func geometryTypeInsideFeaturesStillReadsFeatureMembers() throws {
        let found =
            ##"{"type":"FeatureCollection","features":[{"type":"MultiPoint","x":"#eature","properties":[]},{"type":"Point","geometry":null,"properties":{"a":1}}]}"##
        let (first, second) = try Self.roundTrip(found)
        #expect(first != nil)
        #expect(first == second)
        guard case .featureCollection(let collection)? = first else {
            Issue.record("not a collection")
            return
        }
        #expect(collection.features.count == 2)
        #expect(collection.features[1].properties?["a"] == 1, "properties are the feature's, not foreign")
        #expect(collection.features[0].foreignMembers.keys == ["type", "x", "properties"])
    }

    /// Found by the geojson harness: with two `geometry` members, an invalid first one stayed as
    /// the raw geometry beside the valid second one, and the writer dropped it.
    @Test func repeatedGeometryMemberReplacesTheEarlierOne() throws {
        let found =
            #"{"geometry":{"type":"Polygon","coordoinates":[]},"properties":null,"geometry":{"type":"Point","coordinates":[1,2]}}"#
        let (first, second) = try Self.roundTrip(found)
        guard case .feature(let feature)? = first else {
            Issue.record("not a feature")
            return
        }
        #expect(feature.geometry != nil)
        #expect(feature.rawGeometry == nil)
        #expect(first == second)
    }

    /// Found by the geojson harness: in `features`, repeated `id` members before a `type` naming a
    /// geometry were read as the ID on a plain pass (the last one winning) but kept as foreign members on
    /// a pass with plans (which some other repeat in the file, here the root's `bbox`, calls for), so
    /// writing the foreign `id`s and decoding again gave a feature with an ID. An element of `features` is
    /// read as a feature whatever its `type` says, its `id` included.
    @Test func repeatedIdentifierBeforeAGeometryTypeInFeaturesIsTheFeaturesID() throws {
        let found =
            #"{"type":"FeatureCollection","bbox":"b","bbox":[0,0,1,1],"features":[{"id":"a","id":"b","type":"Point","geometry":null,"properties":null}]}"#
        let (first, second) = try Self.roundTrip(found)
        #expect(first == second)
        guard case .featureCollection(let collection)? = first else {
            Issue.record("not a collection")
            return
        }
        #expect(collection.features.first?.id == .string("b"), "the last occurrence wins")
        #expect(collection.features.first?.foreignMembers.keys == ["type"])

        // Also without a plan, and with the `id` after the `type`.
        let after =
            #"{"type":"FeatureCollection","features":[{"type":"Point","id":"a","geometry":null,"properties":null}]}"#
        guard case .featureCollection(let plain)? = try Self.roundTrip(after).first else {
            Issue.record("not a collection")
            return
        }
        #expect(plain.features.first?.id == .string("a"))
    }
}
