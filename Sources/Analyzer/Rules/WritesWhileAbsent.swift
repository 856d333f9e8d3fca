/// Whether a view's code writes its own state only while the part of its body that reads the
/// state is gone: that part is built afresh with the new value, and its appearance work runs
/// with it. readmigo's bookstore shows its banner under `if bannerLists.count > 0` (the first
/// lists); it fills the lists in a load that runs from `.task` only `if detailedLists.isEmpty`,
/// and from the refresh only after `detailedLists = []`. Each new set of lists brings a new
/// banner, whose `onAppear` starts its timer with them.
///
/// Code is absent-safe when, in the flow leading to it, a write of the view's state to a
/// literal that removes the part (`detailedLists = []`) comes before it with no write of the
/// state in between, or a condition it runs under says the state is at such a value
/// (`if detailedLists.isEmpty`); a method is absent-safe when every call of it in the view is.
struct WritesWhileAbsent {
    let view: TypeInfo
    let index: ModuleIndex
    let uses: ModuleUses

    /// Whether the code at `offset` runs only while what is built at `place` is absent.
    /// `property`: the state whose write is judged (a write of it that does not remove the
    /// part, earlier in the flow, may have brought the part back).
    func isAbsent(at offset: Int, fileIndex: Int, removing place: BranchPath.Place, property: String) -> Bool {
        isAbsent(at: offset, fileIndex: fileIndex, place: place, property: property, depth: 0)
    }

    private func isAbsent(at offset: Int, fileIndex: Int, place: BranchPath.Place, property: String, depth: Int) -> Bool {
        guard depth < Self.maximumDepth, let member = index.memberLocator.member(at: offset, fileIndex: fileIndex),
              member.type === view else { return false }
        let flow = Self.flow(to: offset, in: member.statements)
        let coexistence = ViewCoexistence(index: index, uses: uses)
        // The write itself removes the part (`detailedLists = []`): no change it sees.
        if depth == 0, let innermost = flow.frames.last, case .expression(let expr) = innermost.statements[innermost.position].kind,
           case .assignment(let target, let value) = expr.kind, target.range.contains(offset), let name = target.selfMemberName,
           let literal = Self.literal(value), coexistence.removes(place, assigning: literal, to: [name]) {
            return true
        }
        for frame in flow.frames.reversed() {
            if frame.guards.contains(where: { removes(place, when: $0, coexistence) }) { return true }
            for statement in frame.statements[..<frame.position].reversed() {
                switch statement.kind {
                case .guardStmt(let conditions, _):
                    if conditions.contains(where: { removes(place, when: $0, coexistence) }) { return true }
                case .expression(let expr):
                    guard case .assignment(let target, let value) = expr.kind, let name = target.selfMemberName,
                          view.storedProperty(named: name)?.wrapper == .state else { continue }
                    if let literal = Self.literal(value), coexistence.removes(place, assigning: literal, to: [name]) { return true }
                    if name == property { return false }
                default:
                    continue
                }
            }
        }
        // A closure handed to SwiftUI (an action, a `.task`) starts a flow of its own.
        guard !flow.startsInClosure, case .method = member.kind else { return false }
        let sites = (uses.calls[FunctionKey(owner: view.qualifiedName, name: member.name)] ?? [])
            .filter { $0.context.owner === view }
        // A method also handed on by name runs where it is handed, which is not followed.
        let references = uses.memberUses[view.qualifiedName + "." + member.name] ?? []
        guard !sites.isEmpty, references.allSatisfy({ use in
            sites.contains { $0.context.fileIndex == use.fileIndex && $0.range.start == use.offset }
        }) else { return false }
        return sites.allSatisfy { site in
            isAbsent(at: site.range.start, fileIndex: site.context.fileIndex, place: place, property: property, depth: depth + 1)
        }
    }

    /// Whether a condition the code runs under says some state is at a value that removes
    /// what is built at `place` (`detailedLists.isEmpty`, `selection == nil`, `!isReady`,
    /// each side of an `&&`).
    private func removes(_ place: BranchPath.Place, when condition: Condition, _ coexistence: ViewCoexistence) -> Bool {
        guard case .expression(let expr) = condition.kind else { return false }
        return ReadConditions.conjuncts(expr).contains { conjunct in
            guard let (name, literal) = ReadConditions.pinned(conjunct, holds: true), view.storedProperty(named: name)?.wrapper == .state
            else { return false }
            return coexistence.removes(place, assigning: literal, to: [name])
        }
    }

    /// The literal a value spells (`nil`, `false`, `.idle`), or `[]` for an empty array.
    private static func literal(_ value: Expr) -> String? {
        if case .arrayLiteral(let elements) = value.kind, elements.isEmpty { return "[]" }
        return value.literalText
    }

    /// A statement list of the flow leading to some code, the position in it of the statement
    /// holding the code, and the conditions of the `if` whose body the list is.
    struct Frame {
        let statements: [Stmt]
        let position: Int
        let guards: [Condition]
    }

    /// The statement lists from a member's (or its innermost closure's) top down to `offset`,
    /// through the blocks of `if`s and loops and the closures run on the spot (`Task { … }`,
    /// `withTaskGroup`); `startsInClosure` when a closure run later (an action) holds it.
    static func flow(to offset: Int, in statements: [Stmt], guards: [Condition] = [])
        -> (frames: [Frame], startsInClosure: Bool) {
        guard let position = statements.firstIndex(where: { $0.range.contains(offset) }) else { return ([], false) }
        let frame = Frame(statements: statements, position: position, guards: guards)
        let statement = statements[position]
        if case .ifStmt(let ifStatement) = statement.kind, ifStatement.body.range.contains(offset) {
            let inner = flow(to: offset, in: ifStatement.body.statements, guards: ifStatement.conditions)
            return ([frame] + inner.frames, inner.startsInClosure)
        }
        if let block = SyntaxWalk.childBlocks(of: statement).first(where: { $0.contains { $0.range.contains(offset) } }) {
            let inner = flow(to: offset, in: block)
            return ([frame] + inner.frames, inner.startsInClosure)
        }
        // The outermost closure holding the code.
        var outermost: (call: Call, closure: Closure, range: SourceRange)?
        SyntaxWalk.expressions(in: [statement], intoClosures: true) { expr in
            guard case .call(let call) = expr.kind else { return }
            for argument in call.allArguments {
                guard case .closure(let closure) = argument.value.kind, argument.value.range.contains(offset) else { continue }
                if outermost.map({ $0.range.contains(argument.value.range.start) }) != true {
                    outermost = (call, closure, argument.value.range)
                }
            }
        }
        guard let outermost else { return ([frame], false) }
        let inner = flow(to: offset, in: outermost.closure.body)
        let name = CallMeaning.lastName(outermost.call.callee) ?? ""
        if StandardTypeCatalog.immediateClosureCalls.contains(name) { return ([frame] + inner.frames, inner.startsInClosure) }
        return (inner.frames, true)
    }

    /// Methods followed to their callers, at most.
    private static let maximumDepth = 4
}
