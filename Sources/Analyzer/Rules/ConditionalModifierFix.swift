/// The edits of `conditional-modifier`'s fix: keep the branch that has the modifier, put the
/// ternary in its argument, and delete only the `if`/`else` scaffolding and the other branch —
/// every other byte, comments inside the kept branch included, stays. Continuation lines of
/// the kept branch move left by the depth the `if` added.
enum ConditionalModifierFix {
    /// `nil` when a deleted part holds a comment: the user's words are never dropped, so the
    /// finding keeps its suggestion without a fix.
    static func edits(replacing conditional: SourceRange, keeping kept: SourceRange, argument: SourceRange, with ternary: String,
                      tokens: SourceTokens) -> [TextEdit]? {
        // Comments inside the kept branch's braces (before or after its view) stay with it.
        let keptStart = firstComment(between: openingBrace(before: kept.start, in: conditional, tokens: tokens), and: kept.start,
                                     tokens: tokens)?.start ?? kept.start
        let keptEnd = lastComment(between: kept.end, and: closingBrace(after: kept.end, in: conditional, tokens: tokens),
                                  tokens: tokens)?.end ?? kept.end
        let head = SourceRange(conditional.start, keptStart)
        let tail = SourceRange(keptEnd, conditional.end)
        guard !tokens.containsComment(head), !tokens.containsComment(tail) else { return nil }
        let file = tokens.tree.file
        var edits = [TextEdit(range: head, replacement: ""), TextEdit(range: argument, replacement: ternary)]
        let shift = file.location(of: kept.start).column - file.location(of: conditional.start).column
        if shift > 0 {
            edits += dedent(SourceRange(keptStart, keptEnd), by: shift, in: file, avoiding: argument)
        }
        edits.append(TextEdit(range: tail, replacement: ""))
        return edits.sorted { $0.range.start < $1.range.start }
    }

    /// The end of the `{` that opens the branch starting at `offset`.
    private static func openingBrace(before offset: Int, in conditional: SourceRange, tokens: SourceTokens) -> Int {
        tokens.tokens(in: SourceRange(conditional.start, offset)).last(where: { $0.kind == .leftBrace })?.end ?? offset
    }

    /// The start of the `}` that closes the branch ending at `offset`.
    private static func closingBrace(after offset: Int, in conditional: SourceRange, tokens: SourceTokens) -> Int {
        tokens.tokens(in: SourceRange(offset, conditional.end)).first(where: { $0.kind == .rightBrace })?.start ?? offset
    }

    private static func firstComment(between start: Int, and end: Int, tokens: SourceTokens) -> SourceRange? {
        guard start < end else { return nil }
        return tokens.tree.comments.first { $0.range.start >= start && $0.range.end <= end }?.range
    }

    private static func lastComment(between start: Int, and end: Int, tokens: SourceTokens) -> SourceRange? {
        guard start < end else { return nil }
        return tokens.tree.comments.last { $0.range.start >= start && $0.range.end <= end }?.range
    }

    /// Deletes `shift` leading spaces of every line that starts inside `range` (after its first
    /// line), where the line has that many.
    private static func dedent(_ range: SourceRange, by shift: Int, in file: SourceFile, avoiding argument: SourceRange) -> [TextEdit] {
        var edits: [TextEdit] = []
        let bytes = file.bytes
        var offset = range.start
        while offset < range.end {
            guard bytes[offset] == UInt8(ascii: "\n") else {
                offset += 1
                continue
            }
            let lineStart = offset + 1
            var spaces = 0
            while lineStart + spaces < range.end, spaces < shift, bytes[lineStart + spaces] == UInt8(ascii: " ") { spaces += 1 }
            if spaces == shift, !(argument.start < lineStart + shift && argument.end > lineStart) {
                edits.append(TextEdit(range: SourceRange(lineStart, lineStart + shift), replacement: ""))
            }
            offset = lineStart
        }
        return edits
    }
}
