import IMDFKit

/// The drawing's title line and the entries of its legend.
extension LevelSVGFormatter {
    /// What the legend can show besides unit styles, in legend order.
    enum LegendMark: String, CaseIterable {
        case opening, door, fixture, kiosk
        case amenityRestroom = "amenity-restroom"
        case amenityVertical = "amenity-vertical"
        case amenityService = "amenity-service"
        case fix, track
        case trackStart = "track-start"
        case trackEnd = "track-end"
        case route
        case findingError = "finding-error"
        case findingWarning = "finding-warning"

        /// The legend's wording.
        var label: String {
            switch self {
            case .opening: "Openings"
            case .door: "Doors"
            case .fixture: "Fixtures"
            case .kiosk: "Kiosks"
            case .amenityRestroom: "Restroom amenities"
            case .amenityVertical: "Stair, lift amenities"
            case .amenityService: "Other amenities"
            case .fix: "Position (fix)"
            case .track: "Track"
            case .trackStart: "Track start"
            case .trackEnd: "Track end"
            case .route: "Route"
            case .findingError: "Finding: error"
            case .findingWarning: "Finding: warning or info"
            }
        }
    }

    /// The title line: the venue's name, then each drawn level's building and name, then the ordinal, as in
    /// `Harbourview Quay · Quay Hall: Ground Level · ordinal 0`.
    var titleLine: String {
        var parts: [String] = []
        if let venue = graph.archive.venues.first.flatMap({ label($0.properties.name) }) { parts.append(venue) }
        let levels = scene.levels.map { level -> String in
            let buildings = graph.buildings(of: level).compactMap { label(graph[$0].properties.name) }
            return (buildings.isEmpty ? "" : buildings.joined(separator: ", ") + ": ") + levelName(level)
        }
        if !levels.isEmpty { parts.append(levels.joined(separator: "; ")) }
        let ordinals = scene.levels.compactMap { graph[$0].properties.ordinal }
        var seen: [Int] = []
        for ordinal in ordinals where !seen.contains(ordinal) { seen.append(ordinal) }
        if !seen.isEmpty {
            parts.append((seen.count == 1 ? "ordinal " : "ordinals ") + seen.map(String.init).joined(separator: ", "))
        }
        return parts.joined(separator: " · ")
    }

    /// Writes the title line in the top-left corner.
    mutating func drawTitle() {
        writer.element("text", [("class", "map-title"), ("x", "10"), ("y", "18")], text: titleLine)
    }

    /// The marks present in the drawing, in legend order: openings and doors, fixtures and kiosks and
    /// amenities on the drawn levels, then the overlays the scene draws there.
    var legendMarks: [LegendMark] {
        var present = Set<LegendMark>()
        for level in scene.levels {
            for opening in graph.openings(on: level) where graph[opening].geometry != nil {
                present.insert(graph[opening].properties.door != nil ? .door : .opening)
            }
            if graph.fixtures(on: level).contains(where: { graph[$0].geometry != nil }) { present.insert(.fixture) }
            if graph.kiosks(on: level).contains(where: { graph[$0].geometry != nil }) { present.insert(.kiosk) }
            if options.showsAmenities {
                for amenity in graph.amenities(on: level) where graph[amenity].geometry?.planarPoint != nil {
                    let category = graph[amenity].properties.category?.rawValue
                    switch UnitStyle(category: category.map(IMDF.UnitCategory.init(rawValue:)), restriction: nil) {
                    case .restroom: present.insert(.amenityRestroom)
                    case .verticalCirculation: present.insert(.amenityVertical)
                    default: present.insert(.amenityService)
                    }
                }
            }
        }
        if scene.fix != nil { present.insert(.fix) }
        if let track = scene.track, !track.segments(on: scene.levels).isEmpty {
            present.formUnion([.track, .trackStart, .trackEnd])
        }
        if let route = scene.route, !route.coordinates(on: scene.levels).isEmpty { present.insert(.route) }
        let drawn = Set(scene.levels)
        for finding in scene.findings where finding.coordinate != nil && finding.level.map(drawn.contains) == true {
            present.insert(finding.severity == .error ? .findingError : .findingWarning)
        }
        return LegendMark.allCases.filter(present.contains)
    }

    /// Writes a legend mark's symbol in a 12 × 10 pixel cell whose top-left corner is at (x, y). Symbols have
    /// classes of their own (`swatch-fixture`, `swatch-fix`, …) that share the marks' colours, so that counting
    /// a drawing's `fixture` or `fix-dot` elements counts features, not legend entries.
    mutating func drawLegendSymbol(_ mark: LegendMark, x: Double, y: Double) {
        func n(_ value: Double) -> String { SVGWriter.number(value) }
        let line = "M \(n(x)) \(n(y + 5)) L \(n(x + 12)) \(n(y + 5))"
        let dot: [SVGWriter.Attribute] = [("cx", n(x + 6)), ("cy", n(y + 5)), ("r", "4")]
        switch mark {
        case .opening:
            writer.empty("path", [("class", "swatch-line opening-swatch"), ("d", line)])
        case .door, .track, .route:
            writer.empty("path", [("class", "swatch-" + mark.rawValue), ("d", line)])
        case .fixture, .kiosk:
            writer.empty(
                "rect",
                [("class", "swatch-" + mark.rawValue), ("x", n(x)), ("y", n(y)), ("width", "12"), ("height", "10")])
        case .amenityRestroom, .amenityVertical, .amenityService:
            writer.empty("circle", [("class", "swatch-amenity swatch-" + mark.rawValue)] + dot)
        case .fix, .trackStart, .trackEnd:
            writer.empty("circle", [("class", "swatch-" + mark.rawValue)] + dot)
        case .findingError, .findingWarning:
            writer.empty("circle", [("class", "swatch-finding swatch-" + mark.rawValue)] + dot)
        }
    }
}
