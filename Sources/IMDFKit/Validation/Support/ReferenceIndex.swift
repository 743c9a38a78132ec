import GeoJSON

/// Which feature IDs are referenced, and by which type of feature, read from the raw properties through
/// the property tables (every LEVEL-ID, UNIT-ID, ANCHOR-ID, … position, inside arrays too). The orphan
/// rules of group D ask it "does any occupant, fixture or kiosk reference this anchor?".
///
/// - Complexity: built in O(total size of the properties); lookups are O(1).
struct ReferenceIndex: Sendable {
    /// Target ID → the feature types whose features reference it.
    private var sources: [String: Set<IMDF.FeatureType>] = [:]

    init(_ context: ValidationContext) {
        PropertyWalk(context: context).forEachValue(reading: .references) { value in
            guard case .reference = value.type, let source = value.owner.type, let id = value.value.stringValue else {
                return
            }
            sources[id, default: []].insert(source)
        }
    }

    /// Whether a feature of one of `types` references `id`.
    func isReferenced(_ id: String, by types: Set<IMDF.FeatureType>) -> Bool {
        guard let found = sources[id] else { return false }
        return !found.isDisjoint(with: types)
    }
}

extension ValidationContext {
    /// For the orphan rules, whose findings are informative: a note saying which of the files that could
    /// reference a feature could not be read, so a reference from them is unknown (none when all are readable).
    func unreadableSourceNotes(_ sources: [IMDF.FeatureType]) -> [Diagnostic.Note] {
        let unreadable = sources.filter(isUnreadable).map(\.fileName)
        guard let first = unreadable.first else { return [] }
        return [
            .init(
                message: "\(unreadable.joined(separator: ", ")) could not be read, so a reference from it is unknown",
                location: .init(file: first))
        ]
    }

    /// Calls `body` with the handle and ID of every feature of `type` that has a string id.
    func forEachFeature(of type: IMDF.FeatureType, _ body: (AnyFeatureHandle, String) -> Void) {
        for index in 0..<archive.count(of: type) {
            let handle = AnyFeatureHandle(type: type, index: index)
            if let id = archive.featureID(of: handle)?.rawValue { body(handle, id) }
        }
    }
}
