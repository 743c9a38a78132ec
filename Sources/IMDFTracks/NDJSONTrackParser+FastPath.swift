import GeoJSON
import IMDFKit

/// Reading the common NDJSON fix line straight from its bytes, without building a `JSONValue` tree.
///
/// A phone or logger writes the same flat object on every line: a few known keys (`time`, `lat`, `lon`,
/// `accuracy`, …) with numbers, `null`, or an ISO 8601 string for `time`. Parsing such a line into a
/// ``JSONObject`` costs a `String` per key, an array of members and a tree walk, about a fifth of
/// `imdf track`'s time per fix. The fast path scans the bytes once and fills the ``Fix`` as it goes.
///
/// It only ever *accepts*: whenever the line is anything but a well-formed flat object of known keys
/// whose values all read without a problem, it returns `nil` and the general path reads the line with
/// ``JSONReader`` instead. So records, messages and extras of unusual lines come from one place, and the
/// fast path cannot disagree with it:
/// - keys must be printable ASCII with no escape (`\`);
/// - values of known keys must be a JSON number, `null` (not for `lat`/`lon`), or for `time` a string of
///   printable ASCII without escapes that reads as ISO 8601;
/// - values of other keys (extras, passed through) must be a number, a string of printable ASCII without
///   escapes, `true`, `false` or `null`; an array or object gives up;
/// - whitespace between tokens is spaces and tabs; anything after the closing `}` but those gives up.
/// Members are applied in order, as the general path applies them, so a key written twice ends with the
/// same value either way.
///
/// Numbers of known keys are read exactly as ``JSONReader`` reads them: a significand of at most 2^53 scaled by at
/// most 10^22 is converted with one correctly rounded multiplication or division (Clinger's fast path;
/// both operands are exact doubles, so the result is the correctly rounded value of the decimal), and
/// any other number (more than 19 significant digits, a larger exponent) is handed to ``JSONReader``
/// on its own bytes. Numbers of extras are always read by ``JSONReader`` on their own bytes, so they
/// keep the exact text it keeps for writing back.
extension NDJSONTrackParser {
    /// The record of a line in the common shape, or `nil` when the general path must read it.
    ///
    /// - Parameters:
    ///   - line: The line without its line terminator or trailing carriage return.
    ///   - number: The 1-based line number.
    ///   - reader: The reader for numbers the fast conversion does not cover.
    /// - Returns: The same record as the general path gives for this line, or `nil`.
    /// - Complexity: O(*n*) in the line's length; no allocation but the extras'.
    static func fastRecord(_ line: UnsafeBufferPointer<UInt8>, number: Int, reader: JSONReader) -> TrackRecord? {
        var scanner = FlatObjectScanner(bytes: line)
        var fix = Fix(latitude: .nan, longitude: .nan)
        var extras: [JSONObject.Member] = []
        scanner.skipBlanks()
        guard scanner.consume(UInt8(ascii: "{")) else { return nil }
        scanner.skipBlanks()
        if !scanner.consume(UInt8(ascii: "}")) {
            while true {
                guard let column = scanner.key() else { return nil }
                scanner.skipBlanks()
                guard scanner.consume(UInt8(ascii: ":")) else { return nil }
                scanner.skipBlanks()
                if case .extra(let key) = column {
                    guard let value = scanner.plainValue(reader: reader) else { return nil }
                    extras.append(JSONObject.Member(key: key, value: value))
                } else {
                    guard scanner.readKnownValue(of: column, into: &fix, reader: reader) else { return nil }
                }
                scanner.skipBlanks()
                if scanner.consume(UInt8(ascii: "}")) { break }
                guard scanner.consume(UInt8(ascii: ",")) else { return nil }
                scanner.skipBlanks()
            }
        }
        scanner.skipBlanks()
        // A latitude and a longitude were read exactly when they are not NaN: no JSON number is.
        guard scanner.isAtEnd, !fix.latitude.isNaN, !fix.longitude.isNaN else { return nil }
        return .checked(fix, lines: number...number, extras: extras)
    }
}

/// A cursor over one line's bytes for ``NDJSONTrackParser/fastRecord(_:number:reader:)``.
///
/// Every read checks `position < bytes.count` first, so indexing stays in bounds by construction.
private struct FlatObjectScanner {
    /// The line.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    var position = 0

    /// Whether every byte was read.
    var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, not consumed.
    func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    /// Consumes the next byte when it is `byte`.
    mutating func consume(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Skips spaces and tabs (the JSON whitespace a line can hold besides a carriage return, which gives up).
    mutating func skipBlanks() {
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
    }

    /// The bytes of a string of printable ASCII without escapes, the position after its closing quote;
    /// `nil` for anything else.
    mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
        guard consume(UInt8(ascii: "\"")) else { return nil }
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return UnsafeBufferPointer(rebasing: bytes[start..<(position - 1)])
            }
            guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { return nil }
            position += 1
        }
        return nil
    }

    /// Reads the value of a known column at the position into `fix`, as the general path would;
    /// `false` when the line must go to the general path (a `null` latitude or longitude is an error
    /// there, and it says which). Inlined: it runs for every known key of every line.
    @inline(__always)
    mutating func readKnownValue(of column: CSVTrackParser.Column, into fix: inout Fix, reader: JSONReader) -> Bool {
        guard let byte = peek() else { return false }
        switch byte {
        case UInt8(ascii: "n"):
            guard consumeWord("null") else { return false }
            switch column {
            case .latitude, .longitude: return false
            default: return true
            }
        case UInt8(ascii: "\""):
            guard case .time = column, let text = plainString(), let time = TrackTime.iso8601(text) else {
                return false
            }
            fix.timestamp = time
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            guard let value = number(reader: reader) else { return false }
            switch column {
            case .time: fix.timestamp = Fix.Timestamp(secondsSince1970: value.double)
            case .floor:
                guard let whole = value.int64Value, whole.magnitude < 1 << 31 else { return false }
                fix.floor = Int(whole)
            case .latitude: fix.latitude = value.double
            case .longitude: fix.longitude = value.double
            case .accuracy: fix.horizontalAccuracy = value.double
            case .course: fix.course = value.double
            case .speed: fix.speed = value.double
            case .altitude: fix.altitude = value.double
            case .extra: return false
            }
            return true
        default:
            return false
        }
    }

    /// A key of printable ASCII without escapes as its column (known names in any case), or `nil`.
    mutating func key() -> CSVTrackParser.Column? {
        guard let key = plainString() else { return nil }
        guard let known = Self.knownColumn(key) else {
            return .extra(String(decoding: key, as: UTF8.self))
        }
        return known
    }

    /// The known column a key names, compared in ASCII lower case, or `nil`.
    static func knownColumn(_ key: UnsafeBufferPointer<UInt8>) -> CSVTrackParser.Column? {
        guard let words = packedLowercase(key) else { return nil }
        for entry in knownKeys where entry.words == words { return entry.column }
        return nil
    }

    /// A key of at most 23 bytes, ASCII lower-cased (what `String.lowercased()` does to ASCII), packed
    /// little-endian into three words with its length in the last byte; `nil` when longer.
    static func packedLowercase<Bytes: Collection<UInt8>>(_ key: Bytes) -> Words? {
        guard key.count < 24 else { return nil }
        var words: Words = (0, 0, 0)
        for (index, byte) in key.enumerated() {
            let lowered = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
            let shift = UInt64(index % 8 * 8)
            switch index / 8 {
            case 0: words.0 |= UInt64(lowered) << shift
            case 1: words.1 |= UInt64(lowered) << shift
            default: words.2 |= UInt64(lowered) << shift
            }
        }
        words.2 |= UInt64(key.count) << 56
        return words
    }

    /// Three words holding a packed key.
    typealias Words = (UInt64, UInt64, UInt64)

    /// ``CSVTrackParser/Column/knownNames``, packed.
    static let knownKeys: [(words: Words, column: CSVTrackParser.Column)] = CSVTrackParser.Column.knownNames.map {
        name, column in
        guard let words = packedLowercase(name.utf8) else {
            preconditionFailure("known key '\(name)' longer than 23 bytes")
        }
        return (words, column)
    }

    /// An extra's value as ``JSONReader`` reads it, when it is a number, a string of printable ASCII
    /// without escapes, `true`, `false` or `null`; otherwise `nil`.
    mutating func plainValue(reader: JSONReader) -> JSONValue? {
        guard let byte = peek() else { return nil }
        switch byte {
        case UInt8(ascii: "\""):
            return plainString().map { .string(String(decoding: $0, as: UTF8.self)) }
        case UInt8(ascii: "n"):
            return consumeWord("null") ? .null : nil
        case UInt8(ascii: "t"):
            return consumeWord("true") ? .bool(true) : nil
        case UInt8(ascii: "f"):
            return consumeWord("false") ? .bool(false) : nil
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = position
            guard number(reader: reader) != nil,
                case .number(let value)? = try? reader.value(
                    from: UnsafeBufferPointer(rebasing: bytes[start..<position]))
            else { return nil }
            return .number(value)
        default:
            return nil
        }
    }

    /// Consumes a literal word (`true`, `false`) at the position.
    mutating func consumeWord(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard bytes.count - position >= count,
            word.withUTF8Buffer({ $0.elementsEqual(bytes[position..<(position + count)]) })
        else { return false }
        position += count
        return true
    }

    /// A JSON number as ``JSONReader`` reads it, or `nil` when the bytes are not one.
    ///
    /// Checks the JSON grammar (`-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`) while gathering
    /// up to 19 significant digits; the byte after the number is left for the caller to check.
    mutating func number(reader: JSONReader) -> JSONNumber? {
        let start = position
        var i = position
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var digits = DecimalDigits()
        // JSON allows no leading zero: a `0` ends the integer part.
        guard i < bytes.count, bytes[i] &- UInt8(ascii: "0") < 10 else { return nil }
        if bytes[i] == UInt8(ascii: "0") { i += 1 } else { _ = digits.readDigits(bytes, from: &i, isFraction: false) }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits.readDigits(bytes, from: &i, isFraction: true) > 0 else { return nil }
        }
        if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            var exponentNegative = false
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
                exponentNegative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            guard digits.readExponent(bytes, from: &i, negative: exponentNegative) > 0 else { return nil }
        }
        position = i
        if let value = digits.fastDouble(negative: negative) { return JSONNumber(value) }
        guard case .number(let value)? = try? reader.value(from: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        else {
            return nil
        }
        return value
    }
}
