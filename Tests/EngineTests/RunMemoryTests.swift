import Analyzer
import Testing
@testable import Engine

/// A finished run gives its memory back: scopes, closures, render nodes and objects refer to
/// each other in cycles (a closure kept in a scope it captures, a node's state holding a closure
/// of its own view), so an engine in a long process — the fuzzer, `--confirm` over many
/// findings — must break them when it is released.
@Suite struct RunMemoryTests {
    private static let source = """
    final class Basket: ObservableObject {
        @Published var items: [String] = []
        var onChange: (() -> Void)?
        func add(_ item: String) { items.append(item); onChange?() }
    }

    struct Shop: View {
        @StateObject private var basket = Basket()
        @State private var count = 0
        @State private var format: (Int) -> String = { "\\($0) items" }

        var body: some View {
            let label = { (n: Int) in format(n) }
            VStack {
                Text(label(count))
                Row(title: "Add", action: { basket.add("pear"); count += 1 })
            }
            .onAppear { basket.onChange = { count = basket.items.count } }
        }
    }

    struct Row: View {
        let title: String
        let action: () -> Void
        var body: some View { Button(title, action: action) }
    }
    """

    @Test func releasingTheEngineFreesTheRun() {
        weak var runtime: Runtime?
        weak var interpreter: Interpreter?
        weak var node: RenderNode?
        do {
            let run = engine(Self.source)
            #expect(run.mount("Shop") == .finished)
            #expect(run.tap("Add") == .finished)
            runtime = run.runtime
            interpreter = run.runtime.interpreter
            node = run.mounted
            #expect(node != nil)
        }
        #expect(runtime == nil, "the runtime is still referenced after the engine is gone")
        #expect(interpreter == nil)
        #expect(node == nil, "the mounted view's node is still referenced")
    }
}
