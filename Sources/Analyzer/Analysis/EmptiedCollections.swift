/// What a condition says once one of a view's collections is empty (`detailedLists = []`):
/// the collection itself and what is computed from it by transforms that keep an empty
/// collection empty (`Array(detailedLists.prefix(3))`, `items.filter { … }`, `sorted()`),
/// directly or through the view's computed properties, are empty too. readmigo shows its
/// banner under `if bannerLists.count > 0`, where `bannerLists` is the first three lists: the
/// refresh that empties the lists takes the banner away.
enum EmptiedCollections {
    /// Whether a condition holds once the collection at `path` is empty; `nil` when that does
    /// not decide it. `owner`: the type whose computed properties the condition may name.
    static func holds(_ expr: Expr, whenEmpty path: [String], in owner: TypeInfo?) -> Bool? {
        switch expr.kind {
        case .memberAccess(let base, let name, _) where name.text == "isEmpty":
            return isEmpty(base, whenEmpty: path, in: owner, depth: 0) ? true : nil
        case .binaryOperator(let lhs, let spelling, let rhs):
            guard case .memberAccess(let base, let name, _) = lhs.kind, name.text == "count",
                  case .integerLiteral(let text) = rhs.kind, let bound = Int(text),
                  isEmpty(base, whenEmpty: path, in: owner, depth: 0) else { return nil }
            // The count is 0.
            switch spelling {
            case "==": return 0 == bound
            case "!=": return 0 != bound
            case ">": return 0 > bound
            case ">=": return 0 >= bound
            case "<": return 0 < bound
            case "<=": return 0 <= bound
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Transforms of a collection whose result is empty when it is.
    private static let emptinessKeeping: Set<String> = [
        "prefix", "suffix", "filter", "map", "compactMap", "flatMap", "sorted", "reversed", "dropFirst", "dropLast",
        "shuffled", "enumerated", "lazy",
    ]

    /// Whether `expr` is empty whenever the collection at `path` is.
    private static func isEmpty(_ expr: Expr, whenEmpty path: [String], in owner: TypeInfo?, depth: Int) -> Bool {
        guard depth < 6 else { return false }
        if expr.memberPath == path { return true }
        switch expr.kind {
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return isEmpty(elements[0].value, whenEmpty: path, in: owner, depth: depth + 1)
        case .memberAccess(let base, let name, _) where emptinessKeeping.contains(name.text):
            return isEmpty(base, whenEmpty: path, in: owner, depth: depth + 1)
        case .call(let call):
            switch call.callee.kind {
            // `x.prefix(3)`, `x.filter { … }`
            case .memberAccess(let base, let name, _) where emptinessKeeping.contains(name.text):
                return isEmpty(base, whenEmpty: path, in: owner, depth: depth + 1)
            // `Array(x)`, `Set(x)`
            case .identifier(let name) where name == "Array" || name == "Set":
                guard call.allArguments.count == 1, call.allArguments[0].label == nil else { return false }
                return isEmpty(call.allArguments[0].value, whenEmpty: path, in: owner, depth: depth + 1)
            default:
                return false
            }
        default:
            // A computed property of the view returning such an expression.
            guard let name = expr.selfMemberName, let computed = owner?.computedProperty(named: name), !computed.isStatic,
                  let returned = singleReturnedExpression(computed.body) else { return false }
            return isEmpty(returned, whenEmpty: path, in: owner, depth: depth + 1)
        }
    }

    /// The expression a body of one statement returns (`return x` or `x`).
    private static func singleReturnedExpression(_ statements: [Stmt]) -> Expr? {
        guard statements.count == 1 else { return nil }
        switch statements[0].kind {
        case .expression(let expr), .returnStmt(let expr?): return expr
        default: return nil
        }
    }
}
