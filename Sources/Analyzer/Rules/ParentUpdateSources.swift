/// What makes a view that creates others re-render during use: state of its own that it
/// changes, and models it observes — an `ObservableObject` on any change of its published
/// properties, an `@Observable` class only on changes of the properties its body reads
/// (Observation tracks each property read while the body runs).
enum ParentUpdateSources {
    /// A parent's property that makes it re-render often, and the model behind it, if any.
    struct Source {
        let property: String
        let model: String?
        /// What changes, as a message names it: `query`, or the model's property that does
        /// (`viewModel.queryItems`).
        let changed: String
        /// Whether reads a view is handed carry this source's changes: a read of the property,
        /// or for an `@Observable` model, one that reaches a property of it that changes.
        let isCarried: ([StoredRead]) -> Bool

        init(property: String, model: String? = nil, changed: String? = nil, isCarried: (([StoredRead]) -> Bool)? = nil) {
            self.property = property
            self.model = model
            self.changed = changed ?? property
            self.isCarried = isCarried ?? { reads in reads.contains { $0.path[0] == property } }
        }
    }

    /// Controls that write their binding continuously (per keystroke, per drag step).
    private static let continuousControls: Set<String> = [
        "TextField", "TextEditor", "SecureField", "searchable", "Slider", "scrollPosition", "scrollTo",
    ]

    /// Closures that run many times a second while the user interacts or time passes.
    private static let frequentHandlers: Set<String> = [
        "onChanged", "updating", "onContinuousHover", "onGeometryChange", "onScrollGeometryChange", "onPreferenceChange",
        "scheduledTimer", "onScrollPhaseChange",
    ]

    /// What makes a creating view re-render during use: state it changes (`frequentOnly`:
    /// only state written continuously — a text field's binding, a drag, a timer — or
    /// gesture state), and models whose properties the app writes that way.
    static func changing(at site: CallSite, frequentOnly: Bool, uses: ModuleUses, index: ModuleIndex) -> [Source] {
        guard site.context.placement.updatesInPlace, let owner = site.context.owner, owner.isView else { return [] }
        let types = ExpressionTypes(index: index)
        func changes(_ name: String, in type: TypeInfo) -> Bool {
            uses.writes(of: name, in: type).contains { write in
                !frequentOnly || (write.via.map { continuousControls.contains($0) || frequentHandlers.contains($0) } ?? false)
            }
        }
        var tracked: [StoredRead]?
        return owner.storedProperties.compactMap { property -> Source? in
            if let model = types.type(of: property, in: owner), model.kind == .class, property.wrapper?.holdsObject == true
                || (property.wrapper == .state && !model.inheritedNames.contains("ObservableObject"))
                || (property.wrapper == nil && model.isObservableMacro) {
                // (An `ObservableObject` kept in plain `@State` is not observed; an `@Observable`
                // class is, in any property.)
                guard model.isObservableMacro else {
                    return model.storedProperties.first { changes($0.name, in: model) }.map { changing in
                        Source(property: property.name, model: model.qualifiedName, changed: property.name + "." + changing.name)
                    }
                }
                let changedBy = { (reads: [StoredRead]) in
                    reads.lazy.compactMap { read in
                        read.path[0] == property.name
                            ? reaches(read.path.dropFirst(), read.access, in: model, depth: 0, types: types, changes: changes) : nil
                    }.first
                }
                let shown = tracked ?? bodyStoredReads(of: owner, exact: true)
                tracked = shown
                return changedBy(shown).map { changed in
                    Source(property: property.name, model: model.qualifiedName, changed: property.name + "." + changed,
                           isCarried: { changedBy($0) != nil })
                }
            }
            switch property.wrapper {
            case .gestureState?:
                return Source(property: property.name)
            case .state?, .binding?, .focusState?, .appStorage?, .sceneStorage?:
                return changes(property.name, in: owner) ? Source(property: property.name) : nil
            default:
                return nil
            }
        }
    }

    /// The property that `changes` a body's read through an `@Observable` model reaches, if any
    /// (`searchText`, `appearance.fontSize` through a nested model).
    /// `path` is what is read from the model (`["images", "count"]` for `gallery.images.count`);
    /// when it ends at a method call (`gallery.selected()`), the method is followed to the
    /// properties it reads, and a nested model to its own properties. Handing the model itself
    /// on reads none of it.
    private static func reaches(_ path: ArraySlice<String>, _ access: MemberAccess, in model: TypeInfo, depth: Int,
                                types: ExpressionTypes, changes: (String, TypeInfo) -> Bool) -> String? {
        guard depth < maximumDepth, let member = path.first ?? access.calledMethod else { return nil }
        guard let property = model.storedProperty(named: member) else {
            let call = MemberAccess(path: [member], range: access.range, kind: .read)
            for read in MemberDependencies(type: model).storedReads(of: [call]) {
                if let found = reaches(read.path[...], read.access, in: model, depth: depth + 1, types: types, changes: changes) {
                    return found
                }
            }
            return nil
        }
        if changes(member, model) { return member }
        guard !path.isEmpty, let nested = types.type(of: property, in: model), nested.isObservableMacro else { return nil }
        return reaches(path.dropFirst(), access, in: nested, depth: depth + 1, types: types, changes: changes).map { member + "." + $0 }
    }

    /// Models and members followed from one read, at most.
    private static let maximumDepth = 4

    /// The stored properties a view's body reads while it is built (not only in its actions,
    /// not only as a `$binding` handed on), through the helpers it calls (`makeList(type:)`):
    /// a change of one re-runs the body. With `exact`, the accesses inside those helpers are
    /// judged the same way (`var input: some View` that only hands `$draft` to a `TextField`
    /// does not read `draft`); without, whatever a helper touches counts, as what the body
    /// shows or hands on.
    static func bodyReads(of view: TypeInfo, exact: Bool = false) -> Set<String> {
        Set(bodyStoredReads(of: view, exact: exact).map { $0.path[0] })
    }

    private static func bodyStoredReads(of view: TypeInfo, exact: Bool) -> [StoredRead] {
        let dependencies = MemberDependencies(type: view)
        let builders = view.computedProperties.filter { !$0.isStatic && ($0.name == "body" || $0.isViewBuilder) }.map(\.name)
            + view.methods.filter { !$0.isStatic && ($0.isViewBuilder || $0.name == "body") }.map(\.name)
        var result: [StoredRead] = []
        for name in Set(builders) {
            let accesses = (dependencies.accessesOfMember(name) ?? []).filter(isReadWhileBuilding)
            let reads = dependencies.storedReads(of: accesses)
            result += exact ? reads.filter { isReadWhileBuilding($0.access) } : reads
        }
        return result
    }

    /// A read of the value while the body is built: not a write, not a `$binding` handed on,
    /// not inside an action's closure.
    private static func isReadWhileBuilding(_ access: MemberAccess) -> Bool {
        access.kind != .write && !access.isProjection
            && !access.enclosingCalls.contains { $0.insideClosure && Self.actionCalls.contains($0.callee) }
    }

    /// Calls whose closures run as actions, not while the body is built.
    private static let actionCalls: Set<String> = ModifierCatalog.actionModifiers.union([
        "Button", "Task", "onEnded", "onChanged", "updating", "withAnimation", "contextMenu", "swipeActions", "alert",
        "confirmationDialog",
    ])
}
