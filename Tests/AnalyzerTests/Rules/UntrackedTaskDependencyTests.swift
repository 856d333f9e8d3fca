import Testing
@testable import Analyzer

/// False-positive traps for `untracked-task-dependency` seen in real apps, each beside the
/// twin that makes it a true finding, and where the rule looks (sheets, toolbars, modifiers).
@Suite struct UntrackedTaskDependencyTests {
    private let rule = UntrackedTaskDependencyRule.rule

    private func findings(_ source: String) -> [Finding] {
        lintSingleFile(source, rules: [rule])
    }

    @Test func paginationInsideForEachRowsReadsTheRowsOwnData() {
        Twins(rule, """
        struct ResultsList: View {
            let results: [Result]
            let archived: [Result]
            let onItemAppear: (Int) -> Void
            @State private var pinnedIndex = 0
            var body: some View {
                LazyVStack {
                    Text("Pinned: \\(pinnedIndex)")
                    ForEach(results) { result in
                        Text(result.title)
                            .onAppear {
                                if let index = ⟪⟫.firstIndex(where: { $0.id == result.id }) { pinnedIndex = index }
                            }
                    }
                }
            }
        }
        """, quiet: "results", loud: "archived").check(mentioning: ["`archived`"])
    }

    @Test func animationTimingIsNotData() {
        Twins(rule, """
        struct Ring: View {
            var index: Int
            @State private var shown = false
            @State private var label = ""
            var body: some View {
                Circle()
                    .trim(from: 0, to: shown ? 1 : 0)
                    .accessibilityLabel(label)
                    .onAppear {
                        withAnimation(.spring().delay(Double(index) * 0.1)) { ⟪⟫ }
                    }
            }
        }
        """, quiet: "shown = true", loud: "label = \"Ring \\(index)\"").check(mentioning: ["`index`"])
    }

    @Test func stateTheViewNeverWritesCannotChange() {
        Twins(rule, """
        struct PinView: View {
            @State var pin: Pin
            @State private var title = ""
            var body: some View {
                Text(title)
                    .onAppear { title = pin.name }
                ⟪⟫
            }
        }
        """, quiet: "EmptyView()", loud: "Button(\"Next\") { pin = pin.next }").check(mentioning: ["`pin"])
    }

    /// A package drawer reads two fields of one input: the creation site and the write that
    /// change it are named once, not once per field.
    @Test func twoFieldsOfOneInputShareTheirNotes() {
        let result = findings("""
        struct Package: Identifiable { let id: String; var name: String; var tap: String }
        struct PackageDrawer: View {
            let package: Package
            @State private var details = ""
            var body: some View {
                Text(details)
                    .onAppear { details = Brew.info(package.name, tap: package.tap) }
            }
        }
        struct BrowseView: View {
            let packages: [Package]
            @State private var selected: Package?
            var body: some View {
                HStack {
                    List(packages) { package in Button(package.name) { selected = package } }
                    if let selected { PackageDrawer(package: selected) }
                }
            }
        }
        """)
        #expect(result.first?.message.contains("`package.name`") == true && result.first?.message.contains("`package.tap`") == true,
                "\(result.map(\.message))")
        let notes = result.first?.notes.map(\.message) ?? []
        #expect(notes.filter { $0.contains("is created here") }.count == 1, "\(notes)")
        #expect(notes.filter { $0.contains("is changed here") }.count == 1, "\(notes)")
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
        #expect(result.first?.notes.contains { $0.message.contains("`query` is handed to `searchable` here as a binding") } == true)
    }

    @Test func helperThatWritesTheStateItReadsManagesIt() {
        Twins(rule, """
        struct Box: View {
            @State private var isClosed = false
            @State private var status = ""
            var body: some View {
                Color.brown.task { await toggle() }
                Text(status)
                Button("Close") { isClosed = true }
            }
            func toggle() async {
                ⟪⟫
                status = isClosed ? "closed" : "open"
            }
        }
        """, quiet: "withAnimation { isClosed.toggle() }", loud: "print(\"toggling\")").check(mentioning: ["`isClosed`"])
    }

    @Test func wholeValueIdCoversItsMembers() {
        Twins(rule, """
        struct Detail: View {
            let item: Item
            @State private var related: [Item] = []
            var body: some View {
                List(related) { Text($0.name) }
                    .task(id: ⟪⟫) { related = await API.related(to: item.id, named: item.name) }
            }
        }
        struct Item: Equatable { let id: Int; var name: String }
        """, quiet: "item", loud: "item.name").check(mentioning: ["`item.id`"])
    }

    @Test func identityAppliedInBodyCoversABuilderMember() {
        Twins(rule, """
        struct Poster: View {
            let url: URL
            @State private var image: Image?
            var body: some View {
                content⟪⟫
            }
            @ViewBuilder private var content: some View {
                Color.gray.overlay { image }.task { image = await Loader.load(url) }
            }
        }
        """, quiet: ".id(url)", loud: ".padding()").check(mentioning: ["`url`"])
    }

    @Test func onChangeInAnotherMemberTracksTheValue() {
        Twins(rule, """
        struct Feed: View {
            let filter: Filter
            @State private var items: [Post] = []
            var body: some View {
                list⟪⟫
            }
            @ViewBuilder private var list: some View {
                List(items) { Text($0.title) }.task { items = await API.posts(filter) }
            }
        }
        """, quiet: ".onChange(of: filter) { Task { items = await API.posts(filter) } }", loud: ".padding()").check(mentioning: ["`filter`"])
    }

    @Test func fixForANestedEquatablePath() {
        let result = findings("""
        struct Comments: View {
            let post: Post
            @State private var comments: [String] = []
            var body: some View {
                List(comments, id: \\.self) { Text($0) }
                    .task { comments = await API.comments(post.id) }
            }
        }
        struct Post { let id: Int; var title: String }
        """)
        #expect(result.first?.fix?.first?.replacement == "(id: post.id)")
    }

    @Test func servicesUsedAsReceiversAreNotDependencies() {
        Twins(rule, """
        struct Inbox: View {
            let api: APIClient
            let folder: String
            @Environment(\\.injected) private var injected: DIContainer
            @State private var items: [Item] = []
            var body: some View {
                List(items) { Text($0.title) }
                    .task { items = (try? await api.fetchItems(⟪⟫)) ?? [] }
                    .onAppear { injected.interactors.inbox.refresh() }
            }
        }
        """, quiet: "", loud: "in: folder").check(mentioning: ["`folder`"])
    }

    @Test func aRowParameterShadowsAStoredPropertyOfTheSameName() {
        Twins(rule, """
        struct Gallery: View {
            let photo: Photo
            let photos: [Photo]
            var body: some View {
                ForEach(photos) { ⟪⟫ in
                    Color.gray.task { await Loader.load(photo.url) }
                }
            }
        }
        """, quiet: "photo", loud: "item").check(mentioning: ["`photo"])
    }

    @Test func ifLetShorthandStillDependsOnTheMember() {
        let result = findings("""
        struct Poster: View {
            let url: URL?
            @State private var image: Image?
            var body: some View {
                if let url {
                    Color.gray.overlay { image }.task { image = await Loader.load(url) }
                }
            }
        }
        """)
        #expect(result.count == 1)
    }
}

/// Where the rule looks: presented content, toolbar items and `ViewModifier` bodies.
extension UntrackedTaskDependencyTests {
    @Test func taskInsideSheetContentIsCheckedUnlessTracked() {
        let finding = Twins(rule, """
        struct ProfileScreen: View {
            let userID: Int
            @State private var showsFollowers = false
            @State private var followers: [String] = []
            var body: some View {
                Button("Followers") { showsFollowers = true }
                    .sheet(isPresented: $showsFollowers) {
                        List(followers, id: \\.self) { Text($0) }
                            .task⟪⟫ { followers = await API.followers(of: userID) }
                    }
            }
        }
        """, quiet: "(id: userID)", loud: "").check(mentioning: ["`userID`"])
        #expect(finding?.fix?.first?.replacement == "(id: userID)")
    }

    @Test func onAppearInsideToolbarItemIsChecked() {
        Twins(rule, """
        struct InboxScreen: View {
            let account: Account
            @State private var unread = 0
            var body: some View {
                List { Text("Inbox") }
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Text("\\(unread)")
                                .onAppear { unread = Mailbox.unreadCount(for: ⟪⟫) }
                        }
                    }
            }
        }
        """, quiet: "Account.current", loud: "account").check(mentioning: ["`account`"])
    }

    @Test func viewModifierBodyIsChecked() {
        let finding = Twins(rule, """
        struct RemoteBadge: ViewModifier {
            let badgeURL: URL
            @State private var badge: Image?
            func body(content: Content) -> some View {
                content
                    .overlay(alignment: .topTrailing) { badge }
                    .task⟪⟫ { badge = await ImageLoader.load(badgeURL) }
            }
        }
        """, quiet: "(id: badgeURL)", loud: "").check(mentioning: ["`badgeURL`"])
        #expect(finding?.fix?.first?.replacement == "(id: badgeURL)")
    }

    @Test func nonEquatableValueGetsAdviceButNoFixAndEquatableGetsTheFix() {
        let template = """
        struct SearchResults: View {
            let filter: SearchFilter
            @State private var hits: [String] = []
            var body: some View {
                List(hits, id: \\.self) { Text($0) }
                    .task { hits = await Search.run(filter) }
            }
        }
        struct SearchFilter⟪⟫ {
            var text: String
            var tags: [String]
        }
        """
        let plain = findings(template.replacingOccurrences(of: "⟪⟫", with: ""))
        #expect(plain.first?.message.contains("Use `.task(id:)` with an `Equatable` value derived from `filter`") == true,
                "\(plain.map(\.message))")
        #expect(plain.first?.fix == nil)
        let equatable = findings(template.replacingOccurrences(of: "⟪⟫", with: ": Equatable"))
        #expect(equatable.first?.message.contains("Use `.task(id: filter)`") == true, "\(equatable.map(\.message))")
        #expect(equatable.first?.fix?.first?.replacement == "(id: filter)")
    }

    /// A clipboard manager's pin settings: `@Query var items: [HistoryItem]` of a SwiftData
    /// model, which is `Hashable` (`PersistentModel`): `onChange(of: items)` is the advice.
    @Test func aSwiftDataModelIsEquatable() {
        let template = """
        struct PinsPane: View {
            @Environment(\\.modelContext) private var modelContext
            @Query private var items: [HistoryItem]
            @State private var freePins: [String] = []
            var body: some View {
                VStack {
                    List(freePins, id: \\.self) { Text($0) }
                    Button("Add") { modelContext.insert(HistoryItem(pin: nil)) }
                }
                .onAppear { freePins = HistoryItem.freePins(in: items) }
            }
        }
        ⟪⟫
        final class HistoryItem {
            var pin: String?
            init(pin: String?) { self.pin = pin }
            static func freePins(in items: [HistoryItem]) -> [String] {
                let taken = Set(items.compactMap(\\.pin))
                return ["a", "b", "c"].filter { !taken.contains($0) }
            }
        }
        """
        let plain = findings(template.replacingOccurrences(of: "⟪⟫", with: ""))
        #expect(plain.first?.message.contains("`items` is not `Equatable`") == true, "\(plain.map(\.message))")
        let model = findings(template.replacingOccurrences(of: "⟪⟫", with: "@Model"))
        #expect(model.count == 1 && model.first?.message.contains("not `Equatable`") == false, "\(model.map(\.message))")
        #expect(model.first?.message.contains("onChange(of: items") == true, "\(model.map(\.message))")
    }

    /// A home-automation app's complication preview: `task(id: fetchKey)`, where the computed
    /// key joins `config.kind.rawValue` with the entity: a new kind restarts the task. A key
    /// that leaves the kind out does not.
    @Test func anIDBuiltFromARawValueTracksTheValue() {
        Twins(rule, """
        struct Config: Equatable {
            enum Kind: String { case entity, template }
            var kind: Kind = .entity
            var entityID: String?
        }
        struct PreviewCard: View {
            let config: Config
            @State private var rendered = ""
            private var fetchKey: String {
                [⟪⟫config.entityID ?? ""].joined(separator: "|")
            }
            var body: some View {
                Text(rendered)
                    .task(id: fetchKey) { rendered = await Renderer.render(config.kind, entity: config.entityID) }
            }
        }
        struct ComplicationEditor: View {
            @State private var config = Config()
            var body: some View {
                PreviewCard(config: config)
                Button("Template") { config.kind = .template }
            }
        }
        """, quiet: "config.kind.rawValue, ", loud: "").check(mentioning: ["`config.kind`"])
    }

    @Test func scenePhaseIsDataThatChanges() {
        let finding = Twins(rule, """
        struct SyncBadge: View {
            @Environment(\\.⟪⟫) private var value
            @State private var status = ""
            var body: some View {
                Text(status)
                    .task { status = await Sync.status(for: value) }
            }
        }
        """, quiet: "dismiss", loud: "scenePhase").check(mentioning: ["`value`"])
        // `ScenePhase` is an `Equatable` enum: the fix applies.
        #expect(finding?.message.contains("Use `.task(id: value)`") == true, "\(finding?.message ?? "")")
        #expect(finding?.fix != nil)
    }

    /// From a video app: `body` uses a layout declared in `Player+Layouts.swift`. Its
    /// `.onAppear` is reported once, in that file, with that file's text in the notes — not a
    /// second time at the same offset of the file holding `body`.
    @Test func aMemberInAnotherFileIsReportedInItsOwnFile() {
        let player = SourceFile(path: "Player.swift", text: """
        struct Player: View {
            @State private var panelVisible = false
            @State private var height = 0.0
            var body: some View {
                VStack {
                    Toggle("Panel", isOn: $panelVisible)
                    portraitLayout
                }
            }
        }
        """)
        let layouts = """
        extension Player {
            var portraitLayout: some View {
                Color.black
                    .frame(height: height)
                    .onAppear { height = ⟪⟫ }
            }
        }
        """
        func findings(_ value: String) -> [Finding] {
            let edited = SourceFile(path: "Player+Layouts.swift", text: layouts.replacingOccurrences(of: "⟪⟫", with: value))
            return Linter(rules: [rule]).lint(ModuleIndex(trees: [SyntaxTree.parse(player), SyntaxTree.parse(edited)]), jobs: 1)
        }
        #expect(findings("300").isEmpty)
        let loud = findings("panelVisible ? 200 : 400")
        #expect(loud.map(\.path) == ["Player+Layouts.swift"], "\(loud.map { "\($0.path): \($0.message)" })")
    }


    /// From a moderation log: the rows' `ForEach` sits under a custom `View` extension whose
    /// body calls a modifier the catalog does not know, with implicit `self`. The rows are
    /// still rebuilt from the filter, so their pagination trigger follows it.
    @Test func rowsUnderAnExtensionsUnknownModifierStillTrackTheirData() {
        Twins(rule, """
        extension View {
            func themedBackground() -> some View { containerBackground(Color.gray, for: .navigation) }
        }
        struct ModlogView: View {
            let feed: ModlogFeed
            let filter: EntryKind?
            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(⟪⟫) { entry in
                            Text(entry.title).onAppear { feed.loadMore(after: entry, kind: filter) }
                        }
                    }
                }
                .themedBackground()
            }
        }
        struct ModlogFeed { var entries: [Entry]; func entries(of kind: EntryKind?) -> [Entry] { entries }; func loadMore(after: Entry, kind: EntryKind?) {} }
        """, quiet: "feed.entries(of: filter)", loud: "feed.entries").check(mentioning: ["`filter`"])
    }

    /// Rows built from a loader's items appear again when the loader is replaced, and tell
    /// the new loader; a loader the rows are not built from (the archive, whose count the
    /// title shows) is not covered.
    @Test func aRowsReadOfWhatItsDataComesFromVersusAnotherValue() {
        Twins(rule, """
        struct FeedGrid: View {
            let source: FeedSource
            let archive: FeedSource
            var body: some View {
                LazyVGrid(columns: [GridItem(.flexible())]) {
                    ForEach(source.loader.items, id: \\.id) { item in
                        Text(item.title).onAppear { ⟪⟫.loader.loadIfNeeded(after: item) }
                    }
                }
                .navigationTitle("\\(archive.loader.items.count) archived")
            }
        }
        enum FeedSource { case single(FeedLoader); var loader: FeedLoader { switch self { case .single(let l): l } } }
        struct FeedLoader { var items: [Item]; func loadIfNeeded(after: Item) {} }
        """, quiet: "source", loud: "archive").check(mentioning: ["`archive`"])
    }

    /// From a social app's grid: the rows come from `let items = feedLoader.items` at the top of
    /// the builder, so they are built from the loader their `onAppear` notifies. A local taken
    /// from another loader does not cover it.
    @Test func rowsOfALocalTakenFromTheLoaderVersusFromAnotherOne() {
        Twins(rule, """
        struct PersonContentGrid: View {
            let feedLoader: FeedLoader
            let pinnedLoader: FeedLoader
            var body: some View { content }
            @ViewBuilder var content: some View {
                let items = ⟪⟫.items
                LazyVGrid(columns: [GridItem(.flexible())]) {
                    ForEach(items, id: \\.id) { item in
                        Text(item.title).onAppear { feedLoader.loadIfThreshold(item) }
                    }
                }
            }
        }
        struct FeedLoader { var items: [Item]; func loadIfThreshold(_ item: Item) {} }
        """, quiet: "feedLoader", loud: "pinnedLoader").check(mentioning: ["`feedLoader`"])
    }
}
