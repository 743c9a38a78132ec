import GeoJSON

/// Turns byte offsets into line:column for many findings in the same files, fast.
///
/// `SourceText.lineColumn(at:)` scans the file from its start on every call, which is fine for one error
/// but quadratic for a rule that reports thousands of findings in a one-line, multi-megabyte file (the
/// SPbPU archives). A locator builds, the first time a file is asked about, a table of its line starts
/// and of Unicode scalar counts every `blockSize` bytes; each lookup is then a binary search plus a scan
/// of at most one block. Rules keep one locator for the length of their `check`.
///
/// - Complexity: O(file size) once per file asked about; O(log lines + blockSize) per lookup.
struct SourceLocator {
    static let blockSize = 512

    /// The line starts and scalar checkpoints of one file.
    struct LineTable {
        /// Byte offsets where lines begin (0 first).
        var lineStarts: [Int]
        /// `checkpoints[k]`: how many scalars the bytes before `k * blockSize` hold.
        var checkpoints: [Int]

        init(_ bytes: [UInt8]) {
            lineStarts = [0]
            checkpoints = [0]
            checkpoints.reserveCapacity(bytes.count / SourceLocator.blockSize + 1)
            var scalars = 0
            bytes.withUnsafeBufferPointer { buffer in
                for position in buffer.indices {
                    if position % SourceLocator.blockSize == 0, position > 0 { checkpoints.append(scalars) }
                    let byte = buffer[position]
                    if byte & 0xC0 != 0x80 { scalars += 1 }
                    if byte == 0x0A { lineStarts.append(position + 1) }
                }
            }
        }

        /// The scalars before `offset`.
        func scalars(before offset: Int, in bytes: [UInt8]) -> Int {
            let block = offset / SourceLocator.blockSize
            var count = checkpoints[min(block, checkpoints.count - 1)]
            let start = min(block, checkpoints.count - 1) * SourceLocator.blockSize
            for position in start..<offset where bytes[position] & 0xC0 != 0x80 { count += 1 }
            return count
        }

        /// The 1-based line and column (in Unicode scalars) of a byte offset.
        func lineColumn(at offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
            let offset = min(max(offset, 0), bytes.count)
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            let column = scalars(before: offset, in: bytes) - scalars(before: lineStarts[low], in: bytes) + 1
            return (low + 1, column)
        }
    }

    private var tables: [String: LineTable] = [:]

    /// The location of a byte offset in a file.
    mutating func location(in file: IMDF.FileRecord, byteOffset: Int, path: JSONPath? = nil, featureID: String? = nil) -> Diagnostic.Location {
        let table = tables[file.path] ?? LineTable(file.source.bytes)
        tables[file.path] = table
        let position = table.lineColumn(at: byteOffset, in: file.source.bytes)
        return Diagnostic.Location(file: file.path, line: position.line, column: position.column, path: path, featureID: featureID)
    }

    /// The location of the value at `path` (relative to the feature) inside feature `index` of a file,
    /// falling back to the feature's start, then to the file, as `FileRecord.location(ofFeature:path:featureID:)` does.
    mutating func location(in file: IMDF.FileRecord, feature index: Int, path relativePath: JSONPath = .root, featureID: String? = nil) -> Diagnostic.Location {
        let fullPath = JSONPath([.key("features"), .index(index)] + relativePath.components)
        guard let collection = file.collection, collection.features.indices.contains(index),
              let range = collection.features[index].sourceRange else {
            return Diagnostic.Location(file: file.path, path: fullPath, featureID: featureID)
        }
        let offset = file.source.offset(of: relativePath, in: range) ?? range.lowerBound
        return location(in: file, byteOffset: offset, path: fullPath, featureID: featureID)
    }

    /// The location of a feature of the archive, or of a value inside it.
    mutating func location(of handle: AnyFeatureHandle, in archive: IMDF.Archive, path: JSONPath = .root) -> Diagnostic.Location {
        let id = archive.featureID(of: handle)?.rawValue
        guard let file = archive.file(for: handle.type) else { return Diagnostic.Location(file: handle.type.fileName, featureID: id) }
        return location(in: file, feature: handle.index, path: path, featureID: id)
    }

    /// The location of a value of a property object (`path` relative to the object).
    mutating func location(_ owner: PropertyWalk.Owner, _ path: JSONPath) -> Diagnostic.Location {
        guard owner.type != nil else {
            let offset = owner.file.source.offset(of: path, in: 0..<owner.file.source.bytes.count) ?? 0
            return location(in: owner.file, byteOffset: offset, path: path)
        }
        return location(in: owner.file, feature: owner.featureIndex, path: owner.fullPath(path), featureID: owner.featureID)
    }

    /// The location of a typed property value.
    mutating func location(of value: PropertyWalk.Value) -> Diagnostic.Location { location(value.owner, value.path) }

    /// The location of a value inside a raw feature (`path` relative to the feature).
    mutating func location(_ entry: RawFeatures.Entry, _ path: JSONPath = .root) -> Diagnostic.Location {
        location(in: entry.file, feature: entry.index, path: path, featureID: entry.feature.id?.description)
    }
}
