// swift-tools-version: 6.0
// Benchmarks for IMDFKit, kept apart so the main package has no benchmark code.
// Run: swift run -c release --package-path Benchmarks imdf-bench canada
import PackageDescription

let package = Package(
    name: "IMDFKitBenchmarks",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(name: "imdf-bench", dependencies: [.product(name: "GeoJSON", package: "geojson")]),
    ]
)
