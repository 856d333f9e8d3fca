extension Parser {
    /// `#if cond elements #elseif cond elements #else elements #endif`, where `parseElements`
    /// parses one clause's elements and stops at the next directive.
    mutating func parseIfConfig<Element>(_ parseElements: (inout Parser) -> [Element]) -> IfConfig<Element> {
        let start = current.start
        var clauses: [IfConfigClause<Element>] = []
        while at(.poundIf) || at(.poundElseif) || at(.poundElse) {
            let clauseStart = current.start
            let kind: IfConfigClause<Element>.Kind = at(.poundIf) ? .if : at(.poundElseif) ? .elseif : .else
            if kind == .if && !clauses.isEmpty { break }
            advance()
            var condition: Expr?
            if kind != .else {
                condition = parseIfConfigCondition()
            }
            let elements = parseElements(&self)
            // Whatever the clause's parser left before the next directive is damage local to
            // this clause (often code for another compiler version): skip it here.
            let leftover = skipToNextDirective()
            if !leftover.isEmpty { recordError("unexpected tokens in #if clause", leftover) }
            clauses.append(IfConfigClause(kind: kind, condition: condition, elements: elements, range: range(from: clauseStart)))
        }
        if !eat(.poundEndif) { recordError("expected '#endif'", current.range) }
        return IfConfig(clauses: clauses, range: range(from: start))
    }

    /// A `#if` condition: an expression that ends at the line break.
    private mutating func parseIfConfigCondition() -> Expr {
        let saved = stopsAtLineBreak
        stopsAtLineBreak = true
        let condition = parseExpression()
        stopsAtLineBreak = saved
        if !current.isAtStartOfLine && !at(.endOfFile) {
            let start = current.start
            while !at(.endOfFile) && !current.isAtStartOfLine { advance() }
            recordError("unexpected tokens after #if condition", range(from: start))
        }
        return condition
    }

    /// Skips to the `#elseif`/`#else`/`#endif` of the current clause (nested `#if`s skipped
    /// whole); stops early at an unmatched closer only when the clause is followed by no
    /// directive at all.
    private mutating func skipToNextDirective() -> SourceRange {
        let start = current.start
        var nested = 0
        var offset = 0
        // Look ahead first: only skip when this clause's directive really follows.
        while true {
            let token = peek(offset)
            if token.kind == .endOfFile { return SourceRange(start, start) }
            if token.kind == .poundIf { nested += 1 }
            if token.kind == .poundEndif {
                if nested == 0 { break }
                nested -= 1
            }
            if (token.kind == .poundElse || token.kind == .poundElseif) && nested == 0 { break }
            offset += 1
        }
        for _ in 0..<offset { advance() }
        return range(from: start)
    }
}
