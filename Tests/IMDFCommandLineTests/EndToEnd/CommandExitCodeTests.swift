import Foundation
import IMDFCommandLine
import Testing

/// Runs of the built `imdf` binary for every exit code of the archive commands: the real entry point,
/// streams and status. Skipped when the binary has not been built.
@Suite struct CommandExitCodeTests {
    typealias Binary = EndToEndTests

    @Test(.enabled(if: Binary.isAvailable, "the imdf binary is built"))
    func successIsZero() throws {
        let run = try Binary.run([
            "where", Samples.zip, "--lat", Samples.restaurant.latitude, "--lon", Samples.restaurant.longitude,
        ])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("occupant La Marée (seafood)"))
        #expect(!run.standardOutput.contains("\u{1B}["), "no colour into a pipe")
        #expect(try Binary.run(["validate", Samples.zip]).status == 0)
        #expect(try Binary.run(["levels", Samples.directory]).status == 0)
        #expect(try Binary.run(["show", Samples.zip, Samples.restaurantUnitID]).status == 0)
    }

    @Test(.enabled(if: Binary.isAvailable, "the imdf binary is built"))
    func findingsAreOne() throws {
        let validate = try Binary.run(["validate", Samples.mistakes])
        #expect(validate.status == 1)
        #expect(validate.standardOutput.contains("fixture.geojson:6:3: error:"))
        #expect(try Binary.run(["where", Samples.zip, "--lat", "45.51", "--lon", "-73.55"]).status == 1)
        #expect(try Binary.run(["show", Samples.zip, "no-such-feature"]).status == 1)
    }

    @Test(.enabled(if: Binary.isAvailable, "the imdf binary is built"))
    func lintReadsStandardInput() throws {
        let process = Process()
        process.executableURL = try #require(Binary.executable)
        process.arguments = ["lint", "-"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        input.fileHandleForWriting.write(Data("{\"type\": \"Point\"}".utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(text.hasPrefix("<stdin>:1:1: error: [geojson-missing-member]"))
    }

    /// Both rules added for RFC 7946 §7.1 and RFC 8259 §4, from the real binary: positions, the note at
    /// the first occurrence, and exit status 1 for the error.
    @Test(.enabled(if: Binary.isAvailable, "the imdf binary is built"))
    func lintReportsMembersThatChangeSemanticsAndRepeatedNames() throws {
        let file = try Samples.file(
            named: "members.geojson",
            """
            {"type":"FeatureCollection","features":[
            {"type":"Feature","geometry":null,"properties":{"a":1,"a":2},"coordinates":[0,0]}
            ]}
            """)
        let run = try Binary.run(["lint", file.path])
        #expect(run.status == 1)
        // The findings, then the per-rule table.
        #expect(
            run.standardOutput.hasPrefix(
                """
                \(file.path):2:55: warning: [json-duplicate-member] member name 'a' appears more than once in this object (RFC 8259 §4: \
                names SHOULD be unique); all are kept in order, and the value used is the last one
                  note: 'a' first appears here (\(file.path):2:49)
                \(file.path):2:62: error: [geojson-member-changes-semantics] a Feature must not have a 'coordinates' member (RFC 7946 §7.1): \
                'coordinates' defines a Geometry, so here it would change GeoJSON semantics; it is kept as a foreign member

                """))
        #expect(
            run.standardOutput.contains("geojson-member-changes-semantics  error")
                && run.standardOutput.contains("json-duplicate-member "))
        #expect(run.standardError == "\(file.path): 1 error, 1 warning, 0 infos\n")
    }

    @Test(.enabled(if: Binary.isAvailable, "the imdf binary is built"))
    func badLatitudeIs64() throws {
        let run = try Binary.run(["where", Samples.zip, "--lat", "123", "--lon", "0"])
        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix("error: invalid point: latitude 123.0 is outside [-90, 90] degrees\n"))
        #expect(run.standardOutput.isEmpty)
    }

    @Test(.enabled(if: Binary.isAvailable, "the imdf binary is built"))
    func truncatedZipIs65() throws {
        let zip = try Samples.truncatedZip().path
        for command in [["validate"], ["levels"], ["show"], ["where", "--lat", "0", "--lon", "0"]] {
            var arguments = command + [zip]
            if command == ["show"] { arguments.append("x") }
            let run = try Binary.run(arguments)
            #expect(run.status == 65, "\(command)")
            #expect(run.standardError.hasPrefix("error: \(zip)"))
        }
    }

    @Test(.enabled(if: Binary.isAvailable, "the imdf binary is built"))
    func missingArchiveIs66() throws {
        for command in ["validate", "levels"] {
            let run = try Binary.run([command, "/no/such/venue.zip"])
            #expect(run.status == 66)
            #expect(run.standardError.hasPrefix("error: /no/such/venue.zip"))
        }
    }
}
