import GeoJSON

/// Locations for the property and archive rules: raw features, property-walk values and byte offsets,
/// each turned into file, line:column, JSON path and feature ID.
///
/// Positions come from `SourceText`, which indexes a file's lines and Unicode scalar counts the first time
/// a position is asked for, so thousands of findings in one multi-megabyte, one-line file stay cheap.
struct SourceLocator {
    /// The location of a byte offset in a file.
    func location(
        in file: IMDF.FileRecord, byteOffset: Int, path: JSONPath? = nil, featureID: String? = nil
    ) -> Diagnostic.Location {
        file.location(ofByteOffset: byteOffset, path: path, featureID: featureID)
    }

    /// The location of the value at `path` (relative to the feature) inside feature `index` of a file.
    func location(
        in file: IMDF.FileRecord, feature index: Int, path relativePath: JSONPath = .root, featureID: String? = nil
    ) -> Diagnostic.Location {
        file.location(ofFeature: index, path: relativePath, featureID: featureID)
    }

    /// The location of a feature of the archive, or of a value inside it.
    func location(of handle: AnyFeatureHandle, in archive: IMDF.Archive, path: JSONPath = .root) -> Diagnostic.Location
    {
        let id = archive.featureID(of: handle)?.rawValue
        guard let file = archive.file(for: handle.type) else {
            return Diagnostic.Location(file: handle.type.fileName, featureID: id)
        }
        return location(in: file, feature: handle.index, path: path, featureID: id)
    }

    /// The location of a value of a property object (`path` relative to the object).
    func location(_ owner: PropertyWalk.Owner, _ path: JSONPath) -> Diagnostic.Location {
        guard owner.type != nil else {
            let offset = owner.file.source.offset(of: path, in: 0..<owner.file.source.bytes.count) ?? 0
            return location(in: owner.file, byteOffset: offset, path: path)
        }
        return location(
            in: owner.file, feature: owner.featureIndex, path: owner.fullPath(path), featureID: owner.featureID)
    }

    /// The location of a typed property value.
    func location(of value: PropertyWalk.Value) -> Diagnostic.Location { location(value.owner, value.path) }

    /// The location of a value inside a raw feature (`path` relative to the feature).
    func location(_ entry: RawFeatures.Entry, _ path: JSONPath = .root) -> Diagnostic.Location {
        location(in: entry.file, feature: entry.index, path: path, featureID: entry.feature.id?.description)
    }
}
