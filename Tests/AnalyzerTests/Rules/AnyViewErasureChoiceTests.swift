import Testing
@testable import Analyzer

/// `anyview-erasure` warns only when something can change the type an `AnyView` wraps: a
/// condition that picks between erased views and is not fixed for each view. Each case comes
/// from a real app's false warning, beside the change that makes the warning true.
@Suite struct AnyViewErasureChoiceTests {
    private let rule = AnyViewErasureRule.rule

    private func severities(_ source: String) -> [Severity] {
        lintSingleFile(source, rules: [rule]).map(\.severity)
    }

    /// The template with `kept` in place of `⟪⟫` gives one finding that says nothing is
    /// replaced (a warning where the type could be named, else a remark); with `replaced`, one
    /// warning that the subtree is replaced when the wrapped type changes.
    private func expectNothingReplaced(_ template: String, with kept: String, replacedWith replaced: String,
                                       sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let keptFindings = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: kept), rules: [rule])
        #expect(keptFindings.count == 1 && keptFindings.allSatisfy { !$0.message.contains(Self.replaces) },
                "\(keptFindings.map(\.message))", sourceLocation: sourceLocation)
        let replacedFindings = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: replaced), rules: [rule])
        #expect(replacedFindings.map(\.severity) == [.warning] && replacedFindings.allSatisfy { $0.message.contains(Self.replaces) },
                "\(replacedFindings.map(\.message))", sourceLocation: sourceLocation)
    }

    /// What the message says where the wrapped type can change.
    private static let replaces = "replaces the whole subtree"

    /// A mouse utility's sheet buttons: the modifier tints only `kind == .destructive`, and
    /// every place that makes it passes a literal kind, so each instance always wraps the same
    /// type. A kind chosen by state can switch one instance's wrapped type.
    @Test func aComparisonWithACaseEverySiteGivesIsFixedVersusAKindChosenByState() {
        let template = """
        enum ActionKind { case primary, secondary, destructive }
        struct ActionButtonModifier: ViewModifier {
            let kind: ActionKind
            func body(content: Content) -> some View {
                tinted(content).buttonStyle(.bordered).controlSize(.large)
            }
            private func tinted(_ content: Content) -> some View {
                if kind == .destructive {
                    return AnyView(content.tint(.red))
                }
                return AnyView(content)
            }
        }
        extension View {
            func secondaryActionStyle() -> some View { modifier(ActionButtonModifier(kind: .secondary)) }
            func destructiveActionStyle() -> some View { modifier(ActionButtonModifier(kind: .destructive)) }
        }
        struct DeleteSheet: View {
            @Binding var isPresented: Bool
            let isPermanent: Bool
            var body: some View {
                HStack {
                    Button("Cancel") { isPresented = false }.secondaryActionStyle()
                    Button("Delete") { isPresented = false }⟪⟫
                }
            }
        }
        """
        #expect(severities(template.replacingOccurrences(of: "⟪⟫", with: ".destructiveActionStyle()")) == [.info])
        #expect(severities(template.replacingOccurrences(
            of: "⟪⟫", with: ".modifier(ActionButtonModifier(kind: isPermanent ? .destructive : .primary))")) == [.warning])
    }

    /// A Lemmy client's tab chips: the ternaries inside the erased `HStack` only pick colours,
    /// and its `if let` is part of the one static type, so the wrapped type never changes.
    /// Choosing between two erased views by the selection does change it.
    @Test func valuesPickedInsideTheWrappedViewAreNoChoiceVersusErasedViewsPickedBySelection() {
        let template = """
        struct TabChips<Value: Hashable>: View {
            let tabs: [Value]
            @Binding var selected: Value
            let label: (Value) -> String
            let count: (Value) -> Int?
            var body: some View {
                HStack {
                    ForEach(tabs, id: \\.self) { tab in
                        Button { selected = tab } label: { chipLabel(tab: tab, isSelected: tab == selected) }
                    }
                }
            }
            func chipLabel(tab: Value, isSelected: Bool) -> AnyView {
                ⟪⟫AnyView(HStack(spacing: 8) {
                    Text(label(tab))
                        .fontWeight(.semibold)
                        .foregroundStyle(isSelected ? Color.white : Color.primary)
                    if let value = count(tab) {
                        Text("\\(value)").monospacedDigit().opacity(isSelected ? 0.8 : 1)
                    }
                })
            }
        }
        """
        expectNothingReplaced(template, with: "", replacedWith: "isSelected ? AnyView(Text(label(tab)).bold()) : ")
    }

    /// A VPN app's connection details: `@ViewBuilder var rowView: any View` always builds one
    /// `_ConditionalContent`, so `AnyView(rowView)` wraps one type. Picking between it and
    /// another view by the text size does change the wrapped type.
    @Test func aViewBuilderTypedAnyViewHoldsOneTypeVersusAChoiceOfTheWrappedValue() {
        let template = """
        struct DetailRow: View {
            let title: String
            let value: String
            @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
            private var standardTypeSize: Bool { dynamicTypeSize <= .xxxLarge }
            var body: some View {
                AnyView(⟪⟫)
                    .accessibilityLabel(title)
                    .padding(.vertical, 12)
            }
            @ViewBuilder
            var rowView: any View {
                if standardTypeSize {
                    HStack(alignment: .top) { Text(title); Spacer(); Text(value) }
                } else {
                    VStack(alignment: .leading) { Text(title); Text(value) }
                }
            }
        }
        """
        expectNothingReplaced(template, with: "rowView", replacedWith: "standardTypeSize ? rowView : Text(value)")
    }

    /// A chat library's frame reader returns `AnyView(EmptyView())` from a `GeometryReader` and
    /// reports the frame from `DispatchQueue.main.async`: the `if` in that block runs after the
    /// erased view is made and picks nothing, so the wrapped type is always the same. A
    /// ternary in the returned value does pick it.
    @Test func anIfInADispatchedBlockIsNoChoiceVersusATernaryInTheReturnedValue() {
        let template = """
        struct FrameReader: ViewModifier {
            @Binding var frame: CGRect
            func body(content: Content) -> some View {
                content.background(
                    GeometryReader { proxy -> AnyView in
                        DispatchQueue.main.async {
                            let rect = proxy.frame(in: .global)
                            if rect.integral != frame.integral {
                                frame = rect
                            }
                        }
                        return ⟪⟫AnyView(EmptyView())
                    }
                )
            }
        }
        """
        let kept = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: ""), rules: [rule])
        #expect(kept.count == 1 && kept.first?.message.contains(Self.replaces) == false)
        #expect(kept.first?.message.contains("with its own type") == true, "\(kept.map(\.message))")
        #expect(severities(template.replacingOccurrences(of: "⟪⟫", with: "proxy.size.width > 0 ? AnyView(Color.clear) : ")) == [.warning])
    }

    /// Trio's `NavigationLazyView` keeps each screen it builds in a cache: `if cache[id] == nil
    /// { cache[id] = build() }` only stores, and the body always wraps the cached view with the
    /// same modifier. An `if` that returns a placeholder while the cache is empty picks
    /// between two types.
    @Test func anIfThatOnlyStoresPicksNoTypeVersusOneThatReturns() {
        let template = """
        final class ScreenCache { static var views: [String: AnyView] = [:] }
        struct NavigationLazyView: View {
            let build: () -> AnyView
            let screenID: String
            @State private var isLoading = false
            var body: AnyView {
                if ScreenCache.views[screenID] == nil {
                    ⟪⟫
                }
                return ScreenCache.views[screenID]!
                    .onDisappear { ScreenCache.views[screenID] = nil }
                    .eraseToAnyView()
            }
        }
        extension View {
            func eraseToAnyView() -> AnyView { AnyView(self) }
        }
        """
        expectNothingReplaced(template, with: "ScreenCache.views[screenID] = build()", replacedWith: "return AnyView(ProgressView())")
    }

    /// A gallery keeps its layout in a variable of type `any View` and replaces it for the
    /// grid: the assignment picks what `AnyView(layout)` wraps. Assigning a counter beside it
    /// picks nothing.
    @Test func anIfThatAssignsTheWrappedVariableVersusAnotherOne() {
        let template = """
        struct Gallery: View {
            let isGrid: Bool
            @State private var appearances = 0
            var body: some View {
                content.onAppear { appearances += 1 }
            }
            private var content: AnyView {
                var layout: any View = List { Text("Photos") }
                var title = "List"
                if isGrid { ⟪⟫ }
                _ = title
                return AnyView(layout)
            }
        }
        struct Library: View {
            @State private var isGrid = false
            var body: some View {
                Gallery(isGrid: isGrid)
                Toggle("Grid", isOn: $isGrid)
            }
        }
        """
        expectNothingReplaced(template, with: "title = \"Grid\"", replacedWith: "layout = LazyVGrid(columns: []) { Text(\"Photos\") }")
    }
}


extension AnyViewErasureChoiceTests {
    /// Recap's toast measures itself with a `GeometryReader` closure typed `-> AnyView` that
    /// always gives back `AnyView(EmptyView())`; the `switch` around it picks whether the
    /// overlay is there, not what it wraps. A second return wrapping a color makes the closure
    /// choose between two types.
    @Test func aClosureThatAlwaysReturnsOneErasureVersusOneChoosingBetweenTwo() {
        let template = """
        struct ToastModifier: ViewModifier {
            @State private var alertRect: CGRect = .zero
            let style: ToastStyle
            func body(content: Content) -> some View {
                switch style {
                case .hud:
                    content.overlay(
                        GeometryReader { geo -> AnyView in
                            let rect = geo.frame(in: .global)
                            if rect.integral != alertRect.integral {
                                DispatchQueue.main.async { self.alertRect = rect }
                                ⟪⟫
                            }
                            return AnyView(EmptyView())
                        }
                    )
                case .banner:
                    content.padding()
                }
            }
        }
        """
        expectNothingReplaced(template, with: "", replacedWith: "return AnyView(Color.clear)")
    }
}

extension AnyViewErasureChoiceTests {
    /// A video app's settings section erases each row, a `Setting`, in its `ForEach`: the row's
    /// element has one type, so nothing is replaced (the `if hidden` around it chooses the
    /// section, not the wrapped type). Erasing the row's stored `any SettingAction` shows
    /// whatever each setting holds.
    @Test func aRowErasedInsideTheBuildersContentVersusTheRowsExistentialAction() {
        let template = """
        protocol SettingAction: View {}
        struct Setting: View {
            let title: String
            let action: any SettingAction
            var body: some View { Text(title) }
        }
        struct SettingsSection: View {
            let title: String
            let settings: () -> [Setting]
            var hidden: Bool = false
            var body: some View {
                if hidden {
                    EmptyView()
                } else {
                    Section(title) {
                        ForEach(Array(settings().enumerated()), id: \\.offset) { (_, setting) in
                            AnyView(⟪⟫)
                        }
                    }
                }
            }
        }
        """
        expectNothingReplaced(template, with: "setting", replacedWith: "setting.action")
    }

    /// A video app's local category shows an optional header its creator hands it as a closure
    /// typed `() -> any View`: a view of unknown type, shown only erased, the erasure belongs
    /// to that declaration. A closure returning a narrower protocol could be generic instead.
    @Test func aStoredClosureReturningAnyViewVersusAnotherExistential() {
        let template = """
        protocol HeaderView: View {}
        struct LocalCategoryView: View {
            let title: String
            var header: (() -> ⟪⟫)? = nil
            @State private var search = ""
            var body: some View {
                VStack {
                    if let header {
                        AnyView(header())
                    }
                    if search.isEmpty {
                        Text("Nothing downloaded yet")
                    } else {
                        List { Text(title) }
                    }
                }
                .searchable(text: $search)
            }
        }
        struct LibraryView: View {
            var body: some View {
                LocalCategoryView(title: "Downloads", header: { DownloadingsHeaderView() })
            }
        }
        """
        expectNothingReplaced(template, with: "any View", replacedWith: "any HeaderView")
    }

    /// penn-mobile's toasts keep their content as `any View` (`ToastConfiguration.content`): a
    /// view of unknown type, shown only erased, the erasure belongs to that declaration. Kept
    /// as a narrower protocol, the configuration could have been generic instead.
    @Test func aPropertyDeclaredAnyViewVersusAnotherExistential() {
        let template = """
        protocol ToastContent: View {}
        struct ToastConfiguration {
            var id = UUID()
            var content: ⟪⟫
        }
        struct ToastView: View {
            var configuration: ToastConfiguration
            var body: some View {
                HomeCardView {
                    AnyView(configuration.content)
                        .fontWeight(.medium)
                        .padding()
                        .background(Color.red)
                }
            }
        }
        """
        expectNothingReplaced(template, with: "any View", replacedWith: "any ToastContent")
        let remark = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "any View"), rules: [rule])
        #expect(remark.first?.message.contains("shows `ToastConfiguration.content`, typed `any View`") == true, "\(remark.map(\.message))")
    }

    /// The same app's feature registry stores each screen already erased (`content: AnyView`)
    /// and the More tab's destination shows the one the path names: wrapping it again adds
    /// nothing. Stored as an existential of a narrower protocol, it could keep its type.
    @Test func anElementsAnyViewPropertyVersusAnExistentialOne() {
        let template = """
        protocol FeatureScreen: View {}
        enum FeatureIdentifier: String { case dining, laundry }
        struct AppFeature: Identifiable {
            let id: FeatureIdentifier
            let title: String
            let content: ⟪⟫
        }
        let features: [AppFeature] = []
        struct MoreTab: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    List(features) { feature in
                        switch feature.id {
                        case .dining: Label(feature.title, systemImage: "fork.knife")
                        case .laundry: Label(feature.title, systemImage: "washer")
                        }
                    }
                    .navigationDestination(for: FeatureIdentifier.self) { id in
                        AnyView(features.first { $0.id == id }!.content)
                    }
                }
            }
        }
        """
        expectNothingReplaced(template, with: "AnyView", replacedWith: "any FeatureScreen")
    }

    /// penn-mobile's year-in-review shows the stage its view model marks active, picked from
    /// `[any WrappedStage]`: the element's dynamic type, which no `@ViewBuilder` can name, as
    /// for rows over existentials. An existential input the parent hands on is still reported.
    @Test func anElementOfExistentialsVersusAnExistentialInput() {
        let template = """
        protocol WrappedStage: View { var activeState: Int { get } }
        final class WrappedViewModel: ObservableObject { @Published var state = 0 }
        struct WrappedExperience: View {
            var stages: [any WrappedStage]
            var current: any WrappedStage
            @EnvironmentObject var vm: WrappedViewModel
            var body: some View {
                if let active = stages.first(where: { $0.activeState == vm.state }) {
                    Group {
                        AnyView(⟪⟫)
                    }
                    .tag(active.activeState)
                }
            }
        }
        """
        expectNothingReplaced(template, with: "active", replacedWith: "current")
    }

    /// `if let item = item` binds a name to itself: following the local to its value must end
    /// (it looped until the stack overflowed). The choice between two types is still reported.
    @Test func aLocalBoundToItselfIsFollowedAFewStepsOnly() {
        let findings = lintSingleFile("""
        struct ItemCell: View {
            let item: Item?
            var body: some View { wrap(item) }
            func wrap(_ item: Item?) -> AnyView {
                if let item = item { return AnyView(item.content) }
                return AnyView(EmptyView())
            }
        }
        """, rules: [rule])
        #expect(findings.map(\.severity) == [.warning], "\(findings.map(\.message))")
    }

    /// The same app's settings rows store their control as `any SettingAction` and show it
    /// erased; every row is made with one control type made right there (a toggle, a toggle
    /// with an action set on it, a text button), so each row keeps its type. A row handed a
    /// control chosen elsewhere may get another type on an update.
    @Test func anExistentialInputEverySiteMakesOfOneTypeVersusOneHandedOn() {
        let template = """
        protocol SettingAction: View {}
        struct SAToggle: SettingAction {
            let title: String
            var body: some View { Toggle(title, isOn: .constant(true)) }
            func setAction(_ action: @escaping (Bool) -> Bool) -> Self { self }
        }
        struct SATextButton: SettingAction {
            let title: String
            var body: some View { Button(title) {} }
        }
        struct Setting: View {
            let textDescription: String?
            let action: any SettingAction
            var hidden = false
            var body: some View {
                if hidden {
                    EmptyView()
                } else {
                    VStack(alignment: .leading) {
                        AnyView(action)
                        if let textDescription { Text(textDescription).font(.caption) }
                    }
                }
            }
        }
        struct StorageSettingsView: View {
            let resetAction: any SettingAction
            @State private var showsAdvanced = false
            var body: some View {
                List {
                    Toggle("Advanced", isOn: $showsAdvanced)
                    Setting(textDescription: nil, action: try! SAToggle(title: "Search History").setAction { $0 })
                    Setting(textDescription: "Saves progress", action: SAToggle(title: "Watch History"))
                    Setting(textDescription: nil, action: ⟪⟫, hidden: !showsAdvanced)
                }
            }
        }
        """
        expectNothingReplaced(template, with: "SATextButton(title: \"Reset\")", replacedWith: "resetAction")
    }

    /// Easydict's settings show the selected service's own form, an `any View`, alone in a
    /// `Form`: the closure returns only that erasure, but what it wraps is whatever the selected
    /// service builds, so picking another service can change its type. A view made on the spot
    /// there is always the same.
    @Test func aValueHandedToTheErasureVersusAViewMadeOnTheSpot() {
        let template = """
        struct ServiceDetailView: View {
            @ObservedObject var viewModel: ServicesViewModel
            var body: some View {
                if let service = viewModel.selectedService, let view = service.configurationView() as? (any View) {
                    Form {
                        AnyView(⟪⟫)
                    }
                    .formStyle(.grouped)
                } else {
                    Text("No configuration")
                }
            }
        }
        """
        expectNothingReplaced(template, with: "EmptyView()", replacedWith: "view")
    }

    /// The BDK wallet's sync indicator wraps each branch of a `@ViewBuilder` in `AnyView`: the
    /// builder keeps the branches apart (`_ConditionalContent`), so each erasure always wraps
    /// one type — pointless, a remark. Returned from a plain function typed `AnyView`, the same
    /// `if` picks the wrapped type at run time.
    @Test func erasuresInABuildersBranchesVersusAnErasedReturn() {
        let template = """
        struct ActivityHomeHeaderView: View {
            let isSynced: Bool
            var body: some View {
                HStack { Text("Activity"); syncImageIndicator() }
            }
            ⟪⟫ {
                if isSynced {
                    AnyView(Image(systemName: "checkmark.circle.fill").foregroundStyle(.green))
                } else {
                    AnyView(ProgressView())
                }
            }
        }
        struct WalletView: View {
            @State private var synced = false
            var body: some View {
                ActivityHomeHeaderView(isSynced: synced).task { synced = await Wallet.sync() }
            }
        }
        """
        let kept = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "@ViewBuilder private func syncImageIndicator() -> some View"),
                                  rules: [rule])
        #expect(kept.count == 1 && kept.first?.message.contains(Self.replaces) == false, "\(kept.map(\.message))")
        #expect(severities(template.replacingOccurrences(of: "⟪⟫", with: "private func syncImageIndicator() -> AnyView")) == [.warning])
    }

    /// HuggingChat hands its card stack `[AnyView(localInput), AnyView(serverInput)]`: views of
    /// two types, each at its own place in the list, which only erasure can hold — no choice
    /// changes what a place wraps (a remark), though the body chooses elsewhere. A place whose
    /// element a condition picks does change.
    @Test func erasuresAtTheirOwnPlacesInAListVersusAPlaceAConditionPicks() {
        let template = """
        struct DetailContent: View {
            @State private var cardIndex = 0
            @State private var showsLocal = true
            var body: some View {
                VStack {
                    if showsLocal { Text("Local model") }
                    CardStack([⟪⟫, AnyView(Text("Server"))], selectedIndex: $cardIndex)
                }
            }
        }
        """
        #expect(severities(template.replacingOccurrences(of: "⟪⟫", with: "AnyView(TextField(\"Ask\", text: .constant(\"\")))"))
                == [.info])
        #expect(severities(template.replacingOccurrences(
            of: "⟪⟫", with: "showsLocal ? AnyView(TextField(\"Ask\", text: .constant(\"\"))) : AnyView(EmptyView())")) == [.warning])
    }

    /// Damus's website link stores `style ?? .normal` from its initializer, and the profile and
    /// the action sheet pass `.accent` or nothing: each link keeps one style, so the `AnyView`
    /// it picks never changes type (a remark). A caller passing a style its state picks does.
    @Test func aStyleEachCallerFixesThroughTheInitializerVersusOneStatePicks() {
        expectNothingReplaced("""
        struct WebsiteLink: View {
            let url: URL
            let style: StyleVariant
            init(url: URL, style: StyleVariant? = nil) {
                self.url = url
                self.style = style ?? .normal
            }
            var body: some View {
                Text(url.absoluteString)
                    .background(style == .accent ? AnyView(Capsule().fill(.pink)) : AnyView(Color.clear))
            }
            enum StyleVariant { case normal, accent }
        }
        struct ProfileHeader: View {
            let url: URL
            @State private var isHighlighted = false
            var body: some View {
                VStack {
                    WebsiteLink(url: url)
                    WebsiteLink(url: url, style: ⟪⟫)
                    Toggle("Highlight", isOn: $isHighlighted)
                }
            }
        }
        """, with: ".accent", replacedWith: "isHighlighted ? .accent : nil")
    }

    /// winston's carousel chips show an icon a closure in the element gives, typed `any View`
    /// (`if let icon = option.icon { AnyView(icon()) }`): it can be shown only erased, so the
    /// change belongs to that declaration (a remark). Choosing between it and a text by the
    /// chip's state does change the wrapped type.
    @Test func aClosureOfTheElementTypedAnyViewVersusAChoiceByState() {
        expectNothingReplaced("""
        struct CarouselTagElement: Identifiable {
            let label: String
            var icon: (() -> any View)? = nil
            var id: String { label }
        }
        struct Option: View {
            var option: CarouselTagElement
            @State private var compact = false
            var body: some View {
                HStack {
                    if let icon = option.icon {
                        ⟪⟫
                    }
                    Text(option.label)
                    Toggle("Compact", isOn: $compact)
                }
            }
        }
        struct Carousel: View {
            @State private var options: [CarouselTagElement] = []
            var body: some View { ForEach(options) { Option(option: $0) } }
        }
        """, with: "AnyView(icon())", replacedWith: "compact ? AnyView(Text(\"•\")) : AnyView(icon())")
    }

    /// An initializer that picks the literal by its own code (`if sizeClass == .compact {
    /// compact = true } else { compact = false }`) gives each caller's view a value its input
    /// decides: the wrapped type can change. One literal assigned once is fixed.
    @Test func aLiteralTheInitializerPicksByItsInputVersusOneAssignedOnce() {
        expectNothingReplaced("""
        struct Badge: View {
            let compact: Bool
            init(sizeClass: UserInterfaceSizeClass?) {
                ⟪⟫
            }
            var body: some View { compact ? AnyView(Text("a")) : AnyView(Image("b")) }
        }
        struct Header: View {
            @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
            var body: some View { Badge(sizeClass: horizontalSizeClass) }
        }
        """, with: "compact = true", replacedWith: "if sizeClass == .compact { compact = true } else { compact = false }")
    }
}
