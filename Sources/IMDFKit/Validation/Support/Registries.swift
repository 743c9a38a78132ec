/// The code registries behind the LANGUAGE-TAG, ISO-3166 and ISO-3166-2 designators (spec §1.4): the IANA
/// Language Subtag Registry (RFC 5646 §3.1) and ISO 3166-1/3166-2, read from the tables that
/// `Scripts/generate-registries.py` writes into `Registries+Generated.swift` (the header there names the
/// packages, their versions and the registry's File-Date).
///
/// Each table is one string literal, which costs the compiler next to nothing. It is read the first time
/// a check asks for it: a `static let` is initialised lazily (once, thread-safely), so start-up pays
/// nothing and a run that validates no language tag or address never reads the tables. What a valid
/// value needs (is this code assigned?) is kept apart from what only a finding needs (names, for "did you
/// mean"): the code sets hold each code packed into an integer (`CodeTable`), built from the tables' UTF-8
/// bytes without a `String` per code, and the name dictionaries are built only when a value is wrong.
///
/// All BCP 47 subtags are kept lower-cased (BCP 47 is case-insensitive); ISO 3166 codes are kept as
/// written (upper case), since IMDF addresses must use the codes as ISO writes them.
enum Registries {
    /// A set of codes, some deprecated in favour of a preferred value.
    struct CodeTable: Sendable {
        /// The codes of at most eight bytes, packed by `pack`.
        private var packed = Set<UInt64>()
        /// The longer codes (the grandfathered and redundant tags).
        private var long = Set<String>()
        /// The deprecated codes, each with its preferred value ("" when the registry gives none).
        private(set) var deprecated: [String: String] = [:]

        /// Reads a code table (`code` and `code>preferred` entries separated by spaces or line breaks), or,
        /// with `firstFieldOf: true`, the first field of each record of a name table (`code|name|…`).
        init(_ table: String, firstFieldOf records: Bool = false) {
            Registries.scan(table, separators: records ? Registries.records : Registries.words) { record in
                let end = record.firstIndex(of: records ? 0x7C : 0x3E) ?? record.endIndex  // | or >
                let code = UnsafeBufferPointer(rebasing: record[..<end])
                if let value = Registries.pack(code) {
                    packed.insert(value)
                } else {
                    long.insert(String(decoding: code, as: UTF8.self))
                }
                if !records, end < record.endIndex {
                    deprecated[String(decoding: code, as: UTF8.self)] = String(
                        decoding: UnsafeBufferPointer(rebasing: record[(end + 1)...]), as: UTF8.self)
                }
            }
        }

        /// Whether `code` is in the table, exactly as written.
        func contains(_ code: String) -> Bool {
            if let value = Registries.pack(code.utf8) { return packed.contains(value) }
            return long.contains(code)
        }

        /// How many codes the table has.
        var count: Int { packed.count + long.count }

        /// Every code, unpacked (for tests).
        var allCodes: [String] {
            packed.map { value in
                String(
                    decoding: (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }.filter { $0 != 0 },
                    as: UTF8.self)
            } + long
        }
    }

    /// An extended language subtag's one Prefix, and its preferred value when it is deprecated.
    struct Extlang: Sendable {
        let prefix: String
        let deprecation: String?
    }

    /// The Description fields of the primary language subtags, both ways.
    struct LanguageNames: Sendable {
        /// Subtag → its first Description ("English" for `en`).
        let descriptionBySubtag: [String: String]
        /// Folded Description → subtag; a name shared by several subtags keeps the shortest subtag.
        let subtagByName: [String: String]
    }

    /// ISO 3166-1: the other ways people write a country.
    struct Countries: Sendable {
        let alpha2ByAlpha3: [String: String]
        let alpha2ByNumeric: [String: String]
        /// Folded name → alpha-2 ("germany", "federal republic of germany" → DE).
        let alpha2ByName: [String: String]
        /// Alpha-2 → the country's short name.
        let nameByAlpha2: [String: String]
    }

    /// ISO 3166-2: the subdivisions' names, by country.
    struct Subdivisions: Sendable {
        /// Code → names (local, then English when different).
        let namesByCode: [String: [String]]
        /// Alpha-2 → its subdivision codes, sorted.
        let codesByCountry: [String: [String]]
    }

    // What a valid value needs: sets of codes.

    static let languages = CodeTable(languageTable)
    static let scripts = CodeTable(scriptTable)
    static let regions = CodeTable(regionTable)
    static let variants = CodeTable(variantTable)
    static let grandfathered = CodeTable(grandfatheredTable)
    static let deprecatedRedundant = CodeTable(deprecatedRedundantTable)
    /// ISO 3166-1 alpha-2 codes (and XK).
    static let countryCodes = CodeTable(countryTable, firstFieldOf: true)
    /// ISO 3166-2 subdivision codes.
    static let subdivisionCodes = CodeTable(subdivisionTable, firstFieldOf: true)

    static let extlangs: [String: Extlang] = {
        var extlangs = [String: Extlang]()
        forEachRecord(in: extlangTable, separators: words, fields: [":", ">"]) { fields in
            guard fields.count >= 2 else { return }
            extlangs[fields[0]] = Extlang(prefix: fields[1], deprecation: fields.count > 2 ? fields[2] : nil)
        }
        return extlangs
    }()

    // What only a finding needs: names and other codes, for suggestions.

    /// ISO 639-2/639-3 three-letter code → the two-letter subtag BCP 47 uses for that language.
    static let languageByAlpha3: [String: String] = {
        var map = [String: String]()
        forEachRecord(in: languageAlpha3Table, separators: words, fields: [">"]) { fields in
            if fields.count == 2 { map[fields[0]] = fields[1] }
        }
        return map
    }()

    static let languageNames: LanguageNames = {
        var descriptions = [String: String]()
        var subtags = [String: String]()
        forEachRecord(in: languageNameTable, separators: records, fields: ["|"]) { fields in
            guard fields.count >= 2 else { return }
            descriptions[fields[0]] = fields[1]
            for name in fields.dropFirst() {
                let folded = fold(name)
                if subtags[folded] == nil { subtags[folded] = fields[0] }
            }
        }
        return LanguageNames(descriptionBySubtag: descriptions, subtagByName: subtags)
    }()

    static let countries: Countries = {
        var byAlpha3 = [String: String]()
        var byNumeric = [String: String]()
        var byName = [String: String]()
        var names = [String: String]()
        forEachRecord(in: countryTable, separators: records, fields: ["|"]) { fields in
            guard fields.count >= 4 else { return }
            let code = fields[0]
            if !fields[1].isEmpty { byAlpha3[fields[1]] = code }
            if !fields[2].isEmpty { byNumeric[fields[2]] = code }
            names[code] = fields[3]
            for name in fields.dropFirst(3) { byName[fold(name)] = code }
        }
        return Countries(
            alpha2ByAlpha3: byAlpha3, alpha2ByNumeric: byNumeric, alpha2ByName: byName, nameByAlpha2: names)
    }()

    static let subdivisions: Subdivisions = {
        var names = [String: [String]]()
        var byCountry = [String: [String]]()
        forEachRecord(in: subdivisionTable, separators: records, fields: ["|"]) { fields in
            guard let code = fields.first else { return }
            names[code] = Array(fields.dropFirst())
            byCountry[String(code.prefix(2)), default: []].append(code)
        }
        return Subdivisions(namesByCode: names, codesByCountry: byCountry)
    }()

    /// Character → its ASCII fold, for the characters of the names.
    static let folds: [Unicode.Scalar: String] = {
        var folds = [Unicode.Scalar: String]()
        forEachRecord(in: foldTable, separators: words, fields: []) { fields in
            let scalars = Array(fields[0].unicodeScalars)
            guard scalars.count >= 2, scalars[1] == "=" else { return }
            folds[scalars[0]] = String(String.UnicodeScalarView(scalars.dropFirst(2)))
        }
        return folds
    }()

    /// `text` for name look-ups: lower-cased, accents and other nonspacing marks dropped, letters folded
    /// to ASCII by `foldTable` ("Québec" → "quebec", "Tôkyô" → "tokyo"), runs of spaces made one.
    static func fold(_ text: String) -> String {
        // Most names are ASCII: lower-case them byte by byte.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes = [UInt8]()
            bytes.reserveCapacity(text.utf8.count)
            for byte in text.utf8 {
                if byte == 0x20 || byte == 0x09 {
                    if let last = bytes.last, last != 0x20 { bytes.append(0x20) }
                } else {
                    bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
                }
            }
            while bytes.last == 0x20 { bytes.removeLast() }
            return String(decoding: bytes, as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            if let folded = folds[scalar] {
                scalars.append(contentsOf: folded.unicodeScalars)
            } else if scalar == " " || scalar == "\t" {
                if let last = scalars.last, last != " " { scalars.append(" ") }
            } else {
                scalars.append(scalar)
            }
        }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }

    /// Up to eight bytes (none of them zero) packed into an integer, first byte lowest; nil when longer.
    static func pack<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64? {
        guard bytes.count <= 8 else { return nil }
        var value: UInt64 = 0
        for (index, byte) in bytes.enumerated() { value |= UInt64(byte) << (8 * UInt64(index)) }
        return value
    }

    /// Entries separated by spaces or line breaks (the code tables).
    static let words: [UInt8] = [0x20, 0x0A]
    /// Records separated by `;` or line breaks (the name tables).
    static let records: [UInt8] = [0x3B, 0x0A]

    /// Calls `body` with the bytes of each non-empty record of `table`, records ending at any byte of
    /// `separators` (ASCII, so they never split a character).
    static func scan(_ table: String, separators: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var table = table
        table.withUTF8 { bytes in
            var start = 0
            for index in 0...bytes.count where index == bytes.count || separators.contains(bytes[index]) {
                if index > start { body(UnsafeBufferPointer(rebasing: bytes[start..<index])) }
                start = index + 1
            }
        }
    }

    /// Calls `body` with the fields of each record of `table` (see `scan`), split at any of `fields`
    /// (ASCII), empty fields kept.
    static func forEachRecord(
        in table: String, separators: [UInt8], fields: [Unicode.Scalar], _ body: ([String]) -> Void
    ) {
        let fieldBytes = fields.map { UInt8($0.value) }
        scan(table, separators: separators) { record in
            var values: [String] = []
            var start = record.startIndex
            for index in record.indices where fieldBytes.contains(record[index]) {
                values.append(String(decoding: UnsafeBufferPointer(rebasing: record[start..<index]), as: UTF8.self))
                start = index + 1
            }
            values.append(String(decoding: UnsafeBufferPointer(rebasing: record[start...]), as: UTF8.self))
            body(values)
        }
    }

    /// FNV-1a 64 of `tables`, each followed by a zero byte: what the generator records as
    /// `contentChecksum`.
    static func checksum(of tables: [String]) -> UInt64 {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for table in tables {
            for byte in table.utf8 + [0] {
                value ^= UInt64(byte)
                value = value &* 0x100_0000_01B3
            }
        }
        return value
    }
}
