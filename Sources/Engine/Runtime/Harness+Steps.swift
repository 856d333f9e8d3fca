import Analyzer

/// The changes a scenario can make to a mounted view, each to a value different from the
/// current one: an input (as the parent would pass it), the view's own `@State`, or an
/// observable property of a model the view holds (as the app's code would write it).
extension Harness {
    struct Step {
        enum Kind: Equatable {
            case input
            case state
            /// A property of this model object.
            case field(ObjectReference)
        }

        let kind: Kind
        /// The input or state name, or `model.property` for a field.
        let name: String
        let value: Value

        /// Whether two steps (maybe from different engines) change the same thing.
        func isSameChange(as other: Step) -> Bool {
            guard name == other.name else { return false }
            switch (kind, other.kind) {
            case (.input, .input), (.state, .state), (.field, .field): return true
            default: return false
            }
        }
    }

    /// One step per input, state value and observable model property the harness knows a
    /// different value for, in declaration order.
    func steps() -> [Step] {
        guard let type, let node = runtime.root?.children.first, case .custom(let instance, _, _) = node.view else { return [] }
        var steps: [Step] = []
        var objects: [(String, ObjectReference)] = []
        for property in type.storedProperties {
            if let slot = node.state[property.name] {
                if case .object(let object) = slot.value { objects.append((property.name, object)) }
                if let next = synthesis.alternate(to: slot.value, declared: property.type, owner: type) {
                    steps.append(Step(kind: .state, name: property.name, value: next))
                }
            } else if let object = node.ownedObjects[property.name] {
                objects.append((property.name, object))
            } else if isInput(property) {
                let current = boundInputs[property.name]?.value ?? inputs[property.name] ?? .null
                if case .object(let object) = current { objects.append((property.name, object)) }
                if let next = synthesis.alternate(to: current, declared: property.type, owner: type) {
                    steps.append(Step(kind: .input, name: property.name, value: next))
                }
            } else if case .object(let object)? = instance[property.name] {
                objects.append((property.name, object))
            }
        }
        for (holder, object) in objects {
            steps += fieldSteps(of: object, heldAs: holder)
        }
        return steps
    }

    private func fieldSteps(of object: ObjectReference, heldAs holder: String) -> [Step] {
        let instance = runtime.interpreter.heap[object]
        guard let type = runtime.module.type(named: object.type) else { return [] }
        return instance.observable.sorted().compactMap { field in
            guard let next = synthesis.alternate(to: instance.fields[field] ?? .null, declared: type.storedProperty(named: field)?.type,
                                                 owner: type) else { return nil }
            return Step(kind: .field(object), name: holder + "." + field, value: next)
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
        }
    }
}
