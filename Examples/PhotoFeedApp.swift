// PhotoFeedApp.swift — PhotoFeed example app
//
// App entry point and the root tab view.
// Mistakes: none.
// Near-misses (must NOT be flagged):
//   - `RootView` stores no closures, `AnyView`s or builder closures.
//   - The tabs are static children of `TabView`, not an `if`/`else` between two
//     copies of the same view.

import SwiftUI

@main
struct PhotoFeedApp: App {
    @State private var store = FeedStore()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(store)
        }
    }
}

struct RootView: View {
    enum Tab: String, CaseIterable {
        case feed, search, profile, demo
    }

    @SceneStorage("selectedTab") private var selectedTab: Tab = .feed
    @Environment(FeedStore.self) private var store

    /// The account whose profile the Profile tab shows; the account menu switches it.
    @State private var currentUserID = 42
    private static let signedInAccounts = [42, 7]

    var body: some View {
        TabView(selection: $selectedTab) {
            NavigationStack {
                FeedView()
            }
            .tabItem { Label("Feed", systemImage: "photo.on.rectangle") }
            .badge(store.lastError == nil ? 0 : 1)
            .tag(Tab.feed)

            NavigationStack {
                SearchView()
            }
            .tabItem { Label("Search", systemImage: "magnifyingglass") }
            .tag(Tab.search)

            NavigationStack {
                ProfileView(userID: currentUserID)
                    .toolbar {
                        Menu("Switch account", systemImage: "person.2") {
                            ForEach(Self.signedInAccounts, id: \.self) { id in
                                Button("Account \(id)") { currentUserID = id }
                            }
                        }
                    }
            }
            .tabItem { Label("Profile", systemImage: "person.crop.circle") }
            .tag(Tab.profile)

            ContentView()
                .tabItem { Label("Demo", systemImage: "sparkles") }
                .tag(Tab.demo)
        }
    }
}

#Preview {
    RootView()
        .environment(FeedStore())
}
