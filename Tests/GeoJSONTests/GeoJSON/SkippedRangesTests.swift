import Testing

@testable import GeoJSON

/// `GeoJSONDecoder.skippedRanges` reads the elements a `FeatureSkim` leaves out as whitespace: the same
/// document as decoding the copy with them blanked out (`FeatureSkim.keeping(_:)`), from the file's own bytes,
/// with its own line:column positions.
@Suite struct SkippedRangesTests {
    /// Elements with findings of their own: a repeated member in `properties` (kept in order), a repeated
    /// `geometry` (which makes the decoder read the text again with a plan), a member name that is not
    /// RFC 7946's, and an element that is no feature.
    static let repeats = """
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "id": "a", "geometry": null,
           "properties": {"name": 1, "name": 2}},
          {"type": "Feature", "id": "b", "geometry": null, "properties": {}},
          {"type": "Feature", "id": "c", "geometry": {"type": "Point", "coordinates": [1, 2]},
           "geometry": null, "properties": {"level_id": "L1"}},
          {"type": "Feature", "id": "d", "geometry": null, "properties": null, "bbox": "no"},
          3
        ]}
        """

    /// Both fixtures as written, and on one line each (so that blanking, which removes the line breaks inside
    /// an element, moves no finding to another line).
    static let texts: [String] = [FeatureSkimTests.collection, repeats].flatMap { text in
        [text, String(text.map { $0 == "\n" ? " " : $0 })]
    }

    /// Every subset of the elements of every text, through `decode` and through the hand-over decode.
    @Test(arguments: texts.indices)
    func skippingIsBlanking(text index: Int) throws {
        let bytes = Array(Self.texts[index].utf8)
        let isOneLine = !bytes.contains(0x0A)
        let skim = try #require(FeatureSkim.skim(bytes))
        for mask in 0..<(1 << skim.elements.count) {
            let kept = { (index: Int) in mask & (1 << index) != 0 }
            var skipping = GeoJSONDecoder()
            skipping.skippedRanges = skim.skippedRanges(keeping: kept)
            let blanked = try GeoJSONDecoder().decode(skim.keeping(kept))
            let skipped = try skipping.decode(bytes)
            #expect(skipped.object == blanked.object, "mask \(mask)")
            #expect(Self.ranges(skipped) == Self.ranges(blanked), "mask \(mask)")
            #expect(Self.withoutPositions(skipped.diagnostics) == Self.withoutPositions(blanked.diagnostics))
            if isOneLine { #expect(skipped.diagnostics == blanked.diagnostics, "mask \(mask)") }
            #expect(skipped.diagnostics == (try Self.handedOver(bytes, by: skipping)).diagnostics, "mask \(mask)")
            #expect(try Self.handedOver(bytes, by: skipping).features == Self.features(of: skipped), "mask \(mask)")
        }
    }

    /// A finding inside a kept feature is at its line in the file: a blanked copy has lost the line breaks of
    /// the elements before it, the skipping decoder reads the file itself.
    @Test func findingsKeepTheirLinesInTheFile() throws {
        let bytes = Array(Self.repeats.utf8)
        let skim = try #require(FeatureSkim.skim(bytes))
        let whole = try GeoJSONDecoder().decode(bytes).diagnostics
        var decoder = GeoJSONDecoder()
        decoder.skippedRanges = skim.skippedRanges { $0 != 0 }  // the two-line first feature left out
        let skipped = try decoder.decode(bytes).diagnostics
        let lines = { (diagnostics: [Diagnostic]) in
            Set(diagnostics.filter { $0.location.featureID != "a" }.map { [$0.location.line, $0.location.column] })
        }
        #expect(!skipped.isEmpty)
        #expect(lines(skipped) == lines(whole))
        let blanked = try GeoJSONDecoder().decode(skim.keeping { $0 != 0 }).diagnostics
        #expect(lines(blanked) != lines(whole))  // what the copy used to give: not vacuous
    }

    /// Ranges are skipped only at the start of an element of `features` or of the comma after one: a range
    /// anywhere else is read as the text it covers.
    @Test func rangesElsewhereAreRead() throws {
        let bytes = Array(Self.repeats.utf8)
        let plain = try GeoJSONDecoder().decode(bytes)
        var decoder = GeoJSONDecoder()
        let inside = try #require(FeatureSkim.skim(bytes)).elements[2].range
        decoder.skippedRanges = [inside.lowerBound + 1..<inside.upperBound - 1]
        let decoded = try decoder.decode(bytes)
        #expect(decoded.object == plain.object)
        #expect(decoded.diagnostics == plain.diagnostics)
    }

    private static func ranges(_ document: GeoJSONDocument) -> [Range<Int>?] {
        features(of: document).map(\.sourceRange)
    }

    private static func features(of document: GeoJSONDocument) -> [Feature<JSONObject?>] {
        guard case .featureCollection(let collection)? = document.object else { return [] }
        return collection.features
    }

    private static func withoutPositions(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            var copy = diagnostic
            copy.location.line = nil
            copy.location.column = nil
            copy.notes = copy.notes.map { note in
                var note = note
                note.location.line = nil
                note.location.column = nil
                return note
            }
            return copy
        }
    }

    private static func handedOver(
        _ bytes: [UInt8], by decoder: GeoJSONDecoder
    ) throws -> (features: [Feature<JSONObject?>], diagnostics: [Diagnostic]) {
        var features: [Feature<JSONObject?>] = []
        let document = try decoder.decode(
            bytes,
            receivingFeatures: { feature, index in
                #expect(index == features.count)
                features.append(feature)
            }, restart: { features.removeAll() })
        return (features, document.diagnostics)
    }
}
