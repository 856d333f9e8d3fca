import Analyzer

/// Names, members and assignment: locals, `self`'s stored and computed properties (wrapped ones
/// through the render node), static members, object fields on the heap.
extension Interpreter {
    func lookup(_ name: String, range: SourceRange, _ context: Context) throws -> Value {
        if let box = context.scope.lookup(name) { return box.value }
        if name == "self", let reference = context.selfReference { return reference.value }
        if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber), let reference = context.selfReference {
            return try runtime.projection(of: String(name.dropFirst()), of: reference)
        }
        if let reference = context.selfReference, let value = try readMember(name, of: reference, range: range) { return value }
        // A static member named bare in a static method (`formatter` in `static func format(_:)`).
        if case .type(let typeName)? = context.selfReference?.value, staticType(typeName, declaring: name) != nil {
            return try staticMember(name, of: typeName, range: range, context)
        }
        if module.type(named: name) != nil || isKnownTypeName(name) { return .type(name) }
        if let global = module.globals[name], let initializer = global.initializer {
            return try once(name) {
                try evaluate(initializer, Context(scope: Scope(parent: nil), selfReference: nil, fileIndex: context.fileIndex))
            }
        }
        return opaque(name)
    }

    /// A global or static stored value: initialised once, on first use, as Swift does. A value
    /// whose initialiser reaches itself is opaque.
    func once(_ key: String, _ initialize: () throws -> Value) throws -> Value {
        if let value = globalValues[key] { return value }
        globalValues[key] = opaque(key)
        let value = try initialize()
        globalValues[key] = value
        return value
    }

    /// SwiftUI, Foundation and standard-library type names the engine builds values of.
    func isKnownTypeName(_ name: String) -> Bool {
        !ViewCatalog.forms(of: name).isEmpty || Builtins.typeNames.contains(name)
    }

    // MARK: Reading members

    /// A member of `self`: a wrapped property (through the runtime), a stored field, a computed
    /// property or a method reference. `nil` when the type has no such member.
    func readMember(_ name: String, of reference: SelfReference, range: SourceRange) throws -> Value? {
        switch reference.value {
        case .object(let object):
            if heap[object].fields[name] != nil { return runtime.readField(name, of: object) }
        case .instance(let instance):
            if let type = module.type(named: instance.type), let property = type.storedProperty(named: name) {
                if property.wrapper != nil, let node = reference.node {
                    return try runtime.readWrapped(property, of: reference, node: node)
                }
                return instance[name] ?? .null
            }
            if let value = instance[name] { return value }
        default:
            break
        }
        guard let type = memberType(of: reference, declaring: name) else { return nil }
        if let property = type.computedProperty(named: name), !property.isStatic {
            return try computed(property, of: type, self: reference)
        }
        if type.hasMethod(named: name) {
            return .closure(runtime.arena.track(ClosureValue(parameters: [], body: [], scope: Scope(parent: nil), selfValue: reference,
                                                             range: range, fileIndex: type.fileIndex, captures: true, method: name)))
        }
        return nil
    }

    /// The type whose code defines `member` for `self`: the module's own type, or — for a value of
    /// a type the module only extends (`extension Date { func relative() … }` on a `Date` input,
    /// a `String`) — the extension that declares it.
    func memberType(of reference: SelfReference, declaring member: String) -> TypeInfo? {
        if let typeName = reference.typeName, let type = module.type(named: typeName) { return type }
        for name in reference.value.standardTypeNames {
            if let type = module.foreignExtensions(of: name).first(where: { $0.hasMethod(named: member) || $0.computedProperty(named: member) != nil }) {
                return type
            }
        }
        return nil
    }

    /// The type declaring the static member `member` of the type named `typeName`: the module's
    /// own, or one of its extensions of a type it does not declare (`extension DateFormatter {
    /// static let short = … }`).
    func staticType(_ typeName: String, declaring member: String) -> TypeInfo? {
        if let type = module.type(named: typeName) { return type }
        return module.foreignExtensions(of: typeName).first {
            $0.staticProperties[member] != nil || $0.computedProperty(named: member)?.isStatic == true
                || $0.methods(named: member).contains(where: \.isStatic)
        }
    }

    /// A computed property's value: view builders build, getters run.
    func computed(_ property: ComputedProperty, of type: TypeInfo, self reference: SelfReference?) throws -> Value {
        try deeper(property.name) {
            let context = Context(scope: Scope(parent: nil), selfReference: reference, fileIndex: property.fileIndex)
            let builds = property.isViewBuilder || (property.name == "body" && (type.isView || type.isViewModifier))
            if builds, !ReturnedValues.containsReturn(property.body) {
                return .view(try buildBlock(property.body, context))
            }
            return try runBody(property.body, context)
        }
    }

    /// `base.name` as an expression.
    func member(_ name: String, of base: Expr, range: SourceRange, _ context: Context) throws -> Value {
        if let typeName = staticTypeName(base, context) {
            return try staticMember(name, of: typeName, range: range, context)
        }
        let value = try evaluate(base, context)
        return try property(name, of: value, range: range, context)
    }

    /// The type a member access starts from, when the base names a type (`Filter.all`,
    /// `Color.red`), not a value.
    func staticTypeName(_ base: Expr, _ context: Context) -> String? {
        switch base.kind {
        case .identifier(let name):
            guard context.scope.lookup(name) == nil, name.first?.isUppercase == true else { return nil }
            if name == "Self" { return context.selfReference?.typeName }
            if let reference = context.selfReference, let type = reference.typeName.flatMap(module.type(named:)),
               type.hasInstanceMember(name) { return nil }
            return name
        case .memberAccess(let inner, let name, _):
            guard let outer = staticTypeName(inner, context), name.text.first?.isUppercase == true else { return nil }
            return module.type(named: outer + "." + name.text) != nil ? outer + "." + name.text : nil
        case .specialization(let inner, _):
            return staticTypeName(inner, context)
        default:
            return nil
        }
    }

    func staticMember(_ name: String, of typeName: String, range: SourceRange, _ context: Context) throws -> Value {
        if let type = staticType(typeName, declaring: name) {
            if type.enumCases.contains(where: { $0.name.text == name }) {
                return .enumCase(EnumCaseValue(type: type.name, name: name, payload: []))
            }
            if let global = type.staticProperties[name], let initializer = global.initializer {
                return try once(type.qualifiedName + "." + name) {
                    try evaluate(initializer, Context(scope: Scope(parent: nil), selfReference: SelfReference(value: .type(typeName), node: nil),
                                                      fileIndex: type.fileIndex))
                }
            }
            if let property = type.computedProperty(named: name), property.isStatic {
                return try computed(property, of: type, self: SelfReference(value: .type(typeName), node: nil))
            }
            // The `allCases` Swift writes for a `CaseIterable` enum whose cases carry no values.
            if name == "allCases", type.inheritedNames.contains("CaseIterable"), !type.enumCases.isEmpty,
               type.enumCases.allSatisfy({ $0.associatedValues == nil }) {
                return .array(type.enumCases.map { .enumCase(EnumCaseValue(type: type.name, name: $0.name.text, payload: [])) })
            }
        }
        if name == "self" { return .type(typeName) }
        if typeName == "Task", name == "isCancelled" { return .bool(runtime.currentTaskIsCancelled) }
        // The current time, as `Date()` is: a date the engine cannot compute, with others after it.
        if typeName == "Date", name == "now" { return opaque("Date.now", isFresh: true, typeName: "Date") }
        if let value = Builtins.staticMember(name, of: typeName) { return value }
        if name.first?.isLowercase == true, module.type(named: typeName) == nil, !typeName.contains(".") {
            // `Color.red`, `Font.title`: a SwiftUI or Foundation constant.
            return .enumCase(EnumCaseValue(type: typeName, name: name, payload: []))
        }
        return opaque(typeName + "." + name)
    }

    /// `value.name` for a value.
    func property(_ name: String, of value: Value, range: SourceRange, _ context: Context) throws -> Value {
        switch value {
        case .null:
            return .null
        case .object(let object):
            if heap[object].fields[name] != nil { return runtime.readField(name, of: object) }
            if let result = try readMember(name, of: SelfReference(value: value, node: nil), range: range) { return result }
        case .instance, .enumCase:
            if let result = try readMember(name, of: SelfReference(value: value, node: nil), range: range) { return result }
        case .binding(let binding):
            if name == "wrappedValue" { return binding.location.value }
            if let inner = try? property(name, of: binding.location.value, range: range, context) {
                // `$model.name`: a binding to a member.
                return .binding(BindingValue(location: runtime.memberLocation(name, of: binding), snapshot: inner))
            }
        case .view(let view):
            if case .custom(let instance, _, _) = view {
                return try property(name, of: .instance(instance), range: range, context)
            }
        case .tuple(let elements):
            if let number = Int(name), number < elements.count { return elements[number].value }
            if let element = elements.first(where: { $0.label == name }) { return element.value }
        case .opaque(let opaque):
            if let result = try readMember(name, of: SelfReference(value: value, node: nil), range: range) { return result }
            // `await task.value` of a `Task` this run started: its creator waits for it.
            if name == "value" || name == "result", opaque.origin.hasPrefix("Task #"), let serial = Int(opaque.origin.dropFirst("Task #".count)) {
                runtime.awaitedTasks.insert(serial)
            }
            return self.opaque(opaque.origin + "." + name)
        case .string, .int, .double, .bool:
            if let result = try readMember(name, of: SelfReference(value: value, node: nil), range: range) { return result }
        default:
            break
        }
        if let result = Builtins.property(name, of: value) { return result }
        return opaque(value.description + "." + name)
    }

    // MARK: Assignment

    /// Stores `value` where `target` names: a local, a member of `self`, a field of an object, an
    /// element of a collection, or a nested member of any of those.
    func assign(_ value: Value, to target: Expr, _ context: Context) throws {
        switch target.kind {
        case .identifier(let name):
            if name == "_" { return }
            if let box = context.scope.lookup(name) { box.value = value; return }
            if let reference = context.selfReference { try writeMember(name, of: reference, value) }
        case .memberAccess(let base, let name, _):
            if case .identifier("self") = base.kind, let reference = context.selfReference {
                try writeMember(name.text, of: reference, value)
                return
            }
            var container = try evaluate(base, context)
            switch container {
            case .object(let object):
                runtime.writeField(name.text, of: object, value)
            case .binding(let binding) where name.text == "wrappedValue":
                try runtime.write(value, to: binding.location)
            case .instance(var instance):
                instance[name.text] = value
                container = .instance(instance)
                try assign(container, to: base, context)
            case .binding(let binding):
                if case .object(let object) = binding.location.value { runtime.writeField(name.text, of: object, value) }
            default:
                break
            }
        case .subscriptCall(let call):
            let container = try evaluate(call.callee, context)
            guard let key = try call.arguments.first.map({ try evaluate($0.value, context) }) else { return }
            try assign(Builtins.settingElement(of: container, at: key, to: value), to: call.callee, context)
        case .optionalChain(let inner), .forceUnwrap(let inner):
            try assign(value, to: inner, context)
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            try assign(value, to: elements[0].value, context)
        case .tuple(let elements):
            if case .tuple(let values) = value {
                for (element, part) in zip(elements, values) { try assign(part.value, to: element.value, context) }
            }
        default:
            break
        }
    }

    /// `self.name = value`: a wrapped property through the runtime (`_name` sets the wrapper's
    /// initial value), a field of an object or struct.
    func writeMember(_ name: String, of reference: SelfReference, _ value: Value) throws {
        switch reference.value {
        case .object(let object):
            runtime.writeField(name, of: object, value)
        case .instance(var instance):
            if let type = module.type(named: instance.type) {
                if let property = type.storedProperty(named: name), property.wrapper != nil, let node = reference.node {
                    try runtime.writeWrapped(property, of: reference, node: node, value)
                    return
                }
                if name.hasPrefix("_"), type.storedProperty(named: String(name.dropFirst()))?.wrapper != nil {
                    instance[String(name.dropFirst())] = value
                    reference.value = .instance(instance)
                    return
                }
            }
            instance[name] = value
            reference.value = .instance(instance)
        default:
            break
        }
    }

    /// `collection[key]`.
    func evaluateSubscript(_ call: Call, _ context: Context) throws -> Value {
        let container = try evaluate(call.callee, context)
        guard let first = call.arguments.first else { return opaque(source(call.callee.range, fileIndex: context.fileIndex) + "[]") }
        let key = try evaluate(first.value, context)
        switch container {
        case .array(let elements):
            if let index = Builtins.intValue(key) {
                guard elements.indices.contains(index) else {
                    // The list is most likely made up (empty, or one row) or built from what the
                    // engine could not see: the app's own list may well have that element.
                    let written = source(call.callee.range, fileIndex: context.fileIndex) + "[\(index)]"
                    runtime.note("`\(written)` is past the end of the \(elements.count)-element list the engine has: taken as a value it "
                                 + "cannot know", range: call.callee.range, fileIndex: context.fileIndex)
                    return opaque(written)
                }
                return elements[index]
            }
        case .dictionary(let entries):
            let found = entries.first { ValueEquality.equal($0.key, key) }?.value
            if let found { return found }
            if let defaultArgument = call.arguments.first(where: { $0.label?.text == "default" }) { return try evaluate(defaultArgument.value, context) }
            return .null
        case .null:
            return .null
        default:
            break
        }
        return opaque(container.description + "[" + key.description + "]")
    }
}
