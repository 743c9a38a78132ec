// Micro-benchmark for DecimalToDouble, run by hand (see Scripts/benchmark-decimal-to-double.sh).
// Extracts every number from a JSON file by a simple split, then reports ns/number (median of runs)
// for DecimalToDouble.double (fields pre-scanned), scan + double, and glibc strtod. Not a test.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

struct Fields { var significand: UInt64; var exponent: Int; var negative: Bool; var truncated: Bool }

/// The same work the JSON scanner does: up to 19 significant digits and a decimal exponent.
@inline(__always)
func scan(_ text: UnsafeBufferPointer<UInt8>) -> Fields {
    var fields = Fields(significand: 0, exponent: 0, negative: false, truncated: false)
    var index = 0
    if text[0] == UInt8(ascii: "-") { fields.negative = true; index = 1 }
    var kept = 0, adjustment = 0, afterPoint = false
    while index < text.count {
        let byte = text[index]
        if byte == UInt8(ascii: ".") { afterPoint = true; index += 1; continue }
        let digit = byte &- UInt8(ascii: "0")
        if digit > 9 { break }
        if kept == 0 && digit == 0 {
            if afterPoint { adjustment -= 1 }
        } else if kept < 19 {
            fields.significand = fields.significand &* 10 &+ UInt64(digit); kept += 1
            if afterPoint { adjustment -= 1 }
        } else {
            fields.truncated = true
            if !afterPoint { adjustment += 1 }
        }
        index += 1
    }
    var exponent = 0
    if index < text.count {
        index += 1
        var negative = false
        if text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") { negative = text[index] == UInt8(ascii: "-"); index += 1 }
        while index < text.count { exponent = exponent * 10 + Int(text[index] &- UInt8(ascii: "0")); index += 1 }
        if negative { exponent = -exponent }
    }
    fields.exponent = exponent + adjustment
    return fields
}

let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "/work/shared/bench/canada.json"
guard let file = fopen(path, "rb") else { print("cannot open \(path)"); exit(1) }
var bytes: [UInt8] = []
var chunk = [UInt8](repeating: 0, count: 1 << 16)
while true {
    let count = fread(&chunk, 1, chunk.count, file)
    if count <= 0 { break }
    bytes.append(contentsOf: chunk[0..<count])
}
fclose(file)

// Split: maximal runs of number characters that start with "-" or a digit.
var texts: [UInt8] = []          // all numbers, each followed by a NUL (for strtod)
var ranges: [Range<Int>] = []
var start: Int? = nil
func isNumberByte(_ byte: UInt8) -> Bool {
    (byte >= 48 && byte <= 57) || byte == 45 || byte == 43 || byte == 46 || byte == 101 || byte == 69
}
for (index, byte) in bytes.enumerated() {
    if isNumberByte(byte) {
        if start == nil { start = index }
    } else if let begin = start {
        start = nil
        let first = bytes[begin]
        if first == 45 || (first >= 48 && first <= 57) {
            let offset = texts.count
            texts.append(contentsOf: bytes[begin..<index])
            ranges.append(offset..<(offset + index - begin))
            texts.append(0)
        }
    }
}
print("\(ranges.count) numbers from \(path)")

texts.withUnsafeBufferPointer { all in
    let fields = ranges.map { scan(UnsafeBufferPointer(rebasing: all[$0])) }
    var clinger = 0, eiselLemire = 0, slow = 0
    for (index, field) in fields.enumerated() {
        let expected = all.baseAddress!.advanced(by: ranges[index].lowerBound).withMemoryRebound(to: CChar.self, capacity: 1) { strtod($0, nil) }
        let actual = DecimalToDouble.double(significand: field.significand, exponent: field.exponent, negative: field.negative,
                                            truncated: field.truncated, text: UnsafeBufferPointer(rebasing: all[ranges[index]]))
        if actual.bitPattern != expected.bitPattern { print("MISMATCH \(actual) \(expected)") }
        if !field.truncated, DecimalToDouble.clinger(significand: field.significand, exponent: field.exponent, negative: field.negative) != nil {
            clinger += 1
        } else if DecimalToDouble.magnitudeBits(significand: field.significand, exponent: field.exponent, truncated: field.truncated) != nil {
            eiselLemire += 1
        } else {
            slow += 1
        }
    }
    print("paths: Clinger \(clinger), Eisel–Lemire \(eiselLemire), slow \(slow)")

    func measure(_ name: String, _ body: () -> Double) {
        var samples: [Double] = []
        var sink = 0.0
        for _ in 0..<15 {
            let begin = now()
            sink += body()
            samples.append(Double(now() - begin) / Double(ranges.count))
        }
        samples.sort()
        let hundredths = Int(samples[samples.count / 2] * 100)
        let fraction = hundredths % 100 < 10 ? "0\(hundredths % 100)" : "\(hundredths % 100)"
        print("\(name): \(hundredths / 100).\(fraction) ns/number (median of 15; checksum \(sink))")
    }
    measure("DecimalToDouble.double (pre-scanned)") {
        var sum = 0.0
        for index in fields.indices {
            let field = fields[index]
            sum += DecimalToDouble.double(significand: field.significand, exponent: field.exponent, negative: field.negative,
                                          truncated: field.truncated, text: UnsafeBufferPointer(rebasing: all[ranges[index]]))
        }
        return sum
    }
    measure("scan + DecimalToDouble.double    ") {
        var sum = 0.0
        for range in ranges {
            let text = UnsafeBufferPointer(rebasing: all[range])
            let field = scan(text)
            sum += DecimalToDouble.double(significand: field.significand, exponent: field.exponent, negative: field.negative,
                                          truncated: field.truncated, text: text)
        }
        return sum
    }
    measure("strtod (NUL-terminated in place) ") {
        var sum = 0.0
        let base = UnsafeRawPointer(all.baseAddress!).assumingMemoryBound(to: CChar.self)
        for range in ranges { sum += strtod(base + range.lowerBound, nil) }
        return sum
    }
    measure("DecimalToDouble.parse (slow path)") {
        var sum = 0.0
        for range in ranges { sum += DecimalToDouble.parse(text: UnsafeBufferPointer(rebasing: all[range])) }
        return sum
    }
}
