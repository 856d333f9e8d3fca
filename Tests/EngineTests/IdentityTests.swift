import Testing
@testable import Engine

/// `engine-semantics.md` §6, bug class 2: structural identity. `Counter` keeps a count in
/// `@State`, logs its appearance and runs a task.
@Suite struct IdentityTests {
    private static let counter = """
    struct Counter: View {
        @State private var n = 0
        var body: some View {
            Button("Increment") { n += 1 }
                .onAppear { print("counter appeared") }
                .task { await refresh() }
        }
    }

    """

    private func parent(_ body: String, state: String = "@State private var hi = false", extra: String = "") -> Engine {
        let e = engine(Self.counter + extra + """
        struct Parent: View {
            \(state)
            var body: some View {
                \(body)
            }
        }
        """)
        #expect(e.mount("Parent") == .finished)
        return e
    }

    private func count(_ e: Engine) -> String? { e.node("Counter")?.state["n"]?.value.description }

    @Test func aConditionalModifierBranchResetsState() { // 2a
        let e = parent("if hi { Counter().border(.red) } else { Counter() }")
        #expect(e.tap("Increment") == .finished)
        #expect(count(e) == "1")
        #expect(e.set("hi", to: "true") == .finished)
        let kinds = e.eventsOfLastStep([.disappear, .taskCancel, .stateInit, .appear, .taskStart]).map(\.kind)
        #expect(kinds == [.disappear, .taskCancel, .stateInit, .appear, .taskStart])
        #expect(count(e) == "0")
    }

    @Test func anInertModifierArgumentKeepsIdentity() { // 2b
        let e = parent("Counter().border(hi ? .red : .clear)")
        #expect(e.tap("Increment") == .finished)
        #expect(e.set("hi", to: "true") == .finished)
        #expect(e.eventsOfLastStep([.disappear, .appear, .stateInit]).isEmpty)
        #expect(e.eventsOfLastStep([.body]).allSatisfy { !$0.node.hasSuffix("Counter") }, "Counter's inputs are equal")
        #expect(count(e) == "1")
    }

    @Test func branchesOfTheSameTypeStillSwitchIdentity() { // 2c
        let e = parent("""
        if hi { Text("A").onAppear { print("A") }.onDisappear { print("A gone") } } else { Text("B").onAppear { print("B") }.onDisappear { print("B gone") } }
        """)
        #expect(e.set("hi", to: "true") == .finished)
        #expect(e.eventsOfLastStep([.disappear, .appear]).map(\.kind) == [.disappear, .appear])
        #expect(e.effects.suffix(2) == ["print(B gone)", "print(A)"])
    }

    @Test func anApplyIfHelperBehavesLikeTheIf() { // 2d
        let e = parent("Counter().applyIf(hi) { $0.border(.red) }", extra: """
        extension View {
            @ViewBuilder
            func applyIf<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                if condition { transform(self) } else { self }
            }
        }

        """)
        #expect(e.tap("Increment") == .finished)
        #expect(e.set("hi", to: "true") == .finished)
        #expect(e.eventsOfLastStep([.stateInit, .appear, .taskStart]).map(\.kind) == [.stateInit, .appear, .taskStart])
        #expect(count(e) == "0")
    }

    @Test func eachInsertionOfAnOptionalStartsFresh() { // 2e
        let e = parent("if hi { Counter() }")
        for show in ["true", "false", "true"] {
            #expect(e.set("hi", to: show) == .finished)
            if show == "true" {
                #expect(e.eventsOfLastStep([.stateInit, .appear]).map(\.message) == ["n = 0", "appeared"])
                #expect(e.tap("Increment") == .finished)
            }
        }
        #expect(count(e) == "1")
    }

    @Test func anyViewSwitchesIdentityWithTheWrappedType() { // 2f
        let e = parent("AnyView(hi ? AnyView(Counter()) : AnyView(Other()))", extra: """
        struct Other: View {
            var body: some View { Text("Other") }
        }

        """)
        #expect(e.set("hi", to: "true") == .finished)
        #expect(e.eventsOfLastStep([.stateInit]).count == 1)
        #expect(e.tap("Increment") == .finished)

        let same = parent("AnyView(hi ? AnyView(Counter()) : AnyView(Counter()))")
        #expect(same.tap("Increment") == .finished)
        #expect(same.set("hi", to: "true") == .finished)
        #expect(same.eventsOfLastStep([.stateInit, .stateDrop]).isEmpty)
        #expect(count(same) == "1")
    }

    @Test func aNewIDOnEveryBodyRunResetsEveryTime() { // 2g
        let e = parent("Text(\"\\(tick)\"); Counter().id(UUID())", state: "@State private var tick = 0")
        #expect(e.tap("Increment") == .finished)
        for tick in 1...2 {
            #expect(e.set("tick", to: "\(tick)") == .finished)
            #expect(e.eventsOfLastStep([.stateDrop, .stateInit]).map(\.message) == ["n = \(tick == 1 ? 1 : 0) dropped", "n = 0"])
        }
    }

    @Test func forEachKeepsRowsByIDAcrossReorders() { // 2h
        let e = parent("ForEach(items, id: \\.self) { _ in Counter() }", state: "@State private var items = [1, 2, 3]")
        #expect(e.set("items", to: "[3, 1, 2]") == .finished)
        #expect(e.eventsOfLastStep([.stateDrop, .stateInit]).isEmpty, "a reorder keeps every row")
        #expect(e.set("items", to: "[3, 1, 4]") == .finished)
        #expect(e.eventsOfLastStep([.stateDrop, .stateInit]).map(\.message) == ["n = 0 dropped", "n = 0"])
        #expect(e.eventsOfLastStep([.stateDrop]).first?.node.contains("Counter (id 2)") == true)
    }

    /// `allCases` of a `CaseIterable` enum is what Swift writes for it: one row per case. An
    /// enum whose cases carry values has none, and the rows stay unknown.
    @Test(arguments: [("case daily, weekly, monthly", 3), ("case daily, weekly(Int)", 0)])
    func forEachOverAllCasesMakesARowPerCase(cases: String, rows: Int) {
        let e = parent("ForEach(Period.allCases, id: \\.self) { _ in Counter() }",
                       extra: "enum Period: CaseIterable, Hashable { \(cases) }\n")
        #expect(e.nodes(ofView: "Counter").count == rows)
    }
}
