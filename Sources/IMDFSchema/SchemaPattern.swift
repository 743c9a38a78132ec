import IMDFKit

extension IMDF {
    /// The regular expressions the generated JSON Schemas use for IMDF's string designators (spec §1.3, §1.4).
    ///
    /// Every pattern is anchored (`^…$`) and written in the common subset of ECMA-262 and Python `re` syntax
    /// (character classes only, no `\d`, `\w` or look-arounds), so that `ajv`, Python `jsonschema` and editors
    /// all read it the same way. They check the *shape* of a value; whether a language tag or a country code is
    /// actually registered is left to `imdf validate`.
    public enum SchemaPattern {
        /// UUID: the RFC 4122 8-4-4-4-12 hexadecimal form, either case, any version.
        ///
        /// The spec asks for version 4, but its own examples are not, so a non-version-4 UUID is a validator
        /// warning rather than a schema failure.
        public static let uuid = "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$"

        /// LANGUAGE-TAG: the syntax of a BCP 47 (RFC 5646) tag, such as `en`, `en-US`, `zh-Hant-TW`, `es-419`.
        ///
        /// The primary language subtag is limited to two or three letters (the only ones registered), so a
        /// word such as `english` is rejected; private-use tags (`x-…`) are accepted.
        public static let languageTag =
            "^(([A-Za-z]{2,3}(-[A-Za-z]{3}){0,3})(-[A-Za-z]{4})?(-([A-Za-z]{2}|[0-9]{3}))?"
            + "(-([A-Za-z0-9]{5,8}|[0-9][A-Za-z0-9]{3}))*(-[0-9A-WY-Za-wy-z](-[A-Za-z0-9]{2,8})+)*"
            + "(-[Xx](-[A-Za-z0-9]{1,8})+)?|[Xx](-[A-Za-z0-9]{1,8})+)$"

        /// DATE-TIME: `yyyy-MM-ddTHH:mm:ss`, optional fractional seconds, and a required `Z` or `±hh:mm` offset.
        ///
        /// Stricter than the toolkit's decoder, which also accepts a missing offset (and warns).
        public static let dateTime =
            "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)"
            + "(\\.[0-9]+)?(Z|[+-]([01][0-9]|2[0-3]):[0-5][0-9])$"

        /// PHONE: an E.164 number, `+` and up to fifteen digits without a leading zero.
        public static let phone = "^\\+[1-9][0-9]{1,14}$"

        /// WEBSITE: a URI with an `http` or `https` scheme.
        public static let website = "^https?://[^\\s]+$"

        /// ISO-3166: an alpha-2 country code.
        public static let countryCode = "^[A-Z]{2}$"

        /// ISO-3166-2: a subdivision code, country then one to three letters or digits (`US-CA`, `JP-13`).
        public static let subdivisionCode = "^[A-Z]{2}-[A-Z0-9]{1,3}$"

        /// VERSION: a semantic version number (`1.0.0`, `1.0.0-beta.2`).
        public static let version = "^[0-9]+\\.[0-9]+\\.[0-9]+([-.][0-9A-Za-z.-]+)?$"

        /// EXTENSIONS: `imdf:extension:<provider>:<name>#<version>`.
        public static let extensionIdentifier = "^imdf:extension:[A-Za-z0-9_.-]+:[A-Za-z0-9_.-]+#[0-9A-Za-z_.-]+$"
    }
}
