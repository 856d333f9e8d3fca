import Testing
@testable import Analyzer

/// `onappear-task-wrapper`: a task whose work and result belong to another owner than the
/// appearing view — an ancestor's model, a parent's cache — is not the view's to cancel.
@Suite struct OnAppearTaskOwnerTests {
    private let rule = OnAppearTaskWrapperRule.rule

    /// Pearcleaner's Homebrew page asks the window's package manager, an ancestor's
    /// `@StateObject` handed down, to load its installed list once; other pages read it, so the
    /// load must land whether or not the page stays. A task that puts a result in the page's own
    /// state is the page's work.
    @Test(arguments: [
        "@EnvironmentObject var packages: PackageManager",
        "@ObservedObject var packages: PackageManager",
        "@Environment(PackageManager.self) private var packages",
        "@Bindable var packages: PackageManager",
    ])
    func aLoadIntoAnAncestorsObjectVersusIntoTheViewsState(_ declaration: String) {
        Twins(rule, """
        @MainActor final class PackageManager: ObservableObject {
            @Published var installed: [String] = []
            private(set) var hasLoadedInstalled = false
            func fetchRemoteCount() async -> Int { await Homebrew.remotePackageCount() }
            func loadInstalled() async {
                guard !hasLoadedInstalled else { return }
                installed = await Homebrew.installedPackages()
                hasLoadedInstalled = true
            }
        }
        struct PackagesPage: View {
            \(declaration)
            @State private var remoteCount = 0
            var body: some View {
                List(packages.installed, id: \\.self) { Text($0) }
                    .onAppear {
                        Task {
                            ⟪⟫
                        }
                    }
            }
        }
        """, quiet: "await packages.loadInstalled()", loud: "remoteCount = await packages.fetchRemoteCount()")
            .check(mentioning: ["`.task { … }`"])
    }

    /// kiwix's category page refreshes the library catalog with a model made for the one call:
    /// nothing keeps the object, so its refresh lands in the database other screens read, and
    /// must not be cancelled when the page goes. Loading the page's own list is the page's work.
    @Test func aRefreshByAnObjectMadeForTheCallVersusALoadIntoTheView() {
        Twins(rule, """
        @MainActor final class LibraryRefresher {
            func start(isUserInitiated: Bool) async {
                guard LibraryProcess.shared.state != .inProgress else { return }
                LibraryProcess.shared.state = .inProgress
                await Database.shared.save(try? await Catalog.download())
                LibraryProcess.shared.state = .complete
            }
            func categories() async -> [String] { await Database.shared.categories() }
        }
        struct CategoriesPage: View {
            @State private var categories: [String] = []
            var body: some View {
                List(categories, id: \\.self) { Text($0) }
                    .onAppear {
                        Task {
                            ⟪⟫
                        }
                    }
            }
        }
        """, quiet: "await LibraryRefresher().start(isUserInitiated: false)", loud: "categories = await LibraryRefresher().categories()")
            .check(mentioning: ["`.task { … }`"])
    }

    /// An object made for the call but handed the view's own model fills that model: the
    /// load is the view's, and `.task` should own it.
    @Test func anObjectMadeForTheCallVersusOneHandedTheViewsModel() {
        Twins(rule, """
        @MainActor final class PageModel: ObservableObject { @Published var items: [String] = [] }
        @MainActor final class PageLoader {
            var model: PageModel?
            init(model: PageModel? = nil) { self.model = model }
            func load() async { model?.items = await API.fetch() }
        }
        struct PageView: View {
            @StateObject private var model = PageModel()
            var body: some View {
                List(model.items, id: \\.self) { Text($0) }
                    .onAppear {
                        Task { await ⟪⟫.load() }
                    }
            }
        }
        """, quiet: "PageLoader()", loud: "PageLoader(model: model)").check(mentioning: ["Use `.task { … }`"])
    }

    /// The Homebrew page really starts both loads as tasks of their own, the second after a
    /// short debounce, and awaits their values: awaiting a task's value awaits its work, which
    /// is still the package manager's. A load the page's task runs itself is not.
    @Test func awaitedTasksDoTheirOwnersWork() {
        Twins(rule, """
        @MainActor final class PackageManager: ObservableObject {
            @Published var installed: [String] = []
            func loadInstalled() async { installed = await Homebrew.installedPackages() }
            func loadAvailable() async {}
            func updateCategories() {}
        }
        struct PackagesPage: View {
            @EnvironmentObject var packages: PackageManager
            var body: some View {
                List(packages.installed, id: \\.self) { Text($0) }
                    .onAppear {
                        Task {
                            let installed = Task { ⟪⟫ }
                            let available = Task {
                                try? await Task.sleep(for: .milliseconds(500))
                                await packages.loadAvailable()
                            }
                            _ = await installed.value
                            _ = await available.value
                            await MainActor.run { packages.updateCategories() }
                        }
                    }
            }
        }
        """, quiet: "await packages.loadInstalled()", loud: "_ = await Homebrew.installedPackages()").check(mentioning: ["`.task { … }`"])
    }

    /// A pause before another owner's load (a debounce) is no one's work; the same pause in a
    /// loop polls that owner for as long as the task lives, which is the view's to stop.
    @Test func aDebounceVersusAPoll() {
        Twins(rule, """
        @MainActor final class PackageManager: ObservableObject {
            @Published var available: [String] = []
            func loadAvailable() async {}
        }
        struct PackagesPage: View {
            @EnvironmentObject var packages: PackageManager
            var body: some View {
                List(packages.available, id: \\.self) { Text($0) }
                    .onAppear {
                        Task {
                            ⟪⟫
                        }
                    }
            }
        }
        """, quiet: "try? await Task.sleep(for: .milliseconds(500)); await packages.loadAvailable()",
             loud: "while !Task.isCancelled { try? await Task.sleep(for: .seconds(30)); await packages.loadAvailable() }")
            .check(mentioning: ["`.task { … }`"])
    }

    /// The view's own model, even one it keeps in `@StateObject`, is the view's: its load is.
    @Test func aLoadIntoTheViewsOwnObjectIsReported() {
        Twins(rule, """
        @MainActor final class PackageManager: ObservableObject {
            @Published var installed: [String] = []
            func loadInstalled() async { installed = await Homebrew.installedPackages() }
        }
        struct PackagesPage: View {
            ⟪⟫
            var body: some View {
                List(packages.installed, id: \\.self) { Text($0) }
                    .onAppear { Task { await packages.loadInstalled() } }
            }
        }
        """, quiet: "@EnvironmentObject var packages: PackageManager", loud: "@StateObject private var packages = PackageManager()")
            .check(mentioning: ["`.task { … }`"])
    }

    /// Pearcleaner's plugin rows walk a bundle's size in `Task.detached`, off the main actor,
    /// and hand it to the list's cache through `onSizeCalculated`: the size is the parent's,
    /// and `.task` could neither cancel the detached walk nor run it off the main actor. A
    /// size kept in the row's own state dies with the row: that task is reported, with advice
    /// that keeps the work detached and no automatic fix.
    @Test func aDetachedResultForTheParentVersusForTheRow() {
        let finding = Twins(rule, """
        struct PluginRow: View {
            let path: String
            let cachedSize: Int64?
            let onSizeCalculated: (Int64) -> Void
            @State private var localSize: Int64?
            var body: some View {
                Text("\\(path): \\(cachedSize ?? localSize ?? 0) bytes")
                    .onAppear {
                        if cachedSize == nil {
                            Task.detached(priority: .utility) {
                                let size = directorySize(at: URL(fileURLWithPath: path))
                                await MainActor.run { ⟪⟫ }
                            }
                        }
                    }
            }
        }
        """, quiet: "onSizeCalculated(size)", loud: "localSize = size").check(mentioning: ["await Task.detached { … }.value"])
        #expect(finding?.fix == nil)
        #expect(finding?.message.contains("Use `.task { … }`") == false, "\(finding?.message ?? "")")
    }

    /// A plain `Task` that hands its result to the parent still runs on appear, unowned, and
    /// `.task` can own it: only a detached one is left to the parent.
    @Test func aPlainTaskForTheParentIsReported() {
        Twins(rule, """
        struct PluginRow: View {
            let path: String
            let onSizeCalculated: (Int64) -> Void
            var body: some View {
                Text(path)
                    .onAppear {
                        ⟪⟫(priority: .utility) {
                            let size = await measuredSize(at: URL(fileURLWithPath: path))
                            onSizeCalculated(size)
                        }
                    }
            }
        }
        """, quiet: "Task.detached", loud: "Task").check(mentioning: ["Use `.task { … }`"])
    }

    /// V2er's store, as its pages reach it: actions run through a free function that hands
    /// them the app-wide store (`func run(action:) async { await action.execute(in: Store.shared) }`).
    static let v2erStore = """
    protocol AwaitAction { func execute(in store: Store) async }
    @MainActor final class Store: ObservableObject {
        static let shared = Store()
        @Published var feed: [String] = []
        @Published var lastError: String?
        var nextPage = 2
        func append(_ items: [String]) { feed += items; nextPage += 1 }
    }
    struct LoadMore: AwaitAction {
        let page: Int
        func execute(in store: Store) async {
            let items = await APIService.shared.feed(page: page)
            await store.append(items)
        }
    }

    """

    /// V2er's feed pages load the next page when the load-more row appears, with `await
    /// run(action: LoadMore(…))` or a closure handed the store: a free function owns nothing,
    /// and this one hands the work the app-wide store, where the page must land whether or not
    /// the row stays (the same call written `await LoadMore(…).execute(in: Store.shared)` is
    /// not reported either). Work the function runs on a store of its own is the task's.
    @Test(arguments: [
        (function: "func run(action: AwaitAction) async { await action.execute(in: ⟪⟫) }",
         call: "await run(action: LoadMore(page: store.nextPage))"),
        (function: "func run(_ work: (Store) async -> Void) async { await work(⟪⟫) }",
         call: "await run { await LoadMore(page: $0.nextPage).execute(in: $0) }"),
    ])
    func workAFreeFunctionHandsTheAppWideStoreVersusAStoreOfItsOwn(function: String, call: String) {
        Twins(rule, Self.v2erStore + """
        \(function)
        struct FeedPage: View {
            @ObservedObject private var store = Store.shared
            var body: some View {
                List {
                    ForEach(store.feed, id: \\.self) { Text($0) }
                    ProgressView()
                        .onAppear {
                            Task {
                                \(call)
                            }
                        }
                }
            }
        }
        """, quiet: "Store.shared", loud: "Store()").check(mentioning: ["`.task { … }`"])
    }

    /// V2er's load-more row sets `isLoadingMore` before it starts the store's page load and
    /// sets it back when the load ends: that flag is bookkeeping, and the page lands in the
    /// store, not in the row. A task that puts what the store loaded into the page's own state
    /// is the page's; since the load itself is the store's, `.task` would cancel it when the
    /// row scrolls away: no automatic fix, and the advice says so.
    @Test func resettingAnInFlightFlagVersusKeepingAResult() {
        let finding = Twins(rule, Self.v2erStore + """
        func run(action: AwaitAction) async { await action.execute(in: Store.shared) }
        struct FeedPage: View {
            @ObservedObject private var store = Store.shared
            @State private var isLoadingMore = false
            @State private var loadError: String?
            var body: some View {
                List {
                    ForEach(store.feed, id: \\.self) { Text($0) }
                    if isLoadingMore { ProgressView() }
                    Color.clear
                        .onAppear {
                            guard !isLoadingMore else { return }
                            isLoadingMore = true
                            Task {
                                await run(action: LoadMore(page: store.nextPage))
                                await MainActor.run {
                                    ⟪⟫
                                }
                            }
                        }
                }
            }
        }
        """, quiet: "isLoadingMore = false", loud: "loadError = store.lastError").check(mentioning: ["another owner's work", "`.onChange(of:)`"])
        #expect(finding?.fix == nil)
    }

    /// V2er's feed fetches the online count into the store once, then shows it for a moment
    /// in the page: the page's part keeps the task reported, but the load is the store's, so
    /// the `.task` rewrite, which would cancel it, is not offered. A load of the page's own
    /// gets it.
    @Test func noAutomaticFixForAnotherOwnersLoad() {
        func finding(_ load: String) -> Finding? {
            let findings = lintSingleFile(Self.v2erStore + """
            func run(action: AwaitAction) async { await action.execute(in: Store.shared) }
            struct FeedPage: View {
                @ObservedObject private var store = Store.shared
                @State private var showOnlineStats = false
                var body: some View {
                    List(store.feed, id: \\.self) { Text($0) }
                        .onAppear {
                            Task {
                                \(load)
                                showOnlineStats = true
                            }
                        }
                }
            }
            """, rules: [rule])
            #expect(findings.count == 1)
            return findings.first
        }
        #expect(finding("await run(action: LoadMore(page: 1))")?.fix == nil)
        #expect(finding("await OnlineStatsAPI.fetch()")?.fix != nil)
    }

    /// A video client's search results and channel grid load the next page from the row that
    /// asks whether it is near the end of the data — in its own code or in the `if` around the
    /// trigger: under `.task`, scrolling on past that row would cancel the page. A row that
    /// starts its load whatever its place is reported.
    @Test(arguments: [
        ("if index >= results.count - 3 {", "if index >= 0 {"),
        ("guard item.id == results.last?.id else { return }", "guard !item.title.isEmpty else { return }"),
    ])
    func aRowsNextPageTriggerVersusARowsOwnLoad(quiet: String, loud: String) {
        Twins(rule, """
        struct SearchResult: Identifiable {
            let id: String
            let title: String
        }
        struct SearchResultsList: View {
            @State private var results: [SearchResult] = []
            @State private var page = 1
            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(Array(results.enumerated()), id: \\.element.id) { index, item in
                            Text(item.title)
                                .onAppear {
                                    ⟪⟫
                                    Task { await loadPage() }
                                    \(quiet.hasPrefix("if") ? "}" : "")
                                }
                        }
                    }
                }
            }
            private func loadPage() async {
                page += 1
                results += await SearchAPI.results(page: page)
            }
        }
        """, quiet: quiet, loud: loud).check(mentioning: ["`.task { … }`"])
    }

    /// Rows of a model's results: asking whether the row is near the end of those results is a
    /// next-page trigger; asking something else of the same model (is it loading?) is not.
    @Test func aRowAskingAboutTheModelsResultsVersusAboutTheModel() {
        Twins(rule, """
        @Observable final class SearchModel {
            var results: [String] = []
            var isLoading = false
            func loadMore() async { results += await SearchAPI.nextPage() }
        }
        struct ResultsList: View {
            @State private var model = SearchModel()
            var body: some View {
                List(Array(model.results.enumerated()), id: \\.offset) { index, title in
                    Text(title).onAppear {
                        if ⟪⟫ { Task { await model.loadMore() } }
                    }
                }
            }
        }
        """, quiet: "index == model.results.count - 1", loud: "!model.isLoading").check(mentioning: ["`.task { … }`"])
    }

    /// The trigger is a sentinel after the last card, behind an `if` in the row: the same.
    @Test func aSentinelInTheLastRowVersusInEveryRow() {
        Twins(rule, """
        struct Card: Identifiable { let id: Int; let title: String }
        struct ChannelGrid: View {
            @State private var cards: [Card] = []
            @State private var continuation: String?
            var body: some View {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))]) {
                    ForEach(cards) { card in
                        Text(card.title)
                        if ⟪⟫ {
                            Color.clear.frame(height: 1).onAppear { Task { await loadMore() } }
                        }
                    }
                }
            }
            private func loadMore() async {
                guard let token = continuation else { return }
                let page = await ChannelAPI.cards(after: token)
                cards += page.cards
                continuation = page.next
            }
        }
        """, quiet: "card.id == cards.last?.id", loud: "card.id > 0").check(mentioning: ["`.task { … }`"])
    }

    /// GitSpace's starred list, as a template: the model's wrapper and the row's load.
    private static func starredList(model: String, load: String) -> String {
        """
        final class RepositoryModel: ObservableObject {
            @Published var all: [String]? = []
            func starred(page: Int) async -> [String]? { await GitHubAPI.starred(page: page) }
        }
        struct StarredView: View {
            \(model)
            @State private var currentPage = 1
            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(Array((repositories.all ?? []).enumerated()), id: \\.offset) { index, name in
                            Text(name)
                                .onAppear {
                                    Task {
                                        if index % 30 == 27 {
                                            \(load)
                                        }
                                    }
                                }
                        }
                    }
                }
            }
        }
        """
    }

    /// GitSpace's starred list loads the next page from a row near the end of each page of 30:
    /// it counts the page in the view (`currentPage += 1`, at once, before the wait) and appends
    /// what it awaits (`… ?? []`) to the app's model, handed down in the environment, where the
    /// page must land whether or not the row stays. The same model made by the view itself is
    /// the view's; and a count kept after the wait is a result the view keeps.
    @Test func aPageCountedFirstAndLoadedIntoAHandedDownModelVersusTheViewsOwn() {
        let handedDown = "@EnvironmentObject var repositories: RepositoryModel"
        let countThenLoad = "currentPage += 1; repositories.all! += await repositories.starred(page: currentPage) ?? []"
        Twins(rule: rule, quiet: Self.starredList(model: handedDown, load: countThenLoad),
              loud: Self.starredList(model: "@StateObject private var repositories = RepositoryModel()", load: countThenLoad))
            .check(mentioning: ["`.task { … }`"])
        Twins(rule: rule, quiet: Self.starredList(model: handedDown, load: countThenLoad),
              loud: Self.starredList(model: handedDown,
                                     load: "repositories.all! += await repositories.starred(page: currentPage + 1) ?? []; currentPage += 1"))
            .check(mentioning: ["`.task { … }`"])
    }

    /// kaset's sidebar hands each page the model the main window keeps in its own `@State`
    /// (`if let vm = homeViewModel { HomeView(viewModel: vm) }`); the page keeps it in `@State`
    /// too and loads it once as it appears. The load fills the window's model, which outlives
    /// the page: `.task` would cancel it on a sidebar switch. A page handed a model made for it
    /// at the site owns what it loads.
    @Test func aLoadIntoAModelTheCreatorHoldsVersusOneMadeForThePage() {
        Twins(rule, """
        @Observable final class HomeViewModel {
            var sections: [String] = []
            var isLoaded = false
            func load() async { sections = await MusicAPI.home(); isLoaded = true }
        }
        struct MainWindow: View {
            @State private var homeViewModel: HomeViewModel?
            var body: some View {
                NavigationSplitView {
                    Text("Sidebar")
                } detail: {
                    if let vm = homeViewModel {
                        HomeView(viewModel: ⟪⟫)
                    }
                }
                .onAppear { homeViewModel = HomeViewModel() }
            }
        }
        struct HomeView: View {
            @State var viewModel: HomeViewModel
            var body: some View {
                List(viewModel.sections, id: \\.self) { Text($0) }
                    .onAppear {
                        if !viewModel.isLoaded {
                            Task { await viewModel.load() }
                        }
                    }
            }
        }
        """, quiet: "vm", loud: "HomeViewModel()").check(mentioning: ["`.task { … }`"])
    }
}
