import GeoJSON

extension ValidationContext {
    /// The raw features of one type (properties as written), in file order; empty when the file is absent
    /// or unreadable. Index `i` is the feature of handle `AnyFeatureHandle(type: type, index: i)`.
    func rawFeatures(of type: IMDF.FeatureType) -> [Feature<JSONObject?>] {
        archive.file(for: type)?.collection?.features ?? []
    }

    /// ``rawFeatures(of:)`` read in place: `features[index]` is borrowed from the archive's array.
    ///
    /// Why: a rule that reads each feature out of the array (`for feature in rawFeatures(of:)`, or
    /// `features[index]` passed to a function) copied it, retaining and releasing every reference it holds
    /// (issue 20: about a tenth of `validate`'s rule time on a 50,000-unit venue went to such copies).
    func withRawFeatures<Result>(
        of type: IMDF.FeatureType, _ body: (UnsafeBufferPointer<Feature<JSONObject?>>) throws -> Result
    ) rethrows -> Result {
        try rawFeatures(of: type).withUnsafeBufferPointer(body)
    }

    /// The planar shape of a feature's geometry, or nil when it has none or it is broken.
    func shape(of handle: AnyFeatureHandle) -> FeatureShape? {
        let shapes = shapes(of: handle.type)
        return shapes.indices.contains(handle.index) ? shapes[handle.index] : nil
    }

    /// The planar shape of every feature of `type` (of its file, in file order), built by the first rule
    /// that asks and shared with the others.
    ///
    /// Why shared: seven rules read the shape of every unit and two that of every opening, and each built its
    /// own (the polygon's rings copied into planar arrays, a few allocations per feature), 50,000 units seven
    /// times over on the 56.6 MB venue.
    func shapes(of type: IMDF.FeatureType) -> [FeatureShape?] {
        shared.shapes(of: type) {
            let features = rawFeatures(of: type)
            return features.indices.map { FeatureShape(features[$0].geometry) }
        }
    }

    /// Words naming a feature in notes: its type and its ID (`unit 60c28f53-…`), or its position in the file.
    func describe(_ handle: AnyFeatureHandle) -> String {
        if let id = archive.featureID(of: handle) { return "\(handle.type.rawValue) \(id.rawValue)" }
        return "\(handle.type.rawValue) #\(handle.index + 1)"
    }
}
