/// The rule identifiers of the GeoJSON decoder's diagnostics (see Documentation/GeoJSONRules.md).
public enum GeoJSONRule {
    /// The text is not JSON (RFC 8259). Error; thrown, not collected.
    public static let jsonSyntax = "json-syntax"
    /// A GeoJSON object (root, feature, geometry) is not a JSON object. Error.
    public static let notObject = "geojson-not-object"
    /// An object has no `type` member. Error.
    public static let missingType = "geojson-missing-type"
    /// `type` is not one of the nine RFC 7946 types. Error.
    public static let unknownType = "geojson-unknown-type"
    /// `type` is an RFC 7946 type that is not allowed in this place. Error.
    public static let unexpectedType = "geojson-unexpected-type"
    /// A member has the wrong JSON type (`properties` a string, `id` a boolean, …). Error.
    public static let invalidMember = "geojson-invalid-member"
    /// A required member is missing (`coordinates`, `geometries`, `features`, `geometry`, `properties`). Error.
    public static let missingMember = "geojson-missing-member"
    /// `coordinates` is not nested as the geometry type requires, or holds something other than numbers. Error.
    public static let invalidCoordinates = "geojson-invalid-coordinates"
    /// A position has fewer than two numbers. Error.
    public static let positionTooShort = "geojson-position-too-short"
    /// A position has more than three numbers. Warning.
    public static let positionTooLong = "geojson-position-too-long"
    /// A LineString (or a line of a MultiLineString) has fewer than two positions. Error.
    public static let lineTooShort = "geojson-line-too-short"
    /// A linear ring has fewer than four positions. Error.
    public static let ringTooShort = "geojson-ring-too-short"
    /// A linear ring's last position differs from its first. Error.
    public static let ringNotClosed = "geojson-ring-not-closed"
    /// An exterior ring is not counterclockwise, or a hole not clockwise. Warning.
    public static let ringWinding = "geojson-ring-winding"
    /// `bbox` is not an array of 4 or 6 numbers, or its south is above its north. Error.
    public static let invalidBoundingBox = "geojson-invalid-bbox"
    /// A `bbox` does not contain every position of the geometry it belongs to. Warning.
    public static let boundingBoxExcludesGeometry = "geojson-bbox-excludes-geometry"
    /// An object has a member that RFC 7946 §7.1 ("Semantics of GeoJSON Members and Types Are Not
    /// Changeable") forbids for its type, because the name defines another type of object: a
    /// FeatureCollection with `coordinates`, `geometries`, `geometry` or `properties`; a Feature with
    /// `coordinates`, `geometries` or `features`; a Geometry object (GeometryCollection included) with
    /// `geometry`, `properties` or `features`. Error, at the member's name, for an object whose `type`
    /// declares that type (not one whose type is missing or was read as a Feature inside `features`).
    /// The member is still kept as a foreign member, so that decoding and writing lose nothing.
    public static let memberChangesSemantics = "geojson-member-changes-semantics"
    /// A member name appears more than once in one object, anywhere in the document (RFC 8259 §4: "The
    /// names within an object SHOULD be unique"); names are compared after unescaping, byte by byte
    /// (RFC 8259 §8.3), so `"a"` and `"\u0061"` are one name. Warning, at each later occurrence's name,
    /// with a note at the first.
    ///
    /// Whichever occurrence a decoder keeps is a choice RFC 8259 leaves open; this decoder keeps the
    /// last, as JavaScript's `JSON.parse` and most decoders do, so that a file reads the same here as in
    /// the web maps it is made for: a GeoJSON member is read from its last occurrence only (the earlier
    /// ones ignored, so the decoded object and what ``GeoJSONWriter`` writes from it agree); a plain
    /// object (`properties` and its values, foreign members) keeps every occurrence in order, and a
    /// lookup by name returns the last.
    public static let duplicateMember = "json-duplicate-member"
}

extension GeoJSONRule {
    /// One rule of the GeoJSON layer: its identifier, the severity of its findings, and what it checks.
    public struct Descriptor: Hashable, Sendable {
        /// The rule identifier, such as `geojson-ring-winding`.
        public let id: String
        /// The severity of the rule's findings.
        public let severity: Diagnostic.Severity
        /// What the rule checks, in one sentence.
        public let summary: String

        /// Describes a rule.
        public init(id: String, severity: Diagnostic.Severity, summary: String) {
            self.id = id
            self.severity = severity
            self.summary = summary
        }
    }

    /// Every rule of the GeoJSON layer, in the order of `Documentation/GeoJSONRules.md` (a test checks that
    /// the two list the same rules). Add a new rule here as well as its constant above.
    public static let all: [Descriptor] = [
        .init(id: jsonSyntax, severity: .error, summary: "The text is JSON (RFC 8259)."),
        .init(
            id: notObject, severity: .error,
            summary:
                "The root, every element of features, every geometry and every element of geometries is a JSON object."),
        .init(id: missingType, severity: .error, summary: "Every GeoJSON object has a type member."),
        .init(id: unknownType, severity: .error, summary: "type is one of the nine RFC 7946 types."),
        .init(
            id: unexpectedType, severity: .error,
            summary: "type is allowed where the object stands (a Feature in features, a geometry type as a geometry)."),
        .init(
            id: invalidMember, severity: .error,
            summary:
                "Members have their JSON types: type a string, id a string or number, properties an object or null, features and geometries arrays."
        ),
        .init(
            id: missingMember, severity: .error,
            summary:
                "Required members are present: coordinates, geometries, features, and a Feature's geometry and properties."
        ),
        .init(
            id: invalidCoordinates, severity: .error,
            summary: "coordinates holds numbers nested as the geometry type requires."),
        .init(id: positionTooShort, severity: .error, summary: "A position has at least two numbers."),
        .init(
            id: positionTooLong, severity: .warning,
            summary: "A position has at most three numbers (RFC 7946 §3.1.1: SHOULD NOT have more)."),
        .init(
            id: lineTooShort, severity: .error,
            summary: "A LineString, or a line of a MultiLineString, has at least two positions."),
        .init(id: ringTooShort, severity: .error, summary: "A linear ring has at least four positions."),
        .init(id: ringNotClosed, severity: .error, summary: "A linear ring ends at its first position."),
        .init(
            id: ringWinding, severity: .warning,
            summary:
                "Exterior rings are counterclockwise and holes clockwise (RFC 7946 §3.1.6 right-hand rule; parsers should not reject)."
        ),
        .init(
            id: invalidBoundingBox, severity: .error,
            summary: "bbox is an array of 4 or 6 finite numbers with its south not above its north."),
        .init(
            id: boundingBoxExcludesGeometry, severity: .warning,
            summary: "A bbox contains every position of what it bounds."),
        .init(
            id: memberChangesSemantics, severity: .error,
            summary:
                "No object has a member that RFC 7946 §7.1 reserves for another type (a Feature's coordinates, a geometry's properties, …)."
        ),
        .init(
            id: duplicateMember, severity: .warning,
            summary:
                "No object repeats a member name (RFC 8259 §4: SHOULD be unique); the last occurrence is the one read."),
    ]

    /// The rule with an identifier, if the GeoJSON layer has it.
    public static func descriptor(for id: String) -> Descriptor? { all.first { $0.id == id } }
}
