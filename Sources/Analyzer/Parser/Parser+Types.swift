extension Parser {
    /// A type: attributes and specifiers, `some`/`any`/`each`/`repeat`/`~`, named, tuple,
    /// function, array and dictionary types, `?`/`!`/`.Type` suffixes and `&` compositions.
    mutating func parseType() -> TypeRef {
        let start = current.start
        guard enterNesting() else { return TypeRef(.unknown, range: skipTooDeep()) }
        defer { leaveNesting() }

        var attributes: [Attribute] = []
        var specifiers: [String] = []
        while true {
            if at(.attribute) {
                attributes.append(parseAttribute())
            } else if isTypeSpecifier(current) {
                specifiers.append(text(of: current))
                advance()
                if at(.leftParen) && !current.hasLeadingTrivia && peek().kind == .identifier && peek(2).kind == .rightParen {
                    // `nonisolated(nonsending)`
                    specifiers[specifiers.count - 1] += "(" + text(of: peek()) + ")"
                    advance(); advance(); advance()
                }
            } else {
                break
            }
        }
        var type = parseCompositionType()
        if !attributes.isEmpty || !specifiers.isEmpty {
            type = TypeRef(.attributed(attributes: attributes, specifiers: specifiers, type), range: range(from: start))
        }
        return type
    }

    private func isTypeSpecifier(_ token: Token) -> Bool {
        switch token.keyword {
        case .inout, .borrowing, .consuming, .__owned, .__shared, .sending, .isolated, ._const:
            let next = peek()
            return !next.isAtStartOfLine && next.kind != .colon && next.kind != .comma && next.kind != .rightParen
        case .nonisolated:
            return true
        default:
            return false
        }
    }

    /// `A & B & C`, and a function type when a parenthesised type is followed by effects or `->`.
    private mutating func parseCompositionType() -> TypeRef {
        let start = current.start
        var first = parseFunctionOrSimpleType()
        guard at(.binaryOperator) && tokenEquals(current, "&") else { return first }
        var parts = [first]
        while at(.binaryOperator) && tokenEquals(current, "&") {
            advance()
            parts.append(parseFunctionOrSimpleType())
        }
        first = TypeRef(.composition(parts), range: range(from: start))
        return first
    }

    private mutating func parseFunctionOrSimpleType() -> TypeRef {
        let start = current.start
        let base = parsePrefixedType()
        guard at(.arrow) || at(.async) || at(.throws) || at(.rethrows) else { return base }
        // `(A, B) -> C`; the unparenthesised Swift 2 form `A -> B` is accepted too.
        let elements: [TupleTypeElement]
        if case .tuple(let tupleElements) = base.kind {
            elements = tupleElements
        } else {
            elements = [TupleTypeElement(label: nil, secondName: nil, type: base)]
        }
        let effects = parseEffects()
        guard eat(.arrow) else {
            recordError("expected '->' in function type", current.range)
            return TypeRef(.unknown, range: range(from: start))
        }
        let result = parseType()
        return TypeRef(.function(FunctionType(parameters: elements, effects: effects, result: result)), range: range(from: start))
    }

    /// `some T`, `any T`, `each T`, `repeat T`, `~T`, or a simple type.
    private mutating func parsePrefixedType() -> TypeRef {
        let start = current.start
        let token = current
        let wraps: ((TypeRef) -> TypeRef.Kind)?
        switch token.keyword {
        case .some: wraps = { .some($0) }
        case .any: wraps = { .any($0) }
        case .each: wraps = { .packElement($0) }
        case .repeat: wraps = { .packExpansion($0) }
        default:
            wraps = token.kind == .prefixOperator && tokenEquals(token, "~") ? { .suppressed($0) } : nil
        }
        guard let wraps, !peek().isAtStartOfLine || token.kind == .prefixOperator else { return parseSimpleType() }
        let next = peek()
        if token.kind != .prefixOperator && !(next.kind == .identifier || next.kind == .leftParen || next.kind == .leftBracket
                                                || next.keyword == .Self || next.kind == .keyword || next.kind == .attribute) {
            return parseSimpleType()
        }
        advance()
        let inner: TypeRef
        switch token.keyword {
        case .some, .any: inner = parseCompositionOfPostfixTypes()
        case .repeat: inner = parseType()
        default: inner = parsePrefixedType()
        }
        return TypeRef(wraps(inner), range: range(from: start))
    }

    /// The operand of `some`/`any`: `View`, `P & Q`.
    private mutating func parseCompositionOfPostfixTypes() -> TypeRef {
        let start = current.start
        let first = parseSimpleType()
        guard at(.binaryOperator) && tokenEquals(current, "&") else { return first }
        var parts = [first]
        while at(.binaryOperator) && tokenEquals(current, "&") {
            advance()
            parts.append(parsePrefixedType())
        }
        return TypeRef(.composition(parts), range: range(from: start))
    }

    /// A named, tuple, array or dictionary type followed by `?`, `!`, `...`, `.Type`, `.Protocol`.
    private mutating func parseSimpleType() -> TypeRef {
        let start = current.start
        var type = parseTypePrimary()
        var suffixes = 0
        while true {
            let token = current
            suffixes += 1
            if suffixes > Parser.maximumSuffixesPerChain {
                recordError("type suffix chain too long", current.range)
                return TypeRef(.unknown, range: range(from: start))
            }
            if token.kind == .postfixQuestion || (!token.hasLeadingTrivia && eatLeadingCharacter(UInt8(ascii: "?"))) {
                if token.kind == .postfixQuestion { advance() }
                type = TypeRef(.optional(type), range: range(from: start))
            } else if token.kind == .postfixExclamation || (!token.hasLeadingTrivia && eatLeadingCharacter(UInt8(ascii: "!"))) {
                if token.kind == .postfixExclamation { advance() }
                type = TypeRef(.implicitlyUnwrapped(type), range: range(from: start))
            } else if token.kind == .postfixOperator && tokenEquals(token, "...") {
                advance()
                type = TypeRef(.variadic(type), range: range(from: start))
            } else if token.kind == .period && (peek().keyword == .Type || peek().keyword == .Protocol) {
                advance()
                let isProtocol = current.keyword == .Protocol
                advance()
                type = TypeRef(.metatype(type, isProtocol: isProtocol), range: range(from: start))
            } else if token.kind == .period && isNameLike(peek()) && !token.hasLeadingTrivia {
                // `[Element].Index`, `(each T).Element`.
                advance()
                let member = parseNamedType()
                guard case .named(let components) = member.kind else { return type }
                for component in components {
                    type = TypeRef(.member(type, component), range: range(from: start))
                }
            } else {
                return type
            }
        }
    }

    private mutating func parseTypePrimary() -> TypeRef {
        let start = current.start
        let token = current
        switch token.kind {
        case .identifier:
            if token.keyword == .wildcard {
                advance()
                return TypeRef(.placeholder, range: token.range)
            }
            return parseNamedType()
        case .keyword where token.keyword == .Self || token.flags.contains(.backticked):
            return parseNamedType()
        case .keyword where token.keyword == .class:
            // `protocol P: class` (old spelling of AnyObject).
            advance()
            return TypeRef(.named([TypeComponent(name: Name("AnyObject", range: token.range), genericArguments: [])]), range: token.range)
        case .leftParen:
            return parseTupleType()
        case .leftBracket:
            advance()
            let element = parseType()
            if eat(.colon) {
                let value = parseType()
                expectClosing(.rightBracket, opening: start)
                return TypeRef(.dictionary(key: element, value: value), range: range(from: start))
            }
            if at(.identifier) && tokenEquals(current, "of") {
                // `[3 of Int]` (InlineArray sugar).
                advance()
                let elementType = parseType()
                expectClosing(.rightBracket, opening: start)
                let component = TypeComponent(name: Name("InlineArray", range: token.range), genericArguments: [element, elementType])
                return TypeRef(.named([component]), range: range(from: start))
            }
            expectClosing(.rightBracket, opening: start)
            return TypeRef(.array(element), range: range(from: start))
        case .integerLiteral:
            advance()
            return TypeRef(.integer(text(of: token)), range: token.range)
        case .prefixOperator where tokenEquals(token, "-") && peek().kind == .integerLiteral:
            advance()
            let literal = current
            advance()
            return TypeRef(.integer("-" + text(of: literal)), range: range(from: start))
        default:
            recordError("expected a type", token.range)
            return TypeRef(.unknown, range: SourceRange(start, start))
        }
    }

    /// `A.B<C>.D`.
    private mutating func parseNamedType() -> TypeRef {
        let start = current.start
        var components: [TypeComponent] = []
        while true {
            let nameToken = current
            advance()
            var arguments: [TypeRef] = []
            if current.isOperator, firstByte(current) == UInt8(ascii: "<"), !current.hasLeadingTrivia {
                arguments = parseGenericArgumentClause()
            }
            components.append(TypeComponent(name: name(of: nameToken), genericArguments: arguments))
            guard at(.period) || at(.prefixPeriod) else { break }
            let next = peek()
            guard isNameLike(next), next.keyword != .Type, next.keyword != .Protocol else { break }
            advance()
        }
        return TypeRef(.named(components), range: range(from: start))
    }

    /// `(Int, label: String)`, `(_ x: Int)` (in function types), `()`.
    private mutating func parseTupleType() -> TypeRef {
        let start = current.start
        advance()
        var elements: [TupleTypeElement] = []
        while !at(.rightParen) && !at(.endOfFile) {
            var label: Name?
            var secondName: Name?
            if isNameLike(current) && peek().kind == .colon && !isTypeSpecifier(current) {
                label = name(of: current)
                advance()
                advance()
            } else if isNameLike(current) && isNameLike(peek()) && peek(2).kind == .colon {
                label = name(of: current)
                secondName = name(of: peek())
                advance(); advance(); advance()
            }
            let type = parseType()
            elements.append(TupleTypeElement(label: label, secondName: secondName, type: type))
            if eat(.comma) { continue }
            if at(.rightParen) { break }
            let skipped = skipToListSeparator()
            recordError("unexpected tokens in tuple type", skipped)
            if !eat(.comma) { break }
        }
        expectClosing(.rightParen, opening: start)
        return TypeRef(.tuple(elements), range: range(from: start))
    }

    /// `<T, [U], V?>`: the current token begins with `<`.
    mutating func parseGenericArgumentClause() -> [TypeRef] {
        let open = current
        if open.end - open.start == 1 {
            advance()
        } else {
            // `<` fused with what follows is not a generic argument list.
            recordError("expected '<'", open.range)
            return []
        }
        var arguments: [TypeRef] = []
        while !atClosingAngle && !at(.endOfFile) {
            arguments.append(parseType())
            if !eat(.comma) { break }
        }
        if !eatClosingAngle() { recordError("expected '>' to close generic arguments", current.range) }
        return arguments
    }

    /// `<T: View, each U, let N: Int>` on a declaration.
    mutating func parseGenericParameterClause() -> [GenericParameter] {
        guard current.isOperator && tokenEquals(current, "<") else { return [] }
        advance()
        return parseGenericParameterList()
    }

    /// The parameters after `<`, through the closing `>`.
    mutating func parseGenericParameterList() -> [GenericParameter] {
        var parameters: [GenericParameter] = []
        while !atClosingAngle && !at(.endOfFile) {
            let isPack = eat(.each)
            eat(.let)
            guard isNameLike(current) else {
                recordError("expected a generic parameter name", current.range)
                break
            }
            let name = name(of: current)
            advance()
            var constraint: TypeRef?
            if eat(.colon) { constraint = parseType() }
            parameters.append(GenericParameter(name: name, isPack: isPack, constraint: constraint))
            if !eat(.comma) { break }
        }
        if at(.where) {
            _ = parseWhereClause()
        }
        if !eatClosingAngle() { recordError("expected '>' to close generic parameters", current.range) }
        return parameters
    }

    /// `where T: P, T.Element == U` (the `where` is current).
    mutating func parseWhereClause() -> [Requirement] {
        guard eat(.where) else { return [] }
        var requirements: [Requirement] = []
        repeat {
            let start = current.start
            let lhs = parseType()
            if eat(.colon) {
                let rhs = parseType()
                requirements.append(Requirement(kind: .conformance(lhs, rhs), range: range(from: start)))
            } else if at(.binaryOperator) && tokenEquals(current, "==") {
                advance()
                let rhs = parseType()
                requirements.append(Requirement(kind: .sameType(lhs, rhs), range: range(from: start)))
            } else {
                recordError("expected ':' or '==' in where clause", current.range)
                break
            }
        } while eat(.comma)
        return requirements
    }
}
