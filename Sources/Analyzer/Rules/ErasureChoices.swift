/// What picks the type an `AnyView` wraps in one member: the conditions of its `if`s and
/// `guard`s, the subjects of its `switch`es and the conditions of its ternaries, in the code
/// that runs while the view is built (the member's statements and its builder closures). An
/// `if` in a closure that runs later (`DispatchQueue.main.async { … }`, an action) picks no
/// type: it runs after the erased value is made. A choice inside the view an `AnyView` wraps
/// only picks values within that view's one static type (`isSelected ? Color.white :
/// Color.primary`, an `if` in its builder closure), unless it chooses between erased views
/// itself or is the whole wrapped value. When each choice is an input of the view that every
/// creation site gives a literal (or leaves at its default) — a sheet's
/// `isPresentedInModal: true`, a list's default `false`, `kind == .destructive` for a
/// modifier made with `kind: .primary` — the wrapped type never changes for a view, and
/// nothing is ever replaced. (Values that only look fixed, such as a row element's field, can
/// change under the same identity, and do not count.)
struct ErasureChoices {
    /// Each choice's condition, with the whole `if`, `switch` or ternary it decides.
    private var choices: [(condition: Expr, construct: SourceRange)] = []

    var conditions: [Expr] { choices.map(\.condition) }

    /// `wrapped`: the views the member's `AnyView`s wrap; `erasures`: where they are made.
    init(_ statements: [Stmt], wrapped: [Expr], erasures: [SourceRange], index: ModuleIndex) {
        // What the erasures wrap, when it is a variable (`AnyView(view)`): assigning it picks the type.
        let wrappedNames = Set(wrapped.compactMap { expr -> [String]? in
            if case .forceUnwrap(let base) = expr.kind { return base.memberPath }
            return expr.memberPath
        })
        collectStatements(statements, erasures: erasures, wrapped: wrappedNames)
        // Ternaries and `if`/`switch` expressions where the body runs, builder closures
        // (`VStack { … }`, a `GeometryReader`'s content) included.
        RenderTimeWalk(index: index).expressions(in: statements) { expr in
            switch expr.kind {
            // (`show ? AnyView(…) : nil` picks whether there is a view, not its type.)
            case .ternary(let condition, let thenBranch, let elseBranch)
                where !thenBranch.isNilLiteral && !elseBranch.isNilLiteral:
                choices.append((condition, expr.range))
            case .ifExpr(let ifStatement): collect(ifStatement, construct: expr.range)
            case .switchExpr(let switchStatement): choices.append((switchStatement.subject, expr.range))
            case .closure(let closure): collectStatements(closure.body, erasures: erasures, wrapped: wrappedNames)
            default: break
            }
        }
        // A choice inside a wrapped view counts only when it picks between erased views, or
        // picks the wrapped value itself (`AnyView(compact ? row : Text(value))`, where the
        // branches can differ in type only through an existential).
        choices.removeAll { choice in
            wrapped.contains { $0.range.contains(choice.construct) && $0.range != choice.construct }
                && !erasures.contains { choice.construct.contains($0.start) }
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
            guard let name = Self.inputName(condition, index: index), let property = view.storedProperty(named: name), property.wrapper == nil
            else { return false }
            return sites.allSatisfy { site in
                switch mapping.value(of: property, in: site.call) {
                case .constant?: return true
                case let value?: return value.isLiteralAtCall && mapping.assignsOnce(property, in: site.call)
                case nil: return false
                }
            }
        }
    }

    /// Whether a wrapped view comes from a value of a protocol type (`selectedTab.makeView()`
    /// on an `any AccountTab`): its type is the value's dynamic type, which changes with it.
    static func dependsOnExistential(_ wrapped: Expr, in view: TypeInfo, fileIndex: Int, index: ModuleIndex) -> Bool {
        !existentialValues(in: wrapped, of: view, fileIndex: fileIndex, index: index).isEmpty
    }

    /// Whether every existential a wrapped view comes from is storage the view owns — `@State`,
    /// `@StateObject`, a custom wrapper (`@LazyState private var proxy: any PlayerProxy`), or a
    /// property with its own initial value — that nothing writes after its `init`: one dynamic
    /// type for the view's whole life. A plain input (`let tab: any AccountTab`) is whatever the
    /// parent passes on each update.
    /// So is a `let` input every creation site gives a value made right there, of one type
    /// (`Setting(…, action: SAToggle(…))`): each view keeps the type its site makes.
    static func existentialsAreFixed(_ wrapped: Expr, in view: TypeInfo, fileIndex: Int, index: ModuleIndex, uses: ModuleUses) -> Bool {
        let values = existentialValues(in: wrapped, of: view, fileIndex: fileIndex, index: index)
        return !values.isEmpty && values.allSatisfy { value in
            guard value.owner === view, let property = view.storedProperty(named: value.property),
                  uses.writes(of: value.property, in: view).isEmpty else { return false }
            switch property.wrapper {
            case .state?, .stateObject?, .other?: return true
            case nil: return property.defaultValue != nil || (property.isLet && everySiteMakesOneType(property, of: view, index: index, uses: uses))
            default: return false
            }
        }
    }

    /// Whether every place creating `view` passes for `property` a value it makes there with a
    /// type's initializer (`SAToggle(…)`, `SATextButton(…).padding()` is not one): one dynamic type per site.
    private static func everySiteMakesOneType(_ property: StoredProperty, of view: TypeInfo, index: ModuleIndex, uses: ModuleUses) -> Bool {
        let sites = uses.creations(of: view).filter { $0.context.placement != .preview }
        let mapping = InitializerMapping(view: view, index: index)
        return !sites.isEmpty && sites.allSatisfy { site in
            mapping.value(of: property, in: site.call)?.passedArgument.map { madeType(of: $0, index: index) != nil } ?? false
        }
    }

    /// The module type an expression makes: `SAToggle(…)`, `try! SAToggle(…)`, and a method of
    /// that type returning `Self` called on it (`SAToggle(…).setAction { … }`).
    private static func madeType(of expr: Expr, index: ModuleIndex) -> TypeInfo? {
        switch expr.kind {
        case .tryExpr(_, let inner):
            return madeType(of: inner, index: index)
        case .call(let call):
            if case .identifier(let name) = call.callee.kind { return index.type(named: name).flatMap { $0.kind == .protocol ? nil : $0 } }
            guard case .memberAccess(let base, let method, _) = call.callee.kind, let type = madeType(of: base, index: index) else { return nil }
            let returnsSelf = index.methods(named: method.text).contains { candidate in
                guard case .named(let components)? = candidate.declaration.returnType?.kind else { return false }
                return components.count == 1 && (components[0].name.text == "Self" || components[0].name.text == type.name)
            }
            return returnsSelf ? type : nil
        default:
            return nil
        }
    }

    /// The properties of protocol type the wrapped view is reached through, with their types.
    private static func existentialValues(in wrapped: Expr, of view: TypeInfo, fileIndex: Int,
                                          index: ModuleIndex) -> [(owner: TypeInfo, property: String)] {
        let types = ExpressionTypes(index: index)
        let context = CodeContext(owner: view, scope: nil, placement: .body, fileIndex: fileIndex)
        var found: [(owner: TypeInfo, property: String)] = []
        SyntaxWalk.expressions(in: wrapped, intoClosures: false) { expr in
            let declared: TypeRef?
            let owner: TypeInfo?
            let name: String
            switch expr.kind {
            case .identifier(let identifier):
                owner = view
                name = identifier
                declared = view.storedProperty(named: identifier)?.type ?? dynamicallyTyped(view.computedProperty(named: identifier))
            case .memberAccess(let base, let member, _):
                owner = types.type(of: base, in: context)
                name = member.text
                declared = owner?.storedProperty(named: member.text)?.type ?? dynamicallyTyped(owner?.computedProperty(named: member.text))
            default:
                return
            }
            guard let declared, let owner, isExistential(index.resolved(declared, in: owner).unwrappingOptionals, index: index) else { return }
            found.append((owner, name))
        }
        return found
    }

    /// A computed property's declared type, unless a result builder makes its value: a
    /// `@ViewBuilder var row: any View` always holds the builder's one static type.
    private static func dynamicallyTyped(_ property: ComputedProperty?) -> TypeRef? {
        guard let property, !property.isViewBuilder else { return nil }
        return property.type
    }

    /// `any P`, a composition, or a protocol of the module named plainly.
    static func isExistential(_ type: TypeRef, index: ModuleIndex) -> Bool {
        switch type.kind {
        case .any, .composition: return true
        case .named(let components): return index.type(named: components.map(\.name.text).joined(separator: "."))?.kind == .protocol
        default: return false
        }
    }

    /// `isPresentedInModal`, `self.isPresentedInModal`, `!isPresentedInModal` or `kind ==
    /// .destructive` (a comparison with a literal or a case of a module type): the input read.
    private static func inputName(_ condition: Expr, index: ModuleIndex) -> String? {
        switch condition.kind {
        case .prefixOperator("!", let operand):
            return inputName(operand, index: index)
        case .binaryOperator(let lhs, let spelling, let rhs) where spelling == "==" || spelling == "!=":
            if isFixedValue(rhs, index: index) { return inputName(lhs, index: index) }
            if isFixedValue(lhs, index: index) { return inputName(rhs, index: index) }
            return nil
        default:
            return condition.selfMemberName
        }
    }

    /// A literal, or a case or static value of a module type (`ActionKind.destructive`).
    private static func isFixedValue(_ expr: Expr, index: ModuleIndex) -> Bool {
        if expr.isLiteral { return true }
        guard case .memberAccess(let base, _, _) = expr.kind, let type = ViewTypeEvaluator.qualifiedTypeName(base) else { return false }
        return index.type(named: type) != nil
    }

    /// The `if`, `guard` and `switch` statements of a block and of the blocks inside it.
    private mutating func collectStatements(_ statements: [Stmt], erasures: [SourceRange], wrapped: Set<[String]>) {
        for statement in statements where Self.decidesContent(statement, erasures: erasures, wrapped: wrapped) {
            switch statement.kind {
            case .ifStmt(let ifStatement): collect(ifStatement, construct: statement.range)
            case .guardStmt(let conditions, _): collect(conditions, construct: statement.range)
            case .switchStmt(let switchStatement): choices.append((switchStatement.subject, statement.range))
            default: break
            }
            for block in SyntaxWalk.childBlocks(of: statement) { collectStatements(block, erasures: erasures, wrapped: wrapped) }
        }
    }

    /// Whether a statement can decide what the member builds: it erases, its blocks return or
    /// state a view (an expression in a builder), or it assigns the variable an erasure wraps
    /// (`if isGrid { view = GridLayout() }` before `AnyView(view)`). An `if` whose blocks only
    /// store elsewhere or declare (`if cache[id] == nil { cache[id] = build() }`) picks no type.
    private static func decidesContent(_ statement: Stmt, erasures: [SourceRange], wrapped: Set<[String]>) -> Bool {
        if erasures.contains(where: { statement.range.contains($0) }) { return true }
        switch statement.kind {
        // `return nil` from an `AnyView?` member leaves the view out: no type to choose.
        case .returnStmt(let value?) where value.isNilLiteral: return false
        case .returnStmt, .throwStmt: return true
        case .expression(let expr):
            if case .assignment(let target, _) = expr.kind { return target.memberPath.map(wrapped.contains) ?? false }
            return true
        case .declaration, .breakStmt, .continueStmt, .fallthroughStmt: return false
        default:
            return SyntaxWalk.childBlocks(of: statement).contains { $0.contains { decidesContent($0, erasures: erasures, wrapped: wrapped) } }
        }
    }

    private mutating func collect(_ ifStatement: IfStatement, construct: SourceRange) {
        collect(ifStatement.conditions, construct: construct)
        if case .elseIf(let inner)? = ifStatement.elseBranch { collect(inner, construct: construct) }
    }

    private mutating func collect(_ list: [Condition], construct: SourceRange) {
        for condition in list {
            switch condition.kind {
            case .expression(let expr): choices.append((expr, construct))
            case .optionalBinding(_, _, _, let value?): choices.append((value, construct))
            case .matching(_, _, let value): choices.append((value, construct))
            case .optionalBinding, .availability: break
            }
        }
    }
}
