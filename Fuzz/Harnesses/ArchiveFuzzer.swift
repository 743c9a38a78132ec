// libFuzzer harness: a whole archive built in memory, then the venue graph, validation and locating.
//
// The input is split at 0xFF bytes (never part of valid UTF-8) into files. The first byte of each
// piece picks the file name (the manifest, one of the 16 feature files, or an extension file);
// the rest is the file's contents. Nothing touches the file system.

import GeoJSON
import IMDFKit

private let fileNames: [String] = ["manifest.json"] + IMDF.FeatureType.allCases.map(\.fileName) + ["extra.geojson"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArchive(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    var files: [String: [UInt8]] = [:]
    for piece in bytes.split(separator: 0xFF, omittingEmptySubsequences: true) {
        guard let selector = piece.first else { continue }
        files[fileNames[Int(selector) % fileNames.count]] = Array(piece.dropFirst())
    }
    let archiveFiles: ArchiveFiles
    do {
        archiveFiles = try ArchiveFiles(
            root: "fuzz", kind: .directory,
            files: files.map { ArchiveFile(path: $0.key, bytes: $0.value) })
    } catch {
        FuzzInput.fail("unique paths were rejected: \(error)")
    }
    let archive = IMDF.Archive(files: archiveFiles)
    let graph = VenueGraph(archive)
    _ = Validator().validate(archive)
    let locator = Locator(graph: graph)
    // Locate at the corner of the first unit's bounds, if any, and at points far away.
    var points: [(Double, Double)] = [(0, 0), (-180, 89.9)]
    if let bounds = archive.units.lazy.compactMap({ $0.geometry?.planarArea?.bounds }).first {
        points.append((bounds.minX, bounds.minY))
        points.append(((bounds.minX + bounds.maxX) / 2, (bounds.minY + bounds.maxY) / 2))
    }
    for (longitude, latitude) in points {
        _ = try? locator.locate(Fix(latitude: latitude, longitude: longitude, horizontalAccuracy: 5))
    }
    return 0
}
