import Dispatch
import GeoJSON
import Synchronization

extension ArchiveFiles {
    /// One feature file to skim: its type, the property names whose values are collected, and whether the
    /// members of `properties` are recorded.
    struct SkimRequest: Sendable {
        var type: IMDF.FeatureType
        var keys: [String]
        var recordingMembers = false
    }

    /// A skimmed feature file.
    struct SkimmedFeatures: Sendable {
        var path: String
        var bytes: [UInt8]
        var skim: FeatureSkim
    }

    /// The skims of feature files worth skimming, in request order, made concurrently when there is more than
    /// one megabyte to read; `nil` for a file that is missing, smaller than `minimumSize`, not a plain feature
    /// collection (``FeatureSkim/skim(_:collecting:recordingMembers:)``), or with a feature that has no plain
    /// string `id` (such features are named by their index, which a choice of features would change).
    func skims(_ requests: [SkimRequest], minimumSize: Int) -> [SkimmedFeatures?] {
        let files = requests.map { request in
            self[request.type.fileName].flatMap { $0.bytes.count >= minimumSize ? $0 : nil }
        }
        let skim = { @Sendable (index: Int) -> SkimmedFeatures? in
            guard let file = files[index],
                let skim = FeatureSkim.skim(
                    file.bytes, collecting: requests[index].keys, recordingMembers: requests[index].recordingMembers),
                skim.elements.allSatisfy({ $0.id != nil })
            else { return nil }
            return SkimmedFeatures(path: file.path, bytes: file.bytes, skim: skim)
        }
        let totalSize = files.reduce(0) { $0 + ($1?.bytes.count ?? 0) }
        guard requests.count > 1, totalSize >= 1 << 20 else { return requests.indices.map(skim) }
        let results = Mutex<[SkimmedFeatures?]>(Array(repeating: nil, count: requests.count))
        // Largest first, so the biggest file does not start last.
        let order = requests.indices.sorted { (files[$0]?.bytes.count ?? 0) > (files[$1]?.bytes.count ?? 0) }
        DispatchQueue.concurrentPerform(iterations: order.count) { position in
            let index = order[position]
            let result = skim(index)
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0 }
    }
}
