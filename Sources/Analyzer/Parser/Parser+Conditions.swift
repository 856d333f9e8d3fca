extension Parser {
    /// Comma-separated conditions of `if`, `guard` and `while`.
    mutating func parseConditions() -> [Condition] {
        var conditions: [Condition] = []
        repeat {
            conditions.append(parseCondition())
        } while eat(.comma)
        return conditions
    }

    private mutating func parseCondition() -> Condition {
        let start = current.start
        if at(.let) || at(.var) {
            let isLet = at(.let)
            advance()
            let pattern = parseBindingPattern()
            var type: TypeRef?
            if eat(.colon) { type = parseType() }
            var value: Expr?
            if eat(.equal) { value = parseConditionExpression() }
            return Condition(kind: .optionalBinding(isLet: isLet, pattern: pattern, type: type, value: value),
                             range: range(from: start))
        }
        if eat(.case) {
            let pattern = parseMatchingPattern()
            var type: TypeRef?
            if eat(.colon) { type = parseType() }
            if !eat(.equal) { recordError("expected '=' in 'case' condition", current.range) }
            let value = parseConditionExpression()
            return Condition(kind: .matching(pattern: pattern, type: type, value: value), range: range(from: start))
        }
        if at(.poundIdentifier) && (tokenEquals(current, "#available") || tokenEquals(current, "#unavailable")) {
            let isUnavailable = tokenEquals(current, "#unavailable")
            let expansion = parseAvailabilityCheck()
            return Condition(kind: .availability(expansion, isUnavailable: isUnavailable), range: range(from: start))
        }
        return Condition(kind: .expression(parseConditionExpression()), range: range(from: start))
    }

    /// `#available(iOS 17, macOS 14, *)`: its arguments are platform versions, not expressions,
    /// so they are kept as the range inside the parentheses.
    mutating func parseAvailabilityCheck() -> MacroExpansion {
        let nameToken = current
        advance()
        let name = Name(String(text(of: nameToken).dropFirst()), range: nameToken.range)
        var hasParentheses = false
        if at(.leftParen) {
            hasParentheses = true
            skipBalancedGroup()
        }
        return MacroExpansion(name: name, genericArguments: [], arguments: [], hasParentheses: hasParentheses,
                              trailingClosures: [])
    }

    /// An expression in a condition position, where `{` starts the body rather than a closure.
    mutating func parseConditionExpression() -> Expr {
        let saved = inCondition
        inCondition = true
        defer { inCondition = saved }
        return parseExpression()
    }
}
