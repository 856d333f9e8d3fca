/// State a view fills in once as it appears: an optional `@State` that starts empty and is
/// assigned only by the view's `.onAppear`/`.task` work (no `id:`), directly or through methods
/// only that work calls, outside any loop. While the view stays, it goes from `nil` to a value
/// once per appearance — so a view built inside `if let url = thumbnailURL { … }` is created
/// with the filled-in value and never sees it change.
struct AppearanceFills {
    let index: ModuleIndex
    let uses: ModuleUses

    /// Whether `name` of `owner` is such state.
    func isFilledOnce(_ name: String, of owner: TypeInfo) -> Bool {
        guard let property = owner.storedProperty(named: name), property.wrapper == .state, startsEmpty(property) else {
            return false
        }
        let writes = uses.writes(of: name, in: owner)
        guard !writes.isEmpty else { return false }
        let regions = appearanceRegions(of: owner)
        return writes.allSatisfy { write in
            regions.contains { $0.fileIndex == write.fileIndex && $0.range.contains(write.range) && !$0.loops.contains { $0.contains(write.range) } }
        }
    }

    /// `@State private var url: URL?` or `= nil`.
    private func startsEmpty(_ property: StoredProperty) -> Bool {
        if let value = property.defaultValue {
            if case .nilLiteral = value.kind { return true }
            return false
        }
        if case .optional? = property.type?.kind { return true }
        return false
    }

    /// Code that runs as the view appears: the closures of its `.onAppear` and `.task` (without
    /// `id:`), and the bodies of methods called only from such code, with the loops inside them.
    private func appearanceRegions(of owner: TypeInfo) -> [(fileIndex: Int, range: SourceRange, loops: [SourceRange])] {
        var regions: [(fileIndex: Int, range: SourceRange, loops: [SourceRange])] = []
        for body in owner.memberBodies() {
            SyntaxWalk.expressions(in: body.statements, intoClosures: true) { expr in
                guard case .call(let call) = expr.kind, case .memberAccess(_, let name, _) = call.callee.kind,
                      name.text == "onAppear" || name.text == "task", !call.arguments.contains(where: { $0.label?.text == "id" }),
                      let closure = call.allArguments.last(where: { $0.value.isClosure })?.value,
                      case .closure(let inner) = closure.kind else { return }
                regions.append((body.fileIndex, closure.range, Self.loops(in: inner.body)))
            }
        }
        // Methods called only from appearance code (one level, then one more).
        for _ in 0..<2 {
            for method in owner.methods where !method.isStatic && !regions.contains(where: { $0.range == method.declarationRange }) {
                guard let sites = uses.calls[FunctionKey(owner: owner.qualifiedName, name: method.name)], !sites.isEmpty,
                      sites.allSatisfy({ site in
                          regions.contains { $0.fileIndex == site.context.fileIndex && $0.range.contains(site.range)
                              && !$0.loops.contains { $0.contains(site.range) } }
                      }) else { continue }
                regions.append((method.fileIndex, method.declarationRange, Self.loops(in: method.declaration.body?.statements ?? [])))
            }
        }
        return regions
    }

    /// The ranges of the loops among `statements`, at any depth outside closures.
    private static func loops(in statements: [Stmt]) -> [SourceRange] {
        var ranges: [SourceRange] = []
        func visit(_ list: [Stmt]) {
            for statement in list {
                switch statement.kind {
                case .forIn(let loop): ranges.append(statement.range); visit(loop.body.statements)
                case .whileStmt(_, let body), .repeatWhile(let body, _): ranges.append(statement.range); visit(body.statements)
                case .ifStmt(let ifStatement): visit(ifStatement.body.statements); visitElse(ifStatement.elseBranch)
                case .guardStmt(_, let body), .deferStmt(let body): visit(body.statements)
                case .doStmt(let doStatement): visit(doStatement.body.statements); doStatement.catches.forEach { visit($0.body.statements) }
                case .labeled(_, let inner): visit([inner])
                default: break
                }
            }
        }
        func visitElse(_ branch: ElseBranch?) {
            switch branch {
            case .block(let block)?: visit(block.statements)
            case .elseIf(let inner)?: visit(inner.body.statements); visitElse(inner.elseBranch)
            case nil: break
            }
        }
        visit(statements)
        return ranges
    }
}
