/// The scan of one `coordinates` value: flat positions plus the nesting structure seen.
struct CoordinateScan {
    /// Every position found, in document order.
    var storage = CoordinateStorage()
    /// For each depth, the end (in children at the next depth) of every array at that depth.
    var ends: [[Int]] = [[], [], [], []]
    /// For each depth, how many arrays (or positions) have ended at that depth.
    var counts: [Int] = [0, 0, 0, 0, 0]
    /// For each depth, the byte offset where each array at that depth starts.
    var starts: [[Int]] = [[], [], [], []]
    /// The depth at which positions were found (the first one found).
    var positionDepth: Int?
    /// The first structural problem: where, which rule, what. Makes the geometry unrepresentable.
    var problem: (offset: Int, path: JSONPath, rule: String, message: String)?
    /// The offset of the `coordinates` value's first byte.
    var startOffset = 0
    /// Whether ``reserveByExtrapolation(at:end:)`` has reserved room (it does so at most once).
    var hasExtrapolated = false

    /// Below this many positions the storage grows by doubling as usual.
    static let extrapolationThreshold = 1_024

    /// Reserves room for the positions the rest of the input would hold at the density seen so far.
    ///
    /// Why: a large geometry (canada.json's is 55,563 positions in 2.25 MB) otherwise grows by
    /// doubling, and each doubling copies everything into fresh pages that the kernel must fault in;
    /// that was about a tenth of the decode. Guessing from the bytes left is cheap and usually close,
    /// because a geometry that large tends to be most of its file; when it is not, the guess is too
    /// big and ``trimExtrapolatedCapacity()`` gives the room back with one exact copy at the end.
    /// Small geometries never get here, so many small ones never over-reserve.
    ///
    /// - Parameters:
    ///   - offset: The offset reached in the input.
    ///   - end: The end of the input.
    mutating func reserveByExtrapolation(at offset: Int, end: Int) {
        let positions = storage.count
        guard !hasExtrapolated, positions >= Self.extrapolationThreshold else { return }
        hasExtrapolated = true
        let bytesPerPosition = max((offset - startOffset) / positions, 1)
        storage.reserveCapacity(positions: positions + (end - offset) / bytesPerPosition + 16)
    }

    /// After an extrapolated reservation, copies the doubles into exactly sized storage when more than
    /// a quarter of the room went unused.
    mutating func trimExtrapolatedCapacity() {
        guard hasExtrapolated, storage.xy.capacity - storage.xy.count > storage.xy.count / 4 else { return }
        storage.trimCapacity()
    }

    /// Empties the scan for the next geometry, keeping the capacity of its arrays.
    ///
    /// Arrays already empty are left alone (a polygon uses two of the four depths): emptying one that
    /// is empty still cost a call through the general `replaceSubrange`.
    mutating func reset() {
        storage.removeAll(keepingCapacity: true)
        for depth in ends.indices {
            if !ends[depth].isEmpty { ends[depth].removeAll(keepingCapacity: true) }
            if !starts[depth].isEmpty { starts[depth].removeAll(keepingCapacity: true) }
        }
        for depth in counts.indices where counts[depth] != 0 { counts[depth] = 0 }
        positionDepth = nil
        problem = nil
        startOffset = 0
        hasExtrapolated = false
    }

    /// The positions found, for a geometry to keep: exactly sized copies of small storage (the scan's
    /// own arrays stay with it, with their capacity, for the next geometry), or the storage itself when
    /// it was reserved by extrapolation (a large geometry, already trimmed; copying it would cost
    /// more than it saves).
    mutating func takeStorage() -> CoordinateStorage {
        guard !hasExtrapolated else {
            defer { storage = CoordinateStorage() }
            return storage
        }
        return storage.exactCopy()
    }

    mutating func grow(to depth: Int) {
        while ends.count <= depth {
            ends.append([])
            starts.append([])
        }
        while counts.count <= depth + 1 { counts.append(0) }
    }
}

extension GeoJSONParser {
    /// Scans a `coordinates` value straight into flat doubles and nesting offsets, in `scan`.
    ///
    /// The caller passes the parser's `coordinateScratch` when it is free, and puts the scan back there
    /// after building the geometry, so that a file of small geometries does not allocate and grow the
    /// scan's nine arrays and its position storage for every one of them.
    ///
    /// - Complexity: O(*n*) in the bytes of the value, with no allocation per position.
    mutating func scanCoordinates(into scan: inout CoordinateScan) throws(JSONSyntaxError) {
        scan.reset()
        guard scanner.peek() == UInt8(ascii: "[") else {
            let offset = scanner.index
            let value = try scanner.parseValue()
            scan.problem = (
                offset, scanner.currentPath(), GeoJSONRule.invalidCoordinates,
                "'coordinates' must be an array, found \(value.typeName)"
            )
            return
        }
        scan.startOffset = scanner.index
        try scanArray(depth: 0, into: &scan)
        scan.trimExtrapolatedCapacity()
    }

    /// Skips a value in `coordinates` that is neither a number nor a nested array of coordinates. Its
    /// objects are not checked for repeated member names as they are skipped; if it holds any, the
    /// document is walked for them afterwards (`MemberNameWalk`) as if one had been found.
    @inline(never)
    private mutating func skipInvalidCoordinate() throws(JSONSyntaxError) {
        if scanner.checksMemberNames, let byte = scanner.peek(), byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
        {
            scanner.noteRepeatedMemberName()
        }
        try scanner.skipValue()
    }

    private mutating func noteProblem(_ scan: inout CoordinateScan, _ rule: String, _ message: String, at offset: Int) {
        if scan.problem == nil { scan.problem = (offset, scanner.currentPath(), rule, message) }
    }

    /// Scans one array at `[`: a position (numbers) or a container of arrays.
    private mutating func scanArray(depth: Int, into scan: inout CoordinateScan) throws(JSONSyntaxError) {
        let arrayStart = scanner.index
        scanner.index += 1
        try scanner.enterContainer()
        if depth >= scan.ends.count { scan.grow(to: depth) }
        guard let first = scanner.peek() else { throw scanner.error("a value") }
        if first == UInt8(ascii: "]") {
            scanner.index += 1
            recordArrayEnd(startingAt: arrayStart, depth: depth, into: &scan)
        } else if first == UInt8(ascii: "-") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) {
            try scanPosition(startingAt: arrayStart, depth: depth, into: &scan)
        } else {
            try scanArrayOfArrays(startingAt: arrayStart, depth: depth, into: &scan)
            recordArrayEnd(startingAt: arrayStart, depth: depth, into: &scan)
        }
        scanner.depth -= 1
    }

    /// Records the end of an array of arrays (or an empty one) at `depth`: where it starts, and how many
    /// children at the next depth have ended before its end.
    @inline(__always)
    private func recordArrayEnd(startingAt arrayStart: Int, depth: Int, into scan: inout CoordinateScan) {
        scan.starts[depth].append(arrayStart)
        scan.ends[depth].append(scan.counts[depth + 1])
        scan.counts[depth] += 1
    }

    /// Scans a position whose first element is a number, the scanner past its `[`: every element checked
    /// (a non-number, a non-finite value, too few or too many numbers are findings), the position appended.
    @inline(__always)
    private mutating func scanPosition(
        startingAt arrayStart: Int, depth: Int, into scan: inout CoordinateScan
    ) throws(JSONSyntaxError) {
        if let known = scan.positionDepth {
            if known != depth {
                noteProblem(
                    &scan, GeoJSONRule.invalidCoordinates,
                    "position found at nesting depth \(depth), others at depth \(known)", at: arrayStart)
            }
        } else {
            scan.positionDepth = depth
        }
        scanner.pathStack.append(.index(0))
        var count = 0
        var longitude = 0.0
        var latitude = 0.0
        repeat {
            let byte = scanner.peek() ?? 0
            if byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
                let number = try scanner.scanNumber()
                let value = scanner.double(of: number)
                if !value.isFinite {
                    scanner.pathStack[scanner.pathStack.count - 1] = .index(count)
                    noteProblem(
                        &scan, GeoJSONRule.invalidCoordinates, "coordinate is too large for a double",
                        at: number.range.lowerBound)
                }
                switch count {
                case 0: longitude = value
                case 1: latitude = value
                default: scan.storage.appendExtra(value)
                }
            } else {
                scanner.pathStack[scanner.pathStack.count - 1] = .index(count)
                let offset = scanner.index
                try skipInvalidCoordinate()
                noteProblem(
                    &scan, GeoJSONRule.invalidCoordinates,
                    "expected a number in position, found \(describeValue(at: offset))", at: offset)
            }
            count += 1
        } while try scanner.arrayContinues()
        scanner.pathStack.removeLast()
        if count < 2 {
            noteProblem(
                &scan, GeoJSONRule.positionTooShort, "position has \(count) number, at least 2 are required",
                at: arrayStart)
        } else if count > 3 {
            report(
                .warning, GeoJSONRule.positionTooLong,
                "position has \(count) numbers; RFC 7946 positions should have at most 3", at: arrayStart)
        }
        scan.storage.appendXY(longitude, latitude)
        scan.storage.finishPosition()
        scan.counts[depth] += 1
    }

    /// Scans the elements of an array of arrays, the scanner past its `[` and on a non-number: plain
    /// positions read at once, other arrays recursively, anything else a finding.
    @inline(__always)
    private mutating func scanArrayOfArrays(
        startingAt arrayStart: Int, depth: Int, into scan: inout CoordinateScan
    ) throws(JSONSyntaxError) {
        scanner.pathStack.append(.index(0))
        var count = 0
        var continues = true
        while continues {
            // `peek()` spelled out with the parser's own whitespace skip: the same result, with the
            // loop kept tight whatever the compiler decides about inlining `peek()` (see
            // `Documentation/Performance.md`).
            scanner.index = skippingWhitespace(from: scanner.index)
            let byte: UInt8? = scanner.index < scanner.bytes.count ? scanner.bytes[scanner.index] : nil
            if byte == UInt8(ascii: "["), appendPlainPosition(at: scanner.index, depth: depth + 1, into: &scan) {
                // A plain `[x, y]` or `[x, y, z]` child, read without the general machinery; the
                // scanner is on the `,` or `]` after it, already checked.
                continues = scanner.bytes[scanner.index] == UInt8(ascii: ",")
                scanner.index += 1
            } else {
                scanner.pathStack[scanner.pathStack.count - 1] = .index(count)
                if byte == UInt8(ascii: "[") {
                    try scanArray(depth: depth + 1, into: &scan)
                } else {
                    let offset = scanner.index
                    try skipInvalidCoordinate()
                    noteProblem(
                        &scan, GeoJSONRule.invalidCoordinates,
                        "expected an array in 'coordinates', found \(describeValue(at: offset))", at: offset)
                }
                continues = try scanner.arrayContinues()
            }
            count += 1
        }
        scanner.pathStack.removeLast()
    }

    /// Reads a plain position, `[x, y]` or `[x, y, z]`, at its `[` in one tight pass; `false` (with
    /// nothing consumed or appended) for anything else.
    ///
    /// Why: nearly every array in a large geometry is such a position, and the general path pays for
    /// a recursive call, the path stack and its per-element bookkeeping, all of which exist only to
    /// describe problems. This path takes a position only when nothing about it can be a problem:
    /// two or three numbers that ``JSONScanner/shortNumber(at:)`` accepts and whose values are finite,
    /// at the depth where positions were already found, within the nesting limit. Everything else
    /// (the first position of a geometry, a fourth number, a string, a syntax error, a number too long
    /// or too close to the end of the buffer) returns `false`, and the caller re-reads the same bytes
    /// with the general path, which gives the values, findings and errors it always gave.
    ///
    /// - Parameters:
    ///   - arrayStart: The offset of the position's `[`.
    ///   - depth: The nesting depth of the position within `coordinates`.
    /// - Returns: Whether the position was read; on success the scanner is at the `,` or `]` after it.
    @inline(__always)
    private mutating func appendPlainPosition(at arrayStart: Int, depth: Int, into scan: inout CoordinateScan) -> Bool {
        guard scanner.usesFastPaths, scan.positionDepth == depth, scanner.depth < scanner.maximumDepth else {
            return false
        }
        let bytes = scanner.bytes
        var longitude = 0.0
        var latitude = 0.0
        var altitude = 0.0
        var count = 0
        var position = skippingWhitespace(from: arrayStart &+ 1)
        // One number per turn (a single call site keeps the inlined number reader in one copy).
        while true {
            guard position < bytes.count, let number = scanner.shortDouble(at: position), number.value.isFinite else {
                return false
            }
            switch count {
            case 0: longitude = number.value
            case 1: latitude = number.value
            default: altitude = number.value
            }
            count &+= 1
            position = skippingWhitespace(from: number.end)
            guard position < bytes.count else { return false }
            if bytes[position] == UInt8(ascii: "]") { break }
            guard bytes[position] == UInt8(ascii: ","), count < 3 else { return false }
            position = skippingWhitespace(from: position &+ 1)
        }
        // The separator after the position is checked here too, so that the caller can step over it
        // without `arrayContinues()`: that check's error would carry the path stack, which still names
        // an earlier element. If the separator is wrong, the general path reads the position again and
        // then reports the error with this element's path.
        let next = skippingWhitespace(from: position &+ 1)
        guard count >= 2, next < bytes.count, bytes[next] == UInt8(ascii: ",") || bytes[next] == UInt8(ascii: "]")
        else {
            return false
        }
        if scan.storage.xy.count &+ 2 > scan.storage.xy.capacity {
            scan.reserveByExtrapolation(at: position, end: bytes.count)
        }
        if count == 3 { scan.storage.appendExtra(altitude) }
        scan.storage.appendXY(longitude, latitude)
        scan.storage.finishPosition()
        scan.counts[depth] &+= 1
        scanner.index = next
        return true
    }

    /// The first offset at or after `offset` that is not JSON whitespace (or the end of the bytes).
    @inline(__always)
    private func skippingWhitespace(from offset: Int) -> Int {
        let bytes = scanner.bytes
        var position = offset
        while position < bytes.count {
            let byte = bytes[position]
            guard JSONScanner.isWhitespace(byte) else { break }
            position &+= 1
        }
        return position
    }

    /// A short name for the JSON type of the (valid) value at `offset`.
    func describeValue(at offset: Int) -> String {
        guard offset < scanner.bytes.count else { return "nothing" }
        switch scanner.bytes[offset] {
        case UInt8(ascii: "{"): return "object"
        case UInt8(ascii: "["): return "array"
        case UInt8(ascii: "\""): return "string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "boolean"
        case UInt8(ascii: "n"): return "null"
        default: return "number"
        }
    }
}
