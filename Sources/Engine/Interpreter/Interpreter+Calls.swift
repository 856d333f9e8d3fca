import Analyzer

/// Calls: closures, the module's functions, methods and initializers, SwiftUI views and
/// modifiers, the standard library the engine models — and, for anything else, an opaque
/// result logged as an effect.
extension Interpreter {
    func evaluateCall(_ call: Call, range: SourceRange, _ context: Context) throws -> Value {
        switch call.callee.kind {
        case .identifier(let name):
            return try callNamed(name, call, range: range, context)
        case .specialization(let base, _):
            if case .identifier(let name) = base.kind { return try callNamed(name, call, range: range, context) }
        case .memberAccess(let base, let name, _):
            return try callMember(name, on: base, call, range: range, context)
        case .implicitMember(let name, _):
            return try callImplicitMember(name.text, call, range: range, context)
        default:
            break
        }
        let callee = try evaluate(call.callee, context)
        if case .closure(let closure) = callee { return try invoke(closure, try positional(call, context)) }
        return try effect(source(call.callee.range, fileIndex: context.fileIndex), call, range: range, context)
    }

    private func callNamed(_ name: String, _ call: Call, range: SourceRange, _ context: Context) throws -> Value {
        if let box = context.scope.lookup(name) {
            if case .closure(let closure) = box.value { return try invoke(closure, try positional(call, context)) }
            if case .binding = box.value { return box.value }
        }
        if let reference = context.selfReference, let type = memberType(of: reference, declaring: name) {
            if type.hasMethod(named: name) {
                return try callMethod(named: name, on: reference, arguments: try labelled(call, context), call: call,
                                      range: range, fileIndex: context.fileIndex)
            }
            if let property = type.storedProperty(named: name), let value = try readMember(property.name, of: reference, range: range),
               case .closure(let closure) = value {
                return try invoke(closure, try positional(call, context))
            }
        }
        if let overloads = module.functions[name],
           let position = overloads.firstIndex(where: { ArgumentMatching.accepts(call, $0.parameters, index: module, owner: nil) }),
           let body = overloads[position].body {
            return try callFunction(overloads[position], body: body, call: call, arguments: try labelled(call, context), self: nil,
                                    fileIndex: module.functionFiles[name]?[position] ?? context.fileIndex, context)
        }
        // `modifier(Shimmer())`, `padding()`, `sheet(item:) { … }` inside a `View` extension: a
        // modifier of `self` (after the module's own functions: `offset(for:)` is not `.offset`).
        if case .view(let view)? = context.selfReference?.value,
           name == "modifier" || ModifierCatalog.isKnown(name) || module.viewExtensionMethodNames.contains(name) {
            return .view(try applyModifier(name, nameRange: call.callee.range, call, to: view, range: range, context))
        }
        // A type the module only extends (`extension Section { init(…) }`) is SwiftUI's or
        // Foundation's: it is built as such.
        let enclosing = context.selfReference?.typeName.flatMap(module.type(named:))
        if let type = module.type(named: name, in: enclosing, file: context.fileIndex), type.kind != .extension {
            return try construct(type, call, range: range, context)
        }
        if let value = try Builtins.call(name, call, range: range, interpreter: self, context) { return value }
        if !ViewCatalog.forms(of: name).isEmpty { return .view(try builtinView(name, call, range: range, context)) }
        return try effect(name, call, range: range, context)
    }

    private func callMember(_ member: Name, on base: Expr, _ call: Call, range: SourceRange, _ context: Context) throws -> Value {
        let name = member.text
        if let typeName = staticTypeName(base, context) {
            if name == "init" { return try callNamed(typeName, call, range: range, context) }
            if let type = staticType(typeName, declaring: name) {
                if type.enumCases.contains(where: { $0.name.text == name }) {
                    return .enumCase(EnumCaseValue(type: type.name, name: name, payload: try labelled(call, context)))
                }
                if type.methods(named: name).contains(where: { $0.isStatic }) {
                    return try callMethod(named: name, on: SelfReference(value: .type(typeName), node: nil),
                                          arguments: try labelled(call, context), call: call, range: range, fileIndex: type.fileIndex)
                }
            }
            if let value = try Builtins.callStatic(name, of: typeName, call, interpreter: self, context) { return value }
            return try effect(typeName + "." + name, call, range: range, context)
        }
        let receiver = try evaluate(base, context)
        switch receiver {
        case .view(let view):
            return .view(try applyModifier(name, nameRange: member.range, call, to: view, range: range, context))
        case .enumCase(let color) where color.type == "Color" && !StandardTypeCatalog.colorMethods.contains(name)
            && !ModifierCatalog.forms(of: name).isEmpty:
            // `Color.red.frame(height: 4)`: a colour is a view as soon as a modifier applies to it.
            return .view(try applyModifier(name, nameRange: member.range, call, to: viewValue(of: receiver, expr: base, context),
                                           range: range, context))
        case .enumCase(var color) where color.type == "Color" && StandardTypeCatalog.colorMethods.contains(name):
            // `Color.secondary.opacity(0.15)`: still a colour (a view once a modifier applies),
            // another one for each argument.
            let arguments = try positional(call, context).map(\.description).joined(separator: ", ")
            color.name += ".\(name)(\(arguments))"
            return .enumCase(color)
        case .object, .instance, .enumCase:
            let reference = SelfReference(value: receiver, node: nil)
            if let typeName = reference.typeName, let type = module.type(named: typeName), type.hasMethod(named: name) {
                let result = try callMethod(named: name, on: reference, arguments: try labelled(call, context), call: call,
                                            range: range, fileIndex: type.fileIndex)
                if case .instance = receiver { try assign(reference.value, to: base, context) }
                return result
            }
            if case .instance(let instance) = receiver, case .closure(let closure)? = instance[name] {
                return try invoke(closure, try positional(call, context))
            }
            if case .object(let object) = receiver, case .closure(let closure)? = heap[object].fields[name] {
                return try invoke(closure, try positional(call, context))
            }
        case .opaque where Self.constructsType(base) && !ModifierCatalog.forms(of: name).isEmpty:
            // `Chart(points) { … }.task { … }`: a view from a library the engine does not model
            // is a leaf it cannot look into, and SwiftUI's own modifiers still apply to it.
            return .view(try applyModifier(name, nameRange: member.range, call, to: .opaque(source(base.range, fileIndex: context.fileIndex)), range: range, context))
        case .null:
            return .null
        case .string, .int, .double, .bool, .opaque:
            // A method the module adds to a standard type (`extension Date { func relative() … }`).
            let reference = SelfReference(value: receiver, node: nil)
            if let type = memberType(of: reference, declaring: name), type.methods(named: name).contains(where: { !$0.isStatic }) {
                return try callMethod(named: name, on: reference, arguments: try labelled(call, context), call: call,
                                      range: range, fileIndex: type.fileIndex)
            }
        default:
            break
        }
        if let result = try Builtins.method(name, on: receiver, call, base: base, interpreter: self, context) { return result }
        return try effect(receiver.description + "." + name, call, range: range, context)
    }

    /// `Chart(…)`, `Charts.Chart(…)`: a call of a type's initializer (by Swift's naming, a capitalized name).
    private static func constructsType(_ expr: Expr) -> Bool {
        guard case .call(let call) = expr.kind else { return false }
        switch call.callee.kind {
        case .identifier(let name): return name.first?.isUppercase == true
        case .memberAccess(_, let name, _): return name.text.first?.isUppercase == true
        case .specialization(let inner, _):
            if case .identifier(let name) = inner.kind { return name.first?.isUppercase == true }
            return false
        default: return false
        }
    }

    private func callImplicitMember(_ name: String, _ call: Call, range: SourceRange, _ context: Context) throws -> Value {
        if name == "constant", let argument = call.arguments.first {
            let value = try evaluate(argument.value, context)
            return .binding(BindingValue(location: Location(name: "constant", value: value, isWritable: false), snapshot: value))
        }
        return .enumCase(EnumCaseValue(type: "", name: name, payload: try labelled(call, context)))
    }

    // MARK: Arguments

    func positional(_ call: Call, _ context: Context) throws -> [Value] {
        try call.allArguments.map { try evaluate($0.value, context) }
    }

    func labelled(_ call: Call, _ context: Context) throws -> [Value.TupleElement] {
        try call.allArguments.map { Value.TupleElement(label: $0.label?.text, value: try evaluate($0.value, context)) }
    }

    /// A closure handed to a `@ViewBuilder` property or parameter, marked as building views.
    static func marked(_ value: Value, builds: Bool?) -> Value {
        if builds == true, case .closure(let closure) = value { closure.buildsViews = true }
        return value
    }

    /// Binds a call's arguments to a function's parameters (defaults for the rest) in a new scope.
    private func bind(_ parameters: [Parameter], _ call: Call?, arguments: [Value.TupleElement], owner: TypeInfo?,
                      into scope: Scope, self reference: SelfReference?, fileIndex: Int) throws {
        var bound: Set<String> = []
        if let call {
            // The arguments were evaluated by the caller, in its context, in call order.
            let positions = Dictionary(call.allArguments.enumerated().map { ($0.element.range.start, $0.offset) }, uniquingKeysWith: { a, _ in a })
            for (parameter, argument) in ArgumentMatching.pairs(call, parameters, index: module, owner: owner) {
                guard let name = parameter.internalName, let position = positions[argument.range.start], position < arguments.count else { continue }
                scope.declare(name, Self.marked(arguments[position].value, builds: parameter.attributes.contains { $0.name == "ViewBuilder" }))
                bound.insert(name)
            }
        } else {
            for (parameter, argument) in zip(parameters, arguments) {
                guard let name = parameter.internalName else { continue }
                scope.declare(name, argument.value)
                bound.insert(name)
            }
        }
        for parameter in parameters {
            guard let name = parameter.internalName, !bound.contains(name) else { continue }
            let value = try parameter.defaultValue.map {
                try evaluate($0, Context(scope: scope, selfReference: reference, fileIndex: fileIndex))
            } ?? .null
            scope.declare(name, value)
        }
    }

    func callFunction(_ function: FunctionDecl, body: Block, call: Call?, arguments: [Value.TupleElement] = [],
                      self reference: SelfReference?, owner: TypeInfo? = nil, isViewBuilder: Bool = false, fileIndex: Int,
                      _ context: Context) throws -> Value {
        try deeper(function.name.text) {
            let scope = Scope(parent: nil)
            try bind(function.parameters, call, arguments: arguments, owner: owner, into: scope, self: reference, fileIndex: fileIndex)
            let inner = Context(scope: scope, selfReference: reference, fileIndex: fileIndex)
            if isViewBuilder && !ReturnedValues.containsReturn(body.statements) {
                return .view(try buildBlock(body.statements, inner))
            }
            return try runBody(body.statements, inner)
        }
    }

    /// A method of the receiver's type (or a module `View` extension method on a view).
    func callMethod(named name: String, on reference: SelfReference, arguments: [Value.TupleElement], call: Call? = nil,
                    range: SourceRange, fileIndex: Int) throws -> Value {
        let type = memberType(of: reference, declaring: name)
        let candidates = (type?.methods ?? []).filter { $0.name == name }
        let accepting = call.map { call in
            candidates.filter { ArgumentMatching.accepts(call, $0.declaration.parameters, index: module, owner: type) }
        } ?? []
        // Overloads that take the same labels (`url(for: UUID?)` unwrapping its argument and
        // calling `url(for: UUID)`): the engine does not check types, and a method calling its
        // own name where another overload takes the call means that one.
        let method = (accepting.count > 1 ? accepting.first { !runningMethods.contains(MethodPlace($0)) } : nil)
            ?? accepting.first ?? candidates.first { $0.declaration.parameters.count == arguments.count } ?? candidates.first
        guard let method, let body = method.declaration.body else { return opaque(name) }
        runningMethods.append(MethodPlace(method))
        defer { runningMethods.removeLast() }
        let context = Context(scope: Scope(parent: nil), selfReference: reference, fileIndex: fileIndex)
        return try callFunction(method.declaration, body: body, call: call, arguments: arguments, self: reference, owner: type,
                                isViewBuilder: method.isViewBuilder, fileIndex: method.fileIndex, context)
    }

    // MARK: Construction

    /// `Type(…)` for a module type: an object on the heap for a class, a struct value (a view
    /// value for a view) through the memberwise or an explicit initializer.
    func construct(_ type: TypeInfo, _ call: Call, range: SourceRange, _ context: Context) throws -> Value {
        if type.kind == .enum { return opaque(type.name + "(…)") }
        let made = try instantiate(type, overriding: [:])
        let selfReference = SelfReference(value: made, node: nil)
        if try !runInitializer(of: type, call, self: selfReference, context), case .instance(var instance) = made {
            // The memberwise initializer: arguments by property name, trailing closures in order.
            for argument in call.arguments {
                guard let label = argument.label?.text else { continue }
                instance[label] = Self.marked(try evaluate(argument.value, context), builds: type.storedProperty(named: label)?.isViewBuilder)
            }
            var trailing = call.trailingClosures.makeIterator()
            let closureProperties = type.storedProperties.filter { $0.type.map { module.isFunctionType($0, in: type) } ?? false }
            for property in closureProperties where call.arguments.allSatisfy({ $0.label?.text != property.name }) {
                guard let closure = trailing.next() else { break }
                instance[property.name] = Self.marked(try evaluate(closure.closure, context), builds: property.isViewBuilder)
            }
            selfReference.value = .instance(instance)
        }
        if case .object(let reference) = selfReference.value { runtime.noteCreated(reference, range: range, fileIndex: context.fileIndex) }
        guard case .instance(let instance) = selfReference.value, type.isView else { return selfReference.value }
        return .view(.custom(instance, fileIndex: context.fileIndex, range: range))
    }

    /// A new instance with every stored property at its default value (a `@StateObject`'s kept
    /// as the closure SwiftUI keeps), then `overriding` applied: no initializer runs.
    func instantiate(_ type: TypeInfo, overriding: [String: Value]) throws -> Value {
        // Default values can construct the type again (`var next = Chain()`): one call deeper
        // each time, so such a chain ends at the depth limit instead of the thread's stack.
        try deeper(type.name + "()") { try instantiateFields(type, overriding: overriding) }
    }

    private func instantiateFields(_ type: TypeInfo, overriding: [String: Value]) throws -> Value {
        if type.kind == .class || type.kind == .actor {
            let reference = heap.allocate(Heap.Object(type: type.name, fields: [:], observable: observableProperties(of: type),
                                                      notifiesWholeObject: !type.isObservableMacro))
            let selfReference = SelfReference(value: .object(reference), node: nil)
            for property in type.storedProperties {
                heap[reference].fields[property.name] = try overriding[property.name] ?? property.defaultValue.map {
                    try evaluate($0, Context(scope: Scope(parent: nil), selfReference: selfReference, fileIndex: type.fileIndex))
                } ?? .null
            }
            return .object(reference)
        }
        var instance = StructValue(type: type.qualifiedName, fields: [])
        let selfReference = SelfReference(value: .instance(instance), node: nil)
        for property in type.storedProperties {
            if let value = overriding[property.name] {
                instance[property.name] = value
                continue
            }
            let defaultContext = Context(scope: Scope(parent: nil), selfReference: selfReference, fileIndex: type.fileIndex)
            if property.wrapper == .stateObject, let initial = property.defaultValue {
                instance[property.name] = .closure(autoclosure(initial, defaultContext))
            } else {
                instance[property.name] = try property.defaultValue.map { try evaluate($0, defaultContext) } ?? .null
            }
        }
        return .instance(instance)
    }

    /// Runs the explicit initializer a call matches; `false` when the type has none that fits.
    @discardableResult
    private func runInitializer(of type: TypeInfo, _ call: Call, self reference: SelfReference, _ context: Context) throws -> Bool {
        let initializer = type.initializers.first { initializer in
            initializer.body != nil && ArgumentMatching.accepts(call, initializer.parameters, index: module, owner: type)
        }
        guard let initializer, let body = initializer.body else { return false }
        _ = try callFunction(initializer, body: body, call: call, arguments: try labelled(call, context), self: reference, owner: type,
                             fileIndex: type.fileIndex, context)
        return true
    }

    /// The lazily evaluated initial value of a `@StateObject` (SwiftUI keeps it as a closure).
    func autoclosure(_ expr: Expr, _ context: Context) -> ClosureValue {
        let statement = Stmt(.expression(expr), range: expr.range)
        return runtime.arena.track(ClosureValue(parameters: [], body: [statement], scope: context.scope,
                                                selfValue: context.selfReference, range: expr.range, fileIndex: context.fileIndex,
                                                captures: capturesContext([statement], context)))
    }

    private func observableProperties(of type: TypeInfo) -> Set<String> {
        let properties = type.storedProperties.filter { property in
            if type.isObservableMacro { return !property.attributes.contains { $0.name == "ObservationIgnored" } }
            return property.attributes.contains { $0.name == "Published" }
        }
        return Set(properties.map(\.name))
    }

    // MARK: Effects

    /// A call the engine cannot run: its arguments are evaluated, it is logged as an effect, and
    /// its result is an opaque value named after it.
    func effect(_ name: String, _ call: Call, range: SourceRange, _ context: Context) throws -> Value {
        var arguments: [String] = []
        for argument in call.allArguments {
            let value = try evaluate(argument.value, context)
            if case .closure(let closure) = value, closure.method == nil {
                // A completion handler: the engine cannot know when it would run; it runs it
                // now, with nothing passed. Not while a body is evaluated: there a closure
                // handed to a call the engine does not know is a view's handler or content
                // (`UnknownView(…).onAppear { … }`), which runs later, if ever.
                if runtime.evaluatingNode == nil { _ = try? invoke(closure, []) }
                arguments.append((argument.label.map { $0.text + ": " } ?? "") + "{ … }")
                continue
            }
            arguments.append((argument.label.map { $0.text + ": " } ?? "") + value.description)
        }
        let description = name + "(" + arguments.joined(separator: ", ") + ")"
        runtime.recordEffect(description, range: range, fileIndex: context.fileIndex)
        return opaque(description)
    }
}
