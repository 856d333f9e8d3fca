import Testing
@testable import Analyzer

/// `untracked-task-dependency` on SwiftData's `@Query`: its results change where the module
/// changes the store (inserts, deletes, writes of a model's properties), judged like any other
/// writer: one the user cannot make while the view shows, one in a view nothing shows, or one
/// in a test changes nothing the view sees; one a notification or a service makes can.
@Suite struct TaskDependencyQueryTests {
    private let rule = UntrackedTaskDependencyRule.rule

    /// MetaCocktails' model, and the form's view model that inserts one.
    private static let cocktailModel = """
    import SwiftData
    @Model final class Cocktail {
        var name: String
        init(name: String) { self.name = name }
    }
    final class AddCocktailViewModel: ObservableObject {
        @Published var name = ""
        func addCocktail(context: ModelContext) {
            context.insert(Cocktail(name: name))
        }
    }

    """

    /// MetaCocktails' riff picker is a sheet over the Add Cocktail form; the form's own Add
    /// button (the app's `PrimaryButton`) inserts through its view model. The form is covered
    /// while the picker shows, so the picker's results cannot change under it. A notification
    /// handler on the form inserts while the sheet is up.
    @Test func anInsertFromTheFormUnderTheSheetVersusFromANotification() {
        Twins(rule, Self.cocktailModel + """
        struct PrimaryButton: View {
            let title: String
            let action: () -> Void
            var body: some View { Button(title, action: action) }
        }
        struct RiffPickerView: View {
            @Query private var allCocktails: [Cocktail]
            @State private var riffs: [Cocktail] = []
            var body: some View {
                List(riffs) { Text($0.name) }
                    .onAppear { riffs = allCocktails.filter { $0.name.hasSuffix("Riff") } }
            }
        }
        struct AddCocktailView: View {
            @Environment(\\.modelContext) private var modelContext
            @StateObject private var viewModel = AddCocktailViewModel()
            @State private var isPicking = false
            var body: some View {
                Form {
                    TextField("Name", text: $viewModel.name)
                    PrimaryButton(title: "Use existing") { isPicking = true }
                    PrimaryButton(title: "Add") { viewModel.addCocktail(context: modelContext) }
                }
                .sheet(isPresented: $isPicking) { RiffPickerView() }
                ⟪⟫
            }
        }
        """, quiet: "", loud: ".onReceive(NotificationCenter.default.publisher(for: .cocktailShared)) { _ in viewModel.addCocktail(context: modelContext) }")
            .check(mentioning: ["`allCocktails`"])
    }

    /// The app's later version pushes the picker from a row of the form, which sits in the
    /// form's own `NavigationStack`: the push covers the form, so its Add button cannot insert
    /// while the picker shows. A `NavigationView` shows the form as a column beside the picker
    /// on an iPad, where the button stays on screen, unless styled as a stack.
    @Test(arguments: [("NavigationStack", ""), ("NavigationView", ".navigationViewStyle(.stack)")])
    func anInsertFromTheFormAPickerRowPushesOverVersusBesideIt(stack: String, style: String) {
        let template = Self.cocktailModel + """
        struct VariationPickerDetailView: View {
            @Query private var allCocktails: [Cocktail]
            @State private var variations: [Cocktail] = []
            var body: some View {
                List(variations) { Text($0.name) }
                    .onAppear { variations = allCocktails.filter { $0.name.hasSuffix("Riff") } }
            }
        }
        struct VariationPicker: View {
            @ObservedObject var viewModel: AddCocktailViewModel
            var body: some View {
                NavigationLink(destination: VariationPickerDetailView()) { Text("Variation") }
            }
        }
        struct AddCocktailView: View {
            @Environment(\\.modelContext) private var modelContext
            @StateObject private var viewModel = AddCocktailViewModel()
            var body: some View {
                ⟪stack⟫ {
                    Form {
                        TextField("Name", text: $viewModel.name)
                        VariationPicker(viewModel: viewModel)
                        Button("Add") { viewModel.addCocktail(context: modelContext) }
                    }
                }
                ⟪style⟫
            }
        }
        """
        func code(_ stack: String, _ style: String) -> String {
            template.replacingOccurrences(of: "⟪stack⟫", with: stack).replacingOccurrences(of: "⟪style⟫", with: style)
        }
        Twins(rule: rule, quiet: code(stack, style), loud: code("NavigationView", "")).check(mentioning: ["`allCocktails`"])
    }

    private static let listText = """
    import SwiftData
    @Model final class Todo {
        var name: String
        init(name: String) { self.name = name }
    }
    @main struct TodoApp: App {
        var body: some Scene { WindowGroup { FavoritesView() } }
    }
    struct FavoritesView: View {
        @Query private var todos: [Todo]
        @State private var summary = ""
        var body: some View {
            Text(summary)
                .task { summary = await Summaries.make(for: todos) }
        }
    }
    """
    private static let list = SourceFile(path: "FavoritesView.swift", text: listText)

    private static func findings(_ files: [SourceFile]) -> [Finding] {
        let index = ModuleIndex(trees: files.map(SyntaxTree.parse))
        return Linter(rules: [UntrackedTaskDependencyRule.rule]).lint(index, jobs: 1)
    }

    /// pompaddo's tests insert into a store of their own, and MetaCocktails' sample loader
    /// is a button no screen creates: neither changes what the list shows. The same insert in
    /// the app's importer, which a notification runs, does.
    @Test(arguments: ["import Testing", "import Foundation"])
    func anInsertInATestVersusInTheApp(header: String) {
        let writer = SourceFile(path: "Importer.swift", text: """
        \(header)
        import SwiftData
        final class Importer {
            let context: ModelContext
            init(context: ModelContext) { self.context = context }
            func didReceive(_ name: String) { context.insert(Todo(name: name)) }
        }
        """)
        #expect(Self.findings([Self.list, writer]).count == (header == "import Testing" ? 0 : 1))
    }

    @Test(arguments: [false, true])
    func anInsertInAViewNothingShowsVersusInOneShown(isShown: Bool) {
        let button = SourceFile(path: "LoadSamplesButton.swift", text: """
        import SwiftData
        struct LoadSamplesButton: View {
            @Environment(\\.modelContext) private var modelContext
            var body: some View {
                Button("Load samples") { modelContext.insert(Todo(name: "Sample")) }
            }
        }
        """)
        let list = isShown ? SourceFile(path: "FavoritesView.swift", text: Self.listText.replacingOccurrences(
            of: "Text(summary)", with: "VStack { Text(summary); LoadSamplesButton() }")) : Self.list
        #expect(Self.findings([list, button]).count == (isShown ? 1 : 0))
    }

    /// django-files inserts a test session in the app's initializer when UI tests launch it:
    /// that runs once, before any view shows. An insert as a notification arrives runs while
    /// the tab view shows.
    @Test func anInsertInTheAppsInitializerVersusOneAsANotificationArrives() {
        Twins(rule, """
        import SwiftData
        @Model final class FilesSession {
            var url: String
            init(url: String) { self.url = url }
        }
        @main struct FilesApp: App {
            let container = try! ModelContainer(for: FilesSession.self)
            init() {
                if CommandLine.arguments.contains("--InjectTestSession") {
                    container.mainContext.insert(FilesSession(url: "http://localhost"))
                }
            }
            var body: some Scene {
                WindowGroup { TabViewWindow() }
                .modelContainer(container)
            }
        }
        struct TabViewWindow: View {
            @Environment(\\.modelContext) private var modelContext
            @Query private var sessions: [FilesSession]
            @State private var selected: FilesSession?
            var body: some View {
                Text(selected?.url ?? "No server")
                    .onAppear { selected = sessions.first }
                    ⟪⟫
            }
        }
        """, quiet: "", loud: ".onReceive(NotificationCenter.default.publisher(for: .serverAdded)) { _ in modelContext.insert(FilesSession(url: \"https://files.example\")) }")
            .check(mentioning: ["`sessions.first`"])
    }

    /// hdrezka's player starts from the subtitles remembered for the voice acting, and its own
    /// setup, which `onAppear` calls, remembers the choice by inserting it: the work's output,
    /// not a change it should follow. Inserted from a button of the player instead, while it
    /// plays, the choice changes under the running setup.
    /// (A button calling the same `remember(_:)` changes the choice too: the method is not the
    /// work's alone.)
    @Test(arguments: ["modelContext.insert(SelectPosition(id: voiceId, subtitles: \"en\"))", "remember(\"en\")"])
    func anInsertMadeByTheWorksOwnSetupVersusByAButton(loud: String) {
        Twins(rule, """
        import SwiftData
        @Model final class SelectPosition {
            var id: Int
            var subtitles: String?
            init(id: Int, subtitles: String?) { self.id = id; self.subtitles = subtitles }
        }
        struct PlayerView: View {
            @Environment(\\.modelContext) private var modelContext
            @Query private var selectPositions: [SelectPosition]
            @State private var subtitles: String?
            let voiceId: Int
            var body: some View {
                VStack {
                    Text(subtitles ?? "Off")
                    Button("English") { ⟪⟫ }
                }
                .onAppear {
                    setupPlayer(subtitles: selectPositions.first(where: { $0.id == voiceId })?.subtitles)
                }
            }
            private func setupPlayer(subtitles: String?) {
                self.subtitles = subtitles
                remember(subtitles)
            }
            private func remember(_ subtitles: String?) {
                modelContext.insert(SelectPosition(id: voiceId, subtitles: subtitles))
            }
        }
        struct MovieView: View {
            var body: some View { PlayerView(voiceId: 7) }
        }
        """, quiet: "subtitles = \"en\"", loud: loud).check(mentioning: ["`selectPositions`"])
    }
}

