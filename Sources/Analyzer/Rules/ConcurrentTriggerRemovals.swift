/// Work that runs pieces side by side (a task group's children, `async let`), one of which
/// removes the view it was started from: django-files' preview shows a loading view while the
/// file's address is unknown, and its `onAppear` preloads that file and its neighbours in a
/// task group. The first child to learn the address removes the loading view; a `.task` would
/// cancel the neighbours' loads at that moment, so the unstructured `Task` is what lets them
/// finish. (A load that removes its view as its last act is not this: nothing is left to cancel.)
struct ConcurrentTriggerRemovals {
    let view: TypeInfo
    let index: ModuleIndex

    /// Whether `work`, started by the modifier at `offset`, runs concurrent pieces and one of
    /// them writes a property that the branches around the modifier test.
    func removesItsTrigger(_ work: [Stmt], at offset: Int, fileIndex: Int) -> Bool {
        guard let place = BranchPath.locate(offset: offset, fileIndex: fileIndex, in: index), !place.path.steps.isEmpty else { return false }
        var tested: Set<String> = []
        for step in place.path.steps {
            for expr in step.deciding {
                SyntaxWalk.expressions(in: expr, intoClosures: false) { inner in
                    if let root = inner.rootName, view.storedProperty(named: root) != nil { tested.insert(root) }
                }
            }
        }
        guard !tested.isEmpty else { return false }
        var pieces: [(body: [Stmt], range: SourceRange)] = []
        var loops: [SourceRange] = []
        var followed: Set<String> = []
        collectPieces(in: work, into: &pieces, loops: &loops, followed: &followed, depth: 0)
        // One piece alone leaves nothing to cancel once it removes the view; one started in a
        // loop (a child per file) is many.
        guard pieces.count > 1 || pieces.contains(where: { piece in loops.contains { $0.contains(piece.range.start) } }) else { return false }
        return pieces.map(\.body).contains { piece in
            var visited: Set<String> = []
            return writes(tested, in: piece, visited: &visited, depth: 0)
        }
    }

    /// The closures the work hands to a task group (`group.addTask { … }`) or binds with
    /// `async let`, in its own statements and in the view's methods it calls.
    /// (`loops` gets the loops of that code, closures' included.)
    private func collectPieces(in statements: [Stmt], into pieces: inout [(body: [Stmt], range: SourceRange)], loops: inout [SourceRange],
                               followed: inout Set<String>, depth: Int) {
        collectLoops(in: statements, into: &loops)
        for statement in statements {
            if case .declaration(let decl) = statement.kind, case .variable(let variable) = decl.kind,
               decl.modifiers.contains(where: { $0.name == "async" }) {
                pieces += variable.bindings.compactMap { $0.initializer.map { ([Stmt(.expression($0), range: $0.range)], $0.range) } }
            }
        }
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            switch expr.kind {
            case .closure(let closure):
                collectLoops(in: closure.body, into: &loops)
            case .call(let call):
                if case .memberAccess(_, let name, _) = call.callee.kind, Self.childTaskCalls.contains(name.text),
                   let (closureExpr, closure) = call.lastClosure {
                    pieces.append((closure.body, closureExpr.range))
                } else if depth < Self.maximumCallDepth, let body = ownMethodBody(call), followed.insert(call.callee.rootName ?? "").inserted {
                    collectPieces(in: body, into: &pieces, loops: &loops, followed: &followed, depth: depth + 1)
                }
            default:
                break
            }
        }
    }

    /// The ranges of the `for`/`while` loops in `statements`, outside closures.
    private func collectLoops(in statements: [Stmt], into loops: inout [SourceRange]) {
        for statement in statements {
            switch statement.kind {
            case .forIn, .whileStmt, .repeatWhile: loops.append(statement.range)
            default: break
            }
            for block in SyntaxWalk.childBlocks(of: statement) { collectLoops(in: block, into: &loops) }
        }
    }

    /// Whether `statements`, or the view's methods they call, assign a property in `names`.
    private func writes(_ names: Set<String>, in statements: [Stmt], visited: inout Set<String>, depth: Int) -> Bool {
        var found = false
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard !found else { return }
            switch expr.kind {
            case .assignment(let target, _):
                if let root = target.rootName, names.contains(root) { found = true }
            case .call(let call):
                guard depth < Self.maximumCallDepth, let body = ownMethodBody(call), visited.insert(call.callee.rootName ?? "").inserted else { return }
                found = writes(names, in: body, visited: &visited, depth: depth + 1)
            default:
                break
            }
        }
        return found
    }

    /// The body of the view's own method a call runs (`await loadRedirect(file)`), if any.
    private func ownMethodBody(_ call: Call) -> [Stmt]? {
        let name: String?
        switch call.callee.kind {
        case .identifier(let identifier): name = identifier
        default: name = call.callee.selfMemberName
        }
        guard let name, let method = view.methods(named: name).first(where: { !$0.isStatic }) else { return nil }
        return method.declaration.body?.statements
    }

    /// The calls that start a child task of a group.
    private static let childTaskCalls: Set<String> = ["addTask", "addTaskUnlessCancelled"]

    /// Methods followed into, at most.
    private static let maximumCallDepth = 3
}
