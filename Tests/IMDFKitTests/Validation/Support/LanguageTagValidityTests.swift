import GeoJSON
import Testing

@testable import IMDFKit

/// RFC 5646 validity against the registry, at the severity of the project's policy.
@Suite("Language tag validity")
struct LanguageTagValidityTests {
    /// RFC 5646's ABNF lists the grandfathered tags that `LanguageTagFormat` takes whole; the registry
    /// lists the same ones.
    @Test func grandfatheredTagsOfTheSyntaxAreThoseOfTheRegistry() {
        for tag in Registries.grandfathered.allCodes {
            #expect(LanguageTagFormat.components(of: tag)?.isGrandfathered == true, "\(tag)")
        }
    }

    /// `qqq` is in the private-use range `qaa`–`qtz`, so it is valid.
    @Test(arguments: [
        "en", "ja-JP", "zh-Hant", "zh-Hant-TW", "sr-Latn-RS", "es-419", "de-CH-1996", "en-US-x-twain",
        "x-whatever", "qaa", "qqq", "qtz-Latn", "i-default", "zh-yue-HK", "EN-us", "und", "ru", "en-u-ca-buddhist",
        "sl-rozaj-biske", "en-Qaaa-QM", "de-DE-1901", "tok",
    ])
    func validTags(tag: String) {
        #expect(LanguageTagValidity.finding(for: tag) == nil)
    }

    @Test(
        arguments: [
            ("english", "\"en\" (English)"), ("English", "\"en\" (English)"), ("xx", nil), ("qzz", nil),
            ("eng", "\"en\" (English)"),
            ("ger-DE", "\"de\" (German)"), ("en_US", "\"en-US\""), ("English (UK)", "\"en\" (English)"),
            ("japanese", "\"ja\" (Japanese)"),
            ("123", nil), ("e", nil), ("en-", nil), ("xx-US", nil), ("e-", nil), ("français", nil),
        ] as [(String, String?)])
    func errors(tag: String, suggestion: String?) throws {
        let finding = try #require(LanguageTagValidity.finding(for: tag))
        #expect(finding.severity == .error)
        if let suggestion {
            #expect(finding.message.hasSuffix("did you mean \(suggestion)?"), "\(finding.message)")
        } else {
            #expect(!finding.message.contains("did you mean"), "\(finding.message)")
        }
    }

    @Test(arguments: [
        ("en-Qqqq", "script subtag 'Qqqq'"), ("en-ZQ", "region subtag 'ZQ'"),
        ("de-abcdefg", "variant subtag 'abcdefg'"),
        ("iw", "'iw' is deprecated (the registry's preferred value is 'he')"),
        ("en-BU", "region subtag 'BU' is deprecated"),
        ("i-klingon", "preferred value is \"tlh\""),
        ("zh-cmn-Hans", "is deprecated (the registry's preferred value is 'cmn-hans')"),
        ("en-yue", "registered for use after 'zh' only"), ("de-1996-1996", "'1996' appears twice"),
        ("en-a-bb-a-cc", "extension 'a' appears twice"), ("zh-yue", "preferred value is 'yue'"),
        ("zh-qqq", "'qqq' is not an extended language subtag"),
    ])
    func warnings(tag: String, fragment: String) throws {
        let finding = try #require(LanguageTagValidity.finding(for: tag))
        #expect(finding.severity == .warning)
        #expect(finding.message.contains(fragment), "\(finding.message)")
    }

    @Test func everyProblemOfATagIsNamed() throws {
        let finding = try #require(LanguageTagValidity.finding(for: "en-Qqqq-ZQ"))
        #expect(finding.message.contains("'Qqqq'") && finding.message.contains("'ZQ'"))
    }
}
