/// A JSON number: its binary64 value, plus the exact text when the double would not give it back.
///
/// The reader keeps `text` only when the nearest double does not reproduce the number as
/// written: integers beyond ±2^53, numbers with more than 17 significant digits, and numbers
/// whose magnitude overflows or underflows binary64. So `1e999999` has `double == .infinity`
/// and `text == "1e999999"`, and the writer writes the text back. `-0` reads as the double
/// `-0.0` (sign kept, no text) and is written back as `-0`.
///
/// Two numbers are equal when their doubles have the same bit pattern and their kept texts are equal.
public struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
    /// The correctly rounded binary64 value (±infinity on overflow, ±0 on underflow).
    public let double: Double
    /// The number exactly as written, kept only when `double` does not reproduce it.
    public var text: String? { exact?.text }

    /// The rare exact text, kept out of line: a reference is 8 bytes where a `String?` is 16, which makes
    /// a number 16 bytes and `JSONValue` 24 instead of 32 (every object member and array element of every
    /// parsed file is a `JSONValue`).
    private let exact: ExactText?

    /// The exact text of a number that its double does not reproduce; immutable, so sharing it is safe.
    private final class ExactText: Sendable {
        let text: String
        init(_ text: String) { self.text = text }
    }

    /// Creates a number from a double, with the exact text when the double alone loses information.
    ///
    /// - Parameters:
    ///   - double: The value. Non-finite values need `text` to be writable.
    ///   - text: The exact JSON number text, or `nil` when `double` says it all.
    public init(_ double: Double, text: String? = nil) {
        self.double = double
        self.exact = text.map(ExactText.init)
    }

    /// Creates a number from an integer; integers beyond ±2^53 keep their exact digits as text.
    public init(_ integer: Int64) {
        self.double = Double(integer)
        let limit: Int64 = 1 << 53
        self.exact = (integer > limit || integer < -limit) ? ExactText(String(integer)) : nil
    }

    /// Creates a number from an integer; see ``init(_:)-(Int64)``.
    public init(_ integer: Int) { self.init(Int64(integer)) }

    /// The value as an `Int64` when it is an integer in range, exactly; otherwise `nil`.
    ///
    /// `3.0` and `3e0` give 3; `3.5`, `1e300` and `9223372036854775808` give `nil`.
    public var int64Value: Int64? {
        if let text, let exact = Self.exactInteger(text) { return exact }
        guard double.isFinite, double.rounded(.towardZero) == double,
            double >= -9_223_372_036_854_775_808.0, double < 9_223_372_036_854_775_808.0
        else { return nil }
        if text != nil { return nil }
        return Int64(double)
    }

    /// The value as a `UInt64` when it is a non-negative integer in range, exactly; otherwise `nil`.
    public var uint64Value: UInt64? {
        if let text, !text.hasPrefix("-"), text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return UInt64(text) }
        guard text == nil, double.isFinite, double.rounded(.towardZero) == double,
            double >= 0, double < 18_446_744_073_709_551_616.0
        else { return nil }
        return UInt64(double)
    }

    /// Whether the number is integral (no fractional part), whatever its magnitude.
    public var isIntegral: Bool { double.isFinite && double.rounded(.towardZero) == double }

    /// The number as JSON text: the kept text, or the shortest text that reads back to the same double.
    public var description: String { text ?? JSONNumber.shortestText(double) }

    /// Equal when the doubles have the same bit pattern and the kept texts are equal.
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        lhs.double.bitPattern == rhs.double.bitPattern && lhs.text == rhs.text
    }

    /// Hashes the bit pattern and the kept text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(double.bitPattern)
        hasher.combine(text)
    }

    /// The shortest JSON text that reads back bit-identical; integral values below 2^53 without `.0`.
    ///
    /// - Precondition: `value` is finite (the writer checks before calling).
    static func shortestText(_ value: Double) -> String {
        if value.rounded(.towardZero) == value, abs(value) < 9_007_199_254_740_992.0 {
            if value == 0 { return value.sign == .minus ? "-0" : "0" }
            return String(Int64(value))
        }
        return value.description
    }

    private static func exactInteger(_ text: String) -> Int64? {
        let body = text.hasPrefix("-") ? text.utf8.dropFirst() : text.utf8[...]
        guard !body.isEmpty, body.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int64(text)
    }
}
