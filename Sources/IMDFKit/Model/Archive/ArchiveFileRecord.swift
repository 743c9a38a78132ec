import GeoJSON

extension IMDF {
    /// One file of an archive as it was read: its role, its bytes, and what it parsed to.
    ///
    /// Records keep the raw GeoJSON of every feature file (`FeatureCollection<JSONObject?>`), so that
    /// nothing of the input is lost: unknown properties, foreign members and the exact JSON of each value
    /// stay available to the validator, to `imdf show`, and to writers.
    public struct FileRecord: Sendable {
        /// What a file is in the archive layout (spec §1.1).
        public enum Role: Hashable, Sendable {
            /// `manifest.json`.
            case manifest
            /// `<feature_type>.geojson` for one of the sixteen feature types.
            case features(FeatureType)
            /// Another `.geojson` file: an extension or a non-spec layer, kept as a generic collection.
            case extensionFeatures
            /// Anything else (a README, a licence, a folder of path data).
            case other
        }

        /// The path relative to the archive root, such as `unit.geojson`.
        public var path: String
        public var role: Role
        /// Whether the file is read as IMDF: the manifest and the sixteen feature files, not extension or
        /// other files.
        public var isReadAsIMDF: Bool {
            switch role {
            case .manifest, .features: true
            case .extensionFeatures, .other: false
            }
        }
        /// The bytes and name, for turning byte offsets into line:column.
        public var source: SourceText
        /// The syntax error when the file is not JSON (RFC 8259); nil when it parsed.
        public var syntaxError: JSONSyntaxError?
        /// The parsed GeoJSON document, for feature files that are JSON.
        public var document: GeoJSONDocument?
        /// The parsed JSON of `manifest.json`.
        public var manifestJSON: JSONValue?
        /// The size of a file the layout does not name, which was listed but not read (``ArchiveFile/unreadSize``);
        /// `nil` for a file that was read.
        public var unreadSize: Int? = nil

        /// The file's feature collection, when it has one.
        public var collection: FeatureCollection<JSONObject?>? {
            if case .featureCollection(let collection) = document?.object { return collection }
            return nil
        }

        /// Whether the file parsed as JSON.
        public var isJSON: Bool { syntaxError == nil && role != .other }

        /// The line and column of a byte offset in this file.
        public func location(
            ofByteOffset offset: Int, path: JSONPath? = nil, featureID: String? = nil
        ) -> Diagnostic.Location {
            let position = source.lineColumn(at: offset)
            return Diagnostic.Location(
                file: self.path, line: position.line, column: position.column, path: path, featureID: featureID)
        }

        /// The location of the value at `path` inside feature number `index` of this file's collection:
        /// the path is relative to the feature (`["properties", "level_id"]`). Falls back to the
        /// feature's own start, then to the file, when the value cannot be found.
        public func location(
            ofFeature index: Int, path relativePath: JSONPath = .root, featureID: String? = nil
        ) -> Diagnostic.Location {
            let fullPath = JSONPath([.key("features"), .index(index)] + relativePath.components)
            guard let collection, collection.features.indices.contains(index),
                let range = collection.features[index].sourceRange
            else {
                return Diagnostic.Location(file: path, path: fullPath, featureID: featureID)
            }
            let offset = source.offset(of: relativePath, in: range) ?? range.lowerBound
            return location(ofByteOffset: offset, path: fullPath, featureID: featureID)
        }
    }
}
