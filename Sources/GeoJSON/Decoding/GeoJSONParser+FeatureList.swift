/// A feature collection's `features` array, read into storage reserved from the bytes it spans.
extension GeoJSONParser {
    /// How many features are read before the list's size is estimated.
    static let featureSampleCount = 256

    /// Parses the `features` array at `[` into features; a non-object element is diagnosed by
    /// ``parseAny(context:)`` and left out.
    ///
    /// Why the reservation: a venue's `unit.geojson` holds tens of thousands of features (136 bytes
    /// each), and growing the list by doubling allocates and copies about twice its final size, every
    /// page of it fresh memory the kernel must fault in; with a cold heap that was about a tenth of
    /// decoding such a file. After ``featureSampleCount`` features the rest of the list is reserved at
    /// once, extrapolated from the bytes those features took (the file's header excluded, so a long
    /// header does not skew the guess), with 1/16 spare. A guess too small costs one more doubling, as
    /// before. A guess more than a quarter too large is given back at the end by one exactly sized
    /// copy, so a list never keeps much more room than it uses.
    ///
    /// The rest of a long list may be read by helper threads, in parts (``parseRest(into:element:handingOver:firstOffset:)``).
    ///
    /// - Complexity: O(*n*) in the features; at most two copies of the list.
    ///
    /// - Parameter handingOver: Whether the features go to ``featureReceiver`` as they are read (the root
    ///   collection's, when there is a receiver) instead of into the list, which then stays empty.
    mutating func parseFeatureList(handingOver: Bool = false) throws(JSONSyntaxError) -> [Feature<JSONObject?>] {
        var list: [Feature<JSONObject?>] = []
        scanner.index += 1
        try scanner.enterContainer()
        defer { scanner.depth -= 1 }
        scanner.stepOver(skippedRanges)
        guard try !scanner.arrayIsEmpty() else { return list }
        let firstOffset = scanner.index
        scanner.pathStack.append(.index(0))
        // The element's index in the array, which is not the list's count once an element was left out.
        var element = 0
        let sampleEnded = try parseElements(
            into: &list, element: &element, handingOver: handingOver, until: .count(Self.featureSampleCount))
        if !sampleEnded {
            list.reserveCapacity(
                Self.estimatedFeatureCount(
                    sampled: list.count, sampledBytes: scanner.index - firstOffset,
                    remainingBytes: scanner.bytes.count - scanner.index))
            try parseRest(into: &list, element: &element, handingOver: handingOver, firstOffset: firstOffset)
        }
        scanner.pathStack.removeLast()
        if !sampleEnded { list.giveBackSpareCapacity() }
        return list
    }

    /// Parses the elements of a `features` list from the cursor, at the start of one, until the list's `]`
    /// (returns true, the cursor after it) or `stop` (returns false, the cursor at the start of an element).
    ///
    /// - Parameter element: The index of the element at the cursor, counted on.
    mutating func parseElements(
        into list: inout [Feature<JSONObject?>], element: inout Int, handingOver: Bool, until stop: ListStop
    ) throws(JSONSyntaxError) -> Bool {
        while true {
            if stop.isReached(kept: list.count, scanner: &scanner) { return false }
            scanner.pathStack[scanner.pathStack.count - 1] = .index(element)
            element += 1
            if case .feature(let feature) = try parseAny(context: .feature).0 {
                if handingOver, let featureReceiver {
                    check(feature)
                    featureReceiver(feature, featuresHandedOver)
                    featuresHandedOver += 1
                } else if keepsValues {
                    list.append(feature)
                } else {
                    check(feature)
                }
            }
            scanner.stepOver(skippedRanges)
            guard try scanner.arrayContinues() else { return true }
        }
    }

    /// Without ``keepsValues``, or for a feature handed over: what the decoder asks of a feature after the
    /// list is read, asked now so that the feature can be dropped: its span if it has an ID, and whether
    /// the collection's box holds its geometry.
    private mutating func check(_ feature: Feature<JSONObject?>) {
        if let id = feature.id, let range = feature.sourceRange {
            featureSpans.append(FeatureSpan(range: range, id: id.description))
        }
        if let box = featuresChecked.box, !featuresChecked.outside, Self.geometry(of: feature, liesOutside: box) {
            featuresChecked.outside = true
        }
    }

    /// The number of features a list should have room for: those sampled, plus the remaining bytes at
    /// the sample's bytes per feature, plus 1/16 and 16 spare.
    static func estimatedFeatureCount(sampled: Int, sampledBytes: Int, remainingBytes: Int) -> Int {
        let bytesPerFeature = max(sampledBytes / max(sampled, 1), 1)
        let remaining = remainingBytes / bytesPerFeature
        return sampled + remaining + remaining / 16 + 16
    }
}

/// Where a feature with an `id` lies in the source: what a pass that keeps no features keeps of one.
struct FeatureSpan {
    var range: Range<Int>
    var id: String
}

extension Array {
    /// Replaces the array by an exactly sized copy when more than a quarter of its room is spare: what a list
    /// reserved from an estimate (`GeoJSONParser.estimatedFeatureCount(sampled:sampledBytes:remainingBytes:)`)
    /// gives back when the guess was too large.
    package mutating func giveBackSpareCapacity() {
        guard capacity - count > count / 4 else { return }
        self = Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: self)
        }
    }
}
