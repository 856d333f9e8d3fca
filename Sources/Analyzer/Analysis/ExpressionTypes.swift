/// The module type an expression has, where the code says it plainly: `self`, a stored
/// property's declared type (or the type its default value constructs), a local made by an
/// initializer, a member of such a value, a method's declared result.
///
/// Used to attribute writes (`settings.theme = …`) and reads (`controller.selection`) to the
/// type that declares the property. Anything else is `nil`: never a guess.
struct ExpressionTypes {
    let index: ModuleIndex

    /// Steps followed through locals and member chains before giving up.
    private static let maximumSteps = 32

    func type(of expr: Expr, in context: CodeContext) -> TypeInfo? {
        type(of: expr, in: context, steps: 0)
    }

    /// The module type a written type names (optionals and attributes looked through).
    func type(named typeRef: TypeRef, in owner: TypeInfo?) -> TypeInfo? {
        switch index.resolved(typeRef, in: owner).kind {
        case .named(let components):
            if components.count == 1, index.isGenericParameter(components[0].name.text, of: owner) { return nil }
            if components.count == 1 { return index.type(named: components[0].name.text, in: owner) }
            let qualified = components.map(\.name.text).joined(separator: ".")
            return index.type(named: qualified) ?? components.last.flatMap { index.type(named: $0.name.text) }
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .attributed(_, _, let wrapped):
            return type(named: wrapped, in: owner)
        default:
            return nil
        }
    }

    /// The type of a stored property: declared, named by its wrapper (`@Environment(Model.self)`),
    /// or constructed by its default value (`@StateObject var model = Model()`).
    func type(of property: StoredProperty, in owner: TypeInfo) -> TypeInfo? {
        if let declared = property.type { return type(named: declared, in: owner) }
        if case .environmentObservable(let name)? = property.wrapper { return index.type(named: name) }
        if case .environmentValue(let key)? = property.wrapper, let declared = index.environmentValueTypes[key] {
            return type(named: declared, in: nil)
        }
        if let value = property.defaultValue { return constructedType(value, in: owner) ?? staticValueType(value) }
        return nil
    }

    /// The type of a module type's static value (`AppEnvironment.shared`): declared, or the
    /// type its initializer constructs.
    func staticValueType(_ expr: Expr) -> TypeInfo? {
        guard case .memberAccess(let base, let name, _) = expr.kind, let typeName = ViewTypeEvaluator.qualifiedTypeName(base),
              let owner = index.type(named: typeName), let value = owner.staticProperties[name.text] else { return nil }
        if let declared = value.type { return type(named: declared, in: owner) }
        return value.initializer.flatMap { constructedType($0, in: owner) }
    }

    private func type(of expr: Expr, in context: CodeContext, steps: Int) -> TypeInfo? {
        guard steps < Self.maximumSteps else { return nil }
        switch expr.kind {
        case .identifier("self"):
            return context.owner
        case .identifier(let name):
            if let origin = context.origin(of: name) {
                if case .value(let value, let outer) = origin { return type(of: value, in: outer, steps: steps + 1) }
                if case .unwrapped(let value, let outer) = origin { return type(of: value, in: outer, steps: steps + 1) }
                return nil
            }
            guard let owner = context.owner else { return nil }
            return memberType(name, of: owner)
        case .memberAccess(let base, let name, _):
            guard let baseType = type(of: base, in: context, steps: steps + 1) else { return nil }
            return memberType(name.text, of: baseType)
        case .call(let call):
            if let constructed = constructedType(expr, in: context.owner) { return constructed }
            guard case .memberAccess(let base, let name, _) = call.callee.kind,
                  let receiver = type(of: base, in: context, steps: steps + 1) else { return nil }
            return receiver.methods(named: name.text).lazy.compactMap { method in
                method.declaration.returnType.flatMap { self.type(named: $0, in: receiver) }
            }.first
        case .optionalChain(let inner), .forceUnwrap(let inner), .tryExpr(_, let inner), .awaitExpr(let inner):
            return type(of: inner, in: context, steps: steps + 1)
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return type(of: elements[0].value, in: context, steps: steps + 1)
        default:
            return nil
        }
    }

    /// The type of a stored or computed instance property.
    private func memberType(_ name: String, of type: TypeInfo) -> TypeInfo? {
        if let property = type.storedProperty(named: name) { return self.type(of: property, in: type) }
        if let computed = type.computedProperty(named: name), let declared = computed.type {
            return self.type(named: declared, in: type)
        }
        return nil
    }

    /// `Model()`, `Model(name: x)`, `Outer.Model()`, `Model.init()`: the module type constructed,
    /// as its name means in code inside `owner` (in `ContentView`,
    /// `ViewModel()` is `ContentView.ViewModel`, not another view's); through a type alias
    /// (`Post()` where `typealias Post = Entity<Media>`), the aliased type.
    private func constructedType(_ expr: Expr, in owner: TypeInfo?) -> TypeInfo? {
        guard let name = Self.constructedTypeName(expr) else { return nil }
        if let declared = index.type(named: name, in: owner) { return declared }
        let written = TypeRef(.named(name.split(separator: ".").map { TypeComponent(name: Name(String($0), range: expr.range), genericArguments: []) }),
                              range: expr.range)
        return type(named: written, in: owner)
    }

    /// The name of the type a call constructs (`Model()`, `Outer.Model(x)`, `Model.init()`,
    /// `Box<Int>()`), whether or not the module declares it; `nil` for other calls.
    static func constructedTypeName(_ expr: Expr) -> String? {
        guard case .call(let call) = expr.kind else { return nil }
        var callee = call.callee
        if case .memberAccess(let base, let name, _) = callee.kind, name.text == "init" { callee = base }
        if case .specialization(let base, _) = callee.kind { callee = base }
        return ViewTypeEvaluator.qualifiedTypeName(callee)
    }
}
