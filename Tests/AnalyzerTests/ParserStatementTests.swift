import Testing
@testable import Analyzer

@Suite("Parser: statements")
struct ParserStatementTests {
    /// Parses the statements of a function body (valid code) and returns them with the tree.
    private func body(_ code: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (statements: [Stmt], tree: SyntaxTree) {
        let tree = parseValid("func test() async throws {\n" + code + "\n}", sourceLocation: sourceLocation)
        let function = try #require(tree.statements.first?.decl?.function, sourceLocation: sourceLocation)
        let block = try #require(function.body, sourceLocation: sourceLocation)
        return (block.statements, tree)
    }

    private func only(_ code: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (statement: Stmt, tree: SyntaxTree) {
        let (statements, tree) = try body(code, sourceLocation: sourceLocation)
        try #require(statements.count == 1, "expected one statement:\n\(SyntaxDumper.dump(tree))", sourceLocation: sourceLocation)
        return (statements[0], tree)
    }

    // MARK: if / guard

    @Test func ifLetShorthandAndBindings() throws {
        let (statement, tree) = try only("if let user, var draft = user.draft, let count: Int = draft.count, count > 0 { save(draft) }")
        let ifStatement = try #require(statement.ifStatement)
        try #require(ifStatement.conditions.count == 4)
        guard case .optionalBinding(true, let shorthand, nil, nil) = ifStatement.conditions[0].kind else {
            Issue.record("expected `let user` shorthand")
            return
        }
        #expect(patternShape(shorthand, in: tree) == "user")
        guard case .optionalBinding(false, let draft, nil, let value?) = ifStatement.conditions[1].kind else {
            Issue.record("expected `var draft = …`")
            return
        }
        #expect(patternShape(draft, in: tree) == "draft")
        #expect(exprShape(value, in: tree) == "user.draft")
        guard case .optionalBinding(true, _, let type?, _) = ifStatement.conditions[2].kind else {
            Issue.record("expected a typed binding")
            return
        }
        #expect(type.sourceDescription == "Int")
        guard case .expression(let comparison) = ifStatement.conditions[3].kind else {
            Issue.record("expected a boolean condition")
            return
        }
        #expect(exprShape(comparison, in: tree) == "(> count 0)")
        #expect(ifStatement.body.statements.count == 1)
        #expect(ifStatement.elseBranch == nil)
    }

    @Test func ifCaseWithEnumPatternAndElseIfChain() throws {
        let (statement, tree) = try only("""
        if case .loaded(let items) = state, !items.isEmpty {
            show(items)
        } else if case .failed(let error)? = result {
            report(error)
        } else {
            reset()
        }
        """)
        let ifStatement = try #require(statement.ifStatement)
        guard case .matching(let pattern, nil, let value) = ifStatement.conditions[0].kind else {
            Issue.record("expected `case pattern = value`")
            return
        }
        #expect(patternShape(pattern, in: tree) == ".loaded(let items)")
        #expect(pattern.boundNames.map(\.text) == ["items"])
        #expect(value.identifier == "state")
        guard case .elseIf(let elseIf)? = ifStatement.elseBranch else {
            Issue.record("expected else if")
            return
        }
        guard case .matching(let optionalPattern, _, _) = elseIf.conditions[0].kind else {
            Issue.record("expected a case condition")
            return
        }
        #expect(patternShape(optionalPattern, in: tree) == ".failed(let error)?")
        guard case .block(let elseBlock)? = elseIf.elseBranch else {
            Issue.record("expected a final else block")
            return
        }
        #expect(elseBlock.statements.count == 1)
    }

    @Test func conditionClosuresNeedParenthesesOrStayInArguments() throws {
        let (statements, tree) = try body("""
        if items.contains(where: { $0.isNew }) { badge() }
        if let first = items.first(where: { $0.id == id }) { select(first) }
        guard list.allSatisfy({ $0.isValid }) else { return }
        """)
        try #require(statements.count == 3)
        guard case .expression(let contains) = statements[0].ifStatement?.conditions.first?.kind else {
            Issue.record("expected an expression condition")
            return
        }
        #expect(exprShape(contains, in: tree) == "items.contains(where: { $0.isNew })")
        #expect(statements[0].ifStatement?.body.statements.count == 1)
        #expect(statements[1].ifStatement?.body.statements.first?.expr?.call?.calleeName == "select")
        guard case .guardStmt(let conditions, let elseBody) = statements[2].kind else {
            Issue.record("expected guard")
            return
        }
        #expect(conditions.count == 1)
        guard case .returnStmt(nil)? = elseBody.statements.first?.kind else {
            Issue.record("expected a bare return in the else body")
            return
        }
    }

    @Test func guardWithAvailabilityAndBindings() throws {
        let (statements, _) = try body("""
        guard #available(iOS 17, macOS 14, *), let url = URL(string: path) else {
            throw LoadError.badURL(path)
        }
        if #unavailable(iOS 16) { legacy() }
        """)
        guard case .guardStmt(let conditions, let elseBody) = statements[0].kind else {
            Issue.record("expected guard")
            return
        }
        guard case .availability(let check, false) = conditions[0].kind else {
            Issue.record("expected #available")
            return
        }
        #expect(check.name.text == "available")
        guard case .optionalBinding(true, _, _, let value?) = conditions[1].kind else {
            Issue.record("expected a binding")
            return
        }
        #expect(value.call?.arguments.first?.label?.text == "string")
        guard case .throwStmt(let thrown)? = elseBody.statements.first?.kind else {
            Issue.record("expected throw")
            return
        }
        #expect(thrown.call?.calleeName == "badURL")
        guard case .availability(_, true)? = statements[1].ifStatement?.conditions.first?.kind else {
            Issue.record("expected #unavailable")
            return
        }
    }

    // MARK: switch

    @Test func switchWithPatternsWhereClausesAndDefault() throws {
        let (statement, tree) = try only("""
        switch state {
        case let .loaded(items) where items.count > 0:
            show(items)
            fallthrough
        case .loading(let progress), .paused(let progress):
            print(progress)
        case is CancellationError, _ as URLError:
            break
        case (0, _), (1...5, let z):
            use(z)
        case "literal", nil:
            break
        @unknown default:
            break
        }
        """)
        let switchStatement = try #require(statement.switchStatement)
        #expect(switchStatement.subject.identifier == "state")
        let cases: [SwitchCase] = switchStatement.cases.compactMap {
            if case .switchCase(let switchCase) = $0 { return switchCase } else { return nil }
        }
        try #require(cases.count == 6)
        let labels = cases.map { $0.items?.map { patternShape($0.pattern, in: tree) } }
        #expect(labels == [
            ["let .loaded(items)"],
            [".loading(let progress)", ".paused(let progress)"],
            ["is CancellationError", "_ as URLError"],
            ["(expr(0), _)", "(expr((... 1 5)), let z)"],
            ["expr(\"literal\")", "expr(nil)"],
            nil,
        ])
        let whereClause = try #require(cases[0].items?.first?.whereClause)
        #expect(exprShape(whereClause, in: tree) == "(> items.count 0)")
        #expect(cases[0].items?.first?.pattern.boundNames.map(\.text) == ["items"])
        #expect(cases[0].body.count == 2)
        guard case .fallthroughStmt = cases[0].body[1].kind else {
            Issue.record("expected fallthrough")
            return
        }
        #expect(cases[5].isUnknown)
        #expect(cases.prefix(5).allSatisfy { !$0.isUnknown })
    }

    @Test func switchCasesInsideIfConfig() throws {
        let (statement, _) = try only("""
        switch platform {
        case .phone: compact()
        #if os(macOS)
        case .mac: regular()
        #endif
        default: fallback()
        }
        """)
        let entries = try #require(statement.switchStatement?.cases)
        try #require(entries.count == 3)
        guard case .ifConfig(let config) = entries[1] else {
            Issue.record("expected the #if to hold switch cases")
            return
        }
        #expect(config.clauses.first?.elements.count == 1)
        guard case .switchCase(let last) = entries[2] else {
            Issue.record("expected default")
            return
        }
        #expect(last.items == nil)
    }

    // MARK: Loops

    @Test func forInVariants() throws {
        let (statements, tree) = try body("""
        for try await line in url.lines { print(line) }
        for case let item? in items where item.isValid { use(item) }
        for (index, value) in zip(a, b).enumerated() {}
        for _ in 0..<3 {}
        """)
        try #require(statements.count == 4)
        let asyncLoop = try #require(statements[0].forIn)
        #expect(asyncLoop.isTry && asyncLoop.isAwait)
        #expect(patternShape(asyncLoop.pattern, in: tree) == "line")
        #expect(exprShape(asyncLoop.sequence, in: tree) == "url.lines")

        let caseLoop = try #require(statements[1].forIn)
        #expect(!caseLoop.isTry && !caseLoop.isAwait)
        #expect(patternShape(caseLoop.pattern, in: tree) == "let item?")
        #expect(caseLoop.whereClause.map { exprShape($0, in: tree) } == "item.isValid")
        #expect(caseLoop.body.statements.count == 1)

        let tupleLoop = try #require(statements[2].forIn)
        #expect(tupleLoop.pattern.boundNames.map(\.text) == ["index", "value"])
        guard case .wildcard = try #require(statements[3].forIn).pattern.kind else {
            Issue.record("expected a wildcard pattern")
            return
        }
    }

    @Test func labelledLoopsWithBreakAndContinue() throws {
        let (statement, _) = try only("""
        outer: for row in rows {
            inner: while true {
                if row.isEmpty { break outer } else { continue inner }
            }
        }
        """)
        guard case .labeled(let label, let loop) = statement.kind else {
            Issue.record("expected a labelled statement")
            return
        }
        #expect(label.text == "outer")
        let forIn = try #require(loop.forIn)
        guard case .labeled(let innerLabel, let whileLoop)? = forIn.body.statements.first?.kind,
              case .whileStmt(_, let whileBody) = whileLoop.kind,
              let ifStatement = whileBody.statements.first?.ifStatement else {
            Issue.record("expected a labelled while loop holding an if")
            return
        }
        #expect(innerLabel.text == "inner")
        guard case .breakStmt(let breakLabel)? = ifStatement.body.statements.first?.kind,
              case .block(let elseBlock)? = ifStatement.elseBranch,
              case .continueStmt(let continueLabel)? = elseBlock.statements.first?.kind else {
            Issue.record("expected break/continue with labels")
            return
        }
        #expect(breakLabel?.text == "outer")
        #expect(continueLabel?.text == "inner")
    }

    @Test func repeatWhileAndDefer() throws {
        let (statements, tree) = try body("defer { cleanup() }\nrepeat { attempts -= 1 } while attempts > 0")
        guard case .deferStmt(let deferred) = statements[0].kind else {
            Issue.record("expected defer")
            return
        }
        #expect(deferred.statements.count == 1)
        guard case .repeatWhile(let loopBody, let condition) = statements[1].kind else {
            Issue.record("expected repeat-while")
            return
        }
        #expect(loopBody.statements.count == 1)
        #expect(exprShape(condition, in: tree) == "(> attempts 0)")
    }

    // MARK: do / catch

    @Test func doCatchClauses() throws {
        let (statement, tree) = try only("""
        do {
            try await load()
        } catch is CancellationError {
            return
        } catch let error as URLError where error.code == .timedOut {
            retry()
        } catch LoadError.http(let status) {
            show(status)
        } catch {
            report(error)
        }
        """)
        let doStatement = try #require(statement.doStatement)
        #expect(doStatement.body.statements.count == 1)
        #expect(doStatement.catches.count == 4)
        let patterns = doStatement.catches.map { $0.patterns.map { patternShape($0.pattern, in: tree) } }
        #expect(patterns == [["is CancellationError"], ["let error as URLError"], ["LoadError.http(let status)"], []])
        #expect(doStatement.catches[1].patterns.first?.whereClause != nil)
        #expect(doStatement.catches.allSatisfy { $0.body.statements.count == 1 })
    }

    @Test func typedThrowsDo() throws {
        let (statement, _) = try only("do throws(ParseError) { try parse() } catch { handle(error) }")
        let doStatement = try #require(statement.doStatement)
        #expect(doStatement.thrownType?.sourceDescription == "ParseError")
        #expect(doStatement.catches.count == 1)
    }

    // MARK: Other statements

    @Test func returnThrowAndExpressionStatements() throws {
        let (statements, tree) = try body("""
        count += 1; total = count * 2
        let doubled = total * 2
        throw ValidationError.empty
        return doubled
        """)
        try #require(statements.count == 5)
        #expect(statements[0].expr.map { exprShape($0, in: tree) } == "(+= count 1)")
        #expect(statements[1].expr.map { exprShape($0, in: tree) } == "(= total (* count 2))")
        #expect(statements[2].decl?.boundName == "doubled")
        guard case .throwStmt = statements[3].kind, case .returnStmt(let value?) = statements[4].kind else {
            Issue.record("expected throw then return")
            return
        }
        #expect(value.identifier == "doubled")
    }

    @Test func contextualModifierWordsAreOrdinaryNamesInExpressions() throws {
        let (statements, tree) = try body("""
        open(url)
        let x = 1
        lazy(value)
        var y = 2
        optional.map { $0 }
        override = true
        async.cancel()
        nonisolated(unsafe) var shared = 0
        """)
        let shapes = statements.map { statement -> String in
            if let expr = statement.expr { return exprShape(expr, in: tree) }
            return "decl " + (statement.decl?.boundName ?? "?") + " " + (statement.decl?.modifierNames ?? []).joined(separator: " ")
        }
        #expect(shapes == [
            "open(url)", "decl x ", "lazy(value)", "decl y ", "optional.map { $0 }", "(= override true)", "async.cancel()",
            "decl shared nonisolated",
        ])
    }

    @Test func ifConfigInsideFunctionBody() throws {
        let (statement, _) = try only("""
        #if DEBUG
        logger.debug("loaded")
        #else
        #endif
        """)
        let config = try #require(statement.ifConfig)
        #expect(config.clauses.map(\.kind) == [.if, .else])
        #expect(config.clauses[0].elements.count == 1)
        #expect(config.clauses[1].elements.isEmpty)
    }

    @Test func viewBuilderBodyWithControlFlow() throws {
        let tree = parseValid("""
        struct FeedView: View {
            @State private var posts: [Post] = []
            var body: some View {
                List {
                    if posts.isEmpty {
                        ContentUnavailableView("No posts", systemImage: "tray")
                    } else {
                        ForEach(posts) { post in
                            PostRow(post: post)
                        }
                        .onDelete { posts.remove(atOffsets: $0) }
                    }
                }
                .task { posts = await loader.load() }
            }
        }
        """)
        let type = try #require(tree.statements.first?.decl?.typeDecl)
        guard case .getter(let block)? = type.member(named: "body")?.variable?.bindings.first?.accessors else {
            Issue.record("expected body getter")
            return
        }
        let task = try #require(block.statements.first?.expr?.call)
        #expect(task.calleeName == "task")
        let list = try #require(task.callee.memberAccess?.base.call)
        #expect(list.calleeName == "List")
        let ifStatement = try #require(list.trailingClosures.first?.closure.closure?.body.first?.ifStatement)
        guard case .block(let elseBlock)? = ifStatement.elseBranch else {
            Issue.record("expected else")
            return
        }
        #expect(elseBlock.statements.first?.expr?.call?.calleeName == "onDelete")
        let taskClosure = try #require(task.trailingClosures.first?.closure.closure)
        #expect(taskClosure.body.first?.expr.map { exprShape($0, in: tree) } == "(= posts (await loader.load()))")
    }
}
