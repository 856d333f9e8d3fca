import Testing
@testable import Analyzer

/// `non-pod-view`: what a view stores decides whether it is reported, and where the module
/// creates it decides whether it is a warning (a real cost) or a remark.
@Suite struct NonPODViewTests {
    private let rule = NonPODViewRule.rule

    func findings(_ source: String) -> [Finding] {
        lintSingleFile(source, rules: [rule])
    }

    @Test func aTypeAliasedClosureIsAClosure() {
        Twins(rule, """
        typealias Handler = () -> Void
        public struct Chip: View {
            let count: Int
            let onTap: ⟪⟫
            public var body: some View { Text("\\(count)") }
        }
        """, quiet: "Int", loud: "Handler").check(mentioning: ["`onTap` (a closure)"])
    }

    @Test func theAdviceFollowsWhatIsStored() {
        let template = """
        public struct Badge: View {
            let count: Int
            let decoration: ⟪⟫
            public var body: some View { Text("\\(count)") }
        }
        """
        let closure = findings(template.replacingOccurrences(of: "⟪⟫", with: "Handler?")
            + "\ntypealias Handler = (Int) -> Void")
        #expect(closure.first?.message.contains("move the closure out of the view") == true, "\(closure.map(\.message))")
        let erased = findings(template.replacingOccurrences(of: "⟪⟫", with: "AnyView"))
        #expect(erased.first?.message.contains("instead of `AnyView`") == true, "\(erased.map(\.message))")
    }

    @Test func equatableViewsAreNotReported() {
        Twins(rule, """
        public struct FollowButton: View⟪⟫ {
            let userID: Int
            let action: () -> Void
            public var body: some View { Button("Follow", action: action) }
            public static func == (lhs: Self, rhs: Self) -> Bool { lhs.userID == rhs.userID }
        }
        """, quiet: ", Equatable", loud: "").check(mentioning: ["`action` (a closure)"])
    }

    @Test func dynamicPropertiesAreNotReported() {
        Twins(rule, """
        public struct Counter: View {
            ⟪⟫ title: String
            public var body: some View { Text(title) }
        }
        """, quiet: "@State private var", loud: "let").check(mentioning: ["`title` (a String)"])
    }

    @Test func aReaderStyleBuilderGetsNoStoreTheContentAdvice() {
        let template = """
        public struct Measured<Content: View>: View {
            @ViewBuilder let content: ⟪⟫ -> Content
            public var body: some View { GeometryReader { proxy in content(proxy.size) } }
        }
        """
        let reader = findings(template.replacingOccurrences(of: "⟪⟫", with: "(CGSize)"))
        #expect(reader.first?.message.contains("store the built `Content`") == false, "\(reader.map(\.message))")
        #expect(reader.first?.message.contains("takes parameters") == true)
        let plain = findings(template.replacingOccurrences(of: "⟪⟫", with: "()").replacingOccurrences(of: "content(proxy.size)", with: "content()"))
        #expect(plain.first?.message.contains("Store the built `Content`") == true, "\(plain.map(\.message))")
        #expect(plain.first?.message.contains("Conform") == false, "no Equatable advice for content: \(plain.map(\.message))")
    }

    /// An Animal Crossing companion's `LazyView`: its body only calls the closure, kept to build
    /// a navigation destination when it is shown; storing the built content would defeat it.
    /// A wrapper that adds to the content is told to store it.
    @Test func aLazyWrapperIsNotToldToBuildItsContentEarly() {
        Twins(rule, """
        public struct LazyView<Content: View>: View {
            let build: () -> Content
            public init(_ build: @autoclosure @escaping () -> Content) { self.build = build }
            public var body: some View { ⟪⟫ }
        }
        """, quiet: "build()", loud: "build().padding()").check(mentioning: ["Store the built `Content`"])
    }

    /// A chat library's message cell is the content of a table cell's `UIHostingConfiguration`:
    /// UIKit reconfigures the cell when its row changes; no SwiftUI parent compares it. Also
    /// made per row of a SwiftUI list, the closure makes each row re-run with the list.
    @Test func aHostingConfigurationsContentVersusARowOfASwiftUIList() {
        Twins(rule, """
        final class MessagesTable: UITableViewController {
            var messages: [Message] = []
            var onTap: (Message) -> Void = { _ in }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
                let message = messages[indexPath.row]
                cell.contentConfiguration = UIHostingConfiguration { MessageCell(message: message, onTap: onTap) }
                return cell
            }
        }
        struct MessageCell: View {
            let message: Message
            let onTap: (Message) -> Void
            var body: some View {
                Button { onTap(message) } label: {
                    VStack(alignment: .leading) {
                        Text(message.author).bold()
                        Text(message.text)
                    }
                }
            }
        }
        struct PinnedMessages: View {
            @State private var pinned: [Message] = []
            @State private var query = ""
            var body: some View {
                TextField("Filter", text: $query)
                List(pinned) { message in ⟪⟫ }
            }
        }
        """, quiet: "Text(message.text)", loud: "MessageCell(message: message, onTap: { pinned.removeAll { $0.id == $1.id } })")
            .check(mentioning: ["`onTap`"])
    }

    /// A menu bar manager's search panel: its content view is an `NSHostingView`'s root, made
    /// once by the panel; no SwiftUI parent ever compares it. Also shown in a settings screen's
    /// body, the closure does make it re-run with that screen.
    @Test func aHostingRootOnlyIsNotReportedVersusOneABodyAlsoCreates() {
        Twins(rule, """
        final class SearchPanel: NSPanel {
            func show(close: @escaping () -> Void) {
                contentView = NSHostingView(rootView: SearchContentView(closePanel: close))
            }
        }
        struct SearchContentView: View {
            let closePanel: () -> Void
            @State private var query = ""
            var body: some View {
                TextField("Search", text: $query)
                Button("Done", action: closePanel)
            }
        }
        struct SearchSettings: View {
            @State private var showsPreview = false
            var body: some View {
                Toggle("Preview", isOn: $showsPreview)
                ⟪⟫
            }
        }
        """, quiet: "Text(\"Search\")", loud: "SearchContentView(closePanel: { showsPreview = false })")
            .check(mentioning: ["`closePanel`"])
    }

    /// From a PHP manager's overlay: `var content: () -> Content`, filled by a `@ViewBuilder`
    /// init, is the caller's content (a list filtered by the caller's search text): an
    /// `Equatable` conformance leaving it out would keep the old list. A closure returning
    /// nothing the view is generic over is a callback.
    @Test func aContentClosureGetsNoEquatableAdviceVersusACallback() {
        let template = """
        public struct BlockingOverlay<Content: View>: View {
            var isBlocking: Bool
            var content: () -> ⟪⟫
            public var body: some View {
                ZStack { content(); if isBlocking { ProgressView() } }
            }
        }
        """
        let content = findings(template.replacingOccurrences(of: "⟪⟫", with: "Content"))
        #expect(content.first?.message.contains("Store the built `Content`") == true, "\(content.map(\.message))")
        #expect(content.first?.message.contains("Conform") == false)
        let callback = findings(template.replacingOccurrences(of: "⟪⟫", with: "Void"))
        #expect(callback.first?.message.contains("Conform `BlockingOverlay` to `Equatable`") == true, "\(callback.map(\.message))")
    }

    @Test func aStoredBodyIsNotSaidToReRun() {
        let result = findings("""
        public struct Boxed: View {
            public let body: AnyView
        }
        """)
        #expect(result.count == 1)
        #expect(result.first?.message.contains("re-runs its body") == false, "\(result.map(\.message))")
        #expect(result.first?.message.contains("diffs what it shows again") == true)
    }

    // MARK: Warning or remark

    private static let row = """
    struct CommentRow: View {
        let comment: Comment
        let onReply: () -> Void
        var body: some View {
            HStack(alignment: .top) {
                Image(systemName: "person.crop.circle")
                VStack(alignment: .leading) {
                    Text(comment.author).bold()
                    Text(comment.body)
                    Text(comment.date, style: .relative).foregroundStyle(.secondary)
                }
                Spacer()
                Button("Reply", action: onReply)
            }
        }
    }
    """

    /// A thread whose state changes as the user types a reply: every keystroke re-runs its rows.
    private static let typingThread = """
    struct Thread: View {
        @State private var comments: [Comment] = []
        @State private var replyingTo: Comment?
        @State private var draft = ""
        var body: some View {
            List(comments) { comment in
                CommentRow(comment: comment) { replyingTo = comment }
            }
            .safeAreaInset(edge: .bottom) {
                TextField(replyingTo.map { "Reply to \\($0.author)" } ?? "Comment", text: $draft)
                Text("\\(draft.count)/500")
            }
            .task { comments = await API.comments() }
        }
    }
    """

    @Test func aRowUnderAParentWhoseStateChangesIsAWarning() {
        let result = findings(Self.row + "\n" + Self.typingThread)
        #expect(result.first?.severity == .warning, "\(result.map(\.message))")
        #expect(result.first?.message.contains("once per row") == true)
        #expect(result.first?.notes.contains { $0.message.contains("is created per row here") } == true)
    }

    /// The same thread with a compact row, an avatar, the name and the text: the thread updates
    /// on every keystroke of the draft, and every row runs its six views again each time. (Under a
    /// parent changed only by taps, such a row is a remark:
    /// `NonPODViewParentUpdateTests.rowsUnderAParentThatUpdatesAsTheUserTypesVersusOnATap`.)
    @Test func aSmallRowUnderAParentThatUpdatesAsTheUserTypesIsAWarning() {
        let result = findings("""
        struct CommentRow: View {
            let comment: Comment
            let onReply: () -> Void
            var body: some View {
                HStack {
                    Image(systemName: "person.crop.circle")
                    VStack(alignment: .leading) { Text(comment.author).bold(); Text(comment.body) }
                    Spacer()
                }
                .onTapGesture(perform: onReply)
            }
        }
        """ + "\n" + Self.typingThread)
        #expect(result.first?.severity == .warning, "\(result.map(\.message))")
        #expect(result.first?.notes.contains { $0.message.contains("re-renders when `draft` changes") } == true)
    }

    @Test func theSameRowUnderAParentThatNeverChangesIsARemark() {
        let result = findings(Self.row + """

        struct Thread: View {
            let comments: [Comment]
            var body: some View {
                List(comments) { comment in
                    CommentRow(comment: comment) { print(comment) }
                }
            }
        }
        """)
        #expect(result.first?.severity == .info, "\(result.map(\.message))")
    }

    /// A lone card under a search screen re-runs on every keystroke: worth a warning when its
    /// body is large; a few labels and a button more are a small part of what the parent's own
    /// body does on each keystroke.
    @Test func aSingleViewUnderAParentThatUpdatesOnEveryKeystrokeIsAWarning() {
        let card = """
        struct ProfileCard: View {
            let name: String
            let onEdit: () -> Void
            var body: some View {
                VStack {
                    Image(systemName: "person")
                    Text(name).font(.title)
                    Text("Member since 2020")
                    ⟪stats⟫
                    Divider()
                    Button("Edit", action: onEdit)
                    Text("Tap to edit")
                }
            }
        }

        """.replacingOccurrences(of: "⟪stats⟫", with: "HStack { Text(\"12 posts\"); Text(\"3 followers\") }")
        let template = card + """
        struct Settings: View {
            @State private var query = ""
            var body: some View {
                VStack {
                    ⟪⟫
                    Text(query.isEmpty ? "All settings" : "Matching \\(query)")
                    ProfileCard(name: "Mira") { query = "Mira" }
                }
            }
        }
        """
        let typing = findings(template.replacingOccurrences(of: "⟪⟫", with: "TextField(\"Search\", text: $query)"))
        #expect(typing.first?.severity == .warning, "\(typing.map(\.message))")
        #expect(typing.first?.message.contains("updates continuously") == true)
        let tapping = findings(template.replacingOccurrences(of: "⟪⟫", with: "Button(\"Clear\") { query = \"\" }"))
        #expect(tapping.first?.severity == .info, "a tap now and then is not a cost: \(tapping.map(\.message))")
        let smallCard = template.replacingOccurrences(of: "HStack { Text(\"12 posts\"); Text(\"3 followers\") }", with: "")
        let small = findings(smallCard.replacingOccurrences(of: "⟪⟫", with: "TextField(\"Search\", text: $query)"))
        #expect(small.first?.severity == .info, "seven views more per keystroke: \(small.map(\.message))")
    }

    /// A dock utility's settings search: result rows sit in a `ForEach` nested in each tab's
    /// section, over results that change with every keystroke; each keystroke re-runs every
    /// row, and the message says so. Over a constant list of sections, the rows are fixed and
    /// only the busy parent is the reason.
    @Test func aRowOfANestedForEachGetsThePerRowReason() {
        let template = """
        struct Item: Identifiable { let id: Int; let title: String; let icon: String }
        struct Group { let tab: String; let items: [Item] }
        struct ResultRow: View {
            let item: Item
            let action: () -> Void
            var body: some View {
                Button(action: action) {
                    HStack {
                        Image(systemName: item.icon)
                        VStack(alignment: .leading) { Text(item.title); Text("Settings").font(.caption) }
                        Spacer()
                        Text("Open").font(.caption2)
                        Image(systemName: "arrow.up.forward.app")
                        Image(systemName: "chevron.right")
                    }
                }
            }
        }
        struct SettingsSearch: View {
            static let sections = [Group(tab: "General", items: [Item(id: 1, title: "Launch at login", icon: "power")])]
            let onSelect: (Item) -> Void
            @State private var query = ""
            @State private var groups: [Group] = []
            var body: some View {
                TextField("Search", text: $query)
                Text("Matching \\(query)")
                ForEach(⟪⟫, id: \\.tab) { group in
                    Section(group.tab) {
                        ForEach(group.items) { item in
                            ResultRow(item: item) { onSelect(item) }
                        }
                    }
                }
                .task(id: query) { groups = await SettingsIndex.search(query) }
            }
        }
        """
        let changing = findings(template.replacingOccurrences(of: "⟪⟫", with: "groups")).first { $0.message.hasPrefix("`ResultRow`") }
        #expect(changing?.message.contains("once per row") == true, "\(changing?.message ?? "none")")
        let fixed = findings(template.replacingOccurrences(of: "⟪⟫", with: "Self.sections")).first { $0.message.hasPrefix("`ResultRow`") }
        #expect(fixed?.message.contains("once per row") == false, "\(fixed?.message ?? "none")")
        #expect(fixed?.message.contains("updates continuously") == true)
    }

    /// Nook's back-button history menu makes a row per visited page, each with its action, in a
    /// menu whose only creator is an overlay the app never shows: the rows never re-run (the
    /// rows naming the menu's nested `Direction` type do not show the menu). Shown from the
    /// browser window, the same menu re-runs every row on each keystroke of its search.
    @Test func rowsInAViewNothingShowsAreARemarkVersusRowsInAShownOne() {
        let template = """
        @main struct BrowserApp: App { var body: some Scene { WindowGroup { BrowserWindow() } } }
        struct BrowserWindow: View {
            var body: some View { VStack { ⟪⟫Text("Page") } }
        }
        struct HistoryOverlay: View {
            var body: some View { HistoryMenu() }
        }
        struct HistoryMenu: View {
            enum Direction { case back, forward }
            @State private var items: [String] = []
            @State private var isVisible = false
            @State private var query = ""
            var body: some View {
                VStack {
                    Button("History") { isVisible.toggle() }
                    TextField("Search history", text: $query)
                    Text(query.isEmpty ? "All pages" : "Pages matching \\(query)")
                    if isVisible {
                        ForEach(items, id: \\.self) { item in
                            HistoryRow(title: item, direction: .back, action: { items.removeAll { $0 == item } })
                        }
                    }
                }
                .task { items = await PageHistory.visited() }
            }
        }
        enum PageHistory { static func visited() async -> [String] { UserDefaults.standard.stringArray(forKey: "visited") ?? [] } }
        struct HistoryRow: View {
            let title: String
            let direction: HistoryMenu.Direction
            let action: () -> Void
            var body: some View {
                HStack {
                    Image(systemName: direction == .back ? "chevron.left" : "chevron.right")
                    Text(title).lineLimit(1)
                    Spacer()
                    Button("Open", action: action)
                    Button(action: action) { Image(systemName: "arrow.uturn.backward") }
                    Divider()
                    Text("Visited today").font(.caption)
                }
            }
        }
        """
        let hidden = findings(template.replacingOccurrences(of: "⟪⟫", with: "")).first { $0.message.hasPrefix("`HistoryRow`") }
        #expect(hidden?.severity == .info)
        #expect(hidden?.message.contains("only in views nothing shows") == true, "\(hidden?.message ?? "")")
        let shown = findings(template.replacingOccurrences(of: "⟪⟫", with: "HistoryOverlay(); ")).first { $0.message.hasPrefix("`HistoryRow`") }
        #expect(shown?.severity == .warning, "\(shown?.message ?? "none")")
    }

    /// A public view the module creates nowhere may be created per row by its callers: a
    /// warning, unless its body is as cheap to run as to compare (a lone button). An internal
    /// one created nowhere is unused, and so is a public one of an app.
    @Test func aPublicViewCreatedNowhereIsAWarningAnInternalOneARemark() {
        let template = """
        ⟪⟫struct Pill: View {
            let title: String
            let action: () -> Void
            var body: some View {
                Button(action: action) {
                    HStack {
                        Image(systemName: "tag")
                        VStack(alignment: .leading) { Text(title); Text("Tap to filter").font(.caption) }
                        Spacer()
                        Image(systemName: "xmark.circle")
                    }
                }
            }
        }
        """
        #expect(findings(template.replacingOccurrences(of: "⟪⟫", with: "public ")).first?.severity == .warning)
        #expect(findings(template.replacingOccurrences(of: "⟪⟫", with: "")).first?.severity == .info)
        // Pilgrim, an app (it declares an `App`), left a public `CornerView` no one creates:
        // nothing imports an app, so it is unused all the same.
        let inApp = template.replacingOccurrences(of: "⟪⟫", with: "public ")
            + "\n@main struct PilgrimApp: App { var body: some Scene { WindowGroup { Text(\"Walk\") } } }"
        #expect(findings(inApp).first(where: { $0.message.contains("`Pill`") })?.severity == .info, "\(findings(inApp).map(\.message))")
        let lone = """
        public struct PreviewButton: View {
            let action: () -> Void
            public var body: some View { Button(action: action) { Label("Preview", systemImage: "eye") } }
        }
        """
        #expect(findings(lone).first?.severity == .info, "\(findings(lone).map(\.message))")
        #expect(findings(lone).first?.message.contains("too small") == true)
    }

    @Test func aPublicViewCreatedOnlyInPreviewsIsARemark() {
        // Preview scaffolding (`ModelPreview { bird in … }`) is created only by `#Preview`s; with
        // no preview it is a public view created nowhere, which callers may create per row.
        let template = """
        public struct ModelPreview<Content: View>: View {
            let content: (Int) -> Content
            public var body: some View {
                NavigationStack {
                    List {
                        Section("Sample data") { content(1); content(2) }
                        Section("Empty") { Text("No items"); Text("Add one to preview it") }
                    }
                    .navigationTitle("Preview")
                }
            }
        }
        ⟪⟫
        """
        let preview = findings(template.replacingOccurrences(of: "⟪⟫", with: "#Preview { ModelPreview { number in Text(\"\\(number)\") } }"))
        #expect(preview.first?.severity == .info, "\(preview.map(\.message))")
        let library = findings(template.replacingOccurrences(of: "⟪⟫", with: ""))
        #expect(library.first?.severity == .warning, "\(library.map(\.message))")
    }

    @Test func onlyTheShownBranchCountsTowardsTheBodysSize() {
        func lint(viewsPerBranch: Int) -> [Finding] {
            let lines = (1...viewsPerBranch).map { "Text(\"Line \($0)\")" }.joined(separator: "\n                ")
            return findings("""
            struct Legend: View {
                let isOn: Bool
                let onTap: () -> Void
                var body: some View {
                    if isOn {
                        \(lines)
                    } else {
                        \(lines)
                    }
                }
            }
            struct Editor: View {
                @State private var text = ""
                var body: some View {
                    TextField("Text", text: $text)
                    Text("\\(text.count) characters")
                    Legend(isOn: true) { text = "" }
                }
            }
            """)
        }
        // Nine views a branch: eighteen written, nine shown at a time, too few to matter.
        #expect(lint(viewsPerBranch: 9).first?.severity == .info)
        #expect(lint(viewsPerBranch: 10).first?.severity == .warning)
    }
}

extension NonPODViewTests {
    /// kiwix's outline button builds its heading list in a popover: SwiftUI builds that content
    /// only while the popover is shown, so the typing parent re-runs a two-view body. The same
    /// list in an overlay is built on every run.
    @Test func aPopoversContentIsNotBuiltWithTheBodyVersusAnOverlays() {
        let template = """
        struct OutlineButton: View {
            let headings: [String]
            let scrollTo: (String) -> Void
            @State private var isShowingOutline = false
            var body: some View {
                Button { isShowingOutline = true } label: { Image(systemName: "list.bullet") }
                    .⟪⟫ {
                        VStack {
                            HStack { Image(systemName: "doc.text"); Text("Outline").font(.headline) }
                            Text("Jump to a heading").font(.caption)
                            Divider()
                            ForEach(headings, id: \\.self) { heading in
                                Button(heading) { scrollTo(heading) }
                            }
                            Spacer()
                        }
                    }
            }
        }
        struct BrowserTab: View {
            @State private var searchText = ""
            let headings: [String]
            var body: some View {
                VStack {
                    TextField("Search", text: $searchText)
                    Text(searchText)
                    OutlineButton(headings: headings) { searchText = $0 }
                }
            }
        }
        """
        func findings(_ source: String) -> [Finding] { self.findings(source).filter { $0.message.hasPrefix("`OutlineButton`") } }
        let popover = findings(template.replacingOccurrences(of: "⟪⟫", with: "popover(isPresented: $isShowingOutline)"))
        #expect(popover.map(\.severity) == [.info], "\(popover.map(\.message))")
        let overlay = findings(template.replacingOccurrences(of: "⟪⟫", with: "overlay(alignment: .top)"))
        #expect(overlay.map(\.severity) == [.warning], "\(overlay.map(\.message))")
        #expect(overlay.first?.message.contains("updates continuously") == true)
    }

    /// kiwix's library list under a searching screen: its `List` over the books builds each
    /// visible row again on every keystroke, a large body whatever one row holds. The same
    /// list over books written out, or a constant list, is a small body.
    @Test func aListOverDataIsALargeBodyVersusRowsWrittenOut() {
        let template = """
        struct LibraryList: View {
            static let featured = ["Moby Dick", "Dune", "Emma"]
            let books: [String]
            let load: (String) -> Void
            var body: some View {
                List(⟪⟫, id: \\.self) { book in
                    HStack {
                        Image(systemName: "book")
                        VStack(alignment: .leading) { Text(book).font(.headline); Text("Downloaded").font(.caption) }
                        Button("Open") { load(book) }
                    }
                }
            }
        }
        struct LibraryScreen: View {
            @State private var searchText = ""
            let books: [String]
            var body: some View {
                TextField("Search", text: $searchText)
                Text("Matching \\(searchText)")
                LibraryList(books: books) { searchText = $0 }
            }
        }
        """
        func severity(_ data: String) -> Severity? {
            findings(template.replacingOccurrences(of: "⟪⟫", with: data)).first { $0.message.hasPrefix("`LibraryList`") }?.severity
        }
        #expect(severity("books") == .warning)
        #expect(severity("[\"Moby Dick\", \"Dune\"]") == .info)
        #expect(severity("Self.featured") == .info)
    }
}

