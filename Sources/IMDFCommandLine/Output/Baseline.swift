import GeoJSON

/// Findings accepted as they are today (`--write-baseline FILE`), so that later runs show only new ones
/// (`--baseline FILE`), as SwiftLint and detekt baselines do for a legacy code base.
///
/// A finding is recorded by what identifies it across edits, never by its line or column, so reformatting a
/// file or moving a feature does not invalidate the baseline: its rule (and check), its file (relative to the
/// archive), the feature ID, and the JSON path. When the feature ID is known the path is taken relative to the
/// feature (`properties.unit_id`, `$` for the feature itself), so reordering or inserting features changes
/// nothing either. Equal entries are counted (two features sharing one ID, say, each with the same finding).
///
/// The file is JSON, one entry per line, sorted, with keys that have no value left out:
///
/// ```json
/// {
///   "version": 1,
///   "tool": "imdf",
///   "findings": [
///     {"rule": "FeatureIdMustBeUnique", "file": "detail.geojson", "feature": "e2481549-…", "path": "id", "count": 1},
///     {"rule": "FileMustBeValidGeoJSON", "check": "geojson-ring-winding", "file": "unit.geojson", "feature": "…", "path": "geometry.coordinates[0]", "count": 1}
///   ]
/// }
/// ```
///
/// Comparing takes multiplicity into account: an entry with count 2 absorbs two equal findings; a third is new.
/// Entries left over are findings that are gone ("fixed").
struct Baseline: Sendable {
    /// What identifies a finding in a baseline.
    struct Entry: Hashable, Comparable, Sendable, CustomStringConvertible {
        var rule: String
        var check: String?
        var file: String?
        var feature: String?
        var path: String?

        init(rule: String, check: String? = nil, file: String? = nil, feature: String? = nil, path: String? = nil) {
            self.rule = rule
            self.check = check
            self.file = file
            self.feature = feature
            self.path = path
        }

        /// The entry a finding is recorded as.
        init(_ diagnostic: Diagnostic) {
            let location = diagnostic.location
            self.init(
                rule: diagnostic.rule, check: diagnostic.check, file: location.file, feature: location.featureID,
                path: Self.path(of: location))
        }

        /// The JSON path, relative to the feature when its ID is known and the path runs through `features[i]`.
        static func path(of location: Diagnostic.Location) -> String? {
            guard let path = location.path else { return nil }
            let components = path.components
            if location.featureID != nil, components.count >= 2, case .key("features") = components[0],
                case .index = components[1]
            {
                return JSONPath(Array(components.dropFirst(2))).description
            }
            return path.description
        }

        static func < (a: Entry, b: Entry) -> Bool {
            (a.rule, a.check ?? "", a.file ?? "", a.feature ?? "", a.path ?? "")
                < (b.rule, b.check ?? "", b.file ?? "", b.feature ?? "", b.path ?? "")
        }

        /// `[Rule/check] file, feature ID, at path`, for listing fixed entries.
        var description: String {
            var parts: [String] = []
            if let file { parts.append(file) }
            if let feature { parts.append("feature \(feature)") }
            if let path { parts.append("at \(path)") }
            return "[\(check.map { rule + "/" + $0 } ?? rule)]"
                + (parts.isEmpty ? "" : " " + parts.joined(separator: ", "))
        }

        /// The entry's members with a value, in file order, and the count.
        func json(count: Int) -> JSONObject {
            var object: JSONObject = ["rule": .string(rule)]
            for (key, value) in [("check", check), ("file", file), ("feature", feature), ("path", path)] {
                if let value { object.append(key: key, value: .string(value)) }
            }
            object.append(key: "count", value: .number(JSONNumber(count)))
            return object
        }
    }

    /// The version of the file format this tool writes and reads.
    static let version = 1

    /// How many findings each entry stands for.
    private(set) var counts: [Entry: Int] = [:]

    /// The entries with their counts, sorted.
    var entries: [(entry: Entry, count: Int)] { counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }

    /// How many findings the baseline stands for.
    var findingCount: Int { counts.values.reduce(0, +) }

    /// A baseline of some findings.
    init<S: Sequence<Diagnostic>>(_ diagnostics: S) {
        for diagnostic in diagnostics { counts[Entry(diagnostic), default: 0] += 1 }
    }

    /// A baseline read from its JSON text.
    ///
    /// - Parameter name: The file's name, for messages.
    /// - Throws: ``CLIError`` (data, exit 65) when the text is not a baseline of this version.
    init(json bytes: [UInt8], name: String) throws {
        let value: JSONValue
        do {
            value = try JSONReader().value(from: bytes)
        } catch {
            let position = SourceText(bytes: bytes).lineColumn(at: error.offset)
            throw CLIError.data("baseline '\(name)' is not JSON: \(position.line):\(position.column): \(error.message)")
        }
        func invalid(_ why: String) -> CLIError { CLIError.data("baseline '\(name)' is not an imdf baseline: \(why)") }
        guard let object = value.objectValue else { throw invalid("expected a JSON object") }
        guard let version = object["version"]?.int64Value else { throw invalid("no \"version\" number") }
        guard version == Int64(Self.version) else {
            throw CLIError.data("baseline '\(name)' has version \(version); this imdf reads version \(Self.version)")
        }
        guard let findings = object["findings"]?.arrayValue else { throw invalid("no \"findings\" array") }
        for (index, item) in findings.enumerated() {
            guard let member = item.objectValue, let rule = member["rule"]?.stringValue else {
                throw invalid("findings[\(index)] has no \"rule\" string")
            }
            func text(_ key: String) throws -> String? {
                guard let value = member[key], !value.isNull else { return nil }
                guard let text = value.stringValue else { throw invalid("findings[\(index)].\(key) is not a string") }
                return text
            }
            let count = member["count"].map { $0.int64Value.map(Int.init) } ?? 1
            guard let count, count > 0 else { throw invalid("findings[\(index)].count is not a positive whole number") }
            let entry = Entry(
                rule: rule, check: try text("check"), file: try text("file"), feature: try text("feature"),
                path: try text("path"))
            counts[entry, default: 0] += count
        }
    }

    /// The file's text: the header, then one entry per line, sorted; the same findings give the same bytes.
    func text() throws -> String {
        let writer = JSONWriter()
        var lines: [String] = []
        for (entry, count) in entries {
            let members = try entry.json(count: count).members.map { member in
                try writer.string(for: .string(member.key)) + ": " + writer.string(for: member.value)
            }
            lines.append("    {" + members.joined(separator: ", ") + "}")
        }
        let list = lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n  ]"
        return "{\n  \"version\": \(Self.version),\n  \"tool\": \"imdf\",\n  \"findings\": \(list)\n}\n"
    }

    /// Today's findings set against the baseline.
    struct Comparison: Sendable {
        /// The findings the baseline does not account for, in their order.
        var new: [Diagnostic]
        /// How many findings the baseline accounts for.
        var matched: Int
        /// Entries (with how many of their findings) that no finding matched any more.
        var fixed: [(entry: Entry, count: Int)]
    }

    /// Which findings are new: each finding uses up one count of its entry, in order; those left are new.
    func compare<C: Collection<Diagnostic>>(_ diagnostics: C) -> Comparison {
        var remaining = counts
        var new: [Diagnostic] = []
        var matched = 0
        for diagnostic in diagnostics {
            let entry = Entry(diagnostic)
            if let left = remaining[entry], left > 0 {
                remaining[entry] = left - 1
                matched += 1
            } else {
                new.append(diagnostic)
            }
        }
        let fixed = remaining.filter { $0.value > 0 }.sorted { $0.key < $1.key }.map {
            (entry: $0.key, count: $0.value)
        }
        return Comparison(new: new, matched: matched, fixed: fixed)
    }
}
