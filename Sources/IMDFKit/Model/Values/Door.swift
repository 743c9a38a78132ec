extension IMDF {
    /// DOOR: the physical door of an opening, `{"type": "sliding", "automatic": true, "material": "glass"}`
    /// (spec §1.4). Every member is optional or null.
    public struct Door: Hashable, Sendable, Decodable, PropertyObject {
        public var type: DoorType?
        public var automatic: Bool?
        public var material: DoorMaterial?

        public init(type: DoorType? = nil, automatic: Bool? = nil, material: DoorMaterial? = nil) {
            self.type = type
            self.automatic = automatic
            self.material = material
        }

        public init(from decoder: any Decoder) throws {
            self.init(PropertyReader(decoder))
        }

        /// Reads the properties tolerantly (the one implementation both decoding paths use).
        init(_ reader: PropertyReader) {
            type = reader.decode("type")
            automatic = reader.decode("automatic")
            material = reader.decode("material")
        }
    }
}
