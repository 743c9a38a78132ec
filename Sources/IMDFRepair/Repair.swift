import GeoJSON
import IMDFKit

/// The safe automatic repair of one kind of finding, tied to the validation rule (and check) that reports it.
///
/// A repair is asked for a fix-it only for a finding its rule made, so that a repair never acts where the
/// validator sees nothing wrong, and every fix-it answers one finding (as a clang fix-it answers one
/// diagnostic). It returns `nil` whenever the repair is not certain: swapped coordinates, duplicate IDs and
/// dangling references have no repair at all, and a repair declines a finding it cannot read exactly.
///
/// Each repair lives in its own file under `Repairs/`, named after its rule.
public protocol Repair: Sendable {
    /// The rule whose findings it repairs, such as `LabelsMustBeObject`.
    var rule: String { get }
    /// The check within the rule, or `nil` for every finding of the rule.
    var check: String? { get }
    /// What it does, in one sentence, for `imdf fix --help` and the documentation.
    var summary: String { get }
    /// The fix-it for one finding of ``rule``/``check``, or `nil` when there is no certain repair.
    ///
    /// - Parameters:
    ///   - finding: The finding, its location naming a file of `input`.
    ///   - file: The file the finding is in: its bytes and a locator over them.
    ///   - input: The archive as decoded (the manifest's language, the feature type of a file).
    func fixIt(for finding: Diagnostic, in file: RepairFile, of input: IMDF.Archive) -> FixIt?
}

extension Repair {
    /// `Rule/check`, or the rule alone.
    public var qualifiedRule: String { check.map { rule + "/" + $0 } ?? rule }

    /// Whether the finding is one this repair answers.
    public func answers(_ finding: Diagnostic) -> Bool {
        finding.rule == rule && (check == nil || finding.check == check)
    }

    /// A fix-it for `finding` with one edit.
    func fixIt(_ finding: Diagnostic, in file: RepairFile, _ summary: String, _ edits: [SourceEdit]) -> FixIt {
        FixIt(
            rule: finding.rule, check: finding.check, file: file.path, path: finding.location.path,
            featureID: finding.location.featureID, summary: summary, edits: edits)
    }
}

/// One file as a repair sees it: its archive-relative path, its bytes, and a locator over them.
public struct RepairFile: Sendable {
    /// The path relative to the archive root.
    public let path: String
    /// The file's bytes as they are now.
    public var bytes: [UInt8] { locator.bytes }
    /// Finds the byte ranges of JSON values in ``bytes``.
    public let locator: JSONByteLocator

    /// Creates the view of one file.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.locator = JSONByteLocator(bytes: bytes)
    }

    /// The bytes of a range, as text.
    public func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The parsed value of a range, or `nil` when it is not JSON.
    public func value(_ range: Range<Int>) -> JSONValue? {
        try? JSONReader().value(from: Array(bytes[range]))
    }
}

/// The repairs `imdf fix` knows, in the order issue 17 lists them.
public enum Repairs {
    /// Every repair.
    public static let all: [any Repair] = [
        RingWindingRepair(),
        RingClosureRepair(),
        DisplayPointRepair(),
        PlainLabelsRepair(),
        CategorySpellingRepair(),
        IntegralOrdinalRepair(),
        TrailingCommaRepair(),
        DuplicatePositionRepair(),
    ]

    /// Whether some repair may answer findings of `rule` (and `check`): what `imdf validate` calls fixable.
    public static func mayRepair(rule: String, check: String?) -> Bool {
        all.contains { $0.rule == rule && ($0.check == nil || $0.check == check) }
    }
}
