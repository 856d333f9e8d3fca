/// How a `ForEach` (or `List`) identifies its rows, when it identifies them by position: the
/// offset of `enumerated()`, the collection's `indices`, or a `0..<items.count` range.
public struct RowIdentity {
    public enum Kind {
        /// `ForEach(Array(items.enumerated()), id: \.offset)`.
        case offset
        /// `ForEach(items.indices, id: \.self)` or `ForEach(0..<items.count, id: \.self)`.
        case index
        /// `ForEach(0..<items.count)` (or `items.indices`) with no `id:`: SwiftUI reads the range once.
        case constantRange
    }

    public let kind: Kind
    /// The collection whose positions identify the rows (`items`).
    public let collection: Expr
    /// The `ForEach` call.
    public let call: Call

    /// The positional identity of a `ForEach`/`List` call, if it has one.
    public init?(_ call: Call) {
        guard case .identifier(let callee) = call.callee.kind, callee == "ForEach" || callee == "List",
              let data = call.arguments.first, data.label == nil else { return nil }
        let key = call.arguments.first { $0.label?.text == "id" }.flatMap { Self.keyPathNames($0.value) }
        if let enumerated = Self.enumeratedBase(data.value) {
            guard key == ["offset"] || key == ["0"] else { return nil }
            self.init(kind: .offset, collection: enumerated, call: call)
        } else if let positions = Self.positionsBase(data.value) {
            switch key {
            case ["self"]?: self.init(kind: .index, collection: positions, call: call)
            case nil: self.init(kind: .constantRange, collection: positions, call: call)
            default: return nil
            }
        } else {
            return nil
        }
    }

    private init(kind: Kind, collection: Expr, call: Call) {
        self.kind = kind
        self.collection = collection
        self.call = call
    }

    /// Whether every row ignores its element (`{ _ in Skeleton() }`): the rows are all alike,
    /// so which position each one is kept for makes no difference.
    var ignoresElement: Bool {
        guard let parameters = call.lastClosure?.closure.parameters, !parameters.isEmpty else { return false }
        return parameters.allSatisfy { $0.name.text == "_" }
    }

    /// Whether the rows make a binding to an element by its position (`$items[index]`), which
    /// SwiftUI may still read after the element is removed.
    var bindsElementsByPosition: Bool {
        var found = false
        for closure in call.allArguments where closure.value.isClosure {
            SyntaxWalk.expressions(in: closure.value, intoClosures: true) { expr in
                guard case .subscriptCall(let subscripted) = expr.kind, let root = subscripted.callee.dottedName?.first,
                      root.hasPrefix("$"), !root.dropFirst().allSatisfy(\.isNumber) else { return }  // not `$0[…]`
                found = true
            }
        }
        return found
    }

    /// `items.enumerated()` or `Array(items.enumerated())`: `items`.
    private static func enumeratedBase(_ expr: Expr) -> Expr? {
        guard case .call(let call) = expr.kind else { return nil }
        if case .identifier("Array") = call.callee.kind, call.arguments.count == 1 { return enumeratedBase(call.arguments[0].value) }
        guard case .memberAccess(let base, let name, _) = call.callee.kind, name.text == "enumerated", call.arguments.isEmpty else {
            return nil
        }
        return base
    }

    /// `items.indices`, `0..<items.count`, `items.startIndex..<items.endIndex`: `items`.
    private static func positionsBase(_ expr: Expr) -> Expr? {
        switch expr.kind {
        case .memberAccess(let base, let name, _) where name.text == "indices":
            return base
        case .binaryOperator(let lhs, "..<", let rhs):
            guard case .memberAccess(let base, let name, _) = rhs.kind, name.text == "count" || name.text == "endIndex" else { return nil }
            switch lhs.kind {
            case .integerLiteral("0"): return base
            case .memberAccess(_, let start, _) where start.text == "startIndex": return base
            default: return nil
            }
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return positionsBase(elements[0].value)
        default:
            return nil
        }
    }

    /// `\.offset` → `["offset"]`, `\.element.id` → `["element", "id"]`.
    private static func keyPathNames(_ expr: Expr) -> [String]? {
        guard case .keyPath(let path) = expr.kind else { return nil }
        return path.components.map { component in
            if case .property(let name) = component { return name.text }
            return "?"
        }
    }
}
