import Foundation
import Testing

@testable import IMDFCommandLine

@Suite struct SchemasCommandTests {
    @Test func writesTheCommittedSchemas() throws {
        let output = try Samples.temporaryDirectory().appendingPathComponent("schemas")
        let run = IMDFRun(["schemas", "--output", output.path])
        #expect(run.status == 0)
        #expect(run.standardError.contains("wrote 34 schemas"))
        let committed = Samples.packageRoot.appendingPathComponent("Schemas")
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(written.count == 34)
        for name in written {
            let ours = try Data(contentsOf: output.appendingPathComponent(name))
            let theirs = try Data(contentsOf: committed.appendingPathComponent(name))
            #expect(ours == theirs, "\(name) differs from Schemas/\(name)")
        }
    }

    @Test func needsAnOutputFolder() {
        #expect(IMDFRun(["schemas"]).status == 64)
        let blocked = IMDFRun(["schemas", "-o", "/proc/imdf-cannot-write-here"])
        #expect(blocked.status == 74)
    }
}
