extension IMDF {
    /// One property of a feature type's property table (spec §2): its key, its value type and whether it
    /// is required.
    ///
    /// The tables in `PropertyTable` are the single machine-readable statement of spec §2 in this
    /// toolkit: the validator's property rules and the JSON Schemas in `Schemas/` are both derived from them.
    public struct PropertyDefinition: Hashable, Sendable {
        /// Whether a property must carry a value.
        public enum Requirement: String, Hashable, Sendable {
            /// **req** in the spec: present and not null.
            case required
            /// "null or X": the key should be present (IMDF writes explicit nulls) and may be null; real
            /// archives often leave such keys out, which is tolerated.
            case nullable
        }

        /// The JSON key, such as `level_id`.
        public var key: String
        public var type: ValueType
        public var requirement: Requirement
        /// What the spec says of the property, in a few words (used in documentation and schemas).
        public var summary: String

        public init(_ key: String, _ type: ValueType, _ requirement: Requirement, _ summary: String) {
            self.key = key
            self.type = type
            self.requirement = requirement
            self.summary = summary
        }

        /// Whether the spec requires a value.
        public var isRequired: Bool { requirement == .required }
    }

    /// The type designators of spec §1.4, as property values use them.
    public indirect enum ValueType: Hashable, Sendable {
        /// STRING.
        case string
        /// INTEGER (a JSON number without fraction or exponent).
        case integer
        /// `true` or `false`.
        case boolean
        /// LABELS: an object of LANGUAGE-TAG → string, at least one member.
        case labels
        /// FEATURE-ID referencing a feature of the given type (LEVEL-ID, UNIT-ID, …).
        case reference(FeatureType)
        /// A UUID that is not a reference (`correlation_id`).
        case uuid
        /// A value of one of the IMDF enumerations (spec §3).
        case category(CategoryKind)
        /// One of a fixed list of strings that is not a category list (`direction`).
        case oneOf([String])
        /// A JSON array of the element type; `nonEmpty` when the spec needs at least one element.
        case array(ValueType, nonEmpty: Bool)
        /// DISPLAY-POINT: a GeoJSON Point.
        case displayPoint
        /// DOOR.
        case door
        /// TEMPORALITY.
        case temporality
        /// FEATURE-REFERENCE.
        case featureReference
        /// HOURS: OSM opening_hours syntax.
        case hours
        /// PHONE: E.164.
        case phone
        /// WEBSITE: an http or https URI.
        case website
        /// ISO-3166: a two-letter country code.
        case countryCode
        /// ISO-3166-2: a subdivision code such as `US-CA`.
        case subdivisionCode
        /// LANGUAGE-TAG: a BCP 47 tag.
        case languageTag
        /// VERSION.
        case version
        /// DATE-TIME.
        case dateTime
        /// EXTENSIONS: `imdf:extension:<provider>:<name>#<version>`.
        case extensionIdentifier

        /// The designator's name as the spec writes it, for messages and documentation.
        public var designator: String {
            switch self {
            case .string: "STRING"
            case .integer: "INTEGER"
            case .boolean: "BOOLEAN"
            case .labels: "LABELS"
            case .reference(let type): type.rawValue.uppercased() + "-ID"
            case .uuid: "UUID"
            case .category(let kind): kind.designator
            case .oneOf(let values): values.map { "\"\($0)\"" }.joined(separator: " | ")
            case .array(let element, _): "array of " + element.designator
            case .displayPoint: "DISPLAY-POINT"
            case .door: "DOOR"
            case .temporality: "TEMPORALITY"
            case .featureReference: "FEATURE-REFERENCE"
            case .hours: "HOURS"
            case .phone: "PHONE"
            case .website: "WEBSITE"
            case .countryCode: "ISO-3166"
            case .subdivisionCode: "ISO-3166-2"
            case .languageTag: "LANGUAGE-TAG"
            case .version: "VERSION"
            case .dateTime: "DATE-TIME"
            case .extensionIdentifier: "EXTENSIONS"
            }
        }
    }

    /// The enumerations of spec §3.
    public enum CategoryKind: String, CaseIterable, Hashable, Sendable {
        case unit, amenity, level, venue, opening, fixture, section, geofence, relationship, building
        case footprint, occupant, restriction, accessibility
        case accessControl = "access_control"
        case doorType = "door_type"
        case doorMaterial = "door_material"

        /// Every value of the enumeration.
        public var knownValues: Set<String> {
            switch self {
            case .unit: UnitCategory.knownValues
            case .amenity: AmenityCategory.knownValues
            case .level: LevelCategory.knownValues
            case .venue: VenueCategory.knownValues
            case .opening: OpeningCategory.knownValues
            case .fixture: FixtureCategory.knownValues
            case .section: SectionCategory.knownValues
            case .geofence: GeofenceCategory.knownValues
            case .relationship: RelationshipCategory.knownValues
            case .building: BuildingCategory.knownValues
            case .footprint: FootprintCategory.knownValues
            case .occupant: OccupantCategory.knownValues
            case .restriction: RestrictionCategory.knownValues
            case .accessibility: AccessibilityCategory.knownValues
            case .accessControl: AccessControlCategory.knownValues
            case .doorType: DoorType.knownValues
            case .doorMaterial: DoorMaterial.knownValues
            }
        }

        /// The spec's designator, such as `UNIT-CATEGORY`.
        public var designator: String {
            switch self {
            case .accessControl: "ACCESS-CONTROL-CATEGORY"
            case .doorType: "DOOR-TYPE"
            case .doorMaterial: "DOOR-MATERIAL"
            default: rawValue.uppercased() + "-CATEGORY"
            }
        }
    }
}
