extension Parser {
    /// A primary expression followed by member accesses, calls, subscripts, trailing closures,
    /// `?`, `!`, postfix operators, generic arguments and postfix `#if` clauses.
    mutating func parsePostfix() -> Expr {
        let primary = parsePrimary()
        return parsePostfixSuffixes(primary)
    }

    mutating func parsePostfixSuffixes(_ base: Expr) -> Expr {
        var expr = base
        let start = base.range.start
        var suffixes = 0
        while true {
            let token = current
            suffixes += 1
            if suffixes > Parser.maximumSuffixesPerChain {
                // A chain this long (generated code) would make a tree too deep to walk.
                let skipped = skipToStatementBoundary()
                recordError("member chain too long", skipped)
                return Expr(.unknown, range: expr.range.union(skipped))
            }
            if stopsAtLineBreak && token.isAtStartOfLine { break }
            switch token.kind {
            case .period, .prefixPeriod:
                guard let member = parseMemberName() else { return expr }
                expr = Expr(.memberAccess(base: expr, name: member.name, genericArguments: member.genericArguments),
                            range: range(from: start))
            case .leftParen where !token.isAtStartOfLine && atCompoundNameLabels():
                expr = Parser.appendingCompoundLabels(consumeCompoundNameLabels(), to: expr)
                expr.range = range(from: start)
            case .leftParen where !token.isAtStartOfLine:
                let arguments = parseArgumentList(closer: .rightParen)
                let trailing = parseTrailingClosures()
                expr = Expr(.call(Call(callee: expr, arguments: arguments, hasParentheses: true, trailingClosures: trailing)),
                            range: range(from: start))
            case .leftBracket where !token.isAtStartOfLine:
                let arguments = parseArgumentList(closer: .rightBracket)
                let trailing = parseTrailingClosures()
                expr = Expr(.subscriptCall(Call(callee: expr, arguments: arguments, hasParentheses: true, trailingClosures: trailing)),
                            range: range(from: start))
            case .leftBrace:
                let trailing = parseTrailingClosures()
                if trailing.isEmpty { return expr }
                expr = Expr(.call(Call(callee: expr, arguments: [], hasParentheses: false, trailingClosures: trailing)),
                            range: range(from: start))
            case .postfixQuestion:
                advance()
                expr = Expr(.optionalChain(expr), range: range(from: start))
            case .postfixExclamation:
                advance()
                expr = Expr(.forceUnwrap(expr), range: range(from: start))
            case .binaryOperator where opensGenericArguments(token, after: expr),
                 .postfixOperator where opensGenericArguments(token, after: expr):
                guard let arguments = parseGenericArgumentsIfPresent() else { return expr }
                expr = Expr(.specialization(expr, arguments), range: range(from: start))
            case .postfixOperator:
                advance()
                expr = Expr(.postfixOperator(text(of: token), expr), range: range(from: start))
            case .poundIf where token.isAtStartOfLine && ifConfigContinuesPostfixChain():
                let config = parseIfConfig { parser -> [Expr] in
                    guard parser.at(.period) || parser.at(.prefixPeriod) || parser.at(.poundIf) else { return [] }
                    let placeholder = Expr(.chainPlaceholder, range: SourceRange(parser.current.start, parser.current.start))
                    return [parser.parsePostfixSuffixes(placeholder)]
                }
                expr = Expr(.postfixIfConfig(base: expr, config: config), range: range(from: start))
            default:
                return expr
            }
        }
        return expr
    }

    /// Whether the `(` at the cursor holds only argument labels: `(_:with:)` in a function
    /// reference such as `sorted(by: compare(_:_:))`.
    func atCompoundNameLabels() -> Bool {
        var offset = 1
        guard peek(offset).kind != .rightParen else { return false }
        while isNameLike(peek(offset)) && peek(offset + 1).kind == .colon && !peek(offset + 1).hasLeadingTrivia {
            offset += 2
        }
        return offset > 1 && peek(offset).kind == .rightParen
    }

    /// Consumes `(a:b:)` and returns it as text.
    private mutating func consumeCompoundNameLabels() -> String {
        let start = current.start
        while !at(.rightParen) { advance() }
        advance()
        return String(decoding: bytes[start..<previousEnd], as: UTF8.self)
    }

    /// `name` + `(a:b:)` → `name(a:b:)`, for names and member accesses.
    private static func appendingCompoundLabels(_ labels: String, to expr: Expr) -> Expr {
        var result = expr
        switch expr.kind {
        case .identifier(let name):
            result.kind = .identifier(name + labels)
        case .memberAccess(let base, var name, let arguments):
            name.text += labels
            result.kind = .memberAccess(base: base, name: name, genericArguments: arguments)
        case .implicitMember(var name, let arguments):
            name.text += labels
            result.kind = .implicitMember(name: name, genericArguments: arguments)
        default:
            break
        }
        return result
    }

    /// After `.`: a member name (identifier, keyword, tuple index) with optional generic
    /// arguments. Records an error and returns `nil` when no name follows.
    mutating func parseMemberName() -> (name: Name, genericArguments: [TypeRef])? {
        advance()
        let token = current
        guard isNameLike(token) || token.kind == .integerLiteral || token.kind == .dollarIdentifier else {
            recordError("expected a member name after '.'", token.range)
            return nil
        }
        advance()
        var genericArguments: [TypeRef] = []
        if at(.binaryOperator) && !current.hasLeadingTrivia && tokenEquals(current, "<"),
           let arguments = parseGenericArgumentsIfPresent() {
            genericArguments = arguments
        }
        return (name(of: token), genericArguments)
    }

    /// A `<` written directly after a name (`Array<Int>`), which may open generic arguments.
    private func opensGenericArguments(_ token: Token, after expr: Expr) -> Bool {
        !token.hasLeadingTrivia && token.end - token.start == 1 && firstByte(token) == UInt8(ascii: "<") && canBeSpecialized(expr)
    }

    private func canBeSpecialized(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier, .memberAccess: return true
        default: return false
        }
    }

    /// Generic arguments in expression position (`Array<Int>()`), taken only when what follows
    /// the `>` shows they are not comparisons (the compiler's disambiguation rule).
    mutating func parseGenericArgumentsIfPresent() -> [TypeRef]? {
        let saved = checkpoint()
        let arguments = parseGenericArgumentClause()
        if !hasErrors(since: saved) && isGenericArgumentFollower(current) {
            return arguments
        }
        restore(saved)
        return nil
    }

    private func isGenericArgumentFollower(_ token: Token) -> Bool {
        switch token.kind {
        case .rightParen, .rightBracket, .leftBrace, .rightBrace, .period, .prefixPeriod, .comma, .semicolon,
             .endOfFile, .postfixExclamation, .postfixQuestion, .colon, .interpolationClose:
            return true
        case .leftParen, .leftBracket:
            return !token.isAtStartOfLine
        case .binaryOperator, .postfixOperator:
            return tokenEquals(token, "&") || tokenEquals(token, "?") || tokenEquals(token, "!")
                || tokenEquals(token, "==") || tokenEquals(token, "!=")
        default:
            return token.isAtStartOfLine
        }
    }

    /// Whether the `#if` at the cursor wraps members of a postfix chain (`.padding()`).
    private func ifConfigContinuesPostfixChain() -> Bool {
        var offset = 1
        while peek(offset).kind != .endOfFile && !peek(offset).isAtStartOfLine { offset += 1 }
        let first = peek(offset)
        if first.kind == .period || first.kind == .prefixPeriod { return true }
        // An empty clause (`#if A #else .x() #endif`): look at the next clause.
        if first.kind == .poundElseif || first.kind == .poundElse {
            var next = offset + 1
            while peek(next).kind != .endOfFile && !peek(next).isAtStartOfLine { next += 1 }
            return peek(next).kind == .period || peek(next).kind == .prefixPeriod
        }
        return false
    }

    /// `(…)` or `[…]` arguments, with labels, operator references and trailing commas.
    /// The current token is the opener.
    mutating func parseArgumentList(closer: TokenKind) -> [Argument] {
        let open = current.start
        advance()
        let savedCondition = inCondition, savedLineBreak = stopsAtLineBreak
        inCondition = false
        stopsAtLineBreak = false
        defer {
            inCondition = savedCondition
            stopsAtLineBreak = savedLineBreak
        }
        var arguments: [Argument] = []
        while !at(closer) && !at(.endOfFile) {
            let start = current.start
            var label: Name?
            if isNameLike(current) && peek().kind == .colon {
                label = name(of: current)
                advance()
                advance()
            }
            let value: Expr
            if isOperatorReference() {
                value = Expr(.operatorReference(text(of: current)), range: current.range)
                advance()
            } else if label != nil && (at(.comma) || at(closer)) {
                // `#selector(f(_:))`-style empty labelled slot.
                value = Expr(.unknown, range: SourceRange(current.start, current.start))
            } else {
                value = parseExpression()
            }
            arguments.append(Argument(label: label, value: value, range: range(from: start)))
            if eat(.comma) { continue }
            if at(closer) { break }
            let skipped = skipToListSeparator()
            recordError("unexpected tokens in argument list", skipped)
            if !eat(.comma) { break }
        }
        expectClosing(closer, opening: open)
        return Self.fitted(arguments)
    }

    /// An operator written alone as an argument: `reduce(0, +)`, `sorted(by: <)`.
    private func isOperatorReference() -> Bool {
        let token = current
        guard token.isOperator || token.kind == .postfixExclamation || token.kind == .prefixAmpersand else { return false }
        let next = peek()
        return next.kind == .comma || next.kind == .rightParen || next.kind == .rightBracket
    }

    /// Trailing closures after a callee: the first unlabelled, then `label: { … }` ones.
    mutating func parseTrailingClosures() -> [TrailingClosure] {
        guard canStartTrailingClosure() else { return [] }
        var closures = [TrailingClosure(label: nil, closure: parseClosure())]
        while isNameLike(current) && peek().kind == .colon && peek(2).kind == .leftBrace
                && !(current.keyword == .default || current.keyword == .case) {
            let label = name(of: current)
            advance()
            advance()
            closures.append(TrailingClosure(label: label, closure: parseClosure()))
        }
        return closures
    }

    /// Whether the `{` at the cursor is a trailing closure of what precedes it.
    func canStartTrailingClosure() -> Bool {
        guard at(.leftBrace), !isStartOfAccessorBlock() else { return false }
        guard inCondition else { return true }
        // In a condition, `{` normally opens the body. The compiler accepts a trailing closure
        // there only when `{ … }` is on one line and followed by `{`, `where` or `,`.
        if peek().isAtStartOfLine { return false }
        let after = peek(offsetAfterGroup(at: 0))
        return after.kind == .leftBrace || after.kind == .comma || after.keyword == .where
    }

    static let otherAccessorWords = ["unsafeAddress", "unsafeMutableAddress", "yielding", "borrow", "mutate"]

    /// Whether the `{` at the cursor opens `get`/`set`/`willSet`/`didSet`… accessors.
    func isStartOfAccessorBlock() -> Bool {
        guard at(.leftBrace) else { return false }
        var offset = 1
        while peek(offset).kind == .attribute {
            offset += 1
            if peek(offset).kind == .leftParen && !peek(offset).hasLeadingTrivia { offset = offsetAfterGroup(at: offset) }
        }
        while [.mutating, .nonmutating, .borrowing, .consuming, .__consuming].contains(peek(offset).keyword) { offset += 1 }
        let word = peek(offset)
        let next = peek(offset + 1)
        let takesParameter: Bool
        switch word.keyword {
        case .get, ._read, ._modify: takesParameter = false
        case .set, .willSet, .didSet, .`init`: takesParameter = true
        default:
            guard word.kind == .identifier, Parser.otherAccessorWords.contains(where: { tokenEquals(word, $0) }) else { return false }
            takesParameter = false
        }
        if next.kind == .leftBrace || next.kind == .rightBrace { return true }
        if next.kind == .leftParen {
            // `set(newValue) {`, not a call such as `set(0)` in a closure.
            return takesParameter && peek(offset + 2).kind == .identifier && peek(offset + 3).kind == .rightParen
                && peek(offset + 4).kind == .leftBrace
        }
        switch next.keyword {
        case .get, .set, .willSet, .didSet, ._read, ._modify, .async, .throws, .mutating, .nonmutating:
            return true
        default:
            return next.kind == .attribute
        }
    }
}
