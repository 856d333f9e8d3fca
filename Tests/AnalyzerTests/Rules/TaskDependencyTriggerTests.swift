import Testing
@testable import Analyzer

/// `untracked-task-dependency` on kinds found on a video client, each beside the one-line change
/// that makes it a finding: a row's `onAppear` that loads the next page when the last row shows,
/// a mirror of the view's state that every writer keeps in sync itself, an object of services
/// handed down the environment, a selection the user makes that the appearance only starts,
/// a setting kept in `UserDefaults` behind a computed property, and a condition that only
/// picks whether the change is animated (on a glucose monitor's onboarding).
@Suite struct TaskDependencyTriggerTests {
    private let rule = UntrackedTaskDependencyRule.rule

    /// From a radio station's playlist: a deep link is resolved by `.task(id:)` and again at
    /// every playlist update of the listening task, which refreshes whatever it read. A
    /// listener that only stores the entries leaves them stale. (The scroll proxy, set as the
    /// list appears, is set before the task starts.)
    @Test func workTheStreamListenerRedoesVersusOneItLeaves() {
        Twins(rule, """
        @MainActor final class AppState: ObservableObject {
            @Published var pendingPlaycutLink: String?
            func consumePendingPlaycutLink() { pendingPlaycutLink = nil }
        }
        struct PlaylistView: View {
            @EnvironmentObject var appState: AppState
            let playlistService: PlaylistService
            @State private var entries: [Playcut] = []
            @State private var scrollProxy: ScrollViewProxy?
            var body: some View {
                ScrollViewReader { proxy in
                    List(entries) { Text($0.title).id($0.id) }
                        .onAppear { scrollProxy = proxy }
                }
                .task {
                    for await playlist in playlistService.updates() {
                        entries = playlist.entries
                        ⟪⟫
                    }
                }
                .task(id: appState.pendingPlaycutLink) { openPendingPlaycut() }
            }
            private func openPendingPlaycut() {
                guard let link = appState.pendingPlaycutLink, let target = entries.first(where: { $0.link == link }),
                      let scrollProxy else { return }
                Task { @MainActor in
                    withAnimation { scrollProxy.scrollTo(target.id, anchor: .center) }
                    appState.consumePendingPlaycutLink()
                }
            }
        }
        """, quiet: "openPendingPlaycut()", loud: "print(playlist.entries.count)").check(mentioning: ["`entries`"])
    }

    /// The row's appearance is the event: the work asks whether this row is the last one. Work
    /// that runs whichever row appears is driven by the values it reads. A `.task` without an id
    /// is started by the same appearance (a console's rows marking the last one shown).
    @Test(arguments: [
        ".onAppear {\n                if ⟪⟫ {\n                    Task { await store.loadMore(videoID: videoID, page: store.nextPage) }\n                }\n            }",
        ".task {\n                if ⟪⟫ {\n                    await store.loadMore(videoID: videoID, page: store.nextPage)\n                }\n            }",
    ])
    func aRowLoadingTheNextPageVersusARowLoadingAnyway(appearance: String) {
        Twins(rule, """
        struct Comment: Identifiable {
            let id: String
            let text: String
        }
        @Observable final class CommentsStore {
            var comments: [Comment] = []
            var nextPage: String?
            func loadMore(videoID: String, page: String?) async {}
        }
        struct CommentsList: View {
            let videoID: String
            @State private var store = CommentsStore()
            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(store.comments) { comment in
                            Text(comment.text)
                                \(appearance)
                        }
                    }
                }
            }
        }
        """, quiet: "comment.id == store.comments.last?.id", loud: "comment.text.count > 0").check(mentioning: ["`videoID`"])
    }

    /// Leomard builds a profile's comments in a helper given the loaded details: the rows'
    /// data is the helper's parameter, but the row still asks whether it is the last comment
    /// (`commentView == personDetails.comments.last`) before loading the next page. A row that
    /// loads on another condition loads with whatever query was typed, which nothing else
    /// applies.
    @Test func aHelpersRowAskingForTheEndVersusARowLoadingOnAnotherCondition() {
        Twins(rule, """
        struct PersonDetails { var comments: [CommentView] }
        struct CommentView: Hashable { let id: Int; let isPinned: Bool }
        struct ProfileView: View {
            @State var personDetails: PersonDetails? = nil
            @State private var searchQuery = ""
            var body: some View {
                VStack {
                    TextField("Search", text: $searchQuery)
                    if let personDetails { commentsList(personDetails) }
                }
            }
            private func commentsList(_ personDetails: PersonDetails) -> some View {
                List {
                    ForEach(personDetails.comments, id: \\.self) { commentView in
                        Text("Comment \\(commentView.id)")
                            .onAppear {
                                if ⟪⟫ {
                                    Task { await loadPersonDetails() }
                                }
                            }
                    }
                }
            }
            private func loadPersonDetails() async {
                personDetails = await PersonService.search(query: searchQuery, after: personDetails?.comments.last?.id)
            }
        }
        """, quiet: "commentView == personDetails.comments.last", loud: "commentView.isPinned").check(mentioning: ["`searchQuery`"])
    }

    /// zzrit's search results end with a one-point sentinel below the rows of a lazy stack:
    /// it appears when the user scrolls to the end, and asks the rows' model for the next page
    /// of the current filter (the filter's own handlers reload the list). In a plain stack it
    /// appears with the rest, once, and a new filter is never loaded.
    @Test func aSentinelAfterALazyListsRowsVersusOneInAPlainStack() {
        Twins(rule, """
        final class SearchViewModel: ObservableObject {
            @Published var rooms: [Room] = []
            func loadRooms(filter: RoomFilter) { }
        }
        struct ResultRoomListView: View {
            @ObservedObject var searchViewModel: SearchViewModel
            let filter: RoomFilter
            var body: some View {
                ScrollView {
                    ⟪⟫ {
                        ForEach(searchViewModel.rooms) { room in RoomCellView(room: room) }
                        Color.clear
                            .frame(height: 1)
                            .onAppear { searchViewModel.loadRooms(filter: filter) }
                    }
                }
            }
        }
        struct SearchView: View {
            @StateObject private var searchViewModel = SearchViewModel()
            @State private var filter = RoomFilter()
            var body: some View {
                VStack {
                    Toggle("Online only", isOn: $filter.isOnline)
                    ResultRoomListView(searchViewModel: searchViewModel, filter: filter)
                }
            }
        }
        """, quiet: "LazyVStack", loud: "VStack").check(mentioning: ["`filter`"])
    }

    /// Every place that flips the panel (inside `withAnimation`, too) also sets the
    /// coordinator's copy, which is all the `onAppear` does with it. A writer that sets another
    /// property leaves the copy stale.
    @Test func aMirrorEveryWriterSyncsVersusOneAWriterForgets() {
        Twins(rule, """
        @Observable final class PlayerCoordinator {
            var isPanelVisible = true
            var isPanelPinned = false
        }
        final class Services {
            let coordinator = PlayerCoordinator()
        }
        private struct ServicesKey: EnvironmentKey {
            static let defaultValue: Services? = nil
        }
        extension EnvironmentValues {
            var services: Services? {
                get { self[ServicesKey.self] }
                set { self[ServicesKey.self] = newValue }
            }
        }
        struct PlayerSheet: View {
            @Environment(\\.services) private var services
            @State private var isPanelVisible = true
            private var coordinator: PlayerCoordinator? { services?.coordinator }
            var body: some View {
                VStack {
                    Text("Now playing")
                    Button("Details") {
                        withAnimation { isPanelVisible.toggle() }
                        coordinator?.⟪⟫ = isPanelVisible
                    }
                }
                .onAppear {
                    coordinator?.isPanelVisible = isPanelVisible
                }
            }
        }
        """, quiet: "isPanelVisible", loud: "isPanelPinned").check(mentioning: ["`isPanelVisible`"])
    }

    /// A container of services handed down the environment is the same object for the app's
    /// life, as an `@EnvironmentObject` is: which one the root hands down is not a change. A
    /// value handed down, replaced by an action, is.
    @Test func servicesObjectInTheEnvironmentVersusAValueReplaced() {
        Twins(rule, """
        struct MediaSource: Identifiable {
            let id: UUID
            var url: URL
        }
        @Observable final class SourcesManager {
            var sources: [MediaSource] = []
            func source(byID id: UUID) -> MediaSource? { sources.first { $0.id == id } }
        }
        ⟪⟫ AppServices {
            let sources = SourcesManager()
        }
        private struct AppServicesKey: EnvironmentKey {
            static let defaultValue: AppServices? = nil
        }
        extension EnvironmentValues {
            var appServices: AppServices? {
                get { self[AppServicesKey.self] }
                set { self[AppServicesKey.self] = newValue }
            }
        }
        struct RootView: View {
            @State private var services = AppServices()
            let sourceID: UUID
            var body: some View {
                NavigationStack {
                    SourceByIDView(sourceID: sourceID)
                        .toolbar { Button("Reset") { services = AppServices() } }
                }
                .environment(\\.appServices, services)
            }
        }
        struct SourceByIDView: View {
            let sourceID: UUID
            @Environment(\\.appServices) private var appServices
            var body: some View {
                if let source = appServices?.sources.source(byID: sourceID) {
                    MediaBrowserView(source: source)
                }
            }
        }
        struct MediaBrowserView: View {
            let source: MediaSource
            @State private var files: [String] = []
            var body: some View {
                List(files, id: \\.self) { Text($0) }
                    .task { files = await listFiles(at: source.url) }
            }
            private func listFiles(at url: URL) async -> [String] { [] }
        }
        """, quiet: "final class", loud: "struct").check(mentioning: ["`source"])
    }

    /// The audio track the user taps is theirs: the appearance picks the preferred language's
    /// track to start with, and running that again would undo the user's choice. A tap that
    /// does not set the selection leaves it a cache of the preference, stale when it changes.
    @Test func aSelectionTheUserSetsVersusOneOnlyTheAppearanceFills() {
        Twins(rule, """
        struct AudioTrack: Identifiable, Equatable {
            let id: String
            let language: String
        }
        @Observable final class PlaybackSettings { var preferredLanguage = "en" }
        struct TrackRow: View {
            let track: AudioTrack
            let isSelected: Bool
            let onTap: () -> Void
            var body: some View { Button(track.language, action: onTap).bold(isSelected) }
        }
        struct TrackPicker: View {
            @Environment(PlaybackSettings.self) private var settings
            @State private var tracks: [AudioTrack] = []
            @State private var selected: AudioTrack?
            var body: some View {
                List(tracks) { track in
                    TrackRow(track: track, isSelected: track == selected, onTap: { choose(track) })
                }
                .onAppear { selected = TrackCatalog.track(for: settings.preferredLanguage, in: tracks) }
            }
            private func choose(_ track: AudioTrack) {
                ⟪⟫
                Player.shared.play(track.id)
            }
        }
        struct LanguageSettings: View {
            @Environment(PlaybackSettings.self) private var settings
            var body: some View { Button("French") { settings.preferredLanguage = "fr" } }
        }
        """, quiet: "selected = track", loud: "print(track)").check(mentioning: ["`settings.preferredLanguage`"])
    }

    /// ControlRoom's system page reads whether the selected simulator logs, on appear; its
    /// buttons (handed the method by name) turn logging on for that simulator and mirror it.
    /// The state is that simulator's setting, stale once another is selected. A button that
    /// only records the user's choice, to apply later, holds a choice the fill must not undo.
    @Test func stateMirroringWhatAnInputNamesVersusAChoiceTheButtonRecords() {
        let template = """
        struct Simulator: Equatable {
            let udid: String
            let name: String
            func setLogging(enabled: Bool) {}
        }
        enum SimCtl { static func setLogging(_ simulator: Simulator, enabled: Bool) {} }
        struct SystemView: View {
            let simulator: Simulator
            @State private var isLoggingEnabled = false
            var body: some View {
                Form {
                    Text(simulator.name)
                    Text(isLoggingEnabled ? "Logging" : "Not logging")
                    Button("Enable Logging", action: enableLogging)
                }
                .onAppear {
                    isLoggingEnabled = UserDefaults.standard.bool(forKey: "\\(simulator.udid).logging")
                }
            }
            func enableLogging() {
                ⟪⟫
                isLoggingEnabled = true
            }
        }
        struct ControlView: View {
            @State private var selected = Simulator(udid: "A", name: "iPhone")
            let simulators: [Simulator]
            var body: some View {
                VStack {
                    Picker("Simulator", selection: $selected) {
                        ForEach(simulators, id: \\.udid) { Text($0.name).tag($0) }
                    }
                    SystemView(simulator: selected)
                }
            }
        }
        """
        Twins(rule, template, quiet: "print(\"enabled\")", loud: "SimCtl.setLogging(simulator, enabled: true)").check(mentioning: ["`simulator"])
        Twins(rule, template, quiet: "print(\"enabled\")", loud: "simulator.setLogging(enabled: true)").check(mentioning: ["`simulator"])
    }

    /// Cork's licence screen: it sets the licensing state from the stored settings on appear,
    /// shows a page per state, and a debug menu resets the setting. `bought` is the `.bought`
    /// case's page, `beside` what the screen shows under the `switch`, `reset` what the debug
    /// menu does after resetting the setting.
    private static func licensingScreen(bought: String, beside: String = "", reset: String) -> String {
        """
        enum LicensingState { case unpaid, demo, bought }
        @Observable final class AppState { var licensingState: LicensingState = .unpaid }
        struct BoughtPage: View {
            @AppStorage("hasValidatedEmail") private var hasValidatedEmail = false
            var body: some View {
                Text("Thank you").onAppear { hasValidatedEmail = true }
            }
        }
        struct LicensingView: View {
            @AppStorage("hasValidatedEmail") private var hasValidatedEmail = false
            @Environment(AppState.self) private var appState
            var body: some View {
                VStack {
                    switch appState.licensingState {
                    case .unpaid: Text("Buy Cork")
                    case .demo: Text("Demo")
                    case .bought: \(bought)
                    }
                    \(beside)
                }
                .onAppear {
                    appState.licensingState = hasValidatedEmail ? .bought : .unpaid
                }
            }
        }
        struct DebugMenu: View {
            @AppStorage("hasValidatedEmail") private var hasValidatedEmail = false
            @Environment(AppState.self) private var appState
            var body: some View {
                Button("Reset licence") {
                    hasValidatedEmail = false
                    \(reset)
                }
            }
        }
        """
    }

    /// Cork's debug menu resets the setting and sets the licensing state in the same action; a
    /// reset that leaves the state alone leaves the screen showing the old licence.
    @Test func aWriterThatSetsTheResultItselfVersusOneThatLeavesIt() {
        Twins(rule, Self.licensingScreen(bought: "BoughtPage()", reset: "⟪⟫"),
              quiet: "appState.licensingState = .unpaid", loud: "print(appState.licensingState)")
            .check(mentioning: ["`hasValidatedEmail`"])
    }

    /// The bought page, shown only for `case .bought` of the state the appearance sets, records
    /// the validation: a step of the flow that result chose. Shown beside the switch, whatever
    /// the state, it changes the setting under the screen.
    @Test func aWriteInThePageTheResultPicksVersusOneInAPageAlwaysShown() {
        let reset = "appState.licensingState = .unpaid"
        Twins(rule: rule, quiet: Self.licensingScreen(bought: "BoughtPage()", reset: reset),
              loud: Self.licensingScreen(bought: "Text(\"Thanks\")", beside: "BoughtPage()", reset: reset))
            .check(mentioning: ["`hasValidatedEmail`"])
    }

    /// A currency picker that sets the rates it knows sets the work's result itself; one that
    /// clears them leaves the list empty until the rates view appears again.
    @Test func aWriterSettingTheResultVersusOneClearingIt() {
        Twins(rule, """
        @Observable final class RatesStore { var rates: [String: Double] = [:] }
        struct RatesView: View {
            @AppStorage("currency") private var currency = "USD"
            @Environment(RatesStore.self) private var store
            var body: some View {
                VStack {
                    CurrencyPicker()
                    List(store.rates.keys.sorted(), id: \\.self) { Text($0) }
                }
                .task { store.rates = await API.rates(base: currency) }
            }
        }
        struct CurrencyPicker: View {
            @AppStorage("currency") private var currency = "USD"
            @Environment(RatesStore.self) private var store
            var body: some View {
                Button("Euro") { currency = "EUR"; store.rates = ⟪⟫ }
            }
        }
        """, quiet: "RatesCache.euroRates", loud: "[:]").check(mentioning: ["`currency`"])
    }

    /// Cork's `AppState` is declared in the app's own package, another module: the writer's
    /// object and the work's are matched by the type they are declared with.
    @Test func aResultOfAnotherModulesTypeSetByTheWriter() {
        Twins(rule, """
        import CorkModels
        struct LicensingView: View {
            @AppStorage("hasValidatedEmail") private var hasValidatedEmail = false
            @Environment(AppState.self) private var appState: AppState
            var body: some View {
                Text(appState.licensingState == .bought ? "Thanks" : "Buy Cork")
                    .onAppear { appState.licensingState = hasValidatedEmail ? .bought : .unpaid }
            }
        }
        struct DebugMenu: View {
            @AppStorage("hasValidatedEmail") private var hasValidatedEmail = false
            @Environment(AppState.self) private var appState: AppState
            var body: some View {
                Button("Reset licence") { hasValidatedEmail = false; ⟪⟫ }
            }
        }
        """, quiet: "appState.licensingState = .unpaid", loud: "print(appState.licensingState)").check(mentioning: ["`hasValidatedEmail`"])
    }

    /// A feed's category bar is shown once the feed has loaded: a loading flag's branch picks no
    /// flow of the result, and the category the bar sets is stale in the list.
    @Test func aWriterUnderALoadingFlagsBranchStillChangesTheValue() {
        let findings = lintSingleFile("""
        @Observable final class FeedSettings { var category = "all" }
        struct FeedView: View {
            @Environment(FeedSettings.self) private var settings
            @State private var items: [String] = []
            @State private var isLoading = true
            var body: some View {
                VStack {
                    if isLoading {
                        ProgressView()
                    } else {
                        CategoryBar()
                        List(items, id: \\.self) { Text($0) }
                    }
                }
                .task {
                    isLoading = true
                    items = await API.fetch(category: settings.category)
                    isLoading = false
                }
            }
        }
        struct CategoryBar: View {
            @Environment(FeedSettings.self) private var settings
            var body: some View { Button("News") { settings.category = "news" } }
        }
        """, rules: [rule])
        #expect(findings.count == 1 && findings.first?.message.contains("`settings.category`") == true, "\\(findings.map(\\.message))")
    }

    /// A setting kept in `UserDefaults` behind a computed property changes where the app sets
    /// that property; setting another one leaves it alone (and does not replace the object).
    @Test func aComputedSettingSetVersusAnotherSettingSet() {
        Twins(rule, """
        @Observable final class SettingsStore {
            private var cachedListStyle: String?
            var listStyle: String {
                get { cachedListStyle ?? UserDefaults.standard.string(forKey: "listStyle") ?? "inset" }
                set { cachedListStyle = newValue; UserDefaults.standard.set(newValue, forKey: "listStyle") }
            }
            var gridColumns: Int {
                get { UserDefaults.standard.integer(forKey: "gridColumns") }
                set { UserDefaults.standard.set(newValue, forKey: "gridColumns") }
            }
        }
        struct FeedView: View {
            @Environment(SettingsStore.self) private var settings
            @State private var rows: [String] = []
            var body: some View {
                List(rows, id: \\.self) { Text($0) }
                    .task { rows = await FeedAPI.rows(style: settings.listStyle) }
            }
        }
        struct AppearanceSettings: View {
            @Environment(SettingsStore.self) private var settings
            var body: some View {
                Form { Button("Compact") { ⟪⟫ } }
            }
        }
        """, quiet: "settings.gridColumns = 3", loud: "settings.listStyle = \"plain\"").check(mentioning: ["`settings.listStyle`"])
    }

    /// A watch app's logo lands at the same angle either way; the dimmed always-on display
    /// only decides whether the landing is animated, so the appearance does not depend on it.
    /// Landing at another angle while dimmed does.
    @Test func aConditionThatPicksOnlyTheAnimationVersusOneThatPicksTheValue() {
        Twins(rule, """
        struct OnboardingLogo: View {
            @Environment(\\.isLuminanceReduced) private var isDimmed
            @State private var angle = 90.0
            var body: some View {
                Image(systemName: "drop.circle.fill")
                    .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
                    .onAppear {
                        if isDimmed {
                            angle = ⟪⟫
                        } else {
                            withAnimation(.spring(response: 0.85, dampingFraction: 0.5)) {
                                angle = 0
                            }
                        }
                    }
            }
        }
        """, quiet: "0", loud: "45").check(mentioning: ["`isDimmed`"])
    }

    /// Trio's splash plays a burst, or only a fade when Reduce Motion is on: the setting says
    /// how things may move, and the entrance has played by the time it changes. Reduce
    /// Transparency choosing the logo's resting opacity picks a value the view keeps showing.
    @Test func reduceMotionPicksHowTheEntranceMovesVersusASettingThatPicksTheLook() {
        Twins(rule, """
        struct LogoSplash: View {
            @Environment(\\.⟪⟫) private var preference
            @State private var logoScale = 0.5
            @State private var logoOpacity = 0.0
            var body: some View {
                Image(systemName: "drop.circle.fill")
                    .scaleEffect(logoScale)
                    .opacity(logoOpacity)
                    .onAppear {
                        if preference {
                            logoScale = 1
                            logoOpacity = 1
                        } else {
                            withAnimation(.easeInOut(duration: 1.0)) {
                                logoScale = 1
                                logoOpacity = 0.8
                            }
                        }
                    }
            }
        }
        """, quiet: "accessibilityReduceMotion", loud: "accessibilityReduceTransparency").check(mentioning: ["`preference`"])
    }

    /// amakaflow's wipe text is handed the setting by the reveal that shows it: the same
    /// choice of how the entrance moves, one view down. Handed Reduce Transparency, it picks a
    /// look the text keeps.
    @Test func reduceMotionHandedDownVersusReduceTransparencyHandedDown() {
        Twins(rule, """
        struct BuildReveal: View {
            @Environment(\\.⟪⟫) private var preference
            var body: some View {
                BuildWipeText(text: "Your plan is ready", reduceMotion: preference)
            }
        }
        struct BuildWipeText: View {
            let text: String
            var reduceMotion: Bool = false
            @State private var progress: CGFloat = 0
            var body: some View {
                Text(text)
                    .opacity(progress)
                    .onAppear {
                        if reduceMotion {
                            progress = 1
                        } else {
                            withAnimation(.easeOut(duration: 0.6)) { progress = 0.8 }
                        }
                    }
            }
        }
        """, quiet: "accessibilityReduceMotion", loud: "accessibilityReduceTransparency").check(mentioning: ["`reduceMotion`"])
    }

    /// Pocket Casts tilts an icon with the device, starting its motion manager on appear
    /// unless Reduce Motion is on: the manager keeps going after the setting is turned on. A
    /// one-time tilt of the view's own state has played.
    @Test func reduceMotionAroundAnEntranceVersusAroundAManagerThatKeepsGoing() {
        Twins(rule, """
        final class MotionManager: ObservableObject {
            @Published var roll = 0.0
            func start() {}
        }
        struct IconParallax: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @StateObject private var motion = MotionManager()
            @State private var tilt = 0.0
            var body: some View {
                Image(systemName: "app.fill")
                    .rotation3DEffect(.degrees(motion.roll * 10 + tilt), axis: (x: 0, y: 1, z: 0))
                    .onAppear { if !reduceMotion { ⟪⟫ } }
            }
        }
        """, quiet: "withAnimation(.easeOut) { tilt = 8 }", loud: "motion.start()").check(mentioning: ["`reduceMotion`"])
    }

    /// A news ticker scrolls with a repeating timer unless Reduce Motion is on: turned on
    /// later, the timer keeps scrolling. An entrance that slides the text in once has played.
    @Test func reduceMotionAroundAnEntranceVersusAroundARepeatingTimer() {
        Twins(rule, """
        struct Ticker: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @State private var offset = 0.0
            @State private var timer: Timer?
            var body: some View {
                Text("Breaking news • Markets up • Weather sunny")
                    .offset(x: offset)
                    .onAppear {
                        guard !reduceMotion else { return }
                        ⟪⟫
                    }
            }
        }
        """, quiet: "withAnimation(.easeOut(duration: 0.6)) { offset = -40 }",
              loud: "timer = Timer.scheduledTimer(withTimeInterval: 0.03, repeats: true) { _ in offset -= 1 }")
            .check(mentioning: ["`reduceMotion`"])
    }
}

extension TaskDependencyTriggerTests {
    /// TelemetryViewer's query runner reads the time window's dates, computed from its ends,
    /// and re-runs the query on every change of those ends: the dates are followed. Followed
    /// only when testing mode changes, the window's end is not.
    @Test func aComputedValueWhoseInputsAnOnChangeFollowsVersusAnotherOnChange() {
        Twins(rule, """
        @Observable final class QueryService {
            var timeWindowEnd = Date.now
            var isTestingMode = false
            var timeWindowEndDate: Date { timeWindowEnd.addingTimeInterval(-1) }
        }
        struct WindowPicker: View {
            @Environment(QueryService.self) private var service
            var body: some View { Button("Last week") { service.timeWindowEnd = .now.addingTimeInterval(-604_800) } }
        }
        struct QueryRunner: View {
            @Environment(QueryService.self) private var service
            @State private var result: [Int] = []
            var body: some View {
                VStack {
                    WindowPicker()
                    Text("\\(result.count) signals")
                }
                .task { await run() }
                .onChange(of: ⟪⟫) { Task { await run() } }
            }
            private func run() async {
                result = await Telemetry.query(until: service.timeWindowEndDate, testMode: service.isTestingMode)
            }
        }
        """, quiet: "service.timeWindowEnd", loud: "service.isTestingMode").check(mentioning: ["`service.timeWindowEndDate`"])
    }

    /// Mythic's favourite button toggles `game.isFavourited` and, in the same action, sets the
    /// icon state its `.task` copied from it: the view brings its copy up to date where it
    /// makes the change. A button that only toggles leaves the copy behind.
    @Test func aWriterInTheViewThatAlsoRedoesTheCopyVersusOneThatOnlyToggles() {
        Twins(rule, """
        @Observable final class Game: Identifiable {
            let id: String
            var title: String
            var isFavourited = false
            init(id: String, title: String) { self.id = id; self.title = title }
        }
        struct FavouriteButton: View {
            @Bindable var game: Game
            @State private var animateFavouriteIcon = false
            var body: some View {
                Button {
                    game.isFavourited.toggle()
                    ⟪⟫
                } label: {
                    Image(systemName: "star").symbolVariant(animateFavouriteIcon ? .fill : .none)
                }
                .help("Favourite \\(game.title)")
                .task { animateFavouriteIcon = game.isFavourited }
            }
        }
        """, quiet: "withAnimation { animateFavouriteIcon = game.isFavourited }", loud: "print(game.title)")
            .check(mentioning: ["`game.isFavourited`"])
        // The copy taken before the toggle is the old value.
        Twins(rule, """
        @Observable final class Game: Identifiable {
            let id: String
            var isFavourited = false
            init(id: String) { self.id = id }
        }
        struct FavouriteButton: View {
            @Bindable var game: Game
            @State private var animateFavouriteIcon = false
            var body: some View {
                Button {
                    ⟪⟫
                } label: {
                    Image(systemName: "star").symbolVariant(animateFavouriteIcon ? .fill : .none)
                }
                .task { animateFavouriteIcon = game.isFavourited }
            }
        }
        """, quiet: "game.isFavourited.toggle(); animateFavouriteIcon = game.isFavourited",
              loud: "animateFavouriteIcon = game.isFavourited; game.isFavourited.toggle()")
            .check(mentioning: ["`game.isFavourited`"])
    }

    /// Paperless keys a thumbnail's task on `document.versionQueryID`, the part of the
    /// document its request puts in the URL, and hands the whole document to the request: the
    /// key names what the work depends on. Keyed on the width alone, a new document at the same
    /// row keeps the old thumbnail.
    @Test func anIDBuiltFromAMemberOfAValueHandedWholeVersusAnotherInput() {
        Twins(rule, """
        struct Document: Identifiable { let id: Int; var title: String; var version: Int
            var versionQueryID: Int { version } }
        struct DocumentPreviewImage: View {
            let repository: Repository
            var document: Document
            var width: Double
            @State private var image: Image?
            var body: some View {
                VStack { image?.resizable().scaledToFit() }
                    .task(id: ⟪⟫) {
                        image = try? await repository.thumbnail(for: document, width: width)
                    }
            }
        }
        struct DocumentList: View {
            let repository: Repository
            @State private var documents: [Document] = []
            var body: some View {
                List(documents.indices, id: \\.self) { index in
                    DocumentPreviewImage(repository: repository, document: documents[index], width: 130)
                }
                .refreshable { documents = await repository.documents() }
            }
        }
        """, quiet: "document.versionQueryID", loud: "width").check(mentioning: ["`document`"])
    }

    /// A page preview keyed on the whole address loads again for every page; keyed on the
    /// host, a standard part of the URL, it keeps the first page of a site. (Likewise
    /// `query.isEmpty` or `items.count`: a part of a standard value is not the value.)
    @Test func anIDBuiltFromARepresentationVersusFromAPartOfAStandardValue() {
        Twins(rule, """
        struct PagePreview: View {
            let url: URL
            @State private var html = ""
            var body: some View {
                Text(html)
                    .task(id: ⟪⟫) {
                        html = (try? await Loader.fetch(url)) ?? ""
                    }
            }
        }
        struct Browser: View {
            @State private var current = URL(string: "https://example.com/a")!
            var body: some View {
                VStack {
                    PagePreview(url: current)
                    Button("Next") { current = current.appendingPathComponent("b") }
                }
            }
        }
        """, quiet: "url.absoluteString", loud: "url.host").check(mentioning: ["`url`"])
    }

    /// Artemis loads an FAQ when its state is still `.loading`, and the screen's retry view
    /// (from its design-system package) is handed the binding together with a closure that
    /// loads again: that write is the work's own doing. A retry view handed a closure that only
    /// reports a problem writes the state without loading.
    @Test func aLoadGuardedOnItsOwnResultVersusAnotherWriter() {
        let template = """
        enum DataState<T> { case loading, done(T), failure(String) }
        struct FaqPath { let id: Int }
        @Observable final class FaqPathViewModel {
            let path: FaqPath
            var faq: DataState<String> = .loading
            init(path: FaqPath) { self.path = path }
            func loadFaq() async { faq = .done(await FaqService.fetch(path.id)) }
            func reportProblem() async { await FaqService.report(path.id) }
        }
        public struct FaqPathView: View {
            @State private var viewModel: FaqPathViewModel
            public init(path: FaqPath) { self._viewModel = State(initialValue: FaqPathViewModel(path: path)) }
            public var body: some View {
                DataStateView(data: $viewModel.faq) {
                    await viewModel.⟪⟫()
                } content: { faq in Text(faq) }
                .task {
                    if case .loading = viewModel.faq { await viewModel.loadFaq() }
                }
            }
        }
        """
        // The retry view (another module's) is handed the binding with a closure that loads
        // again; one that only reports leaves the binding's write.
        Twins(rule, template, quiet: "loadFaq", loud: "reportProblem").check(mentioning: ["`viewModel.faq`"])
        // A retry view of this module is judged by its own writes: this one lets the user show
        // a cached copy, writing the state without calling the retry.
        let screen = template.replacingOccurrences(of: "⟪⟫", with: "loadFaq")
        let ownRetryView = """
        struct DataStateView<T, Content: View>: View {
            @Binding var data: DataState<T>
            let retry: () async -> Void
            @ViewBuilder let content: (T) -> Content
            var body: some View {
                switch data {
                case .loading: ProgressView()
                case .done(let value): content(value)
                case .failure(let message):
                    Text(message)
                    Button("Show cached") { data = .loading }
                    Button("Retry") { Task { await retry() } }
                }
            }
        }
        """
        Twins(rule: rule, quiet: screen, loud: screen + "\n" + ownRetryView).check(mentioning: ["`viewModel.faq`"])
    }
}


extension TaskDependencyTriggerTests {
    /// ruddarr's activity queue hands `onChange` a method without a closure: the change of the
    /// whole sort redoes the appearance's work, so every part of the sort is followed. Handed a
    /// method that does other work, the sort's parts are not.
    @Test func aMethodHandedToOnChangeThatRedoesTheWorkVersusOneThatDoesNot() {
        Twins(rule, """
        struct QueueSort: Equatable {
            var option = 0
            var isAscending = true
        }
        struct QueueView: View {
            @State private var sort = QueueSort()
            @State private var items: [QueueItem] = []
            @State private var displayed: [QueueItem] = []
            var body: some View {
                List(displayed) { Text($0.title) }
                    .toolbar {
                        Picker("Sort", selection: $sort.option) { Text("Date").tag(0); Text("Size").tag(1) }
                        Toggle("Ascending", isOn: $sort.isAscending)
                    }
                    .onChange(of: sort, ⟪⟫)
                    .onAppear { updateDisplayedItems() }
            }
            func updateDisplayedItems() {
                displayed = items.sorted(by: sort.option, ascending: sort.isAscending)
            }
            func saveSort() {
                UserDefaults.standard.set(sort.option, forKey: "queueSort")
            }
        }
        """, quiet: "updateDisplayedItems", loud: "saveSort").check(mentioning: ["`sort.option`"])
    }
}

extension TaskDependencyTriggerTests {
    /// A workout app's map snapshot is made again by a `.task(id: mapModel)` and by a
    /// `.task(id: geo.size)`: each task's id covers what the other does not, so the snapshot
    /// follows both. A first task keyed on the zoom leaves the map model untracked.
    @Test func aSiblingTaskKeyedOnTheValueVersusOneKeyedOnAnother() {
        Twins(rule, """
        struct MapSnapshotView: View {
            struct MapModel: Equatable {
                let latitude: Double
                let longitude: Double
            }
            let mapModel: MapModel
            let zoom: Double
            @State private var snapshotImage: UIImage?
            var body: some View {
                GeometryReader { geo in
                    Image(uiImage: snapshotImage ?? UIImage())
                        .task(id: ⟪⟫) {
                            await generateSnapshot(size: geo.size)
                        }
                        .task(id: geo.size) {
                            await generateSnapshot(size: geo.size)
                        }
                }
            }
            private func generateSnapshot(size: CGSize) async {
                snapshotImage = await MapSnapshotter.snapshot(of: mapModel, size: size)
            }
        }
        struct ParkView: View {
            @State private var park: Park
            var body: some View {
                VStack {
                    MapSnapshotView(mapModel: .init(latitude: park.latitude, longitude: park.longitude), zoom: 1)
                    Button("Next park") { park = Park.random() }
                }
            }
        }
        """, quiet: "mapModel", loud: "zoom").check(mentioning: ["`mapModel`"])
    }
}

extension TaskDependencyTriggerTests {
    /// ExcalidrawZ reacts to changes through its own UI library's `.watch(value:)`, an
    /// `onChange` the module does not declare: handed the workspace and a closure that makes
    /// the preview again, it follows the workspace. Handed a closure that only logs, it does not.
    @Test func aLibraryModifierHandedTheValueAndTheWorkVersusOtherWork() {
        Twins(rule, """
        struct MathInputSheetView: View {
            let activeWorkspace: Workspace
            @State private var preview: NSImage?
            var body: some View {
                VStack {
                    if let preview { Image(nsImage: preview) }
                }
                .onAppear { generatePreview(for: activeWorkspace) }
                .watch(value: activeWorkspace) { _ in ⟪⟫ }
            }
            private func generatePreview(for workspace: Workspace) {
                preview = MathRenderer.render(workspace.formula)
            }
        }
        struct MathToolbar: View {
            @State private var workspace = Workspace.default
            var body: some View {
                MathInputSheetView(activeWorkspace: workspace)
                Button("Next") { workspace = workspace.next() }
            }
        }
        """, quiet: "generatePreview(for: activeWorkspace)", loud: "Log.debug(\"workspace changed\")")
            .check(mentioning: ["`activeWorkspace`"])
    }
}

extension TaskDependencyTriggerTests {
    /// GistHub's rows hand their id to the model, which asks whether it is the last one
    /// before loading the next page in the current mode: the appearance is the event, and a
    /// new mode's first page is loaded by whoever changes it. Handing nothing of the row, the
    /// load runs for whichever row appears and reads the mode as it stands.
    @Test func aRowHandingItsIdToThePagerVersusHandingNothing() {
        Twins(rule, """
        enum GistListsMode: Equatable { case currentUserGists, starred, userGists(String) }
        @Observable final class GistListsViewModel {
            var gists: [Gist] = []
            var isLoadingMoreGists = false
            func fetchMoreGistsIfNeeded(currentGistID: String?, mode: GistListsMode) async {
                guard !isLoadingMoreGists, let lastGistID = gists.last?.id, currentGistID == lastGistID else { return }
                isLoadingMoreGists = true
                gists += await API.gists(mode: mode, after: lastGistID)
                isLoadingMoreGists = false
            }
        }
        struct GistListsView: View {
            let listsMode: GistListsMode
            @State private var viewModel = GistListsViewModel()
            var body: some View {
                List {
                    ForEach(viewModel.gists) { gist in
                        GistListsRowView(gist: gist)
                            .onAppear {
                                Task { await viewModel.fetchMoreGistsIfNeeded(currentGistID: ⟪⟫, mode: listsMode) }
                            }
                    }
                }
            }
        }
        struct ProfileView: View {
            @State private var showsStarred = false
            var body: some View {
                GistListsView(listsMode: showsStarred ? .starred : .currentUserGists)
                Toggle("Starred", isOn: $showsStarred)
            }
        }
        """, quiet: "gist.id", loud: "nil").check(mentioning: ["`listsMode`"])
    }

    /// Open edX's search rows are made from a `let` of the stack around them, the results
    /// with their positions, and hand their position to the model, which loads the next page
    /// when it is near the end. Read from that `let`, the rows still come from the model's
    /// results. A model method that asks nothing of the position loads for any row, with the
    /// query as it stands.
    @Test func aRowOfALocalOfTheStackHandingItsPositionVersusOneNotAsking() {
        Twins(rule, """
        final class DiscussionSearchViewModel: ObservableObject {
            @Published var searchText = ""
            @Published var searchResults: [String] = []
            var fetchInProgress = false
            var nextPage = 1
            func searchCourses(index: Int, searchTerm: String) async {
                ⟪⟫
                fetchInProgress = true
                searchResults += await Search.threads(searchTerm, page: nextPage)
                nextPage += 1
                fetchInProgress = false
            }
        }
        struct DiscussionSearchView: View {
            @ObservedObject var viewModel: DiscussionSearchViewModel
            var body: some View {
                ScrollView {
                    TextField("Search", text: $viewModel.searchText)
                    Button("Clear") { viewModel.searchText = "" }
                    LazyVStack {
                        let searchResults = Array(viewModel.searchResults.enumerated())
                        ForEach(searchResults, id: \\.offset) { index, post in
                            Text(post)
                                .onAppear {
                                    Task {
                                        await viewModel.searchCourses(index: index, searchTerm: viewModel.searchText)
                                    }
                                }
                        }
                    }
                }
            }
        }
        """, quiet: "guard !fetchInProgress, index == searchResults.count - 3 else { return }",
             loud: "guard !fetchInProgress else { return }")
            .check(mentioning: ["`viewModel.searchText`"])
    }

    /// From a film-script editor: a card made for a just-added note opens its editor as it
    /// appears and tells its creator, which clears the trigger. The flag's later fall to `false`
    /// must not redo anything. A callback that leaves the trigger set does not spend it.
    @Test func aTriggerTheCreatorClearsThroughACallbackVersusOneItLeavesSet() {
        Twins(rule, """
        struct Note: Identifiable { let id = UUID(); var text = "" }
        struct NoteCard: View {
            let note: Note
            let startInEditMode: Bool
            var onEditModeStarted: (() -> Void)?
            @State private var editedText = ""
            @State private var isEditing = false
            var body: some View {
                Group {
                    if isEditing { TextField("Note", text: $editedText) } else { Text(note.text) }
                }
                .onAppear {
                    if startInEditMode {
                        editedText = note.text
                        isEditing = true
                        onEditModeStarted?()
                    }
                }
            }
        }
        struct NotesBoard: View {
            @State private var notes: [Note] = []
            @State private var newlyAddedNoteID: UUID?
            var body: some View {
                List(notes) { note in
                    NoteCard(note: note, startInEditMode: note.id == newlyAddedNoteID, onEditModeStarted: { ⟪⟫ })
                }
                Button("Add") {
                    let note = Note()
                    notes.append(note)
                    newlyAddedNoteID = note.id
                }
            }
        }
        """, quiet: "newlyAddedNoteID = nil", loud: "print(\"editing\")").check(mentioning: ["`startInEditMode`"])
    }

    /// haven's home controller clears the navigation path on its first appearance only: the
    /// block sets `didNormalizeNavigation` before anything else runs, so running the
    /// appearance code again when the path changes would find the flag set and do nothing. A
    /// block that never sets its flag runs on every appearance, and reads the path each time.
    @Test func aBlockItsOwnFlagRunsOnceVersusOneItLeavesOpen() {
        Twins(rule, """
        final class AppNavigation: ObservableObject {
            @Published var path = NavigationPath()
        }
        final class HomeController: ObservableObject {
            private var didNormalizeNavigation = false
            @Published var chats: [String] = []
            func onAppear(navigation: AppNavigation) {
                if !didNormalizeNavigation {
                    ⟪⟫
                    if !navigation.path.isEmpty {
                        navigation.path = NavigationPath()
                    }
                }
            }
        }
        struct HomePage: View {
            @EnvironmentObject var navigation: AppNavigation
            @StateObject private var controller = HomeController()
            var body: some View {
                NavigationStack(path: $navigation.path) {
                    List(controller.chats, id: \\.self) { chat in
                        NavigationLink(chat, value: chat)
                    }
                    .navigationDestination(for: String.self) { Text($0) }
                }
                .onAppear { controller.onAppear(navigation: navigation) }
            }
        }
        """, quiet: "didNormalizeNavigation = true", loud: "print(\"normalizing\")").check(mentioning: ["`navigation.path`"])
    }

    /// opencode's message text seeds `hasRenderedStreaming` from `isStreaming` as it appears, and
    /// its `.onChange(of: isStreaming)` sets that flag on every change: together they are
    /// `onChange(of:initial: true)`. A reaction that only fades the content leaves the flag stale.
    @Test func anAppearanceSeedTheReactionKeepsCurrentVersusOneItLeaves() {
        Twins(rule, """
        struct MarkdownMessageText: View {
            let text: String
            let isStreaming: Bool
            @State private var hasRenderedStreaming = false
            @State private var richContentOpacity: Double = 1
            var body: some View {
                Group {
                    if isStreaming { Text(text) } else { Text(text).opacity(richContentOpacity) }
                }
                .onAppear {
                    hasRenderedStreaming = isStreaming
                }
                .onChange(of: isStreaming) { oldValue, newValue in
                    if newValue {
                        ⟪⟫
                        richContentOpacity = 1
                    } else if oldValue || hasRenderedStreaming {
                        withAnimation(.easeOut(duration: 0.22)) { richContentOpacity = 1 }
                    }
                }
            }
        }
        struct ChatView: View {
            @State private var streaming = false
            var body: some View {
                MarkdownMessageText(text: "Hi", isStreaming: streaming)
                Button("Stream") { streaming.toggle() }
            }
        }
        """, quiet: "hasRenderedStreaming = true", loud: "richContentOpacity = 0").check(mentioning: ["`isStreaming`"])
    }
}
