/// Examples of `non-pod-view`; they are its tests and its documentation.
enum NonPODViewExamples {
    static let all: [RuleExample] = [
        .triggering("A row storing its tap handler re-runs its body on every parent update.", """
        struct ↓PostRow: View {
            let post: Post
            let onTap: () -> Void

            var body: some View {
                Button(action: onTap) {
                    Text(post.title)
                }
            }
        }
        """),
        .triggering("A type-erased child is a fresh `AnyView` box every time the parent's body runs.", """
        struct ↓CardContainer: View {
            let title: String
            let content: AnyView

            var body: some View {
                VStack(alignment: .leading) {
                    Text(title).font(.headline)
                    content
                }
            }
        }
        """),
        .triggering("A stored builder closure: store the built `Content` instead.", """
        struct ↓SectionCard<Content: View>: View {
            let title: String
            @ViewBuilder let content: () -> Content

            var body: some View {
                VStack {
                    Text(title)
                    content()
                }
            }
        }
        """),
        .triggering("Strings and arrays are diffed by reflection (reported as info).", """
        struct ↓TagList: View {
            let title: String
            let tags: [String]

            var body: some View {
                HStack {
                    Text(title)
                    ForEach(tags, id: \\.self) { Text($0) }
                }
            }
        }
        """),
        .nonTriggering("A POD view is compared bytewise.", """
        struct LikeBadge: View {
            let count: Int
            let isLiked: Bool
            var scale: Double = 1

            var body: some View {
                Label("\\(count)", systemImage: isLiked ? "heart.fill" : "heart")
                    .scaleEffect(scale)
            }
        }
        """),
        .nonTriggering("An `Equatable` view that stores a closure but compares its data.", """
        struct FollowButton: View, Equatable {
            let userID: Int
            let isFollowing: Bool
            let action: () -> Void

            nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
                lhs.userID == rhs.userID && lhs.isFollowing == rhs.isFollowing
            }

            var body: some View {
                Button(isFollowing ? "Following" : "Follow", action: action)
            }
        }
        """),
        .nonTriggering("Non-POD only because of dynamic properties, with POD inputs.", """
        struct Counter: View {
            let step: Int
            @State private var value = 0
            @Environment(\\.colorScheme) private var colorScheme
            @ObservedObject var settings: Settings

            var body: some View {
                Stepper("\\(value)", value: $value, step: step)
            }
        }
        """),
        .nonTriggering("Generic content stored as its built value.", """
        struct Card<Content: View>: View {
            let content: Content

            init(@ViewBuilder content: () -> Content) {
                self.content = content()
            }

            var body: some View {
                content.padding()
            }
        }
        """),
    ]
}
