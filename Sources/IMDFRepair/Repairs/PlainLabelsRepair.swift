import GeoJSON
import IMDFKit

/// Repair 4: a LABELS property written as a plain string becomes a LABELS object in the manifest's language
/// (spec §1.4 LABELS: "an object whose keys are language tags"; the manifest's `language` is "the default
/// language of the venue data"), answering `LabelsMustBeObject`.
///
/// `"Ferry Tickets"` becomes `{"en": "Ferry Tickets"}`, the string kept byte for byte. Not repaired when the
/// manifest has no well-formed `language`, or when the value is not a string (an empty object, a number).
public struct PlainLabelsRepair: Repair {
    public let rule = "LabelsMustBeObject"
    public let check: String? = nil
    public let summary = "Wrap a plain-string LABELS value as {\"<manifest language>\": \"<string>\"}."

    public init() {}

    public func fixIt(for finding: Diagnostic, in file: RepairFile, of input: IMDF.Archive) -> FixIt? {
        guard let language = input.manifest?.language, Self.isWellFormedTag(language),
            let path = finding.location.path, let range = file.locator.range(of: path),
            file.bytes[range.lowerBound] == UInt8(ascii: "\""), file.value(range)?.stringValue != nil
        else { return nil }
        let replacement = Array("{\"\(language)\": ".utf8) + Array(file.bytes[range]) + [UInt8(ascii: "}")]
        return fixIt(
            finding, in: file, "wrap the string as a LABELS object in the manifest language \"\(language)\"",
            [SourceEdit(range: range, replacement: replacement)])
    }

    /// Whether `tag` has the shape of a BCP 47 tag (letters, digits, hyphen-separated subtags of 1–8,
    /// starting with 2–8 letters), so that it can be written into JSON without escaping.
    static func isWellFormedTag(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let primary = subtags.first, (2...8).contains(primary.count),
            primary.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return subtags.dropFirst().allSatisfy {
            (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
