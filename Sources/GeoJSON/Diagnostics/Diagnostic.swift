/// One finding about an input: what is wrong, how serious it is, which rule found it, and where.
///
/// Diagnostics are values handed back to the caller; only input that cannot be read at all is
/// thrown. Every layer of the toolkit reports with this one type: the JSON reader
/// (rule `json-syntax`), the GeoJSON decoder (RFC 7946 structure rules), and the IMDF model,
/// graph and validation rules above it. The command line prints them as
/// `file:line:column: severity: [rule] message (feature ID)`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable, Codable {
        /// Informative; never fails a check.
        case info
        /// Non-critical (a SHOULD of the specification); fails only a strict check.
        case warning
        /// A violation of a MUST; the input is not valid.
        case error

        private var rank: Int {
            switch self {
            case .info: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// Where a finding applies: a file, a position in it, the JSON path and the feature.
    ///
    /// Every part is optional, because not every finding has every part: a missing file has
    /// no line, an archive-wide rule has no feature.
    public struct Location: Hashable, Sendable {
        /// The file, relative to the archive root (or as given on the command line).
        public var file: String?
        /// The 1-based line, when the position is known.
        public var line: Int?
        /// The 1-based column, counted in Unicode scalars, when the position is known.
        public var column: Int?
        /// The path of the JSON value the finding is about.
        public var path: JSONPath?
        /// The `id` of the feature the finding is about, as written.
        public var featureID: String?

        public init(
            file: String? = nil, line: Int? = nil, column: Int? = nil, path: JSONPath? = nil, featureID: String? = nil
        ) {
            self.file = file
            self.line = line
            self.column = column
            self.path = path
            self.featureID = featureID
        }

        /// `file:line:column`, as far as it is known.
        public var description: String {
            var text = file ?? "<input>"
            if let line {
                text += ":\(line)"
                if let column { text += ":\(column)" }
            }
            return text
        }
    }

    /// A related place, such as "first defined here" for a duplicate ID.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: Location
        public init(message: String, location: Location) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    /// A stable rule identifier: `json-syntax`, an RFC 7946 rule, or an IMDF rule such as
    /// `FeatureIdMustBeUnique`.
    public var rule: String
    /// A stable identifier of the distinct check within ``rule`` that made the finding, when the rule has
    /// several: `geojson-ring-winding` for a GeoJSON-layer finding that `FileMustBeValidGeoJSON` forwards,
    /// `not-version-4` for a UUID of another version. `nil` when the rule is one check.
    public var check: String?
    /// What is wrong and what was expected, in one sentence without a trailing period.
    public var message: String
    public var location: Location
    public var notes: [Note]
    /// Every feature the finding is about, in file order, when one finding stands for the same defect on
    /// several features (an unknown property key used by 300 features is one finding); otherwise empty,
    /// and ``Location/featureID`` names the feature.
    public var featureIDs: [String]

    public init(
        severity: Severity, rule: String, check: String? = nil, message: String, location: Location,
        notes: [Note] = [], featureIDs: [String] = []
    ) {
        self.severity = severity
        self.rule = rule
        self.check = check
        self.message = message
        self.location = location
        self.notes = notes
        self.featureIDs = featureIDs
    }

    /// The rule, and the check within it when there is one: `FileMustBeValidGeoJSON/geojson-ring-winding`
    /// (a hierarchical rule ID, as SARIF writes one), or `FeatureIdMustBeUnique`.
    public var qualifiedRule: String { check.map { rule + "/" + $0 } ?? rule }

    /// The compiler-style line: `unit.geojson:214:9: error: [json-syntax] message (feature 1f0c…)`.
    public var description: String {
        var text = "\(location.description): \(severity.rawValue): [\(qualifiedRule)] \(message)"
        if let featureID = location.featureID { text += " (feature \(featureID))" }
        return text
    }
}

extension Collection<Diagnostic> {
    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// How many diagnostics there are of one severity.
    public func count(of severity: Diagnostic.Severity) -> Int { lazy.filter { $0.severity == severity }.count }
}
