import GeoJSON
import Synchronization

/// Turns archive files into `IMDF.Archive` contents: parse, then decode typed properties per feature.
struct ArchiveDecoder {
    /// On the calling thread only: the files are decoded on every core already, one per thread.
    private let geoJSONDecoder = {
        var decoder = GeoJSONDecoder()
        decoder.maximumConcurrency = 1
        return decoder
    }()
    private let recorder = IMDF.PropertyFindingRecorder()
    /// The properties read of each feature type (``PropertySelection``); all of them for a type not listed.
    var selections: [IMDF.FeatureType: PropertySelection] = [:]
    /// Whether feature files keep their raw document, or type each feature as it is read and defer it.
    var rawDocuments: IMDF.Archive.RawDocuments = .upFront

    /// Below this many bytes in all, files are decoded one after another: threads would cost more than
    /// they save (the one-shot CLI on a small venue).
    static let concurrencyThreshold = 4 << 20

    /// Decodes every file into its own partial archive, in parallel for large archives, and returns the
    /// parts in file order.
    ///
    /// Each file is decoded independently (its own recorder, its own diagnostics), largest first so the
    /// biggest file does not start last; the order of the parts, and so of every diagnostic, is the
    /// files' order whatever the scheduling.
    static func decodeFiles(
        _ files: [ArchiveFile], root: String, kind: ArchiveFiles.Kind,
        selections: [IMDF.FeatureType: PropertySelection] = [:], rawDocuments: IMDF.Archive.RawDocuments = .upFront,
        concurrencyThreshold: Int = concurrencyThreshold, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> [IMDF.Archive] {
        let decodedCount = Mutex(0)
        @Sendable func decodeOne(_ file: ArchiveFile) -> IMDF.Archive {
            var part = IMDF.Archive(root: root, kind: kind)
            var decoder = ArchiveDecoder()
            decoder.selections = selections
            decoder.rawDocuments = rawDocuments
            decoder.decode(file, into: &part)
            if let progress {
                progress(
                    decodedCount.withLock { count in
                        count += 1
                        return count
                    }, files.count)
            }
            return part
        }
        let totalBytes = files.reduce(0) { $0 + $1.bytes.count }
        return ConcurrentWork.map(sizes: files.map(\.bytes.count), concurrently: totalBytes >= concurrencyThreshold) {
            decodeOne(files[$0])
        }
    }

    mutating func decode(_ file: ArchiveFile, into archive: inout IMDF.Archive) {
        let role = Self.role(of: file.path)
        var record = IMDF.FileRecord(
            path: file.path, role: role, source: SourceText(bytes: file.bytes, fileName: file.path))
        record.unreadSize = file.unreadSize
        switch role {
        case .other:
            break
        case .manifest:
            do {
                let value = try JSONReader().value(from: file.bytes)
                record.manifestJSON = value
                archive.manifest = decodeManifest(value, record: record, archive: &archive)
            } catch {
                record.syntaxError = error
                archive.diagnostics.append(error.diagnostic(in: record.source))
            }
        case .features(let type) where rawDocuments == .onDemand:
            decodeTyped(type, record: &record, reduction: file.reduction, into: &archive)
        case .features(let type):
            if parse(&record, reduction: file.reduction, selecting: selections[type], archive: &archive) {
                decodeFeatures(of: type, record: record, into: &archive)
            }
        case .extensionFeatures:
            // Kept for programs that read extension layers, but not read as IMDF: what its decoding found
            // stays on its record (`document?.diagnostics`, `syntaxError`), out of the archive's findings.
            var findings: [Diagnostic] = []
            _ = parse(&record, into: &findings)
        }
        archive.files.append(record)
    }

    /// Parses a `.geojson` file, adding what the decoder found to the archive's diagnostics; false when it
    /// is not JSON or not a feature collection.
    ///
    /// - Parameter reduction: What to decode of the record's bytes, when not all of them (``ArchiveFile/reduction``).
    private func parse(
        _ record: inout IMDF.FileRecord, reduction: ArchiveFile.Reduction? = nil,
        selecting selection: PropertySelection? = nil, archive: inout IMDF.Archive
    ) -> Bool {
        parse(&record, reduction: reduction, selecting: selection, into: &archive.diagnostics)
    }

    /// Parses a `.geojson` file, adding what the decoder found to `findings`; false when it is not JSON or
    /// not a feature collection.
    private func parse(
        _ record: inout IMDF.FileRecord, reduction: ArchiveFile.Reduction? = nil,
        selecting selection: PropertySelection? = nil, into findings: inout [Diagnostic]
    ) -> Bool {
        var decoder = geoJSONDecoder
        decoder.propertySelection = selection
        let bytes = decoder.reading(record.source.bytes, reducedBy: reduction)
        do {
            let document = try decoder.decode(bytes, file: record.path)
            record.document = document
            findings.append(contentsOf: document.diagnostics)
            return record.collection != nil
        } catch {
            record.syntaxError = error
            findings.append(error.diagnostic(in: record.source))
            return false
        }
    }

    private func decodeManifest(
        _ value: JSONValue, record: IMDF.FileRecord, archive: inout IMDF.Archive
    ) -> IMDF.Manifest? {
        guard value.objectValue != nil else { return nil }
        let manifest = IMDF.Manifest(PropertyReader(value, recorder: recorder))
        for finding in recorder.takeFindings() {
            let offset = record.source.offset(of: finding.path, in: 0..<record.source.bytes.count) ?? 0
            archive.propertyFindings.append(
                Diagnostic(
                    severity: .warning, rule: "tolerated-property", message: finding.message,
                    location: record.location(ofByteOffset: offset, path: finding.path)))
        }
        return manifest
    }

    private func decodeFeatures(of type: IMDF.FeatureType, record: IMDF.FileRecord, into archive: inout IMDF.Archive) {
        guard let collection = record.collection else { return }
        // Specialised per type (`FeatureType.accept`), so the loop pays no generic metadata lookups per feature.
        struct Typing: FeatureTypeVisitor {
            let decoder: ArchiveDecoder
            let collection: FeatureCollection<JSONObject?>
            let record: IMDF.FileRecord
            var archive: IMDF.Archive

            mutating func visit<Properties: IMDFProperties & PropertyObject>(_: Properties.Type) {
                archive[keyPath: Properties.archiveFeatures] = decoder.decode(
                    collection, record: record, archive: &archive)
            }
        }
        var typing = Typing(
            decoder: self, collection: collection, record: record, archive: IMDF.Archive(root: "", kind: .directory))
        swap(&typing.archive, &archive)
        type.accept(&typing)
        swap(&typing.archive, &archive)
    }

    /// Decodes every feature's properties as `Properties`, keeping every feature (one index per feature of
    /// the file) and recording what was tolerated.
    /// Properties are read straight from each feature's `JSONObject` by `PropertyReader`, the same reader
    /// the types' `Decodable` initialisers use, without the `Decoder` machinery.
    fileprivate func decode<Properties: PropertyObject & Sendable>(
        _ collection: FeatureCollection<JSONObject?>, record: IMDF.FileRecord, archive: inout IMDF.Archive
    ) -> [Feature<Properties>] {
        var result: [Feature<Properties>] = []
        result.reserveCapacity(collection.features.count)
        // The raw features are read in place: a loop variable would be a copy of each, every reference
        // in it retained and released again (atomic operations, most of this loop's cost besides reading).
        collection.features.withUnsafeBufferPointer { features in
            for index in features.indices {
                let properties = Properties(PropertyReader(features[index].properties, recorder: recorder))
                result.append(features[index].replacingProperties(with: consume properties))
                let found = recorder.takeFindings()
                if !found.isEmpty {
                    Self.locate(found, of: features[index], index: index, in: record, into: &archive.propertyFindings)
                }
            }
        }
        return result
    }

    /// The tolerated-property findings of one feature, located from its own span (the raw feature's, which
    /// the typed one keeps).
    fileprivate static func locate<Properties>(
        _ found: [IMDF.PropertyFinding], of feature: borrowing Feature<Properties>, index: Int,
        in file: IMDF.FileRecord, into findings: inout [Diagnostic]
    ) {
        for finding in found {
            findings.append(
                Diagnostic(
                    severity: .warning, rule: "tolerated-property", message: finding.message,
                    location: file.location(
                        ofFeature: index, spanning: feature.sourceRange,
                        path: JSONPath([.key("properties")] + finding.path.components),
                        featureID: feature.id?.description)))
        }
    }

    /// Decodes a feature file typing each feature as the parser hands it over (``RawDocuments/onDemand``):
    /// the same features, diagnostics and findings as ``parse(_:reduction:selecting:archive:)`` then
    /// ``decodeFeatures(of:record:into:)``, with no raw tree kept; the record's document is deferred.
    private func decodeTyped(
        _ type: IMDF.FeatureType, record: inout IMDF.FileRecord, reduction: ArchiveFile.Reduction?,
        into archive: inout IMDF.Archive
    ) {
        var decoder = geoJSONDecoder
        decoder.propertySelection = selections[type]
        let bytes = decoder.reading(record.source.bytes, reducedBy: reduction)
        var typing = TypedFileDecoding(
            decoder: decoder, recorder: recorder, bytes: bytes, record: record,
            archive: IMDF.Archive(root: "", kind: .directory))
        swap(&typing.archive, &archive)
        type.accept(&typing)
        swap(&typing.archive, &archive)
        record = typing.record
    }

    /// The role a path plays in the archive layout (spec §1.1).
    static func role(of path: String) -> IMDF.FileRecord.Role {
        if path == "manifest.json" { return .manifest }
        guard path.hasSuffix(".geojson") else { return .other }
        let stem = String(path.dropLast(".geojson".count))
        if let type = IMDF.FeatureType(rawValue: stem) { return .features(type) }
        return .extensionFeatures
    }
}

/// One feature file typed as it is read (`ArchiveDecoder.decodeTyped`), specialised per properties type.
private struct TypedFileDecoding: FeatureTypeVisitor {
    let decoder: GeoJSONDecoder
    let recorder: IMDF.PropertyFindingRecorder
    let bytes: [UInt8]
    /// The file's record: its document deferred once decoded, or its syntax error.
    var record: IMDF.FileRecord
    /// The archive the file is decoded into: its features, diagnostics and findings.
    var archive: IMDF.Archive

    mutating func visit<Properties: IMDFProperties & PropertyObject>(_: Properties.Type) {
        var features: [Feature<Properties>] = []
        var findings: [Diagnostic] = []
        // Read by the closure below, once per feature: a `let` copy, so that reading it copies nothing.
        let file = record
        let recorder = recorder
        let bytes = bytes
        do {
            let document = try decoder.decode(
                bytes, file: file.path,
                receivingFeatures: { feature, index in
                    // Reserved as a decoded collection's list is (`GeoJSONParser.parseFeatureList`).
                    if index == GeoJSONDecoder.featureSampleCount, let end = feature.sourceRange?.lowerBound,
                        let start = features.first?.sourceRange?.lowerBound
                    {
                        features.reserveCapacity(
                            GeoJSONDecoder.estimatedFeatureCount(
                                sampled: index, sampledBytes: end - start, remainingBytes: bytes.count - end))
                    }
                    let properties = Properties(PropertyReader(feature.properties, recorder: recorder))
                    let found = recorder.takeFindings()
                    if !found.isEmpty {
                        ArchiveDecoder.locate(found, of: feature, index: index, in: file, into: &findings)
                    }
                    features.append(feature.replacingProperties(with: consume properties))
                },
                restart: {
                    features.removeAll()
                    findings.removeAll()
                })
            archive.diagnostics += document.diagnostics
            let isCollection: Bool
            if case .featureCollection = document.object { isCollection = true } else { isCollection = false }
            record.deferDocument(
                IMDF.FileRecord.DeferredDocument(
                    bytes: bytes, file: file.path, selection: decoder.propertySelection,
                    skippedRanges: decoder.skippedRanges),
                isCollection: isCollection)
            // A root object that turned out not to be a collection may have handed features over: an
            // up-front decode types none of them.
            guard isCollection else { return }
            features.giveBackSpareCapacity()
            archive.propertyFindings += findings
            archive[keyPath: Properties.archiveFeatures] = features
        } catch {
            record.syntaxError = error
            archive.diagnostics.append(error.diagnostic(in: file.source))
        }
    }

}

extension GeoJSONDecoder {
    /// The bytes to decode of a file reduced by `reduction` (``ArchiveFile/reduction``), with the ranges to
    /// skip in them set on the decoder: the reduced copy, or the file's own bytes.
    fileprivate mutating func reading(_ bytes: [UInt8], reducedBy reduction: ArchiveFile.Reduction?) -> [UInt8] {
        switch reduction {
        case nil:
            return bytes
        case .bytes(let reduced):
            return reduced
        case .skipping(let ranges):
            skippedRanges = ranges
            return bytes
        }
    }
}
