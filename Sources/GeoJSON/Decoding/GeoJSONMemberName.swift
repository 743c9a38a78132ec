/// The member names the GeoJSON parser reads specially, recognised from a name token's bytes.
///
/// Why: the parser used to test a member name against up to eight names in turn, each a call that
/// compared the bytes with a `StaticString`; `properties` took five such calls for every feature.
/// Here the length picks at most two candidates, and only those are compared.
///
/// Same answers as ``JSONScanner/name(_:equals:)`` for each name: an unescaped token matches when its
/// bytes are exactly the name's; a token with escapes is decoded and compared as a `String`.
///
/// The raw value is one bit per GeoJSON member name (0 for any other name), so that the names an object
/// has read make a bit mask and a repeated one costs one test (see `GeoJSONParser.parseObject`).
enum GeoJSONMemberName: UInt8 {
    case type = 0x01
    case coordinates = 0x02
    case geometries = 0x04
    case geometry = 0x08
    case properties = 0x10
    case features = 0x20
    case bbox = 0x40
    case id = 0x80
    /// Any other name: a foreign member.
    case other = 0

    /// The GeoJSON member names, in bit order.
    static let members: [GeoJSONMemberName] = [
        .type, .coordinates, .geometries, .geometry, .properties, .features, .bbox, .id,
    ]

    /// The position of this name's bit (0–7); not meaningful for ``other``.
    var bitIndex: Int { rawValue.trailingZeroBitCount }

    /// Classifies a member name scanned in `source` (given the bytes, not the scanner: a scanner
    /// argument was copied, path stack and all, at each call).
    init(token: StringToken, in source: UnsafeBufferPointer<UInt8>) {
        if token.hasEscapes {
            self =
                switch JSONScanner.decodeString(token, in: source) {
                case "type": .type
                case "coordinates": .coordinates
                case "geometries": .geometries
                case "geometry": .geometry
                case "properties": .properties
                case "features": .features
                case "bbox": .bbox
                case "id": .id
                default: .other
                }
            return
        }
        let bytes = UnsafeBufferPointer(rebasing: source[token.range])
        func matches(_ name: StaticString) -> Bool { Self.bytes(bytes, equal: name) }
        switch bytes.count {
        case 2: self = matches("id") ? .id : .other
        case 4: self = matches("type") ? .type : matches("bbox") ? .bbox : .other
        case 8: self = matches("geometry") ? .geometry : matches("features") ? .features : .other
        case 10: self = matches("properties") ? .properties : matches("geometries") ? .geometries : .other
        case 11: self = matches("coordinates") ? .coordinates : .other
        default: self = .other
        }
    }

    /// Whether the bytes are exactly the ASCII name's (a plain loop: the generic `elementsEqual` was
    /// not specialised and cost more than the rest of the classification).
    @inline(__always)
    static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, equal name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount
        guard bytes.count == count else { return false }
        let start = name.utf8Start
        var offset = 0
        while offset < count {
            if bytes[offset] != start[offset] { return false }
            offset &+= 1
        }
        return true
    }
}
