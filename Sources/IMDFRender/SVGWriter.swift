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
        startTag(name, attributes)
        text += ">\n"
        openElements.append(name)
        depth += 1
    }

    /// Closes the innermost open element, which must be `name`.
    mutating func close(_ name: String) {
        precondition(
            openElements.last == name, "SVGWriter: closing <\(name)> but <\(openElements.last ?? "none")> is open")
        openElements.removeLast()
        depth -= 1
        indent()
        text += "</"
        text += name
        text += ">\n"
    }

    /// Writes an element with no content (`<name …/>`).
    mutating func empty(_ name: String, _ attributes: [Attribute] = []) {
        startTag(name, attributes)
        text += "/>\n"
    }

    /// Writes an element whose content is text (escaped here).
    mutating func element(_ name: String, _ attributes: [Attribute] = [], text content: String) {
        startTag(name, attributes)
        text += ">"
        Self.appendEscaped(content, to: &text)
        endTag(name)
    }

    /// Writes an element holding one `<title>` (a tooltip in browsers) and nothing else.
    mutating func element(_ name: String, _ attributes: [Attribute], title: String?) {
        guard let title, !title.isEmpty else { return empty(name, attributes) }
        startTag(name, attributes)
        text += "><title>"
        Self.appendEscaped(title, to: &text)
        text += "</title>"
        endTag(name)
    }

    /// Writes a line of text that is already markup (a style sheet, a script); the caller vouches for it.
    mutating func raw(_ markup: String) {
        indent()
        text += markup
        text += "\n"
    }

    // Each line is written straight into `text`: building it from concatenated pieces first, and each
    // attribute's escaped copy, was a third of a render of a large venue (issue 20).

    /// The indentation of a new line, then `<name` and the attributes.
    private mutating func startTag(_ name: String, _ attributes: [Attribute]) {
        indent()
        text += "<"
        text += name
        for attribute in attributes {
            text += " "
            text += attribute.name
            text += "=\""
            Self.appendEscaped(attribute.value, to: &text)
            text += "\""
        }
    }

    /// `</name>` and the end of the line.
    private mutating func endTag(_ name: String) {
        text += "</"
        text += name
        text += ">\n"
    }

    private mutating func indent() {
        for _ in 0..<depth { text += " " }
    }

    // MARK: Escaping and numbers

    /// Text made safe for XML content and attribute values: `& < > " '` become entities, and
    /// characters XML 1.0 forbids (C0 controls other than tab, newline and carriage return, lone
    /// surrogates cannot occur in a Swift `String`, U+FFFE and U+FFFF) become U+FFFD.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    static func escaped(_ text: String) -> String {
        var result = ""
        appendEscaped(text, to: &result)
        return result
    }

    /// Appends ``escaped(_:)`` of `text` to `output`; text with nothing to escape (path data, IDs, most names)
    /// is appended as it is, after one pass over its bytes.
    static func appendEscaped(_ text: String, to output: inout String) {
        guard text.utf8.contains(where: mayNeedEscaping) else {
            output += text
            return
        }
        output.reserveCapacity(output.utf8.count + text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    output += "\u{FFFD}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
    }

    /// Whether a UTF-8 byte may start something ``escaped(_:)`` changes: one of `& < > " '`, a C0 control, or
    /// 0xEF, the lead byte of U+FFFE and U+FFFF (and of other characters, which the slow path keeps).
    private static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF:
            true
        default: byte < 0x20
        }
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
