import Foundation
import GeoJSON
import IMDFTestSupport
import Testing

@testable import IMDFKit

/// `PropertyWalk.forEachValue(reading:)` leaves out the properties that cannot hold a position the rule
/// reads; every rule built on it filters by the same reading, so its findings are unchanged only if the
/// narrowed walk yields exactly the positions of the whole walk that the reading accepts, in the same order.
@Suite("Property walk")
struct PropertyWalkTests {
    static let readings: [PropertyWalk.Reading] = [
        .type(.countryCode), .type(.subdivisionCode), .type(.labels), .type(.dateTime), .type(.phone), .type(.hours),
        .type(.website), .type(.uuid), .type(.boolean), .enumerations, .nonEmptyArrays, .references,
    ]

    /// The sample with mistakes (every property rule fires on it) and the shared archives.
    static var archives: [String] {
        [TestData.sampleVenue("HarbourviewQuayWithMistakes"), TestData.sampleVenue("HarbourviewQuay")]
            + ["minimal-ja", "polymap-spbpu", "roomfinder-seamans", "spbstu-mapmaker-2022"].compactMap {
                TestData.sharedArchive($0)
            }
    }

    private static func positions(
        in walk: PropertyWalk, reading: PropertyWalk.Reading, narrowed: Bool
    ) -> [String] {
        var result: [String] = []
        walk.forEachValue(reading: narrowed ? reading : .every) { value in
            guard reading.accepts(value.type) else { return }
            result.append("\(value.owner.name)#\(value.owner.featureIndex) \(value.path) \(value.type) \(value.value)")
        }
        return result
    }

    @Test(arguments: archives)
    func narrowedWalkYieldsTheAcceptedPositionsOfTheWholeWalk(path: String) throws {
        let walk = PropertyWalk(context: ValidationContext(archive: try IMDF.Archive(contentsOf: path)))
        var nonEmpty = 0
        for reading in Self.readings {
            let whole = Self.positions(in: walk, reading: reading, narrowed: false)
            #expect(Self.positions(in: walk, reading: reading, narrowed: true) == whole, "\(reading)")
            if !whole.isEmpty { nonEmpty += 1 }
        }
        #expect(nonEmpty >= 3, "the archive exercises too few readings to mean anything")
    }

    /// `Validator` runs the property rules in one walk (`PropertyWalk.inspect`); each must find there exactly
    /// what it finds in a walk of its own (`PropertyRule.check`), in the same order, with the same wording.
    @Test func oneWalkForEveryPropertyRuleFindsWhatEachFindsAlone() throws {
        let validator = Validator(rules: Validator.allRules.filter { $0 is any PropertyRule })
        #expect(validator.rules.count == 15)
        guard
            case .properties(let members)? = Validator.tasks(Array(validator.rules.indices), of: validator.rules).first
        else {
            Issue.record("the property rules are not one task")
            return
        }
        #expect(members.count == validator.rules.count)
        var fired: Set<String> = []
        for path in Self.archives {
            let context = ValidationContext(archive: try IMDF.Archive(contentsOf: path))
            let together = validator.validate(context).diagnostics
            var alone: [Diagnostic] = []
            for rule in validator.rules {
                let diagnostics = Validator(rules: [rule]).validate(context).diagnostics
                #expect(diagnostics.allSatisfy { $0.rule == rule.id })
                alone += diagnostics
            }
            alone.sort(by: ValidationReport.order)
            // Compared finding by finding, so that a failure names the first that differs, not every finding.
            #expect(together.count == alone.count, "\(path)")
            let difference = zip(together, alone).first { $0 != $1 }
            #expect(difference == nil, "\(path): \(difference.map { "\($0.0) against \($0.1)" } ?? "")")
            fired.formUnion(together.map(\.rule))
        }
        #expect(fired.count >= 5, "the archives exercise too few rules to mean anything: \(fired.sorted())")
    }
}
