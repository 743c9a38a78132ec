import GeoJSON
import Testing

@testable import IMDFKit

/// One finding per defect: nothing inside ignored files, finer geometry findings folded into the stronger
/// error on the same geometry, unknown property keys once per file and key.
@Suite("Validation: one finding per defect")
struct OneFindingPerDefectTests {
    typealias F = ArchiveFixture

    /// A clockwise (RFC 7946-wrong) square, as an extension layer or a building might carry.
    static let clockwiseSquare =
        "[[[-73.5499, 45.50005], [-73.5499, 45.50015], [-73.5497, 45.50015], [-73.5497, 45.50005], [-73.5499, 45.50005]]]"

    @Test func anExtensionFileGetsOneInfoAndNothingElse() {
        var fixture = F.minimal
        fixture.files["enviroment.geojson"] = """
            {"type": "FeatureCollection", "features": [
            {"type": "Feature", "id": "x1", "feature_type": "enviroment_unit",
             "geometry": {"type": "Polygon", "coordinates": \(Self.clockwiseSquare)}, "properties": {}},
            {"type": "Feature", "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [1, 1], [0, 1]]]}, "properties": null}
            ]}
            """
        fixture.files["notes.geojson"] = "{\"type\": \"FeatureCollection\", \"features\": [,]}"
        let report = fixture.validate()
        let about = report.diagnostics.filter {
            $0.location.file == "enviroment.geojson" || $0.location.file == "notes.geojson"
        }
        #expect(about.map(\.rule) == ["ExtensionFileIgnored", "ExtensionFileIgnored"], "\(about)")
        #expect(about.allSatisfy { $0.severity == .info })
        #expect(report.passes(strict: true), "\(report.diagnostics)")
        // The library still has the layer and what decoding it found.
        let layer = fixture.archive().extensionFiles.first { $0.path == "enviroment.geojson" }
        #expect(layer?.document?.diagnostics.contains { $0.rule == GeoJSONRule.ringWinding } == true)
    }

    @Test func aBuildingGeometryThatMustBeNullCarriesItsWindingAsANote() {
        var fixture = F.minimal
        fixture.replace(
            in: "building.geojson", "\"feature_type\": \"building\", \"geometry\": null",
            with:
                "\"feature_type\": \"building\", \"geometry\": ⚠️{\"type\": \"Polygon\", \"coordinates\": \(Self.clockwiseSquare)}"
        )
        let report = fixture.validate()
        let onBuilding = report.diagnostics.filter { $0.location.file == "building.geojson" }
        #expect(onBuilding.map(\.rule) == ["GeometryMustMatchFeatureType"], "\(onBuilding)")
        let notes = onBuilding.first?.notes ?? []
        #expect(notes.count == 1)
        #expect(
            notes.first?.message
                == "1 finding of FileMustBeValidGeoJSON/geojson-ring-winding on this geometry left out: fixing this error changes it"
        )
        #expect(notes.first?.location.path?.description == "features[0].geometry.coordinates[0]")
    }

    @Test func errorsAreNeverFoldedAndOtherGeometriesKeepTheirFindings() {
        let strong = Diagnostic(
            severity: .error, rule: "RingMustNotSelfIntersect", message: "crosses",
            location: .init(
                file: "unit.geojson", line: 1, column: 1, path: ["features", 0, "geometry", "coordinates", 0]))
        let finerSame = Diagnostic(
            severity: .warning, rule: "FileMustBeValidGeoJSON", message: "winding",
            location: .init(
                file: "unit.geojson", line: 1, column: 2, path: ["features", 0, "geometry", "coordinates", 1]))
        let errorSame = Diagnostic(
            severity: .error, rule: "PositionMustBeInRange", message: "range",
            location: .init(
                file: "unit.geojson", line: 1, column: 3, path: ["features", 0, "geometry", "coordinates", 0, 2]))
        let finerOther = Diagnostic(
            severity: .warning, rule: "FileMustBeValidGeoJSON", message: "winding",
            location: .init(
                file: "unit.geojson", line: 2, column: 1, path: ["features", 1, "geometry", "coordinates", 0]))
        let propertiesSame = Diagnostic(
            severity: .warning, rule: "DisplayPointMustBeWithinFeature", message: "outside",
            location: .init(
                file: "unit.geojson", line: 1, column: 4, path: ["features", 0, "properties", "display_point"]))
        let otherFile = Diagnostic(
            severity: .warning, rule: "FileMustBeValidGeoJSON", message: "winding",
            location: .init(
                file: "level.geojson", line: 1, column: 2, path: ["features", 0, "geometry", "coordinates", 1]))
        var folded = [strong, finerSame, errorSame, propertiesSame, finerOther, otherFile]
        GeometryFindingFolding.fold(&folded)
        #expect(folded.map(\.message) == ["crosses", "range", "outside", "winding", "winding"])
        #expect(
            folded.first?.notes.map(\.message) == [
                "1 finding of FileMustBeValidGeoJSON on this geometry left out: fixing this error changes it"
            ])
    }

    @Test func anUnknownPropertyIsOneFindingPerFileAndKeyListingEveryFeature() {
        var fixture = F.minimal
        fixture.replace(
            in: "unit.geojson", "\"category\": \"room\",", with: "\"rotation\": 12, \"category\": \"room\",")
        fixture.replace(
            in: "unit.geojson", "\"category\": \"walkway\",", with: "\"rotation\": 0, \"category\": \"walkway\",")
        fixture.replace(
            in: "opening.geojson", "\"category\": \"pedestrian\",",
            with: "\"rotation\": 3, \"category\": \"pedestrian\",")
        let findings = fixture.validate(rules: [UnknownProperty()]).diagnostics
        #expect(findings.map(\.location.file) == ["opening.geojson", "unit.geojson"], "\(findings)")
        let opening = findings[0]
        let unit = findings[1]
        #expect(unit.message == "unit has property 'rotation', which is not in the IMDF unit table, on 2 unit features")
        #expect(
            unit.location.featureID == F.roomID && unit.location.path?.description == "features[0].properties.rotation")
        #expect(unit.featureIDs == [F.roomID, F.hallID])
        #expect(unit.notes.map(\.message) == ["the last unit with 'rotation'"])
        #expect(unit.notes.first?.location.featureID == F.hallID)
        #expect(opening.message == "opening has property 'rotation', which is not in the IMDF opening table")
        #expect(opening.featureIDs.isEmpty && opening.notes.isEmpty)
    }
}
