import GeoJSON
import IMDFKit

extension Command {
    /// `imdf levels ARCHIVE`: the levels of a venue, highest ordinal first.
    static let levels = Command(
        name: "levels",
        abstract: "List the levels of a venue, highest first, like a lift panel.",
        discussion: """
            One row per level, grouped by ordinal from the top down: ordinal, short name, name, category, \
            outdoor, buildings, counts of units, openings, amenities and occupants. With --format json, an \
            array of {"id", "ordinal", "short_name", "name", "category", "outdoor", "buildings": [{"id", \
            "name"}], "units", "openings", "amenities", "occupants", "map_rect": {"x", "y", "width", \
            "height"}, "bbox": [west, south, east, north]}; map_rect and bbox are null for a level \
            without geometry. A feature file that could not be read (an opening.geojson that is not JSON: \
            0 openings) and a zip's stripped top-level folder are named on standard error.

            Exit status: 0; 65 when level.geojson or unit.geojson is not JSON or the zip is corrupt; 66 \
            when the archive cannot be found or read.
            """,
        options: [LabelLanguage.option, OutputFormat.option] + [InputLimit.option],
        positionals: [ArchiveArgument.positional]
    ) { arguments, context in
        let format = try arguments.choice("format", as: OutputFormat.self) ?? .text
        // The big files are counted from skims (LevelCensus) and not decoded at all; when one of them cannot be
        // read with certainty, only the references and geometry the summaries read are decoded
        // (LevelSummaryProjection). Either way every count is the whole archive's.
        let files = try ArchiveArgument.openFiles(arguments)
        let census = LevelCensus(files: files)
        let archive = IMDF.Archive(files: census?.files ?? LevelSummaryProjection.files(files) ?? files)
        try ArchiveArgument.report(archive, requiring: [.level, .unit], context: context)
        let graph = VenueGraph(archive)
        context.keepUntilExit(graph)
        let language = LabelLanguage(arguments, archive: archive)
        let rows = census?.levelSummaries(in: graph) ?? graph.levelSummaries()
        switch format {
        case .text:
            var table = TextTable(
                header: [
                    "ORDINAL", "SHORT", "NAME", "CATEGORY", "OUTDOOR", "BUILDING", "UNITS", "OPENINGS",
                    "AMENITIES", "OCCUPANTS", "MAP RECT (x y width height)",
                ],
                rightAligned: [0, 6, 7, 8, 9])
            for row in rows {
                let buildings = row.buildings.map {
                    language.text(graph[$0].properties.name) ?? graph.id(of: .init($0, type: .building))?.rawValue
                        ?? "?"
                }
                table.rows.append([
                    row.ordinal.map(String.init) ?? "-", language.text(row.shortName) ?? "",
                    language.text(row.name) ?? "",
                    row.category?.rawValue ?? "", row.isOutdoor == true ? "yes" : "no",
                    buildings.isEmpty ? "-" : buildings.joined(separator: ", "),
                    String(row.unitCount), String(row.openingCount), String(row.amenityCount),
                    String(row.occupantCount),
                    Self.describe(row.boundingMapRect),
                ])
            }
            context.standardOutput.write(table.text)
            context.standardError.writeLine(EnglishList.count(rows.count, "level"))
        case .json:
            try context.standardOutput.writeJSON(
                .array(rows.map { LevelsJSON.value(of: $0, graph: graph, language: language) }))
        }
        return .success
    }

    /// A map rect in whole map points, `x y width height`, or `-` for a level without geometry.
    static func describe(_ rect: MapRect) -> String {
        guard !rect.isNull else { return "-" }
        func whole(_ value: Double) -> String { String(Int(value.rounded())) }
        return "\(whole(rect.minX)) \(whole(rect.minY)) \(whole(rect.width)) \(whole(rect.height))"
    }
}

/// The JSON shape of one `imdf levels` row.
enum LevelsJSON {
    static func value(of row: LevelSummary, graph: VenueGraph, language: LabelLanguage) -> JSONValue {
        let buildings: [JSONValue] = row.buildings.map { building in
            .object([
                "id": .string(graph.id(of: AnyFeatureHandle(building, type: .building))?.rawValue),
                "name": .string(language.text(graph[building].properties.name)),
            ])
        }
        let rect = row.boundingMapRect
        return .object([
            "id": .string(row.id?.rawValue), "ordinal": .integer(row.ordinal),
            "short_name": .string(language.text(row.shortName)), "name": .string(language.text(row.name)),
            "category": .string(row.category?.rawValue), "outdoor": .bool(row.isOutdoor),
            "buildings": .array(buildings),
            "units": .integer(row.unitCount), "openings": .integer(row.openingCount),
            "amenities": .integer(row.amenityCount), "occupants": .integer(row.occupantCount),
            "map_rect": rect.isNull
                ? .null
                : .object([
                    "x": .number(rect.minX), "y": .number(rect.minY), "width": .number(rect.width),
                    "height": .number(rect.height),
                ]),
            "bbox": row.geographicBoundingBox.map { box in
                .array([.number(box.west), .number(box.south), .number(box.east), .number(box.north)])
            } ?? .null,
        ])
    }
}
