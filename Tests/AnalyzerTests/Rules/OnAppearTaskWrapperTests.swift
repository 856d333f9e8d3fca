import Testing
@testable import Analyzer

/// `onappear-task-wrapper`: a `Task` started by `.onAppear` itself is reported; one started by
/// a user action, or owned by the view through `onDisappear`, is not.
@Suite struct OnAppearTaskWrapperTests {
    private let rule = OnAppearTaskWrapperRule.rule

    @Test func onlyAppearanceStartsAreReported() {
        Twins(rule, """
        struct FeedView: View {
            @State private var model = FeedModel()
            var body: some View {
                List(model.posts) { PostRow(post: $0) }
                    .⟪⟫ { Task { await model.load() } }
            }
        }
        """, quiet: "refreshable", loud: "onAppear").check(mentioning: ["`.task { … }`"])
    }

    @Test func aCancelInOnDisappearOwnsTheTask() {
        Twins(rule, """
        struct LiveScore: View {
            let match: Match
            @State private var score = Score.zero
            @State private var listener: Task<Void, Never>?
            var body: some View {
                Text(score.description)
                    .onAppear { listener = Task { for await update in match.updates { score = update } } }
                    .onDisappear { ⟪⟫ }
            }
        }
        """, quiet: "listener?.cancel()", loud: "listener = nil").check(mentioning: ["every appearance starts another"])
    }

    /// LinearMouse's settings window keeps its `for await` listener in state and cancels it in a
    /// method it hands to `.onDisappear(perform:)`, or calls from the closure: the view owns the
    /// task as much as with an inline `cancel()`. A method that does not cancel leaves it running.
    @Test(arguments: [".onDisappear(perform: ⟪⟫)", ".onDisappear { ⟪⟫() }"])
    func aCancelInAMethodOnDisappearCallsOwnsTheTask(_ disappearance: String) {
        Twins(rule, """
        struct DockPolicyView: View {
            @State private var policyTask: Task<Void, Never>?
            var body: some View {
                EmptyView()
                    .onAppear(perform: startPolicyTask)
                    \(disappearance)
            }
            private func startPolicyTask() {
                policyTask = Task {
                    for await showInDock in Defaults.updates(.showInDock) {
                        NSApplication.shared.setActivationPolicy(showInDock ? .regular : .accessory)
                    }
                }
            }
            private func stopPolicyTask() {
                policyTask?.cancel()
                policyTask = nil
            }
            private func logDisappearance() {
                Logger.settings.debug("settings closed")
            }
        }
        """, quiet: "stopPolicyTask", loud: "logDisappearance").check(mentioning: ["(in `startPolicyTask`)"])
    }

    /// From a passport wallet's waitlist screen: the appearance keeps its task in a list of
    /// cancellables, and the method `.onDisappear` runs cancels each of them (with a loop, or
    /// `forEach`). A cleanup that only logs them leaves the task running.
    @Test(arguments: ["for cancelable in cancelables { ⟪⟫ }", "cancelables.forEach { ⟪⟫ }"])
    func aTaskKeptInAListThatOnDisappearCancelsVersusOneItOnlyLogs(_ cleanup: String) {
        let element = cleanup.hasPrefix("for") ? "cancelable" : "$0"
        Twins(rule, """
        struct WaitlistView: View {
            @EnvironmentObject var userManager: UserManager
            @State private var isJoined = false
            @State private var cancelables: [Task<Void, Never>] = []
            var body: some View {
                Text(isJoined ? "You're on the list" : "Join the waitlist")
                    .onAppear(perform: checkIfUserJoined)
                    .onDisappear(perform: cleanup)
            }
            func checkIfUserJoined() {
                let cancelable = Task { @MainActor in
                    isJoined = (try? await userManager.fetchPointsBalance().isVerified) ?? false
                }
                cancelables.append(cancelable)
            }
            func cleanup() {
                \(cleanup)
            }
        }
        """, quiet: "\(element).cancel()", loud: "print(\(element))").check(mentioning: ["(in `checkIfUserJoined`)"])
    }

    /// Pearcleaner's general settings wrap synchronous refreshes in a `Task` that never
    /// suspends: it runs to its end as soon as it starts, so nothing is left to outlive the
    /// pane. Awaiting an `async` probe makes it a task that can finish after the pane is gone.
    @Test func aTaskThatNeverSuspendsVersusOneThatAwaits() {
        Twins(rule, """
        @MainActor final class AppModel: ObservableObject {
            @Published var extensionEnabled = false
            func updateExtensionStatus() { extensionEnabled = UserDefaults.standard.bool(forKey: "ext") }
        }
        func isCLILinked() -> Bool { FileManager.default.fileExists(atPath: "/usr/local/bin/tool") }
        func probeCLILink() async -> Bool { try? await Task.sleep(for: .seconds(1)); return isCLILinked() }
        struct GeneralSettingsView: View {
            @EnvironmentObject var appModel: AppModel
            @State private var cliLinked = false
            var body: some View {
                Toggle("Command-line tool", isOn: $cliLinked)
                    .onAppear {
                        Task {
                            appModel.updateExtensionStatus()
                            cliLinked = ⟪⟫
                        }
                    }
            }
        }
        """, quiet: "isCLILinked()", loud: "await probeCLILink()").check(mentioning: ["`.task { … }`"])
    }

    /// A task that never suspends itself but starts one that does hands its work on: that
    /// inner task is still unowned.
    @Test func aTaskThatStartsASuspendingTaskIsStillReported() {
        Twins(rule, """
        func isCLILinked() -> Bool { FileManager.default.fileExists(atPath: "/usr/local/bin/tool") }
        func probeCLILink() async -> Bool { try? await Task.sleep(for: .seconds(1)); return isCLILinked() }
        struct GeneralSettingsView: View {
            @State private var cliLinked = false
            var body: some View {
                Toggle("Command-line tool", isOn: $cliLinked)
                    .onAppear {
                        Task {
                            ⟪⟫
                        }
                    }
            }
        }
        """, quiet: "cliLinked = isCLILinked()", loud: "Task { cliLinked = await probeCLILink() }").check(mentioning: ["`.task { … }`"])
    }

    /// Mlem's message feed creates its loader on appear, guarded by `feedLoader == nil`, and
    /// loads the first page in a `Task`. Moved into `.task` as is, a push before the page
    /// arrives cancels the load and the check, already passed, never lets it run again: the
    /// message says to check for the loaded result. Started once per view (BookPlayer's
    /// `isFirstLoad`), the task cannot pile up: a remark. Not for a check on what the task itself
    /// loads, a check whose branch does not hold the task (Ice Cubes' account page creates its
    /// tab manager once, then loads every time), or a loading flag the task resets.
    @Test(arguments: [
        (appearance: "if feedLoader == nil { feedLoader = .init(person); Task { messages = await feedLoader?.load() ?? [] } }",
         named: true),
        (appearance: "guard feedLoader == nil else { return }; feedLoader = .init(person); Task { messages = await feedLoader?.load() ?? [] }",
         named: true),
        (appearance: "if messages.isEmpty { feedLoader = .init(person); Task { messages = await feedLoader?.load() ?? [] } }",
         named: false),
        (appearance: "if feedLoader == nil { feedLoader = .init(person) }; Task { messages = await feedLoader?.load() ?? [] }",
         named: false),
        (appearance: "if !isLoading { isLoading = true; Task { await loadMore() } }", named: false),
    ])
    func aCheckSetBeforeTheTaskEndsIsNamedInTheAdvice(_ appearance: String, named: Bool) {
        let findings = lintSingleFile("""
        struct MessageFeedView: View {
            let person: Person
            @State private var feedLoader: MessageFeedLoader?
            @State private var messages: [Message] = []
            @State private var isLoading = false
            var body: some View {
                List(messages) { MessageRow(message: $0) }
                    .onAppear { \(appearance) }
            }
            private func loadMore() async {
                messages += await MessageFeedLoader.nextPage(for: person)
                isLoading = false
            }
        }
        """, rules: [rule])
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("is checked and set before the task ends") == named, "\(findings.map(\.message))")
        // Started once per view, it does not pile up: a remark; started on every appearance, a warning.
        #expect(findings.first?.severity == (named ? .info : .warning))
    }

    /// UTM's server list starts the client's scan with `Task { await remoteClient.startScanning() }`:
    /// `startScanning()` is a synchronous method of an actor, so the task only hops to it and
    /// ends at once (the scan is the client's, stopped in `.onDisappear`). An `async` method
    /// that loops keeps the task running after the view is gone.
    @Test func aHopToASynchronousActorMethodVersusAnAsyncOne() {
        Twins(rule, """
        actor RemoteClient {
            private var scan: Task<Void, Never>?
            func startScanning() { scan = Task { await Browser.browse() } }
            func stopScanning() { scan?.cancel() }
        }
        actor LiveFeed {
            func follow() async { while !Task.isCancelled { try? await Task.sleep(for: .seconds(5)) } }
        }
        struct ServerList: View {
            let remoteClient: RemoteClient
            let feed: LiveFeed
            var body: some View {
                Text("Servers")
                    .onAppear { Task { await ⟪⟫ } }
                    .onDisappear { Task { await remoteClient.stopScanning() } }
            }
        }
        """, quiet: "remoteClient.startScanning()", loud: "feed.follow()").check(mentioning: ["`.task { … }`"])
    }

    /// LoopFollow's remote-override screen loads its presets with `.onAppear { Task { await
    /// viewModel.loadOverridePresets() } }`. The method only hops to the main actor around
    /// `fetchPresets()`, an `async throws` function that sorts the profile's stored overrides
    /// and waits for nothing: the task ends at once, and `.task` would have nothing to cancel.
    /// Fetching the presets from the server is a wait the view can outlive.
    @Test func mainActorHopsAroundSynchronousWorkVersusANetworkFetch() {
        Twins(rule, """
        final class ProfileStore {
            static let shared = ProfileStore()
            var overrides: [String] = []
        }
        final class OverridePresetsViewModel: ObservableObject {
            @Published var presets: [String] = []
            @Published var isLoading = false
            @Published var statusMessage: String?
            func loadOverridePresets() async {
                await MainActor.run { isLoading = true }
                do {
                    let presets = try await fetchPresets()
                    await MainActor.run {
                        self.presets = presets
                        self.isLoading = false
                    }
                } catch {
                    await MainActor.run {
                        self.statusMessage = "Failed to load override presets: \\(error.localizedDescription)"
                        self.isLoading = false
                    }
                }
            }
            private func fetchPresets() async throws -> [String] {
                ⟪⟫
            }
        }
        struct OverridePresetsView: View {
            @StateObject private var viewModel = OverridePresetsViewModel()
            var body: some View {
                List(viewModel.presets, id: \\.self) { Text($0) }
                    .onAppear {
                        Task {
                            await viewModel.loadOverridePresets()
                        }
                    }
            }
        }
        """, quiet: "ProfileStore.shared.overrides.sorted()", loud: "try await NightscoutClient.shared.fetchOverrides()")
            .check(mentioning: ["`.task { … }`"])
    }

    /// A library call is no namesake of a module method: an avatar view's cache actor has a
    /// synchronous `data(from:)`, and awaiting it only hops to the actor; the same call on
    /// `URLSession.shared` waits for the network.
    @Test func aLibraryValueHasNoneOfTheModulesMethods() {
        Twins(rule, """
        actor AvatarCache {
            static let shared = AvatarCache()
            private var images: [URL: Data] = [:]
            func data(from url: URL) -> Data? { images[url] }
        }
        struct AvatarView: View {
            let url: URL
            @State private var imageData: Data?
            var body: some View {
                Image(systemName: "person.circle")
                    .onAppear {
                        Task {
                            let loaded = try? await ⟪⟫.data(from: url)
                            imageData = loaded
                        }
                    }
            }
        }
        """, quiet: "AvatarCache.shared", loud: "URLSession.shared").check(mentioning: ["`.task { … }`"])
    }

    /// UTM's macOS drive view reads the drive's size with a synchronous method of its model
    /// that the model declares under `#if os(macOS)`: viewlint reads the code as iOS, but the
    /// call compiles only where that clause is active, so it is that method. An `async` one
    /// declared the same way keeps the task running.
    @Test func aMethodDeclaredForAnotherPlatformIsStillFollowed() {
        Twins(rule, """
        @MainActor final class DriveStore: ObservableObject {
            #if os(macOS)
            func driveInfo(for url: URL) -> (format: String?, size: Int64?) { (nil, nil) }
            func measuredInfo(for url: URL) async -> (format: String?, size: Int64?) { await DiskImage.measure(url) }
            #endif
        }
        struct ResizeDriveView: View {
            @EnvironmentObject private var store: DriveStore
            let imageURL: URL
            @State private var format: String?
            @State private var size: Int64?
            var body: some View {
                Text(format ?? "Calculating…")
                    .onAppear {
                        Task { @MainActor in
                            (format, size) = ⟪⟫
                        }
                    }
            }
        }
        """, quiet: "store.driveInfo(for: imageURL)", loud: "await store.measuredInfo(for: imageURL)").check(mentioning: ["`.task { … }`"])
    }

    /// Only the module's own types lend their other-platform methods: a method an inactive
    /// clause adds to a library type says nothing about the library's own method of that name.
    @Test func anOtherPlatformExtensionOfALibraryTypeIsNotFollowed() {
        Twins(rule, """
        final class StreamConnection {}
        #if os(macOS)
        extension ⟪⟫ {
            func resume() {}
        }
        #endif
        struct LiveStreamView: View {
            let connection: ⟪⟫
            var body: some View {
                Text("Live")
                    .onAppear { Task { await connection.resume() } }
            }
        }
        """, quiet: "StreamConnection", loud: "URLSessionWebSocketTask").check(mentioning: ["`.task { … }`"])
    }

    @Test func aMethodReferenceIsFollowed() {
        Twins(rule, """
        struct OrdersView: View {
            @StateObject private var store = OrderStore()
            var body: some View {
                List(store.orders) { OrderRow(order: $0) }
                    .onAppear(perform: load)
            }
            private func load() {
                ⟪⟫
            }
        }
        """, quiet: "store.markVisible()", loud: "Task { await store.fetch() }").check(mentioning: ["(in `load`)"])
    }

    @Test func aTaskInsideAnActionOfTheAppearingViewIsNotReported() {
        Twins(rule, """
        struct ComposeView: View {
            @State private var draft = ""
            let send: (String) async -> Void
            var body: some View {
                TextField("Message", text: $draft)
                    .onAppear {
                        ⟪⟫
                    }
            }
        }
        """, quiet: "NotificationCenter.default.addObserver(forName: .draftRestored, object: nil, queue: .main) { _ in Task { await send(draft) } }",
             loud: "Task { await send(draft) }").check(mentioning: ["`.onAppear` starts a `Task`"])
    }

    @Test func aFixNeedsTheTaskToBeTheOnlyStatement() {
        let guarded = lintSingleFile("""
        struct Avatar: View {
            let url: URL
            @State private var image: Image?
            var body: some View {
                (image ?? Image(systemName: "person"))
                    .onAppear {
                        guard image == nil else { return }
                        Task { image = await ImageCache.shared.image(for: url) }
                    }
            }
        }
        """, rules: [rule])
        #expect(guarded.count == 1)
        #expect(guarded.first?.fix == nil)
        let captured = lintSingleFile("""
        struct Avatar: View {
            let url: URL
            @State private var image: Image?
            var body: some View {
                (image ?? Image(systemName: "person"))
                    .onAppear { Task { @MainActor in image = await ImageCache.shared.image(for: url) } }
            }
        }
        """, rules: [rule])
        #expect(captured.count == 1)
        #expect(captured.first?.fix == nil)
    }

    /// From a notch app's settings: the pane asks the app-wide permission center to refresh
    /// its status, which other windows read; the refresh must land whether or not the pane
    /// stays. A task that also puts the answer in the pane's own state is the pane's work.
    @Test func refreshingAnAppWideObjectVersusFillingTheViewsState() {
        Twins(rule, """
        @MainActor final class PermissionCenter: ObservableObject {
            static let shared = PermissionCenter()
            @Published var calendarGranted = false
            func refresh() async -> Bool { calendarGranted = await Calendar.requestAccess(); return calendarGranted }
        }
        struct CalendarPane: View {
            @ObservedObject private var permissions = PermissionCenter.shared
            @State private var granted = false
            var body: some View {
                Form { Text(granted ? "Granted" : "Not granted") }
                    .onAppear {
                        Task { ⟪⟫await permissions.refresh() }
                    }
            }
        }
        """, quiet: "_ = ", loud: "granted = ").check(mentioning: ["`.task { … }`"])
    }

    /// From a code editor: a banner runs the git push the app is awaiting, then hides itself.
    /// The work was handed to it; cancelling it when the banner goes would abort the push.
    /// Work the banner's own value defines (a method of it) is the banner's.
    @Test func runningWorkHandedToTheViewVersusItsOwnLoad() {
        Twins(rule, """
        struct PendingOperation {
            let title: String
            let work: () async -> Void
            func progress() async -> Double { await Git.pushProgress() }
        }
        struct ProgressBanner: View {
            let operation: PendingOperation
            @Binding var isPresented: Bool
            var body: some View {
                Text(operation.title)
                    .onAppear {
                        Task {
                            _ = await operation.⟪⟫
                            isPresented = false
                        }
                    }
            }
        }
        """, quiet: "work()", loud: "progress()").check(mentioning: ["`.task { … }`"])
    }

    /// `.task`'s closure cannot throw: a `Task` that lets errors out gets no automatic fix,
    /// and the message says what to add; one that catches them gets the fix.
    @Test func aThrowingTaskGetsNoFixVersusOneThatCatches() {
        func lint(_ body: String) -> [Finding] {
            lintSingleFile("""
            struct BranchMenu: View {
                @State private var branches: [String] = []
                var body: some View {
                    Menu("Branches") { ForEach(branches, id: \\.self) { Text($0) } }
                        .onAppear {
                            Task {
                                \(body)
                            }
                        }
                }
            }
            """, rules: [rule])
        }
        let throwing = lint("branches = try await Git.branches()")
        #expect(throwing.count == 1)
        #expect(throwing.first?.fix == nil)
        #expect(throwing.first?.message.contains("`do`/`catch`") == true, "\(throwing.map(\.message))")
        let catching = lint("do { branches = try await Git.branches() } catch { branches = [] }")
        #expect(catching.count == 1)
        #expect(catching.first?.fix != nil)
        #expect(catching.first?.message.contains("`do`/`catch`") == false)
    }

    /// A `throw` inside an `if`, or a `for try await`, lets errors out of the task as much as a
    /// top-level `try`: no automatic fix, and the message says so.
    @Test(arguments: ["names = await Names.load(); if names.isEmpty { throw LoadError.empty }",
                      "for try await name in Stream.names() { names.append(name) }"])
    func aNestedThrowGetsNoFix(_ statement: String) {
        let result = lintSingleFile("""
        struct NamesView: View {
            @State private var names: [String] = []
            var body: some View {
                List(names, id: \\.self) { Text($0) }
                    .onAppear {
                        Task {
                            \(statement)
                        }
                    }
            }
        }
        """, rules: [rule])
        #expect(result.count == 1)
        #expect(result.first?.fix == nil)
        #expect(result.first?.message.contains("`do`/`catch`") == true, "\(result.map(\.message))")
    }

    /// BookPlayer's library starts its launch work once, behind `isFirstLoad`: a remark. A flag
    /// that `.onDisappear` resets lets every appearance start another task: a warning.
    @Test func aRunOnceFlagVersusOneResetOnDisappear() {
        let template = """
        struct LibraryRootView: View {
            @State private var isFirstLoad = true
            @State private var books: [String] = []
            var body: some View {
                List(books, id: \\.self) { Text($0) }
                    .onAppear {
                        guard isFirstLoad else { return }
                        isFirstLoad = false
                        Task { books = await Library.load() }
                    }
                    ⟪⟫
            }
        }
        """
        let once = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: ""), rules: [rule])
        #expect(once.map(\.severity) == [.info], "\(once.map(\.message))")
        let reset = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: ".onDisappear { isFirstLoad = true }"), rules: [rule])
        #expect(reset.map(\.severity) == [.warning], "\(reset.map(\.message))")
    }

    /// haven's onboarding reset runs once, behind an `if` that returns early (`if
    /// didRunOnboardingReset { return }`): a remark. An `if` that only logs goes on to start
    /// the task on every appearance: a warning.
    @Test(arguments: [("return", Severity.info), ("print(\"again\")", Severity.warning)])
    func anEarlyReturnWrittenAsAnIfVersusAnIfThatGoesOn(exit: String, severity: Severity) {
        let source = """
        struct Root: View {
            @State private var didRunOnboardingReset = false
            @State private var isReset = false
            var body: some View {
                Text(isReset ? "Welcome" : "Resetting…")
                    .onAppear {
                        if didRunOnboardingReset {
                            \(exit)
                        }
                        didRunOnboardingReset = true
                        Task {
                            try? await Session.logout()
                            isReset = true
                        }
                    }
            }
        }
        """
        #expect(lintSingleFile(source, rules: [rule]).map(\.severity) == [severity])
    }
}

extension OnAppearTaskWrapperTests {
    /// Vernissage's timelines hand each appearing row's id to the model that keeps the rows,
    /// which loads the next page only for the last one: the page must outlive the row, which a
    /// fast scroll takes off screen. A task that hands nothing of the row is the screen's own work.
    @Test func aRowHandingItsIdToTheModelOfTheRowsVersusOneHandingNothing() {
        Twins(rule, """
        @Observable final class TimelineModel {
            var statuses: [Status] = []
            var isLoadingMore = false
            func loadMoreIfNeeded(currentStatusID: Status.ID?) async {
                guard !isLoadingMore, currentStatusID == nil || currentStatusID == statuses.last?.id else { return }
                isLoadingMore = true
                statuses += await API.timeline(after: statuses.last?.id)
                isLoadingMore = false
            }
        }
        struct CategoryTimelineScreen: View {
            @State private var viewModel = TimelineModel()
            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(viewModel.statuses, id: \\.id) { status in
                            StatusTile(status: status)
                                .onAppear {
                                    Task { await viewModel.loadMoreIfNeeded(currentStatusID: ⟪⟫) }
                                }
                        }
                    }
                }
            }
        }
        """, quiet: "status.id", loud: "nil").check(mentioning: ["`Task`"])
    }

    /// From a social app's connections screen: the rows come from a local unwrapped from the
    /// model, and the model looks the row up and compares its place with a threshold five
    /// from the end, set in a `switch` case (another model's method of the same name is not
    /// the one called). A lookup that only asks whether the row is there starts a load for
    /// every row.
    @Test func aModelComparingTheRowsPlaceWithAThresholdVersusOnlyFindingIt() {
        Twins(rule, """
        @MainActor final class ConnectionsModel: ObservableObject {
            enum Kind { case followers, followings }
            @Published var followers: [Connection]?
            @Published var followings: [Connection]?
            func loadMore(kind: Kind, currentItem: Connection) async {
                var thresholdIndex: Int
                switch kind {
                case .followers:
                    guard let followers else { return }
                    thresholdIndex = followers.index(followers.endIndex, offsetBy: -5)
                    if followers.firstIndex(where: { $0.id == currentItem.id }) ⟪⟫ {
                        self.followers = followers + (await API.followers(after: followers.last?.id))
                    }
                case .followings:
                    break
                }
            }
        }
        @MainActor final class SuggestionsModel: ObservableObject {
            @Published var suggestions: [Connection] = []
            func loadMore(kind: ConnectionsModel.Kind, currentItem: Connection) async {
                suggestions += await API.suggestions(like: currentItem.id)
            }
        }
        struct ConnectionsView: View {
            @StateObject private var vm = ConnectionsModel()
            var body: some View {
                List {
                    if let connections = vm.followers {
                        ForEach(connections) { connection in
                            UserCard(connection: connection)
                                .onAppear {
                                    Task { await vm.loadMore(kind: .followers, currentItem: connection) }
                                }
                        }
                    }
                }
            }
        }
        """, quiet: "== thresholdIndex", loud: "!= nil").check(mentioning: ["`Task`"])
    }

    /// amakaflow's history rows (over `enumerated()`, the element taken apart in the row's
    /// parameters) hand each completion to the view model, which binds the row's
    /// place first (`let index = filteredCompletions.firstIndex(where: …)`) and loads the next
    /// page only near the end. A model that only checks the row is there loads for every row.
    @Test func aModelBindingTheRowsPlaceBeforeComparingItVersusOnlyFindingIt() {
        Twins(rule, """
        @MainActor final class ActivityHistoryViewModel: ObservableObject {
            @Published var filteredCompletions: [WorkoutCompletion] = []
            func loadMoreIfNeeded(currentItem: WorkoutCompletion?) async {
                guard let currentItem = currentItem,
                      let index = filteredCompletions.firstIndex(where: { $0.id == currentItem.id }),
                      ⟪⟫ else { return }
                filteredCompletions += await API.completions(after: filteredCompletions.last?.id)
            }
        }
        struct ActivityHistoryView: View {
            @StateObject private var viewModel = ActivityHistoryViewModel()
            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(Array(viewModel.filteredCompletions.enumerated()), id: \\.element.id) { index, completion in
                            CompletionRowView(completion: completion)
                                .accessibilityIdentifier("history.cell.\\(index)")
                                .onAppear {
                                    Task { await viewModel.loadMoreIfNeeded(currentItem: completion) }
                                }
                        }
                    }
                }
            }
        }
        """, quiet: "index >= filteredCompletions.count - 3", loud: "index >= 0").check(mentioning: ["`Task`"])
    }

    /// Comment rows made from bindings (`List($vm.comments)`) whose trigger asks whether the
    /// row is among the last four comments; the same test on another list's rows is no trigger.
    @Test func aBindingRowTestingItsPlaceVersusARowOfAnotherList() {
        Twins(rule, """
        @MainActor final class CommentsModel: ObservableObject {
            @Published var comments: [Comment] = []
            @Published var replies: [Comment] = []
            func nextPage() async { comments += await API.comments(after: comments.last?.id) }
        }
        struct CommentsView: View {
            @StateObject private var vm = CommentsModel()
            var body: some View {
                List(⟪⟫) { cm in
                    let comment = cm.wrappedValue
                    CommentRow(comment: comment)
                        .onAppear {
                            if (vm.comments.firstIndex(where: { $0.id == comment.id }) ?? 0) + 4 >= vm.comments.count {
                                Task { await vm.nextPage() }
                            }
                        }
                }
            }
        }
        """, quiet: "$vm.comments", loud: "$vm.replies").check(mentioning: ["`Task`"])
    }

    /// The same trigger where the screen keeps the rows itself and its own method asks.
    @Test func aRowHandingItsIdToTheScreensLoaderVersusOneHandingNothing() {
        Twins(rule, """
        struct CategoryTimelineScreen: View {
            @State private var statuses: [Status] = []
            @State private var isLoadingMore = false
            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(statuses, id: \\.id) { status in
                            StatusTile(status: status)
                                .onAppear {
                                    Task { await loadMoreIfNeeded(currentStatusID: ⟪⟫) }
                                }
                        }
                    }
                }
            }
            private func loadMoreIfNeeded(currentStatusID: Status.ID?) async {
                guard !isLoadingMore, currentStatusID == nil || currentStatusID == statuses.last?.id else { return }
                isLoadingMore = true
                statuses += await API.timeline(after: statuses.last?.id)
                isLoadingMore = false
            }
        }
        """, quiet: "status.id", loud: "nil").check(mentioning: ["`Task`"])
    }
}

extension OnAppearTaskWrapperTests {
    /// A row handing its id to the model is a next-page trigger only where the model asks
    /// whether it is the last row; a thumbnail loaded for the row is the row's own work, which
    /// `.task` should cancel when a fast scroll takes the row away.
    @Test func aModelAskingWhereTheRowIsVersusOneLoadingForTheRow() {
        Twins(rule, """
        @Observable final class PhotoGridModel {
            var photos: [Photo] = []
            var thumbnails: [Photo.ID: Image] = [:]
            var isLoadingMore = false
            func loadMoreIfNeeded(currentID: Photo.ID) async {
                guard !isLoadingMore, currentID == photos.last?.id else { return }
                isLoadingMore = true
                photos += await PhotoAPI.page(after: photos.last?.id)
                isLoadingMore = false
            }
            func loadThumbnail(currentID: Photo.ID) async {
                thumbnails[currentID] = await PhotoAPI.thumbnail(currentID)
            }
        }
        struct PhotoGrid: View {
            @State private var model = PhotoGridModel()
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                        ForEach(model.photos) { photo in
                            (model.thumbnails[photo.id] ?? Image(systemName: "photo"))
                                .onAppear {
                                    Task { await model.⟪⟫(currentID: photo.id) }
                                }
                        }
                    }
                }
            }
        }
        """, quiet: "loadMoreIfNeeded", loud: "loadThumbnail").check(mentioning: ["`Task`"])
    }

    /// A Hacker News feed builds each row in a helper the `ForEach` calls, and the row asks
    /// whether its post is the feed's last before loading the next page: the load must outlive
    /// the row. A row that asks whether it is the pinned post is no such trigger, nor one that
    /// compares the model's own page size with the count.
    @Test(arguments: ["post == viewModel.pinned", "viewModel.pageSize >= viewModel.posts.count"])
    func aRowHelperAskingWhetherItIsTheLastPostVersusOtherTests(_ loud: String) {
        Twins(rule, """
        @MainActor final class FeedViewModel: ObservableObject {
            @Published var posts: [Post] = []
            @Published var pinned: Post?
            @Published var pageSize = 20
            func loadNextPage() async { posts += await HackerNewsAPI.page(after: posts.last?.id) }
        }
        struct FeedView: View {
            @StateObject private var viewModel = FeedViewModel()
            var body: some View {
                feedList(viewModel.posts)
            }
            private func feedList(_ posts: [Post]) -> some View {
                List { ForEach(posts, id: \\.id) { post in postRow(post) } }
            }
            private func postRow(_ post: Post) -> some View {
                PostRow(post: post)
                    .onAppear {
                        if ⟪⟫ {
                            Task { await viewModel.loadNextPage() }
                        }
                    }
            }
        }
        """, quiet: "post == viewModel.posts.last", loud: loud).check(mentioning: ["`Task`"])
    }

    /// GistHub's user lists observe a model through a protocol, and each conforming model binds
    /// the last row's id before comparing (`guard let login = users.last?.login, login ==
    /// currentUserLogin`): still a next-page trigger. Compared with the first row, it is not.
    @Test func aConformanceBindingTheLastRowVersusTheFirst() {
        Twins(rule, """
        protocol UserListViewModeling: Observable {
            var users: [User] { get }
            func fetchMoreUsersIfNeeded(currentUserLogin: String?) async
        }
        @Observable final class StargazersViewModel: UserListViewModeling {
            var users: [User] = []
            var isLoadingMoreUsers = false
            func fetchMoreUsersIfNeeded(currentUserLogin: String?) async {
                guard !isLoadingMoreUsers, let login = ⟪⟫, login == currentUserLogin else { return }
                isLoadingMoreUsers = true
                users += await API.stargazers(after: login)
                isLoadingMoreUsers = false
            }
        }
        struct UserListView: View {
            let viewModel: any UserListViewModeling
            var body: some View {
                List {
                    ForEach(viewModel.users, id: \\.login) { user in
                        UserListRowView(user: user)
                            .onAppear {
                                Task { await viewModel.fetchMoreUsersIfNeeded(currentUserLogin: user.login) }
                            }
                    }
                }
            }
        }
        """, quiet: "users.last?.login", loud: "users.first?.login").check(mentioning: ["`Task`"])
    }

    /// convos' contacts model: it loads the next page only for the last agent's row.
    private static let contactsModel = """
    @Observable final class ContactsViewModel {
        var agents: [Agent] = []
        var selectedID: String?
        var isLoading = false
        func agentRowAppeared(id rowId: String?) async {
            guard !isLoading, rowId == agents.last?.id else { return }
            isLoading = true
            agents += await API.agents(after: rowId)
            isLoading = false
        }
    }

    """

    /// convos' contact rows copy their id into a local before handing it to the model that
    /// asks whether it is the last suggested agent: still the row's. An id that is not the
    /// row's (the selection) asks nothing about where the row is.
    @Test func aRowIdCopiedIntoALocalVersusAnotherId() {
        Twins(rule, Self.contactsModel + """
        struct ContactsView: View {
            @State private var viewModel = ContactsViewModel()
            var body: some View {
                List {
                    ForEach(viewModel.agents) { agent in
                        contactRow(for: agent)
                    }
                }
            }
            @ViewBuilder private func contactRow(for row: Agent) -> some View {
                Text(row.name)
                    .onAppear {
                        let rowId = ⟪⟫
                        Task { await viewModel.agentRowAppeared(id: rowId) }
                    }
            }
        }
        """, quiet: "row.id", loud: "viewModel.selectedID").check(mentioning: ["`Task`"])
    }

    /// convos builds its contact rows in a helper handed to a list view of the module, which
    /// calls it in its own `ForEach`: the rows' data is out of sight here, but the model the
    /// row's id goes to asks whether it is the last one. Handing no row, it asks nothing.
    @Test func aHelperRowHandedToAListViewVersusNoRow() {
        Twins(rule, Self.contactsModel + """
        struct ContactsListView<Row: Identifiable, RowContent: View>: View {
            let rows: [Row]
            private let rowContent: (Row) -> RowContent
            init(rows: [Row], @ViewBuilder rowContent: @escaping (Row) -> RowContent) {
                self.rows = rows
                self.rowContent = rowContent
            }
            var body: some View {
                List { ForEach(rows) { row in rowContent(row) } }
            }
        }
        struct ContactsView: View {
            @State private var viewModel = ContactsViewModel()
            var body: some View {
                ContactsListView(rows: viewModel.agents, rowContent: { (row: Agent) in contactRow(for: row) })
            }
            @ViewBuilder private func contactRow(for row: Agent) -> some View {
                Text(row.name)
                    .onAppear {
                        Task { await viewModel.agentRowAppeared(id: ⟪⟫) }
                    }
            }
        }
        """, quiet: "row.id", loud: "nil").check(mentioning: ["`Task`"])
    }

    /// wxyc's "request sent" HUD dismisses itself: its `Task` sleeps, then sets the flag it is
    /// shown under to `false`. The view goes when the task ends, and `.task` would cancel the
    /// timer it counts on. A task that waits for the network, or clears another flag, leaves
    /// the HUD on screen and its work running.
    @Test func aHUDsOwnDismissTimerVersusAWaitOrAnotherFlag() {
        let template = """
        struct RequestSentHUDModifier: ViewModifier {
            @Binding var isPresented: Bool
            @State private var isHighlighted = true
            func body(content: Content) -> some View {
                ZStack {
                    content
                    if isPresented {
                        RequestSentHUD()
                            .onAppear {
                                Task {
                                    try await ⟪⟫
                                }
                            }
                    }
                }
            }
        }
        """
        Twins(rule, template, quiet: "Task.sleep(for: .milliseconds(1500))\n                isPresented = false",
              loud: "API.confirmRequest()\n                isPresented = false").check(mentioning: ["`Task`"])
        Twins(rule, template, quiet: "Task.sleep(for: .milliseconds(1500))\n                isPresented = false",
              loud: "Task.sleep(for: .milliseconds(1500))\n                isHighlighted = false").check(mentioning: ["`Task`"])
        // A toast shown while it holds a message goes when the timer clears it.
        Twins(rule, """
        struct ToastModifier: ViewModifier {
            @Binding var toast: String?
            func body(content: Content) -> some View {
                content.overlay {
                    if toast != nil {
                        Text(toast ?? "").onAppear {
                            Task {
                                try await Task.sleep(for: .seconds(2))
                                toast = ⟪⟫
                            }
                        }
                    }
                }
            }
        }
        """, quiet: "nil", loud: "\"Sent\"").check(mentioning: ["`Task`"])
    }

    /// BetterBlue's `MainView` is only its window's root and loads the vehicles from the
    /// `onAppear` of what its body always shows: once per window, ending with the app. A
    /// `MainView` the app also pushes comes and goes, and so does content under a branch.
    @Test func aWindowRootsOwnAppearanceVersusAPushedViewOrABranch() {
        let template = """
        @main struct BetterBlueApp: App {
            var body: some Scene {
                WindowGroup { ⟪site⟫ }
            }
        }
        struct MainView: View {
            @State private var vehicles: [Vehicle] = []
            @State private var isSignedIn = true
            var body: some View {
                GeometryReader { geometry in
                    ⟪content⟫
                }
            }
            private func loadVehicles() async { vehicles = await Garage.vehicles() }
        }
        """
        func filled(site: String, content: String) -> String {
            template.replacingOccurrences(of: "⟪site⟫", with: site).replacingOccurrences(of: "⟪content⟫", with: content)
        }
        let onAppear = "Map().onAppear { Task { await loadVehicles() } }"
        Twins(rule, filled(site: "⟪⟫", content: onAppear), quiet: "MainView()",
              loud: "NavigationStack { NavigationLink(\"Garage\") { MainView() } }").check(mentioning: ["`Task`"])
        Twins(rule, filled(site: "MainView()", content: "⟪⟫"), quiet: onAppear,
              loud: "if isSignedIn { \(onAppear) }").check(mentioning: ["`Task`"])
    }

    /// ZENO's previews each nest a `struct Preview: View` that loads a test user in an
    /// `onAppear` Task; only its own preview creates it. A nested type is named bare only
    /// inside the type around it: another type's `Preview` says nothing of this one. The app
    /// showing this one (`CardDemo.Preview()`) runs it.
    @Test func aNestedViewNamedOnlyAsAnotherTypesNamesakeVersusShown() {
        Twins(OnAppearTaskWrapperRule.rule, """
        @main struct ZenoApp: App {
            var body: some Scene { WindowGroup { HomeView() } }
        }
        struct HomeView: View {
            var body: some View {
                NavigationStack { NavigationLink("Demo") { ⟪⟫.Preview() } }
            }
        }
        struct CardView: View {
            let name: String
            var body: some View { Text(name) }
        }
        enum CardDemo {
            struct Preview: View {
                @State private var name = ""
                var body: some View {
                    CardView(name: name)
                        .onAppear { Task { name = await UserService.fetchTestUser() } }
                }
            }
        }
        enum FinishDemo {
            struct Preview: View {
                var body: some View { Text("Finish") }
            }
        }
        """, quiet: "FinishDemo", loud: "CardDemo").check(mentioning: ["`Task`"])
    }

    /// sparcs' feed loads the next page when a row past 60% of the posts appears, the row's
    /// place and the threshold first bound to locals (`let threshold = Int(Double(posts.count)
    /// * 0.6)`): a next-page trigger, whose load must outlive the row. A row that loads on a
    /// flag of the model asks nothing about where it is.
    @Test func aThresholdBoundFromTheRowsCountVersusAFlag() {
        Twins(rule, """
        struct Post: Identifiable { let id: Int; let title: String }
        @Observable final class FeedViewModel {
            var posts: [Post] = []
            var hasMore = true
            func loadNextPage() async { posts += await FeedAPI.page(after: posts.last?.id) }
        }
        struct FeedView: View {
            @State private var viewModel = FeedViewModel()
            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(viewModel.posts) { post in
                            Text(post.title)
                                .onAppear {
                                    let index = viewModel.posts.firstIndex(where: { $0.id == post.id }) ?? 0
                                    let threshold = Int(Double(viewModel.posts.count) * 0.6)
                                    if ⟪⟫ {
                                        Task { await viewModel.loadNextPage() }
                                    }
                                }
                        }
                    }
                }
            }
        }
        """, quiet: "index >= threshold", loud: "viewModel.hasMore").check(mentioning: ["`Task`"])
    }

    /// Pixiv's "load more" spinner shows only while there is more and nothing is loading; the
    /// load it starts first sets `isLoading`, which removes the spinner. Under `.task` the load
    /// would be cancelled as it starts: the unstructured `Task` is what lets the page arrive. A
    /// spinner that stays while loading can own its load.
    @Test func aSentinelTheLoadRemovesAsItStartsVersusOneThatStays() {
        Twins(rule, """
        struct RecommendByTagView: View {
            @State private var isLoading = false
            @State private var hasMoreData = true
            @State private var illusts: [String] = []
            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(illusts, id: \\.self) { Text($0) }
                    }
                    if ⟪⟫ {
                        ProgressView()
                            .onAppear {
                                Task { await loadMoreData() }
                            }
                    }
                }
            }
            private func loadMoreData() async {
                guard !isLoading && hasMoreData else { return }
                isLoading = true
                defer { isLoading = false }
                let page = await PixivAPI.shared.nextIllusts(after: illusts.count)
                illusts += page
                hasMoreData = !page.isEmpty
            }
        }
        """, quiet: "hasMoreData && !isLoading", loud: "hasMoreData").check(mentioning: ["`Task`"])
    }

    /// A file preview that shows a loading view while `condition` holds and preloads with `pieces`.
    private static func filePreview(condition: String, pieces: String) -> String {
        """
        struct FilePreviewView: View {
            let files: [String]
            let current: String
            @State private var redirects: [String: String] = [:]
            @State private var showsSpinner = true
            var body: some View {
                ZStack {
                    if \(condition) {
                        ProgressView()
                            .onAppear {
                                Task { await preloadFiles() }
                            }
                    }
                    Text(redirects[current] ?? "")
                }
            }
            private func preloadFiles() async {
                await withTaskGroup(of: Void.self) { group in
                    \(pieces)
                }
            }
            private func loadRedirect(_ file: String) async {
                let address = await Redirects.resolve(file)
                redirects[file] = address
            }
        }
        """
    }

    /// django-files' preview shows a loading view while the file's address is unknown, and its
    /// `onAppear` preloads that file and its neighbours side by side in a task group. The child
    /// that learns the address removes the loading view; a `.task` would then cancel the
    /// neighbours' preloads, so the unstructured `Task` is right. A loading view that stays
    /// (shown by a flag nothing in the preload writes) can own its work.
    @Test func aLoaderRemovedByOneOfItsConcurrentPiecesVersusOneThatStays() {
        Twins(rule, Self.filePreview(condition: "⟪⟫", pieces: "for file in files { group.addTask { await loadRedirect(file) } }"),
              quiet: "redirects[current] == nil", loud: "showsSpinner").check(mentioning: ["`Task`"])
    }

    /// The same preview resolving only its own file in the group: once that one piece removes
    /// the loading view, nothing is left that `.task` would cancel, so the task is reported.
    @Test func aLoaderWithOneConcurrentPieceLeavesNothingToCancel() {
        Twins(rule, Self.filePreview(condition: "redirects[current] == nil", pieces: "⟪⟫"),
              quiet: "for file in files { group.addTask { await loadRedirect(file) } }",
              loud: "group.addTask { await loadRedirect(current) }").check(mentioning: ["`Task`"])
    }

    /// Aidoku's load-more spacer sets `loadingMore = true` in its own `onAppear`, then starts
    /// the load: the flag removes the spacer as the load starts, so under `.task` the load would
    /// be cancelled at once. A spacer that stays while loading can own its load.
    @Test func aSentinelItsAppearanceRemovesBeforeTheTaskVersusOneThatStays() {
        Twins(rule, """
        struct HomeGridView: View {
            let entries: [String]
            let loadMore: () async -> Void
            @State private var loadingMore = false
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                        ForEach(entries, id: \\.self) { Text($0) }
                    }
                    if ⟪⟫ {
                        Spacer()
                            .onAppear {
                                loadingMore = true
                                Task {
                                    await loadMore()
                                    loadingMore = false
                                }
                            }
                    }
                }
            }
        }
        """, quiet: "!loadingMore, !entries.isEmpty", loud: "!entries.isEmpty").check(mentioning: ["`Task`"])
    }

    /// Yattee's channel tab shows a spinner until its playlists are loaded; the load's `catch`
    /// marks the tab loaded. Under `.task`, switching tabs mid-load would cancel the load into
    /// that `catch`, and the spinner that starts it would never come back: "no playlists" for
    /// good. A `catch` that lets a cancellation through leaves `.task` safe, and is reported.
    /// `catch let error` takes every error as a bare `catch` does; a clause for one type of
    /// error lets a cancellation through.
    @Test(arguments: [(quiet: "catch", loud: "catch is CancellationError {} catch"),
                      (quiet: "catch let error", loud: "catch let error as DecodingError")])
    func aCatchThatRemovesTheSpinnerVersusOneThatLetsCancellationThrough(quiet: String, loud: String) {
        Twins(rule, """
        struct ChannelPlaylistsTab: View {
            let channelID: String
            @State private var playlists: [Playlist] = []
            @State private var playlistsLoaded = false
            var body: some View {
                if !playlistsLoaded && playlists.isEmpty {
                    ProgressView()
                        .onAppear {
                            Task { await loadPlaylists() }
                        }
                } else {
                    List(playlists) { PlaylistRow(playlist: $0) }
                }
            }
            private func loadPlaylists() async {
                do {
                    let result = try await ContentService.shared.channelPlaylists(id: channelID)
                    await MainActor.run {
                        playlists = result.playlists
                        playlistsLoaded = true
                    }
                } ⟪⟫ {
                    await MainActor.run {
                        playlistsLoaded = true
                    }
                }
            }
        }
        """, quiet: quiet, loud: loud).check(mentioning: ["`.task { … }`"])
    }

    /// Ice Cubes' embedded post records a URL that failed to load in an app-wide cache, and
    /// never loads it again: under `.task`, a row scrolled away mid-load would poison the cache.
    /// A failure kept in the row's own model is gone with the row, and is reported.
    @Test func aCatchThatRecordsTheFailureAppWideVersusInTheRow() {
        Twins(rule, """
        final class EmbedCache {
            static let shared = EmbedCache()
            var badURLs: Set<URL> = []
        }
        @Observable final class StatusRowModel {
            let url: URL
            var embed: Status?
            var failedURLs: Set<URL> = []
            init(url: URL) { self.url = url }
            func loadEmbed() async {
                guard !EmbedCache.shared.badURLs.contains(url) else { return }
                do {
                    embed = try await Client.shared.status(at: url)
                } catch {
                    ⟪⟫.insert(url)
                }
            }
        }
        struct StatusRow: View {
            @State var model: StatusRowModel
            var body: some View {
                VStack {
                    if let embed = model.embed { EmbedView(status: embed) }
                }
                .onAppear {
                    Task { await model.loadEmbed() }
                }
            }
        }
        """, quiet: "EmbedCache.shared.badURLs", loud: "failedURLs").check(mentioning: ["`.task { … }`"])
    }

    /// A `catch` no cancellation can reach (around synchronous code), or an app-wide log of
    /// errors the work never reads back, loses nothing if `.task` cancels the task: reported.
    @Test(arguments: [
        (code: "do { try validate(data) } catch { EmbedCache.shared.badURLs.insert(url) }", reported: true),
        (code: "do { try await Client.shared.check(url) } catch { ErrorLog.shared.entries.append(url) }", reported: true),
        (code: "do { try await Client.shared.check(url) } catch { EmbedCache.shared.badURLs.insert(url) }", reported: false),
    ])
    func aCatchNoCancellationReachesOrALogNothingReadsIsReported(code: String, reported: Bool) {
        let source = """
        final class EmbedCache { static let shared = EmbedCache(); var badURLs: Set<URL> = [] }
        final class ErrorLog { static let shared = ErrorLog(); var entries: [URL] = [] }
        struct StatusRow: View {
            let url: URL
            @State private var data: Data?
            var body: some View {
                Text(url.absoluteString)
                    .onAppear {
                        Task { await load() }
                    }
            }
            private func load() async {
                guard !EmbedCache.shared.badURLs.contains(url) else { return }
                data = await Client.shared.fetch(url)
                \(code)
            }
        }
        """
        #expect(!lintSingleFile(source, rules: [rule]).isEmpty == reported, "\(code)")
    }
}
