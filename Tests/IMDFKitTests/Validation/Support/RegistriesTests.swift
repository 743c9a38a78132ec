import Foundation
import IMDFTestSupport
import Testing

@testable import IMDFKit

/// The generated BCP 47 and ISO 3166 tables (`Registries+Generated.swift`), and the checks built on them,
/// value by value.
@Suite("Registries")
struct RegistriesTests {
    static let generatedFile = TestData.packageRoot
        .appendingPathComponent("Sources/IMDFKit/Validation/Support/Registries+Generated.swift")

    /// The tables are generated (`Scripts/generate-registries.py`); this fails when one was edited by hand.
    /// Whether they match what newer packages would give is `.ci/run`'s optional `--check` step.
    @Test func tablesMatchTheirRecordedChecksum() {
        #expect(
            Registries.checksum(of: Registries.generatedTables) == Registries.contentChecksum,
            "Registries+Generated.swift was edited by hand: regenerate it with python3 Scripts/generate-registries.py")
    }

    @Test func headerNamesTheSourcesAndTheChecksum() throws {
        let header = String(try String(contentsOf: Self.generatedFile, encoding: .utf8).prefix(600))
        let hex = String(Registries.contentChecksum, radix: 16)
        #expect(header.contains("0x" + String(repeating: "0", count: 16 - hex.count) + hex))
        for package in Registries.generatedFrom.split(separator: ",") {
            let words = package.split(separator: " ")
            #expect(header.contains("\(words[0]) \(words[1]) (PyPI)"), "\(package)")
        }
        #expect(header.contains("File-Date \(Registries.subtagRegistryFileDate)"))
    }

    @Test func checksumIsFNV1a64() {
        #expect(Registries.checksum(of: []) == 0xCBF2_9CE4_8422_2325)
        // FNV-1a 64 of the bytes "a", 0 (the published vector for "a" alone is 0xaf63dc4c8601ec8c).
        #expect(Registries.checksum(of: ["a"]) == 0x089B_E207_B544_F1E4)
        #expect(Registries.checksum(of: ["ab"]) != Registries.checksum(of: ["a", "b"]))
    }

    @Test func tableSizesArePlausible() {
        #expect((8_000...10_000).contains(Registries.languages.count))  // 8,263 + the 520 of qaa..qtz
        #expect((230...300).contains(Registries.extlangs.count))
        #expect((200...320).contains(Registries.scripts.count))
        #expect((300...400).contains(Registries.regions.count))
        #expect((100...200).contains(Registries.variants.count))
        #expect(Registries.grandfathered.count == 26)
        #expect((249...255).contains(Registries.countryCodes.count))
        #expect((4_500...6_000).contains(Registries.subdivisionCodes.count))
        #expect(Registries.subdivisions.namesByCode.count == Registries.subdivisionCodes.count)
        #expect((150...250).contains(Registries.languageByAlpha3.count))
    }

    @Test func knownMembersArePresent() {
        for language in ["en", "ja", "zh", "ru", "de", "fr", "yue", "haw", "und", "qaa", "qtz", "tok"] {
            #expect(Registries.languages.contains(language), "\(language)")
        }
        for script in ["hant", "hans", "latn", "cyrl", "jpan", "qaaa", "qabx"] {
            #expect(Registries.scripts.contains(script), "\(script)")
        }
        for region in ["us", "jp", "de", "gb", "419", "001", "150", "qm", "xk", "zz"] {
            #expect(Registries.regions.contains(region), "\(region)")
        }
        for variant in ["1996", "1901", "fonipa", "rozaj"] {
            #expect(Registries.variants.contains(variant), "\(variant)")
        }
        #expect(Registries.extlangs["yue"]?.prefix == "zh")
        for country in ["US", "CA", "JP", "RU", "GB", "DE", "FR", "XK"] {
            #expect(CountryCodes.isCountry(country), "\(country)")
        }
        for code in ["DE-BY", "US-CA", "GB-ENG", "FR-75C", "FR-IDF", "JP-13", "RU-SPE", "CA-QC"] {
            #expect(Registries.subdivisionCodes.contains(code), "\(code)")
        }
        #expect(Registries.subdivisions.namesByCode["DE-BY"] == ["Bayern", "Bavaria"])
        #expect(Registries.languageNames.descriptionBySubtag["en"] == "English")
        #expect(Registries.languageNames.subtagByName["english"] == "en")
        #expect(Registries.languageByAlpha3["eng"] == "en" && Registries.languageByAlpha3["ger"] == "de")
        #expect(
            Registries.countries.alpha2ByAlpha3["DEU"] == "DE" && Registries.countries.alpha2ByNumeric["276"] == "DE")
    }

    @Test func knownNonMembersAreAbsent() {
        for language in ["xx", "qzz", "qxx", "english", "eng", "zz", "zzz"] {
            #expect(!Registries.languages.contains(language), "\(language)")
        }
        for script in ["latx", "qqqq", "qaby"] { #expect(!Registries.scripts.contains(script), "\(script)") }
        for region in ["uk", "zq", "999", "eu0"] { #expect(!Registries.regions.contains(region), "\(region)") }
        for country in ["UK", "EU", "ZZ", "us", "DEU", ""] { #expect(!CountryCodes.isCountry(country), "\(country)") }
        for code in ["DE-QQ", "US-ZZ", "GB-XXX", "FR-75"] {
            #expect(!Registries.subdivisionCodes.contains(code), "\(code)")
        }
    }

    @Test func deprecatedSubtagsCarryTheirPreferredValue() {
        #expect(Registries.languages.deprecated["iw"] == "he")
        #expect(Registries.regions.deprecated["bu"] == "mm")
        #expect(Registries.grandfathered.deprecated["i-klingon"] == "tlh")
        #expect(Registries.grandfathered.deprecated["i-default"] == nil)
        #expect(Registries.deprecatedRedundant.deprecated["zh-cmn-hans"] == "cmn-hans")
    }

    @Test func foldingIgnoresCaseAccentsAndSpacing() {
        #expect(Registries.fold("Québec") == "quebec")
        #expect(Registries.fold("Que\u{301}bec") == "quebec")
        #expect(Registries.fold("TÔKYÔ") == "tokyo")
        #expect(Registries.fold("  Baden-Württemberg ") == "baden-wurttemberg")
        #expect(Registries.fold("Łódzkie") == "lodzkie")
    }
}
