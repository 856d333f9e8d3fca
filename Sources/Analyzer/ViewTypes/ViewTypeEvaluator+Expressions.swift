extension ViewTypeEvaluator {
    /// The static view an expression in a builder (or a `return`) produces.
    mutating func viewType(of expr: Expr) -> StaticView {
        guard depth < Self.maximumDepth else { return placeholder("nested too deeply", range: expr.range) }
        depth += 1
        defer { depth -= 1 }
        switch expr.kind {
        case .call(let call):
            return viewFromCall(call, expr: expr)
        case .identifier(let name):
            return viewFromName(name, range: expr.range)
        case .memberAccess(let base, let name, _):
            return viewFromMemberAccess(base: base, name: name, expr: expr)
        case .postfixIfConfig(let base, let config):
            let receiver = viewType(of: base)
            guard let clause = index.configuration.activeClause(of: config), let chain = clause.elements.first else {
                return receiver
            }
            let savedBase = chainBase
            chainBase = receiver
            var result = viewType(of: chain)
            chainBase = savedBase
            result.range = expr.range
            return result
        case .chainPlaceholder:
            return chainBase ?? placeholder("#if chain", range: expr.range)
        case .ternary(_, let thenBranch, _):
            var result = viewType(of: thenBranch)
            result.range = expr.range
            return result
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return viewType(of: elements[0].value)
        case .tryExpr(_, let operand), .awaitExpr(let operand):
            return viewType(of: operand)
        case .binaryOperator(let lhs, "+", let rhs):
            // `Text("a") + Text("b")` is a `Text` (reference §A2).
            let left = viewType(of: lhs)
            let right = viewType(of: rhs)
            if left.typeName == "Text" && right.typeName == "Text" { return make(.view, "Text", range: expr.range) }
            return placeholder("not a view: " + source(expr.range), range: expr.range)
        case .unknown:
            return placeholder("unparsed", range: expr.range)
        default:
            return placeholder("not a view: " + source(expr.range), range: expr.range)
        }
    }

    /// Whether an initializer builds a view (so a `let` holding it is typed as one).
    func looksLikeView(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .call(let call):
            switch call.callee.kind {
            case .identifier(let name):
                return !ViewCatalog.forms(of: name).isEmpty || index.type(named: name)?.isView == true
            case .memberAccess(let base, _, _):
                return looksLikeView(base)
            default:
                return false
            }
        case .memberAccess(let base, _, _):
            if case .identifier("Color") = base.kind { return true }
            return false
        default:
            return false
        }
    }

    /// A name used as a view: a local, `self`, a member of the owner, a view type used bare.
    private mutating func viewFromName(_ name: String, range: SourceRange) -> StaticView {
        if let value = local(name) {
            switch value {
            case .view(var node):
                node.range = range
                return node
            case .value(let type?), .memberAlias(let type?):
                return make(.view, type, range: range)
            default:
                return placeholder(name, range: range)
            }
        }
        if name == "self", let selfView {
            var node = selfView
            node.range = range
            return node
        }
        if let owner {
            if let property = owner.computedProperty(named: name) {
                return evaluateComputedProperty(property, of: owner, range: range)
            }
            if let stored = owner.storedProperty(named: name), let type = stored.type {
                return make(.view, RuntimeTypeName.of(type, selfName: owner.name), range: range)
            }
        }
        if name == "EmptyView" { return make(.view, "EmptyView", range: range) }
        return placeholder(name, range: range)
    }

    mutating func evaluateComputedProperty(_ property: ComputedProperty, of type: TypeInfo, range: SourceRange) -> StaticView {
        if let elsewhere = evaluateInOtherFile(property.fileIndex, range: range, { evaluator in
            evaluator.evaluateComputedProperty(property, of: type, range: range)
        }) { return elsewhere }
        return evaluateMember(key: type.qualifiedName + "." + property.name, range: range) { evaluator in
            evaluator.evaluateBody(property.body, isBuilder: property.isViewBuilder, range: property.declarationRange)
        }
    }

    /// A member declared in another file than the code using it (`extension Player` in
    /// `Player+Layouts.swift`): evaluated with that file's text, and kept as its type only. The
    /// member's own body, in its own file, carries its content; a subtree here would hold ranges
    /// of the other file under this file's name. `nil` when the member is in this file.
    private mutating func evaluateInOtherFile(_ fileIndex: Int, range: SourceRange,
                                              _ evaluate: (inout ViewTypeEvaluator) -> StaticView) -> StaticView? {
        let other = index.trees[fileIndex].file
        guard other.path != file.path else { return nil }
        var evaluator = ViewTypeEvaluator(index: index, owner: owner, file: other)
        evaluator.depth = depth + 1
        evaluator.inProgress = inProgress
        evaluator.selfView = selfView
        let result = evaluate(&evaluator)
        var node = StaticView(kind: result.kind == .placeholder ? .placeholder : .view, typeName: result.typeName,
                              headName: result.headName, range: range, conditions: conditions)
        node.moduleType = result.kind == .view ? result.moduleType : nil
        return node
    }

    /// `Color.red`, `self.content`, `Self.placeholder`, `Image.logo`.
    private mutating func viewFromMemberAccess(base: Expr, name: Name, expr: Expr) -> StaticView {
        if case .identifier(let baseName) = base.kind {
            if baseName == "Color" { return make(.view, "Color", range: expr.range) }
            if baseName == "self" && selfView == nil { return viewFromName(name.text, range: expr.range) }
            if baseName == "Self", let owner, let property = owner.computedProperty(named: name.text) {
                return evaluateComputedProperty(property, of: owner, range: expr.range)
            }
            if baseName == "Image" || baseName == "Text" { return make(.view, baseName, range: expr.range) }
            if baseName == "ContentUnavailableView" && name.text == "search" {
                return make(.view, "ContentUnavailableView<Label, Description, Actions>",
                            range: expr.range)
            }
        }
        if let baseType = valueType(of: base), let type = index.type(named: TypeNameParts.head(of: baseType)),
           let property = type.computedProperty(named: name.text) {
            if let declared = property.type, case .some = declared.kind {
                return evaluateForeignProperty(property, of: type, range: expr.range)
            }
            if let declared = property.type { return make(.view, RuntimeTypeName.of(declared, selfName: type.name), range: expr.range) }
        }
        if let type = valueType(of: expr), looksLikeViewType(type) { return make(.view, type, range: expr.range) }
        return placeholder("not a view: " + source(expr.range), range: expr.range)
    }

    /// A `some View` property of another type, evaluated with that type as the owner.
    private func evaluateForeignProperty(_ property: ComputedProperty, of type: TypeInfo, range: SourceRange) -> StaticView {
        guard depth < Self.maximumDepth else { return placeholder("nested too deeply", range: range) }
        var evaluator = ViewTypeEvaluator(index: index, owner: type, file: index.trees[property.fileIndex].file)
        evaluator.depth = depth + 1
        evaluator.inProgress = inProgress
        var result = evaluator.evaluateComputedProperty(property, of: type, range: range)
        result.conditions = conditions
        return result
    }

    /// Types a value may have that are views: SwiftUI primitives and the module's views.
    private func looksLikeViewType(_ typeName: String) -> Bool {
        let head = TypeNameParts.head(of: typeName)
        return ["Text", "Image", "Color", "AnyView", "EmptyView"].contains(head) || index.type(named: head)?.isView == true
    }

    /// A call: a view initializer, a member method returning a view, a closure, or a modifier.
    private mutating func viewFromCall(_ call: Call, expr: Expr) -> StaticView {
        switch call.callee.kind {
        case .identifier(let name):
            return viewFromNamedCall(name, call: call, expr: expr)
        case .specialization(let base, _):
            if case .identifier(let name) = base.kind { return viewFromNamedCall(name, call: call, expr: expr) }
        case .tuple(let elements) where elements.count == 1:
            // `(FlowLayout(spacing: 8)) { … }`: a custom `Layout` called as a function.
            if case .call(let layoutCall) = elements[0].value.kind, case .identifier(let name) = layoutCall.callee.kind {
                return placeholder("layout " + name, range: expr.range)
            }
        case .memberAccess(let base, let member, _):
            if case .identifier(let baseName) = base.kind {
                if baseName == "self" && selfView == nil, let owner, let method = method(named: member.text, in: owner, call: call) {
                    return evaluateMethod(method, of: owner, call: call, range: expr.range)
                }
                if member.text == "init", isTypeName(baseName) {
                    return viewFromNamedCall(baseName, call: call, expr: expr)
                }
                if let type = index.type(named: baseName), let method = method(named: member.text, in: type, call: call), method.isStatic {
                    return evaluateMethod(method, of: type, call: call, range: expr.range)
                }
                if baseName == "Color" || baseName == "Image" && member.text != "init" {
                    // `Color(.systemBackground)`-style static factories and `Image.init(…)`.
                    if !isModifierName(member.text) { return make(.view, baseName, range: expr.range) }
                }
            }
            if let qualified = Self.qualifiedTypeName(call.callee) {
                // `Feed.Row(post: post)`, `SwiftUI.Text("x")`: an initializer, not a modifier.
                if let type = index.type(named: qualified), type.isView { return moduleView(type, call: call, expr: expr) }
                let last = member.text
                if qualified.hasPrefix("SwiftUI."), !ViewCatalog.forms(of: last).isEmpty { return catalogView(last, call: call, expr: expr) }
            }
            let receiver = viewType(of: base)
            return applyModifier(member, call: call, to: receiver, expr: expr)
        default:
            break
        }
        return placeholder("not a view: " + source(expr.range), range: expr.range)
    }

    /// `Outer.Inner` when every component of a member chain is capitalised (a type path).
    static func qualifiedTypeName(_ expr: Expr) -> String? {
        switch expr.kind {
        case .identifier(let name):
            return name.first?.isUppercase == true ? name : nil
        case .memberAccess(let base, let name, _):
            guard name.text.first?.isUppercase == true, let outer = qualifiedTypeName(base) else { return nil }
            return outer + "." + name.text
        default:
            return nil
        }
    }

    private func isTypeName(_ name: String) -> Bool {
        guard let first = name.first, first.isUppercase else { return false }
        return true
    }

    private func isModifierName(_ name: String) -> Bool {
        !ModifierCatalog.forms(of: name).isEmpty || SameTypeModifiers.keepsType(name, receiver: "Color")
    }

    private mutating func viewFromNamedCall(_ name: String, call: Call, expr: Expr) -> StaticView {
        if case .closure(let closure)? = local(name) {
            return invokeClosure(closure, call: call, range: expr.range)
        }
        if let owner, owner.storedProperty(named: name) != nil, local(name) == nil {
            // `content()` where `let content: () -> Content`.
            if let type = owner.storedProperty(named: name)?.type, case .function(let function) = type.kind {
                return make(.view, RuntimeTypeName.of(function.result, selfName: owner.name), range: expr.range)
            }
        }
        if let owner, local(name) == nil, let method = method(named: name, in: owner, call: call) {
            return evaluateMethod(method, of: owner, call: call, range: expr.range)
        }
        if let selfView, !ModifierCatalog.forms(of: name).isEmpty || index.viewExtensionMethods.contains(where: { $0.name == name })
            || (name.first?.isLowercase == true && local(name) == nil && index.functions[name] == nil) {
            // An implicit-`self` modifier inside a `View` extension: `padding()` means `self.padding()`,
            // and so does a lowercase call of a modifier the catalog does not know (`containerBackground(…)`).
            let nameToken = Name(name, range: call.callee.range)
            return applyModifier(nameToken, call: call, to: selfView, expr: expr)
        }
        if !ViewCatalog.forms(of: name).isEmpty {
            return catalogView(name, call: call, expr: expr)
        }
        if let type = index.type(named: name, in: owner), type.isView {
            return moduleView(type, call: call, expr: expr)
        }
        if isTypeName(name) {
            // A view from another module: its name is its type (generic arguments unknown).
            return make(.view, name, range: expr.range, closures: actionClosures(call, closureParameters: [], role: "action"))
        }
        return placeholder("call to " + name, range: expr.range)
    }

    /// A method of `type` callable as `name(…)` with the call's labels (first match by name).
    func method(named name: String, in type: TypeInfo, call: Call) -> Method? {
        let candidates = type.methods(named: name)
        guard candidates.count > 1 else { return candidates.first }
        let labels = call.allArguments.map { $0.label?.text }
        return candidates.first { method in
            method.declaration.parameters.map(\.label).prefix(labels.count).elementsEqual(labels)
        } ?? candidates.first
    }

    mutating func evaluateMethod(_ method: Method, of type: TypeInfo, call: Call, range: SourceRange) -> StaticView {
        // Content passed in (`section { … }`) is this file's code: such a call stays inline.
        if !call.allArguments.contains(where: \.value.isClosure),
           let elsewhere = evaluateInOtherFile(method.fileIndex, range: range, { evaluator in
               evaluator.evaluateMethod(method, key: type.qualifiedName + "." + method.name, call: call, selfView: evaluator.selfView, range: range)
           }) { return elsewhere }
        return evaluateMethod(method, key: type.qualifiedName + "." + method.name, call: call, selfView: selfView, range: range)
    }

    /// A method's body with its parameters bound to the call's arguments (closures as
    /// closures, others typed by their declaration or their value) and `self` to `receiver`.
    mutating func evaluateMethod(_ method: Method, key: String, call: Call, selfView receiver: StaticView?,
                                 range: SourceRange) -> StaticView {
        guard let body = method.declaration.body else { return placeholder("call to " + method.name, range: range) }
        var arguments: [(String, LocalValue)] = []
        for (parameter, argument) in ArgumentMatching.pairs(call, method.declaration.parameters, index: index, owner: owner) {
            guard let name = parameter.internalName else { continue }
            if case .closure(let closure) = argument.value.kind {
                arguments.append((name, .closure(closure)))
            } else if let type = parameter.type, !isGeneric(type, in: method) {
                arguments.append((name, .value(RuntimeTypeName.of(type, selfName: self.owner?.name))))
            } else {
                arguments.append((name, .value(valueType(of: argument.value))))
            }
        }
        return evaluateMember(key: key, range: range) { evaluator in
            evaluator.selfView = receiver
            for (name, value) in arguments { evaluator.bind(name, value) }
            return evaluator.evaluateBody(body.statements, isBuilder: method.isViewBuilder, range: body.range)
        }
    }

    private func isGeneric(_ type: TypeRef, in method: Method) -> Bool {
        let names = Set(method.declaration.genericParameters.map(\.name.text))
        if case .named(let components) = type.kind, let first = components.first { return names.contains(first.name.text) }
        return false
    }

    /// Calls a closure held in a local (`transform(self)` in a conditional-modifier helper).
    private mutating func invokeClosure(_ closure: Closure, call: Call, range: SourceRange) -> StaticView {
        scopes.append([:])
        defer { scopes.removeLast() }
        let values = call.allArguments.map { argument -> LocalValue in
            looksLikeView(argument.value) || isSelfReference(argument.value) ? .view(viewType(of: argument.value)) : .value(valueType(of: argument.value))
        }
        let names = closure.parameters?.map(\.name.text) ?? values.indices.map { "$\($0)" }
        for (name, value) in zip(names, values) { bind(name, value) }
        var result = evaluateBody(closure.body, isBuilder: closure.attributes.contains { $0.name == "ViewBuilder" }, range: range)
        result.range = range
        return result
    }

    private func isSelfReference(_ expr: Expr) -> Bool {
        if case .identifier("self") = expr.kind { return selfView != nil }
        return false
    }
}
