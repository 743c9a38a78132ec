import GeoJSON
import IMDFKit

/// Repair 3: a display point outside its feature moves to a point well inside it (spec §1.5: a display point
/// "MUST be within the geometry of the Feature that possesses it"), answering
/// `DisplayPointMustBeWithinFeature/outside-geometry`.
///
/// - Polygon and MultiPolygon: the pole of inaccessibility (`PoleOfInaccessibility`) of the polygon, or
///   of the part where it lies deepest — not the centroid, which can lie outside an L-shaped room.
/// - LineString and MultiLineString (openings): the point halfway along the longest line.
///
/// Only the display point's `coordinates` array is replaced, by `[longitude, latitude]` rounded to 8
/// decimals (about 1 mm), written with the separator the old array used. A building's display point outside
/// its footprints (`outside-footprints`) is not repaired: which footprint was meant is not certain.
public struct DisplayPointRepair: Repair {
    public let rule = "DisplayPointMustBeWithinFeature"
    public let check: String? = "outside-geometry"
    public let summary =
        "Move a display point outside its feature to the pole of inaccessibility of the polygon, or halfway along the line."

    public init() {}

    public func fixIt(for finding: Diagnostic, in file: RepairFile, of input: IMDF.Archive) -> FixIt? {
        guard let path = finding.location.path, path.components.count >= 2,
            case .key("features") = path.components[0], case .index(let feature) = path.components[1],
            let coordinatesRange = file.locator.range(of: path),
            let geometryRange = file.locator.range(of: ["features", .index(feature), "geometry"]),
            let geometry = file.value(geometryRange),
            let point = Self.interiorPoint(of: geometry)
        else { return nil }
        let old = file.text(coordinatesRange)
        let separator = old.contains(", ") ? ", " : ","
        let text = "[" + Self.decimal(point.x) + separator + Self.decimal(point.y) + "]"
        return fixIt(
            finding, in: file, "move the display point from \(old) to \(text), inside the feature",
            [SourceEdit(range: coordinatesRange, replacement: text)])
    }

    /// A point well inside a polygonal geometry, or on a lineal one, in longitude/latitude.
    static func interiorPoint(of geometry: JSONValue) -> PlanarPoint? {
        guard let type = geometry["type"]?.stringValue, let coordinates = geometry["coordinates"] else { return nil }
        let polygons: [[[PlanarPoint]]]
        let lines: [[PlanarPoint]]
        switch type {
        case "Polygon":
            polygons = [rings(coordinates)].compactMap { $0 }
            lines = []
        case "MultiPolygon":
            polygons = (coordinates.arrayValue ?? []).compactMap(rings)
            lines = []
        case "LineString":
            polygons = []
            lines = [positions(coordinates)].compactMap { $0 }
        case "MultiLineString":
            polygons = []
            lines = (coordinates.arrayValue ?? []).compactMap(positions)
        default: return nil
        }
        guard let origin = (polygons.first?.first ?? lines.first)?.first else { return nil }
        let projection = LocalProjection(origin: origin)
        if !polygons.isEmpty {
            let poles = polygons.compactMap { rings in
                PoleOfInaccessibility.pole(of: rings.map { $0.map(projection.project) })
            }
            return poles.max { $0.distance < $1.distance }.map { projection.unproject($0.point) }
        }
        let projected = lines.map { $0.map(projection.project) }
        func length(_ line: [PlanarPoint]) -> Double {
            zip(line, line.dropFirst()).reduce(0) {
                $0 + (($1.1.x - $1.0.x) * ($1.1.x - $1.0.x) + ($1.1.y - $1.0.y) * ($1.1.y - $1.0.y)).squareRoot()
            }
        }
        guard let longest = projected.max(by: { length($0) < length($1) }), let first = longest.first else {
            return nil
        }
        var remaining = length(longest) / 2
        for (a, b) in zip(longest, longest.dropFirst()) {
            let segment = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            if segment >= remaining, segment > 0 {
                let t = remaining / segment
                return projection.unproject(PlanarPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
            remaining -= segment
        }
        return projection.unproject(first)
    }

    static func positions(_ value: JSONValue) -> [PlanarPoint]? {
        guard let array = value.arrayValue else { return nil }
        var result: [PlanarPoint] = []
        result.reserveCapacity(array.count)
        for position in array {
            guard let x = position[0]?.doubleValue, let y = position[1]?.doubleValue else { return nil }
            result.append(PlanarPoint(x: x, y: y))
        }
        return result.isEmpty ? nil : result
    }

    static func rings(_ value: JSONValue) -> [[PlanarPoint]]? {
        guard let array = value.arrayValue else { return nil }
        let rings = array.compactMap(positions)
        return rings.count == array.count && !rings.isEmpty ? rings : nil
    }

    /// `value` rounded to 8 decimals, in its shortest spelling.
    static func decimal(_ value: Double) -> String {
        let rounded = (value * 1e8).rounded() / 1e8
        return rounded == 0 ? "0" : String(describing: rounded)
    }
}
