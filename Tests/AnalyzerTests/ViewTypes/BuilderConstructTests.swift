import Testing
@testable import Analyzer

/// ViewBuilder semantics, one construct at a time (types measured with the compiler in
/// `experiments/viewbuilder_model.swift`).
@Suite struct BuilderConstructTests {
    @Test(arguments: [
        ("EmptyView()", "EmptyView"),
        ("A()", "A"),
        ("A()\nB()", "TupleView<(A, B)>"),
        ("if flag { A() }", "Optional<A>"),
        ("A()\nif flag { B() }", "TupleView<(A, Optional<B>)>"),
        ("if flag { A() } else { B() }", "_ConditionalContent<A, B>"),
        ("if n == 0 { A() } else if n == 1 { B() } else { C() }", "_ConditionalContent<_ConditionalContent<A, B>, C>"),
        ("if n == 0 { A() } else if n == 1 { B() }", "Optional<_ConditionalContent<A, B>>"),
        ("if n == 0 { A() } else if n == 1 { B() } else if n == 2 { C() } else { D() }",
         "_ConditionalContent<_ConditionalContent<A, B>, _ConditionalContent<C, D>>"),
        ("if n == 0 { A() } else if n == 1 { B() } else if n == 2 { C() } else if n == 3 { D() } else { E() }",
         "_ConditionalContent<_ConditionalContent<_ConditionalContent<A, B>, _ConditionalContent<C, D>>, E>"),
        ("if let value = optional { A() }", "Optional<A>"),
        ("if case .some(let value) = optional { A() } else { B() }", "_ConditionalContent<A, B>"),
        ("switch n { case 0: A() default: B() }", "_ConditionalContent<A, B>"),
        ("switch n { case 0: A() case 1: B() default: C() }", "_ConditionalContent<_ConditionalContent<A, B>, C>"),
        ("switch n { case 0: A() case 1: B() case 2: C() default: D() }",
         "_ConditionalContent<_ConditionalContent<A, B>, _ConditionalContent<C, D>>"),
        ("if #available(iOS 17, *) { A() }", "Optional<AnyView>"),
        ("if #available(iOS 17, *) { A() } else { B() }", "_ConditionalContent<AnyView, B>"),
        ("if #available(iOS 17, *) { A(); B() }", "Optional<AnyView>"),
        ("if flag { A(); B() } else { C() }", "_ConditionalContent<TupleView<(A, B)>, C>"),
        ("if flag { } else { A() }", "_ConditionalContent<EmptyView, A>"),
        ("if flag { A() } else { if n == 1 { B() } else { C() } }", "_ConditionalContent<A, _ConditionalContent<B, C>>"),
    ])
    func construct(body: String, expected: String) {
        #expect(BodyTypes.ofBody(body, members: "var flag = false\nvar n = 0\nvar optional: Int?") == expected)
    }

    @Test func emptyBodyIsEmptyView() {
        #expect(BodyTypes.of("V.body", "struct V: View { var body: some View { } }") == "EmptyView")
    }

    @Test func elevenChildrenHaveNoLimit() {
        let body = (0..<11).map { _ in "A()" }.joined(separator: "\n")
        let expected = "TupleView<(" + Array(repeating: "A", count: 11).joined(separator: ", ") + ")>"
        #expect(BodyTypes.ofBody(body) == expected)
    }

    @Test func localLetsAreNotViewsButTypeLaterUses() {
        let type = BodyTypes.ofBody("""
        let icon = Image(systemName: "star")
        let title = "Favorites"
        HStack {
            icon
            Text(title)
        }
        """)
        #expect(type == "HStack<TupleView<(Image, Text)>>")
    }

    @Test func explicitReturnTurnsTheBuilderOff() {
        #expect(BodyTypes.ofBody("return Text(\"x\").padding()") == "ModifiedContent<Text, _PaddingLayout>")
    }

    @Test func conditionalCompilationInBodyTakesTheActiveClause() {
        let type = BodyTypes.ofBody("""
        VStack {
            A()
            #if os(iOS)
            B()
            #elseif os(macOS)
            C()
            #endif
            #if DEBUG
            D()
            #endif
        }
        """)
        #expect(type == "VStack<TupleView<(A, B, D)>>")
    }

    @Test func conditionalCompilationInsideModifierChains() {
        let type = BodyTypes.ofBody("""
        Text("x")
            .padding()
            #if os(iOS)
            .opacity(0.5)
            #else
            .hidden()
            #endif
            .id(1)
        """)
        #expect(type == "IDView<ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _OpacityEffect>, Int>")
    }

    @Test func viewBuilderMembersAndHelperMethods() {
        let types = BodyTypes.all("""
        struct Screen: View {
            let items: [String]
            var body: some View {
                VStack {
                    header
                    row(for: "a")
                }
            }

            @ViewBuilder
            private var header: some View {
                if items.isEmpty {
                    Text("Nothing")
                } else {
                    Label("Items", systemImage: "list.bullet")
                }
            }

            private func row(for item: String) -> some View {
                Text(item).bold()
            }
        }
        """)
        #expect(types["Screen.header"] == "_ConditionalContent<Text, Label<Text, Image>>")
        #expect(types["Screen.body"] == "VStack<TupleView<(_ConditionalContent<Text, Label<Text, Image>>, Text)>>")
        #expect(types["Screen.row"] == nil, "only @ViewBuilder members are listed")
    }

    @Test func forLoopInBuilderIsAMarkedPlaceholder() {
        let type = BodyTypes.ofBody("VStack { for x in 0..<3 { Text(\"\\(x)\") } }")
        #expect(type.hasPrefix("VStack<‹for-in"))
    }

    @Test func viewModifierBodyUsesContentPlaceholderType() {
        let types = BodyTypes.all("""
        struct CardStyle: ViewModifier {
            func body(content: Content) -> some View {
                content
                    .padding()
                    .background(.regularMaterial)
            }
        }
        """)
        #expect(types["CardStyle.body"] == "ModifiedContent<ModifiedContent<_ViewModifier_Content<CardStyle>, _PaddingLayout>, _BackgroundStyleModifier<Material>>")
    }
}
