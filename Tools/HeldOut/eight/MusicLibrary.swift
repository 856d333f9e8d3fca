import SwiftUI
import AVFoundation

// MARK: - Model

struct Track: Identifiable, Hashable {
    let id: String
    var title: String
    var artistName: String
    var artworkName: String
    var duration: TimeInterval
}

struct Album: Identifiable, Hashable {
    let id: String
    var title: String
    var artistName: String
    var artworkName: String
    var year: Int
    var tracks: [Track]
}

struct Artist: Identifiable, Hashable {
    let id: String
    var name: String
    var heroImageName: String
    var albums: [Album]
}

final class AudioPlayer: ObservableObject {
    static let shared = AudioPlayer()

    @Published private(set) var nowPlaying: Track?
    @Published private(set) var isPlaying = false
    @Published var progress: Double = 0

    private let player = AVPlayer()

    func play(_ track: Track) {
        nowPlaying = track
        isPlaying = true
        progress = 0
    }

    func togglePause() {
        isPlaying ? player.pause() : player.play()
        isPlaying.toggle()
    }

    func seek(to fraction: Double) {
        guard let track = nowPlaying else { return }
        progress = fraction
        player.seek(to: CMTime(seconds: track.duration * fraction, preferredTimescale: 600))
    }
}

final class PlaybackQueue: ObservableObject {
    @Published var upNext: [Track] = []
    @Published var shuffle = false

    func move(from source: IndexSet, to destination: Int) {
        upNext.move(fromOffsets: source, toOffset: destination)
    }
}

@MainActor
final class MusicLibrary: ObservableObject {
    @Published var recentlyAdded: [Album] = []
    @Published var searchResults: [Track] = []
    @Published var playlists: [String: [Track]] = [:]

    func loadRecentlyAdded() async {
        try? await Task.sleep(for: .milliseconds(200))
        recentlyAdded = []
    }

    func search(_ query: String) async {
        try? await Task.sleep(for: .milliseconds(150))
        searchResults = []
    }

    func addToLibrary(_ album: Album) async {
        recentlyAdded.insert(album, at: 0)
    }
}

extension View {
    func eraseToAnyView() -> AnyView { AnyView(self) }
}

// MARK: - Views

struct LibraryView: View {
    @StateObject private var library = MusicLibrary()
    @StateObject private var queue = PlaybackQueue()
    @ObservedObject private var player = AudioPlayer.shared
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List {
                Section("Recently Added") {
                    ForEach(library.recentlyAdded) { album in
                        NavigationLink(value: album) {
                            Label {
                                Text(album.title)
                            } icon: {
                                Image(album.artworkName)
                                    .resizable()
                            }
                            .frame(height: 56)
                        }
                    }
                }
                if !library.searchResults.isEmpty {
                    Section("Results") {
                        ForEach(library.searchResults) { track in
                            Button(track.title) { player.play(track) }
                        }
                    }
                }
            }
            .navigationTitle("Library")
            .navigationDestination(for: Album.self) { album in
                AlbumDetailView(album: album, library: library)
            }
            .searchable(text: $query)
            .onSubmit(of: .search) {
                Task { await library.search(query) }
            }
            .onAppear {
                Task { await library.loadRecentlyAdded() }
            }
            .safeAreaInset(edge: .bottom) {
                NowPlayingBar()
            }
        }
        .environmentObject(queue)
    }
}

struct AlbumDetailView: View {
    let album: Album
    @ObservedObject var library: MusicLibrary
    @EnvironmentObject private var queue: PlaybackQueue
    @ObservedObject private var player: AudioPlayer = .shared

    private var totalDurationText: String {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = .full
        return formatter.string(from: album.tracks.reduce(0) { $0 + $1.duration }) ?? ""
    }

    var body: some View {
        List {
            VStack(spacing: 8) {
                Image(album.artworkName)
                    .resizable()
                    .aspectRatio(1, contentMode: .fit)
                    .frame(maxWidth: 280)
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                    .shadow(radius: 8)
                Text(album.title).font(.title2.bold())
                Text("\(album.artistName) · \(String(album.year))")
                    .foregroundStyle(.secondary)
                Text("\(album.tracks.count) songs, \(totalDurationText)")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity)
            .listRowSeparator(.hidden)

            ForEach(album.tracks) { track in
                TrackRow(track: track, isCurrent: player.nowPlaying?.id == track.id) {
                    player.play(track)
                }
                .equatable()
            }
        }
        .listStyle(.plain)
        .toolbar {
            Button("Play Next", systemImage: "text.line.first.and.arrowtriangle.forward") {
                queue.upNext.insert(contentsOf: album.tracks, at: 0)
            }
            Button("Add", systemImage: "plus") {
                Task { await library.addToLibrary(album) }
            }
        }
    }
}

/// Rows compare only what they display, so the inline `onPlay` closure does not re-render every row.
struct TrackRow: View, Equatable {
    let track: Track
    let isCurrent: Bool
    let onPlay: () -> Void

    static func == (lhs: TrackRow, rhs: TrackRow) -> Bool {
        lhs.track == rhs.track && lhs.isCurrent == rhs.isCurrent
    }

    var body: some View {
        Button(action: onPlay) {
            HStack {
                Image(systemName: isCurrent ? "speaker.wave.2.fill" : "music.note")
                    .frame(width: 24)
                    .foregroundStyle(.tint)
                Text(track.title)
                Spacer()
                Text(Duration.seconds(track.duration), format: .time(pattern: .minuteSecond))
                    .foregroundStyle(.secondary)
                    .monospacedDigit()
            }
        }
        .buttonStyle(.plain)
    }
}

struct ArtistHeader: View {
    let artist: Artist

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Image(decorative: artist.heroImageName)
                .scaledToFill()
                .frame(height: 220)
                .clipped()
            LinearGradient(colors: [.clear, .black.opacity(0.7)], startPoint: .center, endPoint: .bottom)
                .frame(height: 220)
            Text(artist.name)
                .font(.largeTitle.bold())
                .foregroundStyle(.white)
                .padding()
        }
    }
}

struct NowPlayingBar: View {
    @ObservedObject var player = AudioPlayer.shared
    @State private var showsQueue = false

    private var artwork: some View {
        Image(player.nowPlaying?.artworkName ?? "artwork-placeholder")
            .resizable()
            .aspectRatio(1, contentMode: .fill)
    }

    var body: some View {
        if let track = player.nowPlaying {
            VStack(spacing: 6) {
                HStack {
                    artwork
                        .frame(width: 44, height: 44)
                        .clipShape(RoundedRectangle(cornerRadius: 6))
                        .id(track.id)
                        .transition(.opacity)
                    VStack(alignment: .leading) {
                        Text(track.title).font(.subheadline.bold())
                        Text(track.artistName).font(.caption).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Button {
                        player.togglePause()
                    } label: {
                        Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
                            .font(.title3)
                            .frame(width: 44, height: 44)
                    }
                    Button("Queue", systemImage: "list.bullet") { showsQueue = true }
                        .labelStyle(.iconOnly)
                }
                Slider(value: Binding(get: { player.progress }, set: { player.seek(to: $0) }))
            }
            .padding(.horizontal)
            .padding(.vertical, 8)
            .background(.bar)
            .sheet(isPresented: $showsQueue) {
                QueueView()
                    .presentationDetents([.medium, .large])
            }
        }
    }
}

struct QueueView: View {
    @ObservedObject var queue: PlaybackQueue = .init()
    @ObservedObject private var player = AudioPlayer.shared

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Toggle("Shuffle", isOn: $queue.shuffle)
                }
                Section("Up Next") {
                    ForEach(queue.upNext) { track in
                        Text(track.title)
                    }
                    .onMove(perform: queue.move)
                }
            }
            .toolbar { EditButton() }
            .navigationTitle(player.nowPlaying?.title ?? "Queue")
        }
    }
}

struct PlaylistPicker: View {
    let playlists: [String]
    @Binding var selection: String?
    @State private var filter: String

    init(playlists: [String], selection: Binding<String?>) {
        self.playlists = playlists
        _selection = selection
        _filter = State(initialValue: "")
    }

    var body: some View {
        VStack {
            TextField("Filter", text: $filter)
                .textFieldStyle(.roundedBorder)
            ForEach(playlists.filter { filter.isEmpty || $0.localizedCaseInsensitiveContains(filter) }, id: \.self) { name in
                Button(name) { selection = name }
                    .eraseToAnyView()
            }
        }
    }
}
