import GeoJSON

extension Diagnostic {
    /// The diagnostic in the stable JSON shape of `imdf lint` and `imdf validate`:
    ///
    /// ```json
    /// {"rule": "json-syntax", "severity": "error", "message": "…", "file": "unit.geojson",
    ///  "line": 3, "column": 9, "path": "features[0].properties", "feature": null, "features": [],
    ///  "notes": [{"message": "…", "file": …, "line": …, "column": …, "path": …, "feature": …}]}
    /// ```
    ///
    /// Unknown parts are `null`; every key is always present. `features` lists every feature the finding is
    /// about: all of them when one finding stands for several (``Diagnostic/featureIDs``), else `feature`
    /// alone, or none.
    var jsonValue: JSONValue {
        var object = Self.locationMembers(location)
        object.members.insert(contentsOf: [
            .init(key: "rule", value: .string(rule)),
            .init(key: "severity", value: .string(severity.rawValue)),
            .init(key: "message", value: .string(message)),
        ], at: 0)
        let notes: [JSONValue] = notes.map { note in
            var members = Self.locationMembers(note.location)
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

    private static func locationMembers(_ location: Location) -> JSONObject {
        [
            "file": .string(location.file), "line": .integer(location.line), "column": .integer(location.column),
            "path": .string(location.path?.description), "feature": .string(location.featureID),
        ]
    }
}
