import Testing
@testable import Analyzer

/// `state-initialized-from-input`: owned state filled from an `init` parameter.
@Suite struct StateInitializedFromInputTests {
    private let rule = StateInitializedFromInputRule.rule

    private static let parent = """
    struct Library: View {
        let books: [Book]
        @State private var current: Book?
        var body: some View {
            VStack {
                Picker("Book", selection: $current) { ForEach(books) { Text($0.title).tag(Optional($0)) } }
                if let current { BookNotes(book: current) }
            }
        }
    }

    """

    /// A child that copies the book's notes into its state.
    private static let copyingNotes = """
    struct BookNotes: View {
        @State private var notes: String
        init(book: Book) { _notes = State(initialValue: book.notes) }
        var body: some View { TextEditor(text: $notes) }
    }
    """

    /// OpenFind's `onChange` back-port for iOS 13 copies the value into `oldValue` once, and
    /// its body compares and copies it again at every update: later values do reach it. A body
    /// that only reports the change keeps the first copy.
    @Test func aCopyTheBodySyncsAtEachUpdateVersusOneItOnlyCompares() {
        Twins(rule, """
        struct ChangeObserver<Content: View, Value: Equatable>: View {
            let content: Content
            let value: Value
            let action: (Value, Value) -> Void
            init(value: Value, action: @escaping (Value, Value) -> Void, content: @escaping () -> Content) {
                self.value = value
                self.action = action
                self.content = content()
                _oldValue = State(initialValue: value)
            }
            @State private var oldValue: Value
            var body: some View {
                DispatchQueue.main.async {
                    if oldValue != value {
                        action(oldValue, value)
                        ⟪⟫
                    }
                }
                return content
            }
        }
        extension View {
            func onValueChange<Value: Equatable>(of value: Value, perform action: @escaping (Value, Value) -> Void) -> some View {
                ChangeObserver(value: value, action: action) { self }
            }
        }
        final class LaunchModel: ObservableObject {
            @Published var entered = false
        }
        struct LaunchView: View {
            @ObservedObject var model: LaunchModel
            var body: some View {
                Button("Enter") { model.entered = true }
                    .onValueChange(of: model.entered) { _, entered in Haptics.play(entered) }
            }
        }
        """, quiet: "oldValue = value", loud: "print(value)").check(mentioning: ["`oldValue`"])
    }

    @Test func aParameterCopiedIntoStateVersusAConstant() {
        let finding = Twins(rule, Self.parent + """
        struct BookNotes: View {
            @State private var notes: String
            init(book: Book) {
                _notes = State(initialValue: ⟪⟫)
            }
            var body: some View { TextEditor(text: $notes) }
        }
        """, quiet: "\"\"", loud: "book.notes").check(mentioning: ["copies `book` into `@State notes`", "`BookNotes`"])
        #expect(finding?.notes.map(\.message).contains("`notes` is declared here") == true)
        #expect(finding?.notes.count == 3, "the declaration and where the changing value comes from")
    }

    /// Planet's audio player keeps the file's URL in state but plays the player it made from
    /// the parameter: the stale copy is never read. A player that shows the copy is stale.
    @Test func aCopyTheViewNeverReadsVersusOneItShows() {
        Twins(rule, Self.parent + """
        struct BookNotes: View {
            @State private var fileURL: URL
            let player: AVPlayer
            init(book: Book) {
                _fileURL = State(initialValue: book.audioURL)
                player = AVPlayer(url: book.audioURL)
            }
            var body: some View {
                VStack {
                    ⟪⟫
                    Button("Play") { player.play() }
                }
            }
        }
        """, quiet: "Text(\"Audio\")", loud: "Text(fileURL.lastPathComponent)").check(mentioning: ["`@State fileURL`"])
    }

    @Test func anIdentityKeyedOnTheInputMakesNewState() {
        Twins(rule, """
        struct Library: View {
            let books: [Book]
            @State private var current: Book?
            var body: some View {
                VStack {
                    Picker("Book", selection: $current) { ForEach(books) { Text($0.title).tag(Optional($0)) } }
                    if let current { BookNotes(book: current)⟪⟫ }
                }
            }
        }
        struct BookNotes: View {
            @State private var notes: String
            init(book: Book) { self._notes = State(initialValue: book.notes) }
            var body: some View { TextEditor(text: $notes) }
        }
        """, quiet: ".id(current)", loud: ".padding()").check(mentioning: ["`.id(…)`"])
    }

    @Test func aStateObjectFromAParameter() {
        Twins(rule, Self.parent + """
        struct BookNotes: View {
            @StateObject private var model: NotesModel
            init(book: Book) {
                _model = StateObject(wrappedValue: NotesModel(⟪⟫))
            }
            var body: some View { Text(model.summary) }
        }
        """, quiet: "store: .shared", loud: "book: book").check(mentioning: ["`@StateObject model`"])
    }

    @Test func aCopyOfABindingsValueIsAnEditBuffer() {
        let template = """
        struct Mixer: View {
            @State private var level = 0
            var body: some View {
                LevelEditor(level: LEVEL)
                Button("Louder") { level += 1 }
            }
        }
        struct LevelEditor: View {
            @State private var draft: Int
            init(level: TYPE) { _draft = State(initialValue: VALUE) }
            var body: some View { Stepper("\\(draft)", value: $draft) }
        }
        """
        func code(_ level: String, _ type: String, _ value: String) -> String {
            template.replacingOccurrences(of: "LEVEL", with: level).replacingOccurrences(of: "TYPE", with: type)
                .replacingOccurrences(of: "VALUE", with: value)
        }
        Twins(rule: rule, quiet: code("$level", "Binding<Int>", "level.wrappedValue"), loud: code("level", "Int", "level"))
            .check(mentioning: ["copies `level`"])
    }

    /// Aidoku's manga page makes the migration screen in the header's `migrate:` callback and
    /// presents it: made once per tap, it is never made again with another value, so its
    /// sources are a seed. Made in the header's content closure, it is rebuilt with every new
    /// value of the page's sources, which the state ignores.
    @Test func aViewMadeInACallbackTheHeaderKeepsVersusInItsContent() {
        let template = """
        @Observable final class MangaModel {
            var sources: [String] = []
            func refresh() async { sources = await SourceManager.shared.sources() }
        }
        struct MigrateView: View {
            @State private var selectedSources: [String]
            init(selectedSources: [String]) { _selectedSources = State(initialValue: selectedSources) }
            var body: some View { List(selectedSources, id: \\.self) { Text($0) } }
        }
        struct HeaderView<Extra: View>: View {
            let migrate: () -> Void
            @ViewBuilder let extra: () -> Extra
            var body: some View {
                VStack {
                    Button("Migrate", action: migrate)
                    extra()
                }
            }
        }
        struct MangaView: View {
            @State private var model = MangaModel()
            var body: some View {
                HeaderView(
                    migrate: { CALLBACK },
                    extra: { CONTENT }
                )
                .task { await model.refresh() }
            }
        }
        """
        let made = "MigrateView(selectedSources: model.sources)"
        func code(callback: String, content: String) -> String {
            template.replacingOccurrences(of: "CALLBACK", with: callback).replacingOccurrences(of: "CONTENT", with: content)
        }
        Twins(rule: rule, quiet: code(callback: "Navigator.present(\(made))", content: "EmptyView()"),
              loud: code(callback: "Navigator.present(EmptyView())", content: made))
            .check(mentioning: ["copies `selectedSources`"])
    }

    /// A child that keeps the book and copies its notes into its state; the tests add its body.
    private static let bookNotesKeepingTheBook = """
    struct BookNotes: View {
        let book: Book
        @State private var notes: String
        init(book: Book) {
            self.book = book
            _notes = State(initialValue: book.notes)
        }

    """

    @Test func stateTheViewCopiesAgainOnChangeIsResynced() {
        Twins(rule, Self.parent + Self.bookNotesKeepingTheBook + """
            var body: some View {
                TextEditor(text: $notes)
                    .⟪⟫(of: book) { _, newBook in notes = newBook.notes }
            }
        }
        """, quiet: "onChange", loud: "onTapGesture").check(mentioning: ["`@State notes`"])
    }

    @Test func aWriteOfAnotherFieldDoesNotChangeTheCopiedOne() {
        Twins(rule, """
        struct Thread: View {
            @State private var model = ThreadModel()
            var body: some View {
                ReplyBox(subject: model.subject)
                    .alert("Sent", isPresented: $model.⟪⟫) { }
            }
        }
        struct ReplyBox: View {
            @State private var text: String
            init(subject: String) { _text = State(initialValue: "Re: " + subject) }
            var body: some View { TextField("Reply", text: $text) }
        }
        """, quiet: "showsSent", loud: "subject").check(mentioning: ["copies `subject`"])
    }

    @Test func aValueAModelChangesIsLeftToTheModelsViews() {
        // A model that replaces its value is often keyed, reloaded or re-synced elsewhere;
        // a view that changes it itself (a selection) is the case to report.
        Twins(rule, """
        final class Shelf: ObservableObject {
            @Published var featured = Book.sample
            func rotate() { featured = featured.next }
        }
        struct ShelfView: View {
            @ObservedObject var shelf: Shelf
            @State private var pick = Book.sample
            var body: some View {
                BookNotes(book: ⟪⟫)
                Button("Next") { pick = pick.next }
            }
        }
        """ + "\n" + Self.copyingNotes, quiet: "shelf.featured", loud: "pick").check(mentioning: ["`book`"])
    }

    /// A hydration dashboard: the card copies a count its model publishes (a HealthKit sync
    /// changes it) into state it only shows — the count stays 0 after the sync. Handed to a
    /// stepper as a binding, the same copy is an edit buffer, filled once on purpose.
    @Test func aPublishedValueCopiedForDisplayVersusIntoAnEditBuffer() {
        Twins(rule, """
        @MainActor final class HealthTracker: ObservableObject {
            @Published var glassesOfWater = 0
            func syncFromHealthKit() async { glassesOfWater = await HealthStore.glasses() }
        }
        struct HydrationDashboard: View {
            @StateObject private var tracker = HealthTracker()
            var body: some View {
                IntakeCounterCard(count: tracker.glassesOfWater)
                    .task { await tracker.syncFromHealthKit() }
            }
        }
        struct IntakeCounterCard: View {
            @State private var count: Int
            init(count: Int) { _count = State(initialValue: count) }
            var body: some View { ⟪⟫ }
        }
        """, quiet: "Stepper(\"Glasses: \\(count)\", value: $count)", loud: "Text(\"\\(count) glasses\")")
            .check(mentioning: ["`@State count`"])
    }

    /// winston's entities write their `@Published var _id` only in the setter of `id`, which
    /// nothing calls: that write is no evidence of a change. A sync method writing it is.
    @Test func aWriteInTheModelsOwnSetterVersusInAMethod() {
        Twins(rule, """
        final class Subreddit: ObservableObject {
            @Published var _id: String = ""
            ⟪⟫
        }
        struct FeedScreen: View {
            @ObservedObject var subreddit: Subreddit
            var body: some View { FeedMenu(subId: subreddit._id) }
        }
        struct FeedMenu: View {
            @State private var compact: Bool
            init(subId: String) { _compact = State(initialValue: Settings.compact(for: subId)) }
            var body: some View { Text(compact ? "Compact" : "Cards") }
        }
        """, quiet: "var id: String { get { _id } set { _id = newValue } }", loud: "func sync() async { _id = await API.currentID() }")
            .check(mentioning: ["`@State compact`"])
    }

    /// home-assistant copies whether to animate its logo once and re-syncs it in a method it
    /// names as the `onChange` action (`perform: handleEmptyStateChange`).
    @Test func stateResyncedByANamedOnChangeMethodVersusAnUnrelatedOne() {
        Twins(rule, Self.parent + Self.bookNotesKeepingTheBook + """
            var body: some View {
                Text(notes)
                    .onChange(of: book, perform: ⟪⟫)
            }
            private func reload(_ book: Book) { notes = book.notes }
            private func log(_ book: Book) { print(book) }
        }
        """, quiet: "reload", loud: "log").check(mentioning: ["`@State notes`"])
    }

    /// azooKey's keyboard preview seeds its width from `sizing` and, in `.onChange(of: sizing)`,
    /// calls a method of its own that writes the width again.
    @Test func stateResyncedByAMethodTheOnChangeClosureCallsVersusOneThatWritesElsewhere() {
        Twins(rule, Self.parent + Self.bookNotesKeepingTheBook + """
            @State private var lastOpened = Date.distantPast
            var body: some View {
                Text(notes)
                    .onChange(of: book) { book in
                        guard !book.notes.isEmpty else { return }
                        ⟪⟫(book)
                    }
            }
            private func reload(_ book: Book) { if notes != book.notes { notes = book.notes } }
            private func touch(_ book: Book) { lastOpened = Date() }
        }
        """, quiet: "reload", loud: "touch").check(mentioning: ["`@State notes`"])
    }

    /// VoiceInk's mode editor: a title copied from the mode it is given.
    private static let modeEditor = """

    struct ModeEditor: View {
        @State private var title: String
        init(mode: Mode) { _title = State(initialValue: mode.name) }
        var body: some View { Text(title) }
    }
    """

    /// VoiceInk opens its mode editor in a side panel keyed `.id(panelID)`; the one function
    /// that picks another mode gives the panel a new id as well, so a new editor is made.
    @Test func aWriteBesideANewIdentityMakesANewViewVersusOneWithout() {
        Twins(rule, """
        struct ModesScreen: View {
            let modes: [Mode]
            @State private var editing: Mode?
            @State private var panelID = UUID()
            var body: some View {
                HStack {
                    List(modes) { mode in Button(mode.name) { open(mode) } }
                    if let editing {
                        ModeEditor(mode: editing).id(panelID)
                    }
                }
            }
            private func open(_ mode: Mode) {
                ⟪⟫
                editing = mode
            }
        }
        """ + Self.modeEditor, quiet: "panelID = UUID()", loud: "print(mode.name)").check(mentioning: ["`@State title`"])
    }

    /// VoiceInk's panel is a `switch` over the open panel: closing it (`activePanel = nil`)
    /// leaves the editor's case, so the editor goes away rather than getting a new mode.
    @Test func aWriteThatLeavesTheSwitchCaseRemovesTheViewVersusOneThatStaysInIt() {
        Twins(rule, """
        enum Panel { case configuration(Mode), settings }
        struct ModesScreen: View {
            let modes: [Mode]
            @State private var activePanel: Panel?
            @State private var panelID = UUID()
            var body: some View {
                HStack {
                    List(modes) { mode in Button(mode.name) { open(mode) } }
                    switch activePanel {
                    case .configuration(let mode)?:
                        ModeEditor(mode: mode).id(panelID)
                        Button("Close") { close() }
                    case .settings?:
                        Text("Settings")
                    case nil:
                        EmptyView()
                    }
                }
            }
            private func open(_ mode: Mode) {
                panelID = UUID()
                activePanel = .configuration(mode)
            }
            private func close() { activePanel = ⟪⟫ }
        }
        """ + Self.modeEditor, quiet: "nil", loud: ".configuration(modes[0])").check(mentioning: ["`@State title`"])
    }

    @Test func anInputEveryCreationSiteFixesIsQuiet() {
        Twins(rule, """
        struct Shelf: View {
            @State private var current = Book.sample
            var body: some View {
                BookNotes(book: ⟪⟫)
                Button("Next") { current = current.next }
            }
        }
        """ + "\n" + Self.copyingNotes, quiet: "Book.sample", loud: "current").check(mentioning: ["`book`"])
    }

    /// From a camera app: the player is built inside a `Group` whose `.id(cameraID)` rebuilds
    /// it, with a new model, for every camera; the server the `.id` does not cover is fixed.
    @Test func anIdentityOnAnEnclosingViewCoversTheViewsInside() {
        Twins(rule, """
        struct CameraScreen: View {
            let server: Server
            @State private var cameraID: String
            @State private var mode = PlayerMode.live
            var body: some View {
                VStack {
                    player
                    Picker("Camera", selection: $cameraID) { ForEach(server.cameras) { Text($0.name).tag($0.id) } }
                }
            }
            private var player: some View {
                Group {
                    switch mode {
                    case .live: LivePlayer(server: server, cameraID: cameraID)
                    case .snapshot: Text("Snapshot")
                    }
                }
                .id(⟪⟫)
            }
        }
        struct LivePlayer: View {
            @StateObject private var model: PlayerModel
            init(server: Server, cameraID: String) {
                _model = StateObject(wrappedValue: PlayerModel(server: server, cameraID: cameraID))
            }
            var body: some View { Text(model.status) }
        }
        """, quiet: "cameraID", loud: "mode").check(mentioning: ["copies `server` and `cameraID` into `@StateObject model`"])
    }

    /// From a video app's sidebar: the playlist id is pattern-bound from the selected item, and
    /// the `.id(item.id)` around the detail rebuilds it (and its state) for every item.
    @Test func anIdentityOnTheValueALocalIsBoundFromCoversIt() {
        Twins(rule, """
        enum SidebarItem: Hashable, Identifiable {
            case home
            case playlist(id: UUID, title: String)
            var id: String {
                switch self {
                case .home: return "home"
                case .playlist(let id, _): return "playlist-\\(id.uuidString)"
                }
            }
        }
        struct Sidebar: View {
            @State private var selection: SidebarItem = .home
            let playlists: [Playlist]
            var body: some View {
                HStack {
                    List(playlists, selection: $selection) { Text($0.title).tag(SidebarItem.playlist(id: $0.id, title: $0.title)) }
                    content(for: selection)
                }
            }
            @ViewBuilder
            func content(for item: SidebarItem) -> some View {
                if case .playlist(let id, let title) = item {
                    NavigationStack {
                        PlaylistDetail(playlistID: id, initialTitle: title)
                    }
                    .id(⟪⟫)
                }
            }
        }
        struct PlaylistDetail: View {
            let playlistID: UUID
            @State private var title: String
            init(playlistID: UUID, initialTitle: String) {
                self.playlistID = playlistID
                _title = State(initialValue: initialTitle)
            }
            var body: some View { TextField("Title", text: $title) }
        }
        """, quiet: "item.id", loud: "playlists.count").check(mentioning: ["copies `initialTitle` into `@State title`"])
    }

    /// From a workout app: the destination is a computed property handed to a
    /// `NavigationLink(destination:isActive:)`: built for one presentation, like a sheet's content.
    @Test func aMemberUsedOnlyAsPresentedContentFixesItsViews() {
        Twins(rule, """
        struct EventDetails: View {
            let commenters: [User]
            @State private var opened: User?
            var body: some View {
                List(commenters) { user in
                    Button(user.name) { opened = user }
                }
                ⟪⟫
            }
            @ViewBuilder var destination: some View {
                if let opened { UserDetails(user: opened) }
            }
        }
        struct UserDetails: View {
            @State private var user: User
            init(user: User) { _user = State(initialValue: user) }
            var body: some View { Text(user.name) }
        }
        """, quiet: ".sheet(item: $opened) { _ in destination }", loud: ".overlay { destination }")
            .check(mentioning: ["copies `user` into `@State user`"])
    }

    /// An `init` is judged by the creation sites that call it: another overload receiving a
    /// changing value does not make this one's copy stale. (Both overloads copy; each twin
    /// differs only in what the `from:` site passes.)
    @Test func aCopyIsJudgedByTheSitesCallingItsInit() {
        let template = """
        struct UserDetails: View {
            @State private var user: User
            init(for user: User) { _user = State(initialValue: user) }
            init(from dialog: Dialog) { _user = State(initialValue: User(id: dialog.userID, name: dialog.userName)) }
            var body: some View { Text(user.name) }
        }
        struct Browser: View {
            let users: [User]
            @State private var selected = 0
            var body: some View {
                VStack {
                    Stepper("User", value: $selected)
                    UserDetails(for: users[selected])
                    UserDetails(from: ⟪⟫)
                }
            }
        }
        """
        let quiet = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "Dialog.support"), rules: [rule])
        #expect(quiet.map(\.message).filter { $0.contains("copies `user`") }.count == 1, "the `for:` overload gets a changing user")
        #expect(!quiet.contains { $0.message.contains("`dialog`") }, "\(quiet.map(\.message))")
        let loud = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "users[selected].dialog"), rules: [rule])
        #expect(loud.contains { $0.message.contains("copies `dialog` into `@State user`") }, "\(loud.map(\.message))")
    }


    /// From an animated icon: the copy is kept in sync by `onChange`, from inside a delayed
    /// `withAnimation`, so a new name does reach it; a write of another state does not.
    @Test func aCopyResyncedFromInsideAnAnimationVersusAnotherWrite() {
        Twins(rule, """
        struct AnimatedIcon: View {
            let name: String
            @State private var shown: String
            @State private var previous = ""
            init(_ name: String) {
                self.name = name
                _shown = State(initialValue: name)
            }
            var body: some View {
                Image(systemName: shown)
                    .id(shown)
                    .onChange(of: name) { newName in
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                            withAnimation(.spring) { ⟪⟫ = newName }
                        }
                    }
            }
        }
        struct CredentialStatus: View {
            @State private var isValid = false
            var body: some View {
                Toggle(isOn: $isValid) { AnimatedIcon(isValid ? "checkmark.circle" : "xmark.circle") }
            }
        }
        """, quiet: "shown", loud: "previous").check(mentioning: ["copies `name` into `@State shown`"])
    }

    /// kaset rebuilds its screens' models on sign-in, and in the same function gives the split
    /// view around them a new `.id(self.contentResetID)`: the search screen, built in a helper
    /// the split view's detail calls, is made anew with the new model. Without the new id, the
    /// screen keeps the model it copied first.
    @Test func aModelSwappedBesideANewIdOfAnAncestorVersusAlone() {
        Twins(StateInitializedFromInputRule.rule, """
        @Observable final class SearchViewModel {
            var query = ""
            init(client: Client) {}
        }
        struct SearchView: View {
            @State private var viewModel: SearchViewModel
            init(viewModel: SearchViewModel) {
                _viewModel = State(initialValue: viewModel)
            }
            var body: some View { TextField("Search", text: $viewModel.query) }
        }
        struct MainWindow: View {
            let client: Client
            @State private var searchViewModel: SearchViewModel?
            @State private var contentResetID = UUID()
            var body: some View {
                NavigationSplitView {
                    Button("Sign in again") { rebuildViewModels() }
                } detail: {
                    self.detailView()
                }
                .id(self.contentResetID)
            }
            private func detailView() -> some View {
                Group {
                    if let vm = searchViewModel {
                        SearchView(viewModel: vm)
                    }
                }
            }
            private func rebuildViewModels() {
                self.searchViewModel = SearchViewModel(client: client)
                ⟪⟫
            }
        }
        """, quiet: "self.contentResetID = UUID()", loud: "print(\"rebuilt\")").check(mentioning: ["`viewModel`"])
    }
}
