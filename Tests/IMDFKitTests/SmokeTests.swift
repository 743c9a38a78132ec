import Testing
@testable import IMDFKit

@Test func moduleLoads() { #expect(true) }
