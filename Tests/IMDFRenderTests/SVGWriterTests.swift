import Testing

@testable import IMDFKit
@testable import IMDFRender

/// The writer's escaping and number format, on which determinism rests.
@Suite struct SVGWriterTests {
    @Test func escapesMarkupCharactersAndDropsForbiddenControls() {
        #expect(SVGWriter.escaped(#"<a & "b" 'c'>"#) == "&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;")
        #expect(SVGWriter.escaped("tab\tnew\nline") == "tab\tnew\nline")
        #expect(SVGWriter.escaped("bell\u{07}") == "bell\u{FFFD}")
        #expect(SVGWriter.escaped("Musée 東京") == "Musée 東京")
    }

    @Test func numbersHaveAtMostTwoDecimalsAndNoNegativeZero() {
        #expect(SVGWriter.number(0) == "0")
        #expect(SVGWriter.number(-0.001) == "0")
        #expect(SVGWriter.number(12.5) == "12.5")
        #expect(SVGWriter.number(12.005) == "12.01" || SVGWriter.number(12.005) == "12")
        #expect(SVGWriter.number(-3.14159) == "-3.14")
        #expect(SVGWriter.number(7.07) == "7.07")
        #expect(SVGWriter.number(1024) == "1024")
        #expect(SVGWriter.number(.nan) == "0")
        #expect(SVGWriter.number(.infinity) == "0")
    }

    @Test func elementsNestAndCarryTitles() {
        var writer = SVGWriter()
        writer.open("g", [("class", "a")])
        writer.element("path", [("d", "M 0 0")], title: "x<y")
        writer.empty("rect", [("width", "1")])
        writer.close("g")
        #expect(
            writer.text
                == "<g class=\"a\">\n <path d=\"M 0 0\"><title>x&lt;y</title></path>\n <rect width=\"1\"/>\n</g>\n")
    }
}
