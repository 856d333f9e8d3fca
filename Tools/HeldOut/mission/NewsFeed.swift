import SwiftUI

// MARK: - Models

enum NewsCategory: String, CaseIterable, Identifiable, Hashable {
    case top, tech, science, sports

    var id: Self { self }
}

struct NewsArticle: Identifiable, Hashable {
    let id: String
    var title: String
    var source: String
    var category: NewsCategory
    var publishedAt: Date
    var imageURL: URL?
}

struct CategorySummary {
    var headline: String
    var articleCount: Int
}

struct ReaderPalette: Equatable {
    var background: Color
    var text: Color

    static let light = ReaderPalette(background: Color(white: 0.98), text: .black)
    static let dark = ReaderPalette(background: Color(white: 0.1), text: Color(white: 0.9))
}

enum NewsAPI {
    static func articles(in category: NewsCategory) async -> [NewsArticle] {
        []
    }

    static func summary(for category: NewsCategory) async -> CategorySummary? {
        nil
    }

    static func body(for articleID: String) async -> String {
        ""
    }

    static func image(at url: URL?) async -> Image? {
        nil
    }

    static func connectivityUpdates() -> AsyncStream<Bool> {
        AsyncStream { $0.finish() }
    }
}

enum NewsDebugFlags {
    static let showsLayoutBorders = false
}

@Observable
final class NewsFeedModel {
    var selectedCategory: NewsCategory = .top
    var articles: [NewsArticle] = []
    var bookmarks: Set<NewsArticle.ID> = []
    var isOffline = false

    func reload() async {
        articles = await NewsAPI.articles(in: selectedCategory)
    }

    func toggleBookmark(_ id: NewsArticle.ID) {
        if bookmarks.contains(id) {
            bookmarks.remove(id)
        } else {
            bookmarks.insert(id)
        }
    }

    func monitorConnectivity() async {
        for await isReachable in NewsAPI.connectivityUpdates() {
            isOffline = !isReachable
        }
    }
}

extension View {
    /// Applies `transform` only when `condition` is true.
    @ViewBuilder
    func `if`<Transformed: View>(_ condition: Bool, transform: (Self) -> Transformed) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

// MARK: - Feed

struct NewsFeedView: View {
    @Environment(NewsFeedModel.self) private var feed

    var body: some View {
        @Bindable var feed = feed
        NavigationStack {
            List {
                CategorySummaryHeader(category: feed.selectedCategory)
                ForEach(feed.articles) { article in
                    NavigationLink {
                        ArticleReaderView(article: article)
                    } label: {
                        ArticleRow(
                            article: article,
                            isBookmarked: feed.bookmarks.contains(article.id),
                            onToggleBookmark: { feed.toggleBookmark(article.id) }
                        )
                    }
                }
            }
            .listStyle(.plain)
            .if(feed.isOffline) { list in
                list
                    .grayscale(1)
                    .overlay(alignment: .top) { OfflineBanner() }
            }
            .if(NewsDebugFlags.showsLayoutBorders) { $0.border(.red) }
            .navigationTitle("News")
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Picker("Category", selection: $feed.selectedCategory) {
                        ForEach(NewsCategory.allCases) { category in
                            Text(category.rawValue.capitalized).tag(category)
                        }
                    }
                    .pickerStyle(.segmented)
                }
            }
            .task(id: feed.selectedCategory) {
                await feed.reload()
            }
            .task {
                await feed.monitorConnectivity()
            }
            .refreshable {
                await feed.reload()
            }
        }
    }
}

struct CategorySummaryHeader: View {
    let category: NewsCategory
    @State private var summary: CategorySummary?

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(summary?.headline ?? " ")
                .font(.title3.bold())
            Text("\(summary?.articleCount ?? 0) stories today")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .redacted(reason: summary == nil ? .placeholder : [])
        .task {
            summary = await NewsAPI.summary(for: category)
        }
    }
}

struct ArticleRow: View {
    let article: NewsArticle
    let isBookmarked: Bool
    let onToggleBookmark: () -> Void
    @State private var image: Image?

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Text(article.source.uppercased())
                    .font(.caption2.weight(.semibold))
                    .foregroundStyle(.secondary)
                Text(article.title)
                    .font(.headline)
                    .lineLimit(3)
                Text(article.publishedAt, style: .relative)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            (image ?? Image(systemName: "newspaper"))
                .resizable()
                .scaledToFill()
                .frame(width: 72, height: 72)
                .clipShape(RoundedRectangle(cornerRadius: 8))
        }
        .overlay(alignment: .bottomTrailing) {
            if isBookmarked {
                Image(systemName: "bookmark.fill")
                    .foregroundStyle(.tint)
            }
        }
        .contextMenu {
            Button(isBookmarked ? "Remove Bookmark" : "Bookmark", systemImage: "bookmark", action: onToggleBookmark)
        }
        .task {
            image = await NewsAPI.image(at: article.imageURL)
        }
    }
}

struct OfflineBanner: View {
    var body: some View {
        Label("You're offline — showing saved stories", systemImage: "wifi.slash")
            .font(.footnote.weight(.medium))
            .padding(8)
            .frame(maxWidth: .infinity)
            .background(.yellow)
    }
}

// MARK: - Reader

struct ArticleReaderView: View {
    let article: NewsArticle
    @Environment(\.colorScheme) private var colorScheme
    @State private var bodyText: String?
    @State private var palette = ReaderPalette.light

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(article.title)
                    .font(.largeTitle.bold())
                Text("\(article.source) · \(article.publishedAt.formatted(date: .abbreviated, time: .omitted))")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                if let bodyText {
                    Text(bodyText)
                        .font(.body)
                        .lineSpacing(4)
                } else {
                    ProgressView()
                        .frame(maxWidth: .infinity)
                }
            }
            .foregroundStyle(palette.text)
            .padding()
        }
        .background(palette.background)
        .navigationBarTitleDisplayMode(.inline)
        .task {
            bodyText = await NewsAPI.body(for: article.id)
        }
        .onAppear {
            palette = colorScheme == .dark ? .dark : .light
        }
    }
}
