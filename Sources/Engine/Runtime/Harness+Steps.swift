import Analyzer

/// The changes a scenario can make to a mounted view, each to a value different from the
/// current one: an input (as the parent would pass it), the view's own `@State`, or an
/// observable property of a model the view holds (as the app's code would write it); or what
/// a user does on the screen (``actionSteps()``): a tap that runs the app's own action code, a
/// control changed through the binding the app handed it.
extension Harness {
    struct Step {
        enum Kind: Equatable {
            case input
            case state
            /// A property of this model object.
            case field(ObjectReference)
            /// The user taps the action with this number in tree order.
            case tap(Int)
            /// The user changes the control with this number in tree order.
            case control(Int)
            /// The work the screen started as it appeared goes on from its `await`s (a load
            /// that sets `isLoading` back): taken in an engine that holds tasks there.
            case resume
            /// The system changes this environment value (``EnvironmentValuesCatalog/systemValues``).
            case system(String)
        }

        let kind: Kind
        /// The input or state name, `model.property` for a field, or what the user acts on
        /// (`the button "Next"`).
        let name: String
        let value: Value
        /// Which of the values the harness knows for this property (an enum's other cases).
        var alternative = 0
        /// For a user's action, what it runs in the engine that found it.
        var target: UserAction?
        /// The property held `nil` before the change.
        var replacesNil = false

        /// Whether the user makes this change on screen, running the app's own code.
        var isUserAction: Bool {
            switch kind {
            case .tap, .control: return true
            default: return false
            }
        }

        /// Whether the change, made by hand, gives a list rows (`messages` loaded): data the
        /// app loads, after which the user can act on a row.
        var loadsRows: Bool {
            guard case .array(let rows) = value, !rows.isEmpty else { return false }
            switch kind {
            case .input, .state, .field: return true
            default: return false
            }
        }

        /// Whether the change, made by hand, gives a value the screen lacked (`nil` → an
        /// episode): set by the app once its data is in.
        var setsMissingValue: Bool {
            switch kind {
            case .input, .state, .field: return replacesNil && !value.isNull
            default: return false
            }
        }

        /// Whether the change happens in the running app as the engine makes it: a user's act,
        /// the app's own work going on, a system setting changed — not a value set by hand.
        var isRealChange: Bool {
            switch kind {
            case .tap, .control, .resume, .system: return true
            default: return false
            }
        }

        /// The system changing the environment value `key` reads (`sizeCategory`): a change the
        /// user makes while any view shows. `nil` for a key the system does not change.
        static func system(_ key: String) -> Step? {
            guard let values = EnvironmentValuesCatalog.systemValues[key] else { return nil }
            return Step(kind: .system(key), name: key, value: Runtime.systemValue(values.changed, of: key))
        }

        /// The app's own work going on, as a step.
        static var resume: Step { Step(kind: .resume, name: "the work started as the screen appeared", value: .null) }

        /// Whether two steps (maybe from different engines) make the same change.
        func isSameChange(as other: Step) -> Bool {
            alternative == other.alternative && changesSameProperty(as: other)
        }

        /// Whether this step sets the same enum case as `other` with another payload (the same
        /// screen, updated: `.loaded(items, hasMore: true)` after `.loaded(items, hasMore: false)`).
        func keepsCase(of other: Step) -> Bool {
            guard case .enumCase(let mine) = value, case .enumCase(let theirs) = other.value else { return false }
            return mine.name == theirs.name
        }

        /// Whether two steps (maybe from different engines) change the same property.
        func changesSameProperty(as other: Step) -> Bool {
            guard name == other.name else { return false }
            switch (kind, other.kind) {
            case (.input, .input), (.state, .state), (.field, .field): return true
            case (.tap(let mine), .tap(let theirs)), (.control(let mine), .control(let theirs)): return mine == theirs
            case (.resume, .resume): return true
            case (.system(let mine), .system(let theirs)): return mine == theirs
            default: return false
            }
        }
    }

    /// One step per input, state value and observable model property the harness knows a
    /// different value for, in declaration order; an enum state or input gets one step per
    /// other case (a screen's `.loading` state also becomes `.loaded(…)` and `.failed(…)`).
    func steps() -> [Step] {
        guard let type, let node = runtime.root?.children.first, case .custom(let instance, _, _) = node.view else { return [] }
        var steps: [Step] = []
        var objects: [(String, ObjectReference)] = []
        for property in type.storedProperties {
            if let slot = node.state[property.name] {
                if case .object(let object) = slot.value { objects.append((property.name, object)) }
                steps += alternativeSteps(.state, property.name, from: slot.value, synthesis.alternates(to: slot.value, declared: property.type, owner: type))
            } else if let object = node.ownedObjects[property.name] {
                objects.append((property.name, object))
            } else if isInput(property) {
                let current = boundInputs[property.name]?.value ?? inputs[property.name] ?? .null
                if case .object(let object) = current { objects.append((property.name, object)) }
                steps += alternativeSteps(.input, property.name, from: current, synthesis.alternates(to: current, declared: property.type, owner: type))
            } else if case .object(let object)? = instance[property.name] {
                objects.append((property.name, object))
            } else if let object = environmentObject(property, of: node) {
                objects.append((property.name, object))
            }
        }
        for (holder, object) in objects {
            steps += fieldSteps(of: object, heldAs: holder)
        }
        // What a body read first (a model with many fields: the ones the screen shows), then
        // what the engine cannot tell (inputs, an `ObservableObject`'s fields), then the rest.
        let ranked = steps.enumerated().map { (rank: wasRead($0.element, on: node).map { $0 ? 0 : 2 } ?? 1, position: $0.offset, step: $0.element) }
        return ranked.sorted { ($0.rank, $0.position) < ($1.rank, $1.position) }.map(\.step)
    }

    /// Whether a body read what `step` changes: a state slot, an `@Observable` model's field.
    /// `nil` where the engine does not track it (an input, a field of an object that notifies
    /// as a whole).
    private func wasRead(_ step: Step, on node: RenderNode) -> Bool? {
        switch step.kind {
        case .state:
            return node.state[step.name].map { !$0.readers.isEmpty }
        case .field(let object):
            let instance = runtime.interpreter.heap[object]
            guard !instance.notifiesWholeObject, let field = step.name.split(separator: ".").last else { return nil }
            return !(instance.readers[String(field)] ?? []).isEmpty
        default:
            return nil
        }
    }

    /// The object an `@EnvironmentObject` (or `@Environment(Model.self)`) of the view reads:
    /// one an ancestor provides, or the one standing in for the app's.
    func environmentObject(_ property: StoredProperty, of node: RenderNode) -> ObjectReference? {
        let typeName: String
        switch property.wrapper {
        case .environmentObject?: typeName = property.type?.sourceDescription ?? ""
        case .environmentObservable(let type)?: typeName = type
        default: return nil
        }
        return node.environment.objects[typeName] ?? runtime.standInObjects[typeName]
    }

    private func alternativeSteps(_ kind: Step.Kind, _ name: String, from current: Value, _ values: [Value]) -> [Step] {
        values.enumerated().map { Step(kind: kind, name: name, value: $1, alternative: $0, replacesNil: current.isNull) }
    }

    private func fieldSteps(of object: ObjectReference, heldAs holder: String) -> [Step] {
        let instance = runtime.interpreter.heap[object]
        guard let type = runtime.module.type(named: object.type) else { return [] }
        return instance.observable.sorted().compactMap { field in
            let current = instance.fields[field] ?? .null
            guard let next = synthesis.alternate(to: current, declared: type.storedProperty(named: field)?.type, owner: type) else { return nil }
            return Step(kind: .field(object), name: holder + "." + field, value: next, replacesNil: current.isNull)
        }
    }

    func apply(_ step: Step) throws {
        switch step.kind {
        case .input:
            try change(step.name, toValue: step.value)
        case .state:
            try set(step.name, toValue: step.value)
        case .field(let object):
            runtime.actionNode = runtime.root?.children.first
            defer { runtime.actionNode = nil }
            runtime.writeField(String(step.name.split(separator: ".").last ?? ""), of: object, step.value)
        case .tap, .control:
            try perform(step.target, value: step.value)
        case .resume:
            try runtime.scheduler.resume(newestFirst: false)
        case .system(let key):
            try changeSystemEnvironment(key, to: step.value)
        }
    }
}
