import Dispatch
import IMDFKit
import IMDFTracks
import Synchronization

/// The writing half of `imdf track` on a thread of its own, so that one core encodes and writes the lines of
/// located fixes while the other reads and locates the next ones.
///
/// Why: on a fleet spread over a large venue every fix touches cold memory twice, once to locate it (the
/// unit grid, the openings around it) and once to describe it (the unit's fragment and events); each half
/// is about a third of the per-fix time, and neither waits for the other's result in any way the order of
/// the lines does not already fix (issue 20).
///
/// The lines are the serial loop's, in the same order: batches are written one after another on a serial
/// queue, and the records are counted, located and handed over in input order by the caller. A failed
/// write (standard output full) or a closed pipe stops the stage: the caller sees it at its next batch, as
/// the serial loop sees it at its next record, and stops reading. Used only when the track is a regular file: a
/// live feed's fixes are written as they come, one at a time.
///
/// Standard output is written only on the stage's queue while it runs, and standard error (the warning about
/// forgotten devices) only on the reading thread: the two must be different outputs, as file descriptors 1 and
/// 2 and the tests' two `StringOutput`s are.
final class TrackWriteStage: @unchecked Sendable {
    // @unchecked: `writer` is touched only on `queue` (and by `finish()` after the queue has drained);
    // `failure` is behind its mutex.

    /// Located fixes with the tracker's current level after each, in input order.
    typealias Batch = [(located: LocatedFix, currentLevel: VenueGraph.LevelHandle?)]

    /// Fixes per batch: enough that handing a batch over costs nothing per fix.
    static let batchSize = 256
    /// Batches queued before the caller waits: bounds the memory of a reader faster than the writer.
    static let batchesInFlight = 8

    private var writer: TrackOutput
    private let standardOutput: OutputWriter
    private let queue = DispatchQueue(label: "imdf.track.write")
    private let room = DispatchSemaphore(value: batchesInFlight)
    private let failure = Mutex<(any Error)?>(nil)

    /// A stage writing through `writer`, checking `standardOutput` after each batch.
    init(writer: TrackOutput, standardOutput: OutputWriter) {
        self.writer = writer
        self.standardOutput = standardOutput
    }

    /// Queues a batch for writing, after waiting while ``batchesInFlight`` are queued.
    ///
    /// - Throws: What writing an earlier batch threw, or what ``TrackCommand/checkStandardOutput(_:)`` threw
    ///   after it.
    func write(_ batch: Batch) throws {
        if let error = failure.withLock({ $0 }) { throw error }
        room.wait()
        queue.async { [self] in
            defer { room.signal() }
            guard failure.withLock({ $0 == nil }) else { return }
            do {
                for item in batch { try writer.write(item.located, currentLevel: item.currentLevel) }
                // As the serial loop checks after each record: a full disk or a closed pipe stops the reading.
                try TrackCommand.checkStandardOutput(standardOutput)
            } catch {
                failure.withLock { $0 = $0 ?? error }
            }
        }
    }

    /// Waits until every queued batch has been written (or skipped after a failure).
    func drain() {
        queue.sync {}
    }

    /// Waits for every batch, then finishes the output.
    ///
    /// - Returns: The writer, to be kept until the process exits.
    /// - Throws: The first error of writing, or of finishing.
    func finish() throws -> TrackOutput {
        drain()
        if let error = failure.withLock({ $0 }) { throw error }
        try writer.finish()
        return writer
    }
}
