/// A plain-text table with left-aligned columns separated by two spaces, for terminals.
///
/// Widths count characters (grapheme clusters), which is right for the Latin, accented and most
/// other labels found in venues; wide East Asian characters may misalign.
struct TextTable: Sendable {
    /// The header row.
    var header: [String]
    /// The rows; shorter rows are padded with empty cells.
    var rows: [[String]] = []
    /// The columns to align right (numbers).
    var rightAligned: Set<Int> = []

    /// The table as lines, each ending in a newline, trailing spaces removed.
    var text: String {
        let all = [header] + rows
        let columns = all.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in all.map { $0.count > column ? $0[column].count : 0 }.max() ?? 0 }
        var text = ""
        for row in all {
            var cells: [String] = []
            for column in 0..<columns {
                let cell = row.count > column ? row[column] : ""
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                cells.append(rightAligned.contains(column) ? padding + cell : cell + padding)
            }
            var line = cells.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            text += line + "\n"
        }
        return text
    }
}
