import GeoJSON

extension IMDF {
    /// A decoded IMDF archive: the manifest and every feature, typed, with the raw files they came from.
    ///
    /// Opening reads a directory or a `.zip` (spec §1.1), parses each file strictly, and decodes every
    /// feature of the sixteen types tolerantly: a file that is not JSON, a feature with a bad property or a
    /// wrong geometry is recorded and the rest goes on. Only an archive that cannot be read at all throws.
    ///
    /// ```swift
    /// let archive = try IMDF.Archive(contentsOf: "SampleVenues/Harbourview.zip")
    /// print(archive.units.count, archive.diagnostics.count)
    /// ```
    ///
    /// Features of each type keep the order of their file: `units[i]` is `features[i]` of `unit.geojson`,
    /// so `file(for: .unit)?.location(ofFeature: i, …)` finds its source position.
    public struct Archive: Sendable {
        /// Where the archive was read from.
        public var root: String
        /// Whether it was a directory or a zip.
        public var kind: ArchiveFiles.Kind
        /// The single top-level folder of a `.zip` that was stripped from every path (such as `Venue/`), or
        /// `nil`; file paths are relative to it (``ArchiveFiles/strippedPrefix``).
        public var strippedPrefix: String?
        /// `manifest.json`, when present and an object.
        public var manifest: Manifest?
        /// Every file, in path order.
        public var files: [FileRecord]
        /// What reading the manifest and the sixteen feature files found: JSON syntax errors, RFC 7946
        /// structure problems, files that are not feature collections. Extension files are not read as
        /// IMDF, so their decoder findings stay on their own records (``FileRecord/document``,
        /// ``FileRecord/syntaxError``). (Spec rule checks are the validator's; see `Validator`.)
        public var diagnostics: [Diagnostic]
        /// Property values the tolerant decoder worked around (wrong types, plain-string names), located.
        public var propertyFindings: [Diagnostic]
        /// Members the layout names that could not be read, and zip entries whose headers disagree
        /// (``ArchiveFiles/notices``): reported by `Validator` (`FileMustBeReadable`, `ZipHeadersMustAgree`)
        /// and on standard error by the other commands.
        public var readNotices: [ArchiveFiles.Notice] = []

        public var addresses: [Address] = []
        public var amenities: [Amenity] = []
        public var anchors: [Anchor] = []
        public var buildings: [Building] = []
        public var details: [Detail] = []
        public var fixtures: [Fixture] = []
        public var footprints: [Footprint] = []
        public var geofences: [Geofence] = []
        public var kiosks: [Kiosk] = []
        public var levels: [Level] = []
        public var occupants: [Occupant] = []
        public var openings: [Opening] = []
        public var relationships: [Relationship] = []
        public var sections: [Section] = []
        public var units: [Unit] = []
        public var venues: [Venue] = []

        /// Opens and decodes the archive at `path`, a directory or a `.zip` file.
        ///
        /// - Parameters:
        ///   - path: A directory or a `.zip` file.
        ///   - limits: Bounds applied to a `.zip`.
        ///   - rawDocuments: When the raw GeoJSON of the feature files is parsed; on demand by default.
        ///   - progress: Called after each file is decoded with how many are done and how many there are, from
        ///     whichever thread decoded it (files are decoded concurrently in a large archive).
        /// - Throws: `ArchiveError` when the path does not exist, cannot be read, or is a corrupt or hostile
        ///   zip. Nothing about the content throws.
        public init(
            contentsOf path: String, limits: ZipArchive.Limits = .default, rawDocuments: RawDocuments = .onDemand,
            progress: (@Sendable (_ decoded: Int, _ total: Int) -> Void)? = nil
        ) throws {
            self.init(
                files: try ArchiveSource.open(path: path, limits: limits), rawDocuments: rawDocuments,
                progress: progress)
        }

        /// Decodes the files of an archive that has already been read.
        ///
        /// - Parameters:
        ///   - archiveFiles: The files, as read from a directory or a zip.
        ///   - rawDocuments: When the raw GeoJSON of the feature files is parsed; on demand by default.
        ///   - progress: Called after each file is decoded, as in ``init(contentsOf:limits:rawDocuments:progress:)``.
        public init(
            files archiveFiles: ArchiveFiles, rawDocuments: RawDocuments = .onDemand,
            progress: (@Sendable (_ decoded: Int, _ total: Int) -> Void)? = nil
        ) {
            self.init(files: archiveFiles, selecting: [:], rawDocuments: rawDocuments, progress: progress)
        }

        /// When an archive parses the raw GeoJSON of its feature files (``FileRecord/document``): the JSON tree
        /// of every feature's properties as written, which the typed features are read from.
        public enum RawDocuments: Hashable, Sendable {
            /// While opening, and kept: what the validator and writers read throughout (`imdf validate`,
            /// `imdf repair`). The open archive holds both the raw trees and the typed features.
            case upFront
            /// Each feature is typed as soon as it is read and its tree dropped, so an open archive holds
            /// only the typed features and the files' bytes; a file's raw document is parsed from those
            /// bytes the first time its ``FileRecord/document`` is read, and ``rawFeature(_:)`` reads one
            /// feature's span alone while it is not. Everything read is the same as up front; what changes
            /// is when the parsing is paid: opening takes less time and memory, and the first reader of
            /// each raw document pays for parsing it (validating such an archive parses its files twice).
            case onDemand
        }

        /// Decodes the files of an archive reading only some properties of some feature types (``PropertySelection``),
        /// for a reader that needs no others (`imdf track`): the features are all there, with only the selected
        /// members in their raw `properties` and the others `nil` in their typed properties, and the
        /// archive's ``propertyFindings`` concern the selected properties only (its GeoJSON ``diagnostics``
        /// are the whole files'). Never validate, write or describe such an archive.
        ///
        /// - Parameters:
        ///   - selections: The properties read of each feature type; every property of a type not listed.
        ///   - rawDocuments: When the raw GeoJSON of the feature files is parsed (``RawDocuments``).
        ///   - progress: Called after each file is decoded, as in ``init(contentsOf:limits:rawDocuments:progress:)``.
        package init(
            files archiveFiles: ArchiveFiles, selecting selections: [FeatureType: PropertySelection],
            rawDocuments: RawDocuments = .onDemand, progress: (@Sendable (_ decoded: Int, _ total: Int) -> Void)? = nil
        ) {
            self.init(root: archiveFiles.root, kind: archiveFiles.kind)
            strippedPrefix = archiveFiles.strippedPrefix
            readNotices = archiveFiles.notices
            let parts = ArchiveDecoder.decodeFiles(
                archiveFiles.files, root: root, kind: kind, selections: selections, rawDocuments: rawDocuments,
                progress: progress)
            for part in parts { absorb(part) }
        }

        /// An empty archive, to decode one file into.
        package init(root: String, kind: ArchiveFiles.Kind) {
            self.root = root
            self.kind = kind
            manifest = nil
            files = []
            diagnostics = []
            propertyFindings = []
        }

        /// Appends what one file decoded to (its record, diagnostics, findings, manifest or features).
        /// Parts are absorbed in file order, so the result does not depend on how they were decoded.
        private mutating func absorb(_ part: Archive) {
            files += part.files
            diagnostics += part.diagnostics
            propertyFindings += part.propertyFindings
            if let partManifest = part.manifest { manifest = partManifest }
            func absorbFeatures<Properties: IMDFProperties>(_: Properties.Type) {
                let features = part[keyPath: Properties.archiveFeatures]
                if !features.isEmpty { self[keyPath: Properties.archiveFeatures] = features }
            }
            for type in FeatureType.allCases { absorbFeatures(type.propertiesType) }
        }

        /// The record of `<type>.geojson`, when the archive has that file.
        public func file(for type: FeatureType) -> FileRecord? {
            files.first { $0.role == .features(type) }
        }

        /// The record of `manifest.json`, when present.
        public var manifestFile: FileRecord? { files.first { $0.role == .manifest } }

        /// The extension and non-spec `.geojson` files, kept as generic feature collections.
        public var extensionFiles: [FileRecord] { files.filter { $0.role == .extensionFeatures } }

        /// How many features of a type the archive has.
        public func count(of type: FeatureType) -> Int {
            func count<Properties: IMDFProperties>(_: Properties.Type) -> Int { features(of: Properties.self).count }
            return count(type.propertiesType)
        }

        /// The venue, when the archive has exactly one (spec §2.16).
        public var venue: Venue? { venues.count == 1 ? venues[0] : nil }

        /// The archive's default label language (`manifest.language`).
        public var defaultLanguage: String? { manifest?.language }
    }
}
