/// Finds what a closure (or a method body) does with its view's members: which it reads,
/// which it writes, which methods it calls.
///
/// Names declared inside (closure parameters, `let`s, pattern bindings, `if let x`) shadow
/// members; `self.x` always means the member.
struct AccessCollector: ScopedStatementWalker {
    private let owner: TypeInfo
    /// Local names, innermost scope last (small arrays: cheaper than hashing every lookup).
    private var scopes: [[String]] = [[]]
    private(set) var accesses: [MemberAccess] = []
    /// The calls whose arguments the walk is inside, outermost first.
    private var frames: [CallFrame] = []
    /// Set once an `await` has been passed in the current function or closure body: later
    /// accesses happen after a suspension.
    private var awaited = false
    /// Set while recording a `$name` access.
    private var currentProjection = false
    /// Set inside the `set:` closure of a hand-made `Binding(get:set:)`: what it writes is
    /// handed out through that binding, like a `$name` projection.
    private var inBindingSetter = false

    private static func isProjection(_ expr: Expr) -> Bool {
        if case .identifier(let name) = expr.kind { return name.hasPrefix("$") }
        return false
    }

    /// `$model.title`: the root of a member chain is a projection.
    private static func rootIsProjection(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .memberAccess(let base, _, _), .optionalChain(let base), .forceUnwrap(let base): return rootIsProjection(base)
        default: return isProjection(expr)
        }
    }

    init(owner: TypeInfo) {
        self.owner = owner
    }

    /// The accesses made by a closure's body; `locals` are names in scope where the closure is
    /// written (a `ForEach` row's parameter, an `if let`), which shadow members.
    static func accesses(in closure: Closure, owner: TypeInfo, locals: [String] = []) -> [MemberAccess] {
        var collector = AccessCollector(owner: owner)
        collector.scopes = [locals]
        collector.visitClosure(closure)
        return collector.accesses
    }

    /// The accesses made by an expression (an argument, a method reference); `locals` are
    /// names in scope that shadow members.
    static func accesses(in expr: Expr, owner: TypeInfo, locals: [String] = []) -> [MemberAccess] {
        var collector = AccessCollector(owner: owner)
        collector.scopes = [locals]
        collector.visit(expr)
        return collector.accesses
    }

    /// The accesses made by statements (a method or computed property body) with the given
    /// local names (its parameters) in scope.
    static func accesses(in statements: [Stmt], parameters: [String], owner: TypeInfo) -> [MemberAccess] {
        var collector = AccessCollector(owner: owner)
        collector.scopes = [parameters]
        collector.walkStatements(statements)
        return collector.accesses
    }

    // MARK: Scopes

    private func isLocal(_ name: String) -> Bool { scopes.contains { $0.contains(name) } }

    private mutating func declare(_ names: [String]) {
        scopes[scopes.count - 1] += names
    }

    private mutating func inScope(_ names: [String] = [], _ body: (inout AccessCollector) -> Void) {
        scopes.append(names)
        body(&self)
        scopes.removeLast()
    }

    /// The member a name refers to, if it is one of the owner's and not shadowed.
    private func member(_ name: String) -> String? {
        let bare = name.hasPrefix("$") ? String(name.dropFirst()) : name
        guard !isLocal(name), !isLocal(bare), owner.hasInstanceMember(bare) else { return nil }
        return bare
    }

    private func isMethod(_ name: String) -> Bool {
        owner.methods(named: name).contains { !$0.isStatic }
    }

    // MARK: Statements

    mutating func withScope(_ body: (inout AccessCollector) -> Void) {
        inScope([], body)
    }

    mutating func walkLocalDeclaration(_ decl: Decl) {
        switch decl.kind {
        case .variable(let variable):
            for binding in variable.bindings {
                if let initializer = binding.initializer { visit(initializer) }
                declare(boundNames(binding.pattern))
            }
        case .function(let function):
            declare([function.name.text])
        default:
            break
        }
    }

    mutating func bindCondition(_ names: [String], value: Expr?, pattern: Pattern) {
        if value == nil {
            // `if let url` reads the member `url` before shadowing it.
            for name in pattern.boundNames where member(name.text) != nil {
                record([name.text], name.range, .read)
            }
        }
        declare(names)
    }

    mutating func bindLoop(_ names: [String], sequence: Expr) { declare(names) }
    mutating func bindCase(_ names: [String], subject: Expr, patterns: [Pattern], clause: SourceRange, clauses: [SourceRange]) {
        declare(names)
    }
    mutating func bindCatch(_ names: [String]) { declare(names) }

    /// A loop whose body suspends runs its later iterations after a suspension: everything in
    /// it counts as late.
    mutating func enterLoop(suspends: Bool) {
        if suspends { awaited = true }
    }

    // MARK: Expressions

    private mutating func visitClosure(_ closure: Closure) {
        var names = closure.parameters?.map(\.name.text) ?? []
        names += closure.captures.filter { $0.name.text != "self" }.map(\.name.text)
        for capture in closure.captures { if let value = capture.value { visit(value) } }
        let savedAwaited = awaited
        awaited = false
        inScope(names) { $0.walkStatements(closure.body) }
        awaited = savedAwaited
    }

    /// The member path of `self.a.b`, `a.b.c` (rooted at a member), or `nil`.
    private func memberPath(_ expr: Expr) -> (path: [String], range: SourceRange)? {
        switch expr.kind {
        case .identifier(let name):
            return member(name).map { ([$0], expr.range) }
        case .memberAccess(let base, let name, _):
            if case .identifier("self") = base.kind {
                return owner.hasInstanceMember(name.text) ? ([name.text], expr.range) : nil
            }
            // `$draft.wrappedValue` is `draft`.
            if name.text == "wrappedValue", Self.rootIsProjection(base) { return memberPath(base).map { ($0.path, expr.range) } }
            guard let (path, _) = memberPath(base) else { return nil }
            return (path + [name.text], expr.range)
        case .optionalChain(let inner), .forceUnwrap(let inner):
            return memberPath(inner).map { ($0.path, expr.range) }
        default:
            return nil
        }
    }

    private mutating func record(_ path: [String], _ range: SourceRange, _ kind: MemberAccess.Kind) {
        let kind: MemberAccess.Kind = kind == .read && path.count == 1 && isMethod(path[0]) ? .call : kind
        var access = MemberAccess(path: path, range: range, kind: kind)
        access.enclosingCalls = frames.reversed()
        access.isAfterAwait = awaited
        access.isProjection = currentProjection || (kind == .write && inBindingSetter)
        accesses.append(access)
    }

    /// Records a write of the member at the root of an assigned expression (`self.data = …`,
    /// `items[0] = …`, `model.name = …`), and visits the index expressions it contains.
    private mutating func recordWrite(_ target: Expr) {
        if let (path, range) = memberPath(target) {
            record(path, range, .write)
            return
        }
        switch target.kind {
        case .subscriptCall(let call):
            recordWrite(call.callee)
            for argument in call.arguments { visit(argument.value) }
        case .tuple(let elements):
            for element in elements { recordWrite(element.value) }
        default:
            visit(target)
        }
    }

    mutating func visit(_ expr: Expr) {
        if let (path, range) = memberPath(expr) {
            currentProjection = Self.rootIsProjection(expr) && !expr.readsProjectedValue
            record(path, range, .read)
            currentProjection = false
            return
        }
        switch expr.kind {
        case .identifier, .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .regexLiteral,
             .implicitMember, .keyPath, .type, .chainPlaceholder, .operatorReference, .unknown:
            break
        case .tuple(let elements):
            for element in elements { visit(element.value) }
        case .memberAccess(let base, _, _):
            visit(base)
        case .call(let call):
            visitCall(call)
        case .subscriptCall(let call):
            visit(call.callee)
            for argument in call.allArguments { visit(argument.value) }
        case .closure(let closure):
            visitClosure(closure)
        case .awaitExpr(let operand):
            visit(operand)
            awaited = true
        case .prefixOperator(_, let operand), .postfixOperator(_, let operand),
             .tryExpr(_, let operand), .effectPrefix(_, let operand), .optionalChain(let operand),
             .forceUnwrap(let operand), .specialization(let operand, _), .cast(let operand, _, _),
             .typeCheck(let operand, _):
            visit(operand)
        case .inOut(let operand):
            recordWrite(operand)
        case .binaryOperator(let lhs, let spelling, let rhs):
            visit(lhs)
            if PrecedenceGroup.isCompoundAssignment(spelling) { recordWrite(lhs) }
            visit(rhs)
        case .assignment(let lhs, let rhs):
            visit(rhs)
            recordWrite(lhs)
        case .pattern:
            break
        default:
            _ = walkUniformChildren(of: expr)
        }
    }

    private mutating func visitCall(_ call: Call) {
        // `data.append(x)`, `isOn.toggle()`: a mutating method writes its receiver.
        if case .memberAccess(let base, let method, _) = call.callee.kind, let (path, range) = memberPath(base) {
            // `data.append(x)` and `$state.load { … }` change the member; `url.appending(…)` reads it.
            let projected = Self.rootIsProjection(base) && !base.readsProjectedValue
            let writes = StandardTypeCatalog.mutatingMethods.contains(method.text) || projected
            currentProjection = projected
            record(path, range, writes ? .write : .read)
            accesses[accesses.count - 1].isCallReceiver = true
            accesses[accesses.count - 1].calledMethod = method.text
            currentProjection = false
        } else {
            let before = accesses.count
            visit(call.callee)
            // `title()`: the method runs here; a bare `send` is handed on. (Only the callee's own
            // name: `Bar(action: send).padding()` visits `send` inside its callee too.)
            for position in before..<accesses.count where accesses[position].kind == .call
                && accesses[position].range.end == call.callee.range.end {
                accesses[position].isInvoked = true
            }
        }
        let (callee, receiver) = Self.calleeParts(call.callee)
        for (position, argument) in call.allArguments.enumerated() {
            frames.append(CallFrame(callee: callee, receiver: receiver, label: argument.label?.text, position: position,
                                    insideClosure: argument.value.isClosure))
            let savedSetter = inBindingSetter
            if callee == "Binding", argument.label?.text == "set" { inBindingSetter = true }
            visit(argument.value)
            inBindingSetter = savedSetter
            frames.removeLast()
        }
    }

    /// A callee's name and its receiver as a dotted name (`logger.info` → `info`, `["logger"]`).
    private static func calleeParts(_ callee: Expr) -> (String, [String]) {
        switch callee.kind {
        case .identifier(let name): return (name, [])
        case .memberAccess(let base, let name, _): return (name.text, dottedName(base) ?? ["?"])
        case .implicitMember(let name, _): return (name.text, [])
        case .specialization(let base, _): return calleeParts(base)
        default: return ("", ["?"])
        }
    }

    private static func dottedName(_ expr: Expr) -> [String]? {
        switch expr.kind {
        case .identifier(let name): return [name]
        case .memberAccess(let base, let name, _): return dottedName(base).map { $0 + [name.text] }
        case .optionalChain(let inner), .forceUnwrap(let inner): return dottedName(inner)
        case .call(let call) where call.arguments.isEmpty && call.trailingClosures.isEmpty: return dottedName(call.callee)
        default: return nil
        }
    }
}
