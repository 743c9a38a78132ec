import GeoJSON
import IMDFKit

/// Unit labels: one candidate per named unit on the drawn levels, placed by `LabelPlacer`.
extension LevelSVGFormatter {
    /// The estimated height of a 10-pixel label line, for fitting and collisions.
    static let labelHeight = 11.0

    /// Draws the placed labels in archive order of their units: `text.label` at the unit's display point
    /// (its centroid when it has none), rotated along the unit's long side when that reads better, with
    /// `data-unit` naming the unit and `data-priority` its rank (0 named occupant, 1 unit name, 2 room
    /// number). With ``RenderOptions/maximumLabelZoom`` above 1 (the viewer), each label also carries
    /// `data-minzoom`, the zoom from which it is shown; a static drawing holds only the labels placed at
    /// zoom 1.
    mutating func drawLabels() {
        let (candidates, units) = labelCandidates()
        let placer = LabelPlacer(candidates: candidates, obstacles: markerObstacles())
        let maximumZoom = max(1, options.maximumLabelZoom)
        let placements = placer.place(upToZoom: maximumZoom)
        writer.open("g", [("class", "labels")])
        for placement in placements {
            let candidate = candidates[placement.candidate]
            let unit = units[placement.candidate]
            let x = SVGWriter.number(candidate.anchor.x)
            let y = SVGWriter.number(candidate.anchor.y)
            var attributes: [SVGWriter.Attribute] = [
                ("class", "label"), ("data-unit", featureID(graph[unit].id, fallback: "unit", unit.index)),
                ("data-priority", String(candidate.priority)),
            ]
            if maximumZoom > 1 { attributes.append(("data-minzoom", SVGWriter.number(placement.minimumZoom))) }
            attributes += [("x", x), ("y", y)]
            if candidate.angle != 0 {
                attributes.append(("transform", "rotate(\(SVGWriter.number(candidate.angle)) \(x) \(y))"))
            }
            writer.element("text", attributes, text: candidate.text)
        }
        writer.close("g")
    }

    /// One candidate per unit on the drawn levels that has a name (or a named occupant) and a
    /// position, in archive order, with the unit of each.
    func labelCandidates() -> ([LabelPlacer.Candidate], [VenueGraph.UnitHandle]) {
        var candidates: [LabelPlacer.Candidate] = []
        var units: [VenueGraph.UnitHandle] = []
        for level in scene.levels {
            for unit in graph.units(on: level) {
                guard let candidate = labelCandidate(for: unit) else { continue }
                candidates.append(candidate)
                units.append(unit)
            }
        }
        return (candidates, units)
    }

    /// The label candidate of a unit: the name of its first named occupant (priority 0), else its own
    /// name (priority 2 when it reads as a room number, else 1).
    func labelCandidate(for unit: VenueGraph.UnitHandle) -> LabelPlacer.Candidate? {
        let feature = graph[unit]
        let occupantName = graph.occupants(in: unit).lazy.compactMap { label(graph[$0].properties.name) }.first
        guard let text = occupantName ?? label(feature.properties.name), let geometry = feature.geometry else {
            return nil
        }
        let position: Coordinate
        if let point = feature.properties.displayPoint {
            position = Coordinate(latitude: point.latitude, longitude: point.longitude)
        } else if let centroid = geometry.planarArea?.parts.first?.centroid {
            position = Coordinate(latitude: centroid.y, longitude: centroid.x)
        } else {
            return nil
        }
        guard let frame = labelFrame(of: geometry) else { return nil }
        let width = Double(text.count) * Self.averageGlyphWidth
        let (angle, fitZoom) = frame.orientation(forLabelWidth: width, height: Self.labelHeight)
        guard fitZoom.isFinite else { return nil }
        let priority = occupantName != nil ? 0 : (Self.readsAsRoomNumber(text) ? 2 : 1)
        return LabelPlacer.Candidate(
            text: text, anchor: viewport.transform.pixel(for: position), angle: angle, width: width,
            height: Self.labelHeight, fitZoom: fitZoom, priority: priority,
            area: frame.length * frame.breadth)
    }

    /// Whether a name reads as a room number rather than a name: it has a digit and at most two
    /// letters (`101`, `B-204`, `2.15a`).
    static func readsAsRoomNumber(_ text: String) -> Bool {
        let letters = text.unicodeScalars.filter { $0.properties.isAlphabetic }.count
        return text.unicodeScalars.contains { ("0"..."9").contains($0) } && letters <= 2
    }

    /// The label frame of a unit's outer ring (the first part's, for a MultiPolygon), in pixels.
    func labelFrame(of geometry: Geometry) -> LabelFrame? {
        let ring: PositionList?
        switch geometry {
        case .polygon(let polygon): ring = polygon.exterior
        case .multiPolygon(let multiPolygon): ring = multiPolygon.allRings.first
        default: ring = nil
        }
        guard let xy = ring?.xy, xy.count >= 6 else { return nil }
        var points: [PixelPoint] = []
        points.reserveCapacity(xy.count / 2)
        var index = xy.startIndex
        while index + 1 < xy.endIndex {
            points.append(viewport.transform.pixel(for: Coordinate(latitude: xy[index + 1], longitude: xy[index])))
            index += 2
        }
        if points.count > 3, points.first == points.last { points.removeLast() }
        return LabelFrame(ring: points)
    }

    /// The markers no label may cover: the fix, the track's start and end, the route's markers, the
    /// scene's ``RenderScene/labelsKeepClear`` points and the findings, on the drawn levels, each with a
    /// ring of a few pixels.
    func markerObstacles() -> [LabelPlacer.Obstacle] {
        let transform = viewport.transform
        let drawn = Set(scene.levels)
        var obstacles: [LabelPlacer.Obstacle] = []
        if let fix = scene.fix {
            obstacles.append(.init(centre: transform.pixel(for: fix.coordinate), radius: Self.fixDotRadius + 4))
        }
        if let track = scene.track {
            let segments = track.segments(on: scene.levels)
            for index in [segments.first?.fixIndices.first, segments.last?.fixIndices.last].compactMap({ $0 }) {
                guard let fix = track.fixes[index].record.fix else { continue }
                obstacles.append(.init(centre: transform.pixel(for: fix.coordinate), radius: Self.trackEndRadius + 3))
            }
        }
        if let route = scene.route {
            for marker in route.markers where drawn.contains(marker.level) {
                obstacles.append(
                    .init(centre: transform.pixel(for: marker.coordinate), radius: Self.routeMarkerRadius + 3))
            }
        }
        for coordinate in scene.labelsKeepClear {
            obstacles.append(.init(centre: transform.pixel(for: coordinate), radius: Self.routeMarkerRadius + 3))
        }
        for finding in scene.findings where finding.level.map(drawn.contains) == true {
            guard let coordinate = finding.coordinate else { continue }
            obstacles.append(.init(centre: transform.pixel(for: coordinate), radius: Self.findingMarkerRadius + 3))
        }
        return obstacles
    }
}
