import GeoJSON

/// The features a query at one point needs, chosen before decoding, so that a one-shot `imdf where` on a
/// large venue decodes a few hundred features instead of every one (issue 20).
///
/// The big feature files are skimmed (``FeatureSkim``: byte ranges, geometry extents and a few reference
/// properties, no values built), and every feature that cannot matter to a point query is blanked out of
/// the bytes before they are decoded. What is kept (spec §2 for the references):
///
/// - units whose geometry's extent, grown by the search radius, holds the point, and every unit sharing
///   an ID with one of them;
/// - openings on the levels of those units (a match reports the nearest opening on its level);
/// - anchors of those units (`unit_id`), and the occupants of those anchors (`anchor_id`);
/// - amenities that name one of those units (`unit_ids`);
/// - every feature the skim could not read with certainty, every feature without an extent or without the
///   property the choice depends on, and every file that is small, missing or not a plain feature collection.
///
/// Features keep their file order, so ranks and ties come out as in the whole archive, and their byte
/// offsets: the reduced bytes are only decoded (``ArchiveFile/reducedBytes``), positions are read from the
/// original ones. A file with any feature lacking a plain string `id` is
/// left whole, since such features are named by their index. The result is for answering a query only:
/// its feature files are not the archive's (never write or validate them), and a point that no unit holds
/// needs the whole archive (the nearest unit may be anywhere).
package enum PointFeatureSelection {
    /// Files smaller than this are decoded whole: skimming them would save less than it costs.
    package static let minimumSkimmedSize = 128 << 10

    /// The files with every feature that cannot matter to a query at the point blanked out, or `nil` when
    /// nothing is gained or the choice cannot be made safely: no unit file worth skimming, a unit file that
    /// does not skim, no unit whose extent holds the point, or a point too near a pole for the margin.
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
    ) -> ArchiveFiles? {
        guard let margin = Margin(latitude: latitude, radius: radius) else { return nil }
        // Every file is skimmed at once (concurrently); the choices below depend on one another, the skims do not.
        let skims = files.skims(
            [
                .init(type: .unit, keys: ["level_id"]), .init(type: .opening, keys: ["level_id"]),
                .init(type: .anchor, keys: ["unit_id"]), .init(type: .occupant, keys: ["anchor_id"]),
                .init(type: .amenity, keys: ["unit_ids"]),
            ], minimumSize: minimumSkimmedSize
        ).map { $0.map { SkimmedFile(path: $0.path, bytes: $0.bytes, skim: $0.skim) } }
        guard let unitFile = skims[0] else { return nil }
        var selection = Selection()

        // Units: those that could hold the point or lie within the radius.
        var units = unitFile.kept(where: { element in
            guard let extent = element.extent else { return true }
            return margin.reaches(extent, longitude: longitude, latitude: latitude)
        })
        guard units.keptCertainExtent else { return nil }
        units.keepSharingIDs()
        selection.unitIDs = units.keptIDs
        selection.levelIDs = Set(units.keptValues(key: 0))
        selection.replace(units)

        if let openings = skims[1] {
            selection.replace(openings.kept(referencingAny: selection.levelIDs, key: 0))
        }
        if let anchorFile = skims[2] {
            var anchors = anchorFile.kept(referencingAny: selection.unitIDs, key: 0)
            anchors.keepSharingIDs()
            selection.replace(anchors)
            if let occupants = skims[3] {
                selection.replace(occupants.kept(referencingAny: anchors.keptIDs, key: 0))
            }
        }
        if let amenities = skims[4] {
            selection.replace(amenities.kept(referencingAny: selection.unitIDs, key: 0))
        }
        return selection.applied(to: files)
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

    /// One skimmed file and which of its features are kept.
    private struct SkimmedFile {
        var path: String
        var bytes: [UInt8]
        var skim: FeatureSkim
        var kept: [Bool] = []

        /// Keeps the uncertain elements and those `wanted` accepts.
        func kept(where wanted: (FeatureSkim.Element) -> Bool) -> SkimmedFile {
            var copy = self
            copy.kept = skim.elements.map { $0.isUncertain || wanted($0) }
            return copy
        }

        /// Keeps the elements with a value of `key` in `ids`, with no value of it, or uncertain.
        func kept(referencingAny ids: Set<String>, key: Int) -> SkimmedFile {
            kept { element in
                var hasValue = false
                for value in skim.values(of: element, key: key) {
                    if ids.contains(value) { return true }
                    hasValue = true
                }
                return !hasValue
            }
        }

        /// Whether a kept element has an extent and is certain: one that could really hold the point.
        var keptCertainExtent: Bool {
            skim.elements.indices.contains {
                kept[$0] && !skim.elements[$0].isUncertain && skim.elements[$0].extent != nil
            }
        }

        /// The IDs of the kept elements.
        var keptIDs: Set<String> {
            Set(skim.elements.indices.lazy.filter { kept[$0] }.compactMap { skim.elements[$0].id })
        }

        /// Every value of `key` of the kept elements.
        func keptValues(key: Int) -> [String] {
            skim.elements.indices.filter { kept[$0] }.flatMap { skim.values(of: skim.elements[$0], key: key) }
        }

        /// Also keeps every element with the ID of a kept one, so that a reference to a repeated ID resolves
        /// to the same feature as in the whole file.
        mutating func keepSharingIDs() {
            let ids = keptIDs
            for index in skim.elements.indices where !kept[index] {
                if let id = skim.elements[index].id, ids.contains(id) { kept[index] = true }
            }
        }
    }

    /// The chosen features per file, and the IDs the next choices depend on.
    private struct Selection {
        var unitIDs: Set<String> = []
        var levelIDs: Set<String> = []
        var files: [String: [UInt8]] = [:]

        mutating func replace(_ file: SkimmedFile) {
            guard file.kept.contains(false) else { return }
            files[file.path] = file.skim.keeping({ file.kept[$0] }, in: file.bytes)
        }

        func applied(to archiveFiles: ArchiveFiles) -> ArchiveFiles {
            archiveFiles.reducing(files)
        }
    }
}
