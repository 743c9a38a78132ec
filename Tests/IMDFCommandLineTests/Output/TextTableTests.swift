import Testing

@testable import IMDFCommandLine

/// Column alignment of text tables, including wide characters.
@Suite struct TextTableTests {
    @Test func alignsColumnsAndRightAlignsNumbers() {
        var table = TextTable(header: ["NAME", "UNITS"], rightAligned: [1])
        table.rows = [["Ground", "14"], ["B1", "2"]]
        #expect(table.text == "NAME    UNITS\nGround     14\nB1          2\n")
    }

    @Test func wideCharactersTakeTwoColumns() {
        var table = TextTable(header: ["NAME", "N"])
        table.rows = [["1階", "3"], ["Lobby", "4"]]
        #expect(TextTable.width(of: "1階") == 3)
        #expect(table.text == "NAME   N\n1階    3\nLobby  4\n")
    }
}
