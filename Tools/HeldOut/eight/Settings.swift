import SwiftUI
import UserNotifications

// MARK: - Model

final class SettingsStore: ObservableObject {
    static let shared = SettingsStore()

    @Published var compactRows = false
    @Published var accentName = "blue"
    @Published private(set) var hapticsEnabled = true
    @Published var cacheBytes: Int64 = 0

    func setHaptics(_ enabled: Bool) {
        hapticsEnabled = enabled
        UserDefaults.standard.set(enabled, forKey: "haptics")
        if enabled { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
    }
}

@MainActor
final class NotificationSettingsViewModel: ObservableObject {
    @Published var status: UNAuthorizationStatus = .notDetermined
    @Published var dailyDigest = true
    private let center: UNUserNotificationCenter

    init(center: UNUserNotificationCenter) {
        self.center = center
    }

    func refresh() async {
        status = await center.notificationSettings().authorizationStatus
    }

    func requestPermission() async {
        _ = try? await center.requestAuthorization(options: [.alert, .badge])
        await refresh()
    }
}

/// Static panes that third-party modules can append to at launch.
struct SettingsPane: Identifiable {
    let id: String
    let title: String
    let symbol: String
    let destination: AnyView

    static var registered: [SettingsPane] = [
        SettingsPane(id: "appearance", title: "Appearance", symbol: "paintbrush", destination: AnyView(AppearanceSettingsView())),
        SettingsPane(id: "about", title: "About", symbol: "info.circle", destination: AnyView(AboutView())),
    ]
}

// MARK: - Views

struct SettingsRootView: View {
    @ObservedObject var settings = SettingsStore.shared

    var body: some View {
        NavigationStack {
            if settings.compactRows {
                SettingsList(settings: settings)
                    .environment(\.defaultMinListRowHeight, 36)
            } else {
                SettingsList(settings: settings)
            }
        }
    }
}

struct SettingsList: View {
    @ObservedObject var settings: SettingsStore
    @State private var showsResetConfirmation = false

    var body: some View {
        List {
            Section {
                ForEach(SettingsPane.registered) { pane in
                    NavigationLink {
                        pane.destination
                    } label: {
                        Label(pane.title, systemImage: pane.symbol)
                    }
                }
                NavigationLink {
                    NotificationSettingsView()
                } label: {
                    Label("Notifications", systemImage: "bell.badge")
                }
            }

            Section {
                Toggle("Haptics", isOn: Binding(get: { settings.hapticsEnabled }, set: { settings.setHaptics($0) }))
            }

            Section {
                SettingsCard(title: "Storage", content: AnyView(StorageUsageView(bytes: settings.cacheBytes)))
                Button("Clear cache", role: .destructive) { showsResetConfirmation = true }
            }
        }
        .navigationTitle("Settings")
        .confirmationDialog("Clear the cache?", isPresented: $showsResetConfirmation) {
            Button("Clear", role: .destructive) { settings.cacheBytes = 0 }
        }
    }
}

struct SettingsCard: View {
    let title: String
    let content: AnyView

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            content
        }
        .padding(.vertical, 4)
    }
}

struct StorageUsageView: View {
    let bytes: Int64

    var body: some View {
        Gauge(value: Double(bytes), in: 0...Double(500 * 1_024 * 1_024)) {
            Text("Cache")
        } currentValueLabel: {
            Text(bytes, format: .byteCount(style: .file))
        }
        .gaugeStyle(.accessoryLinearCapacity)
    }
}

struct AppearanceSettingsView: View {
    @ObservedObject private var settings: SettingsStore = .shared

    var body: some View {
        Form {
            Toggle("Compact rows", isOn: $settings.compactRows)
            Picker("Accent", selection: $settings.accentName) {
                ForEach(["blue", "green", "orange", "pink"], id: \.self) { name in
                    Text(name.capitalized).tag(name)
                }
            }
        }
        .navigationTitle("Appearance")
    }
}

struct NotificationSettingsView: View {
    @ObservedObject private var viewModel: NotificationSettingsViewModel

    init(center: UNUserNotificationCenter = .current()) {
        _viewModel = ObservedObject(wrappedValue: NotificationSettingsViewModel(center: center))
    }

    var body: some View {
        Form {
            switch viewModel.status {
            case .authorized, .provisional, .ephemeral:
                Toggle("Daily digest", isOn: $viewModel.dailyDigest)
            case .denied:
                Text("Notifications are turned off in Settings.")
            default:
                Button("Allow notifications") {
                    Task { await viewModel.requestPermission() }
                }
            }
        }
        .navigationTitle("Notifications")
        .task { await viewModel.refresh() }
    }
}

struct AboutView: View {
    var body: some View {
        VStack(spacing: 12) {
            Image("AppIconLarge")
                .resizable()
                .frame(width: 96, height: 96)
                .clipShape(RoundedRectangle(cornerRadius: 22))
            Text("Version \(Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "—")")
                .foregroundStyle(.secondary)
        }
        .navigationTitle("About")
    }
}
