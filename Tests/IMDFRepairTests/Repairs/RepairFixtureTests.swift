import GeoJSON
import IMDFKit
import Testing

@testable import IMDFRepair

/// Each repair on the valid sample with its one defect put in: the finding is there before, the repair makes
/// it go away, only the edited bytes change, and a second run changes nothing.
@Suite struct RepairFixtureTests {
    /// Repairs `files` with `repair` alone and checks the contract of issue 17.
    func check(
        _ repair: any Repair, _ files: ArchiveFiles, file: String, expectedEdit: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let repairer = ArchiveRepairer(repairs: [repair])
        let outcome = repairer.repair(files)
        #expect(
            outcome.initialFindings.contains { repair.answers($0) }, "the defect is found",
            sourceLocation: sourceLocation)
        #expect(
            !outcome.remainingFindings.contains { repair.answers($0) }, "the rule no longer reports",
            sourceLocation: sourceLocation)
        #expect(outcome.changedPaths == [file], sourceLocation: sourceLocation)
        #expect(outcome.rounds.count == 1, sourceLocation: sourceLocation)
        // Bytes outside the edited ranges are unchanged: walk the edits in order over both versions.
        let old = try #require(files[file]?.bytes)
        let new = try #require(outcome.repaired[file]?.bytes)
        let edits = outcome.applied.flatMap(\.edits).sorted { $0.range.lowerBound < $1.range.lowerBound }
        var oldCursor = 0
        var newCursor = 0
        for edit in edits {
            let unchanged = edit.range.lowerBound - oldCursor
            #expect(
                old[oldCursor..<edit.range.lowerBound] == new[newCursor..<newCursor + unchanged],
                sourceLocation: sourceLocation)
            newCursor += unchanged + edit.replacement.count
            oldCursor = edit.range.upperBound
        }
        #expect(old[oldCursor...] == new[newCursor...], sourceLocation: sourceLocation)
        if let expectedEdit {
            #expect(
                edits.map { String(decoding: $0.replacement, as: UTF8.self) } == [expectedEdit],
                sourceLocation: sourceLocation)
        }
        // Only the file's findings of this rule went; every other finding is the same.
        let otherBefore = outcome.initialFindings.filter { !repair.answers($0) }
        let otherAfter = outcome.remainingFindings.filter { !repair.answers($0) }
        #expect(otherBefore.map(\.description) == otherAfter.map(\.description), sourceLocation: sourceLocation)
        // Idempotent.
        let second = repairer.repair(outcome.repaired)
        #expect(second.changedPaths.isEmpty, sourceLocation: sourceLocation)
        #expect(second.applied.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func ringWinding() throws {
        let files = try Fixtures.sample(changing: "unit.geojson") { locator in
            let ring = locator.range(of: ["features", 0, "geometry", "coordinates", 0])!
            let positions = locator.elements(ofArrayIn: ring)!
            return [
                SourceEdit(
                    range: positions.first!.lowerBound..<positions.last!.upperBound,
                    replacement: RingWindingRepair.reversing(positions, in: locator.bytes))
            ]
        }
        try check(RingWindingRepair(), files, file: "unit.geojson")
        // Reversing twice gives back the sample's bytes exactly: every number keeps its spelling.
        let outcome = ArchiveRepairer(repairs: [RingWindingRepair()]).repair(files)
        #expect(
            outcome.repaired["unit.geojson"]?.bytes
                == (try ArchiveSource.open(path: Fixtures.validSample))["unit.geojson"]?.bytes)
    }

    @Test func ringClosure() throws {
        let files = try Fixtures.sample(changing: "unit.geojson") { locator in
            let ring = locator.range(of: ["features", 2, "geometry", "coordinates", 0])!
            let positions = locator.elements(ofArrayIn: ring)!
            // Drop the closing position and the separator before it.
            return [
                SourceEdit(
                    range: positions[positions.count - 2].upperBound..<positions.last!.upperBound, replacement: [])
            ]
        }
        try check(RingClosureRepair(), files, file: "unit.geojson")
        let outcome = ArchiveRepairer(repairs: [RingClosureRepair()]).repair(files)
        #expect(
            outcome.repaired["unit.geojson"]?.bytes
                == (try ArchiveSource.open(path: Fixtures.validSample))["unit.geojson"]?.bytes)
    }

    @Test func displayPoint() throws {
        let files = try Fixtures.sample(changing: "unit.geojson") { locator in
            // Unit 0's display point set to unit 1's, which lies in another room.
            let other = locator.range(of: ["features", 1, "properties", "display_point", "coordinates"])!
            return SourceEdit.replace(
                ["features", 0, "properties", "display_point", "coordinates"], in: locator,
                with: String(decoding: locator.bytes[other], as: UTF8.self))
        }
        try check(DisplayPointRepair(), files, file: "unit.geojson")
    }

    @Test func plainLabels() throws {
        let files = try Fixtures.sample(changing: "unit.geojson") { locator in
            SourceEdit.replace(["features", 0, "properties", "name"], in: locator, with: "\"Caf\\u00e9 Plain\"")
        }
        try check(PlainLabelsRepair(), files, file: "unit.geojson", expectedEdit: "{\"en\": \"Caf\\u00e9 Plain\"}")
    }

    @Test func categorySpelling() throws {
        // "conferenceroom" written as "Conference-Room".
        let files = try Fixtures.sample(changing: "unit.geojson") { locator in
            SourceEdit.replace(["features", 2, "properties", "category"], in: locator, with: "\"Conference-Room\"")
        }
        try check(CategorySpellingRepair(), files, file: "unit.geojson", expectedEdit: "\"conferenceroom\"")
    }

    @Test func categoryThatIsAnotherWordIsLeft() throws {
        let files = try Fixtures.sample(changing: "unit.geojson") { locator in
            SourceEdit.replace(["features", 2, "properties", "category"], in: locator, with: "\"giftshop\"")
        }
        let outcome = ArchiveRepairer(repairs: [CategorySpellingRepair()]).repair(files)
        #expect(outcome.applied.isEmpty)
        #expect(outcome.remainingFindings.contains { $0.rule == "UnknownCategory" })
    }

    @Test func integralOrdinal() throws {
        let files = try Fixtures.sample(changing: "level.geojson") { locator in
            SourceEdit.replace(["features", 0, "properties", "ordinal"], in: locator, with: "-1.0")
        }
        try check(IntegralOrdinalRepair(), files, file: "level.geojson", expectedEdit: "-1")
    }

    @Test func fractionalOrdinalIsLeft() throws {
        let files = try Fixtures.sample(changing: "level.geojson") { locator in
            SourceEdit.replace(["features", 0, "properties", "ordinal"], in: locator, with: "-1.5")
        }
        let outcome = ArchiveRepairer(repairs: [IntegralOrdinalRepair()]).repair(files)
        #expect(outcome.applied.isEmpty)
    }

    @Test func trailingCommas() throws {
        let files = try Fixtures.sample(changing: "fixture.geojson") { locator in
            let features = locator.range(of: ["features"])!
            let last = locator.elements(ofArrayIn: features)!.last!
            let properties = locator.range(of: ["features", 0, "properties"])!
            return [
                SourceEdit(range: last.upperBound..<last.upperBound, replacement: ","),
                SourceEdit(range: properties.upperBound - 1..<properties.upperBound - 1, replacement: ", "),
            ]
        }
        let repair = TrailingCommaRepair()
        let outcome = ArchiveRepairer(repairs: [repair]).repair(files)
        #expect(outcome.initialFindings.contains { repair.answers($0) })
        #expect(!outcome.remainingFindings.contains { repair.answers($0) })
        // Only the two commas go; the space inserted before the `}` stays.
        let original = try ArchiveSource.open(path: Fixtures.validSample)["fixture.geojson"]!.bytes
        let repaired = outcome.repaired["fixture.geojson"]!.bytes
        #expect(repaired.count == original.count + 1)
        #expect(repaired.filter { $0 != 0x20 } == original.filter { $0 != 0x20 })
        #expect(outcome.remainingFindings.isEmpty)
        #expect(ArchiveRepairer(repairs: [repair]).repair(outcome.repaired).changedPaths.isEmpty)
    }

    @Test func otherSyntaxErrorsAreRefused() throws {
        let files = try Fixtures.sample(changing: "fixture.geojson") { locator in
            let features = locator.range(of: ["features"])!
            let last = locator.elements(ofArrayIn: features)!.last!
            return [SourceEdit(range: last.upperBound..<last.upperBound, replacement: ", nul")]
        }
        let outcome = ArchiveRepairer().repair(files)
        #expect(outcome.applied.isEmpty)
        #expect(outcome.remainingFindings.contains { $0.check == GeoJSONRule.jsonSyntax })
    }

    @Test func duplicatePositions() throws {
        let files = try Fixtures.sample(changing: "unit.geojson") { locator in
            let ring = locator.range(of: ["features", 1, "geometry", "coordinates", 0])!
            let positions = locator.elements(ofArrayIn: ring)!
            // Position 1 written twice, the second time with other spacing, and the closing position twice.
            let second = String(decoding: locator.bytes[positions[1]], as: UTF8.self)
            let last = String(decoding: locator.bytes[positions.last!], as: UTF8.self)
            return [
                SourceEdit(range: positions[1].upperBound..<positions[1].upperBound, replacement: ",  " + second),
                SourceEdit(range: positions.last!.upperBound..<positions.last!.upperBound, replacement: ", " + last),
            ]
        }
        try check(DuplicatePositionRepair(), files, file: "unit.geojson")
        let outcome = ArchiveRepairer(repairs: [DuplicatePositionRepair()]).repair(files)
        #expect(
            outcome.repaired["unit.geojson"]?.bytes
                == (try ArchiveSource.open(path: Fixtures.validSample))["unit.geojson"]?.bytes)
    }

    @Test func duplicateInATriangleIsLeft() throws {
        // A triangle with a repeated corner has five positions; without the repeat it still has four: repaired.
        // A ring of four with a repeat would keep three: not repaired (the ring would not stay valid).
        let files = try Fixtures.sample(changing: "unit.geojson") { locator in
            SourceEdit.replace(
                ["features", 1, "geometry", "coordinates", 0], in: locator,
                with: "[[-73.55, 45.5], [-73.549, 45.5], [-73.549, 45.5], [-73.55, 45.5]]")
        }
        let outcome = ArchiveRepairer(repairs: [DuplicatePositionRepair()]).repair(files)
        #expect(outcome.applied.isEmpty)
    }

    @Test func allRepairsTogether() throws {
        // Several defects in one file, some touching the same ring: the rounds apply them all.
        let files = try Fixtures.sample(changing: "unit.geojson") { locator in
            let ring = locator.range(of: ["features", 3, "geometry", "coordinates", 0])!
            let positions = locator.elements(ofArrayIn: ring)!
            let reversed = RingWindingRepair.reversing(Array(positions.dropLast()), in: locator.bytes)
            return SourceEdit.replace(["features", 0, "properties", "name"], in: locator, with: "\"Plain\"")
                + [SourceEdit(range: positions.first!.lowerBound..<positions.last!.upperBound, replacement: reversed)]
        }
        let outcome = ArchiveRepairer().repair(files)
        #expect(outcome.initialFindings.count >= 2)
        #expect(outcome.remainingFindings.isEmpty, "\(outcome.remainingFindings)")
        #expect(ArchiveRepairer().repair(outcome.repaired).changedPaths.isEmpty)
    }
}
