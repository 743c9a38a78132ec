extension ZipArchive {
    /// Bounds that protect a reader from hostile archives ("zip bombs").
    ///
    /// All limits are checked against the sizes *declared* in the central directory when the
    /// archive is opened, before anything is allocated or inflated. Inflation then stops at the
    /// declared size (and reports a mismatch if the data would go on), so declared sizes bound
    /// what is really produced.
    ///
    /// ```swift
    /// var limits = ZipArchive.Limits.default
    /// limits.maxTotalUncompressedSize = 256 << 20   // 256 MiB for a small venue
    /// let archive = try IMDF.Archive(contentsOf: "venue.zip", limits: limits)
    /// ```
    public struct Limits: Hashable, Sendable {
        /// The most entries an archive may have. Default 100 000.
        public var maxEntryCount: Int
        /// The largest declared uncompressed size of one entry, in bytes. Default 2 GiB.
        public var maxEntryUncompressedSize: Int
        /// The largest sum of declared uncompressed sizes, in bytes. Default 4 GiB.
        public var maxTotalUncompressedSize: Int
        /// The largest ratio of uncompressed to compressed size for an entry larger than
        /// ``compressionRatioThreshold``. Default 1000 (to 1); deflate itself tops out near 1032.
        public var maxCompressionRatio: Int
        /// Entries whose declared uncompressed size is at most this many bytes are exempt from
        /// ``maxCompressionRatio`` (a small file of spaces may compress very well). Default 1 MiB.
        public var compressionRatioThreshold: Int
        /// The largest file read from disk when an archive is opened: the `.zip` itself (checked before it is
        /// read), or one file of a folder that the layout names (a larger one is reported, not read).
        /// Default 1 GiB.
        public var maxInputFileSize: Int = 1 << 30

        /// Creates limits; every argument defaults to the value of ``default``.
        public init(
            maxEntryCount: Int = 100_000,
            maxEntryUncompressedSize: Int = 2 << 30,
            maxTotalUncompressedSize: Int = 4 << 30,
            maxCompressionRatio: Int = 1000,
            compressionRatioThreshold: Int = 1 << 20
        ) {
            self.maxEntryCount = maxEntryCount
            self.maxEntryUncompressedSize = maxEntryUncompressedSize
            self.maxTotalUncompressedSize = maxTotalUncompressedSize
            self.maxCompressionRatio = maxCompressionRatio
            self.compressionRatioThreshold = compressionRatioThreshold
        }

        /// 100 000 entries, 2 GiB per entry, 4 GiB in total, 1000:1 above 1 MiB, 1 GiB per file read from disk.
        public static let `default` = Limits()
    }
}
