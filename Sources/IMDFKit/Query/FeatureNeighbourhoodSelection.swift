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
/// Features keep their file order and their byte offsets (the decoder skips the others in the original bytes,
/// see ``ArchiveFile/Reduction``), so links, ties and source positions come out as in the whole archive. Only
/// files of at least ``PointFeatureSelection/minimumSkimmedSize`` are reduced, but every feature file is
/// skimmed, and a feature file that does not skim (not JSON, a feature without a plain string ID) makes the
/// whole archive decoded, as does an ID that no feature has exactly (a prefix).
package enum FeatureNeighbourhoodSelection {
    /// How many reference steps out from the feature are followed.
    static let outgoingSteps = 4
    /// How many reference steps in towards the feature are followed.
    static let incomingSteps = 3

    /// The files with every feature outside the neighbourhood of the features with `id` left out, or `nil`
    /// when the whole archive must be decoded (see the type's discussion).
    ///
    /// - Parameter minimumSkimmedSize: Files smaller than this are decoded whole (but still skimmed).
    package static func files(
        _ files: ArchiveFiles, id: String, minimumSkimmedSize: Int = PointFeatureSelection.minimumSkimmedSize
    ) -> ArchiveFiles? {
        let keys = VenueGraph.referenceProperties
        let types = IMDF.FeatureType.allCases.filter { files[$0.fileName] != nil }
        var skims: [ArchiveFiles.SkimmedFeatures] = []
        let requests = types.map { ArchiveFiles.SkimRequest(type: $0, keys: keys, measuringExtents: false) }
        for skimmed in files.skims(requests, minimumSize: 0) {
            guard let skimmed else { return nil }
            skims.append(skimmed)
        }
        let target = FeatureSkim.TextSet([id])
        guard skims.contains(where: { file in file.skim.elements.contains { file.has($0, idIn: target) } }) else {
            return nil
        }

        var kept = target
        // Outgoing: what the kept features reference, step by step; a step through an uncertain feature
        // (whose references are not known) cannot be followed, so the whole archive is needed.
        var frontier = target
        for _ in 0..<outgoingSteps {
            var next = FeatureSkim.TextSet()
            for file in skims {
                guard file.insertReferences(ofElementsWithIDIn: frontier, into: &next) else { return nil }
            }
            frontier = next.subtracting(kept)
            kept.formUnion(next)
        }
        // Incoming: what references the features of the last step; an uncertain feature may reference
        // anything, so it counts as referencing at every step.
        frontier = target
        for _ in 0..<incomingSteps {
            var next = FeatureSkim.TextSet()
            for file in skims { file.insertIDs(ofElementsReferencingAnyOf: frontier, into: &next) }
            frontier = next
            kept.formUnion(next)
        }

        var reductions: [ArchiveFiles.PendingReduction] = []
        for file in skims where file.skim.bytes.count >= minimumSkimmedSize {
            let keeps = file.skim.elements.map { $0.isUncertain || file.has($0, idIn: kept) }
            guard keeps.contains(false) else { continue }
            reductions.append(.skipping(in: file.skim, path: file.path) { keeps[$0] })
        }
        return files.reducing(reductions)
    }
}

/// The steps of the walk, each a pass over every element of a file, read in place: the walk makes seven
/// passes over every feature of the venue, and copying each element out of the array (and the skim out of
/// the file at each access) was most of their cost (issue 20).
extension ArchiveFiles.SkimmedFeatures {
    /// Whether `element` has an `id` in `ids`.
    fileprivate func has(_ element: FeatureSkim.Element, idIn ids: FeatureSkim.TextSet) -> Bool {
        element.id.map { ids.contains($0, of: skim) } ?? false
    }

    /// Inserts into `next` the values of the elements whose `id` is in `ids`; `false` when one of them is
    /// uncertain (its references are not known).
    fileprivate func insertReferences(
        ofElementsWithIDIn ids: FeatureSkim.TextSet, into next: inout FeatureSkim.TextSet
    ) -> Bool {
        let skim = self.skim
        return skim.elements.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                guard let id = elements[index].id, ids.contains(id, of: skim) else { continue }
                guard !elements[index].isUncertain else { return false }
                for value in skim.values[elements[index].values] { next.insert(value.text, of: skim) }
            }
            return true
        }
    }

    /// Inserts into `next` the `id` of every element that is uncertain (it may reference anything) or has a
    /// value in `frontier`.
    fileprivate func insertIDs(
        ofElementsReferencingAnyOf frontier: FeatureSkim.TextSet, into next: inout FeatureSkim.TextSet
    ) {
        let skim = self.skim
        skim.elements.withUnsafeBufferPointer { elements in
            skim.values.withUnsafeBufferPointer { values in
                for index in elements.indices {
                    guard let id = elements[index].id else { continue }
                    if elements[index].isUncertain
                        || values[elements[index].values].contains(where: { frontier.contains($0.text, of: skim) })
                    {
                        next.insert(id, of: skim)
                    }
                }
            }
        }
    }
}
