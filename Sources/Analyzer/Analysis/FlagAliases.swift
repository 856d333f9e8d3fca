/// A model's computed flag that only says whether one of its members is empty: GymBo's session
/// store has `var hasActiveSession: Bool { currentSession != nil }`, and the home screen builds
/// its workout list in the `else` of `if sessionStore.hasActiveSession`. There the session is
/// `nil`: its changes during a workout swap the list out, they do not re-run it.
struct FlagAliases {
    let index: ModuleIndex

    /// Whether the branches around `place` hold the value at `dotted` (`sessionStore.currentSession`,
    /// a path from the place's owner) at its empty value through such a flag of what holds it.
    func pin(_ dotted: String, around place: BranchPath.Place) -> Bool {
        let path = dotted.split(separator: ".").map(String.init)
        guard path.count >= 2, let member = path.last, let holder = holderType(Array(path.dropLast()), in: place.owner) else { return false }
        return holder.computedProperties.contains { flag in
            let returnedValues = ReturnedValues.of(flag.body)
            guard !flag.isStatic, returnedValues.count == 1, let returned = returnedValues.first,
                  let ruledOut = Self.valueWhileEmpty(of: member, in: returned).map({ $0 ? "false" : "true" }) else { return false }
            return BranchPins.remove(place, assigning: ruledOut, to: Array(path.dropLast()) + [flag.name])
        }
    }

    /// The flag's value while `member` is empty, when the getter only tests that: `member !=
    /// nil` is `false`, `member.isEmpty` is `true`; `nil` for any other getter.
    private static func valueWhileEmpty(of member: String, in getter: Expr) -> Bool? {
        switch getter.kind {
        case .prefixOperator("!", let operand):
            return valueWhileEmpty(of: member, in: operand).map(!)
        case .memberAccess(let base, let name, _) where name.text == "isEmpty":
            return base.memberPath == [member] ? true : nil
        case .binaryOperator(let lhs, let spelling, let rhs) where spelling == "==" || spelling == "!=":
            let compared = lhs.memberPath == [member] ? rhs : rhs.memberPath == [member] ? lhs : nil
            guard case .nilLiteral? = compared?.kind else { return nil }
            return spelling == "=="
        default:
            return nil
        }
    }

    /// The module type at a path of stored properties from `owner`.
    private func holderType(_ path: [String], in owner: TypeInfo) -> TypeInfo? {
        let types = ExpressionTypes(index: index)
        var current = owner
        for name in path {
            guard let property = current.storedProperty(named: name), let next = types.type(of: property, in: current) else { return nil }
            current = next
        }
        return current
    }
}
