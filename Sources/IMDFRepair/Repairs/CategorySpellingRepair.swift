import GeoJSON
import IMDFKit

/// Repair 5: a category (or other enumerated value) that differs from exactly one known value only by
/// letter case, spaces, hyphens or underscores becomes that value (spec §3: the enumerations are lower-case
/// words), answering `UnknownCategory`.
///
/// `"Conference Room"` and `"conference-room"` become `"conferenceroom"`; `"giftshop"` (a different word)
/// and `"office"` (no known value) are left as findings. The value's type comes from the property table of
/// the file's feature type, as the rule's does.
public struct CategorySpellingRepair: Repair {
    public let rule = "UnknownCategory"
    public let check: String? = nil
    public let summary =
        "Replace a category that differs from a known value only by case, spaces, '-' or '_' with that value."

    public init() {}

    public func fixIt(for finding: Diagnostic, in file: RepairFile, of input: IMDF.Archive) -> FixIt? {
        guard let path = finding.location.path, let known = Self.knownValues(at: path, in: file.path, of: input),
            let range = file.locator.range(of: path), let text = file.value(range)?.stringValue
        else { return nil }
        let key = Self.normalized(text)
        let matches = known.filter { Self.normalized($0) == key }
        guard matches.count == 1, let value = matches.first, value != text else { return nil }
        return fixIt(
            finding, in: file, "replace \"\(text)\" with the known value \"\(value)\"",
            [SourceEdit(range: range, replacement: "\"\(value)\"")])
    }

    /// The value compared: lower-cased, without spaces, hyphens and underscores.
    static func normalized(_ text: String) -> String {
        String(text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }

    /// The known values of the enumerated property at `path` (`features[i].properties.category`, or an
    /// element of an array property such as `accessibility[2]`), or `nil` if the path names no such property.
    static func knownValues(at path: JSONPath, in file: String, of input: IMDF.Archive) -> Set<String>? {
        guard case .features(let type)? = input.files.first(where: { $0.path == file })?.role else { return nil }
        let components = path.components
        guard components.count >= 4, case .key("features") = components[0], case .key("properties") = components[2],
            case .key(let key) = components[3],
            var valueType = IMDF.PropertyTable.properties(of: type).last(where: { $0.key == key })?.type
        else { return nil }
        for component in components.dropFirst(4) {
            guard case .index = component, case .array(let element, _) = valueType else { return nil }
            valueType = element
        }
        switch valueType {
        case .category(let kind): return kind.knownValues
        case .oneOf(let values): return Set(values)
        default: return nil
        }
    }
}
