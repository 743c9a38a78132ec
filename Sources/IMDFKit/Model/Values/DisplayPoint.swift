extension IMDF {
    /// DISPLAY-POINT: a GeoJSON Point inside a polygonal or lineal feature, used to place its label
    /// (spec §1.5). It "MUST be within the geometry of the Feature that possesses it".
    ///
    /// Decodes from `{"type": "Point", "coordinates": [longitude, latitude]}`; an altitude, when present,
    /// is kept.
    public struct DisplayPoint: Hashable, Sendable, Decodable {
        public var longitude: Double
        public var latitude: Double
        public var altitude: Double?

        public init(longitude: Double, latitude: Double, altitude: Double? = nil) {
            self.longitude = longitude
            self.latitude = latitude
            self.altitude = altitude
        }

        private enum CodingKeys: String, CodingKey { case type, coordinates }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let type = try container.decode(String.self, forKey: .type)
            guard type == "Point" else {
                throw DecodingError.dataCorruptedError(
                    forKey: .type, in: container, debugDescription: "expected a display point of type \"Point\", found \"\(type)\"")
            }
            let numbers = try container.decode([Double].self, forKey: .coordinates)
            guard numbers.count >= 2 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .coordinates, in: container,
                    debugDescription: "expected a position of at least 2 numbers, found \(numbers.count)")
            }
            longitude = numbers[0]
            latitude = numbers[1]
            altitude = numbers.count > 2 ? numbers[2] : nil
        }
    }
}
