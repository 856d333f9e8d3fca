import Analyzer

/// Builds and updates the render tree from view values: keeps nodes whose identity stays,
/// removes the ones whose identity went (state dropped, disappear, tasks cancelled) and inserts
/// new ones (state initialised, appear, tasks started).
extension Runtime {
    /// The child of `parent` at `key` for `value`: the existing node updated, or a new one.
    @discardableResult
    func reconcileChild(of parent: RenderNode?, key: ChildKey, value: ViewValue, environment: EnvironmentValues,
                        forceCompareEquals: Bool = false) throws -> RenderNode {
        if let parent, let existing = parent.children.first(where: { $0.key == key }) {
            if existing.typeName == value.typeName {
                existing.compareWithEquals = forceCompareEquals
                try update(existing, with: value, environment: environment, isNew: false)
                return existing
            }
            try remove(existing)
        }
        let node = arena.track(RenderNode(key: key, typeName: value.typeName, view: value, parent: parent))
        node.compareWithEquals = forceCompareEquals
        parent?.children.append(node)
        if case .custom = value { trace.record(.insert, node, "inserted (\(key))") }
        try update(node, with: value, environment: environment, isNew: true)
        return node
    }

    /// Reconciles a node's children against the keyed values its view now has.
    private func reconcileChildren(of node: RenderNode, _ values: [(ChildKey, ViewValue)], environment: EnvironmentValues,
                                   forceCompareEquals: Bool = false) throws {
        let keys = Set(values.map(\.0))
        for child in node.children where !keys.contains(child.key) { try remove(child) }
        var ordered: [RenderNode] = []
        for (key, value) in values {
            ordered.append(try reconcileChild(of: node, key: key, value: value, environment: environment, forceCompareEquals: forceCompareEquals))
        }
        node.children = ordered
    }

    func update(_ node: RenderNode, with value: ViewValue, environment: EnvironmentValues, isNew: Bool) throws {
        treeDepth += 1
        defer { treeDepth -= 1 }
        guard treeDepth <= limits.treeDepth else { throw EngineStop(reason: "render tree depth limit reached (\(limits.treeDepth))") }
        try interpreter.step()
        let previous = node.view
        node.view = value
        node.environment = environment
        switch value {
        case .custom(let instance, _, _):
            let nesting = nestingByType[instance.type, default: 0] + 1
            guard nesting <= limits.selfNesting else {
                throw EngineStop(reason: "`\(instance.type)` contains itself more than \(limits.selfNesting) levels deep")
            }
            nestingByType[instance.type] = nesting
            defer { nestingByType[instance.type] = nesting - 1 }
            try updateCustom(node, instance, previous: previous, isNew: isNew)
        case .builtin(let view):
            try reconcileChildren(of: node, view.content.enumerated().map { (.content($0.offset), $0.element) }, environment: environment)
        case .tuple(let children):
            try reconcileChildren(of: node, children.enumerated().map { (.tuple($0.offset), $0.element) }, environment: environment)
        case .conditional(let branch, let content, _):
            try reconcileChildren(of: node, [(.branch(branch), content)], environment: environment)
        case .optional(let content):
            try reconcileChildren(of: node, content.map { [(.some, $0)] } ?? [], environment: environment)
        case .identified(let content, let id):
            try reconcileChildren(of: node, [(.id(ValueEquality.identityKey(id)), content)], environment: environment)
        case .forEach(let elements, _):
            var seen: Set<String> = []
            var keyed: [(ChildKey, ViewValue)] = []
            for element in elements {
                let key = ValueEquality.identityKey(element.id)
                if !seen.insert(key).inserted {
                    trace.record(.issue, node, "ForEach: the ID \(element.id.description) occurs more than once; SwiftUI's behaviour is undefined")
                    continue
                }
                keyed.append((.each(key), element.view))
            }
            try reconcileChildren(of: node, keyed, environment: environment)
        case .anyView(let content):
            try reconcileChildren(of: node, [(.any(content.typeName), content)], environment: environment)
        case .modified(let content, let modifier):
            var inner = environment
            applyEnvironment(modifier, to: &inner)
            var children = [(ChildKey.content(0), content)]
            children += modifier.content.enumerated().map { (.modifierContent($0.offset), $0.element) }
            try reconcileChildren(of: node, children, environment: inner, forceCompareEquals: modifier.name == "equatable")
            try updateLifecycle(node, modifier, previous: previous, isNew: isNew)
        case .empty, .opaque:
            node.children = []
        }
        node.hasDirtyDescendant = false
    }

    /// What an environment-setting modifier (`.environment(\.key, value)`, `.preferredColorScheme`)
    /// sets for the views under it.
    func applyEnvironment(_ modifier: ModifierValue, to environment: inout EnvironmentValues) {
        switch modifier.name {
        case "environment":
            if modifier.arguments.count == 2, case .keyPath(let path) = modifier.arguments[0].value {
                environment.values[path.joined(separator: ".")] = modifier.arguments[1].value
            } else if case .object(let object)? = modifier.arguments.first?.value {
                environment.objects[object.type] = object
            }
        case "environmentObject":
            if case .object(let object)? = modifier.arguments.first?.value { environment.objects[object.type] = object }
        case "preferredColorScheme":
            if let scheme = modifier.arguments.first?.value, !scheme.isNull { environment.values["colorScheme"] = scheme }
        default:
            break
        }
    }

    // MARK: Custom views

    private func updateCustom(_ node: RenderNode, _ instance: StructValue, previous: ViewValue, isNew: Bool) throws {
        guard let type = module.type(named: instance.type) else { return }
        var reasons: [String] = []
        var details: [String] = []
        if isNew {
            try installDynamicProperties(node, instance, type)
            reasons = ["@self", "@identity"] + node.state.keys.sorted().map { "_" + $0 }
        } else {
            if case .custom(let old, _, _) = previous {
                let comparison = ViewComparison(module: module, interpreter: interpreter)
                    .compare(old, instance, type: type, useEquals: node.compareWithEquals)
                if case .changed(let why) = comparison { reasons.append("@self"); details.append(why) }
            }
            for (key, seen) in node.environmentReads {
                let now = node.environment.values[key] ?? defaultEnvironmentValue(key)
                if !ValueEquality.equal(seen, now) {
                    reasons.append("\\.\(key)")
                    details.append("\\.\(key): \(seen.description) → \(now.description)")
                }
            }
            reasons += node.dirtyReasons
        }
        guard !reasons.isEmpty else {
            if case .custom = previous { trace.record(.skip, node, "body not run: the new view value equals the old one") }
            if let content = ModifierContent.content(of: instance) { try updatePlaceholders(under: node, to: content) }
            try updateDirtyDescendants(of: node)
            return
        }
        try runBody(node, instance, type, reasons: reasons, details: details)
    }

    /// Visits children that need an update without re-running this node's body.
    func updateDirtyDescendants(of node: RenderNode) throws {
        guard node.hasDirtyDescendant else { return }
        for child in node.children where child.needsBody || child.hasDirtyDescendant {
            if child.needsBody, case .custom(let instance, _, _) = child.view, let type = module.type(named: instance.type) {
                try runBody(child, instance, type, reasons: child.dirtyReasons)
            } else {
                try updateDirtyDescendants(of: child)
            }
        }
        node.hasDirtyDescendant = false
    }

    func runBody(_ node: RenderNode, _ instance: StructValue, _ type: TypeInfo, reasons: [String], details: [String] = []) throws {
        if type.isViewModifier {
            return try runModifierBody(node, instance, type, reasons: reasons, details: details)
        }
        guard let body = type.computedProperty(named: "body") else {
            node.children = []
            return
        }
        prepareBodyRun(node)
        trace.record(.body, node, reasons.joined(separator: ", ") + " changed." + (details.isEmpty ? "" : " (" + details.joined(separator: "; ") + ")"),
                     location: location(body.nameRange, fileIndex: body.fileIndex))
        let outer = evaluatingNode
        evaluatingNode = node
        let result: Value
        do {
            defer { evaluatingNode = outer }
            result = try interpreter.computed(body, of: type, self: SelfReference(value: .instance(instance), node: node))
        }
        let content: ViewValue
        if case .view(let view) = result { content = view } else { content = .opaque("body of \(type.name)") }
        try reconcileChildren(of: node, [(.body, content)], environment: node.environment)
    }

    /// Forgets what the last body run read, before the next one.
    private func prepareBodyRun(_ node: RenderNode) {
        for location in node.readLocations { location.readers.remove(ObjectIdentifier(node)) }
        node.readLocations = []
        node.environmentReads = [:]
        node.needsBody = false
        node.dirtyReasons = []
        node.bodyCount += 1
    }

    /// A module `ViewModifier`'s `body(content:)`, with `content` the placeholder showing the
    /// view it modifies.
    private func runModifierBody(_ node: RenderNode, _ instance: StructValue, _ type: TypeInfo, reasons: [String],
                                 details: [String]) throws {
        guard let method = type.methods(named: "body").first(where: { !$0.isStatic && $0.declaration.parameters.count == 1 }),
              let body = method.declaration.body else {
            node.children = []
            return
        }
        prepareBodyRun(node)
        trace.record(.body, node, reasons.joined(separator: ", ") + " changed." + (details.isEmpty ? "" : " (" + details.joined(separator: "; ") + ")"),
                     location: location(method.declaration.name.range, fileIndex: method.fileIndex))
        let placeholder = ModifierContent.placeholder(ModifierContent.content(of: instance) ?? .empty, range: method.declarationRange)
        let outer = evaluatingNode
        evaluatingNode = node
        let result: Value
        do {
            defer { evaluatingNode = outer }
            let reference = SelfReference(value: .instance(instance), node: node)
            // `body(content:)` is a `@ViewBuilder` by the protocol's declaration.
            result = try interpreter.callFunction(method.declaration, body: body, call: nil, arguments: [.init(label: "content", value: .view(placeholder))],
                                                  self: reference, owner: type, isViewBuilder: true, fileIndex: method.fileIndex,
                                                  Interpreter.Context(scope: Scope(parent: nil), selfReference: reference, fileIndex: method.fileIndex))
        }
        let content: ViewValue
        if case .view(let view) = result { content = view } else { content = .opaque("body(content:) of \(type.name)") }
        try reconcileChildren(of: node, [(.body, content)], environment: node.environment)
    }

    /// Follows a modifier's new content in its body's placeholders, without running the body:
    /// SwiftUI updates `content` on its own.
    private func updatePlaceholders(under node: RenderNode, to content: ViewValue) throws {
        for child in node.children {
            if case .builtin(var placeholder) = child.view, placeholder.name == ModifierContent.placeholderName {
                placeholder.content = [content]
                try update(child, with: .builtin(placeholder), environment: child.environment, isNew: false)
            } else if case .custom(let inner, let fileIndex, let range) = child.view, let innerContent = ModifierContent.content(of: inner) {
                // A nested modifier (`content.modifier(Inner())`) modifies this placeholder: its
                // own content follows, and so do its placeholders.
                let updated = ModifierContent.replacingPlaceholders(in: innerContent, with: content)
                child.view = .custom(ModifierContent.attaching(updated, to: inner), fileIndex: fileIndex, range: range)
                try updatePlaceholders(under: child, to: updated)
            } else {
                try updatePlaceholders(under: child, to: content)
            }
        }
    }

    /// State slots from the view value's initial values, `@StateObject`s from their thunks:
    /// done once, when the node is created.
    private func installDynamicProperties(_ node: RenderNode, _ instance: StructValue, _ type: TypeInfo) throws {
        for property in type.storedProperties {
            switch property.wrapper {
            case .appStorage(let key?)?:
                // The first view to name a key gives it its default; the others share its value.
                let setting = storedSettings[key] ?? Location(name: type.name + "." + property.name, value: instance[property.name] ?? .null)
                storedSettings[key] = setting
                node.state[property.name] = setting
                trace.record(.stateInit, node, "\(property.name) = \(setting.value.description)")
            case .state?, .appStorage?, .sceneStorage?, .focusState?, .gestureState?:
                let initial = instance[property.name].flatMap { $0.isNull ? nil : $0 } ?? madeUp(property, of: type) ?? .null
                node.state[property.name] = Location(name: type.name + "." + property.name, value: initial)
                trace.record(.stateInit, node, "\(property.name) = \(initial.description)")
            case .environmentObject?:
                // The wrapper subscribes the view to the object as it is installed, whether the
                // body reads it or only a toolbar's closure does.
                guard let typeName = property.type?.sourceDescription,
                      let object = node.environment.objects[typeName] ?? standIn(for: typeName, at: node) else { continue }
                let held = interpreter.heap[object]
                if held.notifiesWholeObject { held.readers["*", default: []].insert(ObjectIdentifier(node)) }
            case .stateObject?:
                guard case .closure(let thunk)? = instance[property.name] else {
                    if case .object(let object)? = madeUp(property, of: type) {
                        node.ownedObjects[property.name] = object
                        trace.record(.stateInit, node, "\(property.name) = \(object.type)#\(object.id)")
                    }
                    continue
                }
                let actionOuter = evaluatingNode
                evaluatingNode = nil
                defer { evaluatingNode = actionOuter }
                if case .object(let object) = try interpreter.invoke(thunk, []) {
                    node.ownedObjects[property.name] = object
                    trace.record(.stateInit, node, "\(property.name) = \(object.type)#\(object.id)")
                }
            default:
                break
            }
        }
    }

    /// A value of a non-optional property's declared type, for state that its `init` sets
    /// (`_model = StateObject(wrappedValue: Model(…))`), where the engine made the view without
    /// running it: Swift allows no such state to be `nil`.
    private func madeUp(_ property: StoredProperty, of type: TypeInfo) -> Value? {
        guard let declared = property.type else { return nil }
        switch module.resolved(declared, in: type).kind {
        case .optional, .implicitlyUnwrapped: return nil
        default: break
        }
        guard let made = try? InputSynthesis(interpreter: interpreter).value(for: property, of: type), !made.isNull else { return nil }
        return made
    }

    // MARK: Removal

    /// Removes a subtree: disappear actions (latest closures), tasks cancelled, state dropped.
    func remove(_ node: RenderNode) throws {
        let recordsDisappearance = node.isInnermostAppearanceModifier
        for child in node.children { try remove(child) }
        if case .modified(_, let modifier) = node.view {
            if recordsDisappearance { trace.record(.disappear, node, "disappeared") }
            if modifier.name == "onDisappear", let action = modifier.action {
                pendingActions.append(PendingAction(node: node, kind: .note, message: "onDisappear runs", closure: action, arguments: []))
            }
            if let task = node.task { cancel(task, on: node, because: "the view disappeared") }
        }
        for name in node.state.keys.sorted() {
            trace.record(.stateDrop, node, "\(name) = \(node.state[name]!.value.description) dropped")
        }
        for location in node.readLocations { location.readers.remove(ObjectIdentifier(node)) }
        if case .custom = node.view { trace.record(.remove, node, "removed (\(node.key))") }
        node.parent?.children.removeAll { $0 === node }
    }
}
