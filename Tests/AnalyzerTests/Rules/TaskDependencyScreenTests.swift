import Testing
@testable import Analyzer

/// `untracked-task-dependency` where the value changes only while the view is off screen:
/// changed on another tab of a `TabView`, under a full-screen cover, as a view around it
/// disappears, or in the same update that removes it. The view appears again afterwards (or is
/// made anew), and its appearance work runs with the new value. Each beside the one change
/// that leaves the view on screen when the value changes.
@Suite struct TaskDependencyScreenTests {
    private let rule = UntrackedTaskDependencyRule.rule

    /// A shop's settings and its feed, whose prices load in the chosen currency as it appears.
    private static let feed = """
    final class ShopSettings: ObservableObject {
        @Published var currency = "USD"
    }
    enum PriceService {
        static func load(currency: String) async -> [String] { [] }
    }
    struct FeedView: View {
        @EnvironmentObject var settings: ShopSettings
        @State private var prices: [String] = []
        var body: some View {
            List(prices, id: \\.self) { Text($0) }
                .task { prices = await PriceService.load(currency: settings.currency) }
        }
    }

    """

    /// A shop whose settings tab picks the currency the feed tab's prices load in. Selecting
    /// the feed tab again shows it again, and its `.task` reloads. Stacked in a `VStack`, the
    /// settings button sits under the feed, whose prices stay in the old currency.
    @Test func aSettingInAnotherTabVersusBesideTheView() {
        Twins(rule, Self.feed + """
        struct SettingsView: View {
            @EnvironmentObject var settings: ShopSettings
            var body: some View {
                Form {
                    Button("Pay in euros") { settings.currency = "EUR" }
                }
            }
        }
        struct RootView: View {
            @StateObject private var settings = ShopSettings()
            var body: some View {
                ⟪⟫ {
                    FeedView()
                        .tabItem { Label("Feed", systemImage: "list.bullet") }
                    SettingsView()
                        .tabItem { Label("Settings", systemImage: "gear") }
                }
                .environmentObject(settings)
            }
        }
        """, quiet: "TabView", loud: "VStack")
            .check(mentioning: ["`settings.currency`"])
    }

    /// The feed shown as the preview of a custom long-press menu: the menu's body draws it above
    /// a scrim over the whole screen (gitchat's `MessageMenu(preview: { … })`), so the currency
    /// button under the scrim cannot be tapped while the feed shows. A scrim that lets touches
    /// through covers nothing.
    @Test func aPreviewAboveAMenusScrimVersusAboveOneTouchesPassThrough() {
        Twins(rule, Self.feed + """
        struct PreviewMenu<Preview: View>: View {
            let onDismiss: () -> Void
            @ViewBuilder let preview: () -> Preview
            var body: some View {
                ZStack {
                    Color.black.opacity(0.2)
                        .ignoresSafeArea()⟪⟫
                        .onTapGesture { onDismiss() }
                    VStack {
                        preview()
                        Button("Close", action: onDismiss)
                    }
                }
            }
        }
        struct RootView: View {
            @StateObject private var settings = ShopSettings()
            @State private var showsPreview = false
            var body: some View {
                ZStack {
                    VStack {
                        Button("Pay in euros") { settings.currency = "EUR" }
                        Button("Preview the feed") { showsPreview = true }
                    }
                    if showsPreview {
                        PreviewMenu(onDismiss: { showsPreview = false }, preview: { FeedView() })
                    }
                }
                .environmentObject(settings)
            }
        }
        """, quiet: "", loud: ".allowsHitTesting(false)")
            .check(mentioning: ["`settings.currency`"])
    }

    /// The same, with each tab built by a member of the root (`feedTab`, `settingsTab`).
    @Test func aSettingInAnotherTabBuiltByAMemberVersusInTheSameTab() {
        Twins(rule, Self.feed + """
        struct CurrencyButton: View {
            @EnvironmentObject var settings: ShopSettings
            var body: some View {
                Button("Pay in euros") { settings.currency = "EUR" }
            }
        }
        struct RootView: View {
            @StateObject private var settings = ShopSettings()
            var body: some View {
                TabView {
                    feedTab
                    settingsTab
                }
                .environmentObject(settings)
            }
            private var feedTab: some View {
                VStack {
                    FeedView()
                    ⟪⟫
                }
                .tabItem { Label("Feed", systemImage: "list.bullet") }
            }
            private var settingsTab: some View {
                Form { CurrencyButton() }
                    .tabItem { Label("Settings", systemImage: "gear") }
            }
        }
        """, quiet: "", loud: "CurrencyButton()")
            .check(mentioning: ["`settings.currency`"])
    }

    /// A card tracker geocodes the recipient's address as the details screen appears. The
    /// editor that changes the address is a full-screen cover presented from the address card:
    /// when it is dismissed, the details screen appears again and geocodes the new address. A
    /// sheet leaves the screen up beneath it, and its appearance work does not run again.
    @Test func anEditorInAFullScreenCoverVersusInASheet() {
        Twins(rule, """
        final class Recipient: ObservableObject {
            @Published var city = ""
            @Published var street = ""
        }
        enum Geocoder {
            static func locate(_ address: String, _ done: @escaping (String?) -> Void) {}
        }
        struct RecipientEditor: View {
            @ObservedObject var recipient: Recipient
            @Environment(\\.dismiss) private var dismiss
            @State private var city = ""
            var body: some View {
                Form {
                    TextField("City", text: $city)
                    Button("Save") {
                        recipient.city = city
                        dismiss()
                    }
                }
            }
        }
        struct AddressCard: View {
            @ObservedObject var recipient: Recipient
            @State private var isEditing = false
            var body: some View {
                Text(recipient.street)
                    .contextMenu { Button("Edit") { isEditing = true } }
                    .⟪⟫(isPresented: $isEditing) { RecipientEditor(recipient: recipient) }
            }
        }
        struct RecipientDetailsView: View {
            @ObservedObject var recipient: Recipient
            @State private var region: String?
            var body: some View {
                VStack {
                    AddressCard(recipient: recipient)
                    Text(region ?? "")
                        .onAppear {
                            Geocoder.locate("\\(recipient.street) \\(recipient.city)") { found in region = found }
                        }
                }
            }
        }
        struct RecipientListView: View {
            @StateObject private var recipient = Recipient()
            var body: some View {
                NavigationStack {
                    NavigationLink("Ann") { RecipientDetailsView(recipient: recipient) }
                }
            }
        }
        """, quiet: "fullScreenCover", loud: "sheet")
            .check(mentioning: ["`recipient.city`"])
    }

    /// A sports app's event route resets the status its content copied the event from, as the
    /// route disappears: the content, built inside the route, disappears with it, and copies
    /// again when it next appears. A tap on the route resets it while the content shows.
    @Test func aResetAsTheEnclosingViewDisappearsVersusOnATap() {
        Twins(rule, """
        enum EventStatus {
            case idle
            case success([String])
        }
        final class EventDetailViewModel: ObservableObject {
            @Published var status: EventStatus = .idle
            func load(_ name: String) { status = .success([name]) }
        }
        struct EventContentView: View {
            @EnvironmentObject var model: EventDetailViewModel
            @State private var event: String?
            var body: some View {
                Text(event ?? "")
                    .onAppear {
                        if case .success(let events) = model.status { event = events.first }
                    }
            }
        }
        struct EventRouteView: View {
            @EnvironmentObject var model: EventDetailViewModel
            var body: some View {
                VStack {
                    Text("Event")
                    EventContentView()
                }
                .⟪⟫ { model.status = .idle }
            }
        }
        struct HomeView: View {
            @StateObject private var model = EventDetailViewModel()
            var body: some View {
                NavigationStack {
                    NavigationLink("Final") { EventRouteView() }
                        .simultaneousGesture(TapGesture().onEnded { model.load("Final") })
                }
                .environmentObject(model)
            }
        }
        """, quiet: "onDisappear", loud: "onTapGesture")
            .check(mentioning: ["`model.status`"])
    }

    /// A flash-card game's score screen rates the score as it appears. "Play again" resets the
    /// score and, in the same update, leaves the completed state that shows the screen: it
    /// goes without seeing the reset score. Staying completed, it would show the old rating.
    @Test func aResetThatRemovesTheViewInTheSameUpdateVersusOneThatKeepsIt() {
        Twins(rule, """
        struct GameCompleteView: View {
            let score: Int
            let total: Int
            @State private var stars = 0
            var body: some View {
                HStack {
                    ForEach(0..<stars, id: \\.self) { _ in Image(systemName: "star.fill") }
                }
                .onAppear { stars = score * 3 / max(total, 1) }
            }
        }
        struct FlashCardsView: View {
            let total = 10
            @State private var score = 0
            @State private var isGameComplete = false
            var body: some View {
                VStack {
                    if isGameComplete {
                        GameCompleteView(score: score, total: total)
                        Button("Play again") { resetGame() }
                    } else {
                        Button("Correct") {
                            score += 1
                            if score == total { isGameComplete = true }
                        }
                    }
                }
            }
            private func resetGame() {
                score = 0
                isGameComplete = ⟪⟫
            }
        }
        """, quiet: "false", loud: "true")
            .check(mentioning: ["`score`"])
    }

    /// A chat app makes its relay client (a package's `NDK`) once, as its window first appears,
    /// and only builds its screens once the client exists (`if let ndk`), handing it down the
    /// environment. The client is set only while it is `nil`, when no screen exists: the inbox
    /// never sees it change. Made again at each appearance, it would replace the client the
    /// inbox loaded from.
    @Test func aClientMadeOnlyWhileMissingVersusMadeAgain() {
        Twins(rule, """
        private struct NDKKey: EnvironmentKey {
            static let defaultValue: NDK? = nil
        }
        extension EnvironmentValues {
            var ndk: NDK? {
                get { self[NDKKey.self] }
                set { self[NDKKey.self] = newValue }
            }
        }
        struct InboxView: View {
            @Environment(\\.ndk) private var ndk
            @State private var messages: [String] = []
            var body: some View {
                List(messages, id: \\.self) { Text($0) }
                    .task { await fetchMessages() }
            }
            private func fetchMessages() async {
                guard let ndk else { return }
                messages = await ndk.fetchMessages()
            }
        }
        @main struct ChatApp: App {
            @State private var ndk: NDK?
            var body: some Scene {
                WindowGroup {
                    Group {
                        if let ndk {
                            InboxView()
                                .environment(\\.ndk, ndk)
                        } else {
                            ProgressView("Connecting…")
                        }
                    }
                    .task { await initializeApp() }
                }
            }
            private func initializeApp() async {
                ⟪⟫
            }
            private func initializeNDK() async {
                ndk = await NDK.connect(relays: ["wss://relay.example"])
            }
        }
        """, quiet: "if ndk == nil { await initializeNDK() }", loud: "await initializeNDK()")
            .check(mentioning: ["`ndk`"])
    }

    /// A travel app's date picker is built under `if isPresented` of a modifier, which hands it
    /// that flag as a binding. Its Save button, in one case of a `switch`, starts the save and
    /// then closes the picker: the dates the save writes back after its `await` land when the
    /// picker is gone, and it seeds its draft afresh when next opened. Left open, it would keep
    /// the draft it seeded from the old dates.
    @Test func aSaveThatClosesThePickerAsItStartsVersusOneThatLeavesItOpen() {
        Twins(rule, """
        final class CalendarStore: ObservableObject {
            @Published var firstDate = 0.0
            var isInRange = true
            func setDate(_ date: Double) { firstDate = date }
        }
        struct DateManagementCalendar: View {
            @Binding var isShowingCalendarView: Bool
            @Binding var startDate: Double
            @StateObject private var calendarStore = CalendarStore()
            var body: some View {
                VStack {
                    Text("\\(calendarStore.firstDate)")
                    Button("Save") { checkPaymentsDate() }
                }
                .onAppear { calendarStore.setDate(startDate) }
            }
            func checkPaymentsDate() {
                switch calendarStore.isInRange {
                case true:
                    saveSelectedDate()
                    isShowingCalendarView = ⟪⟫
                case false:
                    break
                }
            }
            func saveSelectedDate() {
                Task {
                    try await TravelStore.saveStartDate(calendarStore.firstDate)
                    startDate = calendarStore.firstDate
                }
            }
        }
        struct DateManagementModifier: ViewModifier {
            @Binding var isPresented: Bool
            @Binding var startDate: Double
            func body(content: Content) -> some View {
                ZStack(alignment: .bottom) {
                    content
                    if isPresented {
                        DateManagementCalendar(isShowingCalendarView: $isPresented, startDate: $startDate)
                    }
                }
            }
        }
        struct TravelView: View {
            @State private var isEditingDates = false
            @State private var startDate = 0.0
            var body: some View {
                Button("Dates") { isEditingDates = true }
                    .modifier(DateManagementModifier(isPresented: $isEditingDates, startDate: $startDate))
            }
        }
        """, quiet: "false", loud: "true")
            .check(mentioning: ["`startDate`"])
    }

    /// The albums grid counts its columns from the size class as it appears. The app builds
    /// tab navigation when the width is compact and a sidebar otherwise, so a size-class change
    /// replaces the tabs, grid and all: the grid never sees it change. Picking the layout by
    /// the vertical size class leaves the horizontal one free to change under the grid.
    @Test func aSizeClassTheLayoutIsPickedByVersusAnotherOne() {
        Twins(rule, SizeClassLayouts.root(tabsShowing: "AlbumsGrid()") + """
        struct AlbumsGrid: View {
            @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
            @State private var columns = 2
            var body: some View {
                LazyVGrid(columns: Array(repeating: GridItem(), count: columns)) { Text("Albums") }
                    .onAppear { columns = horizontalSizeClass == .compact ? 2 : 5 }
            }
        }
        """, quiet: "horizontalSizeClass", loud: "verticalSizeClass")
            .check(mentioning: ["`horizontalSizeClass`"])
    }

    /// Pixiv's novel details, counting the novel's words as they appear, and the app that
    /// opens one window per novel (its root, `NovelWindowRootView`, is each test's own).
    private static let novelWindow = """
    struct Novel {
        let id: Int
        let text: String
    }
    struct NovelDetailView: View {
        let novel: Novel
        @State private var wordCount = 0
        var body: some View {
            Text("\\(wordCount) words")
                .task { wordCount = await WordCounter.count(novel.text) }
        }
    }
    @main struct PixivApp: App {
        var body: some Scene {
            WindowGroup(for: Int.self) { $novelID in
                NovelWindowRootView(novelID: novelID ?? 0)
            }
        }
    }

    """

    /// The novel window's root: it shows the details once the novel is there (`if let
    /// novel`); `extraState`, `modifiers` and `loader` complete it.
    private static func novelWindowRoot(extraState: String = "", modifiers: String, loader: String) -> String {
        novelWindow + """
        struct NovelWindowRootView: View {
            let novelID: Int
            @State private var novel: Novel?
            \(extraState)
            var body: some View {
                NavigationStack {
                    if let novel {
                        NovelDetailView(novel: novel)
                    } else {
                        ProgressView()
                    }
                }
                \(modifiers)
            }
            private func loadNovel() async {
                \(loader)
            }
        }
        """
    }

    /// Pixiv's novel window loads its novel once, in the `.task` on its whole body (a window's
    /// root appears once per window), and shows the details only once it is there (`if let
    /// novel`): the details never see it change. Shown from the cache and then fetched again,
    /// the details would keep the cached novel's count.
    @Test func aWindowRootLoadingItsValueOnceVersusTwice() {
        Twins(rule, Self.novelWindowRoot(modifiers: ".task { await loadNovel() }", loader: """
        if let local = NovelStore.shared.novel(novelID) {
                    novel = local
                    ⟪⟫
                }
                novel = try? await PixivAPI.shared.novelDetail(novelID)
        """), quiet: "return", loud: "")
            .check(mentioning: ["`novel.text`"])
    }

    /// The same window, reloading from a refresh sheet's content instead: each time the sheet
    /// is presented its `.task` runs again and replaces the novel the details show. Only work
    /// on the window's own body runs once per window.
    @Test func aWindowRootLoadingOnItsBodyVersusInASheetItPresents() {
        let template = Self.novelWindowRoot(extraState: "@State private var isRefreshing = false", modifiers: """
        .toolbar { Button("Refresh") { isRefreshing = true } }
                ⟪⟫
        """, loader: "novel = try? await PixivAPI.shared.novelDetail(novelID)")
        Twins(rule, template, quiet: ".task { await loadNovel() }",
              loud: ".sheet(isPresented: $isRefreshing) { ProgressView().task { await loadNovel() } }")
            .check(mentioning: ["`novel.text`"])
    }

    /// readmigo's bookstore banner, shown while it has lists: its appearance starts a timer over
    /// them. The lists are written only while the banner is gone: the first load runs only
    /// `if lists.isEmpty`, and the refresh empties them first. Each new set of lists brings a
    /// new banner, which appears with them.
    private static func bookstore(refresh: String, task: String) -> String {
        """
        struct BookList: Identifiable { let id: String; let title: String }
        struct BookstoreView: View {
            @State private var lists: [BookList] = []
            @State private var bannerIndex = 0
            @State private var bannerTimer: Timer?
            var body: some View {
                ScrollView {
                    LazyVStack {
                        if bannerLists.count > 0 {
                            Text(bannerLists[bannerIndex].title)
                                .onAppear { startBannerTimer() }
                                .onDisappear { bannerTimer?.invalidate() }
                        }
                        ForEach(lists) { Text($0.title) }
                    }
                }
                .refreshable { await refreshAll() }
                .task { \(task) }
            }
            private var bannerLists: [BookList] { Array(lists.prefix(3)) }
            private func loadAll() async {
                lists = await BookstoreAPI.lists()
            }
            private func refreshAll() async {
                bannerTimer?.invalidate()
                \(refresh)
                bannerIndex = 0
                await loadAll()
            }
            private func startBannerTimer() {
                guard bannerLists.count > 1 else { return }
                bannerTimer = Timer.scheduledTimer(withTimeInterval: 4, repeats: true) { _ in
                    bannerIndex = (bannerIndex + 1) % bannerLists.count
                }
            }
        }
        """
    }

    @Test func listsRefilledOnlyAfterTheRefreshEmptiesThemVersusRefilledInPlace() {
        let task = "if lists.isEmpty { await loadAll() }"
        Twins(rule: rule, quiet: Self.bookstore(refresh: "lists = []", task: task),
              loud: Self.bookstore(refresh: "print(\"refreshing\")", task: task)).check(mentioning: ["`lists`"])
    }

    @Test func aFirstLoadOnlyWhileEmptyVersusAtEveryAppearance() {
        Twins(rule: rule, quiet: Self.bookstore(refresh: "lists = []", task: "if lists.isEmpty { await loadAll() }"),
              loud: Self.bookstore(refresh: "lists = []", task: "await loadAll()")).check(mentioning: ["`lists`"])
    }

    /// Spawn's activity wizard resets its draft when the user switches tabs: in one `if` of an
    /// `onChange` closure it goes back to the first step and sets the duration back, so the
    /// date step, which shows the duration, goes in the same update. Resetting the duration
    /// alone would change it under the date step.
    @Test func aResetInAClosuresIfThatLeavesTheStepInTheSameUpdateVersusOneThatStays() {
        Twins(rule, """
        enum Step { case type, dateTime }
        enum Duration { case indefinite, oneHour }
        struct DateTimeView: View {
            @Binding var selectedDuration: Duration
            @State private var label = ""
            var body: some View {
                Text(label)
                    .onAppear { label = selectedDuration == .indefinite ? "Open" : "1 h" }
            }
        }
        struct CreationView: View {
            @State private var currentStep = Step.type
            @State private var selectedDuration = Duration.oneHour
            @State private var selectedTab = 0
            var body: some View {
                VStack {
                    content
                    Picker("Tab", selection: $selectedTab) { Text("Create").tag(0); Text("Feed").tag(1) }
                }
                .onChange(of: selectedTab) { _, newTab in
                    if newTab == 1 {
                        ⟪⟫
                        selectedDuration = .indefinite
                    }
                }
            }
            @ViewBuilder private var content: some View {
                switch currentStep {
                case .type: Button("Next") { currentStep = .dateTime }
                case .dateTime: DateTimeView(selectedDuration: $selectedDuration)
                }
            }
        }
        """, quiet: "currentStep = .type", loud: "print(\"reset\")").check(mentioning: ["`selectedDuration`"])
    }
}

