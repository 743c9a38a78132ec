/// The ISO-3166 designator (spec §1.4): ISO 3166-1 alpha-2 country codes, and the shape of ISO 3166-2
/// subdivision codes.
enum CountryCodes {
    /// The officially assigned ISO 3166-1 alpha-2 codes (249 codes), plus `XK` (Kosovo), which is
    /// user-assigned but in wide use.
    static let alpha2: Set<String> = Set("""
        AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW
        BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI
        FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN
        IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME
        MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF
        PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV
        SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE
        YT ZA ZM ZW XK
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))

    /// Why `text` is not an ISO 3166-1 alpha-2 code, or nil when it is one.
    static func countryProblem(with text: String) -> String? {
        if alpha2.contains(text) { return nil }
        if alpha2.contains(text.uppercased()) { return "must be upper case ('\(text.uppercased())')" }
        if text.count == 3 { return "looks like an alpha-3 code; IMDF uses the two-letter alpha-2 code" }
        return "is not an ISO 3166-1 alpha-2 country code"
    }

    /// Why `text` does not have the ISO 3166-2 shape `CC-XXX` (a known country code, a hyphen, then 1 to
    /// 3 upper-case letters or digits), or nil when it has. The subdivision part is not looked up.
    static func subdivisionProblem(with text: String) -> String? {
        let parts = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return "does not have the form 'CC-XXX' (country code, '-', subdivision)" }
        guard alpha2.contains(String(parts[0])) else { return "starts with '\(parts[0])', which is not an ISO 3166-1 alpha-2 code" }
        let subdivision = parts[1]
        guard (1...3).contains(subdivision.count),
              subdivision.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("0"..."9").contains($0) })
        else { return "has subdivision part '\(subdivision)', expected 1 to 3 upper-case letters or digits" }
        return nil
    }
}
