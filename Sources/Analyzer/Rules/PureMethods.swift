/// Module methods that only compute their result from their arguments: they return a value,
/// read no member of their type, assign nothing but their own locals, do not wait, and call
/// only value code — a collection query or transform, an initializer, a mutation of one of
/// their own locals, or another such method. MetaCocktails' `organizeCocktails(_:)` groups the cocktails it is given
/// into a dictionary: calling it changes nothing, and its result depends on its arguments alone.
struct PureMethods {
    let index: ModuleIndex

    /// Methods followed into the methods they call, at most this deep.
    private static let maximumDepth = 3

    /// Calls on a value that only compute from it.
    private static let valueQueries = StandardTypeCatalog.collectionQueries.union([
        "sorted", "lowercased", "uppercased", "trimmingCharacters", "components", "split", "hasPrefix", "hasSuffix",
        "replacingOccurrences", "enumerated", "zip", "keys", "values", "index", "distance",
    ])

    /// Whether every instance method of `type` named `name` computes only from its arguments.
    func isPure(_ name: String, of type: TypeInfo) -> Bool {
        let methods = type.methods(named: name).filter { !$0.isStatic }
        return !methods.isEmpty && methods.allSatisfy { isPure($0, of: type, depth: 0) }
    }

    private func isPure(_ method: Method, of type: TypeInfo, depth: Int) -> Bool {
        // A method that returns nothing and computes nothing is a stub, or work to come: not a
        // query.
        guard depth < Self.maximumDepth, let statements = method.declaration.body?.statements, !statements.isEmpty,
              let result = method.declaration.returnType, result.sourceDescription != "Void",
              !method.declaration.parameters.contains(where: Self.isInOut) else { return false }
        let parameters = Set(method.declaration.parameters.compactMap(\.internalName))
        let locals = Self.declaredNames(in: statements)
        var pure = true
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard pure else { return }
            switch expr.kind {
            case .identifier(let name):
                // `self`, or a member of the type named bare (a method is judged where it is called
                // or handed on: it must be such a method too).
                guard name != "self" else { pure = false; return }
                guard !locals.contains(name), !parameters.contains(name), type.hasInstanceMember(name) else { return }
                let methods = type.methods(named: name).filter { !$0.isStatic }
                pure = type.storedProperty(named: name) == nil && type.computedProperty(named: name) == nil && !methods.isEmpty
                    && methods.allSatisfy { isPure($0, of: type, depth: depth + 1) }
            case .awaitExpr:
                pure = false
            case .assignment(let target, _):
                pure = target.rootName.map(locals.contains) ?? false
            case .binaryOperator(let target, let spelling, _) where PrecedenceGroup.isCompoundAssignment(spelling):
                pure = target.rootName.map(locals.contains) ?? false
            case .call(let call):
                pure = isPureCall(call, of: type, locals: locals, parameters: parameters, depth: depth)
            default:
                break
            }
        }
        return pure
    }

    private func isPureCall(_ call: Call, of type: TypeInfo, locals: Set<String>, parameters: Set<String>, depth: Int) -> Bool {
        switch call.callee.kind {
        case .identifier(let name):
            // A local closure, an initializer, or one of the type's methods (judged as a name).
            return locals.contains(name) || name.first?.isUppercase == true || type.methods(named: name).contains { !$0.isStatic }
        case .memberAccess(let base, let name, _):
            guard let root = base.rootName else { return base.isLiteral }
            if locals.contains(root), StandardTypeCatalog.mutatingMethods.contains(name.text) { return true }
            guard locals.contains(root) || parameters.contains(root) else { return false }
            return Self.valueQueries.contains(name.text)
        case .implicitMember, .specialization:
            return true
        default:
            return false
        }
    }

    private static func isInOut(_ parameter: Parameter) -> Bool {
        if case .attributed(_, let specifiers, _)? = parameter.type?.kind { return specifiers.contains("inout") }
        return false
    }

    /// The names declared anywhere in the statements, closures' parameters and bodies included.
    /// A shorthand `if let count` is left out: it reads the member of that name.
    private static func declaredNames(in statements: [Stmt]) -> Set<String> {
        var names = ModuleCallees.declaredNames(in: statements, includingShorthand: false)
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard case .closure(let closure) = expr.kind else { return }
            names.formUnion(closure.parameters?.map(\.name.text) ?? [])
            names.formUnion(ModuleCallees.declaredNames(in: closure.body, includingShorthand: false))
        }
        return names
    }
}
