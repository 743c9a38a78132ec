import Testing

@testable import IMDFCommandLine

/// Colour only on a terminal without `NO_COLOR`, unless `--color` says otherwise.
@Suite struct ColorTests {
    private let escape = "\u{1B}["

    @Test func coloursATerminal() {
        let result = SampleTool.run(["paint"], terminal: true)
        #expect(result.standardOutput == TextStyle.success.apply(to: "out") + "\n")
        #expect(result.standardError == TextStyle.error.apply(to: "err") + "\n")
    }

    @Test func noColourIntoAPipe() {
        let result = SampleTool.run(["paint"], terminal: false)
        #expect(result.standardOutput == "out\n")
        #expect(result.standardError == "err\n")
    }

    @Test(arguments: ["1", "", "false"])
    func noColourWhenNOCOLORIsSetToAnything(_ value: String) {
        let result = SampleTool.run(["paint"], environment: ["NO_COLOR": value], terminal: true)
        #expect(!result.standardOutput.contains(escape))
        #expect(!result.standardError.contains(escape))
    }

    @Test func colorOptionOverrides() {
        #expect(SampleTool.run(["paint", "--color", "always"]).standardOutput.contains(escape))
        #expect(SampleTool.run(["--color=always", "paint"]).standardOutput.contains(escape))
        #expect(
            SampleTool.run(["paint", "--color=always"], environment: ["NO_COLOR": "1"]).standardOutput.contains(escape))
        #expect(!SampleTool.run(["paint", "--color", "never"], terminal: true).standardOutput.contains(escape))
        let bad = SampleTool.run(["paint", "--color", "sometimes"])
        #expect(bad.code == .usageError)
        #expect(
            bad.standardError.hasPrefix(
                "error: unknown value 'sometimes' for --color; expected auto, always or never\n"))
    }

    @Test func errorsAreColouredOnATerminal() {
        let result = SampleTool.run(["nope"], terminal: true)
        #expect(result.standardError.hasPrefix(TextStyle.error.apply(to: "error:") + " unknown command 'nope'"))
        #expect(
            SampleTool.run(["nope"], environment: ["NO_COLOR": ""], terminal: true).standardError.hasPrefix(
                "error: unknown"))
    }

    @Test func colorModeDecision() {
        #expect(ColorMode.auto.usesColor(isTerminal: true, environment: [:]))
        #expect(!ColorMode.auto.usesColor(isTerminal: false, environment: [:]))
        #expect(!ColorMode.auto.usesColor(isTerminal: true, environment: ["NO_COLOR": "x"]))
        #expect(ColorMode.always.usesColor(isTerminal: false, environment: ["NO_COLOR": "x"]))
        #expect(!ColorMode.never.usesColor(isTerminal: true, environment: [:]))
    }
}
