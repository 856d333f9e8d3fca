import SwiftUI

/// One post in the feed, with its actions handed in by the list.
// viewlint:equatable
struct PostRow: View {
    let post: Post
    var isPinned = false
    let visibility: Visibility
    let onLike: () -> Void
    let onOpenAuthor: ((Author) -> Void)?
    @State private var isExpanded = false
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack {
            Text(post.author.name)
            Text(post.text).opacity(isExpanded ? 1 : 0.8)
            Button("Like", action: onLike)
        }
    }
}

/// A row of any identifiable item, with a swipe action.
// viewlint:equatable ignore: onDelete
public struct ItemRow<Item: Identifiable & Sendable>: View {
    let item: Item
    let subtitle: String?
    let tags: [String: Int]
    let onDelete: (Item) -> Void

    public var body: some View {
        HStack {
            Text(subtitle ?? "")
            Button("Delete") { onDelete(item) }
        }
    }
}

enum Profile {
    /// The header of a profile screen; `avatar` is built by the caller.
    struct Header: View { // viewlint:equatable
        let author: Author
        let followerCount: Int
        let avatar: AnyView

        var body: some View {
            HStack {
                avatar
                Text(author.name)
            }
        }
    }
}

/// Declared in one place, made a view in an extension in another.
// viewlint:equatable
struct LikeBadge {
    let count: Int
    let tint: Color
    let onTap: () -> Void
}

extension LikeBadge: View {
    var body: some View {
        Button("\(count)", action: onTap).foregroundStyle(tint)
    }
}

@available(macOS 14, iOS 17, *)
struct Timeline: View {
    // viewlint:equatable
    struct Day: View {
        let date: Date
        let posts: [Post]
        var body: some View {
            ForEach(posts) { post in Text(post.text) }
        }
    }

    let days: [Date]
    var body: some View { Text("\(days.count)") }
}

// viewlint:equatable
struct Composer<Draft: Hashable & Sendable>: View {
    @Binding var text: String
    let draft: Draft
    let placeholder: String
    let send: (Draft) -> Void

    var body: some View {
        Button(placeholder) { send(draft) }
    }
}
