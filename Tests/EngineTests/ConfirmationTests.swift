import Analyzer
import Testing
@testable import Engine

/// `--confirm`'s scenarios: per rule, a finding the engine reproduces, the same view with the
/// fix applied (not reproduced), and one whose decisive value the engine cannot drive.
@Suite struct ConfirmationTests {
    /// The findings of `rule` in `source`, each with the engine's verdict.
    func verdicts(_ source: String, rule: Rule, layout: LayoutPass.Options = LayoutPass.Options(),
                          assets: [String: ImageSize] = [:]) -> [(Finding, Reproduction)] {
        let index = ModuleIndex(trees: [SyntaxTree.parse(SourceFile(path: "Views.swift", text: source))], assetImageSizes: assets)
        let uses = ModuleUses.collect(from: index, jobs: 1)
        let findings = Linter(rules: [rule]).lint(index, settings: { _ in RuleSettings() }, jobs: 1)
        let confirmer = Confirmer(index: index, uses: uses, layout: layout)
        return findings.map { ($0, confirmer.confirm($0)) }
    }

    /// The verdict a scenario should reach, and words its summary should hold.
    func expect(_ confirmation: Reproduction, _ verdict: Reproduction.Verdict, says: String,
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(confirmation.verdict == verdict, "\(confirmation)", sourceLocation: sourceLocation)
        #expect(confirmation.summary.contains(says), "\(confirmation.summary)", sourceLocation: sourceLocation)
    }

    /// A finding of `rule` at the first `marker` in `source` about `values` of `view`: the same
    /// finding on the fixed code, which the rule no longer reports.
    func verdict(atFirst marker: String, in source: String, rule: String, view: String, values: [String],
                         causes: [String] = []) -> Reproduction {
        let file = SourceFile(path: "Views.swift", text: source)
        let start = source.utf8.count - (source.range(of: marker).map { source[$0.lowerBound...].utf8.count } ?? 0)
        let finding = Finding(ruleID: rule, severity: .warning, message: "", path: "Views.swift",
                              range: SourceRange(start, start + marker.utf8.count),
                              subject: FindingSubject(view: view, values: values, causes: causes))
        let index = ModuleIndex(trees: [SyntaxTree.parse(file)])
        return Confirmer(index: index, uses: ModuleUses.collect(from: index, jobs: 1)).confirm(finding)
    }

    // MARK: untracked-task-dependency

    private static let photo = """
    struct Gallery: View {
        @State private var url = URL(string: "https://example.com/a.jpg")!
        var body: some View {
            Button("Next") { url = URL(string: "https://example.com/b.jpg")! }
            Photo(url: url)
        }
    }

    struct Photo: View {
        let url: URL
        @State private var image: String?
        var body: some View {
            Text(image ?? "loading")
                ⟪⟫
        }
    }
    """

    @Test func aTaskThatKeepsTheOldPhotoIsConfirmedThroughItsRealParent() throws {
        let results = verdicts(Self.photo.replacingOccurrences(of: "⟪⟫", with: ".task { image = await load(url) }"),
                               rule: UntrackedTaskDependencyRule.rule)
        let (_, confirmation) = try #require(results.first)
        #expect(confirmation.verdict == .confirmed, "\(confirmation)")
        #expect(confirmation.summary.contains("after `url` changed to https://example.com/b.jpg"), "\(confirmation.summary)")
        #expect(confirmation.summary.contains("when the user tapped the `Button` \"Next\" in `Gallery`"), "\(confirmation.summary)")
        #expect(confirmation.summary.contains("it last ran `load(https://example.com/a.jpg)`"))
    }

    /// Directors-Chair's card editor loads its preview from `card.imagePath` as it appears. A
    /// button that renames the card changes `card`, but not the path the work read: the preview
    /// is not stale. A button that swaps the image is what leaves it stale.
    @Test(arguments: [("Button(\"Swap image\") { card.imagePath = \"b.png\" }", Reproduction.Verdict.confirmed),
                      ("EmptyView()", .inconclusive)])
    func aChangeOfAnotherFieldOfTheReadStructIsNoChange(control: String, verdict: Reproduction.Verdict) throws {
        let source = """
        struct VisionCard { var title: String; var imagePath: String? }
        struct CardEditor: View {
            @Binding var card: VisionCard
            @State private var preview: String?
            var body: some View {
                VStack {
                    Text(preview ?? "no image")
                    Button("Rename") { card.title = card.title + "!" }
                    \(control)
                }
                .onAppear { loadPreview() }
                .onReceive(NotificationCenter.default.publisher(for: .imagePicked)) { card.imagePath = $0.object as? String }
            }
            private func loadPreview() { preview = card.imagePath.map { "image at " + $0 } }
        }
        struct BoardView: View {
            @State private var card = VisionCard(title: "Opening", imagePath: "a.png")
            var body: some View { CardEditor(card: $card) }
        }
        """
        let (_, confirmation) = try #require(verdicts(source, rule: UntrackedTaskDependencyRule.rule).first)
        #expect(confirmation.verdict == verdict, "\(confirmation)")
        if verdict == .confirmed { expect(confirmation, verdict, says: "after `card.imagePath` changed to \"b.png\"") }
    }

    /// Aidoku's stats grid sizes itself as it appears from `chartIsExpanded`, a computed
    /// property over its own state and its input. What the work used is that property's
    /// result: a tap that moves it leaves the height stale; where the result stays the same (too
    /// few items to expand) nothing the work used changed; where it depends on a value the
    /// engine cannot see (the window scene's orientation), no verdict either way.
    @Test(arguments: [("expandedIndex == items.count", Reproduction.Verdict.confirmed, "so `chartIsExpanded` became true,"),
                      ("expandedIndex == items.count && items.count > 5", .inconclusive, "no step changed"),
                      ("usingHorizontalLayout || expandedIndex == items.count", .inconclusive,
                       "but `chartIsExpanded`, which the work reads it through, is a value the engine cannot see into")])
    func whatTheWorkUsedIsTheComputedPropertyItReadsThrough(condition: String, verdict: Reproduction.Verdict, says: String) throws {
        let source = """
        struct StatsGrid: View {
            @Binding var height: CGFloat
            let items: [Int]
            @State private var expandedIndex: Int?
            private var chartIsExpanded: Bool { \(condition) }
            private var usingHorizontalLayout: Bool {
                let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
                return scene?.interfaceOrientation == .landscapeLeft
            }
            var body: some View {
                VStack {
                    Text("Chart")
                        .onTapGesture {
                            if expandedIndex == items.count {
                                expandedIndex = nil; height -= 50
                            } else {
                                expandedIndex = items.count; height += 50
                            }
                        }
                    GeometryReader { geo in
                        ZStack {
                            ForEach(0..<3) { i in
                                Text("\\(i)")
                                    .onTapGesture { expandedIndex = expandedIndex == i ? nil : i }
                            }
                        }
                        .background(GeometryReader { geometry in
                            Color.clear
                                .onAppear { height = geometry.size.height + (chartIsExpanded ? 50 : 0) }
                        })
                    }
                }
            }
        }

        struct Insights: View {
            @State private var height: CGFloat = 0
            let totals: [Int]
            var body: some View { StatsGrid(height: $height, items: totals).frame(height: height) }
        }
        """
        let (finding, confirmation) = try #require(verdicts(source, rule: UntrackedTaskDependencyRule.rule).first)
        #expect(finding.subject?.readThrough["expandedIndex"] == "chartIsExpanded")
        expect(confirmation, verdict, says: says)
    }

    /// A badge counts the messages as it appears; "Refresh" loads them from the cache. A list
    /// the engine can see (two messages) leaves the badge at 0: confirmed. A list it cannot see
    /// (what the cache holds) has a count it does not know: inconclusive, not "changed to nil".
    @Test(arguments: [("[\"Lunch?\", \"Invoice\"]", Reproduction.Verdict.confirmed, "after `messages.count` changed to 2"),
                      ("MailCache.shared.messages(in: \"Inbox\")", .inconclusive,
                       "what the work reads of it is a value the engine cannot see into")])
    func aListTheEngineCannotSeeHasNoCount(loaded: String, verdict: Reproduction.Verdict, says: String) throws {
        let source = """
        struct InboxBadge: View {
            @State private var messages: [String] = []
            @State private var badge = 0
            var body: some View {
                VStack {
                    Text("\\(badge) new")
                    Button("Refresh") { messages = \(loaded) }
                }
                .onAppear { badge = messages.count }
            }
        }

        struct MailRoot: View {
            var body: some View { NavigationStack { InboxBadge() } }
        }
        """
        let (_, confirmation) = try #require(verdicts(source, rule: UntrackedTaskDependencyRule.rule).first)
        expect(confirmation, verdict, says: says)
    }

    @Test func theFixedTaskIsNotReproduced() {
        let fixed = Self.photo.replacingOccurrences(of: "⟪⟫", with: ".task(id: url) { image = await load(url) }")
        let confirmation = verdict(atFirst: "task", in: fixed, rule: "untracked-task-dependency", view: "Photo", values: ["url"])
        #expect(confirmation.verdict == .notReproduced, "\(confirmation)")
        #expect(confirmation.summary.contains("ran again"))
    }

    @Test func aValueTheEngineCannotChangeIsInconclusive() throws {
        let source = """
        struct Gallery: View {
            let album: Album
            var body: some View { Photo(url: album.cover) }
        }

        struct Photo: View {
            let url: URL
            @State private var image: String?
            var body: some View {
                Text(image ?? "loading")
                    .task { image = await load(url) }
            }
        }
        """
        let confirmation = verdict(atFirst: "task", in: source, rule: "untracked-task-dependency", view: "Photo", values: ["url"])
        #expect(confirmation.verdict == .inconclusive, "\(confirmation)")
    }

    /// Dayflow's scrubber: the player's URL is set by code that presents the player, never while
    /// it shows. Setting the parent's state by hand changes the URL, but that is the finding's
    /// own claim, not evidence: with no tap or control on screen that changes it, the verdict is
    /// inconclusive. A "Next" button that changes it is a change the app makes: confirmed.
    @Test(arguments: [
        (control: "Text(\"Player\")", verdict: Reproduction.Verdict.inconclusive, says: "no tap or control on the screen of `Player`"),
        (control: "Button(\"Next\") { show(URL(string: \"https://example.com/b.mp4\")!) }", verdict: Reproduction.Verdict.confirmed,
         says: "when the user tapped the `Button` \"Next\" in `Player`"),
    ])
    func aParentStateNoUserActionChangesIsNotConfirmed(control: String, verdict: Reproduction.Verdict, says: String) throws {
        let source = """
        struct Player: View {
            @State private var url = URL(string: "https://example.com/a.mp4")!
            func show(_ next: URL) { url = next }
            var body: some View {
                \(control)
                Scrubber(url: url)
            }
        }
        struct Scrubber: View {
            let url: URL
            @State private var frames: [String] = []
            var body: some View {
                Text("\\(frames.count) frames").task { frames = await Filmstrip.frames(of: url) }
            }
        }
        // The code that presents a clip: the rule counts its write, the screen has no control for it.
        enum ClipLinks {
            static func present(_ url: URL, in player: Player) { player.show(url) }
        }
        """
        let results = verdicts(source, rule: UntrackedTaskDependencyRule.rule)
        let (_, confirmation) = try #require(results.first)
        expect(confirmation, verdict, says: says)
    }

    /// A library screen fills in whether the item is saved with its own load, after the row
    /// showing it has appeared: the work the screen started going on changes the row's input,
    /// and the row's `.onAppear` does not run again — confirmed. A screen that shows the row only
    /// once the load has ended (`if let`) never shows it the old value: the row appears with
    /// the loaded one, and the engine's own change that shows it confirms nothing.
    @Test(arguments: [
        (row: "SaveBadge(isSaved: isSaved)", verdict: Reproduction.Verdict.confirmed,
         says: "when the work `LibraryItemScreen` started as it appeared went on"),
        (row: "if let isSaved { SaveBadge(isSaved: isSaved) }", verdict: Reproduction.Verdict.inconclusive,
         says: "no tap or control on the screen of `LibraryItemScreen` makes that change"),
    ])
    func aValueTheParentsOwnLoadFillsInLater(row: String, verdict: Reproduction.Verdict, says: String) throws {
        let optional = row.hasPrefix("if let")
        let source = """
        struct LibraryItemScreen: View {
            let itemID: Int
            @State private var isSaved: Bool\(optional ? "?" : " = false")
            var body: some View {
                VStack { \(row) }
                    .task(id: itemID) { isSaved = await Library.contains(itemID) }
            }
        }
        struct SaveBadge: View {
            let isSaved: Bool
            @State private var angle = 0.0
            var body: some View {
                Image(systemName: "plus").rotationEffect(.degrees(angle))
                    .onAppear { angle = isSaved ? 45 : 0 }
            }
        }
        """
        let results = verdicts(source, rule: UntrackedTaskDependencyRule.rule)
        let (_, confirmation) = try #require(results.first)
        expect(confirmation, verdict, says: says)
    }

    /// Lunar's menu: a modifier made by a `View` helper, given an offset from a setting whose
    /// default the engine cannot know. Changing the menu's other state changes nothing, which is
    /// no proof: inconclusive, naming the setting. Given a constant offset, the same "nothing
    /// changed" is a real not reproduced.
    @Test(arguments: [
        (showInfo: "@AppStorage(\"showInfo\") private var showInfo = Preferences.defaultShowInfo", passed: "showInfo ? 250 : 0",
         verdict: Reproduction.Verdict.inconclusive, says: "may pass `heightOffset` from `showInfo`, whose value the engine cannot change"),
        (showInfo: "@AppStorage(\"showInfo\") private var showInfo = Preferences.defaultShowInfo", passed: "0",
         verdict: Reproduction.Verdict.notReproduced, says: "no state or input of `QuickActions` changes `heightOffset`"),
    ])
    func aValueFromASettingTheEngineCannotChangeIsNoProof(showInfo: String, passed: String, verdict: Reproduction.Verdict, says: String) {
        let source = """
        struct OverflowScroll: ViewModifier {
            var heightOffset: CGFloat = 0
            @State private var overflows = false
            func body(content: Content) -> some View {
                content
                    .frame(maxHeight: overflows ? 600 : nil)
                    .onAppear { overflows = heightOffset + 400 > 600 }
            }
        }
        extension View {
            func scrollOnOverflow(heightOffset: CGFloat = 0) -> some View { modifier(OverflowScroll(heightOffset: heightOffset)) }
        }
        struct QuickActions: View {
            \(showInfo)
            @State private var hovering = false
            var body: some View {
                Text("Menu").scrollOnOverflow(heightOffset: \(passed)).onHover { hovering = $0 }
            }
        }
        """
        let confirmation = self.verdict(atFirst: "onAppear", in: source, rule: "untracked-task-dependency", view: "OverflowScroll", values: ["heightOffset"])
        expect(confirmation, verdict, says: says)
    }

    /// Pearcleaner's package drawer passes whether the package is installed, worked out from
    /// the brew manager's list: the engine's made-up list entry matches no package, so nothing
    /// it changed moved the value — no proof, inconclusive. A drawer passing a constant is a
    /// real not reproduced.
    @Test(arguments: [
        (passed: "isInstalled", verdict: Reproduction.Verdict.inconclusive, says: "it is worked out from `brew`"),
        (passed: "false", verdict: Reproduction.Verdict.notReproduced, says: "no state or input of `PackageDrawer` changes `isInstalled`"),
    ])
    func aValueWorkedOutFromAModelIsNoProofWhenNothingMovedIt(passed: String, verdict: Reproduction.Verdict, says: String) {
        let source = """
        final class BrewManager: ObservableObject { @Published var installed: [String] = [] }
        struct PackageDrawer: View {
            let name: String
            @ObservedObject var brew: BrewManager
            @State private var showsAlert = false
            private var isInstalled: Bool { brew.installed.contains("homebrew/" + name) }
            var body: some View { PackageDetails(name: name, isInstalled: \(passed)) }
        }
        struct PackageDetails: View {
            let name: String
            let isInstalled: Bool
            @State private var fileCount = 0
            var body: some View {
                Text("\\(fileCount) files").onAppear { if isInstalled { fileCount = Brew.files(of: name).count } }
            }
        }
        """
        let confirmation = self.verdict(atFirst: "onAppear", in: source, rule: "untracked-task-dependency", view: "PackageDetails", values: ["isInstalled"])
        expect(confirmation, verdict, says: says)
    }

    /// A search screen hands its query (restored from disk, a value the engine cannot know) down
    /// as a binding and changes it when a notification arrives, which the engine does not send:
    /// nothing it changed moved the query, but the binding reads state that changes —
    /// inconclusive, not "not reproduced". A constant binding is a real not reproduced.
    @Test(arguments: [
        (passed: "$query", verdict: Reproduction.Verdict.inconclusive, says: "it is worked out from `query`"),
        (passed: ".constant(.recent)", verdict: Reproduction.Verdict.notReproduced, says: "no state or input of `SearchScreen` changes `query`"),
    ])
    func aBindingToStateTheEngineDoesNotChangeIsNoProof(passed: String, verdict: Reproduction.Verdict, says: String) {
        let source = """
        enum SearchQuery: Equatable { case recent, text(String) }
        struct Results: View {
            @Binding var query: SearchQuery
            @State private var hits: [String] = []
            var body: some View { List(hits, id: \\.self) { Text($0) }.task { hits = await Search.run(query) } }
        }
        struct SearchScreen: View {
            @State private var query = SearchQuery.lastUsed()
            @State private var showsFilters = false
            var body: some View {
                Results(query: \(passed))
                    .onReceive(NotificationCenter.default.publisher(for: .spotlight)) { note in query = .text("\\(note)") }
            }
        }
        """
        let confirmation = self.verdict(atFirst: "task", in: source, rule: "untracked-task-dependency", view: "Results", values: ["query"])
        expect(confirmation, verdict, says: says)
    }

    /// minty's album cover: one place passes a fixed id, another (a generic player the engine
    /// cannot mount) its current item. A fixed place does not show that every place is fixed:
    /// inconclusive. Where every place passes a constant, not reproduced.
    @Test(arguments: [
        (second: "struct MiniPlayer<Content: View>: View {\n    @State private var current = 1\n    let content: Content\n    var body: some View { Cover(id: current) }\n}",
         verdict: Reproduction.Verdict.inconclusive, says: "but `MiniPlayer` creates `Cover` too, and the engine cannot mount it"),
        (second: "struct MiniPlayer: View {\n    var body: some View { Cover(id: 3) }\n}",
         verdict: Reproduction.Verdict.notReproduced, says: "no state or input of"),
    ])
    func onePlaceThatKeepsTheValueFixedIsNotEveryPlace(second: String, verdict: Reproduction.Verdict, says: String) {
        let source = """
        struct Cover: View {
            let id: Int
            @State private var image: String?
            var body: some View { Text(image ?? "…").task { image = await Artwork.load(id) } }
        }
        struct AlbumView: View {
            @State private var zoom = 1.0
            var body: some View { Cover(id: 7).scaleEffect(zoom) }
        }
        """ + "\n" + second
        let confirmation = self.verdict(atFirst: "task", in: source, rule: "untracked-task-dependency", view: "Cover", values: ["id"])
        expect(confirmation, verdict, says: says)
    }

    /// Dynamic Type: the grid picks its columns once, when it appears, from the text size. The
    /// user choosing a larger size is a change no code of the app makes, and the engine makes it
    /// at the root, where the system does: confirmed. Following the size with
    /// `.onChange(of:initial:)`, the work runs again: not reproduced. Under a parent that sets
    /// the size itself, the user's setting never reaches the grid.
    @Test(arguments: [
        (modifier: ".onAppear {", pin: "", verdict: Reproduction.Verdict.confirmed,
         says: "when the user changed the system setting behind `\\.sizeCategory`, the `.onAppear` did not run again"),
        (modifier: ".onChange(of: sizeCategory, initial: true) {", pin: "", verdict: Reproduction.Verdict.notReproduced, says: "work ran again"),
        (modifier: ".onAppear {", pin: ".environment(\\.sizeCategory, .large)", verdict: Reproduction.Verdict.inconclusive,
         says: "no step changed `sizeCategory`"),
    ])
    func aSystemSettingTheUserChanges(modifier: String, pin: String, verdict: Reproduction.Verdict, says: String) {
        let source = """
        struct FolderGrid: View {
            @Environment(\\.sizeCategory) private var sizeCategory
            @State private var columns = 3
            var body: some View {
                Text("\\(columns) columns")
                    \(modifier) columns = sizeCategory.isAccessibilityCategory ? 1 : 3 }
            }
        }
        struct Library: View {
            var body: some View { FolderGrid()\(pin) }
        }
        """
        let marker = modifier.hasPrefix(".onAppear") ? "onAppear" : "onChange"
        let confirmation = self.verdict(atFirst: marker, in: source, rule: "untracked-task-dependency", view: "FolderGrid", values: ["sizeCategory"])
        expect(confirmation, verdict, says: says)
    }

    /// A view the module creates nowhere is mounted alone, and a value of its own set by hand
    /// needs no more words than the value. A system setting it reads is a change the user makes:
    /// the summary says so.
    @Test func aSystemChangeIsNamedForAViewMountedAlone() throws {
        let source = """
        struct Appearance: View {
            @Environment(\\.colorScheme) private var colorScheme
            @State private var theme = ""
            var body: some View { Text(theme).onAppear { theme = colorScheme == .dark ? "night" : "day" } }
        }
        """
        let (_, confirmation) = try #require(verdicts(source, rule: UntrackedTaskDependencyRule.rule).first)
        #expect(confirmation.verdict == .confirmed, "\(confirmation)")
        #expect(confirmation.summary.contains("after `colorScheme` changed to ColorScheme.dark when the user changed the system setting behind `\\.colorScheme`"),
                "\(confirmation.summary)")
    }

    /// A segmented picker's enum state written without its type (`= .all`): the engine takes the
    /// declaration's type to find the next case, so the finding is confirmed; a state whose
    /// enum has one case has no second value, and stays inconclusive.
    @Test func aFilterWrittenAsAnImplicitCaseIsConfirmedVersusOneWithNoOtherCase() throws {
        let source = """
        enum OrderFilter: String, CaseIterable { case all = "All"⟪⟫ }
        struct OrderHistory: View {
            @State private var filter: OrderFilter = .all
            var body: some View {
                Picker("Status", selection: $filter) { Text("All") }
                OrderList(filter: filter)
            }
        }
        struct OrderList: View {
            let filter: OrderFilter
            @State private var orders: [String] = []
            var body: some View {
                List(orders, id: \\.self) { Text($0) }
                    .task { orders = await Orders.load(filter) }
            }
        }
        """
        let twoCases = verdicts(source.replacingOccurrences(of: "⟪⟫", with: ", pending = \"Pending\""), rule: UntrackedTaskDependencyRule.rule)
        let (_, confirmation) = try #require(twoCases.first)
        #expect(confirmation.verdict == .confirmed, "\(confirmation)")
        #expect(confirmation.summary.contains("after `filter` changed to .pending"), "\(confirmation.summary)")
        let oneCase = verdicts(source.replacingOccurrences(of: "⟪⟫", with: ""), rule: UntrackedTaskDependencyRule.rule)
        let (_, inconclusive) = try #require(oneCase.first)
        #expect(inconclusive.verdict == .inconclusive, "\(inconclusive)")
    }

    /// A view from a library the engine does not model (`PagesBadge` from a design-system
    /// package) is a leaf it cannot look into, and the `.onAppear` applied to it still runs when
    /// the view appears — not during the body, as a completion handler would — so the stale page
    /// count is confirmed; with `.onChange(of: pageSize, initial: true)` it is not reproduced.
    @Test func anAppearActionOnALibraryViewIsConfirmedVersusTheOnChangeForm() throws {
        let source = """
        struct FeedSettings: View {
            @State private var pageSize = 10
            var body: some View {
                Stepper("Posts per page", value: $pageSize)
                PaginationSummary(totalPosts: 59, pageSize: pageSize)
            }
        }
        struct PaginationSummary: View {
            let totalPosts: Int
            let pageSize: Int
            @State private var pageCount = 0
            var body: some View {
                PagesBadge("Pages", value: "\\(pageCount)")
                    ⟪⟫ { pageCount = (totalPosts + pageSize - 1) / pageSize }
            }
        }
        """
        let results = verdicts(source.replacingOccurrences(of: "⟪⟫", with: ".onAppear"), rule: UntrackedTaskDependencyRule.rule)
        let (_, confirmation) = try #require(results.first)
        #expect(confirmation.verdict == .confirmed, "\(confirmation)")
        #expect(confirmation.summary.contains("after `pageSize` changed to 11"), "\(confirmation.summary)")
        let fixed = source.replacingOccurrences(of: "⟪⟫", with: ".onChange(of: pageSize, initial: true)")
        let notReproduced = verdict(atFirst: "onChange", in: fixed, rule: "untracked-task-dependency", view: "PaginationSummary",
                                    values: ["pageSize"])
        #expect(notReproduced.verdict == .notReproduced, "\(notReproduced)")
    }

    /// swift-paperless: the preview's parent only receives its document from its own creators.
    /// Changing that input would be a change the engine makes up (another `id`, which the app
    /// never changes), so the verdict is inconclusive; a parent that changes its own state is
    /// the real change, and confirms.
    @Test func aParentsInputIsNotChangedVersusItsOwnState() throws {
        let source = """
        struct Document { let id: Int; var title: String }
        struct DocumentScreen: View {
            ⟪⟫
            var body: some View { DocumentPreview(document: document) }
        }
        struct DocumentPreview: View {
            let document: Document
            @State private var thumbnail: String?
            var body: some View {
                Text(thumbnail ?? "loading")
                    .task { thumbnail = await Thumbnails.load(document) }
            }
        }
        """
        let fromInput = verdict(atFirst: "task", in: source.replacingOccurrences(of: "⟪⟫", with: "let document: Document"),
                                rule: "untracked-task-dependency", view: "DocumentPreview", values: ["document"])
        let owned = verdicts(source.replacingOccurrences(
            of: "⟪⟫", with: "@State private var document = Document(id: 1, title: \"Invoice\")\n    func next() { document = Document(id: 2, title: \"Receipt\") }")
            .replacingOccurrences(of: "DocumentPreview(document: document) }", with: "DocumentPreview(document: document); Button(\"Next\", action: next) }"),
            rule: UntrackedTaskDependencyRule.rule)
        #expect(fromInput.verdict == .inconclusive, "\(fromInput)")
        let (_, fromState) = try #require(owned.first)
        #expect(fromState.verdict == .confirmed, "\(fromState)")
    }

    /// From a GIF exporter: the frame-rate setting clamps to a maximum computed from the speed,
    /// a stored setting a sibling's slider changes. The parent passes nothing of it, so the
    /// setting is changed where it lives, in the view: confirmed — not "no input of the
    /// parent changes it". With `.onChange(of: speed, initial: true)`, not reproduced.
    @Test func aStoredSettingAnotherViewChangesIsChangedInTheView() throws {
        let source = """
        struct SpeedSetting: View {
            @AppStorage("outputSpeed") private var outputSpeed = 1.0
            var body: some View { Slider(value: $outputSpeed, in: 0.5...5) }
        }
        struct ExportControls: View {
            var body: some View {
                Form {
                    SpeedSetting()
                    FrameRateSetting()
                }
            }
        }
        struct FrameRateSetting: View {
            @AppStorage("outputFPS") private var frameRate = 30
            @AppStorage("outputSpeed") private var speed = 1.0
            var body: some View {
                Stepper("\\(frameRate) fps", value: $frameRate, in: 3...50)
                    .onAppear { frameRate = min(frameRate, Int(10 * speed)) }⟪⟫
            }
        }
        """
        let (_, stale) = try #require(verdicts(source.replacingOccurrences(of: "⟪⟫", with: ""), rule: UntrackedTaskDependencyRule.rule).first)
        #expect(stale.verdict == .confirmed, "\(stale)")
        #expect(stale.summary.contains("after `speed` changed to 2.0 when the user set the `Slider` in `ExportControls`"), "\(stale)")
        // The speed slider on another screen: no control on this one changes the setting.
        let elsewhere = source.replacingOccurrences(of: "SpeedSetting()\n", with: "Text(\"Export\")\n")
        let (_, unshared) = try #require(verdicts(elsewhere.replacingOccurrences(of: "⟪⟫", with: ""), rule: UntrackedTaskDependencyRule.rule).first)
        #expect(unshared.verdict == .inconclusive, "\(unshared.summary)")
        let fixed = source.replacingOccurrences(of: ".onAppear {", with: ".onChange(of: speed, initial: true) {").replacingOccurrences(of: "⟪⟫", with: "")
        let redone = verdict(atFirst: "onChange", in: fixed, rule: "untracked-task-dependency", view: "FrameRateSetting", values: ["speed"])
        #expect(redone.verdict == .notReproduced, "\(redone)")
    }

    /// From a read-it-later app: each row passes its Core Data entry's preview URL, and a sync
    /// rewrites the entry in place. The engine cannot change the entry's fields, so it cannot
    /// tell: inconclusive, not "no state of the row changes it". A row passing a constant is
    /// not reproduced.
    @Test func aValueFromAModelTheEngineCannotChangeIsInconclusive() {
        let source = """
        final class Entry: NSManagedObject, Identifiable {
            @NSManaged var title: String?
            @NSManaged var previewPicture: URL?
        }
        struct EntryRow: View {
            @ObservedObject var entry: Entry
            @AppStorage("readingSpeed") var readingSpeed: Double = 200
            var body: some View {
                HStack {
                    EntryPicture(url: ⟪⟫)
                    Text(entry.title ?? "")
                }
            }
        }
        struct EntryPicture: View {
            let url: URL?
            @State private var size = 0
            var body: some View {
                Text("\\(size) bytes")
                    .task { size = await Pictures.byteCount(of: url) }
            }
        }
        """
        let fromModel = verdict(atFirst: "task", in: source.replacingOccurrences(of: "⟪⟫", with: "entry.previewPicture"),
                                rule: "untracked-task-dependency", view: "EntryPicture", values: ["url"])
        #expect(fromModel.verdict == .inconclusive, "\(fromModel)")
        #expect(fromModel.summary.contains("`entry`"), "\(fromModel)")
        let constant = verdict(atFirst: "task", in: source.replacingOccurrences(of: "⟪⟫", with: "URL(string: \"https://example.com/a.png\")"),
                               rule: "untracked-task-dependency", view: "EntryPicture", values: ["url"])
        #expect(constant.verdict == .notReproduced, "\(constant)")
    }

    /// Where users act: a toolbar's buttons (built by the engine only to find them), and a
    /// press that tells its callback it began. A toolbar button that changes something else
    /// confirms nothing.
    @Test(arguments: [
        (action: ".toolbar { Button(\"Next\") { url = URL(string: \"https://example.com/b.jpg\")! } }", verdict: Reproduction.Verdict.confirmed,
         says: "when the user tapped the `Button` \"Next\" in `Album`"),
        (action: ".toolbar { Button(\"Share\") { shares += 1 } }", verdict: Reproduction.Verdict.inconclusive,
         says: "no tap or control on the screen of `Album`"),
        (action: ".onLongPressGesture(minimumDuration: 0.4) { } onPressingChanged: { pressing in if pressing { url = URL(string: \"https://example.com/b.jpg\")! } }",
         verdict: Reproduction.Verdict.confirmed, says: "when the user began pressing the `.onLongPressGesture` in `Album`"),
    ])
    func actionsInAToolbarAndOnAPress(action: String, verdict: Reproduction.Verdict, says: String) throws {
        let source = """
        struct Album: View {
            @State private var url = URL(string: "https://example.com/a.jpg")!
            @State private var shares = 0
            // A writer the rule sees, which only a deep link calls, nothing on the screen.
            func reset(to next: URL) { url = next }
            var body: some View {
                Photo(url: url)
                    \(action)
            }
        }
        struct Photo: View {
            let url: URL
            @State private var image: String?
            var body: some View {
                Text(image ?? "loading").task { image = await load(url) }
            }
        }
        enum AlbumLinks {
            static func open(_ url: URL, in album: Album) { album.reset(to: url) }
        }
        """
        let results = verdicts(source, rule: UntrackedTaskDependencyRule.rule)
        let (_, confirmation) = try #require(results.first)
        expect(confirmation, verdict, says: says)
    }

    /// Only what is on screen with the view takes the user's act: a button on another tab of a
    /// `TabView` is not (the weather tab's task restarts when it comes back anyway), nor a
    /// disabled one; the same button on the weather tab is, wherever that tab is.
    @Test(arguments: [
        (tabs: "Forecast(city: city).tabItem { Text(\"Weather\") }\n            Button(\"Use London\") { city = \"London\" }.tabItem { Text(\"Settings\") }",
         verdict: Reproduction.Verdict.inconclusive, says: "no tap or control on the screen of `Home`"),
        (tabs: "VStack { Forecast(city: city); Button(\"Use London\") { city = \"London\" } }.tabItem { Text(\"Weather\") }",
         verdict: Reproduction.Verdict.confirmed, says: "when the user tapped the `Button` \"Use London\" in `Home`"),
        (tabs: "VStack { Forecast(city: city); Button(\"Use London\") { city = \"London\" }.disabled(true) }.tabItem { Text(\"Weather\") }",
         verdict: Reproduction.Verdict.inconclusive, says: "no tap or control on the screen of `Home`"),
        (tabs: "Text(\"News\").tabItem { Text(\"News\") }\n            VStack { Forecast(city: city); Button(\"Use London\") { city = \"London\" } }.tabItem { Text(\"Weather\") }",
         verdict: Reproduction.Verdict.confirmed, says: "when the user tapped the `Button` \"Use London\" in `Home`"),
    ])
    func onlyControlsOnScreenWithTheViewAct(tabs: String, verdict: Reproduction.Verdict, says: String) throws {
        let source = """
        struct Forecast: View {
            let city: String
            @State private var temperature = "…"
            var body: some View { Text(temperature).task { temperature = await Weather.now(in: city) } }
        }
        struct Home: View {
            @State private var city = "Paris"
            var body: some View {
                TabView {
                    \(tabs)
                }
            }
        }
        """
        let confirmation = self.verdict(atFirst: "task", in: source, rule: "untracked-task-dependency", view: "Forecast", values: ["city"])
        expect(confirmation, verdict, says: says)
    }

    /// A simulator controller's detail view passes the selected device on from its own input:
    /// the scenario goes on to the sidebar that creates it, whose selection changes the device.
    /// A device fixed on the way (a literal in the sidebar or the detail view) is not
    /// reproduced; one the sidebar gets from outside the module is inconclusive.
    @Test(arguments: [
        (sidebar: "selected", passed: "device", verdict: Reproduction.Verdict.confirmed,
         says: "when the user tapped the `.onTapGesture` in `Sidebar`"),
        (sidebar: "URL(string: \"https://example.com/a.jpg\")!", passed: "device", verdict: Reproduction.Verdict.notReproduced,
         says: "no state or input of `Sidebar` changes `url` of the `Photo` under it"),
        (sidebar: "selected", passed: "URL(string: \"https://example.com/fixed.jpg\")!", verdict: Reproduction.Verdict.notReproduced,
         says: "no state or input of `DeviceDetail` changes `url` of the `Photo` it creates"),
        (sidebar: "start", passed: "device", verdict: Reproduction.Verdict.inconclusive,
         says: "passes `url` on from its own input `device`"),
    ])
    func anInputPassedOnFromTwoLevelsUp(sidebar: String, passed: String, verdict: Reproduction.Verdict, says: String) {
        let source = """
        struct Sidebar: View {
            let start: URL
            @State private var selected = URL(string: "https://example.com/a.jpg")!
            var body: some View {
                DeviceDetail(device: \(sidebar)).onTapGesture { selected = URL(string: "https://example.com/b.jpg")! }
            }
        }
        struct DeviceDetail: View {
            let device: URL
            @State private var zoom = 1.0
            var body: some View {
                Button("Zoom") { zoom += 1 }
                Photo(url: \(passed)).scaleEffect(zoom)
            }
        }
        struct Photo: View {
            let url: URL
            @State private var image: String?
            var body: some View {
                Text(image ?? "loading").task { image = await load(url) }
            }
        }
        """
        let confirmation = self.verdict(atFirst: "task", in: source, rule: "untracked-task-dependency", view: "Photo", values: ["url"])
        expect(confirmation, verdict, says: says)
    }

    private static let accounts = """
    final class AccountsStore: ObservableObject {
        @Published var accounts = ["checking", "savings"]
        @Published var selectedAccount = "checking"
        func transactions(for account: String) async -> [String] { [account] }
    }

    struct ActivityScreen: View {
        @StateObject private var store = AccountsStore()
        var body: some View {
            VStack {
                Picker("Account", selection: $store.selectedAccount) {
                    ForEach(store.accounts, id: \\.self) { Text($0).tag($0) }
                }
                TransactionList(store: store)
            }
        }
    }

    struct TransactionList: View {
        @ObservedObject var store: AccountsStore
        @State private var transactions: [String] = []
        var body: some View {
            List(transactions, id: \\.self) { Text($0) }
                ⟪⟫
        }
    }
    """

    /// A picker bound to a model's field through `$store`: choosing another account is a real
    /// change, and the list's task keeps the first account's transactions.
    @Test func aPickerBoundThroughAModelsProjectionChangesItsField() throws {
        let source = Self.accounts.replacingOccurrences(of: "⟪⟫", with: ".task { transactions = await store.transactions(for: store.selectedAccount) }")
        let (_, confirmation) = try #require(verdicts(source, rule: UntrackedTaskDependencyRule.rule).first)
        expect(confirmation, .confirmed, says: "when the user set the `Picker` \"Account\"")
    }

    @Test func aTaskKeyedByTheChosenAccountIsNotReproduced() {
        let source = Self.accounts.replacingOccurrences(
            of: "⟪⟫", with: ".task(id: store.selectedAccount) { transactions = await store.transactions(for: store.selectedAccount) }")
        let confirmation = verdict(atFirst: "task", in: source, rule: "untracked-task-dependency", view: "TransactionList",
                                   values: ["store.selectedAccount"])
        #expect(confirmation.verdict == .notReproduced, "\(confirmation)")
    }

    private static let nearby = """
    enum PlaceCategory: CaseIterable { case coffee, food, parks }

    @Observable final class MapModel {
        var category: PlaceCategory = .coffee
    }

    struct NearbyScreen: View {
        @State private var model = MapModel()
        var body: some View {
            NavigationStack {
                NearbyList()
                    .toolbar {
                        ToolbarItem {
                            Picker("Category", selection: $model.category) {
                                ForEach(PlaceCategory.allCases, id: \\.self) { Text("\\($0)").tag($0) }
                            }
                        }
                    }
            }
            .environment(model)
        }
    }

    struct NearbyList: View {
        @Environment(MapModel.self) private var model
        @State private var places: [String] = []
        var body: some View {
            List(places, id: \\.self) { Text($0) }
                ⟪⟫
        }
    }
    """

    /// A category the environment's model holds, picked in the toolbar (an implicit enum case,
    /// reached through the model the list reads from the environment): a real change.
    @Test func aToolbarPickerChangesTheEnvironmentsModel() throws {
        let source = Self.nearby.replacingOccurrences(of: "⟪⟫", with: ".onAppear { places = [\"\\(model.category)\"] }")
        let (_, confirmation) = try #require(verdicts(source, rule: UntrackedTaskDependencyRule.rule).first)
        expect(confirmation, .confirmed, says: "when the user set the `Picker` \"Category\" in `NearbyScreen` to PlaceCategory.food")
    }

    @Test func aTaskKeyedByTheEnvironmentsCategoryIsNotReproduced() {
        let source = Self.nearby.replacingOccurrences(of: "⟪⟫", with: ".task(id: model.category) { places = [\"\\(model.category)\"] }")
        let confirmation = verdict(atFirst: "task", in: source, rule: "untracked-task-dependency", view: "NearbyList", values: ["model.category"])
        #expect(confirmation.verdict == .notReproduced, "\(confirmation)")
    }

    /// The toolbar's screen reads the model from the environment and binds it with a local
    /// `@Bindable var model = model` in its body, as iOS 17 code does: `$model.category` is the
    /// model's field, so picking another category is a real change.
    private static let bindableNearby = nearby
        .replacingOccurrences(of: """
        struct NearbyScreen: View {
            @State private var model = MapModel()
            var body: some View {
                NavigationStack {
        """, with: """
        struct NearbyRoot: View {
            @State private var model = MapModel()
            var body: some View { NearbyScreen().environment(model) }
        }

        struct NearbyScreen: View {
            @Environment(MapModel.self) private var model
            var body: some View {
                @Bindable var model = model
                NavigationStack {
        """)
        .replacingOccurrences(of: "        .environment(model)\n    }\n}\n\nstruct NearbyList", with: "    }\n}\n\nstruct NearbyList")

    @Test(arguments: [(".onAppear { places = [\"\\(model.category)\"] }", Reproduction.Verdict.confirmed),
                      (".task(id: model.category) { places = [\"\\(model.category)\"] }", .notReproduced)])
    func aPickerBoundThroughALocalBindableChangesTheModel(_ work: String, _ expected: Reproduction.Verdict) {
        let source = Self.bindableNearby.replacingOccurrences(of: "⟪⟫", with: work)
        #expect(source.contains("@Bindable var model = model") && !source.contains(".environment(model)\n    }\n}\n\nstruct NearbyList"))
        let confirmation = verdict(atFirst: work.hasPrefix(".task") ? "task" : "onAppear", in: source, rule: "untracked-task-dependency",
                                   view: "NearbyList", values: ["model.category"])
        expect(confirmation, expected, says: "when the user set the `Picker` \"Category\" in `NearbyScreen`")
    }

    // MARK: conditional-modifier

    private static let toggle = """
    struct Settings: View {
        @State private var compact = false
        var body: some View {
            Toggle("Compact", isOn: $compact)
            ⟪⟫
        }
    }

    struct Counter: View {
        @State private var taps = 0
        var body: some View { Button("Tap \\(taps)") { taps += 1 } }
    }
    """

    @Test func aBranchThatLosesItsCounterIsConfirmed() throws {
        let results = verdicts(Self.toggle.replacingOccurrences(of: "⟪⟫", with: "if compact { Counter().padding(4) } else { Counter() }"),
                               rule: ConditionalModifierRule.rule)
        let (_, confirmation) = try #require(results.first)
        #expect(confirmation.verdict == .confirmed, "\(confirmation)")
        #expect(confirmation.summary.contains("`@State compact` of `Settings` changed to true"))
        #expect(confirmation.summary.contains("`Counter.taps` = 1"))
    }

    /// LumenLingo's game header swaps its border by `isDark`, worked out from `colorScheme`:
    /// the user switching to dark mode flips it while the header shows. A flag read from the
    /// module's own environment key is nothing the engine can change there.
    @Test(arguments: [("colorScheme == .dark", Reproduction.Verdict.confirmed, "changed the system setting behind `\\.colorScheme`"),
                      ("isPro", .inconclusive, "the condition reads `isPro`, which comes from outside the module's code")])
    func aConditionOnTheSystemAppearanceIsFlippedByTheUser(condition: String, verdict: Reproduction.Verdict, says: String) throws {
        let source = """
        struct GameHeader: View {
            @Environment(\\.colorScheme) private var colorScheme
            @Environment(\\.isPro) private var isPro
            private var isDark: Bool { \(condition) }
            var body: some View {
                if isDark { Counter().padding(4) } else { Counter() }
            }
        }
        struct Counter: View {
            @State private var taps = 0
            var body: some View { Button("Tap \\(taps)") { taps += 1 } }
        }
        """
        let (_, confirmation) = try #require(verdicts(source, rule: ConditionalModifierRule.rule).first)
        expect(confirmation, verdict, says: says)
    }

    /// A flag the app sets when a notification arrives flips the condition of an `.if` call.
    /// Set by hand it flips, but no tap or control on screen does, and the engine sends no
    /// notifications: not confirmed. A `Toggle` bound to the flag, or a hover that sets it, is
    /// the user flipping it: confirmed.
    @Test(arguments: [
        (control: "Text(\"Popular\")", verdict: Reproduction.Verdict.inconclusive, says: "no tap or control on the screen of `Suggestions`"),
        (control: "Toggle(\"Animate\", isOn: $animates)", verdict: Reproduction.Verdict.confirmed,
         says: "when the user set the `Toggle` \"Animate\" in `Suggestions` to true"),
        (control: "Text(\"Popular\").onHover { hovering in animates = hovering }", verdict: Reproduction.Verdict.confirmed,
         says: "when the user moved the pointer onto the `.onHover` in `Suggestions`"),
    ])
    func aHelperConditionNoUserFlipsIsNotConfirmed(control: String, verdict: Reproduction.Verdict, says: String) throws {
        let source = """
        extension View {
            @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                if condition { transform(self) } else { self }
            }
        }
        struct Suggestions: View {
            @State private var animates = false
            var body: some View {
                \(control)
                Counter().if(animates) { $0.opacity(0.5) }
                    .onReceive(NotificationCenter.default.publisher(for: .reveal)) { _ in animates = true }
            }
        }
        struct Counter: View {
            @State private var taps = 0
            var body: some View { Button("Tap \\(taps)") { taps += 1 } }
        }
        """
        let results = verdicts(source, rule: ConditionalModifierRule.rule)
        let (_, confirmation) = try #require(results.first)
        expect(confirmation, verdict, says: says)
    }

    /// cider's draggable rows: a view modifier the module creates only in a `View` helper. The
    /// views calling the helper are its real parents: an "Edit" button there that flips the
    /// condition confirms; a flag the caller sets only when a notification arrives, which the
    /// engine does not send, does not — its input set by hand is no change the app makes. A
    /// modifier the module creates nowhere (a library's) falls back to a made-up parent.
    @Test(arguments: [
        (caller: "Button(\"Edit\") { isEditing.toggle() }", verdict: Reproduction.Verdict.confirmed,
         says: "when the user tapped the `Button` \"Edit\" in `Queue`"),
        (caller: "Text(\"Queue\").onReceive(NotificationCenter.default.publisher(for: .edit)) { _ in isEditing = true }",
         verdict: Reproduction.Verdict.inconclusive, says: "no tap or control on the screen of"),
        (caller: nil, verdict: Reproduction.Verdict.confirmed, says: "when the input `allowDragging` of `Draggable` changed to true"),
    ])
    func aModifierMadeInAHelperIsReproducedThroughTheHelpersCallers(caller: String?, verdict: Reproduction.Verdict, says: String) throws {
        let source = """
        struct Draggable: ViewModifier {
            let allowDragging: Bool
            @State private var offset = CGSize.zero
            func body(content: Content) -> some View {
                if allowDragging {
                    content.offset(offset).gesture(DragGesture().onChanged { offset = $0.translation })
                } else {
                    content
                }
            }
        }
        """ + (caller.map { caller in """

        extension View {
            func draggable(_ allowed: Bool) -> some View { modifier(Draggable(allowDragging: allowed)) }
        }
        struct Queue: View {
            let tracks: [String]
            @State private var isEditing = false
            var body: some View {
                \(caller)
                ForEach(tracks, id: \\.self) { track in Text(track).draggable(isEditing) }
            }
        }
        """ } ?? "")
        let results = verdicts(source, rule: ConditionalModifierRule.rule)
        let (_, confirmation) = try #require(results.first)
        expect(confirmation, verdict, says: says)
    }

    /// An `.if` helper is reproduced through the views that call it: a caller whose `@State`
    /// flips the condition confirms it; a caller whose condition only SwiftUI changes (here
    /// `isSearching`) leaves it inconclusive — a made-up caller no longer stands in for it.
    @Test func aHelperThroughACallerThatFlipsItVersusOneTheEngineCannotDrive() throws {
        let source = """
        extension View {
            @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                if condition { transform(self) } else { self }
            }
        }
        struct SearchRow: View {
            ⟪⟫
            var body: some View {
                Button("Toggle") { flip() }
                Counter().if(flag) { $0.padding() }
            }
        }
        struct Counter: View {
            @State private var taps = 0
            var body: some View { Button("Tap \\(taps)") { taps += 1 } }
        }
        """
        let driven = verdicts(source.replacingOccurrences(of: "⟪⟫", with: "@State private var flag = false\n    func flip() { flag.toggle() }"),
                              rule: ConditionalModifierRule.rule)
        let (_, confirmation) = try #require(driven.first)
        #expect(confirmation.verdict == .confirmed, "\(confirmation)")
        #expect(confirmation.summary.contains("when the user tapped the `Button` \"Toggle\" in `SearchRow`"), "\(confirmation.summary)")
        let system = verdicts(source.replacingOccurrences(of: "⟪⟫", with: "@Environment(\\.isSearching) private var flag"),
                              rule: ConditionalModifierRule.rule)
        let (_, undriven) = try #require(system.first)
        #expect(undriven.verdict == .inconclusive, "\(undriven)")
    }

    @Test func theOneViewFormIsNotReproduced() {
        let fixed = Self.toggle.replacingOccurrences(of: "⟪⟫", with: "if true { Counter().padding(compact ? 4 : 0) } else { Counter() }")
        let confirmation = verdict(atFirst: "if true", in: fixed, rule: "conditional-modifier", view: "Settings", values: [])
        #expect(confirmation.verdict == .notReproduced, "\(confirmation)")
    }

    /// A size class changes while the view shows: the device turns, or the app shares the
    /// screen. Each change swaps the header's branches.
    @Test func aConditionOnTheSizeClassIsFlippedByTheWindow() throws {
        let source = """
        struct Header: View {
            @Environment(\\.horizontalSizeClass) private var sizeClass
            var body: some View {
                if sizeClass == .regular { Text("Title").padding(24) } else { Text("Title") }
            }
        }
        """
        let results = verdicts(source, rule: ConditionalModifierRule.rule)
        let (_, confirmation) = try #require(results.first)
        expect(confirmation, .confirmed, says: "the window's `\\.horizontalSizeClass` changed")
    }

    /// From a cart: the promo field's border is added by `.if(promoRejected)`, which its own
    /// "Apply" button sets, enabled only once a code is typed. The user types, then taps.
    @Test(arguments: [(".disabled(code.isEmpty)", Reproduction.Verdict.confirmed), (".disabled(true)", .inconclusive)])
    func aButtonEnabledByWhatTheUserTypedFlipsTheHelper(disabled: String, verdict: Reproduction.Verdict) throws {
        let source = """
        extension View {
            @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                if condition { transform(self) } else { self }
            }
        }
        struct CartScreen: View {
            @State private var promoRejected = false
            var body: some View {
                List {
                    PromoCodeField(isRejected: $promoRejected)
                        .if(promoRejected) { $0.border(.red) }
                }
            }
        }
        struct PromoCodeField: View {
            @Binding var isRejected: Bool
            @State private var code = ""
            var body: some View {
                HStack {
                    TextField("Code", text: $code)
                    Button("Apply") { isRejected = code != "WELCOME10" }
                        \(disabled)
                }
            }
        }
        """
        let (_, confirmation) = try #require(verdicts(source, rule: ConditionalModifierRule.rule).first)
        #expect(confirmation.verdict == verdict, "\(confirmation)")
        if verdict == .confirmed { #expect(confirmation.summary.contains("tapped the `Button` \"Apply\""), "\(confirmation.summary)") }
    }

    // MARK: non-pod-view

    private static let inbox = """
    struct Inbox: View {
        @State private var unread = 3
        let messages = ["Lunch?", "Invoice"]
        var body: some View {
            Text("\\(unread) unread")
            Button("Read one") { unread -= 1 }
            ForEach(messages, id: \\.self) { message in
                ⟪⟫
            }
        }
        func open(_ message: String) {}
    }

    struct MessageRow: View {
        let title: String
        let onOpen: () -> Void
        var body: some View { Button(title, action: onOpen) }
    }
    """

    /// VirtualBuddy's public form components are created by no view of the repository: a
    /// made-up parent would re-run any view that stores a closure, which says nothing about the
    /// app. Created by the inbox, the row is confirmed (above).
    @Test func aViewTheModuleCreatesNowhereIsInconclusive() {
        let unused = Self.inbox.replacingOccurrences(of: "⟪⟫", with: "Text(message)")
        let confirmation = verdict(atFirst: "MessageRow:", in: unused, rule: "non-pod-view", view: "MessageRow", values: ["onOpen"])
        #expect(confirmation.verdict == .inconclusive, "\(confirmation)")
        #expect(confirmation.summary.contains("no view of the module creates `MessageRow`"), "\(confirmation)")
    }

    @Test func aRowWithAClosureReRunsWhenTheInboxDoes() throws {
        let results = verdicts(Self.inbox.replacingOccurrences(of: "⟪⟫", with: "MessageRow(title: message, onOpen: { open(message) })"),
                               rule: NonPODViewRule.rule)
        let (_, confirmation) = try #require(results.first)
        #expect(confirmation.verdict == .confirmed, "\(confirmation)")
        #expect(confirmation.summary.contains("`onOpen` compared unequal"))
    }

    /// The scenario changes first what the finding blames: the inbox's search text, typed,
    /// rather than the unread count the body happens to read first.
    @Test func theBlamedStateIsChangedFirst() {
        let inbox = Self.inbox.replacingOccurrences(of: "@State private var unread = 3", with: "@State private var unread = 3\n    @State private var query = \"\"")
            .replacingOccurrences(of: "Button(\"Read one\") { unread -= 1 }", with: "Button(\"Read one\") { unread -= 1 }\n        TextField(\"Search\", text: $query)\n        Text(query)")
            .replacingOccurrences(of: "⟪⟫", with: "MessageRow(title: message, onOpen: { open(message) })")
        let blamed = verdict(atFirst: "MessageRow:", in: inbox, rule: "non-pod-view", view: "MessageRow", values: ["onOpen"], causes: ["query"])
        #expect(blamed.verdict == .confirmed, "\(blamed)")
        #expect(blamed.summary.contains("`@State query`"), "\(blamed)")
        let first = verdict(atFirst: "MessageRow:", in: inbox, rule: "non-pod-view", view: "MessageRow", values: ["onOpen"])
        #expect(first.summary.contains("`@State unread`"), "\(first)")
    }

    /// Meshtastic's mention list: the warning blames the typed message, and a keystroke also
    /// gives the list a new query (through `onChange`). One change cannot tell a query that
    /// changes on every key from a flag that changes on the first: inconclusive, never
    /// confirmed. Where typing leaves the query alone, the list re-runs with equal data.
    @Test func aViewWhoseInputChangesWithTheBlamedStateIsNotConfirmed() {
        let composer = """
        struct Composer: View {
            @State private var text = ""
            @State private var mention: String? = "al"
            var body: some View {
                VStack {
                    if let query = mention {
                        MentionList(query: query, onSelect: { text += $0 })
                    }
                    TextField("Message", text: $text)
                        ⟪⟫
                    Text("\\(text.utf8.count)/200")
                }
            }
        }

        struct MentionList: View {
            let query: String
            let onSelect: (String) -> Void
            var body: some View { Button("@" + query) { onSelect(query) } }
        }
        """
        let follows = composer.replacingOccurrences(of: "⟪⟫", with: ".onChange(of: text) { _, value in mention = value }")
        let changing = verdict(atFirst: "MentionList:", in: follows, rule: "non-pod-view", view: "MentionList", values: ["onSelect"],
                               causes: ["text"])
        #expect(changing.verdict == .inconclusive, "\(changing)")
        #expect(changing.summary.contains("data inputs changed too (`query`)"), "\(changing)")
        let steady = verdict(atFirst: "MentionList:", in: composer.replacingOccurrences(of: "⟪⟫", with: ""), rule: "non-pod-view",
                             view: "MentionList", values: ["onSelect"], causes: ["text"])
        #expect(steady.verdict == .confirmed, "\(steady)")
    }

    /// A warning that blames what re-renders the parent is confirmed by that alone: convos'
    /// share overlay was "confirmed" by a one-off flag of its parent, while the warning blamed
    /// typing in a sheet that never shows with it. Blaming nothing, any state of the parent does.
    @Test func aBlamedStateTheEngineCannotChangeLeavesItInconclusive() {
        let inbox = Self.inbox.replacingOccurrences(of: "⟪⟫", with: "MessageRow(title: message, onOpen: { open(message) })")
        let blamed = verdict(atFirst: "MessageRow:", in: inbox, rule: "non-pod-view", view: "MessageRow", values: ["onOpen"],
                             causes: ["searchText"])
        #expect(blamed.verdict == .inconclusive, "\(blamed)")
        #expect(blamed.summary.contains("cannot change `searchText`"), "\(blamed)")
        let any = verdict(atFirst: "MessageRow:", in: inbox, rule: "non-pod-view", view: "MessageRow", values: ["onOpen"])
        #expect(any.verdict == .confirmed, "\(any)")
    }

    /// A stock screen re-renders on every batch of quotes a stream model receives; the news
    /// rows under it get no quote. The warning blames the list of quotes, which the engine
    /// changes as such (a new batch), not only plain values: the rows re-run for nothing.
    /// Rows that compare their data (`Equatable`, the fix) stay as they were.
    @Test func aBlamedListOfAModelIsChangedAsABatch() {
        let screen = """
        struct Quote: Identifiable { let id: String; var price: Double }
        @Observable final class QuoteStream {
            var quotes: [Quote] = []
            func quote(for symbol: String) -> Quote? { quotes.first { $0.id == symbol } }
        }
        struct CompanyView: View {
            let symbol: String
            let stream: QuoteStream
            let headlines = ["Earnings beat", "New CEO"]
            var body: some View {
                List {
                    if let quote = stream.quote(for: symbol) { Text("\\(quote.price)") }
                    ForEach(headlines, id: \\.self) { headline in
                        HeadlineRow(title: headline, onOpen: { print(headline) })
                    }
                }
            }
        }
        struct HeadlineRow: View⟪⟫ {
            let title: String
            let onOpen: () -> Void
            var body: some View { Button(title, action: onOpen) }
        }
        """
        expectRowRerun(screen, row: "HeadlineRow", closure: "onOpen", comparing: "title", cause: "stream.quotes")
    }

    /// A row of `screen` (written `struct Row: View⟪⟫`, its body one `Button(data, action:
    /// closure)` line) whose parent re-renders when `cause` changes: its body runs again
    /// (confirmed); made `Equatable` on its data, the fix, it compares equal (not reproduced).
    private func expectRowRerun(_ screen: String, row: String, closure: String, comparing data: String, cause: String,
                                sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let rerun = verdict(atFirst: row + ":", in: screen.replacingOccurrences(of: "⟪⟫", with: ""), rule: "non-pod-view",
                            view: row, values: [closure], causes: [cause])
        #expect(rerun.verdict == .confirmed, "\(rerun)", sourceLocation: sourceLocation)
        #expect(rerun.summary.contains("`\(cause)`"), "\(rerun)", sourceLocation: sourceLocation)
        let body = "    var body: some View { Button(\(data), action: \(closure)) }"
        let equatable = screen.replacingOccurrences(of: "⟪⟫", with: ", Equatable")
            .replacingOccurrences(of: body, with: body + "\n    static func == (a: Self, b: Self) -> Bool { a.\(data) == b.\(data) }")
        let compared = verdict(atFirst: row + ":", in: equatable, rule: "non-pod-view", view: row, values: [closure], causes: [cause])
        #expect(compared.verdict == .notReproduced, "\(compared)", sourceLocation: sourceLocation)
    }

    /// Hivecrew's template rows were "confirmed" by a download progress set by hand while the
    /// rows showed, which the app never does (a download hides them). A made-up struct may
    /// combine its fields in ways the app never shows, so a blamed struct is not made up: the
    /// blamed list beside it is (above).
    @Test func aBlamedStructIsNotMadeUp() {
        let screen = """
        struct Progress { var phase: Int; var bytes: Int }
        @Observable final class Downloads {
            var progress = Progress(phase: 0, bytes: 0)
            var isDownloading = false
        }
        struct TemplatesView: View {
            let downloads: Downloads
            let templates = ["Writer", "Coder"]
            var body: some View {
                if downloads.isDownloading {
                    Text("\\(downloads.progress.bytes) bytes")
                } else {
                    ForEach(templates, id: \\.self) { name in
                        TemplateRow(name: name, onPick: { print(name) })
                    }
                    Text("Phase \\(downloads.progress.phase)")
                }
            }
        }
        struct TemplateRow: View {
            let name: String
            let onPick: () -> Void
            var body: some View { Button(name, action: onPick) }
        }
        """
        let blamed = verdict(atFirst: "TemplateRow:", in: screen, rule: "non-pod-view", view: "TemplateRow", values: ["onPick"],
                             causes: ["downloads.progress"])
        #expect(blamed.verdict == .inconclusive, "\(blamed)")
        #expect(blamed.summary.contains("cannot change `downloads.progress`"), "\(blamed)")
    }

    /// A tracking screen stamps each poll with `Date.now` (or `.now`), which its footer shows:
    /// the stamp is the current time, a date the engine has others after (it was a constant
    /// before, so the blamed change could not be made). The item rows re-run for it; rows that compare their
    /// name stay as they were.
    @Test(arguments: ["var lastUpdated = Date.now", "var lastUpdated: Date = .now"])
    func aTimeStampTakenFromNowChangesToALaterOne(stamp: String) {
        let screen = """
        @Observable final class Tracker {
            var items = ["Soup", "Bread"]
            \(stamp)
        }
        struct TrackingView: View {
            @State private var tracker = Tracker()
            var body: some View {
                List {
                    ForEach(tracker.items, id: \\.self) { item in
                        ItemRow(name: item, onReport: { print(item) })
                    }
                    Text(tracker.lastUpdated, style: .relative)
                }
            }
        }
        struct ItemRow: View⟪⟫ {
            let name: String
            let onReport: () -> Void
            var body: some View { Button(name, action: onReport) }
        }
        """
        expectRowRerun(screen, row: "ItemRow", closure: "onReport", comparing: "name", cause: "tracker.lastUpdated")
    }

    /// kiwix's library list is created by a generic `Content<LaunchModel>`, which the engine does
    /// not mount: a made-up parent would stand in for what the real one passes. The same inbox
    /// without the generic parameter confirms the row (above).
    @Test func aRowOfAGenericParentIsInconclusive() {
        let generic = Self.inbox.replacingOccurrences(of: "struct Inbox: View {", with: "struct Inbox<Store>: View {")
            .replacingOccurrences(of: "⟪⟫", with: "MessageRow(title: message, onOpen: { open(message) })")
        let confirmation = verdict(atFirst: "MessageRow:", in: generic, rule: "non-pod-view", view: "MessageRow", values: ["onOpen"])
        #expect(confirmation.verdict == .inconclusive, "\(confirmation)")
        #expect(confirmation.summary.contains("cannot be mounted"), "\(confirmation)")
    }

    @Test func anEquatableRowIsNotReproduced() {
        let fixed = Self.inbox.replacingOccurrences(of: "⟪⟫", with: "MessageRow(title: message, onOpen: { open(message) })")
            + "\nextension MessageRow: Equatable { static func == (a: Self, b: Self) -> Bool { a.title == b.title } }"
        let confirmation = verdict(atFirst: "MessageRow:", in: fixed, rule: "non-pod-view", view: "MessageRow", values: ["onOpen"])
        #expect(confirmation.verdict == .notReproduced, "\(confirmation)")
    }

    @Test func aRowThatNeverShowsIsInconclusive() {
        let hidden = Self.inbox.replacingOccurrences(of: "let messages = [\"Lunch?\", \"Invoice\"]", with: "let messages: [String] = loadMessages()")
            .replacingOccurrences(of: "⟪⟫", with: "MessageRow(title: message, onOpen: { open(message) })")
        let confirmation = verdict(atFirst: "MessageRow:", in: hidden, rule: "non-pod-view", view: "MessageRow", values: ["onOpen"])
        #expect(confirmation.verdict == .inconclusive, "\(confirmation)")
        #expect(confirmation.summary.contains("`MessageRow` is not on screen"))
    }

    /// IceCubes' conversation list: rows show only once the screen's state enum holds the
    /// loaded list (`.display(conversations:hasNextPage:)`), which the network fills in.
    private static let loadedInbox = """
    enum InboxState {
        case loading
        case display(messages: [Message], hasMore: Bool)
        case failed(String)
    }

    struct Message { let id: Int; let title: String }

    struct Inbox: View {
        @State private var state: InboxState = .loading
        var body: some View {
            switch state {
            case .loading:
                ProgressView()
            case .display(let messages, let hasMore):
                ForEach(messages, id: \\.id) { message in
                    MessageRow(title: message.title, onOpen: { open(message) })
                }
                if hasMore { Text("More…") }
            case .failed(let reason):
                Text(reason)
            }
        }
        func open(_ message: Message) {}
    }

    struct MessageRow: View {
        let title: String
        let onOpen: () -> Void
        var body: some View { Button(title, action: onOpen) }
    }
    ⟪⟫
    """

    @Test func aRowShownOnlyInALoadedStateReRunsWhenThatStateUpdates() {
        let source = Self.loadedInbox.replacingOccurrences(of: "⟪⟫", with: "")
        let confirmation = verdict(atFirst: "MessageRow:", in: source, rule: "non-pod-view", view: "MessageRow", values: ["onOpen"])
        #expect(confirmation.verdict == .confirmed, "\(confirmation)")
        #expect(confirmation.summary.contains("`@State state` of `Inbox` changed to .display(messages: [Message(id: 0, title: \"A\")], hasMore: true)"),
                "\(confirmation)")
    }

    @Test func anEquatableRowInALoadedStateIsNotReproduced() {
        let source = Self.loadedInbox.replacingOccurrences(
            of: "⟪⟫", with: "extension MessageRow: Equatable { static func == (a: Self, b: Self) -> Bool { a.title == b.title } }")
        let confirmation = verdict(atFirst: "MessageRow:", in: source, rule: "non-pod-view", view: "MessageRow", values: ["onOpen"])
        #expect(confirmation.verdict == .notReproduced, "\(confirmation)")
    }

    /// CodeEdit's ignored-files list: the parent re-renders when its model's loading flag
    /// changes, and hands the list new closures each time.
    private static let modelInbox = """
    final class InboxModel: ObservableObject {
        @Published var isSyncing = false
        @Published var messages = ["Lunch?", "Invoice"]
        func sync() { isSyncing = true }
    }

    struct Inbox: View {
        @StateObject private var model = InboxModel()
        var body: some View {
            if model.isSyncing { ProgressView() }
            ForEach(model.messages, id: \\.self) { message in
                MessageRow(title: message, onOpen: { open(message) })
            }
        }
        func open(_ message: String) {}
    }

    struct MessageRow: View {
        let title: String
        let onOpen: () -> Void
        ⟪⟫
        var body: some View { Button(title, action: onOpen) }
    }
    """

    @Test func aRowReRunsWhenItsParentsModelChanges() {
        let source = Self.modelInbox.replacingOccurrences(of: "⟪⟫", with: "")
        let confirmation = verdict(atFirst: "MessageRow:", in: source, rule: "non-pod-view", view: "MessageRow", values: ["onOpen"])
        #expect(confirmation.verdict == .confirmed, "\(confirmation)")
        #expect(confirmation.summary.contains("`model.isSyncing` (a model `Inbox` holds) changed to true"), "\(confirmation)")
    }

    /// A row that reads the same model re-runs for its own reading: that proves nothing about
    /// its closure.
    @Test func aRowReadingTheSameModelIsNotConfirmedByIt() {
        let source = Self.modelInbox.replacingOccurrences(of: "⟪⟫", with: "@ObservedObject var model: InboxModel")
            .replacingOccurrences(of: "Button(title, action: onOpen)", with: "Button(model.isSyncing ? \"…\" : title, action: onOpen)")
            .replacingOccurrences(of: "onOpen: { open(message) })", with: "onOpen: { open(message) }, model: model)")
        let confirmation = verdict(atFirst: "MessageRow:", in: source, rule: "non-pod-view", view: "MessageRow", values: ["onOpen"])
        #expect(confirmation.verdict != .confirmed, "\(confirmation)")
    }

    private static let habits = """
    struct Habit: Identifiable, Equatable { let id: Int; let name: String }

    final class HabitStore: ObservableObject {
        @Published var habits = [Habit(id: 1, name: "Read")]
        func toggle(_ habit: Habit, on day: Date) {}
    }

    struct HabitTrackerScreen: View {
        @StateObject private var store = HabitStore()
        @State private var day = Date.now
        var body: some View {
            VStack {
                Text(day, format: .dateTime.weekday())
                HabitDayView(store: store, day: $day)
                Button("Next Day") { day = day.addingTimeInterval(86_400) }
            }
        }
    }

    struct HabitDayView: View {
        @ObservedObject var store: HabitStore
        @Binding var day: Date
        var body: some View {
            List(store.habits) { habit in
                HabitRow(name: habit.name) { store.toggle(habit, on: day) }
            }
        }
    }

    struct HabitRow: View {
        let name: String
        let onToggle: () -> Void
        var body: some View { Button(name, action: onToggle) }
    }
    """

    /// The rows' parent has nothing of its own to change: the day comes from the screen above,
    /// whose "Next Day" button (a date the engine has no second value for by hand) re-renders
    /// it, and every row with it.
    @Test func aRowReRunsWhenAButtonTwoLevelsUpChangesTheDay() throws {
        let (_, confirmation) = try #require(verdicts(Self.habits, rule: NonPODViewRule.rule).first)
        expect(confirmation, .confirmed, says: "when the user tapped the `Button` \"Next Day\" in `HabitTrackerScreen`")
    }

    @Test func anEquatableHabitRowIsNotReproducedTwoLevelsUp() {
        let source = Self.habits + "\nextension HabitRow: Equatable { static func == (a: Self, b: Self) -> Bool { a.name == b.name } }"
        let confirmation = verdict(atFirst: "struct HabitRow", in: source, rule: "non-pod-view", view: "HabitRow", values: ["onToggle"])
        #expect(confirmation.verdict == .notReproduced, "\(confirmation)")
    }

    /// A banking app's logo bar, made by one form per transaction: the forms the engine runs pass
    /// `{}` (equal every time), but not reproduced would speak for every form, and a fourth one,
    /// not run, may pass a closure capturing its state.
    @Test(arguments: [(3, Reproduction.Verdict.notReproduced), (4, .inconclusive)])
    func aBarEveryRunParentLeavesEqualVersusOneMadeInMorePlaces(forms: Int, expected: Reproduction.Verdict) {
        let parents = (1...forms).map { form in
            """
            struct TransferForm\(form): View {
                @State private var amount = 0
                var body: some View {
                    VStack {
                        AppBarLogo(onBack: {})
                        Stepper("Amount \\(amount)", value: $amount)
                    }
                }
            }
            """
        }.joined(separator: "\n")
        let source = """
        struct AppBarLogo: View {
            let onBack: () -> Void
            var body: some View { HStack { Button("Back", action: onBack); Text("Bank") } }
        }
        """ + "\n" + parents
        let confirmation = verdict(atFirst: "struct AppBarLogo", in: source, rule: "non-pod-view", view: "AppBarLogo", values: ["onBack"])
        #expect(confirmation.verdict == expected, "\(confirmation)")
    }

    /// vernissage's server picker shows placeholder cards, given `{ }`, while its list loads,
    /// and the loaded cards, given a closure that fills the URL field, after. The engine shows
    /// the placeholders: they compare equal, which says nothing of the loaded cards the finding
    /// is about. Placeholders given a capturing closure are such cards: typing re-runs them.
    /// (Shown under the app's onboarding flow too, the screen's own creator is tried as well: it
    /// shows the same placeholders, which decide nothing there either.)
    @Test(arguments: [("{ }", "", Reproduction.Verdict.inconclusive, "not the instances the finding is about"),
                      ("{ }", "struct OnboardingFlow: View {\n    @State private var step = 1\n    var body: some View {\n"
                       + "        VStack {\n            Text(\"Step \\(step) of 3\")\n            AddAccountScreen()\n"
                       + "            Button(\"Next\") { step += 1 }\n        }\n    }\n}",
                       .inconclusive, "not the instances the finding is about"),
                      ("{ instanceURL = placeholder.url }", "", .confirmed, "its body ran again")])
    func onlyInstancesHoldingTheFlaggedClosureDecide(placeholderAction: String, root: String, verdict: Reproduction.Verdict,
                                                     says: String) throws {
        let source = """
        struct ServerOption: Identifiable { let id: Int; let url: String; let name: String }

        struct ServerCard: View {
            let server: ServerOption
            let onChoose: () -> Void
            var body: some View {
                Button(action: onChoose) {
                    VStack(alignment: .leading) {
                        Text(server.name).font(.headline)
                        Text(server.url).font(.caption)
                    }
                }
            }
        }

        struct AddAccountScreen: View {
            @State private var instanceURL = ""
            @State private var servers: [ServerOption] = []
            @State private var isLoading = true
            private let placeholders = [ServerOption(id: 1, url: "-", name: "-"), ServerOption(id: 2, url: "-", name: "-")]
            var body: some View {
                VStack {
                    TextField("Server", text: $instanceURL)
                    Text(instanceURL.isEmpty ? "Pick a server" : "Sign in to \\(instanceURL)")
                    if isLoading && servers.isEmpty {
                        ForEach(placeholders) { placeholder in
                            ServerCard(server: placeholder) \(placeholderAction)
                                .redacted(reason: .placeholder)
                        }
                    } else {
                        ForEach(servers) { server in
                            ServerCard(server: server) { instanceURL = server.url }
                        }
                    }
                }
            }
        }
        """ + "\n" + root
        let results = verdicts(source, rule: NonPODViewRule.rule)
        let (_, confirmation) = try #require(results.first { $0.0.message.contains("`ServerCard`") })
        expect(confirmation, verdict, says: says)
    }

    // MARK: observed-object-inline-init

    private static let player = """
    final class PlaybackQueue: ObservableObject {
        @Published var items: [String] = []
        static let shared = PlaybackQueue()
        func enqueue(_ item: String) { items.append(item) }
    }

    struct NowPlaying: View {
        @State private var isExpanded = false
        var body: some View {
            Button(isExpanded ? "Less" : "More") { isExpanded.toggle() }
            QueueBadge()
        }
    }

    struct QueueBadge: View {
        @ObservedObject var queue = ⟪⟫
        var body: some View { Text("\\(queue.items.count) queued") }
    }
    """

    @Test func anObjectTheViewCreatesIsReplacedWhenTheParentUpdates() throws {
        let results = verdicts(Self.player.replacingOccurrences(of: "⟪⟫", with: "PlaybackQueue()"), rule: ObservedObjectInlineInitRule.rule)
        let (_, confirmation) = try #require(results.first)
        #expect(confirmation.verdict == .confirmed, "\(confirmation)")
        #expect(confirmation.summary.contains("`queue` became a new `PlaybackQueue`"))
    }

    @Test func aSharedObjectIsNotReproduced() {
        let shared = Self.player.replacingOccurrences(of: "⟪⟫", with: "PlaybackQueue.shared")
        let confirmation = verdict(atFirst: "queue =", in: shared, rule: "observed-object-inline-init", view: "QueueBadge", values: ["queue"])
        #expect(confirmation.verdict == .notReproduced, "\(confirmation)")
    }

    @Test func withoutARealParentItIsInconclusive() throws {
        let alone = Self.player.replacingOccurrences(of: "⟪⟫", with: "PlaybackQueue()").replacingOccurrences(of: "QueueBadge()", with: "")
        let (_, confirmation) = try #require(verdicts(alone, rule: ObservedObjectInlineInitRule.rule).first)
        #expect(confirmation.verdict == .inconclusive, "\(confirmation)")
        #expect(confirmation.summary.contains("only a real parent re-creates it"))
    }

    /// A badge shown only in a sheet: the engine does not present sheets, and says so.
    @Test func aViewShownOnlyInASheetIsInconclusiveAndSaysWhy() throws {
        let presented = Self.player.replacingOccurrences(of: "⟪⟫", with: "PlaybackQueue()")
            .replacingOccurrences(of: "QueueBadge()", with: "Text(\"Queue\").sheet(isPresented: $isExpanded) { QueueBadge() }")
        let (_, confirmation) = try #require(verdicts(presented, rule: ObservedObjectInlineInitRule.rule).first)
        #expect(confirmation.verdict == .inconclusive, "\(confirmation)")
        #expect(confirmation.summary.contains("created only as presented content"), "\(confirmation)")
    }

    // MARK: state-initialized-from-input

    private static let library = """
    struct Library: View {
        @State private var shelf = 1
        var body: some View {
            VStack {
                Stepper("Shelf \\(shelf)", value: $shelf)
                ShelfLabel(shelf: shelf)
            }
        }
    }

    struct ShelfLabel: View {
        @State private var title: String
        init(shelf: Int) { _title = State(initialValue: "Shelf \\(shelf)") }
        var body: some View { TextField("Title", text: $title) }
    }
    """

    @Test func aCopiedInputKeepsItsFirstValueWhenTheParentChangesIt() throws {
        let (_, confirmation) = try #require(verdicts(Self.library, rule: StateInitializedFromInputRule.rule).first)
        #expect(confirmation.verdict == .confirmed, "\(confirmation)")
        #expect(confirmation.summary.contains("`ShelfLabel` was created with `title` = \"Shelf 2\", but its state kept \"Shelf 1\""),
                "\(confirmation.summary)")
    }

    @Test func aCopyWithoutARealParentIsInconclusive() {
        let alone = Self.library.replacingOccurrences(of: "ShelfLabel(shelf: shelf)", with: "Text(\"Shelf\")")
        let confirmation = verdict(atFirst: "_title =", in: alone, rule: "state-initialized-from-input", view: "ShelfLabel",
                                   values: ["title"])
        #expect(confirmation.verdict == .inconclusive, "\(confirmation)")
        #expect(confirmation.summary.contains("only a real parent re-creates it"))
    }

    /// The fix the message offers: the parent keys the label by the shelf, so a new shelf
    /// makes a new label whose state starts from the new value.
    @Test func aCopyTheParentKeysByItsInputIsNotReproduced() {
        let keyed = Self.library.replacingOccurrences(of: "ShelfLabel(shelf: shelf)", with: "ShelfLabel(shelf: shelf).id(shelf)")
        let confirmation = verdict(atFirst: "_title =", in: keyed, rule: "state-initialized-from-input", view: "ShelfLabel",
                                   values: ["title"])
        #expect(confirmation.verdict == .notReproduced, "\(confirmation)")
    }

    /// From a passport wallet: the video copies a URL chosen by `isUSA`, which the tutorial's
    /// toggle changes while its step shows; the NFC step reads the same model in another case of
    /// the flow, where nothing changes it. The engine confirms through the place the finding
    /// names (the tutorial), not by setting the NFC step's model by hand.
    @Test func aCopyIsConfirmedThroughTheParentTheFindingNamesNotAnotherOne() throws {
        let source = """
        enum Step { case tutorial, readNFC }
        final class PassportModel: ObservableObject {
            @Published var isUSA = false
        }
        struct LoopVideoPlayer: View {
            @State private var player: String
            init(url: String) { _player = State(initialValue: url) }
            var body: some View { Text(player) }
        }
        struct TutorialStep: View {
            let isUSA: Bool
            var body: some View { LoopVideoPlayer(url: isUSA ? "tutorial-usa" : "tutorial") }
        }
        struct TutorialView: View {
            @EnvironmentObject private var passport: PassportModel
            var body: some View {
                VStack {
                    Toggle("US passport", isOn: $passport.isUSA)
                    TutorialStep(isUSA: passport.isUSA)
                }
            }
        }
        struct ReadNFCStep: View {
            @EnvironmentObject private var passport: PassportModel
            var body: some View { LoopVideoPlayer(url: passport.isUSA ? "nfc-usa" : "nfc") }
        }
        struct PassportFlow: View {
            @StateObject private var passport = PassportModel()
            @State private var step = Step.tutorial
            var body: some View {
                switch step {
                case .tutorial:
                    TutorialView().environmentObject(passport)
                    Button("Next") { step = .readNFC }
                case .readNFC:
                    ReadNFCStep().environmentObject(passport)
                }
            }
        }
        """
        let (finding, confirmation) = try #require(verdicts(source, rule: StateInitializedFromInputRule.rule).first)
        #expect(finding.notes.contains { $0.message.contains("is created here") })
        #expect(confirmation.verdict == .confirmed, "\(confirmation)")
        #expect(confirmation.summary.contains("`TutorialView`") && !confirmation.summary.contains("ReadNFCStep"), "\(confirmation.summary)")
    }

    // MARK: unstable-identity

    private static let steps = """
    struct StepsCard: View {
        @State private var goal = 8000
        var body: some View {
            VStack {
                Stepper("Goal \\(goal)", value: $goal, step: 500)
                Gauge(value: 0.4) { Text("Today") }
                    .id(⟪⟫)
            }
        }
    }
    """

    @Test func aFreshIDGivesTheContentANewIdentityOnEveryUpdate() throws {
        let (_, confirmation) = try #require(verdicts(Self.steps.replacingOccurrences(of: "⟪⟫", with: "UUID()"),
                                                      rule: UnstableIdentityRule.rule).first)
        #expect(confirmation.verdict == .confirmed, "\(confirmation)")
        #expect(confirmation.summary.contains("a new identity"), "\(confirmation.summary)")
    }

    @Test func aStableIDKeepsItsIdentity() {
        let stable = Self.steps.replacingOccurrences(of: "⟪⟫", with: "\"today\"")
        let confirmation = verdict(atFirst: "id", in: stable, rule: "unstable-identity", view: "StepsCard", values: [])
        #expect(confirmation.verdict == .notReproduced, "\(confirmation)")
    }

    private static let playlist = """
    struct Playlist: View {
        @State private var songs = ["Intro", "Overture", "Finale"]
        var body: some View {
            List {
                ForEach(⟪⟫) { _, song in
                    SongRow(title: song)
                }
                .onDelete { songs.remove(atOffsets: $0) }
            }
        }
    }

    struct SongRow: View {
        let title: String
        @State private var isFavorite = false
        var body: some View { Toggle(title, isOn: $isFavorite) }
    }
    """

    /// Deleting the first song: rows identified by position keep the first row, with its
    /// favourite flag, for the second song, and drop the last row instead.
    @Test(arguments: ["Array(songs.enumerated()), id: \\.offset", "songs.indices, id: \\.self"])
    func rowsIdentifiedByPositionKeepTheFirstRowForTheNextSong(data: String) throws {
        let source = Self.playlist.replacingOccurrences(of: "⟪⟫", with: data)
            .replacingOccurrences(of: "{ _, song in", with: data.hasPrefix("Array") ? "{ _, song in" : "{ index in")
            .replacingOccurrences(of: "SongRow(title: song)", with: data.hasPrefix("Array") ? "SongRow(title: song)" : "SongRow(title: songs[index])")
        let (_, confirmation) = try #require(verdicts(source, rule: UnstableIdentityRule.rule).first)
        expect(confirmation, .confirmed, says: "the row that showed \"Intro\" stayed, with its state (`isFavorite`) and now shows \"Overture\"")
    }

    @Test func rowsIdentifiedBySongAreNotReproduced() {
        let source = Self.playlist.replacingOccurrences(of: "⟪⟫", with: "songs, id: \\.self").replacingOccurrences(of: "{ _, song in", with: "{ song in")
        let confirmation = verdict(atFirst: "ForEach", in: source, rule: "unstable-identity", view: "Playlist", values: [])
        expect(confirmation, .notReproduced, says: "every other row kept its element")
    }

    /// Spawn's interests and Flipper's remotes start empty (the app fills them): the engine
    /// gives the list a row, then a second, and deletes the first. By position, the first row
    /// stays for the second song — confirmed; by song, each row keeps its own.
    @Test(arguments: [("Array(songs.enumerated()), id: \\.offset", Reproduction.Verdict.confirmed),
                      ("songs, id: \\.self", .notReproduced)])
    func rowsOfAListThatStartsEmptyAreGivenTwoElements(data: String, expected: Reproduction.Verdict) {
        let source = Self.playlist.replacingOccurrences(of: "⟪⟫", with: data)
            .replacingOccurrences(of: "@State private var songs = [\"Intro\", \"Overture\", \"Finale\"]", with: "@State private var songs: [String] = []")
            .replacingOccurrences(of: "{ _, song in", with: data.hasPrefix("Array") ? "{ _, song in" : "{ song in")
        let confirmation = verdict(atFirst: "ForEach", in: source, rule: "unstable-identity", view: "Playlist", values: [])
        expect(confirmation, expected, says: expected == .confirmed ? "the row that showed \"A\" stayed, with its state (`isFavorite`) and now shows \"B\""
               : "every other row kept its element")
    }

    /// Songs handed in by the parent: only the parent's code could remove one.
    @Test func rowsOverAnInputAreInconclusive() throws {
        let source = Self.playlist.replacingOccurrences(of: "⟪⟫", with: "Array(songs.enumerated()), id: \\.offset")
            .replacingOccurrences(of: "@State private var songs = [\"Intro\", \"Overture\", \"Finale\"]", with: "let songs: [String]\n    let delete: (IndexSet) -> Void")
            .replacingOccurrences(of: "songs.remove(atOffsets: $0)", with: "delete($0)")
        let (_, confirmation) = try #require(verdicts(source, rule: UnstableIdentityRule.rule).first)
        #expect(confirmation.verdict == .inconclusive, "\(confirmation)")
    }

    // MARK: onappear-task-wrapper

    private static let mailboxList = """
    struct InboxView: View {
        let mailbox: String
        @State private var messages: [String] = []
        var body: some View {
            List(messages, id: \\.self) { Text($0) }
                ⟪⟫
        }
    }
    """

    @Test func aTaskFromOnAppearGoesOnAfterTheViewDisappears() throws {
        let source = Self.mailboxList.replacingOccurrences(of: "⟪⟫", with: ".onAppear { Task { messages = await fetchMessages(in: mailbox) } }")
        let (_, confirmation) = try #require(verdicts(source, rule: OnAppearTaskWrapperRule.rule).first)
        #expect(confirmation.verdict == .confirmed, "\(confirmation)")
        #expect(confirmation.summary.contains("when `InboxView` disappeared, the `Task` its `.onAppear` started (Task #1) was still "
                                              + "waiting for `fetchMessages(in: \"A\")` and was not cancelled: it went on: `InboxView.messages: [] → "),
                "\(confirmation.summary)")
        #expect(confirmation.trace.contains { $0.hasPrefix("disappear") }, "\(confirmation.trace)")
    }

    /// damus: the view is the root of the app's window, which the user never leaves: the engine
    /// taking it away would be a disappearance the app does not have. Inconclusive, and says
    /// why; shown inside another view's body, it can leave the screen: confirmed. (The task
    /// sits under a branch: on what a window's root always shows, it is no finding at all.)
    @Test(arguments: [
        (creator: "struct MailApp: App {\n    var body: some Scene { WindowGroup { InboxView(mailbox: \"Inbox\") } }\n}",
         verdict: Reproduction.Verdict.inconclusive, says: "created only as the root of the app's windows"),
        (creator: "struct MailboxesView: View {\n    var body: some View { NavigationStack { InboxView(mailbox: \"Inbox\") } }\n}",
         verdict: Reproduction.Verdict.confirmed, says: "when `InboxView` disappeared"),
    ])
    func aWindowsRootViewDoesNotDisappear(creator: String, verdict: Reproduction.Verdict, says: String) throws {
        let source = """
        struct InboxView: View {
            let mailbox: String
            @State private var messages: [String] = []
            @State private var isSignedIn = true
            var body: some View {
                if isSignedIn {
                    List(messages, id: \\.self) { Text($0) }
                        .onAppear { Task { messages = await fetchMessages(in: mailbox) } }
                }
            }
        }
        """ + "\n" + creator
        let (_, confirmation) = try #require(verdicts(source, rule: OnAppearTaskWrapperRule.rule).first)
        expect(confirmation, verdict, says: says)
    }

    /// cisum's audio rows size their file as they appear: the `Task` awaits a method that only
    /// starts a `Task.detached` and returns, so nothing of the `Task` outlives the row, and the
    /// detached work, which does, `.task` would not cancel either. The same method awaiting
    /// the size itself, or awaiting the `value` of the task it starts (gitchat's `load()`),
    /// keeps the `Task` waiting past the row's disappearance.
    @Test(arguments: [("Task.detached(priority: .background) {\n            let size = await measure(url)\n            "
                       + "await MainActor.run { sizeText = size }\n        }", Reproduction.Verdict.notReproduced,
                       "had only started another task, left to run on its own"),
                      ("let size = await measure(url)\n        sizeText = size", .confirmed, "was still waiting for `measure("),
                      ("let task = Task {\n            sizeText = await measure(url)\n        }\n        await task.value", .confirmed,
                       "was still waiting")])
    func aTaskThatOnlyStartsADetachedTaskLeavesNothingToCancel(loadBody: String, verdict: Reproduction.Verdict, says: String) throws {
        let source = """
        struct AudioItemView: View {
            let url: URL
            @State private var sizeText = ""
            var body: some View {
                HStack {
                    Text(url.lastPathComponent)
                    Spacer()
                    Text(sizeText.isEmpty ? "..." : sizeText).font(.caption)
                }
                .onAppear(perform: handleOnAppear)
            }

            private func handleOnAppear() {
                Task {
                    await loadFileSize()
                }
            }

            private func loadFileSize() async {
                \(loadBody)
            }
        }

        struct AudioList: View {
            let urls: [URL]
            var body: some View { List(urls, id: \\.self) { AudioItemView(url: $0) } }
        }
        """
        let (_, confirmation) = try #require(verdicts(source, rule: OnAppearTaskWrapperRule.rule).first)
        expect(confirmation, verdict, says: says)
    }

    @Test func theTaskModifierIsCancelledWithTheView() {
        let fixed = Self.mailboxList.replacingOccurrences(of: "⟪⟫", with: ".task { messages = await fetchMessages(in: mailbox) }")
        let confirmation = verdict(atFirst: "task", in: fixed, rule: "onappear-task-wrapper", view: "InboxView", values: [])
        #expect(confirmation.verdict == .notReproduced, "\(confirmation)")
        #expect(confirmation.summary.contains("its task was cancelled with it"), "\(confirmation.summary)")
    }

    @Test func aTaskBehindAnOpaqueConditionIsInconclusive() throws {
        let source = Self.mailboxList.replacingOccurrences(
            of: "⟪⟫", with: ".onAppear { if Session.current.isSignedIn { Task { messages = await fetchMessages(in: mailbox) } } }")
        let (_, confirmation) = try #require(verdicts(source, rule: OnAppearTaskWrapperRule.rule).first)
        #expect(confirmation.verdict == .inconclusive, "\(confirmation)")
    }

    /// rarime's notification details: the task returns early without a signed-in user, the
    /// value the engine's made-up inputs give, and awaits the server for one. Where a path
    /// waits, ending early on the engine's path proves nothing; a task that never waits
    /// finishes before the view can go.
    @Test func aTaskThatEndsEarlyOnTheEnginesPathVersusOneThatNeverWaits() throws {
        func source(_ work: String) -> String {
            Self.mailboxList.replacingOccurrences(of: "let mailbox: String", with: "let mailbox: String\n    let user: String?")
                .replacingOccurrences(of: "⟪⟫", with: ".onAppear { Task { guard user != nil else { return }; \(work) } }")
        }
        let (_, waits) = try #require(verdicts(source("messages = await fetchMessages(in: mailbox)"), rule: OnAppearTaskWrapperRule.rule).first)
        expect(waits, .inconclusive, says: "another path waits (`await` at line")
        let never = verdict(atFirst: "Task", in: source("messages = [mailbox]"), rule: "onappear-task-wrapper", view: "InboxView", values: [])
        #expect(never.verdict == .notReproduced, "\(never)")
    }

    /// winston's lightbox marks its post read through `markAsSeen`, a closure the post link hands
    /// it: what outlives the lightbox is the link's work, whose code is not the view's, so the
    /// engine does not call it harm. The same task then setting the view's own state is the
    /// view's work going on after it is gone: confirmed.
    @Test(arguments: [
        (after: "", verdict: Reproduction.Verdict.inconclusive, says: "a closure `LightBoxImage` is handed"),
        (after: "seen = true", verdict: Reproduction.Verdict.confirmed, says: "was not cancelled: it went on"),
    ])
    func aTaskAwaitingOnlyAHandedInClosureVersusOneThatGoesOnWithItsOwnState(after: String, verdict: Reproduction.Verdict,
                                                                             says: String) throws {
        let source = """
        struct LightBoxImage: View {
            var markAsSeen: (() async -> Void)? = nil
            @State private var seen = false
            var body: some View {
                Image("photo")
                    .opacity(seen ? 1 : 0.9)
                    .onAppear {
                        Task {
                            await markAsSeen?()
                            \(after)
                        }
                    }
            }
        }
        struct PostLink: View {
            @State private var isOpen = true
            var body: some View {
                if isOpen { LightBoxImage(markAsSeen: { await Reddit.shared.markRead() }) }
                Button("Close") { isOpen = false }
            }
        }
        """
        let (_, confirmation) = try #require(verdicts(source, rule: OnAppearTaskWrapperRule.rule).first)
        expect(confirmation, verdict, says: says)
    }

    /// django-files' preview: a loading view whose `Task` loads the page it stands in for, and
    /// preloads the neighbours after. Its own write replaces the loading view while it still has
    /// work to do: the work is meant to outlive the view, and `.task` would cut it short. The
    /// same task with the write as its last act does nothing after the view is gone that `.task`
    /// would lose — left running when the user leaves, it is the finding.
    @Test(arguments: [
        (work: "article = await ArticleAPI.shared.article(id: articleID)\n                related = await ArticleAPI.shared.related(to: articleID)",
         verdict: Reproduction.Verdict.notReproduced, says: "removes, by its own writes, the view that started it and then goes on"),
        (work: "related = await ArticleAPI.shared.related(to: articleID)\n                article = await ArticleAPI.shared.article(id: articleID)",
         verdict: Reproduction.Verdict.confirmed, says: "when `ArticleScreen` disappeared"),
    ])
    func aLoadingViewsTaskThatGoesOnAfterReplacingItIsMeantToOutliveIt(work: String, verdict: Reproduction.Verdict, says: String) throws {
        let source = """
        struct ArticleScreen: View {
            let articleID: String
            @State private var article: String?
            @State private var related: [String] = []
            var body: some View {
                if let article {
                    Text(article)
                } else {
                    ProgressView().onAppear {
                        Task {
                            \(work)
                        }
                    }
                }
            }
        }
        final class ArticleAPI {
            static let shared = ArticleAPI()
            func article(id: String) async -> String { await URLSession.shared.text(from: id) }
            func related(to id: String) async -> [String] { await URLSession.shared.lines(from: id) }
        }
        """
        let (_, confirmation) = try #require(verdicts(source, rule: OnAppearTaskWrapperRule.rule).first)
        expect(confirmation, verdict, says: says)
    }

    // MARK: formatter-in-body

    private static let receipt = """
    struct ReceiptRow: View {
        let total: Double
        @State private var isExpanded = false
        var body: some View {
            Button(isExpanded ? "Less" : "More") { isExpanded.toggle() }
            Text(amount)
        }
        ⟪⟫
    }
    """

    @Test func aFormatterMadeInTheBodyIsMadeAgainOnEveryUpdate() throws {
        let source = Self.receipt.replacingOccurrences(of: "⟪⟫", with: """
        private var amount: String {
                let formatter = NumberFormatter()
                formatter.numberStyle = .currency
                return formatter.string(from: NSNumber(value: total)) ?? ""
            }
        """)
        let (_, confirmation) = try #require(verdicts(source, rule: FormatterInBodyRule.rule).first)
        #expect(confirmation.verdict == .confirmed, "\(confirmation)")
        #expect(confirmation.summary.contains("when `@State isExpanded` of `ReceiptRow` changed to true, `ReceiptRow`'s body ran again and "
                                              + "evaluated `NumberFormatter()` once more"), "\(confirmation.summary)")
    }

    /// TenWeekGoal's health dashboard test screen is created only by its `#Preview`; the app's
    /// tab shows another screen. What the engine makes of it shown alone says nothing of the
    /// app. The app that does show it confirms the finding. (A remark, the decoder made in the
    /// body: a warning about a view nothing shows is not given at all.)
    @Test(arguments: [("ReceiptRow(total: 12)", Reproduction.Verdict.confirmed), ("Text(\"Receipts\")", .inconclusive)])
    func aViewOnlyPreviewsCreateIsNotShownByTheApp(shown: String, verdict: Reproduction.Verdict) throws {
        let source = Self.receipt.replacingOccurrences(of: "⟪⟫", with: """
        private var amount: String {
                let parsed = try? JSONDecoder().decode(Double.self, from: Data("\\(total)".utf8))
                return parsed.map { "\\($0)" } ?? ""
            }
        """) + """

        @main struct ShopApp: App {
            var body: some Scene { WindowGroup { \(shown) } }
        }
        #Preview { ReceiptRow(total: 3) }
        """
        let (_, confirmation) = try #require(verdicts(source, rule: FormatterInBodyRule.rule).first)
        #expect(confirmation.verdict == verdict, "\(confirmation)")
        if verdict == .inconclusive { expect(confirmation, verdict, says: "only previews create `ReceiptRow`") }
    }

    /// ATLAS's note lists keep `let dateFormatter = DateFormatter()`: made when the parent
    /// creates the list's value, not when the list's own state runs its body again, so that
    /// says nothing (it was said to be not reproduced). The same formatter made by a computed
    /// property is made again by the list's own update: confirmed.
    @Test(arguments: [("let dateFormatter = DateFormatter()", Reproduction.Verdict.inconclusive),
                      ("var dateFormatter: DateFormatter { DateFormatter() }", .confirmed)])
    func aFormatterInAStoredDefaultIsMadeWithTheValue(declaration: String, verdict: Reproduction.Verdict) throws {
        let source = """
        final class NotesStore: ObservableObject { @Published var notes: [Date] = [] }
        struct NoteList: View {
            let notes: [Date]
            \(declaration)
            @State private var isCollapsed = false
            var body: some View {
                Button(isCollapsed ? "Show" : "Hide") { isCollapsed.toggle() }
                Text("Updated " + dateFormatter.string(from: Date()))
            }
        }
        struct ArrivalSection: View {
            @ObservedObject var store: NotesStore
            var body: some View {
                Text("\\(store.notes.count) notes")
                NoteList(notes: store.notes)
            }
        }
        """
        let (_, confirmation) = try #require(verdicts(source, rule: FormatterInBodyRule.rule).first)
        #expect(confirmation.verdict == verdict, "\(confirmation)")
    }

    @Test func aStaticFormatterIsMadeOnce() {
        let fixed = Self.receipt.replacingOccurrences(of: "⟪⟫", with: """
        private static let formatter = NumberFormatter()
            private var amount: String { Self.formatter.string(from: NSNumber(value: total)) ?? "" }
        """)
        let confirmation = verdict(atFirst: "NumberFormatter()", in: fixed, rule: "formatter-in-body", view: "ReceiptRow", values: [])
        #expect(confirmation.verdict == .notReproduced, "\(confirmation)")
        #expect(confirmation.summary.contains("without evaluating `NumberFormatter()` again"), "\(confirmation.summary)")
    }

    /// An update that hides the amount (the expanded row shows details) makes no formatter, but
    /// never reached the member that makes one: no sign it is made once. An update that shows
    /// the amount again does make another.
    @Test func anUpdateThatSkipsTheMemberMakingTheFormatterIsNoProofItIsMadeOnce() throws {
        let source = Self.receipt.replacingOccurrences(of: "Text(amount)", with: "if isExpanded { Text(\"Details\") } else { Text(amount) }")
            .replacingOccurrences(of: "⟪⟫", with: """
            private var amount: String {
                    let formatter = NumberFormatter()
                    return formatter.string(from: NSNumber(value: total)) ?? ""
                }
            """)
        let (_, confirmation) = try #require(verdicts(source, rule: FormatterInBodyRule.rule).first)
        expect(confirmation, .confirmed, says: "when the input `total` of `ReceiptRow` changed")
    }

    @Test func aViewOfOpaqueDataTheEngineCannotUpdateIsInconclusive() throws {
        let source = """
        struct ReceiptFooter: View {
            let receipt: StoreKitReceipt
            var body: some View { Text(amount) }
            private var amount: String {
                let formatter = NumberFormatter()
                return formatter.string(from: receipt.total) ?? ""
            }
        }
        """
        let (_, confirmation) = try #require(verdicts(source, rule: FormatterInBodyRule.rule).first)
        #expect(confirmation.verdict == .inconclusive, "\(confirmation)")
        #expect(confirmation.summary.contains("runs `ReceiptFooter`'s body again"), "\(confirmation.summary)")
    }

    /// SotkaApp's sync journal row formats its time in a `static func` it calls as
    /// `Self.format(_:)`; DanceMachine's rows call a method the app adds to `Date`; Mundo calls one
    /// it adds to `DateFormatter`. Each runs on every update of the row. Kept in a `static let`,
    /// the formatter is made once.
    @Test(arguments: [
        (helper: "static func label(_ date: Date) -> String {\n        let formatter = DateFormatter()\n        return formatter.string(from: date)\n    }",
         use: "Self.label(entry.start)", verdict: Reproduction.Verdict.confirmed),
        (helper: "private static let formatter = DateFormatter()\n    static func label(_ date: Date) -> String { formatter.string(from: date) }",
         use: "Self.label(entry.start)", verdict: Reproduction.Verdict.notReproduced),
        (helper: "", use: "entry.start.shortLabel()", verdict: Reproduction.Verdict.confirmed),
        (helper: "", use: "DateFormatter.dayName(of: entry.start)", verdict: Reproduction.Verdict.confirmed),
    ])
    func aFormatterMadeByAStaticOrExtensionMethodIsMadeOnEveryUpdate(helper: String, use: String, expected: Reproduction.Verdict) throws {
        let source = """
        struct JournalEntry { let start: Date; let note: String }
        struct JournalRow: View {
            let entry: JournalEntry
            @State private var isExpanded = false
            var body: some View {
                Button(isExpanded ? "Less" : "More") { isExpanded.toggle() }
                Text(\(use))
            }
            \(helper)
        }
        extension Date {
            func shortLabel() -> String {
                let formatter = DateFormatter()
                formatter.dateStyle = .short
                return formatter.string(from: self)
            }
        }
        extension DateFormatter {
            static func dayName(of date: Date) -> String {
                let formatter = DateFormatter()
                formatter.dateFormat = "EEEE"
                return formatter.string(from: date)
            }
        }
        """
        // Where the row makes one, the rule's finding (of the formatter the row's use reaches);
        // the formatter kept in a `static let` is no finding: its verdict, asked for.
        let confirmation = try expected == .notReproduced
            ? verdict(atFirst: "DateFormatter()", in: source, rule: "formatter-in-body", view: "JournalRow", values: [])
            : #require(verdicts(source, rule: FormatterInBodyRule.rule).first { $0.1.summary.contains("`JournalRow`'s body ran again") }).1
        #expect(confirmation.verdict == expected, "\(confirmation)")
    }

    /// readeck's bookmark card formats the date it was published, which a made-up bookmark does
    /// not have (`nil`); its annotation list formats annotations the app loads. The engine makes
    /// the input up as loaded data, or changes the loaded list to one of one element, and then
    /// sees the formatter made on every update. A date made into text by the view's own
    /// `FormatStyle` makes no formatter.
    @Test(arguments: [
        (making: "let formatter = ISO8601DateFormatter()", expected: Reproduction.Verdict.confirmed),
        (making: "let formatter = Self.parser", expected: Reproduction.Verdict.notReproduced),
    ])
    func aFormatterOnThePathOfLoadedDataIsReached(making: String, expected: Reproduction.Verdict) throws {
        let source = """
        struct Bookmark { let title: String; let published: String? }
        struct BookmarkCard: View {
            let bookmark: Bookmark
            @State private var isPressed = false
            var body: some View {
                Text(bookmark.title).onTapGesture { isPressed.toggle() }
                if let date = formattedDate { Text(date) }
            }
            private var formattedDate: String? {
                guard let published = bookmark.published else { return nil }
                \(making)
                return formatter.date(from: published).map { $0.formatted(date: .abbreviated, time: .omitted) }
            }
            private static let parser = ISO8601DateFormatter()
        }
        """
        let confirmation = verdict(atFirst: "ISO8601DateFormatter()", in: source, rule: "formatter-in-body", view: "BookmarkCard", values: [])
        #expect(confirmation.verdict == expected, "\(confirmation)")
    }

    @Test(arguments: [("[Annotation]", Reproduction.Verdict.confirmed), ("[Annotation]?", .confirmed)])
    func aFormatterOnTheRowsOfLoadedDataIsReached(declared: String, expected: Reproduction.Verdict) throws {
        let source = """
        struct Annotation: Identifiable { let id: String; let created: String }
        @Observable final class AnnotationsModel {
            var annotations: \(declared) = []
            var isLoading = false
            func load() async {
                isLoading = true
                annotations = try? await AnnotationsAPI.fetch()
                isLoading = false
            }
        }
        struct AnnotationsList: View {
            @State private var model = AnnotationsModel()
            var body: some View {
                List {
                    ForEach(model.annotations ?? []) { annotation in
                        Text(formatDate(annotation.created))
                    }
                }
                .task { await model.load() }
            }
            private func formatDate(_ text: String) -> String {
                let formatter = DateFormatter()
                return formatter.date(from: text).map { "\\($0)" } ?? text
            }
        }
        """
        let (_, confirmation) = try #require(verdicts(source, rule: FormatterInBodyRule.rule).first)
        expect(confirmation, expected, says: "`model.annotations` (a model `AnnotationsList` holds) changed to [Annotation(")
    }

    /// readeck's card labels a date "Today", "Yesterday", or formats it: the engine cannot
    /// tell what day a made-up date is and takes each check as true, which never reaches the
    /// formatter. Taking the checks before it as false does: made on every update. A formatter
    /// made before the checks needs no such assumption.
    @Test(arguments: [true, false])
    func aFormatterAfterChecksTheEngineCannotDecideIsReached(afterChecks: Bool) {
        let checks = """
        if Calendar.current.isDateInToday(date) { return "Today" }
                if Calendar.current.isDateInYesterday(date) { return "Yesterday" }
        """
        let making = "let formatter = DateFormatter()"
        let source = """
        struct MessageRow: View {
            let sent: Date
            @State private var isRead = false
            var body: some View {
                Text(label(for: sent)).fontWeight(isRead ? .regular : .bold).onTapGesture { isRead.toggle() }
            }
            private func label(for date: Date) -> String {
                \(afterChecks ? checks : making)
                \(afterChecks ? making : checks)
                return formatter.string(from: date)
            }
        }
        """
        let confirmation = verdict(atFirst: "DateFormatter()", in: source, rule: "formatter-in-body", view: "MessageRow", values: [])
        let assumed = "(with `Calendar.current.isDateInToday(date)` and `Calendar.current.isDateInYesterday(date)` taken as false)"
        #expect(confirmation.verdict == .confirmed, "\(confirmation)")
        #expect(confirmation.summary.contains(assumed) == afterChecks, "\(confirmation.summary)")
    }

    /// SWEEPLY's invoice row formats when it was paid, a field that starts `nil`
    /// (`var paidAt: Date? = nil`), in a struct or a class: made up as loaded data, the field is
    /// set, and the formatter made on every update. A field that starts with another value
    /// keeps it: a row of a draft invoice shows no payment date.
    @Test(arguments: [
        (kind: "struct", field: "var paidAt: Date? = nil", expected: Reproduction.Verdict.confirmed),
        (kind: "final class", field: "var paidAt: Date? = nil", expected: .confirmed),
        (kind: "struct", field: "var paidAt: Date? = Invoice.unpaid", expected: .inconclusive),
    ])
    func aFieldThatStartsNilIsSetInLoadedData(kind: String, field: String, expected: Reproduction.Verdict) {
        let source = """
        \(kind) Invoice {
            static let unpaid: Date? = nil
            var number = 1
            \(field)
        }
        struct InvoiceRow: View {
            let invoice: Invoice
            @State private var isExpanded = false
            var body: some View {
                Text("Invoice \\(invoice.number)").bold(isExpanded).onTapGesture { isExpanded.toggle() }
                if let paidAt = invoice.paidAt { Text(paid(paidAt)) }
            }
            private func paid(_ date: Date) -> String {
                let formatter = DateFormatter()
                return formatter.string(from: date)
            }
        }
        """
        let confirmation = verdict(atFirst: "DateFormatter()", in: source, rule: "formatter-in-body", view: "InvoiceRow", values: [])
        #expect(confirmation.verdict == expected, "\(confirmation)")
    }

    /// Spawn's calendar holds a profile model of 23 fields and reads none of them; the month
    /// it shows comes from another model. The changes the engine tries first are those of
    /// what the body read, so the month's change is among the ones it makes.
    @Test(arguments: [true, false])
    func theChangesTriedFirstAreOfWhatTheBodyRead(readsMonth: Bool) throws {
        let fields = (1...14).map { "    var field\($0) = \($0)" }.joined(separator: "\n")
        let source = """
        @Observable final class ProfileModel {
        \(fields)
            var month = 1
        }
        struct MonthCalendar: View {
            let profile: ProfileModel
            var body: some View {
                Text(title)
            }
            private var title: String {
                let formatter = DateFormatter()
                return formatter.monthSymbols[\(readsMonth ? "profile.month" : "0")]
            }
        }
        """
        let confirmation = verdict(atFirst: "DateFormatter()", in: source, rule: "formatter-in-body", view: "MonthCalendar", values: [])
        #expect(confirmation.verdict == (readsMonth ? .confirmed : .inconclusive), "\(confirmation)")
        if readsMonth { expect(confirmation, .confirmed, says: "when `profile.month`") }
    }

    // MARK: binding-in-body

    private static let settings = """
    @Observable final class Preferences { var mutedIDs: Set<Int> = [] }
    struct SettingsScreen: View {
        @State private var prefs = Preferences()
        @State private var query = ""
        let userID: Int
        var body: some View {
            TextField("Search", text: $query)
            MuteRow(isMuted: ⟪⟫)
        }
    }
    struct MuteRow: View {
        @Binding var isMuted: Bool
        var body: some View { Toggle("Mute", isOn: $isMuted) }
    }
    """

    @Test func aBindingBuiltInTheBodyRerunsTheChild() throws {
        let source = Self.settings.replacingOccurrences(
            of: "⟪⟫", with: "Binding(get: { prefs.mutedIDs.contains(userID) }, set: { _ in prefs.mutedIDs.insert(userID) })")
        let (_, confirmation) = try #require(verdicts(source, rule: BindingInBodyRule.rule).first)
        #expect(confirmation.verdict == .confirmed, "\(confirmation)")
        #expect(confirmation.summary.contains("`SettingsScreen`'s body ran again and so did `MuteRow`'s, though nothing it shows changed: "
                                              + "`isMuted` is a new `Binding(get:set:)`"), "\(confirmation.summary)")
    }

    @Test func aProjectedBindingKeepsTheChildEqual() {
        let fixed = Self.settings.replacingOccurrences(of: "⟪⟫", with: "$prefs.isMuted")
            .replacingOccurrences(of: "var mutedIDs: Set<Int> = []", with: "var isMuted = false")
        let confirmation = verdict(atFirst: "$prefs.isMuted", in: fixed, rule: "binding-in-body", view: "SettingsScreen", values: [])
        #expect(confirmation.verdict == .notReproduced, "\(confirmation)")
    }

    @Test func aBindingToAViewOutsideTheModuleIsInconclusive() throws {
        let source = Self.settings.replacingOccurrences(
            of: "⟪⟫", with: "Binding(get: { prefs.mutedIDs.contains(userID) }, set: { _ in prefs.mutedIDs.insert(userID) })")
            .replacingOccurrences(of: "struct MuteRow: View {", with: "struct MuteRowPreview: View {")
        let confirmation = verdict(atFirst: "Binding(", in: source, rule: "binding-in-body", view: "SettingsScreen", values: [])
        #expect(confirmation.verdict == .inconclusive, "\(confirmation)")
    }

    // MARK: anyview-erasure

    private static let badge = """
    struct PostHeader: View {
        let author: String
        @State private var isPinned = false
        var body: some View {
            HStack {
                Text(author)
                badge
                Toggle("Pin", isOn: $isPinned)
            }
        }
        ⟪⟫
    }
    """

    @Test func anErasedTypeThatChangesReplacesTheSubtree() throws {
        let source = Self.badge.replacingOccurrences(of: "⟪⟫", with: """
        private var badge: AnyView {
                if isPinned { return AnyView(Image(systemName: "pin")) }
                return AnyView(EmptyView())
            }
        """)
        let (_, confirmation) = try #require(verdicts(source, rule: AnyViewErasureRule.rule).first)
        #expect(confirmation.verdict == .confirmed, "\(confirmation)")
        #expect(confirmation.summary.contains("went from `EmptyView` to `Image`"), "\(confirmation.summary)")
    }

    /// From a podcast app's watch toolbar: which type the erasure wraps depends on an input.
    /// Every creation site passes `true`, so the other type never arrives: the engine does not
    /// make up a parent passing `false`. A site passing a setting the user toggles confirms it.
    @Test func anInputEveryCreationSiteFixesDoesNotPickTheOtherErasedType() throws {
        let source = """
        struct SortToolbar: View {
            let title: String
            let supportsSort: Bool
            var body: some View { erased }
            private var erased: AnyView {
                guard supportsSort else { return AnyView(Text(title)) }
                return AnyView(Button(title) {})
            }
        }
        struct FilesList: View {
            @State private var canSort = true
            var body: some View {
                SortToolbar(title: "Files", supportsSort: ⟪⟫)
                Toggle("Sorting", isOn: $canSort)
            }
        }
        """
        let (_, fixed) = try #require(verdicts(source.replacingOccurrences(of: "⟪⟫", with: "true"), rule: AnyViewErasureRule.rule).first)
        #expect(fixed.verdict != .confirmed, "\(fixed)")
        let (_, toggled) = try #require(verdicts(source.replacingOccurrences(of: "⟪⟫", with: "canSort"), rule: AnyViewErasureRule.rule).first)
        #expect(toggled.verdict == .confirmed, "\(toggled)")
    }

    /// From a chat app: the status icon comes from a library call the engine cannot see into;
    /// that it kept one (unknown) type in the engine's update says nothing about other statuses.
    @Test func anErasedLibraryViewIsInconclusive() throws {
        let source = Self.badge.replacingOccurrences(of: "⟪⟫", with: """
        private var badge: AnyView {
                AnyView(StatusIcons.icon(pinned: isPinned))
            }
        """)
        let (_, verdict) = try #require(verdicts(source, rule: AnyViewErasureRule.rule).first)
        #expect(verdict.verdict == .inconclusive, "\(verdict)")
        #expect(verdict.summary.contains("code the engine cannot see into"), "\(verdict)")
    }

    @Test func oneErasedTypeIsNeverReplaced() throws {
        let source = Self.badge.replacingOccurrences(of: "⟪⟫", with: """
        private var badge: AnyView { AnyView(Image(systemName: isPinned ? "pin.fill" : "pin")) }
        """)
        let (_, confirmation) = try #require(verdicts(source, rule: AnyViewErasureRule.rule).first)
        #expect(confirmation.verdict == .notReproduced, "\(confirmation)")
    }

    @Test func aBranchOnAnOpaqueValueIsInconclusive() throws {
        let source = Self.badge.replacingOccurrences(of: "⟪⟫", with: """
        private var badge: AnyView {
                if PinService.shared.isPinned(author) { return AnyView(Image(systemName: "pin")) }
                return AnyView(EmptyView())
            }
        """)
        let (_, confirmation) = try #require(verdicts(source, rule: AnyViewErasureRule.rule).first)
        #expect(confirmation.verdict == .inconclusive, "\(confirmation)")
    }

    // MARK: image-frame-without-resizable

    private static let avatar = """
    struct ProfileHeader: View {
        let name: String
        var body: some View {
            HStack {
                Image("avatar")
                    .frame(width: 72, height: 72)
                Text(name)
            }
        }
    }
    """

    @Test func anImageLargerThanItsFrameSpillsOutOfIt() throws {
        let layout = LayoutPass.Options(imageSizes: ["avatar": Size(width: 160, height: 120)])
        let (_, confirmation) = try #require(verdicts(Self.avatar, rule: ImageFrameWithoutResizableRule.rule, layout: layout).first)
        #expect(confirmation.verdict == .confirmed, "\(confirmation)")
        #expect(confirmation.summary.contains("Image(\"avatar\") is drawn at its own 160×120 and spills out of the 72×72 box"),
                "\(confirmation.summary)")
    }

    /// A 24-point icon in a 72-point frame is centred in it: a tap area, or an icon meant to
    /// fill it; the layout cannot tell which.
    @Test func anImageSmallerThanItsFrameIsInconclusive() throws {
        let layout = LayoutPass.Options(imageSizes: ["avatar": Size(width: 24, height: 24)])
        let (_, confirmation) = try #require(verdicts(Self.avatar, rule: ImageFrameWithoutResizableRule.rule, layout: layout).first)
        expect(confirmation, .inconclusive, says: "smaller than the box")
    }

    @Test func anImageOfItsFramesSizeFits() throws {
        let layout = LayoutPass.Options(imageSizes: ["avatar": Size(width: 72, height: 72)])
        let (_, confirmation) = try #require(verdicts(Self.avatar, rule: ImageFrameWithoutResizableRule.rule, layout: layout).first)
        #expect(confirmation.verdict == .notReproduced, "\(confirmation)")
    }

    /// Rouzzle's check icon is an 87 pt SVG canvas whose ring paints the middle 72 pt: in a
    /// 72 pt frame (a side the lint cannot read: a stored `let`) only transparent margin spills,
    /// and the paint fills the box. A wider ring paints past it.
    @Test(arguments: [(33.5, Reproduction.Verdict.notReproduced), (40, .confirmed)])
    func anSVGsTransparentMarginSpillingIsNotItsPaint(radius: Double, verdict: Reproduction.Verdict) throws {
        let svg = """
        <svg width="87" height="87" viewBox="0 0 87 87" fill="none"><circle cx="43.3567" cy="43.0278" r="\(radius)" stroke="green" stroke-width="5"/></svg>
        """
        let asset = try #require(AssetCatalog.size(ofSVG: Array(svg.utf8)))
        let source = """
        struct RoutineDoneView: View {
            let iconSide = 72.0
            var body: some View {
                VStack(spacing: 24) {
                    Image("CheckIcon")
                        .frame(width: iconSide, height: iconSide)
                    Text("All done")
                }
            }
        }
        """
        let layout = LayoutPass.Options(imageSizes: ["CheckIcon": Size(width: 87, height: 87)])
        let found = verdicts(source, rule: ImageFrameWithoutResizableRule.rule, layout: layout, assets: ["CheckIcon": asset])
        let (_, confirmation) = try #require(found.first)
        #expect(confirmation.verdict == verdict, "\(confirmation)")
        if verdict == .notReproduced { expect(confirmation, verdict, says: "transparent margin") }
    }

    /// `Image(.avatarPhoto)`: the symbol Xcode generates for the `AvatarPhoto` asset names it
    /// as well as its string does; a symbol no asset generates stays unknown.
    @Test(arguments: [("AvatarPhoto", Reproduction.Verdict.confirmed), ("Banner", .inconclusive)])
    func anImageNamedByItsGeneratedSymbolHasItsAssetsSize(asset: String, verdict: Reproduction.Verdict) throws {
        let layout = LayoutPass.Options(imageSizes: [asset: Size(width: 160, height: 120)])
        let source = Self.avatar.replacingOccurrences(of: "Image(\"avatar\")", with: "Image(.avatarPhoto)")
        let (_, confirmation) = try #require(verdicts(source, rule: ImageFrameWithoutResizableRule.rule, layout: layout).first)
        #expect(confirmation.verdict == verdict, "\(confirmation)")
    }

    @Test func anImageOfUnknownSizeIsInconclusive() throws {
        let (_, confirmation) = try #require(verdicts(Self.avatar, rule: ImageFrameWithoutResizableRule.rule).first)
        #expect(confirmation.verdict == .inconclusive, "\(confirmation)")
        #expect(confirmation.summary.contains("pixel size of Image(\"avatar\") is unknown"), "\(confirmation.summary)")
    }

    /// branchr's music sheet reads its source mode binding as it appears, and a badge inside the
    /// sheet flips it: each presentation making a new sheet does not cover a change made while
    /// it is up. A sheet that never writes the binding only receives it.
    @Test(arguments: [(badge: "Button(\"Apple Music\") { mode = .apple }", presentedOnly: false),
                      (badge: "Text(\"Apple Music\")", presentedOnly: true)])
    func aBindingTheSheetFlipsItselfIsNotCoveredByItsPresentation(badge: String, presentedOnly: Bool) {
        let source = """
        enum MusicSource { case apple, external }
        struct RideView: View {
            @State private var mode = MusicSource.external
            @State private var showsMusic = false
            var body: some View {
                Button("Music") { showsMusic = true }
                    .sheet(isPresented: $showsMusic) { MusicSheet(mode: $mode) }
            }
        }
        struct MusicSheet: View {
            @Binding var mode: MusicSource
            @State private var nowPlaying = "nothing"
            var body: some View {
                VStack {
                    Text(nowPlaying)
                    \(badge)
                }
                .onAppear { if mode == .apple { nowPlaying = MusicService.current() } }
            }
        }
        """
        let confirmation = verdict(atFirst: "onAppear", in: source, rule: "untracked-task-dependency", view: "MusicSheet", values: ["mode"])
        #expect(confirmation.summary.contains("only created as presented content") == presentedOnly, "\(confirmation)")
        if !presentedOnly { #expect(confirmation.verdict != .notReproduced, "\(confirmation)") }
    }
}
