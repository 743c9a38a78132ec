import Foundation

@testable import GeoJSON

/// Test helpers: fixture files, the shared data folder, and marked inline input.
enum TestSupport {
    /// The bytes of a fixture under `Fixtures/`.
    static func fixture(_ path: String) throws -> [UInt8] {
        let url = try require(fixturesURL?.appendingPathComponent(path), "fixture folder not found")
        return Array(try Data(contentsOf: url))
    }

    /// The names of the files in a fixture folder, sorted, without the expectations file.
    static func fixtureNames(in folder: String) throws -> [String] {
        let url = try require(fixturesURL?.appendingPathComponent(folder), "fixture folder not found")
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { !$0.hasSuffix(".tsv") }.sorted()
    }

    /// The lines of a fixture folder's `EXPECTED.tsv`, split at tabs, keyed by file name.
    static func expectations(in folder: String) throws -> [String: [String]] {
        let text = String(decoding: try fixture(folder + "/EXPECTED.tsv"), as: UTF8.self)
        var result: [String: [String]] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            result[fields[0]] = Array(fields.dropFirst())
        }
        return result
    }

    static var fixturesURL: URL? { Bundle.module.url(forResource: "Fixtures", withExtension: nil) }

    /// The shared data folder (`../shared` beside the package root, or `/work/shared`), when present.
    static var sharedFolder: URL? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        for candidate in [root.appendingPathComponent("../shared"), URL(fileURLWithPath: "/work/shared")] {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("bench").path) {
                return candidate.standardized
            }
        }
        return nil
    }

    /// Inline input with a `⚠️` marker: the bytes without the marker, and the marker's byte offset.
    static func marked(_ text: String) -> (bytes: [UInt8], offset: Int) {
        let marker = Array("⚠️".utf8)
        var bytes = Array(text.utf8)
        guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: marker) }) else {
            preconditionFailure("test input has no ⚠️ marker")
        }
        bytes.removeSubrange(start..<(start + marker.count))
        return (bytes, start)
    }

    /// Inline input with several markers, each possibly many times (`⚠️` where findings are expected,
    /// `📍` where their notes point, say): the bytes without any marker, and for each marker the byte
    /// offsets it marked, in order.
    static func marked(_ text: String, markers: [String]) -> (bytes: [UInt8], offsets: [String: [Int]]) {
        let patterns = markers.map { ($0, Array($0.utf8)) }
        let source = Array(text.utf8)
        var bytes: [UInt8] = []
        var offsets: [String: [Int]] = Dictionary(uniqueKeysWithValues: markers.map { ($0, []) })
        var index = 0
        scan: while index < source.count {
            for (marker, pattern) in patterns where source[index...].starts(with: pattern) {
                offsets[marker, default: []].append(bytes.count)
                index += pattern.count
                continue scan
            }
            bytes.append(source[index])
            index += 1
        }
        return (bytes, offsets)
    }
}

extension Optional {
    /// Unwraps or fails the test with a message (a `#require` stand-in usable in helpers).
    struct Missing: Error, CustomStringConvertible { var description: String }
}

func require<T>(_ value: T?, _ message: String) throws -> T {
    guard let value else { throw Optional<T>.Missing(description: message) }
    return value
}
