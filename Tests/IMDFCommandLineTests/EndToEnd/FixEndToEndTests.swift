import Foundation
import IMDFKit
import Testing

/// `imdf fix --in-place` killed between two files: every file is the old one or the new one, never a mixture,
/// and no temporary file is left where a reader would take it for an archive file.
@Suite struct FixEndToEndTests {
    @Test(.enabled(if: EndToEndTests.isAvailable, "the imdf binary is built"))
    func inPlaceKilledBetweenFilesLeavesEveryFileOldOrNew() throws {
        let folder = try FixCommandTests.mistakesCopy()
        let names = ["fixture.geojson", "unit.geojson"]
        let old = try names.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        // What the files become: repair a second copy without interruption.
        let reference = try FixCommandTests.mistakesCopy()
        _ = try EndToEndTests.run(["fix", reference.path, "--in-place"])
        let new = try names.map { try Data(contentsOf: reference.appendingPathComponent($0)) }
        #expect(old != new)

        let process = Process()
        process.executableURL = EndToEndTests.executable
        process.arguments = ["fix", folder.path, "--in-place"]
        // The command sleeps this long after each file it writes: the window for the kill.
        process.environment = ["IMDF_FIX_TEST_PAUSE_BETWEEN_FILES_MS": "20000"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until the first file (fixture.geojson, in path order) has been replaced.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, (try? Data(contentsOf: folder.appendingPathComponent(names[0]))) == old[0] {
            Thread.sleep(forTimeInterval: 0.02)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)

        let now = try names.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        #expect(now[0] == new[0], "the first file was written whole")
        #expect(now[1] == old[1], "the second file was not touched")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.contains(".imdf-")
        }
        #expect(leftovers.isEmpty)
        // Running again finishes the job.
        let rerun = try EndToEndTests.run(["fix", folder.path, "--in-place"])
        #expect(rerun.status == 1)
        #expect(try names.map { try Data(contentsOf: folder.appendingPathComponent($0)) } == new)
    }
}
