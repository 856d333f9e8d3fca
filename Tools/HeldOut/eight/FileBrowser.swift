import SwiftUI
import UIKit
import QuickLookThumbnailing

// MARK: - Model

struct FileItem: Identifiable, Hashable {
    let id: URL
    var name: String
    var size: Int64
    var modified: Date
    var isDirectory: Bool

    var url: URL { id }
    var symbolName: String { isDirectory ? "folder.fill" : "doc" }
}

@MainActor
final class FolderModel: ObservableObject {
    @Published var items: [FileItem] = []
    @Published var thumbnails: [URL: UIImage] = [:]
    let url: URL

    init(url: URL) {
        self.url = url
    }

    var totalSize: Int64 { items.reduce(0) { $0 + $1.size } }

    func load() async {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isDirectoryKey]
        let urls = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: keys)) ?? []
        items = urls.map { url in
            let values = try? url.resourceValues(forKeys: Set(keys))
            return FileItem(id: url,
                            name: url.lastPathComponent,
                            size: Int64(values?.fileSize ?? 0),
                            modified: values?.contentModificationDate ?? .distantPast,
                            isDirectory: values?.isDirectory ?? false)
        }
        for item in items where !item.isDirectory {
            let request = QLThumbnailGenerator.Request(fileAt: item.url, size: CGSize(width: 80, height: 80),
                                                       scale: 2, representationTypes: .thumbnail)
            if let thumbnail = try? await QLThumbnailGenerator.shared.generateBestRepresentation(for: request) {
                thumbnails[item.url] = thumbnail.uiImage
            }
        }
    }

    func delete(at offsets: IndexSet) {
        for index in offsets {
            try? FileManager.default.removeItem(at: items[index].url)
        }
        items.remove(atOffsets: offsets)
    }

    func move(from source: IndexSet, to destination: Int) {
        items.move(fromOffsets: source, toOffset: destination)
    }
}

// MARK: - Views

struct FileBrowserRoot: View {
    @State private var rootURL = URL.documentsDirectory
    @State private var showsLocationPicker = false

    var body: some View {
        NavigationStack {
            FolderView(url: rootURL)
                .id(rootURL)
                .toolbar {
                    Button("Locations", systemImage: "externaldrive") { showsLocationPicker = true }
                }
                .navigationDestination(for: FileItem.self) { item in
                    if item.isDirectory {
                        FolderView(url: item.url)
                            .id(item.url)
                    } else {
                        FilePreview(item: item)
                    }
                }
        }
        .confirmationDialog("Location", isPresented: $showsLocationPicker) {
            Button("Documents") { rootURL = .documentsDirectory }
            Button("Downloads") { rootURL = .downloadsDirectory }
        }
    }
}

struct FolderView: View {
    @StateObject private var model: FolderModel

    init(url: URL) {
        _model = StateObject(wrappedValue: FolderModel(url: url))
    }

    var body: some View {
        List {
            ForEach(model.items.indices, id: \.self) { index in
                let item = model.items[index]
                NavigationLink(value: item) {
                    FileRow(item: item, thumbnail: model.thumbnails[item.url])
                }
            }
            .onDelete(perform: model.delete)
            .onMove(perform: model.move)

            FolderFooter(itemCount: model.items.count, totalSize: model.totalSize)
        }
        .navigationTitle(model.url.lastPathComponent)
        .toolbar { EditButton() }
        .task { await model.load() }
    }
}

struct FileRow: View {
    let item: FileItem
    let thumbnail: UIImage?

    var body: some View {
        let sizeFormatter = ByteCountFormatter()
        sizeFormatter.countStyle = .file

        return HStack(spacing: 12) {
            if let thumbnail {
                Image(uiImage: thumbnail)
                    .scaledToFill()
                    .frame(width: 40, height: 40)
                    .clipShape(item.isDirectory ? AnyShape(RoundedRectangle(cornerRadius: 6)) : AnyShape(Circle()))
            } else {
                Image(systemName: item.symbolName)
                    .font(.title2)
                    .frame(width: 40, height: 40)
                    .foregroundStyle(item.isDirectory ? Color.blue : Color.secondary)
            }
            VStack(alignment: .leading) {
                Text(item.name).lineLimit(1)
                Text(item.isDirectory ? "Folder" : sizeFormatter.string(fromByteCount: item.size))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct FolderFooter: View {
    let itemCount: Int
    let totalSize: Int64

    var body: some View {
        Text("\(itemCount) items, \(ByteCountFormatter.string(fromByteCount: totalSize, countStyle: .file))")
            .font(.footnote)
            .foregroundStyle(.secondary)
            .frame(maxWidth: .infinity)
    }
}

struct FilePreview: View {
    let item: FileItem
    @State private var reloadToken = 0

    var body: some View {
        VStack {
            decorated(QuickLookPreview(url: item.url))
                .id(reloadToken)
            HStack {
                Text(item.modified, style: .date)
                Spacer()
                Button("Reload", systemImage: "arrow.clockwise") { reloadToken += 1 }
            }
            .padding()
            ShareMetadataView(item: item)
                .id(UUID())
        }
        .navigationTitle(item.name)
        .navigationBarTitleDisplayMode(.inline)
    }

    private func decorated(_ content: some View) -> AnyView {
        AnyView(content.padding().background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12)))
    }
}

struct ShareMetadataView: View {
    let item: FileItem
    @State private var isExpanded = false

    var body: some View {
        DisclosureGroup("Details", isExpanded: $isExpanded) {
            LabeledContent("Path", value: item.url.path(percentEncoded: false))
            LabeledContent("Modified", value: item.modified.formatted(date: .abbreviated, time: .shortened))
        }
        .padding(.horizontal)
    }
}

struct QuickLookPreview: UIViewControllerRepresentable {
    let url: URL

    func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = .secondarySystemBackground
        return controller
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}

// MARK: - UIKit entry point (the app's document browser is still UIKit)

final class FileBrowserHostingController: UIHostingController<AnyView> {
    init() {
        super.init(rootView: AnyView(FileBrowserRoot().environment(\.defaultMinListRowHeight, 52)))
    }

    @MainActor required dynamic init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
