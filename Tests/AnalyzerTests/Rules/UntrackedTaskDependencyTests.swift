import Testing
@testable import Analyzer

/// False-positive traps for `untracked-task-dependency` seen in real apps, beside the
/// documented examples.
@Suite struct UntrackedTaskDependencyTests {
    private func findings(_ source: String) -> [Finding] {
        let file = SourceFile(path: "Trap.swift", text: source)
        return Linter(rules: [UntrackedTaskDependencyRule.rule]).lint(ModuleIndex(trees: [SyntaxTree.parse(file)]), jobs: 1)
    }

    @Test func paginationInsideForEachRowsReadsTheRowsOwnData() {
        #expect(findings("""
        struct ResultsList: View {
            let results: [Result]
            let onItemAppear: (Int) -> Void
            var body: some View {
                LazyVStack {
                    ForEach(results) { result in
                        Text(result.title)
                            .onAppear {
                                if let index = results.firstIndex(where: { $0.id == result.id }) { onItemAppear(index) }
                            }
                    }
                }
            }
        }
        """).isEmpty)
    }

    @Test func animationTimingIsNotData() {
        #expect(findings("""
        struct Ring: View {
            var index: Int
            @State private var shown = false
            var body: some View {
                Circle()
                    .trim(from: 0, to: shown ? 1 : 0)
                    .onAppear {
                        withAnimation(.spring().delay(Double(index) * 0.1)) { shown = true }
                    }
            }
        }
        """).isEmpty)
    }

    @Test func stateTheViewNeverWritesCannotChange() {
        #expect(findings("""
        struct PinView: View {
            @State var pin: Pin
            @State private var name = ""
            var body: some View {
                TextField("Name", text: $name)
                    .onAppear { name = pin.name }
            }
        }
        """).isEmpty)
    }

    @Test func stateWrittenThroughABindingCanChange() {
        let result = findings("""
        struct SearchScreen: View {
            @State private var query = ""
            @State private var results: [String] = []
            var body: some View {
                List(results, id: \\.self) { Text($0) }
                    .searchable(text: $query)
                    .task { results = await Search.run(query) }
            }
        }
        """)
        #expect(result.map(\.message).first?.contains("`query`") == true)
    }

    @Test func helperThatWritesTheStateItReadsManagesIt() {
        #expect(findings("""
        struct Box: View {
            @State private var isClosed = false
            var body: some View {
                Color.brown.task { await toggle() }
            }
            func toggle() async {
                withAnimation { isClosed.toggle() }
                if isClosed { print("closed") }
            }
        }
        """).isEmpty)
    }

    @Test func wholeValueIdCoversItsMembers() {
        #expect(findings("""
        struct Detail: View {
            let item: Item
            @State private var related: [Item] = []
            var body: some View {
                List(related) { Text($0.name) }
                    .task(id: item) { related = await API.related(to: item.id, named: item.name) }
            }
        }
        """).isEmpty)
    }

    @Test func memberIdCoversOnlyThatMember() {
        let result = findings("""
        struct Detail: View {
            let item: Item
            @State private var related: [Item] = []
            var body: some View {
                List(related) { Text($0.name) }
                    .task(id: item.id) { related = await API.related(to: item.id, named: item.name) }
            }
        }
        struct Item: Identifiable { let id: Int; var name: String }
        """)
        #expect(result.count == 1)
        #expect(result.first?.message.contains("`item.name`") == true)
        #expect(result.first?.message.contains("`item.id`") == false)
    }

    @Test func identityAppliedInBodyCoversABuilderMember() {
        #expect(findings("""
        struct Poster: View {
            let url: URL
            @State private var image: Image?
            var body: some View {
                content.id(url)
            }
            @ViewBuilder private var content: some View {
                Color.gray.task { image = await Loader.load(url) }
            }
        }
        """).isEmpty)
    }

    @Test func onChangeInAnotherMemberTracksTheValue() {
        #expect(findings("""
        struct Feed: View {
            let filter: Filter
            @State private var items: [Post] = []
            var body: some View {
                list.onChange(of: filter) { Task { items = await API.posts(filter) } }
            }
            @ViewBuilder private var list: some View {
                List(items) { Text($0.title) }.task { items = await API.posts(filter) }
            }
        }
        """).isEmpty)
    }

    @Test func fixForANestedEquatablePath() {
        let source = """
        struct Comments: View {
            let post: Post
            @State private var comments: [String] = []
            var body: some View {
                List(comments, id: \\.self) { Text($0) }
                    .task { comments = await API.comments(post.id) }
            }
        }
        struct Post { let id: Int; var title: String }
        """
        let result = findings(source)
        #expect(result.first?.fix?.first?.replacement == "(id: post.id)")
    }
}

extension UntrackedTaskDependencyTests {
    @Test func servicesUsedAsReceiversAreNotDependencies() {
        #expect(findings("""
        struct Inbox: View {
            let api: APIClient
            @Environment(\\.injected) private var injected: DIContainer
            @State private var items: [Item] = []
            var body: some View {
                List(items) { Text($0.title) }
                    .task { items = (try? await api.fetchItems()) ?? [] }
                    .onAppear { injected.interactors.inbox.refresh() }
            }
        }
        """).isEmpty)
    }

    @Test func valuesOnlyLoggedAreNotDependencies() {
        #expect(findings("""
        struct ItemScreen: View {
            let item: Item
            var body: some View {
                Text(item.title)
                    .onAppear {
                        Analytics.track("item_viewed", id: item.id)
                        logger.info("showing \\(item.title)")
                        print(item)
                    }
            }
        }
        """).isEmpty)
    }

    @Test func aRowParameterShadowsAStoredPropertyOfTheSameName() {
        #expect(findings("""
        struct Gallery: View {
            let photo: Photo
            let photos: [Photo]
            var body: some View {
                ForEach(photos) { photo in
                    Color.gray.task { await Loader.load(photo.url) }
                }
            }
        }
        """).isEmpty)
    }

    @Test func ifLetShorthandStillDependsOnTheMember() {
        let result = findings("""
        struct Poster: View {
            let url: URL?
            @State private var image: Image?
            var body: some View {
                if let url {
                    Color.gray.task { image = await Loader.load(url) }
                }
            }
        }
        """)
        #expect(result.count == 1)
    }
}
