import GeoJSON

/// Every raw feature of the readable spec files (`<type>.geojson` that parsed to a feature collection),
/// with its file and index, for the structural rules of group A.
struct RawFeatures {
    /// One raw feature and where it is.
    struct Entry {
        var type: IMDF.FeatureType
        /// The file, held once per walk (see `FileReference`).
        let fileReference: FileReference
        var index: Int
        /// The file's features, valid only during the walk: an entry never outlives the `body` it is given.
        let features: UnsafeBufferPointer<Feature<JSONObject?>>

        /// The feature, read in place (a copy would retain and release each of its references, for every
        /// feature and every rule that walks them).
        var feature: Feature<JSONObject?> {
            _read { yield features[index] }
        }

        /// The file the feature is in.
        var file: IMDF.FileRecord { fileReference.record }
    }

    /// Calls `body` with every feature of every readable spec file, in file then feature order.
    static func forEach(in archive: IMDF.Archive, _ body: (Entry) -> Void) {
        for file in archive.files {
            guard case .features(let type) = file.role, let collection = file.collection else { continue }
            let reference = FileReference(file)
            collection.features.withUnsafeBufferPointer { features in
                for index in features.indices {
                    body(Entry(type: type, fileReference: reference, index: index, features: features))
                }
            }
        }
    }
}

extension RawFeatures.Entry {
    /// The feature's `id` member as written, or nil when the feature has none.
    var idValue: JSONValue? {
        switch feature.id {
        case .string(let text)?: .string(text)
        case .number(let number)?: .number(number)
        case nil: feature.foreignMembers["id"]
        }
    }

    /// The feature's `feature_type` member as written, or nil when the feature has none.
    var featureTypeValue: JSONValue? { feature.foreignMembers["feature_type"] }

    /// How messages name the feature: `unit feature #3`.
    var label: String { "\(type.rawValue) feature #\(index)" }
}
