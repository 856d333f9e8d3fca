/// The flags the code around a place in a closure pins: zzrit's contact form reads the room
/// only in the `else` of `if !contactThroughRoomView`, so there the flag is `true`. Conditions
/// of `if`s (each side of an `&&` in a body; a lone condition in an `else`) and closures run on
/// the spot are followed; a flag is a stored property of the view named by itself (`flag`,
/// `!flag`), compared with a literal (`mode == .room`) or tested for emptiness (both in a body only).
enum ReadConditions {
    /// The (property, literal) pairs that hold wherever the code at `offset` runs.
    static func pins(at offset: Int, in statements: [Stmt]) -> [(name: String, literal: String)] {
        guard let statement = statements.first(where: { $0.range.contains(offset) }) else { return [] }
        switch statement.kind {
        case .ifStmt(let ifStatement):
            return pins(at: offset, in: ifStatement)
        case .guardStmt, .expression, .declaration, .returnStmt:
            // A closure run on the spot holding the code (`Task { … }`).
            var inner: [(String, String)] = []
            SyntaxWalk.expressions(in: [statement], intoClosures: false) { expr in
                guard inner.isEmpty, case .call(let call) = expr.kind,
                      CallMeaning.lastName(call.callee).map(StandardTypeCatalog.immediateClosureCalls.contains) == true,
                      let closure = call.allArguments.first(where: { $0.value.isClosure && $0.value.range.contains(offset) }),
                      case .closure(let body) = closure.value.kind else { return }
                inner = pins(at: offset, in: body.body)
            }
            return inner
        default:
            return SyntaxWalk.childBlocks(of: statement).first { $0.contains { $0.range.contains(offset) } }
                .map { pins(at: offset, in: $0) } ?? []
        }
    }

    private static func pins(at offset: Int, in ifStatement: IfStatement) -> [(name: String, literal: String)] {
        if ifStatement.body.range.contains(offset) {
            let held = ifStatement.conditions.flatMap { condition -> [(String, String)] in
                guard case .expression(let expr) = condition.kind else { return [] }
                return conjuncts(expr).compactMap { pinned($0, holds: true) }
            }
            return held + pins(at: offset, in: ifStatement.body.statements)
        }
        // In an `else`, a lone condition failed.
        let failed = ifStatement.conditions.count == 1 ? ifStatement.conditions.first.flatMap { condition -> (String, String)? in
            guard case .expression(let expr) = condition.kind else { return nil }
            return pinned(expr, holds: false)
        } : nil
        switch ifStatement.elseBranch {
        case .block(let block)? where block.range.contains(offset):
            return (failed.map { [$0] } ?? []) + pins(at: offset, in: block.statements)
        case .elseIf(let next)? where next.range.contains(offset):
            return (failed.map { [$0] } ?? []) + pins(at: offset, in: next)
        default:
            return []
        }
    }

    /// The sides of an `&&` (parentheses left out).
    static func conjuncts(_ expr: Expr) -> [Expr] {
        if case .binaryOperator(let lhs, "&&", let rhs) = expr.kind { return conjuncts(lhs) + conjuncts(rhs) }
        if case .tuple(let elements) = expr.kind, elements.count == 1, elements[0].label == nil { return conjuncts(elements[0].value) }
        return [expr]
    }

    /// The stored property a condition tests and the literal it has when the condition
    /// `holds` (or fails): `isReady` → `true`, `!isReady` → `false`, `mode == .room` → `.room`,
    /// `items.isEmpty` → `[]` (the last two only where the condition holds).
    static func pinned(_ expr: Expr, holds: Bool) -> (name: String, literal: String)? {
        switch expr.kind {
        case .prefixOperator("!", let operand):
            return pinned(operand, holds: !holds)
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return pinned(elements[0].value, holds: holds)
        case .memberAccess(let base, let name, _) where name.text == "isEmpty":
            return holds ? base.selfMemberName.map { ($0, "[]") } : nil
        case .binaryOperator(let lhs, "==", let rhs) where holds:
            guard let name = lhs.selfMemberName, let literal = rhs.literalText else { return nil }
            return (name, literal)
        default:
            return expr.selfMemberName.map { ($0, holds ? "true" : "false") }
        }
    }
}
