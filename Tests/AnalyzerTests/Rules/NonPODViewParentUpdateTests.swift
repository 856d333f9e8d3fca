import Testing
@testable import Analyzer

/// `non-pod-view` decides a warning from what makes the creating parent re-run the view: only
/// its own state that its body reads, and only closures it makes anew. Each case comes from a
/// real app's false warning, beside the one-token change that makes the warning true.
@Suite struct NonPODViewParentUpdateTests {
    let rule = NonPODViewRule.rule

    func severity(_ source: String, of view: String) -> Severity? {
        lintSingleFile(source, rules: [rule]).first { $0.message.hasPrefix("`\(view)`") }?.severity
    }

    /// The severity with the template's `⟪⟫` replaced by `fill`.
    func severity(_ template: String, filling fill: String, of view: String) -> Severity? {
        severity(template.replacingOccurrences(of: "⟪⟫", with: fill), of: view)
    }

    /// A prompt grid of a chat screen: about a dozen views, reason enough to warn under a
    /// parent that re-runs on every keystroke.
    static let promptGrid = """
    struct PromptGrid: View {
        let send: (String) -> Void
        var body: some View {
            VStack(spacing: 12) {
                Text("How can I help you today?").font(.title2)
                HStack { Button("Summarize") { send("Summarize") }; Button("Translate") { send("Translate") } }
                HStack { Button("Explain") { send("Explain") }; Button("Rewrite") { send("Rewrite") } }
                HStack { Button("Proofread") { send("Proofread") }; Button("Shorten") { send("Shorten") } }
            }
        }
    }

    """

    /// Code App's main screen asks for a password in an alert: typing there is a short entry
    /// while the alert covers the screen, so the model it writes does not update the screen
    /// continuously. The same field in a sheet's search bar is typed into at length.
    @Test func anAlertsTextFieldIsAShortEntryVersusASheetsField() {
        let template = Self.promptGrid + """
        final class AuthenticationRequest: ObservableObject {
            @Published var password = ""
            @Published var isRequested = false
        }
        struct MainView: View {
            @ObservedObject var request: AuthenticationRequest
            let onSend: (String) -> Void
            var body: some View {
                VStack {
                    PromptGrid(send: { onSend($0) })
                    Text(request.password.isEmpty ? "Locked" : "Unlocking")
                }
                .⟪⟫ {
                    SecureField("Password", text: $request.password)
                    Button("OK") { request.isRequested = false }
                }
            }
        }
        """
        #expect(severity(template, filling: "sheet(isPresented: $request.isRequested)", of: "PromptGrid") == .warning)
        #expect(severity(template, filling: "alert(\"Sign in\", isPresented: $request.isRequested)", of: "PromptGrid") == .info)
    }

    /// A tip calculator shows its prompt grid in the `else` of the amount check. `if
    /// !amount.isEmpty` leaves the grid only while the field is empty: typing swaps it out. The
    /// `else` of `if let amount = Double(amount)` says nothing of the text (any key that does not
    /// parse), which re-runs the grid keystroke by keystroke.
    @Test func anElseOfAnEmptinessCheckVersusOfAParsedLocal() {
        let template = Self.promptGrid + """
        struct TipView: View {
            @State private var amount = ""
            let onSend: (String) -> Void
            var body: some View {
                VStack {
                    TextField("Amount", text: $amount)
                    if ⟪⟫ {
                        Text("Tip: \\(amount)")
                    } else {
                        PromptGrid(send: { onSend($0) })
                    }
                }
            }
        }
        """
        #expect(severity(template, filling: "!amount.isEmpty", of: "PromptGrid") == .info)
        #expect(severity(template, filling: "let amount = Double(amount)", of: "PromptGrid") == .warning)
    }

    /// Keychy draws its popups in a `ZStack` above a scrim stretched over the screen: while a
    /// popup is up, the scrim takes every touch, and nobody types in the search field under it.
    /// A scrim that lets touches through (`.allowsHitTesting(false)`) covers nothing.
    @Test func aPopupAboveAScrimVersusAboveOneTouchesPassThrough() {
        let template = Self.promptGrid + """
        struct CollectionView: View {
            @State private var searchText = ""
            @State private var showPrompts = false
            let onSend: (String) -> Void
            var body: some View {
                VStack {
                    TextField("Search", text: $searchText)
                    Text(searchText.isEmpty ? "All keyrings" : "Results for \\(searchText)")
                    Button("Ideas") { showPrompts = true }
                }
                .overlay {
                    if showPrompts { promptOverlay }
                }
            }
            private var promptOverlay: some View {
                ZStack {
                    Color.black.opacity(0.2)
                        .ignoresSafeArea()⟪⟫
                        .onTapGesture { showPrompts = false }
                    PromptGrid(send: { onSend($0); showPrompts = false })
                }
            }
        }
        """
        #expect(severity(template, filling: "", of: "PromptGrid") == .info)
        #expect(severity(template, filling: ".allowsHitTesting(false)", of: "PromptGrid") == .warning)
        // Deaf to taps, the scrim still covers the screen while a choice shows the popup's stack
        // (Keychy's rename alert); a background colour always there is no scrim.
        let deaf = template.replacingOccurrences(of: "⟪⟫", with: "")
            .replacingOccurrences(of: ".onTapGesture { showPrompts = false }", with: "")
        #expect(severity(deaf, of: "PromptGrid") == .info)
        let background = deaf.replacingOccurrences(of: "if showPrompts { promptOverlay }", with: "promptOverlay")
        #expect(severity(background, of: "PromptGrid") == .warning)
        // A field drawn above the scrim, in a member the popup's stack uses, is typed into.
        let fieldAbove = template.replacingOccurrences(of: "PromptGrid(send: { onSend($0); showPrompts = false })",
                                                       with: "VStack { ideaField; PromptGrid(send: { onSend($0); showPrompts = false }) }")
            .replacingOccurrences(of: "    private var promptOverlay: some View {",
                                  with: "    private var ideaField: some View { TextField(\"Idea\", text: $searchText) }\n    private var promptOverlay: some View {")
        #expect(severity(fieldAbove, filling: "", of: "PromptGrid") == .warning)
    }

    /// BookPlayer builds its new-folder field in a method that the alert is handed by name
    /// (`actions: folderFields`): typing the name is a short entry in the alert. Handed to a
    /// sheet, the same field is typed into under the rows.
    @Test func aFieldBuiltForAnAlertByMethodVersusForASheet() {
        let template = Self.promptGrid + """
        struct LibraryView: View {
            @State private var folderName = ""
            @State private var isNamingFolder = false
            let onSend: (String) -> Void
            var body: some View {
                VStack {
                    PromptGrid(send: { onSend($0) })
                    Button("New Folder") { isNamingFolder = true }
                    Text(folderName)
                }
                .⟪⟫
            }
            @ViewBuilder
            func folderFields() -> some View {
                TextField("Name", text: $folderName)
                Button("Create") { isNamingFolder = false }
            }
        }
        """
        #expect(severity(template, filling: "alert(\"New Folder\", isPresented: $isNamingFolder, actions: folderFields)", of: "PromptGrid") == .info)
        #expect(severity(template, filling: "sheet(isPresented: $isNamingFolder, content: folderFields)", of: "PromptGrid") == .warning)
    }

    /// kiwix's library list is built in the `else` of `if !searchText.isEmpty`: while it is
    /// shown the search text is empty, so the first key typed replaces it with the results and
    /// the keys after never re-run it. Shown whenever results are not being displayed, it is on
    /// screen while the user types.
    @Test func aListShownOnlyWhileTheSearchIsEmptyVersusOneShownBesideIt() {
        let template = """
        struct LibraryList: View {
            let books: [String]
            let load: (String) -> Void
            var body: some View {
                List(books, id: \\.self) { book in
                    HStack {
                        Image(systemName: "book")
                        VStack(alignment: .leading) { Text(book).font(.headline); Text("Downloaded").font(.caption) }
                        Spacer()
                        Button("Open") { load(book) }
                    }
                }
            }
        }
        struct LibraryScreen: View {
            @State private var searchText = ""
            @State private var showsResults = false
            @State private var books: [String] = []
            var body: some View {
                VStack {
                    TextField("Search", text: $searchText)
                    if ⟪⟫ {
                        Text("Results for \\(searchText)")
                    } else {
                        LibraryList(books: books) { open($0) }
                    }
                }
                .task { books = await Library.downloadedBooks() }
            }
            private func open(_ book: String) { searchText = book }
        }
        """
        #expect(severity(template, filling: "!searchText.isEmpty", of: "LibraryList") == .info)
        #expect(severity(template, filling: "showsResults", of: "LibraryList") == .warning)
    }

    /// The grid shown while the draft is empty is gone while the user types, but a recording
    /// timer the same model publishes re-runs the screen, grid and all, ten times a second.
    @Test func aPinnedDraftVersusAPinnedDraftBesideATimer() {
        let template = Self.promptGrid + """
        final class Composer: ObservableObject {
            @Published var draft = ""
            @Published var elapsed = 0.0
            func start() {
                ⟪⟫
            }
        }
        struct ComposeScreen: View {
            @StateObject private var composer = Composer()
            let onSend: (String) -> Void
            var body: some View {
                VStack {
                    TextField("Message", text: $composer.draft)
                    Text("Recording \\(composer.elapsed)")
                    if composer.draft.isEmpty {
                        PromptGrid(send: { onSend($0) })
                    }
                }
                .onAppear { composer.start() }
            }
        }
        """
        #expect(severity(template, filling: "print(\"ready\")", of: "PromptGrid") == .info)
        let timer = "Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in self.elapsed += 0.1 }"
        #expect(severity(template, filling: timer, of: "PromptGrid") == .warning)
    }

    /// VirtualBuddy's installer names the machine in one step and configures it in another:
    /// typing the name never re-runs the configuration sheet, which is built only in its own
    /// step (a preview's template that shows it alone does not put it beside the field). Shown
    /// in the naming step too, it re-runs on every key.
    @Test func aWizardStepsFieldVersusTheSameFieldBesideTheSheet() {
        let template = Self.promptGrid + """
        final class InstallerModel: ObservableObject {
            @Published var name = ""
            @Published var step = Step.name
            enum Step { case name, configuration }
        }
        struct Wizard: View {
            @StateObject private var model = InstallerModel()
            var body: some View {
                switch model.step {
                case .name:
                    ⟪⟫
                case .configuration:
                    configure
                }
            }
            private var nameField: some View { TextField("Name", text: $model.name) }
            private var configure: some View { PromptGrid(send: { model.name = $0 }) }
        }
        struct Wizard_Previews: PreviewProvider {
            static var previews: some View { _Template() }
            struct _Template: View {
                @State private var text = ""
                var body: some View { VStack { TextField("Name", text: $text); PromptGrid(send: { text = $0 }) } }
            }
        }
        """
        #expect(severity(template, filling: "nameField", of: "PromptGrid") == .info)
        #expect(severity(template, filling: "VStack { nameField; configure }", of: "PromptGrid") == .warning)
    }

    /// enchanted's empty conversation: the draft is only handed to the `TextField` as
    /// `$draft`, in a helper the body calls; typing re-runs nothing. Read for the send
    /// button's state, every keystroke re-runs the screen and the grid with it.
    @Test func aBindingHandedOnInAHelperIsNotAReadOfTheDraft() {
        let template = Self.promptGrid + """
        struct ComposeView: View {
            let onSend: (String) -> Void
            @State private var draft = ""
            var body: some View {
                VStack {
                    PromptGrid(send: { onSend($0) })
                    input
                }
            }
            private var input: some View {
                HStack {
                    TextField("Message", text: $draft)
                    Button("Send") { onSend(draft); draft = "" }⟪⟫
                }
            }
        }
        """
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: ""), of: "PromptGrid") == .info)
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: ".disabled(draft.isEmpty)"), of: "PromptGrid") == .warning)
    }

    /// A video player's controls: a drag sets `isDragging = true` on every step, which changes
    /// it once, at the start; the drag's progress changes on every step, and re-runs the
    /// controls (and the grid in them) each time.
    @Test func aFlagSetOnEveryDragStepVersusTheDragsProgress() {
        let template = Self.promptGrid + """
        struct PlayerControls: View {
            let onPrompt: (String) -> Void
            @State private var isDragging = false
            @State private var progress = 0.0
            var body: some View {
                VStack {
                    PromptGrid(send: { onPrompt($0) })
                    Capsule()
                        .opacity(isDragging ? 1 : 0.5)
                        .scaleEffect(progress + 1)
                        .gesture(DragGesture()
                            .onChanged { value in ⟪⟫ }
                            .onEnded { _ in isDragging = false })
                }
            }
        }
        """
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: "isDragging = true"), of: "PromptGrid") == .info)
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: "progress = value.translation.width"), of: "PromptGrid") == .warning)
        // Two literals, one or the other as the drag moves, or a flag computed on each step:
        // the value changes only as the drag crosses the middle (SwiftUI skips a write of the
        // value the state holds). matron's `isNearBottom = nearBottom` as the chat scrolls.
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: "if value.translation.width > 0 { progress = 1 } else { progress = 0 }"),
                         of: "PromptGrid") == .info)
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: "isDragging = value.translation.width > 0"),
                         of: "PromptGrid") == .info)
        // Three values step by step.
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: "progress = value.translation.width > 0 ? 1 : value.translation.width < 0 ? -1 : 0"),
                         of: "PromptGrid") == .warning)
    }

    /// matron's chat keeps a task handle in `@State` to cancel it, replaced on every step of
    /// the scroll; its body never reads the handle, so the writes re-run nothing. Shown in the
    /// body, each new handle re-runs it. (The handler's own reads are an action's.)
    @Test func stateTheBodyNeverReadsVersusStateItShows() {
        let template = Self.promptGrid + """
        struct ChatTimeline: View {
            let onPrompt: (String) -> Void
            @State private var healTask: Task<Void, Never>?
            var body: some View {
                VStack {
                    PromptGrid(send: { onPrompt($0) })
                    ScrollView { Text("Messages") }
                        .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, offset in
                            healTask?.cancel()
                            healTask = Task { try? await Task.sleep(for: .milliseconds(300)) }
                        }
                    ⟪⟫
                }
            }
        }
        """
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: ""), of: "PromptGrid") == .info)
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: "Text(healTask == nil ? \"idle\" : \"healing\")"),
                         of: "PromptGrid") == .warning)
    }

    /// matron's `VisibleRowsBox`: a plain class kept in `@State`, written as the list scrolls so
    /// that nothing re-renders. An `@Observable` one re-runs the body that reads it.
    @Test func aPlainClassWrittenOnEveryStepVersusAnObservableOne() {
        let template = Self.promptGrid + """
        ⟪⟫ final class DragBox { var offset = 0.0 }
        struct PlayerControls: View {
            let onPrompt: (String) -> Void
            @State private var box = DragBox()
            var body: some View {
                VStack {
                    PromptGrid(send: { onPrompt($0) })
                    Capsule()
                        .offset(x: box.offset)
                        .gesture(DragGesture().onChanged { value in box.offset = value.translation.width })
                }
            }
        }
        """
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: ""), of: "PromptGrid") == .info)
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: "@Observable"), of: "PromptGrid") == .warning)
    }

    /// enchanted's model menu, CodeEdit's jump bar: the parent hands on the closure it was
    /// given. Its own updates pass the same closure, and the child compares equal; a closure
    /// written in the parent's body is new on each of them.
    @Test func aClosureTheParentWasGivenIsHandedOnUnchanged() {
        let template = Self.promptGrid + """
        struct ChatHeader: View {
            let onSelectPrompt: (String) -> Void
            @State private var draft = ""
            var body: some View {
                VStack {
                    PromptGrid(send: ⟪⟫)
                    TextField("Message", text: $draft)
                    Text("\\(draft.count)/500").font(.caption)
                }
            }
        }
        """
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: "onSelectPrompt"), of: "PromptGrid") == .info)
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: "{ onSelectPrompt($0) }"), of: "PromptGrid") == .warning)
    }

    /// A Bluesky client's grouped notifications: every row gets a closure that words "N people
    /// followed you" from its parameter alone. It captures nothing, so each update of the list
    /// passes the same function and the rows compare equal. Naming the row's actor captures
    /// the row's element: a new closure per row on every page load.
    @Test func aClosureThatCapturesNothingIsAConstantVersusOneCapturingTheRow() {
        let template = """
        struct Notice: Identifiable { let id: Int; let actor: String; let count: Int }
        struct NoticeRow: View {
            let notice: Notice
            let phrase: (Int) -> String
            var body: some View {
                HStack {
                    Image(systemName: "person.badge.plus")
                    VStack(alignment: .leading) {
                        Text(notice.actor).bold()
                        Text(phrase(notice.count)).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text("\\(notice.count)").monospacedDigit()
                    Image(systemName: "chevron.right")
                }
            }
        }
        enum Wording { static func followed(_ count: Int) -> String { count == 1 ? " followed you" : " and others followed you" } }
        struct NoticesList: View {
            @State private var notices: [Notice] = []
            @State private var cursor: String?
            var body: some View {
                List {
                    ForEach(notices) { notice in
                        NoticeRow(notice: notice) { count in
                            count == 1 ? " followed you" : " and \\(count - 1) others followed ⟪⟫"
                        }
                        NoticeRow(notice: notice, phrase: Wording.followed)
                    }
                    if cursor != nil { ProgressView().task { await loadMore() } }
                }
                .refreshable { await loadMore() }
            }
            private func loadMore() async {
                let page = await API.notices(after: cursor)
                notices.append(contentsOf: page.items)
                cursor = page.next
            }
        }
        """
        let constant = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "you"), rules: [rule])
        #expect(constant.first?.severity == .info)
        #expect(constant.first?.message.contains("passes values that compare equal") == true, "\(constant.map(\.message))")
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: "\\(notice.actor)"), of: "NoticeRow") == .warning)
    }

    /// An image generator's inspector reads the `@Observable` store's selection through a
    /// method of the store; the search text typed elsewhere is another property, and
    /// Observation re-runs the inspector only for what it reads. Showing the filter makes it
    /// re-run on every keystroke, and the info row with its copy closure with it.
    @Test func anObservableModelCountsOnlyForThePropertiesTheBodyReads() {
        let template = """
        @Observable final class Gallery {
            var images: [Photo] = []
            var selectedID: Photo.ID?
            var searchText = ""
            func selected() -> Photo? { images.first { $0.id == selectedID } }
        }
        struct Photo: Identifiable { let id: Int; var prompt: String; var seed: Int }
        struct InfoRow: View {
            var title: String
            var value: String
            var copy: (() -> Void)?
            var body: some View {
                HStack {
                    Image(systemName: "info.circle")
                    VStack(alignment: .leading) {
                        Text(title).foregroundStyle(.secondary)
                        Text("From the generation settings").font(.caption2)
                    }
                    Spacer()
                    Text(value).textSelection(.enabled)
                    if let copy { Button(action: copy) { Image(systemName: "arrow.left.circle") }.buttonStyle(.plain) }
                    Divider()
                }
            }
        }
        struct Inspector: View {
            @Environment(Gallery.self) private var gallery
            var body: some View {
                if let photo = gallery.selected() {
                    VStack {
                        ⟪⟫
                        InfoRow(title: "Prompt", value: photo.prompt, copy: { Clipboard.put(photo.prompt) })
                        InfoRow(title: "Seed", value: String(photo.seed))
                    }
                }
            }
        }
        struct Browser: View {
            @Bindable var gallery: Gallery
            var body: some View {
                List(gallery.images) { Text($0.prompt) }
                    .searchable(text: $gallery.searchText)
            }
        }
        """
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: ""), of: "InfoRow") == .info)
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: "Text(\"Filter: \\(gallery.searchText)\")"), of: "InfoRow")
                == .warning)
    }

    /// An RSS finder's screens each nest their own `ViewModel`: inside the composer,
    /// `ViewModel()` is the composer's, whose draft the text field writes on every keystroke,
    /// not the sidebar's. Without the text field nothing changes continuously.
    @Test func aNestedModelNameMeansTheOwnersModel() {
        let template = Self.promptGrid + """
        struct Sidebar: View {
            final class ViewModel: ObservableObject { @Published var selection = 0 }
            @ObservedObject var viewModel = ViewModel()
            var body: some View { Text("\\(viewModel.selection)") }
        }
        struct Composer: View {
            final class ViewModel: ObservableObject { @Published var draft = "" }
            @ObservedObject var viewModel = ViewModel()
            var body: some View {
                VStack {
                    ⟪⟫
                    Text("\\(viewModel.draft.count)/500")
                    PromptGrid(send: { viewModel.draft = $0 })
                }
            }
        }
        """
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: ""), of: "PromptGrid") == .info)
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: "TextField(\"Message\", text: $viewModel.draft)"), of: "PromptGrid")
                == .warning)
    }

    /// enchanted's two `ChatView`s, one per platform: the macOS one creates the grid, the iOS
    /// one (active here) is the one that re-runs on every keystroke. The macOS declaration's
    /// creation site says nothing about the iOS type's state.
    @Test func anotherPlatformsDeclarationIsNotTheActiveTypesCreationSite() {
        let template = Self.promptGrid + """
        #if os(iOS)
        struct ChatView: View {
            let onSend: (String) -> Void
            @State private var draft = ""
            var body: some View {
                VStack {
                    TextField("Message", text: $draft)
                    Text("\\(draft.count)/500")
                    ⟪iOS⟫
                }
            }
        }
        #else
        struct ChatView: View {
            let onSend: (String) -> Void
            var body: some View {
                NavigationSplitView { ⟪macOS⟫ } detail: { Text("Select a chat") }
            }
        }
        #endif
        """
        let grid = "PromptGrid(send: { onSend($0) })"
        let onMacOS = template.replacingOccurrences(of: "⟪iOS⟫", with: "").replacingOccurrences(of: "⟪macOS⟫", with: grid)
        let onIOS = template.replacingOccurrences(of: "⟪iOS⟫", with: grid).replacingOccurrences(of: "⟪macOS⟫", with: "EmptyView()")
        #expect(severity(onMacOS, of: "PromptGrid") == .info)
        #expect(severity(onIOS, of: "PromptGrid") == .warning)
    }

    /// A home-automation design system's public settings button, created in the module only by
    /// an overlay that hands on its own stored action: it compares equal there. Created nowhere
    /// in the module, its callers may create it per row: a warning.
    @Test func aPublicViewTheModuleCreatesOnlyWithForwardedClosuresVersusNowhere() {
        let button = """
        public struct SettingsButton: View {
            private let action: () -> Void
            public init(action: @escaping () -> Void) { self.action = action }
            public var body: some View {
                Button(action: action) {
                    HStack {
                        Image(systemName: "gearshape")
                        VStack(alignment: .leading) { Text("Settings"); Text("Server, sensors, widgets").font(.caption) }
                        Spacer()
                        Image(systemName: "chevron.right")
                    }
                }
            }
        }

        """
        let overlay = """
        public struct LoaderOverlay: View {
            let settingsAction: () -> Void
            @State private var showsControls = false
            public var body: some View {
                ZStack {
                    ProgressView()
                    if showsControls { SettingsButton(action: settingsAction) }
                }
                .task { showsControls = true }
            }
        }
        """
        #expect(severity(button + overlay, of: "SettingsButton") == .info)
        #expect(severity(button, of: "SettingsButton") == .warning)
    }

    /// A settings list's header: `init(…, accessory: AnyView? = nil)`; the search screen that
    /// re-runs on every keystroke leaves it `nil`, which equals `nil`. Passing a new `AnyView`
    /// there makes the header unequal on every keystroke.
    @Test func anOptionalAnyViewLeftAtItsNilDefaultVersusOneMadeInTheBusyParent() {
        let template = Self.promptGrid + """
        struct SettingsHeader: View {
            let title: String
            let accessory: AnyView?
            init(title: String, accessory: AnyView? = nil) {
                self.title = title
                self.accessory = accessory
            }
            var body: some View {
                VStack(spacing: 8) {
                    Image(systemName: "gearshape.2").font(.largeTitle)
                    Text(title).font(.title2)
                    Text("Tune how the app behaves").foregroundStyle(.secondary)
                    HStack { Image(systemName: "person.crop.circle"); Text("Signed in"); Spacer(); Text("Free plan") }
                    if let accessory { accessory }
                    Divider()
                }
            }
        }
        struct SettingsSearch: View {
            @State private var query = ""
            var body: some View {
                TextField("Search", text: $query)
                Text("Matching \\(query)")
                SettingsHeader(title: "Settings"⟪⟫)
            }
        }
        """
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: ""), of: "SettingsHeader") == .info)
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: ", accessory: AnyView(Text(\"Beta\"))"), of: "SettingsHeader") == .warning)
        // The same through a convenience `init` that delegates (`self.init(…)`).
        let delegating = template.replacingOccurrences(of: "SettingsHeader(title: \"Settings\"⟪⟫)", with: "SettingsHeader(headline: \"Settings\")")
            + "\nextension SettingsHeader { init(headline: String) { self.init(title: headline) } }"
        #expect(severity(delegating, of: "SettingsHeader") == .info)
    }

    /// A device row of an admin screen, made per device with a tap callback.
    static let deviceRow = """
    struct DeviceRow: View {
        let device: Device
        let onSelect: () -> Void
        var body: some View {
            HStack {
                Image(systemName: "iphone")
                VStack(alignment: .leading) {
                    Text(device.name).font(.headline)
                    Text(device.appName).foregroundStyle(.secondary)
                    Text(device.lastSeen, style: .relative)
                }
                Spacer()
                Image(systemName: "wifi")
                Text("Online").font(.caption)
                Image(systemName: "chevron.right")
            }
            .contentShape(Rectangle())
            .onTapGesture(perform: onSelect)
        }
    }
    struct Device: Identifiable { let id: String; let name: String; let appName: String; let lastSeen: Date }

    """

    /// Swiftfin's devices screen: the selection changes only when the user taps a row or a
    /// toolbar button, one change per tap, so the visible rows re-run once per tap — about what
    /// comparing them costs. A load that writes the parent's state (here a progress count
    /// streamed as devices arrive) re-runs every row each time.
    @Test func rowsUnderStateChangedOneTapAtATimeVersusStateALoadWrites() {
        let template = Self.deviceRow + """
        struct DevicesView: View {
            let devices: [Device]
            @State private var selected: Set<String> = []
            @State private var loaded = 0
            var body: some View {
                List {
                    Text("\\(selected.count) selected, \\(loaded) loaded")
                    ForEach(devices) { device in
                        DeviceRow(device: device) {
                            if selected.contains(device.id) { selected.remove(device.id) } else { selected.insert(device.id) }
                        }
                    }
                }
                .toolbar { Button("Clear") { selected = [] } }
                .task { ⟪⟫ }
            }
        }
        """
        #expect(severity(template, filling: "", of: "DeviceRow") == .info)
        #expect(severity(template, filling: "for await _ in Updates.stream { loaded += 1 }", of: "DeviceRow") == .warning)
        // Loaded once per appearance, or counted in a loop that does not wait: one update.
        #expect(severity(template, filling: "loaded = await API.deviceCount()", of: "DeviceRow") == .info)
        #expect(severity(template, filling: "for device in devices where device.name.isEmpty { loaded += 1 }", of: "DeviceRow") == .info)
    }

    /// WXYC's liked songs: a small row (a title, a spacer, a heart) under a list whose parent
    /// re-renders as a stream writes its state: every row re-runs on each write, though none
    /// receives what changed. Changed only by taps, the rows re-run once per tap.
    @Test func smallRowsUnderStateALoadWritesVersusStateChangedOnlyByTaps() {
        let template = """
        struct Song: Identifiable { let id: String; let title: String }
        struct LikedSongRow: View {
            let song: Song
            let onUnlike: () -> Void
            var body: some View {
                HStack {
                    Label(song.title, systemImage: "music.note")
                    Spacer()
                    Button("Unlike", systemImage: "heart.slash", action: onUnlike)
                        .labelStyle(.iconOnly)
                }
            }
        }
        struct LikedSongsView: View {
            @State private var songs: [Song] = []
            @State private var nowPlaying = ""
            var body: some View {
                List {
                    Text(nowPlaying.isEmpty ? "Nothing playing" : nowPlaying)
                    ForEach(songs) { song in
                        LikedSongRow(song: song) { songs.removeAll { $0.id == song.id } }
                    }
                }
                .toolbar { Button("Stop") { nowPlaying = "" } }
                .task { ⟪⟫ }
            }
        }
        """
        #expect(severity(template, filling: "for await title in Radio.nowPlaying { nowPlaying = title }", of: "LikedSongRow") == .warning)
        #expect(severity(template, filling: "", of: "LikedSongRow") == .info)
    }

    /// Keychy's notifications are rows built in `notificationListView`, which the body uses
    /// only in the `else` of `if viewModel.hasNetworkError`: when the flag changes, the rows are
    /// swapped out, not re-run (here with workout rows). A list beside the error banner is
    /// re-run by the flag, and the note names it — not the list, which each row receives.
    @Test func rowsInAMemberUsedOnlyWhereTheFlagIsOffVersusBesideIt() {
        let template = Self.workoutCard + """
        @Observable final class LibraryModel {
            var hasNetworkError = false
            var workouts: [Workout] = []
            func fetch() { workouts = [] }
        }
        struct LibraryView: View {
            @State private var viewModel = LibraryModel()
            var body: some View {
                Group {
                    ⟪⟫
                }
                .onAppear {
                    guard NetworkMonitor.shared.isConnected else {
                        viewModel.hasNetworkError = true
                        return
                    }
                    viewModel.fetch()
                }
            }
            private var workoutListView: some View {
                List {
                    ForEach(viewModel.workouts) { workout in
                        WorkoutCard(workout: workout, onTap: { print(workout.id) }, onStart: { print("start") })
                    }
                }
            }
        }
        """
        #expect(severity(template, filling: "if viewModel.hasNetworkError { Text(\"Offline\") } else { workoutListView }",
                         of: "WorkoutCard") == .info)
        let beside = lintSingleFile(template.replacingOccurrences(
            of: "⟪⟫", with: "if viewModel.hasNetworkError { Text(\"Offline\") }\n            workoutListView"), rules: [rule])
        #expect(beside.map(\.severity) == [.warning], "\(beside.map(\.message))")
        #expect(beside.first?.notes.contains { $0.message.contains("`viewModel.hasNetworkError` changes") } == true,
                "\(beside.flatMap(\.notes).map(\.message))")
    }

    /// A workout card of GymBo's home screen: a row of about a dozen views with two callbacks.
    static let workoutCard = """
    struct Workout: Identifiable { let id: String; var name: String; var isFavorite: Bool; var exerciseCount: Int }
    struct WorkoutCard: View {
        let workout: Workout
        let onTap: () -> Void
        let onStart: () -> Void
        var body: some View {
            HStack {
                Image(systemName: "dumbbell")
                VStack(alignment: .leading) {
                    Text(workout.name).font(.headline)
                    Text("\\(workout.exerciseCount) exercises").font(.caption)
                }
                Spacer()
                Button("Open", action: onTap)
                Button("Start", action: onStart)
            }
            .padding()
            .background(RoundedRectangle(cornerRadius: 12).fill(.gray.opacity(0.1)))
        }
    }

    """

    /// GymBo builds its workout list in the `else` of `if sessionStore.hasActiveSession`, a flag
    /// whose getter is `currentSession != nil`: there the session is `nil`, and its ticking
    /// during a workout swaps the list out. A flag that says more than that pins nothing.
    @Test func rowsUnderAFlagThatOnlyTestsTheSessionVersusOneThatSaysMore() {
        let template = Self.workoutCard + """
        struct Session { var elapsed = 0 }
        @Observable final class SessionStore {
            var currentSession: Session?
            var isResuming = false
            var hasActiveSession: Bool { ⟪⟫ }
            func start() {
                currentSession = Session()
                Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.currentSession?.elapsed += 1 }
            }
        }
        struct HomeView: View {
            @Environment(SessionStore.self) private var sessionStore
            let workouts: [Workout]
            var body: some View {
                if sessionStore.hasActiveSession {
                    Text("Workout running: \\(sessionStore.currentSession?.elapsed ?? 0) s")
                } else {
                    List(workouts) { workout in
                        WorkoutCard(workout: workout, onTap: { print(workout.id) }, onStart: { sessionStore.start() })
                    }
                }
            }
        }
        """
        #expect(severity(template, filling: "currentSession != nil", of: "WorkoutCard") == .info)
        #expect(severity(template, filling: "currentSession != nil || isResuming", of: "WorkoutCard") == .warning)
    }

    /// GymBo hands its filtered workouts to the helper that builds the rows
    /// (`workoutScrollView(favoriteWorkouts: workouts.filter { … })`): each row receives its
    /// element of `workouts`, whatever the parameter is called (matched by label, past a
    /// defaulted one). Rows of another list get nothing of `workouts`, and re-run when it changes.
    @Test func rowsOfAHelpersParameterCarryWhatEveryCallPasses() {
        let template = Self.workoutCard + """
        struct HomeView: View {
            @State private var workouts: [Workout] = []
            @State private var templates: [Workout] = []
            var body: some View {
                VStack {
                    Text("\\(workouts.count) workouts")
                    workoutScrollView(favoriteWorkouts: ⟪⟫)
                }
                .task { for await batch in WorkoutFeed.updates { workouts = batch } }
                .toolbar { Button("New template") { templates.append(Workout(id: "new", name: "New", isFavorite: true, exerciseCount: 0)) } }
            }
            private func workoutScrollView(title: String = "Favorites", favoriteWorkouts: [Workout]) -> some View {
                ScrollView {
                    LazyVStack {
                        ForEach(favoriteWorkouts) { workout in
                            WorkoutCard(workout: workout, onTap: { print(workout.id) }, onStart: { print("start") })
                        }
                    }
                }
            }
        }
        """
        #expect(severity(template, filling: "workouts.filter { $0.isFavorite }", of: "WorkoutCard") == .info)
        #expect(severity(template, filling: "templates.filter { $0.isFavorite }", of: "WorkoutCard") == .warning)
    }

    /// Pearcleaner groups the files the search keeps into categories in a getter of its own
    /// locals (`var grouped: [Category: [URL]]`, filled from `filteredFiles`): each category row
    /// receives what the search changes. Rows grouped from all files get nothing of the search,
    /// and re-run on every keystroke.
    @Test func rowsOfAGetterBuiltInLocalsCarryWhatTheGetterReads() {
        let template = Self.workoutCard + """
        struct LibraryView: View {
            @State private var searchText = ""
            @State private var workouts: [Workout] = []
            var filtered: [Workout] { searchText.isEmpty ? workouts : workouts.filter { $0.name.contains(searchText) } }
            var favoritesFirst: [Workout] {
                var grouped: [Bool: [Workout]] = [:]
                for workout in ⟪⟫ { grouped[workout.isFavorite, default: []].append(workout) }
                return grouped[true, default: []] + grouped[false, default: []]
            }
            var body: some View {
                VStack {
                    TextField("Search", text: $searchText)
                    Text(searchText.isEmpty ? "All workouts" : "Matching \\(searchText)")
                    ScrollView {
                        LazyVStack {
                            ForEach(favoritesFirst) { workout in
                                WorkoutCard(workout: workout, onTap: { print(workout.id) }, onStart: { print("start") })
                            }
                        }
                    }
                }
                .task { workouts = await WorkoutStore.load() }
            }
        }
        """
        #expect(severity(template, filling: "filtered", of: "WorkoutCard") == .info)
        #expect(severity(template, filling: "workouts", of: "WorkoutCard") == .warning)
    }

    /// readmigo's reader observes the theme manager whose brightness a slider drags; the slider
    /// is in a settings screen that only an older reader presents, and nothing creates that
    /// reader: the slider never runs. Presented from a screen the app shows, it drags the
    /// brightness under the reader, which re-runs the prompt grid each step.
    @Test func aSliderInAScreenNothingShowsVersusOneTheAppPresents() {
        let template = Self.promptGrid + """
        final class ThemeManager: ObservableObject {
            static let shared = ThemeManager()
            @Published var brightness = 1.0
        }
        struct BrightnessSettingsView: View {
            @ObservedObject var theme = ThemeManager.shared
            var body: some View { Slider(value: $theme.brightness, in: 0...1) }
        }
        struct LegacyReaderView: View {
            @State private var showsSettings = false
            var body: some View {
                Button("Settings") { showsSettings = true }
                    .sheet(isPresented: $showsSettings) { BrightnessSettingsView() }
            }
        }
        struct EnhancedReaderView: View {
            @EnvironmentObject var theme: ThemeManager
            let onAsk: (String) -> Void
            var body: some View {
                VStack {
                    Text("Chapter 1").brightness(theme.brightness - 1)
                    PromptGrid(send: { onAsk($0) })
                }
            }
        }
        @main struct ReaderApp: App {
            var body: some Scene {
                WindowGroup {
                    TabView {
                        EnhancedReaderView(onAsk: { print($0) }).environmentObject(ThemeManager.shared)
                        ⟪⟫
                    }
                }
            }
        }
        """
        #expect(severity(template, filling: "Text(\"Library\")", of: "PromptGrid") == .info)
        #expect(severity(template, filling: "LegacyReaderView()", of: "PromptGrid") == .warning)
    }

    /// readeck makes its header editor only in the row being edited (`if editingHeaderKey ==
    /// key`): at most one row has it, so nothing re-runs per row. Made in every row while
    /// anything is edited, it re-runs with all of them.
    @Test func aViewMadeOnlyInTheRowEqualToOneValueVersusInEveryRow() {
        let template = Self.workoutCard + """
        struct WorkoutListView: View {
            let workouts: [Workout]
            @State private var editingID: String?
            @State private var syncProgress = 0.0
            var body: some View {
                List {
                    ProgressView(value: syncProgress)
                    ForEach(workouts) { workout in
                        if ⟪⟫ {
                            WorkoutCard(workout: workout, onTap: { editingID = nil }, onStart: { print("start") })
                        } else {
                            Text(workout.name).onTapGesture { editingID = workout.id }
                        }
                    }
                }
                .task { for await progress in WorkoutSync.progress { syncProgress = progress } }
            }
        }
        """
        #expect(severity(template, filling: "editingID == workout.id", of: "WorkoutCard") == .info)
        #expect(severity(template, filling: "editingID != nil", of: "WorkoutCard") == .warning)
        // A literal may match many rows (every row of a category called so).
        #expect(severity(template, filling: "workout.name == \"Push day\"", of: "WorkoutCard") == .warning)
    }

    /// matron's Mac window shows the chat in the `else` of `if let searchModel,
    /// !searchModel.query.isEmpty`: in that `else` there is no model or the query is empty, so
    /// typing a query swaps the chat out, and the prompt grid the chat creates is not re-run
    /// keystroke by keystroke. Shown beside the results, the chat re-runs, and the grid with it.
    @Test func aCreatorShownOnlyWhileTheQueryIsEmptyVersusBesideTheResults() {
        let template = Self.promptGrid + """
        @Observable final class SearchModel { var query = "" }
        struct SearchField: View {
            @Bindable var model: SearchModel
            var body: some View { TextField("Search", text: $model.query) }
        }
        struct ChatView: View {
            let room: String
            let onOpen: (String) -> Void
            var body: some View {
                VStack {
                    Text(room).font(.title)
                    PromptGrid(send: { onOpen($0) })
                }
            }
        }
        struct ChatListView: View {
            @State private var searchModel: SearchModel? = SearchModel()
            @State private var room = "General"
            var body: some View {
                VStack {
                    if let searchModel { SearchField(model: searchModel) }
                    Text(searchModel?.query ?? "")
                    if let searchModel, !searchModel.query.isEmpty {
                        Text("Results for \\(searchModel.query)")
                    }⟪⟫
                    ChatView(room: room, onOpen: { room = $0 })
                    ⟪⟫
                }
            }
        }
        """
        func filled(_ opening: String, _ closing: String) -> String {
            var text = template
            if let first = text.range(of: "⟪⟫") { text.replaceSubrange(first, with: opening) }
            return text.replacingOccurrences(of: "⟪⟫", with: closing)
        }
        #expect(severity(filled(" else {", "}"), of: "PromptGrid") == .info)
        #expect(severity(filled("", ""), of: "PromptGrid") == .warning)
    }

    /// A toggle handed an adapted binding (`$policy.enableAll.coalesce(false)`) writes it on a
    /// tap, as it would the binding itself; a text field writes it on every keystroke.
    @Test func aBindingAdaptedForAToggleIsWrittenOneTapAtATime() {
        let template = Self.deviceRow + """
        struct AccessView: View {
            let devices: [Device]
            @State private var policy = Policy()
            var body: some View {
                List {
                    ⟪⟫
                    Text("\\(policy.enabled.count) enabled")
                    ForEach(devices) { device in
                        DeviceRow(device: device) { policy.enabled.append(device.id) }
                    }
                }
            }
        }
        struct Policy { var enableAll: Bool? = nil; var note: String? = nil; var enabled: [String] = [] }
        extension Binding { func coalesce<T>(_ fallback: T) -> Binding<T> where Value == T? { Binding<T>(get: { wrappedValue ?? fallback }, set: { wrappedValue = $0 }) } }
        """
        #expect(severity(template, filling: "Toggle(\"All devices\", isOn: $policy.enableAll.coalesce(false))", of: "DeviceRow") == .info)
        #expect(severity(template, filling: "TextField(\"Note\", text: $policy.note.coalesce(\"\"))", of: "DeviceRow") == .warning)
    }

    /// BookPlayer's watch list: each row gets a new `@ObservedObject` model (`.init(item:)`) on
    /// every update of the list, so it re-runs whatever its closure — `Equatable` cannot help,
    /// and the advice would be wrong. Handed the list's own model, the closure decides.
    @Test func aRowHandedANewObservedObjectIsNotReportedForItsClosure() {
        let template = """
        final class RowModel: ObservableObject {
            let item: Item
            @Published var progress = 0.0
            init(item: Item) { self.item = item }
        }
        struct Item: Identifiable { let id: String; let title: String; let author: String }
        struct ItemRow: View {
            @ObservedObject var model: RowModel
            let onTap: () -> Void
            var body: some View {
                Button(action: onTap) {
                    HStack {
                        Image(systemName: "book")
                        VStack(alignment: .leading) {
                            Text(model.item.title)
                            Text(model.item.author).foregroundStyle(.secondary)
                            ProgressView(value: model.progress)
                        }
                        Spacer()
                    }
                }
            }
        }
        struct ItemList: View {
            let items: [Item]
            let models: [String: RowModel]
            @State private var query = ""
            @State private var playing: String?
            var body: some View {
                TextField("Search", text: $query)
                Text(query)
                List(items) { item in
                    ItemRow(model: ⟪⟫) { playing = item.id }
                }
            }
        }
        """
        #expect(severity(template, filling: ".init(item: item)", of: "ItemRow") == .info)
        #expect(severity(template, filling: "models[item.id]!", of: "ItemRow") == .warning)
    }

    /// Pearcleaner's package list: the rows are made by a category section that is handed a
    /// new closure on every update of the search screen, so it never compares equal and re-runs
    /// — with every row — on each keystroke. Handed a closure that captures nothing, the section
    /// compares equal and stops the update before the rows.
    @Test func rowsOfACreatorThatNeverComparesEqualUnderATypingParent() {
        let template = """
        struct Package: Identifiable { let id: String; let name: String; let version: String; let size: Int }
        struct PackageRow: View {
            let package: Package
            let onInfo: () -> Void
            var body: some View {
                HStack {
                    Image(systemName: "shippingbox")
                    VStack(alignment: .leading) {
                        Text(package.name).font(.headline)
                        Text(package.version).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text("\\(package.size) KB")
                    Button("Info", action: onInfo)
                }
            }
        }
        struct CategorySection: View {
            let packages: [Package]
            let onSelect: (Package) -> Void
            var body: some View {
                VStack {
                    Text("Installed").font(.title3)
                    ForEach(packages) { package in
                        PackageRow(package: package) { onSelect(package) }
                    }
                }
            }
        }
        struct SearchScreen: View {
            let packages: [Package]
            @State private var query = ""
            @State private var selected: Package?
            var body: some View {
                TextField("Search", text: $query)
                Text("Searching for \\(query)")
                CategorySection(packages: packages, onSelect: ⟪⟫)
            }
        }
        """
        #expect(severity(template, filling: "{ print($0.name) }", of: "PackageRow") == .info)
        #expect(severity(template, filling: "{ selected = $0 }", of: "PackageRow") == .warning)
    }

    /// spot's card shows a map preview only in the home feed's presentation: the search screen,
    /// which re-renders on every keystroke and never lets its cards compare equal, makes them in
    /// the legacy presentation, where the preview is never built. Made in the home presentation
    /// there, the preview re-runs with each key.
    @Test func aPreviewTheBusyParentsCardsNeverBuildVersusOneTheyBuild() {
        let template = """
        enum CardPresentation { case legacy, home }
        struct Spot { let name: String; let city: String; let rating: Int }
        struct MapPreview: View {
            let spot: Spot
            let onOpen: () -> Void
            var body: some View {
                ZStack {
                    Color.gray
                    VStack {
                        Image(systemName: "map")
                        Text(spot.name).font(.headline)
                        Text(spot.city).font(.caption)
                        HStack {
                            Image(systemName: "star.fill")
                            Text("\\(spot.rating)")
                        }
                        Button("Open in Maps", action: onOpen)
                        Divider()
                        Text("Tap to open").font(.footnote)
                    }
                }
            }
        }
        struct SpotCard: View {
            let spot: Spot
            var presentation: CardPresentation = .legacy
            let onSelect: () -> Void
            var body: some View {
                VStack {
                    if presentation == .home {
                        backFace
                    } else {
                        Text(spot.name)
                    }
                    Button("Select", action: onSelect)
                }
            }
            private var backFace: some View {
                MapPreview(spot: spot, onOpen: { print(spot.name) })
            }
        }
        struct SearchScreen: View {
            let spots: [Spot]
            @State private var query = ""
            @State private var selected: String?
            var body: some View {
                TextField("Search", text: $query)
                Text("Searching for \\(query)")
                SpotCard(spot: spots[0], presentation: ⟪⟫, onSelect: { selected = spots[0].name })
            }
        }
        """
        #expect(severity(template, filling: ".legacy", of: "MapPreview") == .info)
        #expect(severity(template, filling: ".home", of: "MapPreview") == .warning)
    }

    /// element-x's file bubble: `var onMediaTap: (() -> Void)?` has no written value, so it
    /// starts as `nil` and the memberwise initializer leaves it `nil` where the caller passes
    /// none — a value that compares equal. Passed a closure made in the busy parent, it never does.
    @Test func anOptionalClosureVarLeftOutOfTheMemberwiseCallIsNil() {
        let template = """
        struct FileBubble: View {
            let filename: String
            let size: Int
            var isAudio = false
            var onMediaTap: (() -> Void)?
            var body: some View {
                HStack {
                    Image(systemName: isAudio ? "waveform" : "doc")
                    VStack(alignment: .leading) {
                        Text(filename).lineLimit(1)
                        Text("\\(size) bytes").font(.caption)
                        Text("Sent").font(.caption2)
                    }
                    Spacer()
                    Image(systemName: "arrow.down.circle")
                    Divider()
                    Button("Open") { onMediaTap?() }
                }
            }
        }
        struct AudioEventRow: View {
            let filename: String
            @State private var note = ""
            var body: some View {
                TextField("Note", text: $note)
                Text(note)
                FileBubble(filename: filename, size: 2048, isAudio: true⟪⟫)
            }
        }
        """
        #expect(severity(template, filling: "", of: "FileBubble") == .info)
        #expect(severity(template, filling: ", onMediaTap: { note = \"\" }", of: "FileBubble") == .warning)
    }

    /// yattee's import screen: a `Binding(get:set:)`'s setter runs when the control it is handed
    /// to writes — a confirmation dialog, once, when it is dismissed; a text field, on every
    /// keystroke.
    @Test func aBindingSetterRunsWhenTheControlItIsHandedToWrites() {
        let template = Self.deviceRow + """
        struct ImportView: View {
            let devices: [Device]
            @State private var pending: Device?
            var body: some View {
                List {
                    Text(pending?.name ?? "Nothing to remove")
                    ForEach(devices) { device in
                        DeviceRow(device: device) { print(device.id) }
                    }
                }
                ⟪⟫
            }
        }
        """
        let dialog = ".confirmationDialog(\"Remove?\", isPresented: Binding(get: { pending != nil }, set: { if !$0 { pending = nil } })) {}"
        #expect(severity(template, filling: dialog, of: "DeviceRow") == .info)
        let field = "TextField(\"Name\", text: Binding(get: { pending?.name ?? \"\" }, set: { _ in pending = devices.randomElement() }))"
        #expect(severity(template, filling: field, of: "DeviceRow") == .warning)
    }

    /// yattee's player pill measures its content's width through a preference: a size settles
    /// after layout, so the pill's buttons are not re-run frame after frame. A position read the
    /// same way (`frame(in:).minX`, a scroll offset) changes on every frame of a scroll.
    @Test func aMeasuredSizeSettlesButAPositionChangesEveryFrame() {
        let template = Self.deviceRow + """
        private struct WidthKey: PreferenceKey {
            static var defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
        }
        struct DevicePill: View {
            let devices: [Device]
            @State private var width: CGFloat = 0
            var body: some View {
                HStack {
                    ForEach(devices) { device in
                        DeviceRow(device: device) { print(device.id) }
                    }
                }
                .frame(width: width > 0 ? width : nil)
                .background(GeometryReader { geometry in Color.clear.preference(key: WidthKey.self, value: ⟪⟫) })
                .onPreferenceChange(WidthKey.self) { width = $0 }
            }
        }
        """
        #expect(severity(template, filling: "geometry.size.width", of: "DeviceRow") == .info)
        #expect(severity(template, filling: "geometry.frame(in: .global).minX", of: "DeviceRow") == .warning)
    }

    /// element-x's sheets size themselves from `.readHeight($height)`, a view extension that
    /// reports `size.height` through `onGeometryChange`: it changes when layout does.
    @Test func aBindingHandedToAnExtensionThatMeasuresASize() {
        let template = Self.deviceRow + """
        extension View {
            func readHeight(_ height: Binding<CGFloat>) -> some View {
                onGeometryChange(for: CGFloat.self) { geometry in
                    ⟪⟫
                } action: { newValue in
                    height.wrappedValue = newValue
                }
            }
        }
        struct LeaveSheet: View {
            let devices: [Device]
            @State private var listHeight: CGFloat = .zero
            var body: some View {
                ScrollView {
                    VStack {
                        ForEach(devices) { device in
                            DeviceRow(device: device) { print(device.id) }
                        }
                    }
                    .readHeight($listHeight)
                }
                .presentationDetents([.height(listHeight)])
            }
        }
        """
        #expect(severity(template, filling: "geometry.size.height", of: "DeviceRow") == .info)
        #expect(severity(template, filling: "geometry.frame(in: .global).minY", of: "DeviceRow") == .warning)
    }

    /// yattee's player sheet builds its pills in `pillsRow`, which only `pillsOverlay` uses, and
    /// nothing uses that: the creation site is dead code, so the sheet's dragging does not make
    /// the warning. Used by the body, it does.
    @Test func aCreationSiteInAMemberNothingUsesIsDeadCode() {
        let template = Self.deviceRow + """
        struct PlayerSheet: View {
            let device: Device
            @State private var dragOffset: CGFloat = 0
            var body: some View {
                VStack {
                    Text("Now playing").offset(y: dragOffset)
                    ⟪⟫
                }
                .gesture(DragGesture().onChanged { dragOffset = $0.translation.height })
            }
            private var pillsOverlay: some View {
                pillsRow(width: 320)
            }
            private func pillsRow(width: CGFloat) -> some View {
                DeviceRow(device: device) { dragOffset = 0 }.frame(width: width)
            }
        }
        """
        #expect(severity(template, filling: "Spacer()", of: "DeviceRow") == .info)
        #expect(severity(template, filling: "pillsOverlay", of: "DeviceRow") == .warning)
    }

    /// An appearance handler runs once per appearance only where the view is always shown: a
    /// pagination footer's `.task`, under `if hasMore`, runs again each time the footer comes
    /// back, so the page count it writes keeps changing. On the list itself, once.
    @Test func aDirectWriteInAFooterTaskRepeatsButNotOnTheListItself() {
        let template = Self.deviceRow + """
        struct DeviceList: View {
            let devices: [Device]
            @State private var pages = 1
            var body: some View {
                List {
                    Text("\\(pages) pages")
                    ForEach(devices) { device in
                        DeviceRow(device: device) { print(device.id) }
                    }
                    ⟪footer⟫
                }
                ⟪list⟫
            }
        }
        """
        let footer = "if pages < 10 { ProgressView().task { pages += 1 } }"
        let onList = ".task { pages += 1 }"
        #expect(severity(template.replacingOccurrences(of: "⟪footer⟫", with: "").replacingOccurrences(of: "⟪list⟫", with: onList),
                         of: "DeviceRow") == .info)
        #expect(severity(template.replacingOccurrences(of: "⟪footer⟫", with: footer).replacingOccurrences(of: "⟪list⟫", with: ""),
                         of: "DeviceRow") == .warning)
    }
}

extension NonPODViewParentUpdateTests {
    /// Vernissage's status screen keeps the reply draft in its own state but reads it only in
    /// the reply sheet's content (through a helper the sheet calls): typing re-runs the sheet,
    /// not the screen behind it. The same draft counted on the screen itself is read by its body.
    @Test func aDraftReadOnlyInASheetsContentVersusReadByTheBody() {
        let template = Self.promptGrid + """
        struct StatusScreen: View {
            @State private var replyText = ""
            @State private var isReplying = false
            let onSend: (String) -> Void
            var body: some View {
                VStack {
                    PromptGrid(send: { onSend($0) })
                    Button("Reply") { isReplying = true }
                    ⟪⟫
                }
                .sheet(isPresented: $isReplying) {
                    replyComposer()
                }
            }
            private func replyComposer() -> some View {
                NavigationStack {
                    TextEditor(text: $replyText)
                    Text("\\(replyText.count)/500")
                }
            }
        }
        """
        #expect(severity(template, filling: "", of: "PromptGrid") == .info)
        #expect(severity(template, filling: "Text(\"\\(replyText.count) characters drafted\")", of: "PromptGrid") == .warning)
    }
}

extension NonPODViewParentUpdateTests {
    /// A Brazilian sound board's search: the screen hands its results view `creatorGets` as
    /// the search string (typing re-runs the results view, whose closure input never compares
    /// equal), and the results view hands each section `sectionGets`.
    private static func soundSearch(creatorGets: String = "searchText", sectionGets: String = "searchString") -> String {
        """
        struct StandaloneSearchView: View {
            @State private var searchText = ""
            @State private var results: [Sound] = []
            let sounds: [Sound]
            let player: SoundPlayer
            var body: some View {
                VStack {
                    TextField("Search", text: $searchText)
                    SearchResultsView(searchString: \(creatorGets), results: results, onSelect: { player.play($0) })
                }
                .task(id: searchText) { results = await SoundSearch.run(searchText) }
            }
        }
        struct SearchResultsView: View {
            let searchString: String
            let results: [Sound]
            let onSelect: (Sound) -> Void
            var body: some View {
                VStack {
                    Text("Results for \\(searchString)")
                    CollapsibleResultSection(title: "Sounds", items: results, searchString: \(sectionGets), onTap: { onSelect($0) })
                }
            }
        }
        struct CollapsibleResultSection: View {
            let title: String
            let items: [Sound]
            let searchString: String
            let onTap: (Sound) -> Void
            @State private var isCollapsed = true
            var body: some View {
                Section {
                    VStack(alignment: .leading) {
                        HStack { Image(systemName: "headphones"); Text(title).bold(); Spacer(); Text("\\(items.count)") }
                        HStack { Text(searchString).italic(); Spacer(); Button(isCollapsed ? "More" : "Less") { isCollapsed.toggle() } }
                        ForEach(items) { item in
                            HStack { Image(systemName: "play"); Text(item.title); Spacer(); Button("Play") { onTap(item) } }
                        }
                        Divider()
                        Text("End of results")
                    }
                }
            }
        }
        """
    }

    /// The section's own input changes with every key, so comparing it would not spare a run.
    /// Handed a fixed caption instead, the section re-runs for keys it never sees.
    @Test func aViewHandedTheValueThatReRunsItsCreatorVersusOneHandedAFixedValue() {
        #expect(severity(Self.soundSearch(sectionGets: "searchString"), of: "CollapsibleResultSection") == .info)
        #expect(severity(Self.soundSearch(sectionGets: "\"…\""), of: "CollapsibleResultSection") == .warning)
    }

    /// Only the changing value itself carries the change: handed a caption computed from the
    /// search text (which changes on the first key only), the section re-runs for every key
    /// without getting anything new.
    @Test func aCreatorHandedTheChangingValueVersusAValueComputedFromIt() {
        #expect(severity(Self.soundSearch(creatorGets: "searchText"), of: "CollapsibleResultSection") == .info)
        #expect(severity(Self.soundSearch(creatorGets: "searchText.isEmpty ? \"\" : \"…\""), of: "CollapsibleResultSection")
                == .warning)
    }
}

extension NonPODViewParentUpdateTests {
    /// Harbour's stack list is re-run by every key typed in its screen's filter, and builds a
    /// cell per stack of the filtered list: a cell's stack stays equal while the filter narrows,
    /// so its closure alone re-runs it. A cell handed the filter text itself re-runs for it anyway.
    @Test func aRowOfTheChangingListVersusARowHandedTheFilter() {
        let template = """
        struct StacksView: View {
            @State private var searchText = ""
            @State private var stacks: [Stack] = []
            let client: StackClient
            var body: some View {
                VStack {
                    TextField("Filter", text: $searchText)
                    StacksList(filter: searchText, stacks: stacks.filter { $0.name.contains(searchText) },
                               onToggle: { client.toggle($0) })
                }
            }
        }
        struct StacksList: View {
            let filter: String
            let stacks: [Stack]
            let onToggle: (Stack) -> Void
            var body: some View {
                List(stacks) { stack in
                    StackCell(stack: stack, ⟪⟫onToggle: { onToggle(stack) })
                }
            }
        }
        struct StackCell: View {
            let stack: Stack
            var highlight = ""
            let onToggle: () -> Void
            var body: some View {
                VStack(alignment: .leading) {
                    HStack { Image(systemName: "square.stack"); Text(stack.name).bold(); Spacer(); Text(stack.status) }
                    HStack { Text(highlight).italic(); Spacer(); Button("Toggle") { onToggle() } }
                    HStack { Image(systemName: "clock"); Text(stack.updated); Spacer(); Text(stack.owner) }
                    Divider()
                    Text(stack.summary)
                }
            }
        }
        """
        #expect(severity(template, filling: "highlight: filter, ", of: "StackCell") == .info)
        #expect(severity(template, filling: "", of: "StackCell") == .warning)
    }
}

extension NonPODViewParentUpdateTests {
    /// A read in a sheet's content written before a read in an overlay (both in one helper of
    /// the body) must not hide the overlay's: the overlay is built with the body.
    @Test func aSheetsReadBeforeAnOverlaysDoesNotHideItVersusNoOverlayRead() {
        let template = Self.promptGrid + """
        struct StatusScreen: View {
            @State private var replyText = ""
            @State private var isReplying = false
            let onSend: (String) -> Void
            var body: some View {
                content()
            }
            private func content() -> some View {
                VStack {
                    PromptGrid(send: { onSend($0) })
                    TextField("Reply", text: $replyText)
                }
                .sheet(isPresented: $isReplying) { Text("\\(replyText.count)/500") }
                .overlay { ⟪⟫ }
            }
        }
        """
        #expect(severity(template, filling: "Text(\"Drafting\")", of: "PromptGrid") == .info)
        #expect(severity(template, filling: "Text(\"\\(replyText.count) characters drafted\")", of: "PromptGrid") == .warning)
    }
}

extension NonPODViewParentUpdateTests {
    /// A chat screen whose comment rows get a closure that reads the reply draft; `type` is
    /// the row's stored function, `rowCall` how the screen makes the row.
    private static func commentScreen(type: String, rowCall: String) -> String {
        Self.promptGrid + """
        struct CommentRow: View {
            let comment: Comment
            let onReply: \(type)
            var body: some View {
                HStack { Text(comment.text); Button("Reply") { _ = onReply() } }
            }
        }
        struct StatusScreen: View {
            @State private var replyText = ""
            let comments: [Comment]
            let onSend: (String) -> Void
            var body: some View {
                VStack {
                    PromptGrid(send: { onSend($0) })
                    TextField("Reply", text: $replyText)
                    ForEach(comments) { comment in
                        \(rowCall)
                    }
                }
            }
            private func mention(_ comment: Comment) -> String {
                replyText.isEmpty ? "@" + comment.author : replyText
            }
            private func startReply() { onSend(replyText) }
            private func draftText() -> String { replyText }
        }
        """
    }

    /// Vernissage's comment rows are handed `onReply: { presentReplySheet(…) }`, whose helper
    /// reads the reply draft: a callback (a stored function returning nothing) runs when the
    /// row calls it, not while the screen's body is built. A closure that returns a value may
    /// be called while the row builds its body, and reads the draft then.
    @Test func aDraftReadInACallbackHandedToARowVersusInAValueClosure() {
        let call = "CommentRow(comment: comment, onReply: { mention(comment) })"
        #expect(severity(Self.commentScreen(type: "() -> Void", rowCall: call), of: "PromptGrid") == .info)
        #expect(severity(Self.commentScreen(type: "() -> String", rowCall: call), of: "PromptGrid") == .warning)
    }

    /// A method of the screen handed to the row by name (KeyboardCowboy's `onSubmit:
    /// onSubmit`) is a callback too; one handed where the row stores a value-returning
    /// function may be called while the row builds.
    @Test func aMethodHandedToARowsCallbackVersusToAValueFunction() {
        #expect(severity(Self.commentScreen(type: "() -> Void", rowCall: "CommentRow(comment: comment, onReply: startReply)"),
                         of: "PromptGrid") == .info)
        #expect(severity(Self.commentScreen(type: "() -> String", rowCall: "CommentRow(comment: comment, onReply: draftText)"),
                         of: "PromptGrid") == .warning)
    }

    /// The same callback handed as a trailing closure: the row's only stored function.
    @Test func aTrailingCallbackVersusATrailingValueClosure() {
        let call = "CommentRow(comment: comment) { mention(comment) }"
        #expect(severity(Self.commentScreen(type: "() -> Void", rowCall: call), of: "PromptGrid") == .info)
        #expect(severity(Self.commentScreen(type: "() -> String", rowCall: call), of: "PromptGrid") == .warning)
    }

    /// A wizard's surgery step: a dozen views, reason enough to warn under a parent that
    /// re-runs on every keystroke.
    static let surgeryPicker = """
    struct SurgeryPicker: View {
        let surgeries: [String]
        let onSelect: (String) -> Void
        let onCreateNew: () -> Void
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Scheduled surgeries").font(.headline)
                Text("Pick one, or start a new record").font(.subheadline).foregroundStyle(.secondary)
                ForEach(surgeries, id: \\.self) { surgery in
                    Button { onSelect(surgery) } label: {
                        HStack {
                            Image(systemName: "calendar")
                            Text(surgery)
                            Spacer()
                            Image(systemName: "chevron.right")
                        }
                    }
                }
                Divider()
                Button("New surgery", action: onCreateNew).buttonStyle(.borderedProminent)
            }
            .padding()
        }
    }
    """

    /// An anaesthesia wizard (FichasAnestésicas) makes its patient model in `init` and hands
    /// it to the name step only; the surgery step, in another `case`, is never on screen while
    /// a name is typed there, and the patient list's own form types into another object. A
    /// wizard that shows the form above the picker re-runs the picker on every keystroke.
    @Test func aWizardsOwnModelTypedInAnotherStepVersusBesideThePicker() {
        let source = """
        final class PatientFormModel: ObservableObject {
            @Published var name = ""
            @Published var birthDate = Date()
            let repository: PatientRepository
            init(repository: PatientRepository) { self.repository = repository }
        }
        struct PatientForm: View {
            @ObservedObject var model: PatientFormModel
            var body: some View {
                Form {
                    TextField("Name", text: $model.name)
                    DatePicker("Born", selection: $model.birthDate, displayedComponents: .date)
                }
            }
        }
        \(Self.surgeryPicker)
        enum WizardStep { case patient, surgery }
        struct NewAnesthesiaWizard: View {
            @StateObject private var patientModel: PatientFormModel
            @State private var step = WizardStep.patient
            let surgeries: [String]
            init(repository: PatientRepository, surgeries: [String]) {
                _patientModel = StateObject(wrappedValue: PatientFormModel(repository: repository))
                self.surgeries = surgeries
            }
            var body: some View {
                VStack {
                    switch step {
                    case .patient:
                        PatientForm(model: patientModel)
                        Button("Next") { step = .surgery }
                    case .surgery:
                        ⟪⟫
                        SurgeryPicker(surgeries: surgeries, onSelect: { _ in step = .patient }, onCreateNew: { step = .patient })
                    }
                }
            }
        }
        struct PatientListScreen: View {
            @StateObject private var model = PatientFormModel(repository: PatientRepository())
            var body: some View {
                NavigationStack { PatientForm(model: model) }
            }
        }
        """
        #expect(severity(source, filling: "", of: "SurgeryPicker") == .info)
        #expect(severity(source, filling: "PatientForm(model: patientModel)", of: "SurgeryPicker") == .warning)
    }

    /// Flipcash's currency wizard shows one step at a time: its name step types into the
    /// wizard's `@Observable` draft, which the confirmation step only reads, so the confirmation
    /// step never re-renders while a name is typed, whatever else shows the bill it makes. A
    /// rename field on the confirmation step itself does re-run it, and the bill, per keystroke.
    @Test func aNameTypedOnlyInAnotherWizardStepVersusOnTheStepMakingTheBill() {
        let source = """
        @Observable final class CurrencyDraft {
            var currencyName = ""
            var symbol = "$"
        }
        struct BillView: View {
            let symbol: String
            let amount: Decimal
            let action: () -> Void
            init(symbol: String, amount: Decimal, action: (() -> Void)? = nil) {
                self.symbol = symbol
                self.amount = amount
                self.action = action ?? {}
            }
            var body: some View {
                VStack(spacing: 12) {
                    HStack {
                        Text(symbol).font(.largeTitle)
                        Spacer()
                        Image(systemName: "qrcode")
                    }
                    Text(amount, format: .currency(code: "USD")).font(.title)
                    Divider()
                    HStack {
                        Image(systemName: "checkmark.seal")
                        Text("Backed by reserves")
                        Spacer()
                    }
                    Button("Buy", action: action).buttonStyle(.borderedProminent)
                }
                .padding()
                .background(RoundedRectangle(cornerRadius: 16).fill(.green.opacity(0.2)))
            }
        }
        struct NameStep: View {
            @Bindable var state: CurrencyDraft
            let onNext: () -> Void
            var body: some View {
                VStack {
                    TextField("Currency name", text: $state.currencyName)
                    Button("Next", action: onNext)
                }
            }
        }
        struct ConfirmationStep: View {
            @Bindable var state: CurrencyDraft
            let onBuy: () -> Void
            var body: some View {
                VStack {
                    ⟪⟫
                    Text(state.currencyName).font(.title)
                    BillView(symbol: state.symbol, amount: 20)
                    Button("Buy", action: onBuy)
                }
            }
        }
        enum WizardStep { case name, confirmation }
        struct CurrencyWizard: View {
            @State private var state = CurrencyDraft()
            @State private var step = WizardStep.name
            var body: some View {
                switch step {
                case .name: NameStep(state: state, onNext: { step = .confirmation })
                case .confirmation: ConfirmationStep(state: state, onBuy: { step = .name })
                }
            }
        }
        struct WalletScreen: View {
            let balance: Decimal
            var body: some View {
                NavigationStack {
                    BillView(symbol: "$", amount: balance)
                        .navigationTitle("Wallet")
                }
            }
        }
        """
        #expect(severity(source, filling: "Text(\"Confirm\")", of: "BillView") == .info)
        #expect(severity(source, filling: "TextField(\"Rename\", text: $state.currencyName)", of: "BillView") == .warning)
    }

    /// amakaflow's workout editor names a method as its edit sheet's content (`.sheet(item:
    /// $editing, content: editSheet)`). The sheet covers the title field while it is up, so
    /// the number wheels in it do not re-run per keystroke of the title; the method's views are
    /// built for the presentation, as a closure there would be. Also built inline, under the
    /// field, the editor and its wheels re-run as the title is typed.
    @Test func anEditorNamedAsSheetContentVersusAlsoBuiltInline() {
        let source = """
        struct Exercise: Identifiable { let id: UUID; var name: String; var sets: Int; var reps: Int }
        struct NumberWheel: View {
            let title: String
            @Binding var value: Int
            let range: ClosedRange<Int>
            let display: (Int) -> String
            var body: some View {
                VStack(spacing: 8) {
                    Text(title).font(.caption).foregroundStyle(.secondary)
                    Picker(title, selection: $value) {
                        ForEach(Array(range), id: \\.self) { number in
                            Text(display(number)).tag(number)
                        }
                    }
                    .pickerStyle(.wheel)
                    HStack {
                        Button("-") { value = max(range.lowerBound, value - 1) }
                        Spacer()
                        Text(display(value)).monospacedDigit()
                        Spacer()
                        Button("+") { value = min(range.upperBound, value + 1) }
                    }
                }
                .padding()
            }
        }
        struct EditSheet: View {
            @State private var draft: Exercise
            let onSave: (Exercise) -> Void
            init(exercise: Exercise, onSave: @escaping (Exercise) -> Void) {
                _draft = State(initialValue: exercise)
                self.onSave = onSave
            }
            var body: some View {
                VStack {
                    NumberWheel(title: "Sets", value: $draft.sets, range: 1...10, display: label)
                    NumberWheel(title: "Reps", value: $draft.reps, range: 1...30, display: label)
                    Button("Save") { onSave(draft) }
                }
            }
            func label(_ number: Int) -> String { "\\(number) × \\(draft.name)" }
        }
        struct WorkoutEditor: View {
            @State private var title = ""
            @State private var exercises: [Exercise] = []
            @State private var editing: Exercise?
            var body: some View {
                VStack {
                    Text(title.isEmpty ? "Untitled" : title).font(.headline)
                    TextField("Workout title", text: $title)
                    List(exercises) { exercise in
                        Button(exercise.name) { editing = exercise }
                    }
                    ⟪⟫
                }
                .sheet(item: $editing, content: editSheet)
            }
            func editSheet(_ exercise: Exercise) -> some View {
                EditSheet(exercise: exercise) { updated in
                    if let index = exercises.firstIndex(where: { $0.id == updated.id }) { exercises[index] = updated }
                    editing = nil
                }
            }
        }
        """
        #expect(severity(source, filling: "EmptyView()", of: "NumberWheel") == .info)
        #expect(severity(source, filling: "if let editing { editSheet(editing) }", of: "NumberWheel") == .warning)
    }

    /// amakaflow's import flow hands its own model to its clarify step, which presents the sheet
    /// where a note is typed into it: that typing runs only where the flow shows the clarify
    /// step, in another `case` than its build reveal, though other screens show the reveal and
    /// the step too. Shown beside the picker, the step's form re-runs it per keystroke.
    @Test func aWizardsOwnModelTypedTwoViewsDownInAnotherStepVersusBesideThePicker() {
        let source = """
        final class PatientFormModel: ObservableObject {
            @Published var name = ""
            @Published var notes = ""
        }
        struct PatientForm: View {
            @ObservedObject var model: PatientFormModel
            var body: some View {
                Form {
                    TextField("Name", text: $model.name)
                    TextEditor(text: $model.notes)
                }
            }
        }
        struct PatientStep: View {
            @ObservedObject var model: PatientFormModel
            let onNext: () -> Void
            var body: some View {
                VStack {
                    PatientForm(model: model)
                    Button("Next", action: onNext)
                }
            }
        }
        \(Self.surgeryPicker)
        enum WizardStep { case patient, surgery }
        struct NewAnesthesiaWizard: View {
            @StateObject private var patientModel = PatientFormModel()
            @State private var step = WizardStep.patient
            let surgeries: [String]
            var body: some View {
                VStack {
                    Text(patientModel.name.isEmpty ? "New patient" : patientModel.name).font(.headline)
                    switch step {
                    case .patient:
                        PatientStep(model: patientModel, onNext: { step = .surgery })
                    case .surgery:
                        ⟪⟫
                        SurgeryPicker(surgeries: surgeries, onSelect: { _ in step = .patient }, onCreateNew: { step = .patient })
                    }
                }
            }
        }
        struct PatientEditScreen: View {
            @StateObject private var model = PatientFormModel()
            let surgeries: [String]
            var body: some View {
                VStack {
                    PatientStep(model: model, onNext: {})
                    SurgeryPicker(surgeries: surgeries, onSelect: { _ in }, onCreateNew: {})
                }
            }
        }
        """
        #expect(severity(source, filling: "", of: "SurgeryPicker") == .info)
        #expect(severity(source, filling: "PatientStep(model: patientModel, onNext: {})", of: "SurgeryPicker") == .warning)
    }

    /// The same wizard makes its surgery step's model when that step opens (an optional
    /// `@State` set only to a new instance): the hospital typed there is in another `case` than
    /// the picker, and `surgeryModel?.isValid` only asks it; the detail screen's form types into
    /// its own model. Shown beside the picker, the wizard's form re-runs it.
    @Test func aWizardsOptionalModelMadeForALaterStepVersusBesideThePicker() {
        let source = """
        @Observable final class SurgeryFormModel {
            var hospital = ""
            var isValid: Bool { !hospital.isEmpty }
        }
        struct SurgeryForm: View {
            @Bindable var model: SurgeryFormModel
            var body: some View { Form { TextField("Hospital", text: $model.hospital) } }
        }
        \(Self.surgeryPicker)
        enum WizardStep { case pick, surgery }
        struct NewSurgeryWizard: View {
            @State private var step = WizardStep.pick
            @State private var surgeryModel: SurgeryFormModel?
            let surgeries: [String]
            var body: some View {
                VStack {
                    switch step {
                    case .pick:
                        ⟪⟫
                        SurgeryPicker(surgeries: surgeries, onSelect: { _ in step = .surgery }, onCreateNew: { createSurgery() })
                    case .surgery:
                        if let surgeryModel { SurgeryForm(model: surgeryModel) }
                    }
                    Button("Save") { step = .pick }.disabled(!(surgeryModel?.isValid ?? false))
                }
            }
            private func createSurgery() {
                surgeryModel = SurgeryFormModel()
                step = .surgery
            }
        }
        struct SurgeryDetailScreen: View {
            @State private var model = SurgeryFormModel()
            var body: some View {
                NavigationStack { SurgeryForm(model: model) }
            }
        }
        """
        #expect(severity(source, filling: "", of: "SurgeryPicker") == .info)
        #expect(severity(source, filling: "if let surgeryModel { SurgeryForm(model: surgeryModel) }", of: "SurgeryPicker") == .warning)
    }

    /// A recipe and its card, a title and a heart button (`large`: with servings, time and spice
    /// besides, nine views in all), storing its favourite action as a closure.
    static func recipeCard(large: Bool) -> String {
        let details = large ? "VStack { Text(\"Serves 4\"); HStack { Image(systemName: \"flame\"); Text(\"Spicy\") } }" : ""
        return """

        struct Recipe: Identifiable { let id: Int; var title: String; var isFavorite: Bool }
        struct RecipeCard: View {
            let recipe: Recipe
            let onToggleFavorite: () -> Void
            var body: some View {
                HStack {
                    Text(recipe.title)
                    \(details)
                    Button(action: onToggleFavorite) {
                        Image(systemName: recipe.isFavorite ? "heart.fill" : "heart")
                    }
                }
            }
        }
        """
    }

    /// A grid of small recipe cards (an image, a title, a heart button) under a screen whose
    /// search field sits in its `NavigationStack`: every keystroke re-runs every card, since the
    /// stored closure never compares equal. The field's binding is the text field's, typed into
    /// step by step, not an act of the stack it sits in. The same cards under a screen changed only
    /// by a tap re-run once per tap: about what comparing them would cost.
    /// (`large`: cards of nine views, a cost under any parent that re-renders repeatedly.)
    @Test(arguments: [("TextField(\"Search\", text: $searchText)", false, Severity.warning),
                      ("TextField(\"Search\", text: $searchText)", true, .warning),
                      ("Button(\"Clear\") { searchText = \"\" }", false, .info),
                      ("Button(\"Clear\") { searchText = \"\" }", true, .info)])
    func rowsUnderAParentThatUpdatesAsTheUserTypesVersusOnATap(_ control: String, _ large: Bool, _ expected: Severity) {
        let template = """
        struct RecipeListView: View {
            let recipes: [Recipe]
            let toggleFavorite: (Int) -> Void
            @State private var searchText = ""
            var body: some View {
                NavigationStack {
                    List {
                        ⟪⟫
                        Text(searchText.isEmpty ? "All recipes" : "Matching \\(searchText)")
                        ForEach(recipes) { recipe in
                            RecipeCard(recipe: recipe, onToggleFavorite: { toggleFavorite(recipe.id) })
                        }
                    }
                }
            }
        }
        """ + Self.recipeCard(large: large)
        #expect(severity(template, filling: control, of: "RecipeCard") == expected)
    }

    /// A tab picked through a `Binding(get:set:)` handed to the `TabView` is written once per
    /// pick: the setter is the pick's action, not content of the tab view. Cards of nine views
    /// under it re-run once per tap, a remark (under a search field they are a warning, above).
    @Test func aTabPickedThroughABindingsSetterIsOneActPerPick() {
        let source = """
        struct RecipeTabs: View {
            let recipes: [Recipe]
            let toggleFavorite: (Int) -> Void
            @State private var tab = 0
            var body: some View {
                VStack {
                    Text("Tab \\(tab)")
                    TabView(selection: Binding(get: { tab }, set: { tab = $0 })) {
                        Text("Mine").tag(0)
                        Text("Shared").tag(1)
                    }
                    List(recipes) { recipe in
                        RecipeCard(recipe: recipe, onToggleFavorite: { toggleFavorite(recipe.id) })
                    }
                }
            }
        }
        """ + Self.recipeCard(large: true)
        #expect(severity(source, of: "RecipeCard") == .info)
    }

    /// A new-recipe field under the list: the body hands only `$newTitle` to the field, and the
    /// method that reads it (`addRecipe`) is handed to `.onSubmit` by name, to run on return.
    /// Typing then re-runs the field, not the list (a body that hands on a binding does not
    /// depend on its value), so the cards are a remark. A limit the field's helper checks while
    /// it is built (a hint, read after the method that reads the title the same way) reads the
    /// text on every keystroke: the cards re-run with it (amakaflow's coach composer).
    @Test func aMethodHandedToAHandlerByNameIsNotReadWhileTheBodyIsBuilt() {
        let template = """
        struct RecipeListView: View {
            let recipes: [Recipe]
            let toggleFavorite: (Int) -> Void
            let add: (String) -> Void
            @State private var newTitle = ""
            var body: some View {
                List {
                    ForEach(recipes) { recipe in
                        RecipeCard(recipe: recipe, onToggleFavorite: { toggleFavorite(recipe.id) })
                    }
                    composer
                }
            }
            private var composer: some View {
                HStack {
                    TextField("New recipe", text: $newTitle)
                        .onSubmit(addRecipe)
                        .padding(4)
                    ⟪⟫
                }
            }
            private func addRecipe() {
                add(newTitle.trimmingCharacters(in: .whitespaces))
                newTitle = ""
            }
            private func addTitle() -> String {
                newTitle.isEmpty ? "Add" : "Add " + newTitle
            }
        }
        """ + Self.recipeCard(large: true)
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: "Text(\"Return adds it\")"), of: "RecipeCard") == .info)
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: "Text(newTitle.trimmingCharacters(in: .whitespaces).isEmpty ? \"Type a title\" : \"Return adds it\")"), of: "RecipeCard") == .warning)
        // A method called in a button's title runs as the body is built: it reads the text.
        #expect(severity(template.replacingOccurrences(of: "⟪⟫", with: "Button(addTitle()) { addRecipe() }"), of: "RecipeCard") == .warning)
    }

    /// A file cleaner stamps its list when a scan ends (`onChange(of: appState.isScanning)`),
    /// and its rows observe the app state themselves: when the stamp changes, the scan's end
    /// has re-run them anyway, so the stamp re-runs nothing for nothing (Pearcleaner). Stamped
    /// when the parent's own flag flips, which the rows do not observe, it does.
    @Test(arguments: [("appState.isScanning", Severity.info), ("isScanning", .warning)])
    func stateWrittenInReactionToAModelTheRowsObserveIsNoExtraUpdate(subject: String, expected: Severity) {
        let source = """
        final class AppState: ObservableObject { @Published var isScanning = false; @Published var showsSizes = true }
        struct FileRow: View {
            @EnvironmentObject var appState: AppState
            let name: String
            let onToggle: () -> Void
            var body: some View {
                HStack {
                    Button(action: onToggle) { Image(systemName: "circle") }
                    VStack { Text(name); HStack { Image(systemName: "doc"); Text(appState.showsSizes ? "12 MB" : "") } }
                    Spacer()
                    Image(systemName: "chevron.right")
                }
            }
        }
        struct FileList: View {
            @EnvironmentObject var appState: AppState
            let files: [String]
            let onSelect: (String) -> Void
            @State private var isScanning = false
            @State private var lastRefresh = Date()
            var body: some View {
                List {
                    Text(lastRefresh, style: .relative)
                    Button("Scan") { isScanning.toggle() }
                    ForEach(files, id: \\.self) { file in
                        FileRow(name: file, onToggle: { onSelect(file) })
                    }
                }
                .onChange(of: \(subject)) { _, scanning in
                    if !scanning { lastRefresh = Date() }
                }
            }
        }
        """
        #expect(severity(source, of: "FileRow") == expected)
    }
}
