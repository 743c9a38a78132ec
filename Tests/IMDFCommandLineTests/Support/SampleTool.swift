import IMDFCommandLine

/// A library error that maps itself to an exit code, as IMDFKit errors will.
struct SampleArchiveError: Error, ExitCodeProviding, CustomStringConvertible {
    var path: String
    var exitCode: ExitCode { .noInput }
    var description: String { "cannot open archive '\(path)'" }
}

/// An error that knows nothing of exit codes.
struct SampleUnmappedError: Error, CustomStringConvertible {
    var description: String { "something unexpected" }
}

/// A test-only tool whose commands use every kind of option and positional.
enum SampleTool {
    /// `where`: required numbers, an integer, choices, a short option, a repeatable option, flags,
    /// a required and a variadic positional. Prints what it parsed, one `key=value` per line.
    static let whereCommand = Command(
        name: "where",
        abstract: "Find the unit that contains a point.",
        discussion:
            "Looks up the point in every level of the archive and prints the units that contain it, from the lowest ordinal up.",
        options: [
            .value("lat", valueName: "degrees", help: "Latitude of the point.", type: .number, isRequired: true),
            .value("lon", valueName: "degrees", help: "Longitude of the point.", type: .number, isRequired: true),
            .value("ordinal", help: "Only this level ordinal.", type: .integer),
            OutputFormat.option,
            .value("output", short: "o", valueName: "file", help: "Write the result to a file."),
            .value("tag", help: "Label the result.", isRepeatable: true),
            .flag("strict", short: "s", help: "Treat warnings as errors."),
            .flag("verbose", short: "v", help: "Explain each step; repeat for more.", isRepeatable: true),
        ],
        positionals: [
            .init("archive", help: "An IMDF archive: a directory, a .zip file, or - for standard input."),
            .init("extra", help: "More archives.", arity: .variadic(minimum: 0)),
        ]
    ) { arguments, context in
        let format = try arguments.choice("format", as: OutputFormat.self)
        let lines = [
            "lat=\(try arguments.double("lat").map { String($0) } ?? "nil")",
            "lon=\(try arguments.double("lon").map { String($0) } ?? "nil")",
            "ordinal=\(try arguments.integer("ordinal").map { String($0) } ?? "nil")",
            "format=\(format?.rawValue ?? "nil")",
            "output=\(arguments.string("output") ?? "nil")",
            "tags=\(arguments.strings("tag").joined(separator: ","))",
            "strict=\(arguments.flag("strict"))",
            "verbose=\(arguments.flagCount("verbose"))",
            "archive=\(arguments.positional("archive") ?? "nil")",
            "extra=\(arguments.positionals("extra").joined(separator: ","))",
            "color=\(arguments.colorMode.rawValue)",
        ]
        for line in lines { context.standardOutput.writeLine(line) }
        return .success
    }

    /// `fail --kind K`: throws or returns according to `K`, to exercise the error funnel.
    static let failCommand = Command(
        name: "fail",
        abstract: "Fail in a chosen way.",
        options: [
            .value(
                "kind", help: "How to fail.",
                choices: ["usage", "data", "no-input", "findings", "library", "unmapped", "return-findings"],
                isRequired: true)
        ]
    ) { arguments, context in
        switch try arguments.requiredString("kind") {
        case "usage": throw CLIError.usage("--kind was wrong", suggestion: "--kind=data")
        case "data": throw CLIError.data("unit.geojson is not a FeatureCollection")
        case "no-input": throw CLIError.noInput("no such file 'venue.zip'")
        case "findings": throw CLIError.findings("no unit contains the point")
        case "library": throw SampleArchiveError(path: "venue.zip")
        case "unmapped": throw SampleUnmappedError()
        default:
            context.standardOutput.writeLine("2 errors")
            return .findings
        }
    }

    /// `paint`: writes one styled word to each stream, to observe colour decisions.
    static let paintCommand = Command(name: "paint", abstract: "Write styled text.") { _, context in
        context.standardOutput.writeLine(context.standardOutput.styled("out", .success))
        context.standardError.writeLine(context.standardError.styled("err", .error))
        return .success
    }

    static let tool = CommandLineTool(
        name: "imdf", version: "9.9.9-test", abstract: "A sample tool for tests.",
        commands: [whereCommand, failCommand, paintCommand])

    /// The result of one in-process run.
    struct Result {
        var code: ExitCode
        var standardOutput: String
        var standardError: String
    }

    /// Runs the sample tool in-process with captured outputs.
    static func run(_ arguments: [String], environment: [String: String] = [:], terminal: Bool = false) -> Result {
        let output = StringOutput(isTerminal: terminal)
        let error = StringOutput(isTerminal: terminal)
        let code = tool.run(
            arguments: arguments, environment: environment, standardOutput: output, standardError: error)
        return Result(code: code, standardOutput: output.text, standardError: error.text)
    }

    /// The `key=value` lines a successful `where` printed, as a dictionary.
    static func values(_ result: Result) -> [String: String] {
        var values: [String: String] = [:]
        for line in result.standardOutput.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            values[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return values
    }

    /// Runs `where` with the required options plus `arguments`, expecting success.
    static func parseWhere(_ arguments: [String]) -> [String: String] {
        values(run(["where"] + arguments))
    }
}
