import GeoJSON
import Testing

@testable import IMDFKit

/// ISO 3166-1 and ISO 3166-2 values, at the severity of the project's policy.
@Suite("Country and subdivision codes")
struct CountryCodesTests {
    @Test(arguments: ["US", "CA", "JP", "RU", "GB", "DE", "XK"])
    func assignedCountries(code: String) { #expect(CountryCodes.countryFinding(for: code) == nil) }

    @Test(
        arguments: [
            ("Germany", "\"DE\""), ("germany", "\"DE\""), ("Germny", "\"DE\""), ("DEU", "\"DE\""), ("de", "\"DE\""),
            ("276", "\"DE\""),
            ("UK", "\"GB\""), ("United States of America", "\"US\""), ("Côte d'Ivoire", "\"CI\""), ("ZZ", nil),
            ("", nil),
        ] as [(String, String?)])
    func countryErrors(text: String, code: String?) throws {
        let finding = try #require(CountryCodes.countryFinding(for: text))
        #expect(finding.severity == .error)
        if let code { #expect(finding.message.contains(code), "\(finding.message)") }
    }

    @Test(
        arguments: [
            ("DE-BY", "DE"), ("US-CA", "US"), ("GB-ENG", "GB"), ("FR-75C", "FR"), ("JP-13", "JP"), ("RU-SPE", "RU"),
            ("CA-QC", "CA"), ("US-CA", nil),
        ] as [(String, String?)])
    func assignedSubdivisions(code: String, country: String?) {
        #expect(CountryCodes.subdivisionFinding(for: code, country: country) == nil)
    }

    @Test(
        arguments: [
            ("Bavaria", "DE", "\"DE-BY\""), ("Bayern", "DE", "\"DE-BY\""), ("Bavaria", "Germany", "\"DE-BY\""),
            ("Quebec", "CA", "\"CA-QC\""), ("Québec", "CA", "\"CA-QC\""), ("Tokyo", "JP", "\"JP-13\""),
            ("de-by", "DE", "\"DE-BY\""),
            ("BY", "DE", "\"DE-BY\""), ("California", "US", "\"US-CA\""), ("Limburg", nil, nil),
            ("US_CA", "US", "\"US-CA\""), ("us ca", nil, "\"US-CA\""),
            ("US-", "US", nil), ("US-CALI", "US", nil), ("ZZ-AB", nil, nil), ("UK-ENG", "GB", "\"GB-ENG\""),
        ] as [(String, String?, String?)])
    func subdivisionErrors(text: String, country: String?, code: String?) throws {
        let finding = try #require(CountryCodes.subdivisionFinding(for: text, country: country))
        #expect(finding.severity == .error)
        if let code {
            #expect(finding.message.contains("did you mean \(code)"), "\(finding.message)")
        } else {
            #expect(!finding.message.contains("did you mean"), "\(finding.message)")
        }
    }

    @Test func unassignedSubdivisionIsAWarning() throws {
        let finding = try #require(CountryCodes.subdivisionFinding(for: "DE-QQ", country: "DE"))
        #expect(finding.severity == .warning && !finding.isCountryMismatch)
        #expect(finding.message.contains("not an ISO 3166-2 subdivision code of Germany"))
    }

    @Test func subdivisionOfAnotherCountryIsAWarning() throws {
        let finding = try #require(CountryCodes.subdivisionFinding(for: "US-NY", country: "CA"))
        #expect(finding.severity == .warning && finding.isCountryMismatch)
        // Not compared with a country that is not a code (that is CountryMustBeISO3166's finding).
        #expect(CountryCodes.subdivisionFinding(for: "US-NY", country: "Canada") == nil)
    }
}
