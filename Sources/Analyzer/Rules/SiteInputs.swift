/// The reads of the parent's stored properties whose values a creation site hands the view it
/// creates: those its arguments read (action closures aside), those that give its rows their
/// elements, and those of the builder closures the view calls to build its content. Reads are
/// followed through the locals and the parent's helpers they use (`let isCenter = index ==
/// selectedIndex`, `isSelected(device)` reading `selection`, `ForEach(sortedPackages)`), so
/// every spelling gets the inline one's verdict.
enum SiteInputs {
    /// `builders`: the closures the site passes that the view calls while building its body;
    /// `rows`: whether the reads that give rows their elements count (not when the question is
    /// what the arguments themselves hand over).
    static func passed(at site: CallSite, builders: [Expr], rows includesRows: Bool = true, uses: ModuleUses,
                       index: ModuleIndex) -> [StoredRead] {
        guard let owner = site.context.owner else { return [] }
        let inputs = site.call.allArguments.map(\.value).filter { !$0.isClosure } + builders
        let dependencies = MemberDependencies(type: owner)
        let rows = site.context.rowData.flatMap { data in
            includesRows ? elementReads(of: data.expr, in: data.context, dependencies: dependencies, uses: uses, index: index, depth: 0) : nil
        } ?? []
        return rows + inputs.flatMap { reads(of: $0, in: site.context, dependencies: dependencies, depth: 0) }
    }

    /// The reads that give rows their elements: the collection the data comes from, not the
    /// state a closure uses to sort or filter it, or that picks which ordering a helper
    /// returns. Sorting by `order` gives each row the same element as before; a change of
    /// `order` reaches no row. (A value argument, `prefix(limit)`, is kept: it may make them.)
    private static func elementReads(of data: Expr, in context: CodeContext, dependencies: MemberDependencies,
                                     uses: ModuleUses, index: ModuleIndex, depth: Int) -> [StoredRead] {
        guard depth < maximumDepth else { return reads(of: data, in: context, dependencies: dependencies, depth: depth) }
        func elements(_ expr: Expr, _ context: CodeContext) -> [StoredRead] {
            elementReads(of: expr, in: context, dependencies: dependencies, uses: uses, index: index, depth: depth + 1)
        }
        switch data.kind {
        case .call(let call):
            // `items.sorted { … }`, `items.filter { … }`: the receiver's elements.
            if case .memberAccess(let base, _, _) = call.callee.kind, isValue(base, in: context, owner: dependencies.type) {
                // A module method's argument that only picks elements (a search text) gives no
                // row another element.
                let scope = ModuleCallees.Scope(owner: dependencies.type, fileIndex: context.fileIndex, locals: [])
                let callees = ModuleCallees(index: index).callees(of: call, in: scope) ?? []
                let values = call.arguments.enumerated().filter { position, argument in
                    !argument.value.isClosure && !NarrowingParameters.onlyNarrows(argumentAt: position, of: call, callees: callees)
                }.map(\.element.value)
                return elements(base, context) + values.flatMap { reads(of: $0, in: context, dependencies: dependencies, depth: depth) }
            }
            // `Array(items.enumerated())`: its argument's.
            if call.trailingClosures.isEmpty, call.arguments.count == 1, call.arguments[0].label == nil {
                return elements(call.arguments[0].value, context)
            }
        case .ternary(_, let then, let otherwise):
            return elements(then, context) + elements(otherwise, context)
        case .optionalChain(let inner), .forceUnwrap(let inner), .tryExpr(_, let inner):
            return elements(inner, context)
        case .identifier(let name):
            switch context.origin(of: name) {
            case .value(let initial, let outer)?, .unwrapped(let initial, let outer)?: return elements(initial, outer)
            case .parameter(let function, let position)?:
                // GymBo's `workoutScrollView(…, favoriteWorkouts:)`: what the parent's every call passes.
                let calls = uses.calls[function] ?? []
                if calls.allSatisfy({ $0.context.owner === dependencies.type }),
                   let arguments = ValueVariability(index: index, uses: uses).arguments(forParameter: position, of: function),
                   arguments.count == calls.count {
                    return arguments.flatMap { elements($0.0, $0.1) }
                }
            default: break
            }
            // `ForEach(sortedPackages)`: what the parent's computed property returns.
            if context.origin(of: name) == nil, let property = dependencies.type.computedProperty(named: name), !property.isStatic {
                let owner = CodeContext(owner: dependencies.type, scope: nil, placement: context.placement, fileIndex: context.fileIndex)
                let values = returnedValues(of: property.body)
                // Built in the getter's own locals (Pearcleaner's `categorizedFiles` groups the
                // filtered files in a dictionary): the elements come from all the getter reads.
                let getterLocals = Set(SyntaxWalk.boundValues(in: property.body, nested: true).map(\.name))
                if values.contains(where: { $0.rootName.map(getterLocals.contains) ?? false }) {
                    return reads(of: data, in: context, dependencies: dependencies, depth: depth)
                }
                return values.flatMap { elements($0, owner) }
            }
        default:
            break
        }
        return reads(of: data, in: context, dependencies: dependencies, depth: depth)
    }

    /// Whether a receiver is a value of the code, rooted at a local or a member of the parent
    /// (`Catalog.rows(for: filter)` called on a type or a global makes its elements).
    private static func isValue(_ base: Expr, in context: CodeContext, owner: TypeInfo) -> Bool {
        guard let root = base.rootName else { return false }
        return context.origin(of: root) != nil || owner.hasInstanceMember(root)
    }

    /// The values a getter returns: its single expression, or each `return`, in any branch.
    static func returnedValues(of statements: [Stmt]) -> [Expr] {
        if statements.count == 1, case .expression(let value) = statements[0].kind { return [value] }
        var values: [Expr] = []
        for statement in statements {
            switch statement.kind {
            case .returnStmt(let value?): values.append(value)
            case .expression(let expr):
                // `switch order { case .name: items.sorted … }` written as an expression.
                if case .switchExpr = expr.kind { values.append(expr) }
            default: values += SyntaxWalk.childBlocks(of: statement).flatMap(returnedValues)
            }
        }
        return values
    }

    /// The stored properties `value` reads, through the parent's members it calls and the
    /// locals it uses.
    private static func reads(of value: Expr, in context: CodeContext, dependencies: MemberDependencies, depth: Int) -> [StoredRead] {
        var locals: [String] = []
        var origins: [(Expr, CodeContext)] = []
        SyntaxWalk.expressions(in: value, intoClosures: true) { expr in
            guard case .identifier(let name) = expr.kind, let origin = context.origin(of: name) else { return }
            locals.append(name)
            switch origin {
            case .value(let initial, let outer), .unwrapped(let initial, let outer): origins.append((initial, outer))
            default: break
            }
        }
        let accesses = AccessCollector.accesses(in: value, owner: dependencies.type, locals: locals).filter { $0.kind != .write }
        let direct = dependencies.storedReads(of: accesses)
        guard depth < maximumDepth else { return direct }
        return direct + origins.flatMap { reads(of: $0.0, in: $0.1, dependencies: dependencies, depth: depth + 1) }
    }

    /// Locals followed to their values, at most.
    private static let maximumDepth = 4
}
