import IMDFKit

/// Reading the `time` of a track fix: ISO 8601 date-times or seconds since 1970.
///
/// Accepted forms, checked byte by byte:
/// - epoch seconds, a decimal number such as `1793523600` or `1793523600.25`;
/// - `YYYY-MM-DDTHH:MM:SS` with an optional fraction (`.250`), a space allowed instead of `T`,
///   then `Z`, `±HH:MM`, `±HHMM` or `±HH`; without a zone the time is taken as UTC.
package enum TrackTime {
    /// The timestamp written in the bytes, or `nil` when they are neither form.
    static func timestamp<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Fix.Timestamp? where Bytes.Index == Int {
        if let seconds = TrackNumber.double(bytes) { return Fix.Timestamp(secondsSince1970: seconds) }
        return iso8601(bytes)
    }

    /// Seconds since 1970 of an ISO 8601 date-time, or `nil`.
    static func iso8601<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Fix.Timestamp? where Bytes.Index == Int {
        var i = bytes.startIndex
        let end = bytes.endIndex
        func digits(_ count: Int) -> Int? {
            guard end - i >= count else { return nil }
            var value = 0
            for _ in 0..<count {
                let digit = bytes[i] &- 0x30
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
                i += 1
            }
            return value
        }
        func expect(_ byte: UInt8) -> Bool {
            guard i < end, bytes[i] == byte else { return false }
            i += 1
            return true
        }
        guard let year = digits(4), expect(UInt8(ascii: "-")), let month = digits(2), expect(UInt8(ascii: "-")),
            let day = digits(2)
        else { return nil }
        guard i < end, bytes[i] == UInt8(ascii: "T") || bytes[i] == UInt8(ascii: "t") || bytes[i] == 0x20 else {
            return nil
        }
        i += 1
        guard let hour = digits(2), expect(UInt8(ascii: ":")), let minute = digits(2), expect(UInt8(ascii: ":")),
            let second = digits(2)
        else { return nil }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day), hour <= 23,
            minute <= 59, second <= 60
        else { return nil }
        var fraction = 0.0
        if i < end, bytes[i] == UInt8(ascii: ".") || bytes[i] == UInt8(ascii: ",") {
            i += 1
            var scale = 0.1
            var sawDigit = false
            while i < end, bytes[i] &- 0x30 < 10 {
                fraction += Double(bytes[i] &- 0x30) * scale
                scale /= 10
                sawDigit = true
                i += 1
            }
            guard sawDigit else { return nil }
        }
        var offsetSeconds = 0
        if i < end {
            if bytes[i] == UInt8(ascii: "Z") || bytes[i] == UInt8(ascii: "z") {
                i += 1
            } else if bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
                let sign = bytes[i] == UInt8(ascii: "-") ? -1 : 1
                i += 1
                guard let hours = digits(2), hours <= 23 else { return nil }
                var minutes = 0
                if i < end {
                    _ = expect(UInt8(ascii: ":"))
                    guard let written = digits(2), written <= 59 else { return nil }
                    minutes = written
                }
                offsetSeconds = sign * (hours * 3600 + minutes * 60)
            }
        }
        guard i == end else { return nil }
        let days = daysSince1970(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return Fix.Timestamp(secondsSince1970: Double(seconds) + fraction)
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's
    /// `days_from_civil` algorithm).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The number of days in a month.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The civil date and time of a timestamp, as ISO 8601 with milliseconds when there are any:
    /// `2026-11-01T09:00:00Z`, `2026-11-01T09:00:00.250Z`.
    package static func iso8601String(_ timestamp: Fix.Timestamp) -> String {
        var bytes: [UInt8] = []
        appendQuotedISO8601(timestamp, to: &bytes)
        return String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self)
    }

    /// Appends ``iso8601String(_:)`` in double quotes, as a JSON string, without building a `String`.
    /// A timestamp beyond the year 9999 or not finite is written as its number of seconds.
    package static func appendQuotedISO8601(_ timestamp: Fix.Timestamp, to bytes: inout [UInt8]) {
        let total = timestamp.secondsSince1970
        bytes.append(UInt8(ascii: "\""))
        defer { bytes.append(UInt8(ascii: "\"")) }
        guard total.isFinite, total > -62_135_596_800, total < 253_402_300_800 else {
            bytes += String(total).utf8
            return
        }
        var wholeSeconds = Int(total.rounded(.down))
        var millis = Int(((total - Double(wholeSeconds)) * 1000).rounded())
        if millis == 1000 {
            wholeSeconds += 1
            millis = 0
        }
        var days = wholeSeconds / 86_400
        var secondOfDay = wholeSeconds % 86_400
        if secondOfDay < 0 {
            secondOfDay += 86_400
            days -= 1
        }
        // Hinnant's civil_from_days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int) {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 10))
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10))
        }
        two(year / 100)
        two(year % 100)
        bytes.append(UInt8(ascii: "-"))
        two(month)
        bytes.append(UInt8(ascii: "-"))
        two(day)
        bytes.append(UInt8(ascii: "T"))
        two(secondOfDay / 3600)
        bytes.append(UInt8(ascii: ":"))
        two(secondOfDay / 60 % 60)
        bytes.append(UInt8(ascii: ":"))
        two(secondOfDay % 60)
        if millis != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: millis / 100))
            two(millis % 100)
        }
        bytes.append(UInt8(ascii: "Z"))
    }
}
