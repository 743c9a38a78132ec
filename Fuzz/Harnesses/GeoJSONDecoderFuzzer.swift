// libFuzzer harness: the GeoJSON decoder and writer, and the feature skim.
//
// Any input must decode (possibly with diagnostics) or throw a `JSONSyntaxError`. When an object
// decodes, writing it and decoding the output again must give an equal object: members, foreign
// members, numbers and the order of features survive.
//
// `FeatureSkim` (which `imdf where`, `show` and `levels` use to decode only part of a file) must never
// accept what the decoder rejects, and the bytes it reduces a file to (every other feature kept; every
// feature's properties projected) must still be JSON the decoder reads. Skipping those features in the file
// itself (`GeoJSONDecoder.skippedRanges`, what the one-shot commands decode) must read as blanking them.
//
// Where the skim vouches for what it read (a plain collection of certain features), it must be what the
// decoder reads: one feature per element, a plain geometry's extent the decoded geometry's, a collected
// string the property's value (what `imdf levels` counts from, `LevelCensus`).
//
// `diagnose` (what `imdf lint` runs: the findings without the document) must give exactly the findings
// `decode` gives, or the same syntax error; so must a decode that reads only some properties
// (`PropertySelection`, what `imdf track` runs), whose features hold exactly the selected members; and
// so must a decode that hands each feature over as it is read (what `IMDF.Archive` types properties from,
// `RawDocuments.onDemand`), whose features are the decoded collection's, in order, with their spans; and so
// must `decodeDeferringProperties`, whose features, their properties read back, are `decodeFeatureCollection`'s.

import GeoJSON

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeoJSONDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    let decoded = try? GeoJSONDecoder().decode(bytes, file: "fuzz.geojson")
    checkSkim(bytes, decoded: decoded)
    checkDiagnose(bytes, decoded: decoded)
    checkPropertySelection(bytes, decoded: decoded)
    checkHandOver(bytes, decoded: decoded)
    checkDeferredProperties(bytes)
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

/// A decode that hands features over against `decode` (see the header).
private func checkHandOver(_ bytes: [UInt8], decoded: GeoJSONDocument?) {
    var received: [Feature<JSONObject?>] = []
    let handedOver = try? GeoJSONDecoder().decode(
        bytes, file: "fuzz.geojson",
        receivingFeatures: { feature, index in
            FuzzInput.require(index == received.count, "a feature handed over out of order")
            received.append(feature)
        }, restart: { received.removeAll() })
    guard let document = decoded else {
        FuzzInput.require(handedOver == nil, "handing features over read a document the decoder rejected")
        return
    }
    guard let handedOver else { FuzzInput.fail("handing features over rejected a document the decoder read") }
    FuzzInput.require(handedOver.diagnostics == document.diagnostics, "handing features over found different things")
    guard case .featureCollection(let collection)? = document.object else { return }
    FuzzInput.require(
        received == collection.features && received.map(\.sourceRange) == collection.features.map(\.sourceRange),
        "the features handed over are not the decoded collection's")
}

/// `decodeDeferringProperties` against `decodeFeatureCollection` (see the header).
private func checkDeferredProperties(_ bytes: [UInt8]) {
    let eager = try? GeoJSONDecoder().decodeFeatureCollection(bytes, file: "fuzz.geojson")
    let deferred = try? GeoJSONDecoder().decodeDeferringProperties(bytes, file: "fuzz.geojson")
    FuzzInput.require((eager == nil) == (deferred == nil), "a deferred decode disagrees on whether it is JSON")
    guard let eager, let deferred else { return }
    FuzzInput.require(eager.diagnostics == deferred.diagnostics, "a deferred decode found different things")
    FuzzInput.require(
        eager.collection.features == deferred.collection.features.map(\.readingProperties),
        "deferred properties read back differently")
    for (feature, properties) in zip(eager.collection.features, deferred.collection.features.map(\.properties)) {
        guard let object = feature.properties, let properties else { continue }
        FuzzInput.require(properties.keys == object.keys, "deferred properties list other names")
        for key in object.keys {
            FuzzInput.require(properties[key] == object[key], "a deferred property read by name differs")
        }
    }
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
    let blanked = try? GeoJSONDecoder().decode(half)
    FuzzInput.require(blanked != nil, "the kept features are not JSON")
    var skipping = GeoJSONDecoder()
    skipping.skippedRanges = skim.skippedRanges { $0 % 2 == 0 }
    let skipped = try? skipping.decode(bytes)
    FuzzInput.require(skipped?.object == blanked?.object, "skipping and blanking the same features decode differently")
    FuzzInput.require(
        skipped?.diagnostics.map(\.message) == blanked?.diagnostics.map(\.message),
        "skipping and blanking the same features find differently")
    let projected = skim.projecting(keys: [0], keepsGeometry: false)
    FuzzInput.require((try? GeoJSONDecoder().decode(projected)) != nil, "the projected features are not JSON")
    checkCertainty(of: skim, decoded: decoded)
}

/// What a plain collection of certain features vouches for (see the header).
private func checkCertainty(of skim: FeatureSkim, decoded: GeoJSONDocument?) {
    guard skim.isPlainCollection, skim.elements.allSatisfy({ !$0.isUncertain }) else { return }
    guard case .featureCollection(let collection)? = decoded?.object else {
        FuzzInput.fail("a plain collection of certain features did not decode to a collection")
    }
    FuzzInput.require(collection.features.count == skim.elements.count, "features and elements differ in number")
    for (element, feature) in zip(skim.elements, collection.features) {
        if element.hasPlainGeometry {
            var extent: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
            let xy = feature.geometry?.allXY ?? []
            for index in stride(from: 0, to: xy.count - 1, by: 2) {
                let (x, y) = (xy[index], xy[index + 1])
                extent =
                    extent.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y)) } ?? (x, y, x, y)
            }
            let skimmed = element.extent.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] }
            FuzzInput.require(
                skimmed == extent.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] }, "a plain geometry's extent differs")
        }
        let levelIDs = skim.valueTexts(of: element, key: 0).map(skim.string)
        if let value = feature.properties?["level_id"], case .string(let text) = value {
            FuzzInput.require(levelIDs == [text], "a collected string differs from the property")
        }
    }
}

/// A decode that reads only some properties against the whole decode (see the header).
private func checkPropertySelection(_ bytes: [UInt8], decoded: GeoJSONDocument?) {
    var decoder = GeoJSONDecoder()
    decoder.propertySelection = PropertySelection(["level_id", "name", "a"])
    let selected = try? decoder.decode(bytes, file: "fuzz.geojson")
    FuzzInput.require((selected == nil) == (decoded == nil), "a selective decode disagrees on whether it is JSON")
    guard let selected, let decoded else { return }
    FuzzInput.require(selected.diagnostics == decoded.diagnostics, "a selective decode found different things")
    func features(_ document: GeoJSONDocument) -> [Feature<JSONObject?>] {
        if case .featureCollection(let collection)? = document.object { return collection.features }
        if case .feature(let feature)? = document.object { return [feature] }
        return []
    }
    let (whole, part) = (features(decoded), features(selected))
    FuzzInput.require(whole.count == part.count, "a selective decode has other features")
    for (full, reduced) in zip(whole, part) {
        let expected = full.properties.map { $0.members.filter { ["level_id", "name", "a"].contains($0.key) } }
        FuzzInput.require(reduced.properties?.members == expected, "a selective decode kept other members")
    }
}
