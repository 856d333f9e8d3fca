/// For `unstable-identity`: how the module changes the collection a `ForEach` walks by
/// position — whether rows can move to other positions (removed, inserted, reordered, the
/// whole collection replaced after it was first filled) or only be added at the end.
struct CollectionChanges {
    /// A change that moves elements to other positions, with where it happens.
    let reordering: ChangeEvidence?
    /// A change that only adds at the end (`append`, `+=`), or replaces the whole collection
    /// (a reload): each position keeps one row, but the count changes.
    let growth: ChangeEvidence?

    static let none = CollectionChanges(reordering: nil, growth: nil)

    /// Mutating methods that shift elements to other positions.
    private static let reorderingMethods: Set<String> = [
        "remove", "removeAll", "removeFirst", "removeLast", "popLast", "popFirst", "removeSubrange", "insert", "move", "swapAt",
        "sort", "shuffle", "reverse", "replaceSubrange", "formUnion", "subtract", "formIntersection",
    ]
    private static let growthMethods: Set<String> = ["append"]

    /// Derived collections keep the source's order: a change of the source moves their rows too.
    private static let derivingMethods: Set<String> = [
        "prefix", "suffix", "dropFirst", "dropLast", "filter", "sorted", "reversed", "map", "compactMap", "enumerated",
    ]

    /// Reads how one view's collections change. Made once per view: what it needs from the
    /// view's whole code (its appearance closures) is found once, not for every `ForEach`.
    final class Reader {
        let view: TypeInfo
        let variability: ValueVariability
        let index: ModuleIndex
        private lazy var appearanceRanges = CollectionChanges.appearanceClosures(of: view)

        init(view: TypeInfo, variability: ValueVariability, index: ModuleIndex) {
            self.view = view
            self.variability = variability
            self.index = index
        }

        /// The changes of `collection`, as read in the view's code; `nil` when viewlint cannot
        /// tell which stored property it is (a view's plain input is not followed: its creators decide).
        /// `shownAt`: where the rows are built; a change made only where they are gone (a delete
        /// in another step of a wizard's `switch`) finds new rows when they come back.
        func changes(of collection: Expr, fileIndex: Int, shownAt offset: Int) -> CollectionChanges? {
            switch collection.kind {
            case .call(let call):
                guard case .memberAccess(let base, let name, _) = call.callee.kind, derivingMethods.contains(name.text) else { return nil }
                return changes(of: base, fileIndex: fileIndex, shownAt: offset)
            case .optionalChain(let inner), .forceUnwrap(let inner):
                return changes(of: inner, fileIndex: fileIndex, shownAt: offset)
            case .identifier, .memberAccess:
                guard let (owner, path) = storedPath(collection, in: view, fileIndex: fileIndex, index: index) else { return nil }
                let coexistence = ViewCoexistence(index: index, uses: variability.uses)
                return CollectionChanges.changes(of: path, in: owner, variability: variability, index: index,
                                                 initialFills: owner === view ? appearanceRanges : []) { write in
                    coexistence.neverRuns(atOffset: write.range.start, fileIndex: write.fileIndex, whileShowing: offset, in: fileIndex)
                        || isCoveredTap(write, coexistence: coexistence)
                }
            default:
                return nil
            }
        }

        /// Whether a write is made only in taps of another screen that a modal presentation
        /// showing the rows covers (the editor's delete buttons, under its preview sheet).
        private func isCoveredTap(_ write: PropertyWrite, coexistence: ViewCoexistence) -> Bool {
            guard let owner = BranchPath.locate(offset: write.range.start, fileIndex: write.fileIndex, in: index)?.owner, owner.isView,
                  ActionHandlers(view: owner, index: index, uses: variability.uses).runOnlyUserActions(write.range, fileIndex: write.fileIndex)
            else { return false }
            return coexistence.isCoveredByModal(owner, whileShowing: view)
        }
    }

    /// `items`, `self.items`, `draft.items` (a path into a value the view stores), `model.items`
    /// (a property of a module object): the type that stores the root and the path from it.
    private static func storedPath(_ expr: Expr, in view: TypeInfo, fileIndex: Int, index: ModuleIndex) -> (TypeInfo, [String])? {
        switch expr.kind {
        case .identifier(let name):
            return view.storedProperty(named: name) != nil || view.staticProperties[name] != nil ? (view, [name]) : nil
        case .memberAccess(let base, let name, _):
            if case .identifier(let root) = base.kind, root == "self" || root == "Self" || root == view.name {
                return storedPath(Expr(.identifier(name.text), range: expr.range), in: view, fileIndex: fileIndex, index: index)
            }
            let code = CodeContext(owner: view, scope: nil, placement: .body, fileIndex: fileIndex)
            if let type = ExpressionTypes(index: index).type(of: base, in: code), type.kind == .class || type.kind == .actor {
                return (type, [name.text])
            }
            return storedPath(base, in: view, fileIndex: fileIndex, index: index).map { ($0.0, $0.1 + [name.text]) }
        default:
            return nil
        }
    }

    /// `initialFills`: the closures that run when the view holding the collection appears;
    /// `isAbsent`: whether the rows are gone while a write runs.
    private static func changes(of path: [String], in owner: TypeInfo, variability: ValueVariability, index: ModuleIndex,
                                initialFills: [SourceRange], isAbsent: (PropertyWrite) -> Bool) -> CollectionChanges? {
        let name = path[0]
        guard let property = owner.storedProperty(named: name) else {
            // A static list (`Self.pages`) never changes.
            return owner.staticProperties[name] != nil ? CollectionChanges.none : nil
        }
        if property.wrapper == nil, owner.isView || owner.isViewModifier { return nil }
        if property.isLet && property.wrapper == nil && path.count == 1 { return CollectionChanges.none }
        var reordering: ChangeEvidence?
        var growth: ChangeEvidence?
        for write in variability.effectiveWrites(of: name, in: owner, affecting: path) where !isAbsent(write) {
            // A method of what holds the collection that sets its elements in place
            // (`edit.setEnabled(i, …)`, whose body sets `lines[i].enabled`) moves no row.
            if write.path.count < path.count, case .method(let method) = write.change,
               keepsPositions(Array(path[write.path.count...]), method: method, of: Array(path[..<write.path.count]), in: owner,
                              variability: variability, index: index) {
                continue
            }
            // Any other write of something that holds the collection replaces it whole.
            let change = write.path.count < path.count ? .assignment : write.change
            switch change {
            case .element:
                continue
            case .method(let method) where growthMethods.contains(method):
                growth = growth ?? evidence("rows are added here", write)
            case .operator("+="):
                growth = growth ?? evidence("rows are added here", write)
            case .method(let method) where !reorderingMethods.contains(method):
                continue
            case .assignment where initialFills.contains(where: { $0.contains(write.range) }):
                // Filled when the view appears: the rows did not exist before.
                growth = growth ?? evidence("`\(name)` is filled here", write)
            case .assignment where (write.path.count >= path.count || write.change == .assignment)
                && !isHandedOut(write, uses: variability.uses, index: index, depth: 0):
                // Replaced whole, itself or with what holds it (`report = newReport` for rows of
                // `report.reasons`): often a grid of slots or a reload of the same rows; moving
                // rows is what `remove`, `insert` and `move` do.
                growth = growth ?? evidence("`\(name)` is replaced here", write)
            default:
                reordering = reordering ?? evidence("`\(name)` is changed here", write)
            }
        }
        return CollectionChanges(reordering: reordering, growth: growth)
    }

    /// Whether the mutating method `method` of the value at `holder` (a struct of the module)
    /// leaves the positions of its collection at `rest` as they are: its own code changes the
    /// collection only element by element (`lines[index].enabled = on`), and calls none of the
    /// type's other methods, which could move them.
    private static func keepsPositions(_ rest: [String], method: String, of holder: [String], in owner: TypeInfo,
                                       variability: ValueVariability, index: ModuleIndex) -> Bool {
        guard let field = rest.first, let type = holderType(holder, in: owner, index: index), type.kind == .struct else { return false }
        let methods = type.methods(named: method)
        guard !methods.isEmpty else { return false }
        return methods.allSatisfy { candidate in
            guard let body = candidate.declaration.body else { return false }
            var callsOwnMethods = false
            SyntaxWalk.expressions(in: body.statements, intoClosures: true) { expr in
                if case .call(let call) = expr.kind, let name = call.callee.selfMemberName, type.hasMethod(named: name) { callsOwnMethods = true }
            }
            let writes = variability.uses.writes(of: field, in: type).filter {
                $0.fileIndex == candidate.fileIndex && candidate.declarationRange.contains($0.range)
            }
            return !callsOwnMethods && writes.allSatisfy { $0.change == .element || $0.path.count > 1 && $0.change != .assignment }
        }
    }

    /// The module type of the value at `path` of `owner`, followed through stored properties.
    private static func holderType(_ path: [String], in owner: TypeInfo, index: ModuleIndex) -> TypeInfo? {
        var type: TypeInfo? = owner
        for name in path {
            guard let current = type, let property = current.storedProperty(named: name) else { return nil }
            type = ExpressionTypes(index: index).type(of: property, in: current)
        }
        return type
    }

    /// The closures of the view's `onAppear` and `task` (without `id:`): they run when it appears.
    private static func appearanceClosures(of view: TypeInfo) -> [SourceRange] {
        var ranges: [SourceRange] = []
        for (statements, _) in view.memberBodies(includingStatic: true) {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard case .call(let call) = expr.kind, case .memberAccess(_, let name, _) = call.callee.kind,
                      name.text == "onAppear" || (name.text == "task" && !call.arguments.contains { $0.label?.text == "id" }) else { return }
                ranges += call.allArguments.filter(\.value.isClosure).map(\.range)
            }
        }
        return ranges
    }

    /// A binding to the collection handed out (`$items`): whoever receives it may remove or move
    /// — unless it is a view of the module that only replaces it whole or adds at its end
    /// through that binding (VistaBids' AR capture sets `capturedImages = capturedStepImages`),
    /// and hands it on to none that does more.
    private static func isHandedOut(_ write: PropertyWrite, uses: ModuleUses, index: ModuleIndex, depth: Int) -> Bool {
        guard write.isBindingHandOff(in: index) else { return false }
        guard let handOff = write.handedTo, depth < maximumHandOffs, let child = index.type(named: handOff.view) else { return true }
        let mapping = InitializerMapping(view: child, index: index)
        guard let property = child.storedProperties.first(where: { property in
            property.wrapper == .binding && mapping.value(of: property, in: handOff.call)?.passedArgument?.range == handOff.argumentRange
        }) else { return true }
        return uses.writes(of: property.name, in: child).contains { childWrite in
            guard childWrite.path == [property.name] else { return false }
            switch childWrite.change {
            case .assignment: return isHandedOut(childWrite, uses: uses, index: index, depth: depth + 1)
            case .element: return false
            case .method(let method): return !growthMethods.contains(method)
            case .operator(let spelling): return spelling != "+="
            }
        }
    }

    /// Views a binding is followed through, handed on from one to the next.
    private static let maximumHandOffs = 4

    private static func evidence(_ description: String, _ write: PropertyWrite) -> ChangeEvidence {
        ChangeEvidence(description: description, fileIndex: write.fileIndex, range: write.range)
    }
}
