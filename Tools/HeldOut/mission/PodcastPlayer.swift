import SwiftUI
import UIKit

// MARK: - Models

struct PodcastShow: Identifiable, Hashable {
    let id: UUID
    var name: String
    var author: String
    var episodes: [PodcastEpisode]
}

struct PodcastEpisode: Identifiable, Hashable {
    let id: UUID
    var title: String
    var showName: String
    var audioURL: URL
    var artworkURL: URL
    var duration: TimeInterval
    var publishedAt: Date
}

struct EpisodeChapter: Identifiable, Hashable {
    let id: Int
    var title: String
    var start: TimeInterval
}

@Observable
final class PodcastPlayerModel {
    var queue: [PodcastEpisode] = []
    var currentEpisode: PodcastEpisode?
    var isPlaying = false
    var elapsed: TimeInterval = 0
    var sleepTimerEnd: Date?

    func play(_ episode: PodcastEpisode) {
        currentEpisode = episode
        elapsed = 0
        isPlaying = true
    }

    func togglePlayback() {
        isPlaying.toggle()
    }

    func playNext() {
        guard let current = currentEpisode,
              let index = queue.firstIndex(of: current),
              queue.indices.contains(index + 1) else { return }
        play(queue[index + 1])
    }

    func extendSleepTimer(byMinutes minutes: Int) {
        let base = max(sleepTimerEnd ?? .now, .now)
        sleepTimerEnd = base.addingTimeInterval(TimeInterval(minutes * 60))
    }
}

// MARK: - Services

actor ArtworkCache {
    static let shared = ArtworkCache()
    private var images: [URL: UIImage] = [:]

    func image(for url: URL) async -> UIImage? {
        if let cached = images[url] { return cached }
        guard let data = try? await URLSession.shared.data(from: url).0,
              let image = UIImage(data: data) else { return nil }
        images[url] = image
        return image
    }
}

enum ChapterService {
    static func chapters(for episodeID: UUID) async -> [EpisodeChapter] {
        try? await Task.sleep(for: .milliseconds(200))
        return []
    }
}

enum ShowNotesService {
    static func notes(for episodeID: UUID) async -> AttributedString {
        AttributedString("")
    }
}

enum DownloadStore {
    static func isDownloaded(_ episodeID: UUID) async -> Bool {
        false
    }
}

// MARK: - Library

struct PodcastLibraryView: View {
    let shows: [PodcastShow]
    @State private var player = PodcastPlayerModel()

    var body: some View {
        NavigationStack {
            List(shows) { show in
                NavigationLink(value: show) {
                    VStack(alignment: .leading) {
                        Text(show.name).font(.headline)
                        Text(show.author).font(.subheadline).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Library")
            .navigationDestination(for: PodcastShow.self) { show in
                PodcastEpisodesView(showName: show.name, episodes: show.episodes)
            }
        }
        .environment(player)
    }
}

struct PodcastEpisodesView: View {
    let showName: String
    let episodes: [PodcastEpisode]
    @Environment(PodcastPlayerModel.self) private var player
    @State private var searchText = ""
    @State private var showsPlayer = false
    @State private var notesEpisode: PodcastEpisode?

    private var filteredEpisodes: [PodcastEpisode] {
        guard !searchText.isEmpty else { return episodes }
        return episodes.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        List {
            ForEach(filteredEpisodes) { episode in
                EpisodeRow(
                    episode: episode,
                    isCurrent: episode.id == player.currentEpisode?.id,
                    onPlay: { player.play(episode) }
                )
                .contextMenu {
                    Button("Show Notes", systemImage: "doc.text") {
                        notesEpisode = episode
                    }
                }
            }
        }
        .listStyle(.plain)
        .searchable(text: $searchText)
        .navigationTitle(showName)
        .safeAreaInset(edge: .bottom) {
            NowPlayingBar()
                .onTapGesture { showsPlayer = true }
        }
        .sheet(isPresented: $showsPlayer) {
            PlayerSheet()
        }
        .sheet(item: $notesEpisode) { episode in
            ShowNotesView(episode: episode)
        }
        .onAppear {
            player.queue = episodes
        }
    }
}

struct EpisodeRow: View {
    let episode: PodcastEpisode
    let isCurrent: Bool
    let onPlay: () -> Void
    @State private var isDownloaded = false

    var body: some View {
        HStack(spacing: 12) {
            EpisodeArtwork(url: episode.artworkURL)
                .frame(width: 56, height: 56)
            VStack(alignment: .leading, spacing: 4) {
                Text(episode.title)
                    .font(.headline)
                    .foregroundStyle(isCurrent ? Color.accentColor : Color.primary)
                    .lineLimit(2)
                HStack(spacing: 6) {
                    Text(episode.publishedAt, style: .date)
                    Text("·")
                    Text(Duration.seconds(episode.duration).formatted(.units(allowed: [.hours, .minutes], width: .abbreviated)))
                    if isDownloaded {
                        Image(systemName: "arrow.down.circle.fill")
                    }
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            Spacer()
            Button(action: onPlay) {
                Image(systemName: "play.circle")
                    .font(.title2)
            }
            .buttonStyle(.plain)
        }
        .task {
            isDownloaded = await DownloadStore.isDownloaded(episode.id)
        }
    }
}

struct EpisodeArtwork: View {
    let url: URL
    var cornerRadius: CGFloat = 8
    @State private var image: UIImage?

    var body: some View {
        ZStack {
            if let image {
                Image(uiImage: image)
                    .resizable()
                    .aspectRatio(contentMode: .fill)
            } else {
                RoundedRectangle(cornerRadius: cornerRadius)
                    .fill(.quaternary)
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
        .task {
            image = await ArtworkCache.shared.image(for: url)
        }
    }
}

// MARK: - Now playing

struct NowPlayingBar: View {
    @Environment(PodcastPlayerModel.self) private var player

    var body: some View {
        if let episode = player.currentEpisode {
            HStack(spacing: 12) {
                if player.isPlaying {
                    EpisodeArtwork(url: episode.artworkURL)
                        .frame(width: 44, height: 44)
                        .shadow(color: .black.opacity(0.25), radius: 6, y: 2)
                } else {
                    EpisodeArtwork(url: episode.artworkURL)
                        .frame(width: 44, height: 44)
                }
                VStack(alignment: .leading, spacing: 2) {
                    Text(episode.title)
                        .font(.subheadline.weight(.semibold))
                        .lineLimit(1)
                    Text(episode.showName)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                if let end = player.sleepTimerEnd {
                    SleepTimerBadge(endDate: end)
                        .contextMenu {
                            Button("Add 15 Minutes") { player.extendSleepTimer(byMinutes: 15) }
                            Button("Cancel Timer", role: .destructive) { player.sleepTimerEnd = nil }
                        }
                }
                Button {
                    player.togglePlayback()
                } label: {
                    Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
                        .font(.title2)
                }
            }
            .padding(.horizontal)
            .padding(.vertical, 8)
            .background(.regularMaterial)
        }
    }
}

struct SleepTimerBadge: View {
    let endDate: Date
    @State private var remaining: TimeInterval = 0
    @State private var ticker: Timer?

    var body: some View {
        Label(Duration.seconds(max(remaining, 0)).formatted(.time(pattern: .minuteSecond)), systemImage: "moon.zzz")
            .font(.caption.monospacedDigit())
            .onAppear {
                remaining = endDate.timeIntervalSinceNow
                ticker = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                    remaining = endDate.timeIntervalSinceNow
                }
            }
            .onDisappear {
                ticker?.invalidate()
            }
    }
}

struct PlayerSheet: View {
    @Environment(PodcastPlayerModel.self) private var player
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Group {
                if let episode = player.currentEpisode {
                    VStack(spacing: 20) {
                        EpisodeArtwork(url: episode.artworkURL, cornerRadius: 16)
                            .frame(width: 240, height: 240)
                        Text(episode.title)
                            .font(.title3.bold())
                            .multilineTextAlignment(.center)
                        HStack(spacing: 40) {
                            Button {
                                player.togglePlayback()
                            } label: {
                                Image(systemName: player.isPlaying ? "pause.circle.fill" : "play.circle.fill")
                                    .font(.system(size: 56))
                            }
                            Button {
                                player.playNext()
                            } label: {
                                Image(systemName: "forward.end.fill")
                                    .font(.title)
                            }
                        }
                        ChapterList(episode: episode)
                    }
                    .padding()
                } else {
                    ContentUnavailableView("Nothing Playing", systemImage: "waveform")
                }
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

struct ChapterList: View {
    let episode: PodcastEpisode
    @State private var chapters: [EpisodeChapter] = []

    var body: some View {
        List(chapters) { chapter in
            HStack {
                Text(chapter.title)
                Spacer()
                Text(Duration.seconds(chapter.start).formatted(.time(pattern: .minuteSecond)))
                    .foregroundStyle(.secondary)
                    .monospacedDigit()
            }
        }
        .listStyle(.plain)
        .overlay {
            if chapters.isEmpty {
                Text("No chapters")
                    .foregroundStyle(.secondary)
            }
        }
        .task {
            chapters = await ChapterService.chapters(for: episode.id)
        }
    }
}

struct ShowNotesView: View {
    let episode: PodcastEpisode
    @State private var notes: AttributedString?

    var body: some View {
        NavigationStack {
            ScrollView {
                if let notes {
                    Text(notes)
                        .padding()
                } else {
                    ProgressView()
                        .padding(.top, 40)
                }
            }
            .navigationTitle(episode.title)
            .navigationBarTitleDisplayMode(.inline)
        }
        .task {
            notes = await ShowNotesService.notes(for: episode.id)
        }
    }
}
