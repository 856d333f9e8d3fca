import SwiftUI
import UIKit

// MARK: - Models

struct UserProfile: Identifiable, Hashable {
    let id: String
    var name: String
    var bio: String
    var avatarURL: URL?
    var isPublic: Bool
}

struct OnboardingPageInfo: Identifiable, Hashable {
    let id: Int
    var title: String
    var message: String
    var imageName: String
}

@Observable
@MainActor
final class SessionModel {
    let accountID: String
    var currentUser: UserProfile

    init(accountID: String, currentUser: UserProfile) {
        self.accountID = accountID
        self.currentUser = currentUser
    }

    func save(_ profile: UserProfile) async {
        try? await Task.sleep(for: .milliseconds(300))
        currentUser = profile
    }

    func uploadAvatar(_ data: Data) async {
        try? await Task.sleep(for: .milliseconds(300))
        currentUser.avatarURL = URL(string: "https://cdn.example.com/avatars/\(accountID)-\(UUID().uuidString).jpg")
    }
}

enum ProfileImageLoader {
    static func load(_ url: URL?) async -> UIImage? {
        guard let url, let data = try? await URLSession.shared.data(from: url).0 else { return nil }
        return UIImage(data: data)
    }
}

enum SocialAPI {
    static func followerCount(for userID: String) async -> Int {
        0
    }

    static func favorites(for accountID: String) async -> [String] {
        []
    }
}

enum OnboardingAssets {
    static func illustration(named name: String) async -> UIImage? {
        UIImage(named: name)
    }
}

// MARK: - Profile

struct ProfileScreen: View {
    @Environment(SessionModel.self) private var session
    @State private var isEditing = false

    var body: some View {
        NavigationStack {
            List {
                ProfileHeader(user: session.currentUser)
                FollowerCountRow(userID: session.accountID)
                FavoritesSection()
            }
            .navigationTitle("Profile")
            .toolbar {
                Button("Edit") { isEditing = true }
            }
            .sheet(isPresented: $isEditing) {
                ProfileEditView(user: session.currentUser)
            }
        }
    }
}

struct ProfileHeader: View {
    let user: UserProfile
    @State private var avatar: UIImage?

    var body: some View {
        HStack(spacing: 16) {
            Group {
                if let avatar {
                    Image(uiImage: avatar)
                        .resizable()
                        .scaledToFill()
                } else {
                    Image(systemName: "person.crop.circle.fill")
                        .resizable()
                        .foregroundStyle(.secondary)
                }
            }
            .frame(width: 72, height: 72)
            .clipShape(Circle())
            VStack(alignment: .leading, spacing: 4) {
                Text(user.name)
                    .font(.title2.bold())
                Text(user.bio)
                    .foregroundStyle(.secondary)
                    .lineLimit(3)
            }
        }
        .task {
            avatar = await ProfileImageLoader.load(user.avatarURL)
        }
    }
}

struct FollowerCountRow: View {
    let userID: String
    @State private var count: Int?

    var body: some View {
        LabeledContent("Followers") {
            if let count {
                Text(count, format: .number)
            } else {
                ProgressView()
            }
        }
        .task {
            count = await SocialAPI.followerCount(for: userID)
        }
    }
}

struct FavoritesSection: View {
    @Environment(SessionModel.self) private var session
    @State private var favorites: [String] = []

    var body: some View {
        Section("Favorites") {
            ForEach(favorites, id: \.self) { favorite in
                Text(favorite)
            }
        }
        .task {
            favorites = await SocialAPI.favorites(for: session.accountID)
        }
    }
}

struct ProfileEditView: View {
    enum Field: Hashable {
        case name, bio
    }

    let user: UserProfile
    @Environment(SessionModel.self) private var session
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var bio = ""
    @State private var isPublic = true
    @State private var isSaving = false
    @FocusState private var focusedField: Field?

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                    .focused($focusedField, equals: .name)
                TextField("Bio", text: $bio, axis: .vertical)
                    .focused($focusedField, equals: .bio)
                    .lineLimit(3...6)
                Toggle("Public profile", isOn: $isPublic)
                Button("Upload New Photo") {
                    Task { await session.uploadAvatar(Data()) }
                }
            }
            .navigationTitle("Edit Profile")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        isSaving = true
                        var updated = user
                        updated.name = name
                        updated.bio = bio
                        updated.isPublic = isPublic
                        Task {
                            await session.save(updated)
                            dismiss()
                        }
                    }
                    .disabled(isSaving || name.isEmpty)
                }
            }
            .onAppear {
                name = user.name
                bio = user.bio
                isPublic = user.isPublic
                focusedField = .name
            }
        }
    }
}

// MARK: - Onboarding

struct OnboardingFlow: View {
    let pages: [OnboardingPageInfo]
    @AppStorage("hasCompletedOnboarding") private var hasCompletedOnboarding = false
    @Environment(\.dismiss) private var dismiss
    @State private var selection = 0

    var body: some View {
        VStack {
            HStack {
                Spacer()
                if selection < pages.count - 1 {
                    Button("Skip") { finish() }
                }
            }
            .padding(.horizontal)
            .frame(height: 44)

            TabView(selection: $selection) {
                ForEach(pages) { page in
                    OnboardingPageView(
                        page: page,
                        isLast: page.id == pages.last?.id,
                        onContinue: { advance(from: page) }
                    )
                    .tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
        }
        .onAppear {
            if hasCompletedOnboarding {
                dismiss()
            }
        }
    }

    private func advance(from page: OnboardingPageInfo) {
        if page.id == pages.last?.id {
            finish()
        } else {
            withAnimation { selection = page.id + 1 }
        }
    }

    private func finish() {
        hasCompletedOnboarding = true
        dismiss()
    }
}

struct OnboardingPageView: View {
    let page: OnboardingPageInfo
    let isLast: Bool
    let onContinue: () -> Void
    @State private var illustration: UIImage?

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            Group {
                if let illustration {
                    Image(uiImage: illustration)
                        .resizable()
                        .scaledToFit()
                } else {
                    Color.clear
                }
            }
            .frame(height: 260)
            Text(page.title)
                .font(.largeTitle.bold())
                .multilineTextAlignment(.center)
            Text(page.message)
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            Spacer()
            Button(isLast ? "Get Started" : "Continue", action: onContinue)
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
        }
        .padding(32)
        .task {
            illustration = await OnboardingAssets.illustration(named: page.imageName)
        }
    }
}
