/// Word-wraps help text to a width, keeping paragraphs and a hanging indent.
enum TextWrapping {
    /// The width help text is wrapped to.
    static let width = 80

    /// Wraps one paragraph of text.
    ///
    /// - Parameters:
    ///   - text: Words separated by spaces or newlines; blank lines separate paragraphs, which stay separated.
    ///   - width: The maximum line length, in characters. A single word longer than the width gets a line of its own.
    ///   - indent: Spaces before each line after the first.
    ///   - firstLineUsed: Characters already on the first line (a label), so it gets less room.
    /// - Returns: The lines joined with newlines, without a trailing newline.
    static func wrap(_ text: String, width: Int = width, indent: Int = 0, firstLineUsed: Int = 0) -> String {
        let paragraphs = text.split(separator: "\n\n", omittingEmptySubsequences: true)
        var output: [String] = []
        var used = firstLineUsed
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 {
                output.append("")
                used = indent
            }
            var line = ""
            for word in paragraph.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
                let prefix = line.isEmpty ? "" : " "
                if !line.isEmpty && used + line.count + prefix.count + word.count > width {
                    output.append(line)
                    line = String(word)
                    used = indent
                } else {
                    line += prefix + word
                }
            }
            output.append(line)
            used = indent
        }
        let pad = String(repeating: " ", count: indent)
        return output.enumerated().map { index, line in
            index == 0 || line.isEmpty ? line : pad + line
        }.joined(separator: "\n")
    }
}
