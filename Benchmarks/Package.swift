// swift-tools-version: 6.0
// Benchmarks for IMDFKit, kept apart so the main package has no benchmark code.
// Run everything: swift run -c release --package-path Benchmarks imdf-bench all
// One case:       swift run -c release --package-path Benchmarks imdf-bench locate   (--list names them)
import PackageDescription

// A path dependency's identity is its folder name (lowercased), which differs between checkouts and worktrees.
let rootIdentity = (#filePath.split(separator: "/").dropLast(2).last.map(String.init) ?? "imdfkit").lowercased()

let package = Package(
    name: "IMDFKitBenchmarks",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "imdf-bench",
            dependencies: [
                .product(name: "GeoJSON", package: rootIdentity),
                .product(name: "IMDFKit", package: rootIdentity),
                .product(name: "IMDFRouting", package: rootIdentity),
                .product(name: "IMDFTracks", package: rootIdentity),
            ])
    ]
)
