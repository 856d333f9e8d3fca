import SwiftUI
import PhotosUI
import CoreLocation

// MARK: - Model

struct JournalPhoto: Identifiable {
    let id = UUID()
    var image: UIImage
    var addedAt = Date.now
}

@Observable
final class JournalEntryModel {
    var title = ""
    var text = ""
    var photos: [JournalPhoto] = []
    var tags: Set<String> = []
    var place: String?

    func add(_ image: UIImage) {
        // Newest photo first, like the Photos app.
        photos.insert(JournalPhoto(image: image), at: 0)
    }
}

struct SyncedEntry: Identifiable, Decodable {
    let id: String
    let title: String
    let createdAt: String
    let photoCount: Int
}

struct EntryDraft: Codable {
    var title: String
    var wordCount: Int
}

final class PlaceProvider: NSObject, CLLocationManagerDelegate {
    private let manager = CLLocationManager()
    private var continuation: AsyncStream<String>.Continuation?

    func places() -> AsyncStream<String> {
        AsyncStream { continuation in
            self.continuation = continuation
            manager.delegate = self
            manager.requestWhenInUseAuthorization()
            manager.startUpdatingLocation()
            continuation.onTermination = { [weak self] _ in self?.manager.stopUpdatingLocation() }
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let location = locations.last else { return }
        continuation?.yield(String(format: "%.3f, %.3f", location.coordinate.latitude, location.coordinate.longitude))
    }
}

/// Templates offered when starting a new entry. Built once; the list is open-ended (plug-ins add more).
struct JournalTemplate: Identifiable {
    let id: String
    let name: String
    let preview: AnyView

    static let all: [JournalTemplate] = [
        JournalTemplate(id: "blank", name: "Blank", preview: AnyView(Color.secondary.opacity(0.1))),
        JournalTemplate(id: "gratitude", name: "Gratitude", preview: AnyView(Text("Three good things…").italic())),
        JournalTemplate(id: "trip", name: "Trip day", preview: AnyView(Label("Where to?", systemImage: "map"))),
    ]
}

// MARK: - Views

struct EntryEditorView: View {
    @State private var model = JournalEntryModel()
    @State private var pickerItems: [PhotosPickerItem] = []
    @State private var placeProvider = PlaceProvider()
    @State private var locationTask: Task<Void, Never>?

    var body: some View {
        Form {
            Section {
                TextField("Title", text: $model.title)
                TextField("What happened today?", text: $model.text, axis: .vertical)
                    .lineLimit(4...)
                if let place = model.place {
                    Label(place, systemImage: "location.fill")
                        .foregroundStyle(.secondary)
                }
            }

            Section("Photos") {
                PhotosPicker(selection: $pickerItems, matching: .images) {
                    Label("Add photos", systemImage: "photo.badge.plus")
                }
                ScrollView(.horizontal) {
                    LazyHStack {
                        ForEach(Array(model.photos.enumerated()), id: \.offset) { index, photo in
                            PhotoCell(photo: photo, isCover: index == 0)
                        }
                    }
                }
                .frame(height: 120)
            }

            Section("Tags") {
                TagEditor(tags: Binding(get: { model.tags.sorted() },
                                        set: { model.tags = Set($0) }))
                ForEach(model.tags.sorted(), id: \.self) { tag in
                    Text("#\(tag)")
                }
            }

            Section("Templates") {
                ForEach(JournalTemplate.all) { template in
                    HStack {
                        template.preview
                            .frame(width: 60, height: 40)
                        Text(template.name)
                    }
                }
            }
        }
        .onChange(of: pickerItems) { _, items in
            Task {
                for item in items {
                    if let data = try? await item.loadTransferable(type: Data.self), let image = UIImage(data: data) {
                        model.add(image)
                    }
                }
                pickerItems = []
            }
        }
        .onAppear {
            locationTask = Task {
                for await place in placeProvider.places() {
                    model.place = place
                }
            }
        }
        .onDisappear {
            locationTask?.cancel()
        }
    }
}

struct PhotoCell: View {
    let photo: JournalPhoto
    let isCover: Bool
    @State private var isZoomed = false

    var body: some View {
        Image(uiImage: photo.image)
            .resizable()
            .scaledToFill()
            .frame(width: isZoomed ? 160 : 100, height: 100)
            .clipShape(RoundedRectangle(cornerRadius: 10))
            .overlay(alignment: .topLeading) {
                if isCover {
                    Text("Cover").font(.caption2.bold()).padding(4).background(.thinMaterial, in: Capsule())
                }
            }
            .onTapGesture { withAnimation { isZoomed.toggle() } }
    }
}

struct TagEditor: View {
    @Binding var tags: [String]
    @State private var newTag = ""

    var body: some View {
        HStack {
            TextField("Add tag", text: $newTag)
                .textInputAutocapitalization(.never)
                .onSubmit {
                    let trimmed = newTag.trimmingCharacters(in: .whitespaces).lowercased()
                    if !trimmed.isEmpty && !tags.contains(trimmed) { tags.append(trimmed) }
                    newTag = ""
                }
            if !tags.isEmpty {
                Button("Clear", role: .destructive) { tags.removeAll() }
            }
        }
    }
}

struct JournalTimelineView: View {
    let entries: [SyncedEntry]

    var body: some View {
        List {
            DraftBanner()
            ForEach(entries) { entry in
                SyncedEntryRow(entry: entry)
            }
        }
    }
}

struct SyncedEntryRow: View {
    let entry: SyncedEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.title).font(.headline)
            if let date = ISO8601DateFormatter().date(from: entry.createdAt) {
                Text(date, format: .dateTime.weekday(.wide).day().month())
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            if entry.photoCount > 0 {
                Label("\(entry.photoCount)", systemImage: "photo")
                    .font(.caption2)
            }
        }
    }
}

struct DraftBanner: View {
    @AppStorage("journal.draft") private var draftData = Data()

    var body: some View {
        if let draft = try? JSONDecoder().decode(EntryDraft.self, from: draftData) {
            Label("Continue “\(draft.title)” (\(draft.wordCount) words)", systemImage: "square.and.pencil")
        }
    }
}
