import GeoJSON

/// Notes, as information, an archive whose addresses never give a `unit` (suite) designation (spec §2.1;
/// §4.3 D.17; OGC `ZeroCountOfUnitQualifiedAddresses`). Severity: info.
struct ZeroCountOfUnitQualifiedAddresses: ValidationRule {
    let id = "ZeroCountOfUnitQualifiedAddresses"
    let group = ValidationGroup.references
    let severity = Diagnostic.Severity.info
    let summary = "An archive with addresses but none with a unit (suite) designation is noted."
    let specReference = "§2.1; §4.3 D.17"
    let specText = "OGC Validations (Archive): ZeroCountOfUnitQualifiedAddresses, severity INFO"
    let severityReason = "Info: OGC gives it severity INFO."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        let addresses = context.archive.addresses
        guard !addresses.isEmpty, !context.isUnreadable(.address) else { return }
        guard !addresses.contains(where: { ($0.properties.unit ?? "").isEmpty == false }) else { return }
        report.report(
            "none of the \(addresses.count) addresses has a 'unit' (suite or unit designation)",
            at: .init(file: IMDF.FeatureType.address.fileName))
    }
}
