// libFuzzer harness: the zip reader.
//
// Any input must open or throw an `ArchiveError`; every entry of an archive that opens must
// inflate or throw, within the limits. Limits are small so a bomb costs little memory.

import IMDFKit

private let limits = ZipArchive.Limits(
    maxEntryCount: 1_000, maxEntryUncompressedSize: 1 << 20,
    maxTotalUncompressedSize: 4 << 20, maxCompressionRatio: 1000,
    compressionRatioThreshold: 1 << 16)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzZipArchive(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    guard let zip = try? ZipArchive(bytes: bytes, limits: limits) else { return 0 }
    for entry in zip.entries {
        if let contents = try? zip.contents(of: entry) {
            FuzzInput.require(
                contents.count <= limits.maxEntryUncompressedSize,
                "entry \(entry) inflated past the entry limit")
        }
    }
    return 0
}
