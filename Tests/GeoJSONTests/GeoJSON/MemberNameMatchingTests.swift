import Testing

@testable import GeoJSON

/// The byte matchers for member names (`GeoJSONMemberName`) and type names (`GeoJSONType(token:in:)`)
/// against the comparisons they replace: `JSONScanner.name(_:equals:)` and `GeoJSONType(rawValue:)`
/// on the decoded string.
@Suite("Member and type names matched on bytes")
struct MemberNameMatchingTests {
    /// JSON string literals (with quotes), escapes and non-ASCII included.
    static let literals: [String] = [
        #""type""#, #""bbox""#, #""id""#, #""geometry""#, #""features""#, #""properties""#, #""geometries""#,
        #""coordinates""#, #""\u0074ype""#, #""propertie\u0073""#, #""i\u0064""#, #""Type""#, #""typ""#, #""types""#,
        #""tupe""#, #""ib""#, #""geometrz""#, #""featurez""#, #""coordinatez""#, #""géometry""#, #""""#,
        #""feature_type""#,
        #""Point""#, #""Feature""#, #""Polygon""#, #""MultiPoint""#, #""LineString""#, #""MultiPolygon""#,
        #""MultiLineString""#, #""FeatureCollection""#, #""GeometryCollection""#, #""Poin\u0074""#, #""\u0046eature""#,
        #""Pointe""#, #""point""#, #""Polygom""#, #""Featurf""#, #""MultiPoinT""#, #""LineStrinG""#, #""Pöint""#,
        #""\u212Aey""#, #""Featur\u00e9""#, #""FeatureCollectioN""#, #""GeometryCollectioN""#,
    ]

    static let memberNames: [(StaticString, GeoJSONMemberName)] = [
        ("type", .type), ("coordinates", .coordinates), ("geometries", .geometries), ("geometry", .geometry),
        ("properties", .properties), ("features", .features), ("bbox", .bbox), ("id", .id),
    ]

    /// Calls `body` with a scanner over each literal and the token of the string it holds.
    static func forEachToken(_ body: (String, JSONScanner, StringToken) -> Void) {
        for literal in literals {
            Array(literal.utf8).withUnsafeBufferPointer { buffer in
                var scanner = JSONScanner(bytes: buffer)
                guard let token = try? scanner.scanString() else {
                    Issue.record("not a string: \(literal)")
                    return
                }
                body(literal, scanner, token)
            }
        }
    }

    @Test func memberNamesAgreeWithNameEquals() {
        Self.forEachToken { literal, scanner, token in
            let classified = GeoJSONMemberName(token: token, in: scanner.bytes)
            let expected = Self.memberNames.first { scanner.name(token, equals: $0.0) }?.1 ?? .other
            #expect(classified == expected, "\(literal)")
        }
    }

    @Test func typeNamesAgreeWithRawValue() {
        Self.forEachToken { literal, scanner, token in
            let expected = GeoJSONType(rawValue: JSONScanner.decodeString(token, in: scanner.bytes))
            #expect(GeoJSONType(token: token, in: scanner.bytes) == expected, "\(literal)")
        }
    }
}
