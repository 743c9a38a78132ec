import GeoJSON

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
                    forKey: .type, in: container,
                    debugDescription: "expected a display point of type \"Point\", found \"\(type)\"")
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

extension IMDF.DisplayPoint: PropertyValue {
    static var propertyTypeDescription: String { "a display point (a GeoJSON Point)" }

    /// Reads a display point with the same checks, in the same order, as `init(from:)`.
    init(propertyValue value: JSONValue, in context: PropertyValueContext) throws(PropertyValueError) {
        guard case .object(let object) = value else { throw PropertyValueError(problem: .wrongType) }
        guard let type = object["type"] else { throw PropertyValueError(problem: .invalid("missing member 'type'")) }
        guard case .string(let typeName) = type else {
            throw PropertyValueError(problem: .wrongType, path: [.key("type")])
        }
        guard typeName == "Point" else {
            throw PropertyValueError(
                problem: .invalid("expected a display point of type \"Point\", found \"\(typeName)\""),
                path: [.key("type")])
        }
        guard let coordinates = object["coordinates"] else {
            throw PropertyValueError(problem: .invalid("missing member 'coordinates'"))
        }
        guard case .array(let elements) = coordinates else {
            throw PropertyValueError(problem: .wrongType, path: [.key("coordinates")])
        }
        var numbers: [Double] = []
        numbers.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard case .number(let number) = element else {
                throw PropertyValueError(problem: .wrongType, path: [.key("coordinates"), .index(index)])
            }
            numbers.append(number.double)
        }
        guard numbers.count >= 2 else {
            throw PropertyValueError(
                problem: .invalid("expected a position of at least 2 numbers, found \(numbers.count)"),
                path: [.key("coordinates")])
        }
        self.init(longitude: numbers[0], latitude: numbers[1], altitude: numbers.count > 2 ? numbers[2] : nil)
    }
}
