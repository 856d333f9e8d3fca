import Testing
@testable import Analyzer

/// `state-initialized-from-input`: owned state filled from an `init` parameter.
@Suite struct StateInitializedFromInputTests {
    private let rule = StateInitializedFromInputRule.rule

    private static let parent = """
    struct Library: View {
        let books: [Book]
        @State private var current: Book?
        var body: some View {
            VStack {
                Picker("Book", selection: $current) { ForEach(books) { Text($0.title).tag(Optional($0)) } }
                if let current { BookNotes(book: current) }
            }
        }
    }

    """

    @Test func aParameterCopiedIntoStateVersusAConstant() {
        let finding = Twins(rule, Self.parent + """
        struct BookNotes: View {
            @State private var notes: String
            init(book: Book) {
                _notes = State(initialValue: ⟪⟫)
            }
            var body: some View { TextEditor(text: $notes) }
        }
        """, quiet: "\"\"", loud: "book.notes").check(mentioning: ["copies `book` into `@State notes`", "`BookNotes`"])
        #expect(finding?.notes.map(\.message).contains("`notes` is declared here") == true)
        #expect(finding?.notes.count == 3, "the declaration and where the changing value comes from")
    }

    @Test func anIdentityKeyedOnTheInputMakesNewState() {
        Twins(rule, """
        struct Library: View {
            let books: [Book]
            @State private var current: Book?
            var body: some View {
                VStack {
                    Picker("Book", selection: $current) { ForEach(books) { Text($0.title).tag(Optional($0)) } }
                    if let current { BookNotes(book: current)⟪⟫ }
                }
            }
        }
        struct BookNotes: View {
            @State private var notes: String
            init(book: Book) { self._notes = State(initialValue: book.notes) }
            var body: some View { TextEditor(text: $notes) }
        }
        """, quiet: ".id(current)", loud: ".padding()").check(mentioning: ["`.id(…)`"])
    }

    @Test func aStateObjectFromAParameter() {
        Twins(rule, Self.parent + """
        struct BookNotes: View {
            @StateObject private var model: NotesModel
            init(book: Book) {
                _model = StateObject(wrappedValue: NotesModel(⟪⟫))
            }
            var body: some View { Text(model.summary) }
        }
        """, quiet: "store: .shared", loud: "book: book").check(mentioning: ["`@StateObject model`"])
    }

    @Test func aForwardedBindingIsNotACopy() {
        Twins(rule, """
        struct Counter: View {
            @State private var count: Int
            init(start: Binding<Int>) { _count = ⟪⟫ }
            var body: some View { Text("\\(count)") }
        }
        """, quiet: "State(initialValue: 0)", loud: "State(initialValue: start.wrappedValue)").check(mentioning: ["`start`"])
    }

    @Test func anInputEveryCreationSiteFixesIsQuiet() {
        Twins(rule, """
        struct Shelf: View {
            @State private var current = Book.sample
            var body: some View {
                BookNotes(book: ⟪⟫)
                Button("Next") { current = current.next }
            }
        }
        struct BookNotes: View {
            @State private var notes: String
            init(book: Book) { _notes = State(initialValue: book.notes) }
            var body: some View { TextEditor(text: $notes) }
        }
        """, quiet: "Book.sample", loud: "current").check(mentioning: ["`book`"])
    }
}
