import Testing
@testable import Analyzer

/// `observed-object-inline-init`: whether the view creates the object decides, not the
/// wrapper's name alone.
@Suite struct ObservedObjectInlineInitTests {
    private let rule = ObservedObjectInlineInitRule.rule

    @Test func creatingAnObjectIsReportedReadingASharedOneIsNot() {
        Twins(rule, """
        struct PlayerBar: View {
            @ObservedObject var player = ⟪⟫
            var body: some View { Text(player.title) }
        }
        """, quiet: "AudioPlayer.shared", loud: "AudioPlayer()").check(mentioning: ["`player`", "new `AudioPlayer`", "`@StateObject`"])
    }

    @Test func aFactoryMethodMayReturnAnExistingObject() {
        Twins(rule, """
        struct PlayerBar: View {
            @ObservedObject var player = ⟪⟫
            var body: some View { Text(player.title) }
        }
        """, quiet: "AudioPlayer.current()", loud: "AudioPlayer.init()").check(mentioning: ["new `AudioPlayer`"])
    }

    @Test func anImplicitInitNamesTheDeclaredType() {
        Twins(rule, """
        struct PlayerBar: View {
            @ObservedObject var player: AudioPlayer = ⟪⟫
            var body: some View { Text(player.title) }
        }
        """, quiet: ".shared", loud: ".init(rate: 1)").check(mentioning: ["new `AudioPlayer`"])
    }

    @Test func onlyTheObservedObjectWrapperIsReported() {
        Twins(rule, """
        struct PlayerBar: View {
            @⟪⟫ var player = AudioPlayer()
            var body: some View { Text(player.title) }
        }
        """, quiet: "StateObject", loud: "ObservedObject").check(mentioning: ["`player`"])
    }

    @Test func anInitThatCreatesTheObjectIsReported() {
        Twins(rule, """
        struct EpisodeList: View {
            @ObservedObject var downloads: DownloadQueue
            init(queue: DownloadQueue, podcast: Podcast) {
                self.downloads = ⟪⟫
            }
            var body: some View { List(downloads.pending) { Text($0.title) } }
        }
        """, quiet: "queue", loud: "DownloadQueue(podcast: podcast)").check(mentioning: ["`init`", "StateObject(wrappedValue:"])
    }

    /// An Animal Crossing companion's chore list: `init(viewModel: ChoreListViewModel =
    /// ChoreListViewModel())` into an `@ObservedObject`, created by a dashboard section that does
    /// not pass one: each update of the section makes a new list model. Where every creation
    /// site passes the object, the default never runs in a body.
    @Test func aDefaultArgumentMadeWhereNoObjectIsPassedVersusEverySitePassingOne() {
        let finding = Twins(rule, """
        final class ChoreListModel: ObservableObject {
            @Published var chores: [String] = []
            func add(_ chore: String) { chores.append(chore) }
        }
        struct ChoreList: View {
            @ObservedObject var model: ChoreListModel
            init(model: ChoreListModel = ChoreListModel()) {
                self.model = model
            }
            var body: some View { List(model.chores, id: \\.self) { Text($0) } }
        }
        struct TodaySection: View {
            @StateObject private var choreModel = ChoreListModel()
            @State private var isExpanded = true
            var body: some View {
                DisclosureGroup("Chores", isExpanded: $isExpanded) {
                    ChoreList(⟪⟫)
                }
            }
        }
        """, quiet: "model: choreModel", loud: "").check(mentioning: ["`model`", "defaults to a new `ChoreListModel`", "`model:`"])
        #expect(finding?.notes.last?.message.contains("created here without `model:`") == true, "\(finding?.notes.map(\.message) ?? [])")
    }

    /// A view some parents pass the object to and others do not: the default runs where none
    /// is passed, but `@StateObject` would ignore the passed one after the first render.
    @Test func noFixWhereAParentPassesTheObject() {
        let source = """
        struct PlayerBar: View {
            @ObservedObject var player = AudioPlayer()
            var body: some View { Text(player.title) }
        }
        struct NowPlaying: View {
            @StateObject private var player = AudioPlayer()
            var body: some View { PlayerBar(⟪⟫) }
        }
        struct MiniPlayer: View {
            let isExpanded: Bool
            var body: some View { if isExpanded { PlayerBar() } }
        }
        """
        let passed = lintSingleFile(source.replacingOccurrences(of: "⟪⟫", with: "player: player"), rules: [rule])
        #expect(passed.count == 1)
        #expect(passed.first?.fix == nil)
        let defaulted = lintSingleFile(source.replacingOccurrences(of: "⟪⟫", with: ""), rules: [rule])
        #expect(defaulted.count == 1)
        #expect(defaulted.first?.fix != nil)
    }
    /// RSSBud's finder view declares `@ObservedObject var viewModel = ViewModel()`, but the app,
    /// its action extension and its previews all pass the model in: the default never runs, so
    /// no object is ever made by the view. A body that creates it without one makes a new model
    /// on every update.
    @Test func aDefaultEveryCreationSiteReplacesVersusOneABodyUses() {
        let finding = Twins(rule, """
        final class FeedFinderModel: ObservableObject {
            @Published var feeds: [String] = []
            func analyze(_ link: URL) { feeds = [link.absoluteString + "/feed"] }
        }
        struct FinderView: View {
            var done: (() -> Void)? = nil
            @ObservedObject var viewModel = FeedFinderModel()
            var body: some View {
                List(viewModel.feeds, id: \\.self) { Text($0) }
                    .toolbar { Button("Done") { done?() } }
            }
        }
        @main struct FeedFinderApp: App {
            @StateObject private var model = FeedFinderModel()
            var body: some Scene { WindowGroup { FinderView(viewModel: model) } }
        }
        struct ShareRootView: View {
            let model: FeedFinderModel
            let done: () -> Void
            var body: some View { FinderView(done: done⟪⟫) }
        }
        """, quiet: ", viewModel: model", loud: "").check(mentioning: ["new `FeedFinderModel`"])
        #expect(finding?.notes.last?.message.contains("created here without `viewModel:`") == true, "\(finding?.notes.map(\.message) ?? [])")
        #expect(finding?.fix == nil)
    }

    /// ProtonVPN's NetShield stats view defaults to a placeholder model that its AppKit
    /// controller replaces in the hosting view's root (`statsView.rootView.viewModel = model`);
    /// the SwiftUI path that keeps the default only shows it, through bindings the stat cells
    /// never write. A new placeholder equals the old. Once the view changes its own object —
    /// a cell or a control that writes a binding to it, a method called on it, the object
    /// handed on — a parent update loses the change; and `@StateObject` would break the
    /// hosting code's assignment, so there is no automatic fix.
    @Test(arguments: [
        "StatSwitch(stat: $viewModel.trackers)",
        "Toggle(\"On\", isOn: $viewModel.enabled)",
        "Button(\"Reset\") { viewModel.reset() }",
        "StatsDetail(model: viewModel)",
    ])
    func aPlaceholderTheHostingCodeReplacesVersusOneTheViewChanges(_ change: String) {
        let finding = Twins(rule, """
        public final class ShieldStatsModel: ObservableObject {
            public struct Stat { var value: String; var isEnabled: Bool }
            public var ads: Stat
            public var trackers: Stat
            public var enabled: Bool {
                get { ads.isEnabled }
                set { ads.isEnabled = newValue; trackers.isEnabled = newValue }
            }
            public init(ads: Int, trackers: Int, enabled: Bool) {
                self.ads = Stat(value: "\\(ads)", isEnabled: enabled)
                self.trackers = Stat(value: "\\(trackers)", isEnabled: enabled)
            }
            func reset() { enabled = false }
        }
        struct StatCell: View {
            @Binding var stat: ShieldStatsModel.Stat
            var body: some View { Text(stat.value).opacity(stat.isEnabled ? 1 : 0.5) }
        }
        struct StatSwitch: View {
            @Binding var stat: ShieldStatsModel.Stat
            var body: some View { Toggle(stat.value, isOn: $stat.isEnabled) }
        }
        struct StatsDetail: View {
            @ObservedObject var model: ShieldStatsModel
            var body: some View { Toggle("Block ads", isOn: $model.enabled) }
        }
        public struct ShieldStatsView: View {
            @ObservedObject public var viewModel = ShieldStatsModel(ads: 0, trackers: 0, enabled: false)
            public init() {}
            public var body: some View {
                HStack {
                    StatCell(stat: $viewModel.ads)
                    ⟪⟫
                }
            }
        }
        struct ConnectionStatusView: View {
            let isProtected: Bool
            var body: some View { if isProtected { ShieldStatsView() } }
        }
        final class QuickSettingsController: NSViewController {
            let statsView = NSHostingView(rootView: ShieldStatsView())
            let presenterModel = ShieldStatsModel(ads: 3, trackers: 5, enabled: true)
            func update(active: Bool) {
                presenterModel.enabled = active
                statsView.rootView.viewModel = presenterModel
            }
        }
        """, quiet: "StatCell(stat: $viewModel.trackers)", loud: change).check(mentioning: ["new `ShieldStatsModel`"])
        #expect(finding?.fix == nil)
        #expect(finding?.notes.last?.message.contains("hosting code assigns `viewModel`") == true, "\(finding?.notes.map(\.message) ?? [])")
    }

    /// pocket-casts' About screen is only ever a hosting controller's root, made once by the
    /// settings controller (and a preview): nothing re-creates it, nor its model. Shown in a
    /// body that runs again (a toggle's state), it is.
    @Test func aViewOnlyAHostingControllerMakesVersusOneABodyMakes() {
        Twins(rule, """
        final class AboutModel: ObservableObject {
            @Published var version = ""
            func load() { version = Bundle.main.shortVersion }
        }
        struct AboutView: View {
            @ObservedObject var model = AboutModel()
            var body: some View { Text(model.version) }
        }
        final class SettingsController: UIViewController {
            func showAbout() {
                navigationController?.pushViewController(UIHostingController(rootView: AboutView()), animated: true)
            }
        }
        struct SettingsScreen: View {
            @State private var showsBeta = false
            var body: some View { ⟪⟫; Toggle("Beta", isOn: $showsBeta) }
        }
        #Preview { AboutView() }
        """, quiet: "Text(\"Settings\")", loud: "AboutView()").check(mentioning: ["new `AboutModel`"])
    }

    /// klock's timer model builds each timer's card in `viewFor(timer:)` as the timer is added,
    /// and keeps it in `timerCardViews`, which the screen shows as it is: the card, and the
    /// clock model it makes, are made once per timer. Cards the screen's body builds through
    /// the same method are made again at each of its updates.
    @Test func aViewAModelBuildsOnceAndStoresVersusOneABodyBuildsThroughIt() {
        Twins(rule, """
        final class ClockModel: ObservableObject {
            @Published var angle = 0.0
            func tick() { angle += 6 }
        }
        struct ExamTimerCard: View {
            @ObservedObject var clock = ClockModel()
            var body: some View { Text("\\(clock.angle)").onTapGesture { clock.tick() } }
        }
        final class TimersModel: ObservableObject {
            @Published var cards: [AnyView] = []
            func viewFor(index: Int) -> AnyView { AnyView(ExamTimerCard()) }
            func addTimer() { cards.append(viewFor(index: cards.count)) }
        }
        struct TimersScreen: View {
            @ObservedObject var model: TimersModel
            var body: some View {
                TabView {
                    ForEach(model.cards.indices, id: \\.self) { index in
                        ⟪⟫
                    }
                }
                .toolbar { Button("Add") { model.addTimer() } }
            }
        }
        """, quiet: "model.cards[index]", loud: "model.viewFor(index: index)").check(mentioning: ["new `ClockModel`"])
    }

    /// The same app's bookmark rows make a formatting model its initializer fills in: a new one
    /// is the same as the old. A model a method changes later loses that change.
    @Test func anObjectOnlyItsInitializerFillsVersusOneAMethodChanges() {
        Twins(rule, """
        final class BookmarkRowModel: ObservableObject {
            let title: String
            @Published var subtitle: String
            init(title: String, subtitle: String) { self.title = title; self.subtitle = subtitle }
            func markPlayed() { ⟪⟫ }
        }
        struct BookmarkRow: View {
            let title: String
            @ObservedObject var model = BookmarkRowModel(title: "", subtitle: "")
            var body: some View { Text(model.title).onTapGesture { model.markPlayed() } }
        }
        """, quiet: "Analytics.track(\"played\")", loud: "subtitle = \"Played\"").check(mentioning: ["new `BookmarkRowModel`"])
    }

    /// From Sparkle's SwiftUI sample (in Whisky and boring.notch): the view model mirrors one
    /// property of the updater through a publisher it subscribes to in `init`, which sends the
    /// current value at once: a new one is in sync from the start. One whose value the app
    /// also sets later holds state of its own.
    @Test func anObjectMirroringAPublisherVersusOneTheAppAlsoSets() {
        Twins(rule, """
        final class CheckForUpdatesViewModel: ObservableObject {
            @Published var canCheckForUpdates = false
            init(updater: Updater) {
                updater.publisher(for: \\.canCheckForUpdates).assign(to: &$canCheckForUpdates)
            }
            ⟪⟫
        }
        struct CheckForUpdatesView: View {
            @ObservedObject private var viewModel: CheckForUpdatesViewModel
            private let updater: Updater
            init(updater: Updater) {
                self.updater = updater
                self.viewModel = CheckForUpdatesViewModel(updater: updater)
            }
            var body: some View {
                Button("Check for Updates…", action: updater.checkForUpdates)
                    .disabled(!viewModel.canCheckForUpdates)
            }
        }
        struct UpdatesSection: View {
            let updater: Updater
            @State private var autoCheck = true
            var body: some View {
                Toggle("Check automatically", isOn: $autoCheck)
                CheckForUpdatesView(updater: updater)
            }
        }
        """, quiet: "", loud: "func pause() { canCheckForUpdates = false }").check(mentioning: ["new `CheckForUpdatesViewModel`"])
    }

    /// A model whose initializer starts a load (`Task { posts = await … }`) starts empty again
    /// each time the parent makes a new one: state, unlike a publisher it mirrors.
    @Test func aLoadStartedInInitIsStateVersusAMirroredPublisher() {
        Twins(rule, """
        final class FeedModel: ObservableObject {
            @Published var posts: [String] = []
            init(feed: Feed) {
                ⟪⟫
            }
        }
        struct FeedView: View {
            let feed: Feed
            @ObservedObject private var model: FeedModel
            init(feed: Feed) {
                self.feed = feed
                self.model = FeedModel(feed: feed)
            }
            var body: some View { List(model.posts, id: \\.self) { Text($0) } }
        }
        struct Home: View {
            @State private var tab = 0
            let feed: Feed
            var body: some View {
                Picker("Tab", selection: $tab) { Text("Feed").tag(0) }
                FeedView(feed: feed)
            }
        }
        """, quiet: "feed.publisher(for: \\.posts).assign(to: &$posts)", loud: "Task { @MainActor in self.posts = await feed.load() }")
            .check(mentioning: ["new `FeedModel`"])
    }

    /// OpenHaystack's install sheet declares `days`, `hours` and `minutes` as observed number
    /// fields but shows only `days`: the two it never reads, binds or calls hold nothing to
    /// lose. Bound to a field, a new one drops what the user typed.
    @Test func anObjectTheViewNeverUsesVersusOneBoundToAField() {
        Twins(rule, """
        final class NumbersOnly: ObservableObject {
            @Published var value = ""
        }
        struct NRFInstallSheet: View {
            @ObservedObject var hours = NumbersOnly()
            var body: some View {
                Form {
                    Text("Flash your NRF device")
                    ⟪⟫
                }
            }
        }
        """, quiet: "Text(\"Hours: 0\")", loud: "TextField(\"Hours\", text: $hours.value)").check(mentioning: ["`hours`"])
        // Bound through `self.`, the old way, it is used all the same.
        Twins(rule, """
        final class NumbersOnly: ObservableObject {
            @Published var value = ""
            func clear() { value = "" }
        }
        struct NRFInstallSheet: View {
            @ObservedObject var hours = NumbersOnly()
            var body: some View { Form { ⟪⟫ } }
        }
        """, quiet: "Text(\"Hours: 0\")", loud: "TextField(\"Hours\", text: self.$hours.value)").check(mentioning: ["`hours`"])
    }

    /// prose's TCA screens observe a `ViewStore` they make in `init` from the store they are
    /// given, as the library's documentation does: it mirrors the store, so a new one shows
    /// the same state, and a `@StateObject` would keep the first store. A `ViewStore` of a
    /// `Store` made right there starts over every time.
    @Test func aViewStoreOfTheGivenStoreVersusOfAStoreMadeInInit() {
        Twins(rule, """
        import ComposableArchitecture
        struct AuthenticationScreen: View {
            struct ViewState: Equatable { var isLoading: Bool }
            private let store: StoreOf<AuthenticationReducer>
            @ObservedObject private var viewStore: ViewStore<ViewState, AuthenticationReducer.Action>
            init(store: StoreOf<AuthenticationReducer>) {
                self.store = store
                self.viewStore = ViewStore(⟪⟫, observe: { ViewState(isLoading: $0.isLoading) })
            }
            var body: some View {
                ProgressView().opacity(viewStore.isLoading ? 1 : 0)
            }
        }
        """, quiet: "store", loud: "Store(initialState: AuthenticationReducer.State()) { AuthenticationReducer() }")
            .check(mentioning: ["`viewStore`"])
    }

    /// Go Cycling's history tab is a view that stores nothing: nothing can run its body again
    /// for the same tab, so the ride list it makes is made once, with its view model. A tab
    /// with a filter of its own re-runs its body, and makes the list's model again.
    @Test func aListMadeByAParentThatStoresNothingVersusByOneWithState() {
        Twins(rule, """
        final class BikeRideListViewModel: ObservableObject {
            @Published var rides: [String] = []
            func load() { rides = RideStore.all() }
        }
        struct BikeRideListView: View {
            @ObservedObject var bikeRideViewModel = BikeRideListViewModel()
            var body: some View {
                List(bikeRideViewModel.rides, id: \\.self) { Text($0) }
                    .onAppear { bikeRideViewModel.load() }
            }
        }
        struct HistoryView: View {
            ⟪⟫
            var body: some View {
                BikeRideListView()
            }
        }
        """, quiet: "", loud: "@State private var filter = \"\"").check(mentioning: ["`bikeRideViewModel`"])
    }

    /// Lemmios' window root makes its models inline; its app keeps only a delegate adaptor
    /// whose `AppDelegate` never publishes, so the scene body runs once and the root is made
    /// once per window. A delegate that publishes (a deep link it received) runs the scene body
    /// again, and the root's models are made again.
    @Test func theRootOfAnAppThatObservesNothingVersusOneWhoseDelegatePublishes() {
        Twins(rule, """
        final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
            ⟪⟫
        }
        @main struct LemmiosApp: App {
            @UIApplicationDelegateAdaptor var delegate: AppDelegate
            var body: some Scene {
                WindowGroup { ContentView() }
            }
        }
        final class ApiModel: ObservableObject {
            @Published var account: String?
            func signIn(_ name: String) { account = name }
        }
        struct ContentView: View {
            @ObservedObject var apiModel = ApiModel()
            var body: some View {
                Text(apiModel.account ?? "Signed out")
                    .onAppear { apiModel.signIn("guest") }
            }
        }
        """, quiet: "var launchOptions: [String: Any] = [:]", loud: "@Published var pendingURL: URL?").check(mentioning: ["`apiModel`"])
    }

    /// Vision-DG's screens keep a view model only to make requests: its completion copies the
    /// results into the screen's `@State`, and the body shows nothing of the model (the PIN
    /// field's hand-made binding calls it only as the user types). A new model loses nothing on
    /// screen: a remark. A body that shows the model's `isLoading` is a warning; so is a view
    /// that keeps its own state in the model (keychain's restore sets `processingInfo.url` on a
    /// tap and reads it in a later action), which a new model drops.
    @Test(arguments: [(shown: "isLoading", resend: "getOTP()", warns: false),
                      (shown: "otpVM.isLoading", resend: "getOTP()", warns: true),
                      (shown: "isLoading", resend: "otpVM.reference = \"\"; getOTP()", warns: true)])
    func anObjectTheViewOnlyCallsVersusOneItShows(shown: String, resend: String, warns: Bool) throws {
        let source = """
        final class OtpViewModel: ObservableObject {
            @Published var isLoading = false
            @Published var reference = ""
            func otpRequest(_ email: String, completion: @escaping (Bool) -> Void) { isLoading = true }
        }
        struct OTPVerificationView: View {
            let email: String
            @State private var isLoading = false
            @State private var referenceCode = ""
            @State private var pin = ""
            @ObservedObject private var otpVM = OtpViewModel()
            var body: some View {
                VStack {
                    if \(shown) { ProgressView() }
                    Text(referenceCode)
                    pinField
                    Button("Resend") { \(resend) }
                }
                .onAppear { getOTP() }
            }
            private var pinField: some View {
                let boundPin = Binding<String>(get: { pin }, set: { pin = $0; submitPin() })
                return TextField("PIN", text: boundPin, onCommit: submitPin)
            }
            private func submitPin() {
                if pin.count == 6 { getOTP() }
            }
            private func getOTP() {
                otpVM.otpRequest(email) { success in
                    isLoading = otpVM.isLoading
                    referenceCode = otpVM.reference
                }
            }
        }
        """
        let findings = lintSingleFile(source, rules: [rule])
        let finding = try #require(findings.first, "\(findings.map(\.message))")
        #expect(findings.count == 1)
        #expect((finding.severity == .warning) == warns, "\(finding.severity): \(finding.message)")
        #expect(finding.message.contains("only calls it") != warns, "\(finding.message)")
    }
}
