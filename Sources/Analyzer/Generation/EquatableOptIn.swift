/// A view's request for a generated `Equatable` conformance:
///
///     // viewlint:equatable
///     struct PostRow: View { … }
///
///     // viewlint:equatable ignore: onTap, onDelete
///     struct CommentRow: View { … }
///
/// The comment goes on the line above the declaration (above its attributes and doc comment
/// too, with nothing but comments between) or at the end of the declaration's first line.
/// `.viewlint.json` can opt views in by name instead (`"equatable": ["PostRow"]`).
public struct EquatableOptIn: Sendable, Equatable {
    /// Stored inputs the developer leaves out of the comparison, as written after `ignore:`.
    public let ignored: [String]
    /// The comment, or `nil` for an opt-in by configuration.
    public let range: SourceRange?

    public init(ignored: [String], range: SourceRange?) {
        self.ignored = ignored
        self.range = range
    }

    /// The opt-in comments of one file, by the start offset of the declaration each applies to;
    /// comments that name no declaration are left out.
    static func comments(in tree: SyntaxTree) -> [Int: EquatableOptIn] {
        guard tree.file.bytes.contains(ascii: "viewlint:equatable") else { return [:] }
        let file = tree.file
        var found: [Int: EquatableOptIn] = [:]
        // Lexed again once, at the first opt-in comment (trees do not keep their tokens).
        var lexed: [Token]?
        for comment in tree.comments where comment.kind == .line {
            guard let ignored = parse(file.text(comment.range)) else { continue }
            let tokens = lexed ?? Lexer.tokenize(file).tokens
            lexed = tokens
            guard let declaration = declarationStart(after: comment.range, in: file, tokens: tokens) else { continue }
            found[declaration] = EquatableOptIn(ignored: ignored, range: comment.range)
        }
        return found
    }

    /// `// viewlint:equatable [ignore: a, b]`: the ignored names; `nil` for any other comment.
    static func parse(_ comment: String) -> [String]? {
        var text = Substring(comment)
        guard text.hasPrefix("//") else { return nil }
        text = text.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        guard text.hasPrefix("viewlint:equatable") else { return nil }
        text = text.dropFirst("viewlint:equatable".count)
        guard text.isEmpty || text.first == " " || text.first == "\t" else { return nil }
        text = text.drop { $0 == " " || $0 == "\t" }
        guard text.hasPrefix("ignore:") else { return [] }
        return text.dropFirst("ignore:".count).split(separator: ",").compactMap { name in
            name.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)
        }
    }

    /// The offset where the declaration a comment stands for begins: the first token after a
    /// comment on a line of its own, or the first token of the line a trailing comment ends.
    private static func declarationStart(after comment: SourceRange, in file: SourceFile, tokens: [Token]) -> Int? {
        let lineStart = file.lineStart(containing: comment.start)
        let isTrailing = file.bytes[lineStart..<comment.start].contains { $0 != 0x20 && $0 != 0x09 }
        if isTrailing {
            // The first token on the comment's line.
            let first = firstToken(atOrAfter: lineStart, in: tokens)
            return first.map { tokens[$0].start }
        }
        return firstToken(atOrAfter: comment.end, in: tokens).map { tokens[$0].start }
    }

    private static func firstToken(atOrAfter offset: Int, in tokens: [Token]) -> Int? {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count ? low : nil
    }
}
