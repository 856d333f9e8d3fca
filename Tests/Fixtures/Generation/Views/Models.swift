import Foundation

struct Author: Hashable, Sendable {
    let name: String
    let avatarURL: URL?
}

struct Post: Identifiable, Equatable, Sendable {
    let id: UUID
    var author: Author
    var text: String
    var likes: Int
    var postedAt: Date
}

enum Visibility: Sendable {
    case everyone, followers
}

final class FeedModel {
    var posts: [Post] = []
}
