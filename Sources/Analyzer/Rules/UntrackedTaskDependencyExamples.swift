/// Examples of `untracked-task-dependency`; they are its tests and its documentation.
enum UntrackedTaskDependencyExamples {
    static let all: [RuleExample] = [
        .triggering("The talk's `MyAsyncImage`: the task reads `url`, which the parent can change.", """
        struct MyAsyncImage: View {
            var url: URL
            @State private var data: Data?

            var body: some View {
                ZStack {
                    if let data, let image = UIImage(data: data) {
                        Image(uiImage: image).resizable()
                    } else {
                        ProgressView()
                    }
                }
                .↓task {
                    data = try? await URLSession.shared.data(from: url).0
                }
            }
        }
        """),
        .triggering("An `onAppear` that passes an input to a view model runs only for the first `userID`.", """
        struct ProfileView: View {
            let userID: User.ID
            @StateObject private var viewModel = ProfileViewModel()

            var body: some View {
                List(viewModel.posts) { post in
                    PostRow(post: post)
                }
                .↓onAppear {
                    viewModel.load(userID: userID)
                }
            }
        }
        """),
        .triggering("The dependency hides in a private helper the task calls.", """
        struct CommentsSection: View {
            let post: Post
            @State private var comments: [Comment] = []

            var body: some View {
                VStack(alignment: .leading) {
                    ForEach(comments) { comment in
                        Text(comment.body)
                    }
                }
                .↓task {
                    await loadComments()
                }
            }

            private func loadComments() async {
                comments = (try? await API.comments(for: post.id)) ?? []
            }
        }
        """),
        .triggering("`task(id:)` covers `query` but not the `scope` binding the search also reads.", """
        struct SearchResults: View {
            let query: String
            @Binding var scope: SearchScope
            @State private var results: [Result] = []

            var body: some View {
                List(results) { Text($0.title) }
                    .↓task(id: query) {
                        results = await Search.run(query, in: scope)
                    }
            }
        }
        """),
        .nonTriggering("`task(id:)` restarts the task when `url` changes.", """
        struct FixedAsyncImage: View {
            var url: URL
            @State private var data: Data?

            var body: some View {
                Color.gray
                    .task(id: url) {
                        data = try? await URLSession.shared.data(from: url).0
                    }
            }
        }
        """),
        .nonTriggering("A model owned by the view is a reference: calling it is not a dependency.", """
        struct FeedView: View {
            @StateObject private var store = FeedStore()
            @Environment(Session.self) private var session

            var body: some View {
                List(store.posts) { Text($0.title) }
                    .task { await store.refresh() }
                    .onAppear { session.markSeen() }
            }
        }
        """),
        .nonTriggering("An `onAppear` that only writes state reads nothing that can go stale.", """
        struct Banner: View {
            @State private var isVisible = false

            var body: some View {
                Text("Welcome back")
                    .opacity(isVisible ? 1 : 0)
                    .onAppear { isVisible = true }
            }
        }
        """),
        .nonTriggering("`onChange(of:)` on the same value re-runs the work when it changes.", """
        struct SearchView: View {
            let query: String
            @State private var results: [String] = []

            var body: some View {
                List(results, id: \\.self) { Text($0) }
                    .task { results = await Search.run(query) }
                    .onChange(of: query) { _, newQuery in
                        Task { results = await Search.run(newQuery) }
                    }
            }
        }
        """),
        .nonTriggering("`.id(url)` above the task gives the view a new identity for every URL.", """
        struct Thumbnail: View {
            let url: URL
            @State private var image: Image?

            var body: some View {
                ZStack {
                    image ?? Image(systemName: "photo")
                }
                .task { image = await ImageLoader.load(url) }
                .id(url)
            }
        }
        """),
        .nonTriggering("Constants, statics, locals, `Task.isCancelled` and state the task manages itself.", """
        struct Poller: View {
            private let interval: Duration = .seconds(5)
            static let endpoint = URL(string: "https://example.com/status")!
            @State private var status = "…"
            @State private var attempts = 0
            @Environment(\\.dismiss) private var dismiss

            var body: some View {
                Text(status)
                    .task {
                        while !Task.isCancelled && attempts < 10 {
                            let url = Self.endpoint
                            status = await Status.fetch(url)
                            attempts += 1
                            try? await Task.sleep(for: interval)
                        }
                        dismiss()
                    }
            }
        }
        """),
        .fix("One `Equatable` input: the task gets it as its id.", before: """
        struct Avatar: View {
            let userID: Int
            @State private var image: Image?

            var body: some View {
                Circle()
                    .overlay { image }
                    .↓task {
                        image = await Avatars.load(userID)
                    }
            }
        }
        """, after: """
        struct Avatar: View {
            let userID: Int
            @State private var image: Image?

            var body: some View {
                Circle()
                    .overlay { image }
                    .task(id: userID) {
                        image = await Avatars.load(userID)
                    }
            }
        }
        """),
        .fix("A task with a priority keeps it after the new id.", before: """
        struct Thumbnail: View {
            let photoName: String
            @State private var image: Image?

            var body: some View {
                Rectangle()
                    .overlay { image?.resizable() }
                    .↓task(priority: .background) {
                        image = await Thumbnails.render(photoName)
                    }
            }
        }
        """, after: """
        struct Thumbnail: View {
            let photoName: String
            @State private var image: Image?

            var body: some View {
                Rectangle()
                    .overlay { image?.resizable() }
                    .task(id: photoName, priority: .background) {
                        image = await Thumbnails.render(photoName)
                    }
            }
        }
        """),
    ]
}
