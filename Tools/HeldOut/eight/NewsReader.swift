import SwiftUI

// MARK: - Model

struct Article: Identifiable, Hashable, Codable {
    let id: String
    var title: String
    var summary: String
    var url: URL
    var source: String
    var publishedAt: Date
    var imageURL: URL?
    var isBreaking: Bool
    var isPaywalled: Bool
}

enum FeedCategory: String, CaseIterable, Identifiable {
    case top, technology, science, sports

    var id: Self { self }
    var title: String { rawValue.capitalized }
}

/// A short line for the breaking-news ticker.
struct Headline: Identifiable {
    var id: UUID { UUID() }
    let text: String
    let articleID: String
}

struct NewsClient {
    var baseURL = URL(string: "https://api.example.com/v2")!

    func articles(in category: FeedCategory) async throws -> [Article] {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appending(path: category.rawValue))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([Article].self, from: data)
    }

    func fullText(for url: URL) async throws -> String {
        let (data, _) = try await URLSession.shared.data(from: url)
        return String(decoding: data, as: UTF8.self)
    }

    func liveUpdates() -> AsyncStream<Article> {
        AsyncStream { continuation in
            let task = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(30))
                    if let latest = try? await articles(in: .top).first(where: \.isBreaking) {
                        continuation.yield(latest)
                    }
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

@Observable
final class FeedModel {
    var articles: [Article] = []
    var headlines: [Headline] = []
    var category: FeedCategory = .top
    var isLoading = false

    let client = NewsClient()

    func refresh() async {
        isLoading = true
        defer { isLoading = false }
        articles = (try? await client.articles(in: category)) ?? []
        headlines = articles
            .filter(\.isBreaking)
            .map { Headline(text: $0.title, articleID: $0.id) }
    }
}

// MARK: - Views

struct NewsFeedView: View {
    @State private var model = FeedModel()
    @State private var selected: Article?

    var body: some View {
        NavigationSplitView {
            List(selection: $selected) {
                Picker("Section", selection: $model.category) {
                    ForEach(FeedCategory.allCases) { category in
                        Text(category.title).tag(category)
                    }
                }
                .pickerStyle(.segmented)

                if !model.headlines.isEmpty {
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack {
                            ForEach(model.headlines) { headline in
                                Text(headline.text)
                                    .font(.caption.bold())
                                    .padding(.horizontal, 10)
                                    .padding(.vertical, 6)
                                    .background(.red.opacity(0.15), in: Capsule())
                            }
                        }
                    }
                }

                BreakingNewsBanner(client: model.client)

                ForEach(model.articles) { article in
                    ArticleRow(article: article)
                        .tag(article)
                }
            }
            .navigationTitle("News")
            .refreshable { await model.refresh() }
            .task(id: model.category) { await model.refresh() }
        } detail: {
            if let article = selected {
                ArticleReaderView(article: article)
            } else {
                ContentUnavailableView("Select a story", systemImage: "newspaper")
            }
        }
    }
}

struct ArticleRow: View {
    let article: Article

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            AsyncImage(url: article.imageURL) { image in
                image
                    .resizable()
                    .scaledToFill()
            } placeholder: {
                Color.secondary.opacity(0.2)
            }
            .frame(width: 72, height: 72)
            .clipShape(RoundedRectangle(cornerRadius: 8))

            VStack(alignment: .leading, spacing: 4) {
                Text(article.title)
                    .font(.headline)
                    .lineLimit(2)
                HStack(spacing: 6) {
                    sourceBadge
                    Text(RelativeDateTimeFormatter().localizedString(for: article.publishedAt, relativeTo: .now))
                        .foregroundStyle(.secondary)
                }
                .font(.caption)
            }
        }
    }

    private var sourceBadge: some View {
        article.isPaywalled ? AnyView(Label(article.source, systemImage: "lock.fill")) : AnyView(Text(article.source))
    }
}

struct BreakingNewsBanner: View {
    let client: NewsClient
    @State private var latest: Article?

    var body: some View {
        Label(latest?.title ?? "No breaking news", systemImage: "bolt.fill")
            .font(.subheadline.bold())
            .foregroundStyle(latest == nil ? Color.secondary : Color.red)
            .onAppear {
                Task {
                    for await article in client.liveUpdates() {
                        withAnimation { latest = article }
                    }
                }
            }
    }
}

struct ArticleReaderView: View {
    let article: Article
    @State private var fullText: String?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(article.title)
                    .font(.largeTitle.bold())
                HStack {
                    Text(article.source)
                    Text(article.publishedAt, format: .dateTime.day().month().hour().minute())
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)

                if let fullText {
                    Text(fullText)
                } else {
                    ProgressView()
                        .frame(maxWidth: .infinity)
                }
            }
            .padding()
        }
        .task {
            fullText = try? await NewsClient().fullText(for: article.url)
        }
        .toolbar {
            ShareLink(item: article.url)
        }
    }
}
