import IMDFKit

/// The findings overlay: a marker per validator finding placed on a drawn level.
extension LevelSVGFormatter {
    /// The radius in pixels of a finding's marker.
    static let findingMarkerRadius = 6.0

    /// Draws the scene's findings that lie on the drawn levels: a `circle.finding` per finding, classed by
    /// severity (`finding-error`, `finding-warning`, `finding-info`), with `data-finding` (its position in
    /// the scene's list, which the viewer's list refers to), `data-feature` and a tooltip
    /// (`[rule] message`). Nothing is written when none lies on the drawn levels.
    mutating func visitFindings() {
        let drawn = Set(scene.levels)
        let placed = scene.findings.enumerated().filter { entry in
            entry.element.level.map(drawn.contains) == true && entry.element.coordinate != nil
        }
        guard !placed.isEmpty else { return }
        writer.open("g", [("class", "findings")])
        for (index, finding) in placed {
            guard let coordinate = finding.coordinate else { continue }
            let pixel = viewport.transform.pixel(for: coordinate)
            var attributes: [SVGWriter.Attribute] = [
                ("class", "finding finding-" + finding.severity.rawValue), ("data-finding", String(index)),
            ]
            if let feature = finding.featureID { attributes.append(("data-feature", feature)) }
            attributes += [
                ("cx", SVGWriter.number(pixel.x)), ("cy", SVGWriter.number(pixel.y)),
                ("r", SVGWriter.number(Self.findingMarkerRadius)),
            ]
            writer.element("circle", attributes, title: "[\(finding.rule)] \(finding.message)")
        }
        writer.close("g")
    }
}
