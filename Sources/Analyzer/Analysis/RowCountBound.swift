/// The most rows a `ForEach`'s data can hold, where the code fixes it: a literal range
/// (`0..<7`, or bounds that are integer constants: `0..<totalSteps + 1` with `let totalSteps =
/// 10`), an array literal, a module enum's `allCases`, or a `prefix(10)` of anything. Filtering,
/// sorting, reversing or numbering the data keeps its bound. `nil` when the data's size comes
/// from somewhere else (a model's array, a fetch).
struct RowCountBound {
    let index: ModuleIndex
    /// The type whose code holds the data (its stored and static properties name constants).
    let owner: TypeInfo?

    /// Collection methods whose result has at most the base's elements.
    private static let shrinking: Set<String> = [
        "filter", "sorted", "reversed", "enumerated", "shuffled", "dropFirst", "dropLast", "map", "compactMap",
    ]
    /// Constant expressions followed through names, at most.
    private static let maximumDepth = 8

    func bound(of data: Expr, depth: Int = 0) -> Int? {
        guard depth < Self.maximumDepth else { return nil }
        switch data.kind {
        case .arrayLiteral(let elements):
            return elements.count
        case .binaryOperator(let lower, let spelling, let upper) where spelling == "..<" || spelling == "...":
            guard let low = constant(lower, depth: depth + 1), let high = constant(upper, depth: depth + 1) else { return nil }
            return max(0, high - low + (spelling == "..." ? 1 : 0))
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return bound(of: elements[0].value, depth: depth + 1)
        case .memberAccess(let base, let name, _) where name.text == "allCases":
            guard let typeName = base.dottedName?.joined(separator: "."), let type = index.type(named: typeName), type.kind == .enum,
                  !type.enumCases.isEmpty, type.enumCases.allSatisfy({ $0.associatedValues == nil }) else { return nil }
            return type.enumCases.count
        case .call(let call):
            if case .identifier("Array") = call.callee.kind, call.arguments.count == 1, call.arguments[0].label == nil {
                return bound(of: call.arguments[0].value, depth: depth + 1)
            }
            guard case .memberAccess(let base, let name, _) = call.callee.kind else { return nil }
            if name.text == "prefix", call.arguments.count == 1, let count = constant(call.arguments[0].value, depth: depth + 1) {
                return bound(of: base, depth: depth + 1).map { min($0, count) } ?? count
            }
            return Self.shrinking.contains(name.text) ? bound(of: base, depth: depth + 1) : nil
        default:
            return nil
        }
    }

    /// An integer the code fixes: a literal, simple arithmetic of constants, or a `let` (stored
    /// with a literal default, static, or global) holding one.
    private func constant(_ expr: Expr, depth: Int) -> Int? {
        guard depth < Self.maximumDepth else { return nil }
        switch expr.kind {
        case .integerLiteral(let text):
            return Int(text.replacingAll("_", with: ""))
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return constant(elements[0].value, depth: depth + 1)
        case .binaryOperator(let lhs, let spelling, let rhs):
            guard let left = constant(lhs, depth: depth + 1), let right = constant(rhs, depth: depth + 1) else { return nil }
            switch spelling {
            case "+": return left + right
            case "-": return left - right
            case "*": return left * right
            default: return nil
            }
        case .identifier(let name):
            if let property = owner?.storedProperty(named: name), property.isLet, property.wrapper == nil, let value = property.defaultValue {
                return constant(value, depth: depth + 1)
            }
            if let value = owner?.staticProperties[name]?.initializer ?? index.globals[name]?.initializer {
                return constant(value, depth: depth + 1)
            }
            return nil
        default:
            return nil
        }
    }
}
