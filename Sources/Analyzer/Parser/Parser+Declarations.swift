extension Parser {
    /// Modifier words that are contextual keywords: modifiers only before a declaration.
    private static let contextualModifiers: Set<Keyword> = [
        .open, .final, .override, .mutating, .nonmutating, .lazy, .weak, .unowned, .dynamic, .convenience,
        .required, .optional, .indirect, .prefix, .postfix, .infix, .nonisolated, .distributed, .package,
        .consuming, .borrowing, .__consuming, .async, .isolated, ._const,
    ]

    private static let declarationKeywords: Set<Keyword> = [
        .let, .var, .func, .struct, .class, .enum, .protocol, .extension, .typealias, .associatedtype,
        .import, .`init`, .deinit, .subscript, .operator, .precedencegroup, .case,
    ]

    private static let reservedModifiers: Set<Keyword> = [.public, .private, .fileprivate, .internal, .static]

    /// The words a modifier takes in parentheses: `private(set)`, `unowned(safe)`,
    /// `nonisolated(unsafe)`, `nonisolated(nonsending)`.
    private static let modifierDetails = ["set", "safe", "unsafe", "nonsending"]

    /// Whether the cursor is at the start of a declaration (attributes, modifiers or an
    /// introducer). `case` counts only in member lists.
    func isStartOfDeclaration(inMemberList: Bool = false) -> Bool {
        let token = current
        switch token.kind {
        case .attribute:
            return !tokenEquals(token, "@unknown")
        case .keyword:
            if token.keyword == .case { return inMemberList }
            return Parser.declarationKeywords.contains(token.keyword) || Parser.reservedModifiers.contains(token.keyword)
        case .identifier:
            return isContextualDeclarationStart(at: index)
        case .poundIdentifier:
            return inMemberList || tokenEquals(token, "#Preview") || tokenEquals(token, "#warning")
                || tokenEquals(token, "#error") || tokenEquals(token, "#sourceLocation")
        default:
            return false
        }
    }

    /// `actor Name`, `macro name(`, or a contextual modifier followed by a declaration.
    private func isContextualDeclarationStart(at position: Int) -> Bool {
        let token = tokens[position]
        guard !token.flags.contains(.backticked) else { return false }
        let next = tokens[min(position + 1, tokens.count - 1)]
        switch token.keyword {
        case .actor:
            return next.kind == .identifier && !next.isAtStartOfLine
        case .macro:
            return next.kind == .identifier && !next.isAtStartOfLine
        default:
            guard Parser.contextualModifiers.contains(token.keyword) else { return false }
            var after = position + 1
            // `nonisolated(unsafe) var`, `open(set) var`; but `open(url)` is a call.
            if tokens[after].kind == .leftParen && tokens[min(after + 2, tokens.count - 1)].kind == .rightParen
                && Parser.modifierDetails.contains(where: { tokenEquals(tokens[after + 1], $0) }) {
                after += 3
            }
            return isDeclarationContinuation(tokens[min(after, tokens.count - 1)], at: min(after, tokens.count - 1))
        }
    }

    private func isDeclarationContinuation(_ token: Token, at position: Int) -> Bool {
        switch token.kind {
        case .attribute: return true
        case .keyword:
            return Parser.declarationKeywords.contains(token.keyword) || Parser.reservedModifiers.contains(token.keyword)
        case .identifier:
            return isContextualDeclarationStart(at: position)
        default:
            return false
        }
    }

    /// Parses a declaration with its attributes and modifiers.
    mutating func parseDeclaration() -> Decl {
        let start = current.start
        guard enterNesting() else {
            return Decl(attributes: [], modifiers: [], kind: .unknown, range: skipTooDeep())
        }
        defer { leaveNesting() }
        let attributes = parseDeclarationAttributes()
        let modifiers = parseModifiers()
        let kind = parseDeclarationBody(start: start)
        return Decl(attributes: attributes, modifiers: modifiers, kind: kind, range: range(from: start))
    }

    private mutating func parseModifiers() -> [DeclModifier] {
        var modifiers: [DeclModifier] = []
        while true {
            let token = current
            let isModifier: Bool
            if token.kind == .keyword {
                if token.keyword == .class {
                    let next = peek()
                    isModifier = next.kind == .keyword && (Parser.declarationKeywords.contains(next.keyword) || Parser.reservedModifiers.contains(next.keyword))
                        || (next.kind == .identifier && Parser.contextualModifiers.contains(next.keyword))
                } else {
                    isModifier = Parser.reservedModifiers.contains(token.keyword)
                }
            } else if token.kind == .identifier {
                isModifier = Parser.contextualModifiers.contains(token.keyword) && isContextualDeclarationStart(at: index)
            } else {
                isModifier = false
            }
            guard isModifier else { return modifiers }
            advance()
            var detail: String?
            if at(.leftParen) && !current.hasLeadingTrivia && peek(2).kind == .rightParen {
                detail = text(of: peek())
                advance(); advance(); advance()
            }
            modifiers.append(DeclModifier(name: text(of: token), detail: detail, range: range(from: token.start)))
        }
    }

    private mutating func parseDeclarationBody(start: Int) -> Decl.Kind {
        let token = current
        switch token.keyword {
        case .import:
            advance()
            if [.struct, .class, .enum, .protocol, .typealias, .func, .var, .let].contains(current.keyword) { advance() }
            var path: [Name] = []
            repeat {
                guard isNameLike(current) || current.isOperator else { break }
                path.append(name(of: current))
                advance()
            } while eat(.period)
            return .importDecl(path: path)
        case .struct: return .typeDecl(parseTypeDecl(.struct))
        case .class: return .typeDecl(parseTypeDecl(.class))
        case .enum: return .typeDecl(parseTypeDecl(.enum))
        case .protocol: return .typeDecl(parseTypeDecl(.protocol))
        case .extension: return .typeDecl(parseTypeDecl(.extension))
        case .actor: return .typeDecl(parseTypeDecl(.actor))
        case .case: return .enumCase(parseEnumCaseElements())
        case .func: return .function(parseFunction(.function))
        case .`init`: return .function(parseFunction(.initializer))
        case .macro: return .function(parseFunction(.macro))
        case .deinit:
            advance()
            return .deinitializer(body: at(.leftBrace) ? parseBlock() : nil)
        case .subscript: return .subscriptDecl(parseSubscript())
        case .let, .var: return .variable(parseVariable())
        case .typealias:
            advance()
            let name = parseDeclaredName()
            let generics = parseGenericParameterClause()
            if !eat(.equal) { recordError("expected '=' in typealias", current.range) }
            let type = parseType()
            _ = parseWhereClause()
            return .typeAlias(name: name, genericParameters: generics, type: type)
        case .associatedtype:
            advance()
            let name = parseDeclaredName()
            let inheritance = eat(.colon) ? parseInheritanceList() : []
            let defaultType = eat(.equal) ? parseType() : nil
            _ = parseWhereClause()
            return .associatedType(name: name, inheritance: inheritance, defaultType: defaultType)
        case .operator:
            advance()
            let spelling = text(of: current)
            advance()
            if eat(.colon) {
                repeat { advance() } while eat(.comma)
            }
            if at(.leftBrace) { skipBalancedGroup() }
            return .operatorDecl(spelling)
        case .precedencegroup:
            advance()
            let name = parseDeclaredName()
            if at(.leftBrace) { skipBalancedGroup() } else { recordError("expected '{' in precedencegroup", current.range) }
            return .precedenceGroup(name)
        default:
            break
        }
        if token.kind == .poundIdentifier {
            return .macroExpansion(parseMacroExpansion())
        }
        if token.kind == .poundIf {
            return .ifConfig(parseIfConfig { $0.parseMemberDecls() })
        }
        let skipped = skipToStatementBoundary()
        recordError("expected a declaration", skipped.isEmpty ? token.range : skipped)
        if skipped.isEmpty && !Parser.isCloser(current.kind) { advance() }
        return .unknown
    }

    /// A declared name: an identifier (backticks allowed).
    private mutating func parseDeclaredName() -> Name {
        let token = current
        guard token.kind == .identifier || token.kind == .keyword else {
            recordError("expected a name", token.range)
            return Name("", range: SourceRange(token.start, token.start))
        }
        advance()
        return name(of: token)
    }

    /// `: A, B<C>, @unchecked Sendable, ~Copyable`.
    private mutating func parseInheritanceList() -> [TypeRef] {
        var types: [TypeRef] = []
        repeat {
            types.append(parseType())
        } while eat(.comma)
        return types
    }

    private mutating func parseTypeDecl(_ kind: TypeDecl.Kind) -> TypeDecl {
        advance()
        var name: Name
        var extendedType: TypeRef?
        if kind == .extension {
            let type = parseType()
            extendedType = type
            if case .named(let components) = type.kind, let last = components.last {
                name = last.name
            } else {
                name = Name(type.sourceDescription, range: type.range)
            }
        } else {
            name = parseDeclaredName()
        }
        let generics = kind == .extension ? [] : parseGenericParameterClause()
        let inheritance = eat(.colon) ? parseInheritanceList() : []
        let requirements = parseWhereClause()
        let membersStart = current.start
        let members: [Decl]
        if at(.leftBrace) {
            members = parseMemberBlock()
        } else {
            recordError("expected '{' in \(kind.rawValue) declaration", current.range)
            members = []
        }
        return TypeDecl(kind: kind, name: name, extendedType: extendedType, genericParameters: generics,
                        inheritance: inheritance, requirements: requirements, members: members,
                        membersRange: range(from: membersStart))
    }

    /// `{ members }`.
    mutating func parseMemberBlock() -> [Decl] {
        let open = current.start
        advance()
        let members = parseMemberDecls()
        expectClosing(.rightBrace, opening: open)
        return members
    }

    /// Declarations until `}`, the end of file or a `#elseif`/`#else`/`#endif`.
    mutating func parseMemberDecls() -> [Decl] {
        var members: [Decl] = []
        while true {
            while eat(.semicolon) {}
            let token = current
            if token.kind == .endOfFile || token.kind == .rightBrace || token.kind == .interpolationClose
                || token.kind == .poundElseif || token.kind == .poundElse || token.kind == .poundEndif { break }
            let before = index
            if token.kind == .poundIf || isStartOfDeclaration(inMemberList: true) {
                members.append(parseDeclaration())
            } else if token.kind == .rightParen || token.kind == .rightBracket {
                // A stray `)` or `]` cannot close a member list: skip it rather than end the type.
                advance()
                recordError("unexpected '\(text(of: token))' in member list", token.range)
                members.append(Decl(attributes: [], modifiers: [], kind: .unknown, range: token.range))
            } else {
                let skipped = skipToStatementBoundary()
                recordError("expected a declaration in member list", skipped)
                members.append(Decl(attributes: [], modifiers: [], kind: .unknown, range: skipped))
            }
            if index == before { advance() }
        }
        return Self.fitted(members)
    }

    /// `case a, b(Int, label: String), c = "raw"`.
    private mutating func parseEnumCaseElements() -> [EnumCaseElement] {
        advance()
        var elements: [EnumCaseElement] = []
        repeat {
            let start = current.start
            let name = parseDeclaredName()
            let associatedValues = at(.leftParen) ? parseParameterClause() : nil
            let rawValue = eat(.equal) ? parseExpression() : nil
            elements.append(EnumCaseElement(name: name, associatedValues: associatedValues, rawValue: rawValue, range: range(from: start)))
        } while eat(.comma)
        return elements
    }

    private mutating func parseFunction(_ kind: FunctionDecl.Kind) -> FunctionDecl {
        let introducer = current
        advance()
        var name: Name
        var failability: String?
        switch kind {
        case .initializer:
            name = Name("init", range: introducer.range)
            if at(.postfixQuestion) || at(.postfixExclamation) {
                failability = text(of: current)
                advance()
            }
        case .function, .macro:
            let token = current
            if token.isOperator || token.kind == .postfixExclamation || token.kind == .postfixQuestion
                || token.kind == .prefixAmpersand || token.kind == .equal {
                let spelling = text(of: token)
                if spelling.count > 1 && spelling.hasSuffix("<") && peek().kind == .identifier && !peek().hasLeadingTrivia {
                    // `func ==<T>(…)`: the operator is `==`, the `<` opens generic parameters.
                    name = Name(String(spelling.dropLast()), range: SourceRange(token.start, token.end - 1))
                    advance()
                    let generics = parseGenericParameterList()
                    return parseFunctionSignature(kind, name: name, failability: nil, generics: generics)
                }
                name = Name(spelling, range: token.range)
                advance()
            } else {
                name = parseDeclaredName()
            }
        }
        let generics = parseGenericParameterClause()
        return parseFunctionSignature(kind, name: name, failability: failability, generics: generics)
    }

    private mutating func parseFunctionSignature(_ kind: FunctionDecl.Kind, name: Name, failability: String?,
                                                 generics: [GenericParameter]) -> FunctionDecl {
        let parameters = at(.leftParen) ? parseParameterClause() : {
            recordError("expected '(' in function declaration", current.range)
            return []
        }()
        let effects = parseEffects()
        var returnType: TypeRef?
        if eat(.arrow) { returnType = parseType() }
        var requirements = parseWhereClause()
        var body: Block?
        if kind == .macro && eat(.equal) {
            _ = parseExpression()
            requirements += parseWhereClause()
        } else if at(.leftBrace) {
            body = parseBlock()
        }
        return FunctionDecl(kind: kind, name: name, failability: failability, genericParameters: generics,
                            parameters: parameters, effects: effects, returnType: returnType,
                            requirements: requirements, body: body)
    }

    /// `(label name: Type = default, _ name: Type..., Type)`.
    mutating func parseParameterClause() -> [Parameter] {
        let open = current.start
        advance()
        var parameters: [Parameter] = []
        while !at(.rightParen) && !at(.endOfFile) {
            let start = current.start
            let attributes = parseDeclarationAttributes()
            var firstName: Name?
            var secondName: Name?
            if isNameLike(current) && peek().kind == .colon {
                firstName = name(of: current)
                advance()
            } else if isNameLike(current) && isNameLike(peek()) && peek(2).kind == .colon {
                firstName = name(of: current)
                secondName = name(of: peek())
                advance()
                advance()
            }
            var type: TypeRef?
            if firstName == nil || eat(.colon) {
                type = parseType()
            }
            let defaultValue = eat(.equal) ? parseExpression() : nil
            parameters.append(Parameter(attributes: attributes, firstName: firstName, secondName: secondName,
                                        type: type, defaultValue: defaultValue, range: range(from: start)))
            if eat(.comma) { continue }
            if at(.rightParen) { break }
            let skipped = skipToListSeparator()
            recordError("unexpected tokens in parameter list", skipped)
            if !eat(.comma) { break }
        }
        expectClosing(.rightParen, opening: open)
        return parameters
    }

    private mutating func parseSubscript() -> SubscriptDecl {
        advance()
        let generics = parseGenericParameterClause()
        let parameters = at(.leftParen) ? parseParameterClause() : []
        var returnType: TypeRef?
        if eat(.arrow) { returnType = parseType() }
        let requirements = parseWhereClause()
        let accessors = at(.leftBrace) ? parseAccessorBlock() : nil
        return SubscriptDecl(genericParameters: generics, parameters: parameters, returnType: returnType,
                             requirements: requirements, accessors: accessors)
    }

    /// `let a = 1, b: Int`, `var x: Int { get set }`, `var y = 0 { didSet { … } }`.
    private mutating func parseVariable() -> VariableDecl {
        let isLet = at(.let)
        advance()
        var bindings: [PatternBinding] = []
        repeat {
            let start = current.start
            let pattern = parseBindingPattern()
            let type = eat(.colon) ? parseType() : nil
            let initializer = eat(.equal) ? parseExpression() : nil
            var accessors: AccessorBlock?
            if at(.leftBrace) && (type != nil || isStartOfAccessorBlock()) {
                accessors = parseAccessorBlock()
            }
            bindings.append(PatternBinding(pattern: pattern, type: type, initializer: initializer,
                                           accessors: accessors, range: range(from: start)))
        } while eat(.comma)
        return VariableDecl(isLet: isLet, bindings: bindings)
    }

    /// `{ statements }` (an implicit getter) or `{ get … set … }`.
    private mutating func parseAccessorBlock() -> AccessorBlock {
        guard isStartOfAccessorBlock() else { return .getter(parseBlock()) }
        let open = current.start
        advance()
        var accessors: [Accessor] = []
        while !at(.rightBrace) && !at(.endOfFile) {
            let start = current.start
            let attributes = parseDeclarationAttributes()
            var modifiers: [DeclModifier] = []
            while [.mutating, .nonmutating, .borrowing, .consuming, .__consuming].contains(current.keyword) {
                modifiers.append(DeclModifier(name: text(of: current), detail: nil, range: current.range))
                advance()
            }
            guard isNameLike(current) else {
                let skipped = skipToStatementBoundary()
                recordError("expected an accessor", skipped)
                if skipped.isEmpty { break }
                continue
            }
            let kind = text(of: current)
            advance()
            var parameterName: Name?
            if at(.leftParen) && peek().kind == .identifier && peek(2).kind == .rightParen {
                parameterName = name(of: peek())
                advance(); advance(); advance()
            }
            // Init accessors: `initializes(a) accesses(b)`.
            while at(.identifier) && (tokenEquals(current, "initializes") || tokenEquals(current, "accesses")) {
                advance()
                if at(.leftParen) { skipBalancedGroup() }
            }
            let effects = parseEffects()
            let body = at(.leftBrace) ? parseBlock() : nil
            accessors.append(Accessor(kind: kind, attributes: attributes, modifiers: modifiers, parameterName: parameterName,
                                      effects: effects, body: body, range: range(from: start)))
        }
        expectClosing(.rightBrace, opening: open)
        return .accessors(accessors, range: range(from: open))
    }
}
