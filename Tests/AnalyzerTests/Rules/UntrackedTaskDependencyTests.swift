import Testing
@testable import Analyzer

/// False-positive traps for `untracked-task-dependency` seen in real apps, beside the
/// documented examples.
@Suite struct UntrackedTaskDependencyTests {
    private func findings(_ source: String) -> [Finding] {
        lintSingleFile(source, rules: [UntrackedTaskDependencyRule.rule])
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

/// Where the rule looks: presented content, toolbar items and `ViewModifier` bodies.
extension UntrackedTaskDependencyTests {
    @Test func taskInsideSheetContentIsChecked() {
        let result = findings("""
        struct ProfileScreen: View {
            let userID: Int
            @State private var showsFollowers = false
            @State private var followers: [String] = []
            var body: some View {
                Button("Followers") { showsFollowers = true }
                    .sheet(isPresented: $showsFollowers) {
                        List(followers, id: \\.self) { Text($0) }
                            .task { followers = await API.followers(of: userID) }
                    }
            }
        }
        """)
        #expect(result.count == 1)
        #expect(result.first?.message.contains("`userID`") == true, "\(result.map(\.message))")
    }

    @Test func trackedTaskInsideSheetContentIsQuiet() {
        #expect(findings("""
        struct ProfileScreen: View {
            let userID: Int
            @State private var showsFollowers = false
            @State private var followers: [String] = []
            var body: some View {
                Button("Followers") { showsFollowers = true }
                    .sheet(isPresented: $showsFollowers) {
                        List(followers, id: \\.self) { Text($0) }
                            .task(id: userID) { followers = await API.followers(of: userID) }
                    }
            }
        }
        """).isEmpty)
    }

    @Test func onAppearInsideToolbarItemIsChecked() {
        let result = findings("""
        struct InboxScreen: View {
            let account: Account
            @State private var unread = 0
            var body: some View {
                List { Text("Inbox") }
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Text("\\(unread)")
                                .onAppear { unread = Mailbox.unreadCount(for: account) }
                        }
                    }
            }
        }
        """)
        #expect(result.count == 1)
        #expect(result.first?.message.contains("`account`") == true, "\(result.map(\.message))")
    }

    @Test func viewModifierBodyIsChecked() {
        let result = findings("""
        struct RemoteBadge: ViewModifier {
            let badgeURL: URL
            @State private var badge: Image?
            func body(content: Content) -> some View {
                content
                    .overlay(alignment: .topTrailing) { badge }
                    .task { badge = await ImageLoader.load(badgeURL) }
            }
        }
        """)
        #expect(result.count == 1)
        #expect(result.first?.fix?.first?.replacement == "(id: badgeURL)")
    }

    @Test func viewModifierWithTrackedTaskIsQuiet() {
        #expect(findings("""
        struct RemoteBadge: ViewModifier {
            let badgeURL: URL
            @State private var badge: Image?
            func body(content: Content) -> some View {
                content
                    .overlay(alignment: .topTrailing) { badge }
                    .task(id: badgeURL) { badge = await ImageLoader.load(badgeURL) }
            }
        }
        """).isEmpty)
    }

    @Test func nonEquatableValueGetsAdviceButNoFix() {
        let result = findings("""
        struct SearchResults: View {
            let filter: SearchFilter
            @State private var hits: [String] = []
            var body: some View {
                List(hits, id: \\.self) { Text($0) }
                    .task { hits = await Search.run(filter) }
            }
        }
        struct SearchFilter {
            var text: String
            var tags: [String]
        }
        """)
        #expect(result.count == 1)
        #expect(result.first?.message.contains("Use `.task(id:)` with an `Equatable` value derived from `filter`") == true,
                "\(result.map(\.message))")
        #expect(result.first?.fix == nil)
    }

    @Test func equatableValueGetsTheFix() {
        let result = findings("""
        struct SearchResults: View {
            let filter: SearchFilter
            @State private var hits: [String] = []
            var body: some View {
                List(hits, id: \\.self) { Text($0) }
                    .task { hits = await Search.run(filter) }
            }
        }
        struct SearchFilter: Equatable {
            var text: String
            var tags: [String]
        }
        """)
        #expect(result.first?.message.contains("Use `.task(id: filter)`") == true, "\(result.map(\.message))")
        #expect(result.first?.fix?.first?.replacement == "(id: filter)")
    }
}
