/// The members of each feature's `properties` that a reader wants as values; the decoder checks the others as
/// it checks everything (syntax, repeated names, so its findings are the same) and steps over them without
/// building them.
///
/// For a reader that needs a few properties of a large file (`imdf track` reads a unit's `name`, `category`
/// and `level_id` of its ten): the values it never reads were most of decoding a property-heavy feature
/// (issue 20). Features decoded so hold only the selected members in ``Feature/properties``.
///
/// Names match as ``JSONObject``'s lookup matches them: `String` equality, after unescaping.
package struct PropertySelection: Hashable, Sendable {
    /// The selected names.
    package let names: [String]
    /// Their UTF-8, for names of plain ASCII text, compared byte for byte.
    private let bytes: [[UInt8]]
    private let namesAreASCII: Bool

    package init(_ names: some Sequence<String>) {
        self.names = Array(names)
        bytes = self.names.map { Array($0.utf8) }
        namesAreASCII = bytes.allSatisfy { $0.allSatisfy { $0 < 0x80 } }
    }

    /// Whether a member name (`token` in `buffer`, `key` its text) is selected.
    func contains(_ token: StringToken, key: String, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let text = UnsafeBufferPointer(rebasing: buffer[token.range])
        // ASCII against ASCII: equal as strings exactly when equal as bytes.
        if namesAreASCII && !token.hasEscapes && text.allSatisfy({ $0 < 0x80 }) {
            return bytes.contains { $0.count == text.count && $0.elementsEqual(text) }
        }
        return names.contains(key)
    }
}
