/// Examples of `anyview-erasure`; they are its tests and its documentation.
enum AnyViewErasureExamples {
    static let all: [RuleExample] = [
        .triggering("Erasing each branch: switching the branch replaces the subtree (one finding per member, the other erasures as notes).", """
        struct AttachmentView: View {
            let attachment: Attachment

            var body: some View {
                content
                    .clipShape(RoundedRectangle(cornerRadius: 8))
            }

            private var content: AnyView {
                switch attachment.kind {
                case .photo(let url): return ↓AnyView(AsyncImage(url: url))
                case .file(let name): return AnyView(Label(name, systemImage: "doc"))
                }
            }
        }
        """),
        .triggering("A helper function that erases for the body.", """
        struct StatusBanner: View {
            let status: SyncStatus

            var body: some View {
                banner(for: status)
            }

            func banner(for status: SyncStatus) -> AnyView {
                if status.isError {
                    return ↓AnyView(Text(status.message).foregroundStyle(.red))
                }
                return AnyView(Text(status.message))
            }
        }
        """),
        .triggering("An `eraseToAnyView()` helper is `AnyView` by another name.", """
        extension View {
            func eraseToAnyView() -> AnyView { AnyView(self) }
        }

        struct ScoreLabel: View {
            let score: Int

            var body: some View {
                Text("\\(score)")
                    .font(.title)
                    .↓eraseToAnyView()
            }
        }
        """),
        .nonTriggering("`@ViewBuilder` keeps both branches in the type.", """
        struct AttachmentView: View {
            let attachment: Attachment

            var body: some View {
                content
                    .clipShape(RoundedRectangle(cornerRadius: 8))
            }

            @ViewBuilder private var content: some View {
                switch attachment.kind {
                case .photo(let url): AsyncImage(url: url)
                case .file(let name): Label(name, systemImage: "doc")
                }
            }
        }
        """),
        .nonTriggering("`AnyLayout` and `AnyShape` are erasure meant for switching.", """
        struct BadgeRow: View {
            let isCompact: Bool
            let badges: [Badge]

            var body: some View {
                let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
                layout {
                    ForEach(badges) { BadgeView(badge: $0) }
                }
                .background(AnyShape(isCompact ? AnyShape(Circle()) : AnyShape(Capsule())).fill(.quaternary))
            }
        }
        """),
        .nonTriggering("UIKit interop needs one concrete root type.", """
        struct ShareButton: View {
            let items: [SharedItem]

            var body: some View {
                Button("Share", systemImage: "square.and.arrow.up") { present() }
            }

            private func present() {
                let controller = UIHostingController(rootView: AnyView(SharePreview(items: items)))
                UIApplication.shared.topController?.present(controller, animated: true)
            }
        }
        """),
        .triggering("A view of the module whose API takes `AnyView` makes each caller erase: the warning names the API to make generic.", """
        struct MutedEventView: View {
            let event: Event
            let muteBox: (Bool) -> AnyView

            var body: some View {
                muteBox(event.isMuted)
            }
        }

        struct ThreadView: View {
            let event: Event

            var body: some View {
                MutedEventView(event: event, muteBox: { shown in
                    ↓AnyView(Text(shown ? "Hidden" : "Shown").padding(5))
                })
            }
        }
        """),
        .nonTriggering("A builder method that stores the erased view once.", """
        struct NoteEditor: View {
            @Binding var text: String
            var placeholderView: AnyView?

            var body: some View {
                TextEditor(text: $text)
                    .overlay(alignment: .topLeading) { if text.isEmpty { placeholderView } }
            }

            func placeholder(_ view: some View) -> NoteEditor {
                var copy = self
                copy.placeholderView = AnyView(view)
                return copy
            }
        }
        """),
        .nonTriggering("An action that snapshots the view runs outside the render tree.", """
        struct ReceiptView: View {
            let receipt: Receipt
            @State private var snapshot: Image?

            var body: some View {
                ReceiptCard(receipt: receipt)
                    .onAppear { snapshot = Snapshotter.image(of: AnyView(ReceiptCard(receipt: receipt))) }
            }
        }
        """),
    ]
}
