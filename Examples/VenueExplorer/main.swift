// VenueExplorer: the IMDFKit library in about forty lines.
//
//     swift run VenueExplorer SampleVenues/HarbourviewQuay.zip [latitude longitude]
//
// Opens an archive, lists its levels like a lift panel, and locates a point (by default the
// display point of the first unit that has an occupant).
import IMDFKit

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first else {
    print("usage: VenueExplorer <archive> [latitude longitude]")
    exit(64)
}
do {
    let archive = try IMDF.Archive(contentsOf: path)
    let graph = VenueGraph(archive)
    let language = archive.defaultLanguage.map { [$0] } ?? []
    print("\(archive.levels.count) levels, \(archive.units.count) units, \(archive.occupants.count) occupants")
    for level in graph.levelSummaries() {
        let name = level.name?.bestMatch(for: language) ?? "unnamed"
        print("  \(level.ordinal ?? 0)\t\(name): \(level.unitCount) units, \(level.occupantCount) occupants")
    }

    let occupied = graph.handles(of: IMDF.UnitProperties.self).first { !graph.occupants(in: $0).isEmpty }
    let numbers = arguments.dropFirst().compactMap(Double.init)
    let point =
        numbers.count == 2
        ? (latitude: numbers[0], longitude: numbers[1])
        : occupied.flatMap { graph[$0].properties.displayPoint }.map {
            (latitude: $0.latitude, longitude: $0.longitude)
        }
    guard let point else {
        print("no point to locate")
        exit(0)
    }

    let result = try Locator(graph: graph).locate(Fix(latitude: point.latitude, longitude: point.longitude))
    print("at \(point.latitude), \(point.longitude):")
    for match in result.matches {
        let unit = graph[match.unit].properties.name?.bestMatch(for: language) ?? "unnamed unit"
        let level = graph[match.level].properties.shortName?.bestMatch(for: language) ?? "?"
        let occupants = match.occupants.compactMap { graph[$0].properties.name?.bestMatch(for: language) }
        print("  level \(level): \(unit)" + (occupants.isEmpty ? "" : " — " + occupants.joined(separator: ", ")))
    }
    if let nearest = result.nearest { print("  nothing here; nearest unit is \(Int(nearest.distance)) m away") }
} catch {
    print("error: \(error)")
    exit(66)
}
