// FeedView.swift — PhotoFeed example app
//
// The home feed: a scrolling list of post cards.
//
// Mistakes:
//   - `FeedCell` wraps the same `CardView(post: post)` in an `if`/`else`
//     that differs only by `.opacity(0.5)`. The body's type becomes
//     `_ConditionalContent<ModifiedContent<CardView, _OpacityEffect>, CardView>`,
//     so every press destroys one card (and its state) and inserts another
//     instead of animating one card's opacity. Prefer
//     `CardView(post: post).opacity(isHighlighted ? 0.5 : 1)`.
//   - `CardView.pinBadge` returns `AnyView` to choose between a badge and
//     nothing: the card's type no longer says what it contains, and pinning a
//     post swaps the erased subtree. A `@ViewBuilder` `if` keeps it typed.
// Near-misses (must NOT be flagged):
//   - `.task { await store.refresh() }` in `FeedView` only reads `store`, an
//     `@Observable` model from `@Environment(FeedStore.self)`; the reference
//     never changes, so there is nothing for the task to miss.
//   - `FeedStatusView` branches between two *different* views
//     (`ProgressView` vs `ErrorBanner`), which is a real structural choice.
//   - `CardView` applies its like-state through no-effect modifiers
//     (`.symbolEffect`, `.foregroundStyle(isLiked ? … : …)`), not branches.

import SwiftUI

struct FeedView: View {
    @Environment(FeedStore.self) private var store
    @State private var highlightedPostID: Post.ID?

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 20) {
                if store.posts.isEmpty, store.isLoading || store.lastError != nil {
                    FeedStatusView(isLoading: store.isLoading, error: store.lastError ?? .offline)
                        .padding(.top, 80)
                }

                ForEach(store.posts) { post in
                    NavigationLink(value: post) {
                        FeedCell(post: post, isHighlighted: highlightedPostID == post.id)
                    }
                    .buttonStyle(.plain)
                    .onLongPressGesture(minimumDuration: 0.4) {
                        store.toggleLike(post)
                    } onPressingChanged: { isPressing in
                        highlightedPostID = isPressing ? post.id : nil
                    }
                }
            }
            .padding(.horizontal)
        }
        .navigationTitle("Feed")
        .navigationDestination(for: Post.self) { post in
            PostDetailView(post: post)
        }
        .refreshable {
            await store.refresh()
        }
        .task {
            await store.refresh()
        }
    }
}

/// One row of the feed.
struct FeedCell: View {
    let post: Post
    let isHighlighted: Bool

    var body: some View {
        if isHighlighted {
            CardView(post: post).opacity(0.5)
        } else {
            CardView(post: post)
        }
    }
}

struct CardView: View {
    let post: Post
    @Environment(FeedStore.self) private var store

    var body: some View {
        let isLiked = store.isLiked(post)

        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(post.authorName)
                    .font(.headline)
                pinBadge
                Spacer()
                Text(post.postedAt, format: .relative(presentation: .named))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            MyAsyncImage(url: post.imageURL)
                .aspectRatio(4 / 3, contentMode: .fill)
                .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))

            Text(post.caption)
                .font(.body)
                .lineLimit(3)

            HStack(spacing: 16) {
                Button {
                    store.toggleLike(post)
                } label: {
                    Label("\(post.likeCount + (isLiked ? 1 : 0))", systemImage: isLiked ? "heart.fill" : "heart")
                        .foregroundStyle(isLiked ? Color.pink : Color.secondary)
                        .symbolEffect(.bounce, value: isLiked)
                }
                Label("\(post.commentCount)", systemImage: "bubble.right")
                    .foregroundStyle(.secondary)
            }
            .font(.subheadline)
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .shadow(color: .black.opacity(0.08), radius: 8, y: 4)
    }

    private var pinBadge: AnyView {
        if post.isPinned {
            return AnyView(PinBadge())
        }
        return AnyView(EmptyView())
    }
}

/// Shown instead of the feed while it loads for the first time or failed.
struct FeedStatusView: View {
    let isLoading: Bool
    let error: FeedError

    var body: some View {
        if isLoading {
            ProgressView()
        } else {
            ErrorBanner(error: error)
        }
    }
}

#Preview {
    NavigationStack {
        FeedView()
    }
    .environment(FeedStore())
}
