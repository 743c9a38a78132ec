import Dispatch
import Synchronization

/*
 A large `features` list read on several threads at once, with the same result as one thread.

 After the sample of ``GeoJSONParser/featureSampleCount`` features, the rest of the list is cut into parts of
 about equal bytes. Where a part starts can only be guessed: a byte offset is the start of an element only if
 everything before it was parsed to know it is not inside a string, a nested object or another value. So each
 cut is moved forward to the next place that looks like the start of an element (the bytes the sampled elements
 begin with, after a comma), and another thread parses from there as if it were one, until the next part's
 start or the end of the list. The calling thread parses the first part itself; when it reaches the guessed
 start of the next part exactly at the start of an element, the guess was right, the other thread's parse is
 the one the calling thread would have made from there (the grammar of an element does not depend on what came
 before it), and it takes it over: the features, the findings (their paths' element index shifted by the
 number of elements before the part), the cursor, and what was noticed about repeated member names. When it
 passes a guessed start without landing on it, the guess was wrong: that part is cancelled and the calling
 thread parses on, and still takes over a later part if it lands on its start. A part whose thread has not
 started when the calling thread gets to it is abandoned the same way, so the calling thread never waits for a
 thread that has not begun (a thread pool busy with other work, such as other files' decodes, cannot stall it).

 What differs from one thread: equal property values of different parts are not stored once
 (``SharedPropertyValues`` is per part), so a file's values take a little more memory; the values themselves,
 the findings and their order, and any error thrown are the same.

 Only the plain decode splits its lists (``GeoJSONParser/keepsValues``, no receiver, nothing skipped): a feature
 handed to a receiver must reach it in order on the calling thread, and a pass that keeps no features is the
 linter's, which is not where the time goes.
 */

extension GeoJSONParser {
    /// Parses the rest of a `features` list after its sample, from the cursor: on other threads too, in parts
    /// (see the top of this file), when the list is long enough and ``maximumConcurrency`` allows.
    mutating func parseRest(
        into list: inout [Feature<JSONObject?>], element: inout Int, handingOver: Bool, firstOffset: Int
    ) throws(JSONSyntaxError) {
        let parts =
            keepsValues && !handingOver && skippedRanges.isEmpty && maximumConcurrency > 1
            ? startParts(firstOffset: firstOffset, sampled: list.count) : []
        defer { for part in parts { part.abandon() } }
        featureListParts.started += parts.count
        for part in parts {
            if try parseElements(into: &list, element: &element, handingOver: handingOver, until: .offset(part.start)) {
                return
            }
            guard scanner.index == part.start, part.claim(waiting: waitsForParts) else { continue }
            featureListParts.takenOver += 1
            if try takeOver(part, into: &list, element: &element) { return }
        }
        _ = try parseElements(into: &list, element: &element, handingOver: handingOver, until: .end)
    }

    /// Starts the other threads' parts of the rest of the list, in order: none when the rest is too short for
    /// two parts of ``minimumPartBytes``, or no start of an element is found near the cuts.
    private mutating func startParts(firstOffset: Int, sampled: Int) -> [FeatureListPart] {
        let from = scanner.startOfValue()
        let remaining = scanner.bytes.count - from
        let count = min(maximumConcurrency, remaining / max(minimumPartBytes, 1))
        guard count > 1, let pattern = Self.elementPattern(scanner.bytes, firstOffset, from) else { return [] }
        var starts: [Int] = []
        for cut in 1..<count {
            let target = from + remaining / count * cut
            guard
                let start = Self.elementStart(
                    in: scanner.bytes, matching: pattern, from: target, within: remaining / count / 2),
                start > starts.last ?? from
            else { continue }
            starts.append(start)
        }
        let bytesPerFeature = max((from - firstOffset) / max(sampled, 1), 1)
        return starts.indices.map { position in
            let stop = position + 1 < starts.count ? starts[position + 1] : nil
            var parser = self
            parser.scanner.index = starts[position]
            parser.scanner.pathStack[parser.scanner.pathStack.count - 1] = .index(0)
            parser.pending = []
            parser.sharedValues = SharedPropertyValues()
            parser.coordinateScratch = nil
            let part = FeatureListPart(
                parser: parser, start: starts[position], stop: stop,
                expectedFeatures: ((stop ?? scanner.bytes.count) - starts[position]) / bytesPerFeature)
            DispatchQueue.global().async { part.run() }
            return part
        }
    }

    /// Takes over a part that another thread parsed from the cursor, the start of the element at index
    /// `element`: its features, findings and cursor; rethrows its error. Returns whether the list ended in it.
    private mutating func takeOver(
        _ part: FeatureListPart, into list: inout [Feature<JSONObject?>], element: inout Int
    ) throws(JSONSyntaxError) -> Bool {
        // The parts counted their elements from 0: their paths' element index is shifted by those before.
        let step = scanner.basePath.components.count + scanner.pathStack.count - 1
        let before = element
        func shifted(_ path: JSONPath) -> JSONPath {
            guard path.components.count > step, case .index(let index) = path.components[step] else { return path }
            var path = path
            path.components[step] = .index(before + index)
            return path
        }
        switch part.ending {
        case .failed(var error):
            error.path = shifted(error.path)
            throw error
        case .stopped(let offset), .listEnded(let offset):
            absorbMemberNameFindings(of: part.parser)
            pending.reserveCapacity(pending.count + part.parser.pending.count)
            for var finding in part.parser.pending {
                finding.path = shifted(finding.path)
                for note in finding.notes.indices { finding.notes[note].path = shifted(finding.notes[note].path) }
                pending.append(finding)
            }
            list.append(contentsOf: part.features)
            element += part.elementCount
            scanner.index = offset
            if case .listEnded = part.ending { return true }
            return false
        case nil:
            preconditionFailure("a claimed part has run to its end")
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

/// A part of a large `features` list parsed on another thread from a guessed element start (see
/// `GeoJSONParser+FeatureListParts.swift`). Its parser, features and ending are written by that thread and read
/// by the calling thread only after ``claim()`` waited for it.
final class FeatureListPart: @unchecked Sendable {
    /// The fewest bytes of a list given to another thread: below about a megabyte a thread costs more than the
    /// few milliseconds of parsing it takes away.
    static let minimumBytes = 1 << 20

    /// How a part's parse ended.
    enum Ending {
        /// At the start of the element at this offset, the first at or after the next part's start.
        case stopped(at: Int)
        /// At the end of the list: this offset is just after its `]`.
        case listEnded(at: Int)
        /// With a syntax error, thrown where the calling thread takes the part over.
        case failed(JSONSyntaxError)
    }

    /// The guessed start of the part's first element.
    let start: Int
    /// The start of the next part, where this one stops; `nil` for the last.
    let stop: Int?
    /// The parser, at ``start`` until the part runs, then where it ended, with its findings.
    private(set) var parser: GeoJSONParser
    private(set) var features: [Feature<JSONObject?>] = []
    /// How many elements the part parsed (its features, and any element left out as not an object).
    private(set) var elementCount = 0
    private(set) var ending: Ending?

    /// 0 until the part's thread starts (1) or the calling thread abandons it first (2).
    private let state = Atomic<Int>(0)
    private let cancelled = Atomic<Bool>(false)
    private let finished = DispatchGroup()
    private let started = DispatchSemaphore(value: 0)
    private let expectedFeatures: Int

    init(parser: GeoJSONParser, start: Int, stop: Int?, expectedFeatures: Int) {
        self.parser = parser
        self.start = start
        self.stop = stop
        self.expectedFeatures = expectedFeatures
        finished.enter()
    }

    /// Whether the calling thread gave the part up: its parse stops at the next element.
    var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    /// Parses the part, on its own thread; nothing when it was abandoned before it started.
    func run() {
        defer { finished.leave() }
        guard state.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged else {
            return
        }
        started.signal()
        features.reserveCapacity(expectedFeatures + expectedFeatures / 16 + 16)
        do {
            let ended = try parser.parseElements(
                into: &features, element: &elementCount, handingOver: false, until: .part(self))
            ending = ended ? .listEnded(at: parser.scanner.index) : .stopped(at: parser.scanner.index)
        } catch {
            ending = .failed(error)
        }
    }

    /// For the calling thread, at the part's start: true once the part's parse has ended (waiting for it if it
    /// is running), false when its thread had not started, which it then never does.
    ///
    /// - Parameter waiting: Whether to wait up to 10 s for the thread to start first (tests only).
    func claim(waiting: Bool = false) -> Bool {
        if waiting { _ = started.wait(timeout: .now() + .seconds(10)) }
        if state.compareExchange(expected: 0, desired: 2, ordering: .acquiringAndReleasing).exchanged { return false }
        finished.wait()
        return ending != nil
    }

    /// For the calling thread, when it is done with the list: a part not taken over stops as soon as it can,
    /// and is waited for, since it reads the bytes the caller lends only for the parse.
    func abandon() {
        cancelled.store(true, ordering: .relaxed)
        if state.compareExchange(expected: 0, desired: 2, ordering: .acquiringAndReleasing).exchanged { return }
        finished.wait()
    }
}
