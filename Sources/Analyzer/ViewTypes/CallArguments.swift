/// A call's arguments keyed by the parameter they bind to, the way the compiler matches them:
/// labelled arguments by label, unlabelled ones as `_`, `_2`, …, and trailing closures — the
/// first unlabelled one goes to the first closure parameter not already given by label.
struct CallArguments {
    private(set) var byLabel: [String: Expr] = [:]
    let call: Call

    init(_ call: Call, closureParameters: [String]) {
        self.call = call
        var unlabelled = 0
        for argument in call.arguments {
            if let label = argument.label?.text {
                byLabel[label] = argument.value
            } else {
                unlabelled += 1
                byLabel[unlabelled == 1 ? "_" : "_\(unlabelled)"] = argument.value
            }
        }
        for trailing in call.trailingClosures {
            if let label = trailing.label?.text {
                byLabel[label] = trailing.closure
            } else if let parameter = closureParameters.first(where: { byLabel[$0] == nil }) {
                byLabel[parameter] = trailing.closure
            } else {
                byLabel["_trailing"] = trailing.closure
            }
        }
    }

    subscript(label: String) -> Expr? { byLabel[label] }

    var unlabelledCount: Int { call.arguments.filter { $0.label == nil }.count }

    var hasClosure: Bool {
        !call.trailingClosures.isEmpty || call.arguments.contains { if case .closure = $0.value.kind { return true } else { return false } }
    }

    /// The first closure passed (trailing or as an argument).
    var firstClosure: Closure? {
        let closures = call.arguments.map(\.value) + call.trailingClosures.map(\.closure)
        for expr in closures { if case .closure(let closure) = expr.kind { return closure } }
        return nil
    }

    /// Arguments with labels (trailing closures excluded).
    var labels: [String] { call.arguments.compactMap { $0.label?.text } }

    var hasLabel: (String) -> Bool { { label in self.byLabel[label] != nil || (label == "_" && self.unlabelledCount > 0) } }
}

extension Closure {
    /// The number of parameters: declared ones, or the highest `$n` used plus one.
    var parameterCount: Int {
        if let parameters { return parameters.count }
        var highest = -1
        func scan(_ statements: [Stmt]) {
            for statement in statements { scanStatement(statement) }
        }
        func scanStatement(_ statement: Stmt) {
            if case .expression(let expr) = statement.kind { scanExpr(expr) }
            if case .returnStmt(let expr?) = statement.kind { scanExpr(expr) }
        }
        func scanExpr(_ expr: Expr) {
            switch expr.kind {
            case .identifier(let name) where name.hasPrefix("$"):
                if let number = Int(name.dropFirst()) { highest = max(highest, number) }
            case .memberAccess(let base, _, _), .optionalChain(let base), .forceUnwrap(let base),
                 .prefixOperator(_, let base), .awaitExpr(let base), .tryExpr(_, let base):
                scanExpr(base)
            case .call(let call):
                scanExpr(call.callee)
                for argument in call.allArguments where !isClosure(argument.value) { scanExpr(argument.value) }
            case .binaryOperator(let lhs, _, let rhs), .assignment(let lhs, let rhs):
                scanExpr(lhs)
                scanExpr(rhs)
            case .tuple(let elements):
                for element in elements { scanExpr(element.value) }
            case .stringLiteral(let literal):
                for segment in literal.segments {
                    if case .interpolation(let arguments, _) = segment { for argument in arguments { scanExpr(argument.value) } }
                }
            default:
                break
            }
        }
        func isClosure(_ expr: Expr) -> Bool { if case .closure = expr.kind { return true } else { return false } }
        scan(body)
        return highest + 1
    }
}
