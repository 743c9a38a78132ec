import GeoJSON

extension IMDF.Archive {
    /// The features of one type, selected by their properties type:
    /// `archive.features(of: IMDF.UnitProperties.self)` is `archive.units`.
    public func features<Properties: IMDFProperties>(of type: Properties.Type = Properties.self) -> [Feature<Properties>] {
        let features: Any =
            switch Properties.featureType {
            case .address: addresses
            case .amenity: amenities
            case .anchor: anchors
            case .building: buildings
            case .detail: details
            case .fixture: fixtures
            case .footprint: footprints
            case .geofence: geofences
            case .kiosk: kiosks
            case .level: levels
            case .occupant: occupants
            case .opening: openings
            case .relationship: relationships
            case .section: sections
            case .unit: units
            case .venue: venues
            }
        guard let typed = features as? [Feature<Properties>] else {
            preconditionFailure("\(Properties.self) does not match feature type \(Properties.featureType)")
        }
        return typed
    }

    /// The `id` of the feature behind a handle, when it is a string.
    public func featureID(of handle: AnyFeatureHandle) -> FeatureID? {
        rawFeature(handle)?.featureID
    }

    /// The raw GeoJSON feature behind a handle (properties as written), from its file.
    public func rawFeature(_ handle: AnyFeatureHandle) -> Feature<JSONObject?>? {
        guard let features = file(for: handle.type)?.collection?.features, features.indices.contains(handle.index) else {
            return nil
        }
        return features[handle.index]
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
