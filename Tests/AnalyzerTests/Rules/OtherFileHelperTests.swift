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
}
