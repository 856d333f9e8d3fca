/// The inputs through which a view hands its copy of a value back to where the value comes
/// from. A change of the source made through one of them is the view's own edit coming back,
/// not a new value from its parent:
/// - a binding the view assigns only from the copy (`payload = .alarm(hour: hour, enabled:
///   enabled)` in an editor holding `@State hour` and `enabled`);
/// - a callback the view calls with the copy (`Button("Save") { onSave(image) }`), or whenever
///   the copy changes (`.onChange(of: text) { onChange($0) }`, and the same written
///   `.onChange(of: text, perform: onChange)`).
struct EditBufferEchoes {
    let view: TypeInfo
    let index: ModuleIndex
    let uses: ModuleUses

    /// The names of the view's stored bindings and callbacks that hand `property` back.
    func inputs(echoing property: StoredProperty) -> Set<String> {
        bindings(assignedFrom: property.name).union(callbacks(calledWith: property.name))
    }

    /// Bindings every write of which, in the view, assigns a value that reads `name`. A binding
    /// the view also hands on (`TextField(text: $payload.title)`) or changes otherwise
    /// (`page += 1`) takes changes of its own.
    private func bindings(assignedFrom name: String) -> Set<String> {
        Set(view.storedProperties.filter { $0.wrapper == .binding }.map(\.name).filter { binding in
            let writes = uses.writes(of: binding, in: view)
            return !writes.isEmpty && writes.allSatisfy { write in write.assignedValue(in: view).map { Self.mentions($0, name) } ?? false }
        })
    }

    /// Callbacks (stored closures) the view calls with `name`, or calls with anything, or
    /// passes as the action, in an `onChange(of:)` of `name`.
    private func callbacks(calledWith name: String) -> Set<String> {
        let callbacks = Set(view.storedProperties.filter { stored in
            stored.wrapper == nil && stored.type.map { index.isFunctionType($0.unwrappingOptionals, in: view) } == true
        }.map(\.name))
        guard !callbacks.isEmpty else { return [] }
        var found: Set<String> = []
        for (statements, _) in view.memberBodies() {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard case .call(let call) = expr.kind else { return }
                if let callback = Self.callback(called: call, among: callbacks, with: name) { found.insert(callback) }
                guard case .memberAccess(_, let method, _) = call.callee.kind, method.text == "onChange",
                      call.arguments.first.map({ Self.mentions($0.value, name) }) == true else { return }
                for action in call.allArguments.dropFirst().map(\.value) {
                    if let callback = action.selfMemberName, callbacks.contains(callback) { found.insert(callback) }
                    SyntaxWalk.expressions(in: action, intoClosures: true) { inner in
                        guard case .call(let inside) = inner.kind, let callback = Self.callback(called: inside, among: callbacks, with: nil)
                        else { return }
                        found.insert(callback)
                    }
                }
            }
        }
        return found
    }

    /// The callback a call calls, when it passes an argument that reads `name` (any argument
    /// when `name` is `nil`).
    private static func callback(called call: Call, among callbacks: Set<String>, with name: String?) -> String? {
        guard let callee = unchained(call.callee).selfMemberName, callbacks.contains(callee), !call.allArguments.isEmpty,
              name.map({ name in call.allArguments.contains { mentions($0.value, name) } }) ?? true else { return nil }
        return callee
    }

    /// `onSave` of `onSave?(image)`.
    private static func unchained(_ expr: Expr) -> Expr {
        if case .optionalChain(let inner) = expr.kind { return inner }
        return expr
    }

    /// Whether an expression reads `name` (`image`, `image.size`, `self.image`).
    private static func mentions(_ expr: Expr, _ name: String) -> Bool {
        var found = false
        SyntaxWalk.expressions(in: expr, intoClosures: false) { inner in
            if case .identifier(name) = inner.kind { found = true }
            if case .memberAccess(let base, let member, _) = inner.kind, member.text == name, case .identifier("self") = base.kind { found = true }
        }
        return found
    }
}
