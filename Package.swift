// swift-tools-version: 6.0
// IMDFKit: a pure-Swift toolkit and command-line tool for Apple's Indoor Mapping Data Format
// (IMDF 1.0.0, OGC Community Standard 20-094). No outside packages: toolchain and system zlib only.
// Needs a Swift 6.3 compiler: the GeoJSON number parser uses `@inline(always)` (see README).
import PackageDescription

let package = Package(
    name: "IMDFKit",
    products: [
        .library(name: "IMDFKit", targets: ["IMDFKit"]),
        .library(name: "GeoJSON", targets: ["GeoJSON"]),
        .library(name: "IMDFRouting", targets: ["IMDFRouting"]),
        .library(name: "IMDFRender", targets: ["IMDFRender"]),
        .library(name: "IMDFTracks", targets: ["IMDFTracks"]),
        .library(name: "IMDFSchema", targets: ["IMDFSchema"]),
        .library(name: "IMDFRepair", targets: ["IMDFRepair"]),
        .executable(name: "imdf", targets: ["imdf"]),
    ],
    targets: [
        // Bytes → JSON → RFC 7946 GeoJSON. Knows nothing of IMDF.
        .target(name: "GeoJSON"),
        // The system zlib, used only to inflate deflated `.zip` entries.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        // IMDF model, archives, venue graph, map geometry, locating, validation.
        // Model/Schema/PropertyTable.json is the source Scripts/generate-properties.py writes the property
        // structs and PropertyTable.swift from; it is not read at run time.
        .target(name: "IMDFKit", dependencies: ["GeoJSON", "CZlib"], exclude: ["Model/Schema/PropertyTable.json"]),
        // SVG levels and the offline HTML viewer, drawn from the venue graph (with located tracks on top).
        .target(name: "IMDFRender", dependencies: ["IMDFKit", "IMDFTracks", "GeoJSON"]),
        // GPS fix streams (CSV, NDJSON, NMEA 0183) and the track locator.
        .target(name: "IMDFTracks", dependencies: ["IMDFKit", "GeoJSON"]),
        // JSON Schemas (draft 2020-12) generated from the IMDF property table.
        .target(name: "IMDFSchema", dependencies: ["IMDFKit", "GeoJSON"]),
        // Indoor routing over the venue graph: navigation graph, vertical links, A*.
        .target(name: "IMDFRouting", dependencies: ["IMDFKit", "GeoJSON"]),
        // Safe automatic repairs of validation findings, written back as byte-range edits (`imdf fix`).
        .target(name: "IMDFRepair", dependencies: ["IMDFKit", "GeoJSON"]),
        // Argument lexing, commands, output formatting. Internal: no product.
        .target(
            name: "IMDFCommandLine",
            dependencies: ["IMDFKit", "IMDFRouting", "IMDFRender", "IMDFTracks", "IMDFSchema", "IMDFRepair", "GeoJSON"]),
        .executableTarget(name: "imdf", dependencies: ["IMDFCommandLine"]),
        // A small example of the library API: open an archive, list levels, locate a point.
        .executableTarget(name: "VenueExplorer", dependencies: ["IMDFKit"], path: "Examples/VenueExplorer"),
        .testTarget(name: "GeoJSONTests", dependencies: ["GeoJSON"], resources: [.copy("Fixtures")]),
        // Where the tests find the sample venues and the shared archives; a plain target, no product.
        .target(name: "IMDFTestSupport", path: "Tests/IMDFTestSupport"),
        .testTarget(
            name: "IMDFKitTests", dependencies: ["IMDFKit", "GeoJSON", "IMDFTestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "IMDFRenderTests",
            dependencies: ["IMDFRender", "IMDFTracks", "IMDFKit", "GeoJSON", "IMDFTestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "IMDFTracksTests", dependencies: ["IMDFTracks", "IMDFKit", "GeoJSON", "IMDFTestSupport"]),
        .testTarget(name: "IMDFSchemaTests", dependencies: ["IMDFSchema", "IMDFKit", "GeoJSON", "IMDFTestSupport"]),
        .testTarget(name: "IMDFRepairTests", dependencies: ["IMDFRepair", "IMDFKit", "GeoJSON", "IMDFTestSupport"]),
        .testTarget(name: "IMDFRoutingTests", dependencies: ["IMDFRouting", "IMDFKit", "GeoJSON", "IMDFTestSupport"]),
        .testTarget(
            name: "IMDFCommandLineTests",
            dependencies: ["IMDFCommandLine", "IMDFKit", "IMDFTracks", "IMDFRender", "IMDFTestSupport"]),
        // Verdicts on every real and sample archive against committed expectations (see the suite's doc).
        .testTarget(
            name: "IMDFAgreementTests", dependencies: ["IMDFKit", "GeoJSON", "IMDFTestSupport"],
            exclude: ["Expectations"]),
    ]
)
