import GeoJSON
import IMDFRepair

/// Findings as one SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), for GitHub code
/// scanning and other SARIF viewers: `imdf validate --format sarif`, `imdf lint --format sarif`.
///
/// One run. The tool's driver lists every rule and every check of the command (``FindingRules``) as a
/// reporting descriptor: `id` (a check has the hierarchical ID `Rule/check`, SARIF §3.27.5), short and full
/// description, `help`, `helpUri` into the rule catalogue, and the default level (`error`, `warning`, `note`
/// for info). Each result has its rule ID and index, level, message, and one location:
///
/// - a physical location: the artifact's URI and the region's start line and column (columns in Unicode code
///   points, `columnKind`). A path relative to the current directory is written relative to `%SRCROOT%`, which
///   `originalUriBaseIds` sets to the current directory (GitHub resolves `%SRCROOT%` to the checkout, so run
///   from the repository root); a path outside it is an absolute `file://` URI. A member of a `.zip` is a
///   nested artifact (`artifacts`, `parentIndex` pointing at the zip) whose URI is its path inside the zip;
/// - logical locations: the feature (`kind` `object`, named by its ID) and the JSON path (`kind` `value`).
///
/// The feature ID, every feature ID the finding stands for, the JSON path and the archive-relative file are also
/// in the result's `properties`; notes are `relatedLocations`. `partialFingerprints["imdfFinding/v1"]` is the
/// finding's baseline identity (rule, check, file, feature, JSON path; see ``Baseline``), so a viewer can track
/// a finding across runs however lines move. With `--baseline`, every result has `baselineState` `new`.
struct SARIFWriter {
    /// The command's rules and checks.
    var rules: FindingRules
    /// How files are named (the archive, a stripped zip folder).
    var paths: FindingPaths
    /// The current directory, absolute, for `%SRCROOT%`; `nil` writes every path as given.
    var workingDirectory: String?
    /// Whether the results were compared with a baseline (each then gets `baselineState` `new`).
    var comparedWithBaseline = false
    /// The fix-its of findings, by their index in the findings written: each becomes the result's `fixes`.
    var fixIts: [Int: FixIt] = [:]

    /// The schema URI written as `$schema`.
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The base ID of paths relative to the current directory.
    static let sourceRoot = "%SRCROOT%"

    /// Writes the log for some findings, the results one at a time: the log is never held whole (a broken file
    /// can give a million findings), and its bytes are those of the same log built as one JSON value.
    ///
    /// - Throws: `JSONWriterError` (a bug: every number written is finite).
    func write<C: Collection<Diagnostic>>(for diagnostics: C, to json: inout StreamedJSON) throws {
        var index = index(of: diagnostics)
        json.beginObject()
        try json.member("$schema", .string(Self.schemaURI))
        try json.member("version", "2.1.0")
        json.key("runs")
        json.beginArray()
        json.beginObject()
        for member in run(index).members { try json.member(member.key, member.value) }
        json.key("results")
        json.beginArray()
        for (findingIndex, diagnostic) in diagnostics.enumerated() {
            try json.value(result(for: diagnostic, at: findingIndex, index: &index))
        }
        json.endArray()
        json.endObject()
        json.endArray()
        json.endObject()
    }

    /// What a log states before its results, gathered in one pass over the findings: the rules they report
    /// (the command's, then any other in order of first use) and the files they name, in the order the
    /// results name them, so that the results written afterwards find every index already assigned.
    private struct Index {
        var descriptors: [FindingRules.Descriptor]
        var ruleIndex: [String: Int] = [:]
        var artifacts: ArtifactTable
    }

    private func index<C: Collection<Diagnostic>>(of diagnostics: C) -> Index {
        var index = Index(
            descriptors: rules.descriptors, artifacts: ArtifactTable(paths: paths, workingDirectory: workingDirectory))
        for (position, descriptor) in index.descriptors.enumerated() { index.ruleIndex[descriptor.id] = position }
        for (findingIndex, diagnostic) in diagnostics.enumerated() {
            let id = diagnostic.qualifiedRule
            if index.ruleIndex[id] == nil {
                index.ruleIndex[id] = index.descriptors.count
                index.descriptors.append(
                    rules.descriptor(for: id)
                        ?? FindingRules.Descriptor(
                            rule: diagnostic.rule, check: diagnostic.check, severity: diagnostic.severity, summary: id,
                            fullDescription: "", helpURI: FindingRules.documentationURL))
            }
            // The files in the order `result(for:at:index:)` names them: the finding's, its notes', its fix-it's.
            _ = index.artifacts.location(of: diagnostic.location.file)
            for note in diagnostic.notes { _ = index.artifacts.location(of: note.location.file) }
            if let fixIt = fixIts[findingIndex] { _ = index.artifacts.location(of: fixIt.file) }
        }
        return index
    }

    /// The run's members before `results`: the tool and its rules, the invocation, the base URI and the artifacts.
    private func run(_ index: Index) -> JSONObject {
        var run: JSONObject = [
            "tool": .object([
                "driver": .object([
                    "name": "imdf",
                    "version": .string(IMDFCommand.version),
                    "semanticVersion": .string(IMDFCommand.version),
                    "informationUri": .string(FindingRules.documentationURL + "CommandLine.md"),
                    "rules": .array(index.descriptors.map(Self.reportingDescriptor)),
                ])
            ]),
            "invocations": [["executionSuccessful": true]],
        ]
        if let base = index.artifacts.sourceRootURI {
            run.append(key: "originalUriBaseIds", value: .object([Self.sourceRoot: .object(["uri": .string(base)])]))
        }
        if !index.artifacts.entries.isEmpty { run.append(key: "artifacts", value: .array(index.artifacts.entries)) }
        run.append(key: "columnKind", value: "unicodeCodePoints")
        return run
    }

    /// One result, with its fix-it as `fixes`.
    private func result(for diagnostic: Diagnostic, at findingIndex: Int, index: inout Index) -> JSONValue {
        let result = result(
            for: diagnostic, ruleIndex: index.ruleIndex[diagnostic.qualifiedRule] ?? 0, artifacts: &index.artifacts)
        guard let fixIt = fixIts[findingIndex], case .object(var object) = result,
            let artifact = index.artifacts.location(of: fixIt.file)
        else { return result }
        object.append(key: "fixes", value: [Self.fix(fixIt, artifact: artifact)])
        return .object(object)
    }

    /// The SARIF level of a severity.
    static func level(of severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    static func reportingDescriptor(_ descriptor: FindingRules.Descriptor) -> JSONValue {
        let full = descriptor.fullDescription.isEmpty ? descriptor.summary : descriptor.fullDescription
        var object: JSONObject = ["id": .string(descriptor.id)]
        if descriptor.check == nil { object.append(key: "name", value: .string(descriptor.rule)) }
        object.members += [
            .init(key: "shortDescription", value: .object(["text": .string(descriptor.summary)])),
            .init(key: "fullDescription", value: .object(["text": .string(full)])),
            .init(key: "help", value: .object(["text": .string(full + " See " + descriptor.helpURI)])),
            .init(key: "helpUri", value: .string(descriptor.helpURI)),
            .init(key: "defaultConfiguration", value: .object(["level": .string(level(of: descriptor.severity))])),
        ]
        var properties: JSONObject = [:]
        if let group = descriptor.group {
            properties.append(key: "group", value: .string(group))
            properties.append(key: "tags", value: .array(["imdf", .string(group)]))
        }
        if let check = descriptor.check {
            properties.append(key: "rule", value: .string(descriptor.rule))
            properties.append(key: "check", value: .string(check))
        }
        if !properties.isEmpty { object.append(key: "properties", value: .object(properties)) }
        return .object(object)
    }

    private func result(for diagnostic: Diagnostic, ruleIndex: Int, artifacts: inout ArtifactTable) -> JSONValue {
        var object: JSONObject = [
            "ruleId": .string(diagnostic.qualifiedRule),
            "ruleIndex": .integer(ruleIndex),
            "level": .string(Self.level(of: diagnostic.severity)),
            "message": .object(["text": .string(diagnostic.message)]),
        ]
        object.append(key: "locations", value: [location(diagnostic.location, artifacts: &artifacts)])
        if !diagnostic.notes.isEmpty {
            object.append(
                key: "relatedLocations",
                value: .array(
                    diagnostic.notes.enumerated().map { index, note in
                        var related = location(note.location, artifacts: &artifacts).objectValue ?? [:]
                        related.members.insert(.init(key: "id", value: .integer(index + 1)), at: 0)
                        related.append(key: "message", value: .object(["text": .string(note.message)]))
                        return .object(related)
                    }))
        }
        let entry = Baseline.Entry(diagnostic)
        let identity = [entry.rule, entry.check ?? "", entry.file ?? "", entry.feature ?? "", entry.path ?? ""].joined(
            separator: "|")
        object.append(key: "partialFingerprints", value: .object(["imdfFinding/v1": .string(identity)]))
        if comparedWithBaseline { object.append(key: "baselineState", value: "new") }
        var properties: JSONObject = [:]
        if let file = diagnostic.location.file { properties.append(key: "file", value: .string(file)) }
        if let feature = diagnostic.location.featureID { properties.append(key: "feature", value: .string(feature)) }
        if !diagnostic.featureIDs.isEmpty {
            properties.append(key: "features", value: .array(diagnostic.featureIDs.map { .string($0) }))
        }
        if let path = diagnostic.location.path { properties.append(key: "jsonPath", value: .string(path.description)) }
        if let check = diagnostic.check {
            properties.append(key: "rule", value: .string(diagnostic.rule))
            properties.append(key: "check", value: .string(check))
        }
        if !properties.isEmpty { object.append(key: "properties", value: .object(properties)) }
        return .object(object)
    }

    /// A location object: the physical location when the file is known, and the logical locations.
    private func location(_ location: Diagnostic.Location, artifacts: inout ArtifactTable) -> JSONValue {
        var object: JSONObject = [:]
        if let artifact = artifacts.location(of: location.file) {
            var physical: JSONObject = ["artifactLocation": artifact]
            if let line = location.line {
                var region: JSONObject = ["startLine": .integer(line)]
                if let column = location.column { region.append(key: "startColumn", value: .integer(column)) }
                physical.append(key: "region", value: .object(region))
            }
            object.append(key: "physicalLocation", value: .object(physical))
        }
        var logical: [JSONValue] = []
        if let feature = location.featureID {
            logical.append(.object(["name": .string(feature), "kind": "object"]))
        }
        if let path = location.path {
            let name =
                path.components.last.map { component -> String in
                    switch component {
                    case .key(let key): key
                    case .index(let index): "[\(index)]"
                    }
                } ?? "$"
            logical.append(
                .object(["name": .string(name), "fullyQualifiedName": .string(path.description), "kind": "value"]))
        }
        if !logical.isEmpty { object.append(key: "logicalLocations", value: .array(logical)) }
        return .object(object)
    }
}

/// The artifacts a SARIF log refers to, and the artifact location of each file.
///
/// Files of a directory archive, or files given to `lint`, are plain artifact locations (no `artifacts` entry
/// needed). The members of a `.zip` are nested artifacts: entry 0 is the zip, each member an entry with
/// `parentIndex` 0 whose URI is its path inside the zip, and a result's artifact location names the member by
/// URI and `index`.
struct ArtifactTable {
    let paths: FindingPaths
    let workingDirectory: String?
    /// The `artifacts` entries, when the archive is a zip.
    private(set) var entries: [JSONValue] = []
    private var memberIndex: [String: Int] = [:]
    /// The value of `%SRCROOT%` (the working directory as a `file://` URI ending in `/`), once a path used it.
    private(set) var sourceRootURI: String?

    init(paths: FindingPaths, workingDirectory: String?) {
        self.paths = paths
        self.workingDirectory = workingDirectory
    }

    /// The artifact location of a file (`nil`: the archive itself), or `nil` when there is nothing to name
    /// (standard input).
    mutating func location(of file: String?) -> JSONValue? {
        if paths.isZip, let zip = paths.archiveBase {
            let zipLocation = diskLocation(zip)
            guard let file else { return zipLocation }
            if entries.isEmpty { entries.append(.object(["location": zipLocation, "roles": ["analysisTarget"]])) }
            let member = "/" + SARIFURI.encodePath(paths.member(file))
            let index: Int
            if let known = memberIndex[member] {
                index = known
            } else {
                index = entries.count
                memberIndex[member] = index
                entries.append(.object(["location": .object(["uri": .string(member)]), "parentIndex": 0]))
            }
            return .object(["uri": .string(member), "index": .integer(index)])
        }
        guard let path = paths.path(of: file), path != "<stdin>" else { return nil }
        return diskLocation(path)
    }

    /// A path on disk, relative to `%SRCROOT%` when it lies in the working directory, else a `file://` URI.
    private mutating func diskLocation(_ path: String) -> JSONValue {
        guard let workingDirectory else { return .object(["uri": .string(SARIFURI.encodePath(path))]) }
        if let relative = SARIFURI.relative(path, to: workingDirectory) {
            sourceRootURI = SARIFURI.fileURI(
                workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/")
            return .object([
                "uri": .string(SARIFURI.encodePath(relative)), "uriBaseId": .string(SARIFWriter.sourceRoot),
            ])
        }
        let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        return .object(["uri": .string(SARIFURI.fileURI(SARIFURI.normalized(absolute)))])
    }
}

/// The URIs of a SARIF log: paths percent-encoded as RFC 3986 requires.
enum SARIFURI {
    /// `file:///abs/path` for an absolute path.
    static func fileURI(_ absolutePath: String) -> String { "file://" + encodePath(absolutePath) }

    /// A path with every byte that may not appear in a URI path percent-encoded (`/` kept).
    static func encodePath(_ path: String) -> String {
        var text = ""
        for byte in path.utf8 {
            if isAllowed(byte) {
                text.unicodeScalars.append(UnicodeScalar(byte))
            } else {
                text += "%" + Hexadecimal.digits(byte, width: 2)
            }
        }
        return text
    }

    /// The path relative to the directory when it lies inside it (or is relative and does not climb out of
    /// it), without `./` components; `nil` otherwise.
    static func relative(_ path: String, to directory: String) -> String? {
        var components: [Substring]
        if path.hasPrefix("/") {
            let base = directory.hasSuffix("/") ? directory : directory + "/"
            guard path.hasPrefix(base) else { return nil }
            components = path.dropFirst(base.count).split(separator: "/")
        } else {
            components = path.split(separator: "/")
        }
        components.removeAll { $0 == "." }
        guard !components.isEmpty, !components.contains("..") else { return nil }
        return components.joined(separator: "/")
    }

    /// An absolute path with `.` and `..` components resolved lexically (`/a/b/../c` is `/a/c`).
    static func normalized(_ absolutePath: String) -> String {
        var components: [Substring] = []
        for component in absolutePath.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// RFC 3986 unreserved characters, sub-delimiters, `:`, `@` and `/`.
    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~!$&'()*+,;=:@/".utf8.contains(byte)
        }
    }
}
