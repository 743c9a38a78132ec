import Foundation
import Testing

@testable import GeoJSON

/// What a skim vouches for, so that a reader can use it instead of the decoder (`LevelCensus`): a plain
/// collection, features read with certainty, a plain geometry whose skimmed extent is the decoded geometry's,
/// the shape of each collected value, and the first element with an ID.
@Suite struct FeatureSkimCertaintyTests {
    /// A collection of one feature with this geometry, skimmed with extents.
    static func skim(geometry: String, members: String = "") throws -> FeatureSkim {
        let text =
            #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":\#(geometry)\#(members),"properties":{}}]}"#
        return try #require(FeatureSkim.skim(Array(text.utf8)))
    }

    /// The extent of a decoded geometry's positions, as the map code takes it (non-finite positions skipped).
    static func decodedExtent(_ geometry: Geometry?) -> [Double]? {
        guard let xy = geometry?.allXY else { return nil }
        var extent: [Double]?
        for index in stride(from: 0, to: xy.count - 1, by: 2) where xy[index].isFinite && xy[index + 1].isFinite {
            let (x, y) = (xy[index], xy[index + 1])
            extent = extent.map { [min($0[0], x), min($0[1], y), max($0[2], x), max($0[3], y)] } ?? [x, y, x, y]
        }
        return extent
    }

    @Test(arguments: [
        // Plain: the extent is the decoded geometry's.
        (#"{"type":"Polygon","coordinates":[[[1,2],[3,2],[3,5.5],[1,2]]]}"#, true),
        (#"{"coordinates":[[[1,2],[3,2],[3,5.5],[1,2]]],"type":"Polygon"}"#, true),
        (
            #"{"type":"MultiPolygon","coordinates":[[[[1,2],[3,2],[3,5],[1,2]]],[[[-4,0,9],[0,0,9],[0,1,9],[-4,0,9]]]]}"#,
            true
        ),
        // An unclosed or short ring is decoded all the same (and diagnosed).
        (#"{"type":"Polygon","coordinates":[[[1,2],[3,4]]]}"#, true),
        ("null", true),
        // Not plain: a box or another member, another type, positions the decoder drops or reads otherwise.
        (#"{"type":"Polygon","coordinates":[[[1,2],[3,2],[3,5],[1,2]]],"bbox":[0,0,9,9]}"#, false),
        (#"{"type":"Polygon","coordinates":[[[1,2],[3,2],[3,5],[1,2]]],"crs":null}"#, false),
        (#"{"type":"Point","coordinates":[1,2]}"#, false),
        (#"{"type":"LineString","coordinates":[[1,2],[3,4]]}"#, false),
        (#"{"type":"GeometryCollection","geometries":[]}"#, false),
        (#"{"type":"Polygon","coordinates":[[1,2],[3,4]]}"#, false),
        (#"{"type":"MultiPolygon","coordinates":[[[1,2],[3,2],[3,5],[1,2]]]}"#, false),
        (#"{"type":"Polygon","coordinates":[[[1,2],[3,2],[[3,5]],[1,2]]]}"#, false),
        (#"{"type":"Polygon","coordinates":[[[1,2],[3,2],[3,5],[1,2]],[]]}"#, false),
        (#"{"type":"Polygon","coordinates":[]}"#, false),
        (#"{"type":"Polygon","coordinates":[[[1,2,3,4],[3,2],[3,5],[1,2]]]}"#, false),
        (#"{"type":"Polygon","coordinates":[[[1],[3,2],[3,5],[1,2]]]}"#, false),
        (#"{"type":"Polygon","coordinates":[[[1,1e999],[3,2],[3,5],[1,2]]]}"#, false),
        (#"{"type":"Polygon","coordinates":[[[1,"2"],[3,2],[3,5],[1,2]]]}"#, false),
        (#"{"type":"Polygon","coordinates":[[[1,2],[3,2],[3,5],[1,2]]],"type":"Polygon"}"#, false),
        (#"{"type":"Poly\u0067on","coordinates":[[[1,2],[3,2],[3,5],[1,2]]]}"#, false),
        (#"{"typ\u0065":"Polygon","coordinates":[[[1,2],[3,2],[3,5],[1,2]]]}"#, false),
        (#"{"type":"Polygon"}"#, false),
        ("{}", false),
        ("[]", false),
        (#""Polygon""#, false),
    ])
    func plainGeometryHasTheDecodedExtent(geometry: String, isPlain: Bool) throws {
        let skim = try Self.skim(geometry: geometry)
        let element = try #require(skim.elements.first)
        #expect(element.hasPlainGeometry == isPlain, "\(geometry)")
        let document = try GeoJSONDecoder().decode(skim.bytes)
        guard case .featureCollection(let collection) = document.object, let feature = collection.features.first else {
            Issue.record("not decoded: \(geometry)")
            return
        }
        if isPlain {
            #expect(
                element.extent.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] } == Self.decodedExtent(feature.geometry))
        }
    }

    /// A geometry found not to be plain half-way is read again from its start as any geometry is: every
    /// array that starts with a number a position, a box included; the next feature is read as before.
    @Test(arguments: [
        (#"{"type":"Polygon","coordinates":[[[1,2],[3,2],[3,5],[1,2]]],"bbox":[0,0,9,9]}"#, [0.0, 0, 3, 5]),
        (#"{"type":"Polygon","coordinates":[[[1,2,3,4],[3,2],[3,5],[1,2]]]}"#, [1, 2, 3, 5]),
        (#"{"type":"Polygon","coordinates":[[[1,2],[3,2],[[3,5]],[1,-2]]]}"#, [1, -2, 3, 5]),
        (#"{"type":"Polygon","coordinates":[[[1,1e999],[3,2],[3,5],[1,2]]]}"#, [1, 2, 3, .infinity]),
        (#"{"type":"Point","coordinates":[7,8]}"#, [7, 8, 7, 8]),
    ])
    func aGeometryThatIsNotPlainIsMeasuredAsAnyGeometry(geometry: String, extent: [Double]) throws {
        let text =
            #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":\#(geometry),"properties":{}},{"type":"Feature","id":"next","geometry":null}]}"#
        let skim = try #require(FeatureSkim.skim(Array(text.utf8)))
        #expect(!skim.elements[0].hasPlainGeometry)
        #expect(skim.elements[0].extent.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] } == extent)
        #expect(skim.elements.count == 2 && skim.elements[1].id.map(skim.string) == "next")
        #expect(skim.elements[1].hasPlainGeometry && skim.elements[1].extent == nil)
    }

    @Test func aRepeatedOrMissingGeometryIsNotPlain() throws {
        let plain = #"{"type":"Polygon","coordinates":[[[1,2],[3,2],[3,5],[1,2]]]}"#
        #expect(try !Self.skim(geometry: plain, members: #","geometry":null"#).elements[0].hasPlainGeometry)
        let text = #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{}}]}"#
        #expect(try #require(FeatureSkim.skim(Array(text.utf8))).elements[0].hasPlainGeometry == false)
        // Without extents measured, nothing is vouched for.
        let skimmed = try #require(
            FeatureSkim.skim(try Self.skim(geometry: plain).bytes, measuringExtents: false))
        #expect(!skimmed.elements[0].hasPlainGeometry)
    }

    /// On every text the package has (fixtures, fuzz seeds, sample venues, the shared archives): wherever a skim
    /// calls a geometry plain, its extent is the decoded geometry's.
    @Test func everyPlainGeometryOfEveryKnownTextHasTheDecodedExtent() throws {
        var plain = 0
        for url in try DiagnoseTests.corpus() {
            let bytes = Array(try Data(contentsOf: url))
            guard let skim = FeatureSkim.skim(bytes), skim.isPlainCollection,
                skim.elements.allSatisfy({ !$0.isUncertain }),
                case .featureCollection(let collection)? = try? GeoJSONDecoder().decode(bytes).object
            else { continue }
            #expect(collection.features.count == skim.elements.count, "\(url.lastPathComponent)")
            for (element, feature) in zip(skim.elements, collection.features) where element.hasPlainGeometry {
                plain += 1
                #expect(
                    element.extent.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] } == Self.decodedExtent(feature.geometry),
                    "\(url.lastPathComponent) \(feature.id?.description ?? "")")
            }
        }
        #expect(plain > 100)
    }

    @Test(arguments: [
        (#"{"type":"Feature","properties":{}}"#, false),
        (#"{"properties":{},"type":"Feature","geometry":null}"#, false),
        (#"{"type":"Feature","properties":null}"#, false),
        (#"{"type":"Feature"}"#, false),
        // No `type`, another, an escaped one, or two.
        (#"{"properties":{}}"#, true),
        ("{}", true),
        (#"{"type":"Point","coordinates":[1,2]}"#, true),
        (#"{"type":"Fe\u0061ture","properties":{}}"#, true),
        (#"{"type":"Feature","type":"Feature","properties":{}}"#, true),
        (#"{"type":7,"properties":{}}"#, true),
        // `properties` twice, or neither an object nor null.
        (#"{"type":"Feature","properties":{},"properties":{}}"#, true),
        (#"{"type":"Feature","properties":"x"}"#, true),
        (#"{"type":"Feature","properties":[]}"#, true),
        // A collected key twice in one `properties`.
        (#"{"type":"Feature","properties":{"level_id":"a","level_id":"b"}}"#, true),
        (#"{"type":"Feature","properties":{"level_id":null,"level_id":"b"}}"#, true),
    ])
    func uncertainFeatures(feature: String, isUncertain: Bool) throws {
        let text = #"{"type":"FeatureCollection","features":[\#(feature)]}"#
        let skim = try #require(FeatureSkim.skim(Array(text.utf8), collecting: ["level_id"]))
        #expect(skim.elements[0].isUncertain == isUncertain, "\(feature)")
    }

    @Test(arguments: [
        (#"{"type":"FeatureCollection","features":[]}"#, true),
        (#"{"features":[],"bbox":[0,0,1,1],"type":"FeatureCollection"}"#, true),
        (#"{"features":[]}"#, false),
        (#"{"type":"Feature","features":[]}"#, false),
        (#"{"type":"FeatureCollection","type":"FeatureCollection","features":[]}"#, false),
        (#"{"type":"Feature\u0043ollection","features":[]}"#, false),
        (#"{"type":null,"features":[]}"#, false),
    ])
    func plainCollections(text: String, isPlain: Bool) throws {
        #expect(try #require(FeatureSkim.skim(Array(text.utf8))).isPlainCollection == isPlain, "\(text)")
    }

    @Test func valuesSayWhetherTheyAreInAnArray() throws {
        let text = #"""
            {"type":"FeatureCollection","features":[
             {"type":"Feature","properties":{"unit_id":"u","unit_ids":["a","b"]}},
             {"type":"Feature","properties":{"unit_id":["u"],"unit_ids":"a"}}]}
            """#
        let skim = try #require(FeatureSkim.skim(Array(text.utf8), collecting: ["unit_id", "unit_ids"]))
        let shapes = skim.values.map { "\(skim.string($0.text)):\($0.key):\($0.isInArray)" }
        #expect(shapes == ["u:0:false", "a:1:true", "b:1:true", "u:0:true", "a:1:false"])
    }

    @Test func firstElementByIDFindsTheFirstOfEachID() throws {
        let features = #"""
            {"type":"FeatureCollection","features":[
             {"type":"Feature","id":"b","properties":{}},
             {"type":"Feature","properties":{}},
             {"type":"Feature","id":"a","properties":{}},
             {"type":"Feature","id":"b","properties":{}}]}
            """#
        let references = #"""
            {"type":"FeatureCollection","features":[
             {"type":"Feature","properties":{"ref":"a"}}, {"type":"Feature","properties":{"ref":"b"}},
             {"type":"Feature","properties":{"ref":"c"}}, {"type":"Feature","properties":{"ref":""}},
             {"type":"Feature","properties":{"ref":"é"}}]}
            """#
        let skim = try #require(FeatureSkim.skim(Array(features.utf8)))
        let index = try #require(FeatureSkim.FirstElementByID(skim))
        let other = try #require(FeatureSkim.skim(Array(references.utf8), collecting: ["ref"]))
        #expect(other.values.map { index.element(withID: $0.text, of: other) } == [2, 0, nil, nil, nil])
        #expect(skim.elements.compactMap(\.id).map { index.element(withID: $0, of: skim) } == [0, 2, 0])
        // Many IDs: every one found at its first element.
        let many = (0..<5_000).map { #"{"type":"Feature","id":"id-\#($0 % 3_000)","properties":{}}"# }
        let large = try #require(
            FeatureSkim.skim(Array(#"{"type":"FeatureCollection","features":[\#(many.joined(separator: ","))]}"#.utf8)))
        let largeIndex = try #require(FeatureSkim.FirstElementByID(large))
        #expect(
            large.elements.indices.allSatisfy {
                largeIndex.element(withID: large.elements[$0].id!, of: large) == $0 % 3_000
            })
        // An ID that is not ASCII may equal another spelling as a `String`: no index.
        let accented = #"{"type":"FeatureCollection","features":[{"type":"Feature","id":"\#u{e9}","properties":{}}]}"#
        #expect(FeatureSkim.FirstElementByID(try #require(FeatureSkim.skim(Array(accented.utf8)))) == nil)
    }
}
