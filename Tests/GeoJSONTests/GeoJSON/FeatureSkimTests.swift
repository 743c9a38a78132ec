import Testing

@testable import GeoJSON

/// `FeatureSkim`: what it reads of each feature, what it refuses, and that keeping some features gives
/// bytes the decoder reads as exactly those features, at their original positions.
@Suite struct FeatureSkimTests {
    static let collection = """
        {"type": "FeatureCollection", "name": "units",
         "features": [
          {"type": "Feature", "id": "a", "feature_type": "unit",
           "geometry": {"type": "Polygon", "coordinates": [[[1, 2], [3, 2], [3, 5.5], [1, 2]]]},
           "properties": {"level_id": "L1", "name": {"en": "A"}, "unit_ids": ["u1", "u2"]}},
          {"type": "Feature", "id": "b", "geometry": null,
           "properties": {"level_id": null}},
          {"type": "Feature", "id": "c",
           "geometry": {"type": "GeometryCollection", "geometries": [
             {"type": "Point", "coordinates": [-10, 7, 99]},
             {"type": "LineString", "coordinates": [[4, -1], [6, 0]]}]},
           "properties": {"level_id": "L2"}},
          {"type": "Feature", "id": "d\\u0041", "geometry": null, "properties": {"level\\u005fid": "L3"}},
          {"type": "Feature", "id": 7, "geometry": null, "properties": {"level_id": 12}},
          3
         ]}
        """

    @Test func readsIDsExtentsAndTheRequestedValues() throws {
        let skim = try #require(FeatureSkim.skim(Array(Self.collection.utf8), collecting: ["level_id", "unit_ids"]))
        #expect(skim.elements.count == 6)
        let a = skim.elements[0]
        #expect(a.id.map(skim.string) == "a" && !a.isUncertain)
        #expect(a.extent.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] } == [1, 2, 3, 5.5])
        #expect(skim.valueTexts(of: a, key: 0).map(skim.string) == ["L1"])
        #expect(skim.valueTexts(of: a, key: 1).map(skim.string) == ["u1", "u2"])
        let b = skim.elements[1]
        #expect(b.id.map(skim.string) == "b" && b.extent == nil && !b.isUncertain)
        #expect(Array(skim.valueTexts(of: b, key: 0)).isEmpty)
        // A geometry collection's positions, the third coordinate ignored.
        #expect(skim.elements[2].extent.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] } == [-10, -1, 6, 7])
        // Escapes in the ID or in a member name, a numeric ID, a non-string value, a non-object element: uncertain.
        #expect(skim.elements[3].isUncertain && skim.elements[3].id == nil)
        #expect(skim.elements[4].isUncertain && skim.elements[4].id == nil)
        #expect(skim.elements[5].isUncertain)
    }

    @Test func refusesWhatIsNotOneFeatureCollection() {
        for text in [
            "[]", "{\"type\": \"FeatureCollection\"}", "{\"features\": {}}",
            "{\"features\": [], \"features\": []}", "{\"features\": [{]}", "{\"features\": []} x",
            "{\"features\": [1,]}",
            // Found by the geojson fuzz harness: an `id` without a value was skimmed as an uncertain ID.
            "{\"features\": [{\"id\":}]}", "{\"features\": [{\"id\":, \"x\": 1}]}",
            "{\"features\": [{\"id\": \"a\", \"id\":}]}",
        ] {
            #expect(FeatureSkim.skim(Array(text.utf8)) == nil, "\(text)")
        }
        #expect(FeatureSkim.skim(Array("{\"features\": []}".utf8))?.elements.isEmpty == true)
    }

    /// Every truncation of a collection, and every single byte changed to a quote, a bracket or a brace: the
    /// skim ends (with or without a result), never reads past the bytes, and never reads what the decoder
    /// rejects.
    @Test func damagedInputNeverCrashes() {
        let bytes = Array(Self.collection.utf8)
        for end in 0..<bytes.count {
            #expect(FeatureSkim.skim(Array(bytes[..<end]), collecting: ["level_id"], recordingMembers: true) == nil)
        }
        for index in bytes.indices {
            for byte in "\"[]{},:".utf8 {
                var damaged = bytes
                damaged[index] = byte
                if FeatureSkim.skim(damaged, collecting: ["level_id", "unit_ids"], recordingMembers: true) != nil {
                    #expect((try? GeoJSONDecoder().decode(damaged)) != nil, "the skim read what the decoder rejects")
                }
            }
        }
    }

    /// A skim that does not measure extents finds everything else exactly as one that does, and accepts and
    /// refuses the same bytes: on the collection and on every single-byte damage of it.
    @Test func skimWithoutExtentsFindsTheSameElements() {
        func summary(_ skim: FeatureSkim?) -> [String]? {
            skim.map { skim in
                skim.elements.map { element in
                    "\(element.range) \(String(describing: element.commaOffset)) \(String(describing: element.id?.bytes)) "
                        + "\(skim.valueTexts(of: element).map(skim.string)) \(element.members) "
                        + "\(String(describing: element.geometryValue)) \(element.isUncertain)"
                }
            }
        }
        let bytes = Array(Self.collection.utf8)
        var inputs = [bytes]
        for index in bytes.indices {
            for byte in "\"[]{},:0".utf8 {
                var damaged = bytes
                damaged[index] = byte
                inputs.append(damaged)
            }
        }
        var skimmed = 0
        for input in inputs {
            let measured = FeatureSkim.skim(input, collecting: ["level_id", "unit_ids"], recordingMembers: true)
            let unmeasured = FeatureSkim.skim(
                input, collecting: ["level_id", "unit_ids"], recordingMembers: true, measuringExtents: false)
            #expect(summary(measured) == summary(unmeasured))
            #expect(unmeasured?.elements.allSatisfy { $0.extent == nil } ?? true)
            if measured != nil { skimmed += 1 }
        }
        #expect(skimmed > inputs.count / 4)  // most damages still skim: the comparison is not vacuous
    }

    /// Every subset of the six elements: the decoder reads the kept ones, in order, at the byte offsets they
    /// have in the whole file.
    @Test func keptBytesDecodeToTheKeptFeaturesAtTheirPositions() throws {
        let bytes = Array(Self.collection.utf8)
        let skim = try #require(FeatureSkim.skim(bytes))
        let whole = try GeoJSONDecoder().decodeFeatureCollection(bytes).collection
        let wholeIDs = whole.features.map { $0.id?.description }
        #expect(wholeIDs.count == 5)
        for mask in 0..<(1 << skim.elements.count) {
            let kept = { (index: Int) in mask & (1 << index) != 0 }
            let result = skim.keeping(kept)
            #expect(result.count == bytes.count)
            let collection = try GeoJSONDecoder().decodeFeatureCollection(result).collection
            // Element 5 (the number 3) is not a feature, so it never decodes into one.
            let expected = (0..<5).filter(kept).map { wholeIDs[$0] }
            #expect(collection.features.map { $0.id?.description } == expected, "mask \(mask)")
            for (position, index) in (0..<5).filter(kept).enumerated() {
                let range = skim.elements[index].range
                #expect(Array(result[range]) == Array(bytes[range]))
                #expect(collection.features[position].sourceRange?.lowerBound == range.lowerBound)
            }
        }
    }

    /// Projecting keeps the requested properties of certain features (and their geometry only when asked),
    /// leaves uncertain features whole, and keeps every offset.
    @Test func projectionKeepsTheRequestedPropertiesOnly() throws {
        let bytes = Array(Self.collection.utf8)
        let skim = try #require(
            FeatureSkim.skim(bytes, collecting: ["unit_ids", "level_id"], recordingMembers: true))
        let whole = try GeoJSONDecoder().decodeFeatureCollection(bytes).collection.features
        for keys: Set<Int> in [[], [0], [1], [0, 1]] {
            for keepsGeometry in [false, true] {
                let result = skim.projecting(keys: keys, keepsGeometry: keepsGeometry)
                #expect(result.count == bytes.count)
                let features = try GeoJSONDecoder().decodeFeatureCollection(result).collection.features
                #expect(features.count == whole.count)
                for (index, feature) in features.enumerated() {
                    let original = whole[index]
                    #expect(feature.id == original.id)
                    if skim.elements[index].isUncertain {
                        #expect(feature.properties == original.properties && feature.geometry == original.geometry)
                        continue
                    }
                    let names = ["unit_ids", "level_id"].enumerated().filter { keys.contains($0.offset) }.map(\.element)
                    let expected = original.properties?.members.filter { names.contains($0.key) }
                    #expect(feature.properties?.members.map(\.key) == expected?.map(\.key), "\(keys) \(index)")
                    #expect(feature.geometry == (keepsGeometry ? original.geometry : nil))
                }
            }
        }
    }

    /// Past its first 64 elements a skim reserves room for the rest, estimated from those: whether the estimate
    /// falls short (small features first) or overshoots (large ones first), every element, value and member is
    /// recorded, and the projection decodes to the requested properties of every feature.
    @Test(arguments: [false, true])
    func longCollectionsAreSkimmedWhole(largeFirst: Bool) throws {
        func feature(_ index: Int) -> String {
            let large = (index < 64) == largeFirst
            let extra =
                large ? (0..<12).map { ",\"p\($0)\": [\($0), \"\(String(repeating: "x", count: 40))\"]" }.joined() : ""
            return "{\"type\": \"Feature\", \"id\": \"f\(index)\", \"geometry\": null, "
                + "\"properties\": {\"level_id\": \"L\(index % 7)\"\(extra)}}"
        }
        let count = 1_000
        let text =
            "{\"type\": \"FeatureCollection\", \"features\": [" + (0..<count).map(feature).joined(separator: ",") + "]}"
        let bytes = Array(text.utf8)
        let skim = try #require(FeatureSkim.skim(bytes, collecting: ["level_id"], recordingMembers: true))
        let whole = try GeoJSONDecoder().decodeFeatureCollection(bytes).collection.features
        #expect(skim.elements.count == count)
        for (element, original) in zip(skim.elements, whole) {
            #expect(element.id.map(skim.string) == original.id?.description)
            #expect(element.members.count == original.properties?.count)
            #expect(
                skim.valueTexts(of: element, key: 0).map(skim.string) == [original.properties?["level_id"]?.stringValue]
            )
        }
        let projected = try GeoJSONDecoder().decodeFeatureCollection(skim.projecting(keys: [0], keepsGeometry: false))
        #expect(
            projected.collection.features.map { $0.properties?.members.map(\.key) }
                == Array(repeating: ["level_id"], count: count))
    }

    /// The room reserved for the rest of a file is estimated from its first elements, but never more than the
    /// file's size in bytes per array: tiny features followed by a megabyte-long member would otherwise ask for
    /// room for tens of thousands of elements that do not exist (5.6 MB of address space for a 1 MB file here).
    /// A skim holds one element per feature and one member per recorded property (issue 23: a file of bare
    /// features had elements three times its size); their layout is part of what the budget rests on.
    @Test func elementsAndMembersStayCompact() {
        #expect(MemoryLayout<FeatureSkim.Element>.stride <= 88)
        #expect(MemoryLayout<FeatureSkim.Member>.stride <= 16)
    }

    @Test func reservedRoomIsCappedByTheFileSize() throws {
        let features = (0..<100).map { "{\"id\": \"f\($0)\", \"properties\": {\"a\": 1}}" }.joined(separator: ",")
        let text = "{\"features\": [\(features)], \"pad\": \"\(String(repeating: "x", count: 1 << 20))\"}"
        let bytes = Array(text.utf8)
        let skim = try #require(FeatureSkim.skim(bytes, collecting: ["a"], recordingMembers: true))
        #expect(skim.elements.count == 100 && skim.members.count == 100)
        #expect(skim.elements.capacity * MemoryLayout<FeatureSkim.Element>.stride <= 2 * bytes.count)
        #expect(skim.members.capacity * MemoryLayout<FeatureSkim.Member>.stride <= 2 * bytes.count)
    }

    /// A geometry written after `properties` is turned into `null` as well: the one-pass copy blanks it where it
    /// lies among the members. A feature that repeats `properties` is uncertain (which one a reader takes is its
    /// own affair), so it stays whole, its geometry too.
    @Test func projectionFindsTheGeometryWhereverItIs() throws {
        let text = """
            {"type": "FeatureCollection", "features": [
             {"type": "Feature", "id": "a", "properties": {"name": "A", "level_id": "L1", "x": 1},
              "geometry": {"type": "Point", "coordinates": [1, 2]}},
             {"type": "Feature", "properties": {"level_id": "L2"}, "id": "b",
              "geometry": {"type": "Point", "coordinates": [3, 4]}, "properties": {"level_id": "L3", "y": 2}}
            ]}
            """
        let skim = try #require(FeatureSkim.skim(Array(text.utf8), collecting: ["level_id"], recordingMembers: true))
        let result = skim.projecting(keys: [0], keepsGeometry: false)
        let features = try GeoJSONDecoder().decodeFeatureCollection(result).collection.features
        #expect(features.map { $0.id?.description } == ["a", "b"])
        #expect(features[0].geometry == nil && features[1].geometry != nil)
        #expect(features[0].properties?.members.map(\.key) == ["level_id"])
        #expect(skim.elements[1].isUncertain)
        #expect(features[1].properties?.members.map(\.key) == ["level_id", "y"])
    }

    /// The text set matches the bytes of IDs and values as the strings they spell.
    @Test func textSetMatchesSkimmedBytes() throws {
        let skim = try #require(FeatureSkim.skim(Array(Self.collection.utf8), collecting: ["level_id", "unit_ids"]))
        var set = FeatureSkim.TextSet(["u2", "b", "zz"])
        let a = skim.elements[0]
        let aID = try #require(a.id)
        let bID = try #require(skim.elements[1].id)
        #expect(skim.valueTexts(of: a, key: 1).map { set.contains($0, of: skim) } == [false, true])
        #expect(!set.contains(aID, of: skim) && set.contains(bID, of: skim))
        set.insert(aID, of: skim)
        set.insert(aID, of: skim)
        #expect(set.count == 4 && set.contains(aID, of: skim))
        let other = FeatureSkim.TextSet(["a", "b"])
        #expect(set.subtracting(other).count == 2)
        var union = other
        union.formUnion(FeatureSkim.TextSet(["b", "c"]))
        #expect(union.count == 3 && !union.isEmpty && FeatureSkim.TextSet().isEmpty)
        #expect(union.strings == ["a", "b", "c"])
    }

    /// Membership is `String` equality: a text that is not ASCII makes its feature uncertain (kept), and a set
    /// holding one matches the other spellings of the same string, as a `Set<String>` would.
    @Test func textSetFollowsStringEquality() throws {
        let text = """
            {"features": [
             {"id": "\u{212A}1", "properties": {"level_id": "L\u{E9}"}},
             {"id": "K1", "properties": {"level_id": "Le\u{301}"}}
            ]}
            """
        let skim = try #require(FeatureSkim.skim(Array(text.utf8), collecting: ["level_id"]))
        #expect(skim.elements.map(\.isUncertain) == [true, true])
        let kelvin = try #require(skim.elements[0].id)
        let ascii = try #require(skim.elements[1].id)
        // The Kelvin sign is canonically the letter K.
        var set = FeatureSkim.TextSet()
        set.insert(kelvin, of: skim)
        #expect(set.contains(ascii, of: skim))
        #expect(FeatureSkim.TextSet(["K1"]).contains(kelvin, of: skim))
        let values = skim.elements.map { Array(skim.valueTexts(of: $0, key: 0)) }
        let levels = FeatureSkim.TextSet(["L\u{E9}"])
        #expect(levels.ordinal(of: values[0][0], of: skim) == 0 && levels.ordinal(of: values[1][0], of: skim) == 0)
        #expect(set.count == 1 && FeatureSkim.TextSet(["\u{212A}1", "K1"]).count == 1)
    }

    /// Many members that are not ASCII, looked up by many ASCII texts that equal them as strings: each lookup
    /// is one `String` hash (a hostile archive of such IDs once made every lookup compare with every member).
    @Test func textSetOfManyNonASCIIMembers() throws {
        let count = 3_000
        let features = (0..<count).map { "{\"id\": \"K\($0)\", \"properties\": {\"level_id\": \"L\"}}" }
        let text = "{\"features\": [\(features.joined(separator: ","))]}"
        let skim = try #require(FeatureSkim.skim(Array(text.utf8)))
        let set = FeatureSkim.TextSet((0..<count).map { "\u{212A}\($0)" })
        #expect(set.count == count)
        #expect(skim.elements.allSatisfy { element in element.id.map { set.contains($0, of: skim) } == true })
        let first = try #require(skim.elements[0].id)
        #expect(!FeatureSkim.TextSet((0..<count).map { "\u{212A}x\($0)" }).contains(first, of: skim))
    }
}
