// Fixture: a journaling app's entry composer.
// Theme: SwiftUI property wrappers with and without arguments — `@Environment` with key
// paths and types, `@AppStorage` with stores, `@SceneStorage`, `@FocusState`,
// `@AccessibilityFocusState`, `@GestureState`, `@Namespace`, `@ScaledMetric`,
// `@Bindable`, `@Query(sort:order:)`, `@State`, `@Binding`, `@StateObject`,
// `@ObservedObject`, `@EnvironmentObject` and `@UIApplicationDelegateAdaptor`.

import SwiftData
import SwiftUI
import UIKit

@Model
final class JournalEntry {
    var date: Date
    var title: String
    var text: String
    var mood: Int
    var isPinned: Bool

    init(date: Date = .now, title: String = "", text: String = "", mood: Int = 3, isPinned: Bool = false) {
        self.date = date
        self.title = title
        self.text = text
        self.mood = mood
        self.isPinned = isPinned
    }
}

@Observable
final class ComposerModel {
    var draft = JournalEntry()
    var isSaving = false
    var wordCount: Int { draft.text.split(whereSeparator: \.isWhitespace).count }
}

final class StreakTracker: ObservableObject {
    @Published var currentStreak = 0
    @Published var longestStreak = 0
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        true
    }
}

@main
struct JournalApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @StateObject private var streaks = StreakTracker()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            JournalHome()
                .environmentObject(streaks)
        }
        .modelContainer(for: JournalEntry.self)
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { streaks.objectWillChange.send() }
        }
    }
}

struct JournalHome: View {
    @Query(sort: \JournalEntry.date, order: .reverse) private var entries: [JournalEntry]
    @Query(filter: #Predicate<JournalEntry> { $0.isPinned }, sort: [SortDescriptor(\JournalEntry.title)])
    private var pinned: [JournalEntry]
    @SceneStorage("journal.selectedTab") private var selectedTab = 0
    @SceneStorage("journal.composerOpen") private var isComposerOpen = false
    @EnvironmentObject private var streaks: StreakTracker
    @State private var composer = ComposerModel()

    var body: some View {
        TabView(selection: $selectedTab) {
            NavigationStack {
                List(entries) { entry in
                    VStack(alignment: .leading) {
                        Text(entry.title.isEmpty ? "Untitled" : entry.title).font(.headline)
                        Text(entry.date, style: .date).font(.caption)
                    }
                }
                .navigationTitle("Journal")
                .toolbar {
                    Button("New", systemImage: "square.and.pencil") { isComposerOpen = true }
                }
            }
            .tag(0)
            .tabItem { Label("Entries", systemImage: "book.closed") }

            StreakView(tracker: streaks, pinnedCount: pinned.count)
                .tag(1)
                .tabItem { Label("Streaks", systemImage: "flame") }
        }
        .sheet(isPresented: $isComposerOpen) {
            ComposerView(model: composer)
        }
    }
}

struct ComposerView: View {
    enum Field: Hashable { case title, body }

    @Bindable var model: ComposerModel
    @Environment(\.dismiss) private var dismiss
    @Environment(\.modelContext) private var modelContext
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.locale) private var locale
    @AppStorage("composer.spellcheck") private var spellcheck = true
    @AppStorage("composer.fontName", store: UserDefaults(suiteName: "group.com.example.journal"))
    private var fontName = "New York"
    @AppStorage("composer.lastMood") private var lastMood: Int = 3
    @FocusState private var focusedField: Field?
    @FocusState private var isBodyFocused: Bool
    @AccessibilityFocusState private var isSaveFocused: Bool
    @ScaledMetric(relativeTo: .body) private var moodIconSize: CGFloat = 28
    @ScaledMetric private var editorPadding = 12.0
    @GestureState private var isPressingMood = false
    @Namespace private var moodNamespace

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: editorPadding) {
                TextField("Title", text: $model.draft.title)
                    .font(.custom(fontName, size: 24, relativeTo: .title))
                    .focused($focusedField, equals: .title)
                    .onSubmit { focusedField = .body }

                HStack {
                    ForEach(1...5, id: \.self) { mood in
                        Image(systemName: mood <= model.draft.mood ? "star.fill" : "star")
                            .font(.system(size: moodIconSize))
                            .foregroundStyle(colorScheme == .dark ? Color.yellow : Color.orange)
                            .overlay {
                                if mood == model.draft.mood {
                                    Circle()
                                        .stroke(lineWidth: 2)
                                        .matchedGeometryEffect(id: "selectedMood", in: moodNamespace)
                                }
                            }
                            .scaleEffect(isPressingMood ? 0.9 : 1)
                            .onTapGesture { withAnimation(.bouncy) { model.draft.mood = mood } }
                    }
                }
                .gesture(
                    LongPressGesture(minimumDuration: 0.3)
                        .updating($isPressingMood) { current, state, _ in state = current }
                )

                TextEditor(text: $model.draft.text)
                    .focused($focusedField, equals: .body)
                    .autocorrectionDisabled(!spellcheck)
                    .scrollContentBackground(.hidden)
                    .background(.quaternary.opacity(0.4), in: .rect(cornerRadius: 12))

                Text("\(model.wordCount) words")
                    .font(typeSize.isAccessibilitySize ? .body : .caption)
                    .foregroundStyle(.secondary)
            }
            .padding()
            .navigationTitle(model.draft.date.formatted(.dateTime.month().day().locale(locale)))
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        modelContext.insert(model.draft)
                        lastMood = model.draft.mood
                        model.draft = JournalEntry(mood: lastMood)
                        dismiss()
                    }
                    .accessibilityFocused($isSaveFocused)
                    .disabled(model.draft.text.isEmpty)
                }
            }
            .onAppear { focusedField = .title }
        }
    }
}

struct StreakView: View {
    @ObservedObject var tracker: StreakTracker
    let pinnedCount: Int
    @State private var celebrate = false

    var body: some View {
        VStack(spacing: 12) {
            Text("\(tracker.currentStreak)")
                .font(.system(size: 72, weight: .heavy, design: .rounded))
                .contentTransition(.numericText(value: Double(tracker.currentStreak)))
            Text("Longest: \(tracker.longestStreak) · Pinned: \(pinnedCount)")
            Button("Log today") {
                tracker.currentStreak += 1
                tracker.longestStreak = max(tracker.longestStreak, tracker.currentStreak)
                celebrate.toggle()
            }
            .sensoryFeedback(.success, trigger: celebrate)
        }
    }
}

#Preview {
    ComposerView(model: ComposerModel())
        .modelContainer(for: JournalEntry.self, inMemory: true)
}
