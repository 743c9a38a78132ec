import Foundation

/// Paths the cases share: the package root, the shared data folder, generated venues, and the Python peer.
enum Workspace {
    /// The root package's folder (the parent of `Benchmarks/`).
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where generated venues go (never committed).
    static let generated = root.appendingPathComponent(".build/imdf-large")

    /// A generated venue `Large-<b>x<l>x<u>-s1` (directory, or `.zip` with `zip`), made with
    /// `SampleVenues/generate_large.py` when missing.
    static func largeVenue(buildings: Int, levels: Int, units: Int, zip: Bool = false) throws -> String {
        let name = "Large-\(buildings)x\(levels)x\(units)-s1"
        let directory = generated.appendingPathComponent(name).path
        let archive = generated.appendingPathComponent(name + ".zip").path
        let wanted = zip ? archive : directory
        if FileManager.default.fileExists(atPath: wanted) { return wanted }
        var arguments = [
            root.appendingPathComponent("SampleVenues/generate_large.py").path,
            "--buildings", "\(buildings)", "--levels", "\(levels)", "--units", "\(units)",
            "--seed", "1", "--out", generated.path,
        ]
        if zip { arguments += ["--zip", "--zip-level", "6"] }
        print("generating: python3 \(arguments.joined(separator: " "))")
        let result = try run("/usr/bin/env", ["python3"] + arguments)
        guard result.status == 0, FileManager.default.fileExists(atPath: wanted) else {
            throw BenchmarkError(
                description:
                    "could not generate \(wanted); run: python3 \(arguments.joined(separator: " "))\n\(result.output)")
        }
        return wanted
    }

    /// The total size of the regular files under a directory (or of one file).
    static func size(of path: String) -> Int {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return 0 }
        if !isDirectory.boolValue {
            return (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.reduce(0) { $0 + size(of: path + "/" + $1) }
    }

    /// Runs a program to completion and returns its exit status and standard output.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// The optional Python peer, `Benchmarks/peers/peer_bench.py` (orjson + shapely 2).
enum Peer {
    static let script = Workspace.root.appendingPathComponent("Benchmarks/peers/peer_bench.py").path

    /// Runs one peer case; each output line `name<TAB>median s<TAB>min s<TAB>bytes<TAB>items` becomes a
    /// measurement. Empty when python3 or its packages are missing (the peer prints why, and it is shown).
    static func run(_ arguments: [String], options: BenchmarkOptions) -> [Measurement] {
        guard options.peers, FileManager.default.fileExists(atPath: script) else { return [] }
        guard
            let result = try? Workspace.run(
                "/usr/bin/env", ["python3", script, "--runs", "\(options.runs)"] + arguments)
        else {
            print("peer: python3 not runnable; skipped")
            return []
        }
        var measurements: [Measurement] = []
        for line in result.output.split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 5, let median = Double(fields[1]), let minimum = Double(fields[2]),
                let bytes = Int(fields[3]), let items = Int(fields[4])
            else {
                print("peer: \(line)")
                continue
            }
            // Two synthetic runs reproduce the peer's median and minimum.
            measurements.append(
                Measurement(name: fields[0], seconds: [minimum, median, median], bytes: bytes, items: items))
        }
        return measurements
    }
}
