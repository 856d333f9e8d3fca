/// `untracked-task-dependency`: a `.task` or `.onAppear` derives data from a value that can
/// change while the view stays on screen, and nothing re-runs the work when it does.
public enum UntrackedTaskDependencyRule {
    public static let id = "untracked-task-dependency"

    public static let rule = Rule(
        id: id,
        summary: "`.task`/`.onAppear` derives data from a value that can change while the view is on screen, and nothing re-runs it",
        rationale: """
        `.task { }` and `.onAppear { }` run when the view's render node appears. When the parent \
        re-renders the view with a new input (`url` in the talk's `MyAsyncImage`), SwiftUI updates \
        the existing node with the new value and re-runs `body`, but the task modifier has already \
        appeared: it is not started again, so the view keeps showing data for the old value. Tie \
        the work to the value: `.task(id: value)` cancels and restarts the task when the value \
        changes; `.onChange(of: value)` (with `initial: true` on iOS 17) runs again on every change; \
        `.id(value)` gives the view a new identity, so the old node (and its state) is replaced. \
        viewlint reports a value only where the module shows it changing: a place that creates \
        the view with a value that changes, a write of the view's own state, a model property \
        the app assigns. A value every creation site fixes (a literal, a row's element, a sheet's \
        item, a size class every layout above the view is picked by, a value a window's root loads \
        once before it shows the view), a one-time setup (filling an editable draft, setting focus, a guarded first load, \
        a load that runs only while the data is missing, work that runs only at a value of the \
        view's state that no write sets — `guard status == .loading` where the status only ever \
        becomes `.active` or `.inactive`, `if isEdit` where the only write ends the edit), a value the view sets on the spot as it appears, which its `.task`, started after, reads \
        (a map's region set in `onAppear`), work that ends by closing its view \
        (`dismiss()`, or clearing the flag of the sheet it sits in, even a moment later: it acts once), an input of work that another \
        `onChange` of the view already redoes, a value handed only to logging or to a hook that \
        works only in debug builds (a screenshot-test writer whose body is `#if DEBUG`), and a \
        read that happens later (after an `await`, in a callback, through a binding made for \
        later: rows holding `$replies`) through live storage are not reported. Nor are a baseline the view \
        compares with the value (`previous != current`), a write made on a screen the view \
        pushes (the view is covered meanwhile, and appears again — its work with it — when the \
        user comes back; not so for a split view's sidebar), or on another tab of a `TabView`, under \
        a full-screen cover, or in the `onDisappear` of a view around it (the view is away then too), \
        a tap under a scrim the view is shown above (a custom menu or popup drawn over \
        `Color.black.opacity(0.2).ignoresSafeArea()`, shown with it or dismissing it on a tap), \
        a write that puts back the same item refreshed, looked up by its own `id` (`order = \
        try await API.order(order.id)`), for work that reads only that `id`, \
        a write that only hands back the work's \
        own output (a color picker writing back the hue it split the color into, a settings \
        screen writing the preference back from the copy its appearance made), a change the \
        work makes itself, in its closure or a method of the view it calls (a player's setup \
        saving the subtitles choice it started from), a value the work only tests beside \
        state it fills, where the writer updates that state too (a reply appended to the \
        comments as the post's comment count goes up), or a change \
        whose writer hands the new value to the object the work calls itself, or redoes the \
        work (every place that flips a flag also sets the copy the appearance sets, or the \
        model property the work sets; a retry view of another module handed the binding with a \
        closure that loads again), or is a page the view shows only for the result the work \
        set (`case .bought:` of the state its appearance sets): a step of the flow that result \
        chose. A selection the user makes (`selected = track` in a row's tap action) is theirs, \
        like a draft: the appearance only starts it, unless the action applies it to one of \
        the view's inputs (`SimCtl.setLogging(simulator, …)`), whose setting it then mirrors. \
        A row's `onAppear` (or `.task` without an id) that asks where the row is in the data \
        (`if item.id == items.last?.id`), or hands the row to its model's code that asks \
        (`fetchMoreIfNeeded(currentID: item.id)`), loads the next page when the row scrolls \
        into view: the appearance is the event; so does a view placed after the rows of a lazy \
        stack or a `List` whose appearance asks the rows' model for more (an end-of-list \
        sentinel). An object handed down the environment (a container of the \
        app's services) is the same object, as an `@EnvironmentObject` is; its properties count \
        where the app sets them. A condition whose branches do the same, one inside \
        `withAnimation`, picks only how the change is animated, as does a condition on the \
        Reduce Motion setting (`if reduceMotion`) in work that sets only the view's own state: the \
        entrance has played; so does the setting handed to work that ends as a value \
        (`playScripted(reduceMotion: reduceMotion)`). (Starting a motion manager when it is off, \
        or a repeating timer, keeps going, and is reported.) \
        A write that removes the view is no change it sees: `commit = nil` where the view is shown \
        only while the selection is set, or results written after `isLoading = true` and an \
        `await` where the view is shown only while not loading (without a wait the flag is never \
        rendered), nor one made in the same update as such a write (`score = 0` beside \
        `isGameComplete = false`), nor one made only while the value is `nil` where `nil` removes \
        the view (a client made once, `if ndk == nil`), nor one the view makes only while the \
        part reading the value is gone (lists filled by a first load that runs only `if \
        lists.isEmpty`, or by a refresh that empties them first: the banner shown while there \
        are lists comes back with the new ones, and appears again), nor one made by code built only \
        where a flag of the view, fixed for it, has another value than where the work reads (a room \
        picker shown only when the form was not opened for a given room, whose title it loads). Work that hands a value to the module's methods depends \
        on the members they read (`fetchFiles(for: movie)` reading `movie.id`), and a value looked \
        up by its id (`movies.byId(id)`, whose body finds it by that key) keeps that id. A property \
        of a class SwiftUI cannot observe (not an `ObservableObject`, `@Observable` or SwiftData \
        `@Model`) changes behind its back: nothing makes the work run again for it. A model the view owns filling the fields its controls edit (`viewModel.load(item:)` \
        setting what `$viewModel.title` edits) fills a draft. \
        A struct that holds only services (`struct FavoritesService { let loader: any \
        FavoritesLoading }`) is a service, like an object handed down: a new one is not judged; so is \
        an environment value the module declares as one (`var libraryDataProvider: any LibraryDataProvider`). \
        An id built from a value's `rawValue` (or a URL's `absoluteString`) covers all of the \
        value's members (`timeframe.days`), and a value made new at each render of the parent \
        (`now: Date = Date()`) is that render's moment: restarting the work for it would redo it \
        at every update. When the same closure also fills drafts the user edits in a control \
        (`name = pin.name` beside `TextField("Name", text: $name)`), the advice moves only the work \
        into `.onChange(of:initial:)` or a `.task(id:)` of its own and keeps the fills where they \
        are, and a `.task` gets no `id:` fix: running all of it again would overwrite what the user entered.
        """,
        defaultSeverity: .warning,
        examples: UntrackedTaskDependencyExamples.all,
        check: check)

    static func check(_ context: ViewContext) -> [Finding] {
        guard let view = context.view, context.bodies.contains(where: { body in
            var found = false
            body.tree.forEachNode { node in
                if let name = node.modifier?.name, name == "task" || name == "onAppear" { found = true }
            }
            return found
        }) else { return [] }
        let scope = TaskDependencyScope(context: context, view: view)
        var uses: [Use] = []
        for body in context.bodies {
            visit(body.tree, tracked: Tracked(), body: body, locals: localValues(of: body, in: view), scope: scope, uses: &uses)
        }
        return leastReported(uses)
    }

    /// One place a `.task`/`.onAppear` is checked, and what it found there (`nil`: fully tracked).
    private struct Use {
        /// The file and offset of the modifier's name.
        let modifier: String
        let finding: Finding?
        let reported: Int
    }

    /// A `@ViewBuilder` member used by `body` is checked on its own and inside `body`, where an
    /// `.id(_:)` or `ForEach` above it may track more: keep, per modifier, the finding that names
    /// the fewest values — none at all when some use of it is fully tracked.
    private static func leastReported(_ uses: [Use]) -> [Finding] {
        var best: [String: Use] = [:]
        var order: [String] = []
        for use in uses {
            guard let existing = best[use.modifier] else {
                best[use.modifier] = use
                order.append(use.modifier)
                continue
            }
            if use.finding == nil || (existing.finding != nil && use.reported < existing.reported) { best[use.modifier] = use }
        }
        return order.compactMap { best[$0]?.finding }
    }

    /// What the nodes above a modifier track: the values of `.id(_:)` wrappers, and the data of
    /// `ForEach`es, whose rows come and go with it.
    private struct Tracked {
        var values: [[String]] = []
        /// The rows' data paths (`loader.items`): a value the data is read from (`loader`) is
        /// tracked too, since a new one brings new rows, which appear and run their work.
        var rowData: [[String]] = []
        /// Inside a `ForEach`'s rows.
        var isInRow = false
        /// The models whose data rows placed before this view in a lazy container show
        /// (`searchViewModel` of `ForEach(searchViewModel.rooms)`): the view appears when the
        /// user scrolls past them.
        var rowModelsAbove: Set<String> = []
        /// The node is a lazy container's content (the container, or the tuple of its items).
        var isLazyContent = false

        /// Values read whole that an id names through one of their members
        /// (``TaskDependencyScope/wholeValues(namedBy:)``).
        var wholeValues: [[String]] = []

        /// A value is tracked by an id of it or of what holds it, and, read whole, by an id
        /// built from a member that stands for it. (Another member the work reads itself,
        /// `document.title`, is not covered by `document.versionQueryID`.)
        func covers(_ path: [String]) -> Bool {
            values.contains { path.starts(with: $0) } || wholeValues.contains(path)
                || rowData.contains { path.starts(with: $0) || $0.starts(with: path) }
        }

        mutating func add(_ paths: [[String]], scope: TaskDependencyScope) {
            values += paths + scope.determinedValues(namedBy: paths)
            wholeValues += scope.wholeValues(namedBy: paths)
        }
    }

    /// The `let`s at the top of a body or `@ViewBuilder` member (`let items = loader.items`), by
    /// name: a `ForEach` over one iterates what it was set to.
    private static func localValues(of body: ViewBody, in view: TypeInfo) -> [String: Expr] {
        let statements = view.computedProperty(named: body.member)?.body
            ?? view.methods(named: body.member).first?.declaration.body?.statements ?? []
        var values: [String: Expr] = [:]
        for statement in statements {
            guard case .declaration(let decl) = statement.kind, case .variable(let variable) = decl.kind, variable.isLet else { continue }
            for binding in variable.bindings {
                guard let initializer = binding.initializer, case .identifier(let name) = binding.pattern.kind else { continue }
                values[name] = initializer
            }
        }
        return values
    }

    /// A `let` of a builder closure around `offset` (`LazyVStack { let results =
    /// Array(viewModel.searchResults.enumerated()); ForEach(results, …) }`), the innermost.
    private static func builderLocal(named name: String, around offset: Int, of body: ViewBody, in view: TypeInfo) -> Expr? {
        let statements = view.computedProperty(named: body.member)?.body
            ?? view.methods(named: body.member).first?.declaration.body?.statements ?? []
        var found: Expr?
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard case .closure(let closure) = expr.kind, expr.range.contains(offset) else { return }
            if let value = SyntaxWalk.boundValues(in: closure.body, nested: false).last(where: { $0.name == name })?.value,
               value.range.end <= offset {
                found = value
            }
        }
        return found
    }

    /// Walks a tree, remembering what the nodes above track.
    private static func visit(_ node: StaticView, tracked: Tracked, body: ViewBody, locals: [String: Expr], scope: TaskDependencyScope,
                              uses: inout [Use]) {
        var tracked = tracked
        if let modifier = node.modifier {
            if modifier.name == "id", let value = modifier.argument(nil)?.value {
                tracked.add(scope.paths(of: value), scope: scope)
            }
            if modifier.name == "task" || modifier.name == "onAppear", modifier.isWritten(in: scope.context.file(body.fileIndex)) {
                let result = check(modifier: modifier, node: node, tracked: tracked, body: body, scope: scope)
                uses.append(Use(modifier: "\(body.fileIndex):\(modifier.nameRange.start)", finding: result.finding,
                                reported: result.reported))
            }
        }
        if node.headName == "ForEach" || node.headName == "List", var data = node.arguments.first(where: { $0.label == nil })?.value {
            if case .identifier(let name) = data.kind,
               let value = locals[name] ?? builderLocal(named: name, around: node.range.start, of: body, in: scope.view) {
                data = value
            }
            tracked.rowData += scope.paths(of: data)
            tracked.isInRow = true
        }
        // The items of a lazy container, in order: each after a `ForEach` follows its rows.
        let holdsLazyItems = ViewCatalog.lazyContainers.contains(node.headName) || (tracked.isLazyContent && node.headName == "TupleView")
        var childTracked = tracked
        childTracked.isLazyContent = holdsLazyItems
        for child in node.children {
            visit(child, tracked: childTracked, body: body, locals: locals, scope: scope, uses: &uses)
            if holdsLazyItems, child.headName == "ForEach", let data = child.arguments.first(where: { $0.label == nil })?.value {
                childTracked.rowModelsAbove.formUnion(scope.paths(of: data).filter { $0.count > 1 }.map { $0[0] })
            }
        }
    }

    /// Whether code starts work that keeps running: a loop, a repeating timer, a subscription.
    private static func keepsRunning(_ statements: [Stmt]) -> Bool {
        func loops(_ statements: [Stmt]) -> Bool {
            statements.contains { statement in
                switch statement.kind {
                case .forIn, .whileStmt, .repeatWhile: return true
                default: return SyntaxWalk.childBlocks(of: statement).contains(where: loops)
                }
            }
        }
        var found = loops(statements)
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard !found else { return }
            switch expr.kind {
            case .closure(let closure): found = loops(closure.body)
            case .call(let call): found = CallMeaning.lastName(call.callee).map(StandardTypeCatalog.ongoingWorkCalls.contains) ?? false
            default: break
            }
        }
        return found
    }

    /// `@Environment(\.accessibilityReduceMotion)`: a condition on it, in work that sets only
    /// the view's own state, picks how the appearance is animated (a splash's burst, or a plain
    /// fade), which has played by the time it changes.
    /// So is a plain input every creator fills from its own setting (`BuildWipeText(…,
    /// reduceMotion: reduceMotion)`).
    private static func isMotionPreference(_ property: StoredProperty, of view: TypeInfo, context: ViewContext, depth: Int = 0) -> Bool {
        if case .environmentValue(let key)? = property.wrapper { return EnvironmentValuesCatalog.motionPreferenceKeys.contains(key) }
        guard property.wrapper == nil, depth < 4 else { return false }
        let sites = context.uses.creations(of: view).filter { $0.context.placement != .preview }
        let mapping = InitializerMapping(view: view, index: context.index)
        return !sites.isEmpty && sites.allSatisfy { site in
            guard let root = mapping.value(of: property, in: site.call)?.passedArgument?.memberPath?.last,
                  let creator = site.context.owner, let passed = creator.storedProperty(named: root) else { return false }
            return isMotionPreference(passed, of: creator, context: context, depth: depth + 1)
        }
    }

    /// A value the work reads that can change, with what shows it.
    struct Untracked {
        let path: [String]
        let read: WorkRead
        let property: StoredProperty
        let evidence: ChangeEvidence?
    }

    private static func check(modifier: ModifierApplication, node: StaticView, tracked: Tracked, body: ViewBody,
                              scope: TaskDependencyScope) -> (finding: Finding?, reported: Int) {
        guard let closure = node.closures.first(where: { $0.role == modifier.name }) else { return (nil, 0) }
        let work = scope.work(of: closure)
        guard work.hasWork, !work.runsOnce else { return (nil, 0) }
        // Work followed by the view's own dismissal (`updateAndToast(…); onClose()`) is done
        // once: the view is gone before anything it read can change.
        if let statements = closure.closure?.body,
           DismissingActions(view: scope.view, index: scope.context.index, uses: scope.context.uses).endsByDismissing(statements, fileIndex: body.fileIndex) {
            return (nil, 0)
        }
        // A row's `onAppear` (or `.task` without an id) that first asks where the row is in the
        // data (`if item.id == items.last?.id`) is started by the row scrolling into view — the
        // next page loads when the last row shows: the event is the appearance, not a value it reads.
        let isAppearance = modifier.name == "onAppear" || modifier.argument("id") == nil
        if isAppearance, tracked.isInRow,
           work.reads.contains(where: { read in read.isCondition && tracked.rowData.contains { read.path.starts(with: $0) } })
            || closure.closure.map({ RowAppearances.asksForTheEnd($0.body, view: scope.view) }) == true {
            return (nil, 0)
        }
        // Or hands the row to the rows' model, which asks (`fetchMoreIfNeeded(currentID: gist.id)`).
        if isAppearance, tracked.isInRow, let statements = closure.closure?.body,
           RowAppearances.handsRow(in: statements, rowLocals: closure.locals,
                                   models: Set(tracked.rowData.filter { $0.count > 1 }.map { $0[0] }),
                                   view: scope.view, index: scope.context.index) {
            return (nil, 0)
        }
        // A view after a lazy list's rows whose appearance asks the rows' model for more
        // (`Color.clear.onAppear { model.loadRooms(filter: filter) }` below `ForEach(model.rooms)`)
        // is the end-of-list trigger: the user scrolling to the end is the event.
        if isAppearance, !tracked.rowModelsAbove.isDisjoint(with: work.calledReceivers) {
            return (nil, 0)
        }
        let idValue = modifier.argument("id")?.value
        var tracked = tracked
        if let idValue { tracked.add(scope.paths(of: idValue), scope: scope) }
        var otherReactions: [TaskDependencyScope.Reaction] = []
        var isRedoneElsewhere = false
        var isRedoneOnViewData = false
        for reaction in scope.reactions where reaction.range != modifier.nameRange {
            if work.isRedone(by: reaction.work) || work.isKeptCurrent(by: reaction.work) {
                isRedoneElsewhere = true
                isRedoneOnViewData = isRedoneOnViewData || reaction.paths.contains { scope.view.storedProperty(named: $0[0]) != nil }
                // An `onReceive` that redoes the work is the view's own refresh signal.
                guard !reaction.isReceive else { return (nil, 0) }
                tracked.add(reaction.paths, scope: scope)
            } else if work.sharesReceiver(with: reaction.work) {
                // The value's changes are handed to the same model by another entry point
                // (`.onChange(of: searchText) { model.update(searchText:) }`): handled.
                tracked.add(reaction.paths, scope: scope)
            } else if !reaction.isInferred {
                otherReactions.append(reaction)
            }
        }
        // State that nothing of the view reads shows nothing, however stale (winston's image
        // picker fills `uiImage`, which its body shadows with a local of the same name).
        let writtenRoots = work.writtenState.union(scope.dependencies.storedWrites(of: closure.accesses))
            .intersection(scope.readProperties)
        // Work that reaches nothing the view shows and waits for nothing — it only reports an
        // event, like a "screen shown" analytics call — leaves no stale result; running it on
        // every change would repeat the event.
        guard !writtenRoots.isEmpty || work.writesOutside || work.awaits
                || !work.calledReceivers.isDisjoint(with: scope.shownProperties) else { return (nil, 0) }
        // What a poll of the work reads again after each wait (`refreshDisplayedNodes()` in a
        // `while !Task.isCancelled` loop): a first read of the same value before the loop is
        // followed by those. (A single later read, or a logged one, follows nothing.)
        let polls = closure.closure.map { TaskWorkAnalyzer.pollRanges(in: $0.body) } ?? []
        let readLater = Set(work.reads.filter { read in
            read.isLate && !read.isIncidental && polls.contains { $0.contains(read.range) }
        }.map(\.path))
        var untracked: [Untracked] = []
        var shownPaths: Set<[String]> = []
        let handlers = ActionHandlers(view: scope.view, index: scope.context.index, uses: scope.context.uses)
        // "Load if missing" (`guard items.isEmpty else { return }` before a load, or `if
        // cachedSize == nil` before work that hands the size to the parent, which fills it):
        // when the value appears, running again would skip the load, so it does not drive the
        // work. When a reaction redoes the work, a value read only by its guard is not what drives it.
        let loads = !work.outsideEffects.isEmpty || work.callsHandedClosure
        // A condition that only picks whether the same change is animated (`if reduceMotion`).
        let animationChoices = closure.closure.map {
            AnimationOnlyChoices.conditionRanges(in: $0.body, file: scope.context.file(body.fileIndex))
        } ?? []
        // Work that only sets the view's own state (an entrance animation) has played by the
        // time a motion setting changes; starting an object (a motion manager), a repeating
        // timer or a loop keeps going.
        let keepsRunning = closure.closure.map { Self.keepsRunning($0.body) } ?? true
        let animatesOnlyItself = work.calledReceivers.isEmpty && !work.writesOutside && !keepsRunning
        for read in work.reads where !read.isIncidental && !read.isFirstFill && !(read.isPresenceTest && loads)
            && !(read.isCondition && isRedoneElsewhere)
            && !(read.isCondition && animationChoices.contains { $0.contains(read.range) }) {
            guard let property = scope.view.storedProperty(named: read.path[0]),
                  !(read.isCondition && Self.isMotionPreference(property, of: scope.view, context: scope.context) && animatesOnlyItself),
                  // Handed to the work as a value (`playScripted(reduceMotion: reduceMotion)`),
                  // the setting only paces work that ends; a loop or a repeating timer goes on.
                  !(!read.isCondition && Self.isMotionPreference(property, of: scope.view, context: scope.context) && !keepsRunning),
                  !(read.passingLiteral.map { scope.neverReturns(to: $0, property) } ?? false),
                  !writtenRoots.contains(read.path[0]),
                  // A draft the user commits (a query typed, then `.onSubmit { search() }`, the
                  // method that reads it) is applied when they commit it: redoing the work at
                  // each keystroke would not be.
                  !((read.via.last.map(handlers.isRunByTheUser) ?? false) && handlers.isSetOnlyByTheUser(property.name)),
                  !tracked.covers(read.path),
                  !((read.isLate || readLater.contains(read.path)) && scope.isLiveStorage(property)),
                  !(read.isCallReceiver && !scope.isKnownValueType(property)), !scope.isServiceInput(property),
                  // A plain input of work that a reaction redoes on another of the view's
                  // values: the parent hands it down, and whether it changes with that value
                  // (the selected tab and the URL of its file) cannot be read from the code. A
                  // reaction to the view's layout (`geometry.size.height`) is not where the
                  // parent's value comes from.
                  !(isRedoneOnViewData && scope.isPlainValueInput(property)) else { continue }
            let followed = tracked
            // A value made new at each of the parent's renders (`now: Date = Date()`) is the
            // moment of that render: restarting the work for it would redo it at every update.
            let inStep = scope.resultsTestedBeside(read, work: work, closure: closure, closureFile: body.fileIndex)
            guard let change = scope.change(of: property, path: read.path, work: work, closure: closure, closureFile: body.fileIndex,
                                            readRange: read.range, inStep: inStep, covered: { followed.covers($0) }),
                  change.evidence?.isFreshValue != true else { continue }
            let shown = scope.displayPath(read.path)
            if shownPaths.insert(shown).inserted {
                untracked.append(Untracked(path: shown, read: read, property: property, evidence: change.evidence))
            }
        }
        // A copy the view compares with the value is a baseline, meant to lag.
        if !untracked.isEmpty, let statements = closure.closure?.body ?? closure.method.flatMap({
            scope.view.methods(named: $0).first?.declaration.body?.statements
        }) {
            let baselined = BaselineCopies(view: scope.view).baselined(in: statements)
            // A copy of an `Identifiable` value's id (`fetched = movie.id`, compared to skip
            // the work for the same movie) makes the work once per identity, by design: the
            // value's other fields refresh under the same id.
            let keyed = baselined.filter { $0.count == 2 && $0[1] == "id" }.map { [$0[0]] }.filter(scope.isIdentifiable)
            untracked.removeAll { entry in
                baselined.contains(entry.path) || baselined.contains(entry.read.path) || keyed.contains { entry.read.path.starts(with: $0) }
            }
        }
        guard !untracked.isEmpty else { return (nil, 0) }
        // The drafts filled beside the work that the user edits in a control: kept out of the advice.
        let editedFills = work.filledDrafts.intersection(EditedState.properties(of: scope.view))
        let finding = UntrackedTaskDependencyMessages.finding(
            for: untracked, reads: work.reads, modifier: modifier, hasID: idValue != nil, filledDrafts: editedFills, body: body, scope: scope,
            unrelatedReactions: otherReactions.filter { reaction in
                untracked.contains { entry in reaction.paths.contains { entry.path.starts(with: $0) } }
            })
        return (finding, untracked.count)
    }
}
