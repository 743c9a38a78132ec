import GeoJSON

/// The parts of a venue's features that level summaries (``VenueGraph/levelSummaries()``, `imdf levels`) read,
/// chosen before decoding (issue 20): every feature is kept, so every count and link is the whole archive's,
/// but of the big files only the references the counts follow and the geometry the extents need are decoded.
///
/// What stays of each feature (spec §2 for the references), every other property blanked out of the bytes:
/// units keep `level_id` and their geometry (the level's map rect covers its units); openings keep
/// `level_id`; anchors `unit_id`; occupants `anchor_id`; amenities `unit_ids`; the geometry of these four
/// becomes `null`. Levels, buildings and every other file stay whole, as does any feature the skim could
/// not read with certainty.
///
/// The result answers level summaries only: its features lack most properties (never write, validate or
/// describe them).
package enum LevelSummaryProjection {
    /// What is kept of one feature type: the properties, and whether the geometry.
    private static let kept: [(type: IMDF.FeatureType, keys: [String], keepsGeometry: Bool)] = [
        (.unit, ["level_id"], true),
        (.opening, ["level_id"], false),
        (.anchor, ["unit_id"], false),
        (.occupant, ["anchor_id"], false),
        (.amenity, ["unit_ids"], false),
    ]

    /// The files reduced to what level summaries read, or `nil` when no file is worth reducing.
    ///
    /// - Parameter minimumSkimmedSize: Files smaller than this are decoded whole.
    package static func files(
        _ files: ArchiveFiles, minimumSkimmedSize: Int = PointFeatureSelection.minimumSkimmedSize
    ) -> ArchiveFiles? {
        let skims = files.skims(
            kept.map {
                ArchiveFiles.SkimRequest(type: $0.type, keys: $0.keys, recordingMembers: true, measuringExtents: false)
            },
            minimumSize: minimumSkimmedSize)
        let reductions = zip(kept, skims).compactMap { entry, file -> ArchiveFiles.PendingReduction? in
            guard let file else { return nil }
            return .init(path: file.path, size: file.skim.bytes.count) {
                .bytes(file.skim.projecting(keys: Set(entry.keys.indices), keepsGeometry: entry.keepsGeometry))
            }
        }
        return files.reducing(reductions)
    }
}
