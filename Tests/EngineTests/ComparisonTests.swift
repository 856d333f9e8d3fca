import Testing
@testable import Engine

/// `engine-semantics.md` §6, bug class 3: when a child's body re-runs. `Parent` bumps `tick`,
/// which only it reads; the question is whether `Row`'s body runs again.
@Suite struct ComparisonTests {
    private func rowBodyRuns(row: String, creation: String, parentExtra: String = "", extra: String = "") -> (Engine, Int) {
        let e = engine("""
        struct Parent: View {
            @State private var tick = 0
            \(parentExtra)
            var body: some View {
                Text("\\(tick)")
                \(creation)
            }
        }

        \(row)
        \(extra)
        """)
        #expect(e.mount("Parent") == .finished)
        let before = e.bodyCount("Row")
        #expect(e.set("tick", to: "1") == .finished)
        #expect(e.bodyCount("Parent") == 2)
        return (e, e.bodyCount("Row") - before)
    }

    @Test func aPODRowIsComparedBytewise() { // 3a
        let (_, runs) = rowBodyRuns(row: """
        struct Row: View {
            let n: Int
            let on: Bool
            var body: some View { Text("\\(n)") }
        }
        """, creation: "Row(n: 1, on: true)")
        #expect(runs == 0)
    }

    @Test func stringAndArrayFieldsCompareByValue() { // 3b
        let (_, runs) = rowBodyRuns(row: """
        struct Row: View {
            let title: String
            let tags: [String]
            var body: some View { Text(title) }
        }
        """, creation: "Row(title: \"Inbox\", tags: [\"mail\"])")
        #expect(runs == 0)
    }

    private static let closureRow = """
    struct Row: View {
        let title: String
        let onTap: () -> Void
        var body: some View { Button(title, action: onTap) }
    }
    """

    @Test func aCapturingClosureMakesTheRowNewEveryTime() { // 3c
        let (e, runs) = rowBodyRuns(row: Self.closureRow, creation: "Row(title: \"Inbox\", onTap: { select(id) })",
                                    parentExtra: "let id = 7")
        #expect(runs == 1)
        #expect(e.trace.events(.body).last?.message.contains("onTap: closure is new") == true)
    }

    @Test(arguments: ["", ".equatable()"])
    func anEquatableNonPODRowUsesItsEquals(_ wrapper: String) { // 3d
        let (_, runs) = rowBodyRuns(row: Self.closureRow, creation: "Row(title: \"Inbox\", onTap: { select(id) })\(wrapper)",
                                    parentExtra: "let id = 7", extra: """
        extension Row: Equatable {
            static func == (lhs: Row, rhs: Row) -> Bool { lhs.title == rhs.title }
        }
        """)
        #expect(runs == 0)
    }

    @Test(arguments: [("", 1), (".equatable()", 0)])
    func aPODRowsOwnEqualsIsIgnoredUnlessEquatableIsAsked(_ wrapper: String, _ expected: Int) { // 3e
        let (_, runs) = rowBodyRuns(row: """
        struct Row: View, Equatable {
            let n: Int
            let version: Int
            var body: some View { Text("\\(n)") }
            static func == (lhs: Row, rhs: Row) -> Bool { lhs.n == rhs.n }
        }
        """, creation: "Row(n: 1, version: tick)\(wrapper)")
        #expect(runs == expected)
    }

    @Test(arguments: [("model", 0), ("Model()", 1)])
    func objectsCompareByIdentity(_ argument: String, _ expected: Int) { // 3f
        let (_, runs) = rowBodyRuns(row: """
        struct Row: View {
            let model: Model
            var body: some View { Text("row") }
        }
        """, creation: "Row(model: \(argument))", parentExtra: "private let model = Model()", extra: """
        final class Model {
            var name = "a"
        }
        """)
        #expect(runs == expected)
    }

    @Test(arguments: [("@ObservedObject", 1, "0"), ("@StateObject", 0, "5")])
    func anObservedObjectWithADefaultIsRecreated(_ wrapper: String, _ runsExpected: Int, _ countAfter: String) { // 3g
        let (e, _) = rowBodyRuns(row: """
        struct Row: View {
            \(wrapper) var model = Model()
            var body: some View {
                Button("Count \\(model.count)") { model.count = 5 }
            }
        }
        """, creation: "Row()", extra: """
        final class Model: ObservableObject {
            @Published var count = 0
        }
        """)
        // The count goes to 5, then the parent's body runs again.
        #expect(e.tap("Count 0") == .finished)
        let before = e.bodyCount("Row")
        #expect(e.set("tick", to: "2") == .finished)
        #expect(e.bodyCount("Row") - before == runsExpected)
        #expect(e.treeText.contains("Button (\"Count \(countAfter)\")"), "\(e.treeText)")
    }

    @Test(arguments: [(BindingComparison.valueAndLocation, 2), (.locationOnly, 1)])
    func aChangedBindingMakesTheChildUnequalEvenIfUnread(_ mode: BindingComparison, _ rowBodies: Int) { // 3h
        var limits = Limits()
        limits.bindingComparison = mode
        let e = engine(limits: limits, """
        struct Parent: View {
            @State private var value = 0
            var body: some View {
                Text("\\(value)")
                Row(value: $value)
            }
        }

        struct Row: View {
            @Binding var value: Int
            var body: some View { Text("row") }
        }
        """)
        #expect(e.mount("Parent") == .finished)
        #expect(e.set("value", to: "1") == .finished)
        #expect(e.bodyCount("Row") == rowBodies)
    }

    @Test func aLaterInitialStateValueIsIgnored() { // 3i
        let (e, runs) = rowBodyRuns(row: """
        struct Row: View {
            @State private var shown: Int
            init(initial: Int) { _shown = State(initialValue: initial) }
            var body: some View { Text("\\(shown)") }
        }
        """, creation: "Row(initial: tick)")
        #expect(runs == 1)
        #expect(e.node("Row")?.state["shown"]?.value.description == "0")
    }

    @Test func settingAnEqualValueDoesNothing() { // 3j
        let e = engine("""
        struct Parent: View {
            @State private var tick = 0
            var body: some View { Text("\\(tick)") }
        }
        """)
        #expect(e.mount("Parent") == .finished)
        #expect(e.set("tick", to: "0") == .finished)
        #expect(e.eventsOfLastStep([.body, .stateWrite]).isEmpty)
        #expect(e.bodyCount("Parent") == 1)
    }

    @Test func aConstantNestedViewIsNotReevaluated() { // 3k
        let e = engine("""
        struct Parent: View {
            @State private var counter = 0
            var body: some View {
                Button("\\(counter)") { counter += 1 }
                Nested()
            }
        }

        struct Nested: View {
            var body: some View { Text("Nested") }
        }
        """)
        #expect(e.mount("Parent") == .finished)
        #expect(e.tap("0") == .finished)
        #expect(e.bodyCount("Parent") == 2)
        #expect(e.bodyCount("Nested") == 1)
    }
}
