import GeoJSON

extension ValidationContext {
    /// The raw features of one type (properties as written), in file order; empty when the file is absent
    /// or unreadable. Index `i` is the feature of handle `AnyFeatureHandle(type: type, index: i)`.
    func rawFeatures(of type: IMDF.FeatureType) -> [Feature<JSONObject?>] {
        archive.file(for: type)?.collection?.features ?? []
    }

    /// The planar shape of a feature's geometry, or nil when it has none or it is broken.
    func shape(of handle: AnyFeatureHandle) -> FeatureShape? {
        FeatureShape(archive.geometry(of: handle))
    }

    /// Words naming a feature in notes: its type and its ID (`unit 60c28f53-…`), or its position in the file.
    func describe(_ handle: AnyFeatureHandle) -> String {
        if let id = archive.featureID(of: handle) { return "\(handle.type.rawValue) \(id.rawValue)" }
        return "\(handle.type.rawValue) #\(handle.index + 1)"
    }
}
