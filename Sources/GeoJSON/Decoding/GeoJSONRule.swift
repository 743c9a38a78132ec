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
