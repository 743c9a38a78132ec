import Testing

@testable import IMDFKit

/// The format checks behind the rules of group C, value by value (the registry look-ups: `RegistriesTests`).
@Suite("Validation formats")
struct FormatTests {
    @Test(arguments: ["+12225551212", "+7", "+442071838750"])
    func validPhones(text: String) { #expect(PhoneNumberFormat.problem(with: text) == nil) }

    @Test(arguments: [
        "12225551212", "+1 222 555 1212", "+1-222-555-1212", "+78007071899 ", "+", "+1234567890123456", "+0123", "",
    ])
    func invalidPhones(text: String) { #expect(PhoneNumberFormat.problem(with: text) != nil) }

    @Test(arguments: ["https://example.org", "http://example.org/a?b=c#d", "HTTPS://EXAMPLE.ORG"])
    func validWebsites(text: String) { #expect(WebsiteFormat.problem(with: text) == nil) }

    @Test(arguments: [
        "www.example.org", "ftp://example.org", "https://", "https://exa mple.org", "https://example.org/{x}",
    ])
    func invalidWebsites(text: String) { #expect(WebsiteFormat.problem(with: text) != nil) }

    @Test(arguments: [
        "Mo-Fr 08:30-20:00", "24/7", "Mo-Fr 08:00-12:00,13:00-17:30; Sa 10:00-14:00; PH off",
        "Mo,We,Fr 10:00-18:00", "Dec 25 off", "Su 10:00+", "Mo-Fr 09:00-17:00 \"by appointment\"", "Mo[1] 10:00-12:00",
    ])
    func plausibleHours(text: String) { #expect(OpeningHoursFormat.problem(with: text) == nil) }

    @Test(arguments: [
        "9am to 5pm", "Mo-Fr 25:00-26:99", "Mo-Fr 08:00-17:00;; Sa 10:00-12:00", "", "Monday 9-5", "Mo-Fr \"open",
    ])
    func malformedHours(text: String) { #expect(OpeningHoursFormat.problem(with: text) != nil) }

    @Test(arguments: [
        "en", "en-US", "ja-JP", "zh-Hant", "zh-Hant-TW", "sr-Latn-RS", "es-419", "de-CH-1996", "en-US-x-twain",
        "x-whatever", "i-klingon", "EN-us", "zh-yue-HK", "en-a-bbb-x-ccc", "english", "xx",
    ])
    func wellFormedLanguageTags(tag: String) { #expect(LanguageTagFormat.isWellFormed(tag)) }

    @Test(arguments: [
        "en glish", "en_US", "e", "en-", "123", "", "en--US", "en-a", "x", "en-US-x", "\u{212A}o", "English (UK)",
    ])
    func malformedLanguageTags(tag: String) { #expect(!LanguageTagFormat.isWellFormed(tag)) }

    @Test func languageTagComponents() throws {
        let tag = try #require(LanguageTagFormat.components(of: "zh-yue-Hant-HK-1996-u-co-pinyin-x-priv"))
        #expect(tag.language == "zh" && tag.extlangs == ["yue"] && tag.script == "hant" && tag.region == "hk")
        #expect(tag.variants == ["1996"] && tag.extensionSingletons == ["u"] && tag.privateUse == ["priv"])
        #expect(LanguageTagFormat.components(of: "x-whatever")?.language == "")
        #expect(LanguageTagFormat.components(of: "i-klingon")?.isGrandfathered == true)
        #expect(LanguageTagFormat.components(of: "zh-min-nan")?.isGrandfathered == true)
    }

    @Test func nearestValue() {
        #expect(NearestValue.suggestion(for: "rom", among: ["room", "restroom", "walkway"]) == "room")
        #expect(NearestValue.suggestion(for: "unti", among: ["unit", "level"]) == "unit")
        #expect(NearestValue.suggestion(for: "religous", among: ["religiousfacility", "recreation"]) == nil)
        #expect(NearestValue.suggestion(for: "Foodservice", among: ["foodservice", "restaurant"]) == "foodservice")
        #expect(NearestValue.suggestion(for: "giftshop", among: ["room", "restroom"]) == nil)
    }
}
