import Foundation
import IMDFKit

/// Case 8 (issue 20): the one-shot commands as a user runs them, whole `imdf` processes on the 56.6 MB venue
/// (directory and zip), against the in-process open + link of the same venue measured in the same run, and
/// against the Python peer's load (read + `orjson.loads` + an ID index).
///
/// Targets: `where`, `levels` and `show ID` each ≤ 0.5× open + link and ≥ 10× faster than the peer's load;
/// `validate` ≤ 2.5× open + link; `track` with one fix (its start-up) ≤ 1.2× open + link. `render` of one ordinal and
/// of one level are measured beside them, without a target.
enum CommandsCase {
    static let benchmark = BenchmarkCase(
        name: "commands", summary: "whole `imdf` processes on the 56.6 MB venue vs in-process open + link"
    ) { options, report in
        let tool = Workspace.root.appendingPathComponent(".build/release/imdf").path
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            throw BenchmarkError(
                description: "build the tool first: swift build -c release --product imdf (in \(Workspace.root.path))")
        }
        let directory = try Workspace.largeVenue(buildings: 4, levels: 5, units: 2500)
        let zip = try Workspace.largeVenue(buildings: 4, levels: 5, units: 2500, zip: true)
        let quick = BenchmarkOptions(warmUp: 1, runs: max(3, options.runs / 2), peers: options.peers)

        // A room in the middle of the unit list, its display point, and a one-fix track there.
        let archive = try IMDF.Archive(contentsOf: directory)
        let room = archive.units[archive.units.count / 2]
        guard let id = room.id?.description, let point = room.properties.displayPoint,
            let levelID = room.properties.levelID?.rawValue
        else {
            throw BenchmarkError(description: "the generated venue's units have IDs, levels and display points")
        }
        let fix = FileManager.default.temporaryDirectory.appendingPathComponent("imdf-bench-fix-\(getpid()).ndjson")
        try Data("{\"lat\":\(point.latitude),\"lon\":\(point.longitude),\"accuracy\":5}\n".utf8).write(to: fix)
        defer { try? FileManager.default.removeItem(at: fix) }

        var checksum = 0
        for (label, path) in [("directory", directory), ("zip", zip)] {
            let group = "8 commands 56 MB \(label)"
            let open = try measure("in-process open + link", bytes: 0, options: quick) {
                checksum &+= VenueGraph(try IMDF.Archive(contentsOf: path)).ordinals.count
            }
            report.add(group, open, note: "baseline (raw documents on demand, the default)")
            // The open `imdf validate` does, and what the baseline was before raw documents were deferred.
            let upFront = try measure("in-process open + link, raw up front", bytes: 0, options: quick) {
                checksum &+= VenueGraph(try IMDF.Archive(contentsOf: path, rawDocuments: .upFront)).ordinals.count
            }
            report.add(group, upFront, note: "\(format(upFront.median / open.median, digits: 2))x the baseline")
            let commands: [(name: String, arguments: [String], target: String)] = [
                ("imdf where", ["where", path, "--lat", "\(point.latitude)", "--lon", "\(point.longitude)"], "≤ 0.5x"),
                ("imdf levels", ["levels", path], "≤ 0.5x"),
                ("imdf show ID", ["show", path, id], "≤ 0.5x"),
                ("imdf track, one fix", ["track", path, fix.path], "≤ 1.2x"),
                ("imdf validate", ["validate", "--quiet", path], "≤ 2.5x"),
                // No target: the drawn levels' features are decoded (`LevelFeatureSelection`), then drawn.
                ("imdf render, one ordinal", ["render", path, "--ordinal", "2"], "none"),
                ("imdf render, one level", ["render", path, "--level", levelID], "none"),
            ]
            for command in commands {
                let status = try CommandLineCase.spawn(tool, command.arguments)
                guard status == 0 || (command.arguments[0] == "validate" && status == 1) else {
                    throw BenchmarkError(description: "\(command.arguments.joined(separator: " ")) exited \(status)")
                }
                let measured = try measure(command.name, bytes: 0, options: quick) {
                    _ = try CommandLineCase.spawn(tool, command.arguments)
                }
                report.add(
                    group, measured,
                    note: "\(format(measured.median / open.median, digits: 2))x open + link"
                        + (command.target == "none" ? "" : " (target \(command.target))"))
            }
        }
        for peer in Peer.run(["archive", directory], options: quick) {
            report.add("8 commands 56 MB directory", peer, note: "peer load, for the ≥ 10x targets")
        }
        if checksum == 42 { print("checksum \(checksum)") }
    }
}
