/// Strings: validation of escapes, surrogates, control characters and UTF-8, then decoding.
extension JSONScanner {
    /// Scans a string at `"` and returns the range of its contents; validates everything.
    mutating func scanString() throws(JSONSyntaxError) -> StringToken {
        index += 1
        let start = index
        var hasEscapes = false
        while true {
            if usesFastPaths { skipPlainStringBytes() }
            guard index < bytes.count else { throw error("'\"' to end the string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let token = StringToken(range: start..<index, hasEscapes: hasEscapes)
                index += 1
                return token
            }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                try scanEscape()
            } else if byte < 0x20 {
                throw error("an escaped control character in string")
            } else if byte < 0x80 {
                index += 1
            } else {
                try scanMultibyteRun()
            }
        }
    }

    /// Validates the multi-byte scalars that follow one another from the cursor, and moves past them.
    ///
    /// Why: text in Cyrillic, Greek or CJK is one multi-byte scalar after another, and going back to
    /// ``skipPlainStringBytes()`` after each one cost a word load and a stop per character. The common two-
    /// and three-byte forms are checked here in line; anything else (four bytes, or a byte that does not
    /// fit) goes to ``scanMultibyteScalar()``, which accepts exactly what UTF-8 allows and reports the error.
    @inline(__always)
    private mutating func scanMultibyteRun() throws(JSONSyntaxError) {
        repeat {
            let lead = bytes[index]
            if lead >= 0xC2 && lead <= 0xDF && index &+ 1 < bytes.count && bytes[index &+ 1] & 0xC0 == 0x80 {
                index &+= 2
            } else if lead & 0xF0 == 0xE0 && index &+ 2 < bytes.count {
                let second = bytes[index &+ 1]
                // E0 needs A0–BF second (no overlongs), ED needs 80–9F (no surrogates).
                let secondFits =
                    lead == 0xE0
                    ? second >= 0xA0 && second <= 0xBF
                    : lead == 0xED ? second >= 0x80 && second <= 0x9F : second & 0xC0 == 0x80
                guard secondFits && bytes[index &+ 2] & 0xC0 == 0x80 else { return try scanMultibyteScalar() }
                index &+= 3
            } else {
                try scanMultibyteScalar()
            }
        } while index < bytes.count && bytes[index] >= 0x80
    }

    /// Moves the cursor over bytes that need no attention in a string, eight at a time: it stops at
    /// the first byte that is `"`, `\\`, a control character (below 0x20) or not ASCII (0x80 and
    /// above), or where fewer than eight bytes remain. The byte-by-byte loop of ``scanString()``
    /// handles the byte it stops at, exactly as it would without this step.
    ///
    /// Why: IMDF properties are mostly strings (UUIDs, names, categories), and the byte loop spent a
    /// compare and a branch per byte on each of their characters; this was the largest single cost of
    /// decoding a venue's `unit.geojson`.
    ///
    /// How: for each byte lane of the word, three zero-byte tests (the word itself minus 0x20, and the
    /// word XOR `"` and XOR `\\`) and the lane's top bit. A borrow in these subtractions travels only
    /// towards later bytes, so the lowest flagged lane is always a real stop; lanes above it may be
    /// flagged spuriously, which does not matter as only the lowest is used.
    @inline(__always)
    mutating func skipPlainStringBytes() {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        while index &+ 8 <= bytes.count {
            // Bounds: `index + 8 <= bytes.count` was just checked.
            let word = DigitWord.load(bytes, at: index)
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let control = (word &- ones &* 0x20) & ~word
            let special = (control | (quote &- ones) & ~quote | (backslash &- ones) & ~backslash | word) & highBits
            if special != 0 {
                index &+= special.trailingZeroBitCount &>> 3
                return
            }
            index &+= 8
        }
    }

    /// Validates an escape at `\` and moves past it.
    private mutating func scanEscape() throws(JSONSyntaxError) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw error("an escape character after '\\'") }
        switch bytes[index] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            index += 1
        case UInt8(ascii: "u"):
            index += 1
            let unit = try hexQuad()
            if unit >= 0xD800 && unit <= 0xDBFF {
                let lowStart = index
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw error("a low surrogate escape \\uDC00–\\uDFFF after \\u\(Hexadecimal.digits(unit, width: 4))")
                }
                index += 2
                let low = try hexQuad()
                guard low >= 0xDC00 && low <= 0xDFFF else {
                    throw error(
                        "a low surrogate escape \\uDC00–\\uDFFF after \\u\(Hexadecimal.digits(unit, width: 4))",
                        at: lowStart,
                        found: "\\u\(Hexadecimal.digits(low, width: 4))")
                }
            } else if unit >= 0xDC00 && unit <= 0xDFFF {
                throw error(
                    "a high surrogate before a low surrogate", at: escapeStart,
                    found: "lone \\u\(Hexadecimal.digits(unit, width: 4))")
            }
        default:
            throw error(
                "one of \" \\ / b f n r t u after '\\'", found: "'\\\(String(decoding: [bytes[index]], as: UTF8.self))'"
            )
        }
    }

    /// Four hex digits after `\u`.
    private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error("four hex digits after '\\u'") }
            guard let digit = Hexadecimal.value(ofDigit: bytes[index]) else {
                throw error("four hex digits after '\\u'")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// Validates one multi-byte UTF-8 scalar at the cursor (no overlongs, no surrogates, ≤ U+10FFFF).
    private mutating func scanMultibyteScalar() throws(JSONSyntaxError) {
        let lead = bytes[index]
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        let continuationCount: Int
        switch lead {
        case 0xC2...0xDF: continuationCount = 1
        case 0xE0:
            continuationCount = 2
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: continuationCount = 2
        case 0xED:
            continuationCount = 2
            high = 0x9F
        case 0xF0:
            continuationCount = 3
            low = 0x90
        case 0xF1...0xF3: continuationCount = 3
        case 0xF4:
            continuationCount = 3
            high = 0x8F
        default: throw error("valid UTF-8")
        }
        for offset in 1...continuationCount {
            let position = index + offset
            guard position < bytes.count else { throw error("valid UTF-8 (truncated sequence)", at: position) }
            let byte = bytes[position]
            let range = offset == 1 ? low...high : 0x80...0xBF
            guard range.contains(byte) else {
                throw error("valid UTF-8", at: offset == 1 ? index : position, found: describe(at: position))
            }
        }
        index += continuationCount + 1
    }

    /// The string value of a scanned token (escapes decoded).
    func string(from token: StringToken) throws(JSONSyntaxError) -> String {
        Self.decodeString(token, in: bytes)
    }

    /// The string value of a token scanned (and so validated) in `bytes`, escapes decoded.
    ///
    /// Static, taking only the bytes: called on the scanner itself from a mutating method, the
    /// instance form made the compiler copy the whole scanner (retaining its path stack) per string.
    static func decodeString(_ token: StringToken, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[token.range])
        if !token.hasEscapes { return String(decoding: raw, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var position = 0
        func hexValue(_ at: Int) -> UInt32 {
            var value: UInt32 = 0
            for offset in 0..<4 {
                let byte = raw[at + offset]
                let digit: UInt32 = byte <= UInt8(ascii: "9") ? UInt32(byte - 48) : UInt32((byte | 0x20) - 87)
                value = value << 4 | digit
            }
            return value
        }
        while position < raw.count {
            let byte = raw[position]
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                position += 1
                continue
            }
            let kind = raw[position + 1]
            position += 2
            switch kind {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hexValue(position)
                position += 4
                if scalar >= 0xD800 && scalar <= 0xDBFF {
                    let low = hexValue(position + 2)
                    position += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                if let unicode = Unicode.Scalar(scalar), let encoded = UTF8.encode(unicode) {
                    out.append(contentsOf: encoded)
                }
            default: out.append(kind)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Parses a string at `"`.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        Self.decodeString(try scanString(), in: bytes)
    }
}
