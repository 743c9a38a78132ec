extension IMDF {
    /// DATE-TIME: an ISO 8601 date and time with an offset, `yyyy-MM-ddTHH:mm:ss±hh:mm` or `…Z` (spec §1.4).
    ///
    /// Parsing is lenient as real archives require: fractional seconds are accepted, and a missing offset
    /// is accepted but remembered (`hasOffset == false`) so that it can be diagnosed. The text is kept
    /// exactly as written.
    public struct DateTime: Hashable, Sendable, Decodable, CustomStringConvertible {
        /// The text as written.
        public let text: String
        /// Seconds since 1970-01-01T00:00:00Z, or nil when the text is not a date-time. Without an offset
        /// the time is taken as UTC.
        public let secondsSince1970: Double?
        /// Whether the text carries a `Z` or `±hh:mm` offset, as the spec requires.
        public let hasOffset: Bool

        public init(_ text: String) {
            self.text = text
            if let parsed = Self.parse(Array(text.utf8)) {
                secondsSince1970 = parsed.seconds
                hasOffset = parsed.hasOffset
            } else {
                secondsSince1970 = nil
                hasOffset = false
            }
        }

        public init(from decoder: any Decoder) throws {
            self.init(try decoder.singleValueContainer().decode(String.self))
        }

        public var description: String { text }

        /// Whether the text parsed as a date-time at all.
        public var isValid: Bool { secondsSince1970 != nil }

        private static func parse(_ bytes: [UInt8]) -> (seconds: Double, hasOffset: Bool)? {
            var index = 0
            func digits(_ count: Int) -> Int? {
                guard index + count <= bytes.count else { return nil }
                var value = 0
                for _ in 0..<count {
                    let byte = bytes[index]
                    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                    index += 1
                }
                return value
            }
            func expect(_ character: Unicode.Scalar) -> Bool {
                guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
                index += 1
                return true
            }
            guard let year = digits(4), expect("-"), let month = digits(2), expect("-"), let day = digits(2),
                index < bytes.count, bytes[index] == UInt8(ascii: "T") || bytes[index] == UInt8(ascii: "t")
            else { return nil }
            index += 1
            guard let hour = digits(2), expect(":"), let minute = digits(2), expect(":"), let second = digits(2),
                (1...12).contains(month), (1...daysInMonth(month, year: year)).contains(day),
                hour < 24, minute < 60, second < 61
            else { return nil }
            var fraction = 0.0
            if expect(".") {
                var scale = 0.1
                let start = index
                while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                    fraction += Double(bytes[index] - UInt8(ascii: "0")) * scale
                    scale /= 10
                    index += 1
                }
                guard index > start else { return nil }
            }
            var offsetSeconds = 0
            var hasOffset = false
            if index < bytes.count {
                if bytes[index] == UInt8(ascii: "Z") || bytes[index] == UInt8(ascii: "z") {
                    index += 1
                    hasOffset = true
                } else if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
                    index += 1
                    guard let offsetHour = digits(2), offsetHour < 24 else { return nil }
                    _ = expect(":")
                    guard let offsetMinute = digits(2), offsetMinute < 60 else { return nil }
                    offsetSeconds = sign * (offsetHour * 3600 + offsetMinute * 60)
                    hasOffset = true
                }
            }
            guard index == bytes.count else { return nil }
            let days = daysSince1970(year: year, month: month, day: day)
            let seconds = Double(days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds) + fraction
            return (seconds, hasOffset)
        }

        private static func isLeapYear(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

        private static func daysInMonth(_ month: Int, year: Int) -> Int {
            switch month {
            case 2: isLeapYear(year) ? 29 : 28
            case 4, 6, 9, 11: 30
            default: 31
            }
        }

        /// Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's days-from-civil idea).
        private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
            let shiftedYear = month <= 2 ? year - 1 : year
            let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
            let yearOfEra = shiftedYear - era * 400
            let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
            let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
            return era * 146_097 + dayOfEra - 719_468
        }
    }
}
