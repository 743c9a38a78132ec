import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny benchmark harness: warm-up runs, timed runs, median/min/max and throughput.
struct Measurement {
    var name: String
    var seconds: [Double]
    var bytes: Int
    /// Items per run (fixes, features) for an items/s throughput instead of MB/s; 0 when bytes are counted.
    var items: Int = 0

    var sorted: [Double] { seconds.sorted() }
    var median: Double {
        let values = sorted
        let middle = values.count / 2
        return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
    }
    var minimum: Double { sorted.first ?? 0 }
    var maximum: Double { sorted.last ?? 0 }
    var megabytesPerSecond: Double { Double(bytes) / 1_000_000 / median }

    /// The throughput of the median run: `235.1 MB/s` or `6.40 M/s`, empty when neither is counted.
    var throughput: String {
        if items > 0 {
            let perSecond = Double(items) / median
            return perSecond >= 100_000
                ? format(perSecond / 1_000_000, digits: 2) + " M/s" : format(perSecond / 1000, digits: 1) + " k/s"
        }
        if bytes > 0 { return format(megabytesPerSecond, digits: 1) + " MB/s" }
        return ""
    }

    /// `name  median 12.3 ms  (min 12.0, max 13.1)  183.0 MB/s`.
    var line: String {
        func ms(_ value: Double) -> String { format(value * 1000, digits: 2) }
        let padded = name.padding(toLength: 34, withPad: " ", startingAt: 0)
        return "\(padded) median \(ms(median)) ms  (min \(ms(minimum)), max \(ms(maximum)))  \(throughput)"
    }
}

/// Formats a number with a fixed count of fraction digits, without Foundation.
func format(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return "-" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if text.contains("e") { return text }
    if let dot = text.firstIndex(of: ".") {
        let fraction = text[text.index(after: dot)...].count
        if fraction < digits { text += String(repeating: "0", count: digits - fraction) }
        if digits == 0 { text = String(text[..<dot]) }
    }
    return text
}

/// Options shared by every case.
struct BenchmarkOptions: Sendable {
    var warmUp = 2
    var runs = 10
    /// Whether to run the Python peer (`Benchmarks/peers/peer_bench.py`) when it can run.
    var peers = true
}

/// Times `body`: `options.warmUp` untimed runs, then `options.runs` timed ones.
func measure(
    _ name: String, bytes: Int, items: Int = 0, options: BenchmarkOptions, runs: Int? = nil, _ body: () throws -> Void
) rethrows -> Measurement {
    for _ in 0..<options.warmUp { try body() }
    let clock = ContinuousClock()
    var seconds: [Double] = []
    for _ in 0..<(runs ?? options.runs) {
        let elapsed = try clock.measure { try body() }
        seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return Measurement(name: name, seconds: seconds, bytes: bytes, items: items)
}

/// Times an async `body` the same way.
func measureAsync(
    _ name: String, items: Int, options: BenchmarkOptions, _ body: () async throws -> Void
) async rethrows -> Measurement {
    for _ in 0..<options.warmUp { try await body() }
    var seconds: [Double] = []
    for _ in 0..<options.runs {
        let start = ContinuousClock.now
        try await body()
        let elapsed = ContinuousClock.now - start
        seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return Measurement(name: name, seconds: seconds, bytes: 0, items: items)
}

/// One line of the summary table.
struct ReportRow: Sendable {
    var benchmark: String
    var name: String
    var median: Double
    var minimum: Double
    var throughput: String
    /// `12.3x JSONDecoder`: the ratio to the same-run baseline, or a note.
    var comparison: String
}

/// The rows collected by every case, printed as one table at the end.
struct Report: Sendable {
    var rows: [ReportRow] = []

    /// Adds a measurement, with its ratio to a baseline measured in the same run (baseline median / ours).
    mutating func add(
        _ benchmark: String, _ measurement: Measurement, versus baseline: (name: String, median: Double)? = nil,
        note: String = ""
    ) {
        var comparison = note
        if let baseline {
            comparison =
                "\(format(baseline.median / measurement.median, digits: 1))x \(baseline.name)"
                + (note.isEmpty ? "" : ", " + note)
        }
        rows.append(
            ReportRow(
                benchmark: benchmark, name: measurement.name, median: measurement.median, minimum: measurement.minimum,
                throughput: measurement.throughput, comparison: comparison))
        print(measurement.line + (comparison.isEmpty ? "" : "  [\(comparison)]"))
    }

    /// Adds a row measured elsewhere (the Python peer, a child process).
    mutating func add(_ row: ReportRow) {
        rows.append(row)
        func ms(_ value: Double) -> String { format(value * 1000, digits: 2) }
        print(
            "\(row.name.padding(toLength: 34, withPad: " ", startingAt: 0)) median \(ms(row.median)) ms  (min \(ms(row.minimum)))  \(row.throughput)  [\(row.comparison)]"
        )
    }

    /// The table in Markdown.
    var markdown: String {
        func ms(_ value: Double) -> String { value == 0 ? "-" : format(value * 1000, digits: 1) }
        var lines = [
            "CPU: \(cpuModel()), \(ProcessInfo.processInfo.activeProcessorCount) cores",
            "",
            "| case | measurement | median ms | min ms | throughput | vs same-run baseline |",
            "|---|---|---:|---:|---:|---|",
        ]
        for row in rows {
            lines.append(
                "| \(row.benchmark) | \(row.name) | \(ms(row.median)) | \(ms(row.minimum)) | \(row.throughput) | \(row.comparison) |"
            )
        }
        return lines.joined(separator: "\n")
    }
}

/// A named benchmark case: it runs its measurements, prints them, and adds them to the report.
struct BenchmarkCase: Sendable {
    var name: String
    var summary: String
    var run: @Sendable (BenchmarkOptions, inout Report) async throws -> Void
}

/// The process's peak resident set size so far (VmHWM from /proc/self/status), in bytes; nil where unknown.
func peakResidentBytes() -> Int? {
    guard let file = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 512)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if line.hasPrefix("VmHWM:") {
            let digits = line.filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
    }
    return nil
}

/// The CPU's model name (`model name` in `/proc/cpuinfo`, `machdep.cpu.brand_string` on Apple platforms), for
/// every table: machines change between runs, and the ratios to same-run baselines move with them.
func cpuModel() -> String {
    #if canImport(Darwin)
        var size = 0
        guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0 else { return "unknown" }
        var buffer = [CChar](repeating: 0, count: size)
        guard sysctlbyname("machdep.cpu.brand_string", &buffer, &size, nil, 0) == 0 else { return "unknown" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return "unknown"
    #endif
}

/// The 1-, 5- and 15-minute load averages, for noting the machine's load beside the numbers.
func loadAverage() -> String {
    guard let file = fopen("/proc/loadavg", "r") else { return "unknown" }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 128)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return "unknown" }
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}

/// A small deterministic random generator (SplitMix64), so every run locates the same fixes.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
