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

    mutating func grow(to depth: Int) {
        while ends.count <= depth { ends.append([]); starts.append([]) }
        while counts.count <= depth + 1 { counts.append(0) }
    }
}

extension GeoJSONParser {
    /// Scans a `coordinates` value straight into flat doubles and nesting offsets.
    ///
    /// - Complexity: O(*n*) in the bytes of the value, with no allocation per position.
    mutating func scanCoordinates() throws(JSONSyntaxError) -> CoordinateScan {
        var scan = CoordinateScan()
        guard scanner.peek() == UInt8(ascii: "[") else {
            let offset = scanner.index
            let value = try scanner.parseValue()
            scan.problem = (offset, scanner.currentPath(), GeoJSONRule.invalidCoordinates, "'coordinates' must be an array, found \(value.typeName)")
            return scan
        }
        try scanArray(depth: 0, into: &scan)
        return scan
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
            scanner.depth -= 1
            scan.starts[depth].append(arrayStart)
            scan.ends[depth].append(scan.counts[depth + 1])
            scan.counts[depth] += 1
            return
        }
        if first == UInt8(ascii: "-") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) {
            // A position.
            if let known = scan.positionDepth {
                if known != depth {
                    noteProblem(&scan, GeoJSONRule.invalidCoordinates, "position found at nesting depth \(depth), others at depth \(known)", at: arrayStart)
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
                        noteProblem(&scan, GeoJSONRule.invalidCoordinates, "coordinate is too large for a double", at: number.range.lowerBound)
                    }
                    switch count {
                    case 0: longitude = value
                    case 1: latitude = value
                    default: scan.storage.appendExtra(value)
                    }
                } else {
                    scanner.pathStack[scanner.pathStack.count - 1] = .index(count)
                    let offset = scanner.index
                    try scanner.skipValue()
                    noteProblem(&scan, GeoJSONRule.invalidCoordinates, "expected a number in position, found \(describeValue(at: offset))", at: offset)
                }
                count += 1
            } while try scanner.arrayContinues()
            scanner.pathStack.removeLast()
            if count < 2 {
                noteProblem(&scan, GeoJSONRule.positionTooShort, "position has \(count) number, at least 2 are required", at: arrayStart)
            } else if count > 3 {
                report(.warning, GeoJSONRule.positionTooLong, "position has \(count) numbers; RFC 7946 positions should have at most 3", at: arrayStart)
            }
            scan.storage.appendXY(longitude, latitude)
            scan.storage.finishPosition()
            scan.counts[depth] += 1
        } else {
            scanner.pathStack.append(.index(0))
            var count = 0
            repeat {
                scanner.pathStack[scanner.pathStack.count - 1] = .index(count)
                if scanner.peek() == UInt8(ascii: "[") {
                    try scanArray(depth: depth + 1, into: &scan)
                } else {
                    let offset = scanner.index
                    try scanner.skipValue()
                    noteProblem(&scan, GeoJSONRule.invalidCoordinates, "expected an array in 'coordinates', found \(describeValue(at: offset))", at: offset)
                }
                count += 1
            } while try scanner.arrayContinues()
            scanner.pathStack.removeLast()
            scan.starts[depth].append(arrayStart)
            scan.ends[depth].append(scan.counts[depth + 1])
            scan.counts[depth] += 1
        }
        scanner.depth -= 1
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
