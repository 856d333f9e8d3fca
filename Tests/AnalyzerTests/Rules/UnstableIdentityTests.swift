import Testing
@testable import Analyzer

/// `unstable-identity`: identity that changes when it should not.
@Suite struct UnstableIdentityTests {
    private let rule = UnstableIdentityRule.rule

    @Test func aFreshIDVersusAStoredToken() {
        Twins(rule, """
        struct MapPanel: View {
            @State private var resetToken = 0
            var body: some View {
                Map().id(⟪⟫)
            }
        }
        """, quiet: "resetToken", loud: "Date.now").check(mentioning: ["`.id(Date.now)`", "`MapPanel`"])
    }

    @Test func offsetsOfChangingDataVersusElementIDs() {
        Twins(rule, """
        struct Queue: View {
            @State private var jobs: [Job] = []
            var body: some View {
                List {
                    ForEach(Array(jobs.enumerated()), id: \\.⟪⟫) { index, job in Text(job.name) }
                }
                .toolbar { Button("Urgent") { jobs.insert(Job(), at: 0) } }
            }
        }
        """, quiet: "element.id", loud: "offset").check(mentioning: ["`\\.offset`", "`jobs`"])
    }

    /// azooKey's reorderable key list is generic over any replaceable collection: `remove(at:)`
    /// and `insert(_:at:)` on it move rows, whatever collection it is given.
    @Test func indicesOfAGenericCollectionThatRowsAreMovedInVersusOneLeftAlone() {
        Twins(rule, """
        struct DraggableList<Items: RangeReplaceableCollection & RandomAccessCollection>: View where Items.Index == Int, Items.Element == String {
            @Binding var items: Items
            var body: some View {
                ForEach(items.indices, id: \\.self) { index in
                    Text(items[index]).onTapGesture { ⟪⟫ }
                }
            }
        }
        """, quiet: "print(items[0])", loud: "items.insert(items.remove(at: 0), at: 1)").check(mentioning: ["`items`"])
    }

    /// DoRunDoRun's onboarding pages by offset from a store whose binding it hands to its
    /// navigation stack scoped to another part (`$store.scope(state: \.path, …)`): that binding
    /// reaches the path, not the pages. A binding scoped to the pages themselves, handed to an
    /// editor that can remove and move them, does.
    @Test func aBindingScopedByKeyPathToAnotherPartVersusToTheRows() {
        Twins(rule, """
        struct Storyboard {
            var title = ""
            var pages: [String] = []
        }
        extension Binding {
            func scope<Part>(_ part: WritableKeyPath<Value, Part>) -> Binding<Part> {
                Binding<Part>(get: { wrappedValue[keyPath: part] }, set: { wrappedValue[keyPath: part] = $0 })
            }
        }
        struct StoryboardView: View {
            @State private var storyboard = Storyboard()
            var body: some View {
                VStack {
                    ReorderableEditor(items: $storyboard.scope(\\.⟪⟫))
                    TabView {
                        ForEach(Array(storyboard.pages.enumerated()), id: \\.offset) { index, page in
                            Text(page).tag(index)
                        }
                    }
                }
            }
        }
        """, quiet: "title", loud: "pages").check(mentioning: ["`\\.offset`", "`storyboard.pages`"])
    }

    /// VistaBids lists AR captures by index and hands `$arCapturedImages` to its capture sheet,
    /// which only replaces them whole when the user is done: no row moves to another position.
    /// A capture sheet that lets the user delete a shot moves the rows after it.
    @Test func aBindingHandedToAViewThatOnlyReplacesItVersusOneThatRemoves() {
        Twins(rule, """
        struct ARCaptureView: View {
            @Binding var capturedImages: [UIImage]
            @Binding var isPresented: Bool
            @State private var shots: [UIImage] = []
            var body: some View {
                VStack {
                    CameraPreview(onShot: { shots.append($0) })
                    Button("Undo last") { shots.removeLast() }
                    Button("Done") {
                        ⟪⟫
                        isPresented = false
                    }
                }
            }
        }
        struct AddPropertyView: View {
            @State private var arCapturedImages: [UIImage] = []
            @State private var showingARCapture = false
            var body: some View {
                Form {
                    Button("Capture panorama") { showingARCapture = true }
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(0..<arCapturedImages.count, id: \\.self) { index in
                                Image(uiImage: arCapturedImages[index]).resizable().frame(width: 80, height: 60)
                            }
                        }
                    }
                }
                .fullScreenCover(isPresented: $showingARCapture) {
                    ARCaptureView(capturedImages: $arCapturedImages, isPresented: $showingARCapture)
                }
            }
        }
        """, quiet: "capturedImages = shots", loud: "capturedImages.remove(at: 0)").check(mentioning: ["`arCapturedImages`"])
    }

    @Test func indicesOfDataNobodyChangesAreFine() {
        Twins(rule, """
        struct Steps: View {
            ⟪⟫
            var body: some View {
                ForEach(steps.indices, id: \\.self) { index in Text(steps[index]) }
                Button("Skip") { skipFirst() }
            }
        }
        """, quiet: "private let steps = [\"Mix\", \"Bake\"]\n    func skipFirst() { print(steps[0]) }",
              loud: "@State private var steps = [\"Mix\", \"Bake\"]\n    func skipFirst() { steps.removeFirst() }").check(mentioning: ["by index"])
    }

    /// A pilot app's clipboard notes keep a `reorderNotes(from:to:)` helper that nothing
    /// attaches to `.onMove` (reordering was dropped): it never runs, and the notes keep their
    /// positions. Attached, it moves rows under the identities of their positions.
    @Test func aReorderHelperNothingCallsVersusOneAttachedToOnMove() {
        Twins(rule, """
        struct ClipboardNoteItemList: View {
            @Binding var itemList: [String]
            var body: some View {
                List {
                    ForEach(itemList.indices, id: \\.self) { index in
                        Text(itemList[index])
                    }
                    ⟪⟫
                }
            }
            private func reorderNotes(from source: IndexSet, to destination: Int) {
                itemList.move(fromOffsets: source, toOffset: destination)
            }
        }
        """, quiet: "", loud: ".onMove(perform: reorderNotes)").check(mentioning: ["`itemList`"])
    }

    /// From a marketplace's garage-sale wizard: the review step shows the photos by position,
    /// and the only delete is in the photos step, another case of the wizard's `switch` (four
    /// members down). Coming back to the review step builds its rows anew. A delete in the
    /// review step itself shifts them under their identities.
    @Test func rowsChangedOnlyInAnotherStepOfAWizardVersusInTheirOwnStep() {
        Twins(rule, """
        final class GarageSaleModel: ObservableObject {
            @Published var photos: [Photo] = []
        }
        struct CreateGarageSaleView: View {
            @StateObject private var viewModel = GarageSaleModel()
            @State private var currentStep = 0
            var body: some View {
                VStack {
                    stepContent
                    Button("Next") { currentStep += 1 }
                }
            }
            @ViewBuilder private var stepContent: some View {
                switch currentStep {
                case 0: photosStep
                default: reviewStep
                }
            }
            private var photosStep: some View {
                VStack { Text("Photos"); photosSection }
            }
            private var photosSection: some View {
                Section { photosContent }
            }
            private var photosContent: some View {
                ScrollView { photosGrid }
            }
            private var photosGrid: some View {
                LazyVGrid(columns: [GridItem(), GridItem()]) {
                    ForEach(viewModel.photos) { photo in
                        Image(uiImage: photo.image)
                            .overlay { Button("Remove") { viewModel.photos.removeAll { $0.id == photo.id } } }
                    }
                }
            }
            private var reviewStep: some View {
                TabView {
                    ForEach(Array(viewModel.photos.enumerated()), id: \\.offset) { _, photo in
                        Image(uiImage: photo.image)
                    }
                }
                .overlay { ⟪⟫ }
            }
        }
        """, quiet: "EmptyView()", loud: "Button(\"Remove first\") { viewModel.photos.removeFirst() }").check(mentioning: ["`\\.offset`"])
    }

    /// The same wizard's preview sheet shows the photos by position. The only delete is a tap
    /// in the editor the sheet covers: while the rows are shown, nothing can shift them, and the
    /// next presentation builds them anew. Shown in an overlay instead, the editor's delete
    /// runs beside them.
    @Test func rowsOfASheetChangedOnlyByTapsItCoversVersusShownBesideThem() {
        Twins(rule, """
        final class GarageSaleModel: ObservableObject {
            @Published var photos: [Photo] = []
        }
        struct CreateGarageSaleView: View {
            @StateObject private var viewModel = GarageSaleModel()
            @State private var showPreview = false
            var body: some View {
                NavigationStack {
                    LazyVGrid(columns: [GridItem(), GridItem()]) {
                        ForEach(viewModel.photos) { photo in
                            Image(uiImage: photo.image)
                                .overlay { Button("Remove") { viewModel.photos.removeAll { $0.id == photo.id } } }
                        }
                    }
                    Button("Preview") { showPreview = true }
                }
                ⟪⟫
            }
        }
        struct GarageSalePreviewView: View {
            @ObservedObject var viewModel: GarageSaleModel
            var body: some View {
                TabView {
                    ForEach(Array(viewModel.photos.enumerated()), id: \\.offset) { _, photo in
                        Image(uiImage: photo.image).resizable().scaledToFit()
                    }
                }
                .tabViewStyle(.page)
            }
        }
        """, quiet: ".sheet(isPresented: $showPreview) { GarageSalePreviewView(viewModel: viewModel) }",
              loud: ".overlay { if showPreview { GarageSalePreviewView(viewModel: viewModel) } }").check(mentioning: ["`\\.offset`"])
    }

    /// AuroraEditor's clone view keeps the sheet to show as an `Identifiable` enum whose `id` is
    /// `UUID()`, handed to `.sheet(item:)`: the message names what happens there, the sheet
    /// presented again, not rows. Shown as rows, the same type's message speaks of rows.
    @Test func aFreshIDOfASheetItemVersusOfRows() {
        let template = """
        struct GitCloneView: View {
            @State var activeSheet: ActiveSheet?
            enum ActiveSheet: Identifiable {
                case verify, select, error(String)
                var id: UUID { UUID() }
            }
            let sheets: [ActiveSheet] = [.verify, .select]
            var body: some View {
                VStack {
                    Button("Clone") { activeSheet = .verify }
                    ⟪⟫
                }
            }
        }
        """
        let item = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: ".sheet(item: $activeSheet) { Text(\"\\($0.id)\") }"),
                                  rules: [rule])
        #expect(item.count == 1)
        #expect(item.first?.message.contains("`.sheet(item:)`") == true, "\(item.map(\.message))")
        let rows = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "ForEach(sheets) { Text(\"\\($0.id)\") }"), rules: [rule])
        #expect(rows.count == 1)
        #expect(rows.first?.message.contains("`ForEach` or `List` row") == true, "\(rows.map(\.message))")
    }

    /// From a learning app: a profile table whose rows have a fresh `id` is made only by its
    /// preview, so nothing in the app shows those rows. Made by the app's window, it is shown.
    @Test func aFreshIDOfRowsOnlyAPreviewShowsVersusRowsTheAppShows() {
        Twins(rule, """
        @main struct ExercismApp: App {
            var body: some Scene { WindowGroup { ⟪⟫ } }
        }
        struct HomeView: View {
            var body: some View { Text("Tracks") }
        }
        struct ProfileItems: Identifiable {
            let title: String
            var id: String { UUID().uuidString }
        }
        struct ProfileTableView: View {
            let items: [ProfileItems] = [ProfileItems(title: "Name"), ProfileItems(title: "Email")]
            var body: some View { List(items) { Text($0.title) } }
        }
        #Preview { ProfileTableView() }
        """, quiet: "HomeView()", loud: "ProfileTableView()").check(mentioning: ["`ProfileItems.id`"])
    }

    @Test func appendingKeepsPositionsRemovingShiftsThem() {
        Twins(rule, """
        struct Log: View {
            @State private var lines: [String] = []
            var body: some View {
                ScrollView { ForEach(lines.indices, id: \\.self) { Text(lines[$0]) } }
                    .onReceive(Feed.lines) { line in lines.⟪⟫ }
            }
        }
        """, quiet: "append(line)", loud: "insert(line, at: 0)").check(mentioning: ["`lines`"])
    }

    /// volume-ios shows one placeholder per followed publication while loading: rows that
    /// ignore their element are all alike, so no row can show another one's state.
    @Test func placeholdersThatIgnoreTheirElementVersusRowsThatTakeIt() {
        Twins(rule, """
        struct FollowedPublications: View {
            @State private var slugs: [String] = []
            var body: some View {
                HStack {
                    ForEach(0..<slugs.count, id: \\.self) { ⟪⟫ in PublicationRow.Skeleton() }
                }
                .onReceive(Feed.unfollowed) { slug in slugs.removeAll { $0 == slug } }
            }
        }
        """, quiet: "_", loud: "index").check(mentioning: ["`slugs`"])
    }

    @Test func aWholeReloadKeepsPositionsARemovalShiftsThem() {
        Twins(rule, """
        struct Suggestions: View {
            @State private var prompts: [String] = []
            var body: some View {
                VStack {
                    ForEach(0..<prompts.prefix(4).count, id: \\.self) { Text(prompts[$0]) }
                }
                .onAppear { prompts = Prompt.samples }
                .onTapGesture { withAnimation { ⟪⟫ } }
            }
        }
        """, quiet: "prompts = Prompt.samples.shuffled()", loud: "prompts.removeFirst()").check(mentioning: ["`prompts.prefix(4)`"])
    }

    @Test func aConstantRangeMissesEvenTheFirstFill() {
        Twins(rule, """
        struct Suggestions: View {
            @State private var prompts: [String] = []
            var body: some View {
                VStack { ForEach(0..<⟪⟫) { Text("\\($0)") } }
                    .onAppear { prompts = Prompt.samples }
            }
        }
        """, quiet: "4", loud: "prompts.count").check(mentioning: ["reads the range once"])
    }

    @Test func aPathIntoAStoredValueIsFollowed() {
        Twins(rule, """
        struct GradientEditor: View {
            @Binding var gradient: EditableGradient
            var body: some View {
                ZStack {
                    ForEach(gradient.stops.indices, id: \\.self) { StopHandle(stop: $gradient.stops[$0]) }
                }
                .onTapGesture { gradient.stops.⟪⟫ }
            }
        }
        struct EditableGradient { var stops: [Stop] }
        """, quiet: "append(Stop())", loud: "remove(at: 0)").check(mentioning: ["`gradient.stops`"])
    }

    @Test func menuItemsUseThePositionAsTheirValue() {
        Twins(rule, """
        struct HistoryMenu: View {
            @State private var history: [String] = []
            @State private var offset = 0
            var body: some View {
                ⟪⟫ {
                    ForEach(Array(history.enumerated()), id: \\.offset) { index, title in
                        Button(title) { offset = index }
                    }
                }
                Button("Forget oldest") { history.removeFirst() }
            }
        }
        """, quiet: "Menu(\"Back\")", loud: "VStack").check(mentioning: ["`\\.offset`"])
    }

    /// medsenger's chat list gives its toolbar buttons `.id(UUID())`, the known workaround for
    /// toolbar buttons that stop responding after a sheet: a plain button has no state to lose.
    /// The same on a profile card in the toolbar rebuilds the card, and its state, per update.
    @Test func aToolbarButtonKeptRespondingOnPurposeVersusAViewWithState() {
        Twins(rule: rule, quiet: Self.chatsToolbar(item: "Button { showSettings.toggle() } label: { Label(\"Settings\", systemImage: \"gear\") }"),
              loud: Self.chatsToolbar(item: "ProfileBadge()")).check(mentioning: ["`.id(UUID())`"])
    }

    /// The same button whose label is a view of the module with state (or an `AsyncImage`,
    /// which loads again): the new identity rebuilds it, and resets it, on every update.
    @Test func aToolbarButtonLabelledWithAnImageVersusWithAViewWithState() {
        Twins(rule: rule, quiet: Self.chatsToolbar(item: "Button { showSettings.toggle() } label: { Image(systemName: \"gear\") }"),
              loud: Self.chatsToolbar(item: "Button { showSettings.toggle() } label: { ProfileBadge() }")).check(mentioning: ["`.id(UUID())`"])
    }

    /// medsenger's chat list with `item` in its toolbar, under `.id(UUID())`.
    private static func chatsToolbar(item: String) -> String {
        """
        struct ProfileBadge: View {
            @State private var isExpanded = false
            var body: some View {
                Button(isExpanded ? "Doctor Ivanova" : "DI") { isExpanded.toggle() }
            }
        }
        struct ChatsView: View {
            @State private var showSettings = false
            let chats: [String]
            var body: some View {
                NavigationStack {
                    List(chats, id: \\.self) { Text($0) }
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                \(item)
                                    .id(UUID())
                            }
                        }
                        .sheet(isPresented: $showSettings) { Text("Settings") }
                }
            }
        }
        """
    }

    @Test func aProgressViewIsRestartedOnPurpose() {
        Twins(rule, """
        struct LoadingRow: View {
            var body: some View {
                ⟪⟫.id(UUID())
            }
        }
        """, quiet: "ProgressView()", loud: "Text(\"Loading…\")").check(mentioning: ["`.id(UUID())`"])
    }

    @Test func onDeleteShowsTheDataIsEdited() {
        let finding = Twins(rule, """
        struct Tags: View {
            let tags: [String]
            var body: some View {
                List {
                    ForEach(tags.indices, id: \\.self) { Text(tags[$0]) }⟪⟫
                }
            }
        }
        """, quiet: "", loud: ".onDelete { _ in }").check(mentioning: ["by index"])
        #expect(finding?.notes.first?.message == "rows are deleted here")
    }

    @Test func aConstantRangeOverACount() {
        Twins(rule, """
        struct Pages: View {
            @State private var pages: [Page] = []
            var body: some View {
                TabView { ForEach(0..<⟪⟫) { Text("\\($0)") } }
                    .task { pages = await Page.load() }
            }
        }
        """, quiet: "3", loud: "pages.count").check(mentioning: ["reads the range once"])
    }

    @Test func aComputedFreshIDVersusAStoredOne() {
        Twins(rule, """
        struct Photo: Identifiable {
            ⟪⟫
            let url: URL
        }
        """, quiet: "let id = UUID()", loud: "var id: String { UUID().uuidString }")
            .check(mentioning: ["`Photo.id`", "a stable field of the data", "`let id = UUID()`", "rebuilt on every update"])
    }

    /// Mlem's advanced settings list the backend's unhealthy reasons by offset inside an
    /// optional state the refresh only ever replaces whole (`backendStatus = nil`, then the
    /// new status), as a plain array state replaced whole: the rows are rebuilt, never shifted.
    /// Removing a reason in place shifts the rows after it.
    @Test func rowsOfAFieldOfStateReplacedWholeVersusEditedInPlace() {
        Twins(rule, """
        struct HealthReport { var reasons: [String] }
        struct BackendStatusSection: View {
            @State private var report: HealthReport?
            var body: some View {
                Section("Backend") {
                    if let report {
                        ForEach(Array(report.reasons.enumerated()), id: \\.offset) { _, reason in
                            Text(reason).foregroundStyle(.red)
                        }
                    } else {
                        ProgressView()
                    }
                }
                .onTapGesture { ⟪⟫ }
                .onAppear { refresh() }
            }
            private func refresh() {
                report = nil
                Task { report = await HealthClient.check() }
            }
        }
        """, quiet: "refresh()", loud: "report?.reasons.removeFirst()").check(mentioning: ["`report.reasons`"])
    }

    /// Vision-DG's statement list shows its rows by index and, on a new search, empties the
    /// array (`removeAll()`) before the new results replace it: every row goes, none takes
    /// another's place, as with `statements = []`. Removing the rows that match (`removeAll(where:)`)
    /// shifts the ones after them.
    @Test func rowsEmptiedAndRefilledVersusSomeRemoved() {
        Twins(rule, """
        struct Statement { let period: String }
        struct StatementList: View {
            @State private var statements: [Statement] = []
            @State private var account = ""
            var body: some View {
                VStack {
                    TextField("Account", text: $account)
                    Button("Search") {
                        ⟪⟫
                        StatementAPI.list(account: account) { statements = $0 }
                    }
                    List {
                        ForEach(statements.indices, id: \\.self) { index in
                            Text(statements[index].period)
                        }
                    }
                }
            }
        }
        """, quiet: "statements.removeAll()", loud: "statements.removeAll { $0.period.isEmpty }").check(mentioning: ["`statements`"])
    }

    /// atlas's note lists show rows by index over a binding and keep a `private` `move(from:to:)`
    /// helper nothing calls: its own `self.itemList.move(…)`, a signature's `path.move(to:)`
    /// and a `.move(edge:)` transition elsewhere name other things' members, and a `private`
    /// method is named only in its own file. Handed to `.onMove`, it reorders the rows.
    @Test func anUnusedPrivateMoveHelperVersusOneHandedToOnMove() {
        Twins(rule, """
        struct Note: Hashable { var title: String }
        struct NotesScreen: View {
            @State private var notes: [Note] = []
            var body: some View {
                NoteItemList(itemList: $notes)
                    .transition(.move(edge: .bottom))
                    .onAppear { notes = NoteStore.load() }
            }
        }
        struct SignatureView: View {
            var body: some View {
                Canvas { context, _ in
                    var path = Path()
                    path.move(to: .zero)
                    context.stroke(path, with: .color(.black))
                }
            }
        }
        struct NoteItemList: View {
            @Binding var itemList: [Note]
            var body: some View {
                List {
                    ForEach(itemList.indices, id: \\.self) { index in
                        Text(itemList[index].title)
                    }⟪⟫
                }
            }
            private func move(from source: IndexSet, to destination: Int) {
                self.itemList.move(fromOffsets: source, toOffset: destination)
            }
        }
        """, quiet: "", loud: ".onMove(perform: move)").check(mentioning: ["`itemList`"])
    }

    /// DockDoor's gradient editor reads each colour by index inside the row: after a removal
    /// the rows are rebuilt against the current indices, so nothing points past the end. A
    /// binding made by position (`$colors[index]`) can, and only then does the message say so.
    @Test func pastTheEndOnlyForABindingByPosition() {
        func message(_ row: String) -> String? {
            let findings = lintSingleFile("""
            struct GradientColors: View {
                @State private var colors: [String] = ["#FF0000", "#00FF00"]
                var body: some View {
                    HStack {
                        ForEach(colors.indices, id: \\.self) { index in
                            \(row)
                        }
                    }
                    .onTapGesture { colors.remove(at: 0) }
                }
            }
            """, rules: [rule])
            #expect(findings.count == 1)
            return findings.first?.message
        }
        #expect(message("Circle().fill(Color(hex: colors[index]))")?.contains("past the end") == false)
        #expect(message("TextField(\"Hex\", text: $colors[index])")?.contains("`$colors[index]` can point past the end") == true)
        #expect(message("Circle().fill(Color(hex: colors[index]))")?.contains("only if no two elements are equal") == true)
    }
}

extension UnstableIdentityTests {
    /// Cling's exclusion editor walks `edit.lines` by offset and toggles a line through
    /// `edit.setEnabled(i, …)`, a method that only sets `lines[i].enabled`: no row moves.
    /// Removing the line shifts the rows after it.
    @Test func aMethodThatSetsAnElementInPlaceVersusARemoval() {
        Twins(rule, """
        struct ExcludeLine: Equatable { var text: String; var enabled: Bool }
        struct ExcludeEdit: Equatable {
            init(texts: [String]) { lines = texts.map { ExcludeLine(text: $0, enabled: true) } }
            var lines: [ExcludeLine]
            mutating func setEnabled(_ index: Int, _ on: Bool) {
                guard lines.indices.contains(index) else { return }
                lines[index].enabled = on
            }
        }
        struct ExcludeEditor: View {
            @State private var edit: ExcludeEdit?
            var body: some View {
                editor()
            }
            @ViewBuilder private func editor() -> some View {
                if let edit {
                    VStack {
                        ForEach(Array(edit.lines.enumerated()), id: \\.offset) { i, line in
                            HStack {
                                Text(line.text)
                                Button("Toggle") { ⟪⟫ }
                            }
                        }
                    }
                }
            }
        }
        """, quiet: "self.edit?.setEnabled(i, !line.enabled)", loud: "self.edit?.lines.remove(at: i)").check(mentioning: ["`edit.lines`"])
    }
}
