import CZlib

/// Inflates raw deflate data (RFC 1951, no zlib or gzip wrapper) through the system zlib.
///
/// Output is bounded: zlib is never given room for more than one byte past the expected size,
/// so a stream that would inflate further ("a size that lies") is detected after producing at
/// most `expectedSize + 1` bytes and reported, whatever it would have grown to. The output
/// buffer grows as data arrives rather than being allocated at the declared size up front.
enum RawInflater {
    private static let chunkSize = 256 << 10

    /// Inflates `input`, which must decode to exactly `expectedSize` bytes.
    ///
    /// - Throws: `sizeMismatch` if the stream decodes to more or fewer bytes than expected,
    ///   `truncated` if the input ends before the deflate stream does, `corrupt` if zlib reports
    ///   invalid data (with the zlib message as the underlying cause).
    /// - Complexity: O(*n*) in the output size.
    static func inflate(_ input: ArraySlice<UInt8>, expectedSize: Int) throws(ArchiveError) -> [UInt8] {
        var stream = z_stream()
        let status = inflateInit2_(&stream, -MAX_WBITS, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            throw ArchiveError(
                .corrupt, "zlib could not start inflating", underlying: zlibError(status, stream, call: "inflateInit2"))
        }
        defer { inflateEnd(&stream) }

        var output: [UInt8] = []
        output.reserveCapacity(initialCapacity(expectedSize: expectedSize, compressedSize: input.count))
        var scratch = [UInt8](repeating: 0, count: chunkSize)
        let result: Result<Void, ArchiveError> = input.withUnsafeBufferPointer { inputBuffer in
            scratch.withUnsafeMutableBufferPointer { scratchBuffer in
                var consumed = 0
                while true {
                    if stream.avail_in == 0, consumed < inputBuffer.count, let base = inputBuffer.baseAddress {
                        let feed = min(inputBuffer.count - consumed, Int(UInt32.max >> 1))
                        stream.next_in = UnsafeMutablePointer(mutating: base + consumed)
                        stream.avail_in = UInt32(feed)
                        consumed += feed
                    }
                    // Room for at most one byte past the expected size (written so it cannot overflow).
                    let remaining = expectedSize - output.count
                    let room = remaining < scratchBuffer.count ? remaining + 1 : scratchBuffer.count
                    stream.next_out = scratchBuffer.baseAddress
                    stream.avail_out = UInt32(room)
                    let code = CZlib.inflate(&stream, Z_NO_FLUSH)
                    let produced = room - Int(stream.avail_out)
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: scratchBuffer[0..<produced]))
                    if output.count > expectedSize {
                        return .failure(
                            ArchiveError(
                                .sizeMismatch, "the data inflates to more than the declared \(expectedSize) bytes"))
                    }
                    switch code {
                    case Z_STREAM_END:
                        guard output.count == expectedSize else {
                            return .failure(
                                ArchiveError(
                                    .sizeMismatch,
                                    "the data inflates to \(output.count) bytes, not the declared \(expectedSize)"))
                        }
                        return .success(())
                    case Z_OK:
                        continue
                    case Z_BUF_ERROR where stream.avail_in == 0 && consumed == inputBuffer.count:
                        return .failure(
                            ArchiveError(
                                .truncated,
                                "the deflate data ends early, after \(output.count) of \(expectedSize) bytes"))
                    default:
                        return .failure(
                            ArchiveError(
                                .corrupt, "the deflate data is invalid after \(output.count) bytes",
                                underlying: zlibError(code, stream, call: "inflate")))
                    }
                }
            }
        }
        if case .failure(let error) = result { throw error }
        return output
    }

    /// How deflated text can plausibly grow: GeoJSON and JSON deflate about 3:1 to 15:1 (the generated 56.6 MB
    /// venue 9:1); deflate itself cannot exceed about 1032:1.
    static let plausibleRatio = 64

    /// The room reserved before inflating: the declared size when it is at most ``plausibleRatio`` times the
    /// compressed size, so that a real entry is inflated into room made once; otherwise four times the
    /// compressed size (at least one chunk), the output growing as data arrives, so that a declared size that
    /// lies costs nothing until the data bears it out.
    ///
    /// Why: grown from four times its compressed size, the 28 MB `unit.geojson` of a 6.2 MB zip was copied
    /// at 12 and 24 MB into fresh buffers, each faulted in page by page (issue 20). Room reserved is address
    /// space, not memory, until written.
    static func initialCapacity(expectedSize: Int, compressedSize: Int) -> Int {
        let (plausible, overflow) = compressedSize.multipliedReportingOverflow(by: plausibleRatio)
        if overflow || expectedSize <= plausible { return expectedSize }
        return min(expectedSize, max(chunkSize, compressedSize * 4))
    }

    private static func zlibError(_ code: Int32, _ stream: z_stream, call: String) -> SystemError {
        let detail = stream.msg.map { String(cString: $0) } ?? "code \(code)"
        return SystemError(domain: .zlib, code: code, message: "\(call): \(detail)")
    }
}
