import GeoJSON
import IMDFKit
import IMDFTestSupport
import Testing

/// Decoding and locating from many tasks at once: the graph and locator are immutable values
/// shared between tasks, and every decode builds its own archive. Run under ThreadSanitizer with
/// `swift test --sanitize=thread --filter Concurrency` (see Documentation/Robustness.md).
@Suite struct ConcurrencyTests {
    /// A fix at the middle of every unit of the archive.
    static func unitCentres(_ archive: IMDF.Archive) -> [Fix] {
        archive.units.compactMap { unit in
            guard let bounds = unit.geometry?.planarArea?.bounds else { return nil }
            return Fix(
                latitude: (bounds.minY + bounds.maxY) / 2, longitude: (bounds.minX + bounds.maxX) / 2,
                horizontalAccuracy: 5)
        }
    }

    /// What one task sees: the best unit's identifier for each fix, in order.
    static func answers(_ locator: Locator, _ fixes: [Fix]) -> [String] {
        fixes.map { fix in
            guard let result = try? locator.locate(fix) else { return "error" }
            return result.matches.first.map { "\(locator.graph[$0.unit].id.map { "\($0)" } ?? "?")" } ?? "none"
        }
    }

    @Test func decodeAndLocateConcurrently() async throws {
        let path = TestData.sampleVenue("HarbourviewQuay")
        let archive = try IMDF.Archive(contentsOf: path)
        let locator = Locator(graph: VenueGraph(archive))
        let fixes = Self.unitCentres(archive)
        #expect(fixes.count >= 5)
        let expected = Self.answers(locator, fixes)
        let expectedReport = Validator().validate(archive).diagnostics.count

        let results = try await withThrowingTaskGroup(of: (answers: [String], units: Int, findings: Int).self) {
            group in
            for task in 0..<8 {
                group.addTask {
                    // Every task decodes its own copy (the zip or the directory) and validates it...
                    let own = try IMDF.Archive(contentsOf: task.isMultiple(of: 2) ? path : path + ".zip")
                    let findings = Validator().validate(own).diagnostics.count
                    // ...and locates with the one shared locator.
                    var answers: [String] = []
                    for _ in 0..<3 { answers = Self.answers(locator, fixes) }
                    return (answers, own.units.count, findings)
                }
            }
            var collected: [(answers: [String], units: Int, findings: Int)] = []
            for try await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == 8)
        for result in results {
            #expect(result.answers == expected)
            #expect(result.units == archive.units.count)
            #expect(result.findings == expectedReport)
        }
    }

    /// One archive whose raw documents are deferred (`RawDocuments.onDemand`), read by 8 tasks at once: raw
    /// features from their own bytes, whole documents parsed by whichever task comes first, validation.
    /// Each task sees what an archive with its documents up front gives.
    @Test func rawDocumentsOnDemandAreSharedSafely() async throws {
        let path = TestData.sampleVenue("HarbourviewQuay")
        let reference = try IMDF.Archive(contentsOf: path, rawDocuments: .upFront)
        let handles = reference.allHandles
        let expectedRaw = handles.map { reference.rawFeature($0) }
        let expectedFindings = Validator().validate(reference).diagnostics
        let expectedUnits = reference.file(for: .unit)?.collection?.features
        let shared = try IMDF.Archive(contentsOf: path, rawDocuments: .onDemand)
        let outcomes = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    let raw = handles.map { shared.rawFeature($0) } == expectedRaw
                    let units = shared.file(for: .unit)?.collection?.features == expectedUnits
                    let findings =
                        task.isMultiple(of: 2) ? Validator().validate(shared).diagnostics == expectedFindings : true
                    return raw && units && findings
                }
            }
            var all: [Bool] = []
            for await outcome in group { all.append(outcome) }
            return all
        }
        #expect(outcomes == Array(repeating: true, count: 8))
    }
}
