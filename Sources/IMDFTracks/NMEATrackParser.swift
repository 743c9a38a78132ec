import GeoJSON
import IMDFKit

/// Reads fixes from raw NMEA 0183 sentences: `GGA` for position, fix quality, HDOP and altitude,
/// `RMC` for date, time, course and speed, from any talker (`$GP`, `$GN`, `$GL`, `$GA`, `$BD`, …).
///
/// - Every sentence must end in a checksum `*hh` (the XOR of the bytes between `$` and `*`); a
///   mismatch makes an ``TrackRecord/Status-swift.enum/invalid`` record, a missing one an unparsable
///   (truncated) record.
/// - A `GGA` and an `RMC` with the same UTC time field are one epoch and merge into one fix:
///   position, altitude and accuracy from `GGA`, date, course and speed from `RMC`. A sentence whose
///   partner does not come (the next position sentence has another time) makes a fix on its own.
///   Other sentences (`GSA`, `GSV`, `VTG`, …) may come between the two.
/// - Horizontal accuracy is estimated as HDOP × ``accuracyPerHDOP`` (5 m, a typical user
///   equivalent range error for a consumer receiver); without HDOP (an `RMC` alone) it is 0, unknown.
/// - Speed is converted from knots to m/s (× 1852 / 3600); course is the track made good in
///   degrees true, −1 when empty.
/// - `GGA` quality 0 (no fix) and `RMC` status `V` (warning) make the record invalid.
/// - A `GGA` alone takes its date from the last `RMC` seen; before any, it has no timestamp.
public struct NMEATrackParser: TrackLineParser {
    /// Meters of horizontal accuracy per unit of HDOP (horizontal dilution of precision).
    public static let accuracyPerHDOP = 5.0
    /// Meters per second in one knot.
    static let metersPerSecondPerKnot = 1852.0 / 3600.0

    /// One decoded GGA or RMC sentence.
    struct Sentence: Sendable {
        enum Kind: Sendable { case gga, rmc }
        var kind: Kind
        var line: Int
        /// Seconds since midnight UTC, the epoch key.
        var timeOfDay: Double?
        var latitude: Double?
        var longitude: Double?
        /// Why the sentence reports no usable fix (no lock).
        var problem: String?
        /// Why a field could not be read.
        var unreadable: String?
        // GGA
        var quality: Int?
        var satellites: Int?
        var hdop: Double?
        var altitude: Double?
        // RMC
        var day: Int?
        var course: Double?
        var speed: Double?
    }

    private var pending: Sentence?
    private var lastDay: Int?
    /// Field ranges of the current sentence, reused between lines.
    private var fields: [Range<Int>] = []

    /// A parser.
    public init() {}

    /// Reads one sentence.
    public mutating func read(line rawLine: UnsafeBufferPointer<UInt8>, number: Int, into records: inout [TrackRecord])
    {
        guard !isBlank(rawLine) else { return }
        var line = withoutCarriageReturn(rawLine)
        while let last = line.last, last == 0x20 || last == 0x09 {
            line = UnsafeBufferPointer(rebasing: line[..<(line.endIndex - 1)])
        }
        var start = 0
        while start < line.count, line[start] == 0x20 || line[start] == 0x09 { start += 1 }
        guard start < line.count, line[start] == UInt8(ascii: "$") || line[start] == UInt8(ascii: "!") else {
            records.append(
                .unparsable(line: number, "not an NMEA sentence (no leading '$'): '\(excerpt(line[start...]))'"))
            return
        }
        guard let star = line[start...].lastIndex(of: UInt8(ascii: "*")) else {
            records.append(.unparsable(line: number, "truncated NMEA sentence: no '*hh' checksum"))
            return
        }
        guard line.count - star == 3, let high = Hexadecimal.value(ofDigit: line[star + 1]),
            let low = Hexadecimal.value(ofDigit: line[star + 2])
        else {
            records.append(
                .unparsable(line: number, "truncated or malformed NMEA checksum '\(excerpt(line[star...]))'"))
            return
        }
        let body = UnsafeBufferPointer(rebasing: line[(start + 1)..<star])
        var computed: UInt8 = 0
        for byte in body { computed ^= byte }
        let given = high << 4 | low
        guard computed == given else {
            records.append(
                TrackRecord(
                    lines: number...number, status: .invalid,
                    reason:
                        "NMEA checksum mismatch: sentence says *\(Hexadecimal.digits(given, width: 2)), computed *\(Hexadecimal.digits(computed, width: 2))"
                ))
            return
        }
        splitFields(body)
        let address = body[fields[0]]
        guard address.count == 5 || (address.count >= 2 && address.first == UInt8(ascii: "P")) else {
            records.append(.unparsable(line: number, "malformed NMEA address '\(excerpt(address))'"))
            return
        }
        let type = address.count == 5 ? address.suffix(3) : address.dropFirst(0)
        let sentence: Sentence
        if type.elementsEqual("GGA".utf8) {
            guard fields.count == 15 else {
                records.append(.unparsable(line: number, "GGA sentence has \(fields.count - 1) fields, expected 14"))
                return
            }
            sentence = gga(body, line: number)
        } else if type.elementsEqual("RMC".utf8) {
            guard (12...14).contains(fields.count) else {
                records.append(
                    .unparsable(line: number, "RMC sentence has \(fields.count - 1) fields, expected 11 to 13"))
                return
            }
            sentence = rmc(body, line: number)
        } else {
            records.append(
                TrackRecord(
                    lines: number...number, status: .ignored,
                    reason: "NMEA sentence \(String(decoding: address, as: UTF8.self)) carries no fix; ignored"))
            return
        }
        if let unreadable = sentence.unreadable {
            // A field could not be read at all: report it alone, keep any pending partner.
            records.append(.unparsable(line: number, unreadable))
            return
        }
        if let waiting = pending {
            if waiting.kind != sentence.kind, let time = waiting.timeOfDay, time == sentence.timeOfDay {
                pending = nil
                let (gga, rmc) = waiting.kind == .gga ? (waiting, sentence) : (sentence, waiting)
                records.append(merged(gga: gga, rmc: rmc))
                return
            }
            records.append(merged(gga: waiting.kind == .gga ? waiting : nil, rmc: waiting.kind == .rmc ? waiting : nil))
        }
        pending = sentence
    }

    /// Emits the sentence still waiting for its partner.
    public mutating func finish(into records: inout [TrackRecord]) {
        if let waiting = pending {
            records.append(merged(gga: waiting.kind == .gga ? waiting : nil, rmc: waiting.kind == .rmc ? waiting : nil))
            pending = nil
        }
    }

    // MARK: Sentences

    private func gga(_ body: UnsafeBufferPointer<UInt8>, line: Int) -> Sentence {
        var sentence = Sentence(kind: .gga, line: line)
        func field(_ index: Int) -> Slice<UnsafeBufferPointer<UInt8>> { body[fields[index]] }
        sentence.timeOfDay = Self.timeOfDay(field(1))
        guard let quality = TrackNumber.integer(field(6)) else {
            sentence.unreadable = "GGA fix quality '\(excerpt(field(6)))' is not a number"
            return sentence
        }
        sentence.quality = quality
        if quality == 0 {
            sentence.problem = "GGA fix quality 0: no satellite fix"
        }
        if !field(2).isEmpty || quality != 0 {
            guard readPosition(body, from: 2, into: &sentence, tag: "GGA") else { return sentence }
        }
        sentence.satellites = TrackNumber.integer(field(7))
        sentence.hdop = TrackNumber.double(field(8))
        sentence.altitude = TrackNumber.double(field(9))
        return sentence
    }

    /// Reads the four position fields from `first` on (`ddmm.mmmm,N|S,dddmm.mmmm,E|W`, as GGA and RMC both
    /// write them) into the sentence; `false`, with the reason in `unreadable`, when they cannot be read.
    private func readPosition(
        _ body: UnsafeBufferPointer<UInt8>, from first: Int, into sentence: inout Sentence, tag: String
    ) -> Bool {
        func field(_ index: Int) -> Slice<UnsafeBufferPointer<UInt8>> { body[fields[first + index]] }
        guard let latitude = Self.angle(field(0), hemisphere: field(1), positive: "N", negative: "S", degreeDigits: 2)
        else {
            sentence.unreadable = "\(tag) latitude '\(excerpt(field(0)))' '\(excerpt(field(1)))' is not ddmm.mmmm N|S"
            return false
        }
        guard let longitude = Self.angle(field(2), hemisphere: field(3), positive: "E", negative: "W", degreeDigits: 3)
        else {
            sentence.unreadable = "\(tag) longitude '\(excerpt(field(2)))' '\(excerpt(field(3)))' is not dddmm.mmmm E|W"
            return false
        }
        sentence.latitude = latitude
        sentence.longitude = longitude
        return true
    }

    private func rmc(_ body: UnsafeBufferPointer<UInt8>, line: Int) -> Sentence {
        var sentence = Sentence(kind: .rmc, line: line)
        func field(_ index: Int) -> Slice<UnsafeBufferPointer<UInt8>> { body[fields[index]] }
        sentence.timeOfDay = Self.timeOfDay(field(1))
        let status = field(2)
        let isActive = status.elementsEqual("A".utf8)
        if !isActive {
            sentence.problem = "RMC status '\(excerpt(status))': navigation receiver warning, no valid fix"
        }
        if !field(3).isEmpty || isActive {
            guard readPosition(body, from: 3, into: &sentence, tag: "RMC") else { return sentence }
        }
        sentence.speed = TrackNumber.double(field(7)).map { $0 * Self.metersPerSecondPerKnot }
        sentence.course = TrackNumber.double(field(8))
        let date = field(9)
        if date.count == 6, let day = TrackNumber.integer(date.prefix(2)),
            let month = TrackNumber.integer(date.dropFirst(2).prefix(2)),
            let year = TrackNumber.integer(date.suffix(2)), (1...12).contains(month), (1...31).contains(day)
        {
            sentence.day = TrackTime.daysSince1970(year: year < 80 ? 2000 + year : 1900 + year, month: month, day: day)
        }
        return sentence
    }

    /// One record from a GGA, an RMC, or both of the same epoch.
    private mutating func merged(gga: Sentence?, rmc: Sentence?) -> TrackRecord {
        let first = min(gga?.line ?? .max, rmc?.line ?? .max)
        let last = max(gga?.line ?? .min, rmc?.line ?? .min)
        if let day = rmc?.day { lastDay = day }
        var extras: [JSONObject.Member] = []
        if let quality = gga?.quality { extras.append(.init(key: "quality", value: .number(JSONNumber(quality)))) }
        if let satellites = gga?.satellites {
            extras.append(.init(key: "satellites", value: .number(JSONNumber(satellites))))
        }
        if let hdop = gga?.hdop { extras.append(.init(key: "hdop", value: .number(JSONNumber(hdop)))) }
        let problems = [gga?.problem, rmc?.problem].compactMap { $0 }
        guard let latitude = gga?.latitude ?? rmc?.latitude, let longitude = gga?.longitude ?? rmc?.longitude else {
            return TrackRecord(
                lines: first...last, status: .invalid,
                reason: problems.isEmpty ? "no position" : problems.joined(separator: "; "), extras: extras)
        }
        var fix = Fix(latitude: latitude, longitude: longitude)
        if let hdop = gga?.hdop { fix.horizontalAccuracy = hdop * Self.accuracyPerHDOP }
        fix.altitude = gga?.altitude
        fix.course = rmc?.course ?? -1
        fix.speed = rmc?.speed ?? -1
        if let time = rmc?.timeOfDay ?? gga?.timeOfDay, let day = rmc?.day ?? lastDay {
            fix.timestamp = Fix.Timestamp(secondsSince1970: Double(day) * 86_400 + time)
        }
        guard problems.isEmpty else {
            return TrackRecord(
                lines: first...last, status: .invalid, fix: fix, reason: problems.joined(separator: "; "),
                extras: extras)
        }
        return .checked(fix, lines: first...last, extras: extras)
    }

    // MARK: Fields

    private mutating func splitFields(_ body: UnsafeBufferPointer<UInt8>) {
        fields.removeAll(keepingCapacity: true)
        var start = 0
        for i in 0..<body.count where body[i] == UInt8(ascii: ",") {
            fields.append(start..<i)
            start = i + 1
        }
        fields.append(start..<body.count)
    }

    /// Seconds since midnight from `hhmmss` or `hhmmss.ss`.
    static func timeOfDay(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
        guard field.count >= 6, let hours = TrackNumber.integer(field.prefix(2)),
            let minutes = TrackNumber.integer(field.dropFirst(2).prefix(2)),
            let seconds = TrackNumber.double(field.dropFirst(4)), hours < 24, minutes < 60, seconds < 61
        else { return nil }
        return Double(hours * 3600 + minutes * 60) + seconds
    }

    /// Degrees from NMEA's `ddmm.mmmm` (or `dddmm.mmmm`) and a hemisphere letter.
    static func angle(
        _ field: Slice<UnsafeBufferPointer<UInt8>>, hemisphere: Slice<UnsafeBufferPointer<UInt8>>,
        positive: Unicode.Scalar, negative: Unicode.Scalar, degreeDigits: Int
    ) -> Double? {
        guard field.count > degreeDigits + 1, hemisphere.count == 1, let letter = hemisphere.first,
            letter == UInt8(ascii: positive) || letter == UInt8(ascii: negative),
            let degrees = TrackNumber.integer(field.prefix(degreeDigits)), degrees >= 0,
            let minutes = TrackNumber.double(field.dropFirst(degreeDigits)), minutes >= 0, minutes < 60
        else { return nil }
        let value = Double(degrees) + minutes / 60
        return letter == UInt8(ascii: negative) ? -value : value
    }

}
