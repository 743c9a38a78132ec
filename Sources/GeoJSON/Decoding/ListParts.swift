import Dispatch
import Synchronization

/*
 A large `features` list read on several threads at once, with the same result as one thread (the decoder's:
 GeoJSONParser+FeatureListParts.swift).

 After a sample of elements, the rest of the list is cut into parts of about equal bytes. Where a part starts can
 only be guessed: a byte offset is the start of an element only if everything before it was read to know it is
 not inside a string, a nested object or another value. So each cut is moved forward to the next place that
 looks like the start of an element (the bytes the sampled elements begin with, right after a comma), and a
 helper thread reads from there as if it were one, until the next part's start or the end of the list.

 The calling thread reads forward from the sample; helper threads take parts from the last one backwards. When
 the calling thread reaches a part's guessed start exactly at the start of an element, the guess was right: the
 grammar of an element does not depend on what came before it, so the helper's reading is the one the calling
 thread would have made from there, and it takes it over (waiting if the helper is still at it). When it passes
 a guessed start without landing on it, the guess was wrong and the part is given up. A part no helper has
 started when the calling thread gets there is abandoned and read by the calling thread itself, so it never
 waits for a thread that has not begun (a pool busy with other work, such as other files, cannot stall it), and
 a helper that finds the part it takes abandoned stops: everything before it is the calling thread's. A slow
 or late helper thus only leaves more of the list to the calling thread.
 */

/// Where a reading of a list's elements stops before the end of the list.
enum ListStop {
    /// At the start of an element once this many elements are kept.
    case count(Int)
    /// At the first element that starts at or after this offset.
    case offset(Int)
    /// A helper's part (``ListPart``): at the first element that starts at or after `stop`, or at the next one
    /// once the part is cancelled.
    case part(stop: Int?, isCancelled: () -> Bool)
    /// Nowhere: at the end of the list.
    case end

    /// Whether to stop at the element that starts at the cursor of `scanner`, with `kept` elements kept so far.
    func isReached(kept: Int, scanner: inout JSONScanner) -> Bool {
        switch self {
        case .count(let count): kept == count
        case .offset(let offset): scanner.startOfValue() >= offset
        case .part(let stop, let isCancelled): isCancelled() || stop.map { scanner.startOfValue() >= $0 } ?? false
        case .end: false
        }
    }
}

/// How a part's reading ended.
enum ListPartEnding {
    /// At the start of the element at this offset, the first at or after the next part's start.
    case stopped(at: Int)
    /// At the end of the list: this offset is just after its `]`.
    case listEnded(at: Int)
    /// With a syntax error, which the calling thread throws if it takes the part over.
    case failed(JSONSyntaxError)
}

/// One part of a large list, read by a helper thread from a guessed element start (see `ListParts.swift`). Its
/// outcome is written by the helper and read by the calling thread only after ``claim(waiting:)`` waited for it.
final class ListPart<Outcome>: @unchecked Sendable {
    /// The guessed start of the part's first element.
    let start: Int
    /// The start of the next part, where this one stops; `nil` for the last.
    let stop: Int?
    private let read: (ListPart<Outcome>) -> Outcome
    private(set) var outcome: Outcome?

    /// 0 until a helper starts the part (1) or the calling thread abandons it first (2).
    private let state = Atomic<Int>(0)
    private let cancelled = Atomic<Bool>(false)
    /// Left once: when the helper's reading ends, or when the calling thread abandons the part unstarted.
    private let finished = DispatchGroup()
    private let started = DispatchSemaphore(value: 0)

    /// A part from `start` to `stop`, which a helper reads with `read`.
    init(start: Int, stop: Int?, read: @escaping (ListPart<Outcome>) -> Outcome) {
        self.start = start
        self.stop = stop
        self.read = read
        finished.enter()
    }

    /// Whether the calling thread gave the part up: its reading stops at the next element.
    var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    /// Reads the part, on a helper thread; false when the calling thread had abandoned it.
    func run() -> Bool {
        guard state.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged else {
            return false
        }
        started.signal()
        outcome = read(self)
        finished.leave()
        return true
    }

    /// For the calling thread, at the part's start: the outcome once the helper's reading has ended (waiting for
    /// it if it is running), or `nil` when no helper had started it, which none then does.
    ///
    /// - Parameter waiting: Whether to wait up to 10 s for a helper to start the part first (tests only, which
    ///   must know the parts are taken over on a machine busy with other tests).
    func claim(waiting: Bool = false) -> Outcome? {
        if waiting { _ = started.wait(timeout: .now() + .seconds(10)) }
        if abandonUnstarted() { return nil }
        finished.wait()
        return outcome
    }

    /// For the calling thread, when it is done with the list: a part not taken over stops as soon as it can,
    /// and is waited for, since it reads bytes the caller lends only for the call.
    func abandon() {
        cancelled.store(true, ordering: .relaxed)
        if !abandonUnstarted() { finished.wait() }
    }

    private func abandonUnstarted() -> Bool {
        guard state.compareExchange(expected: 0, desired: 2, ordering: .acquiringAndReleasing).exchanged else {
            return false
        }
        finished.leave()
        return true
    }
}

/// Cutting the rest of a list into parts and starting their helpers.
enum ListParts {
    /// The fewest bytes of a list given to a part: below about a megabyte a part costs more than the few
    /// milliseconds of reading it takes away.
    static let minimumBytes = 1 << 20
    /// Parts per thread: more than one, so that a helper that starts late or runs slowly leaves whole parts to
    /// the calling thread instead of making it wait.
    static let partsPerThread = 4

    /// The guessed starts of the parts of the rest of a list, from `from` (the start of an element, after the
    /// sample that began at `first`) to the end of the bytes, for up to `threads` threads; empty when the rest
    /// is shorter than two parts or the elements begin too differently to be recognised.
    static func starts(
        in bytes: UnsafeBufferPointer<UInt8>, first: Int, from: Int, threads: Int, minimumBytes: Int
    ) -> [Int] {
        let remaining = bytes.count - from
        let count = min(threads * partsPerThread, remaining / max(minimumBytes, 1))
        guard threads > 1, count > 1, let pattern = elementPattern(bytes, first, from) else { return [] }
        var starts: [Int] = []
        for cut in 1..<count {
            let target = from + remaining / count * cut
            guard
                let start = elementStart(in: bytes, matching: pattern, from: target, within: remaining / count / 2),
                start > starts.last ?? from
            else { continue }
            starts.append(start)
        }
        return starts
    }

    /// Starts `helpers` threads that read `parts` from the last one backwards, each until no part is left or the
    /// one it takes was abandoned.
    static func start<Outcome>(_ parts: [ListPart<Outcome>], helpers: Int) {
        guard !parts.isEmpty else { return }
        let queue = Queue(parts)
        for _ in 0..<min(helpers, parts.count) { DispatchQueue.global().async { queue.work() } }
    }

    /// The parts the helpers take, from the last.
    private final class Queue<Outcome>: @unchecked Sendable {
        let parts: [ListPart<Outcome>]
        let next: Atomic<Int>

        init(_ parts: [ListPart<Outcome>]) {
            self.parts = parts
            next = Atomic(parts.count)
        }

        func work() {
            while true {
                let index = next.subtract(1, ordering: .relaxed).newValue
                guard index >= 0, parts[index].run() else { return }
            }
        }
    }

    /// The bytes every element of the list is taken to begin with: the common beginning of the first element
    /// and the one at `next` (at most 32 bytes), cut after its last `,` or `:` so that it ends before a value
    /// that only happens to be alike in both (IDs sorted in the file begin alike); `nil` when shorter than 4
    /// bytes, too little to tell an element's start from a nested object's.
    private static func elementPattern(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ next: Int) -> [UInt8]? {
        var length = 0
        while length < 32, next + length < bytes.count, bytes[first + length] == bytes[next + length] {
            length += 1
        }
        var pattern = Array(bytes[first..<first + length])
        if let last = pattern.lastIndex(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ":") }) {
            pattern.removeSubrange((last + 1)...)
        }
        return pattern.count >= 4 ? pattern : nil
    }

    /// The first offset at or after `target`, and less than `limit` bytes after it, where `pattern` begins right
    /// after a comma and whitespace: a guess at an element's start, which the calling thread checks.
    private static func elementStart(
        in bytes: UnsafeBufferPointer<UInt8>, matching pattern: [UInt8], from target: Int, within limit: Int
    ) -> Int? {
        let first = pattern[0]
        var offset = target
        while offset < min(target + limit, bytes.count - pattern.count) {
            defer { offset += 1 }
            guard bytes[offset] == first, pattern.indices.allSatisfy({ bytes[offset + $0] == pattern[$0] }) else {
                continue
            }
            var before = offset - 1
            while before > 0, JSONScanner.isWhitespace(bytes[before]) { before -= 1 }
            if bytes[before] == UInt8(ascii: ",") { return offset }
        }
        return nil
    }
}
