/// The module's own functions a call runs, as far as the code names them: a method of the
/// receiver's module type (`viewModel.load()`, `self.load()`, `load()` inside a method of the
/// same type, `Store.reset()`), or a free function (`run(action:)`). Rules follow awaited work
/// through them to see what it does. A library's call (`MainActor.run`, `URLSession.shared.data`)
/// and a closure value the code holds (`work(store)`) are not the module's.
struct ModuleCallees {
    /// One function a call may run, with the type it is a member of (`nil` for a free
    /// function, or a method found only by its name).
    struct Callee {
        let declaration: FunctionDecl
        let owner: TypeInfo?
        let fileIndex: Int
        /// Found by the method's name alone: the receiver's type is unknown, and this may be
        /// another type's namesake.
        var byNameOnly = false
    }

    /// The code a call is written in: the type whose member holds it, and the names it binds
    /// itself (parameters and locals), which shadow the type's members and free functions.
    struct Scope {
        let owner: TypeInfo?
        let fileIndex: Int
        let locals: Set<String>

        /// The scope of a function's body: its parameters and the locals it declares.
        init(of callee: Callee) {
            owner = callee.owner
            fileIndex = callee.fileIndex
            locals = Set(callee.declaration.parameters.compactMap(\.internalName))
                .union(ModuleCallees.declaredNames(in: callee.declaration.body?.statements ?? []))
        }

        init(owner: TypeInfo?, fileIndex: Int, locals: Set<String>) {
            self.owner = owner
            self.fileIndex = fileIndex
            self.locals = locals
        }
    }

    let index: ModuleIndex

    /// The module functions `call` runs; `nil` when it is not the module's own call.
    func callees(of call: Call, in scope: Scope) -> [Callee]? {
        let found: [Callee]
        switch call.callee.withoutGenericArguments.kind {
        case .identifier(let name):
            guard !scope.locals.contains(name) else { return nil }
            if let owner = scope.owner, !owner.methods(named: name).isEmpty {
                found = owner.methods(named: name).map { Callee(declaration: $0.declaration, owner: owner, fileIndex: $0.fileIndex) }
            } else {
                found = zip(index.functions[name] ?? [], index.functionFiles[name] ?? []).map {
                    Callee(declaration: $0, owner: nil, fileIndex: $1)
                }
            }
        case .memberAccess(let base, let name, _):
            found = methods(named: name.text, of: base, in: scope)
        default:
            found = []
        }
        return found.isEmpty ? nil : found
    }

    /// The methods `name` of what `base` is: `self`'s type, a module type named there
    /// (`Store.reset()`), or the module type of a value. A value of unknown type is matched by
    /// the method's name alone, declared for another platform too (`#if os(macOS)`); a
    /// library type named there, or a value reached from one (`URLSession.shared`), has none
    /// of the module's methods.
    private func methods(named name: String, of base: Expr, in scope: Scope) -> [Callee] {
        if let typeName = base.dottedName?.first, !scope.locals.contains(typeName), scope.owner?.hasInstanceMember(typeName) != true,
           index.globals[typeName] == nil, typeName.first?.isUppercase == true {
            guard let type = index.type(named: typeName, in: scope.owner) else { return [] }
            if case .identifier = base.kind {
                return type.methods(named: name).map { Callee(declaration: $0.declaration, owner: type, fileIndex: $0.fileIndex) }
            }
        }
        let context = CodeContext(owner: scope.owner, scope: nil, placement: .handedOver, fileIndex: scope.fileIndex)
        let receiverIsLocal = base.rootName.map(scope.locals.contains) ?? false
        if !receiverIsLocal, let type = ExpressionTypes(index: index).type(of: base, in: context), !type.methods(named: name).isEmpty {
            return type.methods(named: name).map { Callee(declaration: $0.declaration, owner: type, fileIndex: $0.fileIndex) }
        }
        return index.methods(named: name).map { Callee(declaration: $0.declaration, owner: nil, fileIndex: $0.fileIndex, byNameOnly: true) }
    }

    /// The names the statements declare (`let`, `var`, `guard let`, `if let`, loop variables),
    /// at any depth outside closures. Without `includingShorthand`, a shorthand binding (`if let
    /// timeText`) is left out: it reads the member of the same name.
    static func declaredNames(in statements: [Stmt], includingShorthand: Bool = true) -> Set<String> {
        var names = Set<String>()
        for statement in statements {
            switch statement.kind {
            case .declaration(let decl):
                if case .variable(let variable) = decl.kind {
                    for binding in variable.bindings { names.formUnion(binding.pattern.boundNames.map(\.text)) }
                }
            case .forIn(let loop):
                names.formUnion(loop.pattern.boundNames.map(\.text))
            case .guardStmt(let conditions, _):
                names.formUnion(boundNames(conditions, includingShorthand: includingShorthand))
            case .ifStmt(let ifStatement):
                names.formUnion(boundNames(ifStatement.conditions, includingShorthand: includingShorthand))
            default:
                break
            }
            for block in SyntaxWalk.childBlocks(of: statement) {
                names.formUnion(declaredNames(in: block, includingShorthand: includingShorthand))
            }
        }
        return names
    }

    private static func boundNames(_ conditions: [Condition], includingShorthand: Bool) -> [String] {
        conditions.flatMap { condition -> [String] in
            switch condition.kind {
            case .optionalBinding(_, let pattern, _, let value) where includingShorthand || value != nil: return pattern.boundNames.map(\.text)
            case .matching(let pattern, _, _): return pattern.boundNames.map(\.text)
            default: return []
            }
        }
    }
}
