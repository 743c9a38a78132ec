import IMDFKit

/// How a route changes level: the relationship categories of spec §2.13 that move people, and the
/// vertical-circulation unit categories of spec §2.15 / §3 they correspond to.
public enum VerticalMode: String, Hashable, Sendable, CaseIterable {
    /// An elevator: relationship category `elevator`, unit category `elevator`.
    case elevator
    /// An escalator: relationship category `escalator`, unit category `escalator`. Taken only in the
    /// relationship's direction when it is `directed`.
    case escalator
    /// Stairs: relationship category `stairs`, unit categories `stairs` and `steps`.
    case stairs
    /// A ramp: relationship category `ramp`, unit category `ramp`.
    case ramp
    /// A moving walkway: relationship category `movingwalkway`.
    case movingWalkway = "movingwalkway"

    /// The mode of a relationship category, or `nil` for categories that do not move people between
    /// features (`traversal`, `traversal.path`, unknown values).
    public init?(relationship category: IMDF.RelationshipCategory) {
        switch category.rawValue {
        case "elevator": self = .elevator
        case "escalator": self = .escalator
        case "stairs": self = .stairs
        case "ramp": self = .ramp
        case "movingwalkway": self = .movingWalkway
        default: return nil
        }
    }

    /// The mode of a vertical-circulation unit category (`steps` counts as stairs), or `nil` for other
    /// categories.
    public init?(unit category: IMDF.UnitCategory) {
        switch category.rawValue {
        case "elevator": self = .elevator
        case "escalator": self = .escalator
        case "stairs", "steps": self = .stairs
        case "ramp": self = .ramp
        default: return nil
        }
    }

    /// Whether a wheelchair user can take it: elevators, ramps and moving walkways; not stairs or
    /// escalators.
    public var isAccessible: Bool {
        switch self {
        case .elevator, .ramp, .movingWalkway: return true
        case .stairs, .escalator: return false
        }
    }
}

/// What a route costs: walking time, plus a time per level change that depends on the mode. The one place
/// where the router's speeds and per-mode times are written down.
///
/// The router minimises time in seconds. Walking at ``walkingSpeed`` turns metres into seconds, so the
/// cost of a route is "metres walked, plus a cost per level change by mode", expressed as time:
///
/// | move | seconds |
/// |---|---|
/// | walking, inside units and through openings | metres ÷ ``walkingSpeed`` (1.3 m/s, a common pedestrian design speed) |
/// | elevator | ``elevatorWait`` (30 s, once per ride) + ``elevatorPerLevel`` (5 s) per level |
/// | escalator | ``escalatorPerLevel`` (12 s) per level, only in its direction when directed |
/// | stairs (and steps) | ``stairsPerLevel`` (18 s) per level: slower per level than the elevator's ride |
/// | ramp | ``rampPerLevel`` (40 s) per level (a 1:12 ramp rising 3.5 m is 42 m long) |
/// | moving walkway | its length at walking speed (the belt's speed is not in the data) |
///
/// Every vertical move also costs the horizontal distance between its two ends at walking speed (an
/// escalator's foot and head are metres apart), and a move between two levels of the same ordinal counts
/// as one level. With the standard values one level is quicker by stairs (18 s) than by elevator (35 s),
/// and from three levels up the elevator wins, which is what `accessible` routes must take anyway.
public struct RouteCosts: Hashable, Sendable {
    /// Walking speed in metres per second.
    public var walkingSpeed: Double
    /// Seconds waiting for an elevator, once per ride.
    public var elevatorWait: Double
    /// Seconds of elevator ride per level.
    public var elevatorPerLevel: Double
    /// Seconds per level on an escalator.
    public var escalatorPerLevel: Double
    /// Seconds per level on stairs or steps.
    public var stairsPerLevel: Double
    /// Seconds per level on a ramp.
    public var rampPerLevel: Double

    /// Creates costs; the defaults are ``standard``.
    public init(
        walkingSpeed: Double = 1.3, elevatorWait: Double = 30, elevatorPerLevel: Double = 5,
        escalatorPerLevel: Double = 12, stairsPerLevel: Double = 18, rampPerLevel: Double = 40
    ) {
        self.walkingSpeed = walkingSpeed
        self.elevatorWait = elevatorWait
        self.elevatorPerLevel = elevatorPerLevel
        self.escalatorPerLevel = escalatorPerLevel
        self.stairsPerLevel = stairsPerLevel
        self.rampPerLevel = rampPerLevel
    }

    /// The values in the table above.
    public static let standard = RouteCosts()

    /// Seconds paid once when boarding a mode (the elevator's wait; 0 for the others).
    public func boardingTime(_ mode: VerticalMode) -> Double {
        mode == .elevator ? elevatorWait : 0
    }

    /// Seconds per level changed on a mode (0 for a moving walkway, which joins features on one level).
    public func timePerLevel(_ mode: VerticalMode) -> Double {
        switch mode {
        case .elevator: return elevatorPerLevel
        case .escalator: return escalatorPerLevel
        case .stairs: return stairsPerLevel
        case .ramp: return rampPerLevel
        case .movingWalkway: return 0
        }
    }

    /// Seconds to walk `meters`.
    public func walkingTime(_ meters: Double) -> Double { meters / walkingSpeed }

    /// Whether every value is finite and usable: a positive walking speed, no negative time.
    var isValid: Bool {
        walkingSpeed > 0 && walkingSpeed.isFinite
            && [elevatorWait, elevatorPerLevel, escalatorPerLevel, stairsPerLevel, rampPerLevel].allSatisfy {
                $0 >= 0 && $0.isFinite
            }
    }
}
