import GeoJSON

/// The features a query at one point needs, chosen before decoding, so that a one-shot `imdf where` on a
/// large venue decodes a few hundred features instead of every one (issue 20).
///
/// The big feature files are skimmed (``FeatureSkim``: byte ranges, geometry extents and a few reference
/// properties, no values built), and every feature that cannot matter to a point query is skipped when the
/// bytes are decoded. What is kept (spec §2 for the references):
///
/// - units whose geometry's extent, grown by the search radius, holds the point, and every unit sharing
///   an ID with one of them;
/// - openings on the levels of those units that could be the level's nearest to the point (a match reports
///   it): those whose extent comes at least as near as the farthest corner of the extent of the opening whose
///   farthest corner is nearest. The answer then proves itself (``Selected/openingReach``), since an opening
///   left out for a bad geometry, or two openings at the same distance, would make the nearest another one;
/// - anchors of those units (`unit_id`), and the occupants of those anchors (`anchor_id`);
/// - amenities that name one of those units (`unit_ids`);
/// - every feature the skim could not read with certainty, every feature without an extent or without the
///   property the choice depends on, and every file that is small, missing or not a plain feature collection.
///
/// Features keep their file order, so ranks and ties come out as in the whole archive, and their byte
/// offsets: the decoder reads the original bytes, skipping the ranges of the others (``ArchiveFile/Reduction``).
/// A file with any feature lacking a plain string `id` is left whole, since such features are named by their
/// index. The result is for answering a query only: its feature files are not the archive's (never write or
/// validate them), and a point that no unit holds needs the whole archive (the nearest unit may be anywhere).
package enum PointFeatureSelection {
    /// Files smaller than this are decoded whole: skimming them would save less than it costs.
    package static let minimumSkimmedSize = 128 << 10

    /// What was chosen for a query at one point.
    package struct Selected: Sendable {
        /// The archive's files with every feature that cannot matter left out.
        package var files: ArchiveFiles
        /// For each level (by ID) whose openings were narrowed to those that could be the nearest: a distance
        /// in meters that every opening left out exceeds. An answer's nearest opening on such a level is the
        /// whole archive's when it is at most this far and no kept opening is as near
        /// (``Locator/nearestOpeningIsTied(to:on:)``); otherwise ask the whole archive.
        package var openingReach: [String: Double]
    }

    /// The features chosen for a query at the point, or `nil` when nothing is gained or the choice cannot be
    /// made safely: no unit file worth skimming, a unit file that does not skim, no unit whose extent holds the
    /// point, or a point too near a pole for the margin.
    ///
    /// - Parameters:
    ///   - files: The archive's files as read.
    ///   - longitude: The point's longitude, in degrees.
    ///   - latitude: The point's latitude, in degrees.
    ///   - radius: How far from the point units are also wanted (a fix's horizontal accuracy), in meters.
    ///   - minimumSkimmedSize: Files smaller than this are decoded whole.
    package static func files(
        _ files: ArchiveFiles, longitude: Double, latitude: Double, radius: Double = 0,
        minimumSkimmedSize: Int = minimumSkimmedSize
    ) -> Selected? {
        guard let margin = Margin(latitude: latitude, radius: radius) else { return nil }
        // Every file is skimmed at once (concurrently); the choices below depend on one another, the skims do not.
        let skims = files.skims(
            [
                // Only the extents of units and openings are read.
                .init(type: .unit, keys: ["level_id"]), .init(type: .opening, keys: ["level_id"]),
                .init(type: .anchor, keys: ["unit_id"], measuringExtents: false),
                .init(type: .occupant, keys: ["anchor_id"], measuringExtents: false),
                .init(type: .amenity, keys: ["unit_ids"], measuringExtents: false),
            ], minimumSize: minimumSkimmedSize
        ).map { $0.map { SkimmedFeatureFile(path: $0.path, skim: $0.skim) } }
        guard let unitFile = skims[0] else { return nil }
        var reductions = FeatureReductions()

        // Units: those that could hold the point or lie within the radius.
        var units = unitFile.kept(where: { element in
            guard let extent = element.extent else { return true }
            return margin.reaches(extent, longitude: longitude, latitude: latitude)
        })
        guard units.keptCertainExtent else { return nil }
        units.keepSharingIDs()
        let unitIDs = units.keptIDs
        reductions.replace(units)

        var openingReach: [String: Double] = [:]
        if let openingFile = skims[1] {
            let openings = openingFile.keptNearest(
                to: PlanarPoint(x: longitude, y: latitude), onAny: units.keptValues(key: 0), key: 0)
            reductions.replace(openings.file)
            openingReach = openings.reach
        }
        if let anchorFile = skims[2] {
            var anchors = anchorFile.kept(referencingAny: unitIDs, key: 0)
            anchors.keepSharingIDs()
            reductions.replace(anchors)
            if let occupants = skims[3] {
                reductions.replace(occupants.kept(referencingAny: anchors.keptIDs, key: 0))
            }
        }
        if let amenities = skims[4] {
            reductions.replace(amenities.kept(referencingAny: unitIDs, key: 0))
        }
        return Selected(files: files.reducing(reductions.all) ?? files, openingReach: openingReach)
    }

    /// How far around the point, in degrees, an extent may lie and still matter.
    private struct Margin {
        var latitude: Double
        var longitude: Double

        /// `nil` within a few degrees of a pole, where degrees of longitude stop bounding meters usefully.
        init?(latitude: Double, radius: Double) {
            // A degree of latitude is at least 110,574 m, a degree of longitude 111,320 m × cos(latitude);
            // 10 % more, and a centimetre's worth, so that rounding never decides.
            self.latitude = max(radius, 0) / 110_000 * 1.1 + 1e-7
            let farthest = abs(latitude) + self.latitude
            guard farthest < 85 else { return nil }
            longitude = self.latitude / CMath.cos(farthest * .pi / 180)
        }

        func reaches(
            _ extent: (minX: Double, minY: Double, maxX: Double, maxY: Double), longitude x: Double, latitude y: Double
        ) -> Bool {
            extent.minX - longitude <= x && x <= extent.maxX + longitude
                && extent.minY - latitude <= y && y <= extent.maxY + latitude
        }
    }
}

extension SkimmedFeatureFile {
    /// Keeps, of the elements with a value of `key` in `levels` (a level ID), those that could be their level's
    /// nearest to `point`, as ``Locator/nearestOpening(to:on:)`` measures (meters in the point's
    /// ``LocalProjection``), and the elements ``kept(referencingAny:key:)`` keeps for another reason (uncertain,
    /// without a value, or with several values of which one is in `levels`).
    ///
    /// An element's extent bounds its distance: from below by the extent's nearest point, from above by its
    /// farthest corner (every position lies in the extent). Of a level's elements with one value and an
    /// extent, those whose lower bound exceeds the least upper bound are left out; that bound is the level's
    /// reach. It proves nothing by itself: the element giving it may have no line the locator can use.
    func keptNearest(
        to point: PlanarPoint, onAny levels: FeatureSkim.TextSet, key: Int
    ) -> (file: SkimmedFeatureFile, reach: [String: Double]) {
        let projection = LocalProjection(origin: point)
        func squaredMeters(_ dx: Double, _ dy: Double) -> Double {
            let x = dx * projection.metersPerDegreeLongitude
            let y = dy * projection.metersPerDegreeLatitude
            return x * x + y * y
        }
        var result = self
        result.kept = Array(repeating: true, count: skim.elements.count)
        // The level of each certain element with one value, and per level the least upper bound.
        var level = [Int?](repeating: nil, count: skim.elements.count)
        var leastUpperBound = [Double](repeating: .infinity, count: levels.count)
        for index in skim.elements.indices where !skim.elements[index].isUncertain {
            let references = references(of: skim.elements[index], key: key, in: levels)
            result.kept[index] = Self.isKept(references)
            guard references.count == 1, let ordinal = references.found else { continue }
            level[index] = ordinal
            guard let extent = skim.elements[index].extent else { continue }
            let upper = squaredMeters(
                max(abs(extent.minX - point.x), abs(extent.maxX - point.x)),
                max(abs(extent.minY - point.y), abs(extent.maxY - point.y)))
            leastUpperBound[ordinal] = min(leastUpperBound[ordinal], upper)
        }
        var narrowed = Set<Int>()
        for index in skim.elements.indices where result.kept[index] {
            guard let ordinal = level[index], let extent = skim.elements[index].extent else { continue }
            let lower = squaredMeters(
                max(extent.minX - point.x, 0, point.x - extent.maxX),
                max(extent.minY - point.y, 0, point.y - extent.maxY))
            // A billionth more, so that rounding in the locator's own arithmetic never decides.
            if lower > leastUpperBound[ordinal] * (1 + 1e-9) {
                result.kept[index] = false
                narrowed.insert(ordinal)
            }
        }
        let names = levels.strings
        let reach = narrowed.map { (names[$0], leastUpperBound[$0].squareRoot()) }
        return (result, Dictionary(reach, uniquingKeysWith: min))
    }
}
