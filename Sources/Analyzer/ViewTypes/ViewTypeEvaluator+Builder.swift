extension ViewTypeEvaluator {
    /// `buildBlock`: 0 statements → `EmptyView`, 1 → the child, n → `TupleView<(…)>`.
    /// `let` declarations are not views; `if`, `switch` and active `#if` clauses are.
    mutating func buildBlock(_ statements: [Stmt], range: SourceRange) -> StaticView {
        scopes.append([:])
        defer { scopes.removeLast() }
        var children: [StaticView] = []
        for statement in statements { appendViews(from: statement, to: &children) }
        switch children.count {
        case 0: return make(.empty, "EmptyView", range: range)
        case 1: return children[0]
        default:
            let typeName = "TupleView<(" + children.map(\.typeName).joined(separator: ", ") + ")>"
            return make(.tuple, typeName, range: range, children: children)
        }
    }

    private mutating func appendViews(from statement: Stmt, to children: inout [StaticView]) {
        switch statement.kind {
        case .expression(let expr):
            children.append(viewType(of: expr))
        case .declaration(let decl):
            declareLocals(decl)
        case .ifStmt(let ifStatement):
            children.append(buildIf(ifStatement))
        case .switchStmt(let switchStatement):
            children.append(buildSwitch(switchStatement))
        case .ifConfig(let config):
            if let clause = index.configuration.activeClause(of: config) {
                for element in clause.elements { appendViews(from: element, to: &children) }
            }
        case .forIn:
            children.append(placeholder("for-in is not allowed in a ViewBuilder; use ForEach", range: statement.range))
        case .unknown:
            children.append(placeholder("unparsed", range: statement.range))
        default:
            children.append(placeholder("statement not allowed in a ViewBuilder", range: statement.range))
        }
    }

    /// `let icon = Image(…)` inside a builder: remembered so later uses of `icon` have a type.
    private mutating func declareLocals(_ decl: Decl) {
        guard case .variable(let variable) = decl.kind else { return }
        for binding in variable.bindings {
            guard let name = binding.name?.text else { continue }
            if let type = binding.type {
                bind(name, .value(RuntimeTypeName.of(type, selfName: owner?.name)))
            } else if let initializer = binding.initializer {
                if case .closure(let closure) = initializer.kind {
                    bind(name, .closure(closure))
                } else if looksLikeView(initializer) {
                    bind(name, .view(viewType(of: initializer)))
                } else {
                    bind(name, .value(valueType(of: initializer)))
                }
            }
        }
    }

    // MARK: Conditionals

    /// `if`/`else if`/`else`: a balanced `_ConditionalContent` tree over the chain's branches,
    /// wrapped in `Optional` when there is no final `else`. An `if #available` branch is
    /// `AnyView` (`buildLimitedAvailability`).
    mutating func buildIf(_ statement: IfStatement) -> StaticView {
        var payloads: [StaticView] = []
        var branch: IfStatement? = statement
        var hasElse = false
        let savedConditions = conditions
        while let current = branch {
            let conditionRange = current.conditions.first.map { first in first.range.union(current.conditions.last!.range) }
                ?? current.body.range
            let isAvailable = current.conditions.contains { condition in
                if case .availability(_, isUnavailable: false) = condition.kind { return true }
                return false
            }
            let isPlainBoolean = current.conditions.allSatisfy { condition in
                if case .expression = condition.kind { return true }
                return false
            }
            let expressions = current.conditions.compactMap { condition -> Expr? in
                if case .expression(let expr) = condition.kind { return expr }
                return nil
            }
            conditions.append(BranchCondition(kind: isAvailable ? .availability : .ifTrue, range: conditionRange,
                                              isPlainBoolean: isPlainBoolean, expressions: expressions, locals: localNames))
            scopes.append([:])
            bindConditionNames(current.conditions)
            var payload = buildBlock(current.body.statements, range: current.body.range)
            scopes.removeLast()
            if isAvailable { payload = limitedAvailability(payload) }
            payloads.append(payload)
            conditions.removeLast()
            conditions.append(BranchCondition(kind: .ifFalse, range: conditionRange, isPlainBoolean: isPlainBoolean,
                                              expressions: expressions, locals: localNames))
            switch current.elseBranch {
            case .elseIf(let next)?:
                branch = next
            case .block(let block)?:
                payloads.append(buildBlock(block.statements, range: block.range))
                hasElse = true
                branch = nil
            case nil:
                branch = nil
            }
        }
        conditions = savedConditions
        if hasElse { return balancedConditional(payloads, range: statement.range) }
        let inner = payloads.count == 1 ? payloads[0] : balancedConditional(payloads, range: statement.range)
        return make(.optional, "Optional<\(inner.typeName)>", range: statement.range, children: [inner])
    }

    private func limitedAvailability(_ payload: StaticView) -> StaticView {
        StaticView(kind: .limitedAvailability, typeName: "AnyView", headName: "AnyView", range: payload.range,
                   children: [payload], conditions: payload.conditions)
    }

    /// `if let x = value`, `if let x`, `if case .a(let y) = value`: names usable in the branch.
    private mutating func bindConditionNames(_ conditionList: [Condition]) {
        for condition in conditionList {
            switch condition.kind {
            case .optionalBinding(_, let pattern, let type, let value):
                for name in pattern.boundNames {
                    if let type {
                        bind(name.text, .value(RuntimeTypeName.of(type, selfName: owner?.name)))
                    } else {
                        let source = value ?? Expr(.identifier(name.text), range: name.range)
                        let type = valueType(of: source).map(Self.unwrappingOptional)
                        bind(name.text, aliasesMember(name.text, value: value) ? .memberAlias(type) : .value(type))
                    }
                }
            case .matching(let pattern, _, _):
                for name in pattern.boundNames { bind(name.text, .value(nil)) }
            default:
                break
            }
        }
    }

    /// `if let url`, `if let url = url`, `if let url = self.url`: the name copies the member.
    private func aliasesMember(_ name: String, value: Expr?) -> Bool {
        guard owner?.hasInstanceMember(name) == true else { return false }
        switch value?.kind {
        case nil: return true
        case .identifier(let other)?: return other == name
        case .memberAccess(let base, let member, _)?:
            if case .identifier("self") = base.kind { return member.text == name }
            return false
        default: return false
        }
    }

    static func unwrappingOptional(_ typeName: String) -> String {
        let parts = TypeNameParts(typeName)
        return parts.head == "Optional" && parts.arguments.count == 1 ? parts.arguments[0] : typeName
    }

    /// `switch`: one payload per case (active `#if` clauses included), balanced like `if` chains.
    mutating func buildSwitch(_ statement: SwitchStatement) -> StaticView {
        var payloads: [StaticView] = []
        collectCasePayloads(statement.cases, into: &payloads)
        if payloads.isEmpty { return make(.empty, "EmptyView", range: statement.range) }
        return balancedConditional(payloads, range: statement.range)
    }

    private mutating func collectCasePayloads(_ entries: [SwitchCaseEntry], into payloads: inout [StaticView]) {
        for entry in entries {
            switch entry {
            case .switchCase(let switchCase):
                conditions.append(BranchCondition(kind: .switchCase, range: switchCase.range))
                scopes.append([:])
                for item in switchCase.items ?? [] {
                    for name in item.pattern.boundNames { bind(name.text, .value(nil)) }
                }
                let bodyRange = switchCase.body.first.map { $0.range.union(switchCase.body.last!.range) } ?? switchCase.range
                payloads.append(buildBlock(switchCase.body, range: bodyRange))
                scopes.removeLast()
                conditions.removeLast()
            case .ifConfig(let config):
                if let clause = index.configuration.activeClause(of: config) {
                    collectCasePayloads(clause.elements, into: &payloads)
                }
            }
        }
    }

    /// The compiler's balanced tree of `buildEither` over `payloads`: for three branches
    /// `_ConditionalContent<_ConditionalContent<A, B>, C>`, for four
    /// `_ConditionalContent<_ConditionalContent<A, B>, _ConditionalContent<C, D>>`.
    func balancedConditional(_ payloads: [StaticView], range: SourceRange) -> StaticView {
        var width = 1
        while width < payloads.count { width *= 2 }
        return balancedSubtree(payloads, start: 0, width: width, range: range)
    }

    private func balancedSubtree(_ payloads: [StaticView], start: Int, width: Int, range: SourceRange) -> StaticView {
        if width == 1 { return payloads[start] }
        let half = width / 2
        if start + half >= payloads.count {
            return balancedSubtree(payloads, start: start, width: half, range: range)
        }
        let first = balancedSubtree(payloads, start: start, width: half, range: range)
        let second = balancedSubtree(payloads, start: start + half, width: half, range: range)
        return StaticView(kind: .conditional, typeName: "_ConditionalContent<\(first.typeName), \(second.typeName)>",
                          headName: "_ConditionalContent", range: range, children: [first, second],
                          conditions: Array(first.conditions.prefix(conditions.count)))
    }
}
