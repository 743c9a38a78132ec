import GeoJSON
import IMDFKit

extension TrackRecord {
    /// The device a record belongs to: the value of its extra input field `field` as text (a string
    /// as is, anything else as its JSON), or `nil` when the record has no such field (an unreadable
    /// line, or a fix without it).
    ///
    /// - Parameter field: The input key or CSV column naming the device, such as `device`.
    /// - Complexity: O(*e*) in the number of extra fields.
    package func deviceKey(field: String) -> String? {
        guard let value = extras.last(where: { $0.key == field })?.value else { return nil }
        switch value {
        case .null: return nil
        case .string(let text): return text
        default: return (try? JSONWriter().string(for: value)) ?? ""
        }
    }
}

/// One memory per device, for following interleaved tracks of many devices through one
/// ``TrackLocator`` (`imdf track ARCHIVE --device-field NAME`).
///
/// Memory grows with the number of devices seen (a few dozen bytes each), not with the stream.
package struct TrackDeviceMemories: Sendable {
    /// The input field naming the device.
    package let field: String
    private var memories: [String: TrackLocator.Memory] = [:]

    /// Memories keyed by the extra input field `field`.
    package init(field: String) {
        self.field = field
    }

    /// How many devices have been seen.
    package var deviceCount: Int { memories.count }

    /// Locates a record with the memory of its device (records without the field share one memory).
    ///
    /// - Parameters:
    ///   - record: The next record of the stream.
    ///   - tracker: The venue's locator; its memory is replaced by the device's, then saved back.
    /// - Returns: The located fix, as `tracker.locate(_:)` gives it for that device's track alone.
    package mutating func locate(_ record: TrackRecord, with tracker: inout TrackLocator) -> LocatedFix {
        guard record.status == .valid else { return tracker.locate(record) }
        let key = record.deviceKey(field: field) ?? ""
        // One hash of the key per fix: a device seen before is read and written back at its position.
        guard let position = memories.index(forKey: key) else {
            tracker.memory = TrackLocator.Memory()
            let located = tracker.locate(record)
            memories[key] = tracker.memory
            return located
        }
        tracker.memory = memories.values[position]
        let located = tracker.locate(record)
        memories.values[position] = tracker.memory
        return located
    }
}
