// libFuzzer harness: decoding the properties of every IMDF feature type (and the manifest) from
// arbitrary JSON, the way the archive reader does: through `JSONValueDecoder`.
//
// Decoding may fail with an error; it must never crash, hang or trap.

import GeoJSON
import IMDFKit

/// Every typed property set the archive reader decodes.
private let propertyTypes: [any (Decodable & Sendable).Type] = [
    IMDF.AddressProperties.self, IMDF.AmenityProperties.self, IMDF.AnchorProperties.self,
    IMDF.BuildingProperties.self, IMDF.DetailProperties.self, IMDF.FixtureProperties.self,
    IMDF.FootprintProperties.self, IMDF.GeofenceProperties.self, IMDF.KioskProperties.self,
    IMDF.LevelProperties.self, IMDF.OccupantProperties.self, IMDF.OpeningProperties.self,
    IMDF.RelationshipProperties.self, IMDF.SectionProperties.self, IMDF.UnitProperties.self,
    IMDF.VenueProperties.self, IMDF.Manifest.self,
]

private func decodeAll(_ value: JSONValue) {
    let decoder = JSONValueDecoder()
    for type in propertyTypes {
        _ = try? decoder.decode(type, from: value)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIMDFProperties(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    guard let value = try? JSONReader().value(from: bytes) else { return 0 }
    decodeAll(value)
    // A feature or a collection: decode each feature's properties too.
    if let document = try? GeoJSONDecoder().decode(bytes), let object = document.object {
        switch object {
        case .feature(let feature): decodeAll(feature.properties.map { .object($0) } ?? .null)
        case .featureCollection(let collection):
            for feature in collection.features { decodeAll(feature.properties.map { .object($0) } ?? .null) }
        case .geometry: break
        }
    }
    return 0
}
