import Testing
@testable import Analyzer

/// `untracked-task-dependency` on what kind of value a read is, from a media server app's
/// screens (Prismedia): a struct that only wraps a loader is a service, an id built from an
/// enum's `rawValue` keys all of the enum's members, and a `Date()` made at each of the
/// parent's renders is a moment, not an input — each beside the change that makes a finding.
@Suite struct TaskDependencyValueKindTests {
    private let rule = UntrackedTaskDependencyRule.rule

    /// `FavoritesService` holds nothing but its loader: handed a new one when the shell's
    /// client is replaced, it is the same service. A page size stored beside the loader is data.
    @Test func aStructHoldingOnlyALoaderVersusOneHoldingData() {
        Twins(rule, """
        protocol FavoritesLoading { func load(pageSize: Int) async -> [String] }
        struct RemoteFavoritesLoader: FavoritesLoading {
            let client: APIClient
            func load(pageSize: Int) async -> [String] { await client.favorites(limit: pageSize) }
        }
        struct FavoritesService {
            private let loader: any FavoritesLoading
            ⟪⟫
            init(loader: any FavoritesLoading) { self.loader = loader }
            func load() async -> [String] { await loader.load(pageSize: 50) }
        }
        struct FavoritesView: View {
            let service: FavoritesService
            @State private var items: [String] = []
            var body: some View {
                List(items, id: \\.self) { Text($0) }
                    .task { items = await service.load() }
            }
        }
        struct Shell: View {
            @State private var client = APIClient(token: nil)
            var body: some View {
                VStack {
                    FavoritesView(service: FavoritesService(loader: RemoteFavoritesLoader(client: client)))
                    Button("Sign in") { client = APIClient(token: "guest") }
                }
            }
        }
        """, quiet: "", loud: "var pageSize = 50").check(mentioning: ["`service`"])
    }

    /// The stats screen keys its load on the filters' raw values; the load reads the
    /// timeframe's `days`, which the raw value decides. A key of the name's length does not.
    @Test func anIdOfTheRawValueVersusOfAPartOfIt() {
        Twins(rule, """
        enum StatisticsTimeframe: String, CaseIterable {
            case week, month, year
            var days: Int { self == .week ? 7 : self == .month ? 30 : 365 }
        }
        struct ConsumptionStatisticsView: View {
            @State private var timeframe = StatisticsTimeframe.year
            @State private var total = 0
            var body: some View {
                VStack {
                    Picker("Range", selection: $timeframe) {
                        ForEach(StatisticsTimeframe.allCases, id: \\.self) { Text($0.rawValue) }
                    }
                    Text("\\(total) plays")
                }
                .task(id: filterKey) { total = await Statistics.plays(days: timeframe.days) }
            }
            private var filterKey: String { "\\(timeframe.⟪⟫)" }
        }
        """, quiet: "rawValue", loud: "rawValue.count").check(mentioning: ["`timeframe.days`"])
    }

    /// `now` defaults to `Date()` where the shell makes the screen: a new moment at each of the
    /// shell's renders, which restarting the task for would reload at every one. A sync date the
    /// shell keeps changes only when the user syncs.
    @Test func aDateMadeAtEachRenderVersusOneTheParentKeeps() {
        Twins(rule, """
        struct RecentActivityView: View {
            let now: Date
            @State private var entries: [String] = []
            var body: some View {
                List(entries, id: \\.self) { Text($0) }
                    .task { entries = await History.entries(since: now.addingTimeInterval(-86_400)) }
            }
        }
        struct Shell: View {
            @State private var lastSync = Date.distantPast
            var body: some View {
                VStack {
                    RecentActivityView(now: ⟪⟫)
                    Button("Sync") { lastSync = Date() }
                }
            }
        }
        """, quiet: "Date()", loud: "lastSync").check(mentioning: ["`now`"])
    }

    /// The transcript view unwraps the loader it was handed (`guard let sourceLoader`) before
    /// using it: an existential service, read whole, is not an input whose new value matters.
    /// A source that holds the file's URL is data.
    @Test func anUnwrappedLoaderVersusAnUnwrappedSource() {
        Twins(rule, """
        protocol TranscriptLoading { func load() async throws -> String }
        struct TranscriptSource: TranscriptLoading {
            let url: URL
            func load() async throws -> String { try String(contentsOf: url) }
        }
        struct TranscriptView: View {
            let sourceLoader: ⟪⟫?
            @State private var text = ""
            var body: some View {
                Text(text)
                    .task {
                        guard let sourceLoader else { return }
                        text = (try? await sourceLoader.load()) ?? ""
                    }
            }
        }
        struct EpisodeScreen: View {
            @State private var trackURL = URL(fileURLWithPath: "/a.vtt")
            var body: some View {
                VStack {
                    TranscriptView(sourceLoader: TranscriptSource(url: trackURL))
                    Button("Other track") { trackURL = URL(fileURLWithPath: "/b.vtt") }
                }
            }
        }
        """, quiet: "(any TranscriptLoading)", loud: "TranscriptSource").check(mentioning: ["`sourceLoader`"])
    }

    /// convos' settings screen reports each pushed page to an analytics collector of another
    /// module, made once as the list appears: a handle whose methods the work calls, like a
    /// service, however it is optional. A module struct of data called the same way is read.
    @Test func anOptionalHandleOfAnotherModuleVersusAnOptionalStructOfData() {
        Twins(rule, """
        struct SettingsCursor {
            var section: Int
            func navigateTo(devices: Int) { Metrics.log(section, devices) }
        }
        struct AppSettingsView: View {
            @State private var navigator: ⟪⟫?
            var body: some View {
                NavigationStack {
                    List { devicesSection }
                        .onAppear { ensureNavigator() }
                }
            }
            private func ensureNavigator() {
                guard navigator == nil else { return }
                navigator = .init(section: 1)
            }
            @ViewBuilder private var devicesSection: some View {
                NavigationLink {
                    DevicesView().onAppear { navigator?.navigateTo(devices: 1) }
                } label: {
                    Text("Devices")
                }
            }
        }
        """, quiet: "AppSettingsCollector", loud: "SettingsCursor").check(mentioning: ["`navigator`"])
    }

    /// Cling keys its file facts on `path.string` of a `FilePath`, which spells the whole path:
    /// the `path.url` the task reads follows it. The `string` of a label type of the app's own
    /// is only what it shows.
    @Test func anIdOfAFilePathsStringVersusOfALabel() {
        Twins(rule, """
        struct DisplayPath {
            let string: String
            let url: URL
        }
        struct FileInfoView: View {
            let path: ⟪⟫
            @State private var facts = ""
            var body: some View {
                Text(facts)
                    .task(id: path.string) { facts = await FileInfo.fetch(for: path.url) }
            }
        }
        struct FileList: View {
            @State private var selected = Files.first
            var body: some View {
                FileInfoView(path: selected)
                Button("Next") { selected = Files.next(after: selected) }
            }
        }
        """, quiet: "FilePath", loud: "DisplayPath").check(mentioning: ["`path.url`"])
    }

    /// A music app hands each tab its library through the environment, declared as a
    /// protocol: a stateless provider that fetches from the server or from downloads. Like an
    /// object handed down, it is a service: which one a screen gets is not its data. Declared
    /// as a struct of data (the signed-in user's library), a new one is new data.
    @Test func anEnvironmentServiceVersusEnvironmentData() {
        Twins(rule, """
        protocol LibraryDataProvider {
            func recentAlbums() async throws -> [String]
        }
        struct LibraryContext: LibraryDataProvider {
            let userID: String
            func recentAlbums() async throws -> [String] { [] }
        }
        private struct LibraryDataProviderKey: EnvironmentKey {
            static let defaultValue: ⟪⟫ = LibraryContext(userID: "")
        }
        extension EnvironmentValues {
            var libraryDataProvider: ⟪⟫ {
                get { self[LibraryDataProviderKey.self] }
                set { self[LibraryDataProviderKey.self] = newValue }
            }
        }
        struct LibraryView: View {
            @Environment(\\.libraryDataProvider) private var dataProvider
            @State private var albums: [String] = []
            var body: some View {
                List(albums, id: \\.self) { Text($0) }
                    .task { await loadAlbums() }
            }
            private func loadAlbums() async {
                let function = dataProvider.recentAlbums
                albums = (try? await function()) ?? []
            }
        }
        struct Sidebar: View {
            @State private var userID = "me"
            var body: some View {
                VStack {
                    Picker("Library", selection: $userID) { Text("Mine").tag("me"); Text("Family").tag("family") }
                    LibraryView()
                        .environment(\\.libraryDataProvider, LibraryContext(userID: userID))
                }
            }
        }
        """, quiet: "any LibraryDataProvider", loud: "LibraryContext").check(mentioning: ["`dataProvider"])
    }
}
