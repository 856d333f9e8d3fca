import Testing
@testable import Analyzer

/// `anyview-erasure`: an `AnyView` built for a view's content is reported; erasure meant for
/// switching layouts or shapes, and interop hosts, are not.
@Suite struct AnyViewErasureTests {
    let rule = AnyViewErasureRule.rule

    @Test func erasingTheBodyIsReported() {
        Twins(rule, """
        struct Avatar: View {
            let user: User
            var body: some View {
                ⟪⟫(Circle().fill(user.color))
            }
        }
        """, quiet: "AnyShape", loud: "AnyView").check(mentioning: ["`Avatar.body`", "with its own type"])
    }

    /// Swiftfin's home screen lists `[any ContentGroup]`: each row's view type depends on the
    /// group's dynamic type, so erasing the row is the only way to list them. The same rows
    /// over one concrete group type could use the view itself.
    @Test func rowsOfExistentialsNeedTheirErasure() {
        Twins(rule, """
        protocol ContentGroup: Identifiable {
            associatedtype Body: View
            var id: String { get }
            @ViewBuilder func body() -> Body
        }
        struct PosterGroup: ContentGroup {
            let id: String
            func body() -> some View { Text(id) }
        }
        extension View {
            func eraseToAnyView() -> AnyView { AnyView(self) }
        }
        struct ContentGroupStack: View {
            let groups: [⟪⟫]
            @ViewBuilder private func makeGroupBody(_ group: some ContentGroup) -> some View {
                group.body()
            }
            var body: some View {
                VStack(alignment: .leading) {
                    ForEach(groups, id: \\.id) { group in
                        makeGroupBody(group)
                            .eraseToAnyView()
                    }
                }
            }
        }
        """, quiet: "any ContentGroup", loud: "PosterGroup").check(mentioning: ["`.eraseToAnyView()`"])
    }

    /// In a row of existentials, a view the element builds needs the erasure; a view built
    /// from the element's data has one static type and does not.
    @Test func anErasureInAnExistentialRowOfTheElementsDataIsReported() {
        Twins(rule, """
        protocol Widget {
            associatedtype Content: View
            var title: String { get }
            func makeView() -> Content
        }
        struct WidgetList: View {
            let widgets: [any Widget]
            var body: some View {
                List(widgets, id: \\.title) { widget in
                    AnyView(⟪⟫)
                }
            }
        }
        """, quiet: "widget.makeView()", loud: "Text(widget.title)").check(mentioning: ["`AnyView(…)`"])
    }

    /// A stored closure that takes `AnyView` asks for the erasure only of the argument it
    /// takes as `AnyView`: views erased into its other argument (a list) are still reported.
    @Test func onlyTheClosuresAnyViewParameterAsksForTheErasure() {
        Twins(rule, """
        struct Badge<Decorated: View>: View {
            let count: Int
            private let decorate: (AnyView, [AnyView]) -> Decorated
            var body: some View {
                decorate(AnyView(Circle().fill(.red)), ⟪⟫)
            }
        }
        """, quiet: "[]", loud: "[AnyView(Text(\"\\(count)\"))]").check(mentioning: ["`AnyView(…)`"])
    }

    /// Element's `LoadableImage` hands the loaded image to a stored `transformer: (AnyView) ->
    /// TransformerView` that its callers supply: the erasure is what that closure's type, part
    /// of the view's API, asks for. Erasing for a private helper that merely takes `AnyView`
    /// is reported, as a remark that points at the helper's parameter.
    @Test func aStoredClosureThatTakesAnyViewAsksForTheErasure() {
        Twins(rule, """
        struct LoadableImage<TransformerView: View>: View {
            let image: UIImage?
            private let transformer: (AnyView) -> TransformerView
            var body: some View {
                ZStack {
                    if let image {
                        ⟪⟫(AnyView(Image(uiImage: image).resizable()))
                    }
                }
            }
            private func decorated(_ image: AnyView) -> some View {
                image.padding(4)
            }
        }
        """, quiet: "transformer", loud: "decorated").check(mentioning: ["`AnyView(…)`", "`decorated(_:)`"])
    }

    @Test func aHostingControllerRootIsInterop() {
        Twins(rule, """
        struct ShareButton: View {
            let items: [SharedItem]
            var body: some View {
                Button("Share") { present() }
            }
            func present() {
                let controller = ⟪⟫(rootView: AnyView(SharePreview(items: items)))
                UIApplication.shared.topController?.present(controller, animated: true)
            }
        }
        """, quiet: "UIHostingController", loud: "PreviewController").check(mentioning: ["`ShareButton.present(…)`"])
    }

    /// Keychy's keyring page snapshots the page on screen: the erased page goes into a local,
    /// that into the `ZStack` the method hands to `UIHostingController`, and nowhere else. It is
    /// made for the host, as if written in its argument. Handed to anything else, it may be
    /// shown live.
    @Test func anErasureThatReachesAHostOnlyThroughLocalsIsInterop() {
        Twins(rule, """
        struct PackagedKeyringView: View {
            @State private var currentPage = 0
            @State private var saved: UIImage?
            var body: some View {
                VStack {
                    TabView(selection: $currentPage) {
                        previewPage.tag(0)
                        keyringPage.tag(1)
                    }
                    Button("Save image") { Task { saved = await captureCurrentPage() } }
                }
            }
            var previewPage: some View { Text("Package") }
            var keyringPage: some View { Text("Keyring") }
            @MainActor
            func captureCurrentPage() async -> UIImage? {
                let targetView: AnyView = currentPage == 0 ? AnyView(previewPage) : AnyView(keyringPage)
                let captureView = ZStack {
                    Color.green
                    targetView.frame(width: 240)
                }
                let controller = ⟪⟫(rootView: captureView)
                let renderer = UIGraphicsImageRenderer(size: CGSize(width: 390, height: 844))
                return renderer.image { _ in controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true) }
            }
        }
        """, quiet: "UIHostingController", loud: "PageController").check(mentioning: ["`PackagedKeyringView.captureCurrentPage(…)`"])
    }

    @Test func actionsDoNotBuildContent() {
        Twins(rule, """
        struct ReceiptView: View {
            let receipt: Receipt
            @State private var snapshot: Image?
            var body: some View {
                ReceiptCard(receipt: receipt)
                    .⟪⟫ { Snapshotter.capture(AnyView(ReceiptCard(receipt: receipt))) }
            }
        }
        """, quiet: "onAppear", loud: "overlay").check(mentioning: ["`ReceiptView.body`"])
    }

    /// Damus' muted-event view types its box closure to return `AnyView`: the erasure at the
    /// call is what that API asks for, and the warning says to make it generic. Generic over
    /// the box already, the call's `AnyView` is its own.
    @Test(arguments: [("AnyView", "is what `MutedEventView(muteBox:)` asks for"), ("Box", "erases the view's type")])
    func anAPIThatTakesAnyViewAsksForIt(box: String, says: String) {
        let findings = lintSingleFile("""
        struct MutedEventView<Box: View>: View {
            typealias MuteBox = (Bool) -> \(box)
            let event: Event
            let muteBox: MuteBox
            var body: some View { muteBox(event.isMuted) }
        }
        struct ThreadView: View {
            let event: Event
            var body: some View {
                MutedEventView<AnyView>(event: event, muteBox: { shown in AnyView(Text(shown ? "Hidden" : "Shown")) })
            }
        }
        """, rules: [rule])
        #expect(findings.count == 1 && findings.first?.message.contains(says) == true, "\(findings.map(\.message))")
    }

    @Test func onlyHelpersThatReturnAnyViewCount() {
        Twins(rule, """
        extension View {
            func card() -> ⟪⟫ { AnyView(self.padding().background(.thinMaterial)) }
        }
        struct Tile: View {
            let title: String
            var body: some View { Text(title).card() }
        }
        """, quiet: "some View", loud: "AnyView").check(mentioning: ["`.card()`"])
    }

    /// From a settings app: a hint view handed up through a binding is erased in the binding's
    /// setter, which runs when a row is tapped, not while the body is built.
    @Test func aBindingSetterIsAnAction() {
        Twins(rule, """
        struct SettingsRoot: View {
            @State private var selectedHint: AnyView?
            @State private var showsHint = false
            var body: some View {
                Form {
                    HintedRow(selectedHint: Binding(get: { selectedHint },
                                                    ⟪⟫: { selectedHint = $0.map { AnyView($0) }; showsHint = true }),
                              label: "Maximum dose")
                }
                .sheet(isPresented: $showsHint) { selectedHint }
            }
        }
        """, quiet: "set", loud: "transform").check(mentioning: ["`SettingsRoot.body`"])
    }

    /// From a code editor: the source-control panel hands the text field of a "new branch"
    /// alert to the app's alert manager, which keeps it until the alert closes — one slot for
    /// whatever alert comes next, so it must be erased. A method that only uses the view it is
    /// given could take it generically: a remark at the call names it.
    @Test func anAnyViewAManagerKeepsVersusOneItOnlyUses() {
        Twins(rule, """
        final class AlertManager: ObservableObject {
            @Published var content: AnyView?
            @Published var title = ""
            func showAlert(title: String, content: AnyView) {
                self.title = title
                ⟪⟫
            }
        }
        struct SourceControlPanel: View {
            @EnvironmentObject var alerts: AlertManager
            @State private var branchName = ""
            var body: some View {
                Button("New Branch…", action: onCreateBranch)
            }
            func onCreateBranch() {
                alerts.showAlert(title: "New Branch", content: AnyView(TextField("Name", text: $branchName)))
            }
        }
        """, quiet: "self.content = content", loud: "print(content)")
            .check(mentioning: ["`SourceControlPanel.onCreateBranch(…)`", "`showAlert(content:)`"])
    }

    /// A view's own `show(_:)` only uses the `AnyView` it is given, even when a toast manager
    /// elsewhere has a `show(_:)` that keeps one: the call without a receiver is the view's.
    @Test func theViewsOwnMethodIsNotAnotherTypesNamesake() {
        let result = lintSingleFile("""
        final class ToastCenter: ObservableObject {
            @Published var toast: AnyView?
            func show(_ view: AnyView) { toast = view }
        }
        struct Row: View {
            let name: String
            let isFolder: Bool
            var body: some View {
                show(isFolder ? AnyView(Image(systemName: "folder")) : AnyView(Image(systemName: "doc")))
            }
            func show(_ icon: AnyView) -> some View { HStack { icon; Text(name) } }
        }
        """, rules: [rule])
        #expect(result.count == 1, "\(result.map(\.message))")
        #expect(result.first?.message.contains("`Row.body`") == true)
    }

    /// An Animal Crossing companion's villager screen: the close button is erased in one
    /// branch and `EmptyView` in the other, picked by `isPresentedInModal`, which one creation
    /// site passes as `true` and the list leaves `false`: the wrapped type never changes for a
    /// screen, so nothing is replaced (a remark). Driven by the parent's state, it swaps.
    @Test func aChoiceEveryCreationSiteFixesIsARemarkVersusOneFromState() {
        let template = """
        struct VillagerDetail: View {
            let name: String
            var isPresentedInModal = false
            var body: some View {
                List { Text(name) }.toolbar { ToolbarItem(placement: .cancellationAction) { closeButton } }
            }
            private var closeButton: AnyView {
                if isPresentedInModal {
                    return AnyView(Button("Close") {})
                } else {
                    return AnyView(EmptyView())
                }
            }
        }
        struct VillagerList: View {
            let names: [String]
            @State private var isPinned = false
            var body: some View {
                List(names, id: \\.self) { name in
                    NavigationLink(name) { VillagerDetail(name: name) }
                }
                Toggle("Pin Ankha", isOn: $isPinned)
                VillagerDetail(name: "Ankha", isPresentedInModal: ⟪⟫)
            }
        }
        """
        let fixed = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "true"), rules: [rule])
        #expect(fixed.map(\.severity) == [.info], "\(fixed.map(\.message))")
        #expect(fixed.first?.message.contains("`isPresentedInModal`") == true)
        let driven = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "isPinned"), rules: [rule])
        #expect(driven.map(\.severity) == [.warning], "\(driven.map(\.message))")
    }

    /// A widget's confirmation form: `AnyView(confirmImage.frame(maxWidth: .infinity))` always
    /// wraps one type, so nothing is ever replaced (a remark). Choosing between two erased
    /// views by state does replace the subtree.
    /// LumenLingo's dashboard card erases its background in both branches of a ternary on the
    /// colour scheme, each time as a `GlassCardBackground`: only the arguments differ, which
    /// SwiftUI updates in place. A branch that erases a plain colour view swaps the type.
    @Test func oneTypeErasedInBothBranchesIsNeedlessVersusTwoTypesReplaced() {
        let template = """
        struct GlassCardBackground: View {
            let cornerRadius: CGFloat
            let borderOpacity: Double
            var body: some View {
                RoundedRectangle(cornerRadius: cornerRadius).fill(.ultraThinMaterial)
                    .overlay(RoundedRectangle(cornerRadius: cornerRadius).stroke(.white.opacity(borderOpacity)))
            }
        }
        struct SolidCardBackground: View {
            var body: some View { RoundedRectangle(cornerRadius: 22).fill(.white) }
        }
        struct GameCard: View {
            @Environment(\\.colorScheme) private var colorScheme
            var body: some View {
                Text("Flash cards")
                    .padding()
                    .background(
                        colorScheme == .dark
                            ? AnyView(GlassCardBackground(cornerRadius: 22, borderOpacity: 0.15))
                            : AnyView(⟪⟫)
                    )
            }
        }
        """
        let same = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "GlassCardBackground(cornerRadius: 22, borderOpacity: 0.12)"),
                                  rules: [rule])
        #expect(same.map(\.severity) == [.warning] && same.first?.message.contains("replaces the whole subtree") == false)
        #expect(same.first?.message.contains("wraps a `GlassCardBackground`") == true, "\(same.map(\.message))")
        let swapped = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "SolidCardBackground()"), rules: [rule])
        #expect(swapped.first?.message.contains("replaces the whole subtree") == true, "\(swapped.map(\.message))")
    }

    @Test func oneAlwaysErasedTypeIsNeedlessVersusAChoiceByState() {
        let template = """
        struct ConfirmationForm: View {
            @State private var isConfirming = false
            var body: some View {
                VStack {
                    Text("Run the script?")
                    form
                    Button("Confirm") { isConfirming = true }
                }
            }
            private var form: AnyView {
                ⟪⟫
            }
        }
        """
        let single = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "AnyView(Image(systemName: \"checkmark\").frame(maxWidth: .infinity))"),
                                    rules: [rule])
        #expect(single.map(\.severity) == [.warning], "\(single.map(\.message))")
        #expect(single.first?.message.contains("always the same: the erasure buys nothing") == true)
        let chosen = lintSingleFile(template.replacingOccurrences(
            of: "⟪⟫", with: "isConfirming ? AnyView(ProgressView()) : AnyView(Image(systemName: \"checkmark\").frame(maxWidth: .infinity))"),
                                    rules: [rule])
        #expect(chosen.first?.message.contains("replaces the whole subtree") == true, "\(chosen.map(\.message))")
        // A word game's home screen: the choice sits in a builder closure, by the color scheme.
        let inBuilder = lintSingleFile("""
        struct HomeView: View {
            @Environment(\\.colorScheme) private var colorScheme
            var body: some View {
                ScrollView {
                    Text("Daily challenge")
                        .background(colorScheme == .dark ? AnyView(Color.black) : AnyView(LinearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom)))
                }
            }
        }
        """, rules: [rule])
        #expect(inBuilder.map(\.severity) == [.warning], "\(inBuilder.map(\.message))")
    }

    /// Convos' contact picker hands its list an `AnyView?` of its actions: `return nil` leaves
    /// the actions out, it picks no type, so the one wrapped type never changes (the erasure
    /// buys nothing). Returning an erased empty view instead does choose between two types.
    @Test func returningNilPicksNoTypeVersusReturningAnErasedEmptyView() {
        let template = """
        struct ContactsPickerActions: View {
            let actions: [String]
            var body: some View { ForEach(actions, id: \\.self) { Text($0) } }
        }
        struct ContactsPicker: View {
            let showsActions: Bool
            let actions: [String]?
            var body: some View {
                List {
                    if let leadingActionsContent { leadingActionsContent }
                    Text("Contacts")
                }
            }
            private var leadingActionsContent: AnyView? {
                guard showsActions, let actions else { return ⟪⟫ }
                return AnyView(ContactsPickerActions(actions: actions))
            }
        }
        """
        let absent = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "nil"), rules: [rule])
        #expect(absent.first?.message.contains("always the same: the erasure buys nothing") == true, "\(absent.map(\.message))")
        let empty = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "AnyView(EmptyView())"), rules: [rule])
        #expect(empty.first?.message.contains("replaces the whole subtree") == true, "\(empty.map(\.message))")
        let ternary = lintSingleFile(template.replacingOccurrences(
            of: "guard showsActions, let actions else { return ⟪⟫ }\n        return AnyView(ContactsPickerActions(actions: actions))",
            with: "showsActions ? AnyView(ContactsPickerActions(actions: actions ?? [])) : nil"), rules: [rule])
        #expect(ternary.first?.message.contains("always the same: the erasure buys nothing") == true, "\(ternary.map(\.message))")
    }

    /// Ice Cubes' profile tabs: the view comes from `selectedTab.makeView()` over an `any
    /// AccountTab` whose `makeView()` returns the protocol's associated `Content`. Each tab type
    /// builds its own view, which can be shown only erased, and replacing it on a new tab is what
    /// the tab picker is for: a remark naming the declaration. Typed as one tab, the erasure
    /// buys nothing.
    @Test func aViewAnExistentialBuildsIsShownOnlyErasedVersusOneOfAConcreteType() {
        let template = """
        protocol AccountTab { associatedtype Content: View; func makeView() -> Content }
        @Observable final class TabManager { var selectedTab: ⟪⟫ = PostsTab() }
        struct PostsTab: AccountTab { func makeView() -> some View { Text("Posts") } }
        struct MediaTab: AccountTab { func makeView() -> some View { Image(systemName: "photo") } }
        struct AccountDetail: View {
            @State private var tabs: TabManager?
            var body: some View {
                List {
                    if let tabs {
                        AnyView(tabs.selectedTab.makeView())
                    }
                }
            }
        }
        """
        let existential = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "any AccountTab"), rules: [rule])
        #expect(existential.map(\.severity) == [.info], "\(existential.map(\.message))")
        #expect(existential.first?.message.contains("what `makeView(…)` of `AccountTab` builds for `TabManager.selectedTab`") == true)
        let concrete = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "PostsTab"), rules: [rule])
        #expect(concrete.map(\.severity) == [.warning], "\(concrete.map(\.message))")
    }

    /// Swiftfin's player keeps one `any PlayerProxy` for its life: the erased type never
    /// changes, and no `if`/`switch` could name it. Switched to another proxy, or handed in by
    /// the parent, it may change: still a view only an erasure can show, so the remark names the
    /// declaration. The proxy's view built into a stack of one type needs no erasure.
    @Test func anExistentialsViewKeptForLifeOrSwitchedIsARemarkVersusAViewOfOneType() {
        let player = """
        protocol PlayerProxy { associatedtype Body: View; var playerBody: Body { get } }
        struct VLCProxy: PlayerProxy { var playerBody: some View { Color.black } }
        struct NativeProxy: PlayerProxy { var playerBody: some View { Color.gray } }
        struct VideoPlayer: View {
            @State private var proxy: any PlayerProxy = VLCProxy()
            var body: some View {
                AnyView(proxy.playerBody)⟪⟫
            }
        }
        """
        let kept = lintSingleFile(player.replacingOccurrences(of: "⟪⟫", with: ""), rules: [rule])
        #expect(kept.map(\.severity) == [.info], "\(kept.map(\.message))")
        #expect(kept.first?.message.contains("keeps for its whole life") == true, "\(kept.map(\.message))")
        let switched = lintSingleFile(player.replacingOccurrences(of: "⟪⟫", with: ".onTapGesture { proxy = NativeProxy() }"), rules: [rule])
        #expect(switched.map(\.severity) == [.info], "\(switched.map(\.message))")
        #expect(switched.first?.message.contains("the erasure belongs to where `VideoPlayer.proxy` is declared") == true)
        let input = lintSingleFile(player.replacingOccurrences(of: "@State private var proxy: any PlayerProxy = VLCProxy()",
                                                               with: "let proxy: any PlayerProxy").replacingOccurrences(of: "⟪⟫", with: ""),
                                   rules: [rule])
        #expect(input.map(\.severity) == [.info], "\(input.map(\.message))")
        let oneType = lintSingleFile(player.replacingOccurrences(of: "AnyView(proxy.playerBody)", with: "AnyView(VStack { Color.black })")
            .replacingOccurrences(of: "⟪⟫", with: ""), rules: [rule])
        #expect(oneType.map(\.severity) == [.warning], "\(oneType.map(\.message))")
    }

    /// Pocket Casts' Up Next widget erases its filter icon: WidgetKit renders the view into a
    /// snapshot per timeline entry, with no state to lose and nothing to animate. The same row
    /// shown in the app's own list is reported.
    @Test func aViewShownOnlyInAWidgetIsNotReported() {
        Twins(rule, """
        struct UpNextEntry: TimelineEntry { let date: Date; let episodes: [String]; let isFiltered: Bool }
        struct UpNextRow: View {
            let entry: UpNextEntry
            var body: some View {
                HStack {
                    Text(entry.episodes.first ?? "Nothing up next")
                    entry.isFiltered ? AnyView(Image(systemName: "line.3.horizontal.decrease")) : AnyView(EmptyView())
                }
            }
        }
        struct UpNextWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "upNext", provider: UpNextProvider()) { entry in UpNextRow(entry: entry) }
            }
        }
        struct QueueScreen: View {
            let entry: UpNextEntry
            var body: some View {
                List { ⟪⟫ }
            }
        }
        """, quiet: "Text(\"Up next\")", loud: "UpNextRow(entry: entry)").check(mentioning: ["`UpNextRow.body`"])
    }
}

extension AnyViewErasureTests {
    /// Rayon's sheets hand their form to `SheetTemplate.makeSheet(body: AnyView)`: one view's
    /// erasure, asked for by the module's own API: the warning names that API, to be made
    /// generic. Choosing between two erased views at the call replaces the form when the
    /// choice changes: that is the call's own.
    @Test func oneViewErasedForAnAnyViewParameterVersusAChoiceErasedThere() {
        let template = """
        enum SheetTemplate {
            static func makeSheet(title: String, body: AnyView, complete: @escaping (Bool) -> Void) -> some View {
                VStack { Text(title).font(.headline); body; Button("Done") { complete(true) } }
            }
        }
        struct EditIdentityView: View {
            @State private var username = ""
            @State private var usesKey = false
            var body: some View {
                SheetTemplate.makeSheet(title: "Edit Identity", body: ⟪⟫) { _ in }
            }
            var passwordForm: some View { Form { TextField("Username", text: $username); Toggle("Use a key", isOn: $usesKey) } }
            var keyForm: some View { Form { TextField("Username", text: $username); Text("Key") } }
        }
        """
        let one = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "AnyView(passwordForm)"), rules: [rule])
        #expect(one.map(\.severity) == [.warning], "\(one.map(\.message))")
        #expect(one.first?.message.contains("is what `makeSheet(body:)` asks for") == true)
        let choice = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "usesKey ? AnyView(keyForm) : AnyView(passwordForm)"),
                                    rules: [rule])
        #expect(choice.first?.message.contains("replaces the whole subtree") == true, "\(choice.map(\.message))")
    }
}

extension AnyViewErasureTests {
    /// Trio's settings screens keep the help a row asks for as `@State var selectedVerboseHint:
    /// AnyView?` and show `selectedVerboseHint ?? AnyView(EmptyView())` in the help sheet: the
    /// fallback's erasure only matches the kept `AnyView`. A choice made at the sheet between
    /// two views it builds is the sheet's own erasure.
    @Test func aFallbackThatMatchesAKeptAnyViewVersusAChoiceBetweenTwoViews() {
        let template = """
        struct SettingInputHintView<Hint: View>: View {
            let title: String
            let hintText: Hint
            var body: some View { VStack { Text(title).font(.headline); hintText } }
        }
        struct AutosensSettingsView: View {
            @State private var selectedVerboseHint: AnyView?
            @State private var shouldDisplayHint = false
            var body: some View {
                List {
                    Button("What is Autosens?") {
                        selectedVerboseHint = AnyView(Text("Autosens adjusts insulin sensitivity."))
                        shouldDisplayHint = true
                    }
                }
                .sheet(isPresented: $shouldDisplayHint) {
                    SettingInputHintView(title: "Help", hintText: ⟪⟫)
                }
            }
        }
        """
        Twins(rule, template, quiet: "selectedVerboseHint ?? AnyView(EmptyView())",
              loud: "shouldDisplayHint ? AnyView(Text(\"Autosens\")) : AnyView(EmptyView())").check(mentioning: ["`AutosensSettingsView.body`"])
        Twins(rule, template, quiet: "shouldDisplayHint ? selectedVerboseHint! : AnyView(EmptyView())",
              loud: "shouldDisplayHint ? AnyView(Text(\"Autosens\")) : AnyView(EmptyView())").check(mentioning: ["`AutosensSettingsView.body`"])
        Twins(rule, template, quiet: "shouldDisplayHint ? AnyView(EmptyView()) : selectedVerboseHint!",
              loud: "shouldDisplayHint ? AnyView(Text(\"Autosens\")) : AnyView(EmptyView())").check(mentioning: ["`AutosensSettingsView.body`"])
        // A choice inside the fallback is the sheet's own erasure.
        Twins(rule, template, quiet: "selectedVerboseHint ?? AnyView(EmptyView())",
              loud: "selectedVerboseHint ?? (shouldDisplayHint ? AnyView(Text(\"Autosens\")) : AnyView(Image(systemName: \"questionmark\")))")
            .check(mentioning: ["`AutosensSettingsView.body`"])
    }

    /// convos' chat header shows `infoSheetContent?() ?? AnyView(EmptyView())`, where the app
    /// hands its explainer as `(() -> AnyView)?`: the fallback only matches what the closure's
    /// type already erased. A choice the sheet makes between two views is its own erasure.
    @Test func aFallbackThatMatchesAClosuresAnyViewVersusAChoiceBetweenTwoViews() {
        Twins(rule, """
        struct ConversationInfoPreview: View {
            let title: String
            var infoSheetContent: (() -> AnyView)?
            @State private var presentingInfoSheet = false
            @State private var expanded = false
            var body: some View {
                Button(title) { presentingInfoSheet = true }
                    .sheet(isPresented: $presentingInfoSheet) {
                        ⟪⟫
                    }
            }
        }
        """, quiet: "infoSheetContent?() ?? AnyView(EmptyView())",
              loud: "expanded ? AnyView(Text(\"Explainer\")) : AnyView(EmptyView())").check(mentioning: ["`ConversationInfoPreview.body`"])
    }

    /// Trio's onboarding footnote is `AnyView(substep.description(units:))`, and `description`
    /// returns `any View`: a view of unknown type is shown only erased, so the site cannot do
    /// without it (a remark naming the method). The same site over a `@ViewBuilder` method
    /// returning `some View` erases for nothing.
    @Test func aViewReturnedAsAnyViewExistentialVersusAsSomeView() {
        let template = """
        enum DeliveryLimitSubstep: Int, CaseIterable {
            case maxIOB, maxBolus
            func description(units: String) -> any View {
                switch self {
                case .maxIOB: return Text("Maximum insulin on board, in \\(units).")
                case .maxBolus: return VStack { Text("Largest bolus."); Text(units) }
                }
            }
            @ViewBuilder func summary(units: String) -> some View {
                switch self {
                case .maxIOB: Text("Maximum insulin on board, in \\(units).")
                case .maxBolus: VStack { Text("Largest bolus."); Text(units) }
                }
            }
        }
        struct DeliveryLimitsStepView: View {
            let substep: DeliveryLimitSubstep
            let units: String
            @Binding var limit: Double
            var body: some View {
                VStack(alignment: .leading) {
                    switch substep {
                    case .maxIOB: Stepper("Maximum IOB", value: $limit, in: 0...30)
                    case .maxBolus: Slider(value: $limit, in: 0...10)
                    }
                    AnyView(substep.⟪⟫(units: units)).font(.footnote)
                }
            }
        }
        """
        let existential = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "description"), rules: [rule])
        #expect(existential.map(\.severity) == [.info], "\(existential.map(\.message))")
        #expect(existential.first?.message.contains("`description(units:)` returns, typed `any View`") == true)
        let opaque = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "summary"), rules: [rule])
        #expect(opaque.map(\.severity) == [.warning], "\(opaque.map(\.message))")
    }
}
