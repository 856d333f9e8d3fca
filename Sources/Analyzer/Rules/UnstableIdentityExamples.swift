/// Examples of `unstable-identity`; they are its tests and its documentation.
enum UnstableIdentityExamples {
    static let all: [RuleExample] = [
        .triggering("A fresh `.id` in the body: the chart is rebuilt on every update.", """
        struct WeeklyChart: View {
            let samples: [Sample]

            var body: some View {
                Chart(samples) { sample in
                    BarMark(x: .value("Day", sample.day), y: .value("Steps", sample.steps))
                }
                .↓id(UUID())
            }
        }
        """),
        .triggering("Rows identified by offset, in a list the user edits.", """
        struct ShoppingList: View {
            @State private var items: [String] = []

            var body: some View {
                List {
                    ↓ForEach(Array(items.enumerated()), id: \\.offset) { index, item in
                        Text("\\(index + 1). \\(item)")
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                }
            }
        }
        """),
        .triggering("Indices of a model's array that the app removes from.", """
        final class Playlist: ObservableObject {
            @Published var tracks: [Track] = []
            func add(_ track: Track) { tracks.append(track) }
            func remove(_ track: Track) { tracks.removeAll { $0.id == track.id } }
        }

        struct PlaylistView: View {
            @ObservedObject var playlist: Playlist

            var body: some View {
                VStack {
                    ↓ForEach(playlist.tracks.indices, id: \\.self) { index in
                        TrackRow(track: $playlist.tracks[index])
                    }
                }
            }
        }
        """),
        .triggering("A computed `id` that is new on every read.", """
        struct Reminder: Identifiable {
            var ↓id: UUID { UUID() }
            var title: String
        }
        """),
        .nonTriggering("A stored id, a literal range, `allCases` and element identity.", """
        struct Reminder: Identifiable {
            let id = UUID()
            var title: String
        }

        struct WeekStrip: View {
            @State private var reminders: [Reminder] = []

            var body: some View {
                VStack {
                    HStack { ForEach(0..<7) { Text("\\($0)") } }
                    ForEach(Weekday.allCases, id: \\.self) { Text($0.name) }
                    ForEach(Array(reminders.enumerated()), id: \\.element.id) { index, reminder in
                        Text("\\(index + 1). \\(reminder.title)")
                    }
                }
                .onAppear { reminders.append(Reminder(title: "Water plants")) }
            }
        }
        """),
        .nonTriggering("A reset token changed in an action is a deliberate new identity.", """
        struct DrawingCanvas: View {
            @State private var canvasID = UUID()

            var body: some View {
                VStack {
                    Canvas { context, size in }
                        .id(canvasID)
                    Button("Clear") { canvasID = UUID() }
                }
            }
        }
        """),
        .nonTriggering("Positions over data the module never changes.", """
        struct OnboardingPager: View {
            private static let pages = ["Welcome", "Sync", "Share"]

            var body: some View {
                TabView {
                    ForEach(Array(Self.pages.enumerated()), id: \\.offset) { index, title in
                        Text(title).tag(index)
                    }
                }
            }
        }
        """),
    ]
}
