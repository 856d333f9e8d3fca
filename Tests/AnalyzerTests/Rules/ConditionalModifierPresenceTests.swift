import Testing
@testable import Analyzer

/// `conditional-modifier` on conditions that test only part of a value: whether an optional
/// holds one (`onPersist != nil`) or which case an enum value is. The rest of the value may
/// change while that part stays what the creation site made it.
@Suite struct ConditionalModifierPresenceTests {
    /// iAPS' food rows show a save button only where the list can persist: one list passes
    /// its `persist` method (never `nil`), the other the literal `nil`. The closure is new at
    /// each update; whether there is one is not. A list that saves only in edit mode passes a
    /// callback that comes and goes.
    @Test func aCallbackEverySiteGivesOrWithholdsVersusOneAToggleWithholds() {
        Twins(ConditionalModifierRule.rule, """
        extension View {
            @ViewBuilder func when(_ condition: Bool, transform: (Self) -> some View) -> some View {
                if condition { transform(self) } else { self }
            }
        }
        struct FoodRow: View {
            let name: String
            let onPersist: ((String) -> Void)?
            var body: some View {
                Text(name)
                    .when(onPersist != nil) { view in view.padding(.trailing, 44) }
            }
        }
        struct FoodList: View {
            let names: [String]
            let onPersist: ((String) -> Void)?
            var body: some View {
                List(names, id: \\.self) { name in FoodRow(name: name, onPersist: onPersist) }
            }
        }
        struct SearchResults: View {
            @State private var results: [String] = []
            @State private var editing = false
            var body: some View {
                VStack {
                    FoodList(names: results, onPersist: ⟪⟫)
                    FoodList(names: ["Saved"], onPersist: nil)
                    Toggle("Edit", isOn: $editing)
                }
                .task { results = await Food.search() }
            }
            private func persist(_ name: String) { Food.save(name, after: results) }
        }
        """, quiet: "persist", loud: "editing ? persist : nil").check(mentioning: ["`onPersist != nil`"])
    }

    /// Flipcash's currency screen is pushed, or hosted as an overlay that draws its own close
    /// button; its inset follows `overlayClose != nil`, and `overlayClose` is the `onClose` of
    /// the `.overlay` case. Each creation site names its case: the drag offset in the payload
    /// changes, the case does not. A site that picks the case from the offset changes it.
    @Test func aCaseEverySiteNamesVersusOneTheOffsetPicks() {
        Twins(ConditionalModifierRule.rule, Self.overlayScreen(closeType: "() -> Void", site: "⟪⟫"),
              quiet: ".overlay(onClose: { shown = false }, offset: offset)",
              loud: "offset > 0 ? .overlay(onClose: { shown = false }, offset: offset) : .pushed").check(mentioning: ["`active`"])
    }

    /// The same screen, where the `.overlay` case's close action is itself optional: the case
    /// no longer says whether there is one, so the changing payload decides.
    @Test func aPayloadThatIsNeverNilVersusAnOptionalOne() {
        Twins(ConditionalModifierRule.rule, Self.overlayScreen(closeType: "⟪⟫", site: ".overlay(onClose: { shown = false }, offset: offset)"),
              quiet: "() -> Void", loud: "(() -> Void)?").check(mentioning: ["`active`"])
    }

    private static func overlayScreen(closeType: String, site: String) -> String {
        """
        enum Presentation {
            case pushed
            case overlay(onClose: \(closeType), offset: CGFloat)
        }
        struct TopInset: ViewModifier {
            let active: Bool
            func body(content: Content) -> some View {
                if active {
                    content.padding(.top, 44)
                } else {
                    content
                }
            }
        }
        struct CurrencyScreen: View {
            let presentation: Presentation
            private var overlayClose: (() -> Void)? {
                if case .overlay(let onClose, _) = presentation { return onClose }
                return nil
            }
            var body: some View {
                Text("USDF").modifier(TopInset(active: overlayClose != nil))
            }
        }
        struct Wallet: View {
            @State private var shown = false
            @State private var offset: CGFloat = 0
            var body: some View {
                NavigationStack {
                    NavigationLink("Pushed") { CurrencyScreen(presentation: .pushed) }
                }
                .overlay {
                    if shown { CurrencyScreen(presentation: \(site)) }
                }
                .gesture(DragGesture().onChanged { offset = $0.translation.height })
            }
        }
        """
    }

    /// BetterBlue's refresh button merges its glass only when the card is expanded, and is
    /// built in the expanded layout (under `if isExpanded`) and in the collapsed one (its
    /// `else`): each button sees one value of `enabled`. A button also shown below both
    /// layouts sees it change.
    @Test func aFlagEveryUseOfTheMemberPinsVersusAUseOutsideTheBranch() {
        Twins(ConditionalModifierRule.rule, """
        struct ConditionalGlassUnion: ViewModifier {
            let enabled: Bool
            func body(content: Content) -> some View {
                if enabled {
                    content.padding(8)
                } else {
                    content
                }
            }
        }
        struct VehicleTitleView: View {
            @State private var isExpanded = false
            var body: some View {
                VStack {
                    if isExpanded {
                        expandedLayout
                    } else {
                        collapsedLayout
                    }
                    ⟪⟫
                }
            }
            private var collapsedLayout: some View { HStack { Text("Ioniq 5"); refreshButton } }
            private var expandedLayout: some View { VStack { Text("Ioniq 5 · 240 mi"); refreshButton } }
            private var refreshButton: some View {
                Button("Refresh") { isExpanded.toggle() }
                    .modifier(ConditionalGlassUnion(enabled: isExpanded))
            }
        }
        """, quiet: "Text(\"Updated now\")", loud: "refreshButton").check(mentioning: ["`enabled`"])
    }

    /// Atwy's `isPresentedSearchable(search:isPresented:)` wraps a modifier that adds
    /// `.searchable` only while `isPresented`, but nothing calls it: the modifier is dead code,
    /// and its finding helps no one. Once a screen uses it, the search field's state is lost on
    /// every toggle.
    @Test func aModifierOnlyAnUnusedViewExtensionAppliesIsDeadCode() {
        Twins(ConditionalModifierRule.rule, """
        @main struct VideosApp: App {
            var body: some Scene { WindowGroup { LibraryView() } }
        }
        struct LibraryView: View {
            @State private var search = ""
            @State private var showsSearch = false
            var body: some View {
                NavigationStack {
                    List(["Intro", "Outro"], id: \\.self) { Text($0) }
                        .toolbar { Button("Search") { showsSearch.toggle() } }
                        ⟪⟫
                }
            }
        }
        struct IsPresentedSearchableModifier: ViewModifier {
            @Binding var search: String
            @Binding var isPresented: Bool
            func body(content: Content) -> some View {
                Group {
                    if isPresented {
                        content.searchable(text: $search)
                    } else {
                        content
                    }
                }
            }
        }
        extension View {
            func isPresentedSearchable(search: Binding<String>, isPresented: Binding<Bool>) -> some View {
                modifier(IsPresentedSearchableModifier(search: search, isPresented: isPresented))
            }
        }
        """, quiet: ".navigationTitle(\"Library\")", loud: ".isPresentedSearchable(search: $search, isPresented: $showsSearch)")
            .check(mentioning: ["`isPresented`"])
    }

    /// Lemmios declares `View.if` in its app and again in its widget extension: one target
    /// cannot build both, so the app's call with a changing condition means the app's copy.
    /// A call in the widget's own folder means the widget's copy.
    @Test(arguments: [("Lemmios/Views/CommentComponent.swift", 0), ("widgets/CommentWidget.swift", 1)])
    func aCopyOfAHelperAnswersOnlyForCallsInItsOwnFolders(callerPath: String, widgetFindings: Int) {
        let helper = """
        extension View {
            @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                if condition { transform(self) } else { self }
            }
        }
        """
        let caller = SourceFile(path: callerPath, text: """
        struct CommentComponent: View {
            @State private var isCollapsed = false
            var body: some View {
                Text("Comment")
                    .if(!isCollapsed) { $0.padding() }
                    .onTapGesture { isCollapsed.toggle() }
            }
        }
        """)
        let files = [SourceFile(path: "Lemmios/Helpers/Extensions.swift", text: helper),
                     SourceFile(path: "widgets/PostComponent.swift", text: helper), caller]
        let findings = Linter(rules: [ConditionalModifierRule.rule]).lint(ModuleIndex(trees: files.map(SyntaxTree.parse)), jobs: 1)
        #expect(findings.filter { $0.path == "widgets/PostComponent.swift" }.count == widgetFindings, "\(findings.map(\.path))")
        #expect(findings.filter { $0.path == "Lemmios/Helpers/Extensions.swift" }.count == 1 - widgetFindings)
    }

    /// ResumeBuilder's export screen calls its `.if` helper with an error flag, but only the
    /// screen's `#Preview` creates it: the helper's only call is dead code. Once the app's
    /// editor pushes the screen, the call swaps the subtree when the error comes and goes.
    @Test func aHelperCalledOnlyInAViewOnlyPreviewsCreateVersusOneTheAppShows() {
        Twins(ConditionalModifierRule.rule, """
        @main struct ResumeApp: App {
            var body: some Scene { WindowGroup { EditorView() } }
        }
        struct EditorView: View {
            var body: some View {
                NavigationStack { ⟪⟫ }
            }
        }
        @Observable final class ExportModel {
            var errorMessage: String?
            func export() async { errorMessage = await Exporter.run() }
        }
        struct ResumePreviewExportView: View {
            @State private var model = ExportModel()
            var body: some View {
                Text("Preview")
                    .if(model.errorMessage != nil) { $0.border(.red) }
                    .task { await model.export() }
            }
        }
        extension View {
            @ViewBuilder func `if`(_ condition: Bool, transform: (Self) -> some View) -> some View {
                if condition { transform(self) } else { self }
            }
        }
        #Preview { ResumePreviewExportView() }
        """, quiet: "Text(\"Editor\")", loud: "NavigationLink(\"Export\") { ResumePreviewExportView() }")
            .check(mentioning: ["`.if(_:transform:)`"])
    }
}
