import Analyzer
import Testing
@testable import Engine

/// Verdicts that need more than one change the engine makes: two acts of the user (a mode,
/// then a row), data made up as loaded (two rows, not none), and the values such data holds.
extension ConfirmationTests {
    /// A photo picker's rows swap their branch only in select mode: "Select", then a tap on a row.
    /// A "Select" button that never turns the mode on leaves nothing that flips the condition.
    @Test(arguments: [("isSelecting.toggle()", Reproduction.Verdict.confirmed), ("isSelecting = false", .notReproduced)])
    func aModeThenATapFlipsTheRowsBranch(select: String, verdict: Reproduction.Verdict) throws {
        let source = """
        struct Photo: Identifiable { let id: String; var name: String }
        struct Library: View {
            var body: some View {
                PhotoPicker(photos: [Photo(id: "dunes", name: "Dunes"), Photo(id: "harbour", name: "Harbour")])
            }
        }
        struct PhotoPicker: View {
            let photos: [Photo]
            @State private var isSelecting = false
            @State private var selection: Set<String> = []
            var body: some View {
                VStack {
                    Button("Select") { \(select) }
                    ForEach(photos) { photo in
                        Group {
                            if selection.contains(photo.id) {
                                Thumbnail(name: photo.name).opacity(0.5)
                            } else {
                                Thumbnail(name: photo.name)
                            }
                        }
                        .onTapGesture {
                            if isSelecting { selection.insert(photo.id) }
                        }
                    }
                }
            }
        }
        struct Thumbnail: View {
            let name: String
            @State private var isZoomed = false
            var body: some View { Text(name).scaleEffect(isZoomed ? 2 : 1) }
        }
        """
        let (_, confirmation) = try #require(verdicts(source, rule: ConditionalModifierRule.rule).first)
        #expect(confirmation.verdict == verdict, "\(confirmation)")
        if verdict == .confirmed {
            #expect(confirmation.summary.contains("tapped the `Button` \"Select\" in `PhotoPicker`, then the user tapped the `.onTapGesture`"),
                    "\(confirmation.summary)")
        }
    }

    /// A composer outlines its field while a reply is chosen; "Reply" is on each loaded message,
    /// and the messages start empty: rows loaded, then "Reply" tapped, flips it. A "Reply" that
    /// clears the reply leaves it to be set by hand: not confirmed.
    @Test(arguments: [("replyingTo = message", Reproduction.Verdict.confirmed), ("replyingTo = nil", .inconclusive)])
    func rowsLoadedThenAnActOnOneFlipsTheBranch(reply: String, verdict: Reproduction.Verdict) throws {
        let source = """
        struct Message: Identifiable { let id: String; var text: String; var isRead: Bool }
        @Observable final class Thread {
            var messages: [Message] = []
        }
        struct Conversation: View {
            @State private var model = Thread()
            @State private var replyingTo: Message?
            @State private var draft = ""
            var body: some View {
                VStack {
                    ForEach(model.messages) { message in
                        HStack {
                            Text(message.text)
                            Button("Reply") { \(reply) }
                        }
                    }
                    if replyingTo != nil {
                        TextField("Message", text: $draft).overlay(Capsule().stroke(Color.accentColor))
                    } else {
                        TextField("Message", text: $draft)
                    }
                }
            }
        }
        struct Inbox: View {
            var body: some View { Conversation() }
        }
        """
        let (_, confirmation) = try #require(verdicts(source, rule: ConditionalModifierRule.rule).first)
        #expect(confirmation.verdict == verdict, "\(confirmation)")
        if verdict == .confirmed {
            #expect(confirmation.summary.contains("then the user tapped the `Button` \"Reply\""), "\(confirmation.summary)")
        }
    }

    /// A profile screen whose "Edit" brings up `presentation`, holding a "Save" that runs `save`;
    /// its header loads the avatar once.
    private static func profileScreen(save: String, presentation: String = "sheet") -> String {
        """
        struct Profile { var name: String; var avatar: URL }
        @Observable final class Session {
            var user = Profile(name: "Ada", avatar: URL(string: "https://example.com/a.png")!)
        }
        struct ProfileScreen: View {
            @State private var session = Session()
            @State private var isEditing = false
            var body: some View {
                VStack {
                    Header(avatar: session.user.avatar)
                    Button("Edit") { isEditing = true }
                }
                .\(presentation)(isPresented: $isEditing) {
                    Button("Save") { \(save) }
                }
            }
        }
        struct Header: View {
            let avatar: URL
            @State private var symbol = "person.crop.circle"
            var body: some View {
                HStack {
                    Image(systemName: symbol).frame(width: 48, height: 48)
                    Text("Profile").font(.headline)
                }
                .task { symbol = await avatarSymbol(at: avatar) }
            }
        }
        """
    }

    /// A profile header loads its avatar once; the photo is replaced from a sheet "Edit" opens.
    /// A sheet that only renames the user leaves the avatar's address as it was.
    @Test(arguments: [("session.user.avatar = URL(string: \"https://example.com/b.png\")!", Reproduction.Verdict.confirmed),
                      ("session.user.name = \"Grace\"", .inconclusive)])
    func anEditSheetThatReplacesThePhotoIsReachedInTwoActs(save: String, verdict: Reproduction.Verdict) {
        let source = Self.profileScreen(save: save)
        let confirmation = self.verdict(atFirst: "task", in: source, rule: UntrackedTaskDependencyRule.rule.id, view: "Header", values: ["avatar"])
        #expect(confirmation.verdict == verdict, "\(confirmation)")
        if verdict == .confirmed {
            #expect(confirmation.summary.contains("tapped the `Button` \"Edit\" in `ProfileScreen`, then the user tapped the `Button` \"Save\""),
                    "\(confirmation.summary)")
        }
    }

    /// "Save" in a sheet is tapped while the header shows under it. A pushed destination or a
    /// full-screen cover hides the header: it appears again when they close, and its task runs
    /// again then, so their "Save" confirms nothing.
    @Test(arguments: [("sheet", Reproduction.Verdict.confirmed), ("navigationDestination", .inconclusive), ("fullScreenCover", .inconclusive)])
    func onlyAPresentationOverTheScreenLeavesItsWorkStale(presentation: String, verdict: Reproduction.Verdict) {
        let source = Self.profileScreen(save: "session.user.avatar = URL(string: \"https://example.com/b.png\")!", presentation: presentation)
        let confirmation = self.verdict(atFirst: "task", in: source, rule: UntrackedTaskDependencyRule.rule.id, view: "Header", values: ["avatar"])
        #expect(confirmation.verdict == verdict, "\(confirmation)")
    }

    /// WeatherDashboard's hourly strip: its card re-renders with the new city, and the card's
    /// own body logs what it evaluates; that is not the task running again. Keyed by the city,
    /// the task does run again.
    @Test(arguments: [(".task { hours = await hourly(for: city) }", Reproduction.Verdict.confirmed),
                      (".task(id: city) { hours = await hourly(for: city) }", .notReproduced)])
    func aCardReRenderingUnderTheTaskIsNotTheTaskRunning(task: String, expected: Reproduction.Verdict) {
        let source = """
        struct Forecast: View {
            @State private var city = "Oslo"
            var body: some View {
                VStack {
                    Picker("City", selection: $city) {
                        Text("Oslo").tag("Oslo")
                        Text("Rome").tag("Rome")
                    }
                    Hours(city: city)
                }
            }
        }
        struct Hours: View {
            let city: String
            @State private var hours: [String] = []
            var body: some View {
                Card(title: city, lines: hours)
                    \(task)
            }
        }
        struct Card: View {
            let title: String
            let lines: [String]
            var body: some View {
                VStack {
                    Text(title).font(.caption.weight(.semibold))
                    ForEach(lines, id: \\.self) { Text($0) }
                }
            }
        }
        """
        let confirmation = verdict(atFirst: "task", in: source, rule: UntrackedTaskDependencyRule.rule.id, view: "Hours", values: ["city"])
        #expect(confirmation.verdict == expected, "\(confirmation)")
    }

    /// A history screen's day starts as a date the engine cannot compute; the `DatePicker` still
    /// moves it to another day. A label in its place moves nothing.
    @Test(arguments: [("DatePicker(\"Day\", selection: $day)", Reproduction.Verdict.confirmed), ("Text(\"Day\")", .inconclusive)])
    func aDatePickerMovesADayTheEngineCannotCompute(control: String, verdict: Reproduction.Verdict) {
        let source = """
        struct History: View {
            @State private var day = Calendar.current.startOfDay(for: .now)
            var body: some View {
                VStack {
                    \(control)
                    Sessions(day: day)
                }
            }
        }
        struct Sessions: View {
            let day: Date
            @State private var count = 0
            var body: some View {
                Text("\\(count) sessions")
                    .task { count = await sessions(on: day) }
            }
        }
        """
        let confirmation = self.verdict(atFirst: "task", in: source, rule: UntrackedTaskDependencyRule.rule.id, view: "Sessions", values: ["day"])
        #expect(confirmation.verdict == verdict, "\(confirmation)")
        if verdict == .confirmed { #expect(confirmation.summary.contains("the `DatePicker` \"Day\""), "\(confirmation.summary)") }
    }
}

extension ConfirmationTests {
    /// A workout's cue is worked out as it appears. With no exercises made up the cue stays the
    /// rest cue whatever "Next" does; with two loaded exercises "Next" moves it on, and the cue
    /// is stale. A "Next" that goes back to the first exercise moves nothing.
    @Test(arguments: [("index += 1", Reproduction.Verdict.confirmed), ("index = 0", .inconclusive)])
    func loadedDataIsTriedWhereTheEmptyOneDecidedNothing(next: String, verdict: Reproduction.Verdict) {
        let source = """
        struct Exercise: Identifiable { let id: String; var name: String }
        struct Workout: View {
            let exercises: [Exercise]
            @State private var index = 0
            var body: some View {
                VStack {
                    Cue(exercise: exercises.indices.contains(index) ? exercises[index] : Exercise(id: "rest", name: "Rest"))
                    Button("Next") { \(next) }
                }
            }
        }
        struct Plan: View {
            let exercises: [Exercise]
            var body: some View { Workout(exercises: exercises) }
        }
        struct Cue: View {
            let exercise: Exercise
            @State private var text = ""
            var body: some View {
                Text(text)
                    .onAppear { text = "Keep going: " + exercise.name }
            }
        }
        """
        let confirmation = self.verdict(atFirst: "onAppear", in: source, rule: UntrackedTaskDependencyRule.rule.id, view: "Cue", values: ["exercise"])
        #expect(confirmation.verdict == verdict, "\(confirmation)")
    }

    /// A reminder list toggles a row by its id. The ids the engine makes up for loaded rows are
    /// two different ids: the toggle finds its row, the row's branch flips and its state is lost.
    /// A row that toggles nothing flips nothing.
    @Test(arguments: [("board.toggle(item.id)", Reproduction.Verdict.confirmed), ("board.touch()", .notReproduced)])
    func madeUpIdsFindTheirRow(toggle: String, verdict: Reproduction.Verdict) throws {
        let source = """
        struct Reminder: Identifiable { let id: UUID; var title: String; var isDone: Bool }
        final class Board: ObservableObject {
            @Published var items: [Reminder] = []
            func toggle(_ id: UUID) {
                guard let index = items.firstIndex(where: { $0.id == id }) else { return }
                items[index].isDone.toggle()
            }
            func touch() {}
        }
        struct Reminders: View {
            @StateObject private var board = Board()
            var body: some View {
                List {
                    ForEach(board.items) { item in
                        if item.isDone {
                            ReminderRow(item: item, onToggle: { \(toggle) }).opacity(0.5)
                        } else {
                            ReminderRow(item: item, onToggle: { \(toggle) })
                        }
                    }
                }
            }
        }
        struct ReminderRow: View {
            let item: Reminder
            let onToggle: () -> Void
            @State private var showsNotes = false
            var body: some View {
                Button(item.title, action: onToggle)
            }
        }
        """
        let (_, confirmation) = try #require(verdicts(source, rule: ConditionalModifierRule.rule).first)
        #expect(confirmation.verdict == verdict, "\(confirmation)")
    }
}

extension ConfirmationTests {
    /// A recipe grid filtered by a search field: typing a term the made-up recipes match keeps
    /// the card on screen while the grid re-renders, so the card's closure shows. A card that
    /// compares only its recipe (`Equatable`) is skipped.
    @Test(arguments: [("", Reproduction.Verdict.confirmed), (", Equatable", .notReproduced)])
    func aSearchTypedThatMatchesKeepsTheRowOnScreen(conformance: String, verdict: Reproduction.Verdict) {
        let source = """
        struct Recipe: Identifiable, Equatable { let id: String; var title: String }
        @Observable final class RecipeStore {
            var recipes: [Recipe] = []
            func favorite(_ id: String) {}
        }
        struct RecipeList: View {
            @Environment(RecipeStore.self) private var store
            @State private var searchText = ""
            private var visible: [Recipe] {
                guard !searchText.isEmpty else { return store.recipes }
                return store.recipes.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
            }
            var body: some View {
                List {
                    ForEach(visible) { recipe in
                        RecipeCard(recipe: recipe, onFavorite: { store.favorite(recipe.id) })
                    }
                }
                .searchable(text: $searchText)
            }
        }
        struct RecipeCard: View\(conformance) {
            let recipe: Recipe
            let onFavorite: () -> Void
            var body: some View {
                HStack {
                    Text(recipe.title)
                    Button("Favorite", action: onFavorite)
                }
            }
            static func == (lhs: RecipeCard, rhs: RecipeCard) -> Bool { lhs.recipe == rhs.recipe }
        }
        """
        let confirmation = self.verdict(atFirst: "RecipeCard: View", in: source, rule: NonPODViewRule.rule.id, view: "RecipeCard", values: ["onFavorite"])
        #expect(confirmation.verdict == verdict, "\(confirmation)")
        if verdict == .confirmed { #expect(confirmation.summary.contains("`@State searchText` of `RecipeList` changed to \"A\""), "\(confirmation.summary)") }
    }

    /// Loaded data for a type that holds its own kind, listed first (a folder's subfolders)
    /// ends: two folders, each made up once, each with an id of its own, not a run that never
    /// stops.
    @Test func loadedDataOfARecursiveTypeEnds() throws {
        let engine = engine("""
        struct Folder: Identifiable { var subfolders: [Folder]; let id: UUID; var name: String }
        struct Browser: View {
            let folders: [Folder]
            var body: some View {
                List(folders) { folder in
                    Text(folder.name + " (\\(folder.subfolders.count) folders)")
                }
            }
        }
        """)
        engine.harness.fillsInputs = true
        #expect(engine.mount("Browser") == .finished)
        let browser = try #require(engine.node("Browser"))
        guard case .custom(let instance, _, _) = browser.view, case .array(let folders)? = instance["folders"] else {
            Issue.record("no folders in \(engine.treeText)")
            return
        }
        #expect(folders.count == 2)
        // Two rows, not one row twice: the second has an id of its own.
        guard case .instance(let first) = folders[0], case .instance(let second) = folders[1] else {
            Issue.record("folders are not instances: \(folders)")
            return
        }
        #expect(!ValueEquality.equal(first["id"] ?? .null, second["id"] ?? .null), "\(folders)")
    }
}

extension ConfirmationTests {
    /// A chat shows its messages only once the channels are in too: no one list made up shows
    /// the rows, both loaded at once do, and typing then re-renders the screen around them. A
    /// row that compares only its message is skipped.
    @Test(arguments: [("", Reproduction.Verdict.confirmed), (", Equatable", .notReproduced)])
    func everyListLoadedAtOnceShowsRowsNoOneListShows(conformance: String, verdict: Reproduction.Verdict) {
        let source = """
        struct Channel: Identifiable { let id: String; var name: String }
        struct Post: Identifiable, Equatable { let id: String; var body: String }
        @Observable final class Chat {
            var channels: [Channel] = []
            var posts: [Post] = []
        }
        struct ChatScreen: View {
            @State private var chat = Chat()
            @State private var draft = ""
            var body: some View {
                VStack {
                    if !chat.channels.isEmpty {
                        ForEach(chat.posts) { post in
                            PostRow(post: post, onQuote: { draft = post.body })
                        }
                    }
                    Text(draft.isEmpty ? "Write something" : draft)
                }
            }
        }
        struct Home: View {
            var body: some View { ChatScreen() }
        }
        struct PostRow: View\(conformance) {
            let post: Post
            let onQuote: () -> Void
            var body: some View {
                Button(post.body, action: onQuote)
            }
            static func == (lhs: PostRow, rhs: PostRow) -> Bool { lhs.post == rhs.post }
        }
        """
        let confirmation = self.verdict(atFirst: "PostRow: View", in: source, rule: NonPODViewRule.rule.id, view: "PostRow", values: ["onQuote"])
        #expect(confirmation.verdict == verdict, "\(confirmation)")
    }
}

extension ConfirmationTests {
    /// A recipe screen finds its recipe in the store by the id it is pushed with. The made-up
    /// id and the made-up recipe's are the same first id, so the screen shows, and its stepper
    /// leaves the nutrition totals stale. Keyed by the servings, the totals are redone.
    @Test(arguments: [(".task { totals = await nutrition(servings) }", Reproduction.Verdict.confirmed),
                      (".task(id: servings) { totals = await nutrition(servings) }", .notReproduced)])
    func aScreenFindsTheMadeUpRowItsIdNames(task: String, expected: Reproduction.Verdict) {
        let source = """
        struct Recipe: Identifiable { let id: UUID; var title: String; var servings: Int }
        @Observable final class RecipeStore { var recipes: [Recipe] = [] }
        struct RecipeScreen: View {
            let recipeID: Recipe.ID
            @Environment(RecipeStore.self) private var store
            @State private var servings = 2
            var body: some View {
                if let recipe = store.recipes.first(where: { $0.id == recipeID }) {
                    Form {
                        Text(recipe.title)
                        Stepper("Serves \\(servings)", value: $servings, in: 1...12)
                        Totals(servings: servings)
                    }
                }
            }
        }
        struct Totals: View {
            let servings: Int
            @State private var totals = ""
            var body: some View {
                Text(totals)
                    \(task)
            }
        }
        """
        let confirmation = verdict(atFirst: "task", in: source, rule: UntrackedTaskDependencyRule.rule.id, view: "Totals", values: ["servings"])
        #expect(confirmation.verdict == expected, "\(confirmation)")
    }
}

extension ConfirmationTests {
    /// A dashboard's city picker offers the cities it tags: picking London leaves the alerts
    /// loaded for Cupertino. A picker that offers only the city already chosen changes nothing.
    @Test(arguments: [("[City.cupertino, City.london]", Reproduction.Verdict.confirmed), ("[City.cupertino]", .inconclusive)])
    func aPickerPicksOneOfItsTags(offered: String, verdict: Reproduction.Verdict) {
        let source = """
        struct City: Identifiable, Hashable {
            let id: String
            var name: String
            static let cupertino = City(id: "cupertino", name: "Cupertino")
            static let london = City(id: "london", name: "London")
        }
        struct Dashboard: View {
            @State private var city = City.cupertino
            var body: some View {
                VStack {
                    Picker("City", selection: $city) {
                        ForEach(\(offered)) { city in Text(city.name).tag(city) }
                    }
                    Alerts(cityID: city.id)
                }
            }
        }
        struct Alerts: View {
            let cityID: City.ID
            @State private var alerts: [String] = []
            var body: some View {
                List(alerts, id: \\.self) { Text($0) }
                    .onAppear { Task { alerts = await weatherAlerts(for: cityID) } }
            }
        }
        """
        let confirmation = self.verdict(atFirst: "onAppear", in: source, rule: UntrackedTaskDependencyRule.rule.id, view: "Alerts", values: ["cityID"])
        #expect(confirmation.verdict == verdict, "\(confirmation)")
        if verdict == .confirmed { #expect(confirmation.summary.contains("changed to \"london\""), "\(confirmation.summary)") }
    }

    /// A player sheet shows the playing episode's artwork, loaded once; "Next" plays the next
    /// episode of the queue, which the sheet's model loads elsewhere. With the queue loaded (two
    /// episodes, each with its own artwork) "Next" changes the artwork's address and the load
    /// does not run again. Keyed on the address, the load runs again.
    @Test(arguments: [(".task", Reproduction.Verdict.confirmed), (".task(id: url)", .notReproduced)])
    func aLoadedQueueThenNextChangesThePlayingEpisode(modifier: String, verdict: Reproduction.Verdict) {
        let source = """
        struct Episode: Identifiable, Equatable { let id: UUID; var title: String; var artworkURL: URL }
        @Observable final class Player {
            var queue: [Episode] = []
            var current: Episode?
            func playNext() {
                guard let current, let index = queue.firstIndex(of: current), queue.indices.contains(index + 1) else { return }
                self.current = queue[index + 1]
            }
        }
        struct PlayerSheet: View {
            @Environment(Player.self) private var player
            var body: some View {
                if let episode = player.current {
                    VStack {
                        Artwork(url: episode.artworkURL)
                        Button("Next") { player.playNext() }
                    }
                }
            }
        }
        struct Artwork: View {
            let url: URL
            @State private var image: String?
            var body: some View {
                Text(image ?? "…")
                    \(modifier) { image = await Images.load(url) }
            }
        }
        enum Images { static func load(_ url: URL) async -> String { url.absoluteString } }
        """
        let confirmation = self.verdict(atFirst: "task", in: source, rule: UntrackedTaskDependencyRule.rule.id, view: "Artwork", values: ["url"])
        #expect(confirmation.verdict == verdict, "\(confirmation)")
        if verdict == .confirmed {
            #expect(confirmation.summary.contains("changed to https://example.com/b"), "\(confirmation.summary)")
            #expect(confirmation.summary.contains("then the user tapped the `Button` \"Next\""), "\(confirmation.summary)")
        }
    }

    /// A sleep timer's badge shows only while an episode plays and a timer is set: both start
    /// out `nil`, and no one of them shows it. Set together, as the app sets them once its data
    /// is in, the badge shows, and "Add 15 Minutes" moves the end while the badge's countdown
    /// keeps the first. Following the end (`onChange(of:initial:)`, the fix), it does not.
    @Test(arguments: [("onAppear", Reproduction.Verdict.confirmed), ("onChange(of: endDate, initial: true)", .notReproduced)])
    func valuesTheScreenLacksAreSetTogetherToShowTheWork(modifier: String, verdict: Reproduction.Verdict) {
        let source = """
        @Observable final class Player {
            var current: String?
            var sleepEnd: Date?
            func extendSleep() { sleepEnd = (sleepEnd ?? .now).addingTimeInterval(900) }
        }
        struct NowPlayingBar: View {
            @Environment(Player.self) private var player
            var body: some View {
                if let title = player.current {
                    HStack {
                        Text(title)
                        if let end = player.sleepEnd {
                            SleepBadge(endDate: end)
                                .contextMenu { Button("Add 15 Minutes") { player.extendSleep() } }
                        }
                    }
                }
            }
        }
        struct SleepBadge: View {
            let endDate: Date
            @State private var remaining: TimeInterval = 0
            var body: some View {
                Text("\\(Int(remaining))")
                    .\(modifier) { remaining = endDate.timeIntervalSinceNow }
            }
        }
        """
        let marker = String(modifier.prefix { $0 != "(" })
        let confirmation = self.verdict(atFirst: marker, in: source, rule: UntrackedTaskDependencyRule.rule.id, view: "SleepBadge", values: ["endDate"])
        #expect(confirmation.verdict == verdict, "\(confirmation)")
        if verdict == .confirmed {
            #expect(confirmation.summary.contains("tapped the `Button` \"Add 15 Minutes\""), "\(confirmation.summary)")
        }
    }
}
