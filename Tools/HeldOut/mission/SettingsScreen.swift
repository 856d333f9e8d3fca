import SwiftUI
import UIKit

// MARK: - Settings storage

final class AppSettings: ObservableObject {
    @Published var displayName = ""
    @Published var notificationsEnabled = true
    @Published var includeCachesInUsage = false
    @Published var usesLargePreviewText = false
    @Published var syncOverCellular = false
    @Published var showsReadReceipts = true
}

enum SettingsBuildConfig {
    static let isBetaBuild: Bool = Bundle.main.object(forInfoDictionaryKey: "IsBetaBuild") as? Bool ?? false
    static let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "1.0"
    static let supportURL = URL(string: "https://example.com/support")!
    static let privacyURL = URL(string: "https://example.com/privacy")!
    static let acknowledgementsURL = URL(string: "https://example.com/licenses")!
}

enum StorageCalculator {
    static func usage(includingCaches: Bool) async -> Int64 {
        includingCaches ? 512_000_000 : 128_000_000
    }
}

// MARK: - Settings screen

struct SettingsScreen: View {
    @EnvironmentObject private var settings: AppSettings
    @State private var nameDraft = ""
    @State private var notificationsDraft = true
    @FocusState private var nameFocused: Bool

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Display name", text: $nameDraft)
                        .focused($nameFocused)
                        .submitLabel(.done)
                        .onSubmit { settings.displayName = nameDraft }
                    if nameDraft != settings.displayName {
                        Text("Press return to save")
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                    Toggle("Notifications", isOn: $notificationsDraft)
                }

                Section("Chats") {
                    SettingsToggleRow(title: "Sync over cellular", isOn: $settings.syncOverCellular) {
                        Image(systemName: "antenna.radiowaves.left.and.right")
                            .foregroundStyle(.green)
                    }
                    SettingsToggleRow(title: "Read receipts", isOn: $settings.showsReadReceipts) {
                        Image(systemName: "checkmark.message")
                            .foregroundStyle(.blue)
                    }
                }

                Section("Appearance") {
                    Toggle("Larger preview text", isOn: $settings.usesLargePreviewText)
                    if settings.usesLargePreviewText {
                        MessagePreviewCard()
                            .font(.title3)
                    } else {
                        MessagePreviewCard()
                    }
                }

                Section("Storage") {
                    Toggle("Include caches", isOn: $settings.includeCachesInUsage)
                    StorageUsageRow(includeCaches: settings.includeCachesInUsage)
                }

                Section {
                    NavigationLink("App Icon") { AppIconPicker() }
                    NavigationLink("About") { AboutScreen() }
                } footer: {
                    if SettingsBuildConfig.isBetaBuild {
                        VersionFooter()
                            .foregroundStyle(.orange)
                    } else {
                        VersionFooter()
                    }
                }
            }
            .navigationTitle("Settings")
            .onAppear {
                nameDraft = settings.displayName
                notificationsDraft = settings.notificationsEnabled
            }
            .onChange(of: notificationsDraft) {
                settings.notificationsEnabled = notificationsDraft
            }
        }
    }
}

struct SettingsToggleRow<Icon: View>: View {
    let title: String
    @Binding var isOn: Bool
    @ViewBuilder let icon: () -> Icon

    var body: some View {
        Toggle(isOn: $isOn) {
            Label {
                Text(title)
            } icon: {
                icon()
            }
        }
    }
}

struct MessagePreviewCard: View {
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Alex")
                .bold()
            Text(isExpanded
                 ? "Are we still on for dinner tonight? I booked the table for 7:30 and Sam said they might join us later."
                 : "Are we still on for dinner tonight?")
            Button(isExpanded ? "Show less" : "Show more") {
                withAnimation { isExpanded.toggle() }
            }
            .font(.caption)
        }
        .padding(.vertical, 4)
    }
}

struct StorageUsageRow: View {
    let includeCaches: Bool
    @State private var bytes: Int64?

    var body: some View {
        LabeledContent("Used") {
            if let bytes {
                Text(bytes, format: .byteCount(style: .file))
            } else {
                ProgressView()
            }
        }
        .task {
            bytes = await StorageCalculator.usage(includingCaches: includeCaches)
        }
    }
}

struct VersionFooter: View {
    var body: some View {
        Text("Version \(SettingsBuildConfig.version)")
            .frame(maxWidth: .infinity)
    }
}

// MARK: - Sub-screens

struct AppIconPicker: View {
    private let icons = ["AppIcon", "AppIcon-Dark", "AppIcon-Retro"]
    @State private var selectedIcon = "AppIcon"

    var body: some View {
        Form {
            Picker("App Icon", selection: $selectedIcon) {
                ForEach(icons, id: \.self) { name in
                    Text(name.replacingOccurrences(of: "AppIcon-", with: "")).tag(name)
                }
            }
            .pickerStyle(.inline)
        }
        .navigationTitle("App Icon")
        .onAppear {
            selectedIcon = UIApplication.shared.alternateIconName ?? "AppIcon"
        }
        .onChange(of: selectedIcon) {
            let name = selectedIcon == "AppIcon" ? nil : selectedIcon
            Task { try? await UIApplication.shared.setAlternateIconName(name) }
        }
    }
}

struct AboutScreen: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        List {
            Section {
                LinkRow(title: "Support", systemImage: "questionmark.circle") {
                    openURL(SettingsBuildConfig.supportURL)
                }
                LinkRow(title: "Privacy Policy", systemImage: "hand.raised") {
                    openURL(SettingsBuildConfig.privacyURL)
                }
                LinkRow(title: "Acknowledgements", systemImage: "doc.plaintext") {
                    openURL(SettingsBuildConfig.acknowledgementsURL)
                }
            }
        }
        .navigationTitle("About")
    }
}

struct LinkRow: View {
    let title: String
    let systemImage: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Label(title, systemImage: systemImage)
                Spacer()
                Image(systemName: "arrow.up.right.square")
                    .foregroundStyle(.tertiary)
            }
        }
    }
}
