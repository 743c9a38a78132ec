#if canImport(Glibc)
import Glibc
#endif
import Foundation
import GeoJSON
import Testing
@testable import IMDFKit

/// A long stream keeps memory flat: reading, locating and describing 200,000 fixes from an in-memory
/// source must not accumulate records.
@Suite("Track memory", .enabled(if: TrackTestSupport.locator != nil && residentBytes() != nil))
struct TrackMemoryTests {
    @Test func twoHundredThousandFixesKeepResidentMemoryFlat() throws {
        let locator = try #require(TrackTestSupport.locator)
        let describer = TrackDescriber(graph: locator.graph, languages: ["fr"])
        var tracker = TrackLocator(locator: locator)
        var reader = TrackReader(format: .ndjson)
        var records: [TrackRecord] = []
        let writer = JSONWriter()
        var written = 0, located = 0
        var baseline = 0
        let total = 200_000, chunkFixes = 1_000
        var chunk: [UInt8] = []
        for start in stride(from: 0, to: total, by: chunkFixes) {
            chunk.removeAll(keepingCapacity: true)
            for i in start..<(start + chunkFixes) {
                // A walk back and forth across the Ground Level and Mezzanine, a floor every third fix.
                let t = Double(i % 400) / 400
                let lon = -73.55112 + 0.0004 * t
                let lat = 45.50315 + 0.00012 * t
                let floor = i % 3 == 0 ? ",\"floor\":\(i / 400 % 2)" : ""
                chunk += Array("{\"time\":\(1_793_523_600 + i),\"lat\":\(lat),\"lon\":\(lon),\"accuracy\":5\(floor),\"id\":\(i)}\n".utf8)
            }
            chunk.withUnsafeBufferPointer { reader.read(chunk: $0, into: &records) }
            for record in records {
                let fix = tracker.locate(record)
                if fix.unit != nil { located += 1 }
                written += try writer.bytes(for: .object(describer.object(for: fix))).count
            }
            records.removeAll(keepingCapacity: true)
            if start == 20_000 { baseline = residentBytes() ?? 0 }
        }
        reader.finish(into: &records)
        let end = try #require(residentBytes())
        #expect(located > total / 2, "the generated walk is mostly inside units")
        #expect(written > total * 300)
        // 180,000 records of ~1 KB each would need ~180 MB if anything accumulated.
        #expect(end - baseline < 48 << 20, "resident memory grew by \((end - baseline) >> 20) MiB")
    }
}

/// Resident set size from `/proc/self/statm` (second field, in pages); `nil` where there is no `/proc`.
private func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
