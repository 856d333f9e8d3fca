import Testing
@testable import Analyzer

/// What each node of a static view tree keeps for rules and the engine: ranges, branch
/// conditions, and what attached closures read and write.
@Suite struct StaticViewNodeTests {
    private func tree(_ source: String, _ label: String) -> (StaticView, SourceFile) {
        let index = BodyTypes.module([source])
        let body = ViewBodies.compute(index).first { $0.label == label }!
        return (body.tree, index.trees[body.fileIndex].file)
    }

    private func nodes(_ tree: StaticView, where predicate: (StaticView) -> Bool) -> [StaticView] {
        var found: [StaticView] = []
        tree.forEachNode { if predicate($0) { found.append($0) } }
        return found
    }

    private let asyncImage = """
    struct MyAsyncImage: View {
        var url: URL
        @State private var data: Data?
        let post: Post

        var body: some View {
            ZStack {
                if let data, let image = UIImage(data: data) {
                    Image(uiImage: image)
                } else {
                    ProgressView()
                }
            }
            .task {
                data = try? await URLSession.shared.data(from: url).0
            }
            .onAppear {
                let url = URL(string: "https://example.com")!
                print(url)
                Task { await loadComments(for: post.id) }
            }
        }

        private func loadComments(for id: Int) async {}
    }
    struct Post { let id: Int }
    """

    @Test func taskClosureRecordsReadsAndWrites() {
        let (tree, _) = tree(asyncImage, "MyAsyncImage.body")
        let task = nodes(tree) { $0.modifier?.name == "task" }.first
        #expect(task?.closures.count == 1)
        #expect(task?.closures.first?.role == "task")
        #expect(task?.closures.first?.reads.map(\.path) == [["url"]])
        #expect(task?.closures.first?.writes.map(\.path) == [["data"]])
    }

    @Test func closureLocalsShadowMembersAndMethodCallsAreCalls() {
        let (tree, _) = tree(asyncImage, "MyAsyncImage.body")
        let appear = nodes(tree) { $0.modifier?.name == "onAppear" }.first?.closures.first
        #expect(appear?.reads.map(\.path) == [["post", "id"]], "the local `url` shadows the member")
        #expect(appear?.calls.map(\.path) == [["loadComments"]])
    }

    @Test func modifierNodesKeepTheirCallAndArguments() {
        let (tree, file) = tree(asyncImage, "MyAsyncImage.body")
        let task = nodes(tree) { $0.modifier?.name == "task" }.first!
        #expect(file.text(task.modifier!.nameRange) == "task")
        #expect(task.modifier!.modifierType == "_TaskModifier")
        #expect(task.children.first?.headName == "ZStack")
        #expect(file.location(of: task.range.start).line == 7, "the node's range starts at the receiver")
    }

    @Test func branchConditionsAreRecordedOnLeaves() {
        let (tree, file) = tree("""
        struct V: View {
            @State private var isOn = false
            var mode = 0
            var body: some View {
                VStack {
                    if isOn {
                        Text("On")
                    } else {
                        Text("Off")
                    }
                    switch mode {
                    case 0: Image(systemName: "0.circle")
                    default: EmptyView()
                    }
                }
            }
        }
        """, "V.body")
        let texts = nodes(tree) { $0.typeName == "Text" }
        #expect(texts.map { $0.conditions.map(\.kind) } == [[.ifTrue], [.ifFalse]])
        #expect(file.text(texts[0].conditions[0].range) == "isOn")
        let image = nodes(tree) { $0.typeName == "Image" }.first
        #expect(image?.conditions.map(\.kind) == [.switchCase])
    }

    @Test func buttonActionsAreSummarized() {
        let (tree, _) = tree("""
        struct V: View {
            @State private var showsPhoto = false
            var body: some View {
                Button("Toggle image") {
                    showsPhoto.toggle()
                }
            }
        }
        """, "V.body")
        #expect(tree.closures.first?.role == "action")
        #expect(tree.closures.first?.writes.map(\.path) == [["showsPhoto"]])
    }

    @Test func methodReferencesCountAsCalls() {
        let (tree, _) = tree("""
        struct V: View {
            let id: Int
            var body: some View {
                Text("x").onAppear(perform: load)
            }
            func load() { print(id) }
        }
        """, "V.body")
        let closure = tree.closures.first
        #expect(closure?.isMethodReference == true)
        #expect(closure?.calls.map(\.path) == [["load"]])
    }

    @Test func treePrinterShowsOneNodeALineWithSourceLines() {
        let (tree, file) = tree(asyncImage, "MyAsyncImage.body")
        let lines = StaticViewTreePrinter.render(tree, file: file, indent: 0)
        #expect(lines.first == "ModifiedContent<…, _AppearanceActionModifier>  [line 7]")
        #expect(lines.contains("      _ConditionalContent<…, …>  [line 8]"))
        #expect(lines.contains("        ProgressView<EmptyView, EmptyView>  [line 11]"))
    }
}
