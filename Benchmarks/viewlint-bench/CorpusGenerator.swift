import Analyzer
import SeededRandom

/// Generates realistic SwiftUI source files: screens with property wrappers, builder bodies
/// with stacks, lists, conditionals, switches and modifier chains, observable models, enums
/// and helpers. Deterministic for a given seed.
struct CorpusGenerator {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    private static let nouns = ["Photo", "Album", "Profile", "Comment", "Trip", "Order", "Invoice", "Recipe",
                                "Workout", "Message", "Playlist", "Ticket", "Booking", "Note", "Task", "Event"]
    private static let adjectives = ["Recent", "Shared", "Favorite", "Archived", "Pinned", "Draft", "Featured"]
    private static let symbols = ["heart.fill", "star", "person.crop.circle", "photo", "trash", "square.and.arrow.up",
                                  "bell.badge", "gearshape", "magnifyingglass", "plus.circle.fill"]
    private static let fonts = [".headline", ".subheadline", ".caption", ".title2", ".body", ".footnote"]
    private static let colors = [".secondary", ".accentColor", ".red", ".blue", ".green", ".orange", ".primary"]

    /// Files until the corpus holds at least `minimumLines` lines.
    mutating func corpus(minimumLines: Int) -> [(name: String, text: String)] {
        var files: [(String, String)] = []
        var lines = 0
        var index = 0
        while lines < minimumLines {
            let text = file(index: index)
            lines += text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            files.append(("Generated\(index).swift", text))
            index += 1
        }
        return files
    }

    mutating func file(index: Int) -> String {
        let noun = random.pick(Self.nouns)
        let type = noun + "\(index)"
        var out = "//\n//  \(type)Screen.swift\n//  Generated for viewlint-bench (seeded, deterministic).\n//\n\n"
        out += "import SwiftUI\n\n"
        out += model(type)
        out += "\n"
        out += rowView(type)
        out += "\n"
        out += screen(type)
        if random.chance(50) { out += "\n" + extensionBlock(type) }
        out += "\n#Preview {\n    \(type)Screen(store: \(type)Store())\n}\n"
        return out
    }

    private mutating func model(_ type: String) -> String {
        let status = ["loading", "loaded", "failed"]
        var out = "/// One \(type.lowercased()) as the server sends it.\n"
        out += "struct \(type)Item: Identifiable, Hashable, Codable {\n"
        out += "    let id: UUID\n    var title: String\n    var subtitle: String?\n"
        out += "    var count: Int = \(random.number(0...40))\n    var isFavorite: Bool\n    var updatedAt: Date\n"
        out += "}\n\n"
        out += "enum \(type)State: Equatable {\n"
        for name in status {
            out += name == "loaded" ? "    case loaded([\(type)Item])\n" : name == "failed" ? "    case failed(message: String)\n" : "    case \(name)\n"
        }
        out += "}\n\n"
        out += "@MainActor\nfinal class \(type)Store: ObservableObject {\n"
        out += "    @Published private(set) var state: \(type)State = .loading\n"
        out += "    @Published var query = \"\"\n"
        out += "    private var cache: [UUID: \(type)Item] = [:]\n\n"
        out += "    func load(page: Int = 0) async {\n"
        out += "        do {\n"
        out += "            try await Task.sleep(nanoseconds: \(random.number(1...9))_000_000)\n"
        out += "            let items = (0..<\(random.number(5...30))).map { offset in\n"
        out += "                \(type)Item(id: UUID(), title: \"Item \\(offset + page * 20)\", subtitle: offset % 3 == 0 ? nil : \"#\\(offset)\", isFavorite: offset.isMultiple(of: 4), updatedAt: .now)\n"
        out += "            }\n"
        out += "            for item in items where item.isFavorite { cache[item.id] = item }\n"
        out += "            state = .loaded(items.sorted { $0.title < $1.title })\n"
        out += "        } catch is CancellationError {\n            return\n"
        out += "        } catch {\n            state = .failed(message: error.localizedDescription)\n        }\n"
        out += "    }\n\n"
        out += "    func toggleFavorite(_ item: \(type)Item) {\n"
        out += "        guard case .loaded(var items) = state, let index = items.firstIndex(where: { $0.id == item.id }) else { return }\n"
        out += "        items[index].isFavorite.toggle()\n"
        out += "        state = .loaded(items)\n"
        out += "    }\n}\n"
        return out
    }

    private mutating func rowView(_ type: String) -> String {
        var out = "struct \(type)Row: View {\n"
        out += "    let item: \(type)Item\n"
        out += "    var onFavorite: () -> Void = {}\n"
        out += "    @Environment(\\.colorScheme) private var colorScheme\n\n"
        out += "    var body: some View {\n"
        out += "        HStack(alignment: .firstTextBaseline, spacing: \(random.number(4...16))) {\n"
        out += "            Image(systemName: \"\(random.pick(Self.symbols))\")\n"
        out += "                .foregroundStyle(\(random.pick(Self.colors)))\n"
        out += "                .frame(width: \(random.number(20...44)), height: \(random.number(20...44)))\n"
        out += "            VStack(alignment: .leading, spacing: 2) {\n"
        out += "                Text(item.title)\n                    .font(\(random.pick(Self.fonts)))\n"
        out += "                if let subtitle = item.subtitle {\n"
        out += "                    Text(subtitle)\n                        .font(.caption)\n                        .foregroundStyle(.secondary)\n"
        out += "                }\n            }\n"
        out += "            Spacer(minLength: 0)\n"
        out += "            Button(action: onFavorite) {\n"
        out += "                Label(\"Favorite\", systemImage: item.isFavorite ? \"star.fill\" : \"star\")\n"
        out += "                    .labelStyle(.iconOnly)\n            }\n"
        out += "            .buttonStyle(.borderless)\n"
        out += "        }\n"
        out += "        .padding(.vertical, \(random.number(2...12)))\n"
        out += "        .opacity(colorScheme == .dark ? 0.9 : 1)\n"
        out += "        .accessibilityElement(children: .combine)\n"
        out += "    }\n}\n"
        return out
    }

    private mutating func screen(_ type: String) -> String {
        var out = "struct \(type)Screen: View {\n"
        out += "    @ObservedObject var store: \(type)Store\n"
        out += "    @State private var selection: \(type)Item?\n"
        out += "    @State private var isEditing = false\n"
        out += "    @AppStorage(\"\(type.lowercased()).sort\") private var sortAscending = true\n"
        out += "    @FocusState private var searchFocused: Bool\n\n"
        out += "    var body: some View {\n"
        out += "        NavigationStack {\n"
        out += "            content\n"
        out += "                .navigationTitle(\"\(random.pick(Self.adjectives)) \(type)s\")\n"
        out += "                .searchable(text: $store.query, prompt: \"Search\")\n"
        out += "                .toolbar {\n"
        out += "                    ToolbarItem(placement: .primaryAction) {\n"
        out += "                        Button(isEditing ? \"Done\" : \"Edit\") { withAnimation(.snappy) { isEditing.toggle() } }\n"
        out += "                    }\n                }\n"
        out += "                .sheet(item: $selection) { item in\n"
        out += "                    \(type)Detail(item: item)\n                        .presentationDetents([.medium, .large])\n"
        out += "                }\n"
        out += "        }\n"
        out += "        .task(id: store.query) {\n            await store.load()\n        }\n"
        out += "    }\n\n"
        out += "    @ViewBuilder\n    private var content: some View {\n"
        out += "        switch store.state {\n"
        out += "        case .loading:\n            ProgressView(\"Loading…\")\n                .frame(maxWidth: .infinity, maxHeight: .infinity)\n"
        out += "        case .loaded(let items) where items.isEmpty:\n"
        out += "            ContentUnavailableView(\"No \(type)s\", systemImage: \"\(random.pick(Self.symbols))\")\n"
        out += "        case .loaded(let items):\n"
        out += "            List {\n"
        out += "                Section {\n"
        out += "                    ForEach(items.filter { store.query.isEmpty || $0.title.localizedCaseInsensitiveContains(store.query) }) { item in\n"
        out += "                        \(type)Row(item: item) {\n                            store.toggleFavorite(item)\n                        }\n"
        out += "                        .contentShape(Rectangle())\n"
        out += "                        .onTapGesture { selection = item }\n"
        out += "                    }\n"
        out += "                    .onDelete { offsets in print(\"delete \\(offsets.count) of \\(items.count)\") }\n"
        out += "                } header: {\n                    Text(\"\\(items.count) items\")\n                }\n"
        out += "            }\n"
        out += "            .listStyle(.insetGrouped)\n"
        out += "            .refreshable { await store.load(page: 0) }\n"
        out += "        case .failed(let message):\n"
        out += "            VStack(spacing: 12) {\n"
        out += "                Image(systemName: \"exclamationmark.triangle\")\n                    .font(.largeTitle)\n"
        out += "                Text(message)\n                    .multilineTextAlignment(.center)\n"
        out += "                Button(\"Retry\") {\n                    Task { await store.load() }\n                }\n"
        out += "            }\n            .padding()\n"
        out += "        }\n    }\n}\n\n"
        out += detail(type)
        return out
    }

    private mutating func detail(_ type: String) -> String {
        var out = "private struct \(type)Detail: View {\n"
        out += "    let item: \(type)Item\n"
        out += "    @State private var scale: CGFloat = 1.0\n"
        out += "    @Environment(\\.dismiss) private var dismiss\n\n"
        out += "    var body: some View {\n"
        out += "        ScrollView {\n"
        out += "            VStack(alignment: .leading, spacing: 16) {\n"
        out += "                Text(item.title)\n                    .font(.title.bold())\n"
        out += "                if item.isFavorite {\n"
        out += "                    Label(\"Favorite\", systemImage: \"star.fill\")\n                        .foregroundStyle(.yellow)\n"
        out += "                } else if item.count > \(random.number(5...20)) {\n"
        out += "                    Text(\"Popular: \\(item.count, format: .number)\")\n"
        out += "                } else {\n                    EmptyView()\n                }\n"
        out += "                Text(item.updatedAt, style: .relative)\n                    .foregroundStyle(.secondary)\n"
        out += "                #if os(iOS)\n"
        out += "                Button(\"Close\") { dismiss() }\n                    .buttonStyle(.borderedProminent)\n"
        out += "                #endif\n"
        out += "            }\n"
        out += "            .scaleEffect(scale)\n"
        out += "            .padding(\(random.number(8...24)))\n"
        out += "        }\n"
        out += "        .gesture(MagnificationGesture().onChanged { value in scale = min(max(value, 0.5), 2) })\n"
        out += "    }\n}\n"
        return out
    }

    private mutating func extensionBlock(_ type: String) -> String {
        var out = "extension \(type)Item {\n"
        out += "    /// A short label for lists: \"Title (3)\".\n"
        out += "    var shortLabel: String {\n"
        out += "        count > 0 ? \"\\(title) (\\(count))\" : title\n"
        out += "    }\n\n"
        out += "    static let samples: [\(type)Item] = (1...\(random.number(3...12))).map {\n"
        out += "        \(type)Item(id: UUID(), title: \"Sample \\($0)\", subtitle: nil, isFavorite: $0 % 2 == 0, updatedAt: .distantPast)\n"
        out += "    }\n}\n"
        return out
    }
}
