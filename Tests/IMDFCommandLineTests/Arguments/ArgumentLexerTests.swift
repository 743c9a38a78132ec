import Testing

@testable import IMDFCommandLine

@Suite struct ArgumentLexerTests {
    @Test func classifiesEveryShape() {
        let tokens = ArgumentLexer.tokens([
            "--lat", "--format=json", "-o", "-vs", "-", "file", "-33.9", "--", "--lat", "-v",
        ])
        #expect(
            tokens == [
                .long(name: "lat", value: nil), .long(name: "format", value: "json"), .short("o"), .short("vs"),
                .positional("-"), .positional("file"), .positional("-33.9"), .terminator,
                .positional("--lat"), .positional("-v"),
            ])
    }

    @Test func keepsEverythingAfterTheFirstEqualsSign() {
        #expect(
            ArgumentLexer.tokens(["--where=a=b", "--empty="]) == [
                .long(name: "where", value: "a=b"), .long(name: "empty", value: ""),
            ])
    }

    @Test(arguments: ["-1", "-33.9", "-.5", "-1e-3", "-2E+4", "-0"])
    func negativeNumbersArePositional(_ argument: String) {
        #expect(ArgumentLexer.isNegativeNumber(argument))
        #expect(ArgumentLexer.tokens([argument]) == [.positional(argument)])
    }

    @Test(arguments: ["-", "-v", "-e", "-1e", "-1.2.3", "-.", "-1x", "--1"])
    func otherDashedWordsAreNotNumbers(_ argument: String) {
        #expect(!ArgumentLexer.isNegativeNumber(argument))
    }
}
