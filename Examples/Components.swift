// Components.swift — PhotoFeed example app
//
// Small reusable building blocks used across the app.
//
// Mistakes (non-POD views that SwiftUI can only diff by reflection):
//   - `PostRow` stores `let onTap: () -> Void` and is not `Equatable`. A closure
//     is never equal to the previous one, so every parent update re-runs every
//     row's body — in `ProfileView`, each time the user's online status arrives.
//   - `CardContainer` stores `let content: AnyView`. The erased content hides
//     its type from SwiftUI and cannot be compared, so the card re-renders on
//     every parent update.
//   - `SectionCard` stores `@ViewBuilder let content: () -> Content` — the
//     builder closure is kept instead of its result (`let content: Content`).
// Near-misses (must NOT be flagged):
//   - `ErrorBanner` stores a plain enum value and a `@State`, no closures.
//   - `LikeCountBadge` is POD: `Int`, `Bool` and `Double` inputs only.
//   - `SectionCard.init` *takes* a `@ViewBuilder` closure parameter; only the
//     stored property is the problem, not the parameter.

import SwiftUI

struct ErrorBanner: View {
    let error: FeedError
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Label("Something went wrong", systemImage: "wifi.exclamationmark")
                .font(.headline)
            Text(error.localizedDescription)
                .font(.subheadline)
                .lineLimit(isExpanded ? nil : 1)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.red.opacity(0.12), in: RoundedRectangle(cornerRadius: 12))
        .onTapGesture { isExpanded.toggle() }
    }
}

/// A compact row for lists of posts.
// viewlint:equatable
struct PostRow: View {
    let post: Post
    let onTap: () -> Void

    var body: some View {
        Button(action: onTap) {
            HStack(spacing: 12) {
                MyAsyncImage(url: post.imageURL)
                    .frame(width: 56, height: 56)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
                VStack(alignment: .leading, spacing: 2) {
                    Text(post.caption)
                        .lineLimit(2)
                    Text(post.postedAt, format: .relative(presentation: .named))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    LikeCountBadge(count: post.likeCount, isLiked: false, scale: 0.85)
                }
                Spacer(minLength: 0)
            }
        }
        .buttonStyle(.plain)
    }
}

/// A titled, rounded card around arbitrary content.
struct CardContainer: View {
    let title: String
    let content: AnyView

    init<Content: View>(title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = AnyView(content())
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.caption.weight(.semibold))
                .textCase(.uppercase)
                .foregroundStyle(.secondary)
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(.quaternary.opacity(0.5), in: RoundedRectangle(cornerRadius: 14))
    }
}

/// A section with a header and a builder for its rows.
struct SectionCard<Content: View>: View {
    let title: String
    @ViewBuilder let content: () -> Content

    init(title: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = title
        self.content = content
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title)
                .font(.title3.bold())
            content()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// POD: `Int`, `Bool` and `Double` only.
struct LikeCountBadge: View {
    let count: Int
    let isLiked: Bool
    let scale: Double

    var body: some View {
        Label("\(count)", systemImage: isLiked ? "heart.fill" : "heart")
            .font(.caption)
            .foregroundStyle(isLiked ? Color.pink : Color.secondary)
            .scaleEffect(scale)
    }
}

#Preview {
    VStack(spacing: 16) {
        ErrorBanner(error: .server(status: 503))
        CardContainer(title: "About") {
            Text("Photographer. Coffee. Fog.")
        }
        SectionCard(title: "Comments") {
            Text("Lovely light!")
            Text("Where is this?")
        }
        LikeCountBadge(count: 1_204, isLiked: true, scale: 1)
    }
    .padding()
}
