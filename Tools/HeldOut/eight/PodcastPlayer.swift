import SwiftUI
import SwiftData
import AVFoundation

// MARK: - Model

@Model
final class Episode {
    var title: String
    var podcastTitle: String
    var audioURL: URL
    var showNotesURL: URL
    var publishedAt: Date
    var duration: TimeInterval
    var position: TimeInterval = 0
    var playbackRate: Double = 1.0
    var isPlayed = false

    init(title: String, podcastTitle: String, audioURL: URL, showNotesURL: URL, publishedAt: Date, duration: TimeInterval) {
        self.title = title
        self.podcastTitle = podcastTitle
        self.audioURL = audioURL
        self.showNotesURL = showNotesURL
        self.publishedAt = publishedAt
        self.duration = duration
    }
}

@MainActor
final class EpisodePlayerViewModel: ObservableObject {
    @Published private(set) var isPlaying = false
    @Published private(set) var elapsed: TimeInterval
    let episode: Episode
    private let player: AVPlayer

    init(episode: Episode) {
        self.episode = episode
        self.elapsed = episode.position
        self.player = AVPlayer(url: episode.audioURL)
    }

    func togglePlayback() {
        isPlaying ? player.pause() : player.play()
        isPlaying.toggle()
    }

    func apply(rate: Double) {
        if isPlaying { player.rate = Float(rate) }
    }
}

@MainActor
final class DownloadTracker: ObservableObject {
    @Published private(set) var progress: Double?
    @Published private(set) var isDownloaded = false
    let remoteURL: URL

    init(remoteURL: URL) {
        self.remoteURL = remoteURL
    }

    func start() async {
        progress = 0
        _ = try? await URLSession.shared.download(from: remoteURL)
        progress = nil
        isDownloaded = true
    }
}

actor DownloadQueue {
    static let shared = DownloadQueue()
    private var pending: [URL] = []

    func resumePending() async {
        for url in pending {
            _ = try? await URLSession.shared.download(from: url)
        }
        pending.removeAll()
    }
}

// MARK: - Views

struct PodcastsRootView: View {
    @State private var selectedEpisode: Episode?
    @State private var podcastTitle = "Swift by Sundell"
    @State private var resumeMessage: String?

    var body: some View {
        NavigationSplitView {
            EpisodeList(podcastTitle: podcastTitle, selection: $selectedEpisode)
                .navigationTitle(podcastTitle)
        } detail: {
            if let episode = selectedEpisode {
                EpisodePlayerView(episode: episode)
            } else {
                ContentUnavailableView("No episode selected", systemImage: "headphones")
            }
        }
        .overlay(alignment: .bottom) {
            if let resumeMessage {
                Text(resumeMessage)
                    .font(.footnote)
                    .padding(8)
                    .background(.thinMaterial, in: Capsule())
            }
        }
        .onAppear {
            Task { @MainActor in
                await DownloadQueue.shared.resumePending()
                resumeMessage = "Downloads resumed"
            }
        }
    }
}

struct EpisodeList: View {
    @Query private var episodes: [Episode]
    @Binding var selection: Episode?
    @Environment(\.modelContext) private var context

    init(podcastTitle: String, selection: Binding<Episode?>) {
        _episodes = Query(filter: #Predicate<Episode> { $0.podcastTitle == podcastTitle },
                          sort: \Episode.publishedAt, order: .reverse)
        _selection = selection
    }

    var body: some View {
        List(selection: $selection) {
            ForEach(episodes) { episode in
                EpisodeRow(episode: episode)
                    .tag(episode)
            }
            .onDelete { offsets in
                for index in offsets { context.delete(episodes[index]) }
            }
        }
    }
}

struct EpisodeRow: View {
    let episode: Episode

    private static let remainingFormatter: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = .abbreviated
        return formatter
    }()

    var body: some View {
        HStack(spacing: 12) {
            Image("podcast-placeholder")
                .interpolation(.medium)
                .frame(width: 60, height: 60)
                .clipShape(RoundedRectangle(cornerRadius: 8))
            VStack(alignment: .leading, spacing: 4) {
                Text(episode.title)
                    .font(.headline)
                    .foregroundStyle(episode.isPlayed ? .secondary : .primary)
                Text(episode.publishedAt, style: .date)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                if let remaining = Self.remainingFormatter.string(from: episode.duration - episode.position) {
                    Text("\(remaining) left")
                        .font(.caption2)
                }
            }
        }
    }
}

struct EpisodePlayerView: View {
    let episode: Episode
    @StateObject private var viewModel: EpisodePlayerViewModel

    init(episode: Episode) {
        self.episode = episode
        _viewModel = StateObject(wrappedValue: EpisodePlayerViewModel(episode: episode))
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                Text(episode.title)
                    .font(.title2.bold())
                    .multilineTextAlignment(.center)

                Button {
                    viewModel.togglePlayback()
                } label: {
                    Image(systemName: viewModel.isPlaying ? "pause.circle.fill" : "play.circle.fill")
                        .resizable()
                        .frame(width: 72, height: 72)
                }

                PlaybackSpeedPicker(rate: Binding(get: { episode.playbackRate },
                                                  set: { episode.playbackRate = $0; viewModel.apply(rate: $0) }))

                DownloadButton(episode: episode)
                    .id(episode.id)

                ShowNotesView(episode: episode)
                    .id(episode.id)
            }
            .padding()
        }
    }
}

struct PlaybackSpeedPicker: View {
    @Binding var rate: Double
    private let rates: [Double] = [0.8, 1.0, 1.2, 1.5, 2.0]

    var body: some View {
        HStack {
            ForEach(rates, id: \.self) { value in
                Button(value.formatted(.number.precision(.fractionLength(1))) + "×") { rate = value }
                    .buttonStyle(.bordered)
                    .tint(rate == value ? Color.accentColor : Color.secondary)
            }
        }
    }
}

struct DownloadButton: View {
    @StateObject private var tracker: DownloadTracker

    init(episode: Episode) {
        _tracker = StateObject(wrappedValue: DownloadTracker(remoteURL: episode.audioURL))
    }

    var body: some View {
        if tracker.isDownloaded {
            Label("Downloaded", systemImage: "checkmark.circle")
        } else if let progress = tracker.progress {
            ProgressView(value: progress)
        } else {
            Button("Download", systemImage: "arrow.down.circle") {
                Task { await tracker.start() }
            }
        }
    }
}

struct ShowNotesView: View {
    let episode: Episode
    @State private var notes: AttributedString?

    var body: some View {
        VStack(alignment: .leading) {
            Text("Show notes").font(.headline)
            if let notes {
                Text(notes)
            } else {
                ProgressView()
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .task {
            guard let (data, _) = try? await URLSession.shared.data(from: episode.showNotesURL) else { return }
            notes = (try? AttributedString(markdown: data)) ?? AttributedString(String(decoding: data, as: UTF8.self))
        }
    }
}
