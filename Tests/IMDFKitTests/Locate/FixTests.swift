import Testing

@testable import IMDFKit

private func close(_ a: Double, _ b: Double, within tolerance: Double) -> Bool { abs(a - b) <= tolerance }

@Suite("Fix")
struct FixTests {
    let good = Fix(
        latitude: 37.33467, longitude: -122.00898, horizontalAccuracy: 8, course: 90, speed: 1.2,
        altitude: 21, floor: 1, timestamp: Fix.Timestamp(secondsSince1970: 1_764_400_000.25))

    @Test func aCompleteFixIsValid() throws {
        #expect(good.validity.isValid)
        #expect(good.problems.isEmpty)
        try good.validate()
        #expect(good.coordinate == Coordinate(latitude: 37.33467, longitude: -122.00898))
    }

    @Test func boundaryValuesAreValid() {
        for (latitude, longitude) in [(90.0, 180.0), (-90.0, -180.0), (0.0, 0.0)] {
            #expect(Fix(latitude: latitude, longitude: longitude).validity.isValid, "\(latitude), \(longitude)")
        }
        #expect(Fix(latitude: 0, longitude: 0, course: 359.999).validity.isValid)
        #expect(Fix(latitude: 0, longitude: 0, course: 0, speed: 0).validity.isValid)
    }

    @Test func negativeCourseAndSpeedMeanUnknownNotInvalid() {
        let fix = Fix(latitude: 1, longitude: 2, horizontalAccuracy: 5, course: -1, speed: -1)
        #expect(fix.validity.isValid)
        #expect(fix.knownCourse == nil && fix.knownSpeed == nil)
        #expect(good.knownCourse == 90 && good.knownSpeed == 1.2)
    }

    @Test func outOfRangeCoordinatesAreNamedWithTheirValue() {
        let fix = Fix(latitude: 91.5, longitude: -180.25)
        #expect(
            fix.problems == [
                FixError(field: .latitude, value: 91.5, reason: .latitudeOutOfRange),
                FixError(field: .longitude, value: -180.25, reason: .longitudeOutOfRange),
            ])
        #expect(fix.problems.first?.description == "latitude 91.5 is outside [-90, 90] degrees")
        #expect(fix.problems.last?.description == "longitude -180.25 is outside [-180, 180] degrees")
    }

    @Test func negativeAccuracyMarksTheFixInvalid() {
        let fix = Fix(latitude: 1, longitude: 2, horizontalAccuracy: -1)
        #expect(fix.validity == .invalid([FixError(field: .horizontalAccuracy, value: -1, reason: .negativeAccuracy)]))
        #expect(fix.problems.first?.description.contains("horizontalAccuracy -1.0 is negative") == true)
    }

    @Test func nonFiniteValuesAreInvalidInEveryField() {
        let cases: [(Fix, FixError.Field)] = [
            (Fix(latitude: .nan, longitude: 0), .latitude),
            (Fix(latitude: 0, longitude: .infinity), .longitude),
            (Fix(latitude: 0, longitude: 0, horizontalAccuracy: .infinity), .horizontalAccuracy),
            (Fix(latitude: 0, longitude: 0, course: -.infinity), .course),
            (Fix(latitude: 0, longitude: 0, speed: .nan), .speed),
            (Fix(latitude: 0, longitude: 0, altitude: .nan), .altitude),
            (Fix(latitude: 0, longitude: 0, timestamp: Fix.Timestamp(secondsSince1970: .infinity)), .timestamp),
        ]
        for (fix, field) in cases {
            #expect(fix.problems.map(\.field) == [field], "\(field)")
            #expect(fix.problems.first?.reason == .notFinite, "\(field)")
        }
        #expect(Fix(latitude: .nan, longitude: 0).problems.first?.description == "latitude nan is not a finite number")
    }

    @Test func courseOfAFullTurnIsInvalid() {
        #expect(Fix(latitude: 0, longitude: 0, course: 360).problems.map(\.reason) == [.courseOutOfRange])
    }

    @Test func validateThrowsTheFirstProblem() {
        let fix = Fix(latitude: 100, longitude: 0, horizontalAccuracy: -5)
        #expect(fix.problems.count == 2)
        #expect(throws: FixError(field: .latitude, value: 100, reason: .latitudeOutOfRange)) { try fix.validate() }
    }

    @Test func timestampsOrderAndSubtract() {
        let earlier = Fix.Timestamp(secondsSince1970: 1_764_400_000)
        let later = Fix.Timestamp(secondsSince1970: 1_764_400_002.5)
        #expect(earlier < later)
        #expect(earlier.seconds(until: later) == 2.5)
    }

    @Test func regionAroundAFixFollowsItsAccuracy() throws {
        let center = Coordinate(latitude: 0, longitude: 0)
        let precise = try #require(CoordinateRegion(around: Fix(latitude: 0, longitude: 0, horizontalAccuracy: 10)))
        let minimum = CoordinateRegion(center: center, latitudinalMeters: 50, longitudinalMeters: 50)
        #expect(precise == minimum)  // 2 × 10 × 1.5 = 30 m < 50 m

        let rough = try #require(CoordinateRegion(around: Fix(latitude: 0, longitude: 0, horizontalAccuracy: 100)))
        #expect(rough == CoordinateRegion(center: center, latitudinalMeters: 300, longitudinalMeters: 300))
        #expect(close(rough.span.latitudeDelta, 300 / 6_335_439.327 * 180 / Double.pi, within: 1e-9))

        let wide = try #require(
            CoordinateRegion(
                around: Fix(latitude: 0, longitude: 0, horizontalAccuracy: 100), margin: 3, minimumMeters: 10))
        #expect(close(wide.span.latitudeDelta, 2 * rough.span.latitudeDelta, within: 1e-12))
    }

    @Test func regionAroundAnInvalidFix() {
        #expect(
            CoordinateRegion(around: Fix(latitude: 0, longitude: 0, horizontalAccuracy: -1))
                == CoordinateRegion(
                    center: Coordinate(latitude: 0, longitude: 0), latitudinalMeters: 50, longitudinalMeters: 50))
        #expect(CoordinateRegion(around: Fix(latitude: 95, longitude: 0)) == nil)
        #expect(CoordinateRegion(around: Fix(latitude: .nan, longitude: 0)) == nil)
    }
}
