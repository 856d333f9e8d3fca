extension Parser {
    /// `{ signature in statements }`. The signature is parsed speculatively: when what follows
    /// `{` is not a complete signature ending in `in`, it is body code.
    mutating func parseClosure() -> Expr {
        let start = current.start
        guard enterNesting() else { return Expr(.unknown, range: skipTooDeep()) }
        defer { leaveNesting() }
        advance()
        let saved = (inCondition, stopsAtLineBreak, inPattern)
        inCondition = false
        stopsAtLineBreak = false
        inPattern = false
        defer { (inCondition, stopsAtLineBreak, inPattern) = saved }

        var closure = Closure(attributes: [], captures: [], parameters: nil, effects: .none, returnType: nil, body: [])
        if mayStartClosureSignature() && signatureEndsWithIn() {
            let checkpoint = checkpoint()
            if !parseClosureSignature(into: &closure) || hasErrors(since: checkpoint) {
                restore(checkpoint)
                closure = Closure(attributes: [], captures: [], parameters: nil, effects: .none, returnType: nil, body: [])
            }
        }
        closure.body = parseStatements(endingAt: [.rightBrace])
        expectClosing(.rightBrace, opening: start)
        return Expr(.closure(closure), range: range(from: start))
    }

    /// A cheap pre-check: a signature starts with attributes, a capture list, parameters in
    /// parentheses, or a name followed by `,`, `:`, `in`, `->`, `async` or `throws`.
    private func mayStartClosureSignature() -> Bool {
        let token = current
        switch token.kind {
        case .attribute, .leftBracket, .leftParen:
            return true
        case .identifier, .keyword, .dollarIdentifier:
            let next = peek()
            if next.kind == .comma || next.kind == .colon || next.kind == .arrow { return true }
            return next.keyword == .in || next.keyword == .async || next.keyword == .throws
        default:
            return false
        }
    }

    /// Whether the tokens after `{` have the shape of a signature ending in `in`: attributes,
    /// a bracketed capture list, parameters in parentheses or a list of names, effects, and a
    /// result type. Scans without parsing, so a closure that turns out not to have a signature
    /// is parsed once, not twice (nested capture lists would otherwise cost exponential time).
    private func signatureEndsWithIn() -> Bool {
        var offset = 0
        while peek(offset).kind == .attribute {
            offset += 1
            if peek(offset).kind == .leftParen && !peek(offset).hasLeadingTrivia { offset = offsetAfterGroup(at: offset) }
        }
        if peek(offset).kind == .leftBracket { offset = offsetAfterGroup(at: offset) }
        if peek(offset).kind == .leftParen {
            offset = offsetAfterGroup(at: offset)
        } else {
            while [.identifier, .dollarIdentifier, .keyword].contains(peek(offset).kind) && peek(offset).keyword != .in {
                offset += 1
                guard peek(offset).kind == .comma else { break }
                offset += 1
            }
        }
        while [.async, .throws, .rethrows].contains(peek(offset).keyword) {
            offset += 1
            if peek(offset).kind == .leftParen && !peek(offset).hasLeadingTrivia { offset = offsetAfterGroup(at: offset) }
        }
        if peek(offset).kind == .arrow {
            offset += 1
            while peek(offset).keyword != .in {
                let kind = peek(offset).kind
                if kind == .endOfFile || kind == .leftBrace || kind == .rightBrace || Parser.isCloser(kind) { return false }
                offset = Parser.isOpener(kind) ? offsetAfterGroup(at: offset) : offset + 1
            }
        }
        return peek(offset).keyword == .in && !peek(offset).flags.contains(.backticked)
    }

    /// Parses `attributes [captures] parameters effects -> Result in`; `false` if it is not one.
    private mutating func parseClosureSignature(into closure: inout Closure) -> Bool {
        while at(.attribute) { closure.attributes.append(parseAttribute()) }
        if at(.leftBracket) {
            guard let captures = parseCaptureList() else { return false }
            closure.captures = captures
        }
        if at(.leftParen) {
            guard let parameters = parseClosureParameterClause() else { return false }
            closure.parameters = parameters
        } else if at(.identifier) || at(.dollarIdentifier) || (at(.keyword) && current.flags.contains(.backticked)) {
            var parameters: [ClosureParameter] = []
            repeat {
                guard at(.identifier) || at(.dollarIdentifier) || at(.keyword) else { return false }
                parameters.append(ClosureParameter(name: name(of: current), label: nil, type: nil))
                advance()
            } while eat(.comma)
            closure.parameters = parameters
        }
        closure.effects = parseEffects()
        if eat(.arrow) {
            closure.returnType = parseType()
        }
        guard at(.in), !isEmptySignature(closure) else { return false }
        advance()
        return true
    }

    private func isEmptySignature(_ closure: Closure) -> Bool {
        closure.attributes.isEmpty && closure.captures.isEmpty && closure.parameters == nil && closure.returnType == nil
            && !closure.effects.isAsync && closure.effects.throwing == .none
    }

    /// `[weak self, unowned(unsafe) x, value = expression]`; `nil` when malformed.
    private mutating func parseCaptureList() -> [CaptureItem]? {
        advance()
        var items: [CaptureItem] = []
        while !at(.rightBracket) {
            var specifier: String?
            if current.keyword == .weak || current.keyword == .unowned {
                specifier = text(of: current)
                advance()
                if at(.leftParen) && !current.hasLeadingTrivia {
                    advance()
                    guard at(.identifier) else { return nil }
                    specifier! += "(" + text(of: current) + ")"
                    advance()
                    guard eat(.rightParen) else { return nil }
                }
            }
            guard at(.identifier) || at(.self) || at(.dollarIdentifier) else { return nil }
            let name = name(of: current)
            advance()
            var value: Expr?
            if eat(.equal) { value = parseExpression() }
            items.append(CaptureItem(specifier: specifier, name: name, value: value))
            if !eat(.comma) { break }
        }
        guard eat(.rightBracket) else { return nil }
        return items
    }

    /// `(a, b: Int, _ c: String)`; `nil` when malformed.
    private mutating func parseClosureParameterClause() -> [ClosureParameter]? {
        advance()
        var parameters: [ClosureParameter] = []
        while !at(.rightParen) {
            while at(.attribute) { _ = parseAttribute() }
            guard isNameLike(current) || at(.dollarIdentifier) else { return nil }
            var label: Name?
            var name = name(of: current)
            advance()
            if isNameLike(current) && !at(.in) {
                label = name
                name = self.name(of: current)
                advance()
            }
            var type: TypeRef?
            if eat(.colon) {
                let before = errors.count
                type = parseType()
                if errors.count > before { return nil }
            }
            parameters.append(ClosureParameter(name: name, label: label, type: type))
            if !eat(.comma) { break }
        }
        guard eat(.rightParen) else { return nil }
        return parameters
    }

    /// `async`, `throws`, `throws(E)`, `rethrows` in any order.
    mutating func parseEffects() -> Effects {
        var effects = Effects.none
        while true {
            if at(.async) || (at(.identifier) && tokenEquals(current, "reasync")) {
                advance()
                effects.isAsync = true
            } else if at(.throws) {
                advance()
                effects.throwing = .throws
                if at(.leftParen) && !current.hasLeadingTrivia {
                    let open = current.start
                    advance()
                    effects.thrownType = parseType()
                    expectClosing(.rightParen, opening: open)
                }
            } else if at(.rethrows) {
                advance()
                effects.throwing = .rethrows
            } else {
                return effects
            }
        }
    }
}
