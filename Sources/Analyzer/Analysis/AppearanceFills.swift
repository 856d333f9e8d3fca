/// State a view fills in once as it appears: an optional `@State` that starts empty and has one
/// assignment, made by the `.onAppear`/`.task` work (no `id:`) applied to the view's own chain
/// (not a row's or a branch's), directly or through a method only that work calls — outside
/// loops and outside callbacks it registers (a timer, an observer), which run again. While the
/// view stays, it goes from `nil` to a value once per appearance — so a view built inside
/// `if let url = thumbnailURL { … }` is created with the filled-in value and never sees it change.
struct AppearanceFills {
    let index: ModuleIndex
    let uses: ModuleUses

    /// Whether `name` of `owner` is such state.
    func isFilledOnce(_ name: String, of owner: TypeInfo) -> Bool {
        guard let property = owner.storedProperty(named: name), property.wrapper == .state, startsEmpty(property) else {
            return false
        }
        let writes = uses.writes(of: name, in: owner)
        guard writes.count == 1, let write = writes.first else { return false }
        return appearanceRegions(of: owner).contains { $0.runsOnce(write.range, fileIndex: write.fileIndex) }
    }

    /// Appearance code: where it is, and the parts of it that can run more than once.
    private struct Region {
        let fileIndex: Int
        let range: SourceRange
        /// Loops, and closures handed to anything but code that runs them at once.
        let repeating: [SourceRange]

        init(fileIndex: Int, range: SourceRange, statements: [Stmt]) {
            self.fileIndex = fileIndex
            self.range = range
            var repeating = AppearanceFills.loops(in: statements)
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard case .call(let call) = expr.kind else { return }
                let callee = call.callee.dottedName?.last ?? ""
                guard !StandardTypeCatalog.immediateClosureCalls.contains(callee) else { return }
                repeating += call.allArguments.filter { $0.value.isClosure }.map(\.value.range)
            }
            self.repeating = repeating
        }

        func runsOnce(_ code: SourceRange, fileIndex: Int) -> Bool {
            self.fileIndex == fileIndex && range.contains(code) && !repeating.contains { $0.contains(code) }
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

    /// Code that runs as the view appears: the closures of the `.onAppear` and `.task` (without
    /// `id:`) applied to a member's own chain — not inside a builder's content, where a row's or
    /// a branch's appears again and again — and the bodies of methods called only from such code.
    private func appearanceRegions(of owner: TypeInfo) -> [Region] {
        var regions: [Region] = []
        for body in owner.memberBodies() {
            SyntaxWalk.expressions(in: body.statements, intoClosures: false) { expr in
                guard case .call(let call) = expr.kind, case .memberAccess(_, let name, _) = call.callee.kind,
                      name.text == "onAppear" || name.text == "task", !call.arguments.contains(where: { $0.label?.text == "id" }),
                      let (closure, inner) = call.lastClosure else { return }
                regions.append(Region(fileIndex: body.fileIndex, range: closure.range, statements: inner.body))
            }
        }
        // Methods called only from appearance code (one level, then one more).
        for _ in 0..<2 {
            for method in owner.methods where !method.isStatic
                && !regions.contains(where: { $0.fileIndex == method.fileIndex && $0.range == method.declarationRange }) {
                guard let sites = uses.calls[FunctionKey(owner: owner.qualifiedName, name: method.name)], !sites.isEmpty,
                      sites.allSatisfy({ site in regions.contains { $0.runsOnce(site.range, fileIndex: site.context.fileIndex) } })
                else { continue }
                regions.append(Region(fileIndex: method.fileIndex, range: method.declarationRange,
                                      statements: method.declaration.body?.statements ?? []))
            }
        }
        return regions
    }

    /// The ranges of the loops among `statements`, at any depth outside closures.
    fileprivate static func loops(in statements: [Stmt]) -> [SourceRange] {
        statements.flatMap { statement -> [SourceRange] in
            let own: [SourceRange]
            switch statement.kind {
            case .forIn, .whileStmt, .repeatWhile: own = [statement.range]
            default: own = []
            }
            return own + SyntaxWalk.childBlocks(of: statement).flatMap(loops)
        }
    }
}
