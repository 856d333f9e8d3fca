import Analyzer
import Testing
@testable import Engine

/// What running real apps taught the engine (Swiftfin, NetNewsWire, Whisky, CodeEdit, damus,
/// the Examples): each case as the app wrote it, beside the twin that behaves the other way.
@Suite struct RealCodeTests {
    /// Swiftfin overloads `Section(_:footer:content:)` with a module function that calls
    /// SwiftUI's own `Section`: the overload is used only when its labels fit.
    @Test func aModuleFunctionOverloadingASwiftUIViewIsChosenByItsLabels() {
        let source = """
        func Section<Content: View>(_ header: String, footer: String, @ViewBuilder content: () -> Content) -> some View {
            record(header)
            return Section(content: content, header: { Text(header) }, footer: { Text(footer) })
        }

        struct About: View {
            var body: some View {
                Form { ⟪⟫ }
            }
        }
        """
        let plain = engine(source.replacingOccurrences(of: "⟪⟫", with: "Section { Text(\"Version\") }"))
        #expect(plain.mount("About") == .finished)
        #expect(!plain.effects.contains("record(\"Legal\")"))
        let overload = engine(source.replacingOccurrences(of: "⟪⟫", with: "Section(\"Legal\", footer: \"©\") { Text(\"Terms\") }"))
        #expect(overload.mount("About") == .finished)
        #expect(overload.effects.contains("record(\"Legal\")"))
    }

    /// minty's object source: `url(for: UUID?)` unwraps its argument and calls the overload
    /// `url(for: UUID)` with the same label. The engine does not check types: the method's call
    /// of its own name means the other overload, so the image's task runs to its end instead of
    /// into the call depth limit. A method that calls itself with no other overload around
    /// still recurses (a bounded countdown ends).
    @Test(arguments: [true, false])
    func anOverloadWithTheSameLabelsIsTheOneAMethodCallsByItsOwnName(hasOverload: Bool) {
        let source = """
        final class ObjectSource: ObservableObject {
            func url(for objectId: UUID?, depth: Int = 3) async -> URL? {
                guard let id = objectId, depth > 0 else { return nil }
                return await url(for: id, depth: depth - 1)
            }
        \(hasOverload ? "    func url(for objectId: UUID, depth: Int = 3) async -> URL? { await fetch(objectId) }" : "")
        }
        struct ImageObject: View {
            let id: UUID?
            @StateObject private var objects = ObjectSource()
            @State private var url: URL?
            var body: some View {
                Text(url?.absoluteString ?? "")
                    .task { url = await objects.url(for: id) }
            }
        }
        """
        let e = engine(source)
        #expect(e.mount("ImageObject", inputs: ["id": "UUID()"]) == .finished)
        #expect(e.effects.filter { $0.hasPrefix("fetch(") }.count == (hasOverload ? 1 : 0), "\(e.effects)")
    }

    /// spoonjoy's pages take their content through a `@ViewBuilder` property: a trailing closure
    /// of several statements (or an `if`) builds each view, as SwiftUI's result builder does.
    /// The same closure stored in a property that is no view builder is plain code: it runs and
    /// builds nothing.
    @Test(arguments: [true, false])
    func aClosureHandedToAViewBuilderPropertyBuildsEachStatement(isBuilder: Bool) {
        let source = """
        struct KitchenTablePage<Content: View>: View {
            \(isBuilder ? "@ViewBuilder " : "")let content: () -> Content
            var body: some View { VStack { content() } }
        }
        struct ShoppingListView: View {
            @State private var showsChecked = false
            var body: some View {
                KitchenTablePage {
                    Text("Milk")
                    if showsChecked { Text("Eggs") }
                    Text("Bread")
                }
            }
        }
        """
        let e = engine(source)
        #expect(e.mount("ShoppingListView") == .finished)
        #expect(e.treeText.contains("Text (\"Bread\")") == isBuilder, "\(e.treeText)")
    }

    /// trio keeps `private class List<Key>` in its LRU cache's file: its screens' `List { … }`
    /// is SwiftUI's, whose rows the engine builds. In the cache's own file the name means the
    /// private class.
    @Test(arguments: [true, false])
    func aPrivateTypeOfAnotherFileDoesNotHideASwiftUIView(sameFile: Bool) {
        let cache = """
        private class List<Key> {
            var value: Key
            init(_ value: Key) { self.value = value }
        }
        """
        let screen = """
        struct SettingsScreen: View {
            var body: some View {
                List { Text("Units") }
            }
        }
        """
        let trees = (sameFile ? [cache + "\n" + screen] : [cache, screen]).enumerated().map { position, text in
            SyntaxTree.parse(SourceFile(path: "File\(position).swift", text: text))
        }
        let e = Engine(module: ModuleIndex(trees: trees))
        #expect(e.mount("SettingsScreen") == .finished)
        #expect(e.treeText.contains("Text (\"Units\")") == !sameFile, "\(e.treeText)")
    }

    /// SWEEPLY's finance screen groups completed jobs by day with `Dictionary(grouping:by:)`
    /// and shows one section per day: two jobs on one day make one section, on two days two.
    @Test(arguments: [("\"Mon\"", 1), ("\"Tue\"", 2)])
    func dictionaryGroupingMakesOneGroupPerKey(secondDay: String, sections: Int) {
        let source = """
        struct Job { let day: String; let pay: Int }
        struct CompletedJobsList: View {
            @State private var jobs = [Job(day: "Mon", pay: 80), Job(day: \(secondDay), pay: 120)]
            var body: some View {
                let grouped = Dictionary(grouping: jobs) { $0.day }
                List {
                    ForEach(grouped.keys.sorted(), id: \\.self) { day in
                        Section(day) { Text("\\(grouped[day]?.count ?? 0) jobs") }
                    }
                }
            }
        }
        """
        let e = engine(source)
        #expect(e.mount("CompletedJobsList") == .finished)
        #expect(e.treeText.components(separatedBy: "Section").count - 1 == sections, "\(e.treeText)")
        #expect(e.treeText.contains(sections == 1 ? "Text (\"2 jobs\")" : "Text (\"1 jobs\")"), "\(e.treeText)")
    }

    /// altos' bookings screen makes its model in `init` (`_model = StateObject(wrappedValue:
    /// …)`), which the engine does not run for the view it mounts: the state gets a value of
    /// its declared type, as Swift allows it no other, and the screen shows the model's data.
    /// Optional state stays `nil`.
    @Test(arguments: [true, false])
    func stateItsInitSetsGetsAValueOfItsType(isOptional: Bool) {
        let source = """
        final class BookingsModel: ObservableObject {
            @Published var title = "Upcoming"
        }
        struct BookingsScreen: View {
            @State private var model: BookingsModel\(isOptional ? "?" : "")
            init(factory: Factory) {
                _model = State(initialValue: factory.makeBookingsModel())
            }
            var body: some View {
                Text(model\(isOptional ? "?" : "").title ?? "none")
            }
        }
        """
        let e = engine(source)
        #expect(e.mount("BookingsScreen") == .finished)
        #expect(e.treeText.contains("Text (\"Upcoming\")") == !isOptional, "\(e.treeText)")
    }

    /// rarime's poll screen reads `results[0]` of a list built by a loop over a network reply
    /// the engine cannot see (so it runs no time): the app's list has that element, the
    /// engine's is empty. The run goes on with a value the engine cannot know, and says so;
    /// a list that has the element gives it.
    @Test(arguments: [("[]", false), ("[\"Open\"]", true)])
    func anElementPastTheEndOfAMadeUpListIsUnknown(results: String, hasElement: Bool) {
        let source = """
        struct PollStatus: View {
            @State private var results: [String] = \(results)
            var body: some View {
                Text(results[0])
            }
        }
        """
        let e = engine(source)
        #expect(e.mount("PollStatus") == .finished)
        #expect(e.treeText.contains("Text (\"Open\")") == hasElement, "\(e.treeText)")
        #expect(e.trace.events(.note).contains { $0.message.contains("`results[0]` is past the end") } == !hasElement)
    }

    /// meshtastic's message lists declare the accessory manager as an `@EnvironmentObject` and
    /// read it only in a toolbar's closure. The wrapper subscribes the view as it is installed:
    /// when the manager publishes a change, the list's body runs again. An object the view
    /// merely holds in a plain property is no subscription.
    @Test(arguments: [true, false])
    func anEnvironmentObjectSubscribesTheViewThoughItsBodyNeverReadsIt(isEnvironmentObject: Bool) throws {
        let source = """
        final class AccessoryManager: ObservableObject {
            @Published var isConnected = false
        }
        struct ChannelMessageList: View {
            \(isEnvironmentObject ? "@EnvironmentObject var accessoryManager: AccessoryManager" : "let accessoryManager = AccessoryManager()")
            var body: some View {
                List { Text("Messages") }
                    .toolbar { Button("Send") { send(connected: accessoryManager.isConnected) } }
            }
        }
        """
        let e = engine(source)
        #expect(e.mount("ChannelMessageList") == .finished)
        let bodies = e.bodyCount("ChannelMessageList")
        let step = try #require(e.harnessSteps.first { $0.name == "accessoryManager.isConnected" })
        #expect(e.drive(step) == .finished)
        #expect((e.bodyCount("ChannelMessageList") > bodies) == isEnvironmentObject)
    }

    /// kMail's colour helpers: a `View` extension method named like SwiftUI's modifier forwards
    /// to it (`foregroundStyle(Color(uiColor: color))`). The view's call runs the module's
    /// method once; inside its body, the call of its own name is SwiftUI's, not itself again,
    /// so the view mounts instead of running into the call depth limit.
    @Test func aModifierOverloadThatForwardsToSwiftUIsDoesNotCallItself() {
        let source = """
        extension View {
            func foregroundStyle(_ color: UIColor) -> some View {
                record("forwarded")
                return foregroundStyle(Color(uiColor: color))
            }
        }
        struct Badge: View {
            var body: some View { Text("3").foregroundStyle(UIColor.red) }
        }
        """
        let forwarded = engine(source)
        #expect(forwarded.mount("Badge") == .finished)
        #expect(forwarded.effects.filter { $0 == "record(\"forwarded\")" }.count == 1, "\(forwarded.effects)")
    }

    /// A link's destination is built only when the user navigates: its task does not start.
    @Test func aNavigationDestinationIsNotOnScreen() {
        let source = """
        struct Detail: View {
            var body: some View { Text("Detail").task { await refresh() } }
        }

        struct Home: View {
            var body: some View {
                NavigationStack { ⟪⟫ }
            }
        }
        """
        let link = engine(source.replacingOccurrences(of: "⟪⟫", with: "NavigationLink { Detail() } label: { Text(\"Open\") }"))
        #expect(link.mount("Home") == .finished)
        #expect(link.trace.events(.taskStart).isEmpty)
        let shown = engine(source.replacingOccurrences(of: "⟪⟫", with: "Detail()"))
        #expect(shown.mount("Home") == .finished)
        #expect(shown.trace.events(.taskStart).count == 1)
    }

    /// NetNewsWire's `AppDefaults.shared`: a static stored value is made once, however often
    /// it is read.
    @Test func aSingletonIsInitialisedOnce() {
        let e = engine("""
        final class Defaults {
            static let shared = Defaults()
            var isDeveloperBuild = false
            init() { openDatabase() }
        }

        struct Settings: View {
            var body: some View {
                Text(Defaults.shared.isDeveloperBuild ? "dev" : "release")
                Text(Defaults.shared.isDeveloperBuild ? "debug menu" : "")
            }
        }
        """)
        #expect(e.mount("Settings") == .finished)
        #expect(e.effects.filter { $0 == "openDatabase()" }.count == 1)
    }

    /// Whisky's `while let url = enumerator?.nextObject() as? URL`: a loop over values the
    /// engine cannot see runs no time (assuming it runs would never end); a loop it can count runs.
    @Test(arguments: [("while let url = files.nextObject() { found.append(url) }", 0),
                      ("var i = 0\nwhile i < 3 { found.append(i); i += 1 }", 3)])
    func aLoopOverUnknownValuesEnds(_ loop: String, _ count: Int) {
        let e = engine("""
        struct Programs: View {
            var body: some View { Text("\\(scan())") }
            func scan() -> Int {
                var found: [Any] = []
                \(loop)
                return found.count
            }
        }
        """)
        #expect(e.mount("Programs") == .finished)
        #expect(e.treeText.contains("Text (\"\(count)\")"), "\(e.treeText)")
    }

    /// CodeEdit polls in a task: `Task.sleep` parks the task until time passes (the harness
    /// resumes it), so the mount ends; each resume runs one more round.
    @Test func aPollingTaskSleepsInsteadOfSpinning() {
        let e = engine("""
        struct Status: View {
            var body: some View {
                Text("Status").task {
                    while !Task.isCancelled {
                        poll()
                        try? await Task.sleep(for: .seconds(10))
                    }
                }
            }
        }
        """)
        #expect(e.mount("Status") == .finished)
        #expect(e.effects.filter { $0 == "poll()" }.count == 1)
        #expect(e.resumeTasks() == .finished)
        #expect(e.effects.filter { $0 == "poll()" }.count == 2)
    }

    /// damus's `GeometryReader { proxy -> Color in …; return Color.clear }`: a content closure
    /// with an explicit `return` runs as a function, not a builder.
    @Test(arguments: ["{ proxy -> Color in\n measure(proxy)\n return Color.clear }", "{ proxy in Color.clear }"])
    func aBuilderClosureWithAReturnRunsAsAFunction(_ closure: String) {
        let e = engine("""
        struct Timeline: View {
            var body: some View {
                Text("Posts").background { GeometryReader \(closure) }
            }
        }
        """)
        #expect(e.mount("Timeline") == .finished)
        #expect(e.treeText.contains("GeometryReader"))
    }

    /// The Examples' `viewModel.load(userID: userID)`: a method's arguments are evaluated where
    /// it is called, so the callee sees the caller's values.
    @Test func methodArgumentsAreTheCallersValues() {
        let e = engine("""
        final class Loader: ObservableObject {
            func load(userID: Int) { fetch("users/\\(userID)") }
        }

        struct Profile: View {
            let userID: Int
            @StateObject private var loader = Loader()
            var body: some View {
                Text("Profile").onAppear { loader.load(userID: userID) }
            }
        }
        """)
        #expect(e.mount("Profile", inputs: ["userID": "42"]) == .finished)
        #expect(e.effects == ["fetch(\"users/42\")"])
        #expect(e.change("userID", to: "43") == .finished)
        #expect(e.effects == ["fetch(\"users/42\")"], "onAppear does not run again")
    }

    /// A thumbnail shows its loaded image or a placeholder (`image ?? Image(…)`): the loaded
    /// image is a value the engine made up, still an image, so the task stays on screen after
    /// it lands.
    @Test func anImageCoalescedWithAPlaceholderStaysAView() {
        let e = engine("""
        struct Thumbnail: View {
            let url: URL?
            @State private var image: Image?
            var body: some View {
                (image ?? Image(systemName: "photo"))
                    .task { image = await Pictures.load(url) }
            }
        }
        """)
        #expect(e.mount("Thumbnail") == .finished)
        #expect(e.trace.events(.stateWrite).count == 1)
        #expect(e.trace.events(.disappear).isEmpty, "the task's view stays: \(e.treeText)")
        #expect(e.treeText.contains(".task"), "\(e.treeText)")
    }
}

