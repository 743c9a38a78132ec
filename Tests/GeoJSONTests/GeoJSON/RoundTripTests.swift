import Foundation
import Testing

@testable import GeoJSON

@Suite("GeoJSON round trips on shared data")
struct RoundTripTests {
    static var sharedFiles: [URL] {
        guard let shared = TestSupport.sharedFolder else { return [] }
        var files = [shared.appendingPathComponent("bench/canada.json")]
        let data = shared.appendingPathComponent("imdf-data")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: data.path)) ?? []
        for folder in folders.sorted() {
            let names =
                (try? FileManager.default.contentsOfDirectory(atPath: data.appendingPathComponent(folder).path)) ?? []
            for name in names.sorted() where name.hasSuffix(".geojson") {
                files.append(data.appendingPathComponent(folder).appendingPathComponent(name))
            }
        }
        return files.filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    @Test("decode → write → decode is equal, every double bit-identical", arguments: sharedFiles)
    func roundTrip(file: URL) throws {
        let bytes = Array(try Data(contentsOf: file))
        let document: GeoJSONDocument
        do {
            document = try GeoJSONDecoder().decode(bytes, file: file.lastPathComponent)
        } catch {
            return  // Shared files that are not JSON are not this test's business.
        }
        let object = try #require(document.object, "\(file.lastPathComponent) is not GeoJSON")
        let written = try GeoJSONWriter().bytes(for: object)
        let again = try GeoJSONDecoder().decode(written)
        #expect(again.object == object)
        #expect(again.diagnostics.map(\.rule) == document.diagnostics.map(\.rule))
        #expect(bitPatterns(again.object) == bitPatterns(object))
    }

    @Test func canadaHasTheKnownShape() throws {
        guard let shared = TestSupport.sharedFolder else { return }
        let bytes = Array(try Data(contentsOf: shared.appendingPathComponent("bench/canada.json")))
        let result = try GeoJSONDecoder().decodeFeatureCollection(bytes)
        guard case .polygon(let polygon) = result.collection.features.first?.geometry else {
            Issue.record("no polygon")
            return
        }
        #expect(polygon.rings.count == 480)
        #expect(polygon.storage.count == 55_563)
        #expect(polygon.xy.first == -65.613616999999977)
        #expect(!result.diagnostics.hasErrors)
    }

    func bitPatterns(_ object: GeoJSONObject?) -> [UInt64] {
        func geometryBits(_ geometry: Geometry?) -> [UInt64] {
            guard let geometry else { return [] }
            var bits = geometry.allXY.map(\.bitPattern)
            switch geometry {
            case .point(let point): bits += point.position.numbersAfterLatitude.map(\.bitPattern)
            case .multiPoint(let value): bits += value.storage.extras.map(\.bitPattern)
            case .lineString(let value): bits += value.storage.extras.map(\.bitPattern)
            case .multiLineString(let value): bits += value.storage.extras.map(\.bitPattern)
            case .polygon(let value): bits += value.storage.extras.map(\.bitPattern)
            case .multiPolygon(let value): bits += value.storage.extras.map(\.bitPattern)
            case .geometryCollection(let value): bits += value.geometries.flatMap { geometryBits($0) }
            }
            return bits
        }
        switch object {
        case .featureCollection(let collection): return collection.features.flatMap { geometryBits($0.geometry) }
        case .feature(let feature): return geometryBits(feature.geometry)
        case .geometry(let geometry): return geometryBits(geometry)
        case nil: return []
        }
    }
}
