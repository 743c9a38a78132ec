import GeoJSON
import Synchronization

extension IMDF {
    /// Something the tolerant property decoder had to work around, such as a wrong-typed value that it
    /// dropped or a plain string it accepted as LABELS.
    ///
    /// Decoding never fails on a property: it records a finding and carries on, so that one bad value
    /// neither drops its feature nor aborts the archive. The archive turns findings into diagnostics with
    /// file, line:column, JSON path and feature ID.
    public struct PropertyFinding: Hashable, Sendable {
        /// What was tolerated.
        public enum Kind: Hashable, Sendable {
            /// The value had the wrong JSON type and was dropped (read as null).
            case wrongType(expected: String)
            /// A plain string was given where LABELS was expected; it was kept as an `und` label.
            case plainStringLabels
            /// The value had the right JSON type but could not be read (for example a display point that
            /// is not a Point); it was dropped.
            case invalidValue
        }

        public var kind: Kind
        /// The path of the value, relative to the feature's `properties` object.
        public var path: JSONPath
        /// What was wrong, in words.
        public var message: String

        public init(kind: Kind, path: JSONPath, message: String) {
            self.kind = kind
            self.path = path
            self.message = message
        }
    }

    /// Collects the findings of one decoding pass. It travels in the decoder's `userInfo` under
    /// `PropertyFindingRecorder.userInfoKey`; a decoder without one simply records nothing.
    public final class PropertyFindingRecorder: Sendable {
        /// The `userInfo` key under which a recorder is passed to a `Decoder`.
        public static let userInfoKey = CodingUserInfoKey(rawValue: "org.imdfkit.propertyFindings")!

        private let storage = Mutex<[PropertyFinding]>([])

        public init() {}

        /// The findings, in the order they were made.
        public var findings: [PropertyFinding] { storage.withLock { $0 } }

        /// Records one finding.
        public func record(_ finding: PropertyFinding) { storage.withLock { $0.append(finding) } }

        /// Hands back the findings made so far and forgets them.
        public func takeFindings() -> [PropertyFinding] {
            storage.withLock { findings in
                defer { findings.removeAll(keepingCapacity: true) }
                return findings
            }
        }
    }
}
