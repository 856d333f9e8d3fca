/// Whether a function value made at some place captures anything from it. A closure literal
/// that uses only its own parameters and locals, literals, globals and static members, or a
/// reference to a global or static function, has no context: every evaluation yields the same
/// function pointer and no context, so two such values compare equal (like `nil`). A closure
/// that uses a local of the enclosing code (a row's element) or `self` (a member of the view)
/// gets a new context each time.
enum ClosureCaptures {
    /// Whether `value`, evaluated in `context`, is a closure literal or function reference that
    /// captures nothing there.
    static func capturesNothing(_ value: Expr, in context: CodeContext, index: ModuleIndex) -> Bool {
        switch value.kind {
        case .closure(let closure):
            var collector = FreeNameCollector()
            collector.visitClosure(closure)
            return collector.freeNames.allSatisfy { isGlobal($0, in: context) }
        case .identifier(let name):
            // A global function; a local or a member (an instance method binds `self`) is not.
            return isGlobal(name, in: context)
        case .memberAccess(let base, _, _):
            // `Formatting.phrase`, `Self.phrase`: a static function of a type.
            guard let root = base.dottedName?.first else { return false }
            return root == "Self" || (isGlobal(root, in: context) && isTypeName(base, in: context, index: index))
        default:
            return false
        }
    }

    /// A name that refers neither to a local of the code nor to `self` or one of its members.
    private static func isGlobal(_ name: String, in context: CodeContext) -> Bool {
        guard name != "self", name != "super", context.origin(of: name) == nil else { return false }
        let bare = name.hasPrefix("$") ? String(name.dropFirst()) : name
        return context.owner?.hasInstanceMember(bare) != true
    }

    /// Whether `base` names a type the module declares (`Formatting`, `Row.Style`).
    private static func isTypeName(_ base: Expr, in context: CodeContext, index: ModuleIndex) -> Bool {
        guard let names = base.dottedName else { return false }
        if names.count == 1 { return index.type(named: names[0], in: context.owner) != nil }
        return index.type(named: names.joined(separator: ".")) != nil
    }
}

/// The names a closure uses but does not bind itself (its parameters, capture list, locals and
/// pattern bindings are bound; `$0` always is): what it may capture from where it is written.
private struct FreeNameCollector: ScopedStatementWalker {
    private var scopes: [[String]] = [[]]
    private(set) var freeNames: Set<String> = []

    mutating func visitClosure(_ closure: Closure) {
        // A capture list's values are evaluated where the closure is written.
        for capture in closure.captures {
            if let value = capture.value { visit(value) } else { use(capture.name.text) }
        }
        let names = (closure.parameters?.map(\.name.text) ?? []) + closure.captures.filter { $0.value != nil }.map(\.name.text)
        scopes.append(names)
        walkStatements(closure.body)
        scopes.removeLast()
    }

    private mutating func use(_ name: String) {
        // `$0`, `$1`: the innermost closure's own anonymous parameters.
        if name.hasPrefix("$"), name.dropFirst().first?.isNumber == true { return }
        let bare = name.hasPrefix("$") ? String(name.dropFirst()) : name
        guard !scopes.contains(where: { $0.contains(name) || $0.contains(bare) }) else { return }
        freeNames.insert(name)
    }

    mutating func withScope(_ body: (inout FreeNameCollector) -> Void) {
        scopes.append([])
        body(&self)
        scopes.removeLast()
    }

    mutating func walkLocalDeclaration(_ decl: Decl) {
        switch decl.kind {
        case .variable(let variable):
            for binding in variable.bindings {
                if let initializer = binding.initializer { visit(initializer) }
                if let accessors = binding.accessors { walkAccessors(accessors) }
                scopes[scopes.count - 1] += boundNames(binding.pattern)
            }
        case .function(let function):
            scopes[scopes.count - 1].append(function.name.text)
            scopes.append(function.parameters.compactMap(\.internalName))
            walkStatements(function.body?.statements ?? [])
            scopes.removeLast()
        default:
            break
        }
    }

    private mutating func walkAccessors(_ accessors: AccessorBlock) {
        switch accessors {
        case .getter(let block): withScope { $0.walkStatements(block.statements) }
        case .accessors(let list, _):
            for accessor in list {
                scopes.append(["newValue", "oldValue"] + [accessor.parameterName?.text].compactMap { $0 })
                walkStatements(accessor.body?.statements ?? [])
                scopes.removeLast()
            }
        }
    }

    mutating func bindCondition(_ names: [String], value: Expr?, pattern: Pattern) {
        // `if let x` reads the outer `x` before binding its own.
        if value == nil { for name in names { use(name) } }
        scopes[scopes.count - 1] += names
    }

    mutating func bindLoop(_ names: [String], sequence: Expr) { scopes[scopes.count - 1] += names }

    mutating func bindCase(_ names: [String], subject: Expr, patterns: [Pattern], clause: SourceRange, clauses: [SourceRange]) {
        scopes[scopes.count - 1] += names
    }

    mutating func bindCatch(_ names: [String]) { scopes[scopes.count - 1] += names }

    mutating func visit(_ expr: Expr) {
        switch expr.kind {
        case .identifier(let name):
            use(name)
        case .closure(let closure):
            visitClosure(closure)
        case .memberAccess(let base, _, _), .prefixOperator(_, let base), .postfixOperator(_, let base), .tryExpr(_, let base),
             .awaitExpr(let base), .effectPrefix(_, let base), .inOut(let base), .optionalChain(let base), .forceUnwrap(let base),
             .specialization(let base, _), .cast(let base, _, _), .typeCheck(let base, _):
            visit(base)
        case .call(let call), .subscriptCall(let call):
            visit(call.callee)
            for argument in call.allArguments { visit(argument.value) }
        case .tuple(let elements):
            for element in elements { visit(element.value) }
        case .binaryOperator(let lhs, _, let rhs), .assignment(let lhs, let rhs):
            visit(lhs)
            visit(rhs)
        case .keyPath(let keyPath):
            for case .subscriptComponent(let arguments) in keyPath.components {
                for argument in arguments { visit(argument.value) }
            }
        default:
            _ = walkUniformChildren(of: expr)
        }
    }
}
