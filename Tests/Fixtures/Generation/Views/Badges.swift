import SwiftUI

/// The counters above a profile; the badge is private to this file.
struct ProfileCounters: View {
    let author: Author
    let posts: [Post]
    @State private var selected: Int?

    var body: some View {
        HStack {
            ForEach(posts) { post in
                CountBadge(count: post.likes, label: post.author.name, onSelect: { selected = post.likes })
            }
        }
    }
}

// viewlint:equatable
private struct CountBadge: View {
    let count: Int
    let label: String
    let onSelect: () -> Void

    var body: some View {
        Button("\(label): \(count)", action: onSelect)
    }
}
