import GeoJSON
import Synchronization

extension IMDF.FileRecord {
    /// A feature file's GeoJSON document, parsed when it is first asked for, once, whichever thread asks.
    ///
    /// An archive opened with ``IMDF/Archive/RawDocuments/onDemand`` types every feature while reading it
    /// and keeps no JSON tree of its properties (the largest part of an open archive's memory). What keeps
    /// the raw document within reach is this: the bytes it was decoded from (shared with the record's
    /// ``IMDF/FileRecord/source`` unless a reader decoded a reduced copy) and how they were read.
    final class DeferredDocument: Sendable {
        /// The bytes the features were typed from: the file's own, or the reduced copy it was decoded from.
        let bytes: [UInt8]
        /// The file name for the document's findings.
        let file: String
        /// The properties read when the file was typed, so that the raw document holds the same members.
        let selection: PropertySelection?
        /// The ranges of the bytes skipped when the file was typed (features a reader left out), so that the raw
        /// document holds the same features.
        let skippedRanges: [Range<Int>]
        private let parsed = Mutex<GeoJSONDocument?>(nil)

        init(bytes: [UInt8], file: String, selection: PropertySelection?, skippedRanges: [Range<Int>] = []) {
            self.bytes = bytes
            self.file = file
            self.selection = selection
            self.skippedRanges = skippedRanges
        }

        /// A decoder that reads what the file was typed from: the document skipping the same ranges, a span
        /// alone (offsets of its own) skipping none.
        private func decoder(skipping: Bool) -> GeoJSONDecoder {
            var decoder = GeoJSONDecoder()
            decoder.propertySelection = selection
            // As when the file was first decoded, with the other files, on one thread.
            decoder.maximumConcurrency = 1
            if skipping { decoder.skippedRanges = skippedRanges }
            return decoder
        }

        /// The whole document, as an up-front decode would have kept it: parsed at the first call.
        var document: GeoJSONDocument {
            parsed.withLock { document in
                if let document { return document }
                // The bytes were decoded once already, so they are JSON; a failure here would be a bug,
                // and an empty document the least harmful answer to it.
                let fresh =
                    (try? decoder(skipping: true).decode(bytes, file: file))
                    ?? GeoJSONDocument(source: SourceText(bytes: bytes, fileName: file), object: nil, diagnostics: [])
                document = fresh
                return fresh
            }
        }

        /// Whether the whole document has been parsed.
        var isParsed: Bool { parsed.withLock { $0 != nil } }

        /// The raw feature that spans `range` of the bytes, read from those bytes alone while the whole
        /// document has not been parsed: `imdf show` of one unit need not build the tree of every unit.
        ///
        /// An object of a collection's `features` is read as a Feature whatever its `type` says; read alone
        /// it is read by its `type`. So when the span alone is not a Feature, the whole document answers.
        func feature(spanning range: Range<Int>, index: Int) -> Feature<JSONObject?>? {
            if !isParsed, range.lowerBound >= 0, range.upperBound <= bytes.count,
                case .feature(var feature)? = try? decoder(skipping: false).decode(Array(bytes[range])).object
            {
                feature.sourceRange = range
                return feature
            }
            guard case .featureCollection(let collection)? = document.object,
                collection.features.indices.contains(index)
            else { return nil }
            return collection.features[index]
        }
    }
}
