/// Token-level views of source ranges: comparing code modulo whitespace and comments.
public struct SourceTokens {
    public let tree: SyntaxTree

    public init(tree: SyntaxTree) {
        self.tree = tree
    }

    /// The tokens lying inside `range`.
    public func tokens(in range: SourceRange) -> ArraySlice<Token> {
        let tokens = tree.tokens.tokens
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].start < range.start { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < tokens.count, tokens[end].kind != .endOfFile, tokens[end].end <= range.end { end += 1 }
        return tokens[low..<end]
    }

    /// Whether two ranges hold the same tokens (whitespace and comments ignored).
    public func sameTokens(_ a: SourceRange, _ b: SourceRange) -> Bool {
        let first = tokens(in: a)
        let second = tokens(in: b)
        guard first.count == second.count else { return false }
        let bytes = tree.file.bytes
        return zip(first, second).allSatisfy { left, right in
            left.kind == right.kind && left.end - left.start == right.end - right.start
                && bytes[left.start..<left.end].elementsEqual(bytes[right.start..<right.end])
        }
    }

    /// The tokens' text joined by single spaces where the source had whitespace: a one-line
    /// rendering for messages.
    public func normalizedText(_ range: SourceRange) -> String {
        var text = ""
        for token in tokens(in: range) {
            let continuesChain = token.isAtStartOfLine && (token.kind == .prefixPeriod || token.kind == .period)
            if !text.isEmpty && token.hasLeadingTrivia && !continuesChain { text += " " }
            text += tree.file.text(token.range)
        }
        return text
    }
}
