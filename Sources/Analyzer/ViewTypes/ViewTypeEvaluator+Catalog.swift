extension ViewTypeEvaluator {
    // MARK: Catalog views

    /// A SwiftUI view: the first catalog form whose condition matches, with its holes filled.
    mutating func catalogView(_ name: String, call: Call, expr: Expr) -> StaticView {
        let forms = ViewCatalog.forms(of: name)
        let spec = forms.first { matches($0.condition, CallArguments(call, closureParameters: $0.closureParameters)) } ?? forms[forms.count - 1]
        let arguments = CallArguments(call, closureParameters: spec.closureParameters)
        var children: [StaticView] = []
        let typeName = expand(spec.template, arguments: arguments, receiver: nil, children: &children, range: expr.range)
        var node = make(.view, typeName, range: expr.range, children: children,
                        closures: actionClosures(call, closureParameters: spec.closureParameters, role: "action",
                                                 only: ["action"]))
        node.arguments = call.arguments
        return node
    }

    /// A view declared in this module; generic arguments come from the arguments that fill
    /// generic stored properties or init parameters (`CardContainer { Text("x") }`).
    mutating func moduleView(_ type: TypeInfo, call: Call, expr: Expr) -> StaticView {
        var children: [StaticView] = []
        var typeName = type.name
        if !type.genericParameters.isEmpty {
            let closureParameters = closureParameterNames(of: type)
            let arguments = CallArguments(call, closureParameters: closureParameters)
            let filled = type.genericParameters.map { parameter -> String in
                guard let label = argumentLabel(for: parameter.name.text, in: type), let argument = arguments[label] else {
                    return "‹\(parameter.name.text)›"
                }
                let child = view(from: argument, elementType: nil)
                children.append(child)
                return child.typeName
            }
            typeName += "<" + filled.joined(separator: ", ") + ">"
        }
        return make(.view, typeName, range: expr.range, children: children, moduleType: type.qualifiedName)
    }

    /// The closure-typed parameters of a module view, in declaration order.
    private func closureParameterNames(of type: TypeInfo) -> [String] {
        if let initializer = type.initializers.first {
            return initializer.parameters.compactMap { parameter in
                guard let parameterType = parameter.type, index.isFunctionType(parameterType, in: type) else { return nil }
                return parameter.label
            }
        }
        return type.storedProperties.filter { $0.type.map { index.isFunctionType($0, in: type) } ?? false }.map(\.name)
    }

    /// Which argument label fills generic parameter `name`: an init parameter or a stored
    /// property typed `name` or `() -> name`.
    private func argumentLabel(for name: String, in type: TypeInfo) -> String? {
        func mentions(_ typeRef: TypeRef) -> Bool {
            switch typeRef.kind {
            case .named(let components): return components.count == 1 && components[0].name.text == name
            case .function(let function): return mentions(function.result)
            case .attributed(_, _, let inner): return mentions(inner)
            default: return false
            }
        }
        for initializer in type.initializers {
            if let parameter = initializer.parameters.first(where: { $0.type.map(mentions) ?? false }) {
                return parameter.label ?? "_"
            }
        }
        return type.storedProperties.first { $0.type.map(mentions) ?? false }?.name
    }

    // MARK: Modifiers

    /// A modifier call on `receiver`: a same-type method, a module `View` extension method,
    /// a catalog modifier, or a marked placeholder for a modifier the catalog does not know.
    mutating func applyModifier(_ name: Name, call: Call, to receiver: StaticView, expr: Expr) -> StaticView {
        let callRange = SourceRange(name.range.start, expr.range.end)
        var application = ModifierApplication(name: name.text, nameRange: name.range, callRange: callRange,
                                              arguments: call.allArguments, modifierType: nil, changesType: true)
        let forms = ModifierCatalog.forms(of: name.text)
        let spec = forms.first { matches($0.condition, CallArguments(call, closureParameters: $0.closureParameters)) }
        let closureParameters = spec?.closureParameters ?? []
        let closures = ModifierCatalog.actionModifiers.contains(name.text)
            ? actionClosures(call, closureParameters: closureParameters, role: name.text) : []

        if SameTypeModifiers.keepsType(name.text, receiver: receiver.typeName) {
            application.changesType = false
            return make(.modifier, receiver.typeName, range: expr.range, children: [receiver], modifier: application, closures: closures)
        }
        // A bare shape's type is its head (`Circle`); hashing a long modified type to find out
        // would cost as much as the type is long, on every modifier of a chain.
        if receiver.typeName.utf8.count == receiver.headName.utf8.count, ViewCatalog.shapeNames.contains(receiver.headName),
           let shapeType = shapeMethodType(name.text, call: call, shape: receiver.typeName) {
            application.modifierType = nil
            return make(.modifier, shapeType, range: expr.range, children: [receiver], modifier: application)
        }
        if spec == nil, let extensionMethod = index.viewExtensionMethods.first(where: { $0.name == name.text }) {
            return applyExtensionMethod(extensionMethod, call: call, receiver: receiver, range: expr.range)
        }
        var children = [receiver]
        let arguments = CallArguments(call, closureParameters: closureParameters)
        switch spec?.result {
        case .modifier(let template)?:
            let modifierType = expand(template, arguments: arguments, receiver: receiver, children: &children, range: expr.range)
            application.modifierType = modifierType
            return make(.modifier, "ModifiedContent<\(receiver.typeName), \(modifierType)>", range: expr.range,
                        children: children, modifier: application, closures: closures)
        case .wrapper(let template)?:
            let typeName = expand(template, arguments: arguments, receiver: receiver, children: &children, range: expr.range)
            return make(.modifier, typeName, range: expr.range, children: children, modifier: application, closures: closures)
        case .mergingAccessibility?:
            application.modifierType = "AccessibilityAttachmentModifier"
            if receiver.headName == "ModifiedContent" && receiver.typeName.hasSuffix(", AccessibilityAttachmentModifier>") {
                application.changesType = false
                return make(.modifier, receiver.typeName, range: expr.range, children: children, modifier: application)
            }
            return make(.modifier, "ModifiedContent<\(receiver.typeName), AccessibilityAttachmentModifier>", range: expr.range,
                        children: children, modifier: application)
        case .hidden?, nil:
            let hidden = "‹\(name.text)›"
            application.modifierType = hidden
            if ModifierCatalog.presentationModifiers.contains(name.text) {
                for argument in call.allArguments where argument.value.isClosure {
                    children.append(view(from: argument.value, elementType: nil))
                }
            }
            return make(.modifier, "ModifiedContent<\(receiver.typeName), \(hidden)>", range: expr.range,
                        children: children, modifier: application, closures: closures)
        }
    }


    /// Shape methods that produce shape types (reference §A4): `fill` makes a `_ShapeView`.
    private func shapeMethodType(_ name: String, call: Call, shape: String) -> String? {
        let arguments = CallArguments(call, closureParameters: [])
        switch name {
        case "fill":
            let style = arguments["_"].flatMap(styleType(of:)) ?? (arguments["_"] == nil ? "ForegroundStyle" : "‹style›")
            return "_ShapeView<\(shape), \(style)>"
        case "trim": return "_TrimmedShape<\(shape)>"
        case "stroke" where arguments["_"] == nil: return "_StrokedShape<\(shape)>"
        default: return nil
        }
    }

    /// A custom modifier declared as `extension View { func card() -> some View { … } }`:
    /// its body evaluated with `self` bound to the receiver.
    private mutating func applyExtensionMethod(_ method: Method, call: Call, receiver: StaticView, range: SourceRange) -> StaticView {
        evaluateMethod(method, key: "View." + method.name, call: call, selfView: receiver, range: range)
    }

    // MARK: Closures

    /// Summaries of the action closures of a call (trailing or argument closures, and method
    /// references such as `perform: load`, or a modifier's unlabelled `updateItems`), as the
    /// owner's member accesses.
    func actionClosures(_ call: Call, closureParameters: [String], role: String, only roles: Set<String>? = nil) -> [ClosureSummary] {
        guard let owner else { return [] }
        let arguments = CallArguments(call, closureParameters: closureParameters)
        var summaries: [ClosureSummary] = []
        for (label, value) in arguments.byLabel.sorted(by: { $0.value.range.start < $1.value.range.start }) {
            if let roles, !roles.contains(label) { continue }
            switch value.kind {
            case .closure(let closure):
                summaries.append(ClosureSummary(role: role, range: value.range, owner: owner, isMethodReference: false,
                                                closure: closure, method: nil, locals: localNames))
            case .identifier(let name) where label == "perform" || label == "action"
                || (label.hasPrefix("_") && role != "action" && !closureParameters.isEmpty):
                // (`.onChange(of: sort, updateDisplayedItems)` hands its method unlabelled.)
                if owner.hasMethod(named: name) {
                    summaries.append(ClosureSummary(role: role, range: value.range, owner: owner, isMethodReference: true,
                                                    closure: nil, method: name))
                }
            default:
                break
            }
        }
        return summaries
    }

    // MARK: Conditions

    func matches(_ condition: CallCondition, _ arguments: CallArguments) -> Bool {
        condition.holds(for: arguments) { argument in
            switch argument {
            case .view: return styleType(of: argument.expr) != "Color" && looksLikeView(argument.expr)
            case .style: return StyleCatalog.styleType(of: argument.expr).map { $0 != "Color" } ?? false
            case .color: return styleType(of: argument.expr) == "Color"
            }
        }
    }
}
