import GeoJSON
import IMDFKit

/// Repair 2: a ring that does not end at its first position gets its first position appended (RFC 7946
/// §3.1.6: "the first and last positions are equivalent"; spec §1.5), answering
/// `FileMustBeValidGeoJSON/geojson-ring-not-closed`.
///
/// The first position's bytes are copied as written, after the same separator as the ring's last one. A
/// ring of fewer than three positions is not repaired: closing it would not make a valid ring.
public struct RingClosureRepair: Repair {
    public let rule = "FileMustBeValidGeoJSON"
    public let check: String? = GeoJSONRule.ringNotClosed
    public let summary = "Close an unclosed ring by appending its first position."

    public init() {}

    public func fixIt(for finding: Diagnostic, in file: RepairFile, of input: IMDF.Archive) -> FixIt? {
        guard let path = finding.location.path, let ring = file.locator.range(of: path),
            let positions = file.locator.elements(ofArrayIn: ring), positions.count >= 3,
            let first = positions.first, let last = positions.last
        else { return nil }
        guard file.value(first) != file.value(last) else { return nil }
        let separator = file.bytes[positions[positions.count - 2].upperBound..<last.lowerBound]
        let insertion = Array(separator) + Array(file.bytes[first])
        return fixIt(
            finding, in: file, "append the first position \(file.text(first)) to close the ring",
            [SourceEdit(range: last.upperBound..<last.upperBound, replacement: insertion)])
    }
}
