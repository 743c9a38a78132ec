import GeoJSON

extension IMDF.Archive {
    /// The features of one type, selected by their properties type:
    /// `archive.features(of: IMDF.UnitProperties.self)` is `archive.units`.
    public func features<Properties: IMDFProperties>(
        of type: Properties.Type = Properties.self
    ) -> [Feature<Properties>] {
        self[keyPath: Properties.archiveFeatures]
    }

    /// The `id` of the feature behind a handle, when it is a string.
    public func featureID(of handle: AnyFeatureHandle) -> FeatureID? {
        withRawFeature(handle) { $0.featureID }
    }

    /// The raw GeoJSON feature behind a handle (properties as written), from its file.
    public func rawFeature(_ handle: AnyFeatureHandle) -> Feature<JSONObject?>? {
        withRawFeature(handle) { $0 }
    }

    /// The geometry of the raw feature behind a handle, when it has one.
    package func geometry(of handle: AnyFeatureHandle) -> Geometry? {
        withRawFeature(handle) { $0.geometry }
    }

    /// `body` applied to the raw feature behind a handle, read in place in its file; nil when there is none.
    ///
    /// Why in place: `file(for:)` returns a copy of the whole file record and `rawFeature(_:)` one of the
    /// whole feature, a dozen references each retained and released (atomically), and validation looks
    /// features up by handle several times per feature and rule.
    func withRawFeature<Result>(_ handle: AnyFeatureHandle, _ body: (Feature<JSONObject?>) -> Result?) -> Result? {
        files.withUnsafeBufferPointer { files in
            // By index: the elements a predicate is given are copies, a file record's dozen references each.
            guard let file = files.indices.first(where: { files[$0].role == .features(handle.type) }),
                case .featureCollection(let collection)? = files[file].document?.object
            else { return nil }
            return collection.features.withUnsafeBufferPointer { features in
                features.indices.contains(handle.index) ? body(features[handle.index]) : nil
            }
        }
    }

    /// The source location of a feature, or of a value inside it (`path` relative to the feature).
    public func location(of handle: AnyFeatureHandle, path: JSONPath = .root) -> Diagnostic.Location {
        let id = featureID(of: handle)?.rawValue
        guard let file = file(for: handle.type) else {
            return Diagnostic.Location(file: handle.type.fileName, featureID: id)
        }
        return file.location(ofFeature: handle.index, path: path, featureID: id)
    }

    /// Every feature of every type as a handle, in type then file order.
    public var allHandles: [AnyFeatureHandle] {
        IMDF.FeatureType.allCases.flatMap { type in
            (0..<count(of: type)).map { AnyFeatureHandle(type: type, index: $0) }
        }
    }
}
