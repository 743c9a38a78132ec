import GeoJSON

/// The features that showing one feature needs (``VenueGraph/links(of:)``, ``VenueGraph/summary(of:)``, `imdf
/// show ID`), chosen before decoding (issue 20), so that a one-shot `show` decodes the feature's
/// neighbourhood instead of the whole venue.
///
/// Every feature file is skimmed for IDs and the reference properties (``VenueGraph/referenceProperties``,
/// spec §2). Kept, by ID, together with every feature the skims could not read with certainty:
///
/// - the features with the ID;
/// - the features that reference them, those that reference these, and one step further (an occupant is
///   counted on a level through its anchor and that anchor's unit), for incoming links and a level's counts;
/// - what they reference, four steps out (an occupant's anchor, its unit, the unit's level, the level's
///   buildings), for outgoing and indirect links.
///
/// Features keep their file order and their byte offsets (positions are read from the original bytes, see
/// ``ArchiveFile/reducedBytes``), so links, ties and source positions come out as in the whole archive. Only files of at least ``PointFeatureSelection/minimumSkimmedSize`` are reduced, but
/// every feature file is skimmed, and a feature file that does not skim (not JSON, a feature without a plain
/// string ID) makes the whole archive decoded, as does an ID that no feature has exactly (a prefix).
package enum FeatureNeighbourhoodSelection {
    /// How many reference steps out from the feature are followed.
    static let outgoingSteps = 4
    /// How many reference steps in towards the feature are followed.
    static let incomingSteps = 3

    /// The files with every feature outside the neighbourhood of the features with `id` blanked out, or `nil`
    /// when the whole archive must be decoded (see the type's discussion).
    ///
    /// - Parameter minimumSkimmedSize: Files smaller than this are decoded whole (but still skimmed).
    package static func files(
        _ files: ArchiveFiles, id: String, minimumSkimmedSize: Int = PointFeatureSelection.minimumSkimmedSize
    ) -> ArchiveFiles? {
        let keys = VenueGraph.referenceProperties
        let types = IMDF.FeatureType.allCases.filter { files[$0.fileName] != nil }
        var skims: [ArchiveFiles.SkimmedFeatures] = []
        for skimmed in files.skims(types.map { .init(type: $0, keys: keys) }, minimumSize: 0) {
            guard let skimmed else { return nil }
            skims.append(skimmed)
        }
        guard skims.contains(where: { $0.skim.elements.contains { $0.id == id } }) else { return nil }

        var kept: Set<String> = [id]
        // Outgoing: what the kept features reference, step by step; a step through an uncertain feature
        // (whose references are not known) cannot be followed, so the whole archive is needed.
        var frontier: Set<String> = [id]
        for _ in 0..<outgoingSteps {
            var next: Set<String> = []
            for file in skims {
                for element in file.skim.elements where element.id.map(frontier.contains) == true {
                    guard !element.isUncertain else { return nil }
                    next.formUnion(file.skim.values(of: element))
                }
            }
            frontier = next.subtracting(kept)
            kept.formUnion(next)
        }
        // Incoming: what references the features of the last step; an uncertain feature may reference
        // anything, so it counts as referencing at every step.
        frontier = [id]
        for _ in 0..<incomingSteps {
            var next: Set<String> = []
            for file in skims {
                for element in file.skim.elements {
                    guard let elementID = element.id else { continue }
                    if element.isUncertain || file.skim.values(of: element).contains(where: frontier.contains) {
                        next.insert(elementID)
                    }
                }
            }
            frontier = next
            kept.formUnion(next)
        }

        var replacements: [String: [UInt8]] = [:]
        for file in skims where file.bytes.count >= minimumSkimmedSize {
            let keeps = file.skim.elements.map { $0.isUncertain || $0.id.map(kept.contains) == true }
            guard keeps.contains(false) else { continue }
            replacements[file.path] = file.skim.keeping({ keeps[$0] }, in: file.bytes)
        }
        return replacements.isEmpty ? nil : files.reducing(replacements)
    }
}
