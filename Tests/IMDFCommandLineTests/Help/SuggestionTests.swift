import Testing

@testable import IMDFCommandLine

@Suite struct SuggestionTests {
    @Test func editDistance() {
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.editDistance("lat", "lat") == 0)
        #expect(Suggestion.editDistance("lta", "lat") == 1)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("abc", "") == 3)
    }

    @Test func closestMatch() {
        let options = ["--lat", "--lon", "--format", "--output"]
        #expect(Suggestion.closest(to: "--lta", among: options) == "--lat")
        #expect(Suggestion.closest(to: "--LAT", among: options) == "--lat")
        #expect(Suggestion.closest(to: "--fo", among: options) == "--format")
        #expect(Suggestion.closest(to: "--formats", among: options) == "--format")
        #expect(Suggestion.closest(to: "--xyz", among: options) == nil)
        #expect(Suggestion.closest(to: "--", among: options) == nil)
        #expect(Suggestion.closest(to: "validte", among: ["validate", "levels"]) == "validate")
        #expect(Suggestion.closest(to: "x", among: ["help", "version"]) == nil)
    }
}
