import GeoJSON
import IMDFKit

/// A finding of the validator placed on the map: what it says, where it was found in the files, and the
/// point of its feature to draw a marker at.
///
/// ``FindingMarker/markers(for:in:)`` places each diagnostic at the first of its
/// features that lies on a level: a unit, fixture, kiosk, section, detail or opening at its display point
/// (its centroid, or the middle of a line, when it has none); an amenity or anchor at its point; an
/// occupant at its anchor; a level at its centroid; a geofence on its first level. A finding about the
/// venue, a building, a footprint, an address or the manifest, or about a feature without usable
/// geometry, has no position: the viewer lists it without a marker.
///
/// ```swift
/// let diagnostics = Validator().validate(graph.archive).diagnostics
/// let markers = FindingMarker.markers(for: diagnostics, in: graph)
/// let html = try HTMLViewer(graph: graph).page(findings: markers)
/// ```
public struct FindingMarker: Hashable, Sendable {
    /// The rule that reported it (with its check, `rule/check`, when it has one).
    public var rule: String
    /// Its severity.
    public var severity: Diagnostic.Severity
    /// The message.
    public var message: String
    /// `file:line:column` inside the archive, as far as known (empty when the finding names no file).
    public var location: String
    /// The feature it is about, if any.
    public var featureID: String?
    /// The level its marker is drawn on, if it has a position.
    public var level: VenueGraph.LevelHandle?
    /// Where the marker goes, if it has a position.
    public var coordinate: Coordinate?

    /// A finding from its parts.
    public init(
        rule: String, severity: Diagnostic.Severity, message: String, location: String, featureID: String?,
        level: VenueGraph.LevelHandle?, coordinate: Coordinate?
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.featureID = featureID
        self.level = level
        self.coordinate = coordinate
    }

    /// The findings of a validation, in the diagnostics' order, each placed at its feature as described above.
    ///
    /// - Parameters:
    ///   - diagnostics: The validator's findings.
    ///   - graph: The venue they are about.
    /// - Returns: One marker per diagnostic.
    /// - Complexity: O(*n*) in the diagnostics, plus the vertices of the features they name.
    public static func markers(for diagnostics: [Diagnostic], in graph: VenueGraph) -> [FindingMarker] {
        diagnostics.map { diagnostic in
            let ids = ([diagnostic.location.featureID] + diagnostic.featureIDs.map(Optional.some)).compactMap { $0 }
            var featureID = ids.first
            var level: VenueGraph.LevelHandle?
            var coordinate: Coordinate?
            for id in ids {
                guard let handle = graph.handle(for: FeatureID(id)), let place = position(of: handle, in: graph) else {
                    continue
                }
                featureID = id
                level = place.level
                coordinate = place.coordinate
                break
            }
            let location = diagnostic.location
            var text = location.file ?? ""
            if !text.isEmpty, let line = location.line {
                text += ":\(line)"
                if let column = location.column { text += ":\(column)" }
            }
            return FindingMarker(
                rule: diagnostic.qualifiedRule, severity: diagnostic.severity, message: diagnostic.message,
                location: text, featureID: featureID, level: level, coordinate: coordinate)
        }
    }

    /// A feature's level and marker point, when it lies on a level and has usable geometry.
    static func position(
        of handle: AnyFeatureHandle, in graph: VenueGraph
    ) -> (level: VenueGraph.LevelHandle, coordinate: Coordinate)? {
        func point(_ handle: AnyFeatureHandle, display: IMDF.DisplayPoint? = nil) -> Coordinate? {
            if let display { return Coordinate(latitude: display.latitude, longitude: display.longitude) }
            guard let geometry = graph.archive.geometry(of: handle) else { return nil }
            if let point = geometry.planarPoint { return Coordinate(latitude: point.y, longitude: point.x) }
            if let centroid = geometry.planarArea?.parts.first?.centroid {
                return Coordinate(latitude: centroid.y, longitude: centroid.x)
            }
            let xy = geometry.allXY
            var longitudes: [Double] = []
            var latitudes: [Double] = []
            for (offset, value) in xy.enumerated() where value.isFinite {
                if offset % 2 == 0 { longitudes.append(value) } else { latitudes.append(value) }
            }
            guard let west = longitudes.min(), let east = longitudes.max(), let south = latitudes.min(),
                let north = latitudes.max()
            else {
                return nil
            }
            return Coordinate(latitude: (south + north) / 2, longitude: (west + east) / 2)
        }
        func placed(
            _ level: VenueGraph.LevelHandle?, _ coordinate: Coordinate?
        ) -> (VenueGraph.LevelHandle, Coordinate)? {
            guard let level, let coordinate, coordinate.latitude.isFinite, coordinate.longitude.isFinite else {
                return nil
            }
            return (level, coordinate)
        }
        if let unit = handle.typed(as: IMDF.UnitProperties.self) {
            return placed(graph.level(of: unit), point(handle, display: graph[unit].properties.displayPoint))
        }
        if let opening = handle.typed(as: IMDF.OpeningProperties.self) {
            return placed(graph.level(of: opening), point(handle, display: graph[opening].properties.displayPoint))
        }
        if let fixture = handle.typed(as: IMDF.FixtureProperties.self) {
            return placed(graph.level(of: fixture), point(handle, display: graph[fixture].properties.displayPoint))
        }
        if let kiosk = handle.typed(as: IMDF.KioskProperties.self) {
            return placed(graph.level(of: kiosk), point(handle, display: graph[kiosk].properties.displayPoint))
        }
        if let section = handle.typed(as: IMDF.SectionProperties.self) {
            return placed(graph.level(of: section), point(handle, display: graph[section].properties.displayPoint))
        }
        if let detail = handle.typed(as: IMDF.DetailProperties.self) {
            return placed(graph.level(of: detail), point(handle))
        }
        if let amenity = handle.typed(as: IMDF.AmenityProperties.self) {
            return placed(graph.units(of: amenity).first.flatMap { graph.level(of: $0) }, point(handle))
        }
        if let anchor = handle.typed(as: IMDF.AnchorProperties.self) {
            return placed(graph.level(of: anchor), point(handle))
        }
        if let occupant = handle.typed(as: IMDF.OccupantProperties.self), let anchor = graph.anchor(of: occupant) {
            return placed(graph.level(of: anchor), point(AnyFeatureHandle(anchor, type: .anchor)))
        }
        if let level = handle.typed(as: IMDF.LevelProperties.self) {
            return placed(level, point(handle, display: graph[level].properties.displayPoint))
        }
        if let geofence = handle.typed(as: IMDF.GeofenceProperties.self) {
            return placed(
                graph.levels(of: geofence).first, point(handle, display: graph[geofence].properties.displayPoint))
        }
        return nil
    }
}
