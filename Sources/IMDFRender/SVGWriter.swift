import IMDFKit

/// Builds SVG (and XML-compatible HTML) text one element per line, escaping every text and
/// attribute value and formatting every number the same way, so that equal input gives
/// byte-identical output.
///
/// The writer knows nothing of IMDF: ``LevelSVGFormatter`` walks the venue and calls it.
struct SVGWriter {
    /// The text written so far.
    private(set) var text = ""
    /// The depth of open elements, for indentation.
    private var depth = 0
    /// The names of open elements, innermost last; closing checks them.
    private var openElements: [String] = []

    /// An attribute name and its unescaped value.
    typealias Attribute = (name: String, value: String)

    /// Writes a start tag and keeps the element open.
    mutating func open(_ name: String, _ attributes: [Attribute] = []) {
        line("<" + name + Self.attributeText(attributes) + ">")
        openElements.append(name)
        depth += 1
    }

    /// Closes the innermost open element, which must be `name`.
    mutating func close(_ name: String) {
        precondition(
            openElements.last == name, "SVGWriter: closing <\(name)> but <\(openElements.last ?? "none")> is open")
        openElements.removeLast()
        depth -= 1
        line("</" + name + ">")
    }

    /// Writes an element with no content (`<name …/>`).
    mutating func empty(_ name: String, _ attributes: [Attribute] = []) {
        line("<" + name + Self.attributeText(attributes) + "/>")
    }

    /// Writes an element whose content is text (escaped here).
    mutating func element(_ name: String, _ attributes: [Attribute] = [], text content: String) {
        line("<" + name + Self.attributeText(attributes) + ">" + Self.escaped(content) + "</" + name + ">")
    }

    /// Writes an element holding one `<title>` (a tooltip in browsers) and nothing else.
    mutating func element(_ name: String, _ attributes: [Attribute], title: String?) {
        guard let title, !title.isEmpty else { return empty(name, attributes) }
        line("<" + name + Self.attributeText(attributes) + "><title>" + Self.escaped(title) + "</title></" + name + ">")
    }

    /// Writes a line of text that is already markup (a style sheet, a script); the caller vouches for it.
    mutating func raw(_ markup: String) {
        line(markup)
    }

    private mutating func line(_ content: String) {
        text += String(repeating: " ", count: depth)
        text += content
        text += "\n"
    }

    private static func attributeText(_ attributes: [Attribute]) -> String {
        var result = ""
        for attribute in attributes {
            result += " " + attribute.name + "=\"" + escaped(attribute.value) + "\""
        }
        return result
    }

    // MARK: Escaping and numbers

    /// Text made safe for XML content and attribute values: `& < > " '` become entities, and
    /// characters XML 1.0 forbids (C0 controls other than tab, newline and carriage return, lone
    /// surrogates cannot occur in a Swift `String`, U+FFFE and U+FFFF) become U+FFFD.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A number with at most two decimals, without trailing zeros, `-0` written as `0`, and a
    /// non-finite value written as `0`: the one format every coordinate goes through.
    ///
    /// The value is rounded half away from zero on its hundredths, so the same `Double` always
    /// gives the same text on every platform.
    static func number(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        guard hundredths.isFinite, abs(hundredths) < 9.0e15 else { return "0" }
        let scaled = Int64(hundredths)
        if scaled == 0 { return "0" }
        let magnitude = scaled.magnitude
        var result = scaled < 0 ? "-" : ""
        result += String(magnitude / 100)
        let fraction = magnitude % 100
        if fraction != 0 {
            result += fraction % 10 == 0 ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
        }
        return result
    }
}
