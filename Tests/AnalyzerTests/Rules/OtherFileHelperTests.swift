import Testing
@testable import Analyzer

/// A body that hands content to a view-building helper declared in another file (`makeMessage
/// { … }` in `MessageView+Message.swift`) builds the helper inline, so its tree mixes two files'
/// code. Every rule must report what the helper writes in the helper's own file, at text that
/// is there — never at the body's file, and never past its end.
@Suite struct OtherFileHelperTests {
    /// Long enough that the helper's offsets run past the end of the body's file.
    private static let padding = String(repeating: "// A chat message's building blocks.\n", count: 40)

    private static let body = SourceFile(path: "MessageView.swift", text: """
    struct MessageView: View {
        let message: Message
        let isOutgoing: Bool
        @State var senderPhotoID: Int?
        @State var reaction = ""
        var body: some View {
            makeMessage {
                Text(message.text)
            }
        }
    }
    """)

    private static let helper = SourceFile(path: "MessageView+Message.swift", text: padding + """
    extension MessageView {
        func makeMessage<Content: View>(@ViewBuilder content: () -> Content) -> some View {
            HStack {
                Image("avatar").frame(width: 32, height: 32)
                AnyView(content())
                ForEach(message.reactions.indices, id: \\.self) { index in
                    TextField("Reaction", text: Binding(get: { reaction }, set: { reaction = $0 }))
                }
                Text(DateFormatter().string(from: message.date))
            }
            .id(UUID())
            .if(isOutgoing) { $0.padding() }
            .onAppear {
                Task { senderPhotoID = await ChatClient.shared.senderPhoto(of: message) }
            }
        }
    }
    extension View {
        @ViewBuilder func `if`<C: View>(_ condition: Bool, _ transform: (Self) -> C) -> some View {
            if condition { transform(self) } else { self }
        }
    }
    """)

    @Test func everyFindingIsInTheFileThatWritesIt() {
        let index = ModuleIndex(trees: [SyntaxTree.parse(Self.body), SyntaxTree.parse(Self.helper)])
        let findings = Linter().lint(index, jobs: 1)
        #expect(!findings.isEmpty)
        for finding in findings {
            let file = finding.path == Self.body.path ? Self.body : Self.helper
            #expect(finding.range.end <= file.bytes.count, "\(finding.ruleID) past the end of \(finding.path)")
            // The body's file holds only the call of the helper: nothing in it is a finding of the helper's code.
            if finding.path == Self.body.path {
                #expect(!["onappear-task-wrapper", "formatter-in-body", "anyview-erasure"].contains(finding.ruleID),
                        "\(finding.ruleID) reported in the body's file: \(finding.message)")
            }
        }
        #expect(findings.contains { $0.ruleID == "onappear-task-wrapper" && $0.path == Self.helper.path })
    }

    /// A reaction the helper writes (`.onChange(of: filter)` doing other work) is named from the
    /// helper's own file, once: the body's inline copy carries the helper's offsets, and read in
    /// the body's file they spell something else.
    @Test func aReactionInTheHelperIsNamedFromItsOwnFile() {
        let body = SourceFile(path: "FeedView.swift", text: """
        struct FeedView: View {
            let filter: String
            @State var items: [String] = []
            @State var scrolledToTop = false
            var body: some View {
                List(items, id: \\.self) { Text($0) }
                    .task { items = await Feed.load(filter) }
                feedChrome {
                    Text("Feed")
                }
            }
        }
        struct FeedScreen: View {
            @State private var filter = ""
            var body: some View {
                FeedView(filter: filter)
                TextField("Filter", text: $filter)
            }
        }
        """)
        let helper = SourceFile(path: "FeedView+Chrome.swift", text: Self.padding + """
        extension FeedView {
            func feedChrome<Content: View>(@ViewBuilder content: () -> Content) -> some View {
                VStack { content() }
                    .onChange(of: filter) { scrolledToTop = true }
            }
        }
        """)
        let index = ModuleIndex(trees: [SyntaxTree.parse(body), SyntaxTree.parse(helper)])
        let findings = Linter(rules: [UntrackedTaskDependencyRule.rule]).lint(index, jobs: 1)
        #expect(findings.count == 1, "\(findings.map(\.message))")
        let reactionNotes = findings.first?.notes.filter { $0.message.hasSuffix("does not redo this work") } ?? []
        #expect(reactionNotes.map(\.message) == ["`.onChange(of: filter)` here reacts to the change but does not redo this work"])
        #expect(reactionNotes.first?.path == helper.path)
    }
}
