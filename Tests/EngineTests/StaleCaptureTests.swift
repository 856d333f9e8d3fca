import Testing
@testable import Engine

/// `engine-semantics.md` §6, bug class 1: what a task or appear action does when the input it
/// used changes. `Parent` owns `url`; `Detail` applies the modifier under test.
@Suite struct StaleCaptureTests {
    private static func parent(detail modifiers: String, detailState: String = "", placement: String = "Detail(url: url)") -> String {
        """
        struct Parent: View {
            @State private var url = URL(string: "https://example.com/a")!
            @State private var show = true
            var body: some View {
                if show {
                    \(placement)
                }
            }
        }

        struct Detail: View {
            let url: URL
            \(detailState)
            var body: some View {
                Text(url.absoluteString)
                    \(modifiers)
            }
        }
        """
    }

    private static let b = #"URL(string: "https://example.com/b")!"#

    private func run(_ modifiers: String, detailState: String = "", placement: String = "Detail(url: url)") -> Engine {
        let e = engine(Self.parent(detail: modifiers, detailState: detailState, placement: placement))
        #expect(e.mount("Parent") == .finished)
        return e
    }

    @Test func taskIsStaleAfterTheInputChanges() { // 1a
        let e = run(".task { await load(url) }")
        #expect(e.eventsOfLastStep([.appear, .taskStart]).map(\.kind) == [.appear, .taskStart])
        #expect(e.set("url", to: Self.b) == .finished)
        let after = e.eventsOfLastStep([.body, .taskStart, .taskCancel, .appear]).filter { $0.node.hasPrefix("Parent › Detail") }
        #expect(after.map(\.kind) == [.body], "Detail's body runs with B; its task does not")
        #expect(e.effects == ["load(https://example.com/a)"])
        #expect(e.treeText.contains("Text (\"https://example.com/b\")"), "the text shows B while the load used A")
    }

    @Test func taskWithIDRestartsWithTheNewValue() { // 1b
        let e = run(".task(id: url) { await load(url) }")
        #expect(e.set("url", to: Self.b) == .finished)
        let kinds = e.eventsOfLastStep([.change, .taskCancel, .taskStart]).map(\.kind)
        #expect(kinds == [.change, .taskCancel, .taskStart])
        #expect(e.effects == ["load(https://example.com/a)", "load(https://example.com/b)"])
        #expect(e.set("url", to: Self.b) == .finished)
        #expect(e.eventsOfLastStep([.body, .change, .taskStart, .stateWrite]).isEmpty, "setting B again changes nothing")
    }

    @Test func onAppearIsStaleToo() { // 1c
        let e = run(".onAppear { load(url) }")
        #expect(e.set("url", to: Self.b) == .finished)
        #expect(e.effects == ["load(https://example.com/a)"])
    }

    @Test(arguments: ["{ load(url) }", "{ old, new in load(url) }"])
    func onAppearWithOnChangeFollows(_ closure: String) { // 1d
        let e = run(".onAppear { load(url) }.onChange(of: url) \(closure)")
        #expect(e.set("url", to: Self.b) == .finished)
        #expect(e.effects == ["load(https://example.com/a)", "load(https://example.com/b)"])
    }

    @Test func onChangeWithInitialRunsAtAppearAndOnChange() { // 1e
        let e = run(".onChange(of: url, initial: true) { load(url) }")
        #expect(e.trace.events(.change).map(\.message) == ["onChange(initial) https://example.com/a"])
        #expect(e.set("url", to: Self.b) == .finished)
        #expect(e.trace.events(.change).last?.message == "onChange https://example.com/a → https://example.com/b")
        #expect(e.effects == ["load(https://example.com/a)", "load(https://example.com/b)"])
    }

    @Test func deprecatedOnChangeRunsTheOldClosure() { // 1f
        let stale = run(".onAppear { load(url) }.onChange(of: url) { _ in load(url) }")
        #expect(stale.set("url", to: Self.b) == .finished)
        #expect(stale.effects == ["load(https://example.com/a)", "load(https://example.com/a)"])

        let fresh = run(".onAppear { load(url) }.onChange(of: url) { new in load(new) }")
        #expect(fresh.set("url", to: Self.b) == .finished)
        #expect(fresh.effects == ["load(https://example.com/a)", "load(https://example.com/b)"])
    }

    @Test func anIDOnTheViewResetsItAndRestartsTheTask() { // 1g
        let e = run(".task { await load(url) }", detailState: "@State private var loaded = false", placement: "Detail(url: url).id(url)")
        #expect(e.set("url", to: Self.b) == .finished)
        let kinds = e.eventsOfLastStep([.disappear, .taskCancel, .stateInit, .appear, .taskStart]).map(\.kind)
        #expect(kinds == [.disappear, .taskCancel, .stateInit, .appear, .taskStart])
        #expect(e.effects == ["load(https://example.com/a)", "load(https://example.com/b)"])
    }

    @Test func remountingRefreshesTheData() { // 1h
        let e = run(".task { await load(url) }")
        #expect(e.set("url", to: Self.b) == .finished)
        #expect(e.set("show", to: "false") == .finished)
        #expect(e.eventsOfLastStep([.disappear, .taskCancel]).map(\.kind) == [.disappear, .taskCancel])
        #expect(e.set("show", to: "true") == .finished)
        #expect(e.eventsOfLastStep([.appear, .taskStart]).map(\.kind) == [.appear, .taskStart])
        #expect(e.effects == ["load(https://example.com/a)", "load(https://example.com/b)"])
    }

    @Test(arguments: [("", "https://example.com/a"), ("guard !Task.isCancelled else { return }", "https://example.com/b")])
    func aCancelledTaskThatFinishesLastWins(_ check: String, _ shown: String) { // 1i
        let e = engine(Self.parent(detail: """
        .task(id: url) {
                        let loaded = await load(url)
                        \(check)
                        text = loaded
                    }
        """, detailState: "@State private var text = \"\""))
        e.holdsTasksAtAwait = true
        #expect(e.mount("Parent") == .finished)
        #expect(e.set("url", to: Self.b) == .finished)
        #expect(e.eventsOfLastStep([.taskCancel, .taskStart]).map(\.message) == ["task #1 cancelled (its id changed)", "task #2 started"])
        #expect(e.resumeTasks(newestFirst: true) == .finished)
        #expect(e.trace.events(.taskFinish).map(\.message) == ["task #2 finished", "task #1 finished (after it was cancelled)"])
        #expect(e.node("Detail")?.state["text"]?.value.description == "load(\(shown))")
    }
}
