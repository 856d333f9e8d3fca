/// Whether a module method's parameter only picks which elements it returns: read in
/// conditions (`guard !search.isEmpty`, `switch filter`, a ternary's test) and in the
/// predicates of selecting calls (`filter { $0.title.contains(search) }`, `sorted`,
/// `first(where:)`), never in what builds an element. `board.items(matching: filter, search:
/// searchText)` then gives each row the same element after a keystroke: rows the search keeps
/// are the rows they were, and the parent's re-render reaches them with equal data.
enum NarrowingParameters {
    /// Calls whose closure decides which elements come out (or in which order), not what they are.
    private static let selectingCalls: Set<String> = [
        "filter", "first", "last", "contains", "allSatisfy", "sorted", "sort", "prefix", "drop", "firstIndex", "lastIndex",
        "min", "max", "partition", "removeAll",
    ]

    /// Whether the argument at `position` of `call` only narrows in every module method the call
    /// may run; `false` when no such method is found (a library call, or one found by name only).
    static func onlyNarrows(argumentAt position: Int, of call: Call, callees: [ModuleCallees.Callee]) -> Bool {
        guard !callees.isEmpty, callees.allSatisfy({ !$0.byNameOnly }) else { return false }
        let labels = call.arguments.map(\.label)
        // The overloads the call's labels match; each must only narrow.
        let matching = callees.filter { callee in
            let parameters = callee.declaration.parameters
            return parameters.count == labels.count && zip(parameters, labels).allSatisfy { $0.label == $1?.text }
        }
        return !matching.isEmpty && matching.allSatisfy { callee in
            guard let name = callee.declaration.parameters[position].internalName, let body = callee.declaration.body?.statements else { return false }
            return onlyNarrows(name, in: body)
        }
    }

    /// Whether every read of `name` in `body` is in a condition or a selecting call's predicate,
    /// and every value the body returns only selects from a collection (`items`,
    /// `filtered.filter { … }`, a `switch` of such): a body that builds elements (`map`, an
    /// initializer) may build them differently for each value of the parameter.
    static func onlyNarrows(_ name: String, in body: [Stmt]) -> Bool {
        let locals = Dictionary(SyntaxWalk.boundValues(in: body, nested: true).map { ($0.name, $0.value) }) { first, _ in first }
        let produced = SiteInputs.returnedValues(of: body)
        guard !produced.isEmpty, produced.allSatisfy({ isSelection($0, locals: locals, depth: 0) }) else { return false }
        var reads: [Int] = []
        var allowed: [SourceRange] = []
        SyntaxWalk.expressions(in: body, intoClosures: true) { expr in
            switch expr.kind {
            case .identifier(let identifier) where identifier == name: reads.append(expr.range.start)
            case .ternary(let condition, _, _): allowed.append(condition.range)
            case .ifExpr(let ifStatement): allowed += conditionRanges(ifStatement.conditions)
            case .switchExpr(let switchStatement): allowed.append(switchStatement.subject.range)
            case .call(let call):
                guard case .memberAccess(_, let method, _) = call.callee.kind, selectingCalls.contains(method.text) else { break }
                allowed += call.allArguments.filter(\.value.isClosure).map(\.value.range)
            default: break
            }
        }
        statementConditions(in: body, into: &allowed)
        return reads.allSatisfy { offset in allowed.contains { $0.contains(offset) } }
    }

    /// Whether `expr` only picks elements of a collection: a name, or a selecting call on one,
    /// or a choice between such.
    private static func isSelection(_ expr: Expr, locals: [String: Expr], depth: Int) -> Bool {
        guard depth < 8 else { return false }
        func selection(_ inner: Expr) -> Bool { isSelection(inner, locals: locals, depth: depth + 1) }
        func single(_ statements: [Stmt]) -> Bool {
            guard statements.count == 1, case .expression(let value) = statements[0].kind else { return false }
            return selection(value)
        }
        switch expr.kind {
        case .identifier(let name): return locals[name].map(selection) ?? true
        case .memberAccess: return true
        case .optionalChain(let inner), .forceUnwrap(let inner), .tryExpr(_, let inner), .awaitExpr(let inner): return selection(inner)
        case .ternary(_, let then, let otherwise): return selection(then) && selection(otherwise)
        case .call(let call):
            guard case .memberAccess(let base, let method, _) = call.callee.kind, selectingCalls.contains(method.text) else { return false }
            return selection(base)
        case .switchExpr(let switchStatement):
            return SyntaxWalk.childBlocks(of: Stmt(.switchStmt(switchStatement), range: expr.range)).allSatisfy(single)
        case .ifExpr(let ifStatement):
            return SyntaxWalk.childBlocks(of: Stmt(.ifStmt(ifStatement), range: expr.range)).allSatisfy(single)
        default:
            return false
        }
    }

    /// The conditions of the `if`, `guard` and `while` statements and the subjects of the
    /// `switch` statements in `statements`, at any depth outside closures.
    private static func statementConditions(in statements: [Stmt], into allowed: inout [SourceRange]) {
        for statement in statements {
            switch statement.kind {
            case .ifStmt(let ifStatement): allowed += conditionRanges(ifStatement.conditions) + elseIfConditions(ifStatement.elseBranch)
            case .guardStmt(let conditions, _), .whileStmt(let conditions, _): allowed += conditionRanges(conditions)
            case .switchStmt(let switchStatement): allowed.append(switchStatement.subject.range)
            default: break
            }
            for block in SyntaxWalk.childBlocks(of: statement) { statementConditions(in: block, into: &allowed) }
        }
    }

    private static func elseIfConditions(_ branch: ElseBranch?) -> [SourceRange] {
        guard case .elseIf(let inner)? = branch else { return [] }
        return conditionRanges(inner.conditions) + elseIfConditions(inner.elseBranch)
    }

    /// The tests of conditions; a binding's value (`if let x = search`) is a value, not a test.
    private static func conditionRanges(_ conditions: [Condition]) -> [SourceRange] {
        conditions.compactMap { condition in
            if case .expression(let test) = condition.kind { return test.range }
            return nil
        }
    }
}
