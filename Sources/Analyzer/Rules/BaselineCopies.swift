/// A baseline: an appearance closure copies a value into state (`previousOption = option`,
/// `originalAsn = document.asn`, `initDate = date`), and the view compares the copy with the
/// value (`previousOption != option` shows a "refresh to apply" banner; `document.asn ==
/// originalAsn` accepts the number the document started with) or puts the copy back into it
/// (a "Revert to Initial" button's `date = initDate`). The copy is meant to lag until the user
/// applies or reverts the change; taking it again whenever the value changes would erase the
/// very difference the view looks for.
struct BaselineCopies {
    let view: TypeInfo

    /// The paths of the view's stored values (`["option"]`, `["document", "asn"]`) that
    /// `statements` copy into one of its properties the view compares them with.
    func baselined(in statements: [Stmt]) -> Set<[String]> {
        var copies: [(copy: [String], source: [String])] = []
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard case .assignment(let target, let value) = expr.kind, let copy = storedPath(target), copy.count == 1,
                  let source = storedPath(value), copy != source else { return }
            copies.append((copy, source))
        }
        guard !copies.isEmpty else { return [] }
        let compared = comparedPairs()
        let restored = restoredPairs()
        // A copy only put back is a snapshot where taking it is all the code does with the value
        // (`.task { initDate = date }`): code that also uses the value (`player.start(volume:
        // volume)` beside `savedVolume = volume`) still depends on it.
        var uses: [[String]: Int] = [:]
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            if let path = storedPath(expr) { uses[path, default: 0] += 1 }
        }
        return Set(copies.filter { copy in
            compared.contains(Self.pair(copy.copy, copy.source))
                || (restored.contains([copy.source, copy.copy]) && uses[copy.source] == copies.filter { $0.source == copy.source }.count)
        }.map(\.source))
    }

    /// The member path of an expression that starts at one of the view's stored properties.
    private func storedPath(_ expr: Expr) -> [String]? {
        guard let path = expr.memberPath, let root = path.first, view.storedProperty(named: root) != nil else { return nil }
        return path
    }

    /// The pairs of stored paths the view's code compares with `==` or `!=`, each sorted: the
    /// values themselves, or the same method's result on each (`name.trimmingCharacters(in:
    /// .whitespaces) != originalName.trimmingCharacters(in: .whitespaces)`).
    private func comparedPairs() -> Set<[[String]]> {
        pairs { expr in
            guard case .binaryOperator(let lhs, let spelling, let rhs) = expr.kind, spelling == "==" || spelling == "!=",
                  let left = comparedPath(lhs), let right = comparedPath(rhs), left.method == right.method else { return nil }
            return Self.pair(left.path, right.path)
        }
    }

    /// The stored path a compared operand stands for, and the method applied to it, if any.
    private func comparedPath(_ operand: Expr) -> (path: [String], method: String?)? {
        if let path = storedPath(operand) { return (path, nil) }
        guard case .call(let call) = operand.kind, case .memberAccess(let base, let method, _) = call.callee.kind,
              let path = storedPath(base) else { return nil }
        return (path, method.text)
    }

    /// The stored paths the view's code assigns another one of (`date = initDate`), as
    /// `[target, value]`.
    private func restoredPairs() -> Set<[[String]]> {
        pairs { expr in
            guard case .assignment(let target, let value) = expr.kind, let to = storedPath(target), let from = storedPath(value),
                  to != from else { return nil }
            return [to, from]
        }
    }

    /// The pairs `pair` finds in the expressions of the view's members, closures included.
    private func pairs(_ pair: (Expr) -> [[String]]?) -> Set<[[String]]> {
        var pairs: Set<[[String]]> = []
        func collect(_ statements: [Stmt]) {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                if let found = pair(expr) { pairs.insert(found) }
            }
        }
        for property in view.computedProperties { collect(property.body) }
        for method in view.methods { collect(method.declaration.body?.statements ?? []) }
        return pairs
    }

    private static func pair(_ first: [String], _ second: [String]) -> [[String]] {
        first.lexicographicallyPrecedes(second) ? [first, second] : [second, first]
    }
}
