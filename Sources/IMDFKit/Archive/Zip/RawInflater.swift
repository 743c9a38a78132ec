import CZlib

/// Inflates raw deflate data (RFC 1951, no zlib or gzip wrapper) through the system zlib, and takes the
/// CRC-32 of what it produces.
///
/// Output is bounded: zlib is never given room for more than one byte past the expected size,
/// so a stream that would inflate further ("a size that lies") is detected after producing at
/// most `expectedSize + 1` bytes and reported, whatever it would have grown to. The output
/// buffer grows as data arrives rather than being allocated at the declared size up front.
///
/// zlib writes straight into the result, a chunk at a time, and each chunk's CRC-32 is taken as soon as it
/// is written. Why: inflated into a scratch chunk, copied out, and checked in a second pass over the whole
/// result, the 28 MB `unit.geojson` of a 6.2 MB zip was read and written twice more than needed, the check
/// from memory long out of cache (issue 20).
enum RawInflater {
    /// The most zlib writes per call: small enough that the chunk is still in cache for its CRC-32, large
    /// enough that zlib's copy of its 32 KiB window at the end of each call costs little.
    static let chunkSize = 256 << 10

    /// Inflates `input`, which must decode to exactly `expectedSize` bytes.
    ///
    /// - Returns: The bytes, and their CRC-32 (ISO-HDLC, as zip declares it).
    /// - Throws: `sizeMismatch` if the stream decodes to more or fewer bytes than expected,
    ///   `truncated` if the input ends before the deflate stream does, `corrupt` if zlib reports
    ///   invalid data (with the zlib message as the underlying cause).
    /// - Complexity: O(*n*) in the output size.
    static func inflate(
        _ input: ArraySlice<UInt8>, expectedSize: Int
    ) throws(ArchiveError) -> (bytes: [UInt8], checksum: UInt32) {
        var stream = z_stream()
        let status = inflateInit2_(&stream, -MAX_WBITS, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            throw ArchiveError(
                .corrupt, "zlib could not start inflating", underlying: zlibError(status, stream, call: "inflateInit2"))
        }
        defer { inflateEnd(&stream) }

        var output: [UInt8] = []
        var checksum = UInt32(truncatingIfNeeded: CZlib.crc32(0, nil, 0))
        // Room for at most one byte past the expected size (written so that it cannot overflow), and never
        // none: an empty entry still needs a call of `inflate` to reach the end of its stream.
        let limit = expectedSize < Int.max ? expectedSize + 1 : expectedSize
        var capacity = min(initialCapacity(expectedSize: expectedSize, compressedSize: input.count), limit - 1) + 1
        var outcome = Outcome.full
        input.withUnsafeBufferPointer { inputBuffer in
            var consumed = 0
            // Each round fills a buffer of `capacity` bytes (the bytes of the round before copied in first);
            // only an entry whose declared size is implausible for its compressed size needs a second.
            repeat {
                let previous = output
                output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                    guard let base = buffer.baseAddress else { return }
                    previous.withUnsafeBufferPointer { old in
                        if let source = old.baseAddress { base.initialize(from: source, count: old.count) }
                    }
                    count = previous.count
                    while true {
                        if stream.avail_in == 0, consumed < inputBuffer.count, let input = inputBuffer.baseAddress {
                            let feed = min(inputBuffer.count - consumed, Int(UInt32.max >> 1))
                            stream.next_in = UnsafeMutablePointer(mutating: input + consumed)
                            stream.avail_in = UInt32(feed)
                            consumed += feed
                        }
                        let room = min(buffer.count - count, chunkSize)
                        guard room > 0 else {
                            outcome = .full
                            return
                        }
                        stream.next_out = base + count
                        stream.avail_out = UInt32(room)
                        let code = CZlib.inflate(&stream, Z_NO_FLUSH)
                        let produced = room - Int(stream.avail_out)
                        checksum = UInt32(
                            truncatingIfNeeded: CZlib.crc32(UInt(checksum), base + count, UInt32(produced)))
                        count += produced
                        if let failure = Self.failure(
                            code: code, stream: stream, produced: count, expectedSize: expectedSize,
                            inputLeft: stream.avail_in > 0 || consumed < inputBuffer.count)
                        {
                            outcome = .failed(failure)
                            return
                        }
                        if code == Z_STREAM_END {
                            outcome = .finished
                            return
                        }
                    }
                }
                capacity = capacity > limit / 2 ? limit : capacity * 2
            } while outcome.isFull
        }
        if case .failed(let error) = outcome { throw error }
        return (output, checksum)
    }

    /// How a round of inflating into one buffer ended.
    private enum Outcome {
        /// The buffer is full and the stream goes on: a larger buffer, and on.
        case full
        /// The stream ended with exactly the expected size.
        case finished
        case failed(ArchiveError)

        var isFull: Bool { if case .full = self { true } else { false } }
    }

    /// What is wrong after one call of `inflate` that returned `code`, with `produced` bytes written in all,
    /// or `nil` if inflating goes on (or ended as it should).
    private static func failure(
        code: Int32, stream: z_stream, produced: Int, expectedSize: Int, inputLeft: Bool
    ) -> ArchiveError? {
        if produced > expectedSize {
            return ArchiveError(.sizeMismatch, "the data inflates to more than the declared \(expectedSize) bytes")
        }
        switch code {
        case Z_STREAM_END:
            guard produced == expectedSize else {
                return ArchiveError(
                    .sizeMismatch, "the data inflates to \(produced) bytes, not the declared \(expectedSize)")
            }
            return nil
        case Z_OK:
            return nil
        case Z_BUF_ERROR where !inputLeft:
            return ArchiveError(
                .truncated, "the deflate data ends early, after \(produced) of \(expectedSize) bytes")
        default:
            return ArchiveError(
                .corrupt, "the deflate data is invalid after \(produced) bytes",
                underlying: zlibError(code, stream, call: "inflate"))
        }
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
