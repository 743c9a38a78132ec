/// A plain-text table with left-aligned columns separated by two spaces, for terminals.
///
/// Widths count terminal columns: one per character (grapheme cluster), two for East Asian wide
/// characters (CJK, kana, Hangul, full-width forms), so that Japanese or Chinese labels line up.
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
        let widths = (0..<columns).map { column in
            all.map { $0.count > column ? Self.width(of: $0[column]) : 0 }.max() ?? 0
        }
        var text = ""
        for row in all {
            var cells: [String] = []
            for column in 0..<columns {
                let cell = row.count > column ? row[column] : ""
                let padding = String(repeating: " ", count: widths[column] - Self.width(of: cell))
                cells.append(rightAligned.contains(column) ? padding + cell : cell + padding)
            }
            var line = cells.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            text += line + "\n"
        }
        return text
    }

    /// The columns a text takes on a terminal.
    static func width(of text: String) -> Int {
        text.reduce(0) { total, character in
            total + (character.unicodeScalars.first.map { isWide($0.value) } == true ? 2 : 1)
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
