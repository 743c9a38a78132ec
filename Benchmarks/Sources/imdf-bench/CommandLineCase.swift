import Foundation
import IMDFKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One-shot `imdf where` on the sample zip as a process (posix_spawn, wall time), beside `imdf --version`
/// as the floor of starting any Swift process, and the same work in-process.
enum CommandLineCase {
    static let benchmark = BenchmarkCase(
        name: "cli", summary: "wall time of `imdf where` on the sample zip vs `imdf --version`"
    ) { options, report in
        let tool = Workspace.root.appendingPathComponent(".build/release/imdf").path
        let sample = Workspace.root.appendingPathComponent("SampleVenues/HarbourviewQuay.zip").path
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            throw BenchmarkError(
                description: "build the tool first: swift build -c release --product imdf (in \(Workspace.root.path))")
        }
        // A point inside the sample's first unit that is not structural.
        let archive = try IMDF.Archive(contentsOf: sample)
        let room = archive.units.first { !($0.properties.category?.isStructural ?? true) } ?? archive.units[0]
        guard let point = room.geometry?.planarArea?.parts.first?.centroid else {
            throw BenchmarkError(description: "the sample's unit has no area")
        }
        let whereArguments = ["where", sample, "--lat", "\(point.y)", "--lon", "\(point.x)"]
        let runs = max(20, options.runs * 2)
        let quick = BenchmarkOptions(warmUp: 2, runs: runs, peers: false)

        let floor = try measure("imdf --version (process floor)", bytes: 0, options: quick) {
            _ = try spawn(tool, ["--version"])
        }
        report.add("5 one-shot CLI", floor, note: "floor")
        if try spawn(tool, whereArguments) == 0 {
            let command = try measure("imdf where HarbourviewQuay.zip", bytes: 0, options: quick) {
                _ = try spawn(tool, whereArguments)
            }
            report.add(
                "5 one-shot CLI", command,
                note: "+\(format((command.median - floor.median) * 1000, digits: 1)) ms over the floor")
        } else {
            print("`imdf where` is not in this build (exit status non-zero); measuring its work in-process only")
        }
        let inProcess = try measure("in-process: open zip + graph + locate", bytes: 0, options: quick) {
            let graph = VenueGraph(try IMDF.Archive(contentsOf: sample))
            _ = try Locator(graph: graph).locate(Fix(latitude: point.y, longitude: point.x))
        }
        report.add("5 one-shot CLI", inProcess)
    }

    /// Runs a program with posix_spawn, its output to /dev/null, and returns its exit status.
    static func spawn(_ path: String, _ arguments: [String]) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard result == 0 else { throw BenchmarkError(description: "posix_spawn \(path): error \(result)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return (status >> 8) & 0xff
    }
}
