/// A value that JSON cannot express: a non-finite number with no kept text.
public struct JSONWriterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The offending value (NaN or ±infinity).
    public var value: Double
    /// Where it is, in the value being written.
    public var path: JSONPath

    /// Creates an error.
    public init(value: Double, path: JSONPath) {
        self.value = value
        self.path = path
    }

    /// `cannot write non-finite number inf at features[0].geometry.coordinates`.
    public var description: String { "cannot write non-finite number \(value) at \(path)" }
}
