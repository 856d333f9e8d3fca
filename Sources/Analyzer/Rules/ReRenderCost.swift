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
    /// Why it is not real, as a clause for the message; empty when it is.
    let remark: String
    /// The parent's state the reason blames (`isOnline`, `viewModel.items`), for `--confirm`.
    let cause: String?

    /// A body with at least this many views costs something wherever it is. Created once under
    /// a busy parent, a view needs a body this large to matter: the parent runs its own body on
    /// each of those updates, and a few buttons and labels more are a small part of that.
    static let largeBody = 10
    /// A library's view the module never creates: its callers may list it, but a body smaller
    /// than this (an icon and two labels in a stack) is about as cheap to run as to compare.
    static let trivialBody = 8
    /// Re-created per row under a parent whose state changes, a body this large is run again for
    /// every row on every change: a lone label is not.
    static let busyRow = 3

    /// `neverEqual`: the stored properties that make the view compare unequal; a creation site
    /// that passes none of them (they keep their `nil` default) creates a comparable value.
    init(context: ViewContext, view: TypeInfo, neverEqual: [StoredProperty]) {
        let size = NonPODViewRule.bodySize(context)
        let mapping = InitializerMapping(view: view, index: context.index)
        let allSites = context.uses.creations(of: view)
        // A site that hands the view a new observed object re-runs its body whatever its
        // closures: `Equatable` cannot help there (and the object's state is lost each time).
        let newObjects = allSites.filter { Self.handsNewObservedObject(at: $0, view: view, mapping: mapping, index: context.index) }
        let newObjectSites = Set(newObjects.map { "\($0.context.fileIndex):\($0.range.start)" })
        let sites = Self.unequalSites(allSites.filter { !newObjectSites.contains("\($0.context.fileIndex):\($0.range.start)") },
                                      neverEqual: neverEqual, mapping: mapping, index: context.index)
            .filter { Self.isInShownView($0, context: context) }
        guard !sites.isEmpty else {
            // Created nowhere: only a public view of a library can be created outside the module
            // (its callers may make it per row); any other — an app's (it declares an `App`),
            // nothing imports it — is unused. Where the module creates it, with values that
            // compare equal or only in previews, its sites decide: no cost.
            let libraryView = view.isPublic && !context.index.declaresApp
            let remark = allSites.isEmpty ? "the module never creates it"
                    + (libraryView ? ", and its body is too small for extra runs to cost much, even per row" : "")
                : allSites.allSatisfy({ $0.context.placement == .preview }) ? "the module creates it only in previews"
                : allSites.allSatisfy({ $0.context.placement == .preview || !Self.isInShownView($0, context: context) })
                    ? "the module creates it only in views nothing shows"
                : !newObjects.isEmpty ? "where the module creates it, it is handed a new observed object, which re-runs its "
                    + "body whatever its other inputs" + (newObjects.count < allSites.filter { $0.context.placement != .preview }.count
                        ? ", or values that compare equal" : "")
                : "every place the module creates it passes values that compare equal (a literal, a closure that captures "
                    + "nothing, or one its parent was given)"
            // (Its callers may create it per row, where a body this small is as cheap to run as to compare.)
            self.init(isReal: libraryView && allSites.isEmpty && size >= Self.trivialBody, reason: "", remark: remark, site: nil)
            return
        }
        let observed = Self.observedModels(of: view, index: context.index)
        // A builder closure the view calls to build its content hands it what the closure
        // reads: when that state changes, the content must be built again anyway.
        let builders = neverEqual.filter { NonPODViewRule.isBuilderClosure($0, in: context.index, view: view) }
        /// The first of the parent's changing properties the view does not receive at `site`;
        /// else, when the parent itself never compares equal where it is created, what re-runs it.
        func unrelated(at site: CallSite, frequentOnly: Bool) -> Cause? {
            let built = builders.compactMap { Self.callerArgument(mapping.value(of: $0, in: site.call)) }
            let passed = SiteInputs.passed(at: site, builders: built, uses: context.uses, index: context.index)
            if let changed = Self.unrelatedChanges(of: site, passed: passed, observed: observed, frequentOnly: frequentOnly,
                                                   context: context).first {
                return .own(changed)
            }
            // One level removed, only a parent that updates continuously is worth a warning.
            guard site.context.placement.updatesInPlace,
                  let creator = UnequalCreator.find(for: site.context.owner, showing: site, context: context),
                  // A view handed what carries the change (`searchString`) re-runs for it anyway;
                  // a row's element of a changing list may stay the same.
                  !SiteInputs.passed(at: site, builders: built, rows: false, uses: context.uses, index: context.index).contains(where: { creator.carriers.contains($0.path[0]) })
            else { return nil }
            return .inherited(creator)
        }
        // Rows: every change of the parent's state re-runs each row — unless the rows are a
        // fixed handful (a literal or constant list) or their body is a lone label or two.
        let variability = ValueVariability(index: context.index, uses: context.uses)
        if size >= Self.busyRow, let (row, cause) = sites.lazy.compactMap({ site -> (CallSite, Cause)? in
            guard let data = site.context.rowData, !Self.isFixed(data, variability), !Self.isFew(data.expr, index: context.index),
                  !Self.isInOneRowOnly(site, index: context.index),
                  let cause = unrelated(at: site, frequentOnly: false), Self.isLive(site, context: context) else { return nil }
            return (site, cause)
        }).first {
            let note: String
            switch cause {
            case .own(let changed):
                note = "`\(view.name)` is created per row here, under a parent that re-renders when `\(changed)` changes, "
                    + "which the rows do not receive"
            case .inherited(let creator):
                note = "`\(view.name)` is created per row here by `\(creator.creator)`, which never compares equal where "
                    + "`\(creator.parent)` creates it, so it re-runs, with every row, whenever `\(creator.changed)` changes"
            }
            self.init(isReal: true, reason: ", once per row of the list that creates it", remark: "",
                      site: ChangeEvidence.Step(description: note, fileIndex: row.context.fileIndex, range: row.range), cause: cause)
            return
        }
        // A single view: it matters when the parent updates continuously and the body is not tiny.
        if size >= Self.largeBody, let (busy, cause) = sites.lazy.compactMap({ site -> (CallSite, Cause)? in
            guard let cause = unrelated(at: site, frequentOnly: true), Self.isLive(site, context: context) else { return nil }
            return (site, cause)
        }).first {
            let parent = busy.context.owner?.name ?? "its parent"
            let updates: String
            switch cause {
            case .own(let changed): updates = "updates continuously through `\(changed)`"
            case .inherited(let creator):
                updates = "re-runs whenever `\(creator.parent)` does, which updates continuously through `\(creator.changed)`"
            }
            self.init(isReal: true, reason: ", and `\(parent)`, which creates it, \(updates) (typing, dragging, a timer)", remark: "",
                      site: ChangeEvidence.Step(description: "`\(view.name)` is created here by `\(parent)`, which \(updates)",
                                                fileIndex: busy.context.fileIndex, range: busy.range), cause: cause)
            return
        }
        self.init(isReal: false, reason: "", remark: "where the module creates it, its parent seldom re-renders for "
                  + "anything the view does not receive itself, or its body is too small for the extra runs to cost much", site: nil)
    }

    /// The parent's changing state that this view neither receives (`passed`) nor observes
    /// itself, and that the branches around it do not hold at one value: what makes the parent
    /// re-run the view's body for nothing, as paths (`viewModel.hasNetworkError`).
    private static func unrelatedChanges(of site: CallSite, passed: [StoredRead], observed: Set<String>, frequentOnly: Bool,
                                         context: ViewContext) -> [String] {
        guard let owner = site.context.owner else { return [] }
        let sources = ParentUpdateSources.changing(at: site, frequentOnly: frequentOnly, uses: context.uses, index: context.index)
        guard !sources.isEmpty else { return [] }
        let shown = ParentUpdateSources.shownProperties(of: owner, uses: context.uses, index: context.index)
        // The branches around the site, or around every use of the member that holds it
        // (Keychy's rows, built in a `notificationListView` used only in the `else` of `if
        // viewModel.hasNetworkError`), may hold the change at one value: it swaps the view out.
        let place = BranchPath.locate(offset: site.range.start, fileIndex: site.context.fileIndex, in: context.index)
        let coexistence = ViewCoexistence(index: context.index, uses: context.uses)
        let recurrence = WriteRecurrence(view: owner, index: context.index, uses: context.uses)
        let handlers = HandlerLocator(view: owner, index: context.index)
        let types = ExpressionTypes(index: context.index)
        // The parent's state written, past its first value, only in reaction to a model the view
        // observes itself (`.onChange(of: appState.showProgress) { lastRefreshDate = Date() }`,
        // both reading the app state from the environment: one object): when it changes, the
        // view re-runs for the model anyway.
        func followsObserved(_ property: String) -> Bool {
            guard owner.storedProperty(named: property)?.wrapper == .state, !observed.isEmpty else { return false }
            // (A write as the view appears, once per appearance, is no stream of updates.)
            let writes = context.uses.writes(of: property, in: owner).filter { !recurrence.happensOnce($0) && $0.via != "onAppear" }
            return !writes.isEmpty && writes.allSatisfy { write in
                guard ["onChange", "onReceive"].contains(write.via ?? ""),
                      let subject = handlers.handler(containing: write.range, fileIndex: write.fileIndex)?.call?.arguments.first?.value,
                      let root = subject.rootName, let held = owner.storedProperty(named: root), held.wrapper?.isEnvironmentObject == true,
                      let model = types.type(of: held, in: owner) else { return false }
                return observed.contains(model.qualifiedName)
            }
        }
        return sources.flatMap { source -> [String] in
            guard shown.contains(source.property), !observed.contains(source.model ?? ""), !followsObserved(source.property) else { return [] }
            return source.uncarried(passed).filter { changed in !(place.map { coexistence.pins([changed], around: $0) } ?? false) }
        }
    }

    /// Whether the site is in the body of an `if` that compares the identity of its row (the
    /// element, or its `id`) with one value from outside the rows (readeck's header editor, made
    /// only where `editingHeaderKey == key`): at most one row makes the view, so nothing is
    /// re-run per row. (A comparison with a literal, or of another field, may hold in many rows.)
    static func isInOneRowOnly(_ site: CallSite, index: ModuleIndex) -> Bool {
        guard let rows = site.context.rowData?.expr.range,
              let place = BranchPath.locate(offset: site.range.start, fileIndex: site.context.fileIndex, in: index) else { return false }
        // The element of the rows the site is in, not of rows around them.
        func isElement(_ name: String) -> Bool {
            guard case .rowElement(let data, _, _)? = site.context.origin(of: name) else { return false }
            return data.range == rows
        }
        func isRowIdentity(_ expr: Expr) -> Bool {
            switch expr.kind {
            case .identifier(let name): return isElement(name)
            case .memberAccess(let base, let member, _):
                guard member.text == "id", case .identifier(let name) = base.kind else { return false }
                return isElement(name)
            default: return false
            }
        }
        func isOutsideValue(_ expr: Expr) -> Bool {
            guard !expr.isLiteral, let root = expr.rootName else { return false }
            if case .rowElement? = site.context.origin(of: root) { return false }
            return true
        }
        return place.path.steps.contains { step in
            step.clause == 0 && step.conditions.contains { condition in
                guard case .expression(let expr) = condition.kind, case .binaryOperator(let lhs, "==", let rhs) = expr.kind else { return false }
                return (isRowIdentity(lhs) && isOutsideValue(rhs)) || (isRowIdentity(rhs) && isOutsideValue(lhs))
            }
        }
    }

    /// Whether the member that holds a site is used (``NameMentions/isMemberUsed(_:of:index:uses:)``):
    /// yattee's `bottomPillsRow`, used only by a `bottomPillsOverlay` named nowhere, builds
    /// nothing that is ever shown.
    /// Whether the view whose code holds `site` can be on screen: a view the app never shows
    /// (created nowhere, or only by such views) never re-runs its rows.
    static func isInShownView(_ site: CallSite, context: ViewContext) -> Bool {
        guard let owner = site.context.owner, owner.isView else { return true }
        return NameMentions.isShown(owner, index: context.index, uses: context.uses)
    }

    static func isLive(_ site: CallSite, context: ViewContext) -> Bool {
        guard let owner = site.context.owner, let member = site.member?.split(separator: ".").last else { return true }
        return NameMentions.isMemberUsed(String(member), of: owner, index: context.index, uses: context.uses)
    }

    /// What re-runs the view's creator for changes the view does not receive: the creator's
    /// own state, or its parent's, through a creator that never compares equal.
    enum Cause {
        case own(String)
        case inherited(UnequalCreator)
    }

    /// The sites, outside previews, that make the view unequal: each passes at least one of
    /// `neverEqual` a value made anew there (not a literal, a closure capturing nothing, or the
    /// parent's own stored closure handed on).
    static func unequalSites(_ sites: [CallSite], neverEqual: [StoredProperty], mapping: InitializerMapping,
                             index: ModuleIndex) -> [CallSite] {
        sites.filter { site in
            site.context.placement != .preview && neverEqual.contains { property in
                let value = mapping.value(of: property, in: site.call)
                if case .constant? = value { return false }
                return !isForwarded(value, at: site) && !isConstant(value, at: site, index: index)
            }
        }
    }

    /// Whether a site gives one of the view's `@ObservedObject`s an object it constructs there
    /// (`model: .init(item: item)`, `model: RowModel(item)`).
    private static func handsNewObservedObject(at site: CallSite, view: TypeInfo, mapping: InitializerMapping,
                                               index: ModuleIndex) -> Bool {
        view.storedProperties.contains { property in
            guard property.wrapper == .observedObject, let passed = callerArgument(mapping.value(of: property, in: site.call)),
                  case .call(let call) = passed.kind else { return false }
            if case .implicitMember(let name, _) = call.callee.kind { return name.text == "init" }
            guard let name = ExpressionTypes.constructedTypeName(passed) else { return false }
            return index.type(named: name, in: site.context.owner)?.kind == .class
        }
    }

    /// Whether a site hands on the parent's own stored closure unchanged (`onSelect:
    /// onSelectModel`): when the parent's state changes, the view gets the same closure and
    /// compares equal. (Only the parent's own parent makes a new one, which re-creates the
    /// parent too.)
    static func isForwarded(_ value: InitializerMapping.Value?, at site: CallSite) -> Bool {
        guard let owner = site.context.owner, let passed = callerArgument(value) else { return false }
        guard let name = passed.selfMemberName, let stored = owner.storedProperty(named: name) else { return false }
        if case .identifier = passed.kind, site.context.origin(of: name) != nil { return false }
        return stored.wrapper == nil
    }

    /// Whether a site passes a value that is the same on every evaluation, directly or by
    /// leaving an `init` parameter at its default: a literal (`nil` for an optional closure or
    /// `AnyView`), or a closure or function reference that captures nothing there
    /// (``ClosureCaptures``). It compares equal.
    static func isConstant(_ value: InitializerMapping.Value?, at site: CallSite, index: ModuleIndex) -> Bool {
        guard case .expression(let expr, _)? = value else { return false }
        // (A value the `init` makes itself, from its parameters, is constant only as a literal.)
        guard let passed = callerArgument(value) else { return expr.isLiteral }
        return passed.isLiteral || ClosureCaptures.capturesNothing(passed, in: site.context, index: index)
    }

    /// The caller's expression a property gets: the argument itself for the memberwise
    /// initializer, the parameter's argument (or default) for an explicit `init` that stores
    /// the parameter; `nil` for a value the `init` makes.
    static func callerArgument(_ value: InitializerMapping.Value?) -> Expr? {
        guard case .expression(let expr, let parameters)? = value else { return nil }
        if parameters.isEmpty { return expr }
        guard case .identifier(let parameter) = expr.kind else { return nil }
        return parameters[parameter]
    }

    private init(isReal: Bool, reason: String, remark: String, site: ChangeEvidence.Step?, cause: Cause? = nil) {
        self.isReal = isReal
        self.reason = reason
        self.remark = remark
        self.site = site
        switch cause {
        case .own(let changed)?: self.cause = changed
        case .inherited(let creator)?: self.cause = creator.changed
        case nil: self.cause = nil
        }
    }

    /// Rows that can only be a handful: `items.prefix(3)`, `Tab.allCases` of a small enum
    /// (``RowCountBound``).
    static func isFew(_ data: Expr, index: ModuleIndex) -> Bool {
        RowCountBound(index: index, owner: nil).bound(of: data).map { $0 <= fewRows } ?? false
    }

    /// At most this many rows cost about as much to re-run as to compare.
    static let fewRows = 8

    /// Whether the rows' data never changes (a literal or constant list). The rows of a
    /// `ForEach` nested in another's row (`group.items`) change with the outer data: one
    /// element is fixed for its outer row, but not the list the inner rows come from.
    private static func isFixed(_ data: (expr: Expr, context: CodeContext), _ variability: ValueVariability) -> Bool {
        if let root = data.expr.rootName, case .rowElement(let outer, _, let outerContext)? = data.context.origin(of: root) {
            return isFixed((outer, outerContext), variability)
        }
        if case .fixed = variability.variability(of: data.expr, in: data.context) { return true }
        return false
    }

    /// The models a view observes itself: it re-runs when they change, whatever its inputs.
    private static func observedModels(of view: TypeInfo, index: ModuleIndex) -> Set<String> {
        let types = ExpressionTypes(index: index)
        return Set(view.storedProperties.compactMap { property -> String? in
            guard property.wrapper?.holdsObject == true else { return nil }
            return types.type(of: property, in: view)?.qualifiedName
        })
    }
}
