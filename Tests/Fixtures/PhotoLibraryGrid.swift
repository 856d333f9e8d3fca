// Fixture: photo library grid with a zoomable detail overlay.
// Theme: deep builder nesting — ScrollView/LazyVGrid/ForEach/GeometryReader/ZStack,
// if / else if / else chains, `if let`, `if case`, matchedGeometryEffect, gestures.

import SwiftUI

struct Asset: Identifiable, Hashable {
    enum Kind: Hashable {
        case photo
        case video(duration: TimeInterval)
        case livePhoto
        case burst(count: Int)
    }

    let id: String
    var kind: Kind
    var isFavorite = false
    var isHidden = false
    var thumbnailName: String
}

struct PhotoLibraryGrid: View {
    let assets: [Asset]

    @Namespace private var zoomNamespace
    @State private var selectedID: Asset.ID?
    @State private var columnCount = 3
    @GestureState private var magnification: CGFloat = 1
    @GestureState private var dragOffset: CGSize = .zero

    private var columns: [GridItem] {
        Array(repeating: GridItem(.flexible(), spacing: 2), count: columnCount)
    }

    var body: some View {
        ZStack {
            GeometryReader { proxy in
                ScrollView {
                    LazyVGrid(columns: columns, spacing: 2) {
                        ForEach(assets.filter { !$0.isHidden }) { asset in
                            let side = (proxy.size.width - CGFloat(columnCount - 1) * 2) / CGFloat(columnCount)
                            ZStack(alignment: .bottomTrailing) {
                                if selectedID != asset.id {
                                    Image(asset.thumbnailName)
                                        .resizable()
                                        .scaledToFill()
                                        .matchedGeometryEffect(id: asset.id, in: zoomNamespace)
                                } else {
                                    Color.clear
                                }
                                badge(for: asset)
                                    .padding(4)
                            }
                            .frame(width: side, height: side)
                            .clipped()
                            .contentShape(Rectangle())
                            .onTapGesture {
                                withAnimation(.spring(response: 0.35, dampingFraction: 0.85)) {
                                    selectedID = asset.id
                                }
                            }
                        }
                    }
                }
                .simultaneousGesture(
                    MagnifyGesture()
                        .updating($magnification) { value, state, _ in
                            state = value.magnification
                        }
                        .onEnded { value in
                            let next = value.magnification > 1 ? columnCount - 1 : columnCount + 1
                            columnCount = min(max(next, 1), 6)
                        }
                )
            }

            if let selectedID, let asset = assets.first(where: { $0.id == selectedID }) {
                Color.black
                    .ignoresSafeArea()
                    .opacity(1 - min(abs(dragOffset.height) / 400, 0.6))
                Image(asset.thumbnailName)
                    .resizable()
                    .scaledToFit()
                    .matchedGeometryEffect(id: asset.id, in: zoomNamespace)
                    .scaleEffect(magnification)
                    .offset(dragOffset)
                    .gesture(
                        DragGesture()
                            .updating($dragOffset) { value, state, _ in state = value.translation }
                            .onEnded { value in
                                if abs(value.translation.height) > 120 {
                                    withAnimation(.snappy) { self.selectedID = nil }
                                }
                            }
                    )
                    .zIndex(1)
            }
        }
        .animation(.default, value: columnCount)
    }

    @ViewBuilder
    private func badge(for asset: Asset) -> some View {
        if case .video(let duration) = asset.kind {
            Text(Duration.seconds(duration), format: .time(pattern: .minuteSecond))
                .font(.caption2.monospacedDigit())
                .padding(.horizontal, 4)
                .background(.ultraThinMaterial, in: Capsule())
        } else if case .burst(let count) = asset.kind, count > 1 {
            Label("\(count)", systemImage: "square.stack.3d.down.right")
                .labelStyle(.titleAndIcon)
                .font(.caption2)
        } else if asset.kind == .livePhoto {
            Image(systemName: "livephoto")
                .symbolRenderingMode(.hierarchical)
        } else if asset.isFavorite {
            Image(systemName: "heart.fill")
                .foregroundStyle(.white)
                .shadow(radius: 2)
        } else {
            EmptyView()
        }
    }
}

struct AlbumStrip: View {
    struct Album: Identifiable {
        let id: Int
        var title: String
        var coverNames: [String]
    }

    let albums: [Album]
    @State private var expanded: Set<Album.ID> = []

    var body: some View {
        ScrollView(.vertical) {
            VStack(alignment: .leading, spacing: 24) {
                ForEach(albums) { album in
                    Section {
                        ScrollView(.horizontal, showsIndicators: false) {
                            LazyHGrid(rows: [GridItem(.fixed(80)), GridItem(.fixed(80))], spacing: 8) {
                                ForEach(Array(album.coverNames.enumerated()), id: \.offset) { index, name in
                                    Image(name)
                                        .resizable()
                                        .aspectRatio(1, contentMode: .fill)
                                        .frame(width: 80, height: 80)
                                        .clipShape(.rect(cornerRadius: 8))
                                        .overlay(alignment: .topLeading) {
                                            if index == 0 {
                                                Text("Cover")
                                                    .font(.caption2.bold())
                                                    .padding(3)
                                                    .background(.thinMaterial)
                                            }
                                        }
                                }
                            }
                            .padding(.horizontal)
                        }
                        .frame(height: expanded.contains(album.id) ? 168 : 80)
                    } header: {
                        HStack {
                            Text(album.title).font(.title3.bold())
                            Spacer()
                            Button(expanded.contains(album.id) ? "Less" : "More") {
                                if expanded.contains(album.id) {
                                    expanded.remove(album.id)
                                } else {
                                    expanded.insert(album.id)
                                }
                            }
                        }
                        .padding(.horizontal)
                    }
                }
            }
        }
    }
}

#Preview("Grid") {
    PhotoLibraryGrid(assets: (0..<30).map { index in
        Asset(
            id: "asset-\(index)",
            kind: index % 7 == 0 ? .video(duration: Double(index) * 3.5) : index % 5 == 0 ? .burst(count: index) : .photo,
            isFavorite: index.isMultiple(of: 4),
            thumbnailName: "thumb\(index % 10)"
        )
    })
}
