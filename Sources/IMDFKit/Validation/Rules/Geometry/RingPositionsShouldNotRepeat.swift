import GeoJSON

/// Notes a polygon ring that repeats a position right after itself, a zero-length segment (RFC 7946 §3.1.6
/// describes a linear ring as a closed LineString of four or more positions; a repeated neighbour adds no
/// vertex). `imdf fix` removes the repeats when the ring keeps four positions. Severity: info.
///
/// One finding per ring, at the ring, with the count of repeats. Exact repeats only: every number of the
/// position equal. Rings the GeoJSON layer already reports (too short, not closed) are not examined apart.
struct RingPositionsShouldNotRepeat: ValidationRule {
    let id = "RingPositionsShouldNotRepeat"
    let group = ValidationGroup.geometry
    let severity = Diagnostic.Severity.info
    let summary = "No polygon ring repeats a position right after itself (a zero-length segment)."
    let specReference = "§1.5; RFC 7946 §3.1.6"
    let specText =
        "RFC 7946 §3.1.6: \"A linear ring is a closed LineString with four or more positions\"; a repeated neighbouring position is no new vertex"
    let severityReason =
        "Info: a repeated position is allowed by RFC 7946 and changes no area or containment; it is noise that some consumers (triangulators, simplifiers) trip over, and it has one safe repair."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        for type in IMDF.FeatureType.allCases {
            context.withRawFeatures(of: type) { features in
                for index in features.indices {
                    // The path is built only for a finding (most rings repeat nothing).
                    func check(_ ring: PositionList, path: @autoclosure () -> JSONPath) {
                        var first: Int?
                        var count = 0
                        for position in 1..<max(1, ring.count) where ring[position] == ring[position - 1] {
                            first = first ?? position
                            count += 1
                        }
                        guard let first else { return }
                        let others = count > 1 ? " (\(count) repeats in this ring)" : ""
                        report.report(
                            "ring repeats position \(first - 1) as position \(first), a zero-length segment\(others)",
                            at: context.location(of: AnyFeatureHandle(type: type, index: index), path: path()))
                    }
                    switch features[index].geometry {
                    case .polygon(let polygon)?:
                        for (number, ring) in polygon.rings.enumerated() {
                            check(ring, path: ["geometry", "coordinates", .index(number)])
                        }
                    case .multiPolygon(let multi)?:
                        for part in 0..<max(0, multi.polygonOffsets.count - 1) {
                            for (number, ring) in multi.rings(ofPolygon: part).enumerated() {
                                check(ring, path: ["geometry", "coordinates", .index(part), .index(number)])
                            }
                        }
                    default:
                        continue
                    }
                }
            }
        }
    }
}
