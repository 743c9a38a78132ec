extension IMDF {
    /// The archive's `manifest.json` (spec §1.6).
    ///
    /// | member | type |
    /// |---|---|
    /// | `version` | VERSION **required**; the only permissible value is `"1.0.0"` |
    /// | `created` | DATE-TIME **required**; when the archive was generated |
    /// | `generated_by` | null or STRING; opaque identifier of the generating tool |
    /// | `language` | LANGUAGE-TAG **required**; the default language of the venue data |
    /// | `extensions` | null or array of EXTENSIONS, `imdf:extension:<provider>:<name>#<version>` |
    ///
    /// Decoding is tolerant like the feature properties: a beta version such as `"1.0.0.beta.2"` or a
    /// `created` without offset decodes, and the validator reports it.
    public struct Manifest: Hashable, Sendable, Decodable, PropertyObject {
        /// `version`: VERSION, required.
        public var version: String?
        /// `created`: DATE-TIME, required.
        public var created: DateTime?
        /// `generated_by`: null or STRING.
        public var generatedBy: String?
        /// `language`: LANGUAGE-TAG, required; the default language of the labels.
        public var language: String?
        /// `extensions`: null or array of EXTENSIONS.
        public var extensions: [String]?

        /// Creates a manifest.
        public init(
            version: String? = IMDF.version, created: DateTime? = nil, generatedBy: String? = nil,
            language: String? = nil, extensions: [String]? = nil
        ) {
            self.version = version
            self.created = created
            self.generatedBy = generatedBy
            self.language = language
            self.extensions = extensions
        }

        public init(from decoder: any Decoder) throws {
            self.init(PropertyReader(decoder))
        }

        /// Reads the properties tolerantly (the one implementation both decoding paths use).
        init(_ reader: PropertyReader) {
            version = reader.decode("version")
            created = reader.decode("created")
            generatedBy = reader.decode("generated_by")
            language = reader.decode("language")
            extensions = reader.decodeArray("extensions")
        }

        /// The JSON keys this type reads, in the spec's order.
        static let keys = ["version", "created", "generated_by", "language", "extensions"]
    }
}
