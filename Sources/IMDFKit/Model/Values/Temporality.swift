extension IMDF {
    /// TEMPORALITY: when an entity is valid, `{"start": DATE-TIME, "end": DATE-TIME, "modified": DATE-TIME}`
    /// (spec §1.4). Every member may be absent or null.
    public struct Temporality: Hashable, Sendable, Decodable, PropertyObject {
        public var start: DateTime?
        public var end: DateTime?
        public var modified: DateTime?

        public init(start: DateTime? = nil, end: DateTime? = nil, modified: DateTime? = nil) {
            self.start = start
            self.end = end
            self.modified = modified
        }

        public init(from decoder: any Decoder) throws {
            self.init(PropertyReader(decoder))
        }

        /// Reads the properties tolerantly (the one implementation both decoding paths use).
        init(_ reader: PropertyReader) {
            start = reader.decode("start")
            end = reader.decode("end")
            modified = reader.decode("modified")
        }

        /// Whether the moment (seconds since 1970) lies within `start...end`; an open end is unbounded.
        public func contains(secondsSince1970 moment: Double) -> Bool {
            if let begin = start?.secondsSince1970, moment < begin { return false }
            if let finish = end?.secondsSince1970, moment > finish { return false }
            return true
        }
    }
}
