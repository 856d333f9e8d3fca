/// What picks the type an `AnyView` wraps in one member: the conditions of its `if`s and
/// `guard`s, the subjects of its `switch`es and the conditions of its ternaries (outside
/// closures, which do not build the returned view). When each of them is an input of the view
/// that every creation site gives a literal (or leaves at its default) — a sheet's
/// `isPresentedInModal: true`, a list's default `false` — the wrapped type never changes for a
/// view, and nothing is ever replaced. (Values that only look fixed, such as a row element's
/// field, can change under the same identity, and do not count.)
struct ErasureChoices {
    private(set) var conditions: [Expr] = []

    init(_ statements: [Stmt]) {
        collectStatements(statements)
        // Ternaries and `if`/`switch` expressions anywhere, builder closures (`VStack { … }`)
        // included: they run with the body.
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            switch expr.kind {
            case .ternary(let condition, _, _): conditions.append(condition)
            case .ifExpr(let ifStatement): collect(ifStatement)
            case .switchExpr(let switchStatement): conditions.append(switchStatement.subject)
            case .closure(let closure): collectStatements(closure.body)
            default: break
            }
        }
    }

    /// The name of the first condition's input, for a message ("`isPresentedInModal`").
    var firstName: String? { conditions.first?.rootName }

    /// Whether every choice is an input each creation site of `view` fixes with a literal
    /// (`false` when there is no choice, or the module creates the view nowhere).
    func areFixed(in view: TypeInfo, index: ModuleIndex, uses: ModuleUses) -> Bool {
        let sites = uses.creations(of: view)
        guard !conditions.isEmpty, !sites.isEmpty else { return false }
        let mapping = InitializerMapping(view: view, index: index)
        return conditions.allSatisfy { condition in
            guard let name = Self.inputName(condition), let property = view.storedProperty(named: name), property.wrapper == nil
            else { return false }
            return sites.allSatisfy { site in
                switch mapping.value(of: property, in: site.call) {
                case .constant?: return true
                case .expression(let expr, let parameters)?:
                    if case .identifier(let parameter) = expr.kind, let argument = parameters[parameter] { return argument.isLiteral }
                    return parameters.isEmpty && expr.isLiteral
                case nil: return false
                }
            }
        }
    }

    /// Whether a wrapped view comes from a value of a protocol type (`selectedTab.makeView()`
    /// on an `any AccountTab`): its type is the value's dynamic type, which changes with it.
    static func dependsOnExistential(_ wrapped: Expr, in view: TypeInfo, fileIndex: Int, index: ModuleIndex) -> Bool {
        let types = ExpressionTypes(index: index)
        let context = CodeContext(owner: view, scope: nil, placement: .body, fileIndex: fileIndex)
        var found = false
        SyntaxWalk.expressions(in: wrapped, intoClosures: false) { expr in
            guard !found else { return }
            let declared: TypeRef?
            let owner: TypeInfo?
            switch expr.kind {
            case .identifier(let name):
                owner = view
                declared = view.storedProperty(named: name)?.type ?? view.computedProperty(named: name)?.type
            case .memberAccess(let base, let name, _):
                owner = types.type(of: base, in: context)
                declared = owner?.storedProperty(named: name.text)?.type ?? owner?.computedProperty(named: name.text)?.type
            default:
                return
            }
            guard let declared, let owner else { return }
            found = isExistential(index.resolved(declared, in: owner).unwrappingOptionals, index: index)
        }
        return found
    }

    private static func isExistential(_ type: TypeRef, index: ModuleIndex) -> Bool {
        switch type.kind {
        case .any, .composition: return true
        case .named(let components): return index.type(named: components.map(\.name.text).joined(separator: "."))?.kind == .protocol
        default: return false
        }
    }

    /// `isPresentedInModal`, `self.isPresentedInModal` or `!isPresentedInModal`: the input read.
    private static func inputName(_ condition: Expr) -> String? {
        if case .prefixOperator("!", let operand) = condition.kind { return inputName(operand) }
        return condition.selfMemberName
    }

    /// The `if`, `guard` and `switch` statements of a block and of the blocks inside it.
    private mutating func collectStatements(_ statements: [Stmt]) {
        for statement in statements {
            switch statement.kind {
            case .ifStmt(let ifStatement): collect(ifStatement)
            case .guardStmt(let conditions, _): collect(conditions)
            case .switchStmt(let switchStatement): conditions.append(switchStatement.subject)
            default: break
            }
            for block in SyntaxWalk.childBlocks(of: statement) { collectStatements(block) }
        }
    }

    private mutating func collect(_ ifStatement: IfStatement) {
        collect(ifStatement.conditions)
        if case .elseIf(let inner)? = ifStatement.elseBranch { collect(inner) }
    }

    private mutating func collect(_ list: [Condition]) {
        for condition in list {
            switch condition.kind {
            case .expression(let expr): conditions.append(expr)
            case .optionalBinding(_, _, _, let value?): conditions.append(value)
            case .matching(_, _, let value): conditions.append(value)
            case .optionalBinding, .availability: break
            }
        }
    }
}
