import IMDFKit

/// The CSS embedded in every drawing, one rule per class the formatter writes.
///
/// Colours live here and in ``UnitStyle/fill``; the rules are generated from ``UnitStyle`` so
/// the legend and the units cannot disagree.
enum RenderStyleSheet {
    /// The style sheet for an SVG drawing (also valid inside an HTML page).
    static let svg: String = {
        var rules = [
            ".imdf-level{font-family:Helvetica,Arial,sans-serif}",
            ".imdf-level .background{fill:#eef1f4}",
            ".imdf-level .level-outline{fill:#fbfaf7;stroke:#5f6b76;stroke-width:1.5}",
            ".imdf-level .unit{stroke:#7d8791;stroke-width:0.8}",
            ".imdf-level .unit.highlighted{stroke:#007aff;stroke-width:2.5;fill:#bfe0ff}",
            ".imdf-level .opening{fill:none;stroke:#fbfaf7;stroke-width:3;stroke-linecap:butt}",
            ".imdf-level .door,.imdf-level .swatch-door{fill:none;stroke:#a06a32;stroke-width:1;stroke-dasharray:2 1.5}",
            ".imdf-level .fixture,.imdf-level .swatch-fixture{fill:#c9bda6;stroke:#8f826b;stroke-width:0.6}",
            ".imdf-level .kiosk,.imdf-level .swatch-kiosk{fill:#9cc2e0;stroke:#4d7fa6;stroke-width:0.6}",
            ".imdf-level .amenity,.imdf-level .swatch-amenity{stroke:#ffffff;stroke-width:1}",
            ".imdf-level .amenity-restroom,.imdf-level .swatch-amenity-restroom{fill:#2f6fb0}",
            ".imdf-level .amenity-vertical,.imdf-level .swatch-amenity-vertical{fill:#6a4fa3}",
            ".imdf-level .amenity-service,.imdf-level .swatch-amenity-service{fill:#d0672f}",
            ".imdf-level .label{font-size:10px;fill:#333a40;text-anchor:middle;dominant-baseline:middle;pointer-events:none;paint-order:stroke;stroke:#ffffff;stroke-width:2.5px;stroke-opacity:0.7}",
            ".imdf-level .fix-accuracy{fill:#007aff;fill-opacity:0.15;stroke:#007aff;stroke-opacity:0.35;stroke-width:1}",
            ".imdf-level .fix-heading{fill:#007aff;fill-opacity:0.35}",
            ".imdf-level .fix-dot,.imdf-level .swatch-fix{fill:#007aff;stroke:#ffffff;stroke-width:3}",
            ".imdf-level .north-arrow path{fill:#333a40}",
            ".imdf-level .north-arrow text{font-size:11px;font-weight:bold;text-anchor:middle;fill:#333a40}",
            ".imdf-level .scale-bar path{fill:none;stroke:#333a40;stroke-width:1.5}",
            ".imdf-level .scale-bar text{font-size:11px;fill:#333a40}",
            ".imdf-level .legend-box{fill:#ffffff;fill-opacity:0.85;stroke:#c5ccd3}",
            ".imdf-level .legend text{font-size:11px;fill:#333a40}",
            ".imdf-level .swatch{stroke:#7d8791;stroke-width:0.8}",
            ".imdf-level .opening-swatch{fill:none;stroke:#b8c0c8;stroke-width:3}",
            ".imdf-level .map-title{font-size:12px;font-weight:bold;fill:#333a40}",
        ]
        for style in UnitStyle.allCases { rules.append(".imdf-level .\(style.cssClass){fill:\(style.fill)}") }
        return rules.joined()
    }()

    /// The rules for a track overlay, written only into drawings that have one (so drawings without a
    /// track are unchanged).
    static let track: String = [
        ".imdf-level .track-path,.imdf-level .swatch-track{fill:none;stroke:#e0245e;stroke-width:3;stroke-opacity:0.8;stroke-linejoin:round;stroke-linecap:round}",
        ".imdf-level .track-fix{fill:#e0245e;stroke:#ffffff;stroke-width:0.8}",
        ".imdf-level .track-event{fill:#ffffff;stroke:#e0245e;stroke-width:2}",
        ".imdf-level .track-start,.imdf-level .swatch-track-start{fill:#2e9e4f;stroke:#ffffff;stroke-width:2}",
        ".imdf-level .track-end,.imdf-level .swatch-track-end{fill:#b0172f;stroke:#ffffff;stroke-width:2}",
    ].joined()

    /// The rules for the findings overlay, written only into drawings that have findings.
    static let findings: String = [
        ".imdf-level .finding,.imdf-level .swatch-finding{stroke:#ffffff;stroke-width:2;fill-opacity:0.9}",
        ".imdf-level .finding-error,.imdf-level .swatch-finding-error{fill:#d62828}",
        ".imdf-level .finding-warning,.imdf-level .swatch-finding-warning{fill:#f29e02}",
        ".imdf-level .finding-info{fill:#5a7d9a}",
    ].joined()

    /// The rules for a route overlay, written only into drawings that have one.
    static let route: String = [
        ".imdf-level .route-path,.imdf-level .swatch-route{fill:none;stroke:#0a6cff;stroke-width:4;stroke-opacity:0.85;stroke-linejoin:round;stroke-linecap:round}",
        ".imdf-level .route-start{fill:#2e9e4f;stroke:#ffffff;stroke-width:2}",
        ".imdf-level .route-end{fill:#b0172f;stroke:#ffffff;stroke-width:2}",
        ".imdf-level .route-transition{fill:#ffffff;stroke:#0a6cff;stroke-width:3}",
    ].joined()
}
