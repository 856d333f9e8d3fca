extension Parser {
    /// Literals, names, implicit members, tuples, collection literals, closures, key paths,
    /// macro expansions and `if`/`switch` expressions.
    mutating func parsePrimary() -> Expr {
        let start = current.start
        let token = current
        switch token.kind {
        case .identifier:
            if (token.keyword == .some || token.keyword == .any) && startsTypeOnSameLine(peek()) {
                let type = parseType()
                return Expr(.type(type), range: type.range)
            }
            advance()
            return Expr(.identifier(name(of: token).text), range: token.range)
        case .dollarIdentifier:
            advance()
            return Expr(.identifier(text(of: token)), range: token.range)
        case .integerLiteral:
            advance()
            return Expr(.integerLiteral(text(of: token)), range: token.range)
        case .floatLiteral:
            advance()
            return Expr(.floatLiteral(text(of: token)), range: token.range)
        case .stringOpen:
            return parseStringLiteral()
        case .regexLiteral:
            advance()
            return Expr(.regexLiteral(text(of: token)), range: token.range)
        case .period, .prefixPeriod:
            guard let member = parseMemberName() else { return Expr(.unknown, range: range(from: start)) }
            return Expr(.implicitMember(name: member.name, genericArguments: member.genericArguments), range: range(from: start))
        case .leftParen where parenthesesHoldFunctionType():
            let type = parseType()
            return Expr(.type(type), range: type.range)
        case .leftParen:
            let elements = parseArgumentList(closer: .rightParen)
            return Expr(.tuple(elements), range: range(from: start))
        case .leftBracket:
            return parseCollectionLiteral()
        case .leftBrace:
            return parseClosure()
        case .backslash:
            return parseKeyPath()
        case .poundIdentifier:
            return Expr(.macroExpansion(parseMacroExpansion()), range: range(from: start))
        case .keyword:
            if let expr = parseKeywordPrimary(token) { return expr }
        case .attribute where peek().kind == .leftBrace || peek().kind == .attribute:
            // `@Sendable { … }`, `@MainActor @Sendable { … }`: an attributed closure.
            var attributes: [Attribute] = []
            while at(.attribute) { attributes.append(parseAttribute()) }
            var closure = parseClosure()
            if case .closure(var body) = closure.kind {
                body.attributes = attributes + body.attributes
                closure = Expr(.closure(body), range: range(from: start))
            }
            return closure
        default:
            break
        }
        recordError("expected an expression", token.range)
        if !Parser.isCloser(token.kind) && token.kind != .endOfFile && !isStructuralToken(token) {
            advance()
        }
        return Expr(.unknown, range: range(from: start))
    }

    /// Whether the `(` at the cursor starts a function type used as an expression:
    /// `(() -> Void).self`, `(@convention(c) (Int) -> Void).self`.
    private func parenthesesHoldFunctionType() -> Bool {
        if peek().kind == .attribute { return true }
        let after = peek(offsetAfterGroup(at: 0))
        return after.kind == .arrow || after.keyword == .async || after.keyword == .throws
    }

    /// Tokens that begin a statement or declaration and must be left for the statement parser.
    private func isStructuralToken(_ token: Token) -> Bool {
        switch token.kind {
        case .poundIf, .poundElseif, .poundElse, .poundEndif, .semicolon, .comma, .colon, .leftBrace:
            return true
        case .keyword:
            switch token.keyword {
            case .let, .var, .func, .struct, .class, .enum, .protocol, .extension, .import, .return, .case,
                 .default, .guard, .for, .while, .defer, .do, .catch, .else, .typealias, .public, .private,
                 .fileprivate, .internal, .static, .`init`, .deinit, .subscript:
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    private mutating func parseKeywordPrimary(_ token: Token) -> Expr? {
        let start = token.start
        switch token.keyword {
        case .self, .Self, .super, .`init`:
            advance()
            return Expr(.identifier(text(of: token)), range: token.range)
        case .true, .false:
            advance()
            return Expr(.booleanLiteral(token.keyword == .true), range: token.range)
        case .nil:
            advance()
            return Expr(.nilLiteral, range: token.range)
        case .if:
            return Expr(.ifExpr(parseIfStatement()), range: range(from: start))
        case .switch:
            return Expr(.switchExpr(parseSwitch()), range: range(from: start))
        case .let, .var:
            guard inPattern else { return nil }
            advance()
            let inner = parsePostfix()
            let pattern = Pattern(.valueBinding(isLet: token.keyword == .let, Parser.pattern(from: inner, binding: true)),
                                  range: range(from: start))
            return Expr(.pattern(pattern), range: pattern.range)
        case .is:
            guard inPattern else { return nil }
            advance()
            let type = parseType()
            return Expr(.pattern(Pattern(.isType(type), range: range(from: start))), range: range(from: start))
        default:
            if token.flags.contains(.backticked) {
                advance()
                return Expr(.identifier(name(of: token).text), range: token.range)
            }
            return nil
        }
    }

    private func startsTypeOnSameLine(_ token: Token) -> Bool {
        !token.isAtStartOfLine && (token.kind == .identifier || (token.kind == .keyword && token.keyword == .Self))
    }

    /// `[a, b]`, `[k: v]`, `[:]`, with trailing commas.
    private mutating func parseCollectionLiteral() -> Expr {
        let start = current.start
        advance()
        let savedCondition = inCondition, savedLineBreak = stopsAtLineBreak
        inCondition = false
        stopsAtLineBreak = false
        defer {
            inCondition = savedCondition
            stopsAtLineBreak = savedLineBreak
        }
        if at(.colon) && peek().kind == .rightBracket {
            advance()
            advance()
            return Expr(.dictionaryLiteral([]), range: range(from: start))
        }
        var elements: [Expr] = []
        var pairs: [DictionaryElement] = []
        var isDictionary = false
        while !at(.rightBracket) && !at(.endOfFile) {
            let key = parseExpression()
            if elements.isEmpty && pairs.isEmpty && at(.colon) { isDictionary = true }
            if isDictionary {
                if !eat(.colon) { recordError("expected ':' in dictionary literal", current.range) }
                pairs.append(DictionaryElement(key: key, value: parseExpression()))
            } else {
                elements.append(key)
            }
            if eat(.comma) { continue }
            if at(.rightBracket) { break }
            let skipped = skipToListSeparator()
            recordError("unexpected tokens in collection literal", skipped)
            if !eat(.comma) { break }
        }
        expectClosing(.rightBracket, opening: start)
        return Expr(isDictionary ? .dictionaryLiteral(pairs) : .arrayLiteral(elements), range: range(from: start))
    }

    /// `\Root.a?.b[0]!`.
    private mutating func parseKeyPath() -> Expr {
        let start = current.start
        advance()
        var root: TypeRef?
        if (at(.identifier) || at(.Self) || at(.leftBracket)) && !current.hasLeadingTrivia {
            root = parseKeyPathRoot()
        }
        var components: [KeyPathComponent] = []
        while true {
            let token = current
            if token.kind == .period || token.kind == .prefixPeriod {
                if token.hasLeadingTrivia && token.kind == .prefixPeriod && !components.isEmpty { break }
                advance()
                if at(.leftBracket) && !current.hasLeadingTrivia {
                    // `\.[index]`
                    components.append(.subscriptComponent(parseArgumentList(closer: .rightBracket)))
                    continue
                }
                guard isNameLike(current) || current.kind == .integerLiteral || current.kind == .dollarIdentifier else {
                    recordError("expected a key path component", current.range)
                    break
                }
                components.append(.property(name(of: current)))
                advance()
            } else if token.kind == .leftBracket && !token.hasLeadingTrivia {
                components.append(.subscriptComponent(parseArgumentList(closer: .rightBracket)))
            } else if token.kind == .postfixQuestion {
                advance()
                components.append(.optional)
            } else if token.kind == .postfixExclamation {
                advance()
                components.append(.forceUnwrap)
            } else {
                break
            }
        }
        return Expr(.keyPath(KeyPath(root: root, components: components)), range: range(from: start))
    }

    /// The root type of a key path: a name with generic arguments, or `[T]`.
    private mutating func parseKeyPathRoot() -> TypeRef {
        let start = current.start
        if at(.leftBracket) { return parseType() }
        let nameToken = current
        advance()
        var arguments: [TypeRef] = []
        if at(.binaryOperator) && tokenEquals(current, "<") && !current.hasLeadingTrivia {
            arguments = parseGenericArgumentClause()
        }
        var type = TypeRef(.named([TypeComponent(name: name(of: nameToken), genericArguments: arguments)]), range: range(from: start))
        if at(.postfixQuestion) {
            advance()
            type = TypeRef(.optional(type), range: range(from: start))
        }
        return type
    }

    /// `#name<T>(arguments) { trailing }`.
    mutating func parseMacroExpansion() -> MacroExpansion {
        if tokenEquals(current, "#available") || tokenEquals(current, "#unavailable") {
            return parseAvailabilityCheck()
        }
        let nameToken = current
        advance()
        let name = Name(String(text(of: nameToken).dropFirst()), range: nameToken.range)
        var genericArguments: [TypeRef] = []
        if at(.binaryOperator) && tokenEquals(current, "<") && !current.hasLeadingTrivia,
           let arguments = parseGenericArgumentsIfPresent() {
            genericArguments = arguments
        }
        var arguments: [Argument] = []
        var hasParentheses = false
        if at(.leftParen) && !current.isAtStartOfLine {
            hasParentheses = true
            arguments = parseArgumentList(closer: .rightParen)
        }
        let trailing = parseTrailingClosures()
        return MacroExpansion(name: name, genericArguments: genericArguments, arguments: arguments,
                              hasParentheses: hasParentheses, trailingClosures: trailing)
    }

    /// A string literal: segments and parsed interpolations. An unterminated literal becomes
    /// an `unknown` node.
    mutating func parseStringLiteral() -> Expr {
        let start = current.start
        let open = current
        advance()
        var hashes = 0
        while hashes < open.end - open.start && bytes[open.start + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let isMultiline = open.end - open.start - hashes == 3
        var segments: [StringLiteral.Segment] = []
        while true {
            let token = current
            switch token.kind {
            case .stringSegment:
                segments.append(.text(token.range))
                advance()
            case .interpolationOpen:
                let arguments = parseArgumentList(closer: .interpolationClose)
                segments.append(.interpolation(arguments, range: SourceRange(token.start, previousEnd)))
            case .stringClose:
                advance()
                let literal = StringLiteral(segments: segments, isMultiline: isMultiline, rawHashes: hashes)
                return Expr(.stringLiteral(literal), range: range(from: start))
            case .invalid:
                advance()
                recordError("unterminated string literal", range(from: start))
                return Expr(.unknown, range: range(from: start))
            default:
                recordError("unterminated string literal", range(from: start))
                return Expr(.unknown, range: range(from: start))
            }
        }
    }
}
