// libFuzzer harness: the GeoJSON decoder and writer.
//
// Any input must decode (possibly with diagnostics) or throw a `JSONSyntaxError`. When an object
// decodes, writing it and decoding the output again must give an equal object: members, foreign
// members, numbers and the order of features survive.

import GeoJSON

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeoJSONDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    guard let document = try? GeoJSONDecoder().decode(bytes, file: "fuzz.geojson") else { return 0 }
    for diagnostic in document.diagnostics {
        // Resolving a location must stay inside the text.
        if let line = diagnostic.location.line { FuzzInput.require(line >= 1, "line \(line) < 1") }
    }
    guard let object = document.object else { return 0 }
    let written: [UInt8]
    do {
        written = try GeoJSONWriter().bytes(for: object)
    } catch {
        return 0  // a non-finite number cannot be written; documented
    }
    do {
        let reread = try GeoJSONDecoder().decode(written)
        FuzzInput.require(reread.object == object, "GeoJSON round trip changed the object")
    } catch {
        FuzzInput.fail("the decoder rejected the writer's output: \(error)")
    }
    return 0
}
