import Testing
@testable import Analyzer

/// `untracked-task-dependency` on three kinds found on a video client, each beside the one-line
/// change that makes it a finding: a row's `onAppear` that loads the next page when the last
/// row shows, a mirror of the view's state that every writer keeps in sync itself, and an
/// object of services handed down the environment.
@Suite struct TaskDependencyTriggerTests {
    private let rule = UntrackedTaskDependencyRule.rule

    /// The row's appearance is the event: the work asks whether this row is the last one. Work
    /// that runs whichever row appears is driven by the values it reads.
    @Test func aRowLoadingTheNextPageVersusARowLoadingAnyway() {
        Twins(rule, """
        struct Comment: Identifiable {
            let id: String
            let text: String
        }
        @Observable final class CommentsStore {
            var comments: [Comment] = []
            var nextPage: String?
            func loadMore(videoID: String, page: String?) async {}
        }
        struct CommentsList: View {
            let videoID: String
            @State private var store = CommentsStore()
            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(store.comments) { comment in
                            Text(comment.text)
                                .onAppear {
                                    if ⟪⟫ {
                                        Task { await store.loadMore(videoID: videoID, page: store.nextPage) }
                                    }
                                }
                        }
                    }
                }
            }
        }
        """, quiet: "comment.id == store.comments.last?.id", loud: "comment.text.count > 0").check(mentioning: ["`videoID`"])
    }

    /// Every place that flips the panel (inside `withAnimation`, too) also sets the
    /// coordinator's copy, which is all the `onAppear` does with it. A writer that sets another
    /// property leaves the copy stale.
    @Test func aMirrorEveryWriterSyncsVersusOneAWriterForgets() {
        Twins(rule, """
        @Observable final class PlayerCoordinator {
            var isPanelVisible = true
            var isPanelPinned = false
        }
        final class Services {
            let coordinator = PlayerCoordinator()
        }
        private struct ServicesKey: EnvironmentKey {
            static let defaultValue: Services? = nil
        }
        extension EnvironmentValues {
            var services: Services? {
                get { self[ServicesKey.self] }
                set { self[ServicesKey.self] = newValue }
            }
        }
        struct PlayerSheet: View {
            @Environment(\\.services) private var services
            @State private var isPanelVisible = true
            private var coordinator: PlayerCoordinator? { services?.coordinator }
            var body: some View {
                VStack {
                    Text("Now playing")
                    Button("Details") {
                        withAnimation { isPanelVisible.toggle() }
                        coordinator?.⟪⟫ = isPanelVisible
                    }
                }
                .onAppear {
                    coordinator?.isPanelVisible = isPanelVisible
                }
            }
        }
        """, quiet: "isPanelVisible", loud: "isPanelPinned").check(mentioning: ["`isPanelVisible`"])
    }

    /// A container of services handed down the environment is the same object for the app's
    /// life, as an `@EnvironmentObject` is: which one the root hands down is not a change. A
    /// value handed down, replaced by an action, is.
    @Test func servicesObjectInTheEnvironmentVersusAValueReplaced() {
        Twins(rule, """
        struct MediaSource: Identifiable {
            let id: UUID
            var url: URL
        }
        @Observable final class SourcesManager {
            var sources: [MediaSource] = []
            func source(byID id: UUID) -> MediaSource? { sources.first { $0.id == id } }
        }
        ⟪⟫ AppServices {
            let sources = SourcesManager()
        }
        private struct AppServicesKey: EnvironmentKey {
            static let defaultValue: AppServices? = nil
        }
        extension EnvironmentValues {
            var appServices: AppServices? {
                get { self[AppServicesKey.self] }
                set { self[AppServicesKey.self] = newValue }
            }
        }
        struct RootView: View {
            @State private var services = AppServices()
            let sourceID: UUID
            var body: some View {
                NavigationStack {
                    SourceByIDView(sourceID: sourceID)
                        .toolbar { Button("Reset") { services = AppServices() } }
                }
                .environment(\\.appServices, services)
            }
        }
        struct SourceByIDView: View {
            let sourceID: UUID
            @Environment(\\.appServices) private var appServices
            var body: some View {
                if let source = appServices?.sources.source(byID: sourceID) {
                    MediaBrowserView(source: source)
                }
            }
        }
        struct MediaBrowserView: View {
            let source: MediaSource
            @State private var files: [String] = []
            var body: some View {
                List(files, id: \\.self) { Text($0) }
                    .task { files = await listFiles(at: source.url) }
            }
            private func listFiles(at url: URL) async -> [String] { [] }
        }
        """, quiet: "final class", loud: "struct").check(mentioning: ["`source"])
    }
}
