/// One position report from a GPS or other location source (CoreLocation's `CLLocation`).
///
/// The fields follow CoreLocation's conventions, including its sentinels: a negative
/// ``horizontalAccuracy`` marks the position itself as invalid, and a negative ``course`` or
/// ``speed`` means unknown. A fix is a plain value and is not checked on creation; call
/// ``validate()`` (or read ``validity``) before using one from outside, and see
/// `Fix+Validation.swift` for the rules.
///
/// The ``timestamp`` is a ``Timestamp``, seconds since 1970 as a `Double`, rather than
/// Foundation's `Date`, so that the locate path needs no Foundation; `Date(timeIntervalSince1970:)`
/// converts.
public struct Fix: Hashable, Sendable {
    /// Degrees north of the equator (`CLLocation.coordinate.latitude`); valid in [-90, 90].
    public var latitude: Double
    /// Degrees east of the prime meridian (`CLLocation.coordinate.longitude`); valid in [-180, 180].
    public var longitude: Double
    /// The radius of uncertainty of the position in meters (`CLLocation.horizontalAccuracy`);
    /// negative means the position is invalid.
    public var horizontalAccuracy: Double
    /// The direction of travel in degrees clockwise from true north, in [0, 360)
    /// (`CLLocation.course`); negative means unknown.
    public var course: Double
    /// The speed in meters per second (`CLLocation.speed`); negative means unknown.
    public var speed: Double
    /// The altitude in meters above mean sea level, if reported (`CLLocation.altitude`, which
    /// marks "none" with a negative `verticalAccuracy` instead).
    public var altitude: Double?
    /// The ordinal of the IMDF level the fix is on, if known (`CLLocation.floor?.level`).
    ///
    /// Matches `Level.ordinal`: 0 is the ground level, negative values are below ground.
    public var floor: Int?
    /// When the fix was taken, if known (`CLLocation.timestamp`).
    public var timestamp: Timestamp?

    /// A fix from its parts; only the position is required.
    ///
    /// - Parameters:
    ///   - latitude: Degrees north.
    ///   - longitude: Degrees east.
    ///   - horizontalAccuracy: Radius of uncertainty in meters; negative marks the fix invalid. Default 0.
    ///   - course: Degrees clockwise from true north; negative (the default) means unknown.
    ///   - speed: Meters per second; negative (the default) means unknown.
    ///   - altitude: Meters above mean sea level, or `nil`.
    ///   - floor: The IMDF level ordinal, or `nil`.
    ///   - timestamp: When the fix was taken, or `nil`.
    public init(
        latitude: Double, longitude: Double, horizontalAccuracy: Double = 0, course: Double = -1,
        speed: Double = -1, altitude: Double? = nil, floor: Int? = nil, timestamp: Timestamp? = nil
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.horizontalAccuracy = horizontalAccuracy
        self.course = course
        self.speed = speed
        self.altitude = altitude
        self.floor = floor
        self.timestamp = timestamp
    }

    /// The position as a coordinate (`CLLocation.coordinate`).
    public var coordinate: Coordinate { Coordinate(latitude: latitude, longitude: longitude) }

    /// The course when known: `nil` for a negative or non-finite course.
    public var knownCourse: Double? { course >= 0 && course.isFinite ? course : nil }

    /// The speed when known: `nil` for a negative or non-finite speed.
    public var knownSpeed: Double? { speed >= 0 && speed.isFinite ? speed : nil }
}

extension Fix {
    /// A moment as seconds since 1970-01-01 00:00:00 UTC (Foundation's `Date.timeIntervalSince1970`).
    ///
    /// A small value type instead of `Date`, so that locating needs no Foundation.
    public struct Timestamp: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// Seconds since 1970-01-01 00:00:00 UTC; fractions allowed.
        public var secondsSince1970: Double

        /// A timestamp from seconds since the Unix epoch (`Date(timeIntervalSince1970:)`).
        ///
        /// - Parameter secondsSince1970: Seconds since 1970-01-01 00:00:00 UTC.
        public init(secondsSince1970: Double) {
            self.secondsSince1970 = secondsSince1970
        }

        /// Whether one timestamp is earlier than another.
        public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.secondsSince1970 < rhs.secondsSince1970 }

        /// The seconds from this timestamp to a later one (negative if `other` is earlier).
        ///
        /// - Parameter other: Another timestamp.
        /// - Returns: `other − self` in seconds.
        public func seconds(until other: Timestamp) -> Double { other.secondsSince1970 - secondsSince1970 }

        /// The seconds since 1970, as written.
        public var description: String { "\(secondsSince1970)" }
    }
}
