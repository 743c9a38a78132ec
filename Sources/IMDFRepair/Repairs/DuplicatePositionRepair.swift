import GeoJSON
import IMDFKit

/// Repair 8: positions of a ring that exactly repeat their neighbour are removed, when the ring keeps four
/// or more positions (RFC 7946 §3.1.6), answering `RingPositionsShouldNotRepeat`.
///
/// Each repeat is removed with the separator before it; the other positions keep their bytes. Positions
/// are compared as parsed JSON (every number equal), so `1.0` repeats `1`.
public struct DuplicatePositionRepair: Repair {
    public let rule = "RingPositionsShouldNotRepeat"
    public let check: String? = nil
    public let summary =
        "Remove positions of a ring that repeat their neighbour exactly, when the ring keeps four positions."

    public init() {}

    public func fixIt(for finding: Diagnostic, in file: RepairFile, of input: IMDF.Archive) -> FixIt? {
        guard let path = finding.location.path, let ring = file.locator.range(of: path),
            let positions = file.locator.elements(ofArrayIn: ring)
        else { return nil }
        let values = positions.map { file.value($0) }
        guard !values.contains(where: { $0 == nil }) else { return nil }
        let repeats = (1..<max(1, positions.count)).filter { values[$0] == values[$0 - 1] }
        guard !repeats.isEmpty, positions.count - repeats.count >= 4 else { return nil }
        let edits = repeats.map {
            SourceEdit(range: positions[$0 - 1].upperBound..<positions[$0].upperBound, replacement: [])
        }
        let count = repeats.count == 1 ? "1 repeated position" : "\(repeats.count) repeated positions"
        return fixIt(finding, in: file, "remove \(count) from the ring", edits)
    }
}
