/// A mutable variable: closures capture the box, not its value, as Swift closures do.
final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Local variables of a block, function or closure, chained to the enclosing scope.
final class Scope {
    let parent: Scope?
    private var variables: [String: Box] = [:]

    init(parent: Scope?) {
        self.parent = parent
    }

    func lookup(_ name: String) -> Box? {
        var scope: Scope? = self
        while let current = scope {
            if let box = current.variables[name] { return box }
            scope = current.parent
        }
        return nil
    }

    func declare(_ name: String, _ value: Value) {
        variables[name] = Box(value)
    }

    /// Empties this scope and the ones around it, once the run is over (``RunArena``).
    func clearChain() {
        var scope: Scope? = self
        while let current = scope, !current.variables.isEmpty {
            current.variables.removeAll()
            scope = current.parent
        }
    }
}

/// What `self` is where code runs: a view (whose wrapped properties live in a render node), a
/// model object, or a plain struct value.
final class SelfReference {
    var value: Value
    /// The render node whose state, bindings and environment the view's wrappers resolve to.
    let node: RenderNode?

    init(value: Value, node: RenderNode?) {
        self.value = value
        self.node = node
    }

    var typeName: String? {
        switch value {
        case .instance(let instance): return instance.type
        case .object(let reference): return reference.type
        case .enumCase(let value): return value.type
        case .type(let name): return name
        default: return nil
        }
    }
}
