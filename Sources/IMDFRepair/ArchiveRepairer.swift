import GeoJSON
import IMDFKit

/// Repairs an archive: validates it, asks each finding's ``Repair`` for a fix-it, applies the fix-its to the
/// files' bytes, and validates again, until no finding has a fix-it left.
///
/// ```swift
/// let files = try ArchiveSource.open(path: "venue")
/// let outcome = ArchiveRepairer().repair(files)
/// for path in outcome.changedPaths { … outcome.repaired[path]!.bytes … }
/// ```
///
/// Rounds are needed because one repair can reveal a finding another answers: a file with a trailing
/// comma is not JSON, so its rings are checked (and repaired) only after the comma is removed; and two
/// fix-its of one ring (closing it and reversing it) touch the same bytes, so the second waits for the next
/// round. Within a round the fix-its of a file never overlap (``FixIt/nonOverlapping(_:)``). The loop stops
/// when a round has nothing to apply, or after ``maximumRounds``.
public struct ArchiveRepairer: Sendable {
    /// The repairs that run (by default ``Repairs/all``).
    public var repairs: [any Repair]
    /// The validator whose findings are repaired.
    public var validator: Validator
    /// At most this many rounds of validate → repair.
    public var maximumRounds: Int

    /// Creates a repairer.
    public init(repairs: [any Repair] = Repairs.all, validator: Validator = Validator(), maximumRounds: Int = 4) {
        self.repairs = repairs
        self.validator = validator
        self.maximumRounds = maximumRounds
    }

    /// The fix-it of every finding that has one, as `imdf validate` shows them: at most one per finding, in
    /// the order of the findings, with edits in the bytes the archive was decoded from.
    ///
    /// - Returns: Pairs of the index of the finding in `findings` and its fix-it.
    public func fixIts(for findings: [Diagnostic], in archive: IMDF.Archive) -> [(finding: Int, fixIt: FixIt)] {
        var files: [String: RepairFile] = [:]
        var result: [(Int, FixIt)] = []
        for (index, finding) in findings.enumerated() {
            guard let path = finding.location.file, let repair = repairs.first(where: { $0.answers(finding) }) else {
                continue
            }
            if files[path] == nil {
                guard let record = archive.files.first(where: { $0.path == path }) else { continue }
                files[path] = RepairFile(path: path, bytes: record.source.bytes)
            }
            guard let file = files[path], let fixIt = repair.fixIt(for: finding, in: file, of: archive),
                !fixIt.edits.isEmpty
            else { continue }
            result.append((index, fixIt))
        }
        return result
    }

    /// Repairs the files of an archive.
    ///
    /// - Parameters:
    ///   - files: The archive's files as read.
    ///   - progress: Called at the start of each round with its number (from 1) and, after the
    ///     round's validation, never again for that round.
    /// - Complexity: One validation per round plus the edits, each O(size of the feature it is in).
    public func repair(_ files: ArchiveFiles, progress: (@Sendable (_ round: Int) -> Void)? = nil) -> RepairOutcome {
        var current = files
        var archive = IMDF.Archive(files: current, rawDocuments: .upFront)
        var findings = validator.validate(archive).diagnostics
        let initial = findings
        var rounds: [[FixIt]] = []
        for round in 1...max(1, maximumRounds) {
            progress?(round)
            let fixIts = self.fixIts(for: findings, in: archive).map(\.fixIt)
            guard !fixIts.isEmpty else { break }
            var applied: [FixIt] = []
            var changed: [ArchiveFile] = []
            for (path, ofFile) in Dictionary(grouping: fixIts, by: \.file).sorted(by: { $0.key < $1.key }) {
                guard let file = current[path] else { continue }
                let chosen = FixIt.nonOverlapping(Self.distinct(ofFile)).chosen
                let bytes = file.bytes.applying(chosen.flatMap(\.edits))
                guard bytes != file.bytes else { continue }
                applied += chosen
                changed.append(ArchiveFile(path: path, bytes: bytes))
            }
            guard !changed.isEmpty else { break }
            current = current.replacing(changed)
            rounds.append(applied)
            archive = IMDF.Archive(files: current, rawDocuments: .upFront)
            findings = validator.validate(archive).diagnostics
        }
        return RepairOutcome(
            original: files, repaired: current, rounds: rounds, initialFindings: initial,
            remainingFindings: findings, repairedArchive: archive)
    }

    /// The fix-its without exact repeats (two findings answered by the same edits, such as the one
    /// trailing-comma repair of a file).
    static func distinct(_ fixIts: [FixIt]) -> [FixIt] {
        var seen = Set<[SourceEdit]>()
        return fixIts.filter { seen.insert($0.edits).inserted }
    }
}

/// What ``ArchiveRepairer/repair(_:progress:)`` did.
public struct RepairOutcome: Sendable {
    /// The files as read.
    public var original: ArchiveFiles
    /// The files repaired (the same paths; unchanged files share their bytes).
    public var repaired: ArchiveFiles
    /// The fix-its applied in each round, their edits in the bytes as they were before that round.
    public var rounds: [[FixIt]]
    /// The findings before any repair.
    public var initialFindings: [Diagnostic]
    /// The findings of the repaired archive.
    public var remainingFindings: [Diagnostic]
    /// The repaired archive, decoded.
    public var repairedArchive: IMDF.Archive

    /// Every fix-it applied, round after round.
    public var applied: [FixIt] { rounds.flatMap { $0 } }

    /// The paths whose bytes changed, sorted.
    public var changedPaths: [String] {
        repaired.files.filter { original[$0.path]?.bytes != $0.bytes }.map(\.path)
    }

    /// How many fix-its were applied for each rule (`Rule/check`), sorted by rule.
    public var countsByRule: [(rule: String, count: Int)] {
        Dictionary(grouping: applied, by: \.qualifiedRule).map { ($0.key, $0.value.count) }.sorted { $0.rule < $1.rule }
    }
}

extension ArchiveFiles {
    /// The files with `replacements` in place of the files of the same paths.
    func replacing(_ replacements: [ArchiveFile]) -> ArchiveFiles {
        let byPath = Dictionary(replacements.map { ($0.path, $0) }, uniquingKeysWith: { $1 })
        let files = self.files.map { byPath[$0.path] ?? $0 }
        // The paths are those of an archive already checked for duplicates.
        guard let result = try? ArchiveFiles(root: root, kind: kind, strippedPrefix: strippedPrefix, files: files)
        else {
            preconditionFailure("replacing files kept the paths unique")
        }
        return result
    }
}
