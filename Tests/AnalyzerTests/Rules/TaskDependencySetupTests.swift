import Testing
@testable import Analyzer

/// `untracked-task-dependency` on the kinds of one-time setup found on real macOS and iOS apps
/// (a Homebrew front end, a dock utility, a Lemmy client, a reminders menu-bar app): a subscription
/// wired once, a first fill guarded by the value it fills, a round trip through the view's own
/// output, a baseline the view compares against, a draft filled through a `mutating` method and
/// a size computed while it is missing — each beside the one-line change that makes it a finding.
@Suite struct TaskDependencySetupTests {
    private let rule = UntrackedTaskDependencyRule.rule

    /// The state read inside a Combine subscriber (`guard let editingIndex`, the shorthand
    /// binding included) is read when a color arrives; reading it while subscribing captures it.
    @Test func stateReadInASubscriberVersusReadWhileSubscribing() {
        Twins(rule, """
        import Combine
        struct PaletteEditor: View {
            @State private var colors: [Color] = [.red, .green, .blue]
            @State private var editingIndex: Int?
            @State private var tempColor: Color = .black
            @State private var updates = PassthroughSubject<Color, Never>()
            @State private var cancellables = Set<AnyCancellable>()
            var body: some View {
                HStack {
                    ForEach(colors.indices, id: \\.self) { index in
                        Circle().fill(colors[index]).onTapGesture { editingIndex = index }
                    }
                    ColorPicker("Edit", selection: $tempColor).onChange(of: tempColor) { updates.send($0) }
                }
                .onAppear { setUpDebounce() }
            }
            private func setUpDebounce() {
                cancellables.removeAll()
                ⟪⟫
                updates
                    .debounce(for: .milliseconds(100), scheduler: DispatchQueue.main)
                    .sink { newColor in
                        guard let editingIndex else { return }
                        colors[editingIndex] = newColor
                    }
                    .store(in: &cancellables)
            }
        }
        """, quiet: "", loud: "guard let editingIndex else { return }").check(mentioning: ["`editingIndex`"])
    }

    /// A feed loader built once (`if loader == nil { loader = … }`) with the filters of the
    /// moment: running the task again would find the loader and skip. A guard on something the
    /// work does not fill does not make it a first fill.
    @Test func aFirstFillGuardedByWhatItFillsVersusByAnotherValue() {
        Twins(rule, """
        @Observable final class FiltersTracker { var keywords: Set<String> = [] }
        @Observable final class FeedLoader {
            var posts: [String] = []
            init(keywords: Set<String>) {}
        }
        struct CommunityFeed: View {
            @Environment(FiltersTracker.self) private var filters
            @State private var loader: FeedLoader?
            @State private var pinned: [String] = []
            var body: some View {
                List(loader?.posts ?? [], id: \\.self) { Text($0) }
                    .task {
                        if ⟪⟫ {
                            loader = FeedLoader(keywords: filters.keywords)
                        }
                    }
            }
        }
        struct FiltersSettings: View {
            @Environment(FiltersTracker.self) private var filters
            var body: some View { Button("Mute cats") { filters.keywords.insert("cats") } }
        }
        """, quiet: "loader == nil", loud: "pinned.isEmpty").check(mentioning: ["`filters.keywords`"])
    }

    /// A color picker splits its bound color into hue and brightness on appear and writes them
    /// back as the user drags: that write is its own output, not a change to follow. A reset
    /// button that sets the color itself is one.
    @Test func aWriteBackOfTheDraftsVersusAnIndependentWrite() {
        Twins(rule, """
        struct HuePicker: View {
            @Binding var selectedColor: Color
            @State private var hue: Double = 0
            @State private var brightness: Double = 1
            var body: some View {
                VStack {
                    Slider(value: $hue, in: 0...1).onChange(of: hue) { _ in writeBack() }
                    Slider(value: $brightness, in: 0...1).onChange(of: brightness) { _ in writeBack() }
                    ⟪⟫
                }
                .onAppear {
                    var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                    NSColor(selectedColor).getHue(&h, saturation: &s, brightness: &b, alpha: &a)
                    hue = Double(h)
                    brightness = Double(b)
                }
            }
            private func writeBack() {
                selectedColor = Color(hue: hue, saturation: 1, brightness: brightness)
            }
        }
        struct Swatch: View {
            @State private var color: Color = .red
            @State private var showsPicker = false
            var body: some View {
                Rectangle().fill(color).frame(width: 30, height: 30)
                    .onTapGesture { showsPicker = true }
                    .popover(isPresented: $showsPicker) { HuePicker(selectedColor: $color) }
            }
        }
        """, quiet: "", loud: "Button(\"Reset\") { selectedColor = .red }").check(mentioning: ["`selectedColor`"])
    }

    /// Flipper's NFC dump editor copies the item's UID and blocks into its own state as it
    /// appears and "Save as…" writes that state back into the item's fields: the view's own
    /// output, not a change to follow. A "Clear UID" action writing the field itself is one.
    @Test func aWriteBackIntoTheValuesFieldsVersusAnIndependentWriteOfAField() {
        Twins(rule, """
        struct ArchiveItem {
            var name: String
            var uid: [UInt8]
            var blocks: [UInt8?]
        }
        struct NFCEditorView: View {
            @Binding var item: ArchiveItem
            @State private var uid: [UInt8] = []
            @State private var bytes: [UInt8?] = []
            @State private var showSaveAs = false
            var body: some View {
                VStack {
                    HexEditor(bytes: $bytes)
                    Text(uid.map { String($0, radix: 16) }.joined(separator: ":"))
                    Button("Save as…") { saveAs() }
                }
                .task { load() }
            }
            func load() {
                uid = item.uid
                bytes = item.blocks
            }
            func saveAs() {
                item.uid = ⟪⟫
                item.blocks = bytes
                showSaveAs = true
            }
        }
        struct ArchiveItemView: View {
            @State var item: ArchiveItem
            @State private var isEditing = false
            var body: some View {
                Button("Edit") { isEditing = true }
                    .fullScreenCover(isPresented: $isEditing) { NFCEditorView(item: $item) }
            }
        }
        """, quiet: "uid", loud: "[]").check(mentioning: ["`item.uid`"])
    }

    /// A launch task restores the console from a stored setting whose only writer saves the
    /// console's state as it changes: restoring again would re-apply what was just saved. A
    /// button that writes a default layout into the setting is a change the restore misses.
    @Test func savingTheRestoredStateVersusWritingTheSettingElsewhere() {
        Twins(rule, """
        struct PanelState: Codable { var isOpen: Bool; var height: Double }
        final class ConsoleModel: ObservableObject {
            @Published var isOpen = false
            @Published var height: Double = 200
        }
        struct RootWindow: View {
            @StateObject private var console = ConsoleModel()
            @AppStorage("console.state") private var savedState = Data()
            var body: some View {
                VStack {
                    if console.isOpen { Text("Console").frame(height: console.height) }
                    ⟪⟫
                }
                .task {
                    if let state = try? JSONDecoder().decode(PanelState.self, from: savedState) {
                        console.isOpen = state.isOpen
                        console.height = state.height
                    }
                }
                .onChange(of: console.isOpen) { newValue in
                    if let data = try? JSONEncoder().encode(PanelState(isOpen: newValue, height: console.height)) {
                        savedState = data
                    }
                }
            }
        }
        """, quiet: "", loud: "Button(\"Default layout\") { savedState = Data() }").check(mentioning: ["`savedState`"])
    }

    /// A settings pane takes a baseline of a setting on appear and offers "Refresh" while the
    /// setting differs from it: the copy is meant to lag. A copy the view only shows is stale.
    @Test func aBaselineTheViewComparesVersusACopyItShows() {
        Twins(rule, """
        struct SyncSettingsView: View {
            @AppStorage("syncEnabled") private var syncEnabled = false
            @State private var syncWhenApplied: Bool?
            private var needsApply: Bool {
                guard let syncWhenApplied else { return false }
                return ⟪⟫
            }
            var body: some View {
                Form {
                    Toggle("Sync", isOn: $syncEnabled)
                    if needsApply { Button("Apply changes") { syncWhenApplied = syncEnabled } }
                }
                .onAppear { syncWhenApplied = syncEnabled }
            }
        }
        """, quiet: "syncWhenApplied != syncEnabled", loud: "syncWhenApplied == true").check(mentioning: ["`syncEnabled`"])
    }

    /// Habitto's rename sheet keeps the name it opened with, and Done is enabled while the
    /// trimmed name differs from the trimmed original: the same method on each side still
    /// compares the copy with the value. A sheet that only shows the trimmed copy shows it stale.
    @Test func aBaselineComparedThroughTheSameMethodVersusACopyItShows() {
        Twins(rule, """
        struct RenameSheet: View {
            @Binding var name: String
            let onSave: () -> Void
            @State private var originalName = ""
            private var hasChanges: Bool {
                ⟪⟫
            }
            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                    Button("Done", action: onSave).disabled(!hasChanges)
                }
                .onAppear { originalName = name }
            }
        }
        """, quiet: "name.trimmingCharacters(in: .whitespaces) != originalName.trimmingCharacters(in: .whitespaces)",
             loud: "!originalName.trimmingCharacters(in: .whitespaces).isEmpty").check(mentioning: ["`name`"])
    }

    /// Paperless's ASN field notes the number the document started with and, after each edit,
    /// accepts it again without asking the server (`document.asn == originalAsn`, in a task of
    /// the field's `onChange`): the copy is the baseline the edits are measured against. Taken
    /// again after each edit, it would accept any number. A copy the field only shows is stale.
    @Test func aBaselineOfAMemberComparedInAnEditsTaskVersusOneNeverCompared() {
        Twins(rule, """
        struct Document { var id: Int; var asn: UInt? }
        struct AsnField: View {
            @Binding var document: Document
            @Binding var isValid: Bool
            @State private var asn = ""
            @State private var originalAsn: UInt?
            var body: some View {
                Text("Started as \\(originalAsn ?? 0)").font(.caption)
                TextField("ASN", text: $asn)
                    .onChange(of: asn) {
                        guard let newAsn = UInt(asn) else { return }
                        Task {
                            document.asn = newAsn
                            isValid = await AsnService.isFree(newAsn) || document.asn == ⟪⟫
                        }
                    }
                    .task { originalAsn = document.asn }
            }
        }
        """, quiet: "originalAsn", loud: "nil").check(mentioning: ["`document.asn`"])
    }

    /// A blog editor's date field keeps the date the post started with so "Revert to Initial"
    /// can put it back after the picker changed it (Planet's `date = initDate`): the copy must
    /// not follow the picker. A copy the field only shows is stale.
    @Test func aSnapshotTheViewRestoresVersusACopyItShows() {
        Twins(rule, """
        struct WriterDateField: View {
            @Binding var date: Date
            @State private var initDate = Date()
            var body: some View {
                VStack(alignment: .leading) {
                    DatePicker("Date", selection: $date)
                    Text("Created \\(initDate.formatted())").font(.caption)
                    Button("Revert to Initial") { date = ⟪⟫ }
                }
                .task { initDate = date }
            }
        }
        """, quiet: "initDate", loud: ".now").check(mentioning: ["`date`"])
    }

    /// A player keeps the volume it started with so "Unmute" can put it back: taking that copy
    /// is all its task does with the volume. A task that also starts the player at the volume
    /// depends on the volume itself.
    @Test func aSnapshotIsAllTheTaskTakesVersusATaskThatAlsoUsesTheValue() {
        Twins(rule, """
        struct PlayerControls: View {
            @Binding var volume: Double
            let player: AudioPlayer
            @State private var savedVolume = 1.0
            @State private var isPlaying = false
            var body: some View {
                VStack {
                    Slider(value: $volume, in: 0...1)
                    Text(isPlaying ? "Playing" : "Paused")
                    Button("Mute") { volume = 0 }
                    Button("Unmute") { volume = savedVolume }
                }
                .task {
                    savedVolume = volume
                    ⟪⟫
                }
            }
        }
        """, quiet: "isPlaying = await player.start()", loud: "isPlaying = await player.start(volume: volume)")
            .check(mentioning: ["`volume`"])
    }

    /// A new reminder's draft is filled on appear through a `mutating` method of the draft's
    /// type, and a pending title is consumed: the user edits the draft afterwards. A draft the
    /// view only shows is a cache that goes stale.
    @Test func aDraftFilledThroughAMutatingMethodVersusOneOnlyShown() {
        Twins(rule, """
        final class Preferences: ObservableObject { @Published var autoSuggestToday = false }
        final class RemindersStore: ObservableObject { @Published var pendingNewTitle: String? }
        struct Draft {
            var title = ""
            var hasDueDate = false
            mutating func suggestToday() { hasDueDate = true }
        }
        struct NewReminderView: View {
            @EnvironmentObject var store: RemindersStore
            @EnvironmentObject var preferences: Preferences
            @State private var draft = Draft()
            var body: some View {
                Form {
                    ⟪⟫
                }
                .onAppear {
                    if preferences.autoSuggestToday { draft.suggestToday() }
                    if let pending = store.pendingNewTitle { draft.title = pending }
                    store.pendingNewTitle = nil
                }
            }
        }
        struct PreferencesView: View {
            @EnvironmentObject var preferences: Preferences
            var body: some View { Toggle("Suggest today", isOn: $preferences.autoSuggestToday) }
        }
        """, quiet: "TextField(\"Title\", text: $draft.title)\nToggle(\"Due today\", isOn: $draft.hasDueDate)",
             loud: "Text(draft.title)\nText(draft.hasDueDate ? \"Due today\" : \"No due date\")")
            .check(mentioning: ["`preferences.autoSuggestToday`"])
    }

    /// A plug-in row computes its size only while the parent's cache has none, and hands the
    /// size to the parent, which fills the cache: a new size needs no new computation. A
    /// setting the computation reads is an input it must follow.
    @Test func aSizeComputedWhileMissingVersusOneReadingAChangingSetting() {
        Twins(rule, """
        struct Plugin: Identifiable { let id: String; var path: String { id } }
        struct PluginRow: View {
            let plugin: Plugin
            let followsLinks: Bool
            let cachedSize: Int64?
            let onSizeCalculated: (Int64) -> Void
            var body: some View {
                HStack {
                    Text(plugin.path)
                    Text(cachedSize.map { "\\($0) bytes" } ?? "…")
                }
                .onAppear {
                    if cachedSize == nil {
                        Task.detached(priority: .utility) {
                            let size = DiskUsage.size(of: plugin.path, followingLinks: ⟪⟫)
                            await MainActor.run { onSizeCalculated(size) }
                        }
                    }
                }
            }
        }
        struct PluginList: View {
            @State private var plugins: [Plugin] = []
            @State private var cachedSizes: [String: Int64] = [:]
            @State private var followsLinks = false
            var body: some View {
                List(plugins) { plugin in
                    PluginRow(plugin: plugin, followsLinks: followsLinks, cachedSize: cachedSizes[plugin.path],
                              onSizeCalculated: { cachedSizes[plugin.path] = $0 })
                }
                Toggle("Follow links", isOn: $followsLinks)
            }
        }
        """, quiet: "false", loud: "followsLinks").check(mentioning: ["`followsLinks`"])
    }

    /// A chat app preloads the chosen model at launch; the settings picker that changes the
    /// choice also switches the engine itself. A picker that only records the name leaves the
    /// engine on the old model.
    @Test func aWriterThatHandsTheValueOnItselfVersusOneThatOnlyRecordsIt() {
        Twins(rule, """
        final class AppManager: ObservableObject {
            @AppStorage("currentModelName") var currentModelName: String?
            @Published var installedModels: [String] = []
        }
        @Observable final class Engine {
            var loaded: String?
            func load(name: String) async { loaded = name }
            func switchModel(_ name: String) async { loaded = nil; await load(name: name) }
        }
        struct RootView: View {
            @EnvironmentObject var appManager: AppManager
            @Environment(Engine.self) var engine
            @State private var showOnboarding = false
            var body: some View {
                Text(engine.loaded ?? "No model")
                    .task {
                        if appManager.installedModels.isEmpty {
                            showOnboarding.toggle()
                        } else if let name = appManager.currentModelName {
                            await engine.load(name: name)
                        }
                    }
                    .sheet(isPresented: $showOnboarding) { Text("Welcome") }
            }
        }
        struct ModelPicker: View {
            @EnvironmentObject var appManager: AppManager
            @Environment(Engine.self) var engine
            let names: [String]
            var body: some View {
                List(names, id: \\.self) { name in
                    Button(name) {
                        Task {
                            appManager.currentModelName = name
                            ⟪⟫
                        }
                    }
                }
            }
        }
        """, quiet: "await engine.switchModel(name)", loud: "").check(mentioning: ["`appManager.currentModelName`"])
    }

    /// A Reddit client loads a post on its first visit (`if post.body == nil`): the load asks
    /// the post to refresh itself, filling what the guard tests, so running the closure again
    /// would skip it. Loading on every appearance reads the avatar size each time.
    @Test func aFirstLoadAskingTheModelToFillItselfVersusAnUnguardedLoad() {
        Twins(rule, """
        struct Theme { var avatarSize = 24.0 }
        private struct ThemeKey: EnvironmentKey { static let defaultValue = Theme() }
        extension EnvironmentValues { var theme: Theme { get { self[ThemeKey.self] } set { self[ThemeKey.self] = newValue } } }
        struct Comment: Identifiable { let id: String; let text: String }
        final class Post: ObservableObject {
            @Published var body: String?
            @Published var comments: [Comment] = []
            func refresh(sort: String, avatarSize: Double) async { body = "…" }
        }
        struct PostView: View {
            @ObservedObject var post: Post
            @Environment(\\.theme) private var theme
            @State private var sort = "top"
            private func reload() {
                Task { await post.refresh(sort: sort, avatarSize: theme.avatarSize) }
            }
            var body: some View {
                List(post.comments) { Text($0.text) }
                    .toolbar { Button("New") { sort = "new" } }
                    .onChange(of: sort) { _ in reload() }
                    .onAppear {
                        ⟪⟫ {
                            reload()
                        }
                    }
            }
        }
        struct AppRoot: View {
            @AppStorage("avatarSize") private var avatarSize = 24.0
            @StateObject private var post = Post()
            var body: some View {
                NavigationStack { PostView(post: post) }
                    .environment(\\.theme, Theme(avatarSize: avatarSize))
                    .toolbar { Button("Larger avatars") { avatarSize += 4 } }
            }
        }
        """, quiet: "if post.body == nil || post.comments.isEmpty", loud: "do").check(mentioning: ["`theme.avatarSize`"])
    }

    /// A theming panel sets up its sample post with `setUp(media: sample.media, theme:)`, a
    /// method whose body ignores the `media:` argument and works on its own `media`: the
    /// argument feeds nothing. A method that uses it depends on it. (The method is declared in
    /// an extension of a type alias, which extends the aliased type.)
    @Test func anArgumentTheMethodNeverUsesVersusOneItUses() {
        Twins(rule, """
        final class Media: ObservableObject { @Published var height: Double = 0 }
        class Entity<Extra: AnyObject>: ObservableObject {
            @Published var title = ""
            @Published var media: Extra?
        }
        typealias Post = Entity<Media>
        extension Post {
            func setUp(media: Media?, theme: Theme) {
                if self.media == nil { self.media = Media() }
                ⟪⟫?.height = theme.mediaHeight
            }
        }
        struct Theme: Equatable { var mediaHeight: Double = 200 }
        struct PostPreviewPanel: View {
            @Binding var theme: Theme
            @StateObject var sample = Post()
            var body: some View {
                VStack {
                    Text(sample.title).frame(height: sample.media?.height)
                    Slider(value: $theme.mediaHeight, in: 100...400)
                }
                .onAppear { sample.setUp(media: sample.media, theme: theme) }
                .onChange(of: theme) { sample.setUp(media: sample.media, theme: $0) }
            }
        }
        struct VideoRow: View {
            @EnvironmentObject var post: Post
            var body: some View { Button("Reset media") { post.media = Media() } }
        }
        """, quiet: "self.media", loud: "media").check(mentioning: ["`sample.media`"])
    }

    /// A Reddit client's post model is generic (`Entity<Extra>`) and its alias fixes the extras
    /// to a class: setting a field of those extras (`post.extras?.videoURL = nil`) keeps the
    /// same object, which the setup already holds. Replacing the extras is a change.
    @Test func aFieldOfAGenericallyHeldObjectVersusANewObject() {
        Twins(rule, """
        struct Theme: Equatable { var mediaHeight: Double = 200 }
        final class Extras: ObservableObject {
            @Published var layoutHeight: Double = 0
            @Published var videoURL: URL?
        }
        class Entity<Extra: AnyObject>: ObservableObject {
            @Published var title = ""
            @Published var extras: Extra?
        }
        typealias Post = Entity<Extras>
        extension Post {
            func setUp(_ extras: Extras?, theme: Theme) { extras?.layoutHeight = theme.mediaHeight }
        }
        struct PostPreviewPanel: View {
            @Binding var theme: Theme
            @StateObject var sample = Post()
            var body: some View {
                VStack {
                    Text(sample.title).frame(height: sample.extras?.layoutHeight)
                    Slider(value: $theme.mediaHeight, in: 100...400)
                }
                .onAppear { sample.setUp(sample.extras, theme: theme) }
                .onChange(of: theme) { sample.setUp(sample.extras, theme: $0) }
            }
        }
        struct VideoRow: View {
            @EnvironmentObject var post: Post
            var body: some View {
                Button("Retry video") { ⟪⟫ }
            }
        }
        """, quiet: "post.extras?.videoURL = nil", loud: "post.extras = Extras()").check(mentioning: ["`sample.extras`"])
    }

    /// A keyboard tool's URL command form validates on appear and on every edit of the address
    /// (`validation = validate()`), with the validation a binding a badge can reset: filling
    /// that draft from the validator still redoes the validation. An `onChange` that only
    /// logs leaves it stale.
    @Test func anOnChangeFillingADraftFromTheSameHelperVersusOneThatOnlyLogs() {
        Twins(rule, """
        enum Validation: Equatable { case unknown, valid, invalid }
        struct ValidationBadge: View {
            @Binding var validation: Validation
            var body: some View {
                Image(systemName: validation == .invalid ? "xmark.circle" : "checkmark.circle")
                    .onTapGesture { validation = .unknown }
            }
        }
        struct URLCommandForm: View {
            @Binding var url: URL?
            @Binding var validation: Validation
            @State private var address = ""
            var body: some View {
                TextField("address", text: $address)
                    .onChange(of: address) { _ in
                        ⟪⟫
                    }
                    .overlay(ValidationBadge(validation: $validation))
                    .onAppear {
                        validation = .unknown
                        validate()
                    }
            }
            @discardableResult
            private func validate() -> Validation {
                guard !address.isEmpty, let new = URL(string: "https://\\(address)") else { return .invalid }
                url = new
                return .valid
            }
        }
        """, quiet: "validation = validate()", loud: "print(\"edited\", address)").check(mentioning: ["`address`"])
    }

    /// A paywall that waits three seconds for the purchase status, then takes the lifetime
    /// purchase as missing: `reset` is what its Reset button assigns, `guardLine` how the
    /// timeout tests the status.
    private static func premiumGate(reset: String, guardLine: String) -> String {
        """
        enum PurchaseStatus { case loading, active, inactive }
        struct PremiumGate: View {
            @State private var subscriptionStatus: PurchaseStatus = .loading
            @State private var lifetimeStatus: PurchaseStatus = .loading
            var body: some View {
                VStack {
                    if subscriptionStatus == .active || lifetimeStatus == .active { Text("Premium") } else { Text("Free") }
                    Button("Reset") { subscriptionStatus = \(reset) }
                }
                .onReceive(StoreUpdates.subscription) { hasSubscription in
                    subscriptionStatus = hasSubscription ? .active : .inactive
                }
                .task {
                    \(guardLine)
                    try? await Task.sleep(for: .seconds(3))
                    guard lifetimeStatus == .loading else { return }
                    lifetimeStatus = .inactive
                }
            }
        }
        """
    }

    /// A timeout that gives up on a purchase check still `.loading` after three seconds: the
    /// status starts there and only ever becomes `.active` or `.inactive`, so started again
    /// after a change the task would stop at its guard. A reset to `.loading` makes it wait again.
    @Test func aGuardOnAStartingValueNoWriteRestoresVersusOneAResetRestores() {
        Twins(rule, Self.premiumGate(reset: "⟪⟫", guardLine: "guard subscriptionStatus == .loading else { return }"),
              quiet: ".inactive", loud: ".loading").check(mentioning: ["`subscriptionStatus`"])
    }

    /// The same timeout, with guards that let the work run at other values too: after `!` or
    /// `!=`, or in the `else` of the test, a change of the status can start the work again.
    @Test(arguments: [
        "guard !(subscriptionStatus == .loading) else { return }",
        "guard subscriptionStatus != .active else { return }",
        "if subscriptionStatus == .loading { return } else { lifetimeStatus = .inactive }",
    ])
    func aGuardThatAlsoPassesAtOtherValues(guardLine: String) {
        Twins(rule, Self.premiumGate(reset: ".inactive", guardLine: "⟪⟫"),
              quiet: "guard subscriptionStatus == .loading else { return }", loud: guardLine).check(mentioning: ["`subscriptionStatus`"])
    }

    /// Mymory's memo editor loads the memo's photos as it appears while editing, and its Save
    /// button ends the edit (`isEdit = false`): no write ever sets the flag the work needs, so
    /// started again after a change the work would skip itself. The same for a flag tested
    /// with `!`. A write that can set it to the value the work runs at makes the work due again.
    @Test(arguments: [("isEdit", "false", "true"), ("!isEdit", "true", "!isEdit")])
    func aFlagNoWriteSetsToTheValueTheWorkNeedsVersusOneAWriteSets(condition: String, quiet: String, loud: String) {
        Twins(rule, """
        struct MemoEditor: View {
            @State var isEdit = false
            @State private var photos: [Photo] = []
            var body: some View {
                VStack {
                    ForEach(photos) { photo in PhotoThumbnail(photo: photo) }
                    Button(isEdit ? "Save" : "Post") {
                        MemoStore.shared.commit(photos)
                        isEdit = ⟪⟫
                    }
                }
                .onAppear {
                    if \(condition) { photos = MemoStore.shared.draftPhotos() }
                }
            }
        }
        """, quiet: quiet, loud: loud).check(mentioning: ["`isEdit`"])
    }
}

extension TaskDependencySetupTests {
    /// CodeAgents' duplicate sheet picks a default folder name no project uses, once, in the
    /// field the user then edits: `allProjects.contains { … }` only computes a value for that
    /// choice. Shown as a plain label, the name is derived data that goes stale.
    @Test func aDraftDefaultCheckedAgainstAQueryVersusADisplayedName() {
        Twins(rule, """
        struct DuplicateAgentSheet: View {
            @Query private var allProjects: [RemoteProject]
            @State private var folderName = "Agent"
            var body: some View {
                Form {
                    ⟪⟫
                }
                .onAppear {
                    let taken = allProjects.contains { $0.path == folderName }
                    if taken { folderName = "Agent-2" }
                }
            }
        }
        """, quiet: "TextField(\"Folder name\", text: $folderName)", loud: "Text(folderName)").check(mentioning: ["`allProjects`"])
    }

    /// Halo-fi's profile screen fills its editable fields from the signed-in user as it
    /// appears, and beside each field the value it started from, which it compares with the
    /// field to enable Save: both are the user's draft, filled once on purpose. A starting
    /// value the screen also shows is a copy on screen, which goes stale when the user changes.
    @Test func aDraftsBaselineComparedForSaveVersusOneAlsoShown() {
        Twins(rule, """
        struct User: Equatable { var firstName: String; var email: String }
        @Observable final class UserManager {
            var currentUser: User?
        }
        struct SignInView: View {
            @Environment(UserManager.self) private var userManager
            var body: some View {
                Button("Sign in") { userManager.currentUser = User(firstName: "Ann", email: "ann@example.com") }
            }
        }
        struct ProfileView: View {
            @Environment(UserManager.self) private var userManager
            @State private var firstName = ""
            @State private var originalFirstName = ""
            @State private var hasChanges = false
            var body: some View {
                Form {
                    TextField("First name", text: $firstName)
                    Text(⟪⟫)
                    Button("Save") { originalFirstName = firstName; hasChanges = false }.disabled(!hasChanges)
                }
                .onAppear { loadUserData() }
                .onChange(of: firstName) { hasChanges = firstName != originalFirstName }
            }
            private func loadUserData() {
                guard let user = userManager.currentUser else { return }
                firstName = user.firstName
                originalFirstName = user.firstName
            }
        }
        """, quiet: "\"Edit your name\"", loud: "\"Saved as \\(originalFirstName)\"").check(mentioning: ["`userManager.currentUser`"])
    }

    /// Leomard's profile loads as it appears, or searches the profile when the search field is
    /// open; the query is what the user types, and they run the search with Return. A query
    /// typed but not submitted must not start a search: the appearance uses what they last
    /// committed. Without a commit, the typed query is read only as the page appears.
    @Test func aQueryTheUserSubmitsVersusOneReadOnlyOnAppear() {
        Twins(rule, """
        struct Post: Identifiable { let id: Int; let title: String }
        struct ProfileView: View {
            @State private var posts: [Post] = []
            @State private var searchVisible = false
            @State private var searchQuery = ""
            var body: some View {
                VStack {
                    Button("Search") {
                        searchVisible.toggle()
                        if !searchVisible { loadPosts() }
                    }
                    if searchVisible {
                        TextField("Search", text: $searchQuery)
                            .onSubmit { ⟪⟫ }
                    }
                    List(posts) { Text($0.title) }
                }
                .task { loadPosts() }
            }
            private func loadPosts() {
                if searchVisible {
                    search()
                    return
                }
                PersonService.myPosts { posts = $0 }
            }
            private func search() {
                PersonService.search(searchQuery) { posts = $0 }
            }
        }
        """, quiet: "search()", loud: "searchVisible = false").check(mentioning: ["`searchQuery`"])
    }

    /// An enterprise app's sprint form defaults the end date to two weeks after the start as it
    /// appears (`endDate = max(endDate, twoWeeks)`): both dates are the user's picks, so this
    /// is a first default, and redoing it when they move the start would undo the end they
    /// chose. A length taken from a setting another screen's stepper changes is a limit the
    /// form does not follow.
    @Test func aDefaultFromAnotherDraftVersusFromASettingElsewhere() {
        Twins(rule, """
        struct SprintSettings: View {
            @AppStorage("sprintLengthDays") private var sprintLength = 13
            var body: some View { Stepper("Length: \\(sprintLength) days", value: $sprintLength, in: 5...30) }
        }
        struct CreateSprintSheet: View {
            @AppStorage("sprintLengthDays") private var sprintLength = 13
            @State private var startDate = Date()
            @State private var endDate = Date()
            var body: some View {
                Form {
                    DatePicker("Start", selection: $startDate, displayedComponents: .date)
                    DatePicker("End", selection: $endDate, displayedComponents: .date)
                    SprintSettings()
                }
                .onAppear {
                    if let twoWeeks = Calendar.current.date(byAdding: .day, value: ⟪⟫, to: startDate) {
                        endDate = max(endDate, twoWeeks)
                    }
                }
            }
        }
        """, quiet: "13", loud: "sprintLength").check(mentioning: ["`sprintLength`"])
    }

    /// VistaBids' map view: its region set from the listings by `setupInitialRegion()`, and a
    /// task that reads it. `content` fills its stack; `appearance` follows the stack.
    private static func propertyMap(content: String, appearance: String) -> String {
        """
        struct PropertyMapView: View {
            private let listings = [CLLocationCoordinate2D(latitude: 6.93, longitude: 79.85)]
            @State private var region = MKCoordinateRegion()
            @State private var analytics: [String] = []
            @State private var showsMap = false
            var body: some View {
                VStack {
                    \(content)
                }
                \(appearance)
                .task { analytics = await MapService.analytics(for: region) }
            }
            private func setupInitialRegion() {
                guard let first = listings.first else { return }
                region = MKCoordinateRegion(center: first, latitudinalMeters: 5_000, longitudinalMeters: 5_000)
            }
        }
        """
    }

    /// The map sets its region in a method its `onAppear` calls; the `.task` starts after the
    /// appearance and reads the region set. The same method called by a button later changes
    /// the region under the task.
    @Test func aRegionSetAsTheViewAppearsVersusAlsoByAButton() {
        let content = "Map(initialPosition: .region(region))\n    Text(analytics.joined())\n    Button(\"Recenter\") { ⟪⟫ }"
        Twins(rule, Self.propertyMap(content: content, appearance: ".onAppear { setupInitialRegion() }"),
              quiet: "print(\"recenter\")", loud: "setupInitialRegion()").check(mentioning: ["`region`"])
    }

    /// The same region set by the `onAppear` of a map shown only once the user asks for it:
    /// that appearance comes later than the task's start.
    @Test func aRegionSetAsTheViewAppearsVersusAsAMapShownLaterAppears() {
        let map = "Map(initialPosition: .region(region)).onAppear { setupInitialRegion() }"
        Twins(rule, Self.propertyMap(content: "Toggle(\"Map\", isOn: $showsMap)\n    ⟪⟫\n    Text(analytics.joined())", appearance: ""),
              quiet: map, loud: "if showsMap { \(map) }").check(mentioning: ["`region`"])
    }

    /// hackertracker's event form fills its conference toggles as it appears: a set built in a
    /// local (`codes.insert(selected.code)`) and copied into the state the toggles edit. The
    /// same set copied into state that is only shown is a cache that goes stale.
    @Test func aLocalSetBuiltForTheTogglesDraftVersusForAShownCache() {
        Twins(rule, """
        final class SelectedConference: ObservableObject { @Published var code = "DC33" }
        struct CustomEventForm: View {
            @EnvironmentObject private var selected: SelectedConference
            let scannedCodes: [String]
            let conferenceCodes = ["DC33", "DC34"]
            @State private var selectedConferences: Set<String> = []
            @State private var shownCodes: Set<String> = []
            var body: some View {
                Form {
                    ForEach(conferenceCodes, id: \\.self) { code in
                        Toggle(code, isOn: Binding(get: { selectedConferences.contains(code) },
                                                   set: { isOn in if isOn { selectedConferences.insert(code) } else { selectedConferences.remove(code) } }))
                    }
                    Text(shownCodes.sorted().joined(separator: ", "))
                }
                .onAppear { hydrate() }
            }
            private func hydrate() {
                var codes = Set(scannedCodes)
                codes.insert(selected.code)
                ⟪⟫ = codes
            }
        }
        struct InfoView: View {
            @EnvironmentObject private var selected: SelectedConference
            var body: some View {
                VStack {
                    Button("Next year") { selected.code = "DC34" }
                    CustomEventForm(scannedCodes: ["DC33"])
                }
            }
        }
        """, quiet: "selectedConferences", loud: "shownCodes").check(mentioning: ["`selected.code`"])
    }

    /// A waypoint form's appearance fills the name the user edits and copies the latitude a
    /// picker starts from; "Use my location" then changes the latitude. Re-running all of it
    /// would overwrite the typed name, so the advice moves only the copy (and `.task` gets no
    /// `id:` fix); where the name is only shown, the whole closure may run again.
    @Test func aFormFillBesideAStaleCopyMovesOnlyTheCopyVersusACopyAlone() {
        func form(_ modifier: String, name: String) -> String {
            """
            final class Pin: ObservableObject {
                @Published var id: Int64 = 0
                @Published var name: String?
                @Published var latitudeI: Int32 = 0
            }
            struct PinForm: View {
                @ObservedObject var pin: Pin
                @State private var name = ""
                @State private var latitude: Double = 0
                @State private var isPicking = false
                var body: some View {
                    Form {
                        \(name)
                        Button("Use my location") { pin.latitudeI = 5 }
                        Button("Pick an area") { isPicking = true }
                    }
                    .sheet(isPresented: $isPicking) { AreaPicker(latitude: latitude) }
                    .\(modifier) {
                        if pin.id > 0 {
                            name = pin.name ?? ""
                            latitude = Double(pin.latitudeI) / 1e7
                        }
                    }
                }
            }
            struct AreaPicker: View {
                let latitude: Double
                var body: some View { Text("\\(latitude)") }
            }
            """
        }
        let edited = lintSingleFile(form("onAppear", name: "TextField(\"Name\", text: $name)"), rules: [rule])
        let shown = lintSingleFile(form("onAppear", name: "Text(name)"), rules: [rule])
        #expect(edited.count == 1 && shown.count == 1, "\(edited.map(\.message)) \(shown.map(\.message))")
        let keepsFill = "It also fills `name`, which the user edits"
        #expect(edited.first?.message.contains(keepsFill) == true, "\(edited.map(\.message))")
        #expect(edited.first?.message.contains("keep the fill in `.onAppear`") == true, "\(edited.map(\.message))")
        #expect(edited.first?.message.contains("in place of") == false, "\(edited.map(\.message))")
        #expect(shown.first?.message.contains(keepsFill) == false, "\(shown.map(\.message))")
        #expect(shown.first?.message.contains("in place of `.onAppear`") == true, "\(shown.map(\.message))")

        let editedTask = lintSingleFile(form("task", name: "TextField(\"Name\", text: $name)"), rules: [rule])
        let shownTask = lintSingleFile(form("task", name: "Text(name)"), rules: [rule])
        #expect(editedTask.count == 1 && editedTask.first?.fix == nil, "\(editedTask.map(\.message))")
        #expect(editedTask.first?.message.contains("into `.task(id: pin.latitudeI)` of its own") == true, "\(editedTask.map(\.message))")
        #expect(shownTask.count == 1 && shownTask.first?.fix != nil, "\(shownTask.map(\.message))")
    }
}
