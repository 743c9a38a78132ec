import GeoJSON
import IMDFKit

/// Repair 6: a level `ordinal` written as an integral number with a fraction or exponent (`1.0`, `-2.00`,
/// `1e0`) is written as the integer (spec §2.8: `ordinal` is an INTEGER), answering
/// `PropertyMustHaveValidType` for that property.
///
/// `1.5`, `"1"` and `true` are not repaired: their integer is not certain.
public struct IntegralOrdinalRepair: Repair {
    public let rule = "PropertyMustHaveValidType"
    public let check: String? = nil
    public let summary = "Write a level ordinal given as an integral float (1.0) as the integer (1)."

    public init() {}

    public func fixIt(for finding: Diagnostic, in file: RepairFile, of input: IMDF.Archive) -> FixIt? {
        guard let path = finding.location.path, case .key("ordinal")? = path.components.last,
            path.components.count == 4,
            case .features(.level)? = input.files.first(where: { $0.path == file.path })?.role,
            let range = file.locator.range(of: path), let number = file.value(range)?.numberValue,
            number.isIntegral, abs(number.double) <= 9_007_199_254_740_992
        else { return nil }
        let integer = String(Int64(number.double))
        let written = file.text(range)
        guard integer != written else { return nil }
        return fixIt(
            finding, in: file, "write the ordinal \(written) as \(integer)",
            [SourceEdit(range: range, replacement: integer)])
    }
}
