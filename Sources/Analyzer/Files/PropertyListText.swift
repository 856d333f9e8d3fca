/// A reader for the old-style text property lists Xcode writes `project.pbxproj` in:
/// `{ key = value; }` dictionaries, `( a, b, )` arrays and strings, quoted or bare, with
/// `/* … */` and `// …` comments between them. Anything else ends the read with `nil`.
enum PropertyListText {
    /// A value of the list.
    indirect enum Value {
        case string(String)
        case array([Value])
        case dictionary([String: Value])

        var string: String? { if case .string(let text) = self { return text } else { return nil } }
        var array: [Value]? { if case .array(let items) = self { return items } else { return nil } }
        var dictionary: [String: Value]? { if case .dictionary(let entries) = self { return entries } else { return nil } }
    }

    /// The value `bytes` hold, or `nil` when they are not such a list.
    static func parse(_ bytes: [UInt8]) -> Value? {
        var reader = Reader(bytes: bytes)
        guard let value = reader.value() else { return nil }
        reader.skipTrivia()
        return reader.position == bytes.count ? value : nil
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0
        /// Nesting that ends the read: a well-formed project is a few levels deep.
        private var depth = 0
        private static let maximumDepth = 64

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func value() -> Value? {
            skipTrivia()
            guard position < bytes.count, depth < Self.maximumDepth else { return nil }
            depth += 1
            defer { depth -= 1 }
            switch bytes[position] {
            case UInt8(ascii: "{"): return dictionary()
            case UInt8(ascii: "("): return array()
            default: return string().map(Value.string)
            }
        }

        private mutating func dictionary() -> Value? {
            var entries: [String: Value] = [:]
            let closed = items(until: "}") { reader in
                guard let key = reader.string(), reader.expect("="), let value = reader.value(), reader.expect(";") else { return false }
                entries[key] = value
                return true
            }
            return closed ? .dictionary(entries) : nil
        }

        private mutating func array() -> Value? {
            var elements: [Value] = []
            let closed = items(until: ")") { reader in
                guard let element = reader.value() else { return false }
                elements.append(element)
                reader.skipTrivia()
                if reader.position < reader.bytes.count, reader.bytes[reader.position] == UInt8(ascii: ",") { reader.position += 1 }
                return true
            }
            return closed ? .array(elements) : nil
        }

        /// Reads items with `item` from after the opening character up to `closing`; `false`
        /// when an item cannot be read or the text ends first.
        private mutating func items(until closing: Unicode.Scalar, _ item: (inout Reader) -> Bool) -> Bool {
            position += 1
            while true {
                skipTrivia()
                guard position < bytes.count else { return false }
                if bytes[position] == UInt8(ascii: closing) {
                    position += 1
                    return true
                }
                guard item(&self) else { return false }
            }
        }

        private mutating func expect(_ character: Unicode.Scalar) -> Bool {
            skipTrivia()
            guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
            position += 1
            return true
        }

        /// A quoted string (with its escapes undone) or a bare word.
        private mutating func string() -> String? {
            skipTrivia()
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: "\"") {
                position += 1
                var text: [UInt8] = []
                while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                    if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count {
                        position += 1
                        switch bytes[position] {
                        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                        default: text.append(bytes[position])
                        }
                    } else {
                        text.append(bytes[position])
                    }
                    position += 1
                }
                guard position < bytes.count else { return nil }
                position += 1
                return String(decoding: text, as: UTF8.self)
            }
            let start = position
            while position < bytes.count, Self.isBare(bytes[position]) { position += 1 }
            return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
        }

        private static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            default:
                return "_$./:-<>+".utf8.contains(byte)
            }
        }

        /// Skips white space and comments.
        mutating func skipTrivia() {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                    position += 1
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                    position += 2
                    while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
                        position += 1
                    }
                    position = min(bytes.count, position + 2)
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                    while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
                } else {
                    return
                }
            }
        }
    }
}
