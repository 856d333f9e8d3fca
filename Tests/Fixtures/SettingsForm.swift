// Fixture: account settings screen.
// Theme: Form / Section with `header:` and `footer:` trailing closures, controls with
// bindings, `Button { } label: { }`, focus handling, confirmation dialogs and
// `#if os(...)` blocks both inside the body and inside modifier chains.

import SwiftUI

struct SettingsForm: View {
    enum Field: Hashable {
        case displayName, email, bio
    }

    enum Appearance: String, CaseIterable, Identifiable {
        case system, light, dark
        var id: String { rawValue }
    }

    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL

    @AppStorage("settings.appearance") private var appearance: Appearance = .system
    @AppStorage("settings.notifications") private var notificationsEnabled = true
    @AppStorage("settings.digestHour") private var digestHour = 8
    @AppStorage("settings.haptics") private var hapticsEnabled = false

    @State private var displayName = ""
    @State private var email = ""
    @State private var bio = ""
    @State private var fontScale = 1.0
    @State private var isConfirmingSignOut = false
    @State private var isSaving = false
    @FocusState private var focusedField: Field?

    private var emailIsValid: Bool {
        email.contains("@") && email.split(separator: "@").last?.contains(".") == true
    }

    var body: some View {
        Form {
            Section {
                TextField("Display name", text: $displayName)
                    .focused($focusedField, equals: .displayName)
                    .submitLabel(.next)
                TextField("Email", text: $email)
                    .focused($focusedField, equals: .email)
                    #if os(iOS)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    #endif
                    .autocorrectionDisabled()
                    .submitLabel(.next)
                TextField("Bio", text: $bio, axis: .vertical)
                    .focused($focusedField, equals: .bio)
                    .lineLimit(3...6)
            } header: {
                Text("Profile")
            } footer: {
                if !email.isEmpty && !emailIsValid {
                    Text("Enter a valid email address.")
                        .foregroundStyle(.red)
                }
            }

            Section("Appearance") {
                Picker("Theme", selection: $appearance) {
                    ForEach(Appearance.allCases) { option in
                        Text(option.rawValue.capitalized).tag(option)
                    }
                }
                #if os(iOS)
                .pickerStyle(.segmented)
                #else
                .pickerStyle(.radioGroup)
                #endif

                VStack(alignment: .leading) {
                    Text("Text size: \(fontScale, format: .percent.precision(.fractionLength(0)))")
                    Slider(value: $fontScale, in: 0.8...1.6, step: 0.1) {
                        Text("Text size")
                    } minimumValueLabel: {
                        Image(systemName: "textformat.size.smaller")
                    } maximumValueLabel: {
                        Image(systemName: "textformat.size.larger")
                    }
                }
            }

            Section {
                Toggle("Daily digest", isOn: $notificationsEnabled)
                if notificationsEnabled {
                    Stepper(value: $digestHour, in: 0...23) {
                        LabeledContent("Deliver at", value: "\(digestHour):00")
                    }
                }
                #if os(iOS)
                Toggle("Haptic feedback", isOn: $hapticsEnabled)
                #endif
            } header: {
                Label("Notifications", systemImage: "bell.badge")
            } footer: {
                Text("The digest summarizes activity from the last 24 hours.")
            }

            Section {
                Button {
                    openURL(URL(string: "https://support.example.com/privacy")!)
                } label: {
                    Label("Privacy policy", systemImage: "hand.raised")
                }
                Button("Sign out", role: .destructive) {
                    isConfirmingSignOut = true
                }
            }
        }
        .navigationTitle("Settings")
        #if os(iOS)
        .navigationBarTitleDisplayMode(.inline)
        #endif
        .disabled(isSaving)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { dismiss() }
            }
            ToolbarItem(placement: .confirmationAction) {
                if isSaving {
                    ProgressView()
                } else {
                    Button("Save") {
                        Task { await save() }
                    }
                    .disabled(!emailIsValid || displayName.isEmpty)
                }
            }
            ToolbarItemGroup(placement: .keyboard) {
                Spacer()
                Button("Done") { focusedField = nil }
            }
        }
        .onSubmit {
            switch focusedField {
            case .displayName: focusedField = .email
            case .email: focusedField = .bio
            case .bio, nil: focusedField = nil
            }
        }
        .confirmationDialog("Sign out of this device?", isPresented: $isConfirmingSignOut, titleVisibility: .visible) {
            Button("Sign out", role: .destructive) {
                dismiss()
            }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Your drafts will be kept on this device.")
        }
        .preferredColorScheme(appearance == .system ? nil : (appearance == .dark ? .dark : .light))
        .dynamicTypeSize(fontScale > 1.2 ? .xxLarge : .large)
    }

    private func save() async {
        isSaving = true
        defer { isSaving = false }
        try? await Task.sleep(for: .seconds(1))
        dismiss()
    }
}

#Preview {
    NavigationStack {
        SettingsForm()
    }
}
