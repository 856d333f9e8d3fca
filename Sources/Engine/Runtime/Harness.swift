import Analyzer

/// A problem with what the harness was asked to do (no such view, input or button).
struct HarnessError: Error {
    let message: String
}

/// The parent a mounted view gets: it owns the view's inputs (and the state behind its
/// bindings), makes a new view value when an input changes, and drives taps and state writes.
final class Harness {
    let runtime: Runtime
    private(set) var type: TypeInfo?
    private(set) var inputs: [String: Value] = [:]
    private(set) var boundInputs: [String: Location] = [:]
    /// The view a scenario is about (its qualified name): of a `TabView`'s tabs, the one that
    /// holds it is the one on screen.
    var focus: String?
    /// Inputs are made up as loaded data (``InputSynthesis/fills``).
    var fillsInputs = false
    /// What the system provides at the root (`colorScheme`, `sizeCategory`), as the user left it.
    private var systemEnvironment = EnvironmentValues()
    /// Closure inputs the harness made up: like a closure literal in a parent's body, each
    /// render passes a new one.
    private var madeUpClosures: Set<String> = []
    var synthesis: InputSynthesis { InputSynthesis(interpreter: runtime.interpreter, fills: fillsInputs) }

    init(runtime: Runtime) {
        self.runtime = runtime
    }

    private var interpreter: Interpreter { runtime.interpreter }

    func mount(_ viewName: String, inputs given: [String: String]) throws {
        guard let type = runtime.module.types(qualifiedName: viewName).first(where: { $0.isView || $0.isViewModifier })
                ?? runtime.module.type(named: viewName), type.isView || type.isViewModifier else {
            throw HarnessError(message: "no view named \(viewName) in the module")
        }
        self.type = type
        for name in given.keys where type.storedProperty(named: name) == nil {
            throw HarnessError(message: "\(viewName) has no input named \(name)")
        }
        for property in type.storedProperties where isInput(property) {
            let value = try given[property.name].map { try parse($0, for: property) } ?? synthesis.value(for: property, of: type)
            if given[property.name] == nil, case .closure? = value { madeUpClosures.insert(property.name) }
            if property.wrapper == .binding {
                let location = Location(name: "harness.\(property.name)", value: unwrappedBinding(value))
                boundInputs[property.name] = location
            } else if let value {
                inputs[property.name] = value
            }
        }
        let root = runtime.arena.track(RenderNode(key: .body, typeName: "harness", view: .empty, parent: nil))
        runtime.root = root
        try render()
    }

    /// The stored properties a parent passes: plain ones without a default, and bindings.
    func isInput(_ property: StoredProperty) -> Bool {
        switch property.wrapper {
        case nil: return !(property.isLet && property.defaultValue != nil)
        case .binding?, .observedObject?, .bindable?: return true
        default: return false
        }
    }

    private func unwrappedBinding(_ value: Value?) -> Value {
        if case .binding(let binding)? = value { return binding.location.value }
        return value ?? .null
    }

    func change(_ input: String, to expression: String) throws {
        guard let type, let property = type.storedProperty(named: input), isInput(property) else {
            throw HarnessError(message: "\(type?.name ?? "the view") has no input named \(input)")
        }
        try change(input, toValue: try parse(expression, for: property))
    }

    /// Changes an input to a value, as the parent would, and renders the parent again.
    func change(_ input: String, toValue value: Value?) throws {
        if let location = boundInputs[input] {
            runtime.actionNode = runtime.root
            defer { runtime.actionNode = nil }
            try runtime.write(unwrappedBinding(value), to: location)
        } else {
            inputs[input] = value
        }
        try render()
    }

    func rerender() throws {
        try render()
    }

    /// Removes the mounted view from the tree, as a parent that stops showing it.
    func unmount() throws {
        guard let node = runtime.root?.children.first else { throw HarnessError(message: "no view is mounted") }
        try runtime.remove(node)
        type = nil
    }

    /// The parent's body, run again: a new view value for the mounted view.
    private func render() throws {
        guard let type, let root = runtime.root else { return }
        var overrides = inputs
        for (name, location) in boundInputs {
            overrides[name] = .binding(BindingValue(location: location, snapshot: location.value))
        }
        for name in madeUpClosures {
            guard case .closure(let closure)? = inputs[name] else { continue }
            overrides[name] = .closure(ClosureValue(parameters: closure.parameters, body: closure.body, scope: Scope(parent: nil),
                                                    selfValue: nil, range: closure.range, fileIndex: closure.fileIndex, captures: true))
        }
        guard case .instance(var instance) = try interpreter.instantiate(type, overriding: overrides) else { return }
        // A view modifier is mounted around a stand-in for the view it modifies.
        if type.isViewModifier { instance = ModifierContent.attaching(Self.standInContent, to: instance) }
        try runtime.reconcileChild(of: root, key: .body, value: .custom(instance, fileIndex: type.fileIndex, range: type.nameRange),
                                   environment: systemEnvironment)
        root.children = root.children.filter { $0.key == .body }
    }

    /// What a mounted view modifier modifies: a text, as in a preview.
    private static var standInContent: ViewValue {
        .builtin(BuiltinView(name: "Text", arguments: [.init(label: nil, value: .string("Content"))], content: [], actions: [:],
                             range: SourceRange(0, 0)))
    }

    /// The system changes one of its environment values (the user switched to dark mode, chose
    /// a larger text size): every view that inherits it sees the new value, and those that read
    /// it run their body again. A subtree under a modifier that sets the key itself
    /// (`.environment(\.colorScheme, .light)`, `.preferredColorScheme(.light)`) keeps its value.
    func changeSystemEnvironment(_ key: String, to value: Value) throws {
        systemEnvironment.values[key] = value
        func update(_ node: RenderNode) {
            if case .modified(_, let modifier) = node.view {
                var pinned = EnvironmentValues()
                runtime.applyEnvironment(modifier, to: &pinned)
                if pinned.values[key] != nil { return }
            }
            node.environment.values[key] = value
            if node.environmentReads[key] != nil { runtime.markNeedsBody(node, reason: "\\.\(key)") }
            for child in node.children { update(child) }
        }
        if let root = runtime.root { update(root) }
        try render()
    }

    func set(_ name: String, to expression: String) throws {
        let property = type?.storedProperty(named: name)
        try set(name, toValue: try property.map { try parse(expression, for: $0) } ?? evaluate(expression))
    }

    /// Writes one of the mounted view's state values.
    func set(_ name: String, toValue value: Value?) throws {
        guard let node = runtime.root?.children.first, let slot = node.state[name] else {
            throw HarnessError(message: "\(type?.name ?? "the view") has no state named \(name)")
        }
        runtime.actionNode = node
        defer { runtime.actionNode = nil }
        try runtime.write(value ?? .null, to: slot)
    }

    func tap(_ title: String) throws {
        guard let root = runtime.root else { return }
        var found: (RenderNode, ClosureValue)?
        root.forEachNode { node in
            guard found == nil, case .builtin(let view) = node.view, view.name == "Button",
                  let action = view.actions["action"], Self.title(of: view) == title else { return }
            found = (node, action)
        }
        guard let (node, action) = found else { throw HarnessError(message: "no button titled \"\(title)\" on screen") }
        try runtime.run(action, on: node, arguments: [])
    }

    /// A button's title: its string argument, or the text of its label.
    static func title(of button: BuiltinView) -> String? {
        if case .string(let text)? = button.arguments.first(where: { $0.label == nil })?.value { return text }
        for content in button.content {
            if case .builtin(let label) = content, label.name == "Text", case .string(let text)? = label.arguments.first?.value { return text }
        }
        return nil
    }

    // MARK: Values from the command line

    /// A Swift expression for an input; text that is not one (`https://example.com/b`) is taken
    /// as the input's value written out, converted to its type.
    private func parse(_ text: String, for property: StoredProperty) throws -> Value? {
        if let value = try evaluate(text), !isOpaque(value) { return value }
        return synthesis.convert(text, to: property)
    }

    private func evaluate(_ text: String) throws -> Value? {
        let file = SourceFile(path: "<input>", text: "let input = " + text)
        let tree = SyntaxTree.parse(file)
        guard tree.errors.isEmpty, case .declaration(let decl)? = tree.statements.first?.kind, case .variable(let variable) = decl.kind,
              let expr = variable.bindings.first?.initializer else { return nil }
        let fileIndex = runtime.addScratch(file)
        return try interpreter.evaluate(expr, Interpreter.Context(scope: Scope(parent: nil), selfReference: nil, fileIndex: fileIndex))
    }

    private func isOpaque(_ value: Value) -> Bool {
        if case .opaque = value { return true }
        return false
    }
}
