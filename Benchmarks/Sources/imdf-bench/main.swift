// imdf-bench [case…] [--runs N] [--warm-up N]: runs the named cases (all when none are named).
import Foundation

let registry: [BenchmarkCase] = [CanadaCase.benchmark, IMDFDataCase.benchmark]

var options = BenchmarkOptions()
var selected: [String] = []
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--runs": options.runs = arguments.next().flatMap { Int($0) } ?? options.runs
    case "--warm-up": options.warmUp = arguments.next().flatMap { Int($0) } ?? options.warmUp
    case "--list":
        for benchmark in registry { print("\(benchmark.name)\t\(benchmark.summary)") }
        exit(0)
    default: selected.append(argument)
    }
}
let chosen = selected.isEmpty ? registry : registry.filter { selected.contains($0.name) }
if chosen.count != Set(selected).count && !selected.isEmpty {
    print("unknown case; known: \(registry.map(\.name).joined(separator: ", "))")
    exit(64)
}
for benchmark in chosen {
    print("== \(benchmark.name): \(benchmark.summary) (\(options.runs) runs, \(options.warmUp) warm-up)")
    do {
        try benchmark.run(options)
    } catch {
        print("error: \(error)")
        exit(1)
    }
}
