/// What `untracked-task-dependency` knows about one view while checking it: its members'
/// dependencies, what its closures do, which values can change while it is on screen (and
/// where the module shows it), and the `onChange`/`onReceive` reactions it has.
final class TaskDependencyScope {
    let context: ViewContext
    let view: TypeInfo
    let dependencies: MemberDependencies
    let analyzer: TaskWorkAnalyzer
    let variability: ValueVariability
    let types: ExpressionTypes
    private let handlers: HandlerLocator

    init(context: ViewContext, view: TypeInfo) {
        self.context = context
        self.view = view
        dependencies = MemberDependencies(type: view)
        analyzer = TaskWorkAnalyzer(view: view, index: context.index, uses: context.uses, dependencies: dependencies)
        variability = ValueVariability(index: context.index, uses: context.uses)
        types = ExpressionTypes(index: context.index)
        handlers = HandlerLocator(view: view, index: context.index)
    }

    /// The work a modifier's closure (or method reference) does.
    func work(of closure: ClosureSummary) -> TaskWork {
        if let syntax = closure.closure { return analyzer.work(of: syntax, locals: closure.locals) }
        guard let name = closure.method else { return TaskWork() }
        return analyzer.work(ofMethod: name)
    }

    // MARK: Tracked values

    /// The stored paths an expression reads (an `id:`, an `.id(_:)`, `onChange(of:)`'s value,
    /// a `ForEach`'s data). `x.id` of an `Identifiable` value stands for `x`.
    func paths(of expr: Expr) -> [[String]] {
        var paths = dependencies.storedReads(of: AccessCollector.accesses(in: expr, owner: view)).map(\.path)
        for path in paths where path.count >= 2 && path.last == "id" {
            let base = Array(path.dropLast())
            if isIdentifiable(base) { paths.append(base) }
        }
        return paths
    }

    /// The values an id names through a member that stands for the whole value: `filter` for
    /// `filter.description`, `document` for `document.versionQueryID`, a property
    /// the module declares on the value's own type (made to key the work). A standard type's
    /// part (`url.host`, `query.isEmpty`, `items.count`) or a type viewlint cannot see leaves
    /// the rest of the value untracked.
    func wholeValues(namedBy paths: [[String]]) -> [[String]] {
        paths.compactMap { path in
            guard path.count >= 2, let member = path.last else { return nil }
            let base = Array(path.dropLast())
            if member == "description" { return base }
            guard let declared = typeOfPath(base), let type = types.type(named: declared, in: view),
                  type.storedProperty(named: member) != nil || type.computedProperty(named: member) != nil else { return nil }
            return base
        }
    }

    /// The values an id names through a member that determines the value and so all its other
    /// members: `timeframe` for `timeframe.rawValue` (its `days` follow), `url` for
    /// `url.absoluteString`, `id` for `id.uuidString`, a `FilePath` `path` for `path.string`.
    func determinedValues(namedBy paths: [[String]]) -> [[String]] {
        paths.compactMap { path in
            guard path.count >= 2, let member = path.last else { return nil }
            let value = Array(path.dropLast())
            if Self.determiningMembers.contains(member) { return value }
            guard case .named(let components)? = typeOfPath(value)?.unwrappingOptionals.kind, let type = components.last?.name.text,
                  StandardTypeCatalog.losslessForms[type] == member else { return nil }
            return value
        }
    }

    /// Members from which the whole value can be made again, whatever its type.
    private static let determiningMembers: Set<String> = ["rawValue", "absoluteString", "uuidString"]

    /// Whether the value at a path is `Identifiable` (its `id` identifies it): a module type that
    /// conforms, or a type viewlint cannot see.
    func isIdentifiable(_ path: [String]) -> Bool {
        guard let type = typeOfPath(path) else { return true }
        return context.index.conforms(type, to: "Identifiable", in: view) ?? true
    }

    /// The modifiers that redo work when a value changes, with the label of that value.
    private static let reactionLabels: [String: String?] = ["onChange": "of", "onReceive": nil, "task": "id"]

    /// An `onChange(of:)`, `onReceive` or `task(id:)` of the view, with what it watches and what it does.
    struct Reaction {
        let paths: [[String]]
        let work: TaskWork
        let range: SourceRange
        let description: String
        let fileIndex: Int
        /// An `onReceive`: it reacts to a publisher, not to one value.
        let isReceive: Bool
        /// A modifier of a library the module does not hold, read as a reaction by its shape
        /// (``inferredReaction(_:node:body:)``): counted only where it redoes the work.
        var isInferred = false
    }

    /// The stored properties something of the view reads (its body, its methods, its actions).
    private(set) lazy var readProperties: Set<String> = dependencies.readRoots()

    /// The stored properties the view's body reads while it is built: what it shows.
    private(set) lazy var shownProperties: Set<String> = ParentUpdateSources.bodyReads(of: view)

    private(set) lazy var reactions: [Reaction] = {
        var reactions: [Reaction] = []
        for body in context.bodies {
            let file = context.file(body.fileIndex)
            body.tree.forEachNode { node in
                // (A helper from another file built inline reports its reactions from its own body.)
                guard let modifier = node.modifier, modifier.isWritten(in: file) else { return }
                if Self.reactionLabels[modifier.name] == nil, let inferred = inferredReaction(modifier, node: node, fileIndex: body.fileIndex) {
                    reactions.append(inferred)
                    return
                }
                if let listener = streamListener(modifier, node: node, fileIndex: body.fileIndex) {
                    reactions.append(listener)
                    return
                }
                // `.task(id:)` runs its work again when its id changes, as an `onChange` would.
                guard let label = Self.reactionLabels[modifier.name],
                      let argument = modifier.argument(label), let closure = node.closures.first(where: { $0.role == modifier.name })
                else { return }
                let description = "." + modifier.name + "(" + file.text(argument.range) + ")"
                reactions.append(Reaction(paths: paths(of: argument.value), work: work(of: closure), range: modifier.nameRange,
                                          description: description, fileIndex: body.fileIndex, isReceive: modifier.name == "onReceive"))
            }
        }
        return reactions
    }()

    /// A `.task` without an id that listens to a stream (`for await playlist in
    /// service.updates() { … }`): what its loop does runs again at each element, like an
    /// `onReceive`'s closure. Work it redoes is refreshed by the stream.
    private func streamListener(_ modifier: ModifierApplication, node: StaticView, fileIndex: Int) -> Reaction? {
        guard modifier.name == "task", modifier.argument("id") == nil,
              let summary = node.closures.first(where: { $0.role == "task" }), let syntax = summary.closure else { return nil }
        var loopBodies: [Stmt] = []
        var loopLocals: [String] = []
        var pending = [syntax.body]
        while let statements = pending.popLast() {
            for statement in statements {
                if case .forIn(let loop) = statement.kind, loop.isAwait {
                    loopBodies += loop.body.statements
                    loopLocals += loop.pattern.boundNames.map(\.text)
                } else {
                    pending += SyntaxWalk.childBlocks(of: statement)
                }
            }
        }
        guard !loopBodies.isEmpty else { return nil }
        var loop = syntax
        loop.body = loopBodies
        return Reaction(paths: [], work: analyzer.work(of: loop, locals: summary.locals + loopLocals), range: modifier.nameRange,
                        description: ".task { for await … }", fileIndex: fileIndex, isReceive: true)
    }

    /// A modifier from a library (neither SwiftUI's nor the module's) handed one value and one
    /// closure that takes the new value: `.watch(value: activeFile?.id) { _ in … }`, an
    /// `onChange` wrapper, runs the closure when the value changes. Only a closure that redoes
    /// the work makes it count.
    private func inferredReaction(_ modifier: ModifierApplication, node: StaticView, fileIndex: Int) -> Reaction? {
        guard !ModifierCatalog.isKnown(modifier.name), !context.index.viewExtensionMethodNames.contains(modifier.name) else {
            return nil
        }
        let values = modifier.arguments.filter { !$0.value.isClosure }
        let closures = modifier.arguments.filter(\.value.isClosure)
        guard values.count == 1, closures.count == 1, case .closure(let closure) = closures[0].value.kind,
              closure.parameters?.isEmpty == false else { return nil }
        let summary = ClosureSummary(role: modifier.name, range: closures[0].value.range, owner: view, isMethodReference: false,
                                     closure: closure, method: nil, locals: node.closures.first?.locals ?? [])
        let description = "." + modifier.name + "(" + context.file(fileIndex).text(values[0].range) + ")"
        return Reaction(paths: paths(of: values[0].value), work: work(of: summary), range: modifier.nameRange, description: description,
                        fileIndex: fileIndex, isReceive: false, isInferred: true)
    }

    // MARK: What can change

    /// Storage a closure reads through at the moment of reading, so a later read sees the
    /// current value: state, bindings, the environment, stored settings, observed objects.
    func isLiveStorage(_ property: StoredProperty) -> Bool {
        guard let wrapper = property.wrapper else {
            return property.type.flatMap { types.type(named: $0, in: view) }.map { $0.kind == .class || $0.kind == .actor } ?? false
        }
        if case .other = wrapper { return false }
        return true
    }

    /// A value that can change, and what shows it (`nil` evidence: the module creates the view
    /// nowhere, so any caller may pass a changing value).
    struct Change {
        let evidence: ChangeEvidence?
    }

    /// Whether every place (previews aside) creating the view gives it a fresh identity
    /// (`.id(UUID())`): each update of the creator makes a new one.
    private var isRemadeOnEveryUpdate: Bool {
        let sites = context.uses.creations(of: view).filter { $0.context.placement != .preview }
        return !sites.isEmpty && sites.allSatisfy { site in site.explicitIdentities.contains { FreshValue.isFresh($0.value) } }
    }

    /// Whether the value at `path` can change while the view is on screen in a way `work` does
    /// not already follow; `nil` when it cannot.
    /// `covered`: whether the view already follows a path (an `onChange(of:)` of it).
    /// `readRange`: where in the closure the work reads it (a read made only under some flag
    /// of the view is not changed by code that exists only under another value of it).
    /// `inStep`: the state the work fills that the condition reading the value tests too
    /// (``resultsTestedBeside(_:work:closure:closureFile:)``).
    func change(of property: StoredProperty, path: [String], work: TaskWork, closure: ClosureSummary, closureFile: Int,
                readRange: SourceRange? = nil, inStep: Set<String> = [], covered: @escaping ([String]) -> Bool = { _ in false }) -> Change? {
        let coveredBelow: ([String]) -> Bool = { covered([property.name] + $0) }
        let followUp = WriterFollowUp(receivers: receiverTypes(of: work), results: modelResults(of: work),
                                      picked: work.assignedPaths.filter { !work.flagWrites.contains($0[0]) }, work: work, inStep: inStep)
        switch property.wrapper {
        case nil:
            if let type = property.type, isClosureType(type) { return nil }
            if let object = objectType(of: property) {
                // An object: its properties change where the app writes them. (Whether the
                // parent hands over another object is not judged: service objects, which are
                // passed around whole, would drown the rare data object that changes.)
                return modelChange(path.dropFirst(), of: object, through: view.qualifiedName + "." + property.name, followedUpBy: followUp, covered: coveredBelow,
                                   arguments: genericArguments(of: property, object: object))
            }
            guard let result = variability.inputVariability(property, of: view, reading: storedPart(of: property, path: path))
            else { return Change(evidence: nil) }
            return result.evidence.map { Change(evidence: $0) }
        case .state?, .focusState?, .gestureState?, .sceneStorage?:
            if let object = objectType(of: property) {
                return modelChange(path.dropFirst(), of: object, through: view.qualifiedName + "." + property.name, followedUpBy: followUp, covered: coveredBelow,
                                   arguments: genericArguments(of: property, object: object))
            }
            return ownChange(of: property, path: path, work: work, closure: closure, closureFile: closureFile, readRange: readRange)
        case .binding?:
            if let object = objectType(of: property) {
                return modelChange(path.dropFirst(), of: object, through: view.qualifiedName + "." + property.name, followedUpBy: followUp, covered: coveredBelow,
                                   arguments: genericArguments(of: property, object: object))
            }
            // Made with `.id(UUID())` everywhere, the view is made anew on each update of its
            // creator, which its own write through the binding causes: it appears again.
            if isRemadeOnEveryUpdate { return nil }
            if let own = ownChange(of: property, path: path, work: work, closure: closure, closureFile: closureFile, readRange: readRange) { return own }
            // The view's own writes through the binding are judged above: the parent's value
            // changing through them (the site's `$spaceIcon`) is not a change from outside.
            guard let result = variability.inputVariability(property, of: view, reading: storedPart(of: property, path: path),
                                                            echoing: [property.name])
            else { return Change(evidence: nil) }
            return result.evidence.map { Change(evidence: $0) }
        case .appStorage(let key)?:
            if let own = ownChange(of: property, path: path, work: work, closure: closure, closureFile: closureFile, readRange: readRange) { return own }
            // Other views writing the same key (a settings screen); this view's writes are judged above.
            // (A settings screen never shown with this view — another clause of the `switch`
            // that shows it — changes nothing it shows.)
            return variability.appStorageVariability(key: key, property: property, owner: view, skipping: view) { write in
                !followsUp(write, followUp) && canRunWhileShown(write.range, fileIndex: write.fileIndex, via: write.via)
            }.evidence.map { Change(evidence: $0) }
        case .environmentValue?:
            if let object = objectType(of: property) {
                return modelChange(path.dropFirst(), of: object, through: view.qualifiedName + "." + property.name, followedUpBy: followUp, covered: coveredBelow,
                                   arguments: genericArguments(of: property, object: object))
            }
            return variability.variability(ofStored: property, of: view).evidence.map { Change(evidence: $0) }
        case .stateObject?, .observedObject?, .environmentObject?, .environmentObservable?, .bindable?:
            guard let object = objectType(of: property) else { return nil }
            return modelChange(path.dropFirst(), of: object, through: view.qualifiedName + "." + property.name, followedUpBy: followUp, covered: coveredBelow,
                                   arguments: genericArguments(of: property, object: object))
        case .namespace?:
            return nil
        case .other(let name)?:
            return name == "Query" ? queryChange(of: property, work: work, closure: closure, closureFile: closureFile) : nil
        }
    }

    /// Whether no write of the view's own state ever sets it to `literal`: every write assigns
    /// other literals (`status = ok ? .active : .inactive`, `isEdit = false` once the edit is
    /// saved). Work that runs only at that literal (`guard status == .loading`, `if isEdit`)
    /// would find its guard closed if a change started it again, whatever the state started
    /// with, so the value is no input of it.
    func neverReturns(to literal: String, _ property: StoredProperty) -> Bool {
        guard property.wrapper == .state else { return false }
        return variability.effectiveWrites(of: property.name, in: view).allSatisfy { write in
            write.path == [property.name] && write.assignedValue(in: view)?.possibleLiterals.map { !$0.contains(literal) } == true
        }
    }

    /// The view's own state: it changes where the view writes it or hands it to a control,
    /// unless that code redoes the work itself (or runs only when the view is gone).
    private func ownChange(of property: StoredProperty, path: [String], work: TaskWork, closure: ClosureSummary,
                           closureFile: Int, readRange: SourceRange?) -> Change? {
        let writes = readPaths(of: property, path: path).flatMap { variability.effectiveWrites(of: property.name, in: view, affecting: $0) }
        for write in writes {
            if isMadeByTheWork(write.range, fileIndex: write.fileIndex, work: work, closure: closure, closureFile: closureFile)
                || isInAnotherClause(write, than: closure, closureFile: closureFile) || dismisses(after: write)
                || isMadeWhileAbsent(write, of: property, closure: closure, closureFile: closureFile)
                || (closure.role == "task" && isMadeAsTheViewAppears(write))
                || readRange.map({ isApart(write, fromTheReadAt: $0, in: closure) }) == true { continue }
            if property.wrapper == .binding, variability.removesView(write, through: property, of: view) { continue }
            let isBinding = isBindingHandOff(write)
            // Handed to a control that also redoes the work (`Slider(value: $sliderValue) { _ in
            // movedSlider() }`), or to a screen the view pushes, which covers it until the view
            // appears again.
            if isBinding, isHandedWithTheWork(write, work) || isHandedToAPushedScreen(write) || isCalledBackAfter(write, work) { continue }
            if !isBinding, let handler = handlers.handler(containing: write.range, fileIndex: write.fileIndex) {
                if handler.callee == "onDisappear" { continue }
                let handlerWork = self.work(of: handler)
                if work.isRedone(by: handlerWork) || echoes(write, in: handler, of: work)
                    || handsNewValueOn(write, in: handler, to: receiverTypes(of: work)) { continue }
                // It also changes a value whose `onChange` redoes the work.
                if !handlerWork.assigned.isDisjoint(with: watchedPaths(redoing: work).map { $0[0] }) { continue }
            }
            let description = !isBinding ? "`\(property.name)` is changed here"
                : write.via.map { "`\(property.name)` is handed to `\($0 == "init" ? ".init(…)" : $0)` here as a binding, which changes it" }
                ?? "`\(property.name)` is handed out as a binding here, so it changes from outside"
            return Change(evidence: ChangeEvidence(description: description, fileIndex: write.fileIndex, range: write.range))
        }
        return nil
    }

    /// The types of the objects the work calls: a writer calling one of them hands the value on.
    private func receiverTypes(of work: TaskWork) -> Set<String> {
        Set(work.calledReceivers.compactMap { view.storedProperty(named: $0) }.compactMap { types.type(of: $0, in: view)?.qualifiedName })
    }

    /// Whether a handler of the view that writes its state hands the new value to one of the
    /// objects the work calls, after the write (`selectedFilter = filter; await
    /// historyStore.loadHistory(filter: filter)` beside the work's `historyStore.loadAll(filter:
    /// selectedFilter, …)`): the object is brought up to date where the value changes.
    private func handsNewValueOn(_ write: PropertyWrite, in handler: HandlerLocator.Handler, to receivers: Set<String>) -> Bool {
        guard !receivers.isEmpty, let property = write.path.first else { return false }
        // The state, or what it was set to (`filter`).
        var names: Set<String> = [property]
        if let value = handler.assignedValue(to: write.range) {
            SyntaxWalk.expressions(in: value, intoClosures: false) { expr in
                if case .identifier(let name) = expr.kind { names.insert(name) }
            }
        }
        let code = CodeContext(owner: view, scope: nil, placement: .handedOver, fileIndex: write.fileIndex)
        var found = false
        SyntaxWalk.expressions(in: handler.statements, intoClosures: true) { expr in
            guard !found, expr.range.start > write.range.end, case .call(let call) = expr.kind,
                  case .memberAccess(let base, _, _) = call.callee.kind, let type = types.type(of: base, in: code),
                  receivers.contains(type.qualifiedName) else { return }
            found = call.allArguments.contains { argument in
                var mentions = false
                SyntaxWalk.expressions(in: argument.value, intoClosures: false) { inner in
                    if let name = inner.selfMemberName, names.contains(name) { mentions = true }
                }
                return mentions
            }
        }
        return found
    }

    /// Whether the view makes the write as it appears, before a `.task` of it starts: on the
    /// spot in one of its `onAppear`s, directly or in a method only they call (VistaBids' map
    /// sets its region from the listings in `setupInitialRegion()`, called by its `onAppear`,
    /// and its task reads the region set). Not after a wait, nor in a `Task` it starts.
    private func isMadeAsTheViewAppears(_ write: PropertyWrite) -> Bool {
        guard let member = context.index.memberLocator.member(at: write.range.start, fileIndex: write.fileIndex), member.type === view
        else { return false }
        // In a method: one that does not wait, writing on the spot.
        if case .method(let position) = member.kind {
            guard !view.methods[position].declaration.effects.isAsync, !SyntaxWalk.isInClosure(write.range.start, of: member.statements)
            else { return false }
        }
        let actions = ActionHandlers(view: view, index: context.index, uses: context.uses)
        guard let reaches = actions.handlers(running: write.range, fileIndex: write.fileIndex), !reaches.isEmpty else { return false }
        // (Each reach is the write itself, or the call of the method, in an `onAppear`'s closure
        // on a node that appears with the view: not a row's, nor one under an `if`.)
        return reaches.allSatisfy { reach in
            guard reach.handler.callee == "onAppear", reach.handler.closure != nil,
                  !SyntaxWalk.isInClosure(reach.range.start, of: reach.handler.statements),
                  let place = BranchPath.locate(offset: reach.handler.range.start, fileIndex: reach.handler.fileIndex, in: context.index),
                  place.path.steps.isEmpty,
                  let holder = context.index.memberLocator.member(at: reach.handler.range.start, fileIndex: reach.handler.fileIndex)
            else { return false }
            return !RowClosures.contain(reach.handler.range.start, in: holder.statements)
        }
    }

    /// Whether the code making the write is built only where a flag of the view, fixed for it,
    /// has another value than where the work reads: zzrit's room `Picker` sits under `if
    /// !contactThroughRoomView`, and the appearance reads the room only in the `else` of the same
    /// test (``ReadConditions``).
    private func isApart(_ write: PropertyWrite, fromTheReadAt range: SourceRange, in closure: ClosureSummary) -> Bool {
        guard let body = closure.closure?.body,
              let writer = BranchPath.locate(offset: write.range.start, fileIndex: write.fileIndex, in: context.index),
              writer.owner === view else { return false }
        let coexistence = ViewCoexistence(index: context.index, uses: context.uses)
        return ReadConditions.pins(at: range.start, in: body).contains { name, literal in
            guard let flag = view.storedProperty(named: name), flag.wrapper == nil,
                  let variability = variability.inputVariability(flag, of: view), variability.evidence == nil else { return false }
            return coexistence.removes(writer, assigning: literal, to: [name])
        }
    }


    /// Whether the view makes the write only while the part of its body holding the work is
    /// gone (``WritesWhileAbsent``): that part comes back with the new value and runs again.
    private func isMadeWhileAbsent(_ write: PropertyWrite, of property: StoredProperty, closure: ClosureSummary,
                                   closureFile: Int) -> Bool {
        guard property.wrapper == .state,
              let place = BranchPath.locate(offset: closure.range.start, fileIndex: closureFile, in: context.index) else { return false }
        return WritesWhileAbsent(view: view, index: context.index, uses: context.uses)
            .isAbsent(at: write.range.start, fileIndex: write.fileIndex, removing: place, property: property.name)
    }

    /// Whether the view makes the write in an action that then dismisses it (a sheet's OK
    /// button): it goes away with the change.
    private func dismisses(after write: PropertyWrite) -> Bool {
        DismissingActions(view: view, index: context.index, uses: context.uses).dismissesAfter(write.range, fileIndex: write.fileIndex)
    }

    /// The paths a read of `path` depends on: itself, or, for a member the module computes on a
    /// type it only extends (`item.unwrappedID` reading `id`), the members that one reads.
    private func readPaths(of property: StoredProperty, path: [String]) -> [[String]] {
        guard path.count > 1, let type = property.type, let foreign = ForeignMembers(of: type, in: context.index) else { return [path] }
        guard let members = foreign.readMembers(of: path[1]) else { return [[path[0]]] }
        return members.sorted().map { [path[0], $0] }
    }

    /// Whether code is part of the work itself: in its closure, or in a method of the view that
    /// only the work calls (hdrezka's player inserts the subtitles choice it starts from in
    /// `setupPlayer()`, which its `onAppear` calls). What the work changes is its output:
    /// running it again on that change would only feed the output back in. A method a button
    /// calls as well makes the button's change too.
    func isMadeByTheWork(_ range: SourceRange, fileIndex: Int, work: TaskWork, closure: ClosureSummary, closureFile: Int) -> Bool {
        if fileIndex == closureFile && closure.range.contains(range) { return true }
        guard let member = context.index.memberLocator.member(at: range.start, fileIndex: fileIndex), member.type === view else {
            return false
        }
        return isCalledOnlyByTheWork(member.name, work: work, closure: closure, closureFile: closureFile, depth: 0)
    }

    /// Whether every call of the view's method `name` is made by the work: in its closure, or
    /// in a method only the work calls in turn.
    private func isCalledOnlyByTheWork(_ name: String, work: TaskWork, closure: ClosureSummary, closureFile: Int, depth: Int) -> Bool {
        guard depth < Self.maximumCallerDepth, work.calledMethods.contains(name),
              let calls = context.uses.calls[FunctionKey(owner: view.qualifiedName, name: name)], !calls.isEmpty else { return false }
        return calls.allSatisfy { call in
            if call.context.fileIndex == closureFile && closure.range.contains(call.range) { return true }
            guard let caller = context.index.memberLocator.member(at: call.range.start, fileIndex: call.context.fileIndex),
                  caller.type === view, caller.name != name else { return false }
            return isCalledOnlyByTheWork(caller.name, work: work, closure: closure, closureFile: closureFile, depth: depth + 1)
        }
    }

    /// Whether a write only hands back what the work itself produced, so it is no change the
    /// work should follow: it is made in an `onChange` of values the work assigns (saving the
    /// restored console state), or assigns a value computed from those alone (a color picker
    /// writing back the hue and brightness it split the color into). Running the work again
    /// would only feed its own output back in.
    private func echoes(_ write: PropertyWrite, in handler: HandlerLocator.Handler, of work: TaskWork) -> Bool {
        if handler.callee == "onChange", let watched = handler.call?.arguments.first(where: { $0.label?.text == "of" })?.value {
            // What it watches is what the work assigns (`emojiManager.selectedEmoji`, not the
            // same object's `recentEmoji`).
            let watchedPaths = paths(of: watched)
            if !watchedPaths.isEmpty, watchedPaths.allSatisfy({ path in work.assignedPaths.contains { path.starts(with: $0) } }) {
                return true
            }
        }
        guard let assignedValue = handler.assignedValue(to: write.range) else { return false }
        let roots = Set(AccessCollector.accesses(in: assignedValue, owner: view).map(\.root)).filter { view.storedProperty(named: $0) != nil }
        return !roots.isEmpty && roots.isSubset(of: work.assigned)
    }

    /// Whether a write sits in another clause of an `if`/`switch` of the view than the
    /// appearance closure (`case .share: ShareButton(task: $shareTask)` beside `case .editClip:
    /// … .onAppear { shareTask?.cancel() }`): it is made while the closure's branch is gone, and
    /// entering that branch again runs the closure with the new value.
    private func isInAnotherClause(_ write: PropertyWrite, than closure: ClosureSummary, closureFile: Int) -> Bool {
        ViewCoexistence(index: context.index, uses: context.uses)
            .neverRuns(atOffset: write.range.start, fileIndex: write.fileIndex, whileShowing: closure.range.start, in: closureFile)
    }

    /// A property of a model the view observes (or holds): it changes where view code of the
    /// module assigns it (a picker, a toggle, an action), not where the model fills in its own
    /// results — nor in a model method a view calls: counting those (codeapp's `loadFolder`)
    /// found one true change for fifteen false ones on real apps, since whether that view and
    /// this one are ever on screen together, or the call site updates its own copy, is beyond
    /// what viewlint can tell. A property holding another object is followed into that object
    /// (`services.settings.quality`): writes of the inner object's properties do not replace it.
    /// An empty path (the object itself) does not change: the object stays the same one.
    /// `instance`: the view property the object is read through (`EditFolderView.model`): a
    /// view's own object is seen only through the properties it is handed to.
    /// `arguments`: the types the instance gives `type`'s generic parameters (`Extra` of
    /// `Entity<Extra>` is `PostExtras` for a `Post`).
    private func modelChange(_ path: ArraySlice<String>, of type: TypeInfo, through instance: String?,
                             followedUpBy followUp: WriterFollowUp, covered: @escaping ([String]) -> Bool,
                             arguments: [String: TypeRef] = [:]) -> Change? {
        guard let name = path.first, canBeObserved(type) else { return nil }
        func evidence(_ writes: [PropertyWrite], of field: String) -> Change? {
            let write = writes.first { write in
                write.isFromView && canReach(write, instance)
                    && canRunWhileShown(write.range, fileIndex: write.fileIndex, via: write.via) && !followsUp(write, followUp)
                    && !dismisses(after: write)
            }
            return write.map { Change(evidence: ChangeEvidence(description: "`\(type.name).\(field)` is changed here",
                                                               fileIndex: $0.fileIndex, range: $0.range)) }
        }
        if let property = type.storedProperty(named: name), let inner = memberType(property, of: type, arguments: arguments),
           inner.kind == .class || inner.kind == .actor {
            if let replaced = evidence(variability.effectiveWrites(of: name, in: type).filter { $0.path.count == 1 }, of: name) {
                return replaced
            }
            return modelChange(path.dropFirst(), of: inner, through: type.qualifiedName + "." + name, followedUpBy: followUp,
                               covered: { covered([name] + $0) })
        }
        // A stored property is changed by writes that reach the part read (`config.memory = …`
        // leaves `config.systemType` alone); a computed one by any write of what it reads.
        var reads: [[String]] = [[name] + variability.storedFields(Array(path.dropFirst()), below: name, of: type)]
        if type.storedProperty(named: name) == nil, type.computedProperty(named: name) != nil {
            let stored = dependencies(of: type).storedReads(of: [MemberAccess(path: [name], range: SourceRange(0, 0), kind: .read)])
            // (Set itself, too: a setting whose setter keeps it in `UserDefaults`.) What it is
            // computed from that the view already follows (`onChange(of: service.timeWindowEnd)`
            // beside a read of `service.timeWindowEndDate`) redoes the work itself.
            reads = [[name]] + Array(Set(stored.map { $0.path[0] })).sorted().filter { !covered([$0]) }.map { [$0] }
        }
        for read in reads {
            if let change = evidence(variability.effectiveWrites(of: read[0], in: type, affecting: read), of: read[0]) { return change }
        }
        return nil
    }

    /// The module type a property of `type` holds, its generic parameter replaced by what the
    /// instance gives it (`var extras: Extra?` of a `Post`, `typealias Post = Entity<PostExtras>`).
    private func memberType(_ property: StoredProperty, of type: TypeInfo, arguments: [String: TypeRef]) -> TypeInfo? {
        if let known = types.type(of: property, in: type) { return known }
        guard let declared = property.type?.unwrappingOptionals, case .named(let components) = declared.kind, components.count == 1,
              let argument = arguments[components[0].name.text] else { return nil }
        return types.type(named: argument, in: nil)
    }

    /// The generic arguments a view property's type gives the class it holds: `[Extra:
    /// PostExtras]` for `var post: Post` (or `= Post()`) where `typealias Post = Entity<PostExtras>`.
    private func genericArguments(of property: StoredProperty, object: TypeInfo) -> [String: TypeRef] {
        guard !object.genericParameters.isEmpty else { return [:] }
        let written = property.type ?? property.defaultValue.flatMap(ExpressionTypes.constructedTypeName).map { name in
            TypeRef(.named(name.split(separator: ".").map { TypeComponent(name: Name(String($0), range: property.nameRange), genericArguments: []) }),
                    range: property.nameRange)
        }
        guard let written, case .named(let components) = context.index.resolved(written, in: view).unwrappingOptionals.kind,
              let arguments = components.last?.genericArguments, arguments.count == object.genericParameters.count else { return [:] }
        return Dictionary(zip(object.genericParameters.map(\.name.text), arguments), uniquingKeysWith: { first, _ in first })
    }

    /// What a writer of a value the work reads may do that keeps the work's outcome up to date
    /// itself, or that makes the write part of the outcome.
    struct WriterFollowUp {
        /// The module types whose methods the work calls.
        let receivers: Set<String>
        /// The model properties the work assigns, as `Type.property` (`AppState.licensingState`).
        let results: Set<String>
        /// The paths of the view the work assigns, flags left out (`["appState", "licensingState"]`).
        let picked: Set<[String]>
        /// The work itself.
        let work: TaskWork
        /// The state the work fills that its conditions test beside the value, when the value
        /// is read only by such a condition (``resultsTestedBeside(_:work:closure:closureFile:)``).
        let inStep: Set<String>
    }

    /// Whether a writer follows the change up itself (``handsOn(_:to:)``, or a handler of this
    /// view that redoes the work), or is part of the flow the work's result picked
    /// (``isInFlowOfResult(_:picked:)``).
    private func followsUp(_ write: PropertyWrite, _ followUp: WriterFollowUp) -> Bool {
        isInFlowOfResult(write, picked: followUp.picked) || handsOn(write, to: followUp)
            || isRedoneWhereWritten(write, followUp.work) || isHandedWithTheWork(write, followUp.work)
            || copiesBack(write, followUp.work) || keepsTheResultInStep(write, followUp.inStep)
    }

    /// The state the work fills (writes in its closure or the methods it calls) that the
    /// conditions around a condition's read also test: minty's post detail loads the comments
    /// when `comments.count != post.commentCount`, through a method that checks
    /// `post.commentCount > 0`. The work asks whether its result is out of date. Empty for a
    /// read the work uses as a value.
    func resultsTestedBeside(_ read: WorkRead, work: TaskWork, closure: ClosureSummary, closureFile: Int) -> Set<String> {
        guard read.isCondition, let statements = closure.closure?.body else { return [] }
        var tested = Set<String>()
        func visit(_ statements: [Stmt]) {
            for statement in statements where statement.range.contains(read.range) {
                for condition in SyntaxWalk.conditions(of: statement) {
                    guard case .expression(let expr) = condition.kind else { continue }
                    tested.formUnion(AccessCollector.accesses(in: expr, owner: view).map(\.root))
                }
                SyntaxWalk.childBlocks(of: statement).forEach(visit)
            }
        }
        visit(statements)
        // Filled by code the work runs: its closure, or a method it calls (which others may call too).
        return tested.filter { root in
            root != read.path[0] && view.storedProperty(named: root) != nil && context.uses.writes(of: root, in: view).contains { write in
                if write.fileIndex == closureFile && closure.range.contains(write.range) { return true }
                guard let member = context.index.memberLocator.member(at: write.range.start, fileIndex: write.fileIndex) else { return false }
                return member.type === view && work.calledMethods.contains(member.name)
            }
        }
    }

    /// A write that sets state to a fixed value (`comments = []`, `count = 0`) or empties it
    /// (`comments.removeAll()`, which the module's uses record as an assignment of nothing).
    private func isReset(_ write: PropertyWrite) -> Bool {
        guard write.change == .assignment, !write.isBindingHandOff(in: context.index) else { return false }
        if write.assignedLiteral != nil { return true }
        switch write.assignedValue(in: view)?.kind {
        case nil: return true
        case .arrayLiteral(let elements)?: return elements.isEmpty
        case .dictionaryLiteral(let elements)?: return elements.isEmpty
        default: return false
        }
    }

    /// Whether the code making a write updates, in the same handler, state the work fills and
    /// tests beside the value (`inStep`): minty's reply callback inserts the reply into
    /// `comments` as it counts it in `post.commentCount`, so the work finds the two in step.
    private func keepsTheResultInStep(_ write: PropertyWrite, _ inStep: Set<String>) -> Bool {
        guard !inStep.isEmpty, let handler = handlers.handler(containing: write.range, fileIndex: write.fileIndex) else { return false }
        // A reset (`comments = []`, `comments.removeAll()`) leaves the result behind, not in step.
        return inStep.contains { root in
            context.uses.writes(of: root, in: view).contains { result in
                result.fileIndex == handler.fileIndex && handler.range.contains(result.range) && result.range != write.range
                    && !isReset(result)
            }
        }
    }

    /// Whether the view writes the model back from the copy its work makes of it
    /// (`preferences.languages = Array(selectedLanguages)`, where the appearance set
    /// `selectedLanguages = Set(preferences.languages)`): running the work again would copy
    /// the same value.
    private func copiesBack(_ write: PropertyWrite, _ work: TaskWork) -> Bool {
        guard let handler = handlers.handler(containing: write.range, fileIndex: write.fileIndex) else { return false }
        return echoes(write, in: handler, of: work)
    }

    /// A write that is a binding handed out (`$draft` passed to a control or a view).
    private func isBindingHandOff(_ write: PropertyWrite) -> Bool {
        write.isBindingHandOff(in: context.index)
    }

    /// Whether a binding is handed to a view of another module that is also handed the work
    /// (`DataStateView(data: $viewModel.faq) { await viewModel.loadFaq() }`, whose retry writes
    /// the state through the binding by loading again): the writer redoes the work itself. (A
    /// view of this module is judged by its own writes of the binding.)
    private func isHandedWithTheWork(_ write: PropertyWrite, _ work: TaskWork) -> Bool {
        guard isBindingHandOff(write),
              let member = context.index.memberLocator.member(at: write.range.start, fileIndex: write.fileIndex),
              member.type === view else { return false }
        var found = false
        SyntaxWalk.expressions(in: member.statements, intoClosures: true) { expr in
            // The call the binding is an argument of, not one whose content closure holds it.
            guard !found, case .call(let call) = expr.kind,
                  call.allArguments.contains(where: { $0.value.range.start == write.range.start }),
                  CallMeaning.lastName(call.callee).map({ context.index.type(named: $0) == nil }) ?? true else { return }
            found = call.allArguments.contains { argument in
                guard case .closure(let closure) = argument.value.kind else { return false }
                return work.isRedone(by: analyzer.work(of: closure, locals: []))
            }
        }
        return found
    }

    /// Whether a binding handed to a view of the module is written there only by code that then
    /// calls back a closure this view gives it that redoes the work: brrow's filter sheet sets
    /// `filters` and then calls `onApply()`, given as `{ loadReviews() }`.
    private func isCalledBackAfter(_ write: PropertyWrite, _ work: TaskWork) -> Bool {
        guard let handOff = write.handedTo, let child = context.index.type(named: handOff.view), child.isView else { return false }
        let mapping = InitializerMapping(view: child, index: context.index)
        guard let binding = child.storedProperties.first(where: { property in
            property.wrapper == .binding && mapping.value(of: property, in: handOff.call)?.passedArgument?.range == handOff.argumentRange
        }) else { return false }
        let childWrites = context.uses.writes(of: binding.name, in: child)
        let locator = HandlerLocator(view: child, index: context.index)
        return !childWrites.isEmpty && childWrites.allSatisfy { childWrite in
            guard let handler = locator.handler(containing: childWrite.range, fileIndex: childWrite.fileIndex),
                  let position = handler.statements.firstIndex(where: { $0.range.contains(childWrite.range.start) }) else { return false }
            return handler.statements[(position + 1)...].contains { statement in
                guard case .expression(let expr) = statement.kind, case .call(let call) = expr.kind,
                      let name = call.callee.selfMemberName, let callback = child.storedProperty(named: name),
                      case .closure(let closure)? = mapping.value(of: callback, in: handOff.call)?.passedArgument?.kind else { return false }
                return work.isRedone(by: analyzer.work(of: closure, locals: []))
            }
        }
    }

    /// Whether a binding is handed to a screen the view pushes (``ViewCoexistence/pushes(_:over:)``).
    private func isHandedToAPushedScreen(_ write: PropertyWrite) -> Bool {
        guard let handOff = write.handedTo, let receiver = context.index.type(named: handOff.view),
              let site = context.uses.creation(of: receiver, by: handOff.call, fileIndex: write.fileIndex) else { return false }
        return ViewCoexistence(index: context.index, uses: context.uses).pushes(site, over: view)
    }

    /// Whether one of this view's own handlers makes the write and then redoes the work with it
    /// (`game.isFavourited.toggle(); animateFavouriteIcon = game.isFavourited` in a button
    /// whose appearance sets `animateFavouriteIcon` from `game.isFavourited`, or
    /// `store.adminServerList.toggle(); await vm.fetchServers(store.adminServerList)` where the
    /// task fetches the same way): the view brings its copy up to date where it makes the
    /// change. (A copy taken before the write is stale.) Or it then changes a value of its own
    /// whose `onChange` redoes the work (atlas's recency form saves, reloads the model, and
    /// bumps `isChanged`, watched by an `onChange` that copies the model again).
    private func isRedoneWhereWritten(_ write: PropertyWrite, _ work: TaskWork) -> Bool {
        let statements: [Stmt]
        let redoesItself: Bool
        if let handler = handlers.handler(containing: write.range, fileIndex: write.fileIndex) {
            guard handler.callee != "onDisappear" else { return false }
            redoesItself = work.isRedone(by: self.work(of: handler))
            statements = handler.statements
        } else if let method = context.index.memberLocator.member(at: write.range.start, fileIndex: write.fileIndex),
                  method.type === view, case .method = method.kind {
            // A method of the view a control is handed (`Button("Admin", action: toggle)`).
            redoesItself = work.isRedone(by: analyzer.work(ofMethod: method.name))
            statements = method.statements
        } else {
            return false
        }
        let watched = watchedPaths(redoing: work)
        guard redoesItself || !watched.isEmpty else { return false }
        // A watched value changed before the write, with no wait between: SwiftUI sees both
        // changes in one update, and the `onChange` reads the value written.
        if let position = statements.firstIndex(where: { $0.range.contains(write.range.start) }),
           let trigger = statements[..<position].lastIndex(where: { statement in
               guard case .expression(let expr) = statement.kind else { return false }
               return Self.surelyChanges(expr, oneOf: watched)
           }),
           !containsAwait(Array(statements[(trigger + 1)...position])) {
            return true
        }
        var redoneAfter = false
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard !redoneAfter, expr.range.start > write.range.end else { return }
            if Self.surelyChanges(expr, oneOf: watched) {
                redoneAfter = true
                return
            }
            guard redoesItself else { return }
            switch expr.kind {
            case .assignment(let target, _):
                redoneAfter = target.rootName.map(work.writtenState.contains) ?? false
            case .call(let call):
                redoneAfter = call.callee.selfMemberName.map(work.calledMethods.contains) ?? Self.outsideCall(call).map(work.outsideEffects.contains) ?? false
            default: break
            }
        }
        return redoneAfter
    }

    /// The values of the view an `onChange` that redoes the work watches (`["isChanged"]`,
    /// `["model", "revision"]`).
    private func watchedPaths(redoing work: TaskWork) -> [[String]] {
        reactions.filter { work.isRedone(by: $0.work) }.flatMap(\.paths)
    }

    /// Whether an expression gives one of `paths` (or what holds it) a new value for sure, so
    /// that an `onChange` of it fires: `isChanged += 1`, `flag.toggle()`, `token = UUID()`
    /// (not a literal, which may be the value it already has).
    private static func surelyChanges(_ expr: Expr, oneOf paths: [[String]]) -> Bool {
        func watched(_ target: Expr) -> Bool {
            guard let path = target.memberPath else { return false }
            return paths.contains { $0.starts(with: path) || path.starts(with: $0) }
        }
        switch expr.kind {
        case .assignment(let target, let value): return !value.isLiteral && watched(target)
        case .binaryOperator(let target, let spelling, _) where PrecedenceGroup.isCompoundAssignment(spelling): return watched(target)
        case .call(let call):
            guard case .memberAccess(let base, let name, _) = call.callee.kind, name.text == "toggle", call.allArguments.isEmpty
            else { return false }
            return watched(base)
        default: return false
        }
    }

    /// A call of another object's method as ``TaskWork/outsideEffects`` names it
    /// (`vm.fetchServers`); `nil` for a receiver that is not a plain path.
    private static func outsideCall(_ call: Call) -> String? {
        guard case .memberAccess(let base, let name, _) = call.callee.kind, base.dottedName != nil else { return nil }
        return TaskWork.outsideEffect(calling: name.text, on: base)
    }

    /// What one of the view's handlers does.
    private func work(of handler: HandlerLocator.Handler) -> TaskWork {
        handler.closure.map { analyzer.work(of: $0, locals: []) } ?? handler.method.map { analyzer.work(ofMethod: $0) } ?? TaskWork()
    }

    /// Whether a write is made by a view that this view shows only in a `case` of a `switch`
    /// on what the work assigns (Cork's licence screen shows its "bought" page for `case
    /// .bought` of the state its appearance sets): the write is a step of the flow the work's
    /// result chose. Running the work again would only confirm that result, or take the flow
    /// away from under the user. (A loading flag's branch is not such a choice.)
    private func isInFlowOfResult(_ write: PropertyWrite, picked: Set<[String]>) -> Bool {
        guard !picked.isEmpty, let writer = BranchPath.locate(offset: write.range.start, fileIndex: write.fileIndex, in: context.index)?.owner,
              writer !== view, writer.isView else { return false }
        let sites = context.uses.creations(of: writer).filter { $0.context.placement != .preview }
        return !sites.isEmpty && sites.allSatisfy { site in
            guard site.context.owner === view,
                  let place = BranchPath.locate(offset: site.range.start, fileIndex: site.context.fileIndex, in: context.index) else {
                return false
            }
            return place.path.steps.contains { step in
                guard let subject = step.subject else { return false }
                var reads = false
                SyntaxWalk.expressions(in: subject, intoClosures: false) { expr in
                    if !reads, let path = expr.memberPath, picked.contains(path) { reads = true }
                }
                return reads
            }
        }
    }

    /// The model properties the work assigns, through objects the view holds
    /// (`appState.licensingState = .bought`), as `Type.property`.
    private func modelResults(of work: TaskWork) -> Set<String> {
        Set(work.assignedPaths.compactMap { path -> String? in
            guard path.count == 2, let property = view.storedProperty(named: path[0]),
                  let object = typeName(of: property, in: view) else { return nil }
            return object + "." + path[1]
        })
    }

    /// The name of the type a property holds: the module type's, or as declared (a type of
    /// another module: `AppState` from the app's own package).
    private func typeName(of property: StoredProperty, in owner: TypeInfo) -> String? {
        if let type = types.type(of: property, in: owner) { return type.qualifiedName }
        guard case .named(let components)? = property.type?.unwrappingOptionals.kind, let last = components.last,
              last.genericArguments.isEmpty else { return nil }
        return last.name.text
    }

    /// Whether the code that makes a write hands the new value on itself: it also calls a
    /// method of an object of one of the receivers' types, the module types the work calls
    /// (`currentModel = name; await llm.switchModel(model)` in a settings picker, beside the
    /// work's `llm.load(…)`), so that object is brought up to date where the value changes; or
    /// it sets a result the work sets (Cork's debug menu resets the licence settings and sets
    /// `appState.licensingState` in the same action as the licence screen's appearance would;
    /// clearing it, `store.rates = [:]`, leaves the work to be done).
    private func handsOn(_ write: PropertyWrite, to handOn: WriterFollowUp) -> Bool {
        guard !handOn.receivers.isEmpty || !handOn.results.isEmpty,
              let owner = BranchPath.locate(offset: write.range.start, fileIndex: write.fileIndex, in: context.index)?.owner,
              let handler = HandlerLocator(view: owner, index: context.index).handler(containing: write.range, fileIndex: write.fileIndex)
        else { return false }
        let code = CodeContext(owner: owner, scope: nil, placement: .handedOver, fileIndex: write.fileIndex)
        var found = false
        SyntaxWalk.expressions(in: handler.statements, intoClosures: true) { expr in
            guard !found else { return }
            switch expr.kind {
            case .call(let call):
                guard case .memberAccess(let base, _, _) = call.callee.kind, let type = types.type(of: base, in: code) else { return }
                found = handOn.receivers.contains(type.qualifiedName)
            case .assignment(let target, let value):
                guard case .memberAccess(let base, let field, _) = target.kind, !value.isEmptyValue else { return }
                let type = types.type(of: base, in: code)?.qualifiedName
                    ?? base.selfMemberName.flatMap { owner.storedProperty(named: $0) }.flatMap { typeName(of: $0, in: owner) }
                found = type.map { handOn.results.contains($0 + "." + field.text) } ?? false
            default:
                return
            }
        }
        return found
    }

    /// Whether a write can reach the object read through `instance` (`EditFolderView.model`):
    /// any write can, but one through an object another view made for itself only reaches the
    /// properties it hands that object to.
    private func canReach(_ write: PropertyWrite, _ instance: String?) -> Bool {
        guard let owner = write.privateTo else { return true }
        guard let instance else { return false }
        if reachCache[owner] == nil {
            let split = owner.lastIndex(of: ".") ?? owner.endIndex
            let type = context.index.type(named: String(owner[..<split]))
            let property = split < owner.endIndex ? String(owner[owner.index(after: split)...]) : ""
            reachCache[owner] = .some(type.flatMap { PrivateObjects(index: context.index).reach(of: property, in: $0) })
        }
        return reachCache[owner]??.contains(instance) ?? true
    }

    private var reachCache: [String: Set<String>?] = [:]

    /// Whether code at `range` can run while the view is on screen: not when it belongs to a
    /// view the module never shows together with this one (the options step's toggles, gone
    /// while the step that reads them runs).
    func canRunWhileShown(_ range: SourceRange, fileIndex: Int, via: String?) -> Bool {
        // Code of a view nothing shows (a button no screen creates) never runs.
        if let writer = context.index.memberLocator.member(at: range.start, fileIndex: fileIndex)?.type, writer.isView,
           !NameMentions.isShown(writer, index: context.index, uses: context.uses) {
            return false
        }
        // The view's own `onDisappear` runs as it goes; it appears again, and the work reruns.
        if handlers.handler(containing: range, fileIndex: fileIndex)?.callee == "onDisappear" { return false }
        let coexistence = ViewCoexistence(index: context.index, uses: context.uses)
        // So does one of a view around it, whose disappearing takes the view along (SportsDB's
        // event route resets the status its content copied as it appeared).
        if let owner = context.index.memberLocator.member(at: range.start, fileIndex: fileIndex)?.type, owner.isView, owner !== view,
           let handler = HandlerLocator(view: owner, index: context.index).handler(containing: range, fileIndex: fileIndex),
           handler.callee == "onDisappear", case .memberAccess(let base, _, _)? = handler.call?.callee.kind,
           coexistence.isBuilt(view, inside: base.range, fileIndex: handler.fileIndex) {
            return false
        }
        if coexistence.neverRuns(atOffset: range.start, fileIndex: fileIndex, whileShowing: view) { return false }
        // A screen the view pushes covers it; coming back shows the view again, and its
        // appearance work runs again with the new value.
        // So does a full-screen cover, as it is dismissed.
        if let owner = BranchPath.locate(offset: range.start, fileIndex: fileIndex, in: context.index)?.owner, owner.isView,
           coexistence.isPushed(owner, over: view) || coexistence.isShownOnlyInCovers(owner, apartFrom: view) {
            return false
        }
        // A tap or a control of a screen a modal sheet, or the view pushed over it, covers cannot
        // happen while the view shows (nor a method of that screen only its taps call: a sibling
        // sheet's OK button); the row a user taps to push the view writes before it appears.
        // (A closure handed to the view itself, `onApply:` of the pushed editor, runs on its taps.)
        guard let owner = BranchPath.locate(offset: range.start, fileIndex: fileIndex, in: context.index)?.owner,
              isUserAction(via: via, at: range, fileIndex: fileIndex, of: owner),
              !context.uses.creations(of: view).contains(where: { $0.context.fileIndex == fileIndex && $0.range.contains(range.start) })
        else { return true }
        // Nor one of another tab: the view's tab is away meanwhile, and when the user selects
        // it again the view appears again, its work with it.
        // Nor one under a scrim the view is shown above (a custom menu or popup).
        return !coexistence.isCoveredByModal(owner, whileShowing: view) && !coexistence.isPushed(view, over: owner)
            && !coexistence.isAboveScrim(view, apartFrom: range, fileIndex: fileIndex)
            && !TabPins(index: context.index, uses: context.uses).isInAnotherTab(offset: range.start, fileIndex: fileIndex, than: view)
    }

    /// Whether code of `owner` runs only in the user's actions: the call it is made in (`via`:
    /// a control, or a module view that runs the closure only as one), or each handler that
    /// calls the method it is in.
    private func isUserAction(via: String?, at range: SourceRange, fileIndex: Int, of owner: TypeInfo) -> Bool {
        // (An `onChange` runs where what it watches changes: its handlers say. So does the
        // code around a closure run on the spot: `Task { … }` in a button's action; and the
        // control a binding's setter is handed to.)
        if let via, via != "onChange", via != "Binding", !StandardTypeCatalog.immediateClosureCalls.contains(via) {
            return ModifierCatalog.userActionCalls.contains(via)
                || ModuleControls(index: context.index, uses: context.uses).runsOnlyInUserActions(range, fileIndex: fileIndex, of: owner)
        }
        // A method handed to the view that calls it only as it closes itself runs as it goes.
        let dismissing = DismissingActions(view: view, index: context.index, uses: context.uses)
        return ActionHandlers(view: owner, index: context.index, uses: context.uses, passesHandOff: dismissing.callsOnlyAsItLeaves)
            .runOnlyUserActions(range, fileIndex: fileIndex)
    }

    private var objectDependencies: [String: MemberDependencies] = [:]

    private func dependencies(of type: TypeInfo) -> MemberDependencies {
        if let existing = objectDependencies[type.qualifiedName] { return existing }
        let created = MemberDependencies(type: type)
        objectDependencies[type.qualifiedName] = created
        return created
    }

    /// The module class or actor a property holds, if it holds one.
    /// A stored input without a wrapper that holds a value, not an object.
    func isPlainValueInput(_ property: StoredProperty) -> Bool {
        property.wrapper == nil && objectType(of: property) == nil
    }

    private func canBeObserved(_ type: TypeInfo) -> Bool {
        ClassObservation.canBeObserved(type, from: view, index: context.index)
    }

    /// The stored field of a struct input that a read goes through (`["id"]` of `document.id`),
    /// which only writes of that field (or of the whole value) change; empty when the read is
    /// of the whole value or of something computed from it.
    private func storedPart(of property: StoredProperty, path: [String]) -> [String] {
        guard path.count > 1, let type = types.type(of: property, in: view), type.kind == .struct,
              type.storedProperty(named: path[1]) != nil || (path[1] == "id" && isIdentifiable([property.name])) else { return [] }
        return [path[1]]
    }

    private func objectType(of property: StoredProperty) -> TypeInfo? {
        guard let type = types.type(of: property, in: view), type.kind == .class || type.kind == .actor else { return nil }
        return type
    }

    private func isClosureType(_ type: TypeRef) -> Bool {
        if case .optional(let wrapped) = type.kind { return isClosureType(wrapped) }
        return context.index.isFunctionType(type, in: view)
    }

    /// Types whose value a method call reads (`url.appending(…)`), as opposed to services used as
    /// receivers (`api.fetch()`, an environment's DI container): library value types and the
    /// module's own structs and enums — except a struct that holds only services
    /// (`struct FavoritesService { let loader: any FavoritesLoading }`), a service itself.
    func isKnownValueType(_ property: StoredProperty) -> Bool {
        if case .environmentValue? = property.wrapper { return false }
        guard let type = property.type ?? inferredType(of: property) else { return false }
        return isValueType(type, in: view, depth: 0)
    }

    /// Structs followed into the types of their properties, at most.
    private static let maximumServiceNesting = 4

    private func isValueType(_ type: TypeRef, in owner: TypeInfo, depth: Int) -> Bool {
        switch context.index.resolved(type, in: owner).kind {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            // A named type is judged as it is without the `?` (a `ScrollViewProxy?` is a handle).
            if case .named = context.index.resolved(wrapped, in: owner).kind { return isValueType(wrapped, in: owner, depth: depth) }
            return !isService(wrapped, in: owner, depth: depth)
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return isValueType(elements[0].type, in: owner, depth: depth)
        case .array, .dictionary, .tuple: return true
        case .named(let components):
            guard let name = components.last?.name.text else { return false }
            if let info = context.index.type(named: name) {
                return info.kind == .enum || (info.kind == .struct && (depth >= Self.maximumServiceNesting || holdsData(info, depth: depth)))
            }
            return EquatableTypes.isEquatable(type, in: context.index, owner: owner)
        default:
            return false
        }
    }

    /// A stored input without a wrapper that holds one of the module's services (``isService``)
    /// other than an object, whose properties are followed where the app writes them: like an
    /// object handed down, whether the parent hands over another one is not judged. So is a
    /// value of the module's environment key declared as one (AmpFin's `libraryDataProvider`,
    /// an `any LibraryDataProvider` each tab sets to its own stateless provider).
    func isServiceInput(_ property: StoredProperty) -> Bool {
        if case .environmentValue(let key)? = property.wrapper, let declared = context.index.environmentValueTypes[key] {
            return objectType(of: property) == nil && isService(declared, in: view, depth: 0)
        }
        guard property.wrapper == nil, objectType(of: property) == nil, let type = property.type else { return false }
        return isService(type, in: view, depth: 0)
    }

    /// Whether a type is one of the module's services: an existential (`any Loading`), a
    /// protocol, a class or an actor of the module, or a struct that holds only those.
    private func isService(_ type: TypeRef, in owner: TypeInfo, depth: Int) -> Bool {
        switch context.index.resolved(type, in: owner).kind {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return isService(wrapped, in: owner, depth: depth)
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return isService(elements[0].type, in: owner, depth: depth)
        case .any, .some, .composition: return true
        case .named(let components):
            guard let name = components.last?.name.text, let info = context.index.type(named: name) else { return false }
            switch info.kind {
            case .struct: return depth < Self.maximumServiceNesting && !holdsData(info, depth: depth)
            case .class, .actor, .protocol: return true
            case .enum, .extension: return false
            }
        default:
            return false
        }
    }

    /// Whether a struct stores some data: a property of a value type, or of a type not written.
    /// Objects, existentials (`any DashboardLoading`) and closures are services it uses.
    private func holdsData(_ type: TypeInfo, depth: Int) -> Bool {
        type.storedProperties.contains { stored in
            guard let storedType = stored.type else { return true }
            return !context.index.isFunctionType(storedType.unwrappingOptionals, in: type)
                && isValueType(storedType, in: type, depth: depth + 1)
        }
    }

    /// The type a property's default value gives it when none is written: a literal's type,
    /// or the type it constructs (`Date.now`, `Filter()`, `.init()` excluded).
    private func inferredType(of property: StoredProperty) -> TypeRef? {
        guard let value = property.defaultValue else { return nil }
        if let literal = EquatableTypes.literalType(of: value) { return literal }
        var head = value
        if case .call(let call) = head.kind { head = call.callee }
        if case .memberAccess(let base, _, _) = head.kind, ViewTypeEvaluator.qualifiedTypeName(base) != nil { head = base }
        guard let name = ViewTypeEvaluator.qualifiedTypeName(head) else { return nil }
        return TypeRef(.named(name.split(separator: ".").map { TypeComponent(name: Name(String($0), range: value.range), genericArguments: []) }),
                       range: value.range)
    }

    // MARK: Paths

    /// A read path shortened to what a reader would write: stored properties of module types
    /// stay (`post.id`); members of library types go (`url.absoluteString` → `url`); paths
    /// through types viewlint cannot see stay whole.
    func displayPath(_ path: [String]) -> [String] {
        var shown = [path[0]]
        var type = view.storedProperty(named: path[0])?.type
        for component in path.dropFirst() {
            guard let current = type, case .named(let components) = context.index.resolved(current, in: view).kind,
                  let name = components.last?.name.text else { return path }
            guard let info = context.index.type(named: name) else {
                return StandardTypeCatalog.facts(qualified: name, last: name) != nil || name == "Optional" ? shown : path
            }
            guard let property = info.storedProperty(named: component) else { break }
            shown.append(component)
            type = property.type
        }
        return shown
    }

    /// The declared type at the end of a path through stored properties of module types.
    func typeOfPath(_ path: [String]) -> TypeRef? {
        guard let property = view.storedProperty(named: path[0]) else { return nil }
        var type = property.type ?? inferredType(of: property)
        if type == nil, case .environmentValue(let key)? = property.wrapper, let declared = context.index.environmentValueTypes[key] {
            type = declared
        }
        if type == nil, case .environmentValue(let key)? = property.wrapper, let name = EnvironmentValuesCatalog.types[key] {
            let head = TypeNameParts.head(of: name)
            type = TypeRef(.named([TypeComponent(name: Name(head, range: property.nameRange), genericArguments: [])]),
                           range: property.nameRange)
        }
        var owner = view
        for component in path.dropFirst() {
            guard let current = type.map({ context.index.resolved($0, in: owner).unwrappingOptionals }) else { return nil }
            if let memberType = StandardTypeCatalog.collectionMemberTypes[component], StandardTypeCatalog.isCollection(current) {
                type = TypeRef(.named([TypeComponent(name: Name(memberType, range: current.range), genericArguments: [])]), range: current.range)
                continue
            }
            guard case .named(let components) = current.kind,
                  let name = components.last?.name.text, let info = context.index.type(named: name),
                  let member = info.storedProperty(named: component) else { return nil }
            type = member.type
            owner = info
        }
        return type
    }

}
