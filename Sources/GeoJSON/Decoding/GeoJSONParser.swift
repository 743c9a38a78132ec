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

 Repeated member names: this pass only notices them, as cheaply as it can (a GeoJSON member name
 from the state its branch keeps anyway, a foreign one by comparing the foreign members when the
 object ends, a plain object's through `MemberNameFilter`); the decoder then finds them all with
 their positions (`MemberNameWalk`) and, when a GeoJSON object repeats one of its own members,
 parses the document again with a `MemberPlan` for that object, so that only the last occurrence is
 read (the `PlannedPass` specialisation; the first pass is compiled without that code).
 */

/// A finding whose line and column are not computed yet.
struct PendingDiagnostic {
    var severity: Diagnostic.Severity
    var rule: String
    var message: String
    var offset: Int
    var path: JSONPath
    var featureID: String?
    var notes: [PendingNote] = []
}

/// A note of a pending finding ("first defined here"), its line and column not computed yet either.
struct PendingNote {
    var message: String
    var offset: Int
    var path: JSONPath
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

/// Whether a pass of the parser reads objects with ``MemberPlan``s (a type, so that the pass without
/// them is compiled without their code).
protocol ObjectPass {
    static var usesPlans: Bool { get }
}

/// The first pass: no plans yet.
enum FirstPass: ObjectPass {
    static var usesPlans: Bool { false }
}

/// The pass after `MemberNameWalk` found a GeoJSON object repeating one of its members.
enum PlannedPass: ObjectPass {
    static var usesPlans: Bool { true }
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
    /// The members of `properties` read into values (``PropertySelection``); `nil` for all of them.
    var propertySelection: PropertySelection?
    /// Ranges read as whitespace between the elements of a `features` list (``GeoJSONDecoder/skippedRanges``).
    var skippedRanges: [Range<Int>] = []
    /// The ring offsets of the last polygon; see `sharedRingOffsets(after:)`.
    var sharedRingOffsets: [Int] = []
    /// A coordinate scan kept between geometries so that its arrays keep their capacity; see
    /// `scanCoordinates(into:)`. `nil` while a geometry's scan is in use.
    var coordinateScratch: CoordinateScan?
    /// The specially parsed members of every object being parsed, innermost last: an object pushes its
    /// own above those of the objects around it and removes them when it ends. One stack for the whole decode,
    /// so that a feature's three or four entries do not each grow an array of their own.
    private var specialMembers: [SpecialMember] = []
    /// How to read the objects that repeat a GeoJSON member name, keyed by the offset of their `{`
    /// (from `MemberNameWalk`; empty on the first pass).
    var memberPlans: [Int: MemberPlan] = [:]
    /// Whether some GeoJSON object repeats one of the members it reads, so that the document must be
    /// read again with ``memberPlans`` (set on the first pass).
    private(set) var needsMemberPlans = false
    /// The name offsets of the earlier occurrences of repeated GeoJSON members, which a plan skipped.
    private(set) var ignoredMemberOffsets: Set<Int> = []
    /// Whether the document is built (`decode`), or only its findings are wanted (`diagnose`): then
    /// properties, foreign members and geometries are checked as they are read and dropped, with the
    /// same findings (see ``GeoJSONDecoder/diagnose(_:file:)``).
    var keepsValues = true
    /// Without ``keepsValues``: the features of the root collection that have an `id`, as their byte
    /// ranges, for the ID of a feature holding a repeated member name.
    var featureSpans: [FeatureSpan] = []
    /// Without ``keepsValues``: the root collection's `bbox` to check each feature against as it is read,
    /// when known before its `features` (given by the decoder for a second pass when it came after them).
    var collectionBoundingBox: BoundingBox?
    /// Without ``keepsValues``: the box the last `features` list was checked against, and whether some
    /// feature's geometry lay outside it.
    var featuresChecked: (box: BoundingBox?, outside: Bool) = (nil, false)
    /// Where the root collection's features go, with their index among its features, as each is read:
    /// they are not kept in its list (see ``GeoJSONDecoder/decode(_:file:receivingFeatures:restart:)``).
    /// Like without ``keepsValues``, ``featureSpans`` and ``featuresChecked`` then stand in for the list.
    var featureReceiver: ((consuming Feature<JSONObject?>, Int) -> Void)?
    /// How many features went to ``featureReceiver`` in this pass: the index of the next one. Counted over
    /// the pass, not per `features` list, so that a collection that repeats `features` (read again with a
    /// plan, after the decoder's `restart`) still hands features over with consecutive indexes.
    var featuresHandedOver = 0
    /// The most threads a large `features` list is read on at once (``GeoJSONDecoder/maximumConcurrency``);
    /// 1 reads everything on the calling thread.
    var maximumConcurrency = 1
    /// The fewest bytes of a `features` list worth giving to another thread (``ListParts``).
    var minimumPartBytes = ListParts.minimumBytes
    /// Whether a feature's `properties` object is checked and stepped over rather than read into values
    /// (``GeoJSONDecoder/decodeDeferringProperties(_:file:)``): the feature keeps an empty object, and its
    /// text's range goes to ``deferredProperties``.
    var defersProperties = false
    /// With ``defersProperties``: for each feature whose `properties` is an object, in document order, the
    /// offset of the feature's `{` and the byte range of that object.
    var deferredProperties: [(feature: Int, properties: Range<Int>)] = []
    /// Whether a part whose thread has not started is waited for (up to 10 s) instead of given up: for tests,
    /// which must know the parts are taken over, on a machine busy with other tests.
    var waitsForParts = false
    /// How many parts of `features` lists other threads parsed, and how many of them this parser took over
    /// (the others began at a wrong guess of an element's start, or had not started when it got there).
    var featureListParts = (started: 0, takenOver: 0)

    init(scanner: JSONScanner) {
        self.scanner = scanner
    }

    /// Takes in what a parser that read a later part of the same `features` list noticed about repeated
    /// member names (``ListParts``), as if this parser had read that part itself.
    mutating func absorbMemberNameFindings(of part: GeoJSONParser) {
        needsMemberPlans = needsMemberPlans || part.needsMemberPlans
        ignoredMemberOffsets.formUnion(part.ignoredMemberOffsets)
        scanner.foundRepeatedMemberName = scanner.foundRepeatedMemberName || part.scanner.foundRepeatedMemberName
        scanner.checksMemberNames = scanner.checksMemberNames && part.scanner.checksMemberNames
    }

    // MARK: Findings

    mutating func report(
        _ severity: Diagnostic.Severity, _ rule: String, _ message: String, at offset: Int, path: JSONPath? = nil
    ) {
        pending.append(
            PendingDiagnostic(
                severity: severity, rule: rule, message: message, offset: offset,
                path: path ?? scanner.currentPath(), featureID: nil))
    }

    /// The path of the object being parsed extended by `components`.
    func path(_ components: JSONPath.Component...) -> JSONPath {
        scanner.currentPath().appending(JSONPath(components))
    }

    /// Re-reads the value at `offset` as plain JSON (it was already validated); without ``keepsValues``,
    /// a stand-in of its type.
    func rereadValue(at offset: Int) -> JSONValue? {
        guard keepsValues else { return Self.standIn(startingWith: scanner.bytes[offset]) }
        var copy = JSONScanner(bytes: scanner.bytes, start: offset, maximumDepth: scanner.maximumDepth)
        return try? copy.parseValue()
    }

    /// Reads a plain JSON value (properties, a foreign member); without ``keepsValues`` steps over it,
    /// checking it as parsing would (syntax, repeated member names), and returns a stand-in of its type.
    @inline(__always)
    mutating func readPlainValue() throws(JSONSyntaxError) -> JSONValue {
        guard keepsValues else { return try skipPlainValue() }
        return try scanner.parseValue()
    }

    /// ``readPlainValue()`` without ``keepsValues``.
    @inline(never)
    private mutating func skipPlainValue() throws(JSONSyntaxError) -> JSONValue {
        guard let first = scanner.peek() else { throw scanner.error("a value") }
        try scanner.skipValue()
        return Self.standIn(startingWith: first)
    }

    /// An empty value of the JSON type a valid value starting with `byte` has: what a pass that keeps no
    /// values stores where a decode would keep the value, so that every check of a value's type (and the
    /// presence of a member) sees what it would see.
    static func standIn(startingWith byte: UInt8) -> JSONValue {
        switch byte {
        case UInt8(ascii: "{"): .object(JSONObject())
        case UInt8(ascii: "["): .array([])
        case UInt8(ascii: "\""): .string("")
        case UInt8(ascii: "t"): .bool(true)
        case UInt8(ascii: "f"): .bool(false)
        case UInt8(ascii: "n"): .null
        default: .number(JSONNumber(0))
        }
    }

    // MARK: Values in any place

    /// Parses the whole document: one GeoJSON object, or `nil` when it is none (diagnosed), and nothing after it.
    mutating func parseDocument() throws(JSONSyntaxError) -> GeoJSONObject? {
        let (parsed, _) = try parseAny(context: .root)
        try scanner.expectEnd()
        return switch parsed {
        case .featureCollection(let collection): .featureCollection(collection)
        case .feature(let feature): .feature(feature)
        case .geometry(let geometry): .geometry(geometry)
        case .invalidGeometry, .none: nil
        }
    }

    /// Parses a value that should be a GeoJSON object in `context`.
    mutating func parseAny(context: ObjectContext) throws(JSONSyntaxError) -> (ParsedObject, Range<Int>) {
        _ = scanner.peek()
        let start = scanner.index
        guard scanner.peek() == UInt8(ascii: "{") else {
            let typeName = try skipNonObject()
            let what = context == .feature ? "a feature" : context == .geometry ? "a geometry" : "a GeoJSON object"
            report(
                .error, GeoJSONRule.notObject, "expected \(what) (a JSON object), found \(typeName)", at: start)
            return (context == .geometry ? .invalidGeometry : .none, start..<scanner.index)
        }
        let parsed = try parseObject(context: context)
        return (parsed, start..<scanner.index)
    }

    /// Steps over a value that is not an object, checking its syntax but building nothing, and returns its
    /// JSON type name: a 100 MB array of numbers where a GeoJSON object should be costs no memory (issue 23).
    /// An array that may hold objects asks for the walk that finds repeated member names, which building
    /// its objects would have noticed.
    private mutating func skipNonObject() throws(JSONSyntaxError) -> String {
        let start = scanner.index
        try scanner.skipValue()
        let first = scanner.bytes[start]
        if first == UInt8(ascii: "["), scanner.checksMemberNames,
            scanner.bytes[start..<scanner.index].contains(UInt8(ascii: "{"))
        {
            scanner.noteRepeatedMemberName()
        }
        switch first {
        case UInt8(ascii: "["): return "array"
        case UInt8(ascii: "\""): return "string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "boolean"
        case UInt8(ascii: "n"): return "null"
        default: return "number"
        }
    }

    // MARK: Objects

    /// The members parsed specially because of their name. A set of them is a bit mask, not a set of
    /// names: restoring runs for every feature and geometry, and must not allocate.
    private struct SpecialKinds: OptionSet {
        let rawValue: UInt8
        init(rawValue: UInt8) { self.rawValue = rawValue }
        static let type = SpecialKinds(rawValue: 1 << 0)
        static let coordinates = SpecialKinds(rawValue: 1 << 1)
        static let geometries = SpecialKinds(rawValue: 1 << 2)
        static let geometry = SpecialKinds(rawValue: 1 << 3)
        static let properties = SpecialKinds(rawValue: 1 << 4)
        static let features = SpecialKinds(rawValue: 1 << 5)
        /// A valid `id` of an object at the root, which may turn out not to be a Feature.
        static let id = SpecialKinds(rawValue: 1 << 6)
        /// Added to the kind of a member named like a special one that was kept as a foreign member as it
        /// was read, remembered for RFC 7946 §7.1 only (a set of kinds to restore never contains it).
        static let foreign = SpecialKinds(rawValue: 1 << 7)

        /// The member name of a single kind.
        var key: String {
            switch self {
            case .type: "type"
            case .coordinates: "coordinates"
            case .geometries: "geometries"
            case .geometry: "geometry"
            case .properties: "properties"
            case .features: "features"
            default: "id"
            }
        }

        /// The kind of a GeoJSON member name that RFC 7946 §7.1 ties to one type of object, if it is one.
        init?(tiedMember member: GeoJSONMemberName) {
            switch member {
            case .coordinates: self = .coordinates
            case .geometries: self = .geometries
            case .geometry: self = .geometry
            case .properties: self = .properties
            case .features: self = .features
            case .type, .bbox, .id, .other: return nil
            }
        }

        /// The members RFC 7946 §7.1 forbids in an object of `type`: "FeatureCollection and Feature objects,
        /// respectively, MUST NOT contain a "coordinates" or "geometries" member", "FeatureCollection and
        /// Geometry objects, respectively, MUST NOT contain a "geometry" or "properties" member", "Feature
        /// and Geometry objects, respectively, MUST NOT contain a "features" member".
        static func forbidden(in type: GeoJSONType) -> SpecialKinds {
            switch type {
            case .featureCollection: [.coordinates, .geometries, .geometry, .properties]
            case .feature: [.coordinates, .geometries, .features]
            default: [.geometry, .properties, .features]
            }
        }

        /// What the member defines, for messages.
        var defines: String {
            switch self {
            case .coordinates, .geometries: "a Geometry"
            case .geometry, .properties: "a Feature"
            default: "a FeatureCollection"
            }
        }
    }

    /// A member parsed specially because of its name, remembered in case the type does not want it; or
    /// (kind with ``SpecialKinds/foreign``) a member named like one that was kept as a foreign member as
    /// it was read, remembered for RFC 7946 §7.1.
    private struct SpecialMember {
        var kind: SpecialKinds
        /// The offset of the value.
        var offset: Int
        var foreignIndex: Int
    }

    // Which GeoJSON members an object reads as such, given where it is and the type read so far (`nil`
    // before its `type`, or when that is not a known type); the others are foreign members. One place
    // for the parse and for the plans that skip repeated members.

    @inline(__always)
    static func readsGeometryMembers(_ context: ObjectContext, _ type: GeoJSONType?) -> Bool {
        context != .feature && (type == nil || type?.isGeometry == true)
    }

    /// In `features` every object is read as a feature, whatever its `type` says.
    @inline(__always)
    static func readsFeatureMembers(_ context: ObjectContext, _ type: GeoJSONType?) -> Bool {
        context == .feature || (context != .geometry && (type == nil || type == .feature))
    }

    @inline(__always)
    static func readsCollectionMembers(_ context: ObjectContext, _ type: GeoJSONType?) -> Bool {
        context == .root && (type == nil || type == .featureCollection)
    }

    /// `id` belongs to a Feature: in `features` it is always read (the object is read as a feature whatever
    /// its `type` says, as its `geometry` and `properties` are); at the root it is read until a `type` says
    /// otherwise (and put back among the foreign members if the object turns out not to be one).
    @inline(__always)
    static func readsIdentifier(_ context: ObjectContext, _ type: GeoJSONType?) -> Bool {
        switch context {
        case .feature: true
        case .root: type == nil || type == .feature
        case .geometry: false
        }
    }

    /// Whether `member` is read as that GeoJSON member (whatever its value), not kept as a foreign member.
    static func reads(_ member: GeoJSONMemberName, _ context: ObjectContext, _ type: GeoJSONType?) -> Bool {
        switch member {
        case .type, .bbox: true
        case .coordinates, .geometries: readsGeometryMembers(context, type)
        case .geometry, .properties: readsFeatureMembers(context, type)
        case .features: readsCollectionMembers(context, type)
        case .id: readsIdentifier(context, type)
        case .other: false
        }
    }

    /// Parses an object at `{` as a feature collection, feature or geometry.
    mutating func parseObject(context: ObjectContext) throws(JSONSyntaxError) -> ParsedObject {
        // Two specialisations: the first pass has no plans and carries none of their code.
        memberPlans.isEmpty
            ? try parseObject(context: context, reading: FirstPass.self)
            : try parseObject(context: context, reading: PlannedPass.self)
    }

    /// What the members of the object being parsed said so far: the state the steps of
    /// ``parseObject(context:reading:)`` share, turned into a feature collection, feature or geometry
    /// when the object ends.
    private struct ObjectMembers {
        /// The offset of the object's `{`.
        let start: Int
        /// The offset after its `}`, once it ended.
        var end = 0
        /// The number of pending findings before the object, so that a feature's own get its ID.
        let pendingStart: Int
        /// The object's first entry on the stack of specially parsed members.
        let specialsBase: Int
        var typeName: String?
        /// The type the last `type` member names (`nil` when it is not a string or not a known name).
        var typeKind: GeoJSONType?
        var typeOffset: Int
        var hasTypeMember = false
        var id: FeatureIdentifier?
        var bbox: BoundingBox?
        var bboxOffset: Int
        var coordinates: CoordinateScan?
        var coordinatesOffset: Int
        var geometries: [Geometry]?
        var geometriesValid = true
        var geometry: Geometry?
        var geometryPresent = false
        var rawGeometry: JSONValue?
        var properties: JSONValue?
        var propertiesOffset: Int
        /// With ``defersProperties``: where the `properties` object stepped over ends, after its `}`.
        var propertiesEnd = 0
        var features: [Feature<JSONObject?>]?
        var foreign = JSONObject()
        /// Whether `foreign` was given `sharedFeatureForeignMembers`' storage; it still is while it holds one member.
        var foreignIsShared = false
        /// Whether this object repeats a GeoJSON member (second pass): then the plan for it (`memberPlans[start]`)
        /// says which occurrences to read, and its type.
        var planned = false
        /// The type read so far, which decides which members are read as GeoJSON members.
        var seenType: GeoJSONType?
        /// The kinds among this object's specially parsed members, so that `restore` can return at once
        /// when the type wants them all (a feature's `geometry` and `properties`, a geometry's `coordinates`).
        var specialKinds: SpecialKinds = []
        /// GeoJSON member names read more than once (`GeoJSONMemberName` bits) in the high byte; in the low
        /// byte those kept as foreign members as they were read (of the wrong JSON type, or not read by
        /// this type). Touched only on those rare paths and by a repeat: a first occurrence of a member this
        /// object reads is told from a repeat by the state its step sets anyway (`hasTypeMember`,
        /// `geometryPresent`, `properties`, …), so that the common case costs one test per such member.
        /// Repeated foreign names are looked for when the object ends.
        var rareMembers: UInt16 = 0

        init(start: Int, pendingStart: Int, specialsBase: Int) {
            self.start = start
            self.pendingStart = pendingStart
            self.specialsBase = specialsBase
            typeOffset = start
            bboxOffset = start
            coordinatesOffset = start
            propertiesOffset = start
        }

        /// Notes a repeat of `member`, which this object reads: read before (`readBefore`), or kept as a
        /// foreign member before.
        @inline(__always)
        mutating func noteOccurrence(of member: GeoJSONMemberName, readBefore: Bool) {
            if readBefore || rareMembers & UInt16(member.rawValue) != 0 { rareMembers |= UInt16(member.rawValue) &<< 8 }
        }
    }

    /// Parses an object at `{` as a feature collection, feature or geometry, following the object's
    /// ``MemberPlan`` when `Pass` uses them and it has one.
    private mutating func parseObject<Pass: ObjectPass>(
        context: ObjectContext, reading _: Pass.Type
    ) throws(JSONSyntaxError) -> ParsedObject {
        let start = scanner.index
        scanner.index += 1
        try scanner.enterContainer()
        var object = ObjectMembers(start: start, pendingStart: pending.count, specialsBase: specialMembers.count)
        defer { specialMembers.removeLast(specialMembers.count - object.specialsBase) }
        if Pass.usesPlans, let plan = memberPlans[start] {
            object.planned = true
            object.seenType = plan.type
        }
        if try !scanner.objectIsEmpty() {
            repeat {
                try parseMember(of: &object, context: context, reading: Pass.self)
            } while try scanner.objectContinues()
        }
        scanner.depth -= 1
        object.end = scanner.index
        noteRepeatedNames(of: object, context: context)

        guard let (kind, keepTypeAsForeign) = resolveType(of: object, context: context) else { return .invalidGeometry }
        // RFC 7946 §7.1 applies to an object of the type it declares (not to one read as a Feature in
        // `features` whatever it says, nor to one whose type was guessed); `restore` reports it, as the
        // members it forbids are among those the type does not want.
        let declared = object.typeKind == kind ? object.typeKind : nil
        switch kind {
        case .featureCollection:
            return finishFeatureCollection(&object, declared: declared, keepTypeAsForeign: keepTypeAsForeign)
        case .feature:
            return finishFeature(&object, declared: declared, keepTypeAsForeign: keepTypeAsForeign)
        case .geometryCollection:
            return finishGeometryCollection(&object, declared: declared, context: context)
        case let type? where type.isGeometry:
            return finishGeometry(type, &object, declared: declared)
        default:
            return context == .geometry ? .invalidGeometry : .none
        }
    }

    /// Parses one member of an object, from its name to the end of its value: skipped when a plan ignores
    /// this occurrence, read by its step when the object reads it as a GeoJSON member, kept as a foreign
    /// member otherwise.
    @inline(__always)
    private mutating func parseMember<Pass: ObjectPass>(
        of object: inout ObjectMembers, context: ObjectContext,
        reading _: Pass.Type
    ) throws(JSONSyntaxError) {
        let name = try scanner.memberName()
        let member = GeoJSONMemberName(token: name, in: scanner.bytes)
        scanner.pathStack.append(.key(name.range, escaped: name.hasEscapes))
        _ = scanner.peek()
        let valueOffset = scanner.index
        let next = scanner.index < scanner.bytes.count ? scanner.bytes[scanner.index] : 0
        let allowsGeometryMembers = Self.readsGeometryMembers(context, object.seenType)
        let allowsFeatureMembers = Self.readsFeatureMembers(context, object.seenType)
        if Pass.usesPlans, object.planned, member != .other,
            ignores(member, at: name.range.lowerBound &- 1, inObjectAt: object.start, context, object.seenType)
        {
            // An earlier occurrence of a GeoJSON member this object repeats: only the last one is read.
            try scanner.skipValue()
        } else if member == .type {
            try readType(of: &object, at: valueOffset, startingWith: next)
        } else if member == .coordinates && allowsGeometryMembers {
            try readCoordinates(of: &object, at: valueOffset)
        } else if member == .geometries && allowsGeometryMembers && next == UInt8(ascii: "[") {
            try readGeometries(of: &object, at: valueOffset)
        } else if member == .geometry && allowsFeatureMembers {
            try readGeometry(of: &object, at: valueOffset, startingWith: next)
        } else if member == .properties && allowsFeatureMembers {
            try readProperties(of: &object, at: valueOffset, startingWith: next)
        } else if member == .features && next == UInt8(ascii: "[")
            && Self.readsCollectionMembers(context, object.seenType)
        {
            object.noteOccurrence(of: member, readBefore: object.features != nil)
            rememberSpecial(.features, at: valueOffset, of: &object)
            // Only a root object reads `features` (`readsCollectionMembers`).
            if !keepsValues || featureReceiver != nil {
                featuresChecked = (collectionBoundingBox ?? object.bbox, false)
            }
            object.features = try parseFeatureList(handingOver: featureReceiver != nil)
        } else if member == .bbox {
            try readBoundingBox(of: &object, at: valueOffset)
        } else if member == .id && Self.readsIdentifier(context, object.seenType) {
            try readIdentifier(of: &object, at: valueOffset, context: context)
        } else {
            try readForeignMember(named: name, member, of: &object, at: valueOffset, context: context)
        }
        scanner.pathStack.removeLast()
    }

    /// Remembers a member parsed specially because of its name (on the stack of special members), in
    /// case the object's type turns out not to want it.
    @inline(__always)
    private mutating func rememberSpecial(_ kind: SpecialKinds, at offset: Int, of object: inout ObjectMembers) {
        object.specialKinds.insert(kind)
        specialMembers.append(SpecialMember(kind: kind, offset: offset, foreignIndex: object.foreign.members.count))
    }

    /// Reads a `type` member, whose value (first byte `next`) should be a string naming a GeoJSON type.
    @inline(__always)
    private mutating func readType(
        of object: inout ObjectMembers, at valueOffset: Int, startingWith next: UInt8
    ) throws(JSONSyntaxError) {
        if object.hasTypeMember { object.rareMembers |= UInt16(GeoJSONMemberName.type.rawValue) &<< 8 }
        rememberSpecial(.type, at: valueOffset, of: &object)
        object.hasTypeMember = true
        object.typeOffset = valueOffset
        if next == UInt8(ascii: "\"") {
            // Matched on its bytes: a known name needs no `String` built and switched on.
            let token = try scanner.scanString()
            let type = GeoJSONType(token: token, in: scanner.bytes)
            object.typeName = type?.rawValue ?? JSONScanner.decodeString(token, in: scanner.bytes)
            object.typeKind = type
            object.seenType = type
        } else {
            let value = try scanner.parseValue()
            object.typeName = nil
            object.typeKind = nil
            report(
                .error, GeoJSONRule.invalidMember, "'type' must be a string, found \(value.typeName)", at: valueOffset)
        }
    }

    /// Reads a `coordinates` member straight into a coordinate scan (the scratch one, whose arrays keep
    /// their capacity).
    @inline(__always)
    private mutating func readCoordinates(of object: inout ObjectMembers, at valueOffset: Int) throws(JSONSyntaxError) {
        object.noteOccurrence(of: .coordinates, readBefore: object.coordinates != nil)
        rememberSpecial(.coordinates, at: valueOffset, of: &object)
        object.coordinatesOffset = valueOffset
        // Filled in place and moved into the optional: a scan returned from a function was
        // copied (retaining its nine arrays) and the original destroyed.
        var scan = coordinateScratch.take() ?? CoordinateScan()
        try scanCoordinates(into: &scan)
        object.coordinates = consume scan
    }

    /// Reads a `geometries` array at `[`, each element as a geometry; one that is not makes the
    /// collection invalid.
    private mutating func readGeometries(of object: inout ObjectMembers, at valueOffset: Int) throws(JSONSyntaxError) {
        object.noteOccurrence(of: .geometries, readBefore: object.geometries != nil)
        rememberSpecial(.geometries, at: valueOffset, of: &object)
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
                if case .geometry(let member) = parsed { list.append(member) } else { object.geometriesValid = false }
            } while try scanner.arrayContinues()
            scanner.pathStack.removeLast()
        }
        scanner.depth -= 1
        object.geometries = list
    }

    /// Reads a feature's `geometry` member (value's first byte `next`): `null`, a geometry, or anything
    /// else kept as JSON in `rawGeometry`.
    @inline(__always)
    private mutating func readGeometry(
        of object: inout ObjectMembers, at valueOffset: Int, startingWith next: UInt8
    ) throws(JSONSyntaxError) {
        object.noteOccurrence(of: .geometry, readBefore: object.geometryPresent)
        rememberSpecial(.geometry, at: valueOffset, of: &object)
        object.geometryPresent = true
        // A repeated `geometry` member replaces the earlier one entirely (the last one wins).
        object.geometry = nil
        object.rawGeometry = nil
        if next == UInt8(ascii: "n") {
            try scanner.literal("null")
        } else {
            let (parsed, range) = try parseAny(context: .geometry)
            if case .geometry(let member) = parsed {
                object.geometry = member
            } else {
                object.rawGeometry = rereadValue(at: range.lowerBound)
            }
        }
    }

    /// Reads a feature's `properties` member (value's first byte `next`); an object's values are shared
    /// with equal ones of earlier features.
    @inline(__always)
    private mutating func readProperties(
        of object: inout ObjectMembers, at valueOffset: Int, startingWith next: UInt8
    ) throws(JSONSyntaxError) {
        object.noteOccurrence(of: .properties, readBefore: object.properties != nil)
        rememberSpecial(.properties, at: valueOffset, of: &object)
        object.propertiesOffset = valueOffset
        if next == UInt8(ascii: "{") && keepsValues && defersProperties {
            // Checked as parsing checks it (syntax, depth, repeated names), and not built.
            try scanner.skipObjectSettlingNames()
            object.properties = .object(JSONObject())
            object.propertiesEnd = scanner.index
        } else if next == UInt8(ascii: "{") && keepsValues {
            object.properties = .object(try scanner.parseObject(sharing: &sharedValues, selecting: propertySelection))
        } else {
            object.properties = try readPlainValue()
        }
    }

    /// Reads a `bbox` member; a value that is no valid bounding box (diagnosed) is kept as a foreign member.
    @inline(__always)
    private mutating func readBoundingBox(of object: inout ObjectMembers, at valueOffset: Int) throws(JSONSyntaxError) {
        if object.bboxOffset != object.start { object.rareMembers |= UInt16(GeoJSONMemberName.bbox.rawValue) &<< 8 }
        let value = keepsValues ? try scanner.parseValue() : try readBoundingBoxValue()
        object.bboxOffset = valueOffset
        if let box = boundingBox(from: value, at: valueOffset) {
            object.bbox = box
        } else {
            object.foreign.append(key: "bbox", value: value)
        }
    }

    /// Reads an `id` member: a string or number becomes the feature's ID, anything else (diagnosed) a
    /// foreign member. At the root it is remembered, to be put back if the object is no Feature after all.
    @inline(__always)
    private mutating func readIdentifier(
        of object: inout ObjectMembers, at valueOffset: Int, context: ObjectContext
    ) throws(JSONSyntaxError) {
        object.noteOccurrence(of: .id, readBefore: object.id != nil)
        // An array or object is no ID: without `keepsValues` only its type is kept.
        let next = scanner.peek()
        let value =
            next == UInt8(ascii: "[") || next == UInt8(ascii: "{") ? try readPlainValue() : try scanner.parseValue()
        if context == .root, value.isIdentifier {
            // Put back among the foreign members if the object is no Feature after all.
            rememberSpecial(.id, at: valueOffset, of: &object)
        }
        switch consume value {
        case .string(let text): object.id = .string(text)
        case .number(let number): object.id = .number(number)
        case let other:
            report(
                .error, GeoJSONRule.invalidMember, "'id' must be a string or a number, found \(other.typeName)",
                at: valueOffset)
            object.rareMembers |= UInt16(GeoJSONMemberName.id.rawValue)
            object.foreign.append(key: "id", value: other)
        }
    }

    /// Reads a member the object does not read as a GeoJSON member into its foreign members (a feature's
    /// one usual foreign member takes the storage the previous feature's has).
    @inline(__always)
    private mutating func readForeignMember(
        named name: StringToken, _ member: GeoJSONMemberName, of object: inout ObjectMembers,
        at valueOffset: Int, context: ObjectContext
    ) throws(JSONSyntaxError) {
        let key = JSONScanner.decodeString(name, in: scanner.bytes)
        if member != .other {
            rememberForeign(
                member, at: valueOffset, foreignIndex: object.foreign.members.count, identified: object.id != nil,
                rareMembers: &object.rareMembers, specialKinds: &object.specialKinds)
        }
        let value = try readPlainValue()
        if context == .feature, object.foreign.isEmpty, sharedFeatureForeignMembers.members.count == 1,
            SharedPropertyValues.isIdentical(sharedFeatureForeignMembers.members[0], key: key, value: value)
        {
            // The one foreign member every feature of the file has (`"feature_type": "unit"`):
            // take the shared storage now rather than allocate a member array, only to drop
            // it for the shared one when the feature ends. A further member copies it first.
            object.foreign = sharedFeatureForeignMembers
            object.foreignIsShared = true
        } else {
            object.foreign.append(key: key, value: value)
        }
    }

    /// After an ended object: notes its repeated member names, GeoJSON ones (noticed by its steps) and
    /// foreign ones (compared here).
    @inline(__always)
    private mutating func noteRepeatedNames(of object: borrowing ObjectMembers, context: ObjectContext) {
        if object.rareMembers > 0xFF {
            noteRepeatedMembers(
                UInt8(truncatingIfNeeded: object.rareMembers &>> 8), context: context, type: object.seenType,
                planned: object.planned)
        }
        if object.foreign.members.count > 1 && scanner.checksMemberNames
            && MemberNameFilter.hasRepeats(object.foreign.members)
        {
            scanner.noteRepeatedMemberName()
        }
    }

    /// What an ended object is: the type it declares, or in `features` a Feature whatever it says, or at
    /// the root one guessed from its members (the problems reported); and whether its `type` member goes
    /// back among the foreign members. `nil` for an object in a geometry's place that declares another type.
    @inline(__always)
    private mutating func resolveType(
        of object: borrowing ObjectMembers,
        context: ObjectContext
    ) -> (kind: GeoJSONType?, keepTypeAsForeign: Bool)? {
        var kind = object.typeKind
        if !object.hasTypeMember {
            report(.error, GeoJSONRule.missingType, "missing member 'type'", at: object.start)
        } else if let typeName = object.typeName, kind == nil {
            report(.error, GeoJSONRule.unknownType, "unknown GeoJSON type '\(typeName)'", at: object.typeOffset)
        }
        var keepTypeAsForeign = kind == nil
        switch context {
        case .feature:
            if let found = kind, found != .feature {
                report(
                    .error, GeoJSONRule.unexpectedType,
                    "expected type 'Feature' in 'features', found '\(found.rawValue)'",
                    at: object.typeOffset)
                keepTypeAsForeign = true
            }
            kind = .feature
        case .geometry:
            if let found = kind, !found.isGeometry {
                report(
                    .error, GeoJSONRule.unexpectedType, "expected a geometry type, found '\(found.rawValue)'",
                    at: object.typeOffset)
                return nil
            }
        case .root:
            if kind == nil {
                if object.features != nil {
                    kind = .featureCollection
                } else if object.geometryPresent || object.properties != nil {
                    kind = .feature
                }
            }
        }
        return (kind, keepTypeAsForeign)
    }

    /// Puts the specially parsed members among `kinds` (those the object's type does not want) back among
    /// its foreign members, and reports those RFC 7946 §7.1 forbids in a `declared` type. Returns at once
    /// when the object has none of them, the usual case.
    @inline(__always)
    private mutating func restore(_ kinds: SpecialKinds, of object: inout ObjectMembers, declared: GeoJSONType?) {
        guard !object.specialKinds.isDisjoint(with: kinds) else { return }
        restoreMembers(kinds, of: &object, declared: declared)
    }

    /// ``restore(_:of:declared:)`` when there is something to put back: each member at its place in the
    /// source, in one pass (each insertion index counts only the members before it that were foreign while
    /// parsing). Also reports the members RFC 7946 §7.1 forbids (all among `kinds`, whether parsed
    /// specially or kept as foreign members as they were read). Out of line: rare.
    @inline(never)
    private mutating func restoreMembers(_ kinds: SpecialKinds, of object: inout ObjectMembers, declared: GeoJSONType?)
    {
        if let declared {
            reportMembersChangingSemantics(of: declared, among: object.specialKinds, since: object.specialsBase)
        }
        for member in specialMembers[object.specialsBase...].reversed() where kinds.contains(member.kind) {
            if let value = rereadValue(at: member.offset) {
                object.foreign.members.insert(
                    JSONObject.Member(key: member.kind.key, value: value), at: member.foreignIndex)
            }
        }
    }

    /// The ended object as a FeatureCollection: its features (`features` missing or not an array
    /// reported), checked against its `bbox`.
    private mutating func finishFeatureCollection(
        _ object: inout ObjectMembers, declared: GeoJSONType?,
        keepTypeAsForeign: Bool
    ) -> ParsedObject {
        restore(
            keepTypeAsForeign
                ? [.coordinates, .geometries, .geometry, .properties, .id, .type]
                : [.coordinates, .geometries, .geometry, .properties, .id], of: &object, declared: declared)
        if object.features == nil {
            if let value = object.foreign["features"] {
                report(
                    .error, GeoJSONRule.invalidMember, "'features' must be an array, found \(value.typeName)",
                    at: object.start)
            } else {
                report(.error, GeoJSONRule.missingMember, "missing member 'features'", at: object.start)
            }
        }
        let list = object.features ?? []
        if let bbox = object.bbox {
            // Without `keepsValues`, or handed over, the features were checked as they were read, against the
            // box known then; a different box (one after `features`) is checked by a second pass (`GeoJSONDecoder`).
            let excludesSome =
                (keepsValues && featureReceiver == nil) || object.features == nil
                ? list.contains { Self.geometry(of: $0, liesOutside: bbox) }
                : featuresChecked.box == bbox && featuresChecked.outside
            if excludesSome {
                report(
                    .warning, GeoJSONRule.boundingBoxExcludesGeometry,
                    "'bbox' does not contain the geometry of every feature",
                    at: object.bboxOffset)
            }
        }
        return .featureCollection(
            FeatureCollection(
                features: list, bbox: object.bbox, foreignMembers: object.foreign,
                sourceRange: object.start..<object.end))
    }

    /// Whether `feature` has a geometry that `box` does not hold (RFC 7946 §5).
    static func geometry(of feature: Feature<JSONObject?>, liesOutside box: BoundingBox) -> Bool {
        guard let geometry = feature.geometry else { return false }
        return !box.contains(xy: geometry.allXY)
    }

    /// The ended object as a Feature: missing or invalid members reported, its findings given its ID,
    /// its foreign members sharing the previous feature's storage when byte-identical.
    @inline(__always)
    private mutating func finishFeature(
        _ object: inout ObjectMembers, declared: GeoJSONType?, keepTypeAsForeign: Bool
    ) -> ParsedObject {
        var unwanted: SpecialKinds = [.coordinates, .geometries, .features]
        if keepTypeAsForeign { unwanted.insert(.type) }
        if !object.geometryPresent {
            report(.error, GeoJSONRule.missingMember, "missing member 'geometry'", at: object.start)
        }
        var propertyObject: JSONObject?
        switch object.properties.take() {
        case .object(let properties):
            propertyObject = properties
            if defersProperties {
                deferredProperties.append((object.start, object.propertiesOffset..<object.propertiesEnd))
            }
        case .null: propertyObject = nil
        case nil: report(.error, GeoJSONRule.missingMember, "missing member 'properties'", at: object.start)
        case let other?:
            report(
                .error, GeoJSONRule.invalidMember, "'properties' must be an object or null, found \(other.typeName)",
                at: object.propertiesOffset)
            unwanted.insert(.properties)
        }
        restore(unwanted, of: &object, declared: declared)
        if let bbox = object.bbox, let geometry = object.geometry, !bbox.contains(xy: geometry.allXY) {
            report(
                .warning, GeoJSONRule.boundingBoxExcludesGeometry, "'bbox' does not contain the feature's geometry",
                at: object.bboxOffset)
        }
        if let id = object.id, object.pendingStart < pending.count {
            let text = id.description
            for index in object.pendingStart..<pending.count where pending[index].featureID == nil {
                pending[index].featureID = text
            }
        }
        if object.foreignIsShared && object.foreign.members.count == 1 {
            // Still the shared storage: assigning it again would only retain and release it.
        } else if !object.foreign.isEmpty {
            // Byte-identical, not `==`: String equality is canonical equivalence.
            if SharedPropertyValues.isIdentical(object.foreign, sharedFeatureForeignMembers) {
                object.foreign = sharedFeatureForeignMembers
            } else {
                sharedFeatureForeignMembers = object.foreign
            }
        }
        // The parts are moved into the feature, not copied: a copy retains every reference they hold.
        var foreignMembers = JSONObject()
        swap(&foreignMembers, &object.foreign)
        return .feature(
            Feature(
                id: object.id.take(), geometry: object.geometry.take(), properties: consume propertyObject,
                bbox: object.bbox, foreignMembers: consume foreignMembers, rawGeometry: object.rawGeometry.take(),
                sourceRange: object.start..<object.end))
    }

    /// The ended object as a GeometryCollection, or `.invalidGeometry` when its `geometries` are missing
    /// (reported; `.none` at the root) or one of them is not a geometry.
    private mutating func finishGeometryCollection(
        _ object: inout ObjectMembers, declared: GeoJSONType?,
        context: ObjectContext
    ) -> ParsedObject {
        restore([.coordinates, .geometry, .properties, .features, .id], of: &object, declared: declared)
        guard let geometries = object.geometries else {
            if let value = object.foreign["geometries"] {
                report(
                    .error, GeoJSONRule.invalidMember, "'geometries' must be an array, found \(value.typeName)",
                    at: object.start)
            } else {
                report(.error, GeoJSONRule.missingMember, "missing member 'geometries'", at: object.start)
            }
            return context == .root ? .none : .invalidGeometry
        }
        guard object.geometriesValid else { return .invalidGeometry }
        let collection = GeometryCollection(geometries, bbox: object.bbox, foreignMembers: object.foreign)
        if let bbox = object.bbox, !bbox.contains(xy: Geometry.geometryCollection(collection).allXY) {
            report(
                .warning, GeoJSONRule.boundingBoxExcludesGeometry, "'bbox' does not contain the geometry",
                at: object.bboxOffset)
        }
        return .geometry(.geometryCollection(collection))
    }

    /// The ended object as a geometry of `type` built from its coordinate scan (whose arrays go back to
    /// the scratch), or `.invalidGeometry` when it has no `coordinates` or they do not fit the type.
    @inline(__always)
    private mutating func finishGeometry(
        _ type: GeoJSONType, _ object: inout ObjectMembers, declared: GeoJSONType?
    ) -> ParsedObject {
        restore([.geometries, .geometry, .properties, .features, .id], of: &object, declared: declared)
        // Taken, not copied: `scan` is then the only reference to its arrays, which go back to the scratch.
        guard var scan = object.coordinates.take() else {
            report(.error, GeoJSONRule.missingMember, "missing member 'coordinates'", at: object.start)
            return .invalidGeometry
        }
        let geometry = buildGeometry(
            type, from: &scan, at: object.coordinatesOffset, bbox: object.bbox, foreignMembers: object.foreign)
        coordinateScratch = consume scan
        guard let built = geometry else {
            return .invalidGeometry
        }
        if let bbox = object.bbox, !bbox.contains(xy: built.allXY) {
            report(
                .warning, GeoJSONRule.boundingBoxExcludesGeometry, "'bbox' does not contain the geometry",
                at: object.bboxOffset)
        }
        return .geometry(built)
    }

    /// A member named like a GeoJSON member that the object being parsed keeps as a foreign member as it is
    /// read (one its type does not read, or of the wrong JSON type): a repeat if read before, specially (its
    /// kind is among `specialKinds`; `identified` for a valid `id`) or not (`rareMembers`, see
    /// ``ObjectMembers``); remembered among the special members for RFC 7946 §7.1, which is decided when the
    /// type is known. Out of line: rare, and kept out of the parse loop's code.
    @inline(never)
    private mutating func rememberForeign(
        _ member: GeoJSONMemberName, at valueOffset: Int, foreignIndex: Int, identified: Bool,
        rareMembers: inout UInt16, specialKinds: inout SpecialKinds
    ) {
        let bit = UInt16(member.rawValue)
        let kind = SpecialKinds(tiedMember: member)
        if rareMembers & bit != 0 || (member == .id && identified) || kind.map({ specialKinds.contains($0) }) == true {
            rareMembers |= bit &<< 8
        }
        rareMembers |= bit
        if let kind {
            specialKinds.insert(kind.union(.foreign))
            specialMembers.append(
                SpecialMember(kind: kind.union(.foreign), offset: valueOffset, foreignIndex: foreignIndex))
        }
    }

    /// Reports each member of the object being parsed (its entries from `specialsBase` on the stack of
    /// specially parsed members, whose kinds are `present`) that RFC 7946 §7.1 forbids in an object of
    /// type `declared`.
    @inline(never)
    private mutating func reportMembersChangingSemantics(
        of declared: GeoJSONType, among present: SpecialKinds, since specialsBase: Int
    ) {
        let forbidden = SpecialKinds.forbidden(in: declared)
        guard !present.isDisjoint(with: forbidden) else { return }
        for member in specialMembers[specialsBase...] {
            let kind = member.kind.subtracting(.foreign)
            guard forbidden.contains(kind) else { continue }
            report(
                .error, GeoJSONRule.memberChangesSemantics,
                "a \(declared.rawValue) must not have a '\(kind.key)' member (RFC 7946 §7.1): '\(kind.key)' defines "
                    + "\(kind.defines), so here it would change GeoJSON semantics; it is kept as a foreign member",
                at: nameOffset(beforeValueAt: member.offset), path: path(.key(kind.key)))
        }
    }

    /// Whether the member named `member` whose name is at `nameOffset`, in the object at `start` that has a
    /// plan, is an earlier occurrence of a GeoJSON member the object reads, which the plan ignores.
    @inline(never)
    private mutating func ignores(
        _ member: GeoJSONMemberName, at nameOffset: Int, inObjectAt start: Int,
        _ context: ObjectContext, _ type: GeoJSONType?
    ) -> Bool {
        guard let plan = memberPlans[start], plan.lastOffset(of: member) != nameOffset,
            Self.reads(member, context, type)
        else {
            return false
        }
        ignoredMemberOffsets.insert(nameOffset)
        return true
    }

    /// After an object that read a GeoJSON member name more than once: the document's repeats are to be
    /// found (`MemberNameWalk`), and if one of them is a member this object reads as such (by its name,
    /// for the type it ended with), the document is to be read again with a plan (``memberPlans``) so
    /// that only its last occurrence counts. Not when the object was read with a plan already.
    @inline(never)
    private mutating func noteRepeatedMembers(
        _ repeated: UInt8, context: ObjectContext, type: GeoJSONType?, planned: Bool
    ) {
        scanner.noteRepeatedMemberName()
        guard !planned else { return }
        for member in GeoJSONMemberName.members
        where repeated & member.rawValue != 0 && Self.reads(member, context, type) {
            needsMemberPlans = true
        }
    }

    /// The offset of the opening quote of the name before the member value at `offset` (`offset` itself if
    /// the bytes before it are not `"name":`). Scans back: a quote inside a name is escaped, and escaped
    /// exactly when an odd number of backslashes precedes it. For findings only, so that the parse need
    /// not keep the offset of every name.
    func nameOffset(beforeValueAt offset: Int) -> Int {
        let bytes = scanner.bytes
        var index = offset - 1
        while index >= 0 && JSONScanner.isWhitespace(bytes[index]) { index -= 1 }
        guard index >= 0, bytes[index] == UInt8(ascii: ":") else { return offset }
        index -= 1
        while index >= 0 && JSONScanner.isWhitespace(bytes[index]) { index -= 1 }
        guard index >= 0, bytes[index] == UInt8(ascii: "\"") else { return offset }
        index -= 1
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "\"") {
                var backslashes = 0
                while index - 1 - backslashes >= 0 && bytes[index - 1 - backslashes] == UInt8(ascii: "\\") {
                    backslashes += 1
                }
                if backslashes % 2 == 0 { return index }
            }
            index -= 1
        }
        return offset
    }

    /// A `bbox` value without ``keepsValues``: an array of at most six numbers is read (a box needs them);
    /// anything else is stepped over, checked as parsing would, and stood in for by an empty value of its
    /// type, which is no box either and gets the same finding.
    private mutating func readBoundingBoxValue() throws(JSONSyntaxError) -> JSONValue {
        let start = scanner.index
        guard scanner.peek() == UInt8(ascii: "[") else { return try skipPlainValue() }
        scanner.index += 1
        try scanner.enterContainer()
        var count = 0
        var numeric = true
        if try !scanner.arrayIsEmpty() {
            scanner.pathStack.append(.index(0))
            repeat {
                scanner.pathStack[scanner.pathStack.count - 1] = .index(count)
                if let byte = scanner.peek(), byte != UInt8(ascii: "-") && !(0x30...0x39).contains(byte) {
                    numeric = false
                }
                try scanner.skipValue()
                count += 1
            } while try scanner.arrayContinues()
            scanner.pathStack.removeLast()
        }
        scanner.depth -= 1
        guard numeric && count <= 6 else { return .array([]) }
        var copy = JSONScanner(bytes: scanner.bytes, start: start, maximumDepth: scanner.maximumDepth)
        return (try? copy.parseValue()) ?? .array([])
    }

    /// A bounding box from a `bbox` value, or `nil` (diagnosed) when it is not 4 or 6 numbers.
    mutating func boundingBox(from value: JSONValue, at offset: Int) -> BoundingBox? {
        guard case .array(let elements) = value else {
            report(
                .error, GeoJSONRule.invalidBoundingBox,
                "'bbox' must be an array of 4 or 6 numbers, found \(value.typeName)", at: offset)
            return nil
        }
        let numbers = elements.compactMap(\.doubleValue)
        guard numbers.count == elements.count, numbers.allSatisfy(\.isFinite), let box = BoundingBox(values: numbers)
        else {
            report(
                .error, GeoJSONRule.invalidBoundingBox, "'bbox' must be an array of 4 or 6 finite numbers", at: offset)
            return nil
        }
        if box.south > box.north {
            report(
                .error, GeoJSONRule.invalidBoundingBox, "'bbox' south \(box.south) is above north \(box.north)",
                at: offset)
            return nil
        }
        return box
    }
}

extension JSONValue {
    /// Whether this is a valid Feature `id`: a string or a number.
    fileprivate var isIdentifier: Bool {
        switch self {
        case .string, .number: true
        case .null, .bool, .array, .object: false
        }
    }
}
