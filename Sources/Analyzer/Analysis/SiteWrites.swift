/// The writes that give no new value to a view created at one site while it keeps its identity,
/// which ``ValueVariability`` leaves out when it judges what that site passes:
/// - a write made where the view is absent: in another clause of an `if`/`switch` around the
///   site (`if let session { StatsScreen(session: session) } else { … session = .shared … }`).
///   The view is gone while it happens and is inserted afresh, new state and all, when the
///   clause changes;
/// - a write that removes the view: it assigns the site's owner a value the branches around the
///   site rule out (`selection = nil` where the site is under `if selection != nil`), and a
///   write made after such a write and a wait in the same function (`isLoading = true`, an
///   `await`, then the results, where the view is built only while `!viewModel.isLoading`):
///   the view is gone meanwhile;
/// - a write made only while the value is `nil`, where `nil` removes the view (`if details !=
///   nil { … } else { details = loaded }` under `if let details`): the view is made afresh;
/// - a write of a value the site's `.id(…)` is made from (`currentStepIndex += 1` under
///   `.id("step-\(currentStepIndex)")`), or one made beside a new value for it in the same
///   function (`panelID = UUID()` before `activePanel = .configuration(mode)` under
///   `.id(panelID)`): the view is replaced by a new one;
/// - the view's own edits coming back: a write through an input the view hands its copy of the
///   value back through (`$payload` to an editor that assigns `payload` from its state, the
///   closure it calls with its draft). The parent passes back what the view already holds;
/// - a write of a model property that every place making the site's owner identifies it by
///   (`.id("step-\(engine.currentStepIndex)")` around the step view holding the site);
/// - a write in a model method called only by view code that never runs while the view, or
///   (for a write made at once) the site's owner, shows.
struct SiteWrites {
    private let fileIndex: Int
    /// Where the site is among the branches of its member; `nil` outside any member.
    private let place: BranchPath.Place?
    /// The arguments of the site's call the view hands its edits back through.
    private let echoArguments: [SourceRange]
    private let coexistence: ViewCoexistence
    private let index: ModuleIndex
    private let uses: ModuleUses
    /// The site's owner, its stored properties the site's identities are made from, and the
    /// stacks whose top or count they read (`routeStack` of `currentRoute`, `routeStack.last`).
    private let owner: String?
    private let identifying: Set<String>
    private let stackTops: Set<String>
    /// The view the site creates (`nil` for an environment write).
    private let created: TypeInfo?

    /// Calls that change a collection's last element and count.
    private static let pushesOrPops: Set<String> = ["append", "removeLast", "popLast"]

    /// `echoing`: the view's stored properties (a binding, a callback) its edits come back
    /// through; `identifiedBy`: the stored properties of the site's owner its `.id(…)`s are made
    /// of; `stackTops`: the stacks whose top or count they read.
    init(site: CallSite, view: TypeInfo, echoing: Set<String>, identifiedBy identifying: Set<String>, stackTops: Set<String>,
         index: ModuleIndex, uses: ModuleUses) {
        owner = site.context.owner?.qualifiedName
        self.identifying = identifying
        self.stackTops = stackTops
        created = view
        fileIndex = site.context.fileIndex
        place = BranchPath.locate(offset: site.range.start, fileIndex: fileIndex, in: index)
        let mapping = InitializerMapping(view: view, index: index)
        echoArguments = echoing.sorted().compactMap { name in
            view.storedProperty(named: name).flatMap { mapping.value(of: $0, in: site.call)?.passedArgument?.range }
        }
        coexistence = ViewCoexistence(index: index, uses: uses)
        self.index = index
        self.uses = uses
    }

    /// For the views under an `.environment(\\.key, value)`: the writes that give them no new
    /// value are those made while the place is gone (`.environment(\\.ndk, ndk)` under `if let
    /// ndk`, filled only while `ndk == nil`).
    init(environmentWrite write: EnvironmentWrite, index: ModuleIndex, uses: ModuleUses) {
        owner = write.context.owner?.qualifiedName
        identifying = []
        stackTops = []
        created = nil
        fileIndex = write.context.fileIndex
        place = BranchPath.locate(offset: write.range.start, fileIndex: fileIndex, in: index)
        echoArguments = []
        coexistence = ViewCoexistence(index: index, uses: uses)
        self.index = index
        self.uses = uses
    }

    /// Whether the write (of `name`, a stored property of `type`) gives the view no new value.
    func excludes(_ write: PropertyWrite, of name: String, in type: TypeInfo) -> Bool {
        if write.fileIndex == fileIndex, echoArguments.contains(where: { $0.contains(write.range) }) { return true }
        if type.qualifiedName == owner, identifying.contains(name) || renewsIdentity(beside: write) { return true }
        guard let place else { return false }
        if renewsOwner(writing: name, in: type, owner: place.owner) { return true }
        let prefixes = prefixes(of: type, at: place)
        if write.path == [name], let literal = write.assignedLiteral,
           prefixes.contains(where: { coexistence.removes(place, assigning: literal, to: $0 + [name]) }) {
            return true
        }
        if followsRemoval(write, in: type, place: place, prefixes: prefixes) || isRemovedWith(write, in: type, place: place, prefixes: prefixes)
            || fillsWhileAbsent(write, of: name, in: type, prefixes: prefixes) || fillsOncePerWindow(write, of: name, in: type, prefixes: prefixes) {
            return true
        }
        // A write in a method of another type (an app session's `switchToMembership(_:)`)
        // runs where that method is called: from screens that never show with the view (the
        // owner's settings, while the site shows the member's screens), or never with the view
        // holding the site (a message bar's record button, in another clause than its recorded
        // message's player).
        // (Judged against the site's owner only where the method writes at once: after an
        // `await`, or in a callback, the owner may show by the time the write lands.)
        if !write.isFromView, let created {
            let views = [created] + (place.owner.isView ? [place.owner] : [])
            if isCalledOnlyApart(from: views, write.range, fileIndex: write.fileIndex, depth: 0),
               views.count == 1 || writesAtOnce(write) || isCalledOnlyApart(from: [created], write.range, fileIndex: write.fileIndex, depth: 0) {
                return true
            }
        }
        guard isInMember(of: place.owner, write) else {
            // Another view's code that never shows while the site's owner does (a step of a
            // flow the site's step replaces): the view made at the site is made anew after it.
            return place.owner.isView && write.isFromView
                && coexistence.neverRuns(atOffset: write.range.start, fileIndex: write.fileIndex, whileShowing: place.owner)
        }
        return coexistence.neverRuns(atOffset: write.range.start, fileIndex: write.fileIndex, whileShowing: place)
    }

    /// Whether every call of the method holding `range` (of a type that is not a view) is made
    /// by view code that never runs while one of `views` shows, directly or through such methods.
    private func isCalledOnlyApart(from views: [TypeInfo], _ range: SourceRange, fileIndex: Int, depth: Int) -> Bool {
        guard depth < Self.maximumCallerDepth, let member = index.memberLocator.member(at: range.start, fileIndex: fileIndex),
              !member.type.isView, case .method = member.kind,
              let sites = uses.calls[FunctionKey(owner: member.type.qualifiedName, name: member.name)], !sites.isEmpty else { return false }
        return sites.allSatisfy { site in
            if site.context.owner?.isView == true {
                return views.contains { coexistence.neverRuns(atOffset: site.range.start, fileIndex: site.context.fileIndex, whileShowing: $0) }
            }
            return isCalledOnlyApart(from: views, site.range, fileIndex: site.context.fileIndex, depth: depth + 1)
        }
    }

    /// Whether every place making the site's owner (previews aside) gives it an `.id(…)` reading
    /// the written property of a model its creator holds: amakaflow's player makes its step view
    /// under `.id("step-\(engine.currentStepIndex)")`, so moving to another step makes the step
    /// view, and the weight field the site makes in it, anew.
    private func renewsOwner(writing name: String, in type: TypeInfo, owner: TypeInfo) -> Bool {
        guard owner.isView, type.kind == .class || type.kind == .actor, type.qualifiedName != owner.qualifiedName else { return false }
        let sites = uses.creations(of: owner).filter { $0.context.placement != .preview }
        guard !sites.isEmpty else { return false }
        let types = ExpressionTypes(index: index)
        return sites.allSatisfy { site in
            site.explicitIdentities.contains { identity in
                guard let creator = identity.context.owner else { return false }
                // The identity is the property itself, or holds it whole (an interpolation, a
                // tuple element) — not a comparison or a choice made from it — read through the
                // very model the site hands the owner.
                return Self.identityParts(identity.value).contains { part in
                    guard var path = part.unwrappedDottedName else { return false }
                    if path.first == "self" { path.removeFirst() }
                    guard path.count == 2, path[1] == name, let holder = creator.storedProperty(named: path[0]),
                          types.type(of: holder, in: creator)?.qualifiedName == type.qualifiedName else { return false }
                    return site.call.allArguments.contains { argument in
                        argument.value.unwrappedDottedName == [holder.name] || argument.value.unwrappedDottedName == ["self", holder.name]
                    }
                }
            }
        }
    }

    /// What an identity is made of whole: itself, the values interpolated into it, the elements
    /// of a tuple.
    private static func identityParts(_ value: Expr) -> [Expr] {
        switch value.kind {
        case .stringLiteral(let literal):
            return literal.segments.flatMap { segment -> [Expr] in
                if case .interpolation(let arguments, _) = segment { return arguments.map(\.value) }
                return []
            }
        case .tuple(let elements):
            return elements.flatMap { identityParts($0.value) }
        default:
            return [value]
        }
    }

    /// Whether the method making the write makes it as it runs: no `await` before it, and not
    /// in a closure (a callback, a task) that may run later.
    private func writesAtOnce(_ write: PropertyWrite) -> Bool {
        guard let member = index.memberLocator.member(at: write.range.start, fileIndex: write.fileIndex) else { return false }
        return !member.statements.contains { Self.awaits(in: $0, before: write.range.start) }
            && !SyntaxWalk.isInClosure(write.range.start, of: member.statements)
    }

    /// Methods outside views followed back to their callers, at most.
    private static let maximumCallerDepth = 3

    /// Whether the write fills the value once, before the view exists: it is made by the site
    /// owner's own appearance work, which a window's root view runs once per window (Pixiv's
    /// novel window loads its novel in `.task { await loadNovel() }` on its whole body, and is
    /// shown only as a `WindowGroup`'s content), `nil` removes the view (`if let novel {
    /// NovelDetailView(novel: novel) }`), and each run writes it once (every write but the last
    /// ends the run with a `return`: a cached value shown, then a fetched one, is two).
    private func fillsOncePerWindow(_ write: PropertyWrite, of name: String, in type: TypeInfo, prefixes: [[String]]) -> Bool {
        guard let place, write.path == [name], type.qualifiedName == owner, uses.isOnlyWindowRoot(type),
              prefixes.contains(where: { coexistence.removes(place, assigning: "nil", to: $0 + [name]) }),
              let member = index.memberLocator.member(at: write.range.start, fileIndex: write.fileIndex), member.type === type
        else { return false }
        let writes = uses.writes(of: name, in: type).filter { $0.fileIndex == write.fileIndex && member.range.contains($0.range.start) }
        guard writes.count == uses.writes(of: name, in: type).count else { return false }
        let ordered = writes.sorted { $0.range.start < $1.range.start }
        guard ordered.dropLast().allSatisfy({ Self.endsTheRun(after: $0.range.start, in: member.statements) }) else { return false }
        let handlers = HandlerLocator(view: type, index: index)
        func isRootAppearance(_ offset: Int, fileIndex: Int) -> Bool {
            guard let handler = handlers.handler(containing: SourceRange(offset, offset), fileIndex: fileIndex),
                  let callee = handler.callee, callee == "task" || callee == "onAppear",
                  handler.call?.arguments.contains(where: { $0.label?.text == "id" }) != true,
                  let located = BranchPath.locate(offset: handler.range.start, fileIndex: fileIndex, in: index) else { return false }
            return located.name == "body" && located.path.steps.isEmpty
                && Self.isShownWithTheBody(handler.range.start, in: located.owner.computedProperty(named: "body")?.body ?? [])
        }
        if case .method = member.kind {
            let calls = uses.calls[FunctionKey(owner: type.qualifiedName, name: member.name)] ?? []
            return !calls.isEmpty && calls.allSatisfy { isRootAppearance($0.range.start, fileIndex: $0.context.fileIndex) }
        }
        return isRootAppearance(write.range.start, fileIndex: write.fileIndex)
    }

    /// Whether code at `offset` of a body sits only in containers that show all their content
    /// with the body (``ViewCatalog/eagerContainers``): not in a sheet's content, a tab, a row
    /// or a lazy stack, whose views appear (and run their appearance work) again on their own.
    private static func isShownWithTheBody(_ offset: Int, in statements: [Stmt]) -> Bool {
        var apart = false
        SyntaxWalk.expressions(in: statements, around: offset, intoClosures: true) { expr in
            guard !apart, case .call(let call) = expr.kind,
                  let closure = call.allArguments.first(where: { $0.value.isClosure && $0.value.range.contains(offset) })?.value,
                  closure.range.start < offset || !isAppearanceHandler(call) else { return }
            apart = !(CallMeaning.lastName(call.callee).map(ViewCatalog.eagerContainers.contains) ?? false)
        }
        return !apart
    }

    /// `.task { … }` or `.onAppear { … }`: the handler the offset starts.
    private static func isAppearanceHandler(_ call: Call) -> Bool {
        CallMeaning.lastName(call.callee).map { $0 == "task" || $0 == "onAppear" } ?? false
    }

    /// Whether a `return` follows the write at `offset` in the innermost block that holds it.
    private static func endsTheRun(after offset: Int, in statements: [Stmt]) -> Bool {
        guard let position = statements.firstIndex(where: { $0.range.contains(offset) }) else { return false }
        if let inner = SyntaxWalk.childBlocks(of: statements[position]).first(where: { block in block.contains { $0.range.contains(offset) } }) {
            return endsTheRun(after: offset, in: inner)
        }
        return statements[(position + 1)...].contains { if case .returnStmt = $0.kind { return true } else { return false } }
    }

    /// Whether the write fills the value only while it is `nil` (in the `else` of `if details !=
    /// nil`), in the value's own type, and `nil` removes the view: the view is absent while the
    /// write happens and is made afresh with the value it sets.
    /// The branches may be around every call of the method that makes the write, in the same
    /// type (`if ndk == nil { await initializeNDK() }`).
    /// Likewise a write made only while the value is another literal that removes the view (an
    /// app session restoring `.memberOf(membership)` only `if currentViewMode == .ownBusiness`,
    /// where the site is made for `case .memberOf`).
    private func fillsWhileAbsent(_ write: PropertyWrite, of name: String, in type: TypeInfo, prefixes: [[String]]) -> Bool {
        guard let place, write.path == [name], let writing = BranchPath.locate(offset: write.range.start, fileIndex: write.fileIndex, in: index),
              writing.owner.qualifiedName == type.qualifiedName, let held = heldLiteral(around: writing, name, in: type, depth: 0)
        else { return false }
        return prefixes.contains { coexistence.removes(place, assigning: held, to: $0 + [name]) }
    }

    /// The literal `name` holds wherever code at `place` runs (`nil`, `.ownBusiness`): by the
    /// branches around it, or around every call of its method (by the type's own code).
    private func heldLiteral(around place: BranchPath.Place, _ name: String, in type: TypeInfo, depth: Int) -> String? {
        if BranchPins.holdNil(around: place, [name]) { return "nil" }
        if let literal = BranchPins.heldLiteral(around: place, [name]) { return literal }
        guard depth < Self.maximumCallerSteps, type.methods(named: place.name).allSatisfy({ !$0.isStatic }),
              let calls = uses.calls[FunctionKey(owner: type.qualifiedName, name: place.name)], !calls.isEmpty else { return nil }
        let held = calls.map { call -> String? in
            guard let caller = BranchPath.locate(offset: call.range.start, fileIndex: call.context.fileIndex, in: index),
                  caller.owner.qualifiedName == type.qualifiedName, caller.name != place.name else { return nil }
            return heldLiteral(around: caller, name, in: type, depth: depth + 1)
        }
        guard let first = held.first, let literal = first, held.allSatisfy({ $0 == literal }) else { return nil }
        return literal
    }

    /// Methods followed up to their callers, at most.
    private static let maximumCallerSteps = 3

    /// Whether the function that makes the write also gives the site's identity a new value,
    /// with no wait between the two: both are statements of the function's body, the renewal
    /// an assignment of something other than a literal to a property the identity is made of.
    /// SwiftUI sees both changes at once and makes a new view for the new value.
    private func renewsIdentity(beside write: PropertyWrite) -> Bool {
        guard !identifying.isEmpty || !stackTops.isEmpty,
              let member = index.memberLocator.member(at: write.range.start, fileIndex: write.fileIndex),
              member.type.qualifiedName == owner else { return false }
        let statements = member.statements
        guard let position = statements.firstIndex(where: { $0.range.contains(write.range.start) }) else { return false }
        return statements.indices.contains { other in
            guard other != position, renewsIdentity(statements[other]) else { return false }
            let between = statements[min(other, position)...max(other, position)]
            return !between.contains { Self.awaits(in: $0, before: $0.range.contains(write.range.start) ? write.range.start : nil) }
        }
    }

    /// Whether a statement gives the site's identity a new value: assigns one of the properties
    /// it is made of something other than a literal, or pushes onto a stack whose top it reads
    /// or pops it (`routeStack.append(route)` under `.id(routeIdentity(for: currentRoute))`,
    /// `currentRoute` being `routeStack.last`), also inside `withAnimation { … }`.
    private func renewsIdentity(_ statement: Stmt) -> Bool {
        guard case .expression(let expr) = statement.kind else { return false }
        switch expr.kind {
        case .assignment(let target, let value):
            guard !value.isLiteral, let path = target.memberPath, path.count == 1 else { return false }
            return identifying.contains(path[0])
        case .call(let call):
            if case .memberAccess(let base, let name, _) = call.callee.kind, let path = base.memberPath, path.count == 1 {
                return (stackTops.contains(path[0]) || identifying.contains(path[0])) && Self.pushesOrPops.contains(name.text)
            }
            guard case .identifier(let name) = call.callee.kind, StandardTypeCatalog.animationCalls.contains(name) else { return false }
            return call.allArguments.contains { argument in
                guard case .closure(let closure) = argument.value.kind else { return false }
                return closure.body.contains(where: renewsIdentity)
            }
        default:
            return false
        }
    }

    /// Whether the function that makes the write first removes the view and then waits: a
    /// statement of its body, before the one that holds the write, assigns one of `type`'s
    /// values a literal that removes the view (`isLoading = true`), and an `await` follows it
    /// before the write, so SwiftUI shows the removal meanwhile. Without a wait, the flag set
    /// and reset around synchronous writes is never rendered, and the view sees the new values.
    private func followsRemoval(_ write: PropertyWrite, in type: TypeInfo, place: BranchPath.Place, prefixes: [[String]]) -> Bool {
        guard !prefixes.isEmpty, let member = index.memberLocator.member(at: write.range.start, fileIndex: write.fileIndex),
              member.type.qualifiedName == type.qualifiedName else { return false }
        // Each statement list on the way to the write runs its statements before it (``WritesWhileAbsent/flow(to:in:guards:)``).
        return WritesWhileAbsent.flow(to: write.range.start, in: member.statements).frames.contains { frame in
            followsRemoval(write, in: frame.statements, of: type, place: place, prefixes: prefixes)
        }
    }

    /// The same question asked of one block on the way to the write.
    private func followsRemoval(_ write: PropertyWrite, in statements: [Stmt], of type: TypeInfo, place: BranchPath.Place,
                                prefixes: [[String]]) -> Bool {
        guard let position = statements.firstIndex(where: { $0.range.contains(write.range.start) }) else { return false }
        var latest: [String: (literal: String, waited: Bool)] = [:]
        for statement in statements[..<position] {
            if case .expression(let expr) = statement.kind, case .assignment(let target, let value) = expr.kind,
               let path = target.memberPath, path.count == 1, type.storedProperty(named: path[0]) != nil {
                latest[path[0]] = (value.literalText ?? "", false)
            } else if Self.awaits(in: statement, before: nil) {
                for name in latest.keys { latest[name]?.waited = true }
            }
        }
        let waitsInStatement = Self.waits(before: write, in: statements[position])
        return latest.contains { name, entry in
            !entry.literal.isEmpty && (entry.waited || waitsInStatement)
                && prefixes.contains { coexistence.removes(place, assigning: entry.literal, to: $0 + [name]) }
        }
    }

    /// Whether the function that makes the write removes the view in the same update: among the
    /// statements it runs without waiting around the write, the last assignment of one of
    /// `type`'s values is a literal that removes the view. SwiftUI renders the two changes at
    /// once, so the view goes without seeing the write (a game's `resetGame()` sets `score = 0`
    /// and `isGameComplete = false`, which removes the score screen).
    private func isRemovedWith(_ write: PropertyWrite, in type: TypeInfo, place: BranchPath.Place, prefixes: [[String]]) -> Bool {
        guard !prefixes.isEmpty, let member = index.memberLocator.member(at: write.range.start, fileIndex: write.fileIndex),
              member.type.qualifiedName == type.qualifiedName else { return false }
        // Each statement list on the way to the write runs its statements before it (``WritesWhileAbsent/flow(to:in:guards:)``).
        return WritesWhileAbsent.flow(to: write.range.start, in: member.statements).frames.contains { frame in
            isRemovedWith(write, in: frame.statements, of: type, place: place, prefixes: prefixes)
        }
    }

    /// The same question asked of one block on the way to the write.
    private func isRemovedWith(_ write: PropertyWrite, in statements: [Stmt], of type: TypeInfo, place: BranchPath.Place,
                               prefixes: [[String]]) -> Bool {
        guard let position = statements.firstIndex(where: { $0.range.contains(write.range.start) }),
              !Self.awaits(in: statements[position], before: nil) else { return false }
        let start = statements[..<position].lastIndex(where: { Self.awaits(in: $0, before: nil) }).map { $0 + 1 } ?? 0
        let end = statements[(position + 1)...].firstIndex(where: { Self.awaits(in: $0, before: nil) }) ?? statements.endIndex
        var last: [String: String] = [:]
        for statement in statements[start..<end] {
            guard case .expression(let expr) = statement.kind, case .assignment(let target, let value) = expr.kind,
                  let path = target.memberPath, path.count == 1, type.storedProperty(named: path[0]) != nil else { continue }
            last[path[0]] = value.literalText ?? ""
        }
        return last.contains { name, literal in
            !literal.isEmpty && prefixes.contains { coexistence.removes(place, assigning: literal, to: $0 + [name]) }
        }
    }

    /// Whether a statement waits (an `await` outside closures), before `offset` when given.
    private static func awaits(in statement: Stmt, before offset: Int?) -> Bool {
        var found = false
        SyntaxWalk.expressions(in: [statement], intoClosures: false) { expr in
            if !found, case .awaitExpr = expr.kind, offset.map({ expr.range.start < $0 }) ?? true { found = true }
        }
        return found
    }

    /// Whether the statement holding a write waits before making it: an `await` earlier in it,
    /// or in the value assigned (`results = await load()` writes once the load is done).
    private static func waits(before write: PropertyWrite, in statement: Stmt) -> Bool {
        if awaits(in: statement, before: write.range.start) { return true }
        var found = false
        SyntaxWalk.expressions(in: [statement], intoClosures: false) { expr in
            guard !found, case .assignment(let target, let value) = expr.kind, target.range.contains(write.range) else { return }
            found = awaits(in: Stmt(.expression(value), range: value.range), before: nil)
        }
        return found
    }

    /// The paths of `type`'s values as the site's code reads them: its own (`[]`), or through
    /// the owner's properties that hold a `type` (`["viewModel"]`).
    private func prefixes(of type: TypeInfo, at place: BranchPath.Place) -> [[String]] {
        if type.qualifiedName == place.owner.qualifiedName { return [[]] }
        let types = ExpressionTypes(index: index)
        return place.owner.storedProperties.filter { types.type(of: $0, in: place.owner)?.qualifiedName == type.qualifiedName }
            .map { [$0.name] }
    }

    /// Whether the write is in the code of one of the owner's members: only there can it sit in
    /// another clause than the site (a cheap test before locating it among the branches).
    private func isInMember(of owner: TypeInfo, _ write: PropertyWrite) -> Bool {
        owner.computedProperties.contains { $0.fileIndex == write.fileIndex && $0.declarationRange.contains(write.range) }
            || owner.methods.contains { $0.fileIndex == write.fileIndex && $0.declarationRange.contains(write.range) }
    }
}
