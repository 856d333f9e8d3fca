import SwiftUI
import UIKit

// MARK: - Models

struct LibraryPhoto: Identifiable, Hashable {
    let id: String
    var assetName: String
    var createdAt: Date
    var isFavorite: Bool
    var albumID: PhotoAlbum.ID?
}

struct PhotoAlbum: Identifiable, Hashable {
    let id: String
    var title: String
    var symbol: String
}

@Observable
final class PhotoLibraryModel {
    var photos: [LibraryPhoto] = []
    var albums: [PhotoAlbum] = []
    var selectedAlbum: PhotoAlbum?

    func photos(in album: PhotoAlbum?) -> [LibraryPhoto] {
        guard let album else { return photos }
        return photos.filter { $0.albumID == album.id }
    }

    func photoCount(in album: PhotoAlbum?) async -> Int {
        try? await Task.sleep(for: .milliseconds(100))
        return photos(in: album).count
    }

    func setFavorite(_ id: LibraryPhoto.ID, _ isFavorite: Bool) {
        guard let index = photos.firstIndex(where: { $0.id == id }) else { return }
        photos[index].isFavorite = isFavorite
    }
}

actor ThumbnailLoader {
    static let shared = ThumbnailLoader()

    func thumbnail(named assetName: String, side: CGFloat) async -> UIImage? {
        guard let source = UIImage(named: assetName) else { return nil }
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side))
        return renderer.image { _ in
            source.draw(in: CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    func fullImage(named assetName: String) async -> UIImage? {
        UIImage(named: assetName)
    }
}

// MARK: - Grid

struct PhotoGridView: View {
    @Environment(PhotoLibraryModel.self) private var library
    @State private var columnCount = 3
    @State private var isSelecting = false
    @State private var selection: Set<LibraryPhoto.ID> = []
    @State private var presentedPhoto: LibraryPhoto?

    private var thumbnailSide: CGFloat {
        columnCount <= 2 ? 300 : 150
    }

    var body: some View {
        if UIDevice.current.userInterfaceIdiom == .pad {
            content
                .padding(.horizontal, 40)
        } else {
            content
        }
    }

    private var content: some View {
        @Bindable var library = library
        return ScrollView {
            AlbumHeader()

            ScrollView(.horizontal, showsIndicators: false) {
                HStack {
                    ForEach(library.albums) { album in
                        AlbumChip(
                            album: album,
                            isSelected: album.id == library.selectedAlbum?.id,
                            onSelect: { library.selectedAlbum = album }
                        )
                    }
                }
                .padding(.horizontal)
            }

            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 2), count: columnCount), spacing: 2) {
                ForEach(library.photos(in: library.selectedAlbum)) { photo in
                    Group {
                        if selection.contains(photo.id) {
                            PhotoThumbnail(photo: photo, side: thumbnailSide)
                                .overlay(alignment: .bottomTrailing) {
                                    Image(systemName: "checkmark.circle.fill")
                                        .symbolRenderingMode(.multicolor)
                                        .padding(4)
                                }
                                .scaleEffect(0.92)
                        } else {
                            PhotoThumbnail(photo: photo, side: thumbnailSide)
                        }
                    }
                    .onTapGesture {
                        if isSelecting {
                            if selection.contains(photo.id) {
                                selection.remove(photo.id)
                            } else {
                                selection.insert(photo.id)
                            }
                        } else {
                            presentedPhoto = photo
                        }
                    }
                }
            }
        }
        .navigationTitle(library.selectedAlbum?.title ?? "Photos")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Picker("Album", selection: $library.selectedAlbum) {
                    Text("All Photos").tag(PhotoAlbum?.none)
                    ForEach(library.albums) { album in
                        Text(album.title).tag(PhotoAlbum?.some(album))
                    }
                }
            }
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button("Zoom In", systemImage: "plus.magnifyingglass") {
                    withAnimation { columnCount = max(1, columnCount - 1) }
                }
                Button("Zoom Out", systemImage: "minus.magnifyingglass") {
                    withAnimation { columnCount = min(6, columnCount + 1) }
                }
                Button(isSelecting ? "Done" : "Select") {
                    isSelecting.toggle()
                    if !isSelecting { selection.removeAll() }
                }
            }
        }
        .sheet(item: $presentedPhoto) { photo in
            if #available(iOS 18.0, *) {
                PhotoDetailView(photo: photo)
                    .presentationSizing(.page)
            } else {
                PhotoDetailView(photo: photo)
            }
        }
    }
}

struct AlbumHeader: View {
    @Environment(PhotoLibraryModel.self) private var library
    @State private var count: Int?

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text(library.selectedAlbum?.title ?? "All Photos")
                .font(.title2.bold())
            Spacer()
            if let count {
                Text("\(count) items")
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.horizontal)
        .task {
            count = await library.photoCount(in: library.selectedAlbum)
        }
    }
}

struct AlbumChip: View {
    let album: PhotoAlbum
    let isSelected: Bool
    let onSelect: () -> Void

    var body: some View {
        Button(action: onSelect) {
            Label(album.title, systemImage: album.symbol)
                .font(.subheadline)
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(isSelected ? Color.accentColor.opacity(0.2) : Color.secondary.opacity(0.1), in: Capsule())
        }
        .buttonStyle(.plain)
    }
}

struct PhotoThumbnail: View {
    let photo: LibraryPhoto
    let side: CGFloat
    @State private var image: UIImage?

    var body: some View {
        Color.secondary.opacity(0.15)
            .aspectRatio(1, contentMode: .fit)
            .overlay {
                if let image {
                    Image(uiImage: image)
                        .resizable()
                        .scaledToFill()
                }
            }
            .clipped()
            .task {
                image = await ThumbnailLoader.shared.thumbnail(named: photo.assetName, side: side)
            }
    }
}

struct PhotoDetailView: View {
    let photo: LibraryPhoto
    @Environment(PhotoLibraryModel.self) private var library
    @Environment(\.dismiss) private var dismiss
    @State private var fullImage: UIImage?
    @State private var isFavorite = false

    var body: some View {
        NavigationStack {
            ZStack {
                Color.black.ignoresSafeArea()
                if let fullImage {
                    Image(uiImage: fullImage)
                        .resizable()
                        .scaledToFit()
                } else {
                    ProgressView()
                        .tint(.white)
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Close") { dismiss() }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Toggle(isOn: $isFavorite) {
                        Label("Favorite", systemImage: isFavorite ? "heart.fill" : "heart")
                    }
                    .toggleStyle(.button)
                }
            }
            .navigationTitle(photo.createdAt.formatted(date: .abbreviated, time: .shortened))
            .navigationBarTitleDisplayMode(.inline)
        }
        .task {
            fullImage = await ThumbnailLoader.shared.fullImage(named: photo.assetName)
        }
        .onAppear {
            isFavorite = photo.isFavorite
        }
        .onChange(of: isFavorite) {
            library.setFavorite(photo.id, isFavorite)
        }
    }
}
