/// A tiny benchmark harness: warm-up runs, timed runs, median/min/max and throughput.
struct Measurement {
    var name: String
    var seconds: [Double]
    var bytes: Int

    var sorted: [Double] { seconds.sorted() }
    var median: Double {
        let values = sorted
        let middle = values.count / 2
        return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
    }
    var minimum: Double { sorted.first ?? 0 }
    var maximum: Double { sorted.last ?? 0 }
    var megabytesPerSecond: Double { Double(bytes) / 1_000_000 / median }

    /// `name  median 12.3 ms  (min 12.0, max 13.1)  183.0 MB/s`.
    var line: String {
        func ms(_ value: Double) -> String { format(value * 1000, digits: 2) }
        let padded = name.padding(toLength: 34, withPad: " ", startingAt: 0)
        return "\(padded) median \(ms(median)) ms  (min \(ms(minimum)), max \(ms(maximum)))  \(format(megabytesPerSecond, digits: 1)) MB/s"
    }
}

/// Formats a number with a fixed count of fraction digits, without Foundation.
func format(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let fraction = text[text.index(after: dot)...].count
        if fraction < digits { text += String(repeating: "0", count: digits - fraction) }
    }
    return text
}

/// Options shared by every case.
struct BenchmarkOptions: Sendable {
    var warmUp = 2
    var runs = 10
}

/// Times `body`: `options.warmUp` untimed runs, then `options.runs` timed ones.
func measure(_ name: String, bytes: Int, options: BenchmarkOptions, _ body: () throws -> Void) rethrows -> Measurement {
    for _ in 0..<options.warmUp { try body() }
    let clock = ContinuousClock()
    var seconds: [Double] = []
    for _ in 0..<options.runs {
        let elapsed = try clock.measure { try body() }
        seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return Measurement(name: name, seconds: seconds, bytes: bytes)
}

/// A named benchmark case: it runs its measurements and prints them (and any ratios).
struct BenchmarkCase: Sendable {
    var name: String
    var summary: String
    var run: @Sendable (BenchmarkOptions) throws -> Void
}
