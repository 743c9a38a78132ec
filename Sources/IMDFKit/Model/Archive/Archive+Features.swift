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
        withFeature(handle) { $0.featureID }
    }

    /// The raw GeoJSON feature behind a handle (properties as written), from its file.
    ///
    /// - Complexity: O(1) when the raw document was parsed up front or has been read; otherwise O(*m*) in the
    ///   feature's bytes, which are parsed alone (``RawDocuments/onDemand``).
    public func rawFeature(_ handle: AnyFeatureHandle) -> Feature<JSONObject?>? {
        let deferred = files.withUnsafeBufferPointer { files in
            files.first(where: { $0.role == .features(handle.type) })?.deferredDocument
        }
        guard let deferred else { return withRawFeature(handle) { $0 } }
        guard let range = withFeature(handle, { $0.sourceRange }) else { return withRawFeature(handle) { $0 } }
        return deferred.feature(spanning: range, index: handle.index)
    }

    /// The geometry of the feature behind a handle, when it has one.
    package func geometry(of handle: AnyFeatureHandle) -> Geometry? {
        withFeature(handle) { $0.geometry }
    }

    /// `body` applied to the typed feature behind a handle as a plain GeoJSON feature (its `id`, geometry
    /// and span are the raw feature's), read in place; nil when there is none.
    ///
    /// Why the typed feature: it is there whether or not the raw document is (``RawDocuments``).
    private func withFeature<Result>(_ handle: AnyFeatureHandle, _ body: (FeatureShape) -> Result?) -> Result? {
        func read<Properties: IMDFProperties>(_: Properties.Type) -> Result? {
            self[keyPath: Properties.archiveFeatures].withUnsafeBufferPointer { features in
                guard features.indices.contains(handle.index) else { return nil }
                return body(FeatureShape(features[handle.index]))
            }
        }
        return read(handle.type.propertiesType)
    }

    /// What every feature has whatever its properties: borrowed views of the typed feature's members.
    private struct FeatureShape {
        var featureID: FeatureID?
        var geometry: Geometry?
        var sourceRange: Range<Int>?

        init<Properties>(_ feature: borrowing Feature<Properties>) {
            featureID = feature.featureID
            geometry = feature.geometry
            sourceRange = feature.sourceRange
        }
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

    /// Parses every raw document deferred by ``RawDocuments/onDemand`` that is not parsed yet, concurrently
    /// for a large archive: what a reader of every raw document (the validator) does first.
    package func parseDeferredDocuments() {
        let deferred = files.compactMap(\.deferredDocument).filter { !$0.isParsed }
        let sizes = deferred.map(\.bytes.count)
        _ = ConcurrentWork.map(sizes: sizes, concurrently: sizes.reduce(0, +) >= ArchiveDecoder.concurrencyThreshold) {
            _ = deferred[$0].document
        }
    }

    /// The source location of a feature, or of a value inside it (`path` relative to the feature).
    public func location(of handle: AnyFeatureHandle, path: JSONPath = .root) -> Diagnostic.Location {
        let id = featureID(of: handle)?.rawValue
        guard let file = file(for: handle.type) else {
            return Diagnostic.Location(file: handle.type.fileName, featureID: id)
        }
        return file.location(
            ofFeature: handle.index, spanning: withFeature(handle) { $0.sourceRange }, path: path, featureID: id)
    }

    /// Every feature of every type as a handle, in type then file order.
    public var allHandles: [AnyFeatureHandle] {
        IMDF.FeatureType.allCases.flatMap { type in
            (0..<count(of: type)).map { AnyFeatureHandle(type: type, index: $0) }
        }
    }
}
