import GeoJSON

/// Reads an IMDF `properties` object (or a nested object such as DOOR) tolerantly, straight from its
/// parsed `JSONValue`.
///
/// Every accessor returns nil for a missing key or a JSON null, and also for a value it cannot read,
/// recording a `IMDF.PropertyFinding` for the latter. Which keys are required is not this type's
/// business: that lives in one place, `IMDF.PropertyTable`, which the validator applies to the raw JSON.
///
/// This is the only implementation of the tolerance rules. The archive uses it directly on each
/// feature's `JSONObject` (no `Decoder` machinery); the `Decodable` initialisers of the property types
/// build one from their decoder (`init(_ decoder:)`), so both paths give the same values and findings.
struct PropertyReader {
    private let object: JSONObject?
    private let recorder: IMDF.PropertyFindingRecorder?
    /// The path of the object read, from where decoding started (only used to report findings).
    private let basePath: [JSONPath.Component]

    /// A reader over a parsed value: an object, or null for "no properties"; anything else is recorded.
    ///
    /// - Parameters:
    ///   - value: The `properties` value (or a nested object's value).
    ///   - path: Where `value` is, relative to where decoding started.
    ///   - recorder: Where findings go; nil records nothing.
    init(_ value: JSONValue, path: [JSONPath.Component] = [], recorder: IMDF.PropertyFindingRecorder?) {
        self.recorder = recorder
        basePath = path
        switch value {
        case .object(let object):
            self.object = object
        case .null:
            object = nil
        default:
            object = nil
            record(.wrongType(expected: "object"), path: path, message: "expected an object")
        }
    }

    /// A reader over a `properties` object, or nil for a feature without properties.
    init(_ object: JSONObject?, recorder: IMDF.PropertyFindingRecorder?) {
        self.object = object
        self.recorder = recorder
        basePath = []
    }

    /// A reader over whatever value a `Decoder` holds (the `Decodable` path): the value is taken as a
    /// `JSONValue` (handed through unchanged by `JSONValueDecoder`) and read like the direct path.
    init(_ decoder: any Decoder) {
        let recorder = decoder.userInfo[IMDF.PropertyFindingRecorder.userInfoKey] as? IMDF.PropertyFindingRecorder
        let value = (try? decoder.singleValueContainer().decode(JSONValue.self)) ?? .null
        self.init(value, path: JSONPath(codingPath: decoder.codingPath).components, recorder: recorder)
    }

    /// Whether the object has this key (with any value, null included).
    func contains(_ key: String) -> Bool { object?.contains(key: key) ?? false }

    /// `body` applied to the value of the last member named `key`, or nil when there is none.
    ///
    /// The value is read in place: `JSONObject`'s subscript returns a copy, which retained and released
    /// (atomically) every string, array and object read from every feature of an archive.
    private func withValue<Result>(of key: String, _ body: (JSONValue) -> Result?) -> Result? {
        guard let object else { return nil }
        return object.members.withUnsafeBufferPointer { members in
            guard let index = members.lastIndex(where: { $0.key == key }) else { return nil }
            return body(members[index].value)
        }
    }

    /// The value of `key` read as `T`, or nil when missing, null or unreadable (recorded).
    func decode<T: PropertyValue>(_ key: String, as type: T.Type = T.self) -> T? {
        withValue(of: key) { value in
            if case .null = value { return nil }
            return read(T.self, from: value, at: .member(key))
        }
    }

    /// An array whose elements are read one by one: an unreadable element is recorded and skipped, the
    /// others are kept.
    func decodeArray<Element: PropertyValue>(_ key: String, of type: Element.Type = Element.self) -> [Element]? {
        withValue(of: key) { value in
            switch value {
            case .null:
                return nil
            case .array(let elements):
                var result: [Element] = []
                result.reserveCapacity(elements.count)
                for (index, element) in elements.enumerated() {
                    if let item = read(Element.self, from: element, at: .element(key, index)) {
                        result.append(item)
                    }
                }
                return result
            default:
                record(.wrongType(expected: "array"), path: basePath + [.key(key)], message: "expected an array")
                return nil
            }
        }
    }

    /// The value of `key` read as an open category (any string is kept), or nil when missing, null or
    /// not a string (recorded).
    func decode<T: OpenCategory>(_ key: String, as type: T.Type = T.self) -> T? {
        decode(key, as: OpenCategoryValue<T>.self)?.category
    }

    /// An array of open categories; an element that is not a string is recorded and skipped.
    func decodeArray<Element: OpenCategory>(_ key: String, of type: Element.Type = Element.self) -> [Element]? {
        decodeArray(key, of: OpenCategoryValue<Element>.self)?.map(\.category)
    }

    /// LABELS, accepting a plain string as one `und` label (recorded).
    func labels(_ key: String) -> IMDF.Labels? {
        withValue(of: key) { value in
            switch value {
            case .null:
                return nil
            case .string(let text):
                record(
                    .plainStringLabels, path: basePath + [.key(key)],
                    message: "expected LABELS (an object of language tag to string), found a plain string")
                return IMDF.Labels([.init(language: IMDF.Labels.undeterminedLanguage, text: text)])
            case .object(let object):
                if let labels = IMDF.Labels(object) { return labels }
            default:
                break
            }
            record(
                .wrongType(expected: "LABELS"), path: basePath + [.key(key)],
                message: "expected LABELS (an object of language tag to string)")
            return nil
        }
    }

    // MARK: Reading and recording

    /// Reads one non-null value at `step` of this object, recording why it could not be read.
    private func read<T: PropertyValue>(_ type: T.Type, from value: JSONValue, at step: PropertyValueContext.Step) -> T?
    {
        let context = PropertyValueContext(parentPath: basePath, step: step, recorder: recorder)
        do {
            return try T(propertyValue: value, in: context)
        } catch {
            let kind: IMDF.PropertyFinding.Kind
            let message: String
            switch error.problem {
            case .wrongType:
                kind = .wrongType(expected: T.propertyTypeDescription)
                message = "expected \(T.propertyTypeDescription)"
            case .invalid(let text):
                kind = .invalidValue
                message = text
            }
            let fullPath = context.path + error.path
            record(kind, path: fullPath, message: message)
            return nil
        }
    }

    private func record(_ kind: IMDF.PropertyFinding.Kind, path: [JSONPath.Component], message: String) {
        recorder?.record(IMDF.PropertyFinding(kind: kind, path: JSONPath(path), message: message))
    }
}

/// A value type that can be read from one JSON property value without a `Decoder`.
protocol PropertyValue {
    /// How the expected value is named in findings ("a string", "an integer", …).
    static var propertyTypeDescription: String { get }

    /// Reads the value from a non-null JSON value.
    ///
    /// - Throws: `PropertyValueError` when the value cannot be read; its path is relative to the value.
    init(propertyValue value: JSONValue, in context: PropertyValueContext) throws(PropertyValueError)
}

/// Where a property value is being read: enough to build a nested `PropertyReader` (whose findings need
/// the full path) without building any path for the common flat values.
struct PropertyValueContext {
    /// Where the value is in the object read: a member, or an element of a member's array. Kept as the
    /// name and index, not as a path, which would be an array allocated for every value read.
    enum Step {
        case member(String)
        case element(String, Int)
    }

    let parentPath: [JSONPath.Component]
    let step: Step
    let recorder: IMDF.PropertyFindingRecorder?

    /// The value's path from where decoding started.
    var path: [JSONPath.Component] {
        switch step {
        case .member(let key): parentPath + [.key(key)]
        case .element(let key, let index): parentPath + [.key(key), .index(index)]
        }
    }

    /// A reader over the value as a nested object, with findings at their full paths.
    func reader(for value: JSONValue) -> PropertyReader { PropertyReader(value, path: path, recorder: recorder) }
}

/// Why a property value could not be read.
struct PropertyValueError: Error {
    enum Problem {
        /// The JSON type is wrong (the finding says "expected <the type's description>").
        case wrongType
        /// The JSON type is right but the value is not usable; the text is the finding's message.
        case invalid(String)
    }

    var problem: Problem
    /// Where inside the value the problem is (empty for the value itself).
    var path: [JSONPath.Component] = []
}

/// A nested IMDF object read through its own `PropertyReader` (DOOR, TEMPORALITY, FEATURE-REFERENCE and
/// the property structs): it never fails; a value that is not an object is recorded and read as empty.
protocol PropertyObject: PropertyValue {
    init(_ reader: PropertyReader)
}

extension PropertyObject {
    static var propertyTypeDescription: String { "\(Self.self)" }

    init(propertyValue value: JSONValue, in context: PropertyValueContext) throws(PropertyValueError) {
        self.init(context.reader(for: value))
    }
}

// MARK: - Scalars

extension String: PropertyValue {
    static var propertyTypeDescription: String { "a string" }

    init(propertyValue value: JSONValue, in context: PropertyValueContext) throws(PropertyValueError) {
        guard case .string(let text) = value else { throw PropertyValueError(problem: .wrongType) }
        self = text
    }
}

extension Bool: PropertyValue {
    static var propertyTypeDescription: String { "a boolean" }

    init(propertyValue value: JSONValue, in context: PropertyValueContext) throws(PropertyValueError) {
        guard case .bool(let flag) = value else { throw PropertyValueError(problem: .wrongType) }
        self = flag
    }
}

extension Double: PropertyValue {
    static var propertyTypeDescription: String { "a number" }

    init(propertyValue value: JSONValue, in context: PropertyValueContext) throws(PropertyValueError) {
        guard case .number(let number) = value else { throw PropertyValueError(problem: .wrongType) }
        self = number.double
    }
}

extension Int: PropertyValue {
    static var propertyTypeDescription: String { "an integer" }

    /// Exact and range-checked, as `JSONValueDecoder` reads integers: `3.0` reads as 3, `3.5` is invalid.
    init(propertyValue value: JSONValue, in context: PropertyValueContext) throws(PropertyValueError) {
        guard case .number(let number) = value else { throw PropertyValueError(problem: .wrongType) }
        guard let exact = number.int64Value else {
            throw PropertyValueError(
                problem: .invalid("number \(number) is not an integer that fits in Int at \(JSONPath(context.path))"))
        }
        guard let result = Int(exactly: exact) else {
            throw PropertyValueError(
                problem: .invalid("number \(number) does not fit in Int at \(JSONPath(context.path))"))
        }
        self = result
    }
}

extension FeatureID: PropertyValue {
    static var propertyTypeDescription: String { "a string" }

    init(propertyValue value: JSONValue, in context: PropertyValueContext) throws(PropertyValueError) {
        self.init(rawValue: try String(propertyValue: value, in: context))
    }
}

extension IMDF.DateTime: PropertyValue {
    static var propertyTypeDescription: String { "a string" }

    init(propertyValue value: JSONValue, in context: PropertyValueContext) throws(PropertyValueError) {
        self.init(try String(propertyValue: value, in: context))
    }
}

/// An open category read as a property value (a protocol cannot conform to `PropertyValue` itself).
private struct OpenCategoryValue<Category: OpenCategory>: PropertyValue {
    let category: Category

    static var propertyTypeDescription: String { "a string" }

    init(propertyValue value: JSONValue, in context: PropertyValueContext) throws(PropertyValueError) {
        category = Category(rawValue: try String(propertyValue: value, in: context))
    }
}
