/// Values that are new every time they are computed: `UUID()`, `Date()`, `Date.now`,
/// `Int.random(in:)` — and anything read off one (`UUID().uuidString`).
enum FreshValue {
    static func isFresh(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .call(let call):
            if let made = ExpressionTypes.constructedTypeName(expr), ["UUID", "Date", "NSDate", "NSUUID"].contains(made),
               call.arguments.isEmpty {
                return true
            }
            if case .memberAccess(let base, let name, _) = call.callee.kind {
                return name.text == "random" || isFresh(base)
            }
            return false
        case .memberAccess(let base, let name, _):
            if case .identifier("Date") = base.kind, name.text == "now" { return true }
            return isFresh(base)
        case .tuple(let elements) where elements.count == 1:
            return isFresh(elements[0].value)
        default:
            return false
        }
    }
}
