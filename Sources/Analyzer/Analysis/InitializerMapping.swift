/// What value a stored property of a type gets from one initializer call: through the
/// memberwise initializer, or through an explicit `init` that assigns it (`self.url = url`,
/// `_query = State(initialValue: initial)`), with the init's parameters bound to the call's
/// arguments.
struct InitializerMapping {
    let view: TypeInfo
    let index: ModuleIndex

    enum Value {
        /// The property's default value, or a value the initializer computes from nothing the
        /// caller passes.
        case constant
        /// Expressions the property may get, in terms of the initializer's parameter names,
        /// which `parameters` binds to the caller's arguments.
        case expression(Expr, parameters: [String: Expr])

        /// The caller's own argument the property gets, when the initializer stores a
        /// parameter as it is (`self.url = url`, `_meta = .init(initialValue: meta)`) or the
        /// memberwise initializer takes it; `nil` for a value the initializer computes.
        var passedArgument: Expr? {
            guard case .expression(let expr, let parameters) = self else { return nil }
            if case .identifier(let name) = expr.kind, let bound = parameters[name] { return bound }
            return parameters.isEmpty ? expr : nil
        }

        /// Whether the value is made of literals only at this call: a literal, or literals and
        /// parameters the caller gives a literal or leaves at a literal default, joined by
        /// operators (damus's link stores `style ?? .normal`, and its callers pass `.accent` or
        /// nothing).
        var isLiteralAtCall: Bool {
            guard case .expression(let expr, let parameters) = self else { return false }
            return Self.isLiteral(expr, parameters)
        }

        private static func isLiteral(_ expr: Expr, _ parameters: [String: Expr]) -> Bool {
            if expr.isLiteral { return true }
            switch expr.kind {
            case .identifier(let name): return parameters[name]?.isLiteral == true
            case .binaryOperator(let lhs, _, let rhs): return isLiteral(lhs, parameters) && isLiteral(rhs, parameters)
            case .ternary(let condition, let then, let otherwise):
                return [condition, then, otherwise].allSatisfy { isLiteral($0, parameters) }
            case .tuple(let elements) where elements.count == 1 && elements[0].label == nil: return isLiteral(elements[0].value, parameters)
            case .prefixOperator(_, let operand): return isLiteral(operand, parameters)
            default: return false
            }
        }
    }

    /// The value a call gives `property`, or `nil` when viewlint cannot tell.
    func value(of property: StoredProperty, in call: Call) -> Value? {
        value(of: property, in: call, depth: 0)
    }

    /// Initializers delegating to one another (`self.init(…, content: { EmptyView() })`), at most.
    private static let maximumDelegation = 4

    private func value(of property: StoredProperty, in call: Call, depth: Int) -> Value? {
        if let (initializer, parameters) = matchingInitializer(for: call) {
            let assigned = assignments(of: property.name, in: initializer)
            guard let first = assigned.first else {
                if depth < Self.maximumDelegation, let delegated = delegatedCall(in: initializer) {
                    return substitute(value(of: property, in: delegated, depth: depth + 1), parameters)
                }
                return property.defaultValue != nil ? .constant : nil
            }
            // Several assignments (in branches): the first one that uses a parameter decides.
            let chosen = assigned.first { expr in
                var usesParameter = false
                SyntaxWalk.expressions(in: expr, intoClosures: false) { inner in
                    if case .identifier(let name) = inner.kind, parameters[name] != nil { usesParameter = true }
                }
                return usesParameter
            } ?? first
            return .expression(chosen, parameters: parameters)
        }
        // The memberwise initializer: one argument per stored property, by name.
        if let argument = call.allArguments.first(where: { $0.label?.text == property.name }) {
            return .expression(argument.value, parameters: [:])
        }
        if let closure = memberwiseTrailingClosure(of: property, in: call) {
            return .expression(closure, parameters: [:])
        }
        if property.defaultValue != nil || Self.startsAsNil(property) || property.wrapper == .state || property.wrapper == .stateObject {
            return .constant
        }
        return nil
    }

    /// An optional `var` written without a value (`var onTap: (() -> Void)?`): it starts as
    /// `nil`, and the memberwise initializer leaves it `nil` when the caller passes nothing.
    static func startsAsNil(_ property: StoredProperty) -> Bool {
        guard !property.isLet, property.wrapper == nil, let type = property.type else { return false }
        switch type.kind {
        case .optional, .implicitlyUnwrapped: return true
        default: return false
        }
    }

    /// The unlabelled trailing closure of a memberwise call (`NoticeRow(notice: n) { … }`), when
    /// it goes to `property`: the first closure-typed stored property after the last one the
    /// parenthesised arguments name, as the compiler's forward scan pairs it.
    private func memberwiseTrailingClosure(of property: StoredProperty, in call: Call) -> Expr? {
        guard let trailing = call.trailingClosures.first, trailing.label == nil else { return nil }
        let stored = view.storedProperties
        let labels = Set(call.arguments.compactMap { $0.label?.text })
        let start = (stored.lastIndex { labels.contains($0.name) }).map { $0 + 1 } ?? 0
        let receiver = stored[start...].first { candidate in
            candidate.wrapper == nil && !labels.contains(candidate.name) && !(candidate.isLet && candidate.defaultValue != nil)
                && (candidate.type.map { index.isFunctionType($0, in: view) } ?? false)
        }
        return receiver?.name == property.name ? trailing.closure : nil
    }

    /// The `self.init(…)` an initializer delegates to.
    private func delegatedCall(in initializer: FunctionDecl) -> Call? {
        var found: Call?
        SyntaxWalk.expressions(in: initializer.body?.statements ?? [], intoClosures: false) { expr in
            guard found == nil, case .call(let call) = expr.kind, case .memberAccess(let base, let name, _) = call.callee.kind,
                  name.text == "init", case .identifier("self") = base.kind else { return }
            found = call
        }
        return found
    }

    /// A value the delegated initializer gives, in terms of the delegating one's parameters:
    /// a parameter passed on unchanged is what the caller gave the delegating one.
    private func substitute(_ value: Value?, _ outer: [String: Expr]) -> Value? {
        guard case .expression(let expr, let inner)? = value else { return value }
        if case .identifier(let name) = expr.kind, let passed = inner[name] {
            return .expression(passed, parameters: outer)
        }
        return value
    }

    /// Whether a call goes through this explicit initializer (chosen by its argument labels).
    func calls(_ initializer: FunctionDecl, in call: Call) -> Bool {
        guard let used = matchingInitializer(for: call)?.0 else { return false }
        return used.name.range == initializer.name.range && used.body?.range == initializer.body?.range
    }

    /// The explicit initializer a call uses, with its parameters bound to the call's arguments
    /// (or to their default values).
    private func matchingInitializer(for call: Call) -> (FunctionDecl, [String: Expr])? {
        for initializer in view.initializers {
            guard initializer.body != nil, ArgumentMatching.accepts(call, initializer.parameters, index: index, owner: view) else { continue }
            let pairs = ArgumentMatching.pairs(call, initializer.parameters, index: index, owner: view)
            let matched = Set(pairs.map { $0.0.range.start })
            let missing = initializer.parameters.filter { !matched.contains($0.range.start) }
            var parameters: [String: Expr] = [:]
            for (parameter, argument) in pairs {
                if let name = parameter.internalName { parameters[name] = argument.value }
            }
            for parameter in missing {
                if let name = parameter.internalName, let value = parameter.defaultValue { parameters[name] = value }
            }
            return (initializer, parameters)
        }
        return nil
    }

    /// Values assigned to the property in an initializer's body: `self.name = v`, `name = v`,
    /// `_name = State(initialValue: v)` (the wrapped initial value), `self._name = v`.
    /// Whether the initializer `call` runs assigns the property at most once (the memberwise
    /// one: once): several assignments are picked between by the initializer's own code.
    func assignsOnce(_ property: StoredProperty, in call: Call) -> Bool {
        guard let (initializer, _) = matchingInitializer(for: call) else { return true }
        return assignments(of: property.name, in: initializer).count <= 1
    }

    func assignments(of name: String, in initializer: FunctionDecl) -> [Expr] {
        guard let body = initializer.body else { return [] }
        var values: [Expr] = []
        SyntaxWalk.expressions(in: body.statements, intoClosures: false) { expr in
            guard case .assignment(let lhs, let rhs) = expr.kind, let target = Self.assignedName(lhs) else { return }
            if target == name {
                values.append(rhs)
            } else if target == "_" + name {
                values.append(Self.wrappedInitialValue(rhs) ?? rhs)
            }
        }
        return values
    }

    private static func assignedName(_ lhs: Expr) -> String? {
        switch lhs.kind {
        case .identifier(let name): return name
        case .memberAccess(let base, let name, _):
            if case .identifier("self") = base.kind { return name.text }
            return nil
        default: return nil
        }
    }

    /// `State(initialValue: v)`, `StateObject(wrappedValue: v)`, `.init(wrappedValue: v)`: `v`.
    private static func wrappedInitialValue(_ expr: Expr) -> Expr? {
        guard case .call(let call) = expr.kind else { return nil }
        return call.arguments.first { ["initialValue", "wrappedValue"].contains($0.label?.text ?? "") }?.value
    }
}

extension TypeInfo {
    /// The caller's expressions a stored property of this type takes its value from at an
    /// initializer call (`Cover(artwork: item.artworkID)` for `id` where `init(artwork:)` sets
    /// `id = artwork`): `[]` for a value the caller does not pass; `nil` when viewlint cannot tell.
    public func callerExpressions(feeding property: StoredProperty, in call: Call, index: ModuleIndex) -> [Expr]? {
        switch InitializerMapping(view: self, index: index).value(of: property, in: call) {
        case nil: return nil
        case .constant?: return []
        case .expression(let expr, let parameters)?:
            guard !parameters.isEmpty else { return [expr] }
            var fed: [Expr] = []
            SyntaxWalk.expressions(in: expr, intoClosures: true) { inner in
                if case .identifier(let name) = inner.kind, let argument = parameters[name] { fed.append(argument) }
            }
            return fed
        }
    }
}
