import Testing
@testable import IMDFCommandLine

@Test func moduleLoads() { #expect(true) }
