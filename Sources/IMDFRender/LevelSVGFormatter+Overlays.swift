import IMDFKit

/// The overlays drawn above the venue: the fix, the north arrow, the scale bar and the legend.
extension LevelSVGFormatter {
    /// The fix's dot radius in pixels.
    static let fixDotRadius = 7.0
    /// The heading wedge's length in pixels and half its opening angle in degrees.
    static let headingLength = 36.0, headingHalfAngle = 25.0

    /// Draws a fix as MapKit draws the user location: a translucent accuracy circle whose radius is
    /// the horizontal accuracy in meters at the fix's latitude, a heading wedge when the course is
    /// known, and a dot with a white ring.
    mutating func visitFix(_ fix: Fix) {
        let transform = viewport.transform
        let centre = transform.pixel(for: fix.coordinate)
        let x = SVGWriter.number(centre.x)
        let y = SVGWriter.number(centre.y)
        writer.open(
            "g", [("class", "fix"), ("data-latitude", String(fix.latitude)), ("data-longitude", String(fix.longitude))])
        if fix.horizontalAccuracy > 0 {
            let radius = transform.pixels(forMeters: fix.horizontalAccuracy, atLatitude: fix.latitude)
            writer.empty(
                "circle",
                [
                    ("class", "fix-accuracy"), ("data-meters", SVGWriter.number(fix.horizontalAccuracy)),
                    ("cx", x), ("cy", y), ("r", SVGWriter.number(radius)),
                ])
        }
        if let course = fix.knownCourse {
            // Course is clockwise from north; north is up (−y) in Web Mercator pixels.
            func tip(_ degrees: Double) -> String {
                let radians = degrees * Double.pi / 180
                return SVGWriter.number(centre.x + Self.headingLength * CMath.sin(radians)) + " "
                    + SVGWriter.number(centre.y - Self.headingLength * CMath.cos(radians))
            }
            let length = SVGWriter.number(Self.headingLength)
            let data =
                "M \(x) \(y) L \(tip(course - Self.headingHalfAngle)) A \(length) \(length) 0 0 1 \(tip(course + Self.headingHalfAngle)) Z"
            writer.empty("path", [("class", "fix-heading"), ("data-course", SVGWriter.number(course)), ("d", data)])
        }
        writer.empty(
            "circle", [("class", "fix-dot"), ("cx", x), ("cy", y), ("r", SVGWriter.number(Self.fixDotRadius))])
        writer.close("g")
    }

    /// Draws a north arrow in the top-right corner. Web Mercator keeps north straight up.
    mutating func drawNorthArrow() {
        let x = viewport.size.width - 24
        let y = 22.0
        func point(_ dx: Double, _ dy: Double) -> String { SVGWriter.number(x + dx) + " " + SVGWriter.number(y + dy) }
        writer.open("g", [("class", "north-arrow")])
        writer.empty("path", [("d", "M \(point(0, -12)) L \(point(7, 8)) L \(point(0, 4)) L \(point(-7, 8)) Z")])
        writer.element("text", [("x", SVGWriter.number(x)), ("y", SVGWriter.number(y + 22))], text: "N")
        writer.close("g")
    }

    /// Draws a scale bar of a round length in the bottom-left corner, measured at the view's centre.
    mutating func drawScaleBar() {
        let size = viewport.size
        let centre = viewport.transform.coordinate(for: PixelPoint(x: size.width / 2, y: size.height / 2))
        let bar = ScaleBar(
            transform: viewport.transform, latitude: centre.latitude, maximumPixels: min(160, size.width / 4))
        let left = 16.0
        let baseline = size.height - 16
        let right = left + bar.pixels
        func n(_ value: Double) -> String { SVGWriter.number(value) }
        writer.open("g", [("class", "scale-bar"), ("data-meters", n(bar.meters)), ("data-pixels", n(bar.pixels))])
        writer.empty(
            "path",
            [
                (
                    "d",
                    "M \(n(left)) \(n(baseline - 6)) L \(n(left)) \(n(baseline)) L \(n(right)) \(n(baseline)) L \(n(right)) \(n(baseline - 6))"
                )
            ])
        writer.element("text", [("x", n(left)), ("y", n(baseline - 9))], text: bar.label)
        writer.close("g")
    }

    /// Draws the legend below the title in the top-left corner: the unit styles drawn, in ``UnitStyle``
    /// order, then the other marks present (openings, doors, fixtures, kiosks, amenities, and the fix,
    /// track, route and findings overlays), each only when the drawing has it.
    mutating func drawLegend() {
        let styles = UnitStyle.allCases.filter { stylesDrawn.contains($0) }
        let marks = legendMarks
        guard !styles.isEmpty || !marks.isEmpty else { return }
        let rowHeight = 16.0
        let top = 26.0
        let left = 10.0
        func n(_ value: Double) -> String { SVGWriter.number(value) }
        writer.open("g", [("class", "legend")])
        writer.empty(
            "rect",
            [
                ("class", "legend-box"), ("x", n(left)), ("y", n(top)), ("width", "160"),
                ("height", n(rowHeight * Double(styles.count + marks.count) + 8)),
            ])
        for (row, style) in styles.enumerated() {
            let y = top + 4 + rowHeight * Double(row)
            writer.empty(
                "rect",
                [
                    ("class", "swatch " + style.cssClass), ("x", n(left + 6)), ("y", n(y + 2)), ("width", "12"),
                    ("height", "10"),
                ])
            writer.element("text", [("x", n(left + 24)), ("y", n(y + 11))], text: style.legendLabel)
        }
        for (row, mark) in marks.enumerated() {
            let y = top + 4 + rowHeight * Double(styles.count + row)
            drawLegendSymbol(mark, x: left + 6, y: y + 2)
            writer.element("text", [("x", n(left + 24)), ("y", n(y + 11))], text: mark.label)
        }
        writer.close("g")
    }
}
