/// A baseline: an appearance closure copies a value into state (`previousOption = option`),
/// and the view compares the copy with the value (`previousOption != option` shows a "refresh
/// to apply" banner). The copy is meant to lag until the user applies the change; taking it
/// again whenever the value changes would erase the very difference the view shows.
struct BaselineCopies {
    let view: TypeInfo

    /// The view's stored properties that `statements` copy into one of its properties the view
    /// compares them with.
    func baselined(in statements: [Stmt]) -> Set<String> {
        var copies: [(copy: String, source: String)] = []
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard case .assignment(let target, let value) = expr.kind, let copy = target.selfMemberName,
                  let source = value.selfMemberName, copy != source,
                  view.storedProperty(named: copy) != nil, view.storedProperty(named: source) != nil else { return }
            copies.append((copy, source))
        }
        guard !copies.isEmpty else { return [] }
        let compared = comparedPairs()
        return Set(copies.filter { compared.contains([$0.copy, $0.source].sorted()) }.map(\.source))
    }

    /// The pairs of member names the view's code compares with `==` or `!=`, each sorted.
    private func comparedPairs() -> Set<[String]> {
        var pairs: Set<[String]> = []
        func collect(_ statements: [Stmt]) {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard case .binaryOperator(let lhs, let spelling, let rhs) = expr.kind, spelling == "==" || spelling == "!=",
                      let left = lhs.selfMemberName, let right = rhs.selfMemberName else { return }
                pairs.insert([left, right].sorted())
            }
        }
        for property in view.computedProperties { collect(property.body) }
        for method in view.methods { collect(method.declaration.body?.statements ?? []) }
        return pairs
    }
}
