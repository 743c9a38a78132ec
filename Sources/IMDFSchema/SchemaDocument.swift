import GeoJSON
import IMDFKit

extension IMDF {
    /// One generated JSON Schema file: its name in `Schemas/` and its content.
    public struct SchemaDocument: Hashable, Sendable {
        /// The file name, which is also the schema's relative `$id`, such as `unit.schema.json`.
        public var fileName: String
        /// The schema.
        public var schema: JSONValue

        /// Creates a document.
        public init(fileName: String, schema: JSONValue) {
            self.fileName = fileName
            self.schema = schema
        }

        /// The file content: the schema pretty-printed with two-space indentation and a trailing newline.
        ///
        /// The output is deterministic: the generator writes members in a fixed order.
        public var text: String {
            do {
                return try JSONWriter(pretty: true).string(for: schema) + "\n"
            } catch {
                // The generator writes only finite literal numbers, so this is a bug of ours.
                preconditionFailure("generated schema \(fileName) is not writable: \(error)")
            }
        }
    }
}
