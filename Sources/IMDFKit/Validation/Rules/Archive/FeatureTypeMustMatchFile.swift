import GeoJSON

/// Checks that every `feature_type` names one of the sixteen IMDF types and equals its file's stem: a
/// feature in `unit.geojson` has `"feature_type": "unit"` (spec §1.1, §1.2). Severity: error.
struct FeatureTypeMustMatchFile: ValidationRule {
    let id = "FeatureTypeMustMatchFile"
    let group = ValidationGroup.archive
    let severity = Diagnostic.Severity.error
    let summary = "Every feature_type is one of the 16 IMDF types and equals the stem of the file holding it."
    let specReference = "§1.1; §1.2; §4.3 A.6"
    let specText =
        "spec §1.1: features are stored \"one FeatureCollection per feature type, in files named <feature_type>.geojson\"; §1.2: feature_type is one of the 16 names"
    let severityReason =
        "Error: a feature of the wrong type in a file is read as the file's type or not at all, so it cannot be linked; the value does not have the form (enumeration) its type requires."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        let locator = SourceLocator()
        RawFeatures.forEach(in: context.archive) { entry in
            guard let text = entry.featureTypeValue?.stringValue, !text.isEmpty, text != entry.type.rawValue else {
                return
            }
            if IMDF.FeatureType(rawValue: text) == nil {
                let hint =
                    NearestValue.suggestion(for: text, among: IMDF.FeatureType.allCases.map(\.rawValue)).map {
                        " (did you mean \"\($0)\"?)"
                    } ?? ""
                report.report(
                    "\(entry.label) has feature_type \"\(text)\", which is not an IMDF feature type\(hint); expected \"\(entry.type.rawValue)\" in \(entry.file.path)",
                    at: locator.location(entry, ["feature_type"]))
            } else {
                report.report(
                    "\(entry.label) has feature_type \"\(text)\" but is in \(entry.file.path); expected \"\(entry.type.rawValue)\"",
                    at: locator.location(entry, ["feature_type"]))
            }
        }
    }
}
