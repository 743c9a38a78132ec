/// A byte buffer that JSON is written into, compact or pretty, with comma and indent bookkeeping.
///
/// Used by ``JSONWriter`` and the GeoJSON writer. Call `beginObject`/`key`/…/`endObject` and
/// `beginArray`/…/`endArray`; separators and indentation are inserted automatically.
struct JSONOutput {
    var bytes: [UInt8] = []
    let pretty: Bool
    private var firstInContainer: [Bool] = []
    private var afterKey = false

    init(pretty: Bool, capacity: Int = 1024) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    private mutating func newline() {
        bytes.append(0x0A)
        for _ in 0..<firstInContainer.count {
            bytes.append(0x20)
            bytes.append(0x20)
        }
    }

    /// Writes the separator before a value (none after a key).
    @inline(__always)
    mutating func prepareValue() {
        if afterKey {
            afterKey = false
            return
        }
        guard let last = firstInContainer.last else { return }
        if !last { bytes.append(UInt8(ascii: ",")) }
        firstInContainer[firstInContainer.count - 1] = false
        if pretty { newline() }
    }

    mutating func beginObject() {
        prepareValue()
        bytes.append(UInt8(ascii: "{"))
        firstInContainer.append(true)
    }

    mutating func endObject() {
        let wasEmpty = firstInContainer.removeLast()
        if pretty && !wasEmpty { newline() }
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func beginArray() {
        prepareValue()
        bytes.append(UInt8(ascii: "["))
        firstInContainer.append(true)
    }

    mutating func endArray() {
        let wasEmpty = firstInContainer.removeLast()
        if pretty && !wasEmpty { newline() }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes a member name and `:`; the next value written is its value.
    mutating func key(_ key: String) {
        prepareValue()
        appendQuoted(key)
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(0x20) }
        afterKey = true
    }

    mutating func string(_ value: String) {
        prepareValue()
        appendQuoted(value)
    }

    mutating func null() {
        prepareValue()
        bytes.append(contentsOf: "null".utf8)
    }

    mutating func bool(_ value: Bool) {
        prepareValue()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// Writes a finite double as the shortest text that reads back bit-identical.
    ///
    /// - Precondition: `value` is finite; callers check and report non-finite values.
    mutating func double(_ value: Double) {
        precondition(value.isFinite, "JSONOutput.double called with a non-finite value")
        prepareValue()
        bytes.append(contentsOf: JSONNumber.shortestText(value).utf8)
    }

    /// Writes a number: its kept text, or its double. Returns `false` (writing nothing) when neither is writable.
    mutating func number(_ value: JSONNumber) -> Bool {
        if let text = value.text {
            prepareValue()
            bytes.append(contentsOf: text.utf8)
            return true
        }
        guard value.double.isFinite else { return false }
        double(value.double)
        return true
    }

    /// Appends raw, already valid JSON text as one value.
    mutating func raw<Text: Collection<UInt8>>(_ text: Text) {
        prepareValue()
        bytes.append(contentsOf: text)
    }

    private mutating func appendQuoted(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        JSONWriter.appendEscaped(string, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }
}

extension JSONWriter {
    /// Appends a string's UTF-8 escaped as JSON text, without the quotes: `\"`, `\\`, `\n`, `\r`, `\t`, `\b`,
    /// `\f`, `\u00xx` for the other control bytes and DEL, every other byte as it is. The one escaping of the
    /// writer, also used by encoders that assemble JSON from bytes (`imdf track`'s NDJSON). Byte by byte, so
    /// the escaping of two strings joined is the two escapings joined.
    package static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            guard utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) else {
                bytes.append(contentsOf: utf8)
                return
            }
            let hexDigits: StaticString = "0123456789abcdef"
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
                case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case 0x08: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
                case 0x0C: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
                case 0x00..<0x20, 0x7F:
                    bytes.append(contentsOf: "\\u00".utf8)
                    hexDigits.withUTF8Buffer { digits in
                        bytes.append(digits[Int(byte >> 4)])
                        bytes.append(digits[Int(byte & 0x0F)])
                    }
                default: bytes.append(byte)
                }
            }
        }
    }
}
