extension Parser {
    /// The most operands one binary-operator chain may have; longer chains (generated code)
    /// end in an `unknown` node rather than a tree too deep to walk.
    static let maximumOperandsPerChain = 1_000

    /// The most suffixes (`.member`, `(…)`, `!`, `?`) one postfix chain or type may have: far
    /// beyond real modifier chains, and small enough that every walker of the tree (analysis,
    /// printing, releasing it) stays well within its stack.
    static let maximumSuffixesPerChain = 1_000

    /// A full expression: prefix/postfix operators, binary operators by precedence, ternaries,
    /// casts and assignments.
    mutating func parseExpression() -> Expr {
        guard enterNesting() else { return Expr(.unknown, range: skipTooDeep()) }
        defer { leaveNesting() }
        return parseBinary(above: nil)
    }

    /// What kind of infix construct the current token continues an expression with.
    private enum InfixOperator {
        case binary(String, PrecedenceGroup)
        case assignment
        case ternary
        case cast
        case typeCheck

        var group: PrecedenceGroup {
            switch self {
            case .binary(_, let group): return group
            case .assignment: return .assignment
            case .ternary: return .ternary
            case .cast, .typeCheck: return .casting
            }
        }
    }

    private func currentInfixOperator() -> InfixOperator? {
        let token = current
        if stopsAtLineBreak && token.isAtStartOfLine { return nil }
        switch token.kind {
        case .binaryOperator:
            let spelling = text(of: token)
            return .binary(spelling, PrecedenceGroup.of(spelling))
        case .equal:
            return inPattern ? nil : .assignment
        case .infixQuestion:
            return .ternary
        case .keyword:
            if token.keyword == .as { return .cast }
            if token.keyword == .is && !inPattern { return .typeCheck }
            return nil
        default:
            return nil
        }
    }

    /// Precedence climbing: parses operands joined by operators binding tighter than `floor`.
    private mutating func parseBinary(above floor: PrecedenceGroup?) -> Expr {
        var lhs = parseUnary()
        var operands = 1
        while let infix = currentInfixOperator() {
            let group = infix.group
            if let floor, group <= floor { break }
            operands += 1
            if operands > Parser.maximumOperandsPerChain {
                let skipped = skipToStatementBoundary()
                recordError("operator chain too long", skipped)
                return Expr(.unknown, range: lhs.range.union(skipped))
            }
            // `try`, `await` and `unsafe` on the left operand cover the whole operation, as in
            // the compiler's folding (`try a + b` is `try (a + b)`): build on their operand.
            var effects: [Expr] = []
            while let operand = Parser.effectOperand(lhs) {
                effects.append(lhs)
                lhs = operand
            }
            let start = lhs.range.start
            switch infix {
            case .ternary:
                advance()
                let thenBranch = parseExpression()
                if !eat(.colon) { recordError("expected ':' in ternary expression", current.range) }
                let elseBranch = parseNestedBinary(above: PrecedenceGroup(rawValue: group.rawValue - 1))
                lhs = Expr(.ternary(condition: lhs, then: thenBranch, else: elseBranch), range: range(from: start))
            case .cast:
                advance()
                var kind = CastKind.plain
                if at(.postfixQuestion) {
                    kind = .optional
                    advance()
                } else if at(.postfixExclamation) {
                    kind = .forced
                    advance()
                }
                let type = parseType()
                lhs = Expr(.cast(lhs, kind, type), range: range(from: start))
            case .typeCheck:
                advance()
                let type = parseType()
                lhs = Expr(.typeCheck(lhs, type), range: range(from: start))
            case .assignment:
                advance()
                let rhs = parseNestedBinary(above: PrecedenceGroup(rawValue: group.rawValue - 1))
                lhs = Expr(.assignment(lhs: lhs, rhs: rhs), range: range(from: start))
            case .binary(let spelling, _):
                advance()
                let rhs = group.isRightAssociative
                    ? parseNestedBinary(above: PrecedenceGroup(rawValue: group.rawValue - 1))
                    : parseBinary(above: group)
                lhs = Expr(.binaryOperator(lhs: lhs, operator: spelling, rhs: rhs), range: range(from: start))
            }
            for effect in effects.reversed() {
                lhs = Parser.replacingEffectOperand(of: effect, with: lhs)
            }
        }
        return lhs
    }

    /// The operand of a `try`, `await` or `unsafe` expression; `nil` for other expressions.
    private static func effectOperand(_ expr: Expr) -> Expr? {
        switch expr.kind {
        case .tryExpr(_, let operand), .awaitExpr(let operand): return operand
        case .effectPrefix("unsafe", let operand): return operand
        default: return nil
        }
    }

    /// The `try`, `await` or `unsafe` expression `effect` applied to `operand` instead.
    private static func replacingEffectOperand(of effect: Expr, with operand: Expr) -> Expr {
        let range = SourceRange(effect.range.start, operand.range.end)
        switch effect.kind {
        case .tryExpr(let kind, _): return Expr(.tryExpr(kind, operand), range: range)
        case .awaitExpr: return Expr(.awaitExpr(operand), range: range)
        case .effectPrefix(let word, _): return Expr(.effectPrefix(word, operand), range: range)
        default: return operand
        }
    }

    /// The right operand of a right-associative operator, counted as nesting.
    private mutating func parseNestedBinary(above floor: PrecedenceGroup?) -> Expr {
        guard enterNesting() else { return Expr(.unknown, range: skipTooDeep()) }
        defer { leaveNesting() }
        return parseBinary(above: floor)
    }

    /// Prefix operators and `try`/`await`/`&`, then a postfix expression.
    mutating func parseUnary() -> Expr {
        let start = current.start
        let token = current
        switch token.kind {
        case .keyword where token.keyword == .try:
            advance()
            var kind = TryKind.plain
            if at(.postfixQuestion) {
                kind = .optional
                advance()
            } else if at(.postfixExclamation) {
                kind = .forced
                advance()
            }
            let operand = parseNestedUnary()
            return Expr(.tryExpr(kind, operand), range: range(from: start))
        case .identifier where token.keyword == .await && startsOperand(peek()):
            advance()
            let operand = parseNestedUnary()
            return Expr(.awaitExpr(operand), range: range(from: start))
        case .identifier where isEffectPrefix(token) && (startsOperand(peek()) || (token.keyword == .yield && peek().kind == .prefixAmpersand))
                && (peek().kind != .leftParen || token.keyword == .yield):
            advance()
            let operand = parseNestedUnary()
            return Expr(.effectPrefix(text(of: token), operand), range: range(from: start))
        case .keyword where token.keyword == .repeat && startsOperand(peek()):
            advance()
            let operand = parseNestedUnary()
            return Expr(.effectPrefix("repeat", operand), range: range(from: start))
        case .prefixAmpersand:
            advance()
            let operand = parseNestedUnary()
            return Expr(.inOut(operand), range: range(from: start))
        case .prefixOperator:
            advance()
            let operand = parseNestedUnary()
            return Expr(.prefixOperator(text(of: token), operand), range: range(from: start))
        default:
            return parsePostfix()
        }
    }

    private mutating func parseNestedUnary() -> Expr {
        guard enterNesting() else { return Expr(.unknown, range: skipTooDeep()) }
        defer { leaveNesting() }
        return parseUnary()
    }

    private func isEffectPrefix(_ token: Token) -> Bool {
        switch token.keyword {
        case .consume, .copy, .each, .unsafe, .discard, .yield: return true
        default: return false
        }
    }

    /// Whether `token` (following a contextual word like `await`) starts an operand on the
    /// same line, so the word is a keyword rather than a name.
    func startsOperand(_ token: Token) -> Bool {
        if token.isAtStartOfLine { return false }
        switch token.kind {
        case .identifier, .keyword, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringOpen,
             .regexLiteral, .leftParen, .leftBracket, .leftBrace, .prefixPeriod, .backslash, .prefixOperator,
             .prefixAmpersand, .poundIdentifier:
            return token.kind != .keyword || token.keyword == .self || token.keyword == .Self || token.keyword == .super
                || token.keyword == .try || token.keyword == .true || token.keyword == .false || token.keyword == .nil
                || token.keyword == .if || token.keyword == .switch
        default:
            return false
        }
    }
}
