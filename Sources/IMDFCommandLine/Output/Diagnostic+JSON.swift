import GeoJSON

extension Diagnostic {
    /// The diagnostic in the stable JSON shape of `imdf lint` and `imdf validate`:
    ///
    /// ```json
    /// {"rule": "FileMustBeValidGeoJSON", "check": "geojson-ring-winding", "severity": "warning", "message": "…",
    ///  "file": "unit.geojson", "file_path": "venue/unit.geojson", "line": 3, "column": 9,
    ///  "path": "features[0].geometry.coordinates[0]", "feature": "…", "features": ["…"],
    ///  "notes": [{"message": "…", "file": …, "file_path": …, "line": …, "column": …, "path": …, "feature": …}]}
    /// ```
    ///
    /// Unknown parts are `null`; every key is always present. `check` is the check within the rule, or `null`.
    /// `file` is relative to the archive (as given, for `lint`); `file_path` names it from the current directory
    /// (``FindingPaths``). `features` lists every feature the finding is about: all of them when one finding
    /// stands for several (``Diagnostic/featureIDs``), else `feature` alone, or none.
    var jsonValue: JSONValue { jsonValue(paths: .asGiven) }

    /// The JSON shape, with `file_path` made by `paths`.
    func jsonValue(paths: FindingPaths) -> JSONValue {
        var object = Self.locationMembers(location, paths: paths)
        object.members.insert(
            contentsOf: [
                .init(key: "rule", value: .string(rule)),
                .init(key: "check", value: .string(check)),
                .init(key: "severity", value: .string(severity.rawValue)),
                .init(key: "message", value: .string(message)),
            ], at: 0)
        let notes: [JSONValue] = notes.map { note in
            var members = Self.locationMembers(note.location, paths: note.location.file == nil ? .asGiven : paths)
            members.members.insert(.init(key: "message", value: .string(note.message)), at: 0)
            return .object(members)
        }
        let features = featureIDs.isEmpty ? (location.featureID.map { [$0] } ?? []) : featureIDs
        object.append(key: "features", value: .array(features.map { .string($0) }))
        object.append(key: "notes", value: .array(notes))
        return .object(object)
    }

    /// `{"errors": 1, "warnings": 0, "infos": 2}` for some diagnostics.
    static func summaryJSON<C: Collection<Diagnostic>>(of diagnostics: C) -> JSONValue {
        .object([
            "errors": .integer(diagnostics.count(of: .error)),
            "warnings": .integer(diagnostics.count(of: .warning)),
            "infos": .integer(diagnostics.count(of: .info)),
        ])
    }

    private static func locationMembers(_ location: Location, paths: FindingPaths) -> JSONObject {
        [
            "file": .string(location.file), "file_path": .string(paths.path(of: location.file)),
            "line": .integer(location.line), "column": .integer(location.column),
            "path": .string(location.path?.description), "feature": .string(location.featureID),
        ]
    }
}
