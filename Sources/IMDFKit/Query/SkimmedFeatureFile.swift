import GeoJSON

/// One skimmed feature file and which of its features are kept: what the selections of features made before
/// decoding (``PointFeatureSelection``, ``LevelFeatureSelection``) choose with. A feature the skim could not read
/// with certainty is always kept.
struct SkimmedFeatureFile {
    var path: String
    var skim: FeatureSkim
    var kept: [Bool] = []

    /// Keeps the uncertain elements and those `wanted` accepts.
    func kept(where wanted: (borrowing FeatureSkim.Element) -> Bool) -> SkimmedFeatureFile {
        var copy = self
        copy.kept = skim.elements.indices.map { skim.elements[$0].isUncertain || wanted(skim.elements[$0]) }
        return copy
    }

    /// Keeps the elements with a value of `key` in `texts`, with no value of it, or uncertain.
    func kept(referencingAny texts: FeatureSkim.TextSet, key: Int) -> SkimmedFeatureFile {
        kept { Self.isKept(references(of: $0, key: key, in: texts)) }
    }

    /// How many values of `key` an element has, and which member of `texts` the first one found there is.
    func references(
        of element: borrowing FeatureSkim.Element, key: Int, in texts: FeatureSkim.TextSet
    ) -> (count: Int, found: Int?) {
        var count = 0
        var found: Int?
        for value in skim.valueTexts(of: element, key: key) {
            count += 1
            if found == nil { found = texts.ordinal(of: value, of: skim) }
        }
        return (count, found)
    }

    /// Whether a certain element is kept by what it references: when it references nothing, or a wanted ID.
    static func isKept(_ references: (count: Int, found: Int?)) -> Bool {
        references.count == 0 || references.found != nil
    }

    /// Whether a kept element has an extent and is certain: one that could really hold the point.
    var keptCertainExtent: Bool {
        skim.elements.indices.contains {
            kept[$0] && !skim.elements[$0].isUncertain && skim.elements[$0].extent != nil
        }
    }

    /// The IDs of the kept elements.
    var keptIDs: FeatureSkim.TextSet {
        var ids = FeatureSkim.TextSet()
        for index in skim.elements.indices where kept[index] {
            if let id = skim.elements[index].id { ids.insert(id, of: skim) }
        }
        return ids
    }

    /// Every value of `key` of the kept elements.
    func keptValues(key: Int) -> FeatureSkim.TextSet {
        var values = FeatureSkim.TextSet()
        for index in skim.elements.indices where kept[index] {
            for value in skim.valueTexts(of: skim.elements[index], key: key) { values.insert(value, of: skim) }
        }
        return values
    }

    /// Also keeps every element with the ID of a kept one, so that a reference to a repeated ID resolves
    /// to the same feature as in the whole file.
    mutating func keepSharingIDs() {
        let ids = keptIDs
        for index in skim.elements.indices where !kept[index] {
            if let id = skim.elements[index].id, ids.contains(id, of: skim) { kept[index] = true }
        }
    }
}

/// The reduced files chosen so far: each file with a feature left out, as the ranges the decoder skips.
struct FeatureReductions {
    var all: [ArchiveFiles.PendingReduction] = []

    mutating func replace(_ file: SkimmedFeatureFile) {
        guard file.kept.contains(false) else { return }
        all.append(.skipping(in: file.skim, path: file.path) { file.kept[$0] })
    }
}

extension ArchiveFiles.PendingReduction {
    /// The reduction that leaves out of a skimmed file every element `kept` rejects.
    static func skipping(
        in skim: FeatureSkim, path: String, keeping kept: @escaping @Sendable (Int) -> Bool
    ) -> Self {
        .init(path: path, size: 0) { .skipping(skim.skippedRanges(keeping: kept)) }
    }
}
