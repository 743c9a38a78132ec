/*
 A large `features` list decoded on several threads (the scheme is in ListParts.swift), with the same document,
 findings and errors as one thread: a part's features, its findings with their paths' element index shifted by
 the elements before the part, its cursor, and what it noticed about repeated member names are taken over as
 if the calling thread had read them. What differs: equal property values of different parts are not stored
 once (``SharedPropertyValues`` is per part), so a file's values take a little more memory.

 Only the plain decode splits its lists (``GeoJSONParser/keepsValues``, no receiver, nothing skipped): a feature
 handed to a receiver must reach it in order on the calling thread, and a pass that keeps no features is the
 linter's.
 */

/// What a helper read of a `features` list: its parser (where it ended, with its findings), its features, and
/// how many elements it read (features, and elements left out as not objects).
struct FeatureListPartOutcome {
    var parser: GeoJSONParser
    var features: [Feature<JSONObject?>] = []
    var elementCount = 0
    var ending: ListPartEnding
}

extension GeoJSONParser {
    /// Parses the rest of a `features` list after its sample, from the cursor: with helper threads too, in parts,
    /// when the list is long enough and ``maximumConcurrency`` allows.
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
            guard scanner.index == part.start, let outcome = part.claim(waiting: waitsForParts) else { continue }
            featureListParts.takenOver += 1
            if try takeOver(outcome, into: &list, element: &element) { return }
        }
        _ = try parseElements(into: &list, element: &element, handingOver: handingOver, until: .end)
    }

    /// Cuts the rest of the list into parts and starts their helpers: none when the rest is too short or its
    /// elements' starts cannot be recognised.
    private mutating func startParts(firstOffset: Int, sampled: Int) -> [ListPart<FeatureListPartOutcome>] {
        let from = scanner.startOfValue()
        let starts = ListParts.starts(
            in: scanner.bytes, first: firstOffset, from: from, threads: maximumConcurrency,
            minimumBytes: minimumPartBytes)
        let bytesPerFeature = max((from - firstOffset) / max(sampled, 1), 1)
        // What every part starts from: this parser, without its findings and shared values, at element 0.
        var template = self
        template.pending = []
        template.sharedValues = SharedPropertyValues()
        template.coordinateScratch = nil
        template.deferredProperties = []
        template.scanner.pathStack[template.scanner.pathStack.count - 1] = .index(0)
        let parts = starts.indices.map { position in
            let stop = position + 1 < starts.count ? starts[position + 1] : nil
            let expected = ((stop ?? scanner.bytes.count) - starts[position]) / bytesPerFeature
            return ListPart<FeatureListPartOutcome>(start: starts[position], stop: stop) { [template] part in
                var outcome = FeatureListPartOutcome(parser: template, ending: .stopped(at: part.start))
                outcome.parser.scanner.index = part.start
                outcome.features.reserveCapacity(expected + expected / 16 + 16)
                do throws(JSONSyntaxError) {
                    let ended = try outcome.parser.parseElements(
                        into: &outcome.features, element: &outcome.elementCount, handingOver: false,
                        until: .part(stop: part.stop, isCancelled: { part.isCancelled }))
                    let offset = outcome.parser.scanner.index
                    outcome.ending = ended ? .listEnded(at: offset) : .stopped(at: offset)
                } catch {
                    outcome.ending = .failed(error)
                }
                return outcome
            }
        }
        ListParts.start(parts, helpers: maximumConcurrency - 1)
        return parts
    }

    /// Takes over what a helper read from the cursor, the start of the element at index `element`: its features,
    /// findings and cursor; rethrows its error. Returns whether the list ended in it.
    private mutating func takeOver(
        _ outcome: FeatureListPartOutcome, into list: inout [Feature<JSONObject?>], element: inout Int
    ) throws(JSONSyntaxError) -> Bool {
        // The part counted its elements from 0: its paths' element index is shifted by those before.
        let step = scanner.basePath.components.count + scanner.pathStack.count - 1
        let before = element
        func shifted(_ path: JSONPath) -> JSONPath {
            guard path.components.count > step, case .index(let index) = path.components[step] else { return path }
            var path = path
            path.components[step] = .index(before + index)
            return path
        }
        let offset: Int
        switch outcome.ending {
        case .failed(var error):
            error.path = shifted(error.path)
            throw error
        case .stopped(let end), .listEnded(let end):
            offset = end
        }
        absorbMemberNameFindings(of: outcome.parser)
        pending.reserveCapacity(pending.count + outcome.parser.pending.count)
        for var finding in outcome.parser.pending {
            finding.path = shifted(finding.path)
            for note in finding.notes.indices { finding.notes[note].path = shifted(finding.notes[note].path) }
            pending.append(finding)
        }
        list.append(contentsOf: outcome.features)
        deferredProperties.append(contentsOf: outcome.parser.deferredProperties)
        element += outcome.elementCount
        scanner.index = offset
        if case .listEnded = outcome.ending { return true }
        return false
    }
}
