import GeoJSON

extension ArchiveFiles {
    /// One feature file to skim: its type, the property names whose values are collected, and whether the
    /// members of `properties` are recorded.
    struct SkimRequest: Sendable {
        var type: IMDF.FeatureType
        var keys: [String]
        var recordingMembers = false
        /// Whether the skim takes each feature's extent (``FeatureSkim/Element/extent``).
        var measuringExtents = true
        /// Whether a file with a feature that has no plain string `id` gives no skim (for a reader that names
        /// features by ID).
        var requiringIDs = true
    }

    /// A skimmed feature file.
    struct SkimmedFeatures: Sendable {
        var path: String
        var skim: FeatureSkim
    }

    /// The skims of feature files worth skimming, in request order, made concurrently when there is more than
    /// one megabyte to read; `nil` for a file that is missing, smaller than `minimumSize`, not a plain feature
    /// collection (``FeatureSkim/skim(_:collecting:recordingMembers:measuringExtents:)``), or, when the request
    /// says so, with a feature that has no plain string `id` (such features are named by their index, which a
    /// choice of features would change).
    func skims(_ requests: [SkimRequest], minimumSize: Int) -> [SkimmedFeatures?] {
        let files = requests.map { request in
            self[request.type.fileName].flatMap { $0.bytes.count >= minimumSize ? $0 : nil }
        }
        let skim = { @Sendable (index: Int) -> SkimmedFeatures? in
            guard let file = files[index],
                let skim = FeatureSkim.skim(
                    file.bytes, collecting: requests[index].keys, recordingMembers: requests[index].recordingMembers,
                    measuringExtents: requests[index].measuringExtents),
                !requests[index].requiringIDs || skim.elements.allSatisfy({ $0.id != nil })
            else { return nil }
            return SkimmedFeatures(path: file.path, skim: skim)
        }
        let sizes = files.map { $0?.bytes.count ?? 0 }
        return ConcurrentWork.map(sizes: sizes, concurrently: sizes.reduce(0, +) >= 1 << 20, skim)
    }

    /// One file's reduction (see ``ArchiveFile/reduction``), still to be made.
    struct PendingReduction: Sendable {
        var path: String
        /// How many bytes making it writes: a projection copies the file, a choice of features writes nothing.
        var size: Int
        var make: @Sendable () -> ArchiveFile.Reduction
    }

    /// The files with each reduction made, concurrently when they write a megabyte or more: a projection is a
    /// copy of a whole file, tens of megabytes for a large venue. `nil` when there is none.
    func reducing(_ reductions: [PendingReduction]) -> ArchiveFiles? {
        guard !reductions.isEmpty else { return nil }
        let sizes = reductions.map(\.size)
        let made = ConcurrentWork.map(sizes: sizes, concurrently: sizes.reduce(0, +) >= 1 << 20) {
            reductions[$0].make()
        }
        return reducing(Dictionary(uniqueKeysWithValues: zip(reductions.map(\.path), made)))
    }
}
