import Testing
@testable import Analyzer

/// `binding-in-body`: a `Binding(get:set:)` made while the body runs and handed to a view.
@Suite struct BindingInBodyTests {
    private let rule = BindingInBodyRule.rule

    @Test func aMadeBindingIsReportedAProjectedOneIsNot() {
        Twins(rule, """
        struct VolumePanel: View {
            @State private var level = 0.5
            var body: some View {
                LevelMeter(level: ⟪⟫)
            }
        }
        struct LevelMeter: View {
            @Binding var level: Double
            var body: some View { Text("\\(level)") }
        }
        """, quiet: "$level", loud: "Binding(get: { level }, set: { level = $0 })").check(mentioning: ["`LevelMeter`", "`level:`"])
    }

    /// A habit tracker hands a made binding (its setter clamps the goal) to its goal card, or
    /// to a one-line stepper row, under a screen that changes on typing or only on a tap: the
    /// custom child re-runs its body on every update of the screen, a warning in each case.
    /// The same binding handed straight to the built-in `Stepper` is a remark.
    @Test(arguments: [("HabitGoalCard", "TextField(\"Note\", text: $note)"), ("HabitGoalRow", "TextField(\"Note\", text: $note)"),
                      ("HabitGoalCard", "Button(\"Clear note\") { note = \"\" }")])
    func aMadeBindingToACustomChildIsAWarningToABuiltInControlARemark(child: String, control: String) {
        let custom = lintSingleFile(Self.habitScreen(child: "\(child)(goal: ⟪⟫, streak: habit.streak)", control: control), rules: [rule])
        #expect(custom.map(\.severity) == [.warning], "\(custom.map(\.message))")
        #expect(custom.first?.message.contains("`\(child)` re-runs its body every time `HabitScreen`'s body runs") == true)
        let builtIn = lintSingleFile(Self.habitScreen(child: "Stepper(\"Goal\", value: ⟪⟫, in: 1...7)", control: control), rules: [rule])
        #expect(builtIn.map(\.severity) == [.info], "\(builtIn.map(\.message))")
    }

    /// A habit screen whose `child` call is handed (at `⟪⟫`) a binding whose setter clamps the
    /// goal, beside `control` and the note it edits.
    private static func habitScreen(child: String, control: String) -> String {
        """
        struct Habit { var name: String; var goal: Int; var streak: Int }
        struct HabitScreen: View {
            @State private var habit = Habit(name: "Read", goal: 3, streak: 0)
            @State private var note = ""
            var body: some View {
                VStack {
                    \(child.replacingOccurrences(of: "⟪⟫", with: "Binding(get: { habit.goal }, set: { habit.goal = min(7, max(1, $0)) })"))
                    Text(note.isEmpty ? "No note" : note)
                    \(control)
                }
            }
        }
        struct HabitGoalCard: View {
            @Binding var goal: Int
            let streak: Int
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Weekly goal").font(.headline)
                    Stepper("\\(goal) days a week", value: $goal, in: 1...7)
                    ProgressView(value: Double(streak), total: Double(goal))
                    HStack {
                        Image(systemName: "flame")
                        Text("\\(streak) day streak")
                        Spacer()
                        Text(goal == 7 ? "Every day" : "Rest days: \\(7 - goal)")
                    }
                    Divider()
                    Text("Change your goal any time.").font(.caption)
                }
            }
        }
        struct HabitGoalRow: View {
            @Binding var goal: Int
            let streak: Int
            var body: some View { Stepper("\\(goal) days a week", value: $goal, in: 1...7) }
        }
        """
    }

    /// A reminder editor names the binding first (`let due = Binding(…)` at the top of its body)
    /// and passes the name: still a new binding on every update. A projected value kept in a
    /// local is not.
    @Test func aBindingMadeInALocalVersusAProjectedOne() {
        Twins(rule, """
        struct ReminderEditor: View {
            @Binding var reminder: Reminder
            var body: some View {
                let due = ⟪⟫
                Form {
                    TextField("Title", text: $reminder.title)
                    DueDateRow(date: due)
                }
            }
        }
        struct DueDateRow: View {
            @Binding var date: Date
            var body: some View { DatePicker("Due", selection: $date) }
        }
        """, quiet: "$reminder.dueDate", loud: "Binding(get: { reminder.dueDate ?? .now }, set: { reminder.dueDate = $0 })")
            .check(mentioning: ["`DueDateRow`", "`date:`"])
    }

    /// A video client's settings pickers store their `@ViewBuilder` content: built from the
    /// screen's state, the closure makes the picker unequal on every update, and the binding
    /// made beside it adds no run of its body. Content that captures nothing compares equal,
    /// and then the binding is what re-runs it.
    @Test func aChildUnequalThroughItsContentVersusOnlyThroughTheBinding() {
        Twins(rule, """
        @Observable final class PlaybackSettings { var bufferSeconds = 10 }
        struct MenuPicker<Content: View>: View {
            @Binding var selection: Int
            @ViewBuilder var content: () -> Content
            var body: some View { Picker("Buffer", selection: $selection, content: content) }
        }
        struct PlaybackSettingsView: View {
            static let presets = [5, 10, 30]
            @Environment(PlaybackSettings.self) private var settings
            @State private var choices = [5, 10, 30, 60]
            var body: some View {
                Form {
                    MenuPicker(selection: Binding(get: { settings.bufferSeconds }, set: { settings.bufferSeconds = $0 })) {
                        ForEach(⟪⟫, id: \\.self) { Text("\\($0) s").tag($0) }
                    }
                    Button("More") { choices.append(120) }
                }
            }
        }
        """, quiet: "choices", loud: "Self.presets").check(mentioning: ["`MenuPicker`"])
    }

    /// A video client's tap-zone editor builds the picker's binding in a sheet, from the zone
    /// being edited: the sheet covers the list, which re-runs for little but the picker's own
    /// edits, and there is no `init` to make it once. Shown inline, the picker re-runs with every
    /// update of the list.
    @Test func aBindingBuiltForASheetVersusForAnInlinePanel() {
        Twins(rule, """
        struct Zone: Identifiable {
            let id: Int
            var action: String
        }
        struct ActionPicker: View {
            @Binding var action: String
            var body: some View { TextField("Action", text: $action).textFieldStyle(.roundedBorder) }
        }
        struct ZonesSettings: View {
            @State private var zones = [Zone(id: 0, action: "play"), Zone(id: 1, action: "seek")]
            @State private var editing = 0
            @State private var isEditing = false
            var body: some View {
                List(zones) { zone in Button(zone.action) { editing = zone.id; isEditing = true } }
                    .⟪⟫ {
                        ActionPicker(action: Binding(get: { zones[editing].action }, set: { zones[editing].action = $0 }))
                    }
            }
        }
        """, quiet: "sheet(isPresented: $isEditing)", loud: "safeAreaInset(edge: .bottom)").check(mentioning: ["`ActionPicker`"])
    }

    @Test func anEquatableChildIsNotReported() {
        Twins(rule, """
        struct VolumePanel: View {
            @State private var level = 0.5
            var body: some View {
                LevelMeter(level: Binding(get: { level }, set: { level = $0 }))
            }
        }
        struct LevelMeter: View⟪⟫ {
            @Binding var level: Double
            var body: some View { Text("\\(level)") }
        }
        """, quiet: ", Equatable", loud: "").check(mentioning: ["re-runs its body"])
    }

    @Test func aBuiltInControlGetsARemark() {
        let findings = lintSingleFile("""
        struct VolumePanel: View {
            let mixer: Mixer
            var body: some View {
                Slider(value: Binding(get: { mixer.level }, set: { mixer.level = $0 }))
            }
        }
        """, rules: [rule])
        #expect(findings.map(\.severity) == [.info])
    }

    /// A notch app's calendar: each reminder row comes from `eventRow(_:)`, a method the body
    /// calls per event, and gets a `Binding(get:set:)` made there: new on every update too.
    @Test func aBindingMadeInARowMethodTheBodyCalls() {
        Twins(rule, """
        struct EventList: View {
            let events: [Event]
            @Binding var completed: Set<String>
            var body: some View {
                ForEach(events) { event in eventRow(event) }
            }
            private func eventRow(_ event: Event) -> some View {
                ReminderToggle(title: event.title, isOn: ⟪⟫)
            }
        }
        struct ReminderToggle: View {
            let title: String
            @Binding var isOn: Bool
            var body: some View { Toggle(title, isOn: $isOn) }
        }
        """, quiet: ".constant(completed.contains(event.id))",
             loud: "Binding(get: { completed.contains(event.id) }, set: { _ in completed.formSymmetricDifference([event.id]) })")
            .check(mentioning: ["`EventList.eventRow(…)`", "`ReminderToggle`"])
    }

    /// An Animal Crossing companion's list toggles: the binding is written with its type
    /// (`Binding<Bool>(get:set:)`), still made anew on every update.
    @Test func aBindingWrittenWithItsTypeIsStillMade() {
        Twins(rule, """
        struct NewsList: View {
            @Binding var readIDs: Set<String>
            let items: [NewsItem]
            var body: some View {
                ForEach(items) { item in
                    ReadToggle(title: item.title, isRead: ⟪⟫)
                }
            }
        }
        struct ReadToggle: View {
            let title: String
            @Binding var isRead: Bool
            var body: some View { Toggle(title, isOn: $isRead) }
        }
        """, quiet: ".constant(readIDs.contains(item.id))",
             loud: "Binding<Bool>(get: { readIDs.contains(item.id) }, set: { if $0 { readIDs.insert(item.id) } else { readIDs.remove(item.id) } })")
            .check(mentioning: ["`ReadToggle`", "`isRead:`"])
    }

    /// A dock utility's media controls: in a `TimelineView`, the progress bar's binding reads the
    /// playback position the player interpolates from the clock, which no stored or observable
    /// state carries; each tick must hand the bar the new time. Reading the stored position,
    /// which changes only on a seek, the timeline re-runs the bar four times a second for nothing.
    @Test func aTimelineBindingReadingTheClockVersusOneReadingStoredState() {
        Twins(rule, """
        final class Player: ObservableObject {
            @Published var duration: TimeInterval = 0
            @Published var position: TimeInterval = 0
            private var startedAt = Date()
            var elapsed: TimeInterval { Date().timeIntervalSince(startedAt) }
            func seek(to time: TimeInterval) { startedAt = Date().addingTimeInterval(-time); position = time }
        }
        struct Scrubber: View {
            @Binding var value: Double
            let range: ClosedRange<Double>
            var body: some View {
                GeometryReader { proxy in
                    Capsule().fill(.tint).frame(width: proxy.size.width * (value - range.lowerBound) / (range.upperBound - range.lowerBound))
                }
                .frame(height: 6)
            }
        }
        struct NowPlayingBar: View {
            @ObservedObject var player: Player
            var body: some View {
                TimelineView(.periodic(from: .now, by: 0.25)) { _ in
                    Scrubber(value: Binding(get: { player.⟪⟫ }, set: { player.seek(to: $0) }), range: 0 ... max(player.duration, 1))
                }
            }
        }
        """, quiet: "elapsed", loud: "position").check(mentioning: ["`Scrubber`"])
    }

    /// LoopFollow's alarm editors show an optional glucose limit through `AlarmBGLimitSection`,
    /// which adapts it for the non-optional picker (no projected value can). The section has
    /// no state of its own and every editor creates it with literals, a constant range and
    /// `$alarm.belowBG`: its body runs only when the limit changes, when the picker must re-run
    /// anyway. A header made from the alarm's name re-runs the section on every keystroke in
    /// the name field, and the 260-row picker with it, only because of the new binding.
    @Test func anAdapterThatRunsOnlyWhenItsValueChangesVersusOneWhoseHeaderChanges() {
        Twins(rule, """
        struct Alarm {
            var name = "Low"
            var belowBG: Double? = 70
            var snoozeMinutes = 10
        }
        struct LowAlarmEditor: View {
            @Binding var alarm: Alarm
            private let bgRange: ClosedRange<Double> = 40 ... 300
            var body: some View {
                Form {
                    TextField("Name", text: $alarm.name)
                    AlarmBGLimitSection(header: ⟪⟫, range: bgRange, defaultOnValue: 100, value: $alarm.belowBG)
                    Stepper("Snooze \\(alarm.snoozeMinutes) min", value: $alarm.snoozeMinutes)
                }
            }
        }
        struct AlarmBGLimitSection: View {
            let header: String
            let range: ClosedRange<Double>
            let defaultOnValue: Double
            @Binding var value: Double?
            private var pickerValue: Binding<Double> {
                Binding(get: { value ?? defaultOnValue }, set: { value = $0 })
            }
            var body: some View {
                Section(header) {
                    BGPicker(title: "Below", range: range, value: pickerValue)
                }
            }
        }
        struct BGPicker: View {
            let title: String
            let range: ClosedRange<Double>
            @Binding var value: Double
            var body: some View {
                Picker(title, selection: $value) {
                    ForEach(Array(stride(from: range.lowerBound, through: range.upperBound, by: 1)), id: \\.self) {
                        Text("\\(Int($0))").tag($0)
                    }
                }
            }
        }
        """, quiet: "\"Low Limit\"", loud: "\"\\(alarm.name) limit\"").check(mentioning: ["`BGPicker`", "`AlarmBGLimitSection`'s body runs"])
    }

    /// The WWDC app's `OffsetObservingScrollView` hands its position reader a binding that
    /// negates the offset for its parent. Besides constants and a `@Namespace`, it has only the
    /// offset, which the getter reads, and its `content`, which it hands to the same reader:
    /// whatever re-runs its body re-runs the reader anyway. An indicator setting the parent
    /// changes while scrolling is an input the reader does not get.
    @Test func anAdapterThatForwardsItsContentVersusOneWithAnInputOfItsOwn() {
        Twins(rule, """
        struct ExploreTabRootView: View {
            @State private var scrollOffset: CGPoint = .zero
            var body: some View {
                OffsetObservingScrollView(showsIndicators: ⟪⟫, offset: $scrollOffset) {
                    LazyVStack { ForEach(0 ..< 50) { Text("Session \\($0)") } }
                }
                .navigationTitle(scrollOffset.y > 40 ? "Explore" : "")
            }
        }
        struct OffsetObservingScrollView<Content: View>: View {
            var axes: Axis.Set = [.vertical]
            var showsIndicators = true
            @Binding var offset: CGPoint
            @ViewBuilder var content: () -> Content
            @Namespace private var scroll
            var body: some View {
                ScrollView(axes, showsIndicators: showsIndicators) {
                    PositionObservingView(
                        coordinateSpace: .named(scroll),
                        position: Binding(get: { offset }, set: { offset = CGPoint(x: -$0.x, y: -$0.y) }),
                        content: content
                    )
                }
                .coordinateSpace(name: scroll)
            }
        }
        struct PositionObservingView<Content: View>: View {
            var coordinateSpace: CoordinateSpace
            @Binding var position: CGPoint
            @ViewBuilder var content: () -> Content
            var body: some View {
                content()
                    .background(GeometryReader { Color.clear.preference(key: OffsetKey.self, value: $0.frame(in: coordinateSpace).origin) })
                    .onPreferenceChange(OffsetKey.self) { position = $0 }
            }
        }
        """, quiet: "true", loud: "scrollOffset.y < 100").check(mentioning: ["`PositionObservingView`"])
    }

    /// Keyboard Cowboy's `NumberTextField` filters what its text field writes and reports
    /// valid numbers through `onValidChange`. Where every site leaves that callback out, the
    /// field re-runs only when its text changes. The window-management editor passes a closure
    /// that captures the editor: it never compares equal, so the field re-runs with every
    /// update of the editor, and the digits field with it only because of the new binding.
    @Test func anAdapterGivenNoCallbackVersusOneGivenACapturingClosure() {
        Twins(rule, """
        struct PaddingEditor: View {
            @State private var padding = "8"
            @State private var applied = 8
            var body: some View {
                VStack {
                    NumberTextField(text: $padding⟪⟫)
                    Text("Applied \\(applied)")
                }
            }
        }
        struct NumberTextField: View {
            @Binding var text: String
            var onValidChange: (String) -> Void = { _ in }
            var body: some View {
                DigitsField(text: Binding(get: { text }, set: { newValue in
                    text = newValue.filter(\\.isNumber)
                    onValidChange(text)
                }))
            }
        }
        struct DigitsField: View {
            @Binding var text: String
            var body: some View { TextField("Padding", text: $text).monospacedDigit() }
        }
        """, quiet: "", loud: ", onValidChange: { applied = Int($0) ?? applied }").check(mentioning: ["`DigitsField`"])
    }

    /// The advice fits the binding. Keyboard Cowboy's command list hands `Binding(get: { model
    /// }, set: { _ in })`, which drops every edit: `.constant` is what it means. A getter that
    /// converts the value (`?? 0`) has no projection; one that
    /// reads and stores a value as it is does, through a subscript too; one whose setter does
    /// more (reminders-menubar's `rmbReminder.userDidSetDate($0)`) or stores elsewhere does not.
    @Test(arguments: [
        (binding: "Binding(get: { settings.threshold }, set: { _ in })", advice: "`.constant(…)`"),
        (binding: "Binding(get: { settings.limit ?? 0 }, set: { settings.limit = $0 })", advice: "No projected value can"),
        (binding: "Binding(get: { settings.threshold }, set: { settings.userDidSet(threshold: $0) })", advice: "No projected value can"),
        (binding: "Binding(get: { settings.threshold }, set: { settings.threshold = $0 })", advice: "Pass a projected value"),
        // azooKey's key editor reads and writes one subscript: `$settings.levels[position]` does the same.
        (binding: "Binding(get: { settings.levels[position] }, set: { settings.levels[position] = $0 })", advice: "Pass a projected value"),
        (binding: "Binding(get: { settings.levels[position] }, set: { settings.levels[0] = $0 })", advice: "No projected value can"),
    ])
    func theAdviceFitsTheBinding(binding: String, advice: String) {
        let findings = lintSingleFile("""
        struct Settings {
            var threshold = 5.0
            var limit: Double?
            var levels: [Double] = [1, 2]
            mutating func userDidSet(threshold: Double) { self.threshold = threshold; limit = nil }
        }
        struct ThresholdEditor: View {
            @State private var settings = Settings()
            let position: Int
            var body: some View {
                Form {
                    ThresholdRow(value: \(binding))
                }
            }
        }
        struct ThresholdRow: View {
            @Binding var value: Double
            var onSubmit: () -> Void = {}
            var body: some View {
                Stepper("\\(value)", value: $value).onSubmit(onSubmit)
            }
        }
        """, rules: [rule])
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains(advice) == true, "\(findings.map(\.message))")
    }
}

extension BindingInBodyTests {
    /// Sora's volume slider sits in a container whose one observed model publishes only the
    /// volume its binding's getter reads: the container re-runs only when the slider gets a new
    /// value anyway. A second published property (muted) re-runs it, and the slider with it.
    @Test func aModelPublishingOnlyWhatTheGetterReadsVersusOneThatPublishesMore() {
        Twins(BindingInBodyRule.rule, """
        final class VolumeViewModel: ObservableObject {
            @Published var value: Double = 0
            ⟪⟫
        }
        struct VolumeSliderContainer: View {
            @ObservedObject var volumeVM: VolumeViewModel
            var body: some View {
                VolumeSlider(value: Binding(get: { volumeVM.value }, set: { volumeVM.value = $0 }), range: 0...1)
            }
        }
        struct VolumeSlider: View {
            @Binding var value: Double
            let range: ClosedRange<Double>
            var body: some View {
                GeometryReader { geo in
                    Capsule().fill(.white.opacity(0.3))
                        .overlay(alignment: .leading) { Capsule().fill(.white).frame(width: geo.size.width * value) }
                }
                .frame(height: 10)
            }
        }
        final class PlayerController: UIViewController {
            let volume = VolumeViewModel()
            override func viewDidLoad() {
                let host = UIHostingController(rootView: VolumeSliderContainer(volumeVM: volume))
                addChild(host)
            }
        }
        """, quiet: "", loud: "@Published var isMuted = false").check(mentioning: ["`VolumeSlider`"])
    }

    /// oscar-weather's meteogram hands each panel a `context` built from every one of its
    /// inputs and its selection, beside the selection binding: whatever re-runs the chart
    /// changes the context, so the panels re-run anyway. A context that leaves the selection
    /// out stays equal when only the selection changes.
    @Test func aContextOfEveryPropertyBesideTheBindingVersusOneMissingTheSelection() {
        Twins(rule, """
        struct MeteogramPanelContext {
            let model: MeteogramModel
            let zoom: Double
            let selectedIndex: Int?
        }
        struct MeteogramCanvas: View {
            let context: MeteogramPanelContext
            @Binding var selection: Date?
            var body: some View { Canvas { _, _ in }.overlay { Text(selection.map { "\\($0)" } ?? "") } }
        }
        struct MeteogramChart: View {
            let model: MeteogramModel
            let zoom: Double
            @State private var selectedIndex: Int?
            private var context: MeteogramPanelContext {
                MeteogramPanelContext(model: model, zoom: zoom, selectedIndex: ⟪⟫)
            }
            var body: some View {
                MeteogramCanvas(context: context, selection: Binding(
                    get: { selectedIndex.map { model.dates[$0] } },
                    set: { selectedIndex = $0.map(model.snappedIndex) }
                ))
            }
        }
        """, quiet: "selectedIndex", loud: "nil").check(mentioning: ["`MeteogramCanvas`"])
    }
}
