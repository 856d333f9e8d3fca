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
    private static func unrelatedSources(of site: CallSite, observed: Set<String>, frequentOnly: Bool,
                                         context: ViewContext) -> [ParentUpdateSources.Source] {
        guard let owner = site.context.owner else { return [] }
        let sources = ParentUpdateSources.changing(at: site, frequentOnly: frequentOnly, uses: context.uses, index: context.index)
        guard !sources.isEmpty else { return [] }
        // What the view receives: its arguments, and the data its rows come from.
        var inputs = site.call.allArguments.filter { !$0.value.isClosure }.map(\.value)
        if let data = site.context.rowData { inputs.append(data.expr) }
        let passed = Set(inputs.flatMap { input in
            AccessCollector.accesses(in: input, owner: owner).filter { $0.kind == .read }.map(\.root)
        })
        let shown = ParentUpdateSources.bodyReads(of: owner, exact: true)
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

    /// The models a view observes itself: it re-runs when they change, whatever its inputs.
    private static func observedModels(of view: TypeInfo, index: ModuleIndex) -> Set<String> {
        let types = ExpressionTypes(index: index)
        return Set(view.storedProperties.compactMap { property -> String? in
            guard property.wrapper?.holdsObject == true else { return nil }
            return types.type(of: property, in: view)?.qualifiedName
        })
    }
}
