import Testing

@testable import IMDFCommandLine

@Suite struct TextWrappingTests {
    @Test func wrapsWithHangingIndent() {
        let text = TextWrapping.wrap("one two three four five", width: 12, indent: 2)
        #expect(text == "one two\n  three four\n  five")
    }

    @Test func keepsParagraphsAndLongWords() {
        #expect(TextWrapping.wrap("a b\n\nc", width: 80) == "a b\n\nc")
        #expect(TextWrapping.wrap("abcdefghijkl x", width: 5) == "abcdefghijkl\nx")
    }

    @Test func countsTheLabelOnTheFirstLine() {
        #expect(TextWrapping.wrap("aa bb", width: 8, indent: 4, firstLineUsed: 4) == "aa\n    bb")
    }
}
