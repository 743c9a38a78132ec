import GeoJSON
import IMDFRepair

/// The fix-its of the findings `imdf validate` shows (see `IMDFRepair`'s ``ArchiveRepairer``), and how each
/// output marks a fixable finding: `[fixable]` after the message in text and GitHub annotations, a `fix` member
/// in JSON, SARIF `fixes` (``SARIFWriter``).
struct ValidationFixIts {
    /// The fix-it of each finding that has one, by the finding's index among those shown.
    var byFinding: [Int: FixIt]

    init(_ pairs: [(finding: Int, fixIt: FixIt)]) {
        byFinding = Dictionary(pairs.map { ($0.finding, $0.fixIt) }, uniquingKeysWith: { first, _ in first })
    }

    /// The marker appended to the message of a fixable finding in text.
    static let marker = "[fixable]"

    /// The finding at `index` of the findings shown, with ``marker`` after its message when it is fixable.
    func marked(_ finding: Diagnostic, at index: Int) -> Diagnostic {
        guard byFinding[index] != nil else { return finding }
        var marked = finding
        marked.message += " " + Self.marker
        return marked
    }

    /// The JSON of a finding with a `fix` member when it is fixable:
    /// `{"summary", "edits": [{"offset", "length", "replacement"}]}` (byte offsets into the file as read).
    func json(_ value: JSONValue, finding index: Int) -> JSONValue {
        guard let fixIt = byFinding[index], case .object(var object) = value else { return value }
        object.append(
            key: "fix",
            value: .object([
                "summary": .string(fixIt.summary),
                "edits": .array(
                    fixIt.edits.map { edit in
                        .object([
                            "offset": .integer(edit.range.lowerBound),
                            "length": .integer(edit.range.count),
                            "replacement": .string(String(decoding: edit.replacement, as: UTF8.self)),
                        ])
                    }),
            ]))
        return .object(object)
    }
}

extension SARIFWriter {
    /// A SARIF `fix` object: the fix-it's summary and one artifact change whose replacements are its edits
    /// (byte regions of the file as read, SARIF 2.1.0 §3.55–3.57).
    static func fix(_ fixIt: FixIt, artifact: JSONValue) -> JSONValue {
        .object([
            "description": .object(["text": .string(fixIt.summary)]),
            "artifactChanges": [
                .object([
                    "artifactLocation": artifact,
                    "replacements": .array(
                        fixIt.edits.map { edit in
                            .object([
                                "deletedRegion": .object([
                                    "byteOffset": .integer(edit.range.lowerBound),
                                    "byteLength": .integer(edit.range.count),
                                ]),
                                "insertedContent": .object([
                                    "text": .string(String(decoding: edit.replacement, as: UTF8.self))
                                ]),
                            ])
                        }),
                ])
            ],
        ])
    }
}
