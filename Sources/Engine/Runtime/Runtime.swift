import Analyzer

/// SwiftUI's runtime, modelled: the render tree, state storage, invalidation and the update
/// loop. The interpreter calls in here whenever code touches a dynamic property.
final class Runtime {
    let module: ModuleIndex
    let limits: Limits
    let trace = Trace()
    /// What the run made that must be let go of when it ends.
    let arena = RunArena()
    private(set) var interpreter: Interpreter!
    var root: RenderNode?
    /// The node whose body is being evaluated (reads are recorded against it).
    var evaluatingNode: RenderNode?
    /// Actions to run when the current update ends: appear, disappear, onChange.
    var pendingActions: [PendingAction] = []
    /// Tasks to start once the actions have run.
    var pendingTasks: [(node: RenderNode, record: TaskRecord)] = []
    var currentTask: TaskRecord?
    var taskSerial = 0
    /// The serials of unstructured tasks whose `value` some code read: awaited by their
    /// creator, not left to run on their own.
    var awaitedTasks: Set<Int> = []
    var treeDepth = 0
    /// How many times each custom view type is on the path being updated.
    var nestingByType: [String: Int] = [:]
    /// Code outside the module used while the run was going (harness inputs), for locations.
    var scratchFiles: [SourceFile] = []
    /// The stored settings (`@AppStorage("key")`) by key: one value that every view naming the
    /// key reads and writes, as `UserDefaults` is for SwiftUI.
    var storedSettings: [String: Location] = [:]
    /// Objects of the module's classes made to stand in for environment objects that an
    /// ancestor the engine did not mount provides (the app's root), by type: one per run.
    var standInObjects: [String: ObjectReference] = [:]
    /// The places `$model.name` projects, by object and field: one per place for the run, so a
    /// projected binding stays equal across updates and lives as long as its object.
    private var objectMemberLocations: [String: Location] = [:]

    struct PendingAction {
        let node: RenderNode
        let kind: TraceEvent.Kind
        let message: String
        let closure: ClosureValue
        let arguments: [Value]
    }

    private(set) var scheduler: TaskScheduler!

    init(module: ModuleIndex, limits: Limits) {
        self.module = module
        self.limits = limits
        self.interpreter = Interpreter(module: module, limits: limits, runtime: self)
        self.scheduler = TaskScheduler(runtime: self)
    }

    deinit {
        arena.tearDown()
    }

    /// What belongs to the code running now rather than to the run: a suspended task takes it
    /// along and gets it back when it resumes.
    struct FlowState {
        var currentTask: TaskRecord?
        var actionNode: RenderNode?
        var evaluatingNode: RenderNode?
        var interpreter: Interpreter.FlowState
    }

    func saveFlowState() -> FlowState {
        FlowState(currentTask: currentTask, actionNode: actionNode, evaluatingNode: evaluatingNode, interpreter: interpreter.saveFlowState())
    }

    func restoreFlowState(_ state: FlowState) {
        currentTask = state.currentTask
        actionNode = state.actionNode
        evaluatingNode = state.evaluatingNode
        interpreter.restoreFlowState(state.interpreter)
    }

    // MARK: Trace helpers

    /// A module file, or a scratch file the harness parsed an input from.
    func file(at fileIndex: Int) -> SourceFile? {
        if fileIndex < module.trees.count { return module.trees[fileIndex].file }
        let scratch = fileIndex - module.trees.count
        return scratch < scratchFiles.count ? scratchFiles[scratch] : nil
    }

    func addScratch(_ file: SourceFile) -> Int {
        scratchFiles.append(file)
        return module.trees.count + scratchFiles.count - 1
    }

    func location(_ range: SourceRange, fileIndex: Int) -> String? {
        guard fileIndex < module.trees.count else { return nil }
        let file = module.trees[fileIndex].file
        let start = file.location(of: range.start)
        return "\(file.path):\(start.line):\(start.column)"
    }

    func note(_ message: String, range: SourceRange, fileIndex: Int) {
        trace.record(.note, evaluatingNode ?? actionNode, message, location: location(range, fileIndex: fileIndex))
    }

    func recordEffect(_ description: String, range: SourceRange, fileIndex: Int) {
        let node = evaluatingNode ?? actionNode
        trace.record(.effect, node, description + (currentTask.map { " [task #\($0.serial)]" } ?? ""),
                     location: location(range, fileIndex: fileIndex))
    }

    /// The node whose action or task is running.
    var actionNode: RenderNode?

    var currentTaskIsCancelled: Bool { currentTask?.isCancelled ?? false }

    func noteCreated(_ object: ObjectReference, range: SourceRange, fileIndex: Int) {
        if evaluatingNode != nil {
            trace.record(.note, evaluatingNode, "created \(object.type)#\(object.id)", location: location(range, fileIndex: fileIndex))
        }
    }

    // MARK: Reads

    private func recordRead(of location: Location) {
        guard let node = evaluatingNode else { return }
        if location.readers.insert(ObjectIdentifier(node)).inserted { node.readLocations.append(location) }
    }

    /// A wrapped property of the view whose node is `node`.
    func readWrapped(_ property: StoredProperty, of reference: SelfReference, node: RenderNode) throws -> Value {
        guard let wrapper = property.wrapper else { return .null }
        switch wrapper {
        case .state, .appStorage, .sceneStorage, .focusState, .gestureState:
            guard let slot = node.state[property.name] else { return fieldValue(property.name, of: reference) }
            recordRead(of: slot)
            return slot.value
        case .binding:
            guard case .binding(let binding) = fieldValue(property.name, of: reference) else { return fieldValue(property.name, of: reference) }
            recordRead(of: binding.location)
            return binding.location.value
        case .stateObject:
            guard let object = node.ownedObjects[property.name] else { return .null }
            observe(object, by: node)
            return .object(object)
        case .observedObject, .bindable:
            let value = fieldValue(property.name, of: reference)
            if case .object(let object) = value { observe(object, by: node) }
            return value
        case .environmentObject:
            let typeName = property.type.map { interpreter.source($0.range, fileIndex: fileIndex(of: reference)) } ?? ""
            guard let object = node.environment.objects[typeName] ?? standIn(for: typeName, at: node) else {
                trace.record(.issue, node, "no environment object of type \(typeName) (SwiftUI would crash here)")
                return interpreter.opaque("@EnvironmentObject \(typeName)")
            }
            observe(object, by: node)
            return .object(object)
        case .environmentObservable(let type):
            guard let object = node.environment.objects[type] ?? standIn(for: type, at: node) else {
                return interpreter.opaque("@Environment(\(type).self)")
            }
            return .object(object)
        case .environmentValue(let keyPath):
            let value = node.environment.values[keyPath] ?? defaultEnvironmentValue(keyPath)
            if evaluatingNode === node { node.environmentReads[keyPath] = value }
            return value
        case .namespace:
            return interpreter.opaque("@Namespace \(property.name)")
        case .other(let name):
            let value = fieldValue(property.name, of: reference)
            return value.isNull ? interpreter.opaque("@\(name) \(property.name)") : value
        }
    }

    /// A new object of a module class the view reads from the environment, where no ancestor
    /// the engine mounted provides one: the app's root does (`.environmentObject(account)`),
    /// above the view the scenario starts from. Made once per run, with its default values.
    func standIn(for typeName: String, at node: RenderNode) -> ObjectReference? {
        if let made = standInObjects[typeName] { return made }
        guard let type = module.type(named: typeName), type.kind == .class,
              case .object(let made)? = try? interpreter.instantiate(type, overriding: [:]) else { return nil }
        standInObjects[typeName] = made
        trace.record(.note, node, "a new \(typeName) stands in for the environment object the app provides above")
        return made
    }

    private func fileIndex(of reference: SelfReference) -> Int {
        reference.typeName.flatMap(module.type(named:))?.fileIndex ?? 0
    }

    private func fieldValue(_ name: String, of reference: SelfReference) -> Value {
        if case .instance(let instance) = reference.value { return instance[name] ?? .null }
        return .null
    }

    func defaultEnvironmentValue(_ keyPath: String) -> Value {
        if keyPath == "isEnabled" { return .bool(true) }
        if let values = EnvironmentValuesCatalog.systemValues[keyPath] { return Self.systemValue(values.initial, of: keyPath) }
        return .opaque(OpaqueValue(origin: "environment \\.\(keyPath)", serial: 0))
    }

    /// A value of ``EnvironmentValuesCatalog/systemValues`` (`.dark`, `true`) as the engine holds
    /// it: an enum case of the key's type, or a flag.
    static func systemValue(_ written: String, of keyPath: String) -> Value {
        if written.hasPrefix(".") {
            let type = EnvironmentValuesCatalog.types[keyPath] ?? ""
            return .enumCase(EnumCaseValue(type: type.hasPrefix("Optional<") ? String(type.dropFirst(9).dropLast()) : type,
                                           name: String(written.dropFirst()), payload: []))
        }
        return .bool(written == "true")
    }

    /// `$name`: a binding to a state slot, the binding a view was given, or an object's wrapper.
    func projection(of name: String, of reference: SelfReference) throws -> Value {
        guard case .instance(let instance) = reference.value, let type = module.type(named: instance.type),
              let property = type.storedProperty(named: name), let node = reference.node else {
            return interpreter.opaque("$" + name)
        }
        switch property.wrapper {
        case .state?, .appStorage?, .sceneStorage?, .focusState?, .gestureState?:
            guard let slot = node.state[name] else { return .null }
            return .binding(BindingValue(location: slot, snapshot: slot.value))
        case .binding?:
            return instance[name] ?? .null
        case .observedObject?, .stateObject?, .environmentObject?, .bindable?:
            let object = try readWrapped(property, of: reference, node: node)
            return .binding(BindingValue(location: Location(name: name, value: object, isWritable: false), snapshot: object))
        default:
            return interpreter.opaque("$" + name)
        }
    }

    /// `$model.name`, `$settings.title`: a place inside what a binding points at. Made once per
    /// place, so a projected binding stays equal across updates, as SwiftUI's does.
    func memberLocation(_ name: String, of binding: BindingValue) -> Location {
        let base = binding.location
        if let made = base.members[name] { return made }
        let heap = interpreter.heap
        if case .object(let object) = base.value {
            // `$store.selection`: the object's field, however short-lived the `$store` binding is.
            let key = "\(object.id).\(name)"
            if let made = objectMemberLocations[key] { return made }
            let made = Location(name: object.type + "." + name, get: { heap[object].fields[name] ?? .null },
                                set: { [unowned self] newValue in self.writeField(name, of: object, newValue) })
            objectMemberLocations[key] = made
            return made
        }
        let made = Location(name: base.name + "." + name, get: { [weak base] in
            switch base?.value {
            case .object(let object)?: return heap[object].fields[name] ?? .null
            case .instance(let instance)?: return instance[name] ?? .null
            default: return .null
            }
        }, set: { [unowned self, weak base] newValue in
            guard let base else { return }
            switch base.value {
            case .object(let object):
                self.writeField(name, of: object, newValue)
            case .instance(var instance):
                instance[name] = newValue
                try self.write(.instance(instance), to: base)
            default:
                break
            }
        })
        base.members[name] = made
        return made
    }

    func computedLocation(get: ClosureValue, set: ClosureValue?, initial: Value) -> Location {
        let interpreter = self.interpreter!
        return Location(name: "Binding(get:set:)", get: { (try? interpreter.invoke(get, [])) ?? initial },
                        set: set.map { setter in { newValue in _ = try interpreter.invoke(setter, [newValue]) } })
    }

    // MARK: Objects

    private func observe(_ object: ObjectReference, by node: RenderNode) {
        let instance = interpreter.heap[object]
        guard instance.notifiesWholeObject, evaluatingNode === node else { return }
        instance.readers["*", default: []].insert(ObjectIdentifier(node))
    }

    func readField(_ name: String, of object: ObjectReference) -> Value {
        let instance = interpreter.heap[object]
        if let node = evaluatingNode, !instance.notifiesWholeObject, instance.observable.contains(name) {
            instance.readers[name, default: []].insert(ObjectIdentifier(node))
        }
        return instance.fields[name] ?? .null
    }

    func writeField(_ name: String, of object: ObjectReference, _ value: Value) {
        let instance = interpreter.heap[object]
        let old = instance.fields[name] ?? .null
        instance.fields[name] = value
        guard instance.observable.contains(name) else { return }
        trace.record(.stateWrite, actionNode ?? evaluatingNode, "\(object.type)#\(object.id).\(name): \(old.description) → \(value.description)",
                     task: currentTask?.serial)
        let readers = instance.notifiesWholeObject ? instance.readers["*"] ?? [] : instance.readers[name] ?? []
        invalidate(readers, because: "\(object.type)#\(object.id).\(name)")
    }

    // MARK: Writes

    /// A write to a state slot or through a binding: an equal value does nothing; a write during
    /// a body evaluation is dropped, as SwiftUI drops it.
    func write(_ value: Value, to location: Location) throws {
        guard location.isWritable else { return }
        if let node = evaluatingNode {
            trace.record(.issue, node, "Modifying state during view update, this will cause undefined behavior (\(location.name) = \(value.description) dropped)")
            return
        }
        let old = location.value
        guard !ValueEquality.equal(old, value) else { return }
        try location.store(value)
        trace.record(.stateWrite, actionNode, "\(location.name): \(old.description) → \(value.description)", task: currentTask?.serial)
        invalidate(location.readers, because: "_\(location.name.split(separator: ".").last ?? "")")
    }

    func writeWrapped(_ property: StoredProperty, of reference: SelfReference, node: RenderNode, _ value: Value) throws {
        switch property.wrapper {
        case .state?, .appStorage?, .sceneStorage?, .focusState?, .gestureState?:
            if let slot = node.state[property.name] { try write(value, to: slot) }
        case .binding?:
            if case .instance(let instance) = reference.value, case .binding(let binding)? = instance[property.name] {
                try write(value, to: binding.location)
            }
        default:
            break
        }
    }

    /// Marks the nodes with these identities as needing their body run.
    private func invalidate(_ readers: Set<ObjectIdentifier>, because reason: String) {
        guard !readers.isEmpty, let root else { return }
        root.forEachNode { node in
            guard readers.contains(ObjectIdentifier(node)) else { return }
            markNeedsBody(node, reason: reason)
        }
    }

    func markNeedsBody(_ node: RenderNode, reason: String) {
        node.needsBody = true
        if !node.dirtyReasons.contains(reason) { node.dirtyReasons.append(reason) }
        var ancestor = node.parent
        while let current = ancestor, !current.hasDirtyDescendant {
            current.hasDirtyDescendant = true
            ancestor = current.parent
        }
    }

    var hasPendingWork: Bool {
        (root?.needsBody ?? false) || (root?.hasDirtyDescendant ?? false) || !pendingActions.isEmpty || !pendingTasks.isEmpty
            || scheduler.hasAwakeTasks
    }
}
