import Foundation
import GeoJSON
import IMDFKit

/// Opening a large generated venue (≥ 50 MB): read, parse, decode typed features, and link the venue graph,
/// from a directory and from a .zip (deflate level 6); peak memory measured in a child process. The
/// baseline is Foundation's generic JSON parser over the same files (no model, no linking).
enum ArchiveCase {
    static let benchmark = BenchmarkCase(
        name: "archive", summary: "open + decode + link a 50,000-unit venue (dir and zip)"
    ) { options, report in
        let directory = try Workspace.largeVenue(buildings: 4, levels: 5, units: 2500)
        let zip = try Workspace.largeVenue(buildings: 4, levels: 5, units: 2500, zip: true)
        let size = Workspace.size(of: directory)
        print("venue: \(size) bytes uncompressed, zip \(Workspace.size(of: zip)) bytes")
        var checksum = 0
        let runs = max(3, options.runs / 2)
        let quick = BenchmarkOptions(warmUp: 1, runs: runs, peers: options.peers)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        // Foundation's generic parser: JSONDecoder into an any-JSON Codable enum needs a failed `try` per
        // value and is ~30x slower still, which would flatter us.
        let foundation = try measure("Foundation JSONSerialization (all files)", bytes: size, options: quick) {
            for name in names {
                let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
                if let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] {
                    checksum &+= object.count
                }
            }
        }
        let reader = try measure("read + JSONReader (all files)", bytes: size, options: quick) {
            for name in names {
                let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
                if case .object(let members) = try JSONReader().value(from: bytes) { checksum &+= members.count }
            }
        }
        let openDirectory = try measure("Archive + VenueGraph (directory)", bytes: size, options: quick) {
            let archive = try IMDF.Archive(contentsOf: directory)
            checksum &+= VenueGraph(archive).ordinals.count
        }
        // What `imdf validate` opens: every file's raw GeoJSON kept beside the typed features.
        let openUpFront = try measure("Archive + VenueGraph (directory, raw up front)", bytes: size, options: quick) {
            let archive = try IMDF.Archive(contentsOf: directory, rawDocuments: .upFront)
            checksum &+= VenueGraph(archive).ordinals.count
        }
        let openZip = try measure("Archive + VenueGraph (zip, deflate 6)", bytes: size, options: quick) {
            let archive = try IMDF.Archive(contentsOf: zip)
            checksum &+= VenueGraph(archive).ordinals.count
        }
        let archiveOnly = try measure("Archive only (directory)", bytes: size, options: quick) {
            checksum &+= try IMDF.Archive(contentsOf: directory).units.count
        }
        let baseline = (name: "JSONSerialization", median: foundation.median)
        report.add("2 archive 56 MB", foundation, note: "baseline (parse only, no model)")
        report.add("2 archive 56 MB", reader, versus: baseline)
        report.add("2 archive 56 MB", archiveOnly, versus: baseline)
        report.add("2 archive 56 MB", openDirectory, versus: baseline)
        report.add("2 archive 56 MB", openUpFront, versus: baseline)
        report.add("2 archive 56 MB", openZip, versus: baseline)
        for peer in Peer.run(["archive", directory], options: quick) {
            report.add(
                "2 archive 56 MB", peer, versus: baseline,
                note: "peer time / Archive+graph time = \(format(peer.median / openDirectory.median, digits: 2))")
        }
        for (label, path, upFront) in [
            ("directory", directory, false), ("zip", zip, false), ("directory, raw up front", directory, true),
        ] {
            if let peak = childPeak(path, upFront: upFront) {
                let ratio = Double(peak) / Double(size)
                let row = ReportRow(
                    benchmark: "2 archive 56 MB", name: "peak RSS, open + link (\(label))", median: 0, minimum: 0,
                    throughput: "\(peak / 1_000_000) MB", comparison: "\(format(ratio, digits: 2))x uncompressed size")
                report.add(row)
            }
        }
        if checksum == 42 { print("checksum \(checksum)") }
    }

    /// Opens and links `path` in a fresh child process (`imdf-bench --child-open PATH [up-front]`) and returns
    /// its peak RSS.
    static func childPeak(_ path: String, upFront: Bool = false) -> Int? {
        guard
            let result = try? Workspace.run(
                Bundle.main.executablePath ?? "/proc/self/exe", ["--child-open", path] + (upFront ? ["up-front"] : [])),
            result.status == 0
        else { return nil }
        return Int(result.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The child's side: open, link, print VmHWM in bytes.
    static func childOpen(_ path: String, rawDocuments: IMDF.Archive.RawDocuments) throws {
        let archive = try IMDF.Archive(contentsOf: path, rawDocuments: rawDocuments)
        let graph = VenueGraph(archive)
        precondition(graph.archive.units.count > 0, "the venue has units")
        print(peakResidentBytes() ?? 0)
    }
}

extension ArchiveCase {
    /// `imdf-bench --child-memory PATH`: where opening's memory goes, stage by stage, in a fresh process.
    ///
    /// Prints the resident set and its peak after reading the bytes, after
    /// parsing every file alone (raw GeoJSON only), after the whole archive (typed, raw documents on demand), and after the
    /// graph, plus the sizes of the values the archive is made of.
    static func childMemory(_ path: String) throws {
        func line(_ stage: String) {
            // statm's second field is the resident set in pages (freed heap may stay resident).
            let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
            let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            // glibc's malloc_stats (not in the Glibc module map) prints the bytes in use to stderr.
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_stats") {
                fflush(nil)
                unsafeBitCast(symbol, to: (@convention(c) () -> Void).self)()
            }
            print(
                "\(stage): RSS \(pages * Int(getpagesize()) / 1_000_000) MB, peak RSS \((peakResidentBytes() ?? 0) / 1_000_000) MB"
            )
        }
        print(
            "MemoryLayout strides: JSONValue \(MemoryLayout<JSONValue>.stride), JSONNumber \(MemoryLayout<JSONNumber>.stride), "
                + "JSONObject.Member \(MemoryLayout<JSONObject.Member>.stride), Feature<JSONObject?> \(MemoryLayout<Feature<JSONObject?>>.stride), "
                + "Geometry \(MemoryLayout<Geometry>.stride), IMDF.Unit \(MemoryLayout<IMDF.Unit>.stride), "
                + "UnitProperties \(MemoryLayout<IMDF.UnitProperties>.stride), IMDF.Opening \(MemoryLayout<IMDF.Opening>.stride)"
        )
        line("start")
        let files = try ArchiveSource.open(path: path)
        line("bytes read (\(files.files.reduce(0) { $0 + $1.bytes.count } / 1_000_000) MB)")
        do {
            var documents: [GeoJSONDocument] = []
            for file in files.files where file.path.hasSuffix(".geojson") {
                documents.append(try GeoJSONDecoder().decode(file.bytes, file: file.path))
            }
            line("raw GeoJSON of every file, serial")
        }
        line("raw GeoJSON released")
        let archive = IMDF.Archive(files: files)
        line("archive (typed, raw on demand)")
        let graph = VenueGraph(archive)
        line(
            "graph (\(graph.firstHandleByID.count) IDs, AnyFeatureHandle \(MemoryLayout<AnyFeatureHandle>.stride) bytes)"
        )
    }
}
