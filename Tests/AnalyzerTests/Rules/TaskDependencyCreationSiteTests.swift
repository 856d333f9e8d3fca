import Testing
@testable import Analyzer

/// `untracked-task-dependency` judged by how the module creates the view (issue: real-world
/// precision, kind 1): a value every creation site fixes is not reported; the same view with
/// one creation site passing a value that changes is, and the note names that site.
@Suite struct TaskDependencyCreationSiteTests {
    private let rule = UntrackedTaskDependencyRule.rule

    private static let detail = """
    struct CommentsView: View {
        let postID: Int
        @State private var comments: [Comment] = []
        var body: some View {
            List(comments) { Text($0.body) }
                .task { comments = await API.comments(for: postID) }
        }
    }
    """

    @Test func literalAtEveryCreationSiteVersusStateThatChanges() {
        let finding = Twins(rule, Self.detail + """

        struct FeedScreen: View {
            @State private var selectedPost = 1
            var body: some View {
                VStack {
                    Picker("Post", selection: $selectedPost) { Text("One").tag(1); Text("Two").tag(2) }
                    CommentsView(postID: ⟪⟫)
                }
            }
        }
        """, quiet: "7", loud: "selectedPost").check(mentioning: ["`postID`"])
        #expect(finding?.notes.contains { $0.message.contains("`CommentsView` is created here") } == true)
        #expect(finding?.notes.contains { $0.message.contains("`selectedPost` is") } == true, "\(finding?.notes.map(\.message) ?? [])")
    }

    @Test func aParentsFixedLetVersusAParentsChangingInput() {
        Twins(rule, Self.detail + """

        struct PostScreen: View {
            let postID: Int
            var body: some View { CommentsView(postID: postID) }
        }
        struct Feed: View {
            @State private var current = 3
            var body: some View {
                PostScreen(postID: ⟪⟫)
                Button("Next") { current += 1 }
            }
        }
        """, quiet: "3", loud: "current").check(mentioning: ["`postID`"])
    }

    @Test func sheetItemContentVersusTheSameViewInTheBody() {
        Twins(rule, Self.detail + """

        struct Feed: View {
            @State private var opened: Post?
            var body: some View {
                List(posts) { post in Button(post.title) { opened = post } }
                    ⟪⟫
            }
            let posts: [Post]
        }
        """, quiet: ".sheet(item: $opened) { post in CommentsView(postID: post.id) }",
             loud: ".overlay { if let opened { CommentsView(postID: opened.id) } }").check(mentioning: ["`postID`"])
    }

    @Test func navigationDestinationVersusADetailColumnThatSwapsItsInput() {
        Twins(rule, Self.detail + """

        struct Browser: View {
            @State private var selection: Int?
            let ids: [Int]
            var body: some View {
                NavigationSplitView {
                    List(ids, id: \\.self, selection: $selection) { Text("\\($0)") }
                } detail: {
                    ⟪⟫
                }
            }
        }
        """, quiet: "NavigationStack { Text(\"Pick one\").navigationDestination(for: Int.self) { id in CommentsView(postID: id) } }",
             loud: "CommentsView(postID: selection ?? 0)").check(mentioning: ["`postID`"])
    }

    @Test func navigationLinkDestinationVersusItsLabel() {
        Twins(rule, Self.detail + """

        struct Inbox: View {
            @State private var latest = 0
            var body: some View {
                ⟪⟫
                    .task { latest = await API.latestID() }
            }
        }
        """, quiet: "NavigationLink { CommentsView(postID: latest) } label: { Text(\"Latest\") }",
             loud: "NavigationLink(value: latest) { CommentsView(postID: latest) }").check(mentioning: ["`postID`"])
    }

    @Test func aRowOfForEachVersusAViewOutsideTheRows() {
        Twins(rule, Self.detail + """

        struct Thread: View {
            @State private var posts: [Post] = []
            var body: some View {
                List {
                    ⟪⟫
                }
                .task { posts = await API.posts() }
            }
        }
        """, quiet: "ForEach(posts) { post in CommentsView(postID: post.id) }",
             loud: "CommentsView(postID: posts.first?.id ?? 0)").check(mentioning: ["`postID`"])
    }

    @Test func explicitIdentityAtTheCreationSiteVersusNone() {
        Twins(rule, Self.detail + """

        struct Pager: View {
            @State private var page = 0
            var body: some View {
                CommentsView(postID: page)⟪⟫
                Button("Next") { page += 1 }
            }
        }
        """, quiet: ".id(page)", loud: ".padding()").check(mentioning: ["`postID`"])
    }

    /// An onboarding flow builds each step in a helper and identifies the helper's result by the
    /// step index (swiftDialog's `currentStepView(step:).id("step-\(currentStepIndex)")`): the
    /// next step is a new card, whose task loads its own image. A helper identified by something
    /// else keeps the old card, and its old image, for the new step.
    @Test func aHelperUsedUnderAnIdOfTheStepVersusUnderAnotherId() {
        Twins(rule, """
        struct Step: Identifiable {
            let id: String
            let title: String
            let imageURL: URL
        }
        struct OnboardingFlow: View {
            let steps: [Step]
            let flowID: UUID
            @State private var stepIndex = 0
            var body: some View {
                VStack {
                    stepView(steps[stepIndex])
                        .id(⟪⟫)
                    Button("Next") { stepIndex += 1 }
                        .disabled(stepIndex + 1 >= steps.count)
                }
            }
            private func stepView(_ step: Step) -> some View {
                StepCard(title: step.title, imageURL: step.imageURL)
                    .padding()
            }
        }
        struct StepCard: View {
            let title: String
            let imageURL: URL
            @State private var image: Image?
            var body: some View {
                VStack {
                    image?.resizable().scaledToFit()
                    Text(title).font(.title)
                }
                .task { image = await ImageLoader.shared.load(imageURL) }
            }
        }
        """, quiet: "\"step-\\(stepIndex)\"", loud: "flowID").check(mentioning: ["`imageURL`"])
    }

    @Test func hostingControllerRootVersusReassignedRoot() {
        Twins(rule, Self.detail + """

        final class CommentsController: UIViewController {
            var postID = 0
            private lazy var host = UIHostingController(rootView: CommentsView(postID: postID))
            func show(_ id: Int) {
                postID = id
                ⟪⟫
            }
        }
        """, quiet: "print(id)", loud: "host.rootView = CommentsView(postID: postID)").check(mentioning: ["`postID`"])
    }

    @Test func anInitializerThatFixesTheValueVersusOneThatTakesIt() {
        Twins(rule, """
        struct Sidebar: View {
            let showsArchive: Bool
            @State private var folders: [Folder] = []
            init(archive: Bool) { ⟪⟫ }
            var body: some View {
                List(folders) { Text($0.name) }
                    .task { folders = await Mail.folders(includingArchive: showsArchive) }
            }
        }
        struct Root: View {
            @State private var archive = false
            var body: some View {
                Sidebar(archive: archive)
                Toggle("Archive", isOn: $archive)
            }
        }
        """, quiet: "showsArchive = false", loud: "showsArchive = archive").check(mentioning: ["`showsArchive`"])
    }

    @Test func aPreviewWithALiteralIsACreationSiteToo() {
        Twins(rule, Self.detail + """

        #Preview { CommentsView(postID: 1) }
        struct Feed: View {
            @State private var id = 1
            var body: some View { ⟪⟫ }
        }
        """, quiet: "Text(\"\\(id)\")", loud: "CommentsView(postID: id).onTapGesture { id += 1 }").check(mentioning: ["`postID`"])
    }

    @Test func aValueComputedFromARowsElementVersusTheElementsOwnProperty() {
        // One row per conversation: its latest message changes while the row stays.
        Twins(rule, Self.detail + """

        struct Inbox: View {
            @State private var conversations: [Conversation] = []
            var body: some View {
                List {
                    ForEach(conversations, id: \\.peer) { conversation in
                        CommentsView(postID: ⟪⟫)
                    }
                }
                .task { conversations = await Mail.conversations() }
            }
        }
        """, quiet: "conversation.threadID", loud: "conversation.messages.last?.id ?? 0").check(mentioning: ["`postID`"])
    }

    @Test func viewsThatCreateEachOtherStillFindTheChangingSite() {
        Twins(rule, Self.detail.replacingOccurrences(of: "List(comments) { Text($0.body) }",
                                                      with: "List(comments) { comment in Thread(postID: comment.id) }") + """

        struct Thread: View {
            let postID: Int
            var body: some View { CommentsView(postID: postID) }
        }
        struct Feed: View {
            @State private var selected = 1
            var body: some View {
                Thread(postID: ⟪⟫)
                Button("Next") { selected += 1 }
            }
        }
        """, quiet: "1", loud: "selected").check(mentioning: ["`postID`"])
    }

    @Test func aViewCreatedNowhereKeepsTheFinding() {
        let result = lintSingleFile(Self.detail, rules: [rule])
        #expect(result.count == 1)
        #expect(result.first?.notes.count == 1, "only the declaration: no creation site to show")
    }

    @Test func aModelPropertyTheModuleAssignsVersusOneItNeverAssigns() {
        Twins(rule, Self.detail + """

        @Observable final class Selection {
            var postID = 0
            func reset() { ⟪⟫ }
        }
        struct Screen: View {
            @Environment(Selection.self) private var selection
            var body: some View { CommentsView(postID: selection.postID) }
        }
        """, quiet: "print(postID)", loud: "postID = 0").check(mentioning: ["`postID`"])
    }

    @Test func aLetWithADefaultValueVersusALetInput() {
        // No initializer can set a `let` that has a default value: every instance gets the same.
        Twins(rule, """
        struct SuggestedTags: View {
            ⟪⟫
            @State private var tags: [String] = []
            var body: some View {
                ProgressView().task { tags = await assistant.tags(for: "swift") }
                ForEach(tags, id: \\.self) { Text($0) }
            }
        }
        struct Assistant { var style = "short"; func tags(for text: String) async -> [String] { [] } }
        """, quiet: "private let assistant = Assistant()", loud: "let assistant: Assistant").check(mentioning: ["`assistant`"])
    }


    /// From a package manager's install flow: the package is the payload of the `.installing`
    /// step, and every write of the step moves to another case, which builds a new view. A step
    /// also handed to a control as a binding can move between packages while the view stays.
    @Test func aStateMachinesPayloadVersusASelectionAControlWrites() {
        Twins(rule, """
        enum Step: Hashable { case ready, installing(Package), finished }
        struct Package: Hashable { let name: String }
        struct InstallFlow: View {
            @State private var step: Step = .ready
            @State private var name = ""
            var body: some View {
                VStack {
                    ⟪⟫
                    switch step {
                    case .ready:
                        TextField("Package", text: $name).onSubmit { step = .installing(Package(name: name)) }
                    case .installing(let package):
                        Installing(package: package) { step = .finished }
                    case .finished:
                        Text("Installed")
                    }
                }
            }
        }
        struct QueuePicker: View {
            @Binding var step: Step
            var body: some View { Button("Next") { step = .installing(Package(name: "wget")) } }
        }
        struct Installing: View {
            let package: Package
            let done: () -> Void
            @State private var log = ""
            var body: some View {
                Text(log).task {
                    log = await Brew.install(package)
                    done()
                }
            }
        }
        """, quiet: "Text(\"Install\")", loud: "QueuePicker(step: $step)").check(mentioning: ["`package`"])
    }

    /// A load state re-assigned in place (`state = .loaded(newAlbum)` on a refresh while
    /// showing `.loaded`) keeps the branch and its view: the payload changes under it. Going
    /// back to `.loading` first builds a new view.
    @Test func aCaseAssignedAgainInPlaceVersusAStateThatLeavesIt() {
        Twins(rule, """
        enum LoadState { case loading, loaded(Album), failed }
        struct Root: View {
            var body: some View { AlbumScreen(albumID: 7) }
        }
        struct AlbumScreen: View {
            let albumID: Int
            @State private var state: LoadState = .loading
            var body: some View {
                switch state {
                case .loading:
                    ProgressView().task { state = .loaded(await Library.album(albumID)) }
                case .loaded(let album):
                    AlbumDetail(album: album).refreshable { ⟪⟫ }
                case .failed:
                    Text("Failed")
                }
            }
        }
        struct AlbumDetail: View {
            let album: Album
            @State private var tracks: [Track] = []
            var body: some View {
                List(tracks) { Text($0.title) }
                    .task { tracks = await Library.tracks(of: album) }
            }
        }
        """, quiet: "state = .loading", loud: "state = .loaded(await Library.album(albumID))").check(mentioning: ["`album`"])
    }

    /// From a document manager: the detail passes `model.document` to the preview, and the app
    /// only renames the document in place. A thumbnail loaded by the document's `id` stays
    /// right; one that reads the title does not.
    @Test func aFieldTheModuleNeverWritesVersusOneItDoes() {
        Twins(rule, """
        struct Document: Identifiable { let id: UInt; var title: String }
        @Observable final class DocumentDetailModel {
            var document: Document
            init(document: Document) { self.document = document }
            func rename(to title: String) { document.title = title }
        }
        struct DocumentDetailView: View {
            @State var model: DocumentDetailModel
            var body: some View {
                VStack {
                    DocumentPreview(document: model.document)
                    Button("Rename") { model.rename(to: "Invoice 2024") }
                }
            }
        }
        struct DocumentPreview: View {
            let document: Document
            @State private var image: Image?
            var body: some View {
                ZStack { image }
                    .task { image = await Thumbnails.load(document.⟪⟫) }
            }
        }
        """, quiet: "id", loud: "title").check(mentioning: ["`document.title`"])
    }

    /// From a package manager's maintenance sheet: the options step's toggles say what the
    /// running step does, and the running step is built in another case of the same `switch`:
    /// while it runs, nothing can change the options. Built beside the options (a preview of
    /// the run under the toggles), the same task misses a change.
    @Test func aWriteFromAViewNeverShownWithTheReaderVersusOneShownBesideIt() {
        Twins(rule, """
        @Observable final class MaintenanceOptions { var removeOrphans = true }
        enum MaintenanceStage { case ready, running, finished }
        struct MaintenanceSheet: View {
            @State private var stage: MaintenanceStage = .ready
            @State private var options = MaintenanceOptions()
            var body: some View {
                switch stage {
                case .ready:
                    ⟪⟫
                case .running:
                    MaintenanceRunningView(stage: $stage, options: options)
                case .finished:
                    Text("Done")
                }
            }
        }
        struct MaintenanceOptionsView: View {
            @Bindable var options: MaintenanceOptions
            @Binding var stage: MaintenanceStage
            var body: some View {
                Form {
                    Toggle("Remove orphans", isOn: $options.removeOrphans)
                    Button("Start") { stage = .running }
                }
            }
        }
        struct MaintenanceRunningView: View {
            @Binding var stage: MaintenanceStage
            let options: MaintenanceOptions
            @State private var step = "Starting"
            var body: some View {
                ProgressView(step)
                    .task {
                        if options.removeOrphans {
                            step = "Removing orphans"
                            await Brew.removeOrphans()
                        }
                        stage = .finished
                    }
            }
        }
        """, quiet: "MaintenanceOptionsView(options: options, stage: $stage)",
        loud: "VStack { MaintenanceOptionsView(options: options, stage: $stage); MaintenanceRunningView(stage: $stage, options: options) }")
            .check(mentioning: ["`options.removeOrphans`"])
    }

    /// A virtual-machine app's display presets, derived from one field of the model's
    /// configuration when the menu appears.
    private static func displayPresets(reading field: String) -> String {
        """

        struct DisplayPresets: View {
            @ObservedObject var viewModel: ConfigViewModel
            @State private var presets: [String] = []
            var body: some View {
                Menu("Presets") { ForEach(presets, id: \\.self) { Text($0) } }
                    .onAppear { presets = Presets.suggested(for: viewModel.config.\(field)) }
            }
        }
        """
    }

    /// A thumbnail loaded once for the `compact` its parent passes.
    private static let artworkView = """

        struct ArtworkView: View {
            let compact: Bool
            @State private var image: Image?
            var body: some View {
                ZStack { image }
                    .task { image = await Thumbnails.load(compact: compact) }
            }
        }
        """

    /// From a virtual-machine app's settings: a stepper bound to `config.memory` writes that
    /// field of the model's configuration, not the guest type beside it: presets derived from
    /// the guest type stay right, presets derived from the memory do not.
    @Test func aBindingToASiblingFieldVersusToTheFieldRead() {
        Twins(rule, """
        enum GuestType { case mac, linux }
        struct VMConfig { var systemType: GuestType = .mac; var memory = 4 }
        final class ConfigViewModel: ObservableObject { @Published var config = VMConfig() }
        struct ConfigurationView: View {
            @StateObject private var viewModel = ConfigViewModel()
            var body: some View {
                Form {
                    Stepper("Memory", value: $viewModel.config.memory)
                    DisplayPresets(viewModel: viewModel)
                }
            }
        }
        """ + Self.displayPresets(reading: "⟪⟫"), quiet: "systemType", loud: "memory").check(mentioning: ["`viewModel.config.memory`"])
    }

    /// VirtualBuddy's settings container subscribes to its own `$settings` (the `@Published`
    /// property's publisher) to save changes: that is no write. Resetting the settings is.
    @Test func aModelSubscribingToItsOwnPublisherVersusResettingTheValue() {
        Twins(rule, """
        struct AppSettings: Equatable { var compactThumbnails = false }
        final class SettingsContainer: ObservableObject {
            @Published var settings = AppSettings()
            private var saving: AnyCancellable?
            func bind() { ⟪⟫ }
        }
        struct LibraryView: View {
            @EnvironmentObject var container: SettingsContainer
            var body: some View { ArtworkView(compact: container.settings.compactThumbnails) }
        }
        """ + Self.artworkView, quiet: "saving = $settings.sink { Defaults.save($0) }", loud: "settings = AppSettings()")
            .check(mentioning: ["`compact`"])
    }

    /// VirtualBuddy's configuration screen hands `$viewModel.config` whole to the sharing
    /// editor, which only adds and removes shared folders: the display presets, derived from
    /// the guest type, stay right. An editor that changes the guest type makes them stale.
    @Test func aBindingHandedToAnEditorOfAnotherFieldVersusOneThatWritesTheFieldRead() {
        Twins(rule, """
        enum GuestType { case mac, linux }
        struct VMConfig { var systemType: GuestType = .mac; var sharedFolders: [URL] = [] }
        final class ConfigViewModel: ObservableObject { @Published var config = VMConfig() }
        struct ConfigurationView: View {
            @StateObject private var viewModel = ConfigViewModel()
            var body: some View {
                Form {
                    SharingEditor(configuration: $viewModel.config)
                    DisplayPresets(viewModel: viewModel)
                }
            }
        }
        struct SharingEditor: View {
            @Binding var configuration: VMConfig
            var body: some View {
                Button("Add Folder") { ⟪⟫ }
            }
        }
        """ + Self.displayPresets(reading: "systemType"), quiet: "configuration.sharedFolders.append(URL(filePath: \"/Users/Shared\"))",
        loud: "configuration.systemType = .linux").check(mentioning: ["`viewModel.config.systemType`"])
    }

    /// The same screen through a mutating method of the configuration: `addSharedFolder`
    /// assigns the folders only, `convertToLinux` the guest type.
    @Test func aMutatingMethodOfAnotherFieldVersusOneThatWritesTheFieldRead() {
        Twins(rule, """
        enum GuestType { case mac, linux }
        struct VMConfig {
            var systemType: GuestType = .mac
            var sharedFolders: [URL] = []
            mutating func addSharedFolder(_ url: URL) { sharedFolders.append(url) }
            mutating func convertToLinux() { systemType = .linux }
        }
        final class ConfigViewModel: ObservableObject { @Published var config = VMConfig() }
        struct ConfigurationView: View {
            @StateObject private var viewModel = ConfigViewModel()
            var body: some View {
                Form {
                    Button("Change") { viewModel.config.⟪⟫ }
                    DisplayPresets(viewModel: viewModel)
                }
            }
        }
        """ + Self.displayPresets(reading: "systemType"), quiet: "addSharedFolder(URL(filePath: \"/Users/Shared\"))", loud: "convertToLinux()")
            .check(mentioning: ["`viewModel.config.systemType`"])
    }

    /// VirtualBuddy's settings container reads the saved settings in a helper its `init`
    /// calls: that fills the value in, it does not change it later. The same helper called by
    /// a "Reload" button does.
    @Test func aHelperOnlyTheInitializerCallsVersusOneAnActionCalls() {
        Twins(rule, """
        struct AppSettings { var showDesktopPicture = true }
        final class SettingsContainer: ObservableObject {
            @Published var settings = AppSettings()
            init() { read() }
            func read() { settings = AppSettings(showDesktopPicture: Defaults.bool("desktop")) }
        }
        struct LibraryView: View {
            @EnvironmentObject var container: SettingsContainer
            var body: some View {
                VStack {
                    ArtworkView(compact: !container.settings.showDesktopPicture)
                    ⟪⟫
                }
            }
        }
        """ + Self.artworkView, quiet: "Text(\"Library\")", loud: "Button(\"Reload\") { container.read() }")
            .check(mentioning: ["`compact`"])
    }

    /// Suwatte has two nested `Tile` views: the feed's, created per publication of an
    /// immutable feed, and the image search's, created with a result the search replaces.
    /// Inside the image search, `Tile` is its own; the feed's tile is judged by its own
    /// creation sites. Spelled `FeedView.Tile` there, it is the feed's, with a changing entry.
    @Test func aNestedViewIsJudgedByItsOwnCreationSitesNotBySameNamedOnes() {
        Twins(rule, """
        struct Publication: Identifiable { let id: String; let thumbnail: URL }
        struct FeedView: View {
            let publications: [Publication]
            var body: some View {
                List(publications) { publication in Tile(entry: publication) }
            }
            struct Tile: View {
                let entry: Publication
                @State private var image: Image?
                var body: some View {
                    ZStack { image }
                        .task { image = await Thumbnails.load(entry.thumbnail) }
                }
            }
        }
        struct ImageSearchView: View {
            @State private var result = Publication(id: "a", thumbnail: URL(filePath: "/a.png"))
            var body: some View {
                VStack {
                    ⟪⟫(entry: result)
                    Button("Next") { result = Publication(id: "b", thumbnail: URL(filePath: "/b.png")) }
                }
            }
            struct Tile: View {
                let entry: Publication
                var body: some View { Text(entry.id) }
            }
        }
        """, quiet: "Tile", loud: "FeedView.Tile").check(mentioning: ["`entry.thumbnail`"])
    }

    /// A podcast app's model object, and a cover loaded once for the uuid its parent passes.
    private static let podcast = """
        final class Podcast { var uuid = ""; var title = "" }

        """
    private static let podcastCover = """

        struct PodcastCover: View {
            let uuid: String
            @State private var image: Image?
            var body: some View {
                ZStack { image }
                    .task { image = await Artwork.load(uuid: uuid) }
            }
        }
        """

    /// A podcast app's database layer fills in a `Podcast` it has just made (`let podcast =
    /// Podcast()`, then `podcast.uuid = …`): no view shows that object yet. Renaming the uuid
    /// of a podcast a view was given does change it.
    @Test func fillingInAFreshObjectVersusChangingOneAViewShows() {
        Twins(rule, Self.podcast + """
        enum PodcastStore {
            static func podcast(from row: [String: String]) -> Podcast {
                let podcast = Podcast()
                podcast.uuid = row["uuid"] ?? ""
                return podcast
            }
        }
        struct EpisodeStory: View {
            let podcast: Podcast
            var body: some View {
                VStack {
                    PodcastCover(uuid: podcast.uuid)
                    Button("Refresh") { ⟪⟫ }
                }
            }
        }
        """ + Self.podcastCover, quiet: "Sync.refresh()", loud: "podcast.uuid = Sync.newUUID()").check(mentioning: ["`uuid`"])
    }

    /// A network monitor's `init` starts monitoring through a helper whose handler runs later,
    /// at every change of the path: that is no filling-in, the connection state changes.
    @Test func aHelperWhoseHandlerRunsLaterVersusOneThatOnlyFillsIn() {
        Twins(rule, """
        final class NetworkStatus: ObservableObject {
            @Published private(set) var isConnected = false
            private let monitor = PathMonitor()
            init() { start() }
            private func start() {
                ⟪⟫
            }
        }
        struct FriendsScreen: View {
            @StateObject private var network = NetworkStatus()
            var body: some View { FriendsList(online: network.isConnected) }
        }
        struct FriendsList: View {
            let online: Bool
            @State private var friends: [String] = []
            var body: some View {
                List(friends, id: \\.self) { Text($0) }
                    .task { friends = await API.friends(online: online) }
            }
        }
        """, quiet: "isConnected = monitor.currentStatus == .satisfied",
        loud: "monitor.onUpdate = { [weak self] status in self?.isConnected = status == .satisfied }")
            .check(mentioning: ["`online`"])
    }

    /// The same app's test builder makes a podcast in its `init` and fills it in; a builder
    /// handed a podcast that a view shows changes that one.
    @Test func anInitializerFillingInTheObjectItMadeVersusOneItWasGiven() {
        Twins(rule, Self.podcast + """
        final class PodcastBuilder {
            let podcast: Podcast
            init(from source: Podcast) {
                podcast = ⟪⟫
                podcast.uuid = UUID().uuidString
            }
        }
        struct EpisodeStory: View {
            let podcast: Podcast
            var body: some View { PodcastCover(uuid: podcast.uuid) }
        }
        """ + Self.podcastCover, quiet: "Podcast()", loud: "source").check(mentioning: ["`uuid`"])
    }

    /// Suwatte's chapter options are a sheet over the chapter list: the "switch source" button
    /// of the profile screen underneath cannot be tapped while the sheet is up, so the order the
    /// sheet loads stays right. Shown over the list without a sheet, the button stays in reach.
    @Test func aButtonUnderAModalSheetVersusOneBesideTheReader() {
        Twins(rule, """
        final class ProfileModel: ObservableObject { @Published var currentSource = "" }
        struct ChapterOptions: View {
            @EnvironmentObject var model: ProfileModel
            @State private var order: [String] = []
            var body: some View {
                List(order, id: \\.self) { Text($0) }
                    .task { order = await Sources.priority(for: model.currentSource) }
            }
        }
        struct ChapterList: View {
            @ObservedObject var model: ProfileModel
            @State private var presentOptions = false
            var body: some View {
                Button("Options") { presentOptions = true }
                    .⟪⟫ { ChapterOptions().environmentObject(model) }
            }
        }
        struct ProfileView: View {
            @StateObject var model = ProfileModel()
            var body: some View {
                VStack {
                    Button("Switch source") { model.currentSource = "mirror" }
                    ChapterList(model: model)
                }
            }
        }
        """, quiet: "sheet(isPresented: $presentOptions)", loud: "overlay").check(mentioning: ["`model.currentSource`"])
    }

    /// TempBox's share sheet exports the selected message as it appears. The message list
    /// underneath sets the selection through a binding kept in a local, whose setter hops to
    /// the main queue before it writes: still the user's pick in the list, which the sheet
    /// covers. Shown as an overlay, the list stays in reach.
    @Test func aListSelectionSetThroughAQueuedBindingUnderASheetVersusBesideAnOverlay() {
        Twins(rule, """
        @Observable final class MailStore { var selectedMessage: Message? }
        struct Message: Identifiable, Hashable { let id: String; let subject: String }
        struct ShareMessageView: View {
            @Environment(MailStore.self) private var store
            @State private var fileURL: URL?
            var body: some View {
                Form { Text(fileURL?.lastPathComponent ?? "Preparing…") }
                    .onAppear {
                        Task { if let message = store.selectedMessage { fileURL = await Exporter.eml(for: message) } }
                    }
            }
        }
        struct MessagesView: View {
            @Environment(MailStore.self) private var store
            let messages: [Message]
            @State private var isSharing = false
            var body: some View {
                messageList
                    .toolbar { Button("Share") { isSharing = true } }
                    .⟪⟫ { ShareMessageView() }
            }
            @ViewBuilder private var messageList: some View {
                let selection = Binding(
                    get: { store.selectedMessage },
                    set: { newValue in DispatchQueue.main.async { store.selectedMessage = newValue } }
                )
                List(messages, selection: selection) { message in Text(message.subject).tag(message) }
            }
        }
        """, quiet: "sheet(isPresented: $isSharing)", loud: "overlay").check(mentioning: ["`store.selectedMessage`"])
    }

    /// Planet's settings sheets hang off one host: the custom-code sheet copies the planet's
    /// name as it appears, and the edit sheet's OK button writes the name through its `apply`
    /// method. Only one sheet of a host shows at a time, so the edit sheet's tap cannot happen
    /// while the custom-code sheet is up. A method that a timer of the edit view also calls can.
    @Test func aMethodOnlyATapOfASiblingSheetCallsVersusOneATimerCallsToo() {
        Twins(rule, """
        final class MyPlanet: ObservableObject { @Published var name = "" }
        struct CustomCodeView: View {
            @ObservedObject var planet: MyPlanet
            @State private var preview = ""
            var body: some View {
                Text(preview)
                    .task { preview = await CodeRenderer.render(title: planet.name) }
            }
        }
        struct EditView: View {
            @ObservedObject var planet: MyPlanet
            @State private var nameDraft = ""
            var body: some View {
                Form {
                    TextField("Name", text: $nameDraft)
                    Button("OK") { apply() }
                }
                ⟪⟫
            }
            private func apply() { planet.name = nameDraft }
        }
        struct PlanetMainView: View {
            @StateObject private var planet = MyPlanet()
            @State private var isEditing = false
            @State private var isEditingCode = false
            var body: some View {
                PlanetDetail(planet: planet)
                    .sheet(isPresented: $isEditing) { EditView(planet: planet) }
                    .sheet(isPresented: $isEditingCode) { CustomCodeView(planet: planet) }
            }
        }
        """, quiet: "", loud: ".onReceive(Timer.publish(every: 60, on: .main, in: .common).autoconnect()) { _ in apply() }")
            .check(mentioning: ["`planet.name`"])
    }

    /// A thumbnail that loads its image once, as it appears.
    private static let thumbnail = """
    struct Thumbnail: View {
        let url: URL
        @State private var image: Image?
        var body: some View {
            (image ?? Image(systemName: "photo"))
                .task { image = await ImageLoader.load(url) }
        }
    }

    """

    /// From a manga reader's tracker sheet: the row loads its thumbnail's URL as it appears and
    /// shows the thumbnail only once there is one (`if let url`). The URL goes from `nil` to
    /// its value once, which creates the thumbnail; a pull to refresh can replace it under a
    /// thumbnail that already loaded.
    @Test func stateFilledInOnceAsTheViewAppearsVersusRefreshedLater() {
        Twins(rule, Self.thumbnail + """
        struct TrackerRow: View {
            let tracker: Tracker
            @State private var thumbnailURL: String?
            var body: some View {
                List {
                    HStack {
                        if let url = thumbnailURL.flatMap({ URL(string: $0) }) {
                            Thumbnail(url: url)
                        }
                        Text(tracker.name)
                    }
                }
                ⟪⟫ { thumbnailURL = await Trackers.thumbnail(named: "cover") }
            }
        }
        """, quiet: ".task", loud: ".refreshable").check(mentioning: ["`url`"])
    }

    /// A timer the row starts as it appears replaces the URL again and again under the
    /// thumbnail already built: not filled in once.
    @Test func stateFilledOnceVersusByATimerStartedOnAppear() {
        Twins(rule, Self.thumbnail + """
        struct Slideshow: View {
            @State private var current: URL?
            var body: some View {
                VStack {
                    if let url = current { Thumbnail(url: url) }
                }
                .onAppear { ⟪⟫ }
            }
        }
        """, quiet: "current = Photos.first()",
             loud: "Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in current = Photos.next() }").check(mentioning: ["`url`"])
    }
}

extension TaskDependencyCreationSiteTests {
    /// TelemetryViewer keeps its macOS 12 signal list, which the app no longer shows: nothing
    /// creates or names it, so its appearance never runs and no rule reports it. Shown by the
    /// sidebar, it loads the first app's signals only.
    @Test func aViewTheAppNeverShowsIsNotReportedVersusOneItShows() {
        Twins(UntrackedTaskDependencyRule.rule, """
        @main struct TelemetryApp: App {
            var body: some Scene { WindowGroup { Sidebar() } }
        }
        struct Sidebar: View {
            @State private var appID = "first"
            var body: some View {
                VStack {
                    Picker("App", selection: $appID) { Text("First").tag("first"); Text("Second").tag("second") }
                    ⟪⟫
                }
            }
        }
        struct MacOS12RecentSignalsView: View {
            let appID: String
            @State private var signals: [String] = []
            var body: some View {
                List(signals, id: \\.self) { Text($0) }
                    .onAppear { signals = SignalStore.recent(for: appID) }
            }
        }
        """, quiet: "Text(appID)", loud: "MacOS12RecentSignalsView(appID: appID)").check(mentioning: ["`appID`"])
    }
}

extension TaskDependencyCreationSiteTests {
    /// CodeEdit's commit details are shown while `selection != nil` and go back by setting their
    /// binding to `nil`: that write removes the details, it never shows them another commit.
    /// Setting the binding to another commit keeps them on screen with a new value.
    private static func historyScreen(condition: String = "selection != nil", back: String = "⟪⟫") -> String {
        """
        struct HistoryView: View {
            @State private var selection: Commit?
            @State private var showsDetails = false
            let commits: [Commit]
            var body: some View {
                VStack {
                    if \(condition) {
                        CommitDetailsView(commit: $selection, commits: commits)
                    } else {
                        ForEach(commits) { commit in
                            Button(commit.message) { selection = commit; showsDetails = true }
                        }
                    }
                }
            }
        }
        struct CommitDetailsView: View {
            @Binding var commit: Commit?
            let commits: [Commit]
            @State private var changes: [String] = []
            var body: some View {
                VStack {
                    Button("Back") { commit = \(back) }
                    ForEach(changes, id: \\.self) { Text($0) }
                }
                .task {
                    if let commit { changes = await GitClient.changedFiles(commit.hash) }
                }
            }
        }
        """
    }

    @Test func aBindingSetToTheValueThatRemovesTheViewVersusToAnotherValue() {
        Twins(rule, Self.historyScreen(), quiet: "nil", loud: "commits.first").check(mentioning: ["`commit`"])
    }

    /// Kodio's music videos are a `switch` over a router; an artist's page, made in `case
    /// .musicVideoArtist(let artist)`, opens an album through its binding (`router =
    /// .musicVideoAlbum(album)`): another case, so the page goes, and the next artist gets a
    /// new one. Setting another artist in place would keep the page with a new value.
    @Test func aBindingSetToAnotherCaseWithAPayloadVersusToTheSameCase() {
        Twins(rule, """
        enum Router: Hashable { case musicVideos, musicVideoArtist(String), musicVideoAlbum(String) }
        struct MusicVideosView: View {
            @State private var router: Router = .musicVideos
            var body: some View {
                switch router {
                case .musicVideos:
                    Button("Queen") { router = .musicVideoArtist("Queen") }
                case .musicVideoArtist(let artist):
                    ArtistView(artist: artist, router: $router)
                case .musicVideoAlbum(let album):
                    Button(album) { router = .musicVideos }
                }
            }
        }
        struct ArtistView: View {
            let artist: String
            @Binding var router: Router
            @State private var videos: [String] = []
            var body: some View {
                List(videos, id: \\.self) { video in
                    Button(video) { router = .⟪⟫(video) }
                }
                .task { videos = await KodiClient.musicVideos(by: artist) }
            }
        }
        """, quiet: "musicVideoAlbum", loud: "musicVideoArtist").check(mentioning: ["`artist`"])
    }

    @Test func theSameWriteUnderABranchItDoesNotDecideIsAChange() {
        Twins(rule, Self.historyScreen(condition: "⟪⟫", back: "nil"), quiet: "selection != nil", loud: "showsDetails")
            .check(mentioning: ["`commit`"])
    }
}

extension TaskDependencyCreationSiteTests {
    /// The parent's own close button beside the details: `nil` takes them away, another commit
    /// shows them with a new value.
    @Test func aParentWriteThatRemovesTheViewVersusOneThatReplacesTheValue() {
        Twins(rule, """
        struct HistoryView: View {
            @State private var selection: Commit?
            let commits: [Commit]
            var body: some View {
                VStack {
                    if let selection {
                        CommitSummaryView(commit: selection)
                        Button("Close") { self.selection = ⟪⟫ }
                    } else {
                        ForEach(commits) { commit in
                            Button(commit.message) { selection = commit }
                        }
                    }
                }
            }
        }
        struct CommitSummaryView: View {
            let commit: Commit
            @State private var changes: [String] = []
            var body: some View {
                List(changes, id: \\.self) { Text($0) }
                    .task { changes = await GitClient.changedFiles(commit.hash) }
            }
        }
        """, quiet: "nil", loud: "commits.last").check(mentioning: ["`commit.hash`"])
    }
}

extension TaskDependencyCreationSiteTests {
    /// ruddarr's movie library: pages look a movie up by id (`movies.byId(id)`, a `Movie.ID`
    /// in, the movie out, found with `comparison`), a server switch replaces the movies, and
    /// the files are fetched for a movie with `language`. `filesView` is the page.
    private static func movieLibrary(comparison: String = "==", language: String = "movie.originalLanguage",
                                     filesView: String) -> String {
        """
        struct Movie: Identifiable {
            let id: Int
            var title: String
            var originalLanguage: String?
        }
        @Observable final class Movies {
            var items: [Movie] = []
            let server: Server
            init(_ server: Server) { self.server = server }
            func byId(_ id: Movie.ID) -> Binding<Movie> {
                Binding(get: { self.items.first { $0.id \(comparison) id }! }, set: { _ in })
            }
        }
        @Observable final class Library {
            var movies: Movies
            var files: [String] = []
            init(server: Server) { movies = Movies(server) }
            func switchTo(_ server: Server) { movies = Movies(server) }
            func fetchFiles(for movie: Movie) async {
                files = await API.files(movie.id, language: \(language))
            }
        }
        struct ServerPicker: View {
            @Environment(Library.self) private var library
            let servers: [Server]
            var body: some View {
                ForEach(servers) { server in
                    Button(server.name) { library.switchTo(server) }
                }
            }
        }
        struct MovieDestination: View {
            let movieID: Movie.ID
            @Environment(Library.self) private var library
            var body: some View {
                MovieFilesView(movie: library.movies.byId(movieID))
            }
        }
        \(filesView)
        """
    }

    /// The page that fetches the files as it appears.
    private static let filesPage = """
    struct MovieFilesView: View {
        @Binding var movie: Movie
        @Environment(Library.self) private var library
        var body: some View {
            List(library.files, id: \\.self) { Text($0) }
                .navigationTitle(movie.title)
                .task { await library.fetchFiles(for: movie) }
        }
    }
    """

    /// A refresh or a server switch finds the movie with the same id again. The task hands the
    /// movie to a model method that reads only its id, so it depends on the id alone; a method
    /// that also reads the movie's language depends on that too.
    @Test func workThatReadsOnlyTheIdOfAMovieLookedUpByIdVersusAlsoAField() {
        Twins(rule, Self.movieLibrary(language: "⟪⟫", filesView: Self.filesPage), quiet: "nil", loud: "movie.originalLanguage")
            .check(mentioning: ["`movie.originalLanguage`"])
    }

    /// ruddarr's release search keeps the id it searched for and skips the search for the same
    /// movie: the work is made once per movie by design, whatever else of the movie refreshes.
    /// Kept but never compared, the copy keys nothing.
    @Test func workKeyedByACopyOfTheMoviesIdVersusACopyNeverCompared() {
        Twins(rule, Self.movieLibrary(filesView: """
        struct MovieFilesView: View {
            @Binding var movie: Movie
            @Environment(Library.self) private var library
            @State private var fetched: Movie.ID?
            var body: some View {
                List(library.files, id: \\.self) { Text($0) }
                    .task {
                        guard fetched != ⟪⟫ else { return }
                        await library.fetchFiles(for: movie)
                        fetched = movie.id
                    }
            }
        }
        """), quiet: "movie.id", loud: "nil").check(mentioning: ["`movie.originalLanguage`"])
    }

    /// A method typed like a lookup (`Movie.ID` in, a movie out) is one only where it finds the
    /// element by that key: the movie after the id is another movie, whose fields change.
    @Test func aLookupThatFindsTheKeyVersusOneThatFindsAnotherElement() {
        Twins(rule, Self.movieLibrary(comparison: "⟪⟫", language: "nil", filesView: Self.filesPage), quiet: "==", loud: ">")
            .check(mentioning: ["`movie.id`"])
    }
}

extension TaskDependencyCreationSiteTests {
    /// A sound board's year in review: the model sets its loading flag to `flag`, then writes
    /// the stories' numbers (`wait` before each load), and the screen shows the stories only
    /// while it is not loading, through a helper of its body.
    private static func yearInReview(flag: String = "true", wait: String = "await ") -> String {
        """
        @Observable final class StoriesModel {
            var isLoading = false
            var topAuthor: String?
            var shareCount = 0
            func loadData() async {
                isLoading = \(flag)
                topAuthor = \(wait)Database.shared.topAuthor()
                shareCount = \(wait)Database.shared.shareCount()
                isLoading = false
            }
        }
        struct StoriesView: View {
            @State private var viewModel = StoriesModel()
            var body: some View {
                ZStack {
                    if viewModel.isLoading {
                        ProgressView("Loading…")
                    } else {
                        storyContent()
                    }
                }
                .toolbar { Button("Reload") { Task { await viewModel.loadData() } } }
            }
            private func storyContent() -> some View {
                ShareStory(topAuthor: viewModel.topAuthor, shareCount: viewModel.shareCount)
            }
        }
        struct ShareStory: View {
            let topAuthor: String?
            let shareCount: Int
            @State private var image: Image?
            var body: some View {
                VStack {
                    image
                    Text("\\(shareCount) shares")
                }
                .task { image = await ShareCard.render(author: topAuthor, shares: shareCount) }
            }
        }
        """
    }

    /// The share page is gone while its inputs change, and made afresh after. Clearing the
    /// flag first leaves the page on screen while the numbers change.
    @Test func inputsWrittenWhileALoadingFlagHidesTheViewVersusWhileItShows() {
        Twins(rule, Self.yearInReview(flag: "⟪⟫"), quiet: "true", loud: "false").check(mentioning: ["`topAuthor`"])
    }

    /// The same flag around writes that do not wait: set and reset in one go, it is never
    /// rendered, and the share page on screen sees its inputs change.
    @Test func inputsWrittenAfterTheFlagAndAWaitVersusWithoutAWait() {
        Twins(rule, Self.yearInReview(wait: "⟪⟫"), quiet: "await ", loud: "").check(mentioning: ["`topAuthor`"])
    }
}

extension TaskDependencyCreationSiteTests {
    /// Omnivore's digest shows the reader while its model has a presented item, and clears the
    /// item as the reader disappears: that write removes the reader. Setting another item there
    /// would hand the same reader a new id.
    @Test func aModelWriteThatRemovesTheViewVersusOneThatReplacesItsInput() {
        Twins(rule, """
        final class DigestModel: ObservableObject {
            @Published var presentedItem: String?
            @Published var chapters: [Chapter] = []
        }
        struct DigestView: View {
            @StateObject private var viewModel = DigestModel()
            var body: some View {
                VStack {
                    if let presentedItem = viewModel.presentedItem {
                        ReaderContainer(requestID: presentedItem)
                            .onDisappear { viewModel.presentedItem = ⟪⟫ }
                    }
                }
            }
        }
        struct ReaderContainer: View {
            let requestID: String
            @State private var article: Article?
            var body: some View {
                ArticleView(article: article)
                    .task { article = await Library.load(requestID) }
            }
        }
        """, quiet: "nil", loud: "\"intro\"").check(mentioning: ["`requestID`"])
    }
    /// phoenix's contact photo keys its inner view with `.id(uniqueId)`, a computed string that
    /// spells out the file name and the size: a new file name is a new view, whose task runs
    /// again. An id made of the size alone keeps the view while the file name changes.
    @Test func anIdentityComputedFromTheInputVersusOneThatLeavesItOut() {
        Twins(rule, """
        struct ContactPhoto: View {
            let filename: String?
            let size: CGFloat
            var body: some View {
                PhotoContent(filename: filename, size: size)
                    .id(uniqueId)
            }
            var uniqueId: String {
                return ⟪⟫
            }
        }
        struct PhotoContent: View {
            let filename: String?
            let size: CGFloat
            @State private var image: String?
            var body: some View {
                Text(image ?? "none").task { image = await Photos.load(filename) }
            }
        }
        struct ContactsList: View {
            @State private var selected: String?
            var body: some View {
                ContactPhoto(filename: selected, size: 32)
                Button("Next") { selected = "b" }
            }
        }
        """, quiet: "\"\\(filename ?? \"<nil>\")@\\(size)\"", loud: "\"\\(size)\"").check(mentioning: ["`filename`"])
    }

    /// A wallet app injects its services and theme through overloads of one `inject` helper
    /// that call each other (`inject(resolver:)` handing `resolver.theme` to `inject(theme:)`):
    /// each parameter is followed to its callers once, and the theme the root never changes
    /// stays fixed. A button that sets a new resolver changes it.
    @Test func aValueInjectedThroughOverloadsThatCallEachOtherVersusOneAButtonReplaces() {
        Twins(rule, """
        final class WalletService { func balance() async -> Int { 0 } }
        struct AppResolver {
            struct Services { let walletService: WalletService }
            let services: Services
            let theme: Int
        }
        private struct ThemeKey: EnvironmentKey { static let defaultValue = 0 }
        private struct WalletServiceKey: EnvironmentKey { static let defaultValue = WalletService() }
        extension EnvironmentValues {
            var theme: Int { get { self[ThemeKey.self] } set { self[ThemeKey.self] = newValue } }
            var walletService: WalletService { get { self[WalletServiceKey.self] } set { self[WalletServiceKey.self] = newValue } }
        }
        extension View {
            func inject(resolver: AppResolver) -> some View {
                self.inject(services: resolver.services).inject(theme: resolver.theme)
            }
            private func inject(services: AppResolver.Services) -> some View {
                self.environment(\\.walletService, services.walletService)
            }
            private func inject(theme: Int) -> some View {
                self.environment(\\.theme, theme)
            }
        }
        struct BalanceView: View {
            @Environment(\\.theme) private var theme
            @State private var label = ""
            var body: some View {
                Text(label).task { label = await Styles.label(for: theme) }
            }
        }
        struct RootView: View {
            @State private var resolver = AppResolver(services: .init(walletService: WalletService()), theme: 0)
            var body: some View {
                VStack {
                    BalanceView()
                    Button("Dark") { ⟪⟫ }
                }
                .inject(resolver: resolver)
            }
        }
        """, quiet: "print(\"dark\")", loud: "resolver = AppResolver(services: resolver.services, theme: 1)").check(mentioning: ["`theme`"])
    }

    /// Leomard's profile sidebar, which renders the person's bio as it appears.
    private static let profileSidebar = """
    struct Person: Equatable { let id: Int; var bio: String? }
    struct PersonDetails { var person: Person; var posts: [String] }
    struct ProfileSidebar: View {
        let person: Person
        @State private var bioText = AttributedString()
        var body: some View {
            Text(bioText)
                .task {
                    if let bio = person.bio { bioText = await Markdown.render(bio) }
                }
        }
    }

    """

    /// Leomard's profile shows its sidebar only once the person's details are loaded, and
    /// assigns the details only while there are none (later pages only add posts): the
    /// sidebar is absent while they are set and is made with them, so its task sees each
    /// person once. A refresh that replaces the person while the sidebar shows is a change.
    @Test func detailsAssignedOnlyWhileAbsentVersusReplacedWhileShown() {
        Twins(rule, Self.profileSidebar + """
        struct ProfileView: View {
            @State private var personDetails: PersonDetails?
            var body: some View {
                VStack {
                    if let personDetails {
                        ProfileSidebar(person: personDetails.person)
                    }
                    Button("More") { loadDetails() }
                }
            }
            private func loadDetails() {
                PersonService.details { details in
                    if personDetails != nil {
                        personDetails!.posts += details.posts
                        ⟪⟫
                    } else {
                        personDetails = details
                    }
                }
            }
        }
        """, quiet: "", loud: "personDetails!.person = details.person").check(mentioning: ["`person.bio`"])
    }

    /// Leomard builds the sidebar in a helper the body hands the details to
    /// (`profileContent(personDetails)`, `if let personDetails` inside): the sidebar's person is
    /// still the details' person, which later pages (adding posts) leave alone. A refresh that
    /// replaces the person while the sidebar shows is a change.
    @Test func detailsHandedToAHelperVersusThePersonReplaced() {
        Twins(rule, Self.profileSidebar + """
        struct ProfileView: View {
            @State private var personDetails: PersonDetails?
            var body: some View {
                VStack {
                    profileContent(personDetails)
                    Button("More") { loadMore() }
                }
            }
            private func profileContent(_ personDetails: PersonDetails?) -> some View {
                VStack {
                    if let personDetails {
                        ProfileSidebar(person: personDetails.person)
                    }
                }
            }
            private func loadMore() {
                PersonService.details { details in
                    guard personDetails != nil else { return }
                    personDetails!.posts += details.posts
                    ⟪⟫
                }
            }
        }
        """, quiet: "", loud: "personDetails!.person = details.person").check(mentioning: ["`person.bio`"])
    }

    /// A pilot app's experience rows sum up the list as they appear, and each row's remove
    /// button writes the list through its binding. The screen gives every row `.id(UUID())`:
    /// each update of the list makes every row anew, and its appearance runs again. Kept, the
    /// rows would show the old summary after a removal.
    @Test func rowsMadeWithAFreshIdentityVersusKept() {
        Twins(rule, """
        struct ExperienceModel: Hashable { var name: String; var hours: Int }
        struct ModelRowView: View {
            @Binding var dataModel: [ExperienceModel]
            let item: ExperienceModel
            @State private var summary = ""
            var body: some View {
                HStack {
                    Text(item.name)
                    Text(summary).font(.caption)
                    Button("Remove") { dataModel.removeAll { $0 == item } }
                }
                .onAppear { summary = "\\(dataModel.count) models, \\(dataModel.map(\\.hours).reduce(0, +)) hours" }
            }
        }
        struct ProvideExperienceView: View {
            @State private var models: [ExperienceModel] = []
            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    ForEach(models, id: \\.self) { item in
                        ModelRowView(dataModel: $models, item: item)⟪⟫
                    }
                }
            }
        }
        """, quiet: ".id(UUID())", loud: "").check(mentioning: ["`dataModel`"])
    }

    /// MeetMemento's onboarding shows one step at a time, keyed by `.id(routeIdentity(for:
    /// currentRoute))`, `currentRoute` being the top of a route stack. The function that says
    /// the first step was left also pushes the next route: the step goes away as the value
    /// changes, and coming back makes a new one. A function that only sets the flag changes it
    /// under the step, as does a push under an identity made from the stack's first route.
    @Test func aWriteBesideAPushOfTheRouteTheIdentityReadsVersusOneWithout() {
        let template = """
        enum Route: Hashable { case name, about }
        @main
        struct OnboardingApp: App {
            var body: some Scene { WindowGroup { Coordinator() } }
        }
        struct Coordinator: View {
            @State private var routeStack: [Route] = [.name]
            @State private var hasLeftFirstStep = false
            private var currentRoute: Route { routeStack.last ?? .name }
            var body: some View {
                ZStack {
                    destination(for: currentRoute)
                        .id(identity(for: currentRoute))
                }
            }
            private func identity(for route: Route) -> String {
                switch route {
                case .name: return "name"
                case .about: return "about"
                }
            }
            private func push(_ route: Route) {
                hasLeftFirstStep = true
                withAnimation {
                    ⟪⟫
                }
            }
            @ViewBuilder
            private func destination(for route: Route) -> some View {
                switch route {
                case .name: NameStep(dissolves: !hasLeftFirstStep, onNext: { push(.about) })
                case .about: Text("About")
                }
            }
        }
        struct NameStep: View {
            let dissolves: Bool
            let onNext: () -> Void
            @State private var opacity = 0.0
            var body: some View {
                Button("Next", action: onNext)
                    .opacity(opacity)
                    .onAppear {
                        guard dissolves else { opacity = 1; return }
                        withAnimation(.easeIn(duration: 0.6)) { opacity = 1 }
                    }
            }
        }
        """
        Twins(rule, template, quiet: "routeStack.append(route)", loud: "print(route)").check(mentioning: ["`dissolves`"])
        // An identity made from the stack's first route is not renewed by a push.
        let pushed = template.replacingOccurrences(of: "⟪⟫", with: "routeStack.append(route)")
        Twins(rule: rule, quiet: pushed, loud: pushed.replacingOccurrences(of: "routeStack.last ?? .name", with: "routeStack.first ?? .name"))
            .check(mentioning: ["`dissolves`"])
    }

    /// Habitto's looping video is created only by a card built in a private property nothing
    /// references: no screen shows it, so its input changes nothing anyone sees. Used by the
    /// body, the card shows the video, and a new difficulty leaves it playing the old one.
    @Test func aViewBuiltOnlyInAnUnusedMemberVersusOneTheBodyUses() {
        Twins(rule, """
        struct LoopingVideoPlayer: View {
            @State private var player = AVQueuePlayer()
            let videoName: String
            var body: some View {
                VideoPlayer(player: player)
                    .aspectRatio(16 / 9, contentMode: .fit)
                    .onAppear {
                        player.replaceCurrentItem(with: AVPlayerItem(url: VideoLibrary.url(of: videoName)))
                        player.play()
                    }
            }
        }
        struct DifficultyCard: View {
            @State private var difficulty = 1
            var body: some View {
                VStack {
                    Stepper("Difficulty", value: $difficulty, in: 1...5)
                    ⟪⟫
                }
            }
            private var animation: some View {
                LoopingVideoPlayer(videoName: "difficulty-\\(difficulty)")
            }
        }
        @main struct HabitApp: App {
            var body: some Scene { WindowGroup { DifficultyCard() } }
        }
        """, quiet: "Text(\"Level \\(difficulty)\")", loud: "animation").check(mentioning: ["`videoName`"])
    }

    /// SWEEPLY's root shows the owner's tabs for `case .ownBusiness` and a member's screens
    /// for `case .memberOf(let membership)`. The session switches to a membership only from
    /// the owner's settings, and restores a saved one only while in the owner's mode: the
    /// member's screens are made afresh for each membership.
    private static func sweeply(settingsButton: String, restoreCondition: String) -> String {
        """
        struct TeamMembership: Identifiable, Equatable { let id: UUID; let businessName: String }
        @MainActor final class AppSession: ObservableObject {
            enum ViewMode: Equatable { case ownBusiness, memberOf(TeamMembership) }
            @Published var currentViewMode: ViewMode = .ownBusiness
            @Published var activeMemberships: [TeamMembership] = []
            func switchToMembership(_ membership: TeamMembership) { currentViewMode = .memberOf(membership) }
            func restoreSavedMode(id: UUID) {
                if \(restoreCondition), let membership = activeMemberships.first(where: { $0.id == id }) {
                    currentViewMode = .memberOf(membership)
                }
            }
        }
        struct RootView: View {
            @EnvironmentObject var session: AppSession
            var body: some View {
                Group {
                    switch session.currentViewMode {
                    case .ownBusiness: OwnerSettingsView()
                    case .memberOf(let membership): CleanerRootView(membership: membership)
                    }
                }
                .task { session.restoreSavedMode(id: UUID()) }
            }
        }
        struct OwnerSettingsView: View {
            @EnvironmentObject var session: AppSession
            var body: some View {
                List(session.activeMemberships) { membership in
                    Button(membership.businessName) { session.switchToMembership(membership) }
                }
            }
        }
        struct CleanerRootView: View {
            @EnvironmentObject var session: AppSession
            let membership: TeamMembership
            @State private var payments: [String] = []
            var body: some View {
                List(payments, id: \\.self) { Text($0) }
                    .toolbar { \(settingsButton) }
                    .task { payments = await PaymentsAPI.load(for: membership.id) }
            }
        }
        """
    }

    @Test func aMembershipSwitchedOnlyFromTheOwnersSettingsVersusAlsoFromTheMembersScreen() {
        let restore = "currentViewMode == .ownBusiness"
        Twins(rule: rule, quiet: Self.sweeply(settingsButton: "Text(membership.businessName)", restoreCondition: restore),
              loud: Self.sweeply(settingsButton: "Button(\"Switch\") { session.switchToMembership(session.activeMemberships[0]) }",
                                 restoreCondition: restore))
            .check(mentioning: ["`membership.id`"])
    }

    @Test func aSavedMembershipRestoredOnlyInTheOwnersModeVersusInAnyMode() {
        let button = "Text(membership.businessName)"
        Twins(rule: rule, quiet: Self.sweeply(settingsButton: button, restoreCondition: "currentViewMode == .ownBusiness"),
              loud: Self.sweeply(settingsButton: button, restoreCondition: "!activeMemberships.isEmpty"))
            .check(mentioning: ["`membership.id`"])
    }

    /// medsenger's message bar: its record button, shown only while neither recording nor a
    /// recorded message is, starts a recording, which sets the model's recording URL. The
    /// recorded message's player is in another clause of the same `if`, so the URL never changes
    /// under it; the player is made afresh when the recorded clause shows. Players of the chat's
    /// messages above the bar do show with the button, but they are given other URLs. A
    /// button beside the player replacing the recording does change the URL under it.
    @Test func aRecordingStartedOnlyFromAnotherClauseVersusBesideThePlayer() {
        Twins(rule: rule, quiet: Self.messageBar(besidePlayer: "Button(\"Send\") { input.showsRecording = false }"),
              loud: Self.messageBar(besidePlayer: "Button(\"Replace\") { Task { await input.startRecording() } }"))
            .check(mentioning: ["`url`"])
    }

    /// The same recording, set after the model waits for the recorder: the bar may show the
    /// recorded message by the time the URL lands, so the button's clause no longer keeps it
    /// apart from the player.
    @Test func aRecordingSetAtOnceVersusAfterAWait() {
        Twins(rule: rule, quiet: Self.messageBar(besidePlayer: "Button(\"Send\") { input.showsRecording = false }"),
              loud: Self.messageBar(besidePlayer: "Button(\"Send\") { input.showsRecording = false }", beforeRecording: "await Recorder.prepare()"))
            .check(mentioning: ["`url`"])
    }

    /// medsenger's message bar: `besidePlayer` is shown beside the recorded message's player;
    /// `beforeRecording` runs in the model before it sets the recording's URL.
    private static func messageBar(besidePlayer: String, beforeRecording: String = "") -> String {
        """
        import SwiftUI
        @MainActor final class MessageInputModel: ObservableObject {
            @Published var isRecording = false
            @Published var showsRecording = false
            @Published var recordingURL: URL?
            func startRecording() async {
                \(beforeRecording)
                recordingURL = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
            }
            func finishRecording() {
                isRecording = false
                showsRecording = true
            }
        }
        struct Message: Identifiable { let id: Int; let audioURL: URL }
        struct ChatScreen: View {
            let messages: [Message]
            @StateObject private var input = MessageInputModel()
            var body: some View {
                VStack {
                    List(messages) { message in AudioPlayer(url: message.audioURL) }
                    MessageBar()
                }
                .environmentObject(input)
            }
        }
        struct MessageBar: View {
            @EnvironmentObject private var input: MessageInputModel
            var body: some View {
                if !input.isRecording && !input.showsRecording {
                    Button("Record") {
                        input.isRecording = true
                        Task { await input.startRecording() }
                    }
                } else if input.isRecording {
                    Button("Stop") { input.finishRecording() }
                } else if input.showsRecording {
                    RecordedMessage()
                }
            }
        }
        struct RecordedMessage: View {
            @EnvironmentObject private var input: MessageInputModel
            var body: some View {
                HStack {
                    \(besidePlayer)
                    if let url = input.recordingURL {
                        AudioPlayer(url: url)
                    }
                }
            }
        }
        struct AudioPlayer: View {
            let url: URL
            @State private var samples: [Float] = []
            var body: some View {
                HStack(spacing: 1) {
                    ForEach(samples.indices, id: \\.self) { i in Capsule().frame(width: 2, height: CGFloat(samples[i]) * 20) }
                }
                .onAppear { samples = Waveform.samples(of: url) }
            }
        }
        enum Waveform { static func samples(of url: URL) -> [Float] { [] } }
        enum Recorder { static func prepare() async {} }
        """
    }

    /// zzrit's contact form: opened from a chat room it shows the room's title, which its
    /// appearance loads for the room it was given; opened from the settings it shows a picker
    /// of rooms instead. The picker, the only writer of the room, exists only where the title
    /// is not loaded. A picker shown by a toggle of its own can change the room under the title.
    @Test func aPickerBuiltOnlyWhereTheWorkDoesNotReadVersusOneAToggleShows() {
        Twins(rule, """
        struct ContactInputView: View {
            var contactThroughRoomView = false
            var rooms: [String] = []
            @State var selectedRoomContact = ""
            @State private var roomTitle = ""
            @State private var showsPicker = false
            var body: some View {
                Form {
                    Toggle("Pick a room", isOn: $showsPicker)
                    if ⟪⟫ {
                        Picker("Room", selection: $selectedRoomContact) {
                            ForEach(rooms, id: \\.self) { Text($0).tag($0) }
                        }
                    } else {
                        Text(roomTitle)
                    }
                }
                .onAppear {
                    if !contactThroughRoomView {
                        print("choosing among \\(rooms.count) rooms")
                    } else {
                        loadRoomTitle()
                    }
                }
            }
            private func loadRoomTitle() {
                Task { roomTitle = await RoomService.title(of: selectedRoomContact) }
            }
        }
        struct ChatRoomView: View {
            let roomID: String
            @State private var isContactShown = false
            var body: some View {
                Button("Contact") { isContactShown = true }
                    .sheet(isPresented: $isContactShown) {
                        ContactInputView(contactThroughRoomView: true, selectedRoomContact: roomID)
                    }
            }
        }
        struct ContactView: View {
            var body: some View { ContactInputView(rooms: ["a", "b"]) }
        }
        """, quiet: "!contactThroughRoomView", loud: "showsPicker").check(mentioning: ["`selectedRoomContact`"])
    }
}
