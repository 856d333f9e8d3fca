/// The objects a view makes for itself and where they can go: a `private` stored property set
/// to a new instance of one of the module's classes (`@StateObject private var model =
/// FolderModel()`), which the view's code uses as the receiver of members (`model.selection =
/// …`, `$model.name` to a text field), hands to module views it creates
/// (`NameFolderView(model: model)`) or lends to module methods that only read it — never
/// passes anywhere else, returns, captures in a list, or projects whole (`$model`). A write through such an
/// instance changes what only the views it reaches read through the properties that hold it.
struct PrivateObjects {
    let index: ModuleIndex

    /// Views an instance may be handed through (a chain of creations) before viewlint stops
    /// following it.
    private static let maximumReach = 32

    /// The names of `type`'s stored properties that hold such an object.
    func properties(of type: TypeInfo) -> Set<String> {
        let candidates = type.storedProperties.filter { isSelfMadeObject($0, in: type) }.map(\.name)
        return Set(candidates.filter { handOffs(of: $0, in: type) != nil })
    }

    /// The view properties (`View.property`) that can hold the instance `type`'s `property`
    /// holds — itself and every property of a view it is handed to, transitively — or `nil`
    /// when it can go somewhere viewlint does not follow.
    func reach(of property: String, in type: TypeInfo) -> Set<String>? {
        var reached: Set<String> = []
        var pending: [(TypeInfo, String)] = [(type, property)]
        while let (holder, name) = pending.popLast() {
            guard reached.insert(holder.qualifiedName + "." + name).inserted else { continue }
            guard reached.count <= Self.maximumReach, let next = handOffs(of: name, in: holder) else { return nil }
            pending += next
        }
        return reached
    }

    /// The properties of module views (or other module types: a `UIViewRepresentable`) `type`
    /// hands `property` to when it creates them, or `nil` when the code uses the property any
    /// other way than as a member's receiver or a borrowed argument.
    private func handOffs(of property: String, in type: TypeInfo) -> [(TypeInfo, String)]? {
        // Places in different files can share offsets: each is known by its file too.
        var receivers: Set<Place> = []
        var creations: [Place: (TypeInfo, Call)] = [:]
        // Arguments of module methods, with the label and method: borrowed if that method only
        // reads them, which is asked only of the places that pass the property.
        var methodArguments: [Place: (label: String?, method: String)] = [:]
        var references: [(name: String, place: Place)] = []
        // Initializers only set the property up (`self.model = model`), so they are left out.
        for (statements, fileIndex) in type.memberBodies() {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                switch expr.kind {
                case .memberAccess(let base, _, _):
                    receivers.insert(Place(fileIndex: fileIndex, range: base.range))
                    // `model?.isValid`, `model!.save()`: the optional's object is the receiver.
                    if case .optionalChain(let inner) = base.kind { receivers.insert(Place(fileIndex: fileIndex, range: inner.range)) }
                    if case .forceUnwrap(let inner) = base.kind { receivers.insert(Place(fileIndex: fileIndex, range: inner.range)) }
                case .assignment(let target, let value) where value.literalText == "nil" || isNewInstance(value, in: type):
                    // Set to another object it makes, or to none: still its own.
                    receivers.insert(Place(fileIndex: fileIndex, range: target.range))
                case .call(let call):
                    if case .identifier(let name) = call.callee.kind, let view = index.type(named: name, in: type),
                       view.kind == .struct || view.kind == .class {
                        for argument in call.arguments { creations[Place(fileIndex: fileIndex, range: argument.value.range)] = (view, call) }
                    } else if let name = call.callee.dottedName?.last {
                        for argument in call.arguments {
                            methodArguments[Place(fileIndex: fileIndex, range: argument.value.range)] = (argument.label?.text, name)
                        }
                    }
                default:
                    break
                }
                if let name = expr.selfMemberName, name != "self", Self.unprojected(name) == property {
                    references.append((name, Place(fileIndex: fileIndex, range: expr.range)))
                }
            }
        }
        var handedTo: [(TypeInfo, String)] = []
        // A receiver may be the projection too: `$model.name` binds one field of the same object.
        for reference in references where !receivers.contains(reference.place) {
            if let argument = methodArguments[reference.place], onlyReads(argument.label, ofMethodsNamed: argument.method) { continue }
            guard reference.name == property, let (view, call) = creations[reference.place],
                  let receiving = receivingProperty(of: view, in: call, argument: reference.place.range) else { return nil }
            handedTo.append((view, receiving))
        }
        return handedTo
    }

    /// Whether every method of the module with this name reads the parameter with this label
    /// only as the receiver of members (`folderView.populateFrom(model: model)` reading
    /// `model.name`): it borrows the object and keeps nothing of it.
    private func onlyReads(_ label: String?, ofMethodsNamed name: String) -> Bool {
        // `store.folders.append(model)` may be a library collection keeping the object.
        guard index.declaresMethod(named: name), !StandardTypeCatalog.mutatingMethods.contains(name) else { return false }
        // The overloads that take an argument with this label (`populateFrom(model:)`, not
        // `populateFrom(episode:)`).
        let methods = index.methods(named: name).filter { method in
            method.declaration.parameters.contains { $0.label == label }
        }
        return !methods.isEmpty && methods.allSatisfy { method in
            guard let parameter = method.declaration.parameters.first(where: { $0.label == label }),
                  let inner = parameter.internalName, let body = method.declaration.body else { return false }
            var receivers: Set<SourceRange> = []
            var uses: [SourceRange] = []
            SyntaxWalk.expressions(in: body.statements, intoClosures: true) { expr in
                if case .memberAccess(let base, _, _) = expr.kind { receivers.insert(base.range) }
                if case .identifier(inner) = expr.kind { uses.append(expr.range) }
            }
            return uses.allSatisfy(receivers.contains)
        }
    }

    /// The stored property of `view` that `call` sets from the argument at `argument`.
    private func receivingProperty(of view: TypeInfo, in call: Call, argument: SourceRange) -> String? {
        let mapping = InitializerMapping(view: view, index: index)
        return view.storedProperties.first { property in
            mapping.value(of: property, in: call)?.passedArgument?.range == argument
        }?.name
    }

    /// `private var model = Model()` (or `@StateObject`/`@State`), where `Model` is a class of
    /// the module; a `@StateObject` every initializer sets to a new one
    /// (`_model = StateObject(wrappedValue: Model(repository: repository))`); or an optional
    /// `@State` the view's code sets only to new ones.
    private func isSelfMadeObject(_ property: StoredProperty, in owner: TypeInfo) -> Bool {
        guard property.isFileScoped,
              property.wrapper == nil || property.wrapper == .stateObject || property.wrapper == .state || property.wrapper == .observedObject
        else { return false }
        guard let value = property.defaultValue, value.literalText != "nil" else {
            let initializers = owner.initializers.compactMap { $0.body?.statements }
            if property.wrapper == .state { return isSetOnlyToNewInstances(property, in: owner, initializers: initializers) }
            return property.wrapper == .stateObject && !initializers.isEmpty
                && initializers.allSatisfy { makesObject(wrapping: property.name, in: $0, owner: owner) }
        }
        return isNewInstance(value, in: owner)
    }

    /// `@State private var surgeryModel: SurgeryModel?` that no initializer sets and the view's
    /// code sets only to a new instance or back to `nil` (a wizard making its step's model when
    /// the step opens).
    private func isSetOnlyToNewInstances(_ property: StoredProperty, in owner: TypeInfo, initializers: [[Stmt]]) -> Bool {
        let names: Set<[String]> = [[property.name], ["_" + property.name]]
        var assignments = 0
        var onlyNew = true
        for statements in initializers {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                if case .assignment(let target, _) = expr.kind, let path = target.memberPath, names.contains(path) { onlyNew = false }
            }
        }
        for (statements, _) in owner.memberBodies() {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard case .assignment(let target, let value) = expr.kind, let path = target.memberPath, names.contains(path) else { return }
                assignments += 1
                if value.literalText != "nil" && !isNewInstance(value, in: owner) { onlyNew = false }
            }
        }
        return assignments > 0 && onlyNew
    }

    /// `Model(…)` or `Model.init(…)`, where `Model` is a class of the module.
    private func isNewInstance(_ value: Expr, in owner: TypeInfo) -> Bool {
        guard case .call(let call) = value.kind else { return false }
        var callee = call.callee
        if case .memberAccess(let base, let member, _) = callee.kind, member.text == "init" { callee = base }
        guard case .identifier(let typeName) = callee.kind, let type = index.type(named: typeName, in: owner) else { return false }
        return type.kind == .class
    }

    /// Whether an initializer's statements set `_name` (or `self._name`) to
    /// `StateObject(wrappedValue: Model(…))`.
    private func makesObject(wrapping name: String, in statements: [Stmt], owner: TypeInfo) -> Bool {
        statements.contains { statement in
            guard case .expression(let expr) = statement.kind, case .assignment(let target, let value) = expr.kind else { return false }
            let wrapper: String?
            switch target.kind {
            case .identifier(let text): wrapper = text
            case .memberAccess(let base, let member, _):
                guard case .identifier("self") = base.kind else { return false }
                wrapper = member.text
            default: wrapper = nil
            }
            guard wrapper == "_" + name, case .call(let call) = value.kind, case .identifier("StateObject") = call.callee.kind,
                  let wrapped = call.arguments.first(where: { $0.label?.text == "wrappedValue" })?.value else { return false }
            return isNewInstance(wrapped, in: owner)
        }
    }

    /// `model` for `$model` and `_model`.
    private static func unprojected(_ name: String) -> String {
        name.hasPrefix("$") || name.hasPrefix("_") ? String(name.dropFirst()) : name
    }
}

/// A place in the module: a range of one file.
private struct Place: Hashable {
    let fileIndex: Int
    let range: SourceRange
}
