import Analyzer

/// `@ViewBuilder` semantics and SwiftUI's views and modifiers, from the Analyzer's catalog: which
/// closures build content, which are actions.
extension Interpreter {
    /// A builder block: 0 views → `EmptyView`, 1 → that view, n → a tuple; `if`/`switch` become
    /// conditional content whose branches keep their own identity.
    func buildBlock(_ statements: [Stmt], _ context: Context) throws -> ViewValue {
        var children: [ViewValue] = []
        try appendViews(from: statements, to: &children, context)
        switch children.count {
        case 0: return .empty
        case 1: return children[0]
        default: return .tuple(children)
        }
    }

    private func appendViews(from statements: [Stmt], to children: inout [ViewValue], _ context: Context) throws {
        for statement in statements {
            try step()
            switch statement.kind {
            case .expression(let expr):
                children.append(viewValue(of: try evaluate(expr, context), expr: expr, context))
            case .ifStmt(let statement):
                let origin = SourceOrigin(fileIndex: context.fileIndex, range: statement.range)
                children.append(try buildIf(statement, firstBranch: 0, origin: origin, context).view)
            case .switchStmt(let statement):
                let branches = cases(statement.cases).count
                var chosen: ViewValue = .optional(nil)
                var index = 0
                let subject = try evaluate(statement.subject, context)
                for (caseIndex, switchCase) in cases(statement.cases).enumerated() {
                    let inner = context.nested()
                    if try matches(switchCase, subject, inner) {
                        chosen = try buildBlock(switchCase.body, inner)
                        index = caseIndex
                        break
                    }
                }
                let origin = SourceOrigin(fileIndex: context.fileIndex, range: statement.range)
                children.append(branches > 1 ? .conditional(branch: index, chosen, origin: origin) : chosen)
            case .ifConfig(let config):
                if let clause = module.configuration.activeClause(of: config) { try appendViews(from: clause.elements, to: &children, context) }
            case .forIn(let loop):
                // `for` in a builder (`buildArray`): one child per element, by offset.
                let sequence = try evaluate(loop.sequence, context)
                let elements = Sequence.elements(of: sequence, limit: limits.collectionSize) ?? []
                var views: [ViewValue.ForEachElement] = []
                for (offset, element) in elements.enumerated() {
                    let inner = context.nested()
                    try bindPattern(loop.pattern, to: element, in: inner.scope, inner)
                    views.append(.init(id: .int(offset), view: try buildBlock(loop.body.statements, inner), element: element))
                }
                children.append(.forEach(views, origin: SourceOrigin(fileIndex: context.fileIndex, range: statement.range)))
            default:
                try execute(statement, context)
            }
        }
    }

    /// `if` in a builder: the branch taken, numbered across the whole `else if` chain.
    private func buildIf(_ statement: IfStatement, firstBranch: Int, origin: SourceOrigin,
                         _ context: Context) throws -> (view: ViewValue, branches: Int) {
        let inner = context.nested()
        let taken = try bindConditions(statement.conditions, into: inner.scope, inner)
        switch statement.elseBranch {
        case nil:
            let content = taken ? try buildBlock(statement.body.statements, inner) : nil
            return (.optional(content), 1)
        case .block(let block)?:
            let view = taken ? try buildBlock(statement.body.statements, inner) : try buildBlock(block.statements, context.nested())
            return (.conditional(branch: firstBranch + (taken ? 0 : 1), view, origin: origin), 2)
        case .elseIf(let nested)?:
            if taken {
                return (.conditional(branch: firstBranch, try buildBlock(statement.body.statements, inner), origin: origin),
                        1 + countBranches(nested))
            }
            let rest = try buildIf(nested, firstBranch: firstBranch + 1, origin: origin, context)
            if case .conditional = rest.view { return (rest.view, rest.branches + 1) }
            return (.conditional(branch: firstBranch + 1, rest.view, origin: origin), rest.branches + 1)
        }
    }

    private func countBranches(_ statement: IfStatement) -> Int {
        switch statement.elseBranch {
        case nil, .block?: return 2
        case .elseIf(let nested)?: return 1 + countBranches(nested)
        }
    }

    /// A builder statement's value as a view; a value the engine could not build is an opaque view.
    func viewValue(of value: Value, expr: Expr, _ context: Context) -> ViewValue {
        switch value {
        case .view(let view): return view
        case .void: return .empty
        case .enumCase(let color) where color.type == "Color" || color.type.isEmpty:
            return .builtin(BuiltinView(name: "Color", arguments: [.init(label: nil, value: value)], content: [], actions: [:], range: expr.range))
        default: return .opaque(source(expr.range, fileIndex: context.fileIndex))
        }
    }

    // MARK: Views

    /// A SwiftUI view call: non-view arguments evaluated, content closures built, actions kept.
    func builtinView(_ name: String, _ call: Call, range: SourceRange, _ context: Context) throws -> ViewValue {
        let forms = ViewCatalog.forms(of: name)
        let spec = forms.first { $0.condition.holds(for: CallArguments(call, closureParameters: $0.closureParameters), isKind: isKind) }
            ?? forms[forms.count - 1]
        let arguments = CallArguments(call, closureParameters: spec.closureParameters)
        let builders = Set(spec.builderParameters)
        if name == "ForEach" || (name == "List" && builders.contains("rowContent")) {
            return try forEach(name, arguments, range: range, context)
        }
        var view = BuiltinView(name: name, arguments: [], content: [], actions: [:], range: range)
        for (label, expr) in arguments.byLabel.sorted(by: { $0.value.range.start < $1.value.range.start }) {
            if builders.contains(label), !ViewCatalog.presentedParameters.contains(label) {
                view.content.append(try content(of: expr, context))
                continue
            }
            let value = try evaluate(expr, context)
            if case .closure(let closure) = value { view.actions[label] = closure; continue }
            view.arguments.append(.init(label: label.hasPrefix("_") ? nil : label, value: value))
        }
        return .builtin(view)
    }

    /// The views a builder closure kept as a value makes (a toolbar's content), built now.
    func buildContent(of closure: ClosureValue) throws -> ViewValue {
        let context = Context(scope: Scope(parent: closure.scope), selfReference: closure.selfValue, fileIndex: closure.fileIndex)
        return try deeper("content") { try buildBlock(closure.body, context) }
    }

    /// The view a content argument makes: a builder closure run now, or a view value.
    func content(of expr: Expr, _ context: Context, parameters: [Value] = []) throws -> ViewValue {
        if case .closure(let closure) = expr.kind {
            let inner = context.nested()
            let names = closure.parameters?.map(\.name.text) ?? (0..<closure.parameterCount).map { "$\($0)" }
            for (name, value) in zip(names, parameters) { inner.scope.declare(name, value) }
            return try deeper("content") {
                // A closure with an explicit `return` is no builder (`GeometryReader { p -> Color in … return .clear }`).
                guard ReturnedValues.containsReturn(closure.body) else { return try buildBlock(closure.body, inner) }
                return viewValue(of: try runBody(closure.body, inner), expr: expr, context)
            }
        }
        let value = try evaluate(expr, context)
        if case .closure(let closure) = value {
            let result = try invoke(closure, parameters)
            return viewValue(of: result, expr: expr, context)
        }
        return viewValue(of: value, expr: expr, context)
    }

    /// `ForEach(data, id: \.key) { row }` and `List(data) { row }`: one child per element,
    /// identified by the `id:` key path or the element's `id`.
    private func forEach(_ name: String, _ arguments: CallArguments, range: SourceRange, _ context: Context) throws -> ViewValue {
        guard let dataExpr = arguments["_"] else { return .opaque("ForEach without data") }
        let data = try evaluate(dataExpr, context)
        guard let elements = Sequence.elements(of: data, limit: limits.collectionSize) else {
            return .opaque("\(name)(\(data.description))")
        }
        guard elements.count <= limits.collectionSize else { throw EngineStop(reason: "collection size limit reached") }
        let keyPath: [String]?
        if let idExpr = arguments["id"], case .keyPath(let path) = try evaluate(idExpr, context) { keyPath = path } else { keyPath = nil }
        let rowExpr = arguments["content"] ?? arguments["rowContent"] ?? arguments["_trailing"]
        var rows: [ViewValue.ForEachElement] = []
        for (offset, element) in elements.enumerated() {
            let id = try identity(of: element, keyPath: keyPath, offset: offset, range: range, context)
            let row = try rowExpr.map { try content(of: $0, context, parameters: [element]) } ?? .empty
            rows.append(.init(id: id, view: row, element: element))
        }
        let each = ViewValue.forEach(rows, origin: SourceOrigin(fileIndex: context.fileIndex, range: range))
        if name == "List" {
            return .builtin(BuiltinView(name: name, arguments: [], content: [each], actions: [:], range: range))
        }
        return each
    }

    private func identity(of element: Value, keyPath: [String]?, offset: Int, range: SourceRange, _ context: Context) throws -> Value {
        let path = keyPath ?? ["id"]
        var value = element
        for component in path where component != "self" {
            value = try property(component, of: value, range: range, context)
        }
        if keyPath == nil, case .opaque = value {
            // Data without a visible `id`: fall back to the offset (what `\.offset` would give).
            return .int(offset)
        }
        return value
    }

    private func isKind(_ kind: CallCondition.ArgumentKind) -> Bool {
        switch kind {
        case .view(let expr):
            guard case .call(let call) = expr.kind, case .identifier(let name) = call.callee.kind else { return false }
            return !ViewCatalog.forms(of: name).isEmpty && name != "Color" || module.type(named: name)?.isView == true
        case .color(let expr):
            if case .implicitMember = expr.kind { return true }
            if case .memberAccess(let base, _, _) = expr.kind, case .identifier("Color") = base.kind { return true }
            return false
        case .style:
            return false
        }
    }

    // MARK: Modifiers

    /// `view.name(…)`: `.id` and `.equatable()` wrap, module `View` extension methods run, the
    /// rest becomes a modifier layer with its arguments, content and action closures.
    func applyModifier(_ name: String, nameRange: SourceRange, _ call: Call, to view: ViewValue, range: SourceRange,
                       _ context: Context) throws -> ViewValue {
        if name == "id", let argument = call.arguments.first {
            return .identified(view, id: try evaluate(argument.value, context))
        }
        // `.modifier(Shimmer())` with a module's `ViewModifier`: a node of its own, built by its
        // `body(content:)` around this view.
        if name == "modifier", call.arguments.count == 1, case .instance(let instance) = try evaluate(call.arguments[0].value, context),
           let type = module.type(named: instance.type), type.isViewModifier {
            return .custom(ModifierContent.attaching(view, to: instance), fileIndex: context.fileIndex, range: range)
        }
        // A module extension method of that name whose parameters take these arguments
        // (`position(x:y:for:in:)` is not SwiftUI's `position(x:y:)`).
        // Not one whose body is running: there, a call of its own name is the SwiftUI modifier it
        // forwards to (`func foregroundStyle(_ color: UIColor)` calling `foregroundStyle(Color(color))`).
        if let method = module.viewExtensionMethods.first(where: {
            $0.name == name && !runningMethods.contains(Interpreter.MethodPlace($0))
                && ArgumentMatching.accepts(call, $0.declaration.parameters, index: module, owner: nil)
        }), let body = method.declaration.body {
            runningMethods.append(Interpreter.MethodPlace(method))
            defer { runningMethods.removeLast() }
            let result = try callFunction(method.declaration, body: body, call: call, arguments: try labelled(call, context),
                                          self: SelfReference(value: .view(view), node: nil),
                                          isViewBuilder: method.isViewBuilder, fileIndex: method.fileIndex, context)
            if case .view(let made) = result { return made }
            return .opaque(name)
        }
        let forms = ModifierCatalog.forms(of: name)
        let spec = forms.first { $0.condition.holds(for: CallArguments(call, closureParameters: $0.closureParameters), isKind: isKind) }
        let arguments = CallArguments(call, closureParameters: spec?.closureParameters ?? [])
        let builders = Set(spec?.builderParameters ?? [])
        var modifier = ModifierValue(name: name, arguments: [], content: [], range: range, nameRange: nameRange, fileIndex: context.fileIndex)
        for (label, expr) in arguments.byLabel.sorted(by: { $0.value.range.start < $1.value.range.start }) {
            if builders.contains(label), !ModifierCatalog.presentationModifiers.contains(name) {
                modifier.content.append(try content(of: expr, context))
                continue
            }
            modifier.arguments.append(.init(label: label.hasPrefix("_") ? nil : label, value: try evaluate(expr, context)))
        }
        if case .builtin(var builtin) = view, SameTypeModifiers.keepsType(name, receiver: builtin.name) {
            builtin.arguments.append(.init(label: name, value: .tuple(modifier.arguments)))
            return .builtin(builtin)
        }
        return .modified(view, modifier)
    }
}
