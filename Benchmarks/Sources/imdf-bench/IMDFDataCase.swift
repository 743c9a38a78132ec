import Foundation
import GeoJSON

/// Every `*.geojson` under ../shared/imdf-data: decode all, report throughput and the findings by rule.
enum IMDFDataCase {
    static let benchmark = BenchmarkCase(
        name: "imdf-data", summary: "every shared IMDF .geojson file through GeoJSONDecoder"
    ) { options, report in
        let root = try sharedFile("imdf-data")
        var files: [(name: String, bytes: [UInt8])] = []
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        for folder in folders {
            let url = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".geojson") {
                files.append((folder + "/" + name, Array(try Data(contentsOf: url.appendingPathComponent(name)))))
            }
        }
        var rules: [String: Int] = [:]
        var failures = 0
        var parseable: [(name: String, bytes: [UInt8])] = []
        for file in files {
            do throws(JSONSyntaxError) {
                let document = try GeoJSONDecoder().decode(file.bytes, file: file.name)
                for diagnostic in document.diagnostics {
                    rules["\(diagnostic.severity.rawValue) \(diagnostic.rule)", default: 0] += 1
                }
                parseable.append(file)
            } catch {
                failures += 1
                print("  \(file.name): \(error.diagnostic(in: SourceText(bytes: file.bytes, fileName: file.name)))")
            }
        }
        files = parseable
        let total = files.reduce(0) { $0 + $1.bytes.count }
        print("\(files.count) JSON files (\(total) bytes) measured, \(failures) not JSON and skipped")
        for (rule, count) in rules.sorted(by: { $0.key < $1.key }) { print("  \(count)\t\(rule)") }
        let measurement = try measure("GeoJSONDecoder (all files)", bytes: total, options: options) {
            for file in files { _ = try GeoJSONDecoder().decode(file.bytes, file: file.name) }
        }
        report.add("1 decode imdf-data", measurement)
    }
}
