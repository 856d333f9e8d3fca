import SwiftUI

// MARK: - Models

struct StockQuote: Identifiable, Hashable {
    /// The ticker symbol.
    let id: String
    var name: String
    var price: Decimal
    var change: Decimal
}

enum ChartRange: String, CaseIterable, Identifiable {
    case day = "1D", week = "1W", month = "1M", year = "1Y"

    var id: String { rawValue }
}

struct PricePoint: Identifiable {
    let id: Date
    var price: Double
}

struct CompanyProfile {
    var summary: String
    var sector: String
    var employees: Int
}

struct Headline: Identifiable, Hashable {
    let id: String
    var title: String
    var publisher: String
    var url: URL
}

struct CompanyRoute: Hashable {
    let symbol: String
}

enum MarketFeed {
    static func updates() -> AsyncStream<[StockQuote]> {
        AsyncStream { $0.finish() }
    }

    static func history(symbol: String, range: ChartRange) async throws -> [PricePoint] {
        []
    }

    static func profile(symbol: String) async throws -> CompanyProfile {
        CompanyProfile(summary: "", sector: "", employees: 0)
    }

    static func headlines(symbol: String) async -> [Headline] {
        []
    }
}

@Observable
@MainActor
final class QuoteStream {
    var quotes: [StockQuote] = []
    var lastTick = Date.now

    /// Receives a fresh batch of quotes roughly every second while the market is open.
    func start() async {
        for await batch in MarketFeed.updates() {
            quotes = batch
            lastTick = .now
        }
    }

    func quote(for symbol: String) -> StockQuote? {
        quotes.first { $0.id == symbol }
    }
}

// MARK: - Watchlist

struct WatchlistView: View {
    @State private var stream = QuoteStream()
    @State private var path: [CompanyRoute] = []
    @State private var selectedSymbol: String?
    @State private var range: ChartRange = .day

    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 0) {
                if let symbol = selectedSymbol {
                    VStack(spacing: 8) {
                        SparklineChart(symbol: symbol, range: range)
                            .frame(height: 160)
                        Picker("Range", selection: $range) {
                            ForEach(ChartRange.allCases) { range in
                                Text(range.rawValue).tag(range)
                            }
                        }
                        .pickerStyle(.segmented)
                    }
                    .padding()
                }

                List(stream.quotes) { quote in
                    QuoteRow(
                        quote: quote,
                        isSelected: quote.id == selectedSymbol,
                        onSelect: { selectedSymbol = quote.id },
                        onShowInfo: { path.append(CompanyRoute(symbol: quote.id)) }
                    )
                    .equatable()
                }
                .listStyle(.plain)
            }
            .navigationTitle("Watchlist")
            .navigationDestination(for: CompanyRoute.self) { route in
                CompanyDetailView(symbol: route.symbol)
            }
            .task {
                await stream.start()
            }
        }
        .environment(stream)
    }
}

struct QuoteRow: View, Equatable {
    let quote: StockQuote
    let isSelected: Bool
    let onSelect: () -> Void
    let onShowInfo: () -> Void

    static func == (lhs: QuoteRow, rhs: QuoteRow) -> Bool {
        lhs.quote == rhs.quote && lhs.isSelected == rhs.isSelected
    }

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(quote.id)
                    .font(.headline)
                Text(quote.name)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            Spacer()
            if quote.change < 0 {
                PriceTag(price: quote.price, change: quote.change)
                    .foregroundStyle(.red)
            } else {
                PriceTag(price: quote.price, change: quote.change)
                    .foregroundStyle(.green)
            }
            Button("Info", systemImage: "info.circle", action: onShowInfo)
                .labelStyle(.iconOnly)
                .buttonStyle(.borderless)
        }
        .contentShape(Rectangle())
        .onTapGesture(perform: onSelect)
        .listRowBackground(isSelected ? Color.accentColor.opacity(0.12) : Color.clear)
    }
}

struct PriceTag: View {
    let price: Decimal
    let change: Decimal
    @State private var showsPercent = false

    var body: some View {
        VStack(alignment: .trailing) {
            Text(price, format: .currency(code: "USD"))
                .monospacedDigit()
            Text(showsPercent
                 ? (change / price).formatted(.percent.precision(.fractionLength(2)))
                 : change.formatted(.number.sign(strategy: .always())))
                .font(.caption.monospacedDigit())
        }
        .onTapGesture { showsPercent.toggle() }
    }
}

struct SparklineChart: View {
    let symbol: String
    let range: ChartRange
    @State private var points: [PricePoint] = []

    var body: some View {
        GeometryReader { proxy in
            let prices = points.map(\.price)
            let low = prices.min() ?? 0
            let high = prices.max() ?? 1
            Path { path in
                for (index, point) in points.enumerated() {
                    let x = proxy.size.width * CGFloat(index) / CGFloat(max(points.count - 1, 1))
                    let y = proxy.size.height * (1 - CGFloat((point.price - low) / max(high - low, 0.01)))
                    if index == 0 {
                        path.move(to: CGPoint(x: x, y: y))
                    } else {
                        path.addLine(to: CGPoint(x: x, y: y))
                    }
                }
            }
            .stroke(Color.accentColor, lineWidth: 2)
        }
        .overlay(alignment: .topLeading) {
            Text(symbol)
                .font(.caption.bold())
        }
        .task {
            points = (try? await MarketFeed.history(symbol: symbol, range: range)) ?? []
        }
    }
}

// MARK: - Company detail

struct CompanyDetailView: View {
    let symbol: String
    @Environment(QuoteStream.self) private var stream
    @Environment(\.openURL) private var openURL
    @State private var profile: CompanyProfile?
    @State private var headlines: [Headline] = []

    var body: some View {
        List {
            if let quote = stream.quote(for: symbol) {
                Section {
                    LabeledContent("Price") {
                        Text(quote.price, format: .currency(code: "USD"))
                            .monospacedDigit()
                    }
                    LabeledContent("Change") {
                        Text(quote.change, format: .number.sign(strategy: .always()))
                            .monospacedDigit()
                    }
                }
            }
            if let profile {
                Section("About") {
                    Text(profile.summary)
                    LabeledContent("Sector", value: profile.sector)
                    LabeledContent("Employees", value: profile.employees, format: .number)
                }
            }
            Section("News") {
                ForEach(headlines) { headline in
                    HeadlineRow(headline: headline, onOpen: { openURL(headline.url) })
                }
            }
        }
        .navigationTitle(symbol)
        .task {
            profile = try? await MarketFeed.profile(symbol: symbol)
            headlines = await MarketFeed.headlines(symbol: symbol)
        }
    }
}

struct HeadlineRow: View {
    let headline: Headline
    let onOpen: () -> Void

    var body: some View {
        Button(action: onOpen) {
            VStack(alignment: .leading, spacing: 4) {
                Text(headline.title)
                    .font(.subheadline.weight(.medium))
                    .foregroundStyle(.primary)
                    .lineLimit(2)
                Text(headline.publisher)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}
