import GeoJSON
import IMDFKit

extension IMDF.JSONSchemaGenerator {
    /// The schema of a feature's `geometry` member for a geometry form (spec §1.5, §2.17).
    ///
    /// `unlocated` allows only `null`; `point` and `lineString` one geometry type; `lineal` and `polygonal`
    /// refer to the `LINEAL` and `POLYGONAL` definitions; `any` allows `null` or any GeoJSON geometry.
    public func geometrySchema(for form: IMDF.GeometryForm) -> JSONValue {
        let description = JSONValue.string(Self.describe(form) + " (spec §2.17)")
        return switch form {
        case .unlocated: ["description": description, "type": "null"]
        case .point: ["description": description, "$ref": Self.external("Point")]
        case .lineString: ["description": description, "$ref": Self.external("LineString")]
        case .lineal: ["description": description, "$ref": Self.external("LINEAL")]
        case .polygonal: ["description": description, "$ref": Self.external("POLYGONAL")]
        case .any: ["description": description, "anyOf": [["type": "null"], Scope.external.reference("Geometry")]]
        }
    }

    /// A short phrase for a geometry form, such as `Polygon or MultiPolygon`.
    static func describe(_ form: IMDF.GeometryForm) -> String {
        switch form {
        case .unlocated: "null (unlocated)"
        case .point: "Point"
        case .lineString: "LineString"
        case .lineal: "LINEAL: LineString or MultiLineString"
        case .polygonal: "POLYGONAL: Polygon or MultiPolygon"
        case .any: "null or any GeoJSON geometry"
        }
    }

    /// The RFC 7946 geometry definitions, keyed by definition name.
    ///
    /// Positions are checked for at least two numbers with longitude in −180…180 and latitude in −90…90;
    /// line strings have at least two positions and linear rings at least four. Whether a ring is closed,
    /// its winding and self-intersections are beyond JSON Schema and left to `imdf validate`.
    func geometryDefinitions() -> [(String, JSONValue)] {
        let scope = Scope.definitions
        func geometry(_ type: String, coordinates: JSONValue, description: String) -> JSONValue {
            Self.geometryObjectDefinition(type, coordinates: coordinates, description: description)
        }
        func array(of item: String) -> JSONValue {
            ["type": "array", "items": scope.reference(item), "minItems": 1]
        }
        return [
            ("BoundingBox", Self.boundingBoxDefinition),
            ("Geometry", Self.anyGeometryDefinition),
            ("GeometryCollection", Self.geometryCollectionDefinition),
            (
                "LINEAL",
                Self.choiceDefinition(
                    "LINEAL (spec §1.5): LineString or MultiLineString", of: "LineString", "MultiLineString")
            ),
            (
                "LineString",
                geometry(
                    "LineString", coordinates: scope.reference("LineStringCoordinates"),
                    description: "RFC 7946 §3.1.4 LineString (LINE-STRING, spec §1.5)")
            ),
            ("LineStringCoordinates", Self.lineStringCoordinatesDefinition),
            ("LinearRing", Self.linearRingDefinition),
            (
                "MultiLineString",
                geometry(
                    "MultiLineString", coordinates: array(of: "LineStringCoordinates"),
                    description: "RFC 7946 §3.1.5 MultiLineString")
            ),
            (
                "MultiPoint",
                geometry("MultiPoint", coordinates: array(of: "Position"), description: "RFC 7946 §3.1.3 MultiPoint")
            ),
            (
                "MultiPolygon",
                geometry(
                    "MultiPolygon", coordinates: array(of: "PolygonCoordinates"),
                    description: "RFC 7946 §3.1.7 MultiPolygon (MULTI-POLYGON, spec §1.5)")
            ),
            (
                "POLYGONAL",
                Self.choiceDefinition("POLYGONAL (spec §1.5): Polygon or MultiPolygon", of: "Polygon", "MultiPolygon")
            ),
            (
                "Point",
                geometry(
                    "Point", coordinates: scope.reference("Position"),
                    description: "RFC 7946 §3.1.2 Point (POINT, spec §1.5)")
            ),
            (
                "Polygon",
                geometry(
                    "Polygon", coordinates: scope.reference("PolygonCoordinates"),
                    description: "RFC 7946 §3.1.6 Polygon (POLYGON, spec §1.5)")
            ),
            ("PolygonCoordinates", Self.polygonCoordinatesDefinition),
            ("Position", Self.positionDefinition),
        ]
    }

    /// A geometry object of `type`: its `type`, its `coordinates` as given, an optional `bbox`.
    private static func geometryObjectDefinition(
        _ type: String, coordinates: JSONValue, description: String
    ) -> JSONValue {
        [
            "description": .string(description),
            "type": "object",
            "required": ["type", "coordinates"],
            "properties": [
                "type": ["const": .string(type)],
                "coordinates": coordinates,
                "bbox": Scope.definitions.reference("BoundingBox"),
            ],
        ]
    }

    /// One of two named definitions (`LINEAL`, `POLYGONAL`).
    private static func choiceDefinition(_ description: String, of first: String, _ second: String) -> JSONValue {
        [
            "description": .string(description),
            "oneOf": [Scope.definitions.reference(first), Scope.definitions.reference(second)],
        ]
    }

    /// RFC 7946 §5 bounding box.
    private static var boundingBoxDefinition: JSONValue {
        [
            "description": "RFC 7946 §5 bounding box: 2×n numbers",
            "type": "array", "items": ["type": "number"], "minItems": 4,
        ]
    }

    /// Any of the seven geometry types.
    private static var anyGeometryDefinition: JSONValue {
        let types = [
            "GeometryCollection", "LineString", "MultiLineString", "MultiPoint", "MultiPolygon", "Point", "Polygon",
        ]
        return [
            "description": "any RFC 7946 geometry (GEOMETRY, spec §1.5)",
            "oneOf": .array(types.map { Scope.definitions.reference($0) }),
        ]
    }

    /// RFC 7946 §3.1.8 GeometryCollection: `geometries` instead of `coordinates`.
    private static var geometryCollectionDefinition: JSONValue {
        [
            "description": "RFC 7946 §3.1.8 GeometryCollection",
            "type": "object",
            "required": ["type", "geometries"],
            "properties": [
                "type": ["const": "GeometryCollection"],
                "geometries": ["type": "array", "items": Scope.definitions.reference("Geometry")],
                "bbox": Scope.definitions.reference("BoundingBox"),
            ],
        ]
    }

    /// RFC 7946 §3.1.1 position: two or three numbers, longitude and latitude within their ranges.
    private static var positionDefinition: JSONValue {
        [
            "description": "RFC 7946 §3.1.1 position: longitude, latitude and optionally altitude (WGS 84)",
            "type": "array",
            "prefixItems": [
                ["type": "number", "minimum": -180, "maximum": 180],
                ["type": "number", "minimum": -90, "maximum": 90],
            ],
            "items": ["type": "number"],
            "minItems": 2,
        ]
    }

    /// A LineString's coordinates: at least two positions.
    private static var lineStringCoordinatesDefinition: JSONValue {
        [
            "description": "the positions of a LineString: at least two (RFC 7946 §3.1.4)",
            "type": "array", "items": Scope.definitions.reference("Position"), "minItems": 2,
        ]
    }

    /// A linear ring: at least four positions.
    private static var linearRingDefinition: JSONValue {
        [
            "description":
                "a linear ring: at least four positions, the last equal to the first (RFC 7946 §3.1.6; closure is not checked here)",
            "type": "array", "items": Scope.definitions.reference("Position"), "minItems": 4,
        ]
    }

    /// A Polygon's coordinates: at least one ring.
    private static var polygonCoordinatesDefinition: JSONValue {
        [
            "description": "the rings of a Polygon: the exterior ring, then holes (RFC 7946 §3.1.6)",
            "type": "array", "items": Scope.definitions.reference("LinearRing"), "minItems": 1,
        ]
    }
}
