/// JSON text of reports and baselines: dictionaries (`[String: Any]`), arrays, strings,
/// integers and booleans, pretty-printed with sorted keys, written the way Foundation's
/// `JSONSerialization` writes them with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes` (which viewlint does not link on Linux), so that reports stay
/// byte-for-byte what they were.
enum JSONText {
    static func of(_ object: Any) -> String {
        var text = ""
        write(object, indent: 0, into: &text)
        return text + "\n"
    }

    private static func write(_ value: Any, indent: Int, into text: inout String) {
        let inner = String(repeating: " ", count: indent + 2), outer = String(repeating: " ", count: indent)
        switch value {
        case let dictionary as [String: Any]:
            let keys = dictionary.keys.sorted(by: precedes)
            text += keys.isEmpty ? "{\n\n" : "{\n"
            for (offset, key) in keys.enumerated() {
                text += inner
                writeString(key, into: &text)
                text += " : "
                write(dictionary[key]!, indent: indent + 2, into: &text)
                text += offset == keys.count - 1 ? "\n" : ",\n"
            }
            text += outer + "}"
        case let array as [Any]:
            text += array.isEmpty ? "[\n\n" : "[\n"
            for (offset, element) in array.enumerated() {
                text += inner
                write(element, indent: indent + 2, into: &text)
                text += offset == array.count - 1 ? "\n" : ",\n"
            }
            text += outer + "]"
        case let string as String: writeString(string, into: &text)
        case let flag as Bool: text += flag ? "true" : "false"
        case let number as Int: text += String(number)
        default: writeString(String(describing: value), into: &text)
        }
    }

    /// Foundation's key order: letters compared without case, a lower-case letter before its
    /// upper case when the keys are otherwise equal.
    private static func precedes(_ left: String, _ right: String) -> Bool {
        let lowerLeft = left.lowercased(), lowerRight = right.lowercased()
        return lowerLeft != lowerRight ? lowerLeft < lowerRight : left > right
    }

    private static func writeString(_ string: String, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{8}": text += "\\b"
            case "\u{c}": text += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
