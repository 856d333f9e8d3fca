// PostDetailView.swift — PhotoFeed example app
//
// A single post with its comments and a strip of related posts.
//
// Mistakes:
//   - `.onAppear { Task { viewCount = await store.recordView(of: post.id) } }`
//     starts a task the view does not own: it is not cancelled when the
//     reader backs out (the count lands in a screen that is gone), and every
//     return to the screen starts one more. `.task { … }` does the same and
//     is cancelled on disappear.
//   - `postedText` creates a `DateFormatter` each time it runs, and the body
//     runs it for every comment row, on every update — every comment loaded,
//     every view counted… A `static let` formatter or
//     `Text(comment.postedAt, format: .dateTime)` makes it once.
// Near-misses (must NOT be flagged):
//   - The .task on `PostDetailView` loads comments for `post.id` only when the
//     view appears. That is right here: every place that shows this view builds
//     it for one post (`.navigationDestination(for: Post.self)` in FeedView,
//     `.sheet(item:)` in ProfileView), so its post never changes under it. A
//     split view that swapped the post in place would need `.task(id: post.id)`.
//   - `.if(post.isPinned) { … }` cannot flip while this screen shows one post.
//   - `RelatedPostsView` loads with `.task(id: post.id)`, so it reloads
//     whenever the post changes.
//   - `CommentComposer` has no lifecycle modifiers at all; `.disabled(…)` is a
//     no-effect modifier driven by state, not a branch.

import SwiftUI

struct PostDetailView: View {
    let post: Post
    @Environment(FeedStore.self) private var store
    @State private var comments: [Comment] = []
    @State private var loadError: FeedError?
    @State private var viewCount = 0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                MyAsyncImage(url: post.imageURL)
                    .aspectRatio(contentMode: .fit)
                    .if(post.isPinned) { image in
                        image.overlay(alignment: .topLeading) {
                            PinBadge()
                                .padding(8)
                        }
                    }

                VStack(alignment: .leading, spacing: 6) {
                    Text(post.authorName)
                        .font(.headline)
                    Text(post.caption)
                    Text(postedText(post.postedAt))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Text("\(viewCount) views")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                .padding(.horizontal)

                SectionCard(title: "Comments (\(comments.count))") {
                    if let loadError {
                        Label(loadError.localizedDescription, systemImage: "exclamationmark.triangle")
                            .foregroundStyle(.orange)
                    }
                    ForEach(comments) { comment in
                        VStack(alignment: .leading, spacing: 2) {
                            Text(comment.authorName)
                                .font(.subheadline.bold())
                            Text(comment.text)
                            Text(postedText(comment.postedAt))
                                .font(.caption2)
                                .foregroundStyle(.secondary)
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                    }
                    CommentComposer()
                }

                RelatedPostsView(post: post)
            }
        }
        .navigationTitle(post.authorName)
        .navigationBarTitleDisplayMode(.inline)
        .task {
            await loadComments(for: post.id)
        }
        .onAppear {
            Task { viewCount = await store.recordView(of: post.id) }
        }
    }

    private func postedText(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter.string(from: date)
    }

    private func loadComments(for postID: Int) async {
        do {
            comments = try await store.comments(for: postID)
            loadError = nil
        } catch let error as FeedError {
            loadError = error
        } catch {
            loadError = .offline
        }
    }
}

struct RelatedPostsView: View {
    let post: Post
    @Environment(FeedStore.self) private var store
    @State private var related: [Post] = []

    var body: some View {
        VStack(alignment: .leading) {
            Text("More like this")
                .font(.title3.bold())
                .padding(.horizontal)

            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12) {
                    ForEach(related) { item in
                        NavigationLink(value: item) {
                            MyAsyncImage(url: item.imageURL)
                                .frame(width: 120, height: 120)
                                .clipShape(RoundedRectangle(cornerRadius: 10))
                        }
                    }
                }
                .padding(.horizontal)
            }
        }
        .task(id: post.id) {
            related = await store.related(to: post.id)
        }
    }
}

struct CommentComposer: View {
    @State private var draft = ""
    @FocusState private var isFocused: Bool

    var body: some View {
        HStack {
            TextField("Add a comment…", text: $draft, axis: .vertical)
                .focused($isFocused)
                .textFieldStyle(.roundedBorder)
            Button("Post") {
                draft = ""
                isFocused = false
            }
            .disabled(draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        }
    }
}

struct PinBadge: View {
    var body: some View {
        Image(systemName: "pin.fill")
            .font(.caption.bold())
            .padding(6)
            .background(.thinMaterial, in: Circle())
    }
}

#Preview {
    let post = Post(
        id: 1,
        authorID: 7,
        authorName: "mira",
        caption: "Fog over the bay this morning.",
        imageURL: URL(string: "https://images.photofeed.example/fog.jpg")!,
        likeCount: 120,
        commentCount: 4,
        postedAt: .now,
        isPinned: true
    )
    NavigationStack {
        PostDetailView(post: post)
    }
    .environment(FeedStore())
}
