/// Work that runs pieces side by side (a task group's children, `async let`), one of which
/// removes the view it was started from: django-files' preview shows a loading view while the
/// file's address is unknown, and its `onAppear` preloads that file and its neighbours in a
/// task group. The first child to learn the address removes the loading view; a `.task` would
/// cancel the neighbours' loads at that moment, so the unstructured `Task` is what lets them
/// finish. (A load that removes its view as its last act is not this: nothing is left to cancel.)
struct ConcurrentTriggerRemovals {
    let view: TypeInfo
    let index: ModuleIndex

    /// Code run side by side with the rest of the work, in file `fileIndex`.
    private struct Piece {
        let body: [Stmt]
        let range: SourceRange
        let fileIndex: Int
    }

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
        var pieces: [Piece] = []
        var loops: [(range: SourceRange, fileIndex: Int)] = []
        var followed: Set<String> = []
        collectPieces(in: work, fileIndex: fileIndex, into: &pieces, loops: &loops, followed: &followed, depth: 0)
        // One piece alone leaves nothing to cancel once it removes the view; one started in a
        // loop (a child per file) is many.
        guard pieces.count > 1 || pieces.contains(where: { piece in
            loops.contains { $0.fileIndex == piece.fileIndex && $0.range.contains(piece.range.start) }
        }) else { return false }
        return pieces.contains { piece in
            var visited: Set<String> = []
            return writes(tested, in: piece.body, fileIndex: piece.fileIndex, visited: &visited, depth: 0)
        }
    }

    /// The closures the work hands to a task group (`group.addTask { … }`) or binds with
    /// `async let`, in its own statements and in the view's methods it calls.
    /// (`loops` gets the loops of that code, closures' included.)
    private func collectPieces(in statements: [Stmt], fileIndex: Int, into pieces: inout [Piece], loops: inout [(range: SourceRange, fileIndex: Int)],
                               followed: inout Set<String>, depth: Int) {
        collectLoops(in: statements, fileIndex: fileIndex, into: &loops)
        for statement in statements {
            if case .declaration(let decl) = statement.kind, case .variable(let variable) = decl.kind,
               decl.modifiers.contains(where: { $0.name == "async" }) {
                pieces += variable.bindings.compactMap { binding in
                    binding.initializer.map { Piece(body: [Stmt(.expression($0), range: $0.range)], range: $0.range, fileIndex: fileIndex) }
                }
            }
        }
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            switch expr.kind {
            case .closure(let closure):
                collectLoops(in: closure.body, fileIndex: fileIndex, into: &loops)
            case .call(let call):
                if case .memberAccess(_, let name, _) = call.callee.kind, Self.childTaskCalls.contains(name.text),
                   let (closureExpr, closure) = call.lastClosure {
                    pieces.append(Piece(body: closure.body, range: closureExpr.range, fileIndex: fileIndex))
                } else if depth < Self.maximumCallDepth, let method = ownMethod(call, fileIndex: fileIndex),
                          followed.insert(call.callee.rootName ?? "").inserted {
                    collectPieces(in: method.body, fileIndex: method.fileIndex, into: &pieces, loops: &loops, followed: &followed, depth: depth + 1)
                }
            default:
                break
            }
        }
    }

    /// The ranges of the `for`/`while` loops in `statements`, outside closures.
    private func collectLoops(in statements: [Stmt], fileIndex: Int, into loops: inout [(range: SourceRange, fileIndex: Int)]) {
        for statement in statements {
            switch statement.kind {
            case .forIn, .whileStmt, .repeatWhile: loops.append((statement.range, fileIndex))
            default: break
            }
            for block in SyntaxWalk.childBlocks(of: statement) { collectLoops(in: block, fileIndex: fileIndex, into: &loops) }
        }
    }

    /// Whether `statements`, or the view's methods they call, assign a property in `names`.
    private func writes(_ names: Set<String>, in statements: [Stmt], fileIndex: Int, visited: inout Set<String>, depth: Int) -> Bool {
        var found = false
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard !found else { return }
            switch expr.kind {
            case .assignment(let target, _):
                if let root = target.rootName, names.contains(root) { found = true }
            case .call(let call):
                guard depth < Self.maximumCallDepth, let method = ownMethod(call, fileIndex: fileIndex),
                      visited.insert(call.callee.rootName ?? "").inserted else { return }
                found = writes(names, in: method.body, fileIndex: method.fileIndex, visited: &visited, depth: depth + 1)
            default:
                break
            }
        }
        return found
    }

    /// The body (and file) of the view's own method a call in file `fileIndex` runs (`await
    /// loadRedirect(file)`), if any.
    private func ownMethod(_ call: Call, fileIndex: Int) -> (body: [Stmt], fileIndex: Int)? {
        let scope = ModuleCallees.Scope(owner: view, fileIndex: fileIndex, locals: [])
        guard let callee = ModuleCallees(index: index).callees(of: call, in: scope)?.first(where: { $0.owner === view }),
              let body = callee.declaration.body?.statements else { return nil }
        return (body, callee.fileIndex)
    }

    /// The calls that start a child task of a group.
    private static let childTaskCalls: Set<String> = ["addTask", "addTaskUnlessCancelled"]

    /// Methods followed into, at most.
    private static let maximumCallDepth = 3
}
