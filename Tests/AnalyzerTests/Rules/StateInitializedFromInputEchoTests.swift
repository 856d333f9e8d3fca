import Testing
@testable import Analyzer

/// `state-initialized-from-input`: an edit buffer whose source changes only by the buffer's own
/// edits coming back (through a binding or a callback it hands them back through) keeps up; a
/// change the parent makes itself while the buffer is shown does not reach it.
@Suite struct StateInitializedFromInputEchoTests {
    private let rule = StateInitializedFromInputRule.rule

    /// VirtualBuddy's disk image editor copies the image into state and hands every change back
    /// through its `onSave` callback, which the parent stores. A reset by the parent, while the
    /// editor is shown, leaves the editor on the old size.
    @Test func anEditBufferHandedBackThroughACallbackVersusAResetByTheParent() {
        let twins = Twins(rule, """
        struct DiskImage: Equatable { var name: String; var size: Int }
        struct DeviceDetail: View {
            @State private var image = DiskImage(name: "disk", size: 64)
            var body: some View {
                VStack {
                    SizeEditor(image: image, onSave: { image = $0 })
                    ⟪⟫
                }
            }
        }
        struct SizeEditor: View {
            @State private var image: DiskImage
            var onSave: (DiskImage) -> Void
            init(image: DiskImage, onSave: @escaping (DiskImage) -> Void) {
                self._image = .init(wrappedValue: image)
                self.onSave = onSave
            }
            var body: some View {
                Stepper("Size \\(image.size)", value: $image.size)
                    .onChange(of: image) { _, newValue in onSave(newValue) }
            }
        }
        """, quiet: "Text(image.name)", loud: "Button(\"Reset\") { image = DiskImage(name: \"disk\", size: 64) }")
        let finding = twins.check(mentioning: ["`image`"])
        let reset = twins.loud.range(of: "Reset\") { ").map { twins.loud.utf8.distance(from: twins.loud.startIndex, to: $0.upperBound) }
        #expect(finding?.notes.last?.range.start == reset, "the note cites the reset, not the editor's own edit coming back")
    }

    /// KeyboardCowboy's script source field passes its stored callback as the action,
    /// `.onChange(of: text, perform: onChange)`: the same hand-back as `{ onChange($0) }`.
    @Test func aCallbackPassedAsTheOnChangeActionVersusAResetByTheParent() {
        Twins(rule, """
        struct ScriptEditor: View {
            @State private var source: String = "echo hi"
            @State private var isValid = true
            var body: some View {
                VStack {
                    SourceField(text: source) { newString in
                        source = newString
                        isValid = !newString.isEmpty
                    }
                    ⟪⟫
                }
            }
        }
        struct SourceField: View {
            @State private var text: String
            private let onChange: (String) -> Void
            init(text: String, onChange: @escaping (String) -> Void) {
                _text = .init(initialValue: text)
                self.onChange = onChange
            }
            var body: some View {
                TextEditor(text: $text)
                    .onChange(of: text, perform: onChange)
            }
        }
        """, quiet: "Text(isValid ? \"OK\" : \"Empty script\")", loud: "Button(\"Reset\") { source = \"echo hi\" }")
            .check(mentioning: ["`text`"])
    }

    /// KeyboardCowboy's new-command sheet takes the pieces out of its payload and hands them,
    /// with `$payload`, to the editor of that kind, which writes the payload back from its
    /// `@State` copies. Until the parent resets the payload itself, only the editor changes it.
    @Test func anEditorWritingTheDestructuredWholeBackVersusAResetByTheParent() {
        Twins(rule, Self.alarmSheet(parentExtra: "⟪⟫", editorExtra: ""),
              quiet: "Text(\"Saving \\(String(describing: payload))\")",
              loud: "Button(\"Reset to 9:00\") { payload = .alarm(hour: 9) }").check(mentioning: ["`hour`"])
    }

    /// The same editor with a Clear button that writes the payload from something else than its
    /// copy: the payload then changes under the copy.
    @Test func anEditorWritingItsBindingOnlyFromItsCopyVersusFromAConstant() {
        Twins(rule, Self.alarmSheet(parentExtra: "", editorExtra: "⟪⟫"),
              quiet: "Button(\"Save\") { payload = .alarm(hour: hour) }",
              loud: "Button(\"Clear\") { payload = .alarm(hour: 0) }").check(mentioning: ["`hour`"])
    }

    /// An alarm sheet whose editor copies the hour out of the payload; the extras go in the
    /// parent's `VStack` and the editor's `Form`.
    private static func alarmSheet(parentExtra: String, editorExtra: String) -> String {
        """
        enum Payload: Equatable { case none; case alarm(hour: Int) }
        struct NewItemSheet: View {
            @State private var payload: Payload = .none
            var body: some View {
                VStack {
                    if case let .alarm(hour) = payload {
                        AlarmEditor($payload, hour: hour)
                    } else {
                        AlarmEditor($payload, hour: 7)
                    }
                    \(parentExtra)
                }
            }
        }
        struct AlarmEditor: View {
            @Binding var payload: Payload
            @State private var hour: Int
            init(_ payload: Binding<Payload>, hour: Int) {
                _payload = payload
                _hour = .init(initialValue: hour)
            }
            var body: some View {
                Form {
                    Stepper("Hour \\(hour)", value: $hour, in: 0...23)
                        .onChange(of: hour) { _ in writeBack() }
                    \(editorExtra)
                }
            }
            private func writeBack() { payload = .alarm(hour: hour) }
        }
        """
    }

    /// KeyboardCowboy's command header edits its copy of the command's metadata in a name
    /// field and hands each name back. Keyed on the whole metadata it would be rebuilt, losing
    /// focus, each time the typed name comes back: the advice binds it to the source, or keys it
    /// on the command's `id`.
    @Test func anEditBufferIsAdvisedABindingOrItsIdentityVersusTheWholeValue() {
        Twins(rule, """
        struct Command: Identifiable, Equatable { let id: UUID; var name: String }
        struct CommandRow: View {
            @State private var command = Command(id: UUID(), name: "Open Xcode")
            var body: some View {
                VStack {
                    CommandHeader(metaData: command) { command.name = $0 }
                    ⟪⟫
                }
            }
        }
        struct CommandHeader: View {
            @State private var metaData: Command
            private let onRename: (String) -> Void
            init(metaData: Command, onRename: @escaping (String) -> Void) {
                _metaData = .init(initialValue: metaData)
                self.onRename = onRename
            }
            var body: some View {
                TextField("Name", text: $metaData.name)
                    .onChange(of: metaData.name) { onRename($0) }
            }
        }
        """, quiet: "Text(command.name)", loud: "Button(\"Duplicate\") { command.name += \" copy\" }")
            .check(mentioning: ["an edit buffer", "bind it to the source", "`.id(metaData.id)` starts one only for another item"])
    }

    /// spoonjoy's cook log edits a draft kept per recipe by its screen's parent, which hands
    /// every edit back there; the recipe behind it is refreshed (same id) while it is shown. The
    /// creation site keys the editor on `viewModel.id` already: another recipe starts a new
    /// buffer, and the same one keeps the user's edits. Without that key, or keyed on another
    /// item (the recipe's author), the refresh leaves the buffer on the old draft.
    @Test(arguments: ["", ".id(recipe.author.id)"])
    func anEditBufferKeyedOnItsItemsIdentityVersusOneKeyedOnNothing(loud: String) {
        Twins(rule, """
        struct Author: Identifiable, Equatable { let id: UUID }
        struct Recipe: Identifiable, Equatable { let id: UUID; var note: String; var author: Author }
        struct RecipeScreen: View {
            @State private var recipe = Recipe(id: UUID(), note: "", author: Author(id: UUID()))
            @State private var drafts: [UUID: String] = [:]
            var body: some View {
                VStack {
                    RecipeDetail(recipe: recipe, draft: { drafts[$0.id] }, recordDraft: { drafts[$1] = $0 })
                    Button("Sync") { recipe = Recipe(id: recipe.id, note: "synced", author: recipe.author) }
                }
            }
        }
        struct RecipeDetail: View {
            let recipe: Recipe
            let draft: (Recipe) -> String?
            let recordDraft: (String, UUID) -> Void
            var body: some View {
                NoteEditor(note: draft(recipe) ?? recipe.note, onEdit: { recordDraft($0, recipe.id) })⟪⟫
            }
        }
        struct NoteEditor: View {
            @State private var note: String
            let onEdit: (String) -> Void
            init(note: String, onEdit: @escaping (String) -> Void) {
                _note = State(initialValue: note)
                self.onEdit = onEdit
            }
            var body: some View {
                TextField("Note", text: $note)
                    .onChange(of: note) { _, value in onEdit(value) }
            }
        }
        """, quiet: ".id(recipe.id)", loud: loud).check(mentioning: ["an edit buffer", "`note`"])
    }
}
