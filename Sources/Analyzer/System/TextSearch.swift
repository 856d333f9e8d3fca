/// The few string searches viewlint needs from Foundation, over UTF-8 (Foundation is not
/// linked on Linux).
extension StringProtocol where UTF8View: BidirectionalCollection {
    /// The range of the last occurrence of `target`, or `nil`.
    public func lastRange(of target: some StringProtocol) -> Range<Index>? {
        let bytes = utf8, wanted = Array(target.utf8)
        guard !wanted.isEmpty, bytes.count >= wanted.count else { return nil }
        var start = bytes.index(bytes.endIndex, offsetBy: -wanted.count)
        while true {
            if bytes[start...].starts(with: wanted) {
                return start..<bytes.index(start, offsetBy: wanted.count)
            }
            if start == bytes.startIndex { return nil }
            bytes.formIndex(before: &start)
        }
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs, and line breaks too when `newlines`.
    public func trimmingWhitespace(newlines: Bool = false) -> String {
        let isBlank: (Character) -> Bool = { $0.isWhitespace && (newlines || !$0.isNewline) }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}

extension String {
    /// Every occurrence of `target` replaced by `replacement`, compared scalar by scalar as
    /// Foundation's `replacingOccurrences(of:with:)` does: the `\n` of a `\r\n` is found, where
    /// the standard library's `replacing(_:with:)` compares whole characters and would not.
    public func replacingAll(_ target: String, with replacement: String) -> String {
        let wanted = Array(target.unicodeScalars)
        guard let first = wanted.first else { return self }
        let scalars = Array(unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == first, scalars[index...].starts(with: wanted) {
                result.append(contentsOf: replacement.unicodeScalars)
                index += wanted.count
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }
}
