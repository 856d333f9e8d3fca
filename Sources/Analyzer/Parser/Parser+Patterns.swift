extension Parser {
    /// A pattern that binds names: `x`, `_`, `(a, b)`, with an optional `: Type` left to the
    /// caller. Used by `let`/`var`, `if let`, `for x in` and closure-free contexts.
    mutating func parseBindingPattern() -> Pattern {
        let start = current.start
        guard enterNesting() else { return Pattern(.unknown, range: skipTooDeep()) }
        defer { leaveNesting() }
        let token = current
        if token.kind == .identifier || token.kind == .dollarIdentifier || token.keyword == .self
            || (token.kind == .keyword && token.flags.contains(.backticked)) {
            advance()
            if token.keyword == .wildcard { return Pattern(.wildcard, range: token.range) }
            return Pattern(.identifier(name(of: token).text), range: token.range)
        }
        if token.kind == .leftParen {
            advance()
            var elements: [TuplePatternElement] = []
            while !at(.rightParen) && !at(.endOfFile) {
                var label: Name?
                if isNameLike(current) && peek().kind == .colon {
                    label = name(of: current)
                    advance()
                    advance()
                }
                elements.append(TuplePatternElement(label: label, pattern: parseBindingPattern()))
                if !eat(.comma) { break }
            }
            expectClosing(.rightParen, opening: start)
            return Pattern(.tuple(elements), range: range(from: start))
        }
        if (token.keyword == .let || token.keyword == .var) {
            // `for case let x in` is handled by the caller; `let` inside a tuple pattern is rare but valid.
            advance()
            let inner = parseBindingPattern()
            return Pattern(.valueBinding(isLet: token.keyword == .let, inner), range: range(from: start))
        }
        recordError("expected a pattern", current.range)
        return Pattern(.unknown, range: SourceRange(start, start))
    }

    /// A `case` pattern: parsed as an expression in which `let`/`var`/`is` are allowed, then
    /// resolved into enum-case, tuple, binding, cast and expression patterns.
    mutating func parseMatchingPattern() -> Pattern {
        let saved = (inPattern, inCondition)
        inPattern = true
        inCondition = true
        let expression = parseExpression()
        (inPattern, inCondition) = saved
        return Parser.pattern(from: expression, binding: false)
    }

    /// Resolves an expression parsed in pattern position into a pattern.
    static func pattern(from expression: Expr, binding: Bool) -> Pattern {
        let range = expression.range
        switch expression.kind {
        case .pattern(let pattern):
            return pattern
        case .identifier(let name):
            if name == "_" { return Pattern(.wildcard, range: range) }
            return Pattern(binding ? .identifier(name) : .expression(expression), range: range)
        case .tuple(let arguments) where arguments.count == 1 && arguments[0].label == nil:
            return pattern(from: arguments[0].value, binding: binding)
        case .tuple(let arguments):
            let elements = arguments.map { TuplePatternElement(label: $0.label, pattern: pattern(from: $0.value, binding: binding)) }
            return Pattern(.tuple(elements), range: range)
        case .implicitMember(let name, _):
            return Pattern(.enumCase(type: nil, name: name, arguments: nil), range: range)
        case .memberAccess(let base, let name, _) where looksLikeType(base):
            return Pattern(.enumCase(type: base, name: name, arguments: nil), range: range)
        case .call(let call):
            let arguments = call.arguments.map {
                TuplePatternElement(label: $0.label, pattern: pattern(from: $0.value, binding: binding))
            }
            switch call.callee.kind {
            case .implicitMember(let name, _):
                return Pattern(.enumCase(type: nil, name: name, arguments: arguments), range: range)
            case .memberAccess(let base, let name, _):
                return Pattern(.enumCase(type: base, name: name, arguments: arguments), range: range)
            default:
                return Pattern(.expression(expression), range: range)
            }
        case .optionalChain(let inner):
            return Pattern(.optional(pattern(from: inner, binding: binding)), range: range)
        case .cast(let inner, .plain, let type):
            return Pattern(.cast(pattern(from: inner, binding: binding), type), range: range)
        default:
            return Pattern(.expression(expression), range: range)
        }
    }

    /// `Foo`, `Foo.Bar`, `Foo<T>`: a base that names a type rather than a value.
    private static func looksLikeType(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .identifier(let name):
            return name.first?.isUppercase ?? false
        case .memberAccess(let base, let name, _):
            return (name.text.first?.isUppercase ?? false) && looksLikeType(base)
        case .specialization(let base, _):
            return looksLikeType(base)
        default:
            return false
        }
    }
}
