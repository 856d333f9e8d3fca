// ProfileView.swift — PhotoFeed example app
//
// A user's profile: header, stats, an "About" card and their recent posts.
//
// Mistakes:
//   - `.onAppear { viewModel.load(userID: userID) }` reads the `let userID`
//     input but runs only when the view first appears. The Profile tab's
//     account menu (PhotoFeedApp.swift) switches `userID` while this view
//     stays on screen, so the old account's profile stays. Use
//     `.task(id: userID)` or add `.onChange(of: userID) { … }`.
//   - `DraftsBadge` declares `@ObservedObject var drafts = DraftStore()`: the
//     header re-creates the badge on every update of the profile, and each
//     time a new, empty `DraftStore` replaces the one that had loaded the
//     drafts. `@StateObject` keeps one store per badge.
//   - `MuteRow(isMuted: Binding(get: …, set: …))` builds a new binding every
//     time the profile's body runs; its closures never compare equal, so
//     `MuteRow` re-renders on every update of the profile — on every keystroke
//     in the search of their posts. A projected value (a `@Published var` on
//     the view model and `$viewModel.isMuted`) stays equal.
//   - `.if(viewModel.isLoading) { $0.redacted(reason: .placeholder) }` (the
//     helper from View+Conditional.swift) swaps the name label for another
//     view when loading ends; `.redacted(reason: viewModel.isLoading ?
//     .placeholder : [])` changes only the modifier's value.
//   - The placeholder avatar `Image("avatar-placeholder")` is scaled to fill a
//     72×72 frame but is not `.resizable()`: `scaledToFill` has nothing to
//     scale, the image keeps its own (larger) size and is cropped to a circle
//     of its middle.
//   - `PrivateNoteField` copies the note saved for `userID` into `@State` in
//     `init`. When the account menu switches `userID`, SwiftUI keeps the
//     field's state: it goes on showing (and editing) the previous account's
//     note. `.id(userID)` where it is created gives each account its own field.
// Near-misses (must NOT be flagged):
//   - `.onAppear { isVisible = true }` on the header only writes `@State`; it
//     depends on no input.
//   - `ProfileStatsView` is a POD view: its inputs are `Int`, `Bool` and
//     `Double` only, plus one `@State` flag.
//   - `FollowButton` stores an `action` closure but conforms to `Equatable` and
//     compares only its data (`userID`, `isFollowing`), so SwiftUI can diff it
//     with `==` instead of falling back to reflection.
//   - `ProfileStatsView` shows its counts with `.contentTransition` and
//     `.monospacedDigit()`, not with branches.

import SwiftUI

struct ProfileView: View {
    let userID: Int
    @StateObject private var viewModel = ProfileViewModel()
    @State private var isVisible = false
    @State private var isOnline = false
    @State private var isFollowing = false
    @State private var selectedPost: Post?
    @State private var postQuery = ""

    var body: some View {
        List {
            Section {
                header
                    .opacity(isVisible ? 1 : 0)
                    .offset(y: isVisible ? 0 : 12)
                    .animation(.easeOut(duration: 0.3), value: isVisible)
                    .onAppear { isVisible = true }
            }

            if let profile = viewModel.profile {
                Section {
                    ProfileStatsView(
                        followers: profile.followerCount,
                        following: profile.followingCount,
                        postCount: profile.postCount,
                        isVerified: profile.isVerified,
                        followersPerPost: Double(profile.followerCount) / Double(max(profile.postCount, 1))
                    )
                }

                Section {
                    CardContainer(title: "About") {
                        Text(profile.bio)
                            .font(.callout)
                    }
                }
            }

            Section("Private note") {
                PrivateNoteField(userID: userID)
            }

            Section {
                MuteRow(isMuted: Binding(
                    get: { viewModel.mutedUserIDs.contains(userID) },
                    set: { viewModel.setMuted($0, userID: userID) }
                ))
            }

            Section("Recent posts") {
                ForEach(matchingPosts) { post in
                    PostRow(post: post) {
                        selectedPost = post
                    }
                }
            }
        }
        .searchable(text: $postQuery, prompt: "Search their posts")
        .navigationTitle(viewModel.profile?.displayName ?? "Profile")
        .overlay {
            if viewModel.isLoading && viewModel.profile == nil {
                ProgressView()
            }
        }
        .sheet(item: $selectedPost) { post in
            NavigationStack {
                PostDetailView(post: post)
            }
        }
        .onAppear { viewModel.load(userID: userID) }
        .task(id: userID) {
            for await online in viewModel.presence(of: userID) { isOnline = online }
        }
    }

    /// The recent posts whose caption matches the search, all of them while it is empty.
    private var matchingPosts: [Post] {
        postQuery.isEmpty ? viewModel.recentPosts
            : viewModel.recentPosts.filter { $0.caption.localizedCaseInsensitiveContains(postQuery) }
    }

    private var header: some View {
        HStack(spacing: 16) {
            if let profile = viewModel.profile {
                AvatarImage(url: profile.avatarURL, diameter: 72)
            } else {
                Image("avatar-placeholder")
                    .scaledToFill()
                    .frame(width: 72, height: 72)
                    .clipShape(Circle())
            }
            VStack(alignment: .leading) {
                Text(viewModel.profile?.displayName ?? "Display name")
                    .font(.title2.bold())
                    .if(viewModel.isLoading) { $0.redacted(reason: .placeholder) }
                Label(isOnline ? "Online" : "Offline", systemImage: "circle.fill")
                    .font(.caption)
                    .foregroundStyle(isOnline ? .green : .gray)
                FollowButton(userID: userID, isFollowing: isFollowing) {
                    isFollowing.toggle()
                }
                .equatable()
                DraftsBadge()
            }
        }
    }
}

/// Mutes or unmutes the profile's posts in the feed, and says what muting does.
struct MuteRow: View {
    @Binding var isMuted: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Toggle(isOn: $isMuted) {
                Label("Mute posts", systemImage: isMuted ? "speaker.slash" : "speaker.wave.2")
            }
            Text(isMuted ? "Their posts are hidden from your feed." : "Their posts appear in your feed.")
                .font(.caption)
                .foregroundStyle(.secondary)
            Divider()
            HStack {
                Image(systemName: "info.circle")
                Text("They are not told when you mute them.")
                Spacer()
                Text(isMuted ? "Muted" : "")
                    .bold()
            }
            .font(.caption2)
        }
    }
}

/// A note about the user that only the signed-in account sees, kept on the device.
struct PrivateNoteField: View {
    let userID: Int
    @State private var note: String

    init(userID: Int) {
        self.userID = userID
        _note = State(initialValue: UserDefaults.standard.string(forKey: "note.\(userID)") ?? "")
    }

    var body: some View {
        TextField("Add a note", text: $note, axis: .vertical)
            .onSubmit { UserDefaults.standard.set(note, forKey: "note.\(userID)") }
    }
}

/// The signed-in user's unsent comments.
struct DraftsBadge: View {
    @ObservedObject var drafts = DraftStore()

    var body: some View {
        if !drafts.pending.isEmpty {
            Label("\(drafts.pending.count) drafts", systemImage: "square.and.pencil")
                .font(.caption)
        }
    }
}

/// POD: only `Int`, `Bool` and `Double` inputs.
struct ProfileStatsView: View {
    let followers: Int
    let following: Int
    let postCount: Int
    let isVerified: Bool
    let followersPerPost: Double
    @State private var showsExactCounts = false

    var body: some View {
        HStack {
            stat(followers, label: "Followers")
            stat(following, label: "Following")
            stat(postCount, label: "Posts")
            if isVerified {
                Image(systemName: "checkmark.seal.fill")
                    .foregroundStyle(.blue)
                    .accessibilityLabel("Verified, \(followersPerPost, format: .number.precision(.fractionLength(1))) followers per post")
            }
        }
        .contentShape(Rectangle())
        .onTapGesture { showsExactCounts.toggle() }
    }

    private func stat(_ value: Int, label: LocalizedStringKey) -> some View {
        VStack {
            Text(value, format: .number.notation(showsExactCounts ? .automatic : .compactName))
                .font(.headline)
                .monospacedDigit()
                .contentTransition(.numericText())
            Text(label)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

/// Stores a closure, but equality is defined on data only.
struct FollowButton: View, Equatable {
    let userID: Int
    let isFollowing: Bool
    let action: () -> Void

    var body: some View {
        Button(isFollowing ? "Following" : "Follow", action: action)
            .buttonStyle(.borderedProminent)
            .tint(isFollowing ? .gray : .accentColor)
            .controlSize(.small)
    }

    nonisolated static func == (lhs: FollowButton, rhs: FollowButton) -> Bool {
        lhs.userID == rhs.userID && lhs.isFollowing == rhs.isFollowing
    }
}

#Preview {
    NavigationStack {
        ProfileView(userID: 42)
    }
    .environment(FeedStore())
}
