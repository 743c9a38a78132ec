import Testing
@testable import GeoJSON

@Test func moduleLoads() { #expect(true) }
