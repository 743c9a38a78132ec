// libFuzzer harness: the GeoJSON decoder and writer, and the feature skim.
//
// Any input must decode (possibly with diagnostics) or throw a `JSONSyntaxError`. When an object
// decodes, writing it and decoding the output again must give an equal object: members, foreign
// members, numbers and the order of features survive.
//
// `FeatureSkim` (which `imdf where`, `show` and `levels` use to decode only part of a file) must never
// accept what the decoder rejects, and the bytes it reduces a file to (every other feature kept; every
// feature's properties projected) must still be JSON the decoder reads.
//
// `diagnose` (what `imdf lint` runs: the findings without the document) must give exactly the findings
// `decode` gives, or the same syntax error.

import GeoJSON

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeoJSONDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    let decoded = try? GeoJSONDecoder().decode(bytes, file: "fuzz.geojson")
    checkSkim(bytes, decoded: decoded)
    checkDiagnose(bytes, decoded: decoded)
    guard let document = decoded else { return 0 }
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

/// `diagnose` against `decode` (see the header).
private func checkDiagnose(_ bytes: [UInt8], decoded: GeoJSONDocument?) {
    let diagnosed = Result { () throws(JSONSyntaxError) in try GeoJSONDecoder().diagnose(bytes, file: "fuzz.geojson") }
    switch (diagnosed, decoded) {
    case (.success(let findings), let document?):
        FuzzInput.require(findings == document.diagnostics, "diagnose and decode found different things")
    case (.failure(let error), nil):
        let decodeError = Result { () throws(JSONSyntaxError) in
            try GeoJSONDecoder().decode(bytes, file: "fuzz.geojson")
        }
        if case .failure(let expected) = decodeError {
            FuzzInput.require(
                error.message == expected.message && error.offset == expected.offset && error.path == expected.path,
                "diagnose and decode threw different syntax errors")
        }
    default:
        FuzzInput.fail("diagnose and decode disagree on whether the text is JSON")
    }
}

/// The skim's contract against the decoder (see the header).
private func checkSkim(_ bytes: [UInt8], decoded: GeoJSONDocument?) {
    guard let skim = FeatureSkim.skim(bytes, collecting: ["level_id", "unit_ids"], recordingMembers: true) else {
        return
    }
    FuzzInput.require(decoded != nil, "the skim read a document the decoder rejected")
    let half = skim.keeping { $0 % 2 == 0 }
    FuzzInput.require(half.count == bytes.count, "kept bytes changed length")
    FuzzInput.require((try? GeoJSONDecoder().decode(half)) != nil, "the kept features are not JSON")
    let projected = skim.projecting(keys: [0], keepsGeometry: false)
    FuzzInput.require((try? GeoJSONDecoder().decode(projected)) != nil, "the projected features are not JSON")
}
