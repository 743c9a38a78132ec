import GeoJSON

/// The one generic walk behind the property rules of group C: every property object of an archive (each
/// feature's `properties` in the sixteen spec files, and `manifest.json`) read against its table in
/// `IMDF.PropertyTable`, so that a rule is written once for all sixteen types and the manifest.
///
/// Two levels are offered: `forEachObject` gives each owner with its table and raw object (for rules
/// about keys: required, unknown), and `forEachValue` gives every non-null value at a typed position,
/// descending into arrays, DOOR, TEMPORALITY and FEATURE-REFERENCE members (for rules about values).
///
/// - Complexity: O(total size of the property values); no rule built on it compares features pairwise.
///
/// An owner is copied into every value visited, and every rule built on the walk visits every value, so
/// what they hold is kept cheap to copy: the file by one reference (`FileReference`), the feature by its index (its `id` is read only for a finding), and a value's path as
/// the steps below its property (none for a top-level value, so no array is allocated for it).
struct PropertyWalk {
    /// Who owns a property object: a feature of a spec file, or the manifest.
    struct Owner {
        /// The feature type, or nil for the manifest.
        var type: IMDF.FeatureType?
        /// The file, held once per walk.
        let fileReference: FileReference
        /// The feature's index in its file (unused for the manifest).
        var featureIndex: Int
        /// The file the object comes from.
        var file: IMDF.FileRecord { fileReference.record }
        /// The feature's `id` as written (a string or a number), when any; read from the file for a finding
        /// only, so that the many copies of an owner do not each hold it.
        var featureID: String? {
            guard type != nil, let collection = file.collection, collection.features.indices.contains(featureIndex)
            else { return nil }
            return collection.features[featureIndex].id?.description
        }

        /// The owner's property object as the walk read it: the feature's `properties` (or a foreign member
        /// so named), or the manifest.
        var properties: JSONValue? {
            guard type != nil else { return file.manifestJSON }
            guard let collection = file.collection, collection.features.indices.contains(featureIndex) else {
                return nil
            }
            return PropertyWalk.rawProperties(collection.features[featureIndex])
        }

        /// The owner's name for messages: `unit`, `manifest`.
        var name: String { type?.rawValue ?? "manifest" }

        /// The path from the feature (or manifest) root: `["properties", "level_id"]` for a feature.
        func fullPath(_ path: JSONPath) -> JSONPath {
            type == nil ? path : JSONPath([.key("properties")] + path.components)
        }
    }

    /// One non-null value at a typed position of a property table.
    ///
    /// It holds the property's key rather than its whole definition, and not the property object: a value is
    /// made for every property of every feature, and each reference it holds is retained and released
    /// (atomically) each time. Both are read again, by ``definition`` and ``object``, for the few rules that
    /// need them.
    struct Value {
        var owner: Owner
        /// The property (top-level key) the value belongs to.
        var key: String
        /// The type the value must have at this position (an element's type inside an array).
        var type: IMDF.ValueType
        var value: JSONValue
        /// The steps below the property: `[0]` for `accessibility[0]`, empty for the property's own value.
        var steps: [JSONPath.Component] = []

        /// The path relative to the property object: `["accessibility", 0]`.
        var path: JSONPath { JSONPath([.key(key)] + steps) }

        /// The property's definition in the owner's table.
        var definition: IMDF.PropertyDefinition? {
            let table = owner.type.map(IMDF.PropertyTable.properties(of:)) ?? IMDF.PropertyTable.manifest
            return table.first { $0.key == key }
        }

        /// The whole property object, for checks across keys (province against country).
        var object: JSONObject { owner.properties?.objectValue ?? JSONObject() }

        /// How messages name the position: `unit property 'accessibility[0]'`.
        var label: String { "\(owner.name) property '\(Self.text(of: path))'" }

        static func text(of path: JSONPath) -> String {
            var text = ""
            for component in path.components {
                switch component {
                case .key(let key): text += text.isEmpty ? key : ".\(key)"
                case .index(let index): text += "[\(index)]"
                }
            }
            return text
        }
    }

    let context: ValidationContext

    /// Calls `body` with every property object: the raw `properties` value of each feature of each
    /// readable spec file (nil when missing or null), then the manifest object when it is one.
    func forEachObject(_ body: (Owner, [IMDF.PropertyDefinition], JSONValue?) -> Void) {
        withoutActuallyEscaping(body) { body in
            var unused = ValidationReport.Builder()
            inspect(.objects { owner, table, raw, _ in body(owner, table, raw) }, into: &unused)
        }
    }

    /// A rule's judgement of one value, reported into the rule's builder.
    typealias ValueInspector = (Value, inout ValidationReport.Builder) -> Void
    /// A rule's judgement of one property object with its owner's table, reported into the rule's builder.
    typealias ObjectInspector = (Owner, [IMDF.PropertyDefinition], JSONValue?, inout ValidationReport.Builder) -> Void

    /// What one rule reads in a walk, and how it judges it, reporting into its own builder.
    enum Inspection {
        /// Every non-null value at a position inside the properties that can hold one `Reading` accepts, as
        /// `forEachValue(reading:)` gives them.
        case values(Reading, ValueInspector)
        /// Every property object with its owner's whole table, as `forEachObject` gives them; then `finish`,
        /// for a rule that reports what it gathered over the whole walk.
        case objects(ObjectInspector, finish: ((inout ValidationReport.Builder) -> Void)? = nil)
    }

    /// Walks the property objects for one inspection alone, reporting into `builder`.
    func inspect(_ inspection: Inspection, into builder: inout ValidationReport.Builder) {
        var builders = [builder]
        inspect([inspection], into: &builders)
        builder = builders[0]
    }

    /// Walks the property objects once for several rules, each reporting into `builders` at its own index.
    ///
    /// Each inspection is called with exactly what it would be given alone, in the same order: the walk asks,
    /// per property of a table, which of the value inspections read it (`reaches`), and visits that property's
    /// values once for all of them. Why: 15 property rules each walked every feature's properties; the walk
    /// itself (finding each property in its object, the values handed over, the descent into arrays and
    /// DOORs) cost several times what most of them do with a value (`imdf-bench validate`).
    func inspect(_ inspections: [Inspection], into builders: inout [ValidationReport.Builder]) {
        var objectInspections: [(index: Int, inspect: ObjectInspector)] = []
        var finishes: [(index: Int, finish: (inout ValidationReport.Builder) -> Void)] = []
        var valueInspections: [(index: Int, reading: Reading, inspect: ValueInspector)] = []
        for (index, inspection) in inspections.enumerated() {
            switch inspection {
            case .objects(let inspect, let finish):
                objectInspections.append((index, inspect))
                if let finish { finishes.append((index, finish)) }
            case .values(let reading, let inspect):
                valueInspections.append((index, reading, inspect))
            }
        }
        // For each property of a table, the value inspections that read it.
        func readers(of table: [IMDF.PropertyDefinition]) -> [[Int]] {
            table.map { definition in
                valueInspections.indices.filter { Self.reaches(definition.type, valueInspections[$0].reading) }
            }
        }
        var layout = MemberLayout()
        func visitObject(
            _ owner: Owner, _ table: [IMDF.PropertyDefinition], _ readers: [[Int]], _ raw: JSONValue?,
            readsValues: Bool
        ) {
            for (index, inspect) in objectInspections { inspect(owner, table, raw, &builders[index]) }
            guard readsValues, let object = raw?.objectValue else { return }
            let slots = layout.slots(of: object, for: table, owner: owner.type)
            for (position, definition) in table.enumerated() {
                let reading = readers[position]
                guard !reading.isEmpty, let slot = slots[position] else { continue }
                let value = object.members[slot].value
                guard !value.isNull else { continue }
                visit(Value(owner: owner, key: definition.key, type: definition.type, value: value)) { value in
                    for inspection in reading {
                        let (index, _, inspect) = valueInspections[inspection]
                        inspect(value, &builders[index])
                    }
                }
            }
        }
        for file in context.archive.files {
            guard case .features(let type) = file.role, let collection = file.collection else { continue }
            let table = IMDF.PropertyTable.properties(of: type)
            let tableReaders = readers(of: table)
            let readsValues = tableReaders.contains { !$0.isEmpty }
            guard readsValues || !objectInspections.isEmpty else { continue }
            let reference = FileReference(file)
            // Read in place: a copy of each feature would retain and release every reference it holds.
            collection.features.withUnsafeBufferPointer { features in
                for index in features.indices {
                    let owner = Owner(type: type, fileReference: reference, featureIndex: index)
                    visitObject(
                        owner, table, tableReaders, Self.rawProperties(features[index]), readsValues: readsValues)
                }
            }
        }
        let manifestTable = IMDF.PropertyTable.manifest
        if !manifestTable.isEmpty, let manifest = context.archive.manifestFile, let json = manifest.manifestJSON,
            json.objectValue != nil
        {
            let tableReaders = readers(of: manifestTable)
            visitObject(
                Owner(type: nil, fileReference: FileReference(manifest), featureIndex: 0), manifestTable,
                tableReaders, json, readsValues: tableReaders.contains { !$0.isEmpty })
        }
        for (index, finish) in finishes { finish(&builders[index]) }
    }

    /// The positions a rule acts on, so that the walk can leave out the properties that hold none.
    enum Reading {
        /// Every position.
        case every
        /// Positions of one type.
        case type(IMDF.ValueType)
        /// Positions that are a category or one of a list of strings.
        case enumerations
        /// Arrays that must not be empty.
        case nonEmptyArrays
        /// References to features (FEATURE-ID of any type).
        case references

        func accepts(_ type: IMDF.ValueType) -> Bool {
            switch (self, type) {
            case (.every, _), (.enumerations, .category), (.enumerations, .oneOf), (.nonEmptyArrays, .array(_, true)),
                (.references, .reference):
                true
            case (.type(let wanted), _): type == wanted
            default: false
            }
        }
    }

    /// Calls `body` with every non-null value at a typed position of every property object.
    ///
    /// - Parameter reading: The positions the caller acts on. Properties whose values cannot hold such a
    ///   position (itself, an array element, a member of a DOOR, TEMPORALITY or FEATURE-REFERENCE) are not
    ///   walked, nor are the features of a type that has none: a rule about `country` reads the addresses
    ///   only. `body` still sees every position inside a property that is walked, so it filters as before.
    func forEachValue(reading: Reading = .every, _ body: (Value) -> Void) {
        withoutActuallyEscaping(body) { body in
            var unused = ValidationReport.Builder()
            inspect(.values(reading) { value, _ in body(value) }, into: &unused)
        }
    }

    /// Where each property of a table is in a property object: the member `object[key]` reads (the last with
    /// that name), found once for the objects whose names are those of the object before, in order.
    ///
    /// Why: the features of a file list the same properties in the same order, and looking each property
    /// up by name compared it with the object's names one by one, for every property of every feature.
    /// Objects whose names are equal (`==`) in order give the same answer to every lookup by name, so the
    /// previous object's answer stands.
    struct MemberLayout {
        private var owner: IMDF.FeatureType??
        private var names: [String] = []
        private var slots: [Int?] = []

        mutating func slots(
            of object: JSONObject, for table: [IMDF.PropertyDefinition], owner type: IMDF.FeatureType?
        ) -> [Int?] {
            let members = object.members
            if owner == .some(type) && members.count == names.count
                && members.indices.allSatisfy({ members[$0].key == names[$0] })
            {
                return slots
            }
            owner = .some(type)
            names = members.map(\.key)
            slots = table.map { definition in members.lastIndex { $0.key == definition.key } }
            return slots
        }
    }

    /// Whether a value of `type` is, or holds, a position that `reading` accepts.
    private static func reaches(_ type: IMDF.ValueType, _ reading: Reading) -> Bool {
        if reading.accepts(type) { return true }
        if case .array(let element, _) = type { return reaches(element, reading) }
        return members(of: type).contains { reaches($0.type, reading) }
    }

    /// The typed members of an object-valued type (DOOR, TEMPORALITY, FEATURE-REFERENCE), in visiting order.
    ///
    /// Built once: `visit` asks this of every value, and a list made per call (its array and the boxes of its
    /// indirect `ValueType`s) was allocated and freed for every DOOR of every opening.
    private static func members(of type: IMDF.ValueType) -> [(key: String, type: IMDF.ValueType)] {
        switch type {
        case .door: doorMembers
        case .temporality: temporalityMembers
        case .featureReference: featureReferenceMembers
        default: []
        }
    }

    private static let doorMembers: [(key: String, type: IMDF.ValueType)] = [
        ("type", .category(.doorType)), ("material", .category(.doorMaterial)), ("automatic", .boolean),
    ]
    private static let temporalityMembers: [(key: String, type: IMDF.ValueType)] = [
        ("start", .dateTime), ("end", .dateTime), ("modified", .dateTime),
    ]
    private static let featureReferenceMembers: [(key: String, type: IMDF.ValueType)] = [
        ("id", .uuid), ("feature_type", .oneOf(IMDF.FeatureType.allCases.map(\.rawValue))),
    ]

    private func visit(_ value: Value, _ body: (Value) -> Void) {
        body(value)
        if case .array(let element, _) = value.type {
            guard let elements = value.value.arrayValue else { return }
            for (index, inner) in elements.enumerated() where !inner.isNull {
                var child = value
                child.type = element
                child.value = inner
                child.steps = value.steps + [.index(index)]
                visit(child, body)
            }
            return
        }
        for (key, type) in Self.members(of: value.type) {
            guard let inner = value.value[key], !inner.isNull else { continue }
            var child = value
            child.type = type
            child.value = inner
            child.steps = value.steps + [.key(key)]
            visit(child, body)
        }
    }

    /// The raw `properties` of a feature as written: an object, or the non-object value the GeoJSON layer
    /// kept among the foreign members, or nil when missing or null.
    static func rawProperties(_ feature: Feature<JSONObject?>) -> JSONValue? {
        if let object = feature.properties { return .object(object) }
        if let other = feature.foreignMembers["properties"], !other.isNull { return other }
        return nil
    }
}
