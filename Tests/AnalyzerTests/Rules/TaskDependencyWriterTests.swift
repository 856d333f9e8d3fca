import Testing
@testable import Analyzer

/// `untracked-task-dependency` judged by who can write the value read: a write counts only if
/// it can reach the instance the view reads, while the view is on screen — each beside the
/// one change that makes the write reach it.
@Suite struct TaskDependencyWriterTests {
    private let rule = UntrackedTaskDependencyRule.rule

    /// A podcast app's folder model.
    private static let folderModel = """
    final class FolderModel: ObservableObject {
        @Published var name = ""
        @Published var selectedPodcastUuids: [String] = []
    }

    """

    /// The app's edit screen, given a folder model and summing up its selection as it appears;
    /// `modifier`: one more line of modifiers on its text.
    private static func editFolderView(_ modifier: String = "") -> String {
        """
        struct EditFolderView: View {
            @ObservedObject var model: FolderModel
            @State private var summary = ""
            var body: some View {
                Text(summary)
                    .onAppear { summary = "\\(model.selectedPodcastUuids.count) podcasts" }
                    \(modifier)
            }
        }

        """
    }

    /// From a podcast app's folder screens: the create screen keeps its own `FolderModel`,
    /// fills it in, and hands it on to the naming step; the edit screen is given another one
    /// (built from UIKit). The create screen's writes reach the views its model is handed to —
    /// the naming step, not the edit screen — until it hands the model to the edit screen.
    @Test func aWriteThroughAnObjectAnotherViewKeepsToItselfVersusOneItHandsOver() {
        Twins(rule, Self.folderModel + Self.editFolderView() + """
        struct CreateFolderView: View {
            @StateObject private var model = FolderModel()
            let allUuids: [String]
            var body: some View {
                VStack {
                    Button("Select all") { model.selectedPodcastUuids = allUuids }
                    NavigationLink("Next") { ⟪⟫(model: model) }
                }
            }
        }
        struct NameFolderView: View {
            @ObservedObject var model: FolderModel
            var body: some View { TextField("Name", text: $model.name) }
        }
        """, quiet: "NameFolderView", loud: "EditFolderView").check(mentioning: ["`model.selectedPodcastUuids.count`"])
    }

    /// The edit screen clears the selection as it goes away: when it comes back, it appears
    /// again and the work reruns. A tap clears it while the screen shows.
    @Test func aWriteInTheViewsOwnOnDisappearVersusOneOnATap() {
        Twins(rule, Self.folderModel + Self.editFolderView("⟪⟫ { model.selectedPodcastUuids = [] }"),
              quiet: ".onDisappear", loud: ".onTapGesture").check(mentioning: ["`model.selectedPodcastUuids.count`"])
    }

    /// From a VM manager: the configuration model copies its configuration, adjusts hardware
    /// defaults on the copy and assigns it back. Only the fields changed on the copy change;
    /// the guest type the preset menu reads stays — unless the copy changes it too.
    @Test func assigningBackACopyChangedElsewhereVersusOneWhoseReadFieldChanged() {
        Twins(rule, """
        enum GuestType: Equatable { case mac, linux }
        struct Hardware: Equatable { var memory = 4; var cpus = 2 }
        struct VMConfig: Equatable { var systemType = GuestType.mac; var hardware = Hardware() }
        final class ConfigModel: ObservableObject {
            @Published var config = VMConfig()
            func applyDefaults() {
                var updated = config
                updated.hardware.cpus = 4
                ⟪⟫
                if updated != config { config = updated }
            }
        }
        struct ConfigScreen: View {
            @StateObject private var model = ConfigModel()
            var body: some View {
                PresetMenu(guestType: model.config.systemType)
                    .onAppear { model.applyDefaults() }
            }
        }
        struct PresetMenu: View {
            let guestType: GuestType
            @State private var presets: [String] = []
            var body: some View {
                Menu("Presets") { ForEach(presets, id: \\.self) { Text($0) } }
                    .onAppear { presets = Presets.available(for: guestType) }
            }
        }
        """, quiet: "updated.hardware.memory = 8", loud: "updated.systemType = .linux").check(mentioning: ["`guestType`"])
    }

    /// From a code editor: opening another folder re-points the folder the branch menu loaded
    /// its branches from. Written by the file importer itself, it is a change; written inside
    /// a model method the importer calls, it is not counted — on real apps such writers were
    /// one true change in sixteen (another tab's or screen's button, a call site that updates
    /// its own copy), and viewlint cannot tell those apart.
    @Test func aModelMethodAViewCallsIsNotCountedVersusAWriteInTheView() {
        Twins(rule, """
        final class Workspace: ObservableObject {
            @Published var folder = URL(fileURLWithPath: "/")
            func loadFolder(_ url: URL) { folder = url }
        }
        struct SourceControlPanel: View {
            @EnvironmentObject var workspace: Workspace
            @State private var picking = false
            var body: some View {
                VStack {
                    BranchMenu()
                    Button("Open Folder…") { picking = true }
                }
                .fileImporter(isPresented: $picking, allowedContentTypes: [.folder]) { result in
                    if let url = try? result.get() { ⟪⟫ }
                }
            }
        }
        struct BranchMenu: View {
            @EnvironmentObject var workspace: Workspace
            @State private var branches: [String] = []
            var body: some View {
                Menu("Branches") { ForEach(branches, id: \\.self) { Text($0) } }
                    .task { branches = await Git.branches(in: workspace.folder) }
            }
        }
        """, quiet: "workspace.loadFolder(url)", loud: "workspace.folder = url").check(mentioning: ["`workspace.folder`"])
    }

    /// From a GIF exporter using the Defaults package: `@Default(.outputSpeed)` is one stored
    /// setting wherever it is declared, like `@AppStorage`. A sibling's slider bound to the
    /// same key changes what the frame-rate setting read; one bound to another key does not.
    @Test func aDefaultsSettingASiblingChangesVersusAnotherKey() {
        Twins(rule, """
        struct SpeedSetting: View {
            @Default(⟪⟫) private var value
            var body: some View { Slider(value: $value, in: 0.5...5) }
        }
        struct FrameRateSetting: View {
            @Default(.outputSpeed) private var speed
            @State private var hint = ""
            var body: some View {
                Text(hint)
                    .onAppear { hint = "Up to \\(Int(30 * speed)) fps" }
            }
        }
        """, quiet: ".outputQuality", loud: ".outputSpeed").check(mentioning: ["`speed`"])
    }

    /// The same app's color step shows the folder through a UIKit preview: the representable
    /// lends the model to the preview view, which only reads it. Lent, it cannot reach the edit
    /// screen; a preview view that keeps the model could hand it anywhere.
    @Test func anObjectLentToAMethodThatReadsItVersusOneThatKeepsIt() {
        Twins(rule, Self.folderModel + Self.editFolderView() + """
        final class FolderPreviewView: UIView {
            var shown: FolderModel?
            func populateFrom(model: FolderModel) {
                ⟪⟫
            }
        }
        struct FolderPreview: UIViewRepresentable {
            @ObservedObject var model: FolderModel
            func makeUIView(context: Context) -> FolderPreviewView { FolderPreviewView() }
            func updateUIView(_ view: FolderPreviewView, context: Context) { view.populateFrom(model: model) }
        }
        struct CreateFolderView: View {
            @StateObject private var model = FolderModel()
            let allUuids: [String]
            var body: some View {
                VStack {
                    FolderPreview(model: model)
                    Button("Select all") { model.selectedPodcastUuids = allUuids }
                }
            }
        }
        """, quiet: "accessibilityLabel = model.name", loud: "shown = model").check(mentioning: ["`model.selectedPodcastUuids.count`"])
    }

    /// The create screen names its own folder in a text field (`$model.name`): the binding
    /// writes that object only, which the edit screen never holds — until the create screen
    /// hands its model over.
    @Test func aBindingIntoAnObjectAViewKeepsToItselfVersusOneItHandsOver() {
        Twins(rule, Self.folderModel + """
        struct CreateFolderView: View {
            @StateObject private var model = FolderModel()
            var body: some View {
                VStack {
                    TextField("Name", text: $model.name)
                    ⟪⟫
                }
            }
        }
        struct EditFolderView: View {
            @ObservedObject var model: FolderModel
            @State private var title = ""
            var body: some View {
                Text(title)
                    .onAppear { title = "Folder " + model.name }
            }
        }
        """, quiet: "Spacer()", loud: "EditFolderView(model: model)").check(mentioning: ["`model.name`"])
    }
}


extension TaskDependencyWriterTests {
    /// Nook's space dialog seeds its emoji picker from the icon binding as it appears and copies
    /// the picked emoji back: the parent's icon changes only by that round trip of the view's
    /// own edit, which re-running the seeding would only feed back in. Copying back another of
    /// the picker's values is a change the seeding does not follow.
    @Test func aBindingChangedOnlyByTheViewsOwnRoundTripVersusByAnotherValue() {
        Twins(rule, """
        @Observable final class EmojiPicker {
            var selectedEmoji = ""
            var recentEmoji = ""
        }
        struct SpaceCreationDialog: View {
            @State private var spaceIcon = ""
            @State private var name = ""
            var body: some View {
                SpaceCreationContent(name: $name, spaceIcon: $spaceIcon)
            }
        }
        struct SpaceCreationContent: View {
            @Binding var name: String
            @Binding var spaceIcon: String
            @State private var emojiManager = EmojiPicker()
            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                    EmojiGrid(picker: emojiManager)
                }
                .onAppear {
                    if !spaceIcon.isEmpty { emojiManager.selectedEmoji = spaceIcon }
                }
                .onChange(of: emojiManager.⟪⟫) { _, newValue in spaceIcon = newValue }
            }
        }
        """, quiet: "selectedEmoji", loud: "recentEmoji").check(mentioning: ["`spaceIcon`"])
    }
}

extension TaskDependencyWriterTests {
    /// Cowabunga's operation editor: a class (with `attribute` before it) kept in `@State`,
    /// whose file path an action writes and the appearance checks.
    private static func operationEditor(attribute: String) -> String {
        """
        \(attribute)final class AdvancedObject: Identifiable {
            var id = UUID()
            var operationName: String
            var filePath: String
            init(operationName: String, filePath: String) {
                self.operationName = operationName
                self.filePath = filePath
            }
        }
        struct EditingOperationView: View {
            @State var operation: AdvancedObject
            @State private var fileExists = false
            var body: some View {
                Form {
                    Text(operation.operationName)
                    Label(fileExists ? "Found" : "Missing", systemImage: "doc")
                    Button("Pick another file") { operation.filePath = FilePicker.pick() }
                }
                .onAppear {
                    fileExists = FileManager.default.fileExists(atPath: operation.filePath)
                }
            }
        }
        """
    }

    /// A plain class changes behind SwiftUI's back: no update, no `onChange`, so there is no
    /// change any modifier could follow. Made `@Observable`, the write updates the view and
    /// the check made as it appeared goes stale.
    @Test func aPlainClassChangedBehindSwiftUIsBackVersusAnObservableOne() {
        Twins(rule, Self.operationEditor(attribute: "⟪⟫"), quiet: "", loud: "@Observable ").check(mentioning: ["`operation.filePath`"])
    }

    /// A SwiftData `@Model` is observed through its macro as an `@Observable` class is.
    @Test func aPlainClassVersusASwiftDataModel() {
        Twins(rule, Self.operationEditor(attribute: "⟪⟫"), quiet: "", loud: "@Model ").check(mentioning: ["`operation.filePath`"])
    }

    /// A read-later app's reader keeps a Core Data item (its class generated from the model
    /// file, so the module only extends it) and logs the read as it appears; renaming the item
    /// in a sheet writes its `title`. The event reads the item's id and slug through the
    /// module's computed properties, which read `id` and `slug`: the rename changes nothing it
    /// reads. An event that reads the title does depend on it, and so does one reading a
    /// member computed by a method (whose reads are not followed).
    @Test(arguments: ["unwrappedTitle", "displayName"])
    func aReadOfAnExtendedTypesComputedMemberVersusOneThatReadsTheWrittenField(_ loud: String) {
        Twins(rule, """
        extension LibraryItem {
            var unwrappedID: String { id ?? "" }
            var unwrappedSlug: String { slug ?? "" }
            var unwrappedTitle: String { title ?? "" }
            var displayName: String { formattedName() }
            func formattedName() -> String { (title ?? "").capitalized }
        }
        @MainActor final class ReaderModel: ObservableObject {
            @Published var content: ArticleContent?
            func trackReadEvent(item: LibraryItem) {
                EventTracker.track(.linkRead(id: item.unwrappedID, slug: item.⟪⟫))
            }
        }
        struct ReaderContainer: View {
            @State var item: LibraryItem
            @State private var showTitleEdit = false
            @StateObject private var viewModel = ReaderModel()
            var body: some View {
                if let content = viewModel.content {
                    ArticleView(content: content)
                        .onAppear { viewModel.trackReadEvent(item: item) }
                        .sheet(isPresented: $showTitleEdit) {
                            TitleEditor(title: item.unwrappedTitle) { title in item.title = title }
                        }
                }
            }
        }
        """, quiet: "unwrappedSlug", loud: loud).check(mentioning: ["`item"])
    }

    /// A planet's settings sheet shows the pinning service's usage for the saved token; its OK
    /// button applies the edited token to the planet and dismisses the sheet (Planet's
    /// `apply(snapshot)` … `dismiss()`): the sheet goes away with the change. An "Apply" button
    /// that keeps the sheet open leaves the usage of the old token on screen, and so does the
    /// same method handed by name to such a button.
    @Test(arguments: ["tokenDraft = \"\"", "dismiss()\n            }\n            Button(\"Apply\", action: apply)\n            Button(\"Keep\") {"])
    func aWriteInAnActionThatDismissesTheViewVersusOneThatKeepsIt(_ loud: String) {
        Twins(rule, """
        final class Planet: ObservableObject {
            @Published var pinningToken = ""
        }
        struct PinningSettingsView: View {
            @ObservedObject var planet: Planet
            @Environment(\\.dismiss) private var dismiss
            @State private var tokenDraft = ""
            @State private var usage: PinningUsage?
            var body: some View {
                Form {
                    SecureField("API token", text: $tokenDraft)
                    if let usage { Text("\\(usage.pinnedCount) files pinned") }
                    Button("OK") {
                        apply()
                        ⟪⟫
                    }
                }
                .task { usage = await PinningService.usage(token: planet.pinningToken) }
            }
            private func apply() {
                planet.pinningToken = tokenDraft
            }
        }
        """, quiet: "dismiss()", loud: loud).check(mentioning: ["`planet.pinningToken`"])
    }
}

extension TaskDependencyWriterTests {
    /// Grocy's login screen shows one step at a time (`switch loginViewState`): the server
    /// step's picker writes the stored server URL, and the status step logs in with it as it
    /// appears. The picker is gone while the status step shows; a picker beside it is not.
    @Test func aStoredSettingWrittenInAnotherStepVersusBesideTheReader() {
        Twins(rule, """
        enum LoginStep { case server, status }
        struct ServerStep: View {
            @Binding var step: LoginStep
            @AppStorage("serverURL") private var serverURL = "https://demo.grocy.info"
            var body: some View {
                Form {
                    Picker("Server", selection: $serverURL) {
                        Text("Demo").tag("https://demo.grocy.info")
                        Text("Test").tag("https://test.grocy.info")
                    }
                    Button("Log in") { step = .status }
                }
            }
        }
        struct StatusStep: View {
            @AppStorage("serverURL") private var serverURL = "https://demo.grocy.info"
            @State private var status = "Connecting…"
            var body: some View {
                Text(status)
                    .task { status = await GrocyAPI.login(to: serverURL) }
            }
        }
        struct LoginView: View {
            @State private var step = LoginStep.server
            var body: some View {
                VStack {
                    ⟪⟫
                }
            }
        }
        """, quiet: """
        switch step {
                    case .server: ServerStep(step: $step)
                    case .status: StatusStep()
                    }
        """, loud: """
        ServerStep(step: $step)
                    if step == .status { StatusStep() }
        """).check(mentioning: ["`serverURL`"])
    }
    /// sushitrain's file info screen: `entry.remove()` on a bridged class deletes the file and
    /// leaves the value the view holds as it was. The standard library has no `remove()`
    /// without arguments; `removeAll()`, which it has, empties a collection.
    @Test func aRemoveWithNoArgumentsVersusACollectionsRemoveAll() {
        Twins(rule, """
        struct EntryInfoView: View {
            @State var entry: SushitrainEntry
            @State private var summary = ""
            var body: some View {
                Text(summary)
                    .onAppear { summary = "\\(entry)" }
                Button("Remove") { try? entry.⟪⟫() }
            }
        }
        """, quiet: "remove", loud: "removeAll").check(mentioning: ["`entry`"])
    }

    /// The standard mutating methods on types the module does not declare: a navigation path
    /// appended to, a tag set of a module type alias inserted into. A read-only method of the
    /// same value changes nothing.
    @Test(arguments: [("NavigationPath()", "path", "append"), ("Tags()", "tags", "insert")])
    func aValueOfAnUndeclaredTypeChangedByAStandardMethodVersusOnlyRead(initial: String, name: String, method: String) {
        Twins(rule, """
        typealias Tags = Set<String>
        struct Browser: View {
            @State private var \(name) = \(initial)
            @State private var summary = ""
            var body: some View {
                Text(summary)
                    .onAppear { summary = "\\(\(name).count)" }
                Button("Open") { _ = \(name).⟪⟫(\(name == "path" ? "1" : "\"new\"")) }
            }
        }
        """, quiet: "contains", loud: method).check(mentioning: ["`\(name).count`"])
    }

    /// sushitrain's add-folder sheet: the folder ID field is on the General tab and the sharing
    /// list on the Sharing tab of one `switch`, each reached through `self.`-called helpers.
    /// Typing the ID happens while the list is gone. With the field on the Sharing tab too,
    /// typing changes the ID under the list.
    @Test func aWriterReachedThroughSelfCalledHelpersInAnotherTabVersusTheSameTab() {
        Twins(rule, """
        @Observable class AddFolder { var folderID = "" }
        enum AddFolderTab { case general, sharing }
        struct AddFolderView: View {
            @Bindable var adding: AddFolder
            @State private var selectedTab = AddFolderTab.general
            var body: some View {
                Picker("Page", selection: $selectedTab) { Text("Settings").tag(AddFolderTab.general) }
                switch self.selectedTab {
                case .general:
                    self.generalTab()
                case .sharing:
                    ⟪⟫
                    self.shareWithSection()
                }
            }
            @ViewBuilder private func generalTab() -> some View { self.folderIDSection() }
            @ViewBuilder private func folderIDSection() -> some View { TextField("", text: $adding.folderID) }
            @ViewBuilder private func shareWithSection() -> some View { ShareWithDevicesView(folderID: self.adding.folderID) }
        }
        struct ShareWithDevicesView: View {
            let folderID: String
            @State private var devices: [String] = []
            var body: some View {
                List(devices, id: \\.self) { Text($0) }.task { devices = await Devices.sharing(folderID) }
            }
        }
        struct ContentView: View {
            @State private var addingFolder = AddFolder()
            var body: some View { AddFolderView(adding: addingFolder) }
        }
        """, quiet: "EmptyView()", loud: "self.generalTab()").check(mentioning: ["`folderID`"])
    }

    /// bitkit's custom-speed screen saves the setting from the app's own `CustomButton`, which
    /// runs its action from a tap: that screen is pushed under the stack the send sheet covers,
    /// so the tap cannot happen while the sheet reads the setting. A control that runs its
    /// closure as it appears is no tap: the screen underneath can still change the value.
    @Test func aTapThroughTheAppsOwnButtonUnderASheetVersusAClosureRunOnAppear() {
        Twins(rule, """
        final class SettingsModel: ObservableObject { @Published var defaultSpeed = "normal" }
        struct PrimaryButton: View {
            let title: String
            let action: () -> Void
            var body: some View {
                Text(title).⟪⟫ { action() }
            }
        }
        struct SendSheet: View {
            @EnvironmentObject var settings: SettingsModel
            @State private var fee = 0
            var body: some View {
                Text("\\(fee) sats")
                    .onAppear { fee = FeeEstimator.fee(for: settings.defaultSpeed) }
            }
        }
        struct CustomSpeedView: View {
            @EnvironmentObject var settings: SettingsModel
            var body: some View {
                PrimaryButton(title: "Continue") { settings.defaultSpeed = "custom" }
            }
        }
        struct MainNavView: View {
            @StateObject private var settings = SettingsModel()
            @State private var showSend = false
            var body: some View {
                NavigationStack {
                    NavigationLink("Speed") { CustomSpeedView() }
                }
                .sheet(isPresented: $showSend) { SendSheet() }
                .environmentObject(settings)
            }
        }
        """, quiet: "onTapGesture", loud: "onAppear").check(mentioning: ["`settings.defaultSpeed`"])
    }
}

extension TaskDependencyWriterTests {
    /// moblin's deep link creator, pushed from the settings, rebuilds its link as it appears.
    private static let deepLinkCreator = """
    final class DeepLinkCreator: ObservableObject {
        @Published var streams: [String] = []
    }
    struct DeepLinkCreatorStreamsSettingsView: View {
        @ObservedObject var deepLinkCreator: DeepLinkCreator
        var body: some View {
            Button("Add stream") { deepLinkCreator.streams.append("Main") }
        }
    }
    struct DeepLinkCreatorSettingsView: View {
        @ObservedObject var deepLinkCreator: DeepLinkCreator
        @State private var deepLink = ""
        var body: some View {
            Form {
                ⟪content⟫
                Text(deepLink)
            }
            .onAppear { deepLink = DeepLinks.make(streams: deepLinkCreator.streams) }
        }
    }
    struct SettingsView: View {
        @StateObject private var deepLinkCreator = DeepLinkCreator()
        var body: some View {
            ⟪root⟫
        }
    }
    """

    /// The streams it reads are edited on a screen it pushes, which covers it, and coming
    /// back runs its `onAppear` again. The same editor shown inline beside the link edits the
    /// streams under it; and a split view's sidebar stays beside the detail its links fill.
    @Test func aWriterOnAScreenThePagePushesVersusOneBesideIt() {
        let creator = "DeepLinkCreatorSettingsView(deepLinkCreator: deepLinkCreator)"
        let pushedRoot = Self.deepLinkCreator.replacingOccurrences(
            of: "⟪root⟫", with: "NavigationStack { NavigationLink(\"Deep link creator\") { \(creator) } }")
        Twins(rule, pushedRoot.replacingOccurrences(of: "⟪content⟫", with: "⟪⟫"),
              quiet: "NavigationLink(\"Streams\") { DeepLinkCreatorStreamsSettingsView(deepLinkCreator: deepLinkCreator) }",
              loud: "DeepLinkCreatorStreamsSettingsView(deepLinkCreator: deepLinkCreator)").check(mentioning: ["`deepLinkCreator.streams`"])
        let pushesEditor = Self.deepLinkCreator.replacingOccurrences(
            of: "⟪content⟫", with: "NavigationLink(\"Streams\") { DeepLinkCreatorStreamsSettingsView(deepLinkCreator: deepLinkCreator) }")
        Twins(rule, pushesEditor.replacingOccurrences(of: "⟪root⟫", with: "⟪⟫"),
              quiet: "NavigationStack { NavigationLink(\"Deep link creator\") { \(creator) } }",
              loud: "NavigationSplitView { \(creator) } detail: { Text(\"Pick a setting\") }").check(mentioning: ["`deepLinkCreator.streams`"])
    }
}

extension TaskDependencyWriterTests {
    /// From a rental marketplace's reviews: the filter sheet writes the filters it is handed and
    /// then calls back the closure the list gives it, which loads the reviews again. A sheet
    /// that only writes the binding leaves the list's loaded reviews for the old filter.
    @Test func aBindingTheChildWritesBeforeCallingBackTheLoadVersusOneItOnlyWrites() {
        Twins(rule, """
        struct ReviewFilters: Equatable { var minimumRating = 0 }
        @MainActor final class ReviewsModel: ObservableObject {
            @Published var reviews: [Review] = []
            func loadReviews(for id: String, filters: ReviewFilters) async { reviews = await API.reviews(id, filters) }
        }
        struct ReviewsListView: View {
            let revieweeId: String
            @StateObject private var viewModel = ReviewsModel()
            @State private var selectedFilter = ReviewFilters()
            @State private var showingFilters = false
            var body: some View {
                List(viewModel.reviews) { ReviewRow(review: $0) }
                    .toolbar { Button("Filter") { showingFilters = true } }
                    .sheet(isPresented: $showingFilters) {
                        ReviewFiltersView(filters: $selectedFilter) { loadReviews() }
                    }
                    .task { await loadInitialData() }
            }
            private func loadInitialData() async {
                await viewModel.loadReviews(for: revieweeId, filters: selectedFilter)
            }
            private func loadReviews() {
                Task { await viewModel.loadReviews(for: revieweeId, filters: selectedFilter) }
            }
        }
        struct ReviewFiltersView: View {
            @Binding var filters: ReviewFilters
            let onApply: () -> Void
            @Environment(\\.dismiss) private var dismiss
            @State private var tempFilters = ReviewFilters()
            var body: some View {
                Form {
                    Stepper("Minimum rating", value: $tempFilters.minimumRating, in: 0...5)
                    Button("Apply", action: applyFilters)
                }
            }
            private func applyFilters() {
                filters = tempFilters
                ⟪⟫
                dismiss()
            }
        }
        struct MyReviewsScreen: View {
            var body: some View { ReviewsListView(revieweeId: "current-user") }
        }
        """, quiet: "onApply()", loud: "print(\"applied\")").check(mentioning: ["`selectedFilter`"])
    }

    /// TRex's Tesseract settings copy the chosen languages as they appear and write the
    /// preference back from that copy on every toggle: appearing again would copy the same
    /// languages. A reset that writes the defaults changes them under the copy.
    @Test func aModelWrittenBackFromTheCopyVersusAReset() {
        Twins(rule, """
        final class Preferences: ObservableObject {
            @Published var tesseractLanguages: [String] = ["eng"]
        }
        struct TesseractSettingsView: View {
            @ObservedObject var preferences: Preferences
            @State private var selectedLanguages: Set<String> = []
            @State private var languages: [String] = []
            var body: some View {
                List(languages, id: \\.self) { code in
                    Button(selectedLanguages.contains(code) ? "✓ " + code : code) {
                        selectedLanguages = selectedLanguages.union([code])
                        preferences.tesseractLanguages = ⟪⟫
                    }
                }
                .onAppear {
                    refreshLanguageList()
                    selectedLanguages = Set(preferences.tesseractLanguages)
                }
            }
            private func refreshLanguageList() { languages = LanguageManager.shared.availableLanguages() }
        }
        struct SettingsWindow: View {
            @StateObject private var preferences = Preferences()
            var body: some View { TesseractSettingsView(preferences: preferences) }
        }
        """, quiet: "Array(selectedLanguages)", loud: "LanguageManager.defaults").check(mentioning: ["`preferences.tesseractLanguages`"])
    }
}

extension TaskDependencyWriterTests {
    /// Arc Mini's split screen, pushed from the timeline, splits a segment as it appears. The
    /// slider's value is handed to a `Slider` whose editing callback splits again; the manual
    /// activity type is handed to an editor the screen pushes, which covers it until it appears
    /// again. A slider with no callback, or an editor shown beside it, changes them under it.
    private static let splitView = """
    struct ItemSegmentEditView: View {
        @Binding var splitActivityType: String?
        var body: some View { Button("Walking") { splitActivityType = "walking" } }
    }
    struct ItemSegmentSplitView: View {
        let itemSegment: ItemSegment
        @State private var sliderValue = 0.5
        @State private var manualActivityType: String?
        @State private var leftDateString = ""
        var body: some View {
            VStack {
                Text(leftDateString)
                ⟪slider⟫
                ⟪editor⟫
            }
            .onAppear { movedSlider() }
        }
        private func movedSlider() {
            leftDateString = itemSegment.dateString(splitAt: sliderValue, type: manualActivityType)
        }
    }
    struct TimelineView: View {
        let segment: ItemSegment
        var body: some View {
            NavigationStack { NavigationLink("Split") { ItemSegmentSplitView(itemSegment: segment) } }
        }
    }
    """

    @Test func aSliderThatRedoesTheWorkVersusOneThatDoesNot() {
        let template = Self.splitView.replacingOccurrences(
            of: "⟪editor⟫", with: "NavigationLink(\"Type\") { ItemSegmentEditView(splitActivityType: $manualActivityType) }")
        Twins(rule, template.replacingOccurrences(of: "⟪slider⟫", with: "⟪⟫"),
              quiet: "Slider(value: $sliderValue, in: 0...1) { _ in movedSlider() }", loud: "Slider(value: $sliderValue, in: 0...1)")
            .check(mentioning: ["`sliderValue`"])
    }

    @Test func aBindingHandedToAPushedEditorVersusOneBesideIt() {
        let template = Self.splitView.replacingOccurrences(of: "⟪slider⟫", with: "Text(\"Drag to split\")")
        Twins(rule, template.replacingOccurrences(of: "⟪editor⟫", with: "⟪⟫"),
              quiet: "NavigationLink(\"Type\") { ItemSegmentEditView(splitActivityType: $manualActivityType) }",
              loud: "ItemSegmentEditView(splitActivityType: $manualActivityType)").check(mentioning: ["`manualActivityType`"])
    }

    /// amperfy's swipe settings: the add sheet lists the actions not in use, read as it
    /// appears. The settings screen writes them in `save()`, from its own list (covered by the
    /// sheet) and from `add`, handed to the sheet as `addCB`, which the sheet calls only in the
    /// row tap that then closes it (`isVisible`, bound to the sheet's `isPresented:`). The list
    /// goes with the change. A tap that keeps the sheet open shows the old list. Toggling the
    /// flag closes the sheet as well (atlas's edit-note sheet: `self.showSheet.toggle()`): it is
    /// `true` while the sheet shows.
    @Test(arguments: ["isVisible = false", "isVisible.toggle()", "self.isVisible.toggle()"])
    func aCallbackTheSheetCallsOnlyAsItClosesVersusOneThatKeepsItOpen(closing: String) {
        Twins(rule, """
        final class Settings: ObservableObject {
            @Published var swipeActions = SwipeActions(leading: [], trailing: [])
        }
        struct SwipeActions {
            var leading: [SwipeAction]
            var trailing: [SwipeAction]
            var notUsed: [SwipeAction] { SwipeAction.allCases.filter { !leading.contains($0) && !trailing.contains($0) } }
        }
        enum SwipeAction: CaseIterable, Hashable { case play, queue, favorite }

        struct SwipeSettingsView: View {
            @EnvironmentObject var settings: Settings
            @State private var trailing: [SwipeAction] = []
            @State private var isShowingAddView = false

            func save() {
                settings.swipeActions = SwipeActions(leading: [], trailing: trailing)
            }
            func add(_ action: SwipeAction) {
                trailing.append(action)
                save()
            }
            var body: some View {
                List {
                    ForEach(trailing, id: \\.self) { Text(String(describing: $0)) }
                        .onDelete { offsets in
                            trailing.remove(atOffsets: offsets)
                            save()
                        }
                    Button("Add") { isShowingAddView = true }
                }
                .sheet(isPresented: $isShowingAddView) {
                    AddSwipeActionView(isVisible: $isShowingAddView, addCB: add)
                }
                .onAppear { trailing = settings.swipeActions.trailing }
            }
        }

        struct AddSwipeActionView: View {
            @EnvironmentObject var settings: Settings
            @Binding var isVisible: Bool
            @State private var actionsNotInUse: [SwipeAction] = []
            var addCB: (SwipeAction) -> Void

            func reload() {
                actionsNotInUse = settings.swipeActions.notUsed
            }
            var body: some View {
                List {
                    ForEach(actionsNotInUse, id: \\.self) { action in
                        Text(String(describing: action))
                            .onTapGesture {
                                addCB(action)
                                ⟪⟫
                            }
                    }
                }
                .onAppear { reload() }
            }
        }
        """, quiet: closing, loud: "isVisible = true").check(mentioning: ["`settings.swipeActions.notUsed`"])
    }

    /// atlas's edit-note sheet fills its draft from the note at `currentIndex` as it appears.
    /// Its Done button calls `update()`, which saves, clears the index and then toggles the
    /// flag that presents the sheet (inside the same `if`): the sheet goes with the change. A
    /// save that keeps the sheet open, or may return before closing it, leaves it showing the
    /// old note.
    @Test(arguments: ["print(name)", "guard notes.count > 1 else { return }; self.showSheet.toggle()"])
    func aMethodThatWritesThenClosesTheSheetVersusOneThatKeepsItOpen(keepsItOpen: String) {
        Twins(rule, """
        struct Note: Identifiable { let id = UUID(); var title: String }
        struct NotesList: View {
            @State private var notes: [Note] = []
            @State private var currentIndex = -1
            @State private var text = ""
            @State private var showSheet = false
            var body: some View {
                List(notes.indices, id: \\.self) { index in
                    Button(notes[index].title) {
                        currentIndex = index
                        showSheet = true
                    }
                }
                .sheet(isPresented: $showSheet) {
                    NoteForm(textNote: $text, notes: $notes, currentIndex: $currentIndex, showSheet: $showSheet)
                }
            }
        }
        struct NoteForm: View {
            @Binding var textNote: String
            @Binding var notes: [Note]
            @Binding var currentIndex: Int
            @Binding var showSheet: Bool
            var body: some View {
                VStack {
                    Text(textNote)
                    Button("Done") {
                        if currentIndex > -1 { update() }
                    }
                }
                .onAppear {
                    if currentIndex > -1 { textNote = notes[currentIndex].title }
                }
            }
            func update() {
                let name = textNote.trimmingCharacters(in: .whitespaces)
                if !name.isEmpty {
                    notes[currentIndex].title = name
                    currentIndex = -1
                    ⟪⟫
                }
            }
        }
        """, quiet: "self.showSheet.toggle()", loud: keepsItOpen).check(mentioning: ["`currentIndex`"])
    }

    /// olympsis' post menu is a sheet over the group feed; it reads the selected group as it
    /// appears. The group is set in the group selector, another sheet of the feed, when the
    /// user picks a row (`onChange` of the list's selection): the feed is covered while the
    /// menu shows, so no pick can happen. A selection that a notification also sets changes
    /// under the menu. (The menu's preview shows it outside any sheet, but nothing the app does.)
    @Test func aWatcherOfTheUsersPickUnderAnotherSheetVersusOneANotificationAlsoSets() {
        Twins(rule, """
        struct Group: Identifiable { let id: UUID; let name: String }
        final class SessionStore: ObservableObject {
            @Published var selectedGroup: Group?
            @Published var groups: [Group] = []
        }
        struct GroupView: View {
            @EnvironmentObject var session: SessionStore
            @State private var showsSelector = false
            var body: some View {
                List(session.groups) { group in PostView(group: group) }
                    .toolbar { Button("Groups") { showsSelector = true } }
                    .sheet(isPresented: $showsSelector) { GroupSelector() }
            }
        }
        struct GroupSelector: View {
            @EnvironmentObject var session: SessionStore
            @Environment(\\.dismiss) private var dismiss
            @State private var selection: UUID?
            var body: some View {
                List(session.groups, selection: $selection) { group in Text(group.name) }
                    .onChange(of: selection) { _, id in
                        session.selectedGroup = session.groups.first { $0.id == id }
                        dismiss()
                    }
                    ⟪⟫
            }
        }
        struct PostView: View {
            let group: Group
            @State private var showsMenu = false
            var body: some View {
                Text(group.name)
                    .onLongPressGesture { showsMenu = true }
                    .sheet(isPresented: $showsMenu) { PostMenu() }
            }
        }
        struct PostMenu: View {
            @EnvironmentObject var session: SessionStore
            @State private var isPinned = false
            var body: some View {
                Label("Pin", systemImage: isPinned ? "pin.fill" : "pin")
                    .task { isPinned = await API.isPinned(in: session.selectedGroup?.id) }
            }
        }
        #Preview { PostMenu().environmentObject(SessionStore()) }
        """, quiet: ".navigationTitle(\"Groups\")",
              loud: ".onReceive(NotificationCenter.default.publisher(for: .groupsChanged)) { _ in selection = session.groups.first?.id }")
            .check(mentioning: ["`session.selectedGroup.id`"])
    }

    /// olympsis's organization menu deletes the group from an alert's destructive button, in a
    /// `Task`: the button is the user's tap on the menu, which the applications screen covers
    /// while it is up, so the group cannot change under its load. A notification handler that
    /// does the same can run while the cover is up.
    @Test func aWriteFromAnAlertButtonUnderACoverVersusFromANotification() {
        Twins(rule, """
        final class SessionStore: ObservableObject {
            @Published var selectedGroup: String?
            @Published var groups: [String] = []
        }
        struct OrgApplications: View {
            @EnvironmentObject var session: SessionStore
            @State private var applications: [String] = []
            var body: some View {
                List(applications, id: \\.self) { Text($0) }
                    .task { applications = await API.applications(for: session.selectedGroup) }
            }
        }
        struct OrgMenu: View {
            @EnvironmentObject var session: SessionStore
            @State private var showApplications = false
            @State private var showAlert = false
            var body: some View {
                List {
                    Button("Applications") { showApplications = true }
                    Button("Delete organization") { showAlert = true }
                }
                .fullScreenCover(isPresented: $showApplications) { OrgApplications() }
                ⟪⟫
            }
            private func deleteGroup() {
                Task {
                    if await API.deleteOrganization() {
                        session.selectedGroup = session.groups.first
                    }
                }
            }
        }
        """, quiet: ".alert(isPresented: $showAlert) { Alert(title: Text(\"Delete?\"), primaryButton: .cancel(), secondaryButton: .destructive(Text(\"Delete\"), action: { deleteGroup() })) }",
              loud: ".onReceive(NotificationCenter.default.publisher(for: .organizationRemoved)) { _ in deleteGroup() }")
            .check(mentioning: ["`session.selectedGroup`"])
    }

    /// rarime's user, and its notification details, which check a reward as they appear.
    static let rarimeUser = """
    struct User { var id: String }
    final class UserManager: ObservableObject { @Published var user: User? }
    struct NotificationDetailsView: View {
        @EnvironmentObject private var userManager: UserManager
        @State private var isClaimable = false
        var body: some View {
            Text(isClaimable ? "Claim your reward" : "No reward")
                .onAppear { isClaimable = Claims.isClaimable(for: userManager.user) }
        }
    }

    """

    /// rarime's root: the intro, whose identity import clears the user, in the `else` of the
    /// main screen (`MainView`, declared by each test).
    static let rarimeIntro = """
    struct AppView: View {
        @AppStorage("isUnlocked") private var isUnlocked = false
        var body: some View {
            if isUnlocked { MainView() } else { IntroView() }
        }
    }
    struct IntroView: View {
        var body: some View { ImportIdentityView() }
    }
    struct ImportIdentityView: View {
        @EnvironmentObject private var userManager: UserManager
        var body: some View { Button("Start over") { userManager.user = nil } }
    }

    """

    /// rarime's identity import (the intro, two views under the root's `else`) clears the
    /// user; the notification details that read it are four views under the main screen, the
    /// root's other clause: the two are never on screen together. The same import offered in
    /// a tab of the main screen can clear the user while the details show.
    @Test func aWriterInTheIntroFarFromTheMainScreenVersusOneInItsTabs() {
        Twins(rule, Self.rarimeUser + Self.rarimeIntro + """
        struct MainView: View {
            var body: some View {
                TabView {
                    HomeView()
                    ⟪⟫
                }
            }
        }
        struct HomeView: View {
            var body: some View { NavigationStack { NotificationsView() } }
        }
        struct NotificationsView: View {
            var body: some View { List { NotificationDetailsView() } }
        }
        """, quiet: "Text(\"Wallet\")", loud: "ImportIdentityView()").check(mentioning: ["`userManager.user`"])
    }

    /// rarime's details preview presents them in a sheet: what a preview builds, in its
    /// sheet too, is no place the app shows the view, and the intro still never shows with
    /// the details. The import offered in a tab of the main screen still can.
    @Test func aViewAPreviewPresentsStillNeverShowsWithTheIntro() {
        Twins(rule, Self.rarimeUser + Self.rarimeIntro + """
        struct MainView: View {
            var body: some View {
                TabView {
                    NavigationStack { List { NotificationDetailsView() } }
                    ⟪⟫
                }
            }
        }
        #Preview {
            Text("Inbox").sheet(isPresented: .constant(true)) { NotificationDetailsView() }
        }
        """, quiet: "Text(\"Wallet\")", loud: "ImportIdentityView()").check(mentioning: ["`userManager.user`"])
    }

    /// OldOS's iTunes hands the selected album down as a binding: the tab view shows the album
    /// list in one clause of a `switch` and the album's page in the other, and only the list
    /// writes the album (then flips the switch). The page's appearance sees every album it is
    /// shown for. A list beside the page changes the album under it.
    @Test func aBindingWrittenOnlyInTheOtherClauseOfTheChildVersusBesideTheReader() {
        Twins(rule, """
        struct Album: Identifiable, Equatable {
            let id: Int
            let title: String
        }
        final class StoreModel: ObservableObject {
            @Published var albums: [Album] = []
        }
        @main
        struct StoreApp: App {
            var body: some Scene { WindowGroup { StoreScreen() } }
        }
        struct StoreScreen: View {
            @State private var showAlbum = false
            @State private var selectedAlbum: Album?
            @StateObject private var model = StoreModel()
            var body: some View {
                VStack {
                    Text(showAlbum ? (selectedAlbum?.title ?? "") : "Music")
                    StoreTabs(model: model, showAlbum: $showAlbum, selectedAlbum: $selectedAlbum)
                }
            }
        }
        struct StoreTabs: View {
            @ObservedObject var model: StoreModel
            @Binding var showAlbum: Bool
            @Binding var selectedAlbum: Album?
            var body: some View {
                VStack {
                    if showAlbum {
                        AlbumPage(selectedAlbum: $selectedAlbum)
                    ⟪⟫
                        AlbumList(model: model, showAlbum: $showAlbum, selectedAlbum: $selectedAlbum)
                    }
                }
            }
        }
        struct AlbumList: View {
            @ObservedObject var model: StoreModel
            @Binding var showAlbum: Bool
            @Binding var selectedAlbum: Album?
            var body: some View {
                List(model.albums) { album in
                    Button(album.title) {
                        selectedAlbum = album
                        withAnimation { showAlbum = true }
                    }
                }
            }
        }
        struct AlbumPage: View {
            @Binding var selectedAlbum: Album?
            @State private var tracks: [String] = []
            var body: some View {
                List(tracks, id: \\.self) { Text($0) }
                    .onAppear {
                        tracks = (1...10).map { "\\(selectedAlbum?.id ?? 0)-\\($0)" }
                    }
            }
        }
        """, quiet: "} else {", loud: "}\n            Group {").check(mentioning: ["`selectedAlbum.id`"])
    }

    /// canfar shows its dashboard on macOS and a tab layout on iOS, in the two clauses of one
    /// `#if os(macOS)`: no build has both, so the iOS tab's toggle never changes the setting
    /// under the dashboard. The same toggle beside the dashboard does.
    @Test func aWriterInAnotherPlatformsClauseVersusBesideTheReader() {
        Twins(rule, """
        final class SyncSettings: ObservableObject { @Published var syncEnabled = false }
        struct RootView: View {
            var body: some View {
                #if os(macOS)
                DashboardView()
                ⟪⟫
                #else
                PhoneTabs()
                #endif
            }
        }
        struct PhoneTabs: View {
            @EnvironmentObject var settings: SyncSettings
            var body: some View { Toggle("Sync", isOn: $settings.syncEnabled) }
        }
        struct DashboardView: View {
            @EnvironmentObject var settings: SyncSettings
            @State private var status = ""
            var body: some View {
                Text(status)
                    .task { status = await SyncService.status(enabled: settings.syncEnabled) }
            }
        }
        """, quiet: "", loud: "PhoneTabs()").check(mentioning: ["`settings.syncEnabled`"])
    }
}

extension TaskDependencyWriterTests {
    /// Bisquit's tvOS server list: the admin switch, a method of the list handed to its
    /// button, flips the stored setting and then fetches again with it, as the list's task does
    /// (through the body's `@Bindable` copy of the model). A switch that only flips it leaves
    /// the list fetched for the old setting.
    @Test func aMethodHandedToAButtonThatFetchesAgainVersusOneThatOnlyFlips() {
        Twins(rule, """
        final class ValueStore: ObservableObject { @AppStorage("adminServerList") var adminServerList = false }
        @Observable final class ServerListVM {
            var servers: [String] = []
            func fetchServers(_ admin: Bool) async { servers = await API.servers(admin: admin) }
        }
        struct ServerList: View {
            @Environment(ServerListVM.self) private var vm
            @EnvironmentObject private var store: ValueStore
            var body: some View {
                @Bindable var vm = vm
                List(vm.servers, id: \\.self) { Text($0) }
                    .task { await vm.fetchServers(store.adminServerList) }
                    .toolbar { Button("Admin", systemImage: "person.badge.shield.checkmark", action: toggleAdminServerList) }
            }
            private func toggleAdminServerList() {
                store.adminServerList.toggle()
                ⟪⟫
            }
        }
        """, quiet: "Task { await vm.fetchServers(store.adminServerList) }", loud: "")
            .check(mentioning: ["`store.adminServerList`"])
    }

    /// A banking app's top-up form, which copies the main balance of the shared transfer data
    /// as it appears.
    private static let topUpForm = """
    struct TopUpFormView: View {
        @EnvironmentObject var transferData: TransferData
        @State private var availableBalance = ""
        var body: some View {
            Text("Available: \\(availableBalance)")
                .onAppear { availableBalance = transferData.mainBalance }
        }
    }

    """

    /// A banking app's top-up flow: tapping an account row stores its balance in the shared
    /// transfer data and pushes the form, which copies the balance as it appears. The rows
    /// are covered while the form shows, so the balance cannot change under it. In a split
    /// view the rows stay beside the form, and a tap on another one changes it.
    @Test func aRowThatWritesAndPushesTheReaderVersusOneBesideItInASplitView() {
        Twins(rule, Self.topUpForm + """
        final class TransferData: ObservableObject {
            @Published var mainBalance = ""
            @Published var sourceNumber = ""
        }
        struct AccountListView: View {
            @EnvironmentObject var transferData: TransferData
            @State private var nextRouting = false
            let accounts: [(number: String, balance: String)]
            var body: some View {
                ZStack {
                    NavigationLink(destination: TopUpFormView(), isActive: $nextRouting) { EmptyView() }
                    List(accounts, id: \\.number) { account in
                        Button(account.number) {
                            transferData.mainBalance = account.balance
                            transferData.sourceNumber = account.number
                            nextRouting = true
                        }
                    }
                }
            }
        }
        struct DashboardView: View {
            var body: some View {
                ⟪⟫
            }
        }
        """, quiet: "NavigationStack { NavigationLink(\"Top up\") { AccountListView(accounts: Bank.accounts) } }",
             loud: "NavigationSplitView { AccountListView(accounts: Bank.accounts) } detail: { Text(\"Pick an account\") }")
            .check(mentioning: ["`transferData.mainBalance`"])
    }

    /// The same banking app's dashboard grid pushes two flows: moving a balance, whose first
    /// screen loads the accounts and stores the main balance, and topping up, whose form copies
    /// it as it appears. One stack shows one of the two flows at a time. The balance loader
    /// shown inline on the dashboard stays alive under the pushed form, and its load can finish
    /// there.
    @Test func aWriterInASiblingPushedFlowVersusOneInlineOnThePushingScreen() {
        Twins(rule, Self.topUpForm + """
        final class TransferData: ObservableObject { @Published var mainBalance = "" }
        final class ProfileViewModel: ObservableObject {
            @Published var balance = ""
            func getAccountBalance(completion: @escaping (Bool) -> Void) {
                BankAPI.balance { result in
                    self.balance = result
                    completion(true)
                }
            }
        }
        struct MoveBalanceSourcesView: View {
            @EnvironmentObject var transferData: TransferData
            @StateObject private var profileVM = ProfileViewModel()
            var body: some View {
                Text("Choose the account to move from")
                    .onAppear {
                        profileVM.getAccountBalance { success in
                            if success { transferData.mainBalance = profileVM.balance }
                        }
                    }
            }
        }
        struct GridMenuView: View {
            var body: some View {
                VStack {
                    ⟪⟫
                    NavigationLink(destination: TopUpFormView()) { Label("Top up", systemImage: "plus.circle") }
                }
            }
        }
        struct DashboardView: View {
            var body: some View { NavigationView { GridMenuView() } }
        }
        """, quiet: "NavigationLink(destination: MoveBalanceSourcesView()) { Label(\"Move balance\", systemImage: \"arrow.left.arrow.right\") }",
             loud: "MoveBalanceSourcesView()")
            .check(mentioning: ["`transferData.mainBalance`"])
    }

    /// A flight app's NOTAM list sorts its rows as it appears by a toggle that is
    /// `.disabled(true)` for now: no one can flip it, so the order it read stays right. A
    /// toggle that is enabled while there are NOTAMs to sort changes the order under the list.
    @Test func aBindingHandedToAControlDisabledForGoodVersusOneThatCanBeEnabled() {
        Twins(rule, """
        struct Notam: Identifiable { let id: String; let text: String; let date: Date; static let samples: [Notam] = [] }
        struct NotamListView: View {
            let notams: [Notam]
            @State private var isSortDateAscending = true
            @State private var sorted: [Notam] = []
            var body: some View {
                List {
                    Toggle("Oldest first", isOn: $isSortDateAscending).disabled(⟪⟫)
                    ForEach(sorted) { Text($0.text) }
                }
                .onAppear { sorted = notams.sorted { isSortDateAscending ? $0.date < $1.date : $0.date > $1.date } }
            }
        }
        struct BriefingView: View {
            var body: some View { NotamListView(notams: Notam.samples) }
        }
        """, quiet: "true", loud: "notams.isEmpty").check(mentioning: ["`isSortDateAscending`"])
    }

    /// A notes app pushes its folder settings and its notes list from one library screen: one
    /// stack shows one of them at a time, and the list loads again when it is pushed after the
    /// setting changed. In a split view the sidebar's settings and the detail's list each have a
    /// column: the toggle changes the setting beside the list.
    @Test func siblingPushesFromOneScreenVersusFromTwoColumnsOfASplitView() {
        let shared = """
        final class NoteSettings: ObservableObject { @Published var showsArchived = false }
        struct FolderSettings: View {
            @EnvironmentObject var settings: NoteSettings
            var body: some View { Toggle("Show archived", isOn: $settings.showsArchived) }
        }
        struct NotesList: View {
            @EnvironmentObject var settings: NoteSettings
            @State private var notes: [String] = []
            var body: some View {
                List(notes, id: \\.self) { Text($0) }
                    .task { notes = await NotesStore.load(archived: settings.showsArchived) }
            }
        }

        """
        Twins(rule: rule, quiet: shared + """
        struct LibraryView: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Settings") { FolderSettings() }
                        NavigationLink("Notes") { NotesList() }
                    }
                }
            }
        }
        """, loud: shared + """
        struct Sidebar: View {
            var body: some View { List { NavigationLink("Settings") { FolderSettings() } } }
        }
        struct DetailColumn: View {
            var body: some View { NavigationStack { NavigationLink("Notes") { NotesList() } } }
        }
        struct LibraryView: View {
            var body: some View {
                NavigationSplitView { Sidebar() } detail: { DetailColumn() }
            }
        }
        """).check(mentioning: ["`settings.showsArchived`"])
    }

    /// A search screen pushes its filter editor, handing it `onApply`, which the editor's
    /// Apply button calls while the editor shows: the editor's own results go stale. A filter
    /// set by the screen's own row before it pushes the editor is set before it appears.
    @Test func aClosureHandedToThePushedReaderVersusTheRowThatPushesIt() {
        Twins(rule, """
        struct Filter: Equatable { var minimumRating = 0 }
        final class SearchModel: ObservableObject { @Published var filter = Filter() }
        struct FilterEditor: View {
            @EnvironmentObject var model: SearchModel
            let onApply: (Filter) -> Void
            @State private var preview: [String] = []
            var body: some View {
                VStack {
                    List(preview, id: \\.self) { Text($0) }
                    Button("Apply 4 stars") { onApply(Filter(minimumRating: 4)) }
                }
                .task { preview = await Catalog.search(rating: model.filter.minimumRating) }
            }
        }
        struct SearchScreen: View {
            @EnvironmentObject var model: SearchModel
            @State private var showsEditor = false
            var body: some View {
                List {
                    Button("Any rating") { model.filter = Filter(); showsEditor = true }
                }
                .navigationDestination(isPresented: $showsEditor) {
                    FilterEditor(onApply: { ⟪⟫ })
                }
            }
        }
        struct SearchRoot: View {
            var body: some View { NavigationStack { NavigationLink("Search") { SearchScreen() } } }
        }
        """, quiet: "_ in showsEditor = false", loud: "model.filter = $0").check(mentioning: ["`model.filter"])
    }

    /// From a journaling app's onboarding: the coordinator shows one step at a time (a `switch`
    /// in a builder method), and its completion handler for the reflection step stores the text
    /// and moves on; the theme step that reads the text never shows while that step's callback
    /// runs. Called from the coordinator's own toolbar as well, it runs beside every step.
    @Test func aHandlerOnlyAnotherStepCallsVersusOneTheToolbarCallsToo() {
        Twins(rule, """
        enum Route { case reflection, themes }
        final class OnboardingModel: ObservableObject {
            @Published var reflection = ""
        }
        struct ReflectionStep: View {
            let onComplete: (String) -> Void
            @State private var text = ""
            var body: some View {
                TextEditor(text: $text)
                Button("Continue") { onComplete(text) }
            }
        }
        struct ThemesStep: View {
            @EnvironmentObject var model: OnboardingModel
            @State private var themes: [String] = []
            var body: some View {
                List(themes, id: \\.self) { Text($0) }
                    .task { themes = await ThemeService.themes(for: model.reflection) }
            }
        }
        struct OnboardingCoordinator: View {
            @StateObject private var model = OnboardingModel()
            @State private var route = Route.reflection
            var body: some View {
                NavigationStack {
                    step(for: route)
                        .toolbar { ⟪⟫ }
                }
                .environmentObject(model)
            }
            @ViewBuilder private func step(for route: Route) -> some View {
                switch route {
                case .reflection: ReflectionStep(onComplete: { text in finishReflection(text) })
                case .themes: ThemesStep()
                }
            }
            private func finishReflection(_ text: String) {
                model.reflection = text
                route = .themes
            }
        }
        """, quiet: "Button(\"Help\") {}", loud: "Button(\"Sample\") { finishReflection(\"I like mountains\") }")
            .check(mentioning: ["`model.reflection`"])
    }

    /// From a film-production app: the central stack keeps the tab it leaves alive (`ForEach`
    /// over the tabs still shown, each built by one `switch`), so the playback tab stays mounted
    /// while the script tab, another clause, edits the project. One tab at a time is apart; a
    /// builder called twice (`content(for: .playback)` and `content(for: .script)`) is not.
    @Test(arguments: ["ForEach(alive, id: \\.self) { tab in content(for: tab).opacity(tab == current ? 1 : 0) }",
                      "VStack { content(for: .playback); content(for: .script) }"])
    func aSwitchBuiltOncePerLiveTabVersusOnceForTheCurrentTab(loud: String) {
        Twins(rule, """
        enum Tab: Hashable { case playback, script }
        final class ProjectModel: ObservableObject {
            @Published var scenes: [String] = []
        }
        struct PlaybackTab: View {
            @EnvironmentObject var project: ProjectModel
            @State private var playlist: [String] = []
            var body: some View {
                List(playlist, id: \\.self) { Text($0) }
                    .onAppear { playlist = project.scenes }
            }
        }
        struct ScriptTab: View {
            let onAddScene: () -> Void
            var body: some View { Button("Add scene", action: onAddScene) }
        }
        struct CentralStack: View {
            @StateObject private var project = ProjectModel()
            @State private var current = Tab.playback
            @State private var alive: [Tab] = [.playback]
            var body: some View {
                ZStack { ⟪⟫ }
                    .environmentObject(project)
                    .toolbar { Picker("Tab", selection: $current) { Text("Playback").tag(Tab.playback); Text("Script").tag(Tab.script) } }
            }
            @ViewBuilder private func content(for tab: Tab) -> some View {
                switch tab {
                case .playback: PlaybackTab()
                case .script: ScriptTab(onAddScene: { addScene() })
                }
            }
            private func addScene() { project.scenes.append("Scene \\(project.scenes.count + 1)") }
        }
        """, quiet: "content(for: current)", loud: loud)
            .check(mentioning: ["`project.scenes`"])
    }

    /// GymBo's history screen loads for its filter as it appears; picking another filter sets
    /// the state and hands the new filter to the same store itself. Reloading with a fixed
    /// filter leaves the history on the old one.
    @Test func aFilterPickThatHandsTheNewValueToTheStoreVersusOneThatReloadsAnother() {
        Twins(rule, """
        enum HistoryFilter: Hashable { case all, week, workout(String) }
        @Observable final class HistoryStore {
            var sessions: [String] = []
            func loadAll(filter: HistoryFilter) async { sessions = await History.fetch(filter) }
            func loadHistory(filter: HistoryFilter) async { sessions = await History.fetch(filter) }
        }
        struct SessionHistoryView: View {
            @State private var historyStore = HistoryStore()
            @State private var selectedFilter: HistoryFilter = .all
            var body: some View {
                List(historyStore.sessions, id: \\.self) { Text($0) }
                    .toolbar {
                        Menu("Filter") {
                            Button("All") { selectFilter(.all) }
                            Button("This week") { selectFilter(.week) }
                        }
                    }
                    .task { await historyStore.loadAll(filter: selectedFilter) }
            }
            private func selectFilter(_ filter: HistoryFilter) {
                selectedFilter = filter
                Task { await historyStore.loadHistory(filter: ⟪⟫) }
            }
        }
        """, quiet: "filter", loud: ".all").check(mentioning: ["`selectedFilter`"])
    }

    /// stoat's pins hand `$channel` to each row's model through `.init(channel:)`, inside a
    /// `ForEach`: the note names the initializer, not the `ForEach` around it.
    @Test func aBindingHandedToAnInitializerByItsContextIsNamedSo() {
        let findings = lintSingleFile("""
        struct Channel: Hashable { let id: String; var name: String }
        final class RowModel: ObservableObject {
            @Binding var channel: Channel
            init(channel: Binding<Channel>) { _channel = channel }
        }
        struct PinRow: View {
            @StateObject var model: RowModel
            var body: some View { Text(model.channel.name) }
        }
        struct ChannelPins: View {
            @State private var channel = Channel(id: "general", name: "General")
            @State private var pins: [String] = []
            var body: some View {
                List {
                    ForEach(pins, id: \\.self) { _ in PinRow(model: .init(channel: $channel)) }
                }
                .task { pins = await PinsAPI.fetch(channel: channel.id) }
            }
        }
        """, rules: [rule])
        #expect(findings.count == 1, "\(findings.map(\.message))")
        let notes = findings.first?.notes.map(\.message) ?? []
        #expect(notes.contains("`channel` is handed to `.init(…)` here as a binding, which changes it"), "\(notes)")
    }

    /// VistaBids hands `$region` to its `UIViewRepresentable` map, which only reads it (the
    /// region the user pans to comes back through a callback that reloads). A map whose
    /// coordinator writes the region back through `parent` changes it.
    @Test func aRegionHandedToARepresentableThatOnlyReadsItVersusOneWhoseCoordinatorWrites() {
        Twins(rule, """
        struct AdvancedMapView: UIViewRepresentable {
            @Binding var region: MKCoordinateRegion
            func makeUIView(context: Context) -> MKMapView {
                let map = MKMapView()
                map.delegate = context.coordinator
                return map
            }
            func updateUIView(_ map: MKMapView, context: Context) { map.setRegion(region, animated: true) }
            func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
            final class Coordinator: NSObject, MKMapViewDelegate {
                var parent: AdvancedMapView
                init(parent: AdvancedMapView) { self.parent = parent }
                func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
                    ⟪⟫
                }
            }
        }
        struct PropertyMapView: View {
            @State private var region = MKCoordinateRegion()
            @State private var analytics: [String] = []
            var body: some View {
                AdvancedMapView(region: $region)
                    .overlay { Text(analytics.joined()) }
                    .task { analytics = await MapService.analytics(for: region) }
            }
        }
        """, quiet: "print(mapView.region.center)", loud: "parent.region = mapView.region").check(mentioning: ["`region`"])
    }

    /// A delivery tracker polls its order and writes back what the backend returns for the
    /// order's own id: the same order, refreshed, with the same `id`, so a receipt loaded for
    /// `order.id` stays right. Replaced by the customer's latest order, the id can change.
    @Test func anItemRefetchedByItsOwnIDVersusReplacedByAnotherLookup() {
        Twins(rule, """
        struct TrackedOrder: Identifiable { let id: String; var customerID: String; var status: String }
        @Observable @MainActor final class OrderTrackingModel {
            var order: TrackedOrder
            init(order: TrackedOrder) { self.order = order }
            func poll() async {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(15))
                    if let updated = try? await DeliveryAPI.⟪⟫ {
                        order = updated
                    }
                }
            }
        }
        struct OrderTrackingView: View {
            @State private var model: OrderTrackingModel
            init(order: TrackedOrder) { _model = State(initialValue: OrderTrackingModel(order: order)) }
            var body: some View {
                VStack {
                    Text(model.order.status)
                    ReceiptSection(orderID: model.order.id)
                }
                .task { await model.poll() }
            }
        }
        struct ReceiptSection: View {
            let orderID: String
            @State private var lines: [String] = []
            var body: some View {
                List(lines, id: \\.self) { Text($0) }
                    .task { lines = (try? await DeliveryAPI.receipt(for: orderID)) ?? [] }
            }
        }
        """, quiet: "order(order.id)", loud: "latestOrder(for: order.customerID)").check(mentioning: ["`orderID`"])
    }

    /// A chat app's user sheet blocks the user from a button and puts back what the server
    /// returns for that user's id, matched out of a result: the mutual friends loaded for
    /// `user.id` stay right. Put back from a lookup of another id, the user can change.
    @Test func aUserPutBackFromAResultForItsOwnIDVersusAnotherID() {
        Twins(rule, """
        struct ChatUser: Identifiable { let id: String; var name: String; var isBlocked: Bool }
        struct UserSheet: View {
            @State var user: ChatUser
            let suggestedID: String
            @State private var mutuals: [ChatUser] = []
            var body: some View {
                VStack {
                    Text(user.name)
                    ForEach(mutuals) { Text($0.name) }
                    Button("Block") {
                        Task {
                            if case .success(let updated) = await ChatAPI.block(user: ⟪⟫) {
                                user = updated
                            }
                        }
                    }
                }
                .task { mutuals = (try? await ChatAPI.mutuals(of: user.id).get()) ?? [] }
            }
        }
        """, quiet: "user.id", loud: "suggestedID").check(mentioning: ["`user.id`"])
    }
}
