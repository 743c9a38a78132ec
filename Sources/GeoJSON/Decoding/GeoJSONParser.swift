/*
 The GeoJSON parser: RFC 7946 objects read straight from the bytes.

 It drives a `JSONScanner` itself instead of building a `JSONValue` tree first: `coordinates`
 arrays are scanned directly into flat doubles and nesting offsets (GeoJSONParser+Coordinates),
 whatever order `type` and `coordinates` come in; `properties`, foreign members and anything
 unusual become `JSONValue`s. Members parsed specially because of their name (`coordinates`,
 `geometry`, `features`, …) remember their byte range, so that if the object's `type` turns out
 not to want them they are re-read as plain JSON into the foreign members, at their place.

 Structural problems become pending findings (byte offset, path, feature ID filled in when the
 feature ends); line and column are computed once for all of them at the end. Only JSON syntax
 errors throw.
 */

/// A finding whose line and column are not computed yet.
struct PendingDiagnostic {
    var severity: Diagnostic.Severity
    var rule: String
    var message: String
    var offset: Int
    var path: JSONPath
    var featureID: String?
}

/// What an object was parsed as.
enum ParsedObject {
    case featureCollection(FeatureCollection<JSONObject?>)
    case feature(Feature<JSONObject?>)
    case geometry(Geometry)
    /// A geometry that could not be represented (diagnosed); re-read the range as JSON to keep it.
    case invalidGeometry
    /// Not a GeoJSON object at all (diagnosed).
    case none
}

/// Where an object appears, which decides what its `type` may be.
enum ObjectContext {
    case root
    case feature
    case geometry
}

struct GeoJSONParser {
    var scanner: JSONScanner
    var pending: [PendingDiagnostic] = []
    /// The foreign members of the last feature that had any. In IMDF every feature of a file has the same
    /// `"feature_type": "unit"`, so a feature whose foreign members equal these takes this storage instead
    /// of keeping its own allocation (about a tenth of the memory of a large file's raw form).
    var sharedFeatureForeignMembers = JSONObject()
    /// Equal property values of this file's features, stored once.
    var sharedValues = SharedPropertyValues()
    /// The ring offsets of the last polygon; see `sharedRingOffsets(after:)`.
    var sharedRingOffsets: [Int] = []
    /// A coordinate scan kept between geometries so that its arrays keep their capacity; see
    /// `scanCoordinates(into:)`. `nil` while a geometry's scan is in use.
    var coordinateScratch: CoordinateScan?
    /// The specially parsed members of every object being parsed, innermost last: an object pushes its
    /// own above those of the objects around it and removes them when it ends. One stack for the whole decode,
    /// so that a feature's three or four entries do not each grow an array of their own.
    private var specialMembers: [SpecialMember] = []

    init(scanner: JSONScanner) {
        self.scanner = scanner
    }

    // MARK: Findings

    mutating func report(_ severity: Diagnostic.Severity, _ rule: String, _ message: String, at offset: Int, path: JSONPath? = nil) {
        pending.append(PendingDiagnostic(severity: severity, rule: rule, message: message, offset: offset,
                                         path: path ?? scanner.currentPath(), featureID: nil))
    }

    /// The path of the object being parsed extended by `components`.
    func path(_ components: JSONPath.Component...) -> JSONPath {
        scanner.currentPath().appending(JSONPath(components))
    }

    /// Re-reads the value at `offset` as plain JSON (it was already validated).
    func rereadValue(at offset: Int) -> JSONValue? {
        var copy = JSONScanner(bytes: scanner.bytes, start: offset, maximumDepth: scanner.maximumDepth)
        return try? copy.parseValue()
    }

    // MARK: Values in any place

    /// Parses a value that should be a GeoJSON object in `context`.
    mutating func parseAny(context: ObjectContext) throws(JSONSyntaxError) -> (ParsedObject, Range<Int>) {
        _ = scanner.peek()
        let start = scanner.index
        guard scanner.peek() == UInt8(ascii: "{") else {
            let value = try scanner.parseValue()
            let what = context == .feature ? "a feature" : context == .geometry ? "a geometry" : "a GeoJSON object"
            report(.error, GeoJSONRule.notObject, "expected \(what) (a JSON object), found \(value.typeName)", at: start)
            return (context == .geometry ? .invalidGeometry : .none, start..<scanner.index)
        }
        let parsed = try parseObject(context: context)
        return (parsed, start..<scanner.index)
    }

    // MARK: Objects

    /// The members parsed specially because of their name. A set of them is a bit mask, not a set of
    /// names: restoring runs for every feature and geometry, and must not allocate.
    private struct SpecialKinds: OptionSet {
        let rawValue: UInt8
        static let type = SpecialKinds(rawValue: 1 << 0)
        static let coordinates = SpecialKinds(rawValue: 1 << 1)
        static let geometries = SpecialKinds(rawValue: 1 << 2)
        static let geometry = SpecialKinds(rawValue: 1 << 3)
        static let properties = SpecialKinds(rawValue: 1 << 4)
        static let features = SpecialKinds(rawValue: 1 << 5)

        /// The member name of a single kind.
        var key: String {
            switch self {
            case .type: "type"
            case .coordinates: "coordinates"
            case .geometries: "geometries"
            case .geometry: "geometry"
            case .properties: "properties"
            default: "features"
            }
        }
    }

    /// A member parsed specially because of its name, remembered in case the type does not want it.
    private struct SpecialMember {
        var kind: SpecialKinds
        var offset: Int
        var foreignIndex: Int
    }

    /// Parses an object at `{` as a feature collection, feature or geometry.
    mutating func parseObject(context: ObjectContext) throws(JSONSyntaxError) -> ParsedObject {
        let start = scanner.index
        scanner.index += 1
        try scanner.enterContainer()
        let pendingStart = pending.count

        var typeName: String?
        /// The type the last `type` member names (`nil` when it is not a string or not a known name).
        var typeKind: GeoJSONType?
        var typeOffset = start
        var hasTypeMember = false
        var id: FeatureIdentifier?
        var bbox: BoundingBox?
        var bboxOffset = start
        var coordinates: CoordinateScan?
        var coordinatesOffset = start
        var geometries: [Geometry]?
        var geometriesValid = true
        var geometry: Geometry?
        var geometryPresent = false
        var geometryOffset = start
        var rawGeometry: JSONValue?
        var properties: JSONValue?
        var propertiesOffset = start
        var features: [Feature<JSONObject?>]?
        var foreign = JSONObject()
        /// Whether `foreign` was given `sharedFeatureForeignMembers`' storage; it still is while it holds one member.
        var foreignIsShared = false
        let specialsBase = specialMembers.count
        defer { specialMembers.removeLast(specialMembers.count - specialsBase) }
        var seenType: GeoJSONType?

        /// The kinds among this object's specially parsed members, so that `restore` can return at once
        /// when the type wants them all (a feature's `geometry` and `properties`, a geometry's `coordinates`).
        var specialKinds: SpecialKinds = []

        func special(_ kind: SpecialKinds, _ offset: Int) -> SpecialMember {
            specialKinds.insert(kind)
            return SpecialMember(kind: kind, offset: offset, foreignIndex: foreign.members.count)
        }

        if try !scanner.objectIsEmpty() {
            repeat {
                let name = try scanner.memberName()
                let member = GeoJSONMemberName(token: name, in: scanner.bytes)
                scanner.pathStack.append(.key(name.range, escaped: name.hasEscapes))
                _ = scanner.peek()
                let valueOffset = scanner.index
                let next = scanner.index < scanner.bytes.count ? scanner.bytes[scanner.index] : 0
                let allowsGeometryMembers = context != .feature && (seenType == nil || seenType?.isGeometry == true)
                // In `features` every object is read as a feature, whatever its `type` says.
                let allowsFeatureMembers = context == .feature
                    || (context != .geometry && (seenType == nil || seenType == .feature))
                if member == .type {
                    specialMembers.append(special(.type, valueOffset))
                    hasTypeMember = true
                    typeOffset = valueOffset
                    if next == UInt8(ascii: "\"") {
                        // Matched on its bytes: a known name needs no `String` built and switched on.
                        let token = try scanner.scanString()
                        let type = GeoJSONType(token: token, in: scanner.bytes)
                        typeName = type?.rawValue ?? JSONScanner.decodeString(token, in: scanner.bytes)
                        typeKind = type
                        seenType = type
                    } else {
                        let value = try scanner.parseValue()
                        typeName = nil
                        typeKind = nil
                        report(.error, GeoJSONRule.invalidMember, "'type' must be a string, found \(value.typeName)", at: valueOffset)
                    }
                } else if member == .coordinates && allowsGeometryMembers {
                    specialMembers.append(special(.coordinates, valueOffset))
                    coordinatesOffset = valueOffset
                    // Filled in place and moved into the optional: a scan returned from a function was
                    // copied (retaining its nine arrays) and the original destroyed.
                    var scan = coordinateScratch.take() ?? CoordinateScan()
                    try scanCoordinates(into: &scan)
                    coordinates = consume scan
                } else if member == .geometries && allowsGeometryMembers && next == UInt8(ascii: "[") {
                    specialMembers.append(special(.geometries, valueOffset))
                    var list: [Geometry] = []
                    scanner.index += 1
                    try scanner.enterContainer()
                    if try !scanner.arrayIsEmpty() {
                        scanner.pathStack.append(.index(0))
                        var element = 0  // not `list.count`, which stops counting at an invalid member
                        repeat {
                            scanner.pathStack[scanner.pathStack.count - 1] = .index(element)
                            element += 1
                            let (parsed, _) = try parseAny(context: .geometry)
                            if case .geometry(let member) = parsed { list.append(member) } else { geometriesValid = false }
                        } while try scanner.arrayContinues()
                        scanner.pathStack.removeLast()
                    }
                    scanner.depth -= 1
                    geometries = list
                } else if member == .geometry && allowsFeatureMembers {
                    specialMembers.append(special(.geometry, valueOffset))
                    geometryPresent = true
                    geometryOffset = valueOffset
                    // A repeated `geometry` member replaces the earlier one entirely (the last one wins).
                    geometry = nil
                    rawGeometry = nil
                    if next == UInt8(ascii: "n") {
                        try scanner.literal("null")
                    } else {
                        let (parsed, range) = try parseAny(context: .geometry)
                        if case .geometry(let member) = parsed {
                            geometry = member
                        } else {
                            rawGeometry = rereadValue(at: range.lowerBound)
                        }
                    }
                } else if member == .properties && allowsFeatureMembers {
                    specialMembers.append(special(.properties, valueOffset))
                    propertiesOffset = valueOffset
                    if next == UInt8(ascii: "{") {
                        properties = .object(try scanner.parseObject(sharing: &sharedValues))
                    } else {
                        properties = try scanner.parseValue()
                    }
                } else if member == .features && context == .root && next == UInt8(ascii: "[")
                            && (seenType == nil || seenType == .featureCollection) {
                    specialMembers.append(special(.features, valueOffset))
                    features = try parseFeatureList()
                } else if member == .bbox {
                    let value = try scanner.parseValue()
                    bboxOffset = valueOffset
                    if let box = boundingBox(from: value, at: valueOffset) {
                        bbox = box
                    } else {
                        foreign.append(key: "bbox", value: value)
                    }
                } else if member == .id && context != .geometry && seenType?.isGeometry != true {
                    let value = try scanner.parseValue()
                    switch consume value {
                    case .string(let text): id = .string(text)
                    case .number(let number): id = .number(number)
                    case let other:
                        report(.error, GeoJSONRule.invalidMember, "'id' must be a string or a number, found \(other.typeName)", at: valueOffset)
                        foreign.append(key: "id", value: other)
                    }
                } else {
                    let key = JSONScanner.decodeString(name, in: scanner.bytes)
                    let value = try scanner.parseValue()
                    if context == .feature, foreign.isEmpty, sharedFeatureForeignMembers.members.count == 1,
                       SharedPropertyValues.isIdentical(sharedFeatureForeignMembers.members[0], key: key, value: value) {
                        // The one foreign member every feature of the file has (`"feature_type": "unit"`):
                        // take the shared storage now rather than allocate a member array, only to drop
                        // it for the shared one when the feature ends. A further member copies it first.
                        foreign = sharedFeatureForeignMembers
                        foreignIsShared = true
                    } else {
                        foreign.append(key: key, value: value)
                    }
                }
                scanner.pathStack.removeLast()
            } while try scanner.objectContinues()
        }
        scanner.depth -= 1
        let end = scanner.index

        // Decide what the object is.
        var kind = typeKind
        if !hasTypeMember {
            report(.error, GeoJSONRule.missingType, "missing member 'type'", at: start)
        } else if let typeName, kind == nil {
            report(.error, GeoJSONRule.unknownType, "unknown GeoJSON type '\(typeName)'", at: typeOffset)
        }
        var keepTypeAsForeign = kind == nil
        switch context {
        case .feature:
            if let found = kind, found != .feature {
                report(.error, GeoJSONRule.unexpectedType, "expected type 'Feature' in 'features', found '\(found.rawValue)'", at: typeOffset)
                keepTypeAsForeign = true
            }
            kind = .feature
        case .geometry:
            if let found = kind, !found.isGeometry {
                report(.error, GeoJSONRule.unexpectedType, "expected a geometry type, found '\(found.rawValue)'", at: typeOffset)
                return .invalidGeometry
            }
        case .root:
            if kind == nil {
                if features != nil { kind = .featureCollection } else if geometryPresent || properties != nil { kind = .feature }
            }
        }

        // Put specially parsed members the type does not want back among the foreign members, each at
        // its place in the source. One call per object: each insertion index counts only the members
        // before it that were foreign while parsing.
        func restore(_ kinds: SpecialKinds) {
            guard !specialKinds.isDisjoint(with: kinds) else { return }
            for member in specialMembers[specialsBase...].reversed() where kinds.contains(member.kind) {
                if let value = rereadValue(at: member.offset) {
                    foreign.members.insert(JSONObject.Member(key: member.kind.key, value: value), at: member.foreignIndex)
                }
            }
        }

        switch kind {
        case .featureCollection:
            restore(keepTypeAsForeign ? [.coordinates, .geometries, .geometry, .properties, .type]
                                      : [.coordinates, .geometries, .geometry, .properties])
            if features == nil {
                if let value = foreign["features"] {
                    report(.error, GeoJSONRule.invalidMember, "'features' must be an array, found \(value.typeName)", at: start)
                } else {
                    report(.error, GeoJSONRule.missingMember, "missing member 'features'", at: start)
                }
            }
            let list = features ?? []
            if let bbox {
                for feature in list {
                    if let geometry = feature.geometry, !bbox.contains(xy: geometry.allXY) {
                        report(.warning, GeoJSONRule.boundingBoxExcludesGeometry, "'bbox' does not contain the geometry of every feature", at: bboxOffset)
                        break
                    }
                }
            }
            return .featureCollection(FeatureCollection(features: list, bbox: bbox, foreignMembers: foreign, sourceRange: start..<end))
        case .feature:
            var unwanted: SpecialKinds = [.coordinates, .geometries, .features]
            if keepTypeAsForeign { unwanted.insert(.type) }
            if !geometryPresent {
                report(.error, GeoJSONRule.missingMember, "missing member 'geometry'", at: start)
            }
            var propertyObject: JSONObject?
            switch consume properties {
            case .object(let object): propertyObject = object
            case .null: propertyObject = nil
            case nil: report(.error, GeoJSONRule.missingMember, "missing member 'properties'", at: start)
            case let other?:
                report(.error, GeoJSONRule.invalidMember, "'properties' must be an object or null, found \(other.typeName)", at: propertiesOffset)
                unwanted.insert(.properties)
            }
            restore(unwanted)
            if let bbox, let geometry, !bbox.contains(xy: geometry.allXY) {
                report(.warning, GeoJSONRule.boundingBoxExcludesGeometry, "'bbox' does not contain the feature's geometry", at: bboxOffset)
            }
            _ = geometryOffset
            if let id, pendingStart < pending.count {
                let text = id.description
                for index in pendingStart..<pending.count where pending[index].featureID == nil { pending[index].featureID = text }
            }
            if foreignIsShared && foreign.members.count == 1 {
                // Still the shared storage: assigning it again would only retain and release it.
            } else if !foreign.isEmpty {
                // Byte-identical, not `==`: String equality is canonical equivalence.
                if SharedPropertyValues.isIdentical(foreign, sharedFeatureForeignMembers) {
                    foreign = sharedFeatureForeignMembers
                } else {
                    sharedFeatureForeignMembers = foreign
                }
            }
            // The parts are moved into the feature, not copied: a copy retains every reference they hold.
            // (`foreign` is captured by the local functions, so it is swapped out rather than consumed.)
            var foreignMembers = JSONObject()
            swap(&foreignMembers, &foreign)
            return .feature(Feature(id: consume id, geometry: consume geometry, properties: consume propertyObject, bbox: bbox,
                                    foreignMembers: consume foreignMembers, rawGeometry: consume rawGeometry, sourceRange: start..<end))
        case .geometryCollection:
            restore([.coordinates, .geometry, .properties, .features])
            guard let geometries else {
                if let value = foreign["geometries"] {
                    report(.error, GeoJSONRule.invalidMember, "'geometries' must be an array, found \(value.typeName)", at: start)
                } else {
                    report(.error, GeoJSONRule.missingMember, "missing member 'geometries'", at: start)
                }
                return context == .root ? .none : .invalidGeometry
            }
            guard geometriesValid else { return .invalidGeometry }
            let collection = GeometryCollection(geometries, bbox: bbox, foreignMembers: foreign)
            if let bbox, !bbox.contains(xy: Geometry.geometryCollection(collection).allXY) {
                report(.warning, GeoJSONRule.boundingBoxExcludesGeometry, "'bbox' does not contain the geometry", at: bboxOffset)
            }
            return .geometry(.geometryCollection(collection))
        case let type? where type.isGeometry:
            restore([.geometries, .geometry, .properties, .features])
            // Taken, not copied: `scan` is then the only reference to its arrays, which go back to the scratch.
            guard var scan = coordinates.take() else {
                report(.error, GeoJSONRule.missingMember, "missing member 'coordinates'", at: start)
                return .invalidGeometry
            }
            let geometry = buildGeometry(type, from: &scan, at: coordinatesOffset, bbox: bbox, foreignMembers: foreign)
            coordinateScratch = consume scan
            guard let built = geometry else {
                return .invalidGeometry
            }
            if let bbox, !bbox.contains(xy: built.allXY) {
                report(.warning, GeoJSONRule.boundingBoxExcludesGeometry, "'bbox' does not contain the geometry", at: bboxOffset)
            }
            return .geometry(built)
        default:
            return context == .geometry ? .invalidGeometry : .none
        }
    }

    /// A bounding box from a `bbox` value, or `nil` (diagnosed) when it is not 4 or 6 numbers.
    mutating func boundingBox(from value: JSONValue, at offset: Int) -> BoundingBox? {
        guard case .array(let elements) = value else {
            report(.error, GeoJSONRule.invalidBoundingBox, "'bbox' must be an array of 4 or 6 numbers, found \(value.typeName)", at: offset)
            return nil
        }
        let numbers = elements.compactMap(\.doubleValue)
        guard numbers.count == elements.count, numbers.allSatisfy(\.isFinite), let box = BoundingBox(values: numbers) else {
            report(.error, GeoJSONRule.invalidBoundingBox, "'bbox' must be an array of 4 or 6 finite numbers", at: offset)
            return nil
        }
        if box.south > box.north {
            report(.error, GeoJSONRule.invalidBoundingBox, "'bbox' south \(box.south) is above north \(box.north)", at: offset)
            return nil
        }
        return box
    }
}
