// imdf-bench [all | case…] [--runs N] [--warm-up N] [--no-peers] [--list]: runs the named cases (all when
// none are named) and prints one summary table in Markdown at the end.
import Foundation
import GeoJSON

let registry: [BenchmarkCase] = [
    CanadaCase.benchmark, VenueDecodeCase.benchmark, IMDFDataCase.benchmark, ArchiveCase.benchmark,
    LocateCase.benchmark, ValidateCase.benchmark, CommandLineCase.benchmark, TrackCase.benchmark, RouteCase.benchmark,
    CommandsCase.benchmark, PropertiesCase.benchmark,
]

var options = BenchmarkOptions()
var selected: [String] = []
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--runs": options.runs = arguments.next().flatMap { Int($0) } ?? options.runs
    case "--warm-up": options.warmUp = arguments.next().flatMap { Int($0) } ?? options.warmUp
    case "--no-peers": options.peers = false
    case "--child-open":
        // Internal: the archive case measures peak memory of opening an archive in a fresh process.
        do {
            let path = arguments.next() ?? ""
            try ArchiveCase.childOpen(path, rawDocuments: arguments.next() == "up-front" ? .upFront : .onDemand)
            exit(0)
        } catch {
            print("error: \(error)")
            exit(1)
        }
    case "--child-memory":
        // Internal: where opening's memory goes, stage by stage.
        do {
            try ArchiveCase.childMemory(arguments.next() ?? "")
            exit(0)
        } catch {
            print("error: \(error)")
            exit(1)
        }
    case "--split-decode":
        // Decode and teardown timed apart, with the page faults each run took (see `VenueDecodeCase.split`).
        let path = arguments.next() ?? ""
        do {
            try VenueDecodeCase.split(
                path: path, runs: arguments.next().flatMap { Int($0) } ?? 10,
                threads: arguments.next().flatMap { Int($0) })
            exit(0)
        } catch {
            print("error: \(error)")
            exit(1)
        }
    case "--profile-decode":
        // For `perf record` and callgrind: only GeoJSONDecoder (or, with `tree`, JSONReader) on one file, ten times.
        let path = arguments.next() ?? ""
        let tree = arguments.next() == "tree"
        guard let data = FileManager.default.contents(atPath: path) else {
            print("cannot read \(path)")
            exit(66)
        }
        let bytes = Array(data)
        var features = 0
        for _ in 0..<10 {
            if tree {
                if case .array(let list)? = try? JSONReader().value(from: bytes)["features"] { features += list.count }
            } else {
                features +=
                    (try? GeoJSON.GeoJSONDecoder().decodeFeatureCollection(bytes).collection.features.count) ?? 0
            }
        }
        print(features)
        exit(0)
    case "--profile-locate":
        // For callgrind: one serial batch of N fixes on the 10,000-unit level (see `LocateCase.profile`).
        do {
            try LocateCase.profile(count: arguments.next().flatMap { Int($0) } ?? 200_000)
            exit(0)
        } catch {
            print("error: \(error)")
            exit(1)
        }
    case "--profile-route-build":
        // The cost of building a venue's Router, for `perf record` (see `RouteCase.profileBuild`).
        do {
            let path = arguments.next() ?? ""
            try RouteCase.profileBuild(path: path, count: arguments.next().flatMap { Int($0) } ?? 5)
            exit(0)
        } catch {
            print("error: \(error)")
            exit(1)
        }
    case "--profile-locate-build":
        // The cost of building a venue's Locator (see `LocateCase.profileBuild`).
        do {
            let path = arguments.next() ?? ""
            try LocateCase.profileBuild(path: path, count: arguments.next().flatMap { Int($0) } ?? 100)
            exit(0)
        } catch {
            print("error: \(error)")
            exit(1)
        }
    case "--list":
        for benchmark in registry { print("\(benchmark.name)\t\(benchmark.summary)") }
        exit(0)
    case "all": break
    default: selected.append(argument)
    }
}
let chosen = selected.isEmpty ? registry : registry.filter { selected.contains($0.name) }
if chosen.count != Set(selected).count && !selected.isEmpty {
    print("unknown case; known: all, \(registry.map(\.name).joined(separator: ", "))")
    exit(64)
}
print("CPU: \(cpuModel())")
print("load average at start: \(loadAverage()) on \(ProcessInfo.processInfo.activeProcessorCount) cores")
/// Runs the chosen cases in order and prints the summary table.
func runChosen(_ chosen: [BenchmarkCase], options: BenchmarkOptions) async {
    var report = Report()
    for benchmark in chosen {
        print("== \(benchmark.name): \(benchmark.summary) (\(options.runs) runs, \(options.warmUp) warm-up)")
        do {
            try await benchmark.run(options, &report)
        } catch {
            print("error: \(error)")
            exit(1)
        }
    }
    print("\nload average at end: \(loadAverage())\n")
    print(report.markdown)
}

await runChosen(chosen, options: options)
