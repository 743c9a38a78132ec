import IMDFKit

/// The track overlay: the path of a located GPS track on the drawn levels.
extension LevelSVGFormatter {
    /// The radius in pixels of the dot drawn at each fix of a track.
    static let trackDotRadius = 2.5
    /// The radius in pixels of the start and end markers of a track.
    static let trackEndRadius = 6.0
    /// The radius in pixels of the marker where the track enters a unit.
    static let trackEventRadius = 4.0

    /// Draws a track over the drawn levels, bottom to top: one polyline per segment (a run of valid
    /// fixes located on one drawn level, split where the track leaves it), a small dot per fix, a ring
    /// where the walker entered a unit (its tooltip names the unit), then start and end markers at the
    /// first and last fix drawn. Invalid fixes and fixes in no unit are not drawn. Nothing is written
    /// when no fix of the track lies on the drawn levels.
    ///
    /// - Parameter track: The located track.
    mutating func visitTrack(_ track: TrackOverlay) {
        let segments = track.segments(on: scene.levels)
        guard let first = segments.first?.fixIndices.first, let last = segments.last?.fixIndices.last else { return }
        let transform = viewport.transform
        var pixels: [Int: (x: String, y: String)] = [:]
        for segment in segments {
            for index in segment.fixIndices {
                guard let fix = track.fixes[index].record.fix else { continue }
                let pixel = transform.pixel(for: fix.coordinate)
                pixels[index] = (SVGWriter.number(pixel.x), SVGWriter.number(pixel.y))
            }
        }
        func line(_ index: Int) -> String { String(track.fixes[index].record.line) }
        let drawnCount = segments.reduce(0) { $0 + $1.fixIndices.count }
        writer.open(
            "g", [("class", "track"), ("data-fixes", String(drawnCount)), ("data-segments", String(segments.count))])
        for segment in segments {
            let level = featureID(graph[segment.level].id, fallback: "level", segment.level.index)
            let points = segment.fixIndices.compactMap { pixels[$0].map { "\($0.x),\($0.y)" } }.joined(separator: " ")
            let firstLine = segment.fixIndices.first.map(line) ?? ""
            let lastLine = segment.fixIndices.last.map(line) ?? ""
            writer.empty(
                "polyline",
                [
                    ("class", "track-path"), ("data-level", level), ("data-lines", "\(firstLine)-\(lastLine)"),
                    ("points", points),
                ])
        }
        let dot = SVGWriter.number(Self.trackDotRadius)
        for segment in segments {
            for index in segment.fixIndices {
                guard let pixel = pixels[index] else { continue }
                writer.empty(
                    "circle",
                    [("class", "track-fix"), ("data-line", line(index)), ("cx", pixel.x), ("cy", pixel.y), ("r", dot)])
            }
        }
        for segment in segments {
            for index in segment.fixIndices {
                guard let pixel = pixels[index] else { continue }
                for case .enteredUnit(let unit) in track.fixes[index].events {
                    let name = unitName(unit) ?? graph[unit].properties.category?.rawValue ?? "unit"
                    writer.element(
                        "circle",
                        [
                            ("class", "track-event"), ("data-line", line(index)),
                            ("data-unit", featureID(graph[unit].id, fallback: "unit", unit.index)),
                            ("cx", pixel.x), ("cy", pixel.y), ("r", SVGWriter.number(Self.trackEventRadius)),
                        ],
                        title: "entered \(name) (line \(line(index)))")
                }
            }
        }
        for (kind, index) in [("start", first), ("end", last)] {
            guard let pixel = pixels[index] else { continue }
            writer.element(
                "circle",
                [
                    ("class", "track-" + kind), ("data-line", line(index)), ("cx", pixel.x), ("cy", pixel.y),
                    ("r", SVGWriter.number(Self.trackEndRadius)),
                ],
                title: "\(kind) (line \(line(index)))")
        }
        writer.close("g")
    }
}
