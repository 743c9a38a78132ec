import Dispatch
import Synchronization

/// Work spread over every core: the files of an archive read, skimmed, reduced or decoded at once.
package enum ConcurrentWork {
    /// Below this many small items of work (units, openings), threads would cost more than they save: a one-shot
    /// command on a small venue runs them on one thread.
    package static let itemThreshold = 4_000

    /// `body` of every index of `sizes`, returned in index order; run on every core, the largest first (so
    /// that the biggest piece does not start last), when `concurrently` and there is more than one.
    ///
    /// - Parameters:
    ///   - sizes: How much work each index is (bytes, typically).
    ///   - concurrently: Whether the work is worth spreading (the caller's threshold: threads cost time too).
    package static func map<Result: Sendable>(
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

    /// `body` of every index below `count`, in order, run in a few contiguous chunks on every core when there
    /// are at least `threshold` indexes (for many small pieces of work of about the same size).
    package static func map<Result: Sendable>(
        count: Int, threshold: Int, _ body: @Sendable (Int) -> Result
    ) -> [Result] {
        guard count >= threshold, count > 1 else { return (0..<count).map(body) }
        let chunkCount = 8
        let chunkSize = (count + chunkCount - 1) / chunkCount
        let chunks = stride(from: 0, to: count, by: chunkSize).map { $0..<min($0 + chunkSize, count) }
        return Array(map(sizes: chunks.map(\.count), concurrently: true) { chunks[$0].map(body) }.joined())
    }
}

extension Mutex {
    /// The value the lock guards, built by `build` under the lock by the first caller and handed to every
    /// caller after: a cache shared between threads (the validator's shared derivations, a router's locator).
    package func value<Wrapped>(orBuild build: () -> Wrapped) -> Wrapped where Value == Wrapped? {
        withLock { cached in
            if let cached { return cached }
            let value = build()
            cached = value
            return value
        }
    }
}
