/*
 A quick pass over a FeatureCollection's bytes that finds each feature without decoding it: its byte
 range, the extent of its geometry's positions, its `id` and the values of a few named properties. A
 command that needs a handful of features of a large file (the units around one point and what hangs
 off them) skims the file, chooses, and decodes only the chosen features (`keeping(_:in:)` blanks the
 others), instead of building every feature's properties.

 The pass is strict where it reads (the same RFC 8259 scanner as the decoder) and conservative in what
 it reports: anything it cannot read with certainty (an escaped string among the values it collects, a
 non-string `id`) marks the feature `isUncertain`, and a caller keeps such a feature. A file that is not
 a single top-level object with one `features` array gives no skim at all: the caller then decodes it
 whole, so every syntax error and structure finding still comes from the decoder itself.
 */

/// What a skim found out about the features of one FeatureCollection, without decoding them.
package struct FeatureSkim: Sendable {
    /// One element of the `features` array.
    package struct Element: Sendable {
        /// The bytes of the element (an object, or anything else the array holds).
        package var range: Range<Int>
        /// The offset of the `,` after the element, or `nil` for the last one.
        package var commaOffset: Int?
        /// The `id` member when it is a string without escapes.
        package var id: String?
        /// The extent of every position under `geometry` (`minX`, `minY`, `maxX`, `maxY`, in the file's
        /// units), or `nil` when it has none. A `bbox` member inside the geometry counts as positions too,
        /// which can only widen the extent.
        package var extent: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        /// Where this element's values start and end in ``FeatureSkim/values``.
        package var values: Range<Int>
        /// Where this element's `properties` members start and end in ``FeatureSkim/members`` (recorded only
        /// when asked for, and only for an element with one `properties` object).
        package var members: Range<Int>
        /// The bytes of the `geometry` member's value, when the element has exactly one.
        package var geometryValue: Range<Int>?
        /// Whether something was not read with certainty: an element that is not an object, an `id` that
        /// is not a plain string, a collected property whose strings have escapes or that is neither a
        /// string nor an array of strings.
        package var isUncertain: Bool
    }

    /// One collected property value: which of the requested keys, and the string (an array of strings
    /// gives one value per string).
    package struct Value: Sendable {
        package var key: Int
        package var string: String
    }

    /// One member of an element's `properties` object.
    package struct Member: Sendable {
        /// From the name's opening quote to the end of the value.
        package var range: Range<Int>
        /// The offset of the `,` after the member, or `nil` for the last one.
        package var commaOffset: Int?
        /// Which requested key the name is, or `nil` for any other name.
        package var key: Int?
    }

    /// The elements of `features`, in order.
    package private(set) var elements: [Element] = []
    /// The collected values of every element, in element order.
    package private(set) var values: [Value] = []
    /// The `properties` members of every element, in element order, when recorded.
    package private(set) var members: [Member] = []

    /// Skims a FeatureCollection.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - keys: The property names whose values are collected (top-level members of `properties`).
    /// - Returns: `nil` when the bytes are not one JSON object with a single `features` array, or not JSON:
    ///   then nothing about the file may be assumed.
    ///   - recordingMembers: Whether to record every `properties` member's bytes (``members``), for
    ///     ``projecting(keys:keepsGeometry:in:)``.
    package static func skim(
        _ bytes: [UInt8], collecting keys: [String] = [], recordingMembers: Bool = false
    ) -> FeatureSkim? {
        bytes.withUnsafeBufferPointer { buffer in
            var skimmer = Skimmer(
                scanner: JSONScanner(bytes: buffer), keys: keys.map { Array($0.utf8) },
                recordsMembers: recordingMembers)
            return try? skimmer.skimDocument()
        }
    }

    /// The values of one element for one key.
    package func values(of element: Element, key: Int) -> some Sequence<String> {
        values[element.values].lazy.filter { $0.key == key }.map(\.string)
    }

    /// The values of one element for every key.
    package func values(of element: Element) -> some Sequence<String> {
        values[element.values].lazy.map(\.string)
    }

    /// The bytes with every element not kept turned into whitespace, with just enough of the commas
    /// between elements left to stay valid JSON.
    ///
    /// Every kept byte stays at its offset, so a position found in the result (a feature's source range) is a
    /// byte offset into the original file; take line:column from the original bytes (blanked lines and
    /// characters are gone from the result). Only the elements' indexes in `features` change.
    ///
    /// - Parameters:
    ///   - kept: Whether the element at an index is kept.
    ///   - bytes: The bytes this skim was made of.
    package func keeping(_ kept: (Int) -> Bool, in bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        var keptBefore = false
        result.withUnsafeMutableBufferPointer { output in
            for (index, element) in elements.enumerated() {
                let isKept = kept(index)
                if !isKept { Self.blank(element.range, in: output) }
                keptBefore = keptBefore || isKept
                // The comma after element i stays when element i + 1 is kept and one before it was.
                guard let comma = element.commaOffset else { continue }
                let nextKept = index + 1 < elements.count && kept(index + 1)
                if !(nextKept && keptBefore) { output[comma] = UInt8(ascii: " ") }
            }
        }
        return result
    }

    /// The bytes with every certain element reduced to what a reader needs: of its `properties`, only the
    /// members whose name is one of `keys` (indexes into the skim's requested keys), and its `geometry` kept
    /// or turned into `null`. Uncertain elements, and elements whose members were not recorded, stay whole.
    ///
    /// As with ``keeping(_:in:)``, what stays keeps its offset; the features decoded from the result are the
    /// same features, with fewer properties (and no geometry).
    ///
    /// - Precondition: the skim recorded members (`recordingMembers: true`).
    package func projecting(keys: Set<Int>, keepsGeometry: Bool, in bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        result.withUnsafeMutableBufferPointer { output in
            for element in elements where !element.isUncertain {
                if !keepsGeometry, let geometry = element.geometryValue, geometry.count >= 4 {
                    Self.blank(geometry, in: output)
                    for (offset, byte) in "null".utf8.enumerated() { output[geometry.lowerBound + offset] = byte }
                }
                var keptBefore = false
                for index in element.members {
                    let member = members[index]
                    let isKept = member.key.map(keys.contains) ?? false
                    if !isKept { Self.blank(member.range, in: output) }
                    keptBefore = keptBefore || isKept
                    guard let comma = member.commaOffset else { continue }
                    let nextKept =
                        index + 1 < element.members.upperBound && members[index + 1].key.map(keys.contains) == true
                    if !(nextKept && keptBefore) { output[comma] = UInt8(ascii: " ") }
                }
            }
        }
        return result
    }

    /// Spaces over a range (one `memset`: line breaks are not kept, positions are byte offsets).
    private static func blank(_ range: Range<Int>, in bytes: UnsafeMutableBufferPointer<UInt8>) {
        UnsafeMutableBufferPointer(rebasing: bytes[range]).update(repeating: 0x20)
    }

    /// The pass itself, over one scanner.
    private struct Skimmer {
        var scanner: JSONScanner
        let keys: [[UInt8]]
        let recordsMembers: Bool
        var skim = FeatureSkim()

        mutating func skimDocument() throws(JSONSyntaxError) -> FeatureSkim? {
            scanner.skipByteOrderMark()
            guard scanner.peek() == UInt8(ascii: "{") else { return nil }
            scanner.index += 1
            try scanner.enterContainer()
            var sawFeatures = false
            if try !scanner.objectIsEmpty() {
                repeat {
                    let name = try scanner.memberName()
                    if scanner.name(name, equals: "features") {
                        guard !sawFeatures, scanner.peek() == UInt8(ascii: "[") else { return nil }
                        sawFeatures = true
                        try skimFeatures()
                    } else {
                        try skip()
                    }
                } while try scanner.objectContinues()
            }
            try scanner.expectEnd()
            return sawFeatures ? skim : nil
        }

        /// At `[`: every element of `features`.
        private mutating func skimFeatures() throws(JSONSyntaxError) {
            scanner.index += 1
            try scanner.enterContainer()
            defer { scanner.depth -= 1 }
            if try scanner.arrayIsEmpty() { return }
            while true {
                guard let first = scanner.peek() else { throw scanner.error("a value") }
                let start = scanner.index
                var element = Element(
                    range: start..<start, commaOffset: nil, id: nil, extent: nil,
                    values: skim.values.count..<skim.values.count,
                    members: skim.members.count..<skim.members.count, geometryValue: nil, isUncertain: false)
                if first == UInt8(ascii: "{") {
                    try skimFeature(into: &element)
                } else {
                    element.isUncertain = true
                    try skip()
                }
                element.range = start..<scanner.index
                element.values = element.values.lowerBound..<skim.values.count
                _ = scanner.peek()
                let separator = scanner.index
                let continues = try scanner.arrayContinues()
                if continues { element.commaOffset = separator }
                skim.elements.append(element)
                if !continues { return }
            }
        }

        /// At `{`: one feature's members.
        private mutating func skimFeature(into element: inout Element) throws(JSONSyntaxError) {
            scanner.index += 1
            try scanner.enterContainer()
            defer { scanner.depth -= 1 }
            if try scanner.objectIsEmpty() { return }
            var sawID = false
            var geometries = 0
            var propertyObjects = 0
            repeat {
                let name = try scanner.memberName()
                if scanner.name(name, equals: "geometry") {
                    _ = scanner.peek()
                    let start = scanner.index
                    try addPositions(to: &element.extent)
                    geometries += 1
                    element.geometryValue = geometries == 1 ? start..<scanner.index : nil
                } else if scanner.name(name, equals: "properties") {
                    propertyObjects += 1
                    if propertyObjects > 1 { element.members = skim.members.count..<skim.members.count }
                    try skimProperties(into: &element, recording: propertyObjects == 1)
                } else if scanner.name(name, equals: "id") {
                    // A number, an escaped string or a repeated `id` cannot be matched by its text.
                    if scanner.peek() == UInt8(ascii: "\"") {
                        let token = try scanner.scanString()
                        if !token.hasEscapes && !sawID {
                            element.id = try scanner.string(from: token)
                        } else {
                            element.id = nil
                            element.isUncertain = true
                        }
                    } else {
                        element.id = nil
                        element.isUncertain = true
                        try skip()  // a missing value (`"id":}`) is a syntax error here, as in the decoder
                    }
                    sawID = true
                } else {
                    try skip()
                }
            } while try scanner.objectContinues()
        }

        /// Any value under `geometry`: an array whose first element is a number is a position (its first two
        /// numbers taken as x and y); anything else is searched for positions.
        private mutating func addPositions(
            to extent: inout (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        ) throws(JSONSyntaxError) {
            guard let byte = scanner.peek() else { throw scanner.error("a value") }
            switch byte {
            case UInt8(ascii: "["):
                scanner.index += 1
                try scanner.enterContainer()
                defer { scanner.depth -= 1 }
                if try scanner.arrayIsEmpty() { return }
                guard let first = scanner.peek(), first == UInt8(ascii: "-") || (first >= 0x30 && first <= 0x39) else {
                    repeat { try addPositions(to: &extent) } while try scanner.arrayContinues()
                    return
                }
                var coordinates: (Double, Double?) = (scanner.double(of: try scanner.scanNumber()), nil)
                while try scanner.arrayContinues() {
                    if coordinates.1 == nil, let next = scanner.peek(),
                        next == UInt8(ascii: "-") || (next >= 0x30 && next <= 0x39)
                    {
                        coordinates.1 = scanner.double(of: try scanner.scanNumber())
                    } else {
                        try skip()
                    }
                }
                guard let y = coordinates.1 else { return }
                let x = coordinates.0
                if let current = extent {
                    extent = (min(current.minX, x), min(current.minY, y), max(current.maxX, x), max(current.maxY, y))
                } else {
                    extent = (x, y, x, y)
                }
            case UInt8(ascii: "{"):
                scanner.index += 1
                try scanner.enterContainer()
                defer { scanner.depth -= 1 }
                if try scanner.objectIsEmpty() { return }
                repeat {
                    _ = try scanner.memberName()
                    try addPositions(to: &extent)
                } while try scanner.objectContinues()
            default:
                try skip()
            }
        }

        /// `properties`: the values of the requested keys, every other member skipped.
        private mutating func skimProperties(into element: inout Element, recording: Bool) throws(JSONSyntaxError) {
            guard scanner.peek() == UInt8(ascii: "{") else {
                try skip()
                return
            }
            scanner.index += 1
            try scanner.enterContainer()
            defer { scanner.depth -= 1 }
            if try scanner.objectIsEmpty() { return }
            let records = recordsMembers && recording
            repeat {
                _ = scanner.peek()
                let start = scanner.index
                let name = try scanner.memberName()
                // An escaped name might spell a requested key.
                if name.hasEscapes { element.isUncertain = true }
                let key = keyIndex(of: name)
                if let key {
                    try collect(key: key, into: &element)
                } else {
                    try skip()
                }
                guard records else { continue }
                skim.members.append(Member(range: start..<scanner.index, commaOffset: nil, key: key))
                element.members = element.members.lowerBound..<skim.members.count
                if scanner.peek() == UInt8(ascii: ",") {
                    skim.members[skim.members.count - 1].commaOffset = scanner.index
                }
            } while try scanner.objectContinues()
        }

        /// One requested property: a string, an array of strings, or `null` (nothing collected); anything
        /// else, or an escaped string, makes the element uncertain.
        private mutating func collect(key: Int, into element: inout Element) throws(JSONSyntaxError) {
            switch scanner.peek() {
            case UInt8(ascii: "\""):
                try collectString(key: key, into: &element)
            case UInt8(ascii: "["):
                scanner.index += 1
                try scanner.enterContainer()
                defer { scanner.depth -= 1 }
                if try scanner.arrayIsEmpty() { return }
                repeat {
                    if scanner.peek() == UInt8(ascii: "\"") {
                        try collectString(key: key, into: &element)
                    } else {
                        element.isUncertain = true
                        try skip()
                    }
                } while try scanner.arrayContinues()
            case UInt8(ascii: "n"):
                try skip()
            default:
                element.isUncertain = true
                try skip()
            }
        }

        private mutating func collectString(key: Int, into element: inout Element) throws(JSONSyntaxError) {
            let token = try scanner.scanString()
            if token.hasEscapes {
                element.isUncertain = true
            } else {
                skim.values.append(Value(key: key, string: try scanner.string(from: token)))
            }
        }

        /// Skips one value, validating it as the decoder would (RFC 8259), without the scanner's path stack
        /// (a skim's errors are never reported) and without converting numbers.
        private mutating func skip() throws(JSONSyntaxError) {
            guard let byte = scanner.peek() else { throw scanner.error("a value") }
            switch byte {
            case UInt8(ascii: "{"):
                scanner.index += 1
                try scanner.enterContainer()
                defer { scanner.depth -= 1 }
                if try scanner.objectIsEmpty() { return }
                repeat {
                    _ = try scanner.memberName()
                    try skip()
                } while try scanner.objectContinues()
            case UInt8(ascii: "["):
                scanner.index += 1
                try scanner.enterContainer()
                defer { scanner.depth -= 1 }
                if try scanner.arrayIsEmpty() { return }
                repeat { try skip() } while try scanner.arrayContinues()
            case UInt8(ascii: "\""):
                _ = try scanner.scanString()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                _ = try scanner.scanNumber()
            case UInt8(ascii: "t"):
                try scanner.literal("true")
            case UInt8(ascii: "f"):
                try scanner.literal("false")
            case UInt8(ascii: "n"):
                try scanner.literal("null")
            default:
                throw scanner.error("a value")
            }
        }

        /// The index of a requested key equal to a member name (escaped names never match).
        private func keyIndex(of name: StringToken) -> Int? {
            guard !name.hasEscapes else { return nil }
            return keys.firstIndex { key in
                key.count == name.range.count
                    && key.indices.allSatisfy { key[$0] == scanner.bytes[name.range.lowerBound + $0] }
            }
        }
    }
}
