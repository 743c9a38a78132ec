extension IMDF {
    /// An open unit category (spec §2.15, §3). Unknown values are kept as written.
    public struct UnitCategory: OpenCategory {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// An open amenity category (spec §2.2, §3). Unknown values are kept as written.
    public struct AmenityCategory: OpenCategory {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// An open level category (spec §2.10, §3). Unknown values are kept as written.
    public struct LevelCategory: OpenCategory {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// An open venue category (spec §2.16, §3). Unknown values are kept as written.
    public struct VenueCategory: OpenCategory {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// An open opening category (spec §2.12, §3). Unknown values are kept as written.
    public struct OpeningCategory: OpenCategory {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// An open fixture category (spec §2.6, §3). Unknown values are kept as written.
    public struct FixtureCategory: OpenCategory {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// An open section category (spec §2.14, §3). Unknown values are kept as written.
    public struct SectionCategory: OpenCategory {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// An open geofence category (spec §2.8, §3). Unknown values are kept as written.
    public struct GeofenceCategory: OpenCategory {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// An open relationship category (spec §2.13, §3). Unknown values are kept as written.
    public struct RelationshipCategory: OpenCategory {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// An open building category (spec §2.4, §3). Unknown values are kept as written.
    public struct BuildingCategory: OpenCategory {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// An open footprint category: aerial, ground or subterranean (spec §2.7, §3). Unknown values are kept as written.
    public struct FootprintCategory: OpenCategory {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// An open occupant category (spec §2.11, §3; 1117 known values, no constants). Unknown values are kept as written.
    public struct OccupantCategory: OpenCategory {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// An open restriction: employeesonly or restricted (spec §3). Unknown values are kept as written.
    public struct RestrictionCategory: OpenCategory {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// An open accessibility category (spec §3). Unknown values are kept as written.
    public struct AccessibilityCategory: OpenCategory {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// An open access control category (spec §3). Unknown values are kept as written.
    public struct AccessControlCategory: OpenCategory {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// An open door type (spec §1.4 DOOR, §3). Unknown values are kept as written.
    public struct DoorType: OpenCategory {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// An open door material (spec §1.4 DOOR, §3). Unknown values are kept as written.
    public struct DoorMaterial: OpenCategory {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
