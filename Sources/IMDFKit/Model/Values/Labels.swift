import GeoJSON

/// LABELS: a set of lexical labels keyed by language tag, such as `{"en": "Level 1", "ru": "Этаж 1"}`
/// (spec §1.4).
///
/// The labels keep the order they were written in. A plain string where LABELS was expected (seen in
/// real archives) decodes as one label under the undetermined language tag `und`, and the decoder
/// records that it tolerated it.
///
/// ```swift
/// let name: IMDF.Labels = ["en": "Ticket hall", "de": "Schalterhalle"]
/// name.bestMatch(for: ["de-CH"])   // "Schalterhalle"
/// ```
extension IMDF {
    public struct Labels: Hashable, Sendable, Codable, ExpressibleByDictionaryLiteral {
        /// One label: a language tag and its text.
        public struct Entry: Hashable, Sendable {
            public var language: String
            public var text: String
            public init(language: String, text: String) {
                self.language = language
                self.text = text
            }
        }

        /// The language tag used for a label whose language is not known (BCP 47 `und`).
        public static let undeterminedLanguage = "und"

        /// The labels in the order they were written.
        public var entries: [Entry]

        public init(_ entries: [Entry]) { self.entries = entries }

        public init(dictionaryLiteral elements: (String, String)...) {
            entries = elements.map { Entry(language: $0.0, text: $0.1) }
        }

        /// The label for exactly this language tag (compared case-insensitively), if any.
        public subscript(language: String) -> String? {
            let wanted = language.lowercased()
            return entries.last { $0.language.lowercased() == wanted }?.text
        }

        /// Whether there are no labels.
        public var isEmpty: Bool { entries.isEmpty }

        /// The best label for a list of preferred languages.
        ///
        /// The search order is: for each preferred tag in turn, the exact tag (case-insensitive), then a label
        /// whose language subtag matches (`en-US` ↔ `en`, `ja` ↔ `ja-JP`); then the `defaultLanguage` (the
        /// manifest's language) the same way; then `en`; then the first label.
        ///
        /// - Parameters:
        ///   - preferredLanguages: BCP 47 tags, most preferred first.
        ///   - defaultLanguage: the archive's default language (`manifest.language`).
        /// - Returns: the chosen text, or nil when there are no labels.
        /// - Complexity: O(*p* × *n*) for *p* preferred languages and *n* labels.
        public func bestMatch(for preferredLanguages: [String], defaultLanguage: String? = nil) -> String? {
            guard !entries.isEmpty else { return nil }
            var candidates = preferredLanguages
            if let defaultLanguage { candidates.append(defaultLanguage) }
            candidates.append("en")
            for tag in candidates {
                if let text = self[tag] { return text }
                let language = Self.primaryLanguage(of: tag)
                if let entry = entries.first(where: { Self.primaryLanguage(of: $0.language) == language }) {
                    return entry.text
                }
            }
            return entries[0].text
        }

        /// The primary language subtag of a BCP 47 tag, lowercased: `ja` for `ja-JP`.
        static func primaryLanguage(of tag: String) -> Substring {
            let lowered = tag.lowercased()
            let end = lowered.firstIndex { $0 == "-" || $0 == "_" } ?? lowered.endIndex
            return Substring(lowered[..<end])
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: LabelKey.self)
            var entries: [Entry] = []
            for key in container.allKeys {
                entries.append(Entry(language: key.stringValue, text: try container.decode(String.self, forKey: key)))
            }
            self.entries = entries
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: LabelKey.self)
            for entry in entries {
                try container.encode(entry.text, forKey: LabelKey(stringValue: entry.language))
            }
        }

        private struct LabelKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
    }
}

extension IMDF.Labels {
    /// LABELS read straight from a JSON object, or nil when a member is not a string.
    ///
    /// Reads like the `Decodable` path over `JSONValueDecoder`: one label per distinct language tag, in
    /// the order of its first appearance, with the text of its last duplicate.
    init?(_ object: JSONObject) {
        var entries: [Entry] = []
        entries.reserveCapacity(object.members.count)
        for (position, member) in object.members.enumerated() {
            let isFirst = !object.members[..<position].contains { $0.key == member.key }
            guard isFirst else { continue }
            guard case .string(let text) = object[member.key] ?? member.value else { return nil }
            entries.append(Entry(language: member.key, text: text))
        }
        self.init(entries)
    }
}
