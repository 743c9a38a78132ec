import IMDFKit

/// The legend class a unit is drawn in: its fill colour and its entry in the legend.
///
/// IMDF defines over sixty unit categories (spec §3, "Unit categories"); a floor plan needs only a
/// handful of colours. Each category maps to one class, an unknown category to ``other``, and a
/// unit with a `restriction` (employees only, restricted) to ``nonPublic`` whatever its category.
///
/// ```swift
/// UnitStyle(category: "restroom.female", restriction: nil)  // .restroom
/// ```
public enum UnitStyle: String, Hashable, Sendable, CaseIterable {
    /// Enclosed places people go to: rooms, offices, shops, food service, lobbies, classrooms.
    case room
    /// Circulation on one level: walkways, platforms, footbridges, moving walkways.
    case walkway
    /// Restrooms of every kind (`restroom`, `restroom.female`, `restroom.family`, …).
    case restroom
    /// Circulation between levels: stairs, steps, ramps, elevators, escalators.
    case verticalCirculation
    /// Places the public does not enter: `nonpublic`, or any unit with a restriction.
    case nonPublic
    /// Walls, columns, structure, wall materials and open-to-below voids.
    case structure
    /// Everything else: outdoor and unenclosed areas, parking, vegetation, roads, `unspecified`,
    /// and categories IMDF does not define.
    case other

    /// The style of a unit from its category and restriction.
    ///
    /// - Parameters:
    ///   - category: The unit's category, if any.
    ///   - restriction: The unit's restriction, if any.
    public init(category: IMDF.UnitCategory?, restriction: IMDF.RestrictionCategory?) {
        if restriction != nil {
            self = .nonPublic
            return
        }
        guard let raw = category?.rawValue else {
            self = .other
            return
        }
        if raw == "restroom" || raw.hasPrefix("restroom.") {
            self = .restroom
        } else if let style = Self.styleByCategory[raw] {
            self = style
        } else if category?.isKnown == true {
            self = .room
        } else {
            self = .other
        }
    }

    /// The legend's wording.
    public var legendLabel: String {
        switch self {
        case .room: "Rooms"
        case .walkway: "Walkways"
        case .restroom: "Restrooms"
        case .verticalCirculation: "Stairs, lifts, escalators"
        case .nonPublic: "Non-public"
        case .structure: "Structure"
        case .other: "Other"
        }
    }

    /// The CSS class name used in the SVG (`unit-room`, `unit-vertical`, …).
    public var cssClass: String {
        switch self {
        case .room: "unit-room"
        case .walkway: "unit-walkway"
        case .restroom: "unit-restroom"
        case .verticalCirculation: "unit-vertical"
        case .nonPublic: "unit-nonpublic"
        case .structure: "unit-structure"
        case .other: "unit-other"
        }
    }

    /// The fill colour, as a CSS hex colour.
    public var fill: String {
        switch self {
        case .room: "#f6e7c8"
        case .walkway: "#ffffff"
        case .restroom: "#cfe3f7"
        case .verticalCirculation: "#d9cdef"
        case .nonPublic: "#d8d8d8"
        case .structure: "#9a9a9a"
        case .other: "#e3efd9"
        }
    }

    /// The order units are painted in: open areas first, so rooms and their walls lie on top.
    var paintOrder: Int {
        switch self {
        case .other: 0
        case .walkway: 1
        case .structure: 2
        case .room, .restroom, .verticalCirculation, .nonPublic: 3
        }
    }

    /// Categories with a style other than ``room`` (restrooms are matched by prefix).
    private static let styleByCategory: [String: UnitStyle] = [
        "walkway": .walkway, "walkway.island": .walkway, "footbridge": .walkway, "movingwalkway": .walkway,
        "platform": .walkway,
        "stairs": .verticalCirculation, "steps": .verticalCirculation, "ramp": .verticalCirculation,
        "elevator": .verticalCirculation, "escalator": .verticalCirculation,
        "nonpublic": .nonPublic,
        "wall": .structure, "column": .structure, "structure": .structure, "brick": .structure,
        "concrete": .structure, "drywall": .structure, "glass": .structure, "wood": .structure,
        "opentobelow": .structure,
        "unenclosedarea": .other, "unspecified": .other, "vegetation": .other, "parking": .other,
        "road": .other, "fieldofplay": .other, "terrace": .other, "smokingarea": .other,
    ]
}
