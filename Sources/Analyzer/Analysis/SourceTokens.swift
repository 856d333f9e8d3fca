/// Token-level views of source ranges: comparing code modulo whitespace and comments.
///
/// Trees do not keep their tokens: each range asked about is lexed again, so every range must
/// start in code (a statement, an expression, the gap before a modifier).
public struct SourceTokens {
    public let tree: SyntaxTree

    public init(tree: SyntaxTree) {
        self.tree = tree
    }

    /// The tokens lying inside `range`.
    public func tokens(in range: SourceRange) -> ArraySlice<Token> {
        let tokens = Lexer.tokens(of: tree.file, in: range)
        var end = 0
        while end < tokens.count, tokens[end].kind != .endOfFile, tokens[end].end <= range.end { end += 1 }
        return tokens[0..<end]
    }

    /// Whether a comment lies (at least partly) inside `range`.
    public func containsComment(_ range: SourceRange) -> Bool {
        let comments = tree.comments
        var low = 0
        var high = comments.count
        while low < high {
            let middle = (low + high) / 2
            if comments[middle].range.end <= range.start { low = middle + 1 } else { high = middle }
        }
        return low < comments.count && comments[low].range.start < range.end
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

    /// The parts of `range` separated by commas outside any brackets (`a, b` in `if a, b`).
    public func topLevelParts(_ range: SourceRange) -> [SourceRange] {
        var parts: [SourceRange] = []
        var depth = 0
        var start = range.start
        for token in tokens(in: range) {
            if Parser.isOpener(token.kind) { depth += 1 } else if Parser.isCloser(token.kind) { depth -= 1 }
            if token.kind == .comma && depth == 0 {
                parts.append(SourceRange(start, token.start))
                start = token.end
            }
        }
        parts.append(SourceRange(start, range.end))
        return parts
    }

    /// Whether the range holds an operator outside brackets, so it needs parentheses as the
    /// condition of a ternary (`a || b`, `x ?? y`).
    public func hasTopLevelOperator(_ range: SourceRange) -> Bool {
        var depth = 0
        for token in tokens(in: range) {
            if Parser.isOpener(token.kind) { depth += 1 } else if Parser.isCloser(token.kind) { depth -= 1 }
            guard depth == 0 else { continue }
            if token.kind == .binaryOperator || token.kind == .infixQuestion || token.kind == .equal
                || token.keyword == .is || token.keyword == .as { return true }
        }
        return false
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
