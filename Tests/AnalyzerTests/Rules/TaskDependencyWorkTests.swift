import Testing
@testable import Analyzer

/// `untracked-task-dependency` judged by what the closure does (issue: real-world precision,
/// kinds 2–6): one-shot setup, reads that happen later, reads that feed no work, work that
/// something else already redoes — each beside the one-token change that makes it a finding.
@Suite struct TaskDependencyWorkTests {
    private let rule = UntrackedTaskDependencyRule.rule

    // MARK: One-shot closures

    @Test func fillingAnEditableDraftVersusADisplayedCache() {
        Twins(rule, """
        struct RenameSheet: View {
            let folder: Folder
            @State private var name = ""
            var body: some View {
                Form {
                    ⟪⟫
                }
                .onAppear { name = folder.name }
            }
        }
        """, quiet: "TextField(\"Name\", text: $name)", loud: "Text(name)").check(mentioning: ["`folder"])
    }

    /// winston's theme image picker fills `uiImage` on appear, but its body builds the image
    /// itself into a local of the same name: nothing reads the state, so nothing can show it
    /// stale. Shown by the body, it can.
    @Test func fillingStateNothingReadsVersusStateTheBodyShows() {
        Twins(rule, """
        struct ImageThemePicker: View {
            let fileName: String
            @State private var uiImage: UIImage?
            var body: some View {
                VStack {
                    ⟪⟫
                }
                .onAppear { uiImage = ImageStore.load(fileName) }
            }
        }
        """, quiet: "if let uiImage = ImageStore.load(fileName) { Image(uiImage: uiImage).resizable() }",
             loud: "if let uiImage { Image(uiImage: uiImage).resizable() }").check(mentioning: ["`fileName`"])
    }

    /// Habitto's progress tab, as it appears, loads its timeline and computes its streak
    /// statistics through a calculator, from the habits of the period its tabs pick; no code
    /// reads the statistics, so a stale value shows nowhere. Shown by the body, it can.
    @Test func computingStateNothingReadsVersusStateTheBodyShows() {
        Twins(rule, """
        struct StreakStatistics { var currentStreak = 0 }
        enum StreakCalculator {
            static func statistics(from habits: [Habit]) -> StreakStatistics {
                StreakStatistics(currentStreak: habits.filter(\\.isCompletedToday).count)
            }
        }
        struct ProgressTab: View {
            let habits: [Habit]
            @State private var selectedPeriod = 0
            @State private var statistics = StreakStatistics()
            @State private var timeline: [TimelineEntry] = []
            var body: some View {
                VStack {
                    PeriodTabs(selectedIndex: selectedPeriod) { index in selectedPeriod = index }
                    ⟪⟫
                    ForEach(timeline) { entry in Text(entry.title) }
                }
                .onAppear {
                    updateStatistics()
                    timeline = TimelineStore.shared.recentEntries()
                }
            }
            private func updateStatistics() {
                let chosen = selectedPeriod == 0 ? habits.filter(\\.isActiveThisWeek) : habits
                statistics = StreakCalculator.statistics(from: chosen)
            }
        }
        """, quiet: "Text(\"Progress\")", loud: "Text(\"\\(statistics.currentStreak) days\")").check(mentioning: ["`selectedPeriod`"])
    }

    /// From a drone tracker's settings: the sliders' drafts are filled from the stored settings
    /// as the screen appears, beside a state nothing reads. Neither can show a stale copy; a
    /// state the body shows can.
    @Test func fillingDraftsBesideStateNothingReadsVersusBesideStateTheBodyShows() {
        Twins(rule, """
        @Model final class TrackerSettings {
            var maxAircraftCount = 50
            var minimumAltitude: Double?
        }
        struct TrackerSettingsView: View {
            @Environment(\\.modelContext) private var modelContext
            @Query private var settingsQuery: [TrackerSettings]
            @State private var localMaxAircraft: Double = 50
            @State private var localMinAltitude: Double = 5000
            private var settings: TrackerSettings? { settingsQuery.first }
            var body: some View {
                Form {
                    Slider(value: $localMaxAircraft, in: 10...200)
                    ⟪⟫
                    Button("New profile") { modelContext.insert(TrackerSettings()) }
                }
                .onAppear {
                    if let settings {
                        localMaxAircraft = Double(settings.maxAircraftCount)
                        localMinAltitude = settings.minimumAltitude ?? 5000
                    }
                }
            }
        }
        """, quiet: "Text(\"Aircraft\")", loud: "Text(\"\\(Int(localMinAltitude)) ft\")").check(mentioning: ["`settingsQuery.first`"])
    }

    /// From a GIF exporter: the frame rate the user sets is clamped, as the setting appears,
    /// to a maximum that depends on the speed a sibling slider changes. Filling the setting
    /// from the maximum is a one-time default; clamping what the user set is due again
    /// whenever the maximum changes.
    @Test func fillingADraftOnceVersusClampingItToALimitThatChanges() {
        Twins(rule, """
        struct ExportControls: View {
            let videoFrameRate: Double
            @State private var speed = 1.0
            var body: some View {
                Form {
                    Slider(value: $speed, in: 0.5...5)
                    FrameRateSetting(videoFrameRate: videoFrameRate, speed: speed)
                }
            }
        }
        struct FrameRateSetting: View {
            let videoFrameRate: Double
            let speed: Double
            @State private var frameRate = 10
            var body: some View {
                Stepper("\\(frameRate) fps", value: $frameRate, in: 3...50)
                    .onAppear { frameRate = ⟪⟫Int(videoFrameRate * speed)) }
            }
        }
        """, quiet: "min(50, ", loud: "min(frameRate, ").check(mentioning: ["`speed`"])
    }

    @Test func settingInitialFocusVersusLoading() {
        Twins(rule, """
        struct Composer: View {
            let replyTo: Message?
            @FocusState private var focused: Bool
            @State private var quote = ""
            var body: some View {
                TextEditor(text: .constant(quote)).focused($focused)
                    .onAppear { ⟪⟫ }
            }
        }
        """, quiet: "focused = replyTo != nil", loud: "quote = replyTo?.body ?? \"\"").check(mentioning: ["`replyTo"])
    }

    @Test func aGuardedFirstLoadVersusAnUnguardedOne() {
        Twins(rule, """
        struct SourceScreen: View {
            let sourceID: String
            @State private var didLoad = false
            @State private var entries: [Entry] = []
            var body: some View {
                List(entries) { Text($0.title) }
                    .task {
                        guard !⟪⟫ else { return }
                        didLoad = true
                        entries = await Library.entries(in: sourceID)
                    }
            }
        }
        """, quiet: "didLoad", loud: "entries.isEmpty").check(mentioning: ["`sourceID`"])
    }

    @Test func dismissingIsAnActionNotWork() {
        Twins(rule, """
        struct Installer: View {
            let archive: URL
            @Environment(\\.dismiss) private var dismiss
            @State private var status = ""
            var body: some View {
                Text(status)
                    .onAppear {
                        if archive.isFileURL { ⟪⟫ }
                    }
            }
        }
        """, quiet: "dismiss()", loud: "status = archive.lastPathComponent").check(mentioning: ["`archive`"])
    }

    /// From a transit app's favorites flow: with notifications off, the flow saves the
    /// favorite as it appears and closes itself through the callback its parent gave it, which
    /// clears the flag the flow is shown under. Closing it through another flag leaves it on
    /// screen while the direction picker changes what it saved.
    @Test func anAppearanceThatActsAndClosesItsViewVersusOneThatLeavesItShown() {
        Twins(rule, """
        final class FavoritesModel: ObservableObject {
            @Published var message: String?
            func toggle(stop: String, direction: Int) { message = "Saved \\(stop)" }
        }
        struct SaveFavoriteFlow: View {
            let stopID: String
            let direction: Int
            @ObservedObject var favorites: FavoritesModel
            let onClose: () -> Void
            var body: some View {
                Text(favorites.message ?? "")
                    .onAppear {
                        favorites.toggle(stop: stopID, direction: direction)
                        onClose()
                    }
            }
        }
        struct StopDetailsView: View {
            let stopID: String
            @StateObject private var favorites = FavoritesModel()
            @State private var direction = 0
            @State private var inSaveFlow = false
            @State private var showToast = false
            var body: some View {
                VStack {
                    Picker("Direction", selection: $direction) {
                        Text("Inbound").tag(0)
                        Text("Outbound").tag(1)
                    }
                    if inSaveFlow {
                        SaveFavoriteFlow(stopID: stopID, direction: direction, favorites: favorites,
                                         onClose: { ⟪⟫ = false })
                    }
                    Button("Save") { inSaveFlow = true }
                    if showToast { Text("Saved") }
                }
            }
        }
        """, quiet: "inSaveFlow", loud: "showToast").check(mentioning: ["`direction`"])
    }

    /// SportCut's tag library opens a brief "adding tag…" sheet (built in a member) whose content
    /// stamps the tag at the playhead as it appears and closes the sheet a moment later by
    /// clearing the library's own flag: re-running it as the playhead moves would stamp again. Clearing another flag
    /// leaves the sheet up while the playhead runs on.
    @Test func aSheetOfTheViewsOwnThatStampsAndClosesVersusOneLeftOpen() {
        Twins(rule, """
        final class PlaybackManager: ObservableObject {
            @Published var currentTime: Double = 0
        }
        final class TimelineData: ObservableObject {
            @Published var stamps: [Double] = []
            func addStamp(at time: Double) { stamps.append(time) }
        }
        struct TagLibraryView: View {
            @ObservedObject var player: PlaybackManager
            @ObservedObject var timeline: TimelineData
            @State private var showLabelSheet = false
            @State private var showHint = false
            var body: some View {
                VStack {
                    Slider(value: $player.currentTime, in: 0...600)
                    Button("Tag") { showLabelSheet = true }
                    if showHint { Text("Tagged") }
                }
                .sheet(isPresented: $showLabelSheet) { stampSheet }
            }
            private var stampSheet: some View {
                Text("Adding tag…")
                    .onAppear {
                        timeline.addStamp(at: player.currentTime)
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                            ⟪⟫ = false
                        }
                    }
            }
        }
        """, quiet: "showLabelSheet", loud: "showHint").check(mentioning: ["`player.currentTime`"])
    }

    /// A sheet that applies a preset as it appears and dismisses itself, versus one that stays.
    @Test func anAppearanceThatActsAndDismissesVersusOneThatStays() {
        Twins(rule, """
        final class PresetStore: ObservableObject {
            @Published var applied: [String] = []
            func apply(_ name: String) { applied.append(name) }
        }
        struct ApplyPresetSheet: View {
            let presetName: String
            @ObservedObject var store: PresetStore
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                List(store.applied, id: \\.self) { Text($0) }
                    .onAppear {
                        store.apply(presetName)
                        ⟪⟫
                    }
            }
        }
        """, quiet: "dismiss()", loud: "print(presetName)").check(mentioning: ["`presetName`"])
    }

    @Test func wiringAMonitorOnceVersusAMonitorThatLoads() {
        Twins(rule, """
        struct ShortcutField: View {
            let keys: [String]
            @State private var monitor: Any?
            @State private var matches: [String] = []
            var body: some View {
                Text(matches.joined())
                    .onAppear {
                        ⟪⟫
                    }
            }
        }
        """, quiet: "NotificationCenter.default.addObserver(forName: .keysChanged, object: nil, queue: .main) { _ in print(\"changed\") }",
             loud: "matches = keys.filter { $0.hasPrefix(\"cmd\") }").check(mentioning: ["`keys`"])
    }

    // MARK: Reads that happen later

    @Test func stateReadAfterASuspensionVersusALetReadThere() {
        Twins(rule, """
        struct AutoDismiss: View {
            ⟪⟫
            @State private var visible = true
            var body: some View {
                Text("Saved").opacity(visible ? 1 : 0)
                    .task {
                        try? await Task.sleep(for: .seconds(2))
                        if autoDismiss { visible = await Fader.fade() }
                    }
            }
        }
        struct Host: View {
            @State private var sticky = false
            var body: some View {
                AutoDismiss(autoDismiss: !sticky)
                Toggle("Sticky", isOn: $sticky)
            }
        }
        """, quiet: "@Binding var autoDismiss: Bool", loud: "let autoDismiss: Bool").check(mentioning: ["`autoDismiss`"])
    }

    /// FinancialControl's first-login screen runs its setup as it appears and, once the awaited
    /// call in the `if` has returned, reads the router's path to choose between popping and
    /// pushing home: the branches run after the wait and see the path of then. Without a wait
    /// they read it as the view appears. (The view model is the app's, behind a protocol.)
    @Test func aModelReadInTheBranchesOfAnAwaitedConditionVersusWithoutAWait() {
        Twins(rule, """
        enum Destination: Hashable { case login, firstLoginLoading, home }
        final class Router: ObservableObject {
            @Published var path = NavigationPath()
            func pop(count: Int = 1) { path.removeLast(count) }
            func push(_ destination: Destination) { path.append(destination) }
            func popToRoot() { path.removeLast(path.count) }
            @ViewBuilder
            func start() -> some View {
                getDestination(from: .login)
                    .navigationDestination(for: Destination.self) { destination in self.getDestination(from: destination) }
            }
            @ViewBuilder
            private func getDestination(from destination: Destination) -> some View {
                switch destination {
                case .login: LoginView()
                case .firstLoginLoading: FirstLoginLoading(viewModel: FirstLoginLoadingViewModel())
                case .home: HomeView()
                }
            }
        }
        struct AppContainerView: View {
            @StateObject private var router = Router()
            var body: some View {
                NavigationStack(path: $router.path) {
                    router.start()
                }
                .environmentObject(router)
            }
        }
        struct FirstLoginLoading<ViewModel: FirstLoginLoadingViewModelProtocol>: View {
            @StateObject private var viewModel: ViewModel
            @EnvironmentObject private var router: Router
            init(viewModel: ViewModel) {
                self._viewModel = StateObject(wrappedValue: viewModel)
            }
            var body: some View {
                Group {
                    switch viewModel.viewState {
                    case .loading:
                        ProgressView(viewModel.title)
                    case .failure(let message):
                        FeedbackView(
                            description: message,
                            primaryButtonTitle: "Try again",
                            secondaryButtonTitle: "Back to the beginning",
                            primaryAction: submit,
                            secondaryAction: backToBeginning
                        )
                    }
                }
                .onAppear(perform: submit)
            }
            private func submit() {
                Task {
                    if ⟪⟫ {
                        if router.path.count > 1 {
                            router.pop(count: 2)
                        } else {
                            router.push(.home)
                        }
                    }
                }
            }
            private func backToBeginning() {
                Task {
                    if await viewModel.logout() {
                        router.popToRoot()
                    }
                }
            }
        }
        """, quiet: "await viewModel.execute()", loud: "viewModel.isReady").check(mentioning: ["`router.path.count`"])
    }

    @Test func stateReadInACallbackVersusACapturedLet() {
        Twins(rule, """
        struct Poller: View {
            ⟪⟫
            @State private var value = 0
            var body: some View {
                Text("\\(value)")
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { value = Meter.read(channel) }
                    }
            }
        }
        struct Panel: View {
            @State private var channel = 1
            var body: some View {
                Poller(channel: channel)
                Stepper("Channel", value: $channel)
            }
        }
        """, quiet: "@Binding var channel: Int", loud: "let channel: Int").check(mentioning: ["`channel`"])
    }

    // MARK: Reads that are not dependencies

    @Test func loggedWithALoggerVersusPassedToTheWork() {
        Twins(rule, """
        import os
        private let log = Logger(subsystem: "app", category: "detail")
        struct ItemScreen: View {
            let item: Item
            @State private var related: [Item] = []
            var body: some View {
                List(related) { Text($0.title) }
                    .task {
                        log.info("showing \\(item.title)")
                        print(item)
                        related = await API.related(to: ⟪⟫)
                    }
            }
        }
        """, quiet: "42", loud: "item.id").check(mentioning: ["`item"])
    }

    @Test func aModuleLogHelperVersusAModuleServiceCall() {
        Twins(rule, """
        func trace(_ message: String) { print("[app]", message) }
        struct ItemScreen: View {
            let item: Item
            @State private var opened = false
            var body: some View {
                Text(item.title)
                    .bold(!opened)
                    .onAppear { ⟪⟫(item.title); opened = true }
            }
        }
        func record(_ title: String) { History.shared.add(title) }
        """, quiet: "trace", loud: "record").check(mentioning: ["`item"])
    }

    /// A logging facade, as a shop app writes one: a type's static method that drops the
    /// line below the current level and hands the rest to its `Logger` (and, in debug builds,
    /// to a file). Logging who looked at a card is no dependency of the card's work. A method
    /// of the same type that keeps the line in the app's history is work.
    @Test func aLoggingFacadeVersusAHistoryOfTheSameType() {
        Twins(rule, """
        import os
        enum AppLog {
            private static let logger = Logger(subsystem: "com.example.shop", category: "ui")
            static var isVerbose = false
            static var history: [String] = []
            static func event(_ message: String, details: [String: String] = [:]) {
                guard isVerbose else { return }
                let line = details.isEmpty ? message : "\\(message) \\(details)"
                emit(line)
            }
            static func record(_ message: String, details: [String: String] = [:]) {
                history.append("\\(message) \\(details)")
            }
            private static func emit(_ line: String) {
                logger.info("\\(line, privacy: .public)")
                #if DEBUG
                DebugLogFile.shared.write(line)
                #endif
            }
        }
        struct ProductCard: View {
            let product: Product
            let userID: String?
            @State private var isFavorite = false
            var body: some View {
                Image(systemName: isFavorite ? "heart.fill" : "heart")
                    .onAppear {
                        isFavorite = product.isFavorite
                        AppLog.⟪⟫("card shown", details: ["user": userID ?? "nil"])
                    }
            }
        }
        struct ShopView: View {
            let product: Product
            @State private var userID: String?
            var body: some View {
                ProductCard(product: product, userID: userID)
                Button("Sign in") { userID = "ann" }
            }
        }
        """, quiet: "event", loud: "record").check(mentioning: ["`userID`"])
    }

    @Test func receiversNamedLikeLoggersAreStillCalls() {
        // Decided by what the call is, never by the receiver's name (`catalog`, `logbook`, `blog`).
        for receiver in ["catalog", "logbook", "blog", "dialog", "trackStore"] {
            let result = lintSingleFile("""
            struct Fares: View {
                let cabinClass: Int
                let \(receiver): FareService
                @State private var fares: [Int] = []
                var body: some View {
                    List(fares, id: \\.self) { Text("\\($0)") }
                        .task { fares = await \(receiver).fares(for: cabinClass) }
                }
            }
            """, rules: [rule])
            #expect(result.count == 1, "\(receiver): \(result.map(\.message))")
            #expect(result.first?.message.contains("`cabinClass`") == true)
        }
    }

    @Test func aValueTheClosureWritesVersusOneItOnlyReads() {
        Twins(rule, """
        struct Clock: View {
            @State private var start = Date.now
            @State private var label = ""
            var body: some View {
                Text(label)
                    .onAppear {
                        ⟪⟫
                        label = start.formatted()
                    }
                Button("Reset") { start = .now }
            }
        }
        """, quiet: "start = .now", loud: "print(\"appeared\")").check(mentioning: ["`start`"])
    }

    @Test func loadingWhatIsMissingVersusLoadingFromTheValue() {
        // `guard countries.isEmpty`: once countries arrive, running again would skip the load.
        Twins(rule, """
        struct CountriesList: View {
            @Query(sort: \\Country.name) private var countries: [Country]
            var body: some View {
                List(countries) { Text($0.name) }
                    .onAppear {
                        ⟪⟫
                    }
            }
        }
        """, quiet: "guard countries.isEmpty else { return }; Task { await CountryStore.shared.refresh() }",
             loud: "guard let newest = countries.first else { return }; Task { await CountryStore.shared.refresh(since: newest.updated) }")
            .check(mentioning: ["`countries.first`"])
    }

    // MARK: Tracked already

    @Test func idOfAnIdentifiableCoversItsMembersVersusAPlainID() {
        Twins(rule, """
        struct Related: View {
            let item: Item
            @State private var related: [Item] = []
            var body: some View {
                List(related) { Text($0.name) }
                    .task(id: item.id) { related = await API.related(to: item.id, named: item.name) }
            }
        }
        struct Item⟪⟫ { let id: Int; var name: String }
        """, quiet: ": Identifiable", loud: "").check(mentioning: ["`item.name`"])
    }

    @Test func onChangeThatRedoesTheWorkVersusOneThatDoesSomethingElse() {
        let finding = Twins(rule, """
        struct Channel: View {
            let serial: String
            @State private var isBlinking = false
            @State private var readings: [Double] = []
            var body: some View {
                Chart(readings)
                    .task { readings = await Meter.readings(serial) }
                    .onChange(of: serial) { ⟪⟫ }
            }
        }
        """, quiet: "Task { readings = await Meter.readings(serial) }", loud: "isBlinking = false").check(mentioning: ["`serial`"])
        #expect(finding?.notes.contains { $0.message.contains("`.onChange(of: serial)` here reacts to the change but does not redo this work") } == true,
                "\(finding?.notes.map(\.message) ?? [])")
    }

    @Test func anActionThatRedoesTheWorkVersusOneThatDoesNot() {
        Twins(rule, """
        struct Metrics: View {
            @State private var metric = "followers"
            @State private var points: [Int] = []
            var body: some View {
                Chart(points)
                    .task { rebuild() }
                Button("Posts") { metric = "posts"⟪⟫ }
            }
            private func rebuild() { points = Store.points(for: metric) }
        }
        """, quiet: "; rebuild()", loud: "").check(mentioning: ["`metric`"])
    }

    @Test func aReactionToAnotherValueThatRedoesTheWorkVersusOneThatDoesNot() {
        // The selected tab and its file's URL change together: the `onChange` is the refresh path.
        Twins(rule, """
        struct FileInfoBar: View {
            let fileURL: URL
            @EnvironmentObject private var editor: EditorModel
            @State private var byteCount = 0
            @State private var isHovered = false
            var body: some View {
                Text("\\(byteCount) bytes")
                    .onAppear { byteCount = FileInfo.size(of: fileURL) }
                    .onChange(of: editor.selectedTab) { ⟪⟫ }
            }
        }
        struct EditorArea: View {
            @EnvironmentObject private var editor: EditorModel
            var body: some View { FileInfoBar(fileURL: editor.selectedTab.url) }
        }
        struct TabBar: View {
            @EnvironmentObject private var editor: EditorModel
            let tabs: [EditorTab]
            var body: some View {
                ForEach(tabs, id: \\.url) { tab in Button(tab.title) { editor.selectedTab = tab } }
            }
        }
        final class EditorModel: ObservableObject {
            @Published var selectedTab = EditorTab(url: URL(fileURLWithPath: "/"), title: "")
        }
        struct EditorTab: Equatable { var url: URL; var title: String }
        """, quiet: "byteCount = FileInfo.size(of: editor.selectedTab.url)", loud: "isHovered = false").check(mentioning: ["`fileURL`"])
    }

    /// From a menu-bar app: whether the menu scrolls is decided as it appears and redone when
    /// its measured height changes — not when the offset the menu passes changes (its "App
    /// info" toggle). A reaction to the view's own layout says nothing about the parent's
    /// value; a reaction to another input the parent passes may be how that value changes.
    @Test func aReactionToTheViewsOwnLayoutVersusToAnotherInput() {
        Twins(rule, """
        struct OverflowMenu<Content: View>: View {
            var heightOffset: CGFloat = 0
            var contentHeight: CGFloat = 0
            @ViewBuilder var content: Content
            @State private var overflows = false
            var body: some View {
                GeometryReader { geometry in
                    Group {
                        if overflows { ScrollView { content } } else { content }
                    }
                    .onAppear { overflows = geometry.size.height + heightOffset > 600 }
                    .onChange(of: ⟪⟫) { height in overflows = height + heightOffset > 600 }
                }
            }
        }
        struct QuickActions: View {
            @AppStorage("showInfo") private var showInfo = false
            var body: some View {
                OverflowMenu(heightOffset: showInfo ? 250 : 0, contentHeight: 480) {
                    Toggle("App info", isOn: $showInfo)
                }
            }
        }
        """, quiet: "contentHeight", loud: "geometry.size.height").check(mentioning: ["`heightOffset`"])
    }

    @Test func aRefreshSignalVersusNone() {
        Twins(rule, """
        struct BranchLabel: View {
            @EnvironmentObject var git: GitModel
            @State private var title = ""
            var body: some View {
                Text(title)
                    .onAppear { title = git.branchName }
                    ⟪⟫
            }
        }
        final class GitModel: ObservableObject {
            @Published var branchName = "main"
        }
        struct Toolbar: View {
            @EnvironmentObject var git: GitModel
            var body: some View { Button("Switch") { git.branchName = "dev" } }
        }
        """, quiet: ".onReceive(git.$branchName) { _ in title = git.branchName }", loud: ".padding()").check(mentioning: ["`git.branchName`"])
    }

    @Test func aGuardAroundWorkAnOnChangeRedoesVersusNoSuchOnChange() {
        Twins(rule, """
        struct JumpBar: View {
            let crumbWidth: Double?
            @State private var textWidth = 0.0
            var body: some View {
                GeometryReader { proxy in
                    Text("Path")
                        .frame(width: textWidth > 0 ? textWidth : nil)
                        .onAppear {
                            guard crumbWidth == nil else { return }
                            textWidth = proxy.size.width
                        }
                        ⟪⟫
                }
            }
        }
        """, quiet: ".onChange(of: proxy.size.width) { guard crumbWidth == nil else { return }; textWidth = proxy.size.width }",
             loud: ".padding()").check(mentioning: ["`crumbWidth`"])
    }

    @Test func anEnvironmentValueOnlyTheAppSetsVersusOneSwiftUIChanges() {
        Twins(rule, """
        struct Profile: View {
            @Environment(\\.⟪⟫) private var value
            @State private var bio = ""
            var body: some View {
                Text(bio)
                    .onAppear { bio = Bio.text(for: value) }
            }
        }
        """, quiet: "redactionReasons", loud: "colorScheme").check(mentioning: ["`value`"])
    }

    @Test func aModelTheViewOwnsAndBindsIsADraftVersusOneItOnlyShows() {
        // From damus' notifications screen: the filter model is filled once from the settings
        // and edited through `$filter.friendsOnly`; an onChange writes it back.
        Twins(rule, """
        final class Settings: ObservableObject { @Published var friendsOnly = false }
        final class NotificationFilter: ObservableObject { @Published var friendsOnly = false }
        struct Notifications: View {
            let settings: Settings
            @StateObject var filter = NotificationFilter()
            var body: some View {
                ⟪⟫
                    .onChange(of: filter.friendsOnly) { settings.friendsOnly = $0 }
                    .onAppear { filter.friendsOnly = settings.friendsOnly }
            }
        }
        struct SettingsScreen: View {
            @ObservedObject var settings: Settings
            var body: some View { Toggle("Friends only", isOn: $settings.friendsOnly) }
        }
        """, quiet: "Toggle(\"Friends\", isOn: $filter.friendsOnly)",
             loud: "Text(filter.friendsOnly ? \"Friends\" : \"All\")").check(mentioning: ["`settings.friendsOnly`"])
    }

    // MARK: Observed models (kind 5)

    @Test func aModelPropertyAControlChangesVersusOneOnlyTheModelFills() {
        let finding = Twins(rule, """
        final class SourceControl: ObservableObject {
            @Published var currentBranch = "main"
            func refresh() async { currentBranch = await Git.head() }
        }
        struct History: View {
            @EnvironmentObject var sourceControl: SourceControl
            @State private var commits: [String] = []
            var body: some View {
                List(commits, id: \\.self) { Text($0) }
                    .task { commits = await Git.log(branch: sourceControl.currentBranch) }
            }
        }
        struct BranchPicker: View {
            @EnvironmentObject var sourceControl: SourceControl
            var body: some View {
                Picker("Branch", selection: ⟪⟫) { Text("main").tag("main") }
            }
        }
        """, quiet: ".constant(\"main\")", loud: "$sourceControl.currentBranch").check(mentioning: ["`sourceControl.currentBranch`"])
        #expect(finding?.notes.contains { $0.message.contains("`SourceControl.currentBranch` is changed here") } == true)
    }

    @Test func aServiceContainerInTheEnvironmentVersusAPropertyAControlChangesInsideIt() {
        // From yattee: an @Observable container of services in a custom environment key, set
        // once at the root from an app-level @State; views call its services in `.task`.
        let finding = Twins(rule, """
        @Observable final class PlayerSettings { var quality = "auto" }
        @Observable final class AppServices {
            static let shared = AppServices()
            let settings = PlayerSettings()
            let api = API()
        }
        extension EnvironmentValues {
            var services: AppServices? {
                get { self[ServicesKey.self] }
                set { self[ServicesKey.self] = newValue }
            }
        }
        struct Root: View {
            @State private var services = AppServices.shared
            var body: some View {
                Streams().environment(\\.services, services)
                    .onOpenURL { _ in services.settings.quality = "hd" }
            }
        }
        struct Streams: View {
            @Environment(\\.services) private var services
            @State private var streams: [String] = []
            var body: some View {
                List(streams, id: \\.self) { Text($0) }
                    .task { streams = await services?.api.streams(⟪⟫) ?? [] }
            }
        }
        """, quiet: "", loud: "quality: services?.settings.quality").check(mentioning: ["`services.settings.quality`"])
        #expect(finding?.notes.contains { $0.message.contains("`PlayerSettings.quality` is changed here") } == true)
    }

    // MARK: Messages

    @Test func severalValuesGetOneSuggestionCoveringAll() {
        let result = lintSingleFile("""
        struct Search: View {
            let query: String
            let scope: Int
            @State private var hits: [String] = []
            var body: some View {
                List(hits, id: \\.self) { Text($0) }
                    .onAppear { hits = Index.search(query, in: scope) }
            }
        }
        """, rules: [rule])
        #expect(result.first?.message.contains("one `.onChange(of:)` per value doing the same work (`.onChange(of: query)`, `.onChange(of: scope)`)") == true,
                "\(result.map(\.message))")
    }

    @Test func noOnChangeIsProposedForANonEquatableValue() {
        let result = lintSingleFile("""
        struct Search: View {
            let filter: Filter
            @State private var hits: [String] = []
            var body: some View {
                List(hits, id: \\.self) { Text($0) }
                    .onAppear { hits = Index.search(filter) }
            }
        }
        struct Filter { var text: String }
        """, rules: [rule])
        #expect(result.count == 1)
        #expect(result.first?.message.contains("onChange(of: filter") == false, "\(result.map(\.message))")
        #expect(result.first?.message.contains("`filter` is not `Equatable`") == true)
    }

    @Test func anOptionalStringIsEquatable() {
        let result = lintSingleFile("""
        struct Search: View {
            let query: String?
            @State private var hits: [String] = []
            var body: some View {
                List(hits, id: \\.self) { Text($0) }
                    .task { hits = await Index.search(query ?? "") }
            }
        }
        """, rules: [rule])
        #expect(result.first?.message.contains("Use `.task(id: query)`") == true, "\(result.map(\.message))")
        #expect(result.first?.fix?.first?.replacement == "(id: query)")
    }

    /// `items.count` is an `Int` whatever the elements are: the suggestion needs no caveat.
    @Test func theCountOfACollectionOfUnknownElementsIsEquatable() {
        let result = lintSingleFile("""
        final class Inbox: ObservableObject {
            @Published var messages: [RemoteMessage] = []
        }
        struct InboxBadge: View {
            @ObservedObject var inbox: Inbox
            @State private var label = ""
            var body: some View {
                Text(label)
                    .onAppear { label = "\\(inbox.messages.count) new" }
                    .onTapGesture { inbox.messages.removeAll() }
            }
        }
        """, rules: [rule])
        #expect(result.first?.message.contains("`.onChange(of: inbox.messages.count, initial: true)") == true, "\(result.map(\.message))")
        #expect(result.first?.message.contains("needs an `Equatable` value") == false, "\(result.map(\.message))")
    }

    /// Stoat's channel builds its message rows in a method its task calls; each row holds
    /// `$replies`, a binding it reads when the user replies, never a copy made now. A row
    /// given the replies' value at that moment holds a copy that goes stale.
    @Test func rowsMadeWithABindingInACalledMemberVersusWithTheValue() {
        Twins(rule, """
        struct Reply: Hashable { let id: String }
        struct RowModel: Identifiable { let id: String; let replies: Binding<[Reply]> }
        struct ChannelView: View {
            @State private var replies: [Reply] = []
            @State private var rows: [RowModel] = []
            let messageIDs = ["a", "b"]
            var body: some View {
                VStack {
                    List(rows) { row in Text(row.id) }
                    Button("Reply") { replies.append(Reply(id: "new")) }
                }
                .task { rows = makeRows() }
            }
            private func makeRows() -> [RowModel] {
                messageIDs.map { id in RowModel(id: id, replies: ⟪⟫) }
            }
        }
        """, quiet: "$replies", loud: ".constant(replies)").check(mentioning: ["`replies`"])
    }

    /// spoonjoy's screens hand their text size to a screenshot-test hook whose whole body is
    /// `#if DEBUG` (the release build only discards its arguments): nothing users run depends
    /// on the size. A hook compiled into every build writes with a stale size.
    @Test func aHookThatWorksOnlyInDebugBuildsVersusOneEveryBuildRuns() {
        Twins(rule, """
        enum ScreenshotProofWriter {
            @MainActor static func writeIfNeeded(route: String, textSize: String) async {
        ⟪⟫
                guard let path = ProcessInfo.processInfo.environment["PROOF_PATH"] else { return }
                let payload = ["route": route, "textSize": textSize]
                try? JSONSerialization.data(withJSONObject: payload).write(to: URL(fileURLWithPath: path))
        #else
                _ = route
                _ = textSize
        #endif
            }
        }
        struct KitchenView: View {
            @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
            var body: some View {
                Text("Kitchen")
                    .task {
                        await ScreenshotProofWriter.writeIfNeeded(route: "kitchen", textSize: String(describing: dynamicTypeSize))
                    }
            }
        }
        """, quiet: "#if DEBUG", loud: "#if os(iOS)").check(mentioning: ["`dynamicTypeSize`"])
    }

    /// GymBo's rest-time picker sets up its editable drafts as it appears, asking its own
    /// list of presets (`private let presets = [30, 60, 90]`, a collection by its literal)
    /// whether the time is one: a question, not work. Asking a model that records the pick
    /// is work that reads the time.
    @Test func draftsSetUpFromALiteralListVersusFromAModelThatRecords() {
        Twins(rule, """
        final class PresetStore: ObservableObject {
            @Published var lastPicked: Int?
            func contains(_ seconds: Int) -> Bool { lastPicked = seconds; return [30, 60, 90].contains(seconds) }
        }
        struct RestTimePicker: View {
            @Binding var restTime: Int
            @ObservedObject var presetStore: PresetStore
            private let presets = [30, 60, 90]
            @State private var useCustomTime = false
            @State private var customTimeText = ""
            var body: some View {
                VStack {
                    ForEach(presets, id: \\.self) { seconds in
                        Button("\\(seconds) s") {
                            restTime = seconds
                            useCustomTime = false
                            customTimeText = ""
                        }
                    }
                    Button("Custom") { useCustomTime = true }
                    if useCustomTime { TextField("Seconds", text: $customTimeText) }
                }
                .onAppear {
                    let predefined = ⟪⟫.contains(restTime)
                    useCustomTime = !predefined
                    if !predefined { customTimeText = String(restTime) }
                }
            }
        }
        """, quiet: "presets", loud: "presetStore").check(mentioning: ["`restTime`"])
    }

    @Test func theSuggestionNamesThePackagesPlatforms() {
        let source = """
        struct Search: View {
            let query: String
            @State private var hits: [String] = []
            var body: some View {
                List(hits, id: \\.self) { Text($0) }
                    .onAppear { hits = Index.search(query) }
            }
        }
        """
        func lint(manifest platforms: String) -> [Finding] {
            let manifest = SourceFile(path: "Package.swift", text: """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Search", platforms: [\(platforms)], targets: [.target(name: "Search")])
            """)
            let file = SourceFile(path: "Sources/Search/Search.swift", text: source)
            let index = ModuleIndex(trees: [SyntaxTree.parse(manifest), SyntaxTree.parse(file)])
            return Linter(rules: [rule]).lint(index, jobs: 1)
        }
        let macOnly = lint(manifest: ".macOS(.v13)")
        #expect(macOnly.first?.message.contains("`.onChange(of: query, initial: true) { … }` (macOS 14+) in place") == true,
                "\(macOnly.map(\.message))")
        // A package that deploys where `onChange(of:initial:_:)` exists needs no caveat.
        let recent = lint(manifest: ".iOS(\"17.0\"), .macOS(.v14)")
        #expect(recent.first?.message.contains("`.onChange(of: query, initial: true) { … }` in place") == true, "\(recent.map(\.message))")
        let older = lint(manifest: ".iOS(.v16), .macOS(.v14)")
        #expect(older.first?.message.contains("(iOS 17+) in place") == true, "\(older.map(\.message))")
        let both = lintSingleFile(source, rules: [rule])
        #expect(both.first?.message.contains("(iOS 17+ / macOS 14+)") == true)
    }


    /// From a post editor: the `onAppear` stores a method as a callback; nothing runs there.
    @Test func wiringAMethodAsACallbackVersusCallingIt() {
        Twins(rule, """
        final class AccountTarget { var onAccountChange: (() -> Void)? }
        struct PostEditor: View {
            let target: AccountTarget
            let draftID: Int
            @State private var matches: [String] = []
            var body: some View {
                List(matches, id: \\.self) { Text($0) }
                    .onAppear { target.onAccountChange = ⟪⟫ }
            }
            func checkFilters() {
                matches = Filters.matches(forDraft: draftID)
            }
        }
        """, quiet: "checkFilters", loud: "checkFilters(); _ = 0").check(mentioning: ["`draftID`"])
    }

    /// A value of a type viewlint cannot see is not called non-`Equatable`: the advice offers
    /// `.task(id:)` and the derived id as the alternative.
    @Test func aValueOfAnUnknownTypeIsNotCalledNonEquatable() {
        let result = lintSingleFile("""
        struct Search: View {
            let filter: SearchFilter
            @State private var hits: [String] = []
            var body: some View {
                List(hits, id: \\.self) { Text($0) }
                    .task { hits = await Index.search(filter) }
            }
        }
        """, rules: [rule])
        #expect(result.count == 1)
        #expect(result.first?.message.contains("`filter` is not `Equatable`") == false, "\(result.map(\.message))")
        #expect(result.first?.message.contains("Use `.task(id: filter)` (or, if it is not `Equatable`, an id derived from it)") == true,
                "\(result.map(\.message))")
    }

    /// From an offline-library app: the first load goes through `forceRefresh(…)`, later changes
    /// of the search text through `update(searchText:)`, on the same model: handled. A reaction
    /// that only logs the text hands nothing to the model.
    @Test func aReactionFeedingTheSameModelVersusOneThatDoesOtherWork() {
        Twins(rule, """
        @MainActor final class CatalogModel: ObservableObject {
            @Published private(set) var titles: [String] = []
            func update(searchText: String) {}
            func forceRefresh(searchText: String) async {}
        }
        struct CatalogList: View {
            @StateObject private var model = CatalogModel()
            @State private var searchText = ""
            let analytics: Analytics
            var body: some View {
                List(model.titles, id: \\.self) { Text($0) }
                    .searchable(text: $searchText)
                    .task { await model.forceRefresh(searchText: searchText) }
                    .onChange(of: searchText) { _, new in ⟪⟫ }
            }
        }
        """, quiet: "model.update(searchText: new)", loud: "analytics.log(new)").check(mentioning: ["`searchText`"])
    }

    /// From UTM's VM information form: the icon style is a draft the picker edits through a
    /// hand-made `Binding(get:set:)`, filled once from the configuration. A binding whose setter
    /// writes elsewhere leaves the style a displayed copy of the configuration, which goes stale.
    @Test func aDraftEditedThroughAHandMadeBindingVersusADisplayedCopy() {
        Twins(rule, """
        enum IconStyle: String, CaseIterable { case generic, custom }
        struct IconConfig { var isIconCustom = false }
        struct IconStylePicker: View {
            @Binding var config: IconConfig
            @State private var iconStyle: IconStyle = .generic
            var body: some View {
                Picker("Style", selection: Binding(get: { iconStyle }, set: { ⟪⟫ = $0 })) {
                    ForEach(IconStyle.allCases, id: \\.self) { Text($0.rawValue).tag($0) }
                }
                .onAppear { iconStyle = config.isIconCustom ? .custom : .generic }
            }
        }
        """, quiet: "iconStyle", loud: "Preferences.lastStyle").check(mentioning: ["`config.isIconCustom`"])
    }

    /// From atlas's recency form: the rows it lists are a draft (each row edits them through
    /// `$itemList`), filled once from the model by building each row's value in a local first
    /// (`let obj = IProvideRecency(…)`). Building a value is no work of its own: the fill stays
    /// a draft's. Filled into a copy the form only shows, the model's changes go stale.
    @Test func aDraftFilledThroughALocalValueVersusADisplayedCopy() {
        Twins(rule, """
        final class FlightStore: ObservableObject {
            @Published var records: [String] = []
        }
        struct Recency: Hashable {
            var name: String
            var isNew = false
        }
        struct RecencyRow: View {
            @Binding var all: [Recency]
            let item: Recency
            var body: some View { Button("Remove \\(item.name)") { all.removeAll { $0 == item } } }
        }
        struct RecencyForm: View {
            @EnvironmentObject var store: FlightStore
            @State private var items = [Recency]()
            var body: some View {
                List {
                    ForEach(items, id: \\.self) { item in
                        ⟪⟫
                    }
                    Button("Clear saved") { store.records = [] }
                }
                .onAppear {
                    for record in store.records {
                        let obj = Recency(name: record)
                        items.append(obj)
                    }
                }
            }
        }
        """, quiet: "RecencyRow(all: $items, item: item)", loud: "Text(item.name)").check(mentioning: ["`store.records`"])
    }

    /// From atlas's recency form: saving clears and reloads the model, then bumps `isChanged`,
    /// whose `onChange` copies the model again, as the appearance did; a write made after the
    /// bump, with no wait between, is seen by that `onChange` too. A save that does not bump
    /// it, or sets it to a literal it may already hold, leaves the copy stale.
    @Test(arguments: ["_ = isChanged", "isChanged = 1"])
    func aWriteFollowedByAValueWhoseOnChangeRedoesTheWorkVersusNone(noSureChange: String) {
        Twins(rule, """
        final class FlightStore: ObservableObject {
            @Published var records: [String] = []
            func reload() -> [String] { records }
        }
        struct RecencyForm: View {
            @EnvironmentObject var store: FlightStore
            @State private var items: [String] = []
            @State private var isChanged = 0
            @State private var isLoading = false
            var body: some View {
                List {
                    ForEach(items, id: \\.self) { Text($0) }
                    Button("Save") { Task { await save() } }
                }
                .onAppear {
                    for record in store.records { items.append(record) }
                }
                .onChange(of: isChanged) { _ in
                    for record in store.records { items.append(record) }
                }
            }
            func save() async {
                isLoading = true
                try? await Task.sleep(nanoseconds: 1_000_000)
                store.records = []
                ⟪⟫
                isLoading = false
                store.records = store.reload()
            }
        }
        """, quiet: "isChanged += 1", loud: noSureChange).check(mentioning: ["`store.records`"])
    }

    /// From Directors-Chair's curation screen: its appearance follows a deep link (the shot
    /// picked on the shot list), finds the shot among the project's sequences, and spends the
    /// link (`coordinator.selectedShot = nil`). Running it again when the sequences change finds
    /// no link. An appearance that leaves the link in place selects the shot from sequences
    /// that can change since.
    @Test func aDeepLinkTheAppearanceSpendsVersusOneItLeaves() {
        Twins(rule, """
        struct Shot: Identifiable, Equatable { let id: UUID }
        struct Sequence: Identifiable { let id: UUID; var shots: [Shot] }
        struct Project { var sequences: [Sequence] }
        final class Coordinator: ObservableObject {
            @Published var selectedShot: Shot?
        }
        final class ProjectModel: ObservableObject {
            @Published var project = Project(sequences: [])
        }
        final class CurationModel: ObservableObject {
            @Published var selectedShot: Shot?
        }
        struct CurationView: View {
            @EnvironmentObject var coordinator: Coordinator
            @EnvironmentObject var projects: ProjectModel
            @StateObject private var viewModel = CurationModel()
            var body: some View {
                VStack {
                    Text(viewModel.selectedShot.map { "\\($0.id)" } ?? "No shot")
                    Button("Add sequence") { projects.project.sequences.append(Sequence(id: UUID(), shots: [])) }
                }
                .onAppear {
                    if let target = coordinator.selectedShot {
                        for sequence in projects.project.sequences {
                            if let match = sequence.shots.first(where: { $0.id == target.id }) {
                                viewModel.selectedShot = match
                                ⟪⟫
                                return
                            }
                        }
                    }
                }
            }
        }
        """, quiet: "coordinator.selectedShot = nil", loud: "print(match.id)").check(mentioning: ["`projects.project.sequences`"])
    }

    /// From a podcast app's share footer: the export task is handed to the share buttons, built
    /// only in the `.share` case (through `buttons`); the `.editClip` case cancels it when it
    /// appears. While the clip editor shows, nothing can set the task, and entering the case
    /// again runs the reset. Buttons built beside the editor can start an export meanwhile.
    @Test func aWriteInAnotherClauseOfTheBodyVersusOneBesideTheReader() {
        Twins(rule, """
        enum ShareMode { case share, editClip }
        struct ExportButton: View {
            @Binding var task: Task<Void, Never>?
            var body: some View {
                Button("Export") { task = Task { await Exporter.run() } }
            }
        }
        struct ShareFooter: View {
            @Binding var mode: ShareMode
            @State private var exportTask: Task<Void, Never>?
            var body: some View {
                switch mode {
                case .share:
                    buttons
                case .editClip:
                    VStack {
                        Text("Trim your clip")
                        ⟪⟫
                        Button("Next") { mode = .share }
                    }
                    .onAppear { exportTask?.cancel() }
                }
            }
            var buttons: some View {
                HStack { ExportButton(task: $exportTask) }
            }
        }
        """, quiet: "Spacer()", loud: "buttons").check(mentioning: ["`exportTask`"])
    }

    /// From a podcast app's share screen: `.onAppear` reports "share screen shown" with the
    /// option it opened with. The option changes on screen ("Edit clip"), but nothing the view
    /// shows comes from the call, and sending the event on every change would count the screen
    /// twice. A call whose result the view shows goes stale.
    @Test func reportingAnEventVersusComputingWhatTheViewShows() {
        Twins(rule, """
        enum ShareOption: String { case episode, clip }
        enum Analytics { static func track(_ event: String, type: String) -> String { event } }
        struct ShareScreen: View {
            @State private var option = ShareOption.episode
            @State private var banner = ""
            var body: some View {
                VStack {
                    Text(banner)
                    Button("Edit clip") { option = .clip }
                }
                .onAppear { ⟪⟫Analytics.track("share_screen_shown", type: option.rawValue) }
            }
        }
        """, quiet: "", loud: "banner = ").check(mentioning: ["`option.rawValue`"])
    }

    /// The value a lookup finds is computed from what its predicate reads: the preferred
    /// language picks the highlighted track, through `filter`'s closure and a `.first` after it.
    /// A predicate of constants reads nothing that can change.
    @Test func aPredicateReadingAnInputVersusAConstant() {
        Twins(rule, """
        struct Track: Identifiable, Equatable {
            let id: String
            let language: String
        }
        struct TrackList: View {
            let preferredLanguage: String
            @State private var tracks = [Track(id: "1", language: "en"), Track(id: "2", language: "fr")]
            @State private var highlighted: Track?
            var body: some View {
                List(tracks) { track in Text(track.language).bold(track == highlighted) }
                    .onAppear { highlighted = tracks.filter { $0.language == ⟪⟫ }.first }
            }
        }
        """, quiet: "\"en\"", loud: "preferredLanguage").check(mentioning: ["`preferredLanguage`"])
    }
}

extension TaskDependencyWorkTests {
    /// ora's launcher hands its model the view's submit method as a callback: the method reads
    /// the picked engine from state when the user submits, never a stale copy. A computed
    /// property that captures the engine now hands over the engine of this moment.
    @Test func aMethodHandedOnAsACallbackVersusAClosureCapturingTheValueNow() {
        Twins(rule, """
        final class LauncherModel: ObservableObject {
            @Published var suggestions: [String] = []
            private var handler: ((String) -> Void)?
            func configure(onSubmit: @escaping (String) -> Void) { handler = onSubmit }
        }
        struct LauncherView: View {
            @StateObject private var viewModel = LauncherModel()
            @State private var input = ""
            @State private var match: String?
            var body: some View {
                VStack {
                    TextField("Search", text: $input)
                    Picker("Engine", selection: $match) { Text("Web").tag(String?.some("web")) }
                    ForEach(viewModel.suggestions, id: \\.self) { Text($0) }
                }
                .onAppear {
                    viewModel.configure(onSubmit: ⟪⟫)
                }
            }
            private func submit(_ text: String) {
                Browser.open(text, engine: match)
            }
            private var engineSubmit: (String) -> Void {
                let engine = match
                return { Browser.open($0, engine: engine) }
            }
        }
        """, quiet: "submit", loud: "engineSubmit").check(mentioning: ["`match`"])
    }
}

extension TaskDependencyWorkTests {
    /// Omnivore's metadata editor has its own model load the item into the fields its text
    /// fields edit (`$viewModel.title`): a draft filled once, which loading again would
    /// overwrite as the user types. A model field that is only shown is a derived copy, and
    /// goes stale when another item is handed over.
    @Test func aModelFillingTheFieldsTheViewEditsVersusAFieldItOnlyShows() {
        Twins(rule, """
        final class MetadataEditModel: ObservableObject {
            @Published var title = ""
            @Published var summary = ""
            func load(item: LibraryItem) {
                ⟪⟫ = item.title
            }
        }
        struct MetadataEditView: View {
            let item: LibraryItem
            @StateObject private var viewModel = MetadataEditModel()
            var body: some View {
                Form {
                    TextField("Title", text: $viewModel.title)
                    Text(viewModel.summary)
                }
                .task { viewModel.load(item: item) }
            }
        }
        struct LibraryList: View {
            @State private var selected: LibraryItem?
            let items: [LibraryItem]
            var body: some View {
                VStack {
                    Picker("Item", selection: $selected) { ForEach(items) { Text($0.title).tag(Optional($0)) } }
                    if let selected { MetadataEditView(item: selected) }
                }
            }
        }
        """, quiet: "title", loud: "summary").check(mentioning: ["`item`"])
    }
}

extension TaskDependencyWorkTests {
    /// A chat view follows the streaming reply by polling until the task ends, reading the
    /// pinned flag again after every wait (ExcalidrawZ's `while !Task.isCancelled { if
    /// isPinnedToBottom { … }; await sleep }`): it always sees the current flag. A loop that
    /// gives up after a few tries stops reading it.
    @Test func aPollUntilCancelledReadsTheValueAgainVersusALoopThatEnds() {
        Twins(rule, """
        struct ChatScrollView: View {
            @Binding var isPinnedToBottom: Bool
            let isStreaming: Bool
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView { MessagesList() }
                        .task(id: isStreaming) {
                            var attempts = 0
                            while ⟪⟫ {
                                if isPinnedToBottom { proxy.scrollTo("bottom", anchor: .bottom) }
                                attempts += 1
                                try? await Task.sleep(for: .milliseconds(80))
                            }
                        }
                }
            }
        }
        struct ChatView: View {
            @State private var isPinned = true
            @State private var isStreaming = false
            var body: some View {
                ChatScrollView(isPinnedToBottom: $isPinned, isStreaming: isStreaming)
                Toggle("Follow", isOn: $isPinned)
            }
        }
        """, quiet: "!Task.isCancelled", loud: "attempts < 3").check(mentioning: ["`isPinnedToBottom`"])
    }
}

extension TaskDependencyWorkTests {
    /// Meshtastic's node list filters its nodes once as the tab shows, then again every 350 ms
    /// until the task ends: the first read of the shared filter is followed by the poll's. A
    /// poll that only purges deleted nodes leaves the first filtering stale.
    @Test func aFirstReadThePollRepeatsVersusOneThePollNeverRepeats() {
        Twins(rule, """
        @Observable final class NodeFilter {
            var isOnline = false
        }
        struct NodeList: View {
            var filters: NodeFilter
            let nodes: [Node]
            @State private var displayed: [Node] = []
            var body: some View {
                List(displayed) { Text($0.name) }
                    .task {
                        refreshDisplayedNodes()
                        while !Task.isCancelled {
                            try? await Task.sleep(for: .milliseconds(350))
                            ⟪⟫
                        }
                    }
            }
            private func refreshDisplayedNodes() {
                displayed = nodes.filter { !filters.isOnline || $0.isOnline }
            }
            private func purgeDeletedNodes() {
                displayed.removeAll { $0.isDeleted }
            }
        }
        struct NodesTab: View {
            @State private var filters = NodeFilter()
            let nodes: [Node]
            var body: some View {
                NodeList(filters: filters, nodes: nodes)
                Toggle("Online only", isOn: $filters.isOnline)
            }
        }
        """, quiet: "refreshDisplayedNodes()", loud: "purgeDeletedNodes()").check(mentioning: ["`filters.isOnline`"])
    }
}

extension TaskDependencyWorkTests {
    /// A chat view reading its pinned flag in a loop: a poll that only its task's end stops
    /// reads the flag again after every wait; a reconnect loop that `break`s once it is
    /// through stops reading it, and a single read after one wait repeats nothing.
    @Test(arguments: [
        "while true { try? await Task.sleep(for: .milliseconds(80)); if isPinnedToBottom { proxy.scrollTo(\"bottom\") }; if done { break } }",
        "try? await Task.sleep(for: .milliseconds(80)); if isPinnedToBottom { proxy.scrollTo(\"bottom\") }",
    ])
    func aPollReadsAgainVersusALoopThatBreaksOrASingleLaterRead(_ loud: String) {
        Twins(rule, """
        struct ChatScrollView: View {
            @Binding var isPinnedToBottom: Bool
            let isStreaming: Bool
            @State private var done = false
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView { MessagesList() }
                        .task(id: isStreaming) {
                            if isPinnedToBottom { proxy.scrollTo("bottom") }
                            ⟪⟫
                        }
                }
            }
        }
        struct ChatView: View {
            @State private var isPinned = true
            var body: some View {
                ChatScrollView(isPinnedToBottom: $isPinned, isStreaming: false)
                Toggle("Follow", isOn: $isPinned)
            }
        }
        """, quiet: "while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(80)); if isPinnedToBottom { proxy.scrollTo(\"bottom\") } }",
             loud: loud).check(mentioning: ["`isPinnedToBottom`"])
    }

    /// olympsis' profile editor seeds the sports the user picks from the saved user as it
    /// appears; the sport buttons add and remove what the user taps, and saving writes the
    /// user. Seeding again would undo the user's picks. Sports that are only shown are a stale
    /// copy of the user after a save.
    @Test func aSelectionTheUserAddsToVersusOneOnlyShown() {
        Twins(rule, """
        struct User { var sports: [String]? }
        final class SessionStore: ObservableObject {
            @Published var user: User?
        }
        struct EditProfile: View {
            @EnvironmentObject var session: SessionStore
            @State private var selectedSports: [String] = []
            let allSports = ["Soccer", "Tennis", "Golf"]
            func updateSports(sport: String) {
                selectedSports.contains(where: { $0 == sport }) ? selectedSports.removeAll(where: { $0 == sport }) : selectedSports.append(sport)
            }
            func save() async {
                let saved = await API.update(sports: selectedSports)
                session.user = saved
            }
            var body: some View {
                List {
                    ForEach(allSports, id: \\.self) { sport in
                        Button(action: { ⟪⟫ }) {
                            Label(sport, systemImage: selectedSports.contains(sport) ? "checkmark.circle.fill" : "circle")
                        }
                    }
                    Button("Save") { Task { await save() } }
                }
                .task {
                    if let user = session.user, let sports = user.sports {
                        selectedSports = sports
                    }
                }
            }
        }
        """, quiet: "updateSports(sport: sport)", loud: "print(sport)").check(mentioning: ["`session.user`"])
    }

    /// PayslipMax's paywall starts a feature carousel as it appears, handing the timer the
    /// current feature as a binding: the timer advances it and reads it through the binding,
    /// never a copy made at appearance. A carousel started from the index's value at that
    /// moment keeps counting from it after the user swipes to another feature.
    @Test func aBindingHandedToATimerVersusTheValueItHolds() {
        Twins(rule, """
        struct PremiumPaywallView: View {
            @State private var currentFeatureIndex = 0
            @State private var carouselTimer: Timer?
            private let helper = PaywallHelper()
            var body: some View {
                TabView(selection: $currentFeatureIndex) {
                    ForEach(0..<3) { index in Text("Feature \\(index)").tag(index) }
                }
                .onAppear { startFeatureCarousel() }
                .onDisappear { carouselTimer?.invalidate() }
            }
            private func startFeatureCarousel() {
                carouselTimer = helper.startFeatureCarousel(featureCount: 3, currentIndex: ⟪⟫)
            }
        }
        """, quiet: "$currentFeatureIndex", loud: "currentFeatureIndex").check(mentioning: ["`currentFeatureIndex`"])
    }

    /// amakaflow's build reveal plays a scripted reveal once as it appears; Reduce Motion only
    /// sets its pacing, and replaying it when the setting changes would restart it midway. The
    /// color scheme handed to the reveal decides what it draws.
    @Test func theReduceMotionSettingVersusTheColorScheme() {
        Twins(rule, """
        @Observable final class RevealController {
            var lines: [String] = []
            func playScripted(reduceMotion: Bool = false, dark: Bool = false) { lines = Script.lines(dark: dark) }
        }
        struct BuildRevealView: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @Environment(\\.colorScheme) private var colorScheme
            @State private var controller = RevealController()
            var body: some View {
                VStack { ForEach(controller.lines, id: \\.self) { Text($0) } }
                    .onAppear { controller.playScripted(⟪⟫) }
            }
        }
        """, quiet: "reduceMotion: reduceMotion", loud: "dark: colorScheme == .dark").check(mentioning: ["`colorScheme`"])
    }

    /// MetaCocktails' favourites fill a dictionary by calling the list model's
    /// `organizeCocktails(_:)`, which only groups the cocktails it is given, and the body
    /// groups them again itself: the state is read nowhere, and the call changes nothing. A
    /// model method that also keeps what it was given changes the model with the old list.
    @Test func aModelMethodThatOnlyComputesVersusOneThatKeepsItsArgument() {
        Twins(rule, """
        import SwiftData
        @Model final class Cocktail { var name = ""; var variation: String? }
        final class CocktailListViewModel: ObservableObject {
            @Published var lastCount = 0
            func organizeCocktails(_ cocktails: [Cocktail]) -> [String: [Cocktail]] {
                var organized: [String: [Cocktail]] = [:]
                for cocktail in cocktails {
                    let key = cocktail.variation ?? cocktail.name
                    organized[key, default: []].append(cocktail)
                }
                for (key, value) in organized {
                    organized[key] = value.sorted { $0.name < $1.name }
                }
                ⟪⟫
                return organized
            }
        }
        struct CustomCocktailsListView: View {
            @EnvironmentObject var viewModel: CocktailListViewModel
            @Environment(\\.modelContext) private var modelContext
            @Query private var customCocktails: [Cocktail]
            @State private var organizedCocktails = [String: [Cocktail]]()
            var body: some View {
                List {
                    Button("Add a cocktail") { modelContext.insert(Cocktail()) }
                    let organizedCocktails = viewModel.organizeCocktails(customCocktails)
                    ForEach(organizedCocktails.keys.sorted(), id: \\.self) { key in
                        Text("\\(key): \\(organizedCocktails[key]?.count ?? 0)")
                    }
                }
                .task { organizedCocktails = viewModel.organizeCocktails(customCocktails) }
            }
        }
        """, quiet: "", loud: "lastCount = cocktails.count").check(mentioning: ["`customCocktails`"])
    }

    /// VistaBids' bidding list logs, as it appears, how many listings its filter keeps: a
    /// question asked of the service's listings (`service.listings.filter { … }`), logged,
    /// leaves nothing to redo. Asking the service's own method, which records the query, is work.
    @Test func aFilterOfTheModelsListingsLoggedVersusAModelMethodThatRecords() {
        Twins(rule, """
        struct Listing: Identifiable { let id: String; let status: String }
        final class BiddingService: ObservableObject {
            @Published var listings: [Listing] = []
            @Published var lastQuery = ""
            func matching(_ status: String) -> [Listing] { lastQuery = status; return listings.filter { $0.status == status } }
        }
        struct BiddingScreen: View {
            @ObservedObject var service: BiddingService
            @State private var selectedFilter = "live"
            var body: some View {
                VStack {
                    Picker("Filter", selection: $selectedFilter) { Text("Live").tag("live"); Text("Ended").tag("ended") }
                    Text(service.lastQuery)
                    List(service.listings) { Text($0.id) }
                }
                .onAppear {
                    let shown = ⟪⟫
                    print("showing \\(shown.count) listings")
                }
            }
        }
        """, quiet: "service.listings.filter { $0.status == selectedFilter }", loud: "service.matching(selectedFilter)")
            .check(mentioning: ["`selectedFilter`"])
    }

    /// minty's post detail loads the comments when their number differs from the post's
    /// count, through a method that empties them for a post without any. Its reply callback
    /// appends the reply to the list as it counts it, so the two stay in step and the load has
    /// nothing to catch up with. A callback that only counts leaves the list behind.
    /// (A callback that empties the list as it counts leaves the list behind too.)
    @Test(arguments: ["print(reply)", "comments = []", "comments.removeAll()"])
    func aCountKeptInStepWithTheListTheWorkFillsVersusOneThatIsNot(loud: String) {
        Twins(rule, """
        final class CommentStore {
            func comments() async -> [String] { [] }
        }
        final class PostModel: ObservableObject {
            @Published var commentCount = 0
        }
        struct CommentRow: View {
            let comment: String
            let onReply: (String) -> Void
            var body: some View { Button(comment) { onReply("Thanks!") } }
        }
        struct PostDetail: View {
            @ObservedObject var post: PostModel
            @State private var comments: [String] = []
            @State private var task: Task<Void, Never>?
            @State private var showProgress = false
            let store: CommentStore
            var body: some View {
                VStack {
                    if showProgress { ProgressView() }
                    ForEach(comments, id: \\.self) { comment in
                        CommentRow(comment: comment) { reply in
                            withAnimation {
                                ⟪⟫
                                post.commentCount += 1
                            }
                        }
                    }
                }
                .onAppear {
                    if comments.count != post.commentCount { fetchComments() }
                }
            }
            private func fetchComments() {
                guard post.commentCount > 0 else {
                    comments.removeAll()
                    return
                }
                task?.cancel()
                task = Task {
                    showProgress = true
                    comments = await store.comments()
                    showProgress = false
                }
            }
        }
        """, quiet: "comments.append(reply)", loud: loud).check(mentioning: ["`post.commentCount`"])
    }
}

