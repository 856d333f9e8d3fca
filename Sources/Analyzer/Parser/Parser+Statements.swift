extension Parser {
    /// Parses statements until the end of the enclosing list: an unmatched closer, the end of
    /// file, a `#elseif`/`#else`/`#endif`, or (in a switch case) the next case label.
    ///
    /// In a block that only a `}` can close (`skipsStrayClosers`: function and statement bodies),
    /// a stray `)` or `]` is skipped as an error rather than ending every enclosing block. A
    /// closure keeps stopping there, since its `)` more likely belongs to the call around it.
    mutating func parseStatements(endingAt terminators: Set<TokenKind>, inSwitchCase: Bool = false,
                                  skipsStrayClosers: Bool = false) -> [Stmt] {
        var statements: [Stmt] = []
        while true {
            while eat(.semicolon) {}
            if skipsStrayClosers && (at(.rightParen) || at(.rightBracket)) {
                let stray = current
                advance()
                recordError("unexpected '\(text(of: stray))'", stray.range)
                statements.append(Stmt(.unknown, range: stray.range))
                continue
            }
            if atStatementListEnd(terminators, inSwitchCase: inSwitchCase) { break }
            let before = index
            statements.append(parseStatement())
            if index == before {
                let start = current.start
                skipBalancedGroup()
                recordError("unexpected '\(text(of: previous))'", range(from: start))
                statements.append(Stmt(.unknown, range: range(from: start)))
                continue
            }
            if !at(.semicolon) && !current.isAtStartOfLine && !atStatementListEnd(terminators, inSwitchCase: inSwitchCase) {
                let skipped = skipToStatementBoundary()
                recordError("expected a line break or ';' after a statement", skipped)
                statements.append(Stmt(.unknown, range: skipped))
            }
        }
        return Self.fitted(statements)
    }

    func atStatementListEnd(_ terminators: Set<TokenKind>, inSwitchCase: Bool) -> Bool {
        let token = current
        if token.kind == .endOfFile || Parser.isCloser(token.kind) || terminators.contains(token.kind) { return true }
        switch token.kind {
        case .poundElseif, .poundElse, .poundEndif:
            return true
        case .keyword where inSwitchCase:
            return token.keyword == .case || token.keyword == .default
        case .attribute where inSwitchCase:
            return tokenEquals(token, "@unknown")
        case .poundIf where inSwitchCase:
            return ifConfigHoldsSwitchCases()
        default:
            return false
        }
    }

    /// Whether the `#if` at the cursor wraps `case` labels (rather than statements).
    func ifConfigHoldsSwitchCases() -> Bool {
        var offset = 1
        while peek(offset).kind != .endOfFile && !peek(offset).isAtStartOfLine { offset += 1 }
        let first = peek(offset)
        return first.keyword == .case || first.keyword == .default || (first.kind == .attribute && tokenEquals(first, "@unknown"))
    }

    mutating func parseStatement() -> Stmt {
        let start = current.start
        guard enterNesting() else {
            return Stmt(.unknown, range: skipTooDeep())
        }
        defer { leaveNesting() }

        let token = current
        switch token.kind {
        case .poundIf where !ifConfigHoldsAttributes():
            return Stmt(.ifConfig(parseIfConfig { $0.parseStatements(endingAt: []) }), range: range(from: start))
        case .identifier where peek().kind == .colon && isLabelledStatementStart(peek(2)):
            let label = name(of: token)
            advance()
            advance()
            let statement = parseStatement()
            return Stmt(.labeled(label: label, statement), range: range(from: start))
        case .keyword:
            if let statement = parseKeywordStatement(token.keyword, start: start) { return statement }
        default:
            break
        }
        if isStartOfDeclaration() || token.kind == .poundIf {
            let declaration = parseDeclaration()
            return Stmt(.declaration(declaration), range: declaration.range)
        }
        let expression = parseExpression()
        return Stmt(.expression(expression), range: expression.range)
    }

    private func isLabelledStatementStart(_ token: Token) -> Bool {
        switch token.keyword {
        case .for, .while, .repeat, .if, .switch, .do, .guard: return true
        default: return token.kind == .leftBrace
        }
    }

    /// Statements introduced by a reserved word; `nil` when the keyword starts something else.
    private mutating func parseKeywordStatement(_ keyword: Keyword, start: Int) -> Stmt? {
        switch keyword {
        case .if:
            return Stmt(.ifStmt(parseIfStatement()), range: range(from: start))
        case .guard:
            advance()
            let conditions = parseConditions()
            if !eat(.else) { recordError("expected 'else' after guard conditions", current.range) }
            let body = parseBlock()
            return Stmt(.guardStmt(conditions: conditions, elseBody: body), range: range(from: start))
        case .while:
            advance()
            let conditions = parseConditions()
            let body = parseBlock()
            return Stmt(.whileStmt(conditions: conditions, body: body), range: range(from: start))
        case .repeat where peek().kind == .leftBrace:
            advance()
            let body = parseBlock()
            if !eat(.while) { recordError("expected 'while' after repeat body", current.range) }
            let condition = parseExpression()
            return Stmt(.repeatWhile(body: body, condition: condition), range: range(from: start))
        case .for:
            return Stmt(.forIn(parseForIn()), range: range(from: start))
        case .switch:
            return Stmt(.switchStmt(parseSwitch()), range: range(from: start))
        case .do:
            return Stmt(.doStmt(parseDo()), range: range(from: start))
        case .return:
            advance()
            let value = canStartReturnValue() ? parseExpression() : nil
            return Stmt(.returnStmt(value), range: range(from: start))
        case .throw:
            advance()
            return Stmt(.throwStmt(parseExpression()), range: range(from: start))
        case .break, .continue:
            advance()
            var label: Name?
            if at(.identifier) && !current.isAtStartOfLine {
                label = name(of: current)
                advance()
            }
            return Stmt(keyword == .break ? .breakStmt(label: label) : .continueStmt(label: label), range: range(from: start))
        case .fallthrough:
            advance()
            return Stmt(.fallthroughStmt, range: range(from: start))
        case .defer:
            advance()
            return Stmt(.deferStmt(parseBlock()), range: range(from: start))
        default:
            return nil
        }
    }

    private func canStartReturnValue() -> Bool {
        let token = current
        if token.kind == .endOfFile || token.kind == .semicolon || Parser.isCloser(token.kind) { return false }
        switch token.kind {
        case .poundIf, .poundElse, .poundElseif, .poundEndif: return false
        case .keyword:
            switch token.keyword {
            case .case, .default, .let, .var, .func, .struct, .class, .enum, .return, .guard, .for, .while, .defer:
                return false
            default:
                return true
            }
        default:
            return !token.isAtStartOfLine || isStartOfExpressionOnNewLine(token)
        }
    }

    /// A line starting with one of these continues a `return` on the previous line.
    private func isStartOfExpressionOnNewLine(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringOpen, .leftParen,
             .leftBracket, .prefixPeriod, .prefixOperator, .backslash, .poundIdentifier, .regexLiteral:
            return !isStartOfDeclaration()
        default:
            return false
        }
    }

    /// `if conditions { … } else if … { … } else { … }`.
    mutating func parseIfStatement() -> IfStatement {
        let start = current.start
        advance()
        let conditions = parseConditions()
        let body = parseBlock()
        var elseBranch: ElseBranch?
        if eat(.else) {
            if at(.if) {
                guard enterNesting() else {
                    _ = skipTooDeep()
                    return IfStatement(conditions: conditions, body: body, elseBranch: nil, range: range(from: start))
                }
                elseBranch = .elseIf(parseIfStatement())
                leaveNesting()
            } else {
                elseBranch = .block(parseBlock())
            }
        }
        return IfStatement(conditions: conditions, body: body, elseBranch: elseBranch, range: range(from: start))
    }

    /// A `{ statements }` block. When the `{` is missing, records an error and returns an
    /// empty block without consuming anything.
    mutating func parseBlock() -> Block {
        let start = current.start
        guard eat(.leftBrace) else {
            recordError("expected '{'", current.range)
            return Block(statements: [], range: SourceRange(start, start))
        }
        let statements = parseStatements(endingAt: [.rightBrace], skipsStrayClosers: true)
        expectClosing(.rightBrace, opening: start)
        return Block(statements: statements, range: range(from: start))
    }

    /// Consumes the expected closer, or records an error (skipping stray tokens up to it when it
    /// is there further on the same nesting level).
    mutating func expectClosing(_ kind: TokenKind, opening: Int) {
        if eat(kind) { return }
        let start = current.start
        // Skip what is left inside the group until its closer (for example a stray `#endif`).
        while !at(.endOfFile) && !at(kind) && !(Parser.isCloser(current.kind)) {
            skipBalancedGroup()
        }
        if at(kind) && index > 0 && previous.start >= start {
            recordError("unexpected tokens before '\(closerSpelling(kind))'", range(from: start))
            advance()
        } else {
            recordError("expected '\(closerSpelling(kind))' to match the opening at offset \(opening)", current.range)
        }
    }

    private func closerSpelling(_ kind: TokenKind) -> String {
        switch kind {
        case .rightBrace: return "}"
        case .rightParen: return ")"
        case .rightBracket: return "]"
        default: return "closer"
        }
    }

    /// `for try await case pattern: T in sequence where condition { … }`.
    private mutating func parseForIn() -> ForInStatement {
        advance()
        let isTry = eat(.try)
        let isAwait = eat(.await)
        let pattern: Pattern
        if eat(.case) {
            pattern = parseMatchingPattern()
        } else {
            pattern = parseBindingPattern()
        }
        var type: TypeRef?
        if eat(.colon) { type = parseType() }
        if !eat(.in) { recordError("expected 'in' in for loop", current.range) }
        let sequence = parseConditionExpression()
        var whereClause: Expr?
        if eat(.where) { whereClause = parseConditionExpression() }
        let body = parseBlock()
        return ForInStatement(isAwait: isAwait, isTry: isTry, pattern: pattern, type: type, sequence: sequence,
                              whereClause: whereClause, body: body)
    }

    /// `switch subject { case … }`.
    mutating func parseSwitch() -> SwitchStatement {
        let start = current.start
        advance()
        let subject = parseConditionExpression()
        let braceStart = current.start
        guard eat(.leftBrace) else {
            recordError("expected '{' after switch subject", current.range)
            return SwitchStatement(subject: subject, cases: [], range: range(from: start))
        }
        let cases = parseSwitchCases()
        expectClosing(.rightBrace, opening: braceStart)
        return SwitchStatement(subject: subject, cases: cases, range: range(from: start))
    }

    private mutating func parseSwitchCases() -> [SwitchCaseEntry] {
        var entries: [SwitchCaseEntry] = []
        while !at(.endOfFile) && !Parser.isCloser(current.kind)
                && !at(.poundElseif) && !at(.poundElse) && !at(.poundEndif) {
            if at(.poundIf) {
                entries.append(.ifConfig(parseIfConfig { $0.parseSwitchCases() }))
            } else if at(.case) || at(.default) || (at(.attribute) && tokenEquals(current, "@unknown")) {
                entries.append(.switchCase(parseSwitchCase()))
            } else {
                let skipped = skipToStatementBoundary()
                recordError("expected 'case' or 'default' in switch", skipped)
                if skipped.isEmpty { advance() }
            }
        }
        return entries
    }

    private mutating func parseSwitchCase() -> SwitchCase {
        let start = current.start
        let isUnknown = at(.attribute)
        if isUnknown { advance() }
        var items: [CaseLabelItem]?
        if eat(.default) {
            items = nil
        } else {
            advance()
            items = parseCaseLabelItems(bodyFollows: false)
        }
        if !eat(.colon) {
            let skipped = skipToListEnd(stoppingAt: .colon)
            recordError("expected ':' after case label", skipped)
            eat(.colon)
        }
        let body = parseStatements(endingAt: [], inSwitchCase: true)
        return SwitchCase(items: items, isUnknown: isUnknown, body: body, range: range(from: start))
    }

    /// `pattern where condition, …` of a `case` label or `catch`.
    /// `bodyFollows` is true for `catch`, where a `{` after the clause opens the body.
    mutating func parseCaseLabelItems(bodyFollows: Bool) -> [CaseLabelItem] {
        var items: [CaseLabelItem] = []
        repeat {
            let pattern = parseMatchingPattern()
            var whereClause: Expr?
            if eat(.where) { whereClause = bodyFollows ? parseConditionExpression() : parseExpression() }
            items.append(CaseLabelItem(pattern: pattern, whereClause: whereClause))
        } while eat(.comma)
        return items
    }

    /// Skips tokens on the same nesting level until `kind`, a closer or a line break.
    private mutating func skipToListEnd(stoppingAt kind: TokenKind) -> SourceRange {
        let start = current.start
        while !at(.endOfFile) && !at(kind) && !Parser.isCloser(current.kind) {
            if index > 0 && current.isAtStartOfLine && current.start > start { break }
            skipBalancedGroup()
        }
        return range(from: start)
    }

    /// `do throws(E) { … } catch pattern { … } catch { … }`.
    private mutating func parseDo() -> DoStatement {
        advance()
        var thrownType: TypeRef?
        if eat(.throws) && eat(.leftParen) {
            thrownType = parseType()
            expectClosing(.rightParen, opening: previous.start)
        }
        let body = parseBlock()
        var catches: [CatchClause] = []
        while at(.catch) {
            let start = current.start
            advance()
            let patterns = at(.leftBrace) ? [] : parseCaseLabelItems(bodyFollows: true)
            let catchBody = parseBlock()
            catches.append(CatchClause(patterns: patterns, body: catchBody, range: range(from: start)))
        }
        return DoStatement(thrownType: thrownType, body: body, catches: catches)
    }
}
