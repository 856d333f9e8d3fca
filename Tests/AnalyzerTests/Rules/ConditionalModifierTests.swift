import Testing
@testable import Analyzer

/// `conditional-modifier` on conditions and modifiers beyond the documented examples: how the
/// suggested single view spells the condition, and when no single-view form exists.
@Suite struct ConditionalModifierTests {
    private func findings(_ source: String) -> [Finding] {
        lintSingleFile(source, rules: [ConditionalModifierRule.rule])
    }

    /// A Reddit client's expandable text masks its truncated form with a long gradient closure:
    /// the message quotes the modifier by its first words, not the whole closure.
    @Test func aModifierWithALongClosureIsQuotedByItsFirstWords() {
        let result = findings("""
        struct ExpandableText: View {
            let text: String
            @State private var isExpanded = false
            var body: some View {
                if !isExpanded {
                    Text(text)
                        .mask(VStack(spacing: 0) { Rectangle(); LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom).frame(height: 24) })
                } else {
                    Text(text)
                }
                Button(isExpanded ? "Less" : "More") { isExpanded.toggle() }
            }
        }
        """)
        let message = result.first?.message ?? ""
        #expect(message.contains("differing only by `.mask(VStack(spacing: 0) {"), "\(message)")
        #expect(message.contains("…`") && !message.contains("startPoint"), "\(message)")
    }

    /// A calendar widget's day cell dims itself in dark mode: WidgetKit renders each timeline
    /// entry (and each appearance) into a snapshot, with no state to lose between identities.
    /// The same cell in the app's month view is reported.
    @Test func aViewOnlyAWidgetShowsVersusOneTheAppShows() {
        Twins(ConditionalModifierRule.rule, """
        struct DayCell: View {
            let date: Date
            @Environment(\\.colorScheme) private var colorScheme
            var body: some View {
                if colorScheme == .dark {
                    Text(date, format: .dateTime.day()).opacity(0.8)
                } else {
                    Text(date, format: .dateTime.day())
                }
            }
        }
        struct CalendarEntryView: View {
            let entry: CalendarEntry
            var body: some View {
                ForEach(entry.days, id: \\.self) { day in DayCell(date: day) }
            }
        }
        struct CalendarWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "calendar", provider: CalendarProvider()) { entry in CalendarEntryView(entry: entry) }
            }
        }
        struct MonthView: View {
            @State private var month = Month.current
            var body: some View {
                VStack {
                    ⟪⟫
                    Button("Next") { month = month.next }
                }
            }
        }
        """, quiet: "Text(month.title)", loud: "ForEach(month.days, id: \\.self) { day in DayCell(date: day) }")
            .check(mentioning: ["`colorScheme == .dark`"])
    }

    /// A "what's new" sheet pads its features by insets on regular width: the no-effect value
    /// of insets is `EdgeInsets()`, not the length `0`, which would not compile there.
    @Test func paddingByInsetsTakesEmptyInsetsAsItsInertValue() {
        let result = findings("""
        struct FeaturesList: View {
            @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
            var body: some View {
                if horizontalSizeClass == .regular {
                    Text("Features").padding(.init(top: 0, leading: 100, bottom: 0, trailing: 100))
                } else {
                    Text("Features")
                }
            }
        }
        """)
        let message = result.first?.message ?? ""
        #expect(message.contains(": EdgeInsets())"), "\(message)")
        #expect(!message.contains(": 0)"), "\(message)")
    }

    /// A watchlist colours each price red or green as its quote ticks: two `Color`s, which one
    /// ternary holds, so the tag (and its own state) can stay one view. Red against `.secondary`
    /// is a `Color` against a `HierarchicalShapeStyle`: no one expression holds both; so is a
    /// colour's own `.secondary` (`Color.red.secondary`, some other `ShapeStyle`).
    @Test(arguments: [(".green", true), (".secondary", false), ("Color.red.secondary", false)])
    func twoStylesOfOneTypeBecomeOneTernaryVersusStylesOfTwoTypes(_ otherStyle: String, _ reported: Bool) {
        let result = findings("""
        struct Quote: Identifiable { let id: String; var price: Double; var change: Double }
        struct PriceTag: View {
            let price: Double
            @State private var showsPercent = false
            var body: some View {
                Text(showsPercent ? "%" : "\\(price)").onTapGesture { showsPercent.toggle() }
            }
        }
        struct QuoteRow: View {
            let quote: Quote
            var body: some View {
                if quote.change < 0 {
                    PriceTag(price: quote.price).foregroundStyle(.red)
                } else {
                    PriceTag(price: quote.price).foregroundStyle(\(otherStyle))
                }
            }
        }
        """)
        #expect(result.count == (reported ? 1 : 0), "\(result.map(\.message))")
        if reported {
            #expect(result.first?.message.contains("`PriceTag(price: quote.price).foregroundStyle((quote.change < 0) ? .red : .green)`") == true,
                    "\(result.first?.message ?? "")")
        }
    }

    /// A chat library's attachment picker themes itself unless the host set a theme, a flag
    /// kept in an environment key of an imported media-picker package: neither SwiftUI nor the
    /// module changes it. A selection the list changes does.
    @Test func aLibrarysEnvironmentKeyVersusStateTheViewChanges() {
        Twins(ConditionalModifierRule.rule, """
        import PickerKit
        extension View {
            @ViewBuilder
            func applyIf<T: View>(_ condition: Bool, apply: (Self) -> T) -> some View {
                if condition { apply(self) } else { self }
            }
        }
        struct AttachmentPicker: View {
            @Environment(\\.mediaPickerThemeIsOverridden) private var themeIsOverridden
            @State private var selection: Set<Int> = []
            var body: some View {
                List(0..<20, id: \\.self, selection: $selection) { Text("Photo \\($0)") }
                    .applyIf(⟪⟫) { $0.mediaPickerTheme(accent: .orange, background: .white) }
            }
        }
        struct ChatScreen: View {
            var body: some View {
                AttachmentPicker().mediaPickerTheme(accent: .green, background: .black)
            }
        }
        """, quiet: "!themeIsOverridden", loud: "selection.isEmpty").check(mentioning: ["`selection.isEmpty`"])
    }

    @Test func commaConditionBecomesAParenthesizedConjunction() {
        let result = findings("""
        struct Badge: View {
            let count: Int
            let isMuted: Bool
            var body: some View {
                if isMuted, count > 0 {
                    Text("\\(count)").opacity(0.4)
                } else {
                    Text("\\(count)")
                }
            }
        }
        """)
        #expect(result.count == 1)
        #expect(result.first?.message.contains("`Text(\"\\(count)\").opacity((isMuted && count > 0) ? 0.4 : 1)`") == true,
                "\(result.map(\.message))")
        #expect(result.first?.fix?.contains { $0.replacement.contains("(isMuted && count > 0) ? 0.4 : 1") } == true)
    }

    @Test func singleTermConditionNeedsNoParentheses() {
        let result = findings("""
        struct Badge: View {
            let isMuted: Bool
            var body: some View {
                if isMuted {
                    Text("New").opacity(0.4)
                } else {
                    Text("New")
                }
            }
        }
        """)
        #expect(result.first?.message.contains("`Text(\"New\").opacity(isMuted ? 0.4 : 1)`") == true, "\(result.map(\.message))")
    }

    /// `.padding(.horizontal)` takes edges, not a length: no edges (`[]`) is its no-effect value.
    @Test func paddingByEdgeSetTakesNoEdgesAsItsInertValue() {
        let result = findings("""
        struct Row: View {
            let isCompact: Bool
            var body: some View {
                if isCompact {
                    Text("Title").padding(.horizontal)
                } else {
                    Text("Title")
                }
            }
        }
        """)
        #expect(result.count == 1)
        #expect(result.first?.message.contains("`Text(\"Title\").padding(isCompact ? .horizontal : [])`") == true,
                "\(result.map(\.message))")
    }

    @Test func paddingByEdgeSetAndLengthMakesTheLengthInert() {
        let result = findings("""
        struct Row: View {
            let isCompact: Bool
            var body: some View {
                if isCompact {
                    Text("Title").padding(.horizontal, 16)
                } else {
                    Text("Title")
                }
            }
        }
        """)
        #expect(result.first?.message.contains("`Text(\"Title\").padding(.horizontal, isCompact ? 16 : 0)`") == true,
                "\(result.map(\.message))")
    }

    @Test func branchesThatBuildDifferentViewsAreNotFlagged() {
        Twins(ConditionalModifierRule.rule, """
        struct Row: View {
            let isCompact: Bool
            var body: some View {
                if isCompact {
                    Label("Title", systemImage: "star").opacity(0.5)
                } else {
                    ⟪⟫
                }
            }
        }
        """, quiet: "Text(\"Title\")", loud: "Label(\"Title\", systemImage: \"star\")").check(mentioning: ["`.opacity(0.5)`"])
    }

    /// From a notes app's focus mode: the card is padded and tinted only in one branch. The
    /// background has no no-effect value in the catalog, but one view can still take it
    /// (`.background(c ? x : Color.clear)`) and the card's state is lost on every toggle, so it
    /// is reported. Two button styles of different types cannot be one expression: silent.
    @Test func anAddedModifierWithAnArgumentVersusASwapOfStyles() {
        Twins(ConditionalModifierRule.rule, """
        struct NoteDetail: View {
            @State private var isFocusMode = false
            var body: some View {
                Button("Focus") { isFocusMode.toggle() }
                if isFocusMode {
                    ⟪⟫
                } else {
                    NoteEditorCard().buttonStyle(.plain)
                }
            }
        }
        struct NoteEditorCard: View {
            @State private var showsFormatting = false
            var body: some View { Toggle("Formatting", isOn: $showsFormatting) }
        }
        """, quiet: "NoteEditorCard().buttonStyle(.bordered)", loud: "NoteEditorCard().buttonStyle(.plain).background(Color.yellow)")
            .check(mentioning: ["`.background(Color.yellow)`"])
    }

    /// ruddarr's `ProminentGlassButtonStyle` sets `.buttonStyle(.glassProminent)` in one branch
    /// and leaves the default style in the other: no one expression holds a glass style or the
    /// default one (two types), so the advice could not be followed: silent. A tint set in one
    /// branch only can take a no-effect value, and is reported.
    @Test func aStyleSetInOneBranchOnlyVersusATint() {
        Twins(ConditionalModifierRule.rule, """
        struct ProminentGlassButtonStyle: ViewModifier {
            let condition: Bool
            func body(content: Content) -> some View {
                if condition {
                    content.⟪⟫
                } else {
                    content
                }
            }
        }
        struct ImportButton: View {
            @State private var isWorking = false
            var body: some View {
                Button("Import") { isWorking = true }
                    .modifier(ProminentGlassButtonStyle(condition: !isWorking))
            }
        }
        """, quiet: "buttonStyle(.glassProminent)", loud: "tint(.orange)").check(mentioning: ["`.tint(.orange)`"])
    }

    /// IceCubes re-creates its "add tag" field on purpose so that its `.onAppear` sets focus again
    /// (a comment says it works around a focus bug): an action attached in one branch only is
    /// left alone; a frame attached there is reported.
    @Test func anActionInOneBranchVersusAFrame() {
        Twins(ConditionalModifierRule.rule, """
        struct EditTagGroup: View {
            @State private var tags: [String] = []
            @FocusState private var focusedField: Bool
            var body: some View {
                if tags.isEmpty {
                    TextField("New tag", text: .constant(""))
                } else {
                    TextField("New tag", text: .constant(""))⟪⟫
                }
            }
        }
        """, quiet: ".onAppear { focusedField = true }", loud: ".frame(width: 200)").check(mentioning: ["`.frame(width: 200)`"])
    }

    /// yattee adds a tap gesture to a media row in one branch only (play on tap where playing is
    /// possible): behaviour, not looks, so no finding; a background there is one.
    @Test func aGestureInOneBranchVersusABackground() {
        Twins(ConditionalModifierRule.rule, """
        struct MediaRow: View {
            let canPlay: Bool
            @State private var isPlaying = false
            var body: some View {
                if canPlay && !isPlaying {
                    Label("Video", systemImage: "film")⟪⟫
                } else {
                    Label("Video", systemImage: "film")
                }
            }
        }
        """, quiet: ".highPriorityGesture(TapGesture().onEnded { isPlaying = true })", loud: ".background(Color.blue)")
            .check(mentioning: ["`.background(Color.blue)`"])
    }

    /// Only an argument-less modifier differs (`.clipped()`): no one-view form to offer, so no
    /// finding; with a flexible frame beside it there is one (`.frame(maxHeight: c ? nil : 120)`).
    @Test func onlyAnArgumentLessAdditionVersusAFrameBesideIt() {
        Twins(ConditionalModifierRule.rule, """
        struct SupportTicket: View {
            @State private var showsFullThread = false
            var body: some View {
                Button("More") { showsFullThread.toggle() }
                if showsFullThread {
                    ReplyThread()
                } else {
                    ReplyThread()⟪⟫.clipped()
                }
            }
        }
        struct ReplyThread: View {
            @State private var draftReply = ""
            var body: some View { TextField("Reply", text: $draftReply) }
        }
        """, quiet: "", loud: ".frame(maxHeight: 120)").check(mentioning: ["`.frame(maxHeight: 120)`"])
    }

    @Test func aHelperMethodsOwnModifiersAreNotTheBranchs() {
        // Both branches call `bar(…)`, whose body applies the same modifiers: the branches differ
        // in the call's arguments, so they are different views.
        Twins(ConditionalModifierRule.rule, """
        struct Poll: View {
            let isOwn: Bool
            var body: some View {
                if isOwn {
                    bar(image: ⟪⟫).disabled(true)
                } else {
                    bar(image: Image(systemName: "circle")).disabled(false)
                }
            }
            func bar(image: Image) -> some View { HStack { image; Text("Option") }.padding(4) }
        }
        """, quiet: "Image(systemName: \"checkmark\")", loud: "Image(systemName: \"circle\")").check(mentioning: ["`.disabled(true)`"])
    }

    @Test func hiddenKeepsHitTestingAndAccessibilityInTheSuggestion() {
        let result = findings("""
        struct Badge: View {
            @Binding var isHidden: Bool
            var body: some View {
                if isHidden {
                    Text("New").hidden()
                } else {
                    Text("New")
                }
            }
        }
        """)
        #expect(result.first?.message.contains("`Text(\"New\").opacity(isHidden ? 0 : 1).allowsHitTesting(!isHidden).accessibilityHidden(isHidden)`") == true,
                "\(result.map(\.message))")
    }
}

/// A condition that cannot change while the app runs gives the view one identity for good.
extension ConditionalModifierTests {
    private static let layout = """
    struct Sidebar: View {
        let items: [String]
        ⟪⟫
        var body: some View {
            if wide {
                List(items, id: \\.self) { Text($0) }.padding(24)
            } else {
                List(items, id: \\.self) { Text($0) }
            }
        }
    }
    """

    @Test func deviceIdiomVersusSizeClass() {
        Twins(ConditionalModifierRule.rule, Self.layout, quiet: "private var wide: Bool { UIDevice.current.userInterfaceIdiom == .pad }",
              loud: "@Environment(\\.horizontalSizeClass) private var sizeClass\n    private var wide: Bool { sizeClass == .regular }")
            .check(mentioning: ["`.padding(24)`"])
    }

    /// A widget's family is fixed for the view WidgetKit renders (home-assistant's gauge widget
    /// pads the small family); the colour scheme beside it changes while it is shown.
    @Test func aWidgetFamilyVersusTheColorScheme() {
        Twins(ConditionalModifierRule.rule, Self.layout, quiet: "@Environment(\\.widgetFamily) private var family\n    private var wide: Bool { family == .systemMedium }",
              loud: "@Environment(\\.colorScheme) private var scheme\n    private var wide: Bool { scheme == .dark }")
            .check(mentioning: ["`.padding(24)`"])
    }

    /// pocket-casts' Now Playing widget pads itself where WidgetKit hides its background
    /// (StandBy): each context is rendered as its own view.
    @Test func aWidgetsBackgroundContextVersusTheColorScheme() {
        Twins(ConditionalModifierRule.rule, Self.layout,
              quiet: "@Environment(\\.showsWidgetContainerBackground) private var showsBackground\n    private var wide: Bool { !showsBackground }",
              loud: "@Environment(\\.colorScheme) private var scheme\n    private var wide: Bool { scheme == .dark }")
            .check(mentioning: ["`.padding(24)`"])
    }

    /// pocket-casts' year-in-review stories read an `animated` key the app declares and sets to
    /// `true` where it shows them: that never changes. Set from a toggle's state, it does.
    @Test func aModuleEnvironmentKeySetToAConstantVersusToState() {
        Twins(ConditionalModifierRule.rule, Self.layout.replacingOccurrences(of: "⟪⟫", with: "@Environment(\\.animated) private var wide: Bool") + """

        extension EnvironmentValues {
            var animated: Bool {
                get { self[AnimatedKey.self] }
                set { self[AnimatedKey.self] = newValue }
            }
            private struct AnimatedKey: EnvironmentKey { static let defaultValue = false }
        }
        struct StoriesView: View {
            @State private var playing = true
            var body: some View {
                VStack {
                    Sidebar(items: ["a"]).environment(\\.animated, ⟪⟫)
                    Toggle("Play", isOn: $playing)
                }
            }
        }
        """, quiet: "true", loud: "playing").check(mentioning: ["`.padding(24)`"])
    }

    @Test func staticConfigurationVersusStoredSetting() {
        Twins(ConditionalModifierRule.rule, Self.layout + "\nenum Config { static let wide = true }",
              quiet: "private var wide: Bool { Config.wide }", loud: "@AppStorage(\"wide\") private var wide = false")
            .check(mentioning: ["`.padding(24)`"])
    }

    @Test func anInputEveryCreationSiteFixesVersusOneThatChanges() {
        Twins(ConditionalModifierRule.rule, Self.layout.replacingOccurrences(of: "⟪⟫", with: "let wide: Bool") + """

        struct Split: View {
            @State private var expanded = false
            var body: some View {
                Sidebar(items: [], wide: ⟪⟫)
                Button("Expand") { expanded.toggle() }
            }
        }
        """, quiet: "true", loud: "expanded").check(mentioning: ["`.padding(24)`"])
    }
}

/// `options.contains(.member)` is judged by the option sets every creation site passes: a member
/// that is always in (or always out of) the set cannot change, whatever else varies.
extension ConditionalModifierTests {
    private static let options = """
    struct EventOptions: OptionSet {
        let rawValue: UInt32
        static let wide = EventOptions(rawValue: 1 << 0)
        static let truncate = EventOptions(rawValue: 1 << 1)
        static let compact = EventOptions(rawValue: 1 << 2)
    }

    struct EventRow: View {
        let options: EventOptions
        var body: some View {
            if options.contains(⟪⟫) {
                Text("Event").padding(.horizontal)
            } else {
                Text("Event")
            }
        }
    }

    """

    @Test func aMemberEveryComputedSetHoldsVersusOneThatComesAndGoes() {
        Twins(ConditionalModifierRule.rule, Self.options + """
        struct Timeline: View {
            @AppStorage("truncate") private var truncate = false
            private var eventOptions: EventOptions {
                if truncate {
                    return [.wide, .truncate]
                }
                return [.wide]
            }
            var body: some View {
                Toggle("Truncate", isOn: $truncate)
                EventRow(options: eventOptions)
            }
        }
        """, quiet: ".wide", loud: ".truncate").check(mentioning: ["`.padding(.horizontal)`"])
    }

    @Test func aMemberAHelperAlwaysAddsVersusOneItsCallerChooses() {
        Twins(ConditionalModifierRule.rule, Self.options + """
        struct Thread: View {
            @State private var compact = false
            var body: some View {
                row(options: compact ? [.compact] : [])
                Button("Compact") { compact.toggle() }
            }

            @ViewBuilder
            private func row(options: EventOptions) -> some View {
                EventRow(options: options.union(.wide))
            }
        }
        """, quiet: ".wide", loud: ".compact").check(mentioning: ["`.padding(.horizontal)`"])
    }
}

/// A condition the analysis cannot follow is trusted to be fixed only when the view's creation
/// sites in the module were all seen; a view created nowhere in the module keeps the finding.
extension ConditionalModifierTests {
    @Test func anOpaqueInputOfAViewTheModuleCreatesVersusOfAViewItNeverCreates() {
        Twins(ConditionalModifierRule.rule, Self.layout.replacingOccurrences(of: "⟪⟫", with: "let wide: Bool") + """

        struct Split: View {
            let settings: LayoutSettings
            var body: some View {
                ⟪⟫
            }
        }
        """, quiet: "Sidebar(items: [], wide: settings.prefersWide)", loud: "Text(\"Sidebar\")")
            .check(mentioning: ["`.padding(24)`"])
    }
}

/// `.if(_:transform:)` helpers are judged by their call sites.
extension ConditionalModifierTests {
    private static let helper = """
    extension View {
        @ViewBuilder
        func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
            if condition {
                transform(self)
            } else {
                self
            }
        }
    }

    """

    private static let entry = """
    struct Entry: View {
        @State private var loaded = false
        var body: some View {
            Text("Definition")
                .if(⟪⟫) { $0.redacted(reason: .placeholder) }
                .task { loaded = await Dictionary.load() }
        }
    }
    """

    @Test func aHelperUsedOnlyWithConstantsVersusOneUsedWithState() {
        let twins = Twins(ConditionalModifierRule.rule, Self.helper + Self.entry,
                          quiet: "ProcessInfo.processInfo.isLowPowerModeEnabled == false && Entry.isDemo", loud: "!loaded")
        let finding = twins.check(mentioning: ["`!loaded`", "`.redacted(reason: !loaded ? .placeholder : [])`"])
        // The note points at the call, `.if(…)`, not at `Text(…)` where the chain starts.
        let callNote = finding?.notes.first { $0.message == "a call whose condition can change" }
        let atNote = Substring(twins.loud.utf8.dropFirst(callNote?.range.start ?? 0))
        #expect(atNote.hasPrefix("if(!loaded)"), "\(atNote.prefix(20))")
    }

    /// A chat app's menu gives "Saved Messages" a shortcut when a setting asks for it: a
    /// `Commands` body builds menu items, which keep no state, never appear and never animate.
    /// The same call in a view's body swaps the button's identity.
    @Test func aHelperCalledInAMenuCommandVersusInAView() {
        Twins(ConditionalModifierRule.rule, Self.helper + """
        struct SavedMessagesMenu: ⟪⟫ {
            @AppStorage("useSavedMessagesShortcut") private var useShortcut = false
            var body: some ⟪⟫ {
                Group {
                    Button("Saved Messages") { ChatRouter.openSavedMessages() }
                        .if(useShortcut) { $0.keyboardShortcut("0") }
                }
            }
        }
        struct ShortcutSettings: View {
            @AppStorage("useSavedMessagesShortcut") private var useShortcut = false
            var body: some View { Toggle("Shortcut for Saved Messages", isOn: $useShortcut) }
        }
        """, quiet: "Commands", loud: "View").check(mentioning: ["`useShortcut`"])
    }

    @Test func aHelperUsedNowhereIsQuiet() {
        Twins(ConditionalModifierRule.rule, Self.helper + """
        struct Banner: View {
            @State private var isDismissed = false
            var body: some View {
                ⟪⟫
                Button("Dismiss") { isDismissed = true }
            }
        }
        """, quiet: "Text(\"Welcome\").opacity(isDismissed ? 0 : 1)", loud: "Text(\"Welcome\").if(isDismissed) { $0.opacity(0) }")
            .check(mentioning: ["`isDismissed`"])
    }
}

/// `--fix` never loses a byte the user wrote: it deletes only the `if`/`else` scaffolding and
/// the duplicate branch, and offers no fix when those hold a comment.
extension ConditionalModifierTests {
    @Test func aCommentInTheKeptBranchSurvivesTheFix() throws {
        let source = """
        struct Row: View {
            let isMuted: Bool
            var body: some View {
                if isMuted {
                    // Muted channels fade out.
                    Text("Channel") /* title */
                        .opacity(0.4)
                } else {
                    Text("Channel")
                }
            }
        }
        """
        let result = findings(source)
        _ = try #require(result.first?.fix)
        let fixed = FixApplier.apply(result, to: SourceFile(path: "Test.swift", text: source)).text
        #expect(fixed.contains("// Muted channels fade out."), "\(fixed)")
        #expect(fixed.contains("Text(\"Channel\") /* title */\n            .opacity(isMuted ? 0.4 : 1)"), "\(fixed)")
        #expect(!fixed.contains("else"))
    }

    @Test func aCommentInTheDeletedBranchMeansNoFix() {
        let result = findings("""
        struct Row: View {
            let isMuted: Bool
            var body: some View {
                if isMuted {
                    Text("Channel").opacity(0.4)
                } else {
                    // TODO: a dimmer style for unmuted channels
                    Text("Channel")
                }
            }
        }
        """)
        #expect(result.count == 1)
        #expect(result.first?.fix == nil)
        #expect(result.first?.message.contains("`Text(\"Channel\").opacity(isMuted ? 0.4 : 1)`") == true)
    }

    /// element-x's long-press modifier: a module's own modifier method is built from its body,
    /// written in another file; the message quotes the call as the branch writes it.
    @Test func aModulesModifierMethodIsQuotedAsTheBranchWritesIt() {
        let result = findings("""
        struct PressFeedback: ViewModifier {
            let action: () -> Void
            func body(content: Content) -> some View { content.onLongPressGesture { action() } }
        }
        extension View {
            func longPressWithFeedback(action: @escaping () -> Void) -> some View {
                modifier(PressFeedback(action: action))
            }
        }
        struct BubbleRow: View {
            let isPinned: Bool
            let open: () -> Void
            var body: some View {
                if isPinned {
                    Text("Pinned").padding(8)
                } else {
                    Text("Pinned")
                        .longPressWithFeedback { open() }
                }
            }
        }
        """)
        #expect(result.count == 1)
        #expect(result.first?.message.contains("`.longPressWithFeedback { open() }`") == true, "\(result.map(\.message))")
        #expect(result.first?.message.contains("modifier(PressFeedback") == false)
    }

    /// From a notch app's tab bar: the selected tab's capsule is inserted and the old one
    /// removed, and `.matchedGeometryEffect` slides it across — the swap is the animation.
    /// A capsule with a plain shadow in both branches loses its identity for nothing.
    @Test func aMatchedGeometryHighlightVersusAPlainOne() {
        Twins(ConditionalModifierRule.rule, """
        struct TabSwitcher: View {
            let tabs: [String]
            @State private var selected = ""
            @Namespace private var highlight
            var body: some View {
                HStack {
                    ForEach(tabs, id: \\.self) { tab in
                        Button(tab) { withAnimation { selected = tab } }
                            .background {
                                if tab == selected {
                                    Capsule().fill(.gray).⟪⟫
                                } else {
                                    Capsule().fill(.gray).⟪⟫.hidden()
                                }
                            }
                    }
                }
            }
        }
        """, quiet: "matchedGeometryEffect(id: \"capsule\", in: highlight)", loud: "shadow(radius: 2)").check(mentioning: ["`.hidden()`"])
    }

    /// A `@ViewBuilder` member's `if` is one finding, at the `if`, not a second one where the
    /// body calls the member.
    @Test func anIfInAViewBuilderMemberIsReportedOnceAtTheIf() {
        let source = """
        struct DeferredRendering: ViewModifier {
            let threshold: Double
            @State private var shouldRender = false
            func body(content: Content) -> some View {
                deferred(content)
                    .task {
                        try? await Task.sleep(for: .seconds(threshold))
                        shouldRender = true
                    }
            }
            @ViewBuilder private func deferred(_ content: Content) -> some View {
                if shouldRender {
                    content
                } else {
                    content.hidden()
                }
            }
        }
        """
        let result = findings(source)
        #expect(result.count == 1, "\(result.map(\.message))")
        let offset = result.first.map { $0.range.start } ?? 0
        let atFinding = Substring(source.utf8.dropFirst(offset))
        #expect(atFinding.hasPrefix("if shouldRender"), "\(atFinding.prefix(20))")
    }

    /// The `if` of a `@ViewBuilder` property that `body` names before it is declared is read
    /// where it is written: two different views there are no finding; one view differing by
    /// a modifier is, and the message names the condition.
    @Test func anIfInAViewBuilderPropertyIsComparedWhereItIsWritten() {
        Twins(ConditionalModifierRule.rule, """
        final class PinnedMessagesModel: ObservableObject {
            @Published var pinnedIDs: [String] = []
            func unpin(_ id: String) { pinnedIDs.removeAll { $0 == id } }
        }
        struct PinnedMessagesScreen: View {
            @ObservedObject var model: PinnedMessagesModel
            var body: some View {
                content
                    .navigationTitle("Pinned")
            }
            @ViewBuilder
            private var content: some View {
                if model.pinnedIDs.isEmpty {
                    ⟪⟫
                } else {
                    Text("Pinned").font(.headline)
                }
            }
        }
        """, quiet: "VStack { Image(systemName: \"pin\"); Text(\"Nothing pinned\") }", loud: "Text(\"Pinned\")")
            .check(mentioning: ["`model.pinnedIDs.isEmpty`", "`.font(.headline)`"])
    }

    /// The suggestion for `.hidden()` in the `else` branch of a compared condition is spelled
    /// from the condition as written: shown while it holds, never `!!(…)` or `!c ? 0 : 1`.
    @Test func aNegatedComparisonIsNotNegatedTwice() {
        let result = findings("""
        struct TabLabel: View {
            let tab: String
            @Binding var selected: String
            var body: some View {
                if tab == selected {
                    Text(tab).bold()
                } else {
                    Text(tab).bold().hidden()
                }
            }
        }
        """)
        #expect(result.first?.message.contains(".allowsHitTesting((tab == selected))") == true, "\(result.map(\.message))")
        #expect(result.first?.message.contains("!!") == false)
        // Shown when the condition holds: `c ? 1 : 0`, not `!c ? 0 : 1`.
        #expect(result.first?.message.contains(".opacity((tab == selected) ? 1 : 0)") == true, "\(result.map(\.message))")
    }

    /// Each tab's own id (`id: tab`) has one source per id even when every tab keeps its view:
    /// the swap is not needed, and the identity is lost for nothing.
    @Test func aPerElementMatchedGeometryIdIsReported() {
        let result = findings("""
        struct TabStrip: View {
            let tabs: [String]
            @State private var selected = ""
            @Namespace private var ns
            var body: some View {
                ForEach(tabs, id: \\.self) { tab in
                    if selected == tab {
                        Text(tab).matchedGeometryEffect(id: tab, in: ns)
                    } else {
                        Text(tab).matchedGeometryEffect(id: tab, in: ns).opacity(0.5)
                    }
                }
                Button("Next") { selected = tabs.randomElement() ?? "" }
            }
        }
        """)
        #expect(result.count == 1, "\(result.map(\.message))")
    }
}

extension ConditionalModifierTests {
    /// TCA's download button attaches its alert only while visible: `isVisible` is set by the
    /// view's own `.onAppear` and `.onDisappear`, so the branch is picked as the view appears,
    /// before anything in it holds state. Toggled by a tap, the same flag swaps the button
    /// while it is shown.
    @Test func aFlagSetOnlyAsTheViewAppearsVersusOneATapToggles() {
        Twins(ConditionalModifierRule.rule, """
        struct DownloadButton: View {
            @State private var isVisible = false
            @State private var showsAlert = false
            var body: some View {
                VStack {
                    if isVisible {
                        button.alert("Stop downloading?", isPresented: $showsAlert) { Button("Stop") {} }
                    } else {
                        button
                    }
                    ⟪⟫
                }
                .onAppear { isVisible = true }
                .onDisappear { isVisible = false }
            }
            private var button: some View { Button("Download") { showsAlert = true } }
        }
        """, quiet: "Text(\"Offline\")", loud: "Toggle(\"Confirm\", isOn: $isVisible)").check(mentioning: ["`isVisible`"])
    }

    /// Proton Pass builds its importer once, in a coordinator, for a hosting controller: the
    /// `.if` helper's branch is picked once and the view is never rebuilt with the other. The
    /// same call in a body whose state picks it swaps the view when that state changes.
    @Test func anIfHelperCalledOnceOutsideABodyVersusInABody() {
        Twins(ConditionalModifierRule.rule, """
        extension View {
            @ViewBuilder
            func `if`(_ condition: Bool, transform: (Self) -> some View) -> some View {
                if condition { transform(self) } else { self }
            }
        }
        struct ImporterView: View {
            var body: some View { Text("Importing…") }
        }
        final class ActionCoordinator {
            var usesPIN = false
            func beginFlow() -> UIViewController {
                let view = ImporterView().if(usesPIN) { $0.padding() }
                return UIHostingController(rootView: view)
            }
        }
        struct ImportScreen: View {
            @State private var usesPIN = false
            var body: some View {
                VStack {
                    Toggle("PIN", isOn: $usesPIN)
                    ⟪⟫
                }
            }
        }
        """, quiet: "ImporterView()", loud: "ImporterView().if(usesPIN) { $0.padding() }").check(mentioning: ["`usesPIN`"])
    }
}

extension ConditionalModifierTests {
    /// Proton Pass's `.if(value) { view, value in … }` unwraps an optional: its branch follows
    /// whether the value is `nil`. Every button is given a label, or none (a choice between two
    /// labels is still a label), so the branch never changes; a label that a load fills in
    /// later does change it. A one-argument closure is another overload's call.
    @Test func anOptionalAlwaysGivenOrNeverVersusOneALoadFills() {
        Twins(ConditionalModifierRule.rule, """
        public extension View {
            @ViewBuilder
            func `if`<T>(_ value: T?, transform: (Self, T) -> some View) -> some View {
                if let value { transform(self, value) } else { self }
            }
        }
        public struct CircleButton: View {
            let icon: String
            let accessibilityLabel: LocalizedStringKey?
            let action: (() -> Void)?
            public init(icon: String, accessibilityLabel: LocalizedStringKey? = nil, action: (() -> Void)? = nil) {
                self.icon = icon
                self.accessibilityLabel = accessibilityLabel
                self.action = action
            }
            public var body: some View {
                Button { action?() } label: { Image(systemName: icon) }
                    .if(accessibilityLabel) { view, label in view.accessibilityLabel(label) }
            }
        }
        struct CardView: View {
            @State private var showsNumber = false
            @State private var holder: String?
            var body: some View {
                VStack {
                    CircleButton(icon: "eye", accessibilityLabel: showsNumber ? "Hide number" : "Show number") { showsNumber.toggle() }
                    CircleButton(icon: "xmark") {}
                    CircleButton(icon: "person", accessibilityLabel: ⟪⟫)
                    Text("Card").if(showsNumber) { view in view.bold() }
                }
                .task { holder = await Wallet.holderName() }
            }
        }
        """, quiet: "\"Holder \\(holder ?? \"\")\"", loud: "holder.map { LocalizedStringKey($0) }").check(mentioning: ["`accessibilityLabel`"])
    }

    /// Trio's basal rate is a `Text` that only tightens when the string is long, and the home
    /// screen animates none of its changes: the new `Text` shows what the old one showed, and
    /// nothing resets (a remark). Animated, the swap fades where one view would animate; a
    /// field in its place loses what the user typed.
    @Test func twoStatelessTextsInAViewThatAnimatesNothingVersusAnimatedOrStateful() {
        let template = """
        struct BasalRateLabel: View {
            let basalString: String
            @State private var isExpanded = false
            var body: some View {
                HStack {
                    Image(systemName: "drop.circle")
                    if basalString.count > 5 {
                        ⟪leaf⟫.lineLimit(1).minimumScaleFactor(0.85)
                    } else {
                        ⟪leaf⟫
                    }
                    Button("Details") { ⟪toggle⟫ }
                }
            }
        }
        struct HomeStatus: View {
            @State private var rate = 0.5
            var body: some View {
                BasalRateLabel(basalString: String(format: "%.2f U/hr", rate))
                Stepper("Rate", value: $rate, step: 0.05)
            }
        }
        """
        func severities(leaf: String, toggle: String) -> [Severity] {
            findings(template.replacingOccurrences(of: "⟪leaf⟫", with: leaf).replacingOccurrences(of: "⟪toggle⟫", with: toggle))
                .map(\.severity)
        }
        #expect(severities(leaf: "Text(basalString)", toggle: "isExpanded.toggle()") == [.info])
        #expect(severities(leaf: "Text(basalString)", toggle: "withAnimation { isExpanded.toggle() }") == [.warning])
        // An animation that only sets the details' expansion animates that change, not this swap.
        #expect(severities(leaf: "Text(basalString)", toggle: "withAnimation { isExpanded = !isExpanded }") == [.info])
        #expect(severities(leaf: "TextField(\"Rate\", text: .constant(basalString))", toggle: "isExpanded.toggle()") == [.warning])
        let remark = findings(template.replacingOccurrences(of: "⟪leaf⟫", with: "Text(basalString)")
            .replacingOccurrences(of: "⟪toggle⟫", with: "isExpanded.toggle()")).first
        #expect(remark?.message.contains("nothing animates the change") == true)
        #expect(severities(leaf: "Text(basalString).textSelection(.enabled)", toggle: "isExpanded.toggle()") == [.warning])
        // A popover on the leaf is dismissed when its view is replaced.
        #expect(severities(leaf: "Text(basalString).popover(isPresented: $isExpanded) { Text(\"Scheduled\") }",
                           toggle: "isExpanded.toggle()") == [.warning])
    }

    /// OldOS's settings rows draw a separator under every row but the last, and the list
    /// animates the screen a row opens (`withAnimation { current_nav_view = … }`): not the
    /// swap, which a write of what the condition reads alone would animate.
    @Test func anAnimationOfAnotherChangeVersusOfTheConditionsOwn() {
        let template = """
        struct SettingsRow: View {
            let title: String
            let isLast: Bool
            @Binding var currentNavView: String
            @State private var isHighlighted = false
            var body: some View {
                Button {
                    withAnimation(.linear(duration: 0.28)) { ⟪⟫ }
                } label: {
                    ZStack {
                        if isHighlighted {
                            Rectangle().fill(Color.gray).frame(height: 50)
                        } else {
                            Rectangle().fill(Color.gray).frame(height: 50).opacity(0.2)
                        }
                        Text(title)
                    }
                }
                .onLongPressGesture { isHighlighted.toggle() }
            }
        }
        """
        #expect(findings(template.replacingOccurrences(of: "⟪⟫", with: "currentNavView = title")).map(\.severity) == [.info])
        #expect(findings(template.replacingOccurrences(of: "⟪⟫", with: "isHighlighted = false")).map(\.severity) == [.warning])
    }

    /// A status badge that animates nothing itself, whose parent flips it in `withAnimation`
    /// or through a `$flag.animation()` binding: the swap fades where one view would animate.
    @Test func aLeafSwapAnimatedByTheParentVersusNotAnimated() {
        let template = """
        struct StatusBadge: View {
            let isOnline: Bool
            var body: some View {
                HStack {
                    Image(systemName: "person.circle")
                    if isOnline { Text("Online").font(.headline).foregroundStyle(.green) } else { Text("Online").font(.headline) }
                }
            }
        }
        struct Profile: View {
            @State private var isOnline = false
            var body: some View {
                StatusBadge(isOnline: isOnline)
                ⟪⟫
            }
        }
        """
        func severities(_ control: String) -> [Severity] {
            findings(template.replacingOccurrences(of: "⟪⟫", with: control)).map(\.severity)
        }
        #expect(severities("Button(\"Toggle\") { isOnline.toggle() }") == [.info])
        #expect(severities("Button(\"Toggle\") { withAnimation(.spring) { isOnline.toggle() } }") == [.warning])
        #expect(severities("Toggle(\"Online\", isOn: $isOnline.animation())") == [.warning])
    }

    /// GlucoseDirect colours a reading red with `.if(isAlarm) { $0.foregroundColor(.red) }` on
    /// a `Text` in a list that animates nothing: the swap shows nothing (a remark at the
    /// helper). The same call on a row with a text field loses what is typed.
    @Test func aHelperCalledOnAStatelessTextVersusOnAField() {
        let template = """
        extension View {
            @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                if condition { transform(self) } else { self }
            }
        }
        struct Reading: Identifiable { let id: Int; var value: Int }
        struct ReadingList: View {
            @State private var readings: [Reading] = []
            @State private var alarmAbove = 180
            var body: some View {
                List {
                    Stepper("Alarm above \\(alarmAbove)", value: $alarmAbove)
                    ForEach($readings) { $reading in
                        ⟪⟫
                            .if(reading.value > alarmAbove) { text in text.foregroundColor(.red) }
                    }
                }
            }
        }
        """
        let text = findings(template.replacingOccurrences(of: "⟪⟫", with: "Text(verbatim: \"\\(reading.value) mg/dL\").monospacedDigit()"))
        #expect(text.map(\.severity) == [.info], "\(text.map(\.message))")
        #expect(text.first?.message.contains("nothing animates the change") == true)
        let field = findings(template.replacingOccurrences(of: "⟪⟫", with: "TextField(\"Value\", value: $reading.value, format: .number)"))
        #expect(field.map(\.severity) == [.warning], "\(field.map(\.message))")
    }

    /// Convos' link preview gives its image area an aspect ratio once the image has loaded,
    /// through a view modifier whose body switches on `hasKnownRatio`: what it is applied to
    /// is a `ZStack` of images under plain modifiers, which keeps no state, and nothing
    /// animates the change (a remark). Applied to an area with a text field, what is typed is lost.
    @Test func aModifierAppliedOnlyToStatelessContentVersusToAField() {
        let template = """
        struct LinkPreviewCard: View {
            let url: URL
            @State private var image: UIImage?
            @State private var caption = ""
            var body: some View {
                ZStack {
                    if let image {
                        Image(uiImage: image).resizable().aspectRatio(contentMode: .fill)
                    } else {
                        ⟪⟫
                    }
                }
                .frame(maxWidth: .infinity)
                .modifier(ImageAreaModifier(hasKnownRatio: image != nil, aspectRatio: 1.5))
                .task { image = await ImageLoader.load(url) }
            }
        }
        private struct ImageAreaModifier: ViewModifier {
            let hasKnownRatio: Bool
            let aspectRatio: CGFloat
            func body(content: Content) -> some View {
                if hasKnownRatio {
                    content.aspectRatio(aspectRatio, contentMode: .fit)
                } else {
                    content
                }
            }
        }
        """
        let images = findings(template.replacingOccurrences(of: "⟪⟫", with: "Image(systemName: \"link\").font(.title3).frame(height: 80)"))
        #expect(images.map(\.severity) == [.info], "\(images.map(\.message))")
        let field = findings(template.replacingOccurrences(of: "⟪⟫", with: "TextField(\"Caption\", text: $caption)"))
        #expect(field.map(\.severity) == [.warning], "\(field.map(\.message))")
        // Another modifier on the image may hold state of its own (a caption field it adds).
        let editing = findings(template.replacingOccurrences(of: "⟪⟫", with: "Image(systemName: \"link\").modifier(CaptionEditing())") + """

        struct CaptionEditing: ViewModifier {
            @State private var caption = ""
            func body(content: Content) -> some View { VStack { content; TextField("Caption", text: $caption) } }
        }
        """)
        #expect(editing.map(\.severity) == [.warning], "\(editing.map(\.message))")
    }
}


extension ConditionalModifierTests {
    /// Spawn's interests chips read the profile's editing state through a binding, and the only
    /// place that shows another user's profile hands it `.constant(.edit)`: nothing changes it.
    /// Handed the screen's own state, the chips swap identity as editing starts.
    @Test func aBindingEverySiteMakesConstantVersusOneToState() {
        Twins(ConditionalModifierRule.rule, """
        enum EditMode { case edit, save }
        struct InterestsView: View {
            let interests: [String]
            @Binding var editingState: EditMode
            var body: some View {
                ForEach(interests, id: \\.self) { interest in
                    if editingState == .save {
                        Text(interest).padding(.vertical, 8).background(Color.gray)
                    } else {
                        Text(interest).padding(.vertical, 6).background(Color.gray)
                    }
                }
            }
        }
        struct OtherUserProfile: View {
            let user: User
            @State private var editingState = EditMode.edit
            var body: some View {
                InterestsView(interests: user.interests, editingState: ⟪⟫)
            }
        }
        """, quiet: ".constant(.edit)", loud: "$editingState").check(mentioning: ["`.padding(.vertical, 8)`"])
    }

    /// Greeting Tracker's walkthrough page draws its step dots from the stored step, and the
    /// root shows one page per step, each in its own branch of `if walkthrough == 1 { … } else
    /// if walkthrough == 2 { … }`: a new step replaces the page, so on one page the step never
    /// changes. A root that shows the same page for every step lets the dots swap identity.
    @Test func aStoredSettingEveryCreatorPinsVersusOneItDoesNot() {
        Twins(ConditionalModifierRule.rule, """
        struct WalkThroughView: View {
            @AppStorage("walkthrough") var walkthrough = 1
            let title: String
            var body: some View {
                VStack {
                    Text(title)
                    HStack {
                        if walkthrough == 1 {
                            Capsule().foregroundColor(.white).frame(width: 25, height: 5)
                        } else {
                            Capsule().foregroundColor(.white.opacity(0.5)).frame(width: 25, height: 5)
                        }
                    }
                    Button("Next") { walkthrough += 1 }
                }
            }
        }
        struct ContentView: View {
            @AppStorage("walkthrough") var walkthrough = 1
            var body: some View {
                if walkthrough == 1 {
                    WalkThroughView(title: "Welcome")
                } else if ⟪⟫ {
                    WalkThroughView(title: "Occasions")
                } else {
                    Text("Home")
                }
            }
        }
        """, quiet: "walkthrough == 2", loud: "walkthrough < 6").check(mentioning: ["`walkthrough == 1`"])
    }

    /// A music app builds tab navigation when the width is compact and a sidebar otherwise;
    /// its search screen adds the account button by the same size class. A size-class change
    /// swaps the tabs for the sidebar, so inside the tabs the size class never changes. A root
    /// that picks the layout by the vertical size class leaves the horizontal one free to
    /// change under the search screen.
    @Test func aSizeClassEveryLayoutDecidesVersusOneTheLayoutIgnores() {
        Twins(ConditionalModifierRule.rule, SizeClassLayouts.root(tabsShowing: "SearchView()") + """
        struct AccountToolbarButtonModifier: ViewModifier {
            @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
            @State private var accountSheetPresented = false
            func body(content: Content) -> some View {
                if horizontalSizeClass == .compact {
                    content
                        .toolbar {
                            Button("Account") { accountSheetPresented.toggle() }
                        }
                        .sheet(isPresented: $accountSheetPresented) { Text("Account") }
                } else {
                    content
                }
            }
        }
        struct SearchView: View {
            @State private var query = ""
            var body: some View {
                List { Text(query) }
                    .searchable(text: $query)
                    .modifier(AccountToolbarButtonModifier())
            }
        }
        """, quiet: "horizontalSizeClass", loud: "verticalSizeClass").check(mentioning: ["`horizontalSizeClass == .compact`"])
    }

    /// Clendar's restore button draws its spinner under `isLoading`, a `@State` no code ever
    /// sets: the restore call does not touch it. The branch is picked once, so nothing swaps.
    /// The button that sets it while the purchase restores makes the branch change.
    @Test func aStateNothingWritesVersusOneAnActionSets() {
        Twins(ConditionalModifierRule.rule, """
        struct RestoreButton: View {
            @State private var isLoading = false
            var laden: some View { ProgressView().tint(.white) }
            @ViewBuilder var loadingView: some View {
                if isLoading { laden } else { laden.hidden() }
            }
            var body: some View {
                Button(action: { ⟪⟫ }, label: { Text("Restore") })
                    .overlay(loadingView)
                    .disabled(isLoading)
            }
            private func restorePurchases() { PurchaseHandler().restore() }
        }
        struct SettingsView: View {
            var body: some View {
                Form { RestoreButton() }
            }
        }
        """, quiet: "restorePurchases()", loud: "isLoading = true; restorePurchases()").check(mentioning: ["`isLoading`"])
    }

    /// SaxWeather's `enhancedAccessibilityLabel(_:hint:value:)` calls `.if` with a setting that
    /// can change, but nothing calls it: the only live `.if` calls pass constants. Called from a
    /// forecast row, the changing call is reported.
    @Test func aChangingCallInAModifierNothingCallsVersusOneARowCalls() {
        Twins(ConditionalModifierRule.rule, """
        extension View {
            @ViewBuilder
            func `if`<Transform: View>(_ condition: Bool, transform: (Self) -> Transform) -> some View {
                if condition { transform(self) } else { self }
            }
            func enhancedAccessibilityLabel(_ label: String, hint: String? = nil) -> some View {
                @AppStorage("enhancedVoiceOverLabels") var enhancedVoiceOverLabels = true
                return self
                    .accessibilityLabel(label)
                    .if(enhancedVoiceOverLabels && hint != nil) { view in view.accessibilityHint(hint!).padding(4) }
            }
        }
        enum ForecastSettings { static let compactRows = false }
        struct ForecastRow: View {
            let day: String
            let high: Int
            @State private var expanded = false
            var body: some View {
                HStack {
                    Text(day)
                    Spacer()
                    Text("\\(high)°")
                }
                .if(ForecastSettings.compactRows) { row in row.font(.caption) }
                .onTapGesture { expanded.toggle() }
                ⟪⟫
            }
        }
        struct ForecastView: View {
            @State private var days: [String] = []
            var body: some View {
                List(days, id: \\.self) { ForecastRow(day: $0, high: 20) }
            }
        }
        """, quiet: "", loud: ".enhancedAccessibilityLabel(day, hint: expanded ? \"High of the day\" : nil)").check(mentioning: ["`enhancedVoiceOverLabels"])
    }

    /// UTM's VM card dims its logo for a shortcut VM: the logo is the module's own view, an
    /// `if` between images in a `ZStack`, with no state and nothing run on appearing, so the
    /// swap shows nothing (a remark). The same card showing a view with `@State` (its spinner
    /// started on appear) resets it: a warning.
    @Test func aModuleViewThatKeepsNoStateVersusOneWithState() {
        let template = """
        struct VMLogo: View {
            let systemImage: String?
            ⟪⟫
            var body: some View {
                ZStack {
                    Rectangle().fill(.gray)
                    if let systemImage {
                        Image(systemName: systemImage).resizable()
                    } else {
                        Image("Placeholder")
                    }
                }
            }
        }
        struct VMCardView: View {
            let isShortcut: Bool
            let systemImage: String?
            var body: some View {
                HStack {
                    if isShortcut {
                        VMLogo(systemImage: systemImage).opacity(0.6)
                    } else {
                        VMLogo(systemImage: systemImage)
                    }
                    Text("VM")
                }
            }
        }
        struct VMList: View {
            @State private var shortcut = false
            var body: some View {
                VMCardView(isShortcut: shortcut, systemImage: nil)
                Toggle("Shortcut", isOn: $shortcut)
            }
        }
        """
        func severities(_ storage: String) -> [Severity] {
            findings(template.replacingOccurrences(of: "⟪⟫", with: storage)).map(\.severity)
        }
        #expect(severities("@Environment(\\.colorScheme) private var colorScheme") == [.info])
        #expect(severities("@State private var isSpinning = false") == [.warning])
    }

    /// Swiftfin's playback menu styles its version picker only when the menu has several
    /// sections: in a `Menu`'s content the pickers become menu items, which keep no state and
    /// never animate. The same `if` in the menu's label (a view shown in the toolbar) swaps a view.
    @Test func anIfInAMenusContentVersusInItsLabel() {
        let picker = """
        if hasSections {
                    Picker("Version", selection: $version) { Text("HD").tag(1) }.padding(8)
                } else {
                    Picker("Version", selection: $version) { Text("HD").tag(1) }
                }
        """
        func menu(content: String, label: String) -> [Finding] {
            findings("""
            struct PlaybackMenu: View {
                @State private var version = 1
                @State private var hasSections = false
                var body: some View {
                    Menu { \(content) } label: { \(label) }
                    Toggle("Sections", isOn: $hasSections)
                }
            }
            """)
        }
        #expect(menu(content: picker, label: "Text(\"Quality\")").isEmpty)
        #expect(!menu(content: "Text(\"Auto\")", label: picker).isEmpty)
    }

    /// The same through a `.if` helper: called on a picker in a context menu's items, nothing
    /// to report; called on the view the context menu is attached to, a warning.
    @Test(arguments: [
        (items: "picker.if(hasSections) { $0.pickerStyle(.menu) }", view: "TextField(\"Note\", text: $note)", reported: false),
        (items: "picker", view: "TextField(\"Note\", text: $note).if(hasSections) { $0.padding(8) }", reported: true),
    ])
    func aHelperInAContextMenusItemsVersusOnTheView(items: String, view: String, reported: Bool) {
        let source = """
        extension View {
            @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                if condition { transform(self) } else { self }
            }
        }
        struct NowPlaying: View {
            @State private var note = ""
            @State private var version = 1
            @State private var hasSections = false
            private var picker: some View { Picker("Version", selection: $version) { Text("HD").tag(1) } }
            var body: some View {
                VStack {
                    \(view)
                        .contextMenu { \(items) }
                    Toggle("Sections", isOn: $hasSections)
                }
            }
        }
        """
        #expect(findings(source).contains { $0.severity == .warning } == reported, "\(findings(source).map(\.message))")
    }

    /// Two nested views share the name `Row`: inside `Player`, `Row` is `Player.Row`, which keeps
    /// state; `Settings.Row` keeps none. The swap in `Player` resets state: a warning.
    @Test(arguments: [(storage: "@State private var isPlaying = false", severity: Severity.warning),
                      (storage: "", severity: Severity.info)])
    func aNestedViewIsTheOneItsOwnerMeans(storage: String, severity: Severity) {
        let source = """
        enum Settings {
            struct Row: View {
                var body: some View { Text("Setting") }
            }
        }
        struct Player: View {
            @State private var compact = false
            var body: some View {
                VStack {
                    if compact { Row().opacity(0.5) } else { Row() }
                    Toggle("Compact", isOn: $compact)
                }
            }
            struct Row: View {
                \(storage)
                var body: some View { Text("Track") }
            }
        }
        """
        #expect(findings(source).map(\.severity) == [severity], "\(findings(source).map(\.message))")
    }

    /// nos's note card switches on its `style` and builds a golden card for `.golden`. The one
    /// button that shows cards in the app hands on its own `private let style =
    /// CardStyle.compact`, and only a preview asks for `.golden`: the golden card, and the `if`
    /// in it, never run. A button whose constant is `.golden` shows them.
    @Test func aCaseEveryCreatorRulesOutVersusOneACreatorChooses() {
        Twins(ConditionalModifierRule.rule, """
        @main struct SocialApp: App {
            var body: some Scene { WindowGroup { FeedView() } }
        }
        enum CardStyle { case compact, golden }
        struct FeedView: View {
            let notes = ["Hello", "Nostr"]
            var body: some View { List(notes, id: \\.self) { NoteButton(note: $0) } }
        }
        struct NoteButton: View {
            let note: String
            private let style = CardStyle.⟪⟫
            var body: some View { Button { } label: { NoteCard(note: note, style: style) } }
        }
        struct NoteCard: View {
            let note: String
            var style: CardStyle = .compact
            var body: some View {
                switch style {
                case .compact: Text(note)
                case .golden: GoldenCard(note: note)
                }
            }
        }
        struct GoldenCard: View {
            let note: String
            @State private var isExpanded = false
            var body: some View {
                VStack {
                    if isExpanded {
                        Text(note).padding(EdgeInsets(top: 15, leading: 10, bottom: 15, trailing: 10))
                    } else {
                        Text(note).padding(EdgeInsets(top: 8, leading: 10, bottom: 0, trailing: 10))
                    }
                    Button("More") { withAnimation { isExpanded.toggle() } }
                }
            }
        }
        #Preview { NoteCard(note: "Preview", style: .golden) }
        """, quiet: "compact", loud: "golden")
            .check(mentioning: ["`isExpanded`"])
    }
}
