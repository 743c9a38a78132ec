import Dispatch
import Synchronization

/// Work spread over every core: the files of an archive read, skimmed, reduced or decoded at once.
enum ConcurrentWork {
    /// `body` of every index of `sizes`, returned in index order; run on every core, the largest first (so
    /// that the biggest piece does not start last), when `concurrently` and there is more than one.
    ///
    /// - Parameters:
    ///   - sizes: How much work each index is (bytes, typically).
    ///   - concurrently: Whether the work is worth spreading (the caller's threshold: threads cost time too).
    static func map<Result: Sendable>(
        sizes: [Int], concurrently: Bool, _ body: @Sendable (Int) -> Result
    ) -> [Result] {
        guard concurrently, sizes.count > 1 else { return sizes.indices.map(body) }
        let largestFirst = sizes.indices.sorted { sizes[$0] > sizes[$1] }
        let results = Mutex<[Result?]>(Array(repeating: nil, count: sizes.count))
        DispatchQueue.concurrentPerform(iterations: largestFirst.count) { position in
            let index = largestFirst[position]
            let result = body(index)
            results.withLock { $0[index] = result }
        }
        return results.withLock { results in
            results.map { result in
                guard let result else { preconditionFailure("concurrentPerform ran every iteration") }
                return result
            }
        }
    }
}
