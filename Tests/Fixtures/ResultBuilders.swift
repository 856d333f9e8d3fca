// Fixture: a settings DSL and the builder-based APIs of a reading app.
// Theme: a custom `@resultBuilder` with every build method (expression, block,
// optional, either, array, limited availability, final result), declarations that use
// builders (`@ViewBuilder` properties, functions and init parameters,
// `@ToolbarContentBuilder`, `@CommandsBuilder`, `@SceneBuilder`), and builder bodies
// with `let`, `for`-`in`, `if`/`else`, `switch` and availability checks.

import SwiftUI

struct SettingRow: Identifiable, Hashable {
    enum Kind: Hashable {
        case toggle(key: String)
        case link(URL)
        case info(String)
        case group([SettingRow])
    }

    var id: String { title }
    var title: String
    var kind: Kind
}

@resultBuilder
enum SettingsBuilder {
    static func buildExpression(_ row: SettingRow) -> [SettingRow] { [row] }
    static func buildExpression(_ rows: [SettingRow]) -> [SettingRow] { rows }
    static func buildExpression(_ title: String) -> [SettingRow] { [SettingRow(title: title, kind: .info(title))] }
    static func buildBlock(_ components: [SettingRow]...) -> [SettingRow] { components.flatMap { $0 } }
    static func buildOptional(_ component: [SettingRow]?) -> [SettingRow] { component ?? [] }
    static func buildEither(first component: [SettingRow]) -> [SettingRow] { component }
    static func buildEither(second component: [SettingRow]) -> [SettingRow] { component }
    static func buildArray(_ components: [[SettingRow]]) -> [SettingRow] { components.flatMap { $0 } }
    static func buildLimitedAvailability(_ component: [SettingRow]) -> [SettingRow] { component }
    static func buildFinalResult(_ component: [SettingRow]) -> [SettingRow] {
        var seen = Set<String>()
        return component.filter { seen.insert($0.id).inserted }
    }
}

func group(_ title: String, @SettingsBuilder _ content: () -> [SettingRow]) -> SettingRow {
    SettingRow(title: title, kind: .group(content()))
}

func toggle(_ title: String, key: String) -> SettingRow {
    SettingRow(title: title, kind: .toggle(key: key))
}

struct ReaderSettings {
    var isPro: Bool
    var languages: [String]
    var syncProvider: SyncProvider

    enum SyncProvider { case none, iCloud, custom(URL) }

    @SettingsBuilder
    var rows: [SettingRow] {
        group("Reading") {
            toggle("Justify text", key: "reader.justify")
            toggle("Hyphenation", key: "reader.hyphenate")
            if isPro {
                toggle("Custom fonts", key: "reader.customFonts")
            }
        }
        group("Languages") {
            for language in languages {
                toggle(Locale.current.localizedString(forIdentifier: language) ?? language, key: "lang.\(language)")
            }
        }
        switch syncProvider {
        case .none:
            "Sync is off"
        case .iCloud:
            toggle("Sync highlights", key: "sync.highlights")
        case .custom(let url):
            SettingRow(title: "Server", kind: .link(url))
        }
        if #available(iOS 18, *) {
            toggle("Apple Intelligence summaries", key: "ai.summaries")
        }
        let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "?"
        "Version \(version)"
    }
}

struct SettingsList: View {
    let rows: [SettingRow]

    var body: some View {
        List(rows, children: \.children) { row in
            content(for: row)
        }
    }

    @ViewBuilder
    private func content(for row: SettingRow) -> some View {
        switch row.kind {
        case .toggle(let key):
            StoredToggle(title: row.title, key: key)
        case .link(let url):
            Link(row.title, destination: url)
        case .info(let text):
            Text(text).foregroundStyle(.secondary)
        case .group:
            Text(row.title).font(.headline)
        }
    }
}

extension SettingRow {
    var children: [SettingRow]? {
        if case .group(let rows) = kind { rows } else { nil }
    }
}

struct StoredToggle: View {
    let title: String
    @AppStorage private var isOn: Bool

    init(title: String, key: String) {
        self.title = title
        self._isOn = AppStorage(wrappedValue: false, key)
    }

    var body: some View {
        Toggle(title, isOn: $isOn)
    }
}

struct LabeledCard<Title: View, Content: View>: View {
    private let title: Title
    private let content: Content

    init(@ViewBuilder title: () -> Title, @ViewBuilder content: () -> Content) {
        self.title = title()
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            title.font(.headline)
            content
        }
        .padding()
    }
}

struct ReaderScreen: View {
    @State private var settings = ReaderSettings(isPro: true, languages: ["en", "de"], syncProvider: .iCloud)
    @State private var showsSettings = false

    var body: some View {
        NavigationStack {
            LabeledCard {
                Label("Chapter 3", systemImage: "book")
            } content: {
                Text("It was a bright cold day in April…")
                footer
            }
            .toolbar { toolbarContent }
            .sheet(isPresented: $showsSettings) {
                SettingsList(rows: settings.rows)
            }
        }
    }

    @ViewBuilder
    private var footer: some View {
        let progress = 0.42
        ProgressView(value: progress)
        if progress > 0.5 {
            Text("More than halfway")
        }
    }

    @ToolbarContentBuilder
    private var toolbarContent: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) {
            Button("Settings", systemImage: "textformat.size") { showsSettings = true }
        }
        ToolbarItemGroup(placement: .bottomBar) {
            Button("Previous", systemImage: "chevron.left") {}
            Spacer()
            Button("Next", systemImage: "chevron.right") {}
        }
    }
}

struct ReaderCommands: Commands {
    @FocusedValue(\.selectedChapter) private var chapter

    var body: some Commands {
        CommandMenu("Chapter") {
            Button("Bookmark") {}
                .keyboardShortcut("d", modifiers: [.command])
                .disabled(chapter == nil)
        }
        CommandGroup(after: .sidebar) {
            Button("Toggle Reading Mode") {}
                .keyboardShortcut("r", modifiers: [.command, .shift])
        }
    }
}

extension FocusedValues {
    @Entry var selectedChapter: Int?
}

struct ReaderScenes {
    @SceneBuilder
    static func scenes() -> some Scene {
        WindowGroup("Reader") {
            ReaderScreen()
        }
        .commands { ReaderCommands() }
        #if os(macOS)
        Settings {
            Text("Preferences")
        }
        #endif
    }
}

#Preview {
    ReaderScreen()
}
