/// Whether re-running a view's body on every parent update costs something real, judged by
/// where the module creates it: per row of a `ForEach`/`List` whose parent's state changes
/// (every change re-runs every row), or, for one view of some size, under a parent that
/// updates continuously — in both cases for changes the view neither receives nor observes.
/// A public view the module never creates counts as costly: its callers may create it per
/// row; any other view created nowhere is unused.
struct ReRenderCost {
    /// The warning is worth giving.
    let isReal: Bool
    /// Why, as a clause for the message (`, once per row of a list`), empty when it is not real.
    let reason: String
    /// The creation site that shows it.
    let site: ChangeEvidence.Step?

    /// A body with at least this many views costs something wherever it is.
    static let largeBody = 10
    /// Re-created per row under a busy parent, a body this small is about as cheap to run as
    /// to compare.
    static let trivialBody = 6
    /// Created once under a busy parent, a body needs at least this many views to matter.
    static let mediumBody = 6

    /// `neverEqual`: the stored properties that make the view compare unequal; a creation site
    /// that passes none of them (they keep their `nil` default) creates a comparable value.
    init(context: ViewContext, view: TypeInfo, neverEqual: [StoredProperty]) {
        let size = NonPODViewRule.bodySize(context)
        let mapping = InitializerMapping(view: view, index: context.index)
        let allSites = context.uses.creations(of: view)
        let sites = allSites.filter { site in
            site.context.placement != .preview && neverEqual.contains { property in
                let value = mapping.value(of: property, in: site.call)
                if case .constant? = value { return false }
                return !Self.isForwarded(value, at: site) && !Self.isConstant(value, at: site, index: context.index)
            }
        }
        guard !sites.isEmpty else {
            // Created nowhere: only a public view can be created outside the module (its
            // callers may make it per row); any other is unused. Where the module creates it,
            // with values that compare equal or only in previews, its sites decide: no cost.
            self.init(isReal: view.isPublic && allSites.isEmpty, reason: "", site: nil)
            return
        }
        let observed = Self.observedModels(of: view, index: context.index)
        // Rows: every change of the parent's state re-runs each row — unless the rows are a
        // fixed handful (a literal or constant list).
        let variability = ValueVariability(index: context.index, uses: context.uses)
        if size >= Self.trivialBody, let row = sites.first(where: { site in
            guard let data = site.context.rowData, !Self.isFixed(data, variability), !Self.isFew(data.expr, index: context.index)
            else { return false }
            return !Self.unrelatedSources(of: site, observed: observed, frequentOnly: false, context: context).isEmpty
        }) {
            self.init(isReal: true, reason: ", once per row of the list that creates it",
                      site: ChangeEvidence.Step(description: "`\(view.name)` is created per row here, under a parent whose state changes",
                                                fileIndex: row.context.fileIndex, range: row.range))
            return
        }
        // A single view: it matters when the parent updates continuously and the body is not tiny.
        if size >= Self.mediumBody, let busy = sites.first(where: { site in
            !Self.unrelatedSources(of: site, observed: observed, frequentOnly: true, context: context).isEmpty
        }) {
            let parent = busy.context.owner?.name ?? "its parent"
            self.init(isReal: true, reason: ", and `\(parent)`, which creates it, updates continuously (typing, dragging, a timer)",
                      site: ChangeEvidence.Step(description: "`\(view.name)` is created here by `\(parent)`, which updates continuously",
                                                fileIndex: busy.context.fileIndex, range: busy.range))
            return
        }
        self.init(isReal: false, reason: "", site: nil)
    }

    /// The parent's changing state that this view neither receives nor observes itself: what
    /// makes the parent re-run the view's body for nothing.
    private static func unrelatedSources(of site: CallSite, observed: Set<String>, frequentOnly: Bool, context: ViewContext) -> [Source] {
        guard let owner = site.context.owner else { return [] }
        let sources = changingSources(of: site, frequentOnly: frequentOnly, uses: context.uses, index: context.index)
        guard !sources.isEmpty else { return [] }
        // What the view receives: its arguments, and the data its rows come from.
        var inputs = site.call.allArguments.filter { !$0.value.isClosure }.map(\.value)
        if let data = site.context.rowData { inputs.append(data.expr) }
        let passed = Set(inputs.flatMap { input in
            AccessCollector.accesses(in: input, owner: owner).filter { $0.kind == .read }.map(\.root)
        })
        let shown = bodyReads(of: owner, exact: true)
        return sources.filter { source in
            shown.contains(source.property) && !passed.contains(source.property) && !observed.contains(source.model ?? "")
        }
    }

    /// Whether a site hands on the parent's own stored closure unchanged (`onSelect:
    /// onSelectModel`): when the parent's state changes, the view gets the same closure and
    /// compares equal. (Only the parent's own parent makes a new one, which re-creates the
    /// parent too.)
    private static func isForwarded(_ value: InitializerMapping.Value?, at site: CallSite) -> Bool {
        guard let owner = site.context.owner, case .expression(let expr, let parameters)? = value else { return false }
        // The caller's argument: the expression itself for the memberwise initializer, the
        // parameter's argument for an explicit `init` that stores the parameter.
        var passed = expr
        if !parameters.isEmpty {
            guard case .identifier(let parameter) = expr.kind, let argument = parameters[parameter] else { return false }
            passed = argument
        }
        guard let name = passed.selfMemberName, let stored = owner.storedProperty(named: name) else { return false }
        if case .identifier = passed.kind, site.context.origin(of: name) != nil { return false }
        return stored.wrapper == nil
    }

    /// Whether a site passes a value that is the same on every evaluation, directly or by
    /// leaving an `init` parameter at its default: a literal (`nil` for an optional closure or
    /// `AnyView`), or a closure or function reference that captures nothing there
    /// (``ClosureCaptures``). It compares equal.
    private static func isConstant(_ value: InitializerMapping.Value?, at site: CallSite, index: ModuleIndex) -> Bool {
        guard case .expression(let expr, let parameters)? = value else { return false }
        var passed = expr
        if case .identifier(let parameter) = expr.kind, let argument = parameters[parameter] {
            passed = argument
        } else if !parameters.isEmpty {
            // A value the `init` makes itself, from its parameters.
            return expr.isLiteral
        }
        return passed.isLiteral || ClosureCaptures.capturesNothing(passed, in: site.context, index: index)
    }

    private init(isReal: Bool, reason: String, site: ChangeEvidence.Step?) {
        self.isReal = isReal
        self.reason = reason
        self.site = site
    }

    /// Rows that can only be a handful: `items.prefix(3)`, `Tab.allCases` of a small enum.
    private static func isFew(_ data: Expr, index: ModuleIndex) -> Bool {
        guard case .call(let call) = data.kind, case .memberAccess(let base, let name, _) = call.callee.kind else {
            if case .memberAccess(let base, let name, _) = data.kind, name.text == "allCases",
               let type = ViewTypeEvaluator.qualifiedTypeName(base).flatMap({ index.type(named: $0) }) {
                return type.enumCases.count <= fewRows
            }
            return false
        }
        if name.text == "prefix", case .integerLiteral(let text)? = call.arguments.first?.value.kind, let count = Int(text) {
            return count <= fewRows
        }
        return isFew(base, index: index)
    }

    /// At most this many rows cost about as much to re-run as to compare.
    static let fewRows = 8

    private static func isFixed(_ data: (expr: Expr, context: CodeContext), _ variability: ValueVariability) -> Bool {
        if case .fixed = variability.variability(of: data.expr, in: data.context) { return true }
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

    /// A parent's property that makes it re-render often, and the model behind it, if any.
    private struct Source {
        let property: String
        let model: String?
    }

    /// What makes a creating view re-render during use: state it changes (`frequentOnly`:
    /// only state written continuously — a text field's binding, a drag, a timer — or
    /// gesture state), and models whose properties the app writes that way.
    private static func changingSources(of site: CallSite, frequentOnly: Bool, uses: ModuleUses, index: ModuleIndex) -> [Source] {
        guard site.context.placement.updatesInPlace, let owner = site.context.owner, owner.isView else { return [] }
        let types = ExpressionTypes(index: index)
        func changes(_ name: String, in type: TypeInfo) -> Bool {
            uses.writes(of: name, in: type).contains { write in
                !frequentOnly || (write.via.map { continuousControls.contains($0) || frequentHandlers.contains($0) } ?? false)
            }
        }
        return owner.storedProperties.compactMap { property -> Source? in
            if let model = types.type(of: property, in: owner), model.kind == .class, property.wrapper?.holdsObject == true
                || (property.wrapper == .state && !model.inheritedNames.contains("ObservableObject")) {
                // (An `ObservableObject` kept in plain `@State` is not observed.)
                let changing = model.storedProperties.contains { changes($0.name, in: model) }
                return changing ? Source(property: property.name, model: model.qualifiedName) : nil
            }
            switch property.wrapper {
            case .gestureState?:
                return Source(property: property.name, model: nil)
            case .state?, .binding?, .focusState?, .appStorage?, .sceneStorage?:
                return changes(property.name, in: owner) ? Source(property: property.name, model: nil) : nil
            default:
                return nil
            }
        }
    }

    /// The stored properties a view's body reads while it is built (not only in its actions,
    /// not only as a `$binding` handed on), through the helpers it calls (`makeList(type:)`):
    /// a change of one re-runs the body. With `exact`, the accesses inside those helpers are
    /// judged the same way (`var input: some View` that only hands `$draft` to a `TextField`
    /// does not read `draft`); without, whatever a helper touches counts, as what the body
    /// shows or hands on.
    static func bodyReads(of view: TypeInfo, exact: Bool = false) -> Set<String> {
        let dependencies = MemberDependencies(type: view)
        let builders = view.computedProperties.filter { !$0.isStatic && ($0.name == "body" || $0.isViewBuilder) }.map(\.name)
            + view.methods.filter { !$0.isStatic && ($0.isViewBuilder || $0.name == "body") }.map(\.name)
        var roots: Set<String> = []
        for name in Set(builders) {
            let accesses = (dependencies.accessesOfMember(name) ?? []).filter(isReadWhileBuilding)
            let reads = dependencies.storedReads(of: accesses)
            roots.formUnion((exact ? reads.filter { isReadWhileBuilding($0.access) } : reads).map { $0.path[0] })
        }
        return roots
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

    /// The models a view observes itself: it re-runs when they change, whatever its inputs.
    private static func observedModels(of view: TypeInfo, index: ModuleIndex) -> Set<String> {
        let types = ExpressionTypes(index: index)
        return Set(view.storedProperties.compactMap { property -> String? in
            guard property.wrapper?.holdsObject == true else { return nil }
            return types.type(of: property, in: view)?.qualifiedName
        })
    }
}
