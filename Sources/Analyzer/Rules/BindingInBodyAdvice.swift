/// The advice of a `binding-in-body` warning, from what the binding does and what else the
/// child gets. A projected value fits only a getter that reads a stored value as it is
/// (`{ model.level }`); a getter that converts it (`value ?? 0`, `ids.contains(id)`) has no
/// projection. A setter that ignores its value drops every edit the child makes: `.constant`
/// says what it means and compares equal. (A child that another closure it is given makes
/// unequal anyway is not reported: ``UnequalInputs``.)
struct BindingInBodyAdvice {
    let view: TypeInfo
    let index: ModuleIndex

    /// The advice for `binding`, handed to `child` (named `childName`) as one of its arguments.
    func advice(binding: Call, child: Call, childName: String) -> String {
        if let setter = Self.setter(of: binding), case .closure(let closure) = setter.kind, closure.body.isEmpty {
            return "Its setter ignores the value, so every change `\(childName)` makes is dropped: pass `.constant(…)` if it must "
                + "not change it (that compares equal), or bind to where the value lives."
        }
        guard isProjection(binding) else {
            return "No projected value can do what it does (its getter computes or converts the value or reads a local copy, or "
                + "its setter does more than store it): make the binding once (in `init`) and keep it, or let `\(childName)` "
                + "take the value as it is bound."
        }
        return "Pass a projected value (`$state`, `$model.field` with `@Bindable`) or a binding made once."
    }

    /// The `set:` closure, or the second closure of `Binding { … } set: { … }`.
    private static func setter(of call: Call) -> Expr? {
        call.allArguments.first { $0.label?.text == "set" }?.value ?? call.allArguments.filter { $0.value.isClosure }.dropFirst().first?.value
    }

    /// Whether the binding only reads and stores one value the view keeps (`get: { model.level }`,
    /// `set: { model.level = $0 }`), as `$model.level` would: the getter is a chain of member
    /// names from a stored property of the view that is not optional (not a computed property,
    /// nor a local such as a value an enum case was matched into), and the setter assigns the
    /// same chain its value.
    /// Subscripts count when their arguments are plain values (`$keyData.model[.custom][.labelText,
    /// position]`): a key path can hold them.
    private func isProjection(_ binding: Call) -> Bool {
        guard let getter = BindingInBodyRule.getter(of: binding), let read = Self.onlyExpression(of: getter),
              let path = Self.storagePath(read), let root = path.first, let property = view.storedProperty(named: root),
              let setter = Self.setter(of: binding), case .closure(let closure) = setter.kind,
              case .assignment(let target, let value)? = Self.onlyExpression(of: setter)?.kind, Self.storagePath(target) == path,
              case .identifier(let name) = value.kind, name == (closure.parameters?.first?.name.text ?? "$0") else { return false }
        // `$filters.sort` does not exist for an optional `filters`.
        guard let type = property.type else { return true }
        switch index.resolved(type, in: view).kind {
        case .optional, .implicitlyUnwrapped: return false
        default: return true
        }
    }

    /// The steps from a name to a stored value: members (`model`, `level`) and subscripts whose
    /// arguments are literals, cases or names (`[.labelText, position]`); `nil` for anything else.
    private static func storagePath(_ expr: Expr) -> [String]? {
        switch expr.kind {
        case .identifier(let name):
            return name == "self" ? [] : [name]
        case .memberAccess(let base, let name, _):
            return storagePath(base).map { $0 + [name.text] }
        case .subscriptCall(let call):
            let arguments = call.allArguments.map { argument -> String? in
                var value = argument.value.literalText
                if case .identifier(let name) = argument.value.kind { value = name }
                guard let value else { return nil }
                return (argument.label.map { $0.text + ": " } ?? "") + value
            }
            guard !arguments.contains(where: { $0 == nil }) else { return nil }
            return storagePath(call.callee).map { $0 + ["[" + arguments.compactMap { $0 }.joined(separator: ", ") + "]"] }
        default:
            return nil
        }
    }

    /// The one expression a closure's body is (or returns).
    private static func onlyExpression(of closure: Expr) -> Expr? {
        guard case .closure(let closure) = closure.kind, closure.body.count == 1 else { return nil }
        switch closure.body[0].kind {
        case .expression(let value), .returnStmt(let value?): return value
        default: return nil
        }
    }
}
