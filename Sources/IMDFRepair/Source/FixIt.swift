import GeoJSON

/// The one safe repair of one finding, as clang attaches a fix-it to a diagnostic: which finding it
/// answers (rule, check, file, JSON path, feature) and the byte edits that repair it.
///
/// Fix-its are made by the ``Repair`` of the finding's rule from the finding and the file's original
/// bytes; ``ArchiveRepairer`` applies them. IDs are never edited.
public struct FixIt: Hashable, Sendable {
    /// The rule of the finding repaired, such as `LabelsMustBeObject`.
    public var rule: String
    /// The check within the rule, such as `geojson-ring-winding`, or `nil`.
    public var check: String?
    /// The archive-relative file the edits apply to.
    public var file: String
    /// The JSON path of the finding (the value changed, or the value it stands for).
    public var path: JSONPath?
    /// The feature the finding is about, as written.
    public var featureID: String?
    /// What the repair does, in one phrase without a trailing period: `reverse the ring to counter-clockwise`.
    public var summary: String
    /// The byte edits, in the original bytes of ``file``; they do not overlap.
    public var edits: [SourceEdit]

    /// Creates a fix-it.
    public init(
        rule: String, check: String?, file: String, path: JSONPath?, featureID: String?, summary: String,
        edits: [SourceEdit]
    ) {
        self.rule = rule
        self.check = check
        self.file = file
        self.path = path
        self.featureID = featureID
        self.summary = summary
        self.edits = edits
    }

    /// The rule and check, as the validator prints them: `FileMustBeValidGeoJSON/geojson-ring-winding`.
    public var qualifiedRule: String { check.map { rule + "/" + $0 } ?? rule }

    /// The byte range covering every edit.
    public var span: Range<Int> {
        let lower = edits.map(\.range.lowerBound).min() ?? 0
        let upper = edits.map(\.range.upperBound).max() ?? 0
        return lower..<upper
    }

    /// The fix-its of `fixIts` (all of one file) that can be applied together: in file order, each one
    /// whose span overlaps an earlier chosen one is left for a later round.
    public static func nonOverlapping(_ fixIts: [FixIt]) -> (chosen: [FixIt], deferred: [FixIt]) {
        var chosen: [FixIt] = []
        var deferred: [FixIt] = []
        var end = Int.min
        for fixIt in fixIts.sorted(by: {
            ($0.span.lowerBound, $0.span.upperBound) < ($1.span.lowerBound, $1.span.upperBound)
        }) {
            // An insertion at the very end of a chosen span still touches it: keep strict order.
            if fixIt.span.lowerBound >= end && !(fixIt.span.isEmpty && fixIt.span.lowerBound == end && end != Int.min) {
                chosen.append(fixIt)
                end = max(end, fixIt.span.upperBound)
            } else {
                deferred.append(fixIt)
            }
        }
        return (chosen, deferred)
    }
}
