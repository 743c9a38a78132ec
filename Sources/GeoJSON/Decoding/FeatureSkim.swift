/*
 A quick pass over a FeatureCollection's bytes that finds each feature without decoding it: its byte
 range, the extent of its geometry's positions, its `id` and the values of a few named properties. A
 command that needs a handful of features of a large file (the units around one point and what hangs
 off them) skims the file, chooses, and decodes only the chosen features (`keeping(_:)` blanks the
 others), instead of building every feature's properties.

 The pass is strict where it reads (the same RFC 8259 scanner as the decoder) and conservative in what
 it reports: anything it cannot read with certainty (an escaped string among the values it collects, a
 non-string `id`, a feature whose `type` is not plainly "Feature") marks the feature `isUncertain`, and a
 caller keeps such a feature. A file that is not a single top-level object with one `features` array gives
 no skim at all: the caller then decodes it whole, so every syntax error and structure finding still comes
 from the decoder itself.
 */

/// What a skim found out about the features of one FeatureCollection, without decoding them.
package struct FeatureSkim: Sendable {
    /// One element of the `features` array.
    ///
    /// Stored in 88 bytes instead of 176: offsets and indexes in 32 bits (a skimmed file is under 4 GiB),
    /// absence as a flag instead of an optional's padding. A skim of a large file holds one per feature, and for
    /// a file of tiny features (`{"type":"Feature","geometry":null,"properties":null}`, 52 bytes) the elements
    /// were three times the file (issue 23).
    package struct Element: Sendable {
        // The 8-byte fields first, then the 4-byte ones and the flags: in this order they pack into 85 bytes.
        private var idHash: UInt64 = 0
        private var minX = 0.0
        private var minY = 0.0
        private var maxX = 0.0
        private var maxY = 0.0
        private var start: UInt32
        private var end: UInt32
        private var comma = UInt32.max
        private var idStart: UInt32 = 0
        private var idEnd: UInt32 = 0
        private var valuesStart: UInt32
        private var valuesEnd: UInt32
        private var membersStart: UInt32
        private var membersEnd: UInt32
        private var geometryStart: UInt32 = 0
        private var geometryEnd: UInt32 = 0
        private var flags: Flags = []

        private struct Flags: OptionSet, Sendable {
            let rawValue: UInt8
            static let hasID = Flags(rawValue: 1 << 0)
            static let idIsASCII = Flags(rawValue: 1 << 1)
            static let hasExtent = Flags(rawValue: 1 << 2)
            static let hasGeometryValue = Flags(rawValue: 1 << 3)
            static let hasPlainGeometry = Flags(rawValue: 1 << 4)
            static let isUncertain = Flags(rawValue: 1 << 5)
        }

        /// An element starting at `offset`, whose values and members start at these indexes.
        init(startingAt offset: Int, values: Int, members: Int) {
            start = UInt32(offset)
            end = start
            valuesStart = UInt32(values)
            valuesEnd = valuesStart
            membersStart = UInt32(members)
            membersEnd = membersStart
        }

        private mutating func set(_ flag: Flags, _ value: Bool) {
            if value { flags.insert(flag) } else { flags.remove(flag) }
        }

        /// The bytes of the element (an object, or anything else the array holds).
        package var range: Range<Int> {
            get { Int(start)..<Int(end) }
            set { (start, end) = (UInt32(newValue.lowerBound), UInt32(newValue.upperBound)) }
        }
        /// The offset of the `,` after the element, or `nil` for the last one.
        package var commaOffset: Int? {
            get { comma == .max ? nil : Int(comma) }
            set { comma = newValue.map(UInt32.init) ?? .max }
        }
        /// The `id` member when it is a string without escapes (``FeatureSkim/string(_:)`` makes it a `String`;
        /// ``TextSet`` matches it without one).
        package var id: Text? {
            get {
                guard flags.contains(.hasID) else { return nil }
                return Text(
                    bytes: Int(idStart)..<Int(idEnd), hash: idHash, isASCII: flags.contains(.idIsASCII))
            }
            set {
                set(.hasID, newValue != nil)
                guard let newValue else { return }
                (idStart, idEnd) = (UInt32(newValue.bytes.lowerBound), UInt32(newValue.bytes.upperBound))
                idHash = newValue.hash
                set(.idIsASCII, newValue.isASCII)
            }
        }
        /// The extent of every position under `geometry` (`minX`, `minY`, `maxX`, `maxY`, in the file's
        /// units), or `nil` when it has none or the skim did not measure extents. A `bbox` member inside the
        /// geometry counts as positions too, which can only widen the extent.
        package var extent: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
            get { flags.contains(.hasExtent) ? (minX, minY, maxX, maxY) : nil }
            set {
                set(.hasExtent, newValue != nil)
                if let newValue { (minX, minY, maxX, maxY) = newValue }
            }
        }
        /// Where this element's values start and end in ``FeatureSkim/values``.
        package var values: Range<Int> {
            get { Int(valuesStart)..<Int(valuesEnd) }
            set { (valuesStart, valuesEnd) = (UInt32(newValue.lowerBound), UInt32(newValue.upperBound)) }
        }
        /// Where this element's `properties` members start and end in ``FeatureSkim/members`` (recorded only
        /// when asked for, and only for an element with one `properties` object).
        package var members: Range<Int> {
            get { Int(membersStart)..<Int(membersEnd) }
            set { (membersStart, membersEnd) = (UInt32(newValue.lowerBound), UInt32(newValue.upperBound)) }
        }
        /// The bytes of the `geometry` member's value, when the element has exactly one.
        package var geometryValue: Range<Int>? {
            get { flags.contains(.hasGeometryValue) ? Int(geometryStart)..<Int(geometryEnd) : nil }
            set {
                set(.hasGeometryValue, newValue != nil)
                if let newValue {
                    (geometryStart, geometryEnd) = (UInt32(newValue.lowerBound), UInt32(newValue.upperBound))
                }
            }
        }
        /// Whether the element has exactly one `geometry` member and it is `null` or a plain `Polygon` or
        /// `MultiPolygon` — members `type` and `coordinates` once each and nothing else, every position two
        /// or three finite numbers at the type's depth, no empty array — so that ``extent`` is exactly the
        /// extent of the geometry the decoder makes of it (`nil` for `null`). Set only when measuring extents.
        ///
        /// Why: a `bbox` inside the geometry widens ``extent``, and a geometry the decoder cannot represent
        /// (a non-finite coordinate, positions at mixed depths) has no positions once decoded; a reader that
        /// needs the decoded extent (``extent`` without decoding) trusts it only here.
        package var hasPlainGeometry: Bool {
            get { flags.contains(.hasPlainGeometry) }
            set { set(.hasPlainGeometry, newValue) }
        }
        /// Whether something was not read with certainty: an element that is not an object, whose `type` is
        /// not the plain string "Feature" once, whose `properties` is repeated or neither an object nor
        /// `null`, an `id` that is not a plain string, a collected property whose strings have escapes, that
        /// is neither a string nor an array of strings, or that is repeated in `properties`.
        package var isUncertain: Bool {
            get { flags.contains(.isUncertain) }
            set { set(.isUncertain, newValue) }
        }
    }

    /// One collected property value: which of the requested keys, and the string (an array of strings gives
    /// one value per string).
    package struct Value: Sendable {
        package var key: Int
        package var text: Text
        /// Whether the string is an element of an array (`"unit_ids": ["…"]`) rather than the value itself
        /// (`"unit_id": "…"`): a reader of one kind of reference must not take the other.
        package var isInArray: Bool
    }

    /// A string without escapes in the skimmed bytes: where it is, and its hash (``TextSet``), taken while the
    /// skim had the bytes at hand.
    ///
    /// Why the hash: a selection looks up every feature's references of a large file, each in a different
    /// cache line; hashing them again then waited on memory for each one.
    package struct Text: Sendable {
        /// The string's bytes, between its quotes.
        package var bytes: Range<Int>
        package var hash: UInt64
        /// Whether every byte is ASCII (else another text with other bytes may be the same `String`).
        package var isASCII: Bool

        init(_ bytes: Range<Int>, in buffer: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            let text = UnsafeBufferPointer(rebasing: buffer[bytes])
            hash = TextSet.hash(text)
            isASCII = text.allSatisfy { $0 < 0x80 }
        }

        init(bytes: Range<Int>, hash: UInt64, isASCII: Bool) {
            self.bytes = bytes
            self.hash = hash
            self.isASCII = isASCII
        }
    }

    /// One member of an element's `properties` object, in 16 bytes instead of 48: a skim of a large file
    /// records hundreds of thousands (400,000 for the 50,000 openings of the generated venue), and each
    /// megabyte of them is fresh memory the kernel clears (issue 20). Offsets fit 32 bits:
    /// ``skim(_:collecting:recordingMembers:measuringExtents:)`` skims no file as large as `UInt32.max` bytes.
    package struct Member: Sendable {
        private let start: UInt32
        private let end: UInt32
        /// `UInt32.max` for none.
        private var comma = UInt32.max
        /// -1 for none.
        private let keyIndex: Int32

        init(range: Range<Int>, key: Int?) {
            start = UInt32(range.lowerBound)
            end = UInt32(range.upperBound)
            keyIndex = key.map(Int32.init) ?? -1
        }

        /// From the name's opening quote to the end of the value.
        package var range: Range<Int> { Int(start)..<Int(end) }
        /// The offset of the `,` after the member, or `nil` for the last one.
        package var commaOffset: Int? {
            get { comma == .max ? nil : Int(comma) }
            set { comma = newValue.map(UInt32.init) ?? .max }
        }
        /// Which requested key the name is, or `nil` for any other name.
        package var key: Int? { keyIndex < 0 ? nil : Int(keyIndex) }
    }

    /// The bytes skimmed: every range of the skim is in them.
    package let bytes: [UInt8]
    /// The elements of `features`, in order.
    package private(set) var elements: [Element] = []
    /// The collected values of every element, in element order.
    package private(set) var values: [Value] = []
    /// The `properties` members of every element, in element order, when recorded.
    package private(set) var members: [Member] = []
    /// Whether the top-level object's `type` is the plain string "FeatureCollection", once: only then is the
    /// decoder sure to read the file as the feature collection skimmed.
    package private(set) var isPlainCollection = false

    /// Skims a FeatureCollection.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - keys: The property names whose values are collected (top-level members of `properties`).
    ///   - recordingMembers: Whether to record every `properties` member's bytes (``members``), for
    ///     ``projecting(keys:keepsGeometry:)``.
    ///   - measuringExtents: Whether to take each geometry's ``Element/extent``. Without, a geometry is only
    ///     checked and stepped over: converting its numbers to doubles was about a quarter of a skim (issue
    ///     20), wasted on callers that never read an extent.
    /// - Returns: `nil` when the bytes are not one JSON object with a single `features` array, or not JSON:
    ///   then nothing about the file may be assumed; also for a file of `UInt32.max` bytes or more.
    package static func skim(
        _ bytes: [UInt8], collecting keys: [String] = [], recordingMembers: Bool = false, measuringExtents: Bool = true
    ) -> FeatureSkim? {
        // Elements and members are recorded with 32-bit offsets (``Element``, ``Member``); a file that large is
        // decoded whole.
        if bytes.count >= Int(UInt32.max) { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var skimmer = Skimmer(
                scanner: JSONScanner(bytes: buffer), keys: keys.map { Array($0.utf8) },
                recordsMembers: recordingMembers, measuresExtents: measuringExtents, skim: FeatureSkim(bytes: bytes))
            return try? skimmer.skimDocument()
        }
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// The values of one element for every key, as texts.
    package func valueTexts(of element: Element) -> some Sequence<Text> {
        values[element.values].lazy.map(\.text)
    }

    /// The values of one element for one key, as texts.
    package func valueTexts(of element: Element, key: Int) -> some Sequence<Text> {
        values[element.values].lazy.filter { $0.key == key }.map(\.text)
    }

    /// A text as a `String` (the skim found its bytes to be valid UTF-8).
    package func string(_ text: Text) -> String {
        String(decoding: bytes[text.bytes], as: UTF8.self)
    }

    /// What leaves out every element not kept: the ranges a decoder reads as whitespace
    /// (``GeoJSONDecoder/skippedRanges``), each such element and just enough of the commas between elements
    /// that what remains is valid JSON. In increasing order, not overlapping; a run of elements left out is one
    /// range (with the whitespace between them), so that the decoder steps over it at once.
    ///
    /// Every kept byte stays at its offset, so a position found by the decoder (a feature's source range, a
    /// finding's line:column) is one in the original file. Only the elements' indexes in `features` change.
    ///
    /// - Parameter kept: Whether the element at an index is kept.
    package func skippedRanges(keeping kept: (Int) -> Bool) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        func skip(_ range: Range<Int>) {
            if let last = ranges.last, bytes[last.upperBound..<range.lowerBound].allSatisfy(JSONScanner.isWhitespace) {
                ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
            } else {
                ranges.append(range)
            }
        }
        var keptBefore = false
        for index in elements.indices {
            let isKept = kept(index)
            if !isKept { skip(elements[index].range) }
            keptBefore = keptBefore || isKept
            // The comma after element i stays when element i + 1 is kept and one before it was.
            guard let comma = elements[index].commaOffset else { continue }
            let nextKept = index + 1 < elements.count && kept(index + 1)
            if !(nextKept && keptBefore) { skip(comma..<comma + 1) }
        }
        return ranges
    }

    /// The bytes with the ranges ``skippedRanges(keeping:)`` gives turned into spaces: what a decoder reads
    /// as the bytes themselves with those ranges skipped, at the cost of a copy of the file. Line:column
    /// positions must then be taken from the original bytes (blanked lines are gone from the copy).
    ///
    /// - Parameter kept: Whether the element at an index is kept.
    package func keeping(_ kept: (Int) -> Bool) -> [UInt8] {
        let ranges = skippedRanges(keeping: kept)
        return Self.copy(of: bytes) { copy in
            for range in ranges { copy.blank(range) }
        }
    }

    /// The bytes with every certain element reduced to what a reader needs: of its `properties`, only the
    /// members whose name is one of `keys` (indexes into the skim's requested keys), and its `geometry` kept
    /// or turned into `null`. Uncertain elements, and elements whose members were not recorded, stay whole.
    ///
    /// As with ``keeping(_:)``, what stays keeps its offset; the features decoded from the result are the
    /// same features, with fewer properties (and no geometry).
    ///
    /// - Precondition: the skim recorded members (`recordingMembers: true`).
    package func projecting(keys: Set<Int>, keepsGeometry: Bool) -> [UInt8] {
        func isKept(_ member: Member) -> Bool { member.key.map(keys.contains) ?? false }
        return Self.copy(of: bytes) { copy in
            for element in elements where !element.isUncertain {
                // The geometry comes before or after `properties`, or between two of its members (when the
                // feature repeats `properties`): it is blanked where the walk of the members reaches it.
                var geometry = keepsGeometry ? nil : element.geometryValue.flatMap { $0.count >= 4 ? $0 : nil }
                func blankGeometry(before offset: Int) {
                    guard let range = geometry, range.lowerBound < offset else { return }
                    copy.blank(range, writing: "null")
                    geometry = nil
                }
                var keptBefore = false
                for index in element.members {
                    let member = members[index]
                    blankGeometry(before: member.range.lowerBound)
                    if !isKept(member) { copy.blank(member.range) }
                    keptBefore = keptBefore || isKept(member)
                    guard let comma = member.commaOffset else { continue }
                    let nextKept = index + 1 < element.members.upperBound && isKept(members[index + 1])
                    if !(nextKept && keptBefore) { copy.blank(comma..<comma + 1) }
                }
                blankGeometry(before: .max)
            }
        }
    }

    /// A copy of `bytes` with the ranges `edit` blanks turned into spaces, written in one pass.
    ///
    /// Why: the copy is a whole large file (tens of megabytes of a venue's units and openings), almost all of it
    /// blanked; copying everything and then blanking wrote most bytes twice.
    private static func copy(of bytes: [UInt8], _ edit: (inout BlankingCopy) -> Void) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: bytes.count) { output, count in
            bytes.withUnsafeBufferPointer { input in
                var copy = BlankingCopy(input: input, output: output)
                edit(&copy)
                copy.finish()
            }
            count = bytes.count
        }
    }

    /// Copies its input to its output up to each blanked range, then spaces over the range. Ranges come in
    /// increasing order and do not overlap.
    private struct BlankingCopy {
        let input: UnsafeBufferPointer<UInt8>
        let output: UnsafeMutableBufferPointer<UInt8>
        /// Everything before this offset is written.
        var written = 0

        /// Spaces over `range` (line breaks are not kept: positions are byte offsets), then `text` at its start.
        mutating func blank(_ range: Range<Int>, writing text: StaticString = "") {
            precondition(range.lowerBound >= written, "blanked ranges come in order")
            precondition(text.utf8CodeUnitCount <= range.count, "the text fits the blanked range")
            copyInput(upTo: range.lowerBound)
            UnsafeMutableBufferPointer(rebasing: output[range]).update(repeating: 0x20)
            text.withUTF8Buffer { text in
                _ = UnsafeMutableBufferPointer(rebasing: output[range.lowerBound...]).update(fromContentsOf: text)
            }
            written = range.upperBound
        }

        mutating func finish() { copyInput(upTo: input.count) }

        private mutating func copyInput(upTo offset: Int) {
            guard offset > written else { return }
            _ = UnsafeMutableBufferPointer(rebasing: output[written..<offset])
                .update(fromContentsOf: UnsafeBufferPointer(rebasing: input[written..<offset]))
            written = offset
        }
    }

    /// The pass itself, over one scanner.
    private struct Skimmer {
        var scanner: JSONScanner
        let keys: [[UInt8]]
        let recordsMembers: Bool
        let measuresExtents: Bool
        var skim: FeatureSkim

        mutating func skimDocument() throws(JSONSyntaxError) -> FeatureSkim? {
            scanner.skipByteOrderMark()
            guard scanner.peek() == UInt8(ascii: "{") else { return nil }
            scanner.index += 1
            try scanner.enterContainer()
            var sawFeatures = false
            var types = 0
            if try !scanner.objectIsEmpty() {
                repeat {
                    let name = try scanner.memberName()
                    if scanner.name(name, equals: "features") {
                        guard !sawFeatures, scanner.peek() == UInt8(ascii: "[") else { return nil }
                        sawFeatures = true
                        try skimFeatures()
                    } else if scanner.name(name, equals: "type") {
                        types += 1
                        skim.isPlainCollection = try readPlainString("FeatureCollection") && types == 1
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
            let firstElement = scanner.index
            while true {
                if skim.elements.count == Self.elementsBeforeReserving {
                    reserveForTheRest(afterReading: scanner.index - firstElement)
                }
                guard let first = scanner.peek() else { throw scanner.error("a value") }
                let start = scanner.index
                var element = Element(startingAt: start, values: skim.values.count, members: skim.members.count)
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

        /// How many elements are read before the rest are estimated from them (``reserveForTheRest(afterReading:)``).
        static let elementsBeforeReserving = 64

        /// Reserves room in the skim's arrays for the elements still to come, estimated from those read so far
        /// and the bytes left, with a quarter to spare.
        ///
        /// Why: grown by doubling, the arrays of a large file were allocated about twice over, each larger
        /// buffer fresh memory that the kernel clears before the copy into it; that was a third of `imdf
        /// levels`' page faults (issue 20). Room reserved and never used costs address space, not memory: the
        /// pages are never touched. Each array's room is capped at the file's size in bytes, so that a file whose
        /// first elements are tiny and whose tail is huge (a long member after `features`) cannot ask for more.
        private mutating func reserveForTheRest(afterReading bytesRead: Int) {
            let count = skim.elements.count
            guard bytesRead > 0 else { return }
            let expected = Double(count) * Double(scanner.bytes.count - scanner.index + bytesRead) / Double(bytesRead)
            func reserve<Item>(_ array: inout [Item]) {
                let estimate = (expected * 1.25 * Double(array.count) / Double(count)).rounded(.up)
                let cap = scanner.bytes.count / MemoryLayout<Item>.stride
                array.reserveCapacity(Int(min(estimate, Double(cap))))
            }
            reserve(&skim.elements)
            reserve(&skim.values)
            reserve(&skim.members)
        }

        /// At `{`: one feature's members.
        private mutating func skimFeature(into element: inout Element) throws(JSONSyntaxError) {
            scanner.index += 1
            try scanner.enterContainer()
            defer { scanner.depth -= 1 }
            if try scanner.objectIsEmpty() {
                element.isUncertain = true  // no `type`
                return
            }
            var sawID = false
            var types = 0
            var geometries = 0
            var propertyObjects = 0
            repeat {
                let name = try scanner.memberName()
                if scanner.name(name, equals: "geometry") {
                    _ = scanner.peek()
                    let start = scanner.index
                    var isPlain = false
                    if measuresExtents {
                        isPlain = try addPlainGeometry(to: &element.extent)
                        if !isPlain { try addPositions(to: &element.extent) }
                    } else {
                        try skip()
                    }
                    geometries += 1
                    element.geometryValue = geometries == 1 ? start..<scanner.index : nil
                    element.hasPlainGeometry = isPlain && geometries == 1
                } else if scanner.name(name, equals: "properties") {
                    propertyObjects += 1
                    if propertyObjects > 1 {
                        element.members = skim.members.count..<skim.members.count
                        element.isUncertain = true
                    }
                    try skimProperties(into: &element, recording: propertyObjects == 1)
                } else if scanner.name(name, equals: "type") {
                    types += 1
                    if try !readPlainString("Feature") || types > 1 { element.isUncertain = true }
                } else if scanner.name(name, equals: "id") {
                    // A number, an escaped string or a repeated `id` cannot be matched by its text.
                    if scanner.peek() == UInt8(ascii: "\"") {
                        let token = try scanner.scanString()
                        if !token.hasEscapes && !sawID {
                            let id = Text(token.range, in: scanner.bytes)
                            element.id = id
                            // Matched by bytes, a text that is not ASCII might miss an equal `String`.
                            if !id.isASCII { element.isUncertain = true }
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
            if types != 1 { element.isUncertain = true }
        }

        /// Reads one value: whether it is a string without escapes whose bytes are `expected`.
        private mutating func readPlainString(_ expected: StaticString) throws(JSONSyntaxError) -> Bool {
            try readPlainString().map { scanner.name($0, equals: expected) } ?? false
        }

        /// Reads one value: the string when it is one without escapes.
        private mutating func readPlainString() throws(JSONSyntaxError) -> StringToken? {
            guard scanner.peek() == UInt8(ascii: "\"") else {
                try skip()
                return nil
            }
            let token = try scanner.scanString()
            return token.hasEscapes ? nil : token
        }

        /// Widens an extent by one position, as every reader of positions here does.
        private static func include(
            x: Double, y: Double, in extent: inout (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        ) {
            if let current = extent {
                extent = (min(current.minX, x), min(current.minY, y), max(current.maxX, x), max(current.maxY, y))
            } else {
                extent = (x, y, x, y)
            }
        }

        /// At a `geometry` value: when it is `null` or a plain polygon (see ``Element/hasPlainGeometry``), reads
        /// it, adding its positions to `extent` as ``addPositions(to:)`` would, and returns `true`; otherwise
        /// returns `false` with the scanner and `extent` as they were, for ``addPositions(to:)`` to read it.
        private mutating func addPlainGeometry(
            to extent: inout (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        ) throws(JSONSyntaxError) -> Bool {
            switch scanner.peek() {
            case UInt8(ascii: "n"):
                try scanner.literal("null")
                return true
            case UInt8(ascii: "{"):
                let (start, depth, before) = (scanner.index, scanner.depth, extent)
                if try addPlainPolygon(to: &extent) { return true }
                (scanner.index, scanner.depth, extent) = (start, depth, before)
                return false
            default:
                return false
            }
        }

        /// At a geometry's `{`: whether it is a plain `Polygon` or `MultiPolygon`, its positions added to
        /// `extent`. On `false` the scanner is left anywhere inside it.
        private mutating func addPlainPolygon(
            to extent: inout (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        ) throws(JSONSyntaxError) -> Bool {
            scanner.index += 1
            try scanner.enterContainer()
            defer { scanner.depth -= 1 }
            if try scanner.objectIsEmpty() { return false }
            var typeDepth: Int?
            var positionDepth: Int?
            var sawType = false
            var sawCoordinates = false
            repeat {
                let name = try scanner.memberName()
                if name.hasEscapes { return false }
                if scanner.name(name, equals: "type"), !sawType {
                    sawType = true
                    guard let type = try readPlainString() else { return false }
                    if scanner.name(type, equals: "Polygon") {
                        typeDepth = 2
                    } else if scanner.name(type, equals: "MultiPolygon") {
                        typeDepth = 3
                    } else {
                        return false
                    }
                } else if scanner.name(name, equals: "coordinates"), !sawCoordinates,
                    scanner.peek() == UInt8(ascii: "[")
                {
                    sawCoordinates = true
                    positionDepth = try addPlainPositions(at: 0, to: &extent)
                    if positionDepth == nil { return false }
                } else {
                    return false
                }
            } while try scanner.objectContinues()
            return typeDepth != nil && typeDepth == positionDepth
        }

        /// At a `[` under `coordinates`, `depth` arrays deep: the depth of its positions when every one is two
        /// or three finite numbers, all at one depth, and no array is empty; `nil` otherwise (the scanner then
        /// anywhere inside it). Each position's first two numbers are added to `extent`.
        private mutating func addPlainPositions(
            at depth: Int, to extent: inout (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        ) throws(JSONSyntaxError) -> Int? {
            scanner.index += 1
            try scanner.enterContainer()
            defer { scanner.depth -= 1 }
            guard let first = scanner.peek() else { throw scanner.error("a value") }
            if first == UInt8(ascii: "]") { return nil }
            guard first == UInt8(ascii: "-") || (first >= 0x30 && first <= 0x39) else {
                var found: Int?
                repeat {
                    guard scanner.peek() == UInt8(ascii: "["),
                        let inner = try addPlainPositions(at: depth + 1, to: &extent), found == nil || found == inner
                    else { return nil }
                    found = inner
                } while try scanner.arrayContinues()
                return found
            }
            var numbers: (Double, Double) = (0, 0)
            var count = 0
            repeat {
                guard let next = scanner.peek(), next == UInt8(ascii: "-") || (next >= 0x30 && next <= 0x39) else {
                    return nil
                }
                // Scanned before it is converted (see ``addPositions(to:)``).
                let number = try scanner.scanNumber()
                let value = scanner.double(of: number)
                guard value.isFinite, count < 3 else { return nil }
                if count == 0 { numbers.0 = value } else if count == 1 { numbers.1 = value }
                count += 1
            } while try scanner.arrayContinues()
            guard count >= 2 else { return nil }
            Self.include(x: numbers.0, y: numbers.1, in: &extent)
            return depth
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
                // Each number is scanned before it is converted: `scanner.double(of: try scanner.scanNumber())`
                // would copy the scanner (and retain what it holds) to read it while the scan mutates it.
                let firstNumber = try scanner.scanNumber()
                var coordinates: (Double, Double?) = (scanner.double(of: firstNumber), nil)
                while try scanner.arrayContinues() {
                    if coordinates.1 == nil, let next = scanner.peek(),
                        next == UInt8(ascii: "-") || (next >= 0x30 && next <= 0x39)
                    {
                        let number = try scanner.scanNumber()
                        coordinates.1 = scanner.double(of: number)
                    } else {
                        try skip()
                    }
                }
                guard let y = coordinates.1 else { return }
                Self.include(x: coordinates.0, y: y, in: &extent)
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
                if scanner.peek() != UInt8(ascii: "n") { element.isUncertain = true }
                try skip()
                return
            }
            scanner.index += 1
            try scanner.enterContainer()
            defer { scanner.depth -= 1 }
            if try scanner.objectIsEmpty() { return }
            let records = recordsMembers && recording
            // The requested keys seen in this object, a bit each (a key past the 64th counts as repeated).
            var collectedKeys: UInt64 = 0
            repeat {
                _ = scanner.peek()
                let start = scanner.index
                let name = try scanner.memberName()
                // An escaped name might spell a requested key.
                if name.hasEscapes { element.isUncertain = true }
                let key = keyIndex(of: name)
                if let key {
                    // Which of two equal names a reader takes is its own affair.
                    let bit: UInt64 = key < 64 ? 1 << key : 0
                    if bit == 0 || collectedKeys & bit != 0 { element.isUncertain = true }
                    collectedKeys |= bit
                    try collect(key: key, into: &element)
                } else {
                    try skip()
                }
                guard records else { continue }
                skim.members.append(Member(range: start..<scanner.index, key: key))
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
                try collectString(key: key, inArray: false, into: &element)
            case UInt8(ascii: "["):
                scanner.index += 1
                try scanner.enterContainer()
                defer { scanner.depth -= 1 }
                if try scanner.arrayIsEmpty() { return }
                repeat {
                    if scanner.peek() == UInt8(ascii: "\"") {
                        try collectString(key: key, inArray: true, into: &element)
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

        private mutating func collectString(
            key: Int, inArray: Bool, into element: inout Element
        ) throws(JSONSyntaxError) {
            let token = try scanner.scanString()
            if token.hasEscapes {
                element.isUncertain = true
            } else {
                let text = Text(token.range, in: scanner.bytes)
                if !text.isASCII { element.isUncertain = true }
                skim.values.append(Value(key: key, text: text, isInArray: inArray))
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
