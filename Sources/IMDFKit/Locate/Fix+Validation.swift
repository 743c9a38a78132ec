/// Why a ``Fix`` cannot be used, naming the field and its value.
///
/// CoreLocation has no error for this (it never hands out such fixes); fixes read from logs,
/// NMEA or JSON can hold anything, so each problem is reported with what was found.
public struct FixError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The field of ``Fix`` a problem is about.
    public enum Field: String, Hashable, Sendable, CaseIterable {
        /// ``Fix/latitude``.
        case latitude
        /// ``Fix/longitude``.
        case longitude
        /// ``Fix/horizontalAccuracy``.
        case horizontalAccuracy
        /// ``Fix/course``.
        case course
        /// ``Fix/speed``.
        case speed
        /// ``Fix/altitude``.
        case altitude
        /// ``Fix/timestamp``, in seconds since 1970.
        case timestamp
    }

    /// What is wrong with the field's value.
    public enum Reason: Hashable, Sendable {
        /// The value is NaN or infinite.
        case notFinite
        /// A latitude outside [-90, 90] degrees.
        case latitudeOutOfRange
        /// A longitude outside [-180, 180] degrees.
        case longitudeOutOfRange
        /// A negative horizontal accuracy: CoreLocation's mark of an invalid position.
        case negativeAccuracy
        /// A course of 360 degrees or more (negative is allowed and means unknown).
        case courseOutOfRange
    }

    /// The field at fault.
    public var field: Field
    /// The value found in it.
    public var value: Double
    /// What is wrong with it.
    public var reason: Reason

    /// A problem with one field of a fix.
    ///
    /// - Parameters:
    ///   - field: The field at fault.
    ///   - value: The value found in it.
    ///   - reason: What is wrong with it.
    public init(field: Field, value: Double, reason: Reason) {
        self.field = field
        self.value = value
        self.reason = reason
    }

    /// One sentence naming the field, its value and the rule, e.g.
    /// `latitude 91.5 is outside [-90, 90] degrees`.
    public var description: String {
        let subject = "\(field.rawValue) \(value)"
        switch reason {
        case .notFinite: return "\(subject) is not a finite number"
        case .latitudeOutOfRange: return "\(subject) is outside [-90, 90] degrees"
        case .longitudeOutOfRange: return "\(subject) is outside [-180, 180] degrees"
        case .negativeAccuracy: return "\(subject) is negative, which marks the position as invalid"
        case .courseOutOfRange: return "\(subject) is outside [0, 360) degrees (a negative course means unknown)"
        }
    }
}

extension Fix {
    /// Whether a fix can be used, and if not, every reason why.
    public enum Validity: Hashable, Sendable {
        /// Every field holds a usable value.
        case valid
        /// At least one field is unusable; the problems in field order.
        case invalid([FixError])

        /// Whether the fix is usable.
        public var isValid: Bool { if case .valid = self { true } else { false } }
    }

    /// Every problem of this fix, in field order (none for a usable fix).
    ///
    /// The rules: latitude and longitude finite and within [-90, 90] and [-180, 180];
    /// horizontal accuracy finite and not negative; course and speed finite (negative means
    /// unknown), course below 360; altitude and timestamp finite when present. The level
    /// ordinal is not checked here, since only the venue knows which ordinals exist.
    ///
    /// - Complexity: O(1).
    public var problems: [FixError] {
        var problems: [FixError] = []
        func check(_ field: FixError.Field, _ value: Double, _ rule: (Double) -> FixError.Reason?) {
            if !value.isFinite {
                problems.append(FixError(field: field, value: value, reason: .notFinite))
            } else if let reason = rule(value) {
                problems.append(FixError(field: field, value: value, reason: reason))
            }
        }
        check(.latitude, latitude) { (-90...90).contains($0) ? nil : .latitudeOutOfRange }
        check(.longitude, longitude) { (-180...180).contains($0) ? nil : .longitudeOutOfRange }
        check(.horizontalAccuracy, horizontalAccuracy) { $0 < 0 ? .negativeAccuracy : nil }
        check(.course, course) { $0 >= 360 ? .courseOutOfRange : nil }
        check(.speed, speed) { _ in nil }
        if let altitude { check(.altitude, altitude) { _ in nil } }
        if let timestamp { check(.timestamp, timestamp.secondsSince1970) { _ in nil } }
        return problems
    }

    /// Whether this fix can be used, with every reason if not.
    public var validity: Validity {
        let problems = problems
        return problems.isEmpty ? .valid : .invalid(problems)
    }

    /// Checks that this fix can be used.
    ///
    /// - Throws: The first of ``problems``, in field order (latitude, longitude, horizontal accuracy,
    ///   course, speed, altitude, timestamp).
    public func validate() throws(FixError) {
        if let first = problems.first { throw first }
    }
}
