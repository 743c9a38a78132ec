import Testing

@testable import IMDFCommandLine

@Suite struct ArgumentParserTests {
    private let required = ["--lat", "1", "--lon", "2"]

    private func parse(_ arguments: [String]) throws -> ParsedArguments {
        try ArgumentParser.parse(arguments, for: SampleTool.whereCommand)
    }

    private func usageMessage(_ arguments: [String]) -> String? {
        do {
            _ = try parse(arguments)
            return nil
        } catch let error as CLIError {
            #expect(error.kind == .usage)
            return error.message
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test func everyOptionForm() throws {
        let parsed = try parse([
            "--lat", "51.5", "--lon=-0.12", "-o", "out.txt", "--format=json", "--tag", "a",
            "--tag=b", "-sv", "venue.zip", "more.zip", "last.zip",
        ])
        #expect(try parsed.double("lat") == 51.5)
        #expect(try parsed.double("lon") == -0.12)
        #expect(parsed.string("output") == "out.txt")
        #expect(try parsed.choice("format", as: OutputFormat.self) == .json)
        #expect(parsed.strings("tag") == ["a", "b"])
        #expect(parsed.flag("strict") && parsed.flag("verbose"))
        #expect(parsed.positional("archive") == "venue.zip")
        #expect(parsed.positionals("extra") == ["more.zip", "last.zip"])
    }

    @Test func attachedShortValue() throws {
        #expect(try parse(required + ["-oresult.svg", "a"]).string("output") == "result.svg")
        #expect(try parse(required + ["-vo", "x.svg", "a"]).string("output") == "x.svg")
    }

    @Test func defaultsAndAbsence() throws {
        let parsed = try parse(required + ["a"])
        #expect(try parsed.choice("format", as: OutputFormat.self) == .text)
        #expect(parsed.string("output") == nil)
        #expect(try parsed.integer("ordinal") == nil)
        #expect(parsed.strings("tag").isEmpty)
        #expect(!parsed.flag("strict"))
        #expect(parsed.positionals("extra").isEmpty)
        #expect(parsed.colorMode == .auto)
    }

    @Test func negativeNumbersAsValuesAndPositionals() throws {
        let parsed = try parse(["--lat", "-33.9", "--lon", "-18", "--ordinal", "-1", "-", "-5"])
        #expect(try parsed.double("lat") == -33.9)
        #expect(try parsed.double("lon") == -18)
        #expect(try parsed.integer("ordinal") == -1)
        #expect(parsed.positional("archive") == "-")
        #expect(parsed.positionals("extra") == ["-5"])
    }

    @Test func terminatorMakesEverythingPositional() throws {
        let parsed = try parse(required + ["--", "--strict", "-v", "--", "-"])
        #expect(!parsed.flag("strict"))
        #expect(parsed.positional("archive") == "--strict")
        #expect(parsed.positionals("extra") == ["-v", "--", "-"])
    }

    @Test func missingValues() {
        #expect(usageMessage(["--lat"]) == "--lat requires a value")
        #expect(usageMessage(["--lat", "--lon", "2", "a"]) == "--lat requires a value")
        #expect(usageMessage(required + ["a", "-o"]) == "-o requires a value")
        #expect(usageMessage(["--lat", "--", "5"]) == "--lat requires a value")
    }

    @Test func badNumbers() {
        #expect(usageMessage(["--lat", "abc", "--lon", "2", "a"]) == "--lat expects a number, got 'abc'")
        #expect(usageMessage(["--lat", "nan", "--lon", "2", "a"]) == "--lat expects a number, got 'nan'")
        #expect(usageMessage(["--lat", "inf", "--lon", "2", "a"]) == "--lat expects a number, got 'inf'")
        #expect(usageMessage(required + ["--ordinal", "1.5", "a"]) == "--ordinal expects an integer, got '1.5'")
    }

    @Test func choices() throws {
        #expect(
            usageMessage(required + ["--format", "xml", "a"])
                == "unknown value 'xml' for --format; expected text or json")
        do {
            _ = try parse(required + ["--format", "jsno", "a"])
            Issue.record("expected an error")
        } catch let error as CLIError {
            #expect(error.suggestion == "json")
        }
    }

    @Test func repeatedOptions() throws {
        #expect(usageMessage(required + ["--output", "a", "-o", "b", "x"]) == "--output may be given only once")
        #expect(usageMessage(["--lat", "1", "--lat", "2", "--lon", "3", "a"]) == "--lat may be given only once")
        #expect(try parse(required + ["--tag", "a", "--tag", "a", "x"]).strings("tag") == ["a", "a"])
        #expect(try parse(required + ["-v", "--verbose", "-vv", "x"]).flagCount("verbose") == 4)
        #expect(usageMessage(required + ["-ss", "a"]) == "--strict may be given only once")
        #expect(usageMessage(required + ["--strict", "-s", "a"]) == "--strict may be given only once")
    }

    @Test func missingRequiredOptionsAndPositionals() {
        #expect(usageMessage(["--lat", "1", "a"]) == "missing required option '--lon'")
        #expect(usageMessage(required) == "missing required argument <archive>")
    }

    @Test func flagsTakeNoValue() {
        #expect(usageMessage(required + ["--strict=yes", "a"]) == "--strict is a flag and takes no value, got 'yes'")
    }

    @Test func unknownOptionsSuggestCloseMatches() throws {
        for (typed, expected) in [
            ("--lta", "--lat"), ("--FORMAT", "--format"), ("--form", "--format"),
            ("--verbos", "--verbose"), ("--outptu", "--output"),
        ] {
            do {
                _ = try parse(required + [typed, "x", "a"])
                Issue.record("\(typed) was accepted")
            } catch let error as CLIError {
                #expect(error.message == "unknown option '\(typed)'")
                #expect(error.suggestion == expected, "for \(typed)")
            }
        }
        do {
            _ = try parse(required + ["--zzzzzz", "a"])
        } catch let error as CLIError {
            #expect(error.suggestion == nil)
        }
    }

    @Test func unknownShortOptions() {
        #expect(usageMessage(required + ["-x", "a"]) == "unknown option '-x'")
        #expect(usageMessage(required + ["-vx", "a"]) == "unknown option '-x' in '-vx'")
    }

    @Test func extraPositionalsAreRejectedWhenNotVariadic() throws {
        let command = Command(
            name: "one", abstract: "One file.", positionals: [.init("file", help: "A file.", arity: .optional)]
        ) { _, _ in .success }
        #expect(try ArgumentParser.parse([], for: command).positional("file") == nil)
        #expect(throws: CLIError.usage("unexpected argument 'b'")) {
            try ArgumentParser.parse(["a", "b"], for: command)
        }
    }

    @Test func variadicMinimum() {
        let command = Command(
            name: "many", abstract: "Files.", positionals: [.init("file", help: "Files.", arity: .variadic(minimum: 1))]
        ) { _, _ in .success }
        #expect(throws: CLIError.usage("<file> needs at least 1 value")) { try ArgumentParser.parse([], for: command) }
    }

    @Test func helpIsFoundBeforeTheTerminatorOnly() {
        #expect(ArgumentParser.asksForHelp(["--lat", "--help"]))
        #expect(ArgumentParser.asksForHelp(["-h"]))
        #expect(!ArgumentParser.asksForHelp(["--", "--help"]))
        #expect(!ArgumentParser.asksForHelp(["--help=yes"]))
    }
}
