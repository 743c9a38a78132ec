import GeoJSON

/// The ISO-3166 and ISO-3166-2 designators (spec §1.4): ISO 3166-1 alpha-2 country codes and ISO 3166-2
/// subdivision codes, looked up in `Registries` (pycountry's copy of ISO 3166, plus `XK` for Kosovo: a
/// user-assigned code, not in ISO 3166-1, that the European Commission and CLDR use and that an address
/// in Kosovo has no alternative to).
///
/// Findings follow the project's severity policy: a value that is not a code of the required form, or
/// whose country is not an assigned alpha-2 code, is an error; a well-formed subdivision code that ISO
/// 3166-2 does not assign, or that belongs to another country than the address, is a warning.
enum CountryCodes {
    /// What is wrong with a value. `message` follows the quoted value: `"DEU" is …`.
    struct Finding: Equatable {
        var severity: Diagnostic.Severity
        var message: String
        /// Whether the finding is that the subdivision belongs to another country than the address.
        var isCountryMismatch = false
    }

    /// ISO 3166/MA's exceptionally reserved codes that people write for countries whose code differs.
    private static let exceptionallyReserved = ["UK": "GB", "EL": "GR"]

    /// Whether `code` is an assigned ISO 3166-1 alpha-2 code as written (upper case), or `XK`.
    static func isCountry(_ code: String) -> Bool { Registries.countryCodes.contains(code) }

    /// The finding for an address `country`, or nil when it is an alpha-2 code.
    static func countryFinding(for text: String) -> Finding? {
        if isCountry(text) { return nil }
        let countries = Registries.countries
        let upper = text.uppercased()
        let message: String
        if isCountry(upper) {
            message = "is not upper case; ISO 3166-1 alpha-2 codes are written \"\(upper)\""
        } else if let code = countries.alpha2ByAlpha3[upper] {
            message =
                "is the ISO 3166-1 alpha-3 code of \(countries.nameByAlpha2[code] ?? code); IMDF uses the alpha-2 code \"\(code)\""
        } else if let code = countries.alpha2ByNumeric[text] {
            message =
                "is the ISO 3166-1 numeric code of \(countries.nameByAlpha2[code] ?? code); IMDF uses the alpha-2 code \"\(code)\""
        } else if let code = exceptionallyReserved[upper] {
            message =
                "is reserved in ISO 3166-1 but not assigned; the code of \(countries.nameByAlpha2[code] ?? code) is \"\(code)\""
        } else if let code = countryCode(named: text) {
            message =
                "is not an ISO 3166-1 alpha-2 code; did you mean \"\(code)\" (\(countries.nameByAlpha2[code] ?? code))?"
        } else {
            message = "is not an ISO 3166-1 alpha-2 country code such as \"US\""
        }
        return Finding(severity: .error, message: message)
    }

    /// The finding for an address `province`, or nil when it is an ISO 3166-2 code of `country`.
    ///
    /// - Parameter country: the address's `country` value, when it is a string.
    static func subdivisionFinding(for text: String, country: String?) -> Finding? {
        // A country to check against and to search names in: only an assigned code.
        let addressCountry = country.flatMap { isCountry($0) ? $0 : nil }
        guard hasSubdivisionShape(text) else {
            var message =
                "does not have the ISO 3166-2 form 'CC-XXX' (alpha-2 country code, '-', 1 to 3 upper-case letters or digits)"
            if let code = subdivisionCode(meant: text, country: addressCountry) {
                let names = Registries.subdivisions.namesByCode[code]?.joined(separator: ", ") ?? code
                message += "; did you mean \"\(code)\" (\(names))?"
            } else {
                message += " such as \"US-CA\""
            }
            return Finding(severity: .error, message: message)
        }
        let prefix = String(text.prefix(2))
        guard isCountry(prefix) else {
            var message = "starts with '\(prefix)', which is not an ISO 3166-1 alpha-2 code"
            if let code = exceptionallyReserved[prefix], Registries.subdivisionCodes.contains(code + text.dropFirst(2))
            {
                message += "; did you mean \"\(code + text.dropFirst(2))\"?"
            }
            return Finding(severity: .error, message: message)
        }
        if !Registries.subdivisionCodes.contains(text) {
            var message =
                "is not an ISO 3166-2 subdivision code of \(Registries.countries.nameByAlpha2[prefix] ?? prefix)"
            let mismatch = addressCountry.map { $0 != prefix } ?? false
            if mismatch, let addressCountry { message += ", and the address country is \"\(addressCountry)\"" }
            return Finding(severity: .warning, message: message, isCountryMismatch: mismatch)
        }
        if let addressCountry, addressCountry != prefix {
            return Finding(
                severity: .warning,
                message: "is a subdivision of \(prefix), but the address country is \"\(addressCountry)\"",
                isCountryMismatch: true)
        }
        return nil
    }

    /// `CC-XXX`: two upper-case letters, a hyphen, 1 to 3 upper-case letters or digits.
    static func hasSubdivisionShape(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard (4...6).contains(scalars.count), scalars[2] == "-" else { return false }
        let upper: ClosedRange<Unicode.Scalar> = "A"..."Z"
        let digit: ClosedRange<Unicode.Scalar> = "0"..."9"
        return scalars[..<2].allSatisfy { upper.contains($0) }
            && scalars[3...].allSatisfy { upper.contains($0) || digit.contains($0) }
    }

    /// The country a name stands for: one of pycountry's names (short, official, common), case and
    /// accents ignored, or a close spelling of one.
    static func countryCode(named text: String) -> String? {
        let names = Registries.countries.alpha2ByName
        let folded = Registries.fold(text)
        if let code = names[folded] { return code }
        guard folded.count >= 4, let name = NearestValue.suggestion(for: folded, among: names.keys) else { return nil }
        return names[name]
    }

    /// The subdivision code meant by a value that is not one: the code in another case or with another
    /// separator (`de-by`, `US_CA`), the subdivision part alone (`BY` for a German address), or a
    /// subdivision name (`Bavaria`, `Bayern`, `Quebec`), looked up within the address's country, or in all
    /// countries when that gives one answer.
    static func subdivisionCode(meant text: String, country: String?) -> String? {
        let subdivisions = Registries.subdivisions
        let upper = String(text.uppercased().map { $0 == "_" || $0 == " " ? "-" : $0 })
        if subdivisions.namesByCode[upper] != nil { return upper }
        if let country, subdivisions.namesByCode["\(country)-\(upper)"] != nil { return "\(country)-\(upper)" }
        let folded = Registries.fold(text)
        guard !folded.isEmpty else { return nil }
        func matches(in codes: [String]) -> [String] {
            codes.filter { code in subdivisions.namesByCode[code]?.contains { Registries.fold($0) == folded } == true }
        }
        if let country {
            let codes = subdivisions.codesByCountry[country] ?? []
            let exact = matches(in: codes)
            if exact.count == 1 { return exact[0] }
            // A close spelling, within the country only (names repeat across countries).
            var byName = [String: String]()
            for code in codes {
                for name in subdivisions.namesByCode[code] ?? [] where byName[Registries.fold(name)] == nil {
                    byName[Registries.fold(name)] = code
                }
            }
            if folded.count >= 4, let name = NearestValue.suggestion(for: folded, among: byName.keys) {
                return byName[name]
            }
            return nil
        }
        let everywhere = matches(in: subdivisions.namesByCode.keys.sorted())
        return everywhere.count == 1 ? everywhere[0] : nil
    }
}
