import Testing
@testable import Analyzer

/// A single-expression source and its expected S-expression shape (see ``ExprShape``).
struct ShapeCase: Sendable, CustomTestStringConvertible {
    var source: String
    var shape: String

    init(_ source: String, _ shape: String) {
        self.source = source
        self.shape = shape
    }

    var testDescription: String { source }
}

@Suite("Parser: expressions")
struct ParserExpressionTests {
    static let precedenceCases: [ShapeCase] = [
        ShapeCase("a + b * c", "(+ a (* b c))"),
        ShapeCase("a * b + c", "(+ (* a b) c)"),
        ShapeCase("a - b - c", "(- (- a b) c)"),
        ShapeCase("a ?? b ?? c", "(?? a (?? b c))"),
        ShapeCase("x = y ? 1 : 2", "(= x (? y 1 2))"),
        ShapeCase("a = b = c", "(= a (= b c))"),
        ShapeCase("a as? B ?? c", "(?? (as? a B) c)"),
        ShapeCase("x as! [String: Any]", "(as! x [String: Any])"),
        ShapeCase("value is String || value is Int", "(|| (is value String) (is value Int))"),
        ShapeCase("a && b || c && d", "(|| (&& a b) (&& c d))"),
        ShapeCase("!isLoading && items.count > 0", "(&& (!isLoading) (> items.count 0))"),
        ShapeCase("a ? b : c ? d : e", "(? a b (? c d e))"),
        ShapeCase("count < limit ? .green : .red", "(? (< count limit) .green .red)"),
        ShapeCase("1...n + 1", "(... 1 (+ n 1))"),
        ShapeCase("0.0...1.0", "(... 0.0 1.0)"),
        ShapeCase("pair.0.1 + 1", "(+ pair.0.1 1)"),
        ShapeCase("a << 2 + 1", "(+ (<< a 2) 1)"),
        ShapeCase("x += y * 2", "(+= x (* y 2))"),
        ShapeCase("a <> b <> c", "(<> (<> a b) c)"),
        ShapeCase("a |> f ?? g", "(|> a (?? f g))"),
        ShapeCase("-offset.y * scale", "(* (-offset.y) scale)"),
        ShapeCase("user?.profile?.name ?? \"Anonymous\"", "(?? user?.profile?.name \"Anonymous\")"),
        ShapeCase("items.first!.title", "items.first!.title"),
        ShapeCase("try await loader.load(url)", "(try (await loader.load(url)))"),
        ShapeCase("try? JSONDecoder().decode(Item.self, from: data)", "(try? JSONDecoder().decode(Item.self, from: data))"),
        ShapeCase("try! a + b", "(try! (+ a b))"),
        ShapeCase("await a + b", "(await (+ a b))"),
        ShapeCase("await fetch() ?? fallback", "(await (?? fetch() fallback))"),
        ShapeCase("try await a() + b() * c()", "(try (await (+ a() (* b() c()))))"),
        ShapeCase("x = try decode(data) ?? .empty", "(= x (try (?? decode(data) .empty)))"),
        ShapeCase("try model.isReady ? a : b", "(try (? model.isReady a b))"),
        ShapeCase("try? value as? Item", "(try? (as? value Item))"),
        ShapeCase("a + (try b)", "(+ a ((try b)))"),
        ShapeCase("items[0..<3]", "items[(..< 0 3)]"),
        ShapeCase("items[...]", "items[...]"),
        ShapeCase("items[i]?.count", "items[i]?.count"),
        ShapeCase("f(a<b, c>(d))", "f(a<b, c>(d))"),
        ShapeCase("f(a < b, c > d)", "f((< a b), (> c d))"),
        ShapeCase("a < b && c > d", "(&& (< a b) (> c d))"),
        ShapeCase("Array<Int>()", "Array<Int>()"),
        ShapeCase("Dictionary<String, [Int]>(minimumCapacity: 8)", "Dictionary<String, [Int]>(minimumCapacity: 8)"),
        ShapeCase("Set<Int>.init()", "Set<Int>.init()"),
        ShapeCase("swap(&a, &b)", "swap((&a), (&b))"),
        ShapeCase("values.reduce(0, +)", "values.reduce(0, +)"),
        ShapeCase("names.sorted(by: <)", "names.sorted(by: <)"),
        ShapeCase("f(a, b,)", "f(a, b)"),
        ShapeCase("[1, 2, 3,]", "[1, 2, 3]"),
        ShapeCase("[\"a\": 1, \"b\": 2]", "[\"a\": 1, \"b\": 2]"),
        ShapeCase("[:]", "[:]"),
        ShapeCase("(x, label: y)", "(x, label: y)"),
        ShapeCase("(a + b) * c", "(* ((+ a b)) c)"),
        ShapeCase("repeat each values", "(repeat (each values))"),
        ShapeCase("consume buffer", "(consume buffer)"),
        ShapeCase("0x1F & mask", "(& 0x1F mask)"),
        ShapeCase("#selector(Coordinator.tap(_:))", "#selector(Coordinator.tap(_:))"),
        ShapeCase("#file", "#file"),
        ShapeCase("3.5e2 / 2", "(/ 3.5e2 2)"),
        ShapeCase("text.wholeMatch(of: /\\d+/)", "text.wholeMatch(of: /\\d+/)"),
    ]

    @Test(arguments: precedenceCases)
    func operatorPrecedenceAndPostfixShape(_ test: ShapeCase) throws {
        #expect(try shapeOf(test.source) == test.shape)
    }

    @Test func tryCoversTheWholeOperationToItsRight() throws {
        let expr = try parseExpr("try a + b")
        guard case .tryExpr(.plain, let operand) = expr.kind, case .binaryOperator(let lhs, "+", let rhs) = operand.kind else {
            Issue.record("expected try (a + b), got \(expr.kind)")
            return
        }
        #expect(expr.range == SourceRange(0, 9))
        #expect(operand.range == SourceRange(4, 9))
        #expect(lhs.identifier == "a" && rhs.identifier == "b")
    }

    // MARK: Calls and trailing closures

    @Test func buttonWithActionAndLabelClosures() throws {
        let expr = try parseExpr("Button {\n    count += 1\n} label: {\n    Label(\"Add\", systemImage: \"plus\")\n}")
        let call = try #require(expr.call)
        #expect(call.calleeName == "Button")
        #expect(!call.hasParentheses)
        #expect(call.arguments.isEmpty)
        try #require(call.trailingClosures.count == 2)
        #expect(call.trailingClosures[0].label == nil)
        #expect(call.trailingClosures[1].label?.text == "label")
        let action = try #require(call.trailingClosures[0].closure.closure)
        #expect(action.parameters == nil)
        #expect(action.body.count == 1)
        let label = try #require(call.trailingClosures[1].closure.closure)
        let labelCall = try #require(label.body.first?.expr?.call)
        #expect(labelCall.calleeName == "Label")
        #expect(labelCall.arguments.map { $0.label?.text } == [nil, "systemImage"])
    }

    @Test func callWithArgumentsAndMultipleTrailingClosures() throws {
        let source = """
        Section("Account", isExpanded: $expanded) {
            Text("Body")
        } header: {
            Text("Header")
        } footer: {
            Text("Footer")
        }
        """
        let call = try #require(try parseExpr(source).call)
        #expect(call.hasParentheses)
        #expect(call.arguments.map { $0.label?.text } == [nil, "isExpanded"])
        #expect(call.arguments[1].value.identifier == "$expanded")
        #expect(call.trailingClosures.map { $0.label?.text } == [nil, "header", "footer"])
    }

    @Test func modifierChainReadsBaseFirst() throws {
        let source = """
        Text(title)
            .font(.headline)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
        """
        #expect(try shapeOf(source) == "Text(title).font(.headline).frame(maxWidth: .infinity, alignment: .leading).padding()")
        let outer = try #require(try parseExpr(source).call)
        #expect(outer.calleeName == "padding")
        #expect(outer.arguments.isEmpty)
    }

    @Test func forEachWithKeyPathAndClosureParameter() throws {
        let expr = try parseExpr("ForEach(items, id: \\.self) { item in\n    Row(item: item)\n}")
        let call = try #require(expr.call)
        let keyPath = try #require(call.arguments[1].value.keyPath)
        #expect(keyPath.root == nil)
        try #require(keyPath.components.count == 1)
        guard case .property(let name) = keyPath.components[0] else {
            Issue.record("expected a property component")
            return
        }
        #expect(name.text == "self")
        let closure = try #require(call.trailingClosures.first?.closure.closure)
        #expect(closure.parameters?.map(\.name.text) == ["item"])
    }

    @Test func postfixIfConfigInsideModifierChain() throws {
        let source = """
        Text("a")
            .foo()
        #if os(iOS)
            .bar()
        #endif
            .baz()
        """
        let outer = try #require(try parseExpr(source).call)
        #expect(outer.calleeName == "baz")
        let (base, _) = try #require(outer.callee.memberAccess)
        guard case .postfixIfConfig(let chain, let config) = base.kind else {
            Issue.record("expected a postfix #if, got \(base.kind)")
            return
        }
        #expect(chain.call?.calleeName == "foo")
        try #require(config.clauses.count == 1)
        #expect(config.clauses[0].kind == .if)
        let condition = try #require(config.clauses[0].condition?.call)
        #expect(condition.calleeName == "os")
        let element = try #require(config.clauses[0].elements.first?.call)
        #expect(element.calleeName == "bar")
        let (placeholder, _) = try #require(element.callee.memberAccess)
        guard case .chainPlaceholder = placeholder.kind else {
            Issue.record("the clause's chain must start at the placeholder")
            return
        }
    }

    @Test func postfixIfConfigWithElseClauses() throws {
        let source = """
        List { rows }
        #if os(iOS)
            .listStyle(.insetGrouped)
        #elseif os(macOS)
            .listStyle(.sidebar)
        #else
            .listStyle(.plain)
        #endif
        """
        let shape = try shapeOf(source)
        #expect(shape == "List { rows } #if os(iOS) <base>.listStyle(.insetGrouped) #elseif os(macOS) <base>.listStyle(.sidebar) #else <base>.listStyle(.plain) #endif")
    }

    // MARK: Closures

    @Test func closureWithCaptureListParametersEffectsAndResult() throws {
        let source = "{ [weak self, unowned(unsafe) model, count = items.count] (index: Int, _ name: String) async throws -> Bool in\n    index < count\n}"
        let closure = try #require(try parseExpr(source).closure)
        #expect(closure.captures.map(\.specifier) == ["weak", "unowned(unsafe)", nil])
        #expect(closure.captures.map(\.name.text) == ["self", "model", "count"])
        #expect(closure.captures[2].value?.memberAccess?.name == "count")
        let parameters = try #require(closure.parameters)
        #expect(parameters.map(\.name.text) == ["index", "name"])
        #expect(parameters.map { $0.label?.text } == [nil, "_"])
        #expect(parameters.map { $0.type?.sourceDescription } == ["Int", "String"])
        #expect(closure.effects.isAsync)
        #expect(closure.effects.throwing == .throws)
        #expect(closure.returnType?.sourceDescription == "Bool")
        #expect(closure.body.count == 1)
    }

    static let closureShapes: [ShapeCase] = [
        ShapeCase("items.map { $0.name }", "items.map { $0.name }"),
        ShapeCase("items.sorted { $0.date > $1.date }", "items.sorted { (> $0.date $1.date) }"),
        ShapeCase("pairs.map { key, value in key }", "pairs.map { (key, value) in key }"),
        ShapeCase("Task { @MainActor in update() }", "Task { @MainActor in update() }"),
        ShapeCase("{ () -> Int in 1 }", "{ () -> Int in 1 }"),
        ShapeCase("{ _ in }", "{ (_) in }"),
        ShapeCase("DispatchQueue.main.async { [self] in reload() }", "DispatchQueue.main.async { [self] in reload() }"),
        ShapeCase("{ x }", "{ x }"),
        ShapeCase("{ [items] in items.count }", "{ [items] in items.count }"),
        ShapeCase("withAnimation(.spring) { isOpen.toggle() }", "withAnimation(.spring) { isOpen.toggle() }"),
    ]

    @Test(arguments: closureShapes)
    func closureSignaturesAndBodies(_ test: ShapeCase) throws {
        #expect(try shapeOf(test.source) == test.shape)
    }

    @Test func attributedClosureKeepsItsAttribute() throws {
        let call = try #require(try parseExpr("Task { @MainActor in update() }").call)
        let closure = try #require(call.trailingClosures.first?.closure.closure)
        #expect(closure.attributes.map(\.name) == ["MainActor"])
        #expect(closure.parameters == nil)
    }

    @Test func closureBodyThatStartsWithAnIdentifierIsNotASignature() throws {
        // `value` followed by a line break is a statement, not a parameter list.
        let closure = try #require(try parseExpr("{ value\n  other }").closure)
        #expect(closure.parameters == nil)
        #expect(closure.body.map { $0.expr?.identifier } == ["value", "other"])
    }

    // MARK: Strings

    @Test func nestedInterpolationToDepthThree() throws {
        let source = #""\(a ? "\(b)" : "\(c.map { "\($0)" })")""#
        #expect(try shapeOf(source) == #""\((? a "\(b)" "\(c.map { "\($0)" })"))""#)
    }

    @Test func interpolationWithLabelsAndFormatting() throws {
        let expr = try parseExpr(#""Total: \(total, format: .currency(code: "USD")) for \(count) items""#)
        let literal = try #require(expr.stringLiteral)
        #expect(!literal.isStatic)
        #expect(literal.segments.count == 5)
        guard case .interpolation(let arguments, _) = literal.segments[1] else {
            Issue.record("expected an interpolation")
            return
        }
        #expect(arguments.map { $0.label?.text } == [nil, "format"])
    }

    @Test func rawAndMultilineStringLiteralFlags() throws {
        let raw = try #require(try parseExpr(##"#"\d+ \#(n)"#"##).stringLiteral)
        #expect(raw.rawHashes == 1)
        #expect(!raw.isMultiline)
        #expect(!raw.isStatic)
        let multiline = try #require(try parseExpr("\"\"\"\n  a\n  b\n  \"\"\"").stringLiteral)
        #expect(multiline.isMultiline)
        #expect(multiline.rawHashes == 0)
        #expect(multiline.isStatic)
        let quote = try #require(try parseExpr(##"#"""#"##).stringLiteral)
        #expect(!quote.isMultiline)
        #expect(quote.rawHashes == 1)
    }

    // MARK: Key paths, implicit members, macros

    @Test func keyPathComponents() throws {
        let keyPath = try #require(try parseExpr(#"\Item.owner?.names[0]!.count"#).keyPath)
        #expect(keyPath.root?.sourceDescription == "Item")
        let described = keyPath.components.map { component -> String in
            switch component {
            case .property(let name): return name.text
            case .subscriptComponent(let arguments): return "[\(arguments.count)]"
            case .optional: return "?"
            case .forceUnwrap: return "!"
            }
        }
        #expect(described == ["owner", "?", "names", "[1]", "!", "count"])
    }

    @Test func implicitMemberCallsAndSpecialisedImplicitMembers() throws {
        #expect(try shapeOf(".init(red: 1, green: 0.5, blue: 0)") == ".init(red: 1, green: 0.5, blue: 0)")
        #expect(try shapeOf(".environment(\\.locale, .init(identifier: \"fr\"))") == ".environment(\\.locale, .init(identifier: \"fr\"))")
    }

    @Test func macroExpansionWithGenericArgumentsAndTrailingClosure() throws {
        let decl = try parseDecl("let preview = #Preview<Int>(\"Grid\") { GridView() }")
        guard case .macroExpansion(let expansion)? = decl.variable?.bindings.first?.initializer?.kind else {
            Issue.record("expected a macro expansion")
            return
        }
        #expect(expansion.name.text == "Preview")
        #expect(expansion.genericArguments.map(\.sourceDescription) == ["Int"])
        #expect(expansion.arguments.count == 1)
        #expect(expansion.trailingClosures.count == 1)
    }

    // MARK: if / switch expressions, some / any

    @Test func ifAndSwitchExpressionsAsInitialValues() throws {
        let tree = parseValid("""
        let color = if isOn { Color.green } else { Color.gray }
        let title = switch state {
        case .idle: "Idle"
        case .loading(let progress): "Loading \\(progress)"
        }
        """)
        let decls = declarations(in: tree.statements)
        try #require(decls.count == 2)
        guard case .ifExpr(let ifExpr)? = decls[0].variable?.bindings.first?.initializer?.kind else {
            Issue.record("expected an if expression")
            return
        }
        guard case .block? = ifExpr.elseBranch else {
            Issue.record("expected an else block")
            return
        }
        guard case .switchExpr(let switchExpr)? = decls[1].variable?.bindings.first?.initializer?.kind else {
            Issue.record("expected a switch expression")
            return
        }
        #expect(switchExpr.cases.count == 2)
    }

    @Test func someAndAnyTypesInExpressionPosition() throws {
        let tree = parseValid("let views: [any View] = []\nlet erased = AnyView(content as any View)\nfunc make() -> some View { EmptyView() }")
        let decls = declarations(in: tree.statements)
        #expect(decls[0].variable?.bindings.first?.type?.sourceDescription == "[any View]")
        let call = try #require(decls[1].variable?.bindings.first?.initializer?.call)
        guard case .cast(_, .plain, let type)? = call.arguments.first?.value.kind else {
            Issue.record("expected a cast")
            return
        }
        #expect(type.sourceDescription == "any View")
        guard case .some? = decls[2].function?.returnType?.kind else {
            Issue.record("expected an opaque result type")
            return
        }
    }

    @Test func awaitAndSomeAreNamesWhenNotFollowedByOperands() throws {
        #expect(try shapeOf("some + any") == "(+ some any)")
        #expect(try shapeOf("await") == "await")
    }
}
