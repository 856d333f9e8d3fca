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
        /// The paths that change this way (`viewModel.hasNetworkError`) that reads a view is
        /// handed do not carry: none when it reads the property, or for an `@Observable` model,
        /// those of its changing properties the reads do not reach. Worked out when asked.
        let uncarried: ([StoredRead]) -> [String]

        init(property: String, model: String? = nil, changed: String? = nil, uncarried: (([StoredRead]) -> [String])? = nil) {
            self.property = property
            self.model = model
            self.changed = changed ?? property
            let first = self.changed
            self.uncarried = uncarried ?? { reads in reads.contains { $0.path[0] == property } ? [] : [first] }
        }
    }

    /// A `Bool` property: declared so, or given `true` or `false`.
    private static func isFlag(_ property: StoredProperty) -> Bool {
        if case .named(let components)? = property.type?.kind { return components.map(\.name.text) == ["Bool"] }
        if case .booleanLiteral? = property.defaultValue?.kind { return true }
        return false
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

    /// The continuous writers a person drives with touches or keys: a scrim over them stops them.
    /// (Not a scroll position, which code may set as well.)
    private static let userInputs: Set<String> = [
        "TextField", "TextEditor", "SecureField", "searchable", "Slider", "onChanged", "updating", "onContinuousHover",
    ]

    /// Alerts, which take a short entry (a name, a password) in their text fields.
    private static let prompts: Set<String> = ["alert"]

    /// A text field of an alert: typing there is a short entry while the alert covers the
    /// screen, not a stream of updates under the views behind it. The field may be built by a
    /// method that only the alert's content calls (`alertContent(for:)`, then
    /// `createFolderAlert()`).
    private static func isPromptEntry(_ write: PropertyWrite, uses: ModuleUses, index: ModuleIndex) -> Bool {
        if let presenter = write.presentedBy { return prompts.contains(presenter) }
        guard let place = BranchPath.locate(offset: write.range.start, fileIndex: write.fileIndex, in: index), place.owner.isView else {
            return false
        }
        let inPrompt = HandlerWrites(view: place.owner, index: index, uses: uses, actions: prompts) { handler in
            handler.callee.map(prompts.contains) ?? false
        }
        return inPrompt.isMadeOnAction(write)
    }

    /// What makes a creating view re-render during use: state it changes more often than once
    /// per act of its user or per appearance (``WriteRecurrence``; `frequentOnly`: only state written continuously — a text field's binding,
    /// a drag, a timer — or gesture state), and models whose properties the app writes that way.
    static func changing(at site: CallSite, frequentOnly: Bool, uses: ModuleUses, index: ModuleIndex) -> [Source] {
        guard site.context.placement.updatesInPlace, let owner = site.context.owner, owner.isView else { return [] }
        let types = ExpressionTypes(index: index)
        let recurrence = WriteRecurrence(view: owner, index: index, uses: uses)
        // Where the view is created, found when a write needs it: a write made in another
        // clause of the parent's `if`/`switch` (a wizard's name step, beside its configuration
        // step) never runs while the view is there.
        lazy var sitePlace = BranchPath.locate(offset: site.range.start, fileIndex: site.context.fileIndex, in: index)
        let coexistence = ViewCoexistence(index: index, uses: uses)
        let created = ExpressionTypes.constructedTypeName(Expr(.call(site.call), range: site.range))
            .flatMap { index.type(named: $0, in: owner) }
        let objectWrites = PrivateObjectWrites(owner: owner, index: index, uses: uses)
        // A popup drawn above a scrim: nobody types or drags under the scrim while it is up.
        lazy var aboveScrim = Scrims.aboveScrim(at: site.range.start, fileIndex: site.context.fileIndex, index: index, uses: uses)
        func isUnderScrim(_ write: PropertyWrite) -> Bool {
            guard let via = write.via, userInputs.contains(via), let above = aboveScrim else { return false }
            return !Scrims.isDrawnInside(above, fileIndex: site.context.fileIndex, code: write.range, codeFile: write.fileIndex,
                                         index: index, uses: uses)
        }
        // A write through an object the parent made for itself runs where the parent shows the
        // view it handed the object to (a wizard's name step, beside the step that shows `site`).
        // A write by another view that never shows with the parent (the wizard's name step,
        // typing into the state the confirmation step reads) does not re-render it either.
        func runsWhileShown(_ write: PropertyWrite, handedAt places: [PrivateObjectWrites.Place] = []) -> Bool {
            if let created, coexistence.neverRuns(atOffset: write.range.start, fileIndex: write.fileIndex, whileShowing: created) {
                return false
            }
            if coexistence.neverRuns(atOffset: write.range.start, fileIndex: write.fileIndex, whileShowing: owner) { return false }
            guard let shown = sitePlace else { return true }
            guard !places.isEmpty else {
                return !coexistence.neverRuns(atOffset: write.range.start, fileIndex: write.fileIndex, whileShowing: shown)
            }
            return places.contains { !coexistence.neverRuns(atOffset: $0.offset, fileIndex: $0.fileIndex, whileShowing: shown) }
        }
        func changes(_ name: String, in type: TypeInfo, through holder: String? = nil) -> Bool {
            // Through an object the parent made for itself, only the writes that can reach it,
            // each where the parent shows what it handed the object to. Code of a view the app
            // never shows never writes (readmigo's brightness slider, in a settings screen only
            // a reader nothing creates presents).
            let writes: [(write: PropertyWrite, places: [PrivateObjectWrites.Place])] = uses.writes(of: name, in: type).compactMap { write in
                if let writer = index.memberLocator.member(at: write.range.start, fileIndex: write.fileIndex)?.type, writer.isView,
                   !NameMentions.isShown(writer, index: index, uses: uses) {
                    return nil
                }
                guard let holder else { return (write, []) }
                return objectWrites.handOffPlaces(of: write, through: holder).map { (write, $0) }
            }
            guard frequentOnly else {
                // The view's own state written once per act of its user or per appearance
                // re-renders it that often; what repeats (typing, progress, a stream, a timer)
                // re-renders it again and again. (A `@Binding`, `@AppStorage` or model is written
                // elsewhere as well.)
                guard type === owner, owner.storedProperty(named: name)?.wrapper == .state else { return !writes.isEmpty }
                return writes.contains { !recurrence.happensOnce($0.write) && !recurrence.settles($0.write) && runsWhileShown($0.write) }
            }
            let frequent = writes.filter { entry in
                let write = entry.write
                return (write.via.map { continuousControls.contains($0) || frequentHandlers.contains($0) } ?? false)
                    && !(type === owner && recurrence.settles(write)) && !isPromptEntry(write, uses: uses, index: index)
                    && runsWhileShown(write, handedAt: entry.places) && !isUnderScrim(write)
            }.map(\.write)
            // One literal set on every step of a drag (`isDragging = true`) changes the value
            // once; a computed value, step by step. The view's own state with two values (a
            // flag, `isNearBottom = distance < 80` as the list scrolls, or `.left` and `.right`)
            // changes only when it flips: SwiftUI skips a write of the value the state holds.
            let literals = Set(frequent.map(\.assignedLiteral))
            guard !frequent.isEmpty else { return false }
            if type === owner, let property = owner.storedProperty(named: name), property.wrapper == .state,
               Self.isFlag(property) || (!literals.contains(nil) && literals.count <= 2) {
                return false
            }
            return literals.contains(nil) || literals.count > 1
        }
        var tracked: [StoredRead]?
        return owner.storedProperties.compactMap { property -> Source? in
            if let model = types.type(of: property, in: owner), model.kind == .class, property.wrapper?.holdsObject == true
                || (property.wrapper == .state && !model.inheritedNames.contains("ObservableObject"))
                || (property.wrapper == nil && model.isObservableMacro) {
                // (An `ObservableObject` kept in plain `@State` is not observed; an `@Observable`
                // class is, in any property; a plain class never is.)
                guard ClassObservation.canBeObserved(model, from: owner, index: index) else { return nil }
                guard model.isObservableMacro else {
                    // An `ObservableObject` invalidates on any change of a published property (of
                    // any stored one when it publishes by hand); a view handed anything of it is
                    // taken to follow it.
                    let published = model.storedProperties.filter { $0.attributes.contains { $0.name == "Published" } }
                    let candidates = published.isEmpty ? model.storedProperties : published
                    return candidates.first { changes($0.name, in: model, through: property.name) }.map { first in
                        Source(property: property.name, model: model.qualifiedName, changed: property.name + "." + first.name) { reads in
                            reads.contains { $0.path[0] == property.name } ? []
                                : candidates.filter { changes($0.name, in: model, through: property.name) }.map { property.name + "." + $0.name }
                        }
                    }
                }
                // An `@Observable` model invalidates only on changes of what the body reads; a
                // view is handed those changes only through reads that reach each of them.
                // (Only the model's own properties are reached through the object the parent made;
                // an object inside it may be handed anywhere.)
                let reach = ModelChanges(property: property.name, model: model, types: types) { name, type in
                    changes(name, in: type, through: type === model ? property.name : nil)
                }
                let shown = tracked ?? shownReads(of: owner, uses: uses, index: index)
                tracked = shown
                let changing = reach.reached(by: shown).properties
                let sorted = changing.sorted()
                guard let first = sorted.first else { return nil }
                return Source(property: property.name, model: model.qualifiedName, changed: property.name + "." + first) { reads in
                    let passed = reach.reached(by: reads)
                    return passed.whole ? [] : sorted.filter { !passed.properties.contains($0) }.map { property.name + "." + $0 }
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

    /// The stored properties a view's body reads while it is built, through the helpers it
    /// calls (`makeList(type:)`): whatever a helper touches counts, as what the body shows or
    /// hands on.
    static func bodyReads(of view: TypeInfo) -> Set<String> {
        Set(bodyStoredReads(of: view, exact: false, index: nil).map { $0.path[0] })
    }

    /// The stored properties a view's body reads while it is built, judged exactly: the
    /// accesses inside the helpers it calls are judged the same way (`var input: some View`
    /// that only hands `$draft` to a `TextField` does not read `draft`), and neither a sheet's
    /// or a pushed destination's content (typing a reply in a sheet re-runs the sheet, not the
    /// screen behind it) nor a callback handed to one of the module's views reads in the
    /// body's update. A change of one re-runs the body.
    static func shownProperties(of view: TypeInfo, uses: ModuleUses, index: ModuleIndex) -> Set<String> {
        Set(shownReads(of: view, uses: uses, index: index).map { $0.path[0] })
    }

    /// The reads behind ``shownProperties(of:uses:index:)``, worked out once per view of the
    /// module: every creation site of every child asks about its parent.
    private static func shownReads(of view: TypeInfo, uses: ModuleUses, index: ModuleIndex) -> [StoredRead] {
        uses.shownReads.answer(for: ObjectIdentifier(view)) { bodyStoredReads(of: view, exact: true, index: index) }
    }

    /// `index`, when given, tells the callbacks handed to the module's views (`onReply: { … }`).
    private static func bodyStoredReads(of view: TypeInfo, exact: Bool, index: ModuleIndex?) -> [StoredRead] {
        let dependencies = MemberDependencies(type: view)
        let builders = view.computedProperties.filter { !$0.isStatic && ($0.name == "body" || $0.isViewBuilder) }.map(\.name)
            + view.methods.filter { !$0.isStatic && ($0.isViewBuilder || $0.name == "body") }.map(\.name)
        var result: [StoredRead] = []
        func builds(_ access: MemberAccess) -> Bool {
            // A method of the view handed to a callback by name (`onSubmit: onSubmit`) is handed
            // on, as a closure is (a call there would hand over its result, rarely a function).
            let handsMethod = access.kind == .call && !access.isInvoked && access.path.count == 1
                && view.methods(named: access.root).contains { !$0.isStatic }
            return isReadWhileBuilding(access)
                && !(exact && (isPresentedContent(access) || isInCallback(access, handsMethod: handsMethod, index: index)))
        }
        for name in Set(builders) {
            let accesses = (dependencies.accessesOfMember(name) ?? []).filter(builds)
            let reads = dependencies.storedReads(of: accesses)
            result += exact ? reads.filter { read in ([read.access] + read.passedThrough).allSatisfy(builds) } : reads
        }
        return result
    }

    /// A read in a closure handed to one of the module's views as a callback (`onReply: {
    /// presentReplySheet(…) }`, a stored function returning nothing): it runs when the child
    /// calls it, not while the body is built; so does a method of the view handed over by name
    /// (`onSubmit: onSubmit`). A closure without a label (a trailing one) is the child's
    /// callback when that is the only function the child stores.
    private static func isInCallback(_ access: MemberAccess, handsMethod: Bool, index: ModuleIndex?) -> Bool {
        guard let index else { return false }
        return access.enclosingCalls.enumerated().contains { position, frame in
            guard frame.insideClosure || (handsMethod && position == 0), frame.receiver.isEmpty,
                  let child = index.type(named: frame.callee), child.isView else { return false }
            if let label = frame.label { return child.storedProperty(named: label)?.type.map(Self.returnsNothing) ?? false }
            let functions = child.storedProperties.compactMap(\.type).filter { index.isFunctionType($0.unwrappingOptionals, in: child) }
            return functions.count == 1 && Self.returnsNothing(functions[0])
        }
    }

    /// Whether a type is a function returning nothing (`() -> Void`, `((Status) -> Void)?`).
    private static func returnsNothing(_ type: TypeRef) -> Bool {
        switch type.unwrappingOptionals.kind {
        case .tuple(let elements) where elements.count == 1: return returnsNothing(elements[0].type)
        case .attributed(_, _, let inner): return returnsNothing(inner)
        case .function(let function):
            switch function.result.kind {
            case .tuple(let elements): return elements.isEmpty
            case .named(let components): return components.count == 1 && components[0].name.text == "Void"
            default: return false
            }
        default: return false
        }
    }

    /// A read of the value while the body is built: not a write, not a `$binding` handed on,
    /// not inside an action's closure (a hand-made binding's setter included), not a method
    /// handed to one.
    private static func isReadWhileBuilding(_ access: MemberAccess) -> Bool {
        access.kind != .write && !access.isProjection
            && !access.enclosingCalls.contains { frame in
                frame.insideClosure && (Self.actionCalls.contains(frame.callee) || frame.callee == "Binding" && frame.label == "set")
            }
            // A method handed by name to a control's action (`TextField(…, onCommit: submitPin)`)
            // or to a handler (`.onSubmit(addItem)`).
            && !(access.kind == .call && !access.isInvoked && access.path.count == 1 && access.enclosingCalls.first.map { frame in
                !frame.insideClosure && (frame.label.map(Self.actionLabels.contains) == true || Self.actionCalls.contains(frame.callee))
            } == true)
    }

    /// Argument labels of the library's controls whose function runs as an action.
    private static let actionLabels: Set<String> = ["action", "perform", "onCommit", "onEditingChanged", "set"]

    /// A read in the content of a sheet, popover or pushed destination: SwiftUI builds that
    /// content in the presentation's own update.
    private static func isPresentedContent(_ access: MemberAccess) -> Bool {
        access.enclosingCalls.contains { $0.insideClosure && ModifierCatalog.builtWhenPresented.contains($0.callee) }
    }

    /// Calls whose closures run as actions, not while the body is built (geometry and scroll
    /// handlers among them: `onScrollGeometryChange`'s action runs as the list scrolls).
    private static let actionCalls: Set<String> = ModifierCatalog.handlerModifiers.union([
        "Button", "Task", "onEnded", "onChanged", "updating", "withAnimation", "contextMenu", "swipeActions", "alert",
        "confirmationDialog",
    ])
}
