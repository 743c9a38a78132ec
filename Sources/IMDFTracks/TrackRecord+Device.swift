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
/// Memory grows with the number of devices held (about 300 bytes each), at most `maxDevices`; beyond that
/// the least recently seen device is forgotten (``DeviceTable``).
package struct TrackDeviceMemories: Sendable {
    /// The input field naming the device.
    package let field: String
    private var memories: DeviceTable<TrackLocator.Memory>

    /// Memories keyed by the extra input field `field`, for at most `maxDevices` devices.
    package init(field: String, maxDevices: Int) {
        self.field = field
        memories = DeviceTable(capacity: maxDevices)
    }

    /// How many devices came in: those held, plus those forgotten (a device forgotten and seen again counts
    /// again).
    package var deviceCount: Int { memories.count + memories.forgottenCount }

    /// How many devices were forgotten to keep at most `maxDevices`.
    package var forgottenCount: Int { memories.forgottenCount }

    /// Locates a record with the memory of its device (records without the field share one memory).
    ///
    /// - Parameters:
    ///   - record: The next record of the stream.
    ///   - tracker: The venue's locator; its memory is replaced by the device's, then saved back.
    ///   - forgetting: Called when the record's device takes the place of a device that is forgotten (see
    ///     ``forgottenCount``), so that a caller learns of it without reading this table after every record.
    /// - Returns: The located fix, as `tracker.locate(_:)` gives it for that device's track alone (since the
    ///   device was last forgotten, if it was).
    package mutating func locate(
        _ record: TrackRecord, with tracker: inout TrackLocator, forgetting: () -> Void = {}
    ) -> LocatedFix {
        guard record.status == .valid else { return tracker.locate(record) }
        let slot = memories.slot(
            for: record.deviceKey(field: field) ?? "", new: TrackLocator.Memory.init, forgetting: forgetting)
        tracker.memory = memories[slot]
        let located = tracker.locate(record)
        memories[slot] = tracker.memory
        return located
    }
}
