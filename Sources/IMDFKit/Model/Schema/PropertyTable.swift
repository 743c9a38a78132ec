extension IMDF {
    /// The property tables of spec §2 (and the manifest's of §1.6) as data.
    ///
    /// This is the one machine-readable statement of which properties each feature type has, their types
    /// and which are required. The validator's property rules and the JSON Schemas are derived from it, and
    /// a test checks that each typed property struct reads exactly these keys.
    public enum PropertyTable {
        /// The properties of a feature type, in the order the spec lists them.
        public static func properties(of type: FeatureType) -> [PropertyDefinition] {
            switch type {
            case .address: address
            case .amenity: amenity
            case .anchor: anchor
            case .building: building
            case .detail: detail
            case .fixture: fixture
            case .footprint: footprint
            case .geofence: geofence
            case .kiosk: kiosk
            case .level: level
            case .occupant: occupant
            case .opening: opening
            case .relationship: relationship
            case .section: section
            case .unit: unit
            case .venue: venue
            }
        }

        /// The members of `manifest.json` (spec §1.6).
        public static let manifest: [PropertyDefinition] = [
            .init("version", .version, .required, "IMDF version; the only permissible value is \"1.0.0\""),
            .init("created", .dateTime, .required, "when the archive was generated"),
            .init("generated_by", .string, .nullable, "opaque identifier of the generating tool"),
            .init("language", .languageTag, .required, "the default language of the venue data"),
            .init("extensions", .array(.extensionIdentifier, nonEmpty: false), .nullable, "IMDF extensions used"),
        ]

        // §2.1
        static let address: [PropertyDefinition] = [
            .init("address", .string, .required, "formatted postal address without the suite or unit"),
            .init("unit", .string, .nullable, "unit or suite designation"),
            .init("locality", .string, .required, "city or town"),
            .init("province", .subdivisionCode, .nullable, "ISO 3166-2 subdivision"),
            .init("country", .countryCode, .required, "ISO 3166 country code"),
            .init("postal_code", .string, .nullable, "postal code"),
            .init("postal_code_ext", .string, .nullable, "postal code extension"),
            .init("postal_code_vanity", .string, .nullable, "vanity postal code"),
        ]

        // §2.2
        static let amenity: [PropertyDefinition] = [
            .init("category", .category(.amenity), .required, "amenity category"),
            .init(
                "accessibility", .array(.category(.accessibility), nonEmpty: false), .nullable,
                "accessibility categories"),
            .init("name", .labels, .nullable, "name"),
            .init("alt_name", .labels, .nullable, "alternative name"),
            .init("hours", .hours, .nullable, "opening hours"),
            .init("phone", .phone, .nullable, "phone number"),
            .init("website", .website, .nullable, "website"),
            .init("unit_ids", .array(.reference(.unit), nonEmpty: true), .required, "the units the amenity serves"),
            .init("address_id", .reference(.address), .nullable, "address"),
            .init("correlation_id", .uuid, .nullable, "shared by similar amenities on different levels"),
        ]

        // §2.3
        static let anchor: [PropertyDefinition] = [
            .init("address_id", .reference(.address), .nullable, "address; null for a non-addressable location"),
            .init("unit_id", .reference(.unit), .required, "the unit the anchor lies in"),
        ]

        // §2.4
        static let building: [PropertyDefinition] = [
            .init("name", .labels, .nullable, "name"),
            .init("alt_name", .labels, .nullable, "alternative name"),
            .init("category", .category(.building), .required, "building category"),
            .init("restriction", .category(.restriction), .nullable, "restriction"),
            .init("display_point", .displayPoint, .nullable, "label position"),
            .init("address_id", .reference(.address), .nullable, "address; null means the venue's"),
        ]

        // §2.5
        static let detail: [PropertyDefinition] = [
            .init("level_id", .reference(.level), .required, "the level")
        ]

        // §2.6
        static let fixture: [PropertyDefinition] = [
            .init("category", .category(.fixture), .required, "fixture category"),
            .init("name", .labels, .nullable, "name"),
            .init("alt_name", .labels, .nullable, "alternative name"),
            .init("anchor_id", .reference(.anchor), .nullable, "anchor"),
            .init("level_id", .reference(.level), .required, "the level"),
            .init("display_point", .displayPoint, .nullable, "label position"),
        ]

        // §2.7
        static let footprint: [PropertyDefinition] = [
            .init("category", .category(.footprint), .required, "aerial, ground or subterranean"),
            .init("name", .labels, .nullable, "name (metadata, not for rendering)"),
            .init("building_ids", .array(.reference(.building), nonEmpty: true), .required, "the buildings"),
        ]

        // §2.8
        static let geofence: [PropertyDefinition] = [
            .init("category", .category(.geofence), .required, "geofence category"),
            .init("restriction", .category(.restriction), .nullable, "restriction"),
            .init("name", .labels, .nullable, "name"),
            .init("alt_name", .labels, .nullable, "alternative name"),
            .init("correlation_id", .uuid, .nullable, "correlation"),
            .init("display_point", .displayPoint, .nullable, "label position"),
            .init("building_ids", .array(.reference(.building), nonEmpty: false), .nullable, "buildings"),
            .init("level_ids", .array(.reference(.level), nonEmpty: false), .nullable, "levels"),
            .init("parents", .array(.reference(.geofence), nonEmpty: false), .nullable, "parent geofences"),
        ]

        // §2.9
        static let kiosk: [PropertyDefinition] = [
            .init("name", .labels, .nullable, "name"),
            .init("alt_name", .labels, .nullable, "alternative name"),
            .init("anchor_id", .reference(.anchor), .nullable, "anchor"),
            .init("level_id", .reference(.level), .required, "the level"),
            .init("display_point", .displayPoint, .nullable, "label position"),
        ]

        // §2.10
        static let level: [PropertyDefinition] = [
            .init("category", .category(.level), .required, "level category"),
            .init("restriction", .category(.restriction), .nullable, "restriction"),
            .init("outdoor", .boolean, .required, "whether the level lies outside any building"),
            .init("ordinal", .integer, .required, "stacking position; 0 is the ground level"),
            .init("name", .labels, .required, "name"),
            .init("short_name", .labels, .required, "level-picker label"),
            .init("display_point", .displayPoint, .nullable, "label position"),
            .init("address_id", .reference(.address), .nullable, "address"),
            .init("building_ids", .array(.reference(.building), nonEmpty: false), .nullable, "buildings"),
        ]

        // §2.11
        static let occupant: [PropertyDefinition] = [
            .init("name", .labels, .required, "brand name"),
            .init("category", .category(.occupant), .required, "occupant category"),
            .init("anchor_id", .reference(.anchor), .required, "anchor giving unit, location and address"),
            .init("hours", .hours, .nullable, "opening hours"),
            .init("phone", .phone, .nullable, "phone number"),
            .init("website", .website, .nullable, "website"),
            .init("validity", .temporality, .nullable, "when the occupant is valid"),
            .init("correlation_id", .uuid, .nullable, "correlation"),
        ]

        // §2.12
        static let opening: [PropertyDefinition] = [
            .init("category", .category(.opening), .required, "opening category"),
            .init(
                "accessibility", .array(.category(.accessibility), nonEmpty: false), .nullable,
                "accessibility categories"),
            .init(
                "access_control", .array(.category(.accessControl), nonEmpty: false), .nullable,
                "access control categories"),
            .init("door", .door, .nullable, "the door"),
            .init("name", .labels, .nullable, "name"),
            .init("alt_name", .labels, .nullable, "alternative name"),
            .init("display_point", .displayPoint, .nullable, "label position"),
            .init("level_id", .reference(.level), .required, "the level"),
        ]

        // §2.13
        static let relationship: [PropertyDefinition] = [
            .init("category", .category(.relationship), .required, "relationship category"),
            .init("direction", .oneOf(["directed", "undirected"]), .required, "directed or undirected"),
            .init("origin", .featureReference, .nullable, "origin feature"),
            .init("intermediary", .array(.featureReference, nonEmpty: false), .nullable, "intermediary features"),
            .init("destination", .featureReference, .nullable, "destination feature"),
            .init("hours", .hours, .nullable, "hours"),
        ]

        // §2.14
        static let section: [PropertyDefinition] = [
            .init("category", .category(.section), .required, "section category"),
            .init("restriction", .category(.restriction), .nullable, "restriction"),
            .init(
                "accessibility", .array(.category(.accessibility), nonEmpty: false), .nullable,
                "accessibility categories"),
            .init("name", .labels, .nullable, "name"),
            .init("alt_name", .labels, .nullable, "alternative name"),
            .init("display_point", .displayPoint, .nullable, "label position"),
            .init("level_id", .reference(.level), .required, "the level"),
            .init("address_id", .reference(.address), .nullable, "address"),
            .init("correlation_id", .uuid, .nullable, "correlation"),
            .init("parents", .array(.reference(.section), nonEmpty: false), .nullable, "parent sections"),
        ]

        // §2.15
        static let unit: [PropertyDefinition] = [
            .init("category", .category(.unit), .required, "unit category"),
            .init("restriction", .category(.restriction), .nullable, "restriction"),
            .init(
                "accessibility", .array(.category(.accessibility), nonEmpty: false), .nullable,
                "accessibility categories"),
            .init("name", .labels, .nullable, "name"),
            .init("alt_name", .labels, .nullable, "alternative name"),
            .init("level_id", .reference(.level), .required, "the level"),
            .init("display_point", .displayPoint, .nullable, "label position"),
        ]

        // §2.16
        static let venue: [PropertyDefinition] = [
            .init("category", .category(.venue), .required, "venue category"),
            .init("restriction", .category(.restriction), .nullable, "restriction"),
            .init("name", .labels, .required, "name"),
            .init("alt_name", .labels, .nullable, "alternative name"),
            .init("hours", .hours, .nullable, "opening hours"),
            .init("phone", .phone, .nullable, "phone number"),
            .init("website", .website, .nullable, "website"),
            .init("display_point", .displayPoint, .required, "label position"),
            .init("address_id", .reference(.address), .required, "the venue's address"),
        ]
    }
}
