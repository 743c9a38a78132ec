import Testing

@testable import IMDFCommandLine

/// Whole runs of the sample tool in-process: dispatch, help, version, errors and exit codes.
@Suite struct CommandLineToolTests {
    @Test func runsACommandWithItsArguments() {
        let result = SampleTool.run(["where", "--lat", "-33.9", "--lon", "18.4", "--ordinal", "-1", "venue.zip"])
        #expect(result.code == .success)
        #expect(result.standardError.isEmpty)
        let values = SampleTool.values(result)
        #expect(values["lat"] == "-33.9")
        #expect(values["ordinal"] == "-1")
        #expect(values["archive"] == "venue.zip")
    }

    @Test func rootHelpListsCommandsOptionsAndExitCodes() {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = SampleTool.run(arguments)
            #expect(result.code == .success)
            #expect(result.standardError.isEmpty)
            let help = result.standardOutput
            #expect(help.hasPrefix("OVERVIEW: A sample tool for tests."))
            for command in ["help", "version", "where", "fail", "paint"] {
                #expect(help.contains("\n  \(command) "), "command \(command) listed")
            }
            #expect(help.contains("  --version "))
            #expect(help.contains("EXIT CODES:"))
            for code in ExitCode.allCases {
                #expect(help.contains("\n  \(code.rawValue) "), "exit code \(code.rawValue) listed")
            }
        }
    }

    @Test func commandHelpInEveryForm() {
        let expected = SampleTool.run(["help", "where"]).standardOutput
        #expect(expected.hasPrefix("OVERVIEW: Find the unit that contains a point."))
        #expect(expected.contains("Usage: imdf where --lat <degrees> --lon <degrees> [--ordinal <ordinal>]"))
        #expect(expected.contains("  -o, --output <file> "))
        #expect(expected.contains("(values: text, json; default: text)"))
        #expect(expected.contains("[--tag <tag> ...]"))
        #expect(expected.contains("ARGUMENTS:\n  <archive> "))
        for arguments in [
            ["where", "--help"], ["where", "-h"], ["where", "--lat", "--help"], ["where", "--bogus", "-h"],
        ] {
            let result = SampleTool.run(arguments)
            #expect(result.code == .success, "\(arguments)")
            #expect(result.standardOutput == expected, "\(arguments)")
        }
    }

    @Test func helpOfEveryCommandFitsIn80Columns() {
        for command in SampleTool.tool.allCommands {
            let help = SampleTool.run(["help", command.name]).standardOutput
            #expect(help.hasPrefix("OVERVIEW: \(command.abstract)"))
            for line in help.split(separator: "\n") {
                #expect(line.count <= 80, "\(command.name): \(line)")
            }
        }
        for line in SampleTool.run(["--help"]).standardOutput.split(separator: "\n") {
            #expect(line.count <= 80, "root: \(line)")
        }
    }

    @Test func versionInBothForms() {
        for arguments in [["--version"], ["version"]] {
            let result = SampleTool.run(arguments)
            #expect(result.code == .success)
            #expect(result.standardOutput == "9.9.9-test\n")
        }
    }

    @Test func unknownOptionPrintsErrorUsageAndSuggestion() {
        let result = SampleTool.run(["where", "--lta", "1", "--lon", "2", "a"])
        #expect(result.code == .usageError)
        #expect(result.standardOutput.isEmpty)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.first == "error: unknown option '--lta'")
        // The long usage line wraps with a hanging indent under the command name.
        #expect(lines.dropFirst().first?.hasPrefix("Usage: imdf where --lat <degrees>") == true)
        #expect(lines.dropFirst(2).dropLast().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 18)) })
        #expect(lines.last == "did you mean '--lat'?")
    }

    @Test func unknownCommandSuggestsACommand() {
        let result = SampleTool.run(["wehre", "--lat", "1"])
        #expect(result.code == .usageError)
        #expect(result.standardError.hasPrefix("error: unknown command 'wehre'\n"))
        #expect(result.standardError.hasSuffix("did you mean 'where'?\n"))
        let helpResult = SampleTool.run(["help", "pain"])
        #expect(helpResult.code == .usageError)
        #expect(helpResult.standardError.contains("did you mean 'paint'?"))
    }

    @Test func usageErrorsWithoutSuggestionPointToHelp() {
        let result = SampleTool.run(["where", "--lat", "1", "a"])
        #expect(result.code == .usageError)
        #expect(result.standardError.hasPrefix("error: missing required option '--lon'\n"))
        #expect(result.standardError.hasSuffix("See 'imdf help where' for more.\n"))
        let missing = SampleTool.run([])
        #expect(missing.code == .usageError)
        #expect(missing.standardError.hasPrefix("error: missing command\n"))
        let rootOption = SampleTool.run(["--verison"])
        #expect(rootOption.code == .usageError)
        #expect(rootOption.standardError.contains("did you mean '--version'?"))
    }

    @Test(arguments: [
        ("usage", ExitCode.usageError, "error: --kind was wrong"),
        ("data", .dataError, "error: unit.geojson is not a FeatureCollection"),
        ("no-input", .noInput, "error: no such file 'venue.zip'"),
        ("findings", .findings, "error: no unit contains the point"),
        ("library", .noInput, "error: cannot open archive 'venue.zip'"),
        ("unmapped", .dataError, "error: something unexpected"),
    ])
    func thrownErrorsMapToExitCodes(kind: String, code: ExitCode, message: String) {
        let result = SampleTool.run(["fail", "--kind", kind])
        #expect(result.code == code)
        #expect(result.standardError.split(separator: "\n").first.map(String.init) == message)
        #expect(result.standardError.contains("Usage: imdf fail") == (code == .usageError))
    }

    @Test func returnedFindingsPrintNoError() {
        let result = SampleTool.run(["fail", "--kind", "return-findings"])
        #expect(result.code == .findings)
        #expect(result.standardOutput == "2 errors\n")
        #expect(result.standardError.isEmpty)
    }

    @Test func imdfToolRegistersHelpAndVersion() {
        let output = StringOutput()
        let error = StringOutput()
        let status = IMDFCommand.run(
            arguments: ["--version"], environment: [:], standardOutput: output, standardError: error)
        #expect(status == 0)
        #expect(output.text == IMDFCommand.version + "\n")
        #expect(IMDFCommand.tool.allCommands.map(\.name).starts(with: ["help", "version"]))
        let bad = StringOutput()
        #expect(IMDFCommand.run(arguments: ["--bogus"], standardOutput: StringOutput(), standardError: bad) == 64)
        #expect(bad.text.hasPrefix("error: unknown option '--bogus'\n"))
    }
}
