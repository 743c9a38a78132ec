import GeoJSON

/// Reads an IMDF `properties` object (or a nested object such as DOOR) tolerantly.
///
/// Every accessor returns nil for a missing key or a JSON null, and also for a value it cannot read,
/// recording a `IMDF.PropertyFinding` for the latter. Which keys are required is not this type's
/// business: that lives in one place, `IMDF.PropertyTable`, which the validator applies to the raw JSON.
struct PropertyReader {
    private let container: KeyedDecodingContainer<PropertyKey>?
    private let recorder: IMDF.PropertyFindingRecorder?
    private let basePath: [any CodingKey]

    init(_ decoder: any Decoder) {
        recorder = decoder.userInfo[IMDF.PropertyFindingRecorder.userInfoKey] as? IMDF.PropertyFindingRecorder
        basePath = decoder.codingPath
        if let container = try? decoder.container(keyedBy: PropertyKey.self) {
            self.container = container
            return
        }
        container = nil
        let isNull = (try? decoder.singleValueContainer().decodeNil()) ?? false
        if !isNull {
            record(.wrongType(expected: "object"), path: decoder.codingPath, message: "expected an object")
        }
    }

    /// Whether the object has this key (with any value, null included).
    func contains(_ key: String) -> Bool { container?.contains(PropertyKey(key)) ?? false }

    /// The value of `key` decoded as `T`, or nil when missing, null or unreadable (recorded).
    func decode<T: Decodable>(_ key: String, as type: T.Type = T.self) -> T? {
        guard let container else { return nil }
        let codingKey = PropertyKey(key)
        do {
            return try container.decodeIfPresent(T.self, forKey: codingKey)
        } catch {
            record(error, key: codingKey, expected: Self.describe(T.self))
            return nil
        }
    }

    /// An array whose elements are decoded one by one: an unreadable element is recorded and skipped,
    /// the others are kept.
    func decodeArray<Element: Decodable>(_ key: String, of type: Element.Type = Element.self) -> [Element]? {
        guard let container else { return nil }
        let codingKey = PropertyKey(key)
        guard container.contains(codingKey), !((try? container.decodeNil(forKey: codingKey)) ?? false) else { return nil }
        guard var elements = try? container.nestedUnkeyedContainer(forKey: codingKey) else {
            record(.wrongType(expected: "array"), path: basePath + [codingKey], message: "expected an array")
            return nil
        }
        var result: [Element] = []
        while !elements.isAtEnd {
            let index = elements.currentIndex
            do {
                result.append(try elements.decode(Element.self))
            } catch {
                record(error, key: codingKey, expected: Self.describe(Element.self), index: index)
                _ = try? elements.decode(SkippedValue.self)
            }
        }
        return result
    }

    /// LABELS, accepting a plain string as one `und` label (recorded).
    func labels(_ key: String) -> IMDF.Labels? {
        guard let container else { return nil }
        let codingKey = PropertyKey(key)
        if let labels = try? container.decodeIfPresent(IMDF.Labels.self, forKey: codingKey) { return labels }
        if let text = try? container.decode(String.self, forKey: codingKey) {
            record(.plainStringLabels, path: basePath + [codingKey],
                   message: "expected LABELS (an object of language tag to string), found a plain string")
            return IMDF.Labels([.init(language: IMDF.Labels.undeterminedLanguage, text: text)])
        }
        if container.contains(codingKey), (try? container.decodeNil(forKey: codingKey)) == false {
            record(.wrongType(expected: "LABELS"), path: basePath + [codingKey],
                   message: "expected LABELS (an object of language tag to string)")
        }
        return nil
    }

    // MARK: Recording

    private func record(_ error: any Error, key: PropertyKey, expected: String, index: Int? = nil) {
        var path: [any CodingKey] = basePath + [key]
        if let index { path.append(PropertyKey(index: index)) }
        var kind = IMDF.PropertyFinding.Kind.wrongType(expected: expected)
        var message = "expected \(expected)"
        if let decodingError = error as? DecodingError {
            switch decodingError {
            case .typeMismatch(_, let context):
                path = context.codingPath.count >= path.count ? context.codingPath : path
            case .dataCorrupted(let context):
                path = context.codingPath.count >= path.count ? context.codingPath : path
                kind = .invalidValue
                message = context.debugDescription
            case .keyNotFound(let missing, let context):
                path = context.codingPath
                kind = .invalidValue
                message = "missing member '\(missing.stringValue)'"
            case .valueNotFound(_, let context):
                path = context.codingPath.count >= path.count ? context.codingPath : path
            @unknown default:
                break
            }
        }
        record(kind, path: path, message: message)
    }

    private func record(_ kind: IMDF.PropertyFinding.Kind, path: [any CodingKey], message: String) {
        recorder?.record(IMDF.PropertyFinding(kind: kind, path: JSONPath(codingPath: path), message: message))
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type, is FeatureID.Type, is IMDF.DateTime.Type: "a string"
        case is Int.Type: "an integer"
        case is Double.Type: "a number"
        case is Bool.Type: "a boolean"
        case is IMDF.Labels.Type: "LABELS"
        case is IMDF.DisplayPoint.Type: "a display point (a GeoJSON Point)"
        case is any OpenCategory.Type: "a string"
        default: "\(type)"
        }
    }
}

/// A coding key for arbitrary member names and array indices.
struct PropertyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(_ string: String) { stringValue = string }
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
    init(index: Int) { self.init(intValue: index) }
}

/// Consumes one value of any type, so an unkeyed container can move past an unreadable element.
private struct SkippedValue: Decodable {
    init(from decoder: any Decoder) throws {}
}

extension JSONPath {
    /// The path a `Decoder`'s coding path describes: integer keys become indices.
    init(codingPath: [any CodingKey]) {
        self.init(codingPath.map { key in key.intValue.map(Component.index) ?? .key(key.stringValue) })
    }
}
