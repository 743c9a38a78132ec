import GeoJSON
import IMDFKit

/// Repair 7: trailing commas before `]` or `}` are removed, answering `FileMustBeValidJSON/json-syntax`. It
/// is the only repair of JSON syntax (RFC 8259 §5 and §4 allow no trailing comma).
///
/// A tolerant pass over the bytes (strings skipped, escapes honoured) finds every comma followed, after
/// whitespace only, by a closing bracket; only the comma bytes are removed. The repair is made only when
/// the file then parses strictly: a file with any other syntax error is refused, with the position, as
/// before.
public struct TrailingCommaRepair: Repair {
    public let rule = "FileMustBeValidJSON"
    public let check: String? = GeoJSONRule.jsonSyntax
    public let summary = "Remove trailing commas in arrays and objects, when the file is then valid JSON."

    public init() {}

    public func fixIt(for finding: Diagnostic, in file: RepairFile, of input: IMDF.Archive) -> FixIt? {
        let commas = Self.trailingCommas(in: file.bytes)
        guard !commas.isEmpty else { return nil }
        let edits = commas.map { SourceEdit(range: $0..<$0 + 1, replacement: []) }
        // Checked, not built: a file's worth of values would cost many times its size (issue 23).
        guard (try? JSONReader().checkSyntax(of: file.bytes.applying(edits))) != nil else { return nil }
        let count = commas.count == 1 ? "1 trailing comma" : "\(commas.count) trailing commas"
        return FixIt(
            rule: finding.rule, check: finding.check, file: file.path, path: finding.location.path,
            featureID: finding.location.featureID, summary: "remove \(count)", edits: edits)
    }

    /// The offsets of the commas followed by whitespace and `]` or `}`, outside strings.
    ///
    /// - Complexity: O(*n*).
    static func trailingCommas(in bytes: [UInt8]) -> [Int] {
        var result: [Int] = []
        var index = 0
        var pendingComma: Int?
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                pendingComma = nil
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: ","):
                pendingComma = index
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let comma = pendingComma { result.append(comma) }
                pendingComma = nil
            case 0x20, 0x0A, 0x0D, 0x09:
                break
            default:
                pendingComma = nil
            }
            index += 1
        }
        return result
    }
}
