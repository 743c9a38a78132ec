import GeoJSON
import IMDFKit

/// Repair 1: a ring wound against RFC 7946's right-hand rule is reversed (exterior counter-clockwise, holes
/// clockwise; RFC 7946 §3.1.6, spec §1.5), answering `FileMustBeValidGeoJSON/geojson-ring-winding`.
///
/// The ring's positions are written back in reverse order as the bytes they were: each position keeps its
/// number spelling, and the separators between positions (spaces, line breaks) stay where they were. A
/// closed ring reversed is still closed. Only the ring's array is replaced.
public struct RingWindingRepair: Repair {
    public let rule = "FileMustBeValidGeoJSON"
    public let check: String? = GeoJSONRule.ringWinding
    public let summary =
        "Reverse a ring wound against RFC 7946's right-hand rule (exterior counter-clockwise, holes clockwise)."

    public init() {}

    public func fixIt(for finding: Diagnostic, in file: RepairFile, of input: IMDF.Archive) -> FixIt? {
        guard let path = finding.location.path, let ring = file.locator.range(of: path),
            let positions = file.locator.elements(ofArrayIn: ring), positions.count >= 4
        else { return nil }
        let reversed = Self.reversing(positions, in: file.bytes)
        let summary = "reverse the ring's \(positions.count) positions"
        return fixIt(
            finding, in: file, summary,
            [
                SourceEdit(
                    range: positions.first!.lowerBound..<positions.last!.upperBound,
                    replacement: reversed)
            ])
    }

    /// The bytes from the first element to the end of the last, with the elements in reverse order and the
    /// separators between them kept in their places.
    ///
    /// - Complexity: O(bytes of the elements).
    static func reversing(_ elements: [Range<Int>], in bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(elements.last!.upperBound - elements.first!.lowerBound)
        for (slot, element) in elements.reversed().enumerated() {
            result.append(contentsOf: bytes[element])
            if slot + 1 < elements.count {
                // The separator that followed the element at this slot originally.
                result.append(contentsOf: bytes[elements[slot].upperBound..<elements[slot + 1].lowerBound])
            }
        }
        return result
    }
}
