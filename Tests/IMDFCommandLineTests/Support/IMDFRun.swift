import Foundation
import IMDFTestSupport

@testable import IMDFCommandLine

/// One in-process run of `imdf`, with its outputs captured.
struct IMDFRun {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// Runs `imdf` with arguments in-process, without colour.
    init(_ arguments: [String], environment: [String: String] = [:]) {
        let output = StringOutput()
        let error = StringOutput()
        status = IMDFCommand.run(
            arguments: arguments, environment: environment, standardOutput: output, standardError: error)
        standardOutput = output.text
        standardError = error.text
    }

    /// Standard output parsed as JSON, or `nil` when it is not JSON.
    var json: Any? {
        try? JSONSerialization.jsonObject(with: Data(standardOutput.utf8), options: [.fragmentsAllowed])
    }
}

/// Inputs for command tests: the sample venues, and temporary fixtures made from them.
enum Samples {
    /// The package root, found from this file's path.
    static let packageRoot = TestData.packageRoot

    /// `SampleVenues/HarbourviewQuay` (a directory).
    static let directory = packageRoot.appendingPathComponent("SampleVenues/HarbourviewQuay").path
    /// `SampleVenues/HarbourviewQuay.zip`.
    static let zip = packageRoot.appendingPathComponent("SampleVenues/HarbourviewQuay.zip").path
    /// `SampleVenues/HarbourviewQuayWithMistakes`.
    static let mistakes = packageRoot.appendingPathComponent("SampleVenues/HarbourviewQuayWithMistakes").path

    /// A point inside the La Marée restaurant (its display point), which has one occupant.
    static let restaurant = (latitude: "45.5034149", longitude: "-73.5501115")
    /// The ID of the La Marée unit.
    static let restaurantUnitID = "8c1f74ee-792c-442b-9c4b-ae65420c5037"

    /// A new empty temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("imdf-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A copy of the clean sample directory with one file replaced.
    static func directoryCopy(replacing file: String, with text: String) throws -> URL {
        let folder = try temporaryDirectory().appendingPathComponent("venue")
        try FileManager.default.copyItem(atPath: directory, toPath: folder.path)
        try Data(text.utf8).write(to: folder.appendingPathComponent(file))
        return folder
    }

    /// The first half of the sample zip, which has no central directory.
    static func truncatedZip() throws -> URL {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: zip))
        let url = try temporaryDirectory().appendingPathComponent("truncated.zip")
        try bytes.prefix(bytes.count / 2).write(to: url)
        return url
    }

    /// A text file in a temporary directory.
    static func file(named name: String, _ text: String) throws -> URL {
        let url = try temporaryDirectory().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }
}
