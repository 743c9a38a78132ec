import GeoJSON
import IMDFTestSupport
import Testing

@testable import IMDFKit

@Suite("Venue graph")
struct VenueGraphTests {
    static let sample = Result { try IMDF.Archive(contentsOf: TestData.sampleVenue("HarbourviewQuay")) }

    @Test func levelsByOrdinalIsAMultimap() throws {
        let graph = VenueGraph(try Self.sample.get())
        #expect(graph.ordinals == [-1, 0, 1])
        let ground = graph.levels(withOrdinal: 0)
        #expect(ground.count == 3)  // two buildings' ground floors and the outdoor forecourt
        let outdoor = ground.filter { graph[$0].properties.isOutdoor == true }
        #expect(outdoor.count == 1)
        #expect(graph.buildings(of: outdoor[0]).isEmpty)
        #expect(graph.levels(withOrdinal: 7).isEmpty)
        #expect(graph.referenceProblems.isEmpty, "\(graph.referenceProblems)")
    }

    @Test func everyUnitHasItsLevelAndBuilding() throws {
        let archive = try Self.sample.get()
        let graph = VenueGraph(archive)
        var seen = 0
        for level in graph.handles(of: IMDF.LevelProperties.self) {
            for unit in graph.units(on: level) {
                #expect(graph.level(of: unit) == level)
                #expect(graph[unit].properties.levelID == graph[level].featureID)
                seen += 1
            }
        }
        #expect(seen == archive.units.count)
    }

    @Test func occupantReachesUnitAndLevelThroughItsAnchor() throws {
        let graph = VenueGraph(try Self.sample.get())
        let occupants = graph.handles(of: IMDF.OccupantProperties.self)
        let cafe = try #require(occupants.first { graph[$0].properties.name?["en"] == "Café du Quai" })
        let anchor = try #require(graph.anchor(of: cafe))
        let unit = try #require(graph.unit(of: cafe))
        #expect(graph.unit(of: anchor) == unit)
        #expect(graph[unit].properties.name?["en"] == "Café du Quai")
        #expect(graph.occupants(in: unit).contains(cafe))
        let level = try #require(graph.level(of: cafe))
        #expect(graph[level].properties.ordinal == 0)
        #expect(graph.occupants(on: level).contains(cafe))
    }

    @Test func multiLevelAmenitiesLinkUnitsOnSeveralLevels() throws {
        let graph = VenueGraph(try Self.sample.get())
        let lifts = graph.handles(of: IMDF.AmenityProperties.self).filter { graph[$0].properties.category == .elevator }
        #expect(!lifts.isEmpty)
        for lift in lifts {
            let units = graph.units(of: lift)
            #expect(units.count == graph[lift].properties.unitIDs?.count)
            let ordinals = Set(units.compactMap { graph.level(of: $0).flatMap { graph[$0].properties.ordinal } })
            #expect(ordinals.count == units.count, "a lift lists one unit per level")
            for unit in units { #expect(graph.amenities(in: unit).contains(lift)) }
        }
    }

    @Test func buildingsHaveFootprintsAndLevels() throws {
        let graph = VenueGraph(try Self.sample.get())
        for building in graph.handles(of: IMDF.BuildingProperties.self) {
            #expect(!graph.footprints(of: building).isEmpty)
            #expect(!graph.levels(in: building).isEmpty)
        }
    }

    @Test func unresolvedAndWrongTypeReferencesAreRecorded() {
        var fixture = ArchiveFixture.minimal
        // The anchor points at a level instead of a unit; the amenity at an ID nobody has.
        fixture.replace(
            in: "anchor.geojson", "\"unit_id\": \"\(ArchiveFixture.roomID)\"",
            with: "\"unit_id\": \"\(ArchiveFixture.levelID)\"")
        fixture.replace(
            in: "amenity.geojson", "\"unit_ids\": [\"\(ArchiveFixture.hallID)\"]",
            with: "\"unit_ids\": [\"\(ArchiveFixture.hallID)\", \"00000000-0000-4000-8000-000000000000\"]")
        let graph = VenueGraph(fixture.archive())
        #expect(graph.referenceProblems.count == 2)
        let wrongType = graph.referenceProblems.first { $0.source.type == .anchor }
        #expect(wrongType?.expectedType == .unit)
        #expect(wrongType?.foundType == .level)
        #expect(wrongType?.path == ["properties", "unit_id"])
        let missing = graph.referenceProblems.first { $0.source.type == .amenity }
        #expect(missing?.foundType == nil)
        #expect(missing?.path == ["properties", "unit_ids", 1])
        // The resolvable part of the amenity still links.
        let amenity = VenueGraph.AmenityHandle(0)
        #expect(graph.units(of: amenity).count == 1)
        #expect(graph.anchors(in: VenueGraph.UnitHandle(0)).isEmpty)
    }

    /// The ID index keeps one handle per ID and a side table for duplicates: a reference must still find
    /// the feature of its type when a feature of another type, earlier in archive order, has the same ID.
    @Test func duplicateIDsAcrossTypesStillResolveByType() {
        var fixture = ArchiveFixture.minimal
        // The anchor (indexed before units) takes the room's ID: the anchor's unit_id now names both.
        fixture.replace(
            in: "anchor.geojson", "\"id\": \"\(ArchiveFixture.anchorID)\"", with: "\"id\": \"\(ArchiveFixture.roomID)\""
        )
        let graph = VenueGraph(fixture.archive())
        let room = FeatureID(ArchiveFixture.roomID)
        let anchor = AnyFeatureHandle(type: .anchor, index: 0)
        #expect(graph.handle(for: room) == anchor)
        #expect(graph.handles(for: room).map(\.type) == [.anchor, .unit])
        #expect(graph.duplicateHandlesByID.count == 1)
        #expect(graph.duplicateHandlesByID[room] == graph.handles(for: room))
        #expect(graph.handle(for: room, as: IMDF.UnitProperties.self).map { graph[$0].featureID } == room)
        #expect(graph.handle(for: room, as: IMDF.AnchorProperties.self) == VenueGraph.AnchorHandle(0))
        #expect(graph.handle(for: room, as: IMDF.LevelProperties.self) == nil)
        // The anchor still lies in the room; the occupant's anchor_id now names nothing of type anchor.
        #expect(graph.unit(of: VenueGraph.AnchorHandle(0)).map { graph[$0].featureID } == room)
        let occupantProblem = graph.referenceProblems.first { $0.source.type == .occupant }
        #expect(occupantProblem?.foundType == nil)
        #expect(graph.handles(for: FeatureID(ArchiveFixture.levelID)).count == 1)
        #expect(graph.handles(for: FeatureID("00000000-0000-4000-8000-000000000000")).isEmpty)
    }

    /// `linkToLevel` remembers resolved level IDs: a repeated unresolvable level_id must still be recorded
    /// once per feature, and a repeated resolvable one must still link every feature.
    @Test func repeatedLevelReferencesAreEachResolvedOrRecorded() {
        var fixture = ArchiveFixture.minimal
        let missing = "00000000-0000-4000-8000-00000000aaaa"
        fixture.replace(
            in: "unit.geojson", "\"level_id\": \"\(ArchiveFixture.levelID)\"", with: "\"level_id\": \"\(missing)\"")
        fixture.replace(
            in: "unit.geojson", "\"level_id\": \"\(ArchiveFixture.levelID)\"", with: "\"level_id\": \"\(missing)\"")
        let graph = VenueGraph(fixture.archive())
        let unitProblems = graph.referenceProblems.filter { $0.source.type == .unit }
        #expect(unitProblems.map(\.source.index) == [0, 1])
        #expect(unitProblems.allSatisfy { $0.target == FeatureID(missing) && $0.path == ["properties", "level_id"] })
        // The openings still name the real level, each linked.
        let level = VenueGraph.LevelHandle(0)
        #expect(graph.openings(on: level).count == fixture.archive().openings.count)
        #expect(graph.units(on: level).isEmpty)
    }

    @Test(.enabled(if: TestData.hasSharedData)) func realArchivesLink() throws {
        let minimal = VenueGraph(try IMDF.Archive(contentsOf: try #require(TestData.sharedArchive("minimal-ja"))))
        // minimal-ja: one occupant's anchor_id does not resolve.
        let unresolved = minimal.referenceProblems.filter { $0.source.type == .occupant }
        #expect(unresolved.count == 1)
        #expect(unresolved.first?.foundType == nil)
        #expect(minimal.ordinals == [-1, 0, 1])

        let roomfinder = VenueGraph(
            try IMDF.Archive(contentsOf: try #require(TestData.sharedArchive("roomfinder-seamans"))))
        // roomfinder: 4 anchors reference unit ids that do not exist; 5 duplicate ids.
        #expect(
            roomfinder.referenceProblems.filter { $0.source.type == .anchor && $0.expectedType == .unit }.count == 4)
        #expect(roomfinder.duplicateHandlesByID.count == 5)
        #expect(
            roomfinder.duplicateHandlesByID.values.allSatisfy {
                $0.count > 1 && roomfinder.handles(for: roomfinder.id(of: $0[0])!) == $0
            })

        let polymap = VenueGraph(try IMDF.Archive(contentsOf: try #require(TestData.sharedArchive("polymap-spbpu"))))
        #expect(polymap.ordinals == [0, 1, 2, 3, 4, 5])
        let levelsInTwoBuildings = polymap.handles(of: IMDF.LevelProperties.self).flatMap { polymap.buildings(of: $0) }
        #expect(Set(levelsInTwoBuildings).count == 2)
        let linked = polymap.handles(of: IMDF.OccupantProperties.self).filter { polymap.unit(of: $0) != nil }
        #expect(linked.count > 200)
    }
}
