import GeoJSON

/// The features that drawing some levels needs, chosen before decoding (issue 20), so that a one-shot `imdf
/// render` of one ordinal of a large venue decodes that ordinal's features instead of every level's.
///
/// The big feature files are skimmed (``FeatureSkim``: byte ranges and a few reference properties, no values
/// built) and every feature that lies on none of the levels is skipped when the bytes are decoded. What is
/// kept (spec §2 for the references, §2.17 for the table of them):
///
/// - units, openings, fixtures, kiosks, sections and details whose `level_id` is one of the levels, and
///   geofences with one of them in `level_ids`; of the units, also every unit sharing an ID with a kept one;
/// - anchors of the kept units (`unit_id`), with every anchor sharing an ID with a kept one, and the
///   occupants of the kept anchors (`anchor_id`);
/// - amenities that name a kept unit (`unit_ids`);
/// - every feature the skim could not read with certainty, every feature without the property the choice
///   depends on, and every file that is small, missing, not a plain feature collection, or holds a feature
///   without a plain string `id` (such features are named by their index, which leaving features out would
///   change). Levels, buildings, the venue and every other file stay whole.
///
/// Features keep their file order, so archive order, ranks and ties come out as in the whole archive, and
/// their byte offsets (see ``ArchiveFile/Reduction``). So a ``VenueGraph`` of the result answers, for each of
/// the levels, what the whole archive's does: its units, openings, fixtures, kiosks, sections, details,
/// amenities and occupants (``VenueGraph/units(on:)`` and the rest, ``VenueGraph/occupants(in:)``). The result
/// is for drawing or querying those levels only: its feature files are not the archive's (never write or
/// validate them).
package enum LevelFeatureSelection {
    /// The types chosen by `level_id` (the first key of their skim).
    private static let onALevel: [IMDF.FeatureType] = [.unit, .opening, .fixture, .kiosk, .section, .detail]

    /// The files with every feature outside the levels left out, or `nil` when no file is worth reducing.
    ///
    /// - Parameters:
    ///   - files: The archive's files as read.
    ///   - levelIDs: The IDs of the levels, as their features' `id` members hold them.
    ///   - minimumSkimmedSize: Files smaller than this are decoded whole.
    package static func files(
        _ files: ArchiveFiles, levelIDs: some Sequence<String>,
        minimumSkimmedSize: Int = PointFeatureSelection.minimumSkimmedSize
    ) -> ArchiveFiles? {
        let levels = FeatureSkim.TextSet(levelIDs)
        let requests: [ArchiveFiles.SkimRequest] =
            onALevel.map { .init(type: $0, keys: ["level_id"], measuringExtents: false) } + [
                .init(type: .geofence, keys: ["level_ids"], measuringExtents: false),
                .init(type: .anchor, keys: ["unit_id"], measuringExtents: false),
                .init(type: .occupant, keys: ["anchor_id"], measuringExtents: false),
                .init(type: .amenity, keys: ["unit_ids"], measuringExtents: false),
            ]
        let skims = files.skims(requests, minimumSize: minimumSkimmedSize).map {
            $0.map { SkimmedFeatureFile(path: $0.path, skim: $0.skim) }
        }
        let (geofenceFile, anchorFile, occupantFile, amenityFile) = (skims[6], skims[7], skims[8], skims[9])
        var reductions = FeatureReductions()

        // Whether the units are known: without a skim of them (a small file, or one that does not skim),
        // every unit is decoded, and so is everything chosen through them.
        var unitIDs: FeatureSkim.TextSet?
        for (type, file) in zip(onALevel, skims) {
            guard var kept = file?.kept(referencingAny: levels, key: 0) else { continue }
            if type == .unit {
                kept.keepSharingIDs()
                unitIDs = kept.keptIDs
            }
            reductions.replace(kept)
        }
        if let geofenceFile { reductions.replace(geofenceFile.kept(referencingAny: levels, key: 0)) }
        guard let unitIDs else { return files.reducing(reductions.all) }

        if let anchorFile {
            var anchors = anchorFile.kept(referencingAny: unitIDs, key: 0)
            anchors.keepSharingIDs()
            reductions.replace(anchors)
            if let occupantFile { reductions.replace(occupantFile.kept(referencingAny: anchors.keptIDs, key: 0)) }
        }
        if let amenityFile { reductions.replace(amenityFile.kept(referencingAny: unitIDs, key: 0)) }
        return files.reducing(reductions.all)
    }
}
