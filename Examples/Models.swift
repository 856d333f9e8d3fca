// Models.swift — PhotoFeed example app
//
// Data types, the network client and the two observable models the views share.
// Mistakes: none. This file declares no views; it exists so the view files read
// like a real app (and so an analyzer can tell an @Observable store or an
// ObservableObject view model apart from a plain value input).

import Combine
import Foundation
import Observation

struct Post: Identifiable, Hashable, Codable, Sendable {
    var id: Int
    var authorID: Int
    var authorName: String
    var caption: String
    var imageURL: URL
    var likeCount: Int
    var commentCount: Int
    var postedAt: Date
    var isPinned = false
}

struct Comment: Identifiable, Hashable, Codable, Sendable {
    var id: Int
    var postID: Int
    var authorName: String
    var text: String
    var postedAt: Date
}

struct Presence: Codable, Sendable {
    let isOnline: Bool
}

struct UserProfile: Identifiable, Codable, Sendable {
    var id: Int
    var displayName: String
    var bio: String
    var avatarURL: URL
    var followerCount: Int
    var followingCount: Int
    var postCount: Int
    var isVerified: Bool
}

enum FeedError: LocalizedError, Equatable, Sendable {
    case offline
    case server(status: Int)
    case decoding

    var errorDescription: String? {
        switch self {
        case .offline: "You appear to be offline."
        case .server(let status): "The server returned an error (\(status))."
        case .decoding: "The response could not be read."
        }
    }
}

/// A deliberately small JSON client around `URLSession`.
struct FeedAPI: Sendable {
    var baseURL = URL(string: "https://api.photofeed.example/v1")!

    func fetch<T: Decodable>(_ type: T.Type, path: String) async throws -> T {
        let (data, response) = try await URLSession.shared.data(from: baseURL.appending(path: path))
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw FeedError.server(status: http.statusCode)
        }
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return try decoder.decode(T.self, from: data)
        } catch {
            throw FeedError.decoding
        }
    }
}

/// The app-wide store, injected with `.environment(store)` in `PhotoFeedApp`.
@MainActor
@Observable
final class FeedStore {
    private(set) var posts: [Post] = []
    private(set) var isLoading = false
    var lastError: FeedError?
    var likedPostIDs: Set<Int> = []

    @ObservationIgnored private let api: FeedAPI

    init(api: FeedAPI = FeedAPI()) {
        self.api = api
    }

    func refresh() async {
        isLoading = true
        defer { isLoading = false }
        do {
            posts = try await api.fetch([Post].self, path: "feed")
            lastError = nil
        } catch let error as FeedError {
            lastError = error
        } catch {
            lastError = .offline
        }
    }

    func comments(for postID: Int) async throws -> [Comment] {
        try await api.fetch([Comment].self, path: "posts/\(postID)/comments")
    }

    func related(to postID: Int) async -> [Post] {
        (try? await api.fetch([Post].self, path: "posts/\(postID)/related")) ?? []
    }

    func search(_ query: String) async throws -> [Post] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return [] }
        let escaped = trimmed.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? trimmed
        return try await api.fetch([Post].self, path: "search?q=\(escaped)")
    }

    /// Tells the server a post was opened; returns the post's new view count.
    func recordView(of postID: Int) async -> Int {
        (try? await api.fetch(Int.self, path: "posts/\(postID)/views")) ?? 0
    }

    func isLiked(_ post: Post) -> Bool {
        likedPostIDs.contains(post.id)
    }

    func toggleLike(_ post: Post) {
        if likedPostIDs.contains(post.id) {
            likedPostIDs.remove(post.id)
        } else {
            likedPostIDs.insert(post.id)
        }
    }
}

/// Older-style view model, owned by `ProfileView` through `@StateObject`.
@MainActor
final class ProfileViewModel: ObservableObject {
    @Published private(set) var profile: UserProfile?
    @Published private(set) var recentPosts: [Post] = []
    @Published private(set) var isLoading = false
    @Published private(set) var mutedUserIDs: Set<Int> = []

    private let api = FeedAPI()
    private var loadTask: Task<Void, Never>?

    func load(userID: Int) {
        loadTask?.cancel()
        isLoading = true
        loadTask = Task {
            defer { isLoading = false }
            async let profile = api.fetch(UserProfile.self, path: "users/\(userID)")
            async let posts = api.fetch([Post].self, path: "users/\(userID)/posts")
            self.profile = try? await profile
            self.recentPosts = (try? await posts) ?? []
        }
    }

    func setMuted(_ muted: Bool, userID: Int) {
        if muted { mutedUserIDs.insert(userID) } else { mutedUserIDs.remove(userID) }
    }

    /// Whether the user is online, checked every 30 seconds for as long as someone listens.
    nonisolated func presence(of userID: Int) -> AsyncStream<Bool> {
        let api = api
        return AsyncStream { continuation in
            let polling = Task {
                while !Task.isCancelled {
                    let presence = try? await api.fetch(Presence.self, path: "users/\(userID)/presence")
                    continuation.yield(presence?.isOnline ?? false)
                    try? await Task.sleep(for: .seconds(30))
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in polling.cancel() }
        }
    }

    deinit {
        loadTask?.cancel()
    }
}

/// Comments written but not yet posted, kept on disk between launches.
@MainActor
final class DraftStore: ObservableObject {
    @Published private(set) var pending: [String] = []

    init() {
        pending = UserDefaults.standard.stringArray(forKey: "drafts") ?? []
    }

    func discard(_ draft: String) {
        pending.removeAll { $0 == draft }
    }
}
