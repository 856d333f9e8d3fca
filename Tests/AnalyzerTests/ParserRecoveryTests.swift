import Testing
@testable import Analyzer

@Suite("Parser: recovery")
struct ParserRecoveryTests {
    /// The error messages of a tree whose ranges overlap `text`'s first occurrence in `source`.
    private func errors(in tree: SyntaxTree, at text: String, of source: String) -> [String] {
        guard let range = source.range(of: text) else { return [] }
        let start = source.utf8.distance(from: source.utf8.startIndex, to: range.lowerBound)
        let end = start + text.utf8.count
        return tree.errors.filter { $0.range.start < end && $0.range.end >= start }.map(\.message)
    }

    private func typeNamed(_ name: String, in tree: SyntaxTree) -> TypeDecl? {
        declarations(in: tree.statements).compactMap(\.typeDecl).first { $0.name.text == name }
    }

    @Test func garbageLineInsideStructBodyKeepsLaterMembers() throws {
        let source = """
        struct ContentView: View {
            @State private var count = 0
            this is not ) a declaration ]
            var body: some View {
                Text("\\(count)")
            }
        }
        struct Next {}
        """
        let tree = parse(source)
        #expect(!tree.errors.isEmpty)
        #expect(!errors(in: tree, at: "this is not ) a declaration ]", of: source).isEmpty)
        let type = try #require(typeNamed("ContentView", in: tree))
        #expect(type.members.contains { $0.isUnknown })
        #expect(type.propertyNames == ["count", "body"])
        let body = try #require(type.member(named: "body"))
        #expect(body.variable?.bindings.first?.type?.sourceDescription == "some View")
        #expect(typeNamed("Next", in: tree) != nil)
        #expect(tree.statements.count == 2)
    }

    @Test func garbageStatementInsideFunctionBodyKeepsLaterStatements() throws {
        let source = """
        func load() {
            let a = = 2
            @@ !!
            let b = 3
            b.use()
        }
        """
        let tree = parse(source)
        #expect(tree.errors.count >= 2)
        let function = try #require(tree.statements.first?.decl?.function)
        let statements = try #require(function.body?.statements)
        #expect(statements.compactMap(\.decl).compactMap(\.boundName) == ["a", "b"])
        #expect(statements.last?.expr?.call?.calleeName == "use")
        #expect(tree.statements.count == 1)
    }

    @Test func unterminatedStringDoesNotSwallowTheNextLine() throws {
        let source = """
        struct Greeting: View {
            var title = "Hello
            var body: some View { Text(title) }
        }
        """
        let tree = parse(source)
        #expect(errors(in: tree, at: "\"Hello", of: source).contains("unterminated string literal"))
        let type = try #require(typeNamed("Greeting", in: tree))
        #expect(type.propertyNames == ["title", "body"])
        #expect(type.members[0].variable?.bindings.first?.initializer?.isUnknown == true)
    }

    @Test func missingClosingParenthesisIsReportedAndContained() throws {
        let source = """
        struct Card: View {
            var body: some View {
                Text("a"
                    .padding()
            }
            var footer: some View { EmptyView() }
        }
        """
        let tree = parse(source)
        #expect(tree.errors.contains { $0.message.hasPrefix("expected ')'") })
        let type = try #require(typeNamed("Card", in: tree))
        #expect(type.propertyNames == ["body", "footer"])
        #expect(tree.statements.count == 1)
    }

    @Test func strayParenthesisInFunctionBodyKeepsTheRestOfTheType() throws {
        let tree = parse("""
        struct Panel: View {
            func refresh() {
                reload())
                log()
            }
            var body: some View { Text("panel") }
        }
        """)
        #expect(!tree.errors.isEmpty)
        let type = try #require(typeNamed("Panel", in: tree))
        #expect(type.propertyNames == ["body"])
        #expect(tree.statements.count == 1)
    }

    @Test func strayClosingBraceAtFileLevel() throws {
        let tree = parse("}\nstruct A {}\n}\nstruct B {}")
        #expect(tree.errors.map(\.message) == ["unexpected '}' at file level", "unexpected '}' at file level"])
        #expect(tree.statements.filter(\.isUnknown).count == 2)
        #expect(typeNamed("A", in: tree) != nil)
        #expect(typeNamed("B", in: tree) != nil)
    }

    @Test func missingClosingBraceAtEndOfFile() throws {
        let tree = parse("struct A {\n    var x = 1\n    func f() {\n        x.run()\n")
        #expect(!tree.errors.isEmpty)
        let type = try #require(typeNamed("A", in: tree))
        #expect(type.propertyNames == ["x"])
        #expect(type.member(named: "f")?.function?.body?.statements.count == 1)
    }

    @Test func brokenParameterListKeepsTheFunction() throws {
        let tree = parse("func f(a: Int b: String, c: Bool) -> Int { 1 }\nlet after = 2")
        #expect(tree.errors.map(\.message) == ["unexpected tokens in parameter list"])
        let function = try #require(tree.statements.first?.decl?.function)
        #expect(function.parameters.map(\.internalName) == ["a", "c"])
        #expect(function.returnType?.sourceDescription == "Int")
        #expect(tree.statements.last?.decl?.boundName == "after")
    }

    @Test func nonCaseStatementInSwitchIsSkipped() throws {
        let tree = parse("""
        switch value {
            print("before any case")
        case 1:
            one()
        default:
            other()
        }
        """)
        #expect(tree.errors.map(\.message) == ["expected 'case' or 'default' in switch"])
        let cases = try #require(tree.statements.first?.switchStatement?.cases)
        #expect(cases.count == 2)
    }

    @Test func inactiveIfConfigBranchWithBrokenCodeStaysLocal() throws {
        let source = """
        struct Legacy: View {
            var body: some View {
                Text("x")
                #if swift(<5.0)
                    .oldModifier(((
                #endif
            }
        }
        struct After: View {
            var body: some View { Text("after") }
        }
        """
        let tree = parse(source)
        #expect(!tree.errors.isEmpty)
        #expect(tree.errors.allSatisfy { $0.range.start >= source.utf8.count / 4 })
        #expect(typeNamed("Legacy", in: tree)?.propertyNames == ["body"])
        #expect(typeNamed("After", in: tree)?.propertyNames == ["body"])
    }

    @Test func brokenCodeInsideIfConfigClauseDoesNotLeakIntoTheNextClause() throws {
        let source = """
        #if compiler(<5.9)
        let legacy = oldAPI(]
        #else
        let modern = newAPI()
        #endif
        let after = 1
        """
        let tree = parse(source)
        #expect(!tree.errors.isEmpty)
        let elseOffset = try #require(source.utf8.firstRange(of: "#else".utf8)).lowerBound
        let elseStart = source.utf8.distance(from: source.utf8.startIndex, to: elseOffset)
        #expect(tree.errors.allSatisfy { $0.range.start < elseStart }, "\(tree.errors)")
        let config = try #require(tree.statements.first?.ifConfig)
        #expect(config.clauses.map(\.kind) == [.if, .else])
        #expect(config.clauses[1].elements.first?.decl?.boundName == "modern")
        guard case .call? = config.clauses[1].elements.first?.decl?.variable?.bindings.first?.initializer?.kind else {
            Issue.record("the #else clause must parse cleanly")
            return
        }
        #expect(tree.statements.last?.decl?.boundName == "after")
    }

    @Test func invalidBytesInsideAvailabilityArgumentsAreReported() throws {
        let tree = parse("@available(iOS \u{1}17, *)\nstruct A {}\nfunc f() { if #available(iOS 17, \u{1}) {} }")
        #expect(tree.errors.count == 2)
        #expect(tree.errors.allSatisfy { $0.message == "invalid token" })
        #expect(tree.statements.first?.decl?.attributeNames == ["available"])
        #expect(tree.statements.count == 2)
    }

    @Test(arguments: [
        "struct {", "func (", "let = ", "var x: = 1", "if { } else", "#if\n", "@", "\"\\(", "x.", "case",
        "let s = \"abc\\", "#\"a\\#", "let r = #/\n(a", "x = `", "f(a: 1,, b: 2)", "[1, 2",
        "@available(iOS 17, *", "precedencegroup P {\n  associativity: left", "if #available(iOS 17 {",
        "infix operator <> { associativity", "var x: Int { get set",
    ])
    func malformedSnippetIsReportedInsideTheFile(_ source: String) {
        let tree = parse(source)
        #expect(!tree.errors.isEmpty)
        #expect(parseInvariantViolation(tree) == nil)
    }
}
