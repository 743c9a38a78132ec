import GeoJSON

/// The references of one feature in both directions: the features it names (outgoing), the features
/// that name it (incoming), and a few links two steps away that spec §2.17 implies (a unit's building
/// through its level, an occupant's unit through its anchor).
///
/// Links are read from the properties as written, so every reference is listed, including those that do
/// not resolve (``Link/feature`` is `nil` then) and those of features whose other properties are broken.
///
/// ```swift
/// let graph = VenueGraph(archive)
/// if let unit = graph.handle(for: "6c1e…") {
///     for link in graph.links(of: unit).incoming { print(link.property, link.feature) }
/// }
/// ```
public struct FeatureLinks: Hashable, Sendable {
    /// One reference between two features.
    public struct Link: Hashable, Sendable {
        /// The referencing property: `level_id`, `unit_ids`, `anchor_id`, `address_id`, `building_ids`,
        /// `level_ids`, `parents`, or a relationship's `origin`, `intermediary` or `destination`.
        ///
        /// For an outgoing link it is a property of the feature itself; for an incoming link, a property of
        /// the other feature; for an indirect link, the property of the last step.
        public var property: String
        /// The other feature; `nil` for an outgoing reference that names no feature of the archive.
        public var feature: AnyFeatureHandle?
        /// The ID as written in the reference (outgoing) or of the other feature (incoming, indirect).
        public var id: FeatureID?
        /// For an indirect link, the steps taken before ``property``, such as `level_id` for a unit's
        /// building; `nil` for a direct link.
        public var via: String?

        /// Creates a link.
        public init(property: String, feature: AnyFeatureHandle?, id: FeatureID?, via: String? = nil) {
            self.property = property
            self.feature = feature
            self.id = id
            self.via = via
        }
    }

    /// The feature the links are about.
    public var feature: AnyFeatureHandle
    /// The references the feature makes, in property order.
    public var outgoing: [Link]
    /// The references other features make to it, in type then archive order.
    public var incoming: [Link]
    /// Links two or three steps away: a unit's buildings and occupants, an anchor's level, an occupant's
    /// unit, level and buildings.
    public var indirect: [Link]
}

extension VenueGraph {
    /// The property names that hold feature references (spec §2.17), in the order they are listed.
    public static let referenceProperties = [
        "level_id", "unit_id", "unit_ids", "anchor_id", "address_id", "building_ids", "level_ids", "parents",
        "origin", "intermediary", "destination",
    ]

    /// The references one feature makes, read from its properties as written.
    ///
    /// A string (or array of strings) under a reference property is resolved by ID, preferring a feature of
    /// the type the property implies; a relationship end (`{"id": …, "feature_type": …}`) is resolved by its
    /// declared type.
    ///
    /// - Complexity: O(*r*) hash lookups for *r* references.
    public func outgoingLinks(of handle: AnyFeatureHandle) -> [FeatureLinks.Link] {
        guard let properties = archive.rawFeature(handle)?.properties else { return [] }
        var links: [FeatureLinks.Link] = []
        for member in properties.members where Self.referenceProperties.contains(member.key) {
            let expected = Self.expectedType(of: member.key, from: handle.type)
            for value in member.value.arrayValue ?? [member.value] {
                if let text = value.stringValue {
                    let id = FeatureID(text)
                    links.append(.init(property: member.key, feature: resolve(id, preferring: expected), id: id))
                } else if let object = value.objectValue, let text = object["id"]?.stringValue {
                    let id = FeatureID(text)
                    let declared = object["feature_type"]?.stringValue.flatMap(IMDF.FeatureType.init(rawValue:))
                    links.append(.init(property: member.key, feature: resolve(id, preferring: declared), id: id))
                }
            }
        }
        return links
    }

    /// Every reference to a feature, with the other feature and its property.
    ///
    /// - Complexity: O(*n*) in the references of the whole archive.
    public func incomingLinks(of handle: AnyFeatureHandle) -> [FeatureLinks.Link] {
        guard let id = archive.featureID(of: handle) else { return [] }
        var links: [FeatureLinks.Link] = []
        for other in archive.allHandles where other != handle {
            for link in outgoingLinks(of: other) where link.id == id && link.feature == handle {
                links.append(.init(property: link.property, feature: other, id: archive.featureID(of: other)))
            }
        }
        return links
    }

    /// The links of a feature in both directions, and the indirect ones.
    ///
    /// - Complexity: O(*n*) in the references of the whole archive (for the incoming links).
    public func links(of handle: AnyFeatureHandle) -> FeatureLinks {
        FeatureLinks(
            feature: handle, outgoing: outgoingLinks(of: handle), incoming: incomingLinks(of: handle),
            indirect: indirectLinks(of: handle))
    }

    /// The feature with an ID, of any type (the first when the ID is not unique).
    ///
    /// - Parameter id: The ID as written.
    /// - Returns: `nil` when no feature has it.
    public func feature(withID id: String) -> AnyFeatureHandle? { handle(for: FeatureID(id)) }

    // MARK: Private

    private func resolve(_ id: FeatureID, preferring type: IMDF.FeatureType?) -> AnyFeatureHandle? {
        guard let first = firstHandleByID[id] else { return nil }
        if first.type == type { return first }
        return duplicateHandlesByID[id]?.first { $0.type == type } ?? first
    }

    private static func expectedType(of property: String, from type: IMDF.FeatureType) -> IMDF.FeatureType? {
        switch property {
        case "level_id", "level_ids": .level
        case "unit_id", "unit_ids": .unit
        case "anchor_id": .anchor
        case "address_id": .address
        case "building_ids": .building
        case "parents": type
        default: nil
        }
    }

    private func indirectLinks(of handle: AnyFeatureHandle) -> [FeatureLinks.Link] {
        func link(_ property: String, _ other: AnyFeatureHandle, via: String) -> FeatureLinks.Link {
            .init(property: property, feature: other, id: archive.featureID(of: other), via: via)
        }
        var links: [FeatureLinks.Link] = []
        switch handle.type {
        case .unit:
            let unit = UnitHandle(handle.index)
            if let level = level(of: unit) {
                links += buildings(of: level).map {
                    link("building_ids", AnyFeatureHandle($0, type: .building), via: "level_id")
                }
            }
            links += occupants(in: unit).map { link("anchor_id", AnyFeatureHandle($0, type: .occupant), via: "anchor") }
        case .anchor:
            if let level = level(of: AnchorHandle(handle.index)) {
                links.append(link("level_id", AnyFeatureHandle(level, type: .level), via: "unit_id"))
            }
        case .occupant:
            let occupant = OccupantHandle(handle.index)
            if let unit = unit(of: occupant) {
                links.append(link("unit_id", AnyFeatureHandle(unit, type: .unit), via: "anchor_id"))
            }
            if let level = level(of: occupant) {
                links.append(link("level_id", AnyFeatureHandle(level, type: .level), via: "anchor_id.unit_id"))
                links += buildings(of: level).map {
                    link("building_ids", AnyFeatureHandle($0, type: .building), via: "anchor_id.unit_id.level_id")
                }
            }
        default:
            break
        }
        return links
    }
}
