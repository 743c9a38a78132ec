import Foundation
import IMDFTestSupport
import Testing

/// Keeps `Documentation/API.md`, the listing of every public declaration of the library modules, equal to
/// what the compiler's symbol graphs say, so that every change to the public API is a visible diff.
///
/// The listing is made from the modules `swift test` has just built (`.build/debug/Modules`) with the
/// toolchain's `swift-symbolgraph-extract` at `public` access; declarations the compiler synthesises
/// (`!=` from `Equatable`, protocol default implementations) are left out, as are `package` and internal
/// ones. `IMDF_RECORD_API=1 swift test --filter PublicAPI` rewrites the file. The suite is skipped when the
/// extractor or the built modules cannot be found (another build directory, a toolchain without it).
@Suite("Public API listing", .enabled(if: APIListingTools.extractor != nil && APIListingTools.modulesDirectory != nil))
struct PublicAPITests {
    /// The library products, in dependency order.
    static let modules = ["GeoJSON", "IMDFKit", "IMDFTracks", "IMDFRender", "IMDFSchema", "IMDFRouting", "IMDFRepair"]
    static let listing = TestData.packageRoot.appendingPathComponent("Documentation/API.md")

    @Test("Documentation/API.md lists the public declarations of every library module")
    func listingIsCurrent() throws {
        let extractor = try #require(APIListingTools.extractor)
        let modulesDirectory = try #require(APIListingTools.modulesDirectory)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("imdf-api-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var sections: [(module: String, lines: [String])] = []
        for module in Self.modules {
            let output = scratch.appendingPathComponent(module)
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            try Self.extract(module, extractor: extractor, modules: modulesDirectory, into: output)
            // `M.symbols.json`, plus `M@Other.symbols.json` for M's extensions of other modules' types.
            var lines: [String] = []
            for file in try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
            where file.hasSuffix(".symbols.json") {
                let extended =
                    file.hasPrefix(module + "@")
                    ? String(file.dropFirst(module.count + 1).dropLast(13)) + " extension " : ""
                let graph = try Data(contentsOf: output.appendingPathComponent(file))
                lines += try Self.declarations(inSymbolGraph: graph).map { extended + $0 }
            }
            sections.append((module, lines.sorted()))
        }
        let expected = Self.render(sections)
        if ProcessInfo.processInfo.environment["IMDF_RECORD_API"] == "1" {
            try Data(expected.utf8).write(to: Self.listing)
            return
        }
        let committed = (try? String(contentsOf: Self.listing, encoding: .utf8)) ?? ""
        let changed = Self.changedLines(from: committed, to: expected)
        #expect(
            changed.isEmpty,
            """
            Documentation/API.md is stale: the public API changed. Review the change, then record it with \
            IMDF_RECORD_API=1 swift test --filter PublicAPI. First differences:
            \(changed.prefix(20).joined(separator: "\n"))
            """)
    }

    /// Runs `swift-symbolgraph-extract` for one module at public access.
    static func extract(_ module: String, extractor: String, modules: URL, into output: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: extractor)
        process.arguments = [
            "-module-name", module, "-I", modules.path,
            "-I", TestData.packageRoot.appendingPathComponent("Sources/CZlib").path,
            "-target", Self.targetTriple, "-minimum-access-level", "public", "-skip-synthesized-members",
            "-output-dir", output.path,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "swift-symbolgraph-extract failed for \(module)")
    }

    /// The target triple the modules were built for, from the build directory `.build/debug` points into.
    static var targetTriple: String {
        let debug = TestData.packageRoot.appendingPathComponent(".build/debug").resolvingSymlinksInPath()
        let triple = debug.deletingLastPathComponent().lastPathComponent
        if triple.contains("-") { return triple }
        #if arch(arm64)
            return "aarch64-unknown-linux-gnu"
        #else
            return "x86_64-unknown-linux-gnu"
        #endif
    }

    /// One line per public declaration, `Path.To.name: declaration` (with a type's conformances), sorted.
    static func declarations(inSymbolGraph data: Data) throws -> [String] {
        struct Fragment: Decodable { var spelling: String }
        struct Symbol: Decodable {
            struct Identifier: Decodable { var precise: String }
            struct Kind: Decodable { var identifier: String }
            var identifier: Identifier
            var kind: Kind
            var pathComponents: [String]
            var declarationFragments: [Fragment]
        }
        struct Relationship: Decodable {
            var kind: String
            var source: String
            var targetFallback: String?
            var target: String
        }
        struct Graph: Decodable {
            var symbols: [Symbol]
            var relationships: [Relationship]
        }
        let graph = try JSONDecoder().decode(Graph.self, from: data)
        var conformances: [String: Set<String>] = [:]
        for relationship in graph.relationships where relationship.kind == "conformsTo" {
            let name = relationship.targetFallback.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
            conformances[relationship.source, default: []].insert(name ?? relationship.target)
        }
        let typeKinds: Set<String> = ["swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.actor"]
        return graph.symbols
            .filter { !$0.identifier.precise.contains("::SYNTHESIZED::") }
            .map { symbol in
                var declaration = symbol.declarationFragments.map(\.spelling).joined()
                    .split(whereSeparator: \.isNewline).joined(separator: " ")
                if typeKinds.contains(symbol.kind.identifier), let names = conformances[symbol.identifier.precise] {
                    declaration += ": " + names.sorted().joined(separator: ", ")
                }
                return symbol.pathComponents.joined(separator: ".") + ": " + declaration
            }
            .sorted()
    }

    static func render(_ sections: [(module: String, lines: [String])]) -> String {
        var text = """
            # Public API

            Every `public` declaration of the library modules, one per line: `Path.name: declaration`, types
            with their conformances, and `Other extension Path.name: …` for what a module adds to another
            module's type. Made from the compiler's symbol graphs by `PublicAPITests`; do not edit. After a
            deliberate change to the public API, `IMDF_RECORD_API=1 swift test --filter PublicAPI` rewrites it,
            so the change shows in review. What the API promises is in the README's "Definition of Public API".

            | module | public declarations |
            |---|---|

            """
        for section in sections { text += "| `\(section.module)` | \(section.lines.count) |\n" }
        for section in sections {
            text += "\n## \(section.module)\n\n```swift\n" + section.lines.joined(separator: "\n") + "\n```\n"
        }
        return text
    }

    /// The lines only one of the two texts has, marked `-` (committed) and `+` (current).
    static func changedLines(from old: String, to new: String) -> [String] {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
        let oldSet = Set(oldLines)
        let newSet = Set(newLines)
        return oldLines.filter { !newSet.contains($0) }.map { "- \($0)" }
            + newLines.filter { !oldSet.contains($0) }.map { "+ \($0)" }
    }
}

/// What the listing is made with: the toolchain's extractor on `PATH`, and the modules `swift test` built.
private enum APIListingTools {
    static let extractor: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/swift-symbolgraph-extract" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static let modulesDirectory: URL? = {
        let directory = TestData.packageRoot.appendingPathComponent(".build/debug/Modules")
        let built = PublicAPITests.modules.allSatisfy {
            FileManager.default.fileExists(atPath: directory.appendingPathComponent("\($0).swiftmodule").path)
        }
        return built ? directory : nil
    }()
}
