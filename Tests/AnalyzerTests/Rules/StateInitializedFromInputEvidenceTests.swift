import Testing
@testable import Analyzer

/// `state-initialized-from-input`: what counts as a change of the copied input — a read is no
/// write, and neither is a change that happens where the view is absent.
@Suite struct StateInitializedFromInputEvidenceTests {
    private let rule = StateInitializedFromInputRule.rule

    /// KeyboardCowboy's command row drags `$command.wrappedValue`: the binding's value, read.
    /// A change written through `wrappedValue` is a write of `command`.
    @Test func aProjectedBindingsWrappedValueIsReadVersusWrittenThrough() {
        Twins(rule, """
        struct Meta: Hashable, Codable { let id: String; var name: String }
        struct CommandRow: View {
            @Binding var command: Meta
            var body: some View {
                NameBadge(meta: command)
                    ⟪⟫
            }
        }
        struct NameBadge: View {
            @State private var meta: Meta
            @State private var isHovered = false
            init(meta: Meta) { _meta = .init(initialValue: meta) }
            var body: some View {
                Text(meta.name).underline(isHovered).onHover { isHovered = $0 }
            }
        }
        """, quiet: ".draggable($command.wrappedValue.name)",
             loud: ".onTapGesture(count: 2) { $command.wrappedValue.name += \" copy\" }").check(mentioning: ["copies `meta`"])
    }

    /// LoopFollow's statistics screen is built only once its controller is there:
    /// `if let session { … } else { ProgressView().onAppear { session = … } }`. The value goes
    /// from `nil` to the controller while the screen is absent, so the screen is inserted with
    /// it; a refresh on the shown screen replaces it under the screen's model.
    @Test func aValueSetInTheOtherBranchOfItsIfLetVersusOnTheShownView() {
        Twins(rule, """
        final class Session { static let shared = Session(); let userName = "ann" }
        final class StatsModel: ObservableObject {
            @Published var lines: [String] = []
            let session: Session
            init(session: Session) { self.session = session }
            func load() { lines = ["steps for \\(session.userName)"] }
        }
        struct StatsWrapper: View {
            @State private var session: Session?
            var body: some View {
                Group {
                    if let session {
                        StatsScreen(session: session)⟪⟫
                    } else {
                        ProgressView("Loading…")
                            .onAppear { session = Session.shared }
                    }
                }
            }
        }
        struct StatsScreen: View {
            @StateObject private var model: StatsModel
            init(session: Session) {
                _model = StateObject(wrappedValue: StatsModel(session: session))
            }
            var body: some View {
                List(model.lines, id: \\.self) { Text($0) }.onAppear { model.load() }
            }
        }
        """, quiet: "", loud: ".refreshable { self.session = Session() }").check(mentioning: ["`@StateObject model`"])
    }

    /// KeyboardCowboy's script step shows a file picker in one case of `switch kind` and a
    /// source editor in the other: the path the picker stores is set while the editor is gone.
    @Test func aValueChangedInAnotherCaseOfTheSwitchVersusInTheSameCase() {
        Twins(rule, """
        enum Kind { case file, source }
        struct ScriptStep: View {
            @State private var kind: Kind = .source
            @State private var value = ""
            var body: some View {
                VStack {
                    Picker("Kind", selection: $kind) { Text("File").tag(Kind.file); Text("Inline").tag(Kind.source) }
                    switch kind {
                    case .file:
                        Button("Choose…") { value = "~/script.sh" }
                    case .source:
                        SourceField(text: value)
                        ⟪⟫
                    }
                }
            }
        }
        struct SourceField: View {
            @State private var text: String
            init(text: String) { _text = .init(initialValue: text) }
            var body: some View { TextEditor(text: $text) }
        }
        """, quiet: "", loud: "Button(\"Clear\") { value = \"\" }").check(mentioning: ["`text`"])
    }

    /// From a passport wallet: the scanner, made by the MRZ step in the `.scanMRZ` case of the
    /// flow, sets `isUSA`; the NFC step, made in the `.readNFC` case, copies a video chosen by
    /// it into its player. The scanner is gone before the NFC step exists. Shown together, the
    /// scanner changes the value under the player.
    @Test func aValueSetByAViewOfAnotherStepOfTheFlowVersusOneShownBeside() {
        Twins(rule, """
        enum ScanStep { case scanMRZ, readNFC }
        final class PassportModel: ObservableObject {
            @Published var isUSA = false
        }
        struct LoopVideoPlayer: View {
            @State private var player: AVPlayer
            init(url: URL) { _player = State(initialValue: AVPlayer(url: url)) }
            var body: some View { VideoPlayer(player: player) }
        }
        struct MRZScanView: View {
            @EnvironmentObject private var passport: PassportModel
            @StateObject private var scanner = MRZScanner()
            var body: some View {
                CameraPreview(session: scanner.session)
                    .onAppear { scanner.onUSA = { passport.isUSA = true } }
            }
        }
        struct ScanMRZStep: View {
            var body: some View { VStack { MRZScanView(); Text("Scan the page with your photo") } }
        }
        struct ReadNFCStep: View {
            @EnvironmentObject private var passport: PassportModel
            var body: some View {
                LoopVideoPlayer(url: passport.isUSA ? Videos.readNfcUsa : Videos.readNfc)
            }
        }
        struct ScanPassportFlow: View {
            @State private var step = ScanStep.scanMRZ
            var body: some View {
                switch step {
                case .scanMRZ:
                    ScanMRZStep()
                    Button("Next") { step = .readNFC }
                case .readNFC:
                    ⟪⟫
                }
            }
        }
        """, quiet: "ReadNFCStep()", loud: "VStack { ScanMRZStep(); ReadNFCStep() }").check(mentioning: ["`url`"])
    }

    /// KeyboardCowboy's command rows copy the command's metadata into state but use only its
    /// `id` (`updater.modifyCommand(withID: metaData.id …)`): renaming the command leaves the id
    /// alone. Showing the name as well makes the rename visible, and the copy stale.
    @Test func aCopyUsedOnlyForAFieldTheChangeLeavesAloneVersusForTheChangedField() {
        Twins(rule, """
        struct Meta: Identifiable, Hashable { let id: UUID; var name: String }
        final class Store: ObservableObject {
            @Published var items: [Meta] = [Meta(id: UUID(), name: "Open Xcode")]
            func remove(_ id: UUID) { items.removeAll { $0.id == id } }
        }
        struct CommandRow: View {
            @Binding var meta: Meta
            let store: Store
            var body: some View {
                HStack {
                    TextField("Name", text: $meta.name)
                    DeleteButton(meta: meta, store: store)
                }
            }
        }
        struct DeleteButton: View {
            @State private var meta: Meta
            let store: Store
            init(meta: Meta, store: Store) {
                _meta = .init(initialValue: meta)
                self.store = store
            }
            var body: some View {
                Button(⟪⟫) { store.remove(meta.id) }
            }
        }
        """, quiet: "\"Delete\"", loud: "\"Delete \\(meta.name)\"").check(mentioning: ["copies `meta`"])
    }

    /// amakaflow's workout player makes its step view under `.id("step-\(engine.currentStepIndex)")`:
    /// moving to the next step, the only change of what the weight field is given, makes the step
    /// view anew, and the field's copied weight with it. Identified by the workout's name, the
    /// step view stays, and the field keeps the first step's weight.
    @Test func aStepViewIdentifiedByTheEnginesStepVersusByTheWorkout() {
        Twins(rule: rule, quiet: Self.workoutPlayer(identity: "\"step-\\(engine.currentStepIndex)\""),
              loud: Self.workoutPlayer(identity: "\"step-\\(engine.workoutName)\""))
            .check(mentioning: ["`suggestedWeight`"])
    }

    /// An identity made of a comparison with the step (`engine.currentStepIndex > 0`) stays the
    /// same from the second step on: the weight field keeps the second step's weight after it.
    @Test func aStepViewIdentifiedByTheStepVersusByAComparisonWithIt() {
        Twins(rule: rule, quiet: Self.workoutPlayer(identity: "engine.currentStepIndex"),
              loud: Self.workoutPlayer(identity: "engine.currentStepIndex > 0"))
            .check(mentioning: ["`suggestedWeight`"])
    }

    /// amakaflow's workout player, its step view made under `.id(identity)`.
    private static func workoutPlayer(identity: String) -> String {
        """
        struct WorkoutStep { let label: String; let suggestedWeight: Double? }
        @MainActor final class WorkoutEngine: ObservableObject {
            let workoutName = "Legs"
            let steps: [WorkoutStep]
            @Published private(set) var currentStepIndex = 0
            var currentStep: WorkoutStep? { steps.indices.contains(currentStepIndex) ? steps[currentStepIndex] : nil }
            init(steps: [WorkoutStep]) { self.steps = steps }
            func next() { currentStepIndex += 1 }
        }
        struct WorkoutPlayerView: View {
            @StateObject private var engine = WorkoutEngine(steps: [WorkoutStep(label: "Squat", suggestedWeight: 60)])
            var body: some View {
                VStack {
                    StepDisplayView(engine: engine)
                        .id(\(identity))
                    Button("Next") { engine.next() }
                }
            }
        }
        struct StepDisplayView: View {
            @ObservedObject var engine: WorkoutEngine
            var body: some View {
                if let step = engine.currentStep {
                    WeightInputView(exerciseName: step.label, suggestedWeight: step.suggestedWeight)
                }
            }
        }
        struct WeightInputView: View {
            let exerciseName: String
            @State private var weight: Double
            init(exerciseName: String, suggestedWeight: Double?) {
                self.exerciseName = exerciseName
                _weight = State(initialValue: suggestedWeight ?? 0)
            }
            var body: some View {
                Text("\\(exerciseName): \\(weight) kg")
            }
        }
        """
    }

    /// A workout log's split view shows the workout the list selects: `selection` picks it out
    /// of the store's workouts inside `first(where:)`'s closure, so the same detail view gets
    /// another workout, and its notes draft keeps the first one's. Keyed on the workout, each
    /// selection makes a new detail view.
    @Test func aSelectionReadInsideAQuerysClosureVersusADetailKeyedOnTheItem() {
        Twins(rule, """
        struct Workout: Identifiable { let id: UUID; var name: String; var notes: String }
        @MainActor final class WorkoutStore: ObservableObject {
            @Published var workouts: [Workout] = []
            func update(_ workout: Workout) {
                if let index = workouts.firstIndex(where: { $0.id == workout.id }) { workouts[index] = workout }
            }
        }
        struct WorkoutLogView: View {
            @StateObject private var store = WorkoutStore()
            @State private var selection: Workout.ID?
            var body: some View {
                NavigationSplitView {
                    List(store.workouts, selection: $selection) { Text($0.name) }
                } detail: {
                    if let id = selection, let workout = store.workouts.first(where: { $0.id == id }) {
                        WorkoutDetailView(workout: workout)⟪⟫
                    }
                }
                .environmentObject(store)
            }
        }
        struct WorkoutDetailView: View {
            let workout: Workout
            @EnvironmentObject private var store: WorkoutStore
            @State private var notes: String
            init(workout: Workout) {
                _notes = State(initialValue: workout.notes)
                self.workout = workout
            }
            var body: some View {
                Form { TextField("How did it go?", text: $notes) }
                    .toolbar {
                        Button("Save") {
                            var updated = workout
                            updated.notes = notes
                            store.update(updated)
                        }
                    }
            }
        }
        """, quiet: ".id(workout.id)", loud: "").check(mentioning: ["`notes`", "`WorkoutDetailView` gets another `workout`"])
    }

    /// A chat avatar seeds its image from a cache in `init` and hands the state, with the
    /// profile, to a modifier that loads again when the profile changes: the state follows the
    /// input. Handed only the fallback name, the modifier cannot.
    @Test func aStateHandedWithItsSourceToAModifierVersusWithoutIt() {
        Twins(rule, """
        struct Profile: Equatable { let name: String; let avatarURL: URL? }
        struct AvatarView: View {
            let profile: Profile
            let fallback: String
            @State private var cachedImage: UIImage?
            init(profile: Profile, fallback: String) {
                self.profile = profile
                self.fallback = fallback
                _cachedImage = State(initialValue: ImageCache.shared.image(for: profile.avatarURL))
            }
            var body: some View {
                Group {
                    if let cachedImage { Image(uiImage: cachedImage).resizable() } else { Text(fallback) }
                }
                .cachedImage(for: ⟪⟫, into: $cachedImage)
            }
        }
        extension View {
            func cachedImage(for url: URL?, into image: Binding<UIImage?>) -> some View {
                task(id: url) { image.wrappedValue = await ImageCache.shared.load(url) }
            }
        }
        struct MembersView: View {
            let members: [Profile]
            @State private var current = 0
            var body: some View {
                AvatarView(profile: members[current], fallback: "?")
                Button("Next") { current = (current + 1) % members.count }
            }
        }
        """, quiet: "profile.avatarURL", loud: "nil").check(mentioning: ["`cachedImage`"])
    }
}
