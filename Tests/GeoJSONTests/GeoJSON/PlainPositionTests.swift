import Testing

@testable import GeoJSON

/// The decoder with its shortcuts (plain positions, short numbers) against the same decoder with
/// them turned off: the same objects, the same written bytes, the same findings, the same errors.
@Suite("Plain position shortcut")
struct PlainPositionTests {
    /// Everything observable about one decode, as text, so two decodes compare with `==`.
    static func outcome(_ text: String, fastPaths: Bool, maximumDepth: Int = 512) -> String {
        var decoder = GeoJSONDecoder(maximumDepth: maximumDepth)
        decoder.usesFastPaths = fastPaths
        do {
            let document = try decoder.decode(Array(text.utf8), file: "t.geojson")
            var written = "nothing"
            if let object = document.object {
                written =
                    (try? GeoJSONWriter().bytes(for: object)).map { String(decoding: $0, as: UTF8.self) }
                    ?? "unwritable"
            }
            return
                "object \(String(describing: document.object))\nwritten \(written)\ndiagnostics \(document.diagnostics)"
        } catch {
            return "error \(error) at \(error.offset) path \(error.path)"
        }
    }

    static func expectSame(_ text: String, maximumDepth: Int = 512, sourceLocation: SourceLocation = #_sourceLocation) {
        let fast = outcome(text, fastPaths: true, maximumDepth: maximumDepth)
        let general = outcome(text, fastPaths: false, maximumDepth: maximumDepth)
        #expect(fast == general, "\(text)", sourceLocation: sourceLocation)
    }

    @Test func namedCases() {
        let cases = [
            #"{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]}"#,
            #"{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,1],[0,0]]]}"#,  // clockwise? no: counterclockwise
            #"{"type":"Polygon","coordinates":[[[0,0],[0,1],[1,1],[1,0],[0,0]]]}"#,  // clockwise exterior: a warning
            #"{"type":"Polygon","coordinates":[[[0,0,5],[1,0,6],[1,1,7],[0,0,5]]]}"#,
            #"{"type":"Polygon","coordinates":[[[0,0],[1,0,6],[1,1],[0,0]]]}"#,
            #"{"type":"Polygon","coordinates":[[[0,0],[1,0,6,7],[1,1],[0,0]]]}"#,  // four numbers: a warning
            #"{"type":"Polygon","coordinates":[[[0,0],[1],[1,1],[0,0]]]}"#,
            #"{"type":"Polygon","coordinates":[[[0,0],[],[1,1],[0,0]]]}"#,
            #"{"type":"Polygon","coordinates":[[[0,0],[1,null],[1,1],[0,0]]]}"#,
            #"{"type":"Polygon","coordinates":[[[0,0],["1",0],[1,1],[0,0]]]}"#,
            #"{"type":"Polygon","coordinates":[[[0,0],[1,[0]],[1,1],[0,0]]]}"#,
            #"{"type":"Polygon","coordinates":[[[0,0],[[1,0]],[1,1],[0,0]]]}"#,  // a position one level deeper
            #"{"type":"Polygon","coordinates":[[[0,0],[1e400,0],[1,1],[0,0]]]}"#,  // too large for a double
            #"{"type":"Polygon","coordinates":[[[0,0],[-1e400,0],[1,1],[0,0]]]}"#,
            #"{"type":"Polygon","coordinates":[[[0,0],[1e-400,-0],[1,1],[0,0]]]}"#,  // underflow and -0
            #"{"type":"Polygon","coordinates":[[[0,0],[-0,-0.0],[1,1],[0,0]]]}"#,
            #"{"type":"Polygon","coordinates":[[[0,0],[123456789012345678901234,0.1234567890123456789012],[1,1],[0,0]]]}"#,
            #"{"type":"Polygon","coordinates":[[[0,0],[1.5e3,2E-2],[1,1],[0,0]]]}"#,
            #"{"type":"Polygon","coordinates":[[[0,0],[ 1 , 0 ],[1,1],[0,0]]]}"#,
            "{\"type\":\"Polygon\",\"coordinates\":[[[0,0],[\t1,\n0\r\n],[1,1],[0,0]]]}",
            #"{"type":"Polygon","coordinates":[[[0,0],[1,0,],[1,1],[0,0]]]}"#,  // trailing comma: syntax error
            #"{"type":"Polygon","coordinates":[[[0,0],[1 0],[1,1],[0,0]]]}"#,
            #"{"type":"Polygon","coordinates":[[[0,0],[1,0}],[1,1],[0,0]]]}"#,
            #"{"type":"Polygon","coordinates":[[[0,0],[01,0],[1,1],[0,0]]]}"#,
            #"{"type":"Polygon","coordinates":[[[0,0],[1.,0],[1,1],[0,0]]]}"#,
            #"{"type":"Polygon","coordinates":[[[0,0],[-,0],[1,1],[0,0]]]}"#,
            #"{"type":"Polygon","coordinates":[[[0,0],[1,0"#,  // truncated
            #"{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]"#,
            #"{"type":"MultiPolygon","coordinates":[[[[0,0],[4,0],[4,4],[0,0]]],[[[0,0,1],[9,0,2,7],[9,9,3],[0,0,1]],[[1,1],[1,2],[2,2],[1,1]]]]}"#,
            #"{"type":"LineString","coordinates":[[0,0],[1,1],[2,2]]}"#,
            #"{"type":"LineString","coordinates":[[0,0]]}"#,
            #"{"type":"MultiPoint","coordinates":[[0,0],[1,1]]}"#,
            #"{"type":"Point","coordinates":[1.25,-3.5]}"#,
            #"{"type":"LineString","coordinates":[[0,0],[1,1],[2,2]],"coordinates":[[3,3],[4,4]]}"#,
            #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":null,"geometry":{"type":"LineString","coordinates":[[-65.613616999999977,43.420273000000009],[-65.619720000000029,43.418052999999986],[-65.625,43.421379000000059]]}}]}"#,
            #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":null,"geometry":{"type":"LineString","coordinates":[[-65.613616999999977,43.420273000000009],[-65.619720000000029,43.418052999999986]]}}]}  "#,
        ]
        for text in cases { Self.expectSame(text) }
        // The nesting limit reached exactly at a position.
        let polygon = #"{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]}"#
        for depth in 2...5 { Self.expectSame(polygon, maximumDepth: depth) }
    }

    /// Geometries past the extrapolation threshold: the room reserved from the bytes left is right,
    /// far too big (a long foreign member follows, so it is trimmed), or too small (denser later).
    @Test func largeGeometriesReserveAndTrim() throws {
        func line(_ count: Int, shortAfter: Int = .max) -> String {
            (0..<count).map { index in
                index < shortAfter
                    ? "[-65.61361699999\(index % 10)977,43.42027300000000\(index % 7)]" : "[\(index % 9),\(index % 5)]"
            }.joined(separator: ",")
        }
        let padding = String(repeating: "x", count: 400_000)
        let cases = [
            (#"{"type":"LineString","coordinates":["# + line(3_000) + "]}", false),
            (#"{"type":"LineString","coordinates":["# + line(3_000) + #"],"padding":""# + padding + #""}"#, true),
            (#"{"type":"LineString","coordinates":["# + line(6_000, shortAfter: 1_500) + "]}", false),
            (#"{"type":"Polygon","coordinates":[["# + line(2_000) + "," + line(1) + "]]}", false),
        ]
        for (text, trimmed) in cases {
            Self.expectSame(text)
            let document = try GeoJSONDecoder().decode(Array(text.utf8))
            let xy: [Double]
            switch document.object {
            case .geometry(.lineString(let geometry)): xy = geometry.storage.xy
            case .geometry(.polygon(let geometry)): xy = geometry.storage.xy
            default:
                Issue.record("unexpected object")
                continue
            }
            // Never more than a quarter unused after trimming, nor grossly oversized without it.
            #expect(
                xy.capacity <= xy.count + xy.count / 4 + 64,
                "capacity \(xy.capacity) for \(xy.count), trimmed case \(trimmed)")
        }
    }

    typealias Generator = SplitMix64

    static func space(_ generator: inout Generator) -> String {
        generator.next(6) == 0 ? [" ", "\n", "\t", "\r\n ", "  "][generator.next(5)] : ""
    }

    static func number(_ generator: inout Generator) -> String {
        switch generator.next(20) {
        case 0: return "-0"
        case 1: return "1e400"
        case 2: return "12345678901234567890.5"
        case 3: return "0.000000000000000000000123"
        case 4: return "null"
        case 5: return "\"x\""
        case 6: return "1.5e-3"
        case 7: return "01"
        default:
            let integer = generator.next(360) - 180
            let fraction = (0..<generator.next(18)).map { _ in String(generator.next(10)) }.joined()
            return fraction.isEmpty ? "\(integer)" : "\(integer).\(fraction)"
        }
    }

    /// A random Polygon or MultiPolygon, mostly plain positions, sometimes something else.
    static func geometry(_ generator: inout Generator) -> String {
        func position() -> String {
            let count = generator.next(12) == 0 ? generator.next(5) : 2 + generator.next(2)
            let numbers = (0..<count).map { _ in space(&generator) + number(&generator) + space(&generator) }
            return "[" + numbers.joined(separator: ",") + "]"
        }
        func ring() -> String {
            let first = position()
            var positions = [first] + (0..<(1 + generator.next(6))).map { _ in position() }
            positions.append(generator.next(2) == 0 ? first : position())
            return "[" + positions.map { space(&generator) + $0 }.joined(separator: ",") + space(&generator) + "]"
        }
        func polygon() -> String {
            "[" + (0..<(1 + generator.next(2))).map { _ in ring() }.joined(separator: ",") + "]"
        }
        if generator.next(2) == 0 {
            return #"{"type":"Polygon","coordinates":"# + polygon() + "}"
        }
        return #"{"type":"MultiPolygon","coordinates":["#
            + (0..<(1 + generator.next(3))).map { _ in polygon() }.joined(separator: ",") + "]}"
    }

    @Test func randomGeometriesAgree() {
        var generator = Generator(state: 21)
        for _ in 0..<3_000 {
            let text = Self.geometry(&generator)
            Self.expectSame(text)
            // Cut short: syntax errors at every kind of place, and numbers at the very end of the input.
            let bytes = Array(text.utf8)
            let cut = String(decoding: bytes[..<generator.next(bytes.count)], as: UTF8.self)
            Self.expectSame(cut)
        }
    }
}
