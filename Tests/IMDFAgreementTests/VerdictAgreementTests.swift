import Foundation
import GeoJSON
import IMDFKit
import IMDFTestSupport
import Testing

/// The verdicts of `imdf validate` on every real archive we have and on our sample venues, compared with
/// committed expectations (`Expectations/<archive>.findings`), so that any change in what the validator
/// reports — a finding gained or lost, a severity changed — shows as a diff in review.
///
/// Each expectation line is one (severity, rule, file, feature) with how many findings it has; lines are
/// sorted. Positions and messages are left out on purpose: they may be reworded or refined without
/// changing a verdict. Re-record after a deliberate change with
/// `IMDF_RECORD_AGREEMENT=1 swift test --filter VerdictAgreement`, and read the diff.
///
/// The shared third-party archives come from `../shared/imdf-data` and are skipped when it is absent; the
/// sample venues are always checked.
@Suite("VerdictAgreement")
struct VerdictAgreementTests {
    /// An archive under test: a name for its expectation file, and where it is.
    struct Subject: CustomTestStringConvertible, Sendable {
        let name: String
        let path: String
        var testDescription: String { name }
    }

    static let packageRoot = TestData.packageRoot
    static let expectations = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Expectations")

    /// `../shared/imdf-data`, when present.
    static let sharedData: URL? = {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/imdf-data")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }()

    /// Every sample venue, and every archive folder in the shared data.
    static let subjects: [Subject] = {
        let samples = ["HarbourviewQuay", "HarbourviewQuay.zip", "HarbourviewQuayWithMistakes"].map {
            Subject(name: $0, path: packageRoot.appendingPathComponent("SampleVenues/\($0)").path)
        }
        guard let shared = sharedData,
            let names = try? FileManager.default.contentsOfDirectory(atPath: shared.path)
        else { return samples }
        let archives = names.sorted().filter { name in
            FileManager.default.fileExists(atPath: shared.appendingPathComponent("\(name)/manifest.json").path)
        }
        return samples + archives.map { Subject(name: $0, path: shared.appendingPathComponent($0).path) }
    }()

    @Test(arguments: subjects)
    func verdictsMatchTheCommittedExpectations(_ subject: Subject) throws {
        let archive = try IMDF.Archive(contentsOf: subject.path)
        let report = Validator().validate(archive)
        let recorded = Self.expectationText(for: subject, report: report)
        let file = Self.expectations.appendingPathComponent("\(subject.name).findings")
        if ProcessInfo.processInfo.environment["IMDF_RECORD_AGREEMENT"] == "1" {
            try recorded.write(to: file, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: file, encoding: .utf8)
        let expectedLines = Set(committed.split(separator: "\n").filter { !$0.hasPrefix("#") })
        let actualLines = Set(recorded.split(separator: "\n").filter { !$0.hasPrefix("#") })
        let gained = actualLines.subtracting(expectedLines).sorted()
        let lost = expectedLines.subtracting(actualLines).sorted()
        #expect(
            gained.isEmpty && lost.isEmpty,
            """
            verdicts on \(subject.name) changed; if deliberate, re-record with IMDF_RECORD_AGREEMENT=1 swift test --filter VerdictAgreement
            now reported: \(gained.joined(separator: "\n  "))
            no longer reported: \(lost.joined(separator: "\n  "))
            """)
        #expect(committed == recorded, "\(subject.name).findings differs in its header or order: re-record it")
    }

    /// Every expectation file belongs to an archive that is checked (when the shared data is present), so a
    /// renamed or removed archive does not leave a file that nothing reads.
    @Test(.enabled(if: sharedData != nil))
    func everyExpectationFileHasItsArchive() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.expectations.path).filter {
            $0.hasSuffix(".findings")
        }
        let names = Set(Self.subjects.map { "\($0.name).findings" })
        #expect(Set(files) == names)
    }

    /// The expectation file's text: a header with the totals, then one sorted line per (severity, rule, file,
    /// feature) with its count.
    static func expectationText(for subject: Subject, report: ValidationReport) -> String {
        var counts: [String: Int] = [:]
        for diagnostic in report.diagnostics {
            let key = [
                diagnostic.severity.rawValue, diagnostic.rule, diagnostic.location.file ?? "-",
                diagnostic.location.featureID ?? "-",
            ].joined(separator: "\t")
            counts[key, default: 0] += 1
        }
        let totals = Diagnostic.Severity.allCases.reversed().map { "\($0.rawValue) \(report.count(of: $0))" }
        var text = """
            # imdf validate on \(subject.name): \(totals.joined(separator: ", "))
            # severity\trule\tfile\tfeature\tcount (generated; re-record with IMDF_RECORD_AGREEMENT=1 swift test --filter VerdictAgreement)

            """
        for key in counts.keys.sorted() {
            text += "\(key)\t\(counts[key] ?? 0)\n"
        }
        return text
    }
}
