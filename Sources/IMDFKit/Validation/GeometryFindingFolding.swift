import GeoJSON

/// One finding per defect on a feature's geometry: when a geometry already has an error of a stronger kind
/// — the wrong type or a geometry that must be null (`GeometryMustMatchFeatureType`), or an invalid
/// polygon (self-intersecting or crossing rings, a hole outside its shell or inside another) — the finer
/// warnings and infos about that same geometry (ring winding, altitudes, overlaps measured on it, …) are
/// noise: fixing the stronger defect removes or changes them. They are left out of the report and
/// summarised as notes on the stronger finding, one note per rule, at the first finding it stands for.
///
/// Errors are never folded, so no verdict changes; only the list gets shorter.
enum GeometryFindingFolding {
    /// The rules whose errors make a geometry's finer findings noise.
    static let strongRules: Set<String> = [
        "GeometryMustMatchFeatureType", "RingMustNotSelfIntersect", "PolygonHoleMustBeInsideShell",
        "PolygonHolesMustNotNest", "PolygonRingsMustNotCross",
    ]

    /// Folds finer geometry findings into the stronger finding on the same geometry, in place (the list can
    /// hold a finding per feature of a broken archive, so it is not copied): the finer findings are removed,
    /// the rest keep their order.
    ///
    /// - Complexity: O(*n*) in the number of diagnostics (plus the path prefixes compared).
    static func fold(_ diagnostics: inout [Diagnostic]) {
        // The strong finding of each geometry (the first, in report order), keyed by file and feature.
        var strong: [GeometryKey: Int] = [:]
        for (index, diagnostic) in diagnostics.enumerated()
        where diagnostic.severity == .error && strongRules.contains(diagnostic.rule) {
            guard let key = GeometryKey(diagnostic.location) else { continue }
            if let existing = strong[key], ValidationReport.order(diagnostics[existing], diagnostic) { continue }
            strong[key] = index
        }
        guard !strong.isEmpty else { return }
        // What each strong finding stands for: per rule, how many findings and where the first is.
        var folded: [Int: [String: (count: Int, first: Diagnostic.Location)]] = [:]
        var isFolded = [Bool](repeating: false, count: diagnostics.count)
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.severity < .error {
            guard let key = GeometryKey(diagnostic.location), let owner = strong[key] else { continue }
            let entry = folded[owner]?[diagnostic.qualifiedRule]
            folded[owner, default: [:]][diagnostic.qualifiedRule] = (
                (entry?.count ?? 0) + 1, entry?.first ?? diagnostic.location
            )
            isFolded[index] = true
        }
        // The kept findings move down over the folded ones, in order; the folded ones end up last and go.
        var kept = 0
        for index in diagnostics.indices where !isFolded[index] {
            for (rule, entry) in (folded[index] ?? [:]).sorted(by: { $0.key < $1.key }) {
                let (what, them) = entry.count == 1 ? ("1 finding", "it") : ("\(entry.count) findings", "them")
                diagnostics[index].notes.append(
                    .init(
                        message: "\(what) of \(rule) on this geometry left out: fixing this error changes \(them)",
                        location: entry.first))
            }
            diagnostics.swapAt(kept, index)
            kept += 1
        }
        diagnostics.removeLast(diagnostics.count - kept)
    }

    /// A feature's geometry in a file: the file and the path up to `features[i].geometry`.
    struct GeometryKey: Hashable {
        var file: String
        var feature: Int

        /// The geometry a location lies in, or nil when it is not inside a feature's `geometry`.
        init?(_ location: Diagnostic.Location) {
            guard let file = location.file, let components = location.path?.components, components.count >= 3,
                case .key("features") = components[0], case .index(let feature) = components[1],
                case .key("geometry") = components[2]
            else { return nil }
            self.file = file
            self.feature = feature
        }
    }
}
