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
        .library(name: "IMDFRepair", targets: ["IMDFRepair"]),
        .executable(name: "imdf", targets: ["imdf"]),
    ],
    targets: [
        // Bytes → JSON → RFC 7946 GeoJSON. Knows nothing of IMDF.
        .target(name: "GeoJSON"),
        // The system zlib, used only to inflate deflated `.zip` entries.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        // IMDF model, archives, venue graph, map geometry, locating, validation, rendering.
        .target(name: "IMDFKit", dependencies: ["GeoJSON", "CZlib"]),
        // Indoor routing over the venue graph: navigation graph, vertical links, A*.
        .target(name: "IMDFRouting", dependencies: ["IMDFKit", "GeoJSON"]),
        // Safe automatic repairs of validation findings, written back as byte-range edits (`imdf fix`).
        .target(name: "IMDFRepair", dependencies: ["IMDFKit", "GeoJSON"]),
        // Argument lexing, commands, output formatting. Internal: no product.
        .target(name: "IMDFCommandLine", dependencies: ["IMDFKit", "IMDFRouting", "IMDFRepair", "GeoJSON"]),
        .executableTarget(name: "imdf", dependencies: ["IMDFCommandLine"]),
        // A small example of the library API: open an archive, list levels, locate a point.
        .executableTarget(name: "VenueExplorer", dependencies: ["IMDFKit"], path: "Examples/VenueExplorer"),
        .testTarget(name: "GeoJSONTests", dependencies: ["GeoJSON"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "IMDFKitTests", dependencies: ["IMDFKit", "GeoJSON"], exclude: ["Render/__Snapshots__"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "IMDFRepairTests", dependencies: ["IMDFRepair", "IMDFKit", "GeoJSON"]),
        .testTarget(name: "IMDFRoutingTests", dependencies: ["IMDFRouting", "IMDFKit", "GeoJSON"]),
        .testTarget(name: "IMDFCommandLineTests", dependencies: ["IMDFCommandLine", "IMDFKit"]),
        // Verdicts on every real and sample archive against committed expectations (see the suite's doc).
        .testTarget(name: "IMDFAgreementTests", dependencies: ["IMDFKit", "GeoJSON"], exclude: ["Expectations"]),
    ]
)
