// SearchView.swift — PhotoFeed example app
//
// Search across posts, with scope chips and a results list.
//
// Mistakes:
//   - Recent searches are identified by `\.offset`, their position in
//     `recentQueries`. Swiping one away (or a new search inserted at the top)
//     shifts every row after it onto another row's identity, so rows animate
//     and keep state for the wrong query. The queries are unique: `id: \.element`
//     (or `ForEach(recentQueries, id: \.self)`) identifies each by its text.
// Near-misses (must NOT be flagged):
//   - `SearchResultsList` reads its `query` input in `.task { … }`, but the
//     same work is re-run by `.onChange(of: query) { … }`, so the task is
//     tracked: first appearance is covered by the task, every later change
//     by onChange.
//   - `if #available(iOS 17, *) { … } else { … }` is an availability check,
//     not a choice between two states of one view; it cannot be replaced by a
//     modifier.
//   - The scope chips branch between `.buttonStyle(.bordered)` and
//     `.buttonStyle(.plain)`. Those are two different style *types*
//     (`BorderedButtonStyle` / `PlainButtonStyle`), so
//     `.buttonStyle(isSelected ? .bordered : .plain)` does not type-check and
//     the branch is the idiomatic way to write it.

import SwiftUI

enum SearchScope: String, CaseIterable, Identifiable {
    case all, photos, people

    var id: Self { self }

    var title: LocalizedStringKey {
        switch self {
        case .all: "All"
        case .photos: "Photos"
        case .people: "People"
        }
    }
}

struct SearchView: View {
    @State private var query = ""
    @State private var scope: SearchScope = .all
    @State private var recentQueries: [String] = []

    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 8) {
                    ForEach(SearchScope.allCases) { option in
                        if option == scope {
                            Button(option.title) { scope = option }
                                .buttonStyle(.bordered)
                        } else {
                            Button(option.title) { scope = option }
                                .buttonStyle(.plain)
                        }
                    }
                }
                .padding(.horizontal)
                .padding(.vertical, 8)
            }

            if query.isEmpty {
                List {
                    ForEach(Array(recentQueries.enumerated()), id: \.offset) { _, recent in
                        Button(recent) { query = recent }
                    }
                    .onDelete { recentQueries.remove(atOffsets: $0) }
                }
                .listStyle(.plain)
            } else {
                SearchResultsList(query: query, scope: scope)
            }
        }
        .navigationTitle("Search")
        .searchable(text: $query, prompt: "Photos, people, places")
        .onSubmit(of: .search) {
            recentQueries.removeAll { $0 == query }
            recentQueries.insert(query, at: 0)
        }
    }
}

struct SearchResultsList: View {
    let query: String
    let scope: SearchScope
    @Environment(FeedStore.self) private var store
    @State private var results: [Post] = []
    @State private var isSearching = false

    private var visibleResults: [Post] {
        switch scope {
        case .all: results
        case .photos: results.filter { !$0.caption.isEmpty }
        case .people: results.filter { $0.authorName.localizedCaseInsensitiveContains(query) }
        }
    }

    var body: some View {
        List(visibleResults) { post in
            NavigationLink(value: post) {
                Text(post.caption)
                    .lineLimit(2)
            }
        }
        .listStyle(.plain)
        .overlay {
            if visibleResults.isEmpty, !query.isEmpty, !isSearching {
                if #available(iOS 17, *) {
                    ContentUnavailableView.search(text: query)
                } else {
                    Text("No results for “\(query)”")
                        .foregroundStyle(.secondary)
                }
            }
        }
        .navigationDestination(for: Post.self) { post in
            PostDetailView(post: post)
        }
        .task {
            await runSearch(for: query)
        }
        .onChange(of: query) { _, newQuery in
            Task {
                try? await Task.sleep(for: .milliseconds(300))
                await runSearch(for: newQuery)
            }
        }
    }

    private func runSearch(for text: String) async {
        isSearching = true
        defer { isSearching = false }
        results = (try? await store.search(text)) ?? []
    }
}

#Preview {
    NavigationStack {
        SearchView()
    }
    .environment(FeedStore())
}
