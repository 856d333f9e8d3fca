/// Examples of `state-initialized-from-input`; they are its tests and its documentation.
enum StateInitializedFromInputExamples {
    static let all: [RuleExample] = [
        .triggering("The editor copies the selected note once; selecting another note keeps the old text.", """
        struct NotesSplitView: View {
            let notes: [Note]
            @State private var selection: Note?

            var body: some View {
                NavigationSplitView {
                    List(notes, selection: $selection) { note in
                        Text(note.title).tag(note)
                    }
                } detail: {
                    if let selection {
                        NoteEditor(note: selection)
                    }
                }
            }
        }

        struct NoteEditor: View {
            let note: Note
            @State private var draft: String

            init(note: Note) {
                self.note = note
                ↓_draft = State(initialValue: note.body)
            }

            var body: some View {
                TextEditor(text: $draft)
            }
        }
        """),
        .triggering("A `@StateObject` made from a parameter is made once, for the first user shown.", """
        struct TeamView: View {
            let members: [Member]
            @State private var selectedID: Member.ID?

            var body: some View {
                HStack {
                    List(members, selection: $selectedID) { Text($0.name) }
                    if let selectedID {
                        MemberProfile(memberID: selectedID)
                    }
                }
            }
        }

        struct MemberProfile: View {
            @StateObject private var model: ProfileModel

            init(memberID: Member.ID) {
                ↓_model = StateObject(wrappedValue: ProfileModel(memberID: memberID))
            }

            var body: some View {
                Text(model.displayName)
            }
        }
        """),
        .triggering("A parameter named as an initial value says the copy is meant: a remark.", """
        struct ReviewForm: View {
            @State private var suggested = 3

            var body: some View {
                Form {
                    RatingControl(initialRating: suggested)
                    Button("Suggest 5 stars") { suggested = 5 }
                }
            }
        }

        struct RatingControl: View {
            @State private var rating: Int

            init(initialRating: Int) {
                ↓_rating = State(initialValue: initialRating)
            }

            var body: some View {
                Stepper("\\(rating) stars", value: $rating, in: 1...5)
            }
        }
        """),
        .nonTriggering("A constant initial value, and a forwarded binding.", """
        struct SearchField: View {
            @Binding var text: String
            @State private var isEditing: Bool

            init(text: Binding<String>) {
                _text = text
                _isEditing = State(initialValue: false)
            }

            var body: some View {
                TextField("Search", text: $text)
            }
        }
        """),
        .nonTriggering("Every creation site ties the view's identity to the input with `.id(…)`.", """
        struct Inbox: View {
            let threads: [Thread]
            @State private var open: Thread?

            var body: some View {
                List(threads) { thread in
                    Button(thread.subject) { open = thread }
                }
                .safeAreaInset(edge: .bottom) {
                    if let open {
                        ReplyComposer(thread: open).id(open.id)
                    }
                }
            }
        }

        struct ReplyComposer: View {
            @State private var reply: String

            init(thread: Thread) {
                _reply = State(initialValue: "Re: " + thread.subject)
            }

            var body: some View {
                TextField("Reply", text: $reply)
            }
        }
        """),
        .nonTriggering("Presented content is made for one item: the copy cannot go stale.", """
        struct Pantry: View {
            let items: [Item]
            @State private var editing: Item?

            var body: some View {
                List(items) { item in
                    Button(item.name) { editing = item }
                }
                .sheet(item: $editing) { item in
                    ItemEditor(item: item)
                }
            }
        }

        struct ItemEditor: View {
            @State private var name: String

            init(item: Item) {
                _name = State(initialValue: item.name)
            }

            var body: some View {
                TextField("Name", text: $name)
            }
        }
        """),
        .nonTriggering("A SwiftData query is rebuilt from its arguments: not state that SwiftUI keeps.", """
        struct FolderContents: View {
            @Query private var files: [File]

            init(folder: Folder) {
                let id = folder.persistentModelID
                _files = Query(filter: #Predicate<File> { $0.folder?.persistentModelID == id })
            }

            var body: some View {
                List(files) { Text($0.name) }
            }
        }
        """),
    ]
}
