/// When a catalog entry applies to a call, decided from how the call is written.
public indirect enum CallCondition: Sendable {
    case always
    /// The first argument is unlabelled and not a closure: a title (`Button("Save") { … }`) or
    /// data (`List(items) { … }`).
    case firstArgumentUnlabelled
    /// Some argument (or trailing closure) has this label; `_` means an unlabelled argument.
    case hasLabel(String)
    case lacksLabel(String)
    /// Every labelled argument has one of these labels.
    case onlyLabels(Set<String>)
    /// The call has exactly this many unlabelled arguments.
    case unlabelledArguments(Int)
    /// The first (trailing or argument) closure has this many parameters.
    case closureParameters(Int)
    /// A trailing closure or a closure argument is present.
    case hasClosure
    /// The first unlabelled argument is a view expression (not a style, value or closure).
    case firstArgumentIsView
    /// The first unlabelled argument is a known ShapeStyle other than a color
    /// (`.regularMaterial`, `.secondary`, `LinearGradient(…)`).
    case firstArgumentIsStyle
    /// The first unlabelled argument is a `Color` (`.red`, `Color.accentColor`), which is both a
    /// view and a style.
    case firstArgumentIsColor
    case all([CallCondition])
    case not(CallCondition)
}

extension CallCondition {
    /// What a call's first unlabelled argument is, which only a caller that types expressions
    /// can tell.
    public enum ArgumentKind {
        case view(Expr), style(Expr), color(Expr)

        public var expr: Expr {
            switch self {
            case .view(let expr), .style(let expr), .color(let expr): return expr
            }
        }
    }

    /// Whether this condition holds for a call's arguments; `isKind` answers the questions about
    /// the first unlabelled argument's kind.
    public func holds(for arguments: CallArguments, isKind: (ArgumentKind) -> Bool) -> Bool {
        switch self {
        case .always:
            return true
        case .firstArgumentUnlabelled:
            guard let first = arguments.call.arguments.first, first.label == nil else { return false }
            if case .closure = first.value.kind { return false }
            return true
        case .hasLabel(let label):
            return arguments.hasLabel(label)
        case .lacksLabel(let label):
            return !arguments.hasLabel(label)
        case .onlyLabels(let allowed):
            return arguments.labels.allSatisfy { allowed.contains($0) }
        case .unlabelledArguments(let count):
            return arguments.unlabelledCount == count
        case .closureParameters(let count):
            return arguments.firstClosure?.parameterCount == count
        case .hasClosure:
            return arguments.hasClosure
        case .firstArgumentIsView:
            return arguments["_"].map { isKind(.view($0)) } ?? false
        case .firstArgumentIsStyle:
            return arguments["_"].map { isKind(.style($0)) } ?? false
        case .firstArgumentIsColor:
            return arguments["_"].map { isKind(.color($0)) } ?? false
        case .all(let conditions):
            return conditions.allSatisfy { $0.holds(for: arguments, isKind: isKind) }
        case .not(let inner):
            return !inner.holds(for: arguments, isKind: isKind)
        }
    }
}
