import GeoJSON

extension IMDF {
    /// One file of an archive as it was read: its role, its bytes, and what it parsed to.
    ///
    /// Records keep the raw GeoJSON of every feature file (`FeatureCollection<JSONObject?>`), so that
    /// nothing of the input is lost: unknown properties, foreign members and the exact JSON of each value
    /// stay available to the validator, to `imdf show`, and to writers. In an archive opened with
    /// ``IMDF/Archive/RawDocuments/onDemand`` the raw document of a feature file is parsed from the file's
    /// bytes when ``document`` is first read (once, on any thread), and is the same as the one parsed up front.
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
        ///
        /// - Complexity: O(1), except the first read of a document deferred by
        ///   ``IMDF/Archive/RawDocuments/onDemand``, which parses the file: O(*n*) in its bytes.
        public var document: GeoJSONDocument? {
            get { deferredDocument?.document ?? storedDocument }
            set {
                storedDocument = newValue
                deferredDocument = nil
            }
        }
        /// ``document`` when it was parsed up front (or set).
        private var storedDocument: GeoJSONDocument?
        /// ``document`` when it is parsed on demand.
        private(set) var deferredDocument: DeferredDocument?
        /// Whether the file is a feature collection, known without parsing a deferred document.
        private var deferredIsCollection = false

        /// Defers the document of a file whose features were typed as it was read.
        ///
        /// - Parameter isCollection: Whether its root object is a FeatureCollection.
        mutating func deferDocument(_ deferred: DeferredDocument, isCollection: Bool) {
            storedDocument = nil
            deferredDocument = deferred
            deferredIsCollection = isCollection
        }

        /// Whether the file holds a FeatureCollection (``collection`` is not nil), without parsing a deferred
        /// document: what a command that reads only typed features asks.
        package var holdsFeatureCollection: Bool {
            deferredDocument != nil ? deferredIsCollection : collection != nil
        }
        /// The parsed JSON of `manifest.json`.
        public var manifestJSON: JSONValue?
        /// The size of a file the layout does not name, which was listed but not read (``ArchiveFile/unreadSize``);
        /// `nil` for a file that was read.
        public var unreadSize: Int? = nil

        /// A record of a file before it is decoded.
        init(path: String, role: Role, source: SourceText) {
            self.path = path
            self.role = role
            self.source = source
        }

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
            var range: Range<Int>?
            if let collection, collection.features.indices.contains(index) {
                range = collection.features[index].sourceRange
            }
            return location(ofFeature: index, spanning: range, path: relativePath, featureID: featureID)
        }

        /// ``location(ofFeature:path:featureID:)`` for a feature whose span is known (a typed feature's
        /// ``Feature/sourceRange``), without the raw document.
        package func location(
            ofFeature index: Int, spanning range: Range<Int>?, path relativePath: JSONPath = .root,
            featureID: String? = nil
        ) -> Diagnostic.Location {
            let fullPath = JSONPath([.key("features"), .index(index)] + relativePath.components)
            guard let range else { return Diagnostic.Location(file: path, path: fullPath, featureID: featureID) }
            let offset = source.offset(of: relativePath, in: range) ?? range.lowerBound
            return location(ofByteOffset: offset, path: fullPath, featureID: featureID)
        }
    }
}
