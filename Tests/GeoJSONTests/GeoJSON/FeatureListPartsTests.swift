import Foundation
import Testing

@testable import GeoJSON

/// A large `features` list is parsed in parts on several threads from guessed element starts (see
/// `ListParts.swift`). Whatever the guesses, the document, the findings and any error
/// must be those of one thread; these texts are small, so the parts are made small too.
@Suite("Feature list parts")
struct FeatureListPartsTests {
    /// A unit-like feature: a ring, names with escapes and non-ASCII text, mixed values; every 97th has an
    /// unclosed ring, every 89th no `type`, so that findings fall in every part.
    static func feature(_ index: Int) -> String {
        let x = Double(index % 200) * 0.001
        let y = Double(index / 200) * 0.001
        var ring = [(x, y), (x + 0.001, y), (x + 0.001, y + 0.001), (x, y + 0.001)]
        if index % 97 != 5 { ring.append(ring[0]) }
        let coordinates = ring.map { "[\($0.0),\($0.1)]" }.joined(separator: ",")
        let type = index % 89 == 7 ? "" : #""type": "Feature", "#
        return #"""
            {\#(type)"id": "u-\#(index)", "feature_type": "unit",
              "geometry": {"type": "Polygon", "coordinates": [[\#(coordinates)]]},
              "properties": {"category": "room", "name": {"en": "Room \#(index)", "fr": "Salle n\u00b0\#(index) \"é\""},
                "alt_name": null, "level_id": "l-\#(index % 3)", "rank": \#(index % 7), "open": \#(index % 2 == 0),
                "tags": [{"k": "a"}, {"k": "b"}]}}
            """#
    }

    static func text(_ features: [String]) -> [UInt8] {
        Array(#"{"type": "FeatureCollection", "features": [\#n"#.utf8)
            + Array(features.joined(separator: ",\n").utf8) + Array("\n]}\n".utf8)
    }

    /// The decoder on up to `threads` threads, with parts of at least `partBytes`.
    static func decoder(threads: Int, partBytes: Int = 1) -> GeoJSONDecoder {
        var decoder = GeoJSONDecoder()
        decoder.maximumConcurrency = threads
        decoder.minimumPartBytes = partBytes
        return decoder
    }

    /// How many parts a long list is cut into after its first part, for `threads` threads.
    static func cuts(_ threads: Int) -> Int { threads * ListParts.partsPerThread - 1 }

    /// The parser's own count of parts started and taken over, for a text decoded on `threads` threads.
    static func parts(
        of bytes: [UInt8], threads: Int, partBytes: Int = 1
    ) throws -> (started: Int, takenOver: Int) {
        try bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(bytes: buffer)
            scanner.checksMemberNames = true
            var parser = GeoJSONParser(scanner: scanner)
            parser.maximumConcurrency = threads
            parser.minimumPartBytes = partBytes
            parser.waitsForParts = true
            _ = try parser.parseDocument()
            return parser.featureListParts
        }
    }

    /// The index of the element of `features` a finding is in.
    static func element(of diagnostic: Diagnostic) -> Int? {
        guard let components = diagnostic.location.path?.components, components.count > 1,
            case .index(let index) = components[1]
        else { return nil }
        return index
    }

    /// Decodes `bytes` on one thread and on `threads`: the same object and findings, or the same error.
    static func expectSameResult(_ bytes: [UInt8], threads: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let one = Result { try decoder(threads: 1).decode(bytes, file: "unit.geojson") }
        let many = Result { try decoder(threads: threads).decode(bytes, file: "unit.geojson") }
        switch (one, many) {
        case (.success(let one), .success(let many)):
            #expect(one.object == many.object, sourceLocation: sourceLocation)
            #expect(one.diagnostics == many.diagnostics, sourceLocation: sourceLocation)
        case (.failure(let one), .failure(let many)):
            #expect(one as? JSONSyntaxError == many as? JSONSyntaxError, sourceLocation: sourceLocation)
        default:
            Issue.record("one thread: \(one), \(threads) threads: \(many)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [2, 3, 8])
    func partsGiveTheDocumentAndFindingsOfOneThread(threads: Int) throws {
        let bytes = Self.text((0..<2_000).map(Self.feature))
        Self.expectSameResult(bytes, threads: threads)
        let parts = try Self.parts(of: bytes, threads: threads)
        #expect(parts.started == Self.cuts(threads))
        #expect(parts.takenOver == parts.started)
        let document = try Self.decoder(threads: threads).decode(bytes)
        guard case .featureCollection(let collection)? = document.object else {
            Issue.record("not a collection")
            return
        }
        #expect(collection.features.map(\.id) == (0..<2_000).map { .string("u-\($0)") })
        // Each part's findings carry their element's index in the whole list.
        let withFindings = Set(document.diagnostics.map { Self.element(of: $0) })
        let expected: Set<Int?> = Set((0..<2_000).filter { $0 % 97 == 5 || $0 % 89 == 7 })
        #expect(withFindings == expected)
    }

    /// IDs sorted in the file (as a venue's UUIDs often are) make the first elements begin alike beyond the
    /// `"id": "`: the start of a later element is still recognised.
    @Test func sortedIDsDoNotHideTheStartsOfLaterElements() throws {
        let features = (0..<3_000).map { index in
            let id = String(repeating: "0", count: 6 - String(index).count) + String(index)
            return #"{"type": "Feature", "id": "\#(id)", "geometry": null, "properties": {"n": \#(index)}}"#
        }
        let bytes = Self.text(features)
        Self.expectSameResult(bytes, threads: 3)
        let parts = try Self.parts(of: bytes, threads: 3)
        #expect(parts.started == Self.cuts(3))
        #expect(parts.takenOver == parts.started)
    }

    /// A part runs on a worker thread, whose stack must hold the deepest nesting the decoder accepts.
    @Test func theDeepestNestingAcceptedIsParsedOnAPartsThread() throws {
        var features = (0..<600).map(Self.feature)
        let depth = JSONScanner.defaultMaximumDepth - 4
        features[500] = features[500].replacingOccurrences(
            of: #""rank": "#,
            with: #""deep": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + ", "
                + #""rank": "#)
        let bytes = Self.text(features)
        Self.expectSameResult(bytes, threads: 2)
        #expect(try Self.parts(of: bytes, threads: 2) == (started: Self.cuts(2), takenOver: Self.cuts(2)))
    }

    @Test func aListShorterThanTwoPartsStaysOnOneThread() throws {
        let bytes = Self.text((0..<2_000).map(Self.feature))
        #expect(bytes.count < 2 * ListParts.minimumBytes)
        #expect(try Self.parts(of: bytes, threads: 8, partBytes: ListParts.minimumBytes).started == 0)
    }

    @Test(arguments: [2, 4])
    func aSyntaxErrorInALaterPartIsTheErrorOfOneThread(threads: Int) throws {
        var features = (0..<2_000).map(Self.feature)
        features[1_900] = features[1_900].replacingOccurrences(of: #""rank": "#, with: #""rank": ,"#)
        let bytes = Self.text(features)
        Self.expectSameResult(bytes, threads: threads)
        #expect(throws: JSONSyntaxError.self) { try Self.decoder(threads: threads).decode(bytes) }
        do {
            _ = try Self.decoder(threads: threads).decode(bytes)
        } catch {
            #expect(error.path.components.prefix(2) == [.key("features"), .index(1_900)])
        }
    }

    @Test func aRepeatedGeoJSONMemberInALaterPartIsReadAgainWithAPlan() throws {
        var features = (0..<2_000).map(Self.feature)
        features[1_500] = features[1_500].replacingOccurrences(
            of: #""geometry": "#, with: #""geometry": null, "geometry": "#)
        features[1_800] = features[1_800].replacingOccurrences(of: #""rank": "#, with: #""rank": 1, "rank": "#)
        let bytes = Self.text(features)
        Self.expectSameResult(bytes, threads: 2)
        Self.expectSameResult(bytes, threads: 5)
        let diagnostics = try Self.decoder(threads: 2).decode(bytes).diagnostics
        #expect(diagnostics.filter { $0.rule == GeoJSONRule.duplicateMember }.count == 2)
    }

    @Test func elementsLeftOutCountInTheIndexesOfLaterParts() throws {
        var features = (0..<2_000).map(Self.feature)
        features[300] = "42"
        features[1_200] = "[1, 2]"
        features[1_990] = "null"
        let bytes = Self.text(features)
        Self.expectSameResult(bytes, threads: 4)
        let diagnostics = try Self.decoder(threads: 4).decode(bytes).diagnostics.filter {
            $0.rule == GeoJSONRule.notObject
        }
        #expect(diagnostics.map { Self.element(of: $0) } == [300, 1_200, 1_990])
    }

    /// Features whose properties hold objects that begin like the features themselves, after a comma: most
    /// guesses land inside a feature, and those parts are given up.
    @Test(arguments: [2, 3, 6])
    func wrongGuessesAreGivenUpWithTheSameResult(threads: Int) throws {
        let decoy = #"{"type": "Feature", "id": "decoy"}"#
        let features = (0..<1_500).map { index in
            #"{"type": "Feature", "id": \#(index), "geometry": null, "properties": {"copies": [0, "#
                + Array(repeating: decoy, count: 6).joined(separator: ", ") + "]}}"
        }
        let bytes =
            Array(#"{"type": "FeatureCollection", "features": ["#.utf8)
            + Array(features.joined(separator: ", ").utf8) + Array("]}".utf8)
        Self.expectSameResult(bytes, threads: threads)
        let parts = try Self.parts(of: bytes, threads: threads)
        #expect(parts.started == Self.cuts(threads))
        #expect(parts.takenOver < parts.started)
    }

    @Test func aFeatureThatIsNotInACollectionIsNeverSplit() throws {
        let bytes = Array(Self.feature(1).utf8)
        Self.expectSameResult(bytes, threads: 4)
        #expect(try Self.parts(of: bytes, threads: 4).started == 0)
    }

    @Test func aSecondFeaturesListIsSplitToo() throws {
        let features = (0..<1_000).map(Self.feature).joined(separator: ",")
        let bytes = Array(
            #"{"type": "FeatureCollection", "features": [\#(features)], "features": [\#(features)]}"#.utf8)
        Self.expectSameResult(bytes, threads: 3)
    }
}
