/// Writes GeoJSON objects back to UTF-8 bytes, losing nothing that was decoded.
///
/// Decoding the output gives an equal value: foreign members (in order), every property (in
/// order, duplicates included), altitudes and further position numbers, the JSON type of `id`,
/// `bbox`, raw geometries kept by the decoder, and every double bit-identical.
///
/// Member order: `type`, `id`, foreign members, `bbox`, `geometry`, `properties` for a feature;
/// `type`, foreign members, `bbox`, `features` for a collection; `type`, `coordinates` (or
/// `geometries`), `bbox`, foreign members for a geometry. A foreign member named like an
/// RFC 7946 member (kept because it had the wrong JSON type) replaces that member.
public struct GeoJSONWriter: Sendable {
    /// Whether to write newlines and two-space indentation.
    public var pretty: Bool

    /// Creates a writer.
    public init(pretty: Bool = false) {
        self.pretty = pretty
    }

    /// The bytes of any top-level GeoJSON object.
    ///
    /// - Throws: ``JSONWriterError`` for a non-finite number (which only code can create).
    public func bytes(for object: GeoJSONObject) throws(JSONWriterError) -> [UInt8] {
        switch object {
        case .featureCollection(let collection): try bytes(for: collection)
        case .feature(let feature): try bytes(for: feature)
        case .geometry(let geometry): try bytes(for: geometry)
        }
    }

    /// The bytes of a feature collection with raw properties.
    public func bytes(for collection: FeatureCollection<JSONObject?>) throws(JSONWriterError) -> [UInt8] {
        var output = JSONOutput(pretty: pretty, capacity: 4096)
        try write(collection, to: &output)
        return output.bytes
    }

    /// The bytes of a feature with raw properties.
    public func bytes(for feature: Feature<JSONObject?>) throws(JSONWriterError) -> [UInt8] {
        var output = JSONOutput(pretty: pretty)
        var path: [JSONPath.Component] = []
        try write(feature, to: &output, path: &path)
        return output.bytes
    }

    /// The bytes of a geometry.
    public func bytes(for geometry: Geometry) throws(JSONWriterError) -> [UInt8] {
        var output = JSONOutput(pretty: pretty)
        var path: [JSONPath.Component] = []
        try write(geometry, to: &output, path: &path)
        return output.bytes
    }

    // MARK: Objects

    func write(_ collection: FeatureCollection<JSONObject?>, to output: inout JSONOutput) throws(JSONWriterError) {
        var path: [JSONPath.Component] = []
        output.beginObject()
        let foreign = collection.foreignMembers
        if !foreign.contains(key: "type") {
            output.key("type")
            output.string("FeatureCollection")
        }
        try writeMembers(foreign, to: &output, path: &path)
        if let bbox = collection.bbox { try writeBoundingBox(bbox, to: &output, path: &path) }
        if !foreign.contains(key: "features") {
            output.key("features")
            output.beginArray()
            path.append(.key("features"))
            for (index, feature) in collection.features.enumerated() {
                path.append(.index(index))
                try write(feature, to: &output, path: &path)
                path.removeLast()
            }
            path.removeLast()
            output.endArray()
        }
        output.endObject()
    }

    func write(
        _ feature: Feature<JSONObject?>, to output: inout JSONOutput, path: inout [JSONPath.Component]
    ) throws(JSONWriterError) {
        output.beginObject()
        let foreign = feature.foreignMembers
        if !foreign.contains(key: "type") {
            output.key("type")
            output.string("Feature")
        }
        if let id = feature.id {
            output.key("id")
            switch id {
            case .string(let text): output.string(text)
            case .number(let number):
                guard output.number(number) else {
                    throw JSONWriterError(value: number.double, path: JSONPath(path + [.key("id")]))
                }
            }
        }
        try writeMembers(foreign, to: &output, path: &path)
        if let bbox = feature.bbox { try writeBoundingBox(bbox, to: &output, path: &path) }
        if !foreign.contains(key: "geometry") {
            output.key("geometry")
            path.append(.key("geometry"))
            if let geometry = feature.geometry {
                try write(geometry, to: &output, path: &path)
            } else if let raw = feature.rawGeometry {
                try JSONWriter.write(raw, to: &output, path: &path)
            } else {
                output.null()
            }
            path.removeLast()
        }
        if !foreign.contains(key: "properties") {
            output.key("properties")
            if let properties = feature.properties {
                path.append(.key("properties"))
                try JSONWriter.write(.object(properties), to: &output, path: &path)
                path.removeLast()
            } else {
                output.null()
            }
        }
        output.endObject()
    }

    func write(
        _ geometry: Geometry, to output: inout JSONOutput, path: inout [JSONPath.Component]
    ) throws(JSONWriterError) {
        output.beginObject()
        output.key("type")
        output.string(geometry.typeName)
        path.append(.key("coordinates"))
        switch geometry {
        case .point(let point):
            output.key("coordinates")
            try writePosition(point.position, to: &output, path: path)
        case .multiPoint(let multiPoint):
            output.key("coordinates")
            try writePositions(multiPoint.positions, to: &output, path: path)
        case .lineString(let lineString):
            output.key("coordinates")
            try writePositions(lineString.positions, to: &output, path: path)
        case .multiLineString(let multiLineString):
            output.key("coordinates")
            try writeRuns(multiLineString.lines, to: &output, path: path)
        case .polygon(let polygon):
            output.key("coordinates")
            try writeRuns(polygon.rings, to: &output, path: path)
        case .multiPolygon(let multiPolygon):
            output.key("coordinates")
            output.beginArray()
            for index in 0..<(multiPolygon.polygonOffsets.count - 1) {
                try writeRuns(multiPolygon.rings(ofPolygon: index), to: &output, path: path)
            }
            output.endArray()
        case .geometryCollection(let collection):
            path[path.count - 1] = .key("geometries")
            output.key("geometries")
            output.beginArray()
            for (index, member) in collection.geometries.enumerated() {
                path.append(.index(index))
                try write(member, to: &output, path: &path)
                path.removeLast()
            }
            output.endArray()
        }
        path.removeLast()
        if let bbox = geometry.bbox { try writeBoundingBox(bbox, to: &output, path: &path) }
        try writeMembers(geometry.foreignMembers, to: &output, path: &path)
        output.endObject()
    }

    // MARK: Pieces

    private func writeMembers(
        _ object: JSONObject, to output: inout JSONOutput, path: inout [JSONPath.Component]
    ) throws(JSONWriterError) {
        for member in object.members {
            output.key(member.key)
            path.append(.key(member.key))
            try JSONWriter.write(member.value, to: &output, path: &path)
            path.removeLast()
        }
    }

    private func writeBoundingBox(
        _ box: BoundingBox, to output: inout JSONOutput, path: inout [JSONPath.Component]
    ) throws(JSONWriterError) {
        output.key("bbox")
        output.beginArray()
        for value in box.values {
            guard value.isFinite else { throw JSONWriterError(value: value, path: JSONPath(path + [.key("bbox")])) }
            output.double(value)
        }
        output.endArray()
    }

    private func writeNumber(
        _ value: Double, to output: inout JSONOutput, path: [JSONPath.Component]
    ) throws(JSONWriterError) {
        guard value.isFinite else { throw JSONWriterError(value: value, path: JSONPath(path)) }
        output.double(value)
    }

    private func writePosition(
        _ position: Position, to output: inout JSONOutput, path: [JSONPath.Component]
    ) throws(JSONWriterError) {
        output.beginArray()
        try writeNumber(position.longitude, to: &output, path: path)
        try writeNumber(position.latitude, to: &output, path: path)
        if let altitude = position.altitude {
            try writeNumber(altitude, to: &output, path: path)
            for value in position.extra { try writeNumber(value, to: &output, path: path) }
        }
        output.endArray()
    }

    private func writePositions(
        _ list: PositionList, to output: inout JSONOutput, path: [JSONPath.Component]
    ) throws(JSONWriterError) {
        output.beginArray()
        let storage = list.storage
        let xy = storage.xy
        for index in list.range {
            if storage.hasAltitudes {
                try writePosition(storage[index], to: &output, path: path)
            } else {
                output.beginArray()
                try writeNumber(xy[2 * index], to: &output, path: path)
                try writeNumber(xy[2 * index + 1], to: &output, path: path)
                output.endArray()
            }
        }
        output.endArray()
    }

    private func writeRuns(
        _ runs: PositionListCollection, to output: inout JSONOutput, path: [JSONPath.Component]
    ) throws(JSONWriterError) {
        output.beginArray()
        for run in runs { try writePositions(run, to: &output, path: path) }
        output.endArray()
    }
}
