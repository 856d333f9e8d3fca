/// Whether the condition of an `if` in a body keeps one value while the app runs, so that the
/// branch it picks never changes for a view: `UIDevice.current.userInterfaceIdiom == .pad`,
/// an availability flag, a `static let`, a view input every creation site fixes, a model
/// property nothing assigns.
///
/// The view's own dynamic properties (`@State`, `@Binding`, stored settings, SwiftUI's
/// environment data) count as changing: they exist to change, even where a snippet does not
/// show who changes them. A `@State` of a view the module creates, which nothing ever writes,
/// is the exception: only the view's code can change it, and none does.
///
/// One instance serves one rule check on one thread: it answers each `if` once, however often
/// the body's static view repeats it (KMReader's thumbnail inlines one `@ViewBuilder` helper
/// under four modifiers that each wrap their content in an `if`: the same two conditions came
/// up 1,952 times, 7 seconds of a 9-second lint), and its value questions share one
/// ``ValueVariability`` and its answers.
final class ConditionConstancy {
    let index: ModuleIndex
    let uses: ModuleUses
    private lazy var variability = ValueVariability(index: index, uses: uses)
    /// Answers of ``change(of:in:fileIndex:)``, by the view, file and condition.
    private var answers: [AnsweredCondition: Variability?] = [:]

    private struct AnsweredCondition: Hashable {
        let view: ObjectIdentifier
        let fileIndex: Int
        let range: SourceRange
    }

    /// An `if` condition in the body of `context.view`.
    init(context: ViewContext) {
        index = context.index
        uses = context.uses
    }

    /// What shows that the condition of an `if` can change (`nil`: it keeps one value).
    func change(of condition: BranchCondition, in view: TypeInfo, fileIndex: Int) -> Variability? {
        let key = AnsweredCondition(view: ObjectIdentifier(view), fileIndex: fileIndex, range: condition.range)
        if let answer = answers[key] { return answer }
        let scope = condition.locals.isEmpty ? nil : LocalScope(parent: nil, names: condition.locals, origin: .unknown)
        let context = CodeContext(owner: view, scope: scope, placement: .body, fileIndex: fileIndex)
        let answer = condition.expressions.isEmpty ? .unknown : condition.expressions.lazy.compactMap { self.change(of: $0, in: context) }.first
        answers[key] = answer
        return answer
    }

    /// What shows that an expression's value can change where it is written (`nil`: it keeps
    /// one value). The evidence is `nil` inside a `.varies` when there is no place to show.
    func change(of expr: Expr, in context: CodeContext) -> Variability? {
        if let owner = context.owner {
            let accesses = AccessCollector.accesses(in: expr, owner: owner, locals: []).filter { context.origin(of: $0.root) == nil }
            // `isVisible`, set in the view's own `.onAppear` and `.onDisappear`: the branch is
            // picked as the view appears, before anything in it holds state, and kept while it is shown.
            if !accesses.isEmpty, accesses.allSatisfy({ flipsOnlyOnAppearance($0.root, of: owner) }) { return nil }
            // A stored setting that picks which of its creator's branches shows the view.
            if !accesses.isEmpty, accesses.allSatisfy({ access in
                owner.storedProperty(named: access.root).map { isSettingPinnedByEveryCreator($0, of: owner) } ?? false
            }) { return nil }
            for access in accesses {
                guard let property = owner.storedProperty(named: access.root), isOwnDynamicState(property),
                      !isConstantBinding(property, of: owner), !isNeverWritten(property, of: owner),
                      !isDecidedAbove(property, of: owner) else { continue }
                // An object kept in state (`@State var model = Model()`): its properties decide.
                if access.path.count > 1, let type = ExpressionTypes(index: index).type(of: property, in: owner),
                   type.kind == .class || type.kind == .actor { continue }
                return .varies(ChangeEvidence(description: "`\(property.name)` is \(property.wrapperDescription)", fileIndex: owner.fileIndex,
                                              range: property.nameRange))
            }
        }
        let result = variability.variability(of: expr, in: context)
        switch result {
        case .fixed:
            return nil
        case .unknown:
            // Where the module creates the view and none of those places shows the value
            // changing, there is nothing to report; a view created nowhere (a library's) may be
            // given anything.
            if let owner = context.owner, !uses.creations(of: owner).isEmpty { return nil }
            return result
        case .varies:
            return result
        }
    }

    /// Whether every place the app creates the view (previews aside) hands this binding a
    /// `.constant(…)`: a read-only use of an editable view (another user's profile passed
    /// `.constant(.edit)`) that nothing changes.
    private func isConstantBinding(_ property: StoredProperty, of view: TypeInfo) -> Bool {
        guard property.wrapper == .binding else { return false }
        let sites = uses.creations(of: view).filter { $0.context.placement != .preview }
        let mapping = InitializerMapping(view: view, index: index)
        return !sites.isEmpty && sites.allSatisfy { site in
            guard let passed = mapping.value(of: property, in: site.call)?.passedArgument, case .call(let call) = passed.kind else { return false }
            switch call.callee.kind {
            case .implicitMember(let name, _): return name.text == "constant"
            case .memberAccess(let base, let name, _): return name.text == "constant" && base.rootName == "Binding"
            default: return false
            }
        }
    }

    /// Whether every place the app creates the view (previews aside) sits in a branch of its
    /// creator that holds the same stored setting at one value (`if walkthrough == 1 {
    /// WalkThroughView(…) } else if walkthrough == 2 { … }`, both `@AppStorage("walkthrough")`):
    /// a change of the setting replaces the view with the one of another branch, so within one
    /// view the setting never changes.
    private func isSettingPinnedByEveryCreator(_ property: StoredProperty, of view: TypeInfo) -> Bool {
        guard case .appStorage(let key?)? = property.wrapper else { return false }
        let sites = uses.creations(of: view).filter { $0.context.placement != .preview }
        return !sites.isEmpty && sites.allSatisfy { site in
            guard let creator = site.context.owner, creator !== view,
                  let same = creator.storedProperties.first(where: { $0.wrapper == .appStorage(key: key) }) else { return false }
            return BranchPins.fix([same.name], at: site, index: index)
        }
    }

    /// Whether every chain of views creating the view branches on the same two-valued
    /// environment value (``ViewCoexistence/isDecided(environment:above:)``): within the view
    /// it never changes.
    private func isDecidedAbove(_ property: StoredProperty, of view: TypeInfo) -> Bool {
        guard case .environmentValue(let key)? = property.wrapper else { return false }
        return ViewCoexistence(index: index, uses: uses).isDecided(environment: key, above: view)
    }

    /// Whether the view's `@State` keeps the value it starts with in the app: the module creates
    /// the view (so its code is all there) and nothing in it assigns the state, mutates it or
    /// hands out its binding (`$isLoading`), so the branch it picks is picked once per view
    /// (Clendar's restore button shows its spinner under `isLoading`, which no code ever sets).
    /// A view created nowhere is a snippet or a library's, whose writes may not be shown.
    private func isNeverWritten(_ property: StoredProperty, of view: TypeInfo) -> Bool {
        property.wrapper == .state && uses.writes(of: property.name, in: view).isEmpty
            && uses.creations(of: view).contains { $0.context.placement != .preview }
    }

    /// Whether `name` is the view's `@State` that only its own appearance code sets, to a
    /// literal, once each time it appears or disappears (`.onAppear { isVisible = true }`).
    private func flipsOnlyOnAppearance(_ name: String, of view: TypeInfo) -> Bool {
        guard view.storedProperty(named: name)?.wrapper == .state else { return false }
        let writes = uses.writes(of: name, in: view)
        let handlers: Set<String> = ["onAppear", "onDisappear"]
        let index = index
        let appearance = HandlerWrites(view: view, index: index, uses: uses, actions: handlers) { handler in
            handler.callee.map(handlers.contains) == true && WriteRecurrence.runsOncePerAppearance(handler, index: index)
        }
        return !writes.isEmpty && writes.allSatisfy { $0.assignedLiteral != nil && appearance.isMadeOnAction($0) }
    }

    /// Dynamic properties whose purpose is to change while the view is shown. An environment
    /// key the module declares is not one: it changes only through the values the module's
    /// `.environment(\.key, …)` passes, which ``ValueVariability`` follows. Nor is a key neither
    /// SwiftUI nor the module declares (an imported library's, set by its own modifiers where
    /// the module applies them): nothing shows it changing.
    private func isOwnDynamicState(_ property: StoredProperty) -> Bool {
        switch property.wrapper {
        case .state?, .binding?, .focusState?, .gestureState?, .appStorage?, .sceneStorage?:
            return true
        case .environmentValue(let key)?:
            let isSwiftUIs = EnvironmentValuesCatalog.types[key] != nil || EnvironmentValuesCatalog.systemChangedKeys.contains(key)
            return isSwiftUIs && !EnvironmentValuesCatalog.stableKeys.contains(key) && !index.environmentKeys.contains(key)
        default:
            return false
        }
    }
}

private extension StoredProperty {
    /// "state", "a binding"…, for "`isEditing` is state".
    var wrapperDescription: String {
        switch wrapper {
        case .state?: return "state the view changes"
        case .binding?: return "a binding its parent changes"
        case .focusState?: return "focus state"
        case .gestureState?: return "gesture state"
        case .appStorage?, .sceneStorage?: return "a stored setting"
        default: return "environment data SwiftUI changes"
        }
    }
}
