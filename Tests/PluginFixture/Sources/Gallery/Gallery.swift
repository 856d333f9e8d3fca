import SwiftUI

struct Photo: View {
    let url: URL
    @State private var image: Data?

    var body: some View {
        Text(image == nil ? "loading" : "loaded")
            .task { image = try? await URLSession.shared.data(from: url).0 }
    }
}

struct Gallery: View {
    @State private var showsSecond = false
    @State private var highlighted = false
    @State private var albums = ["Beach", "Forest"]
    @State private var newAlbum = ""

    var body: some View {
        VStack {
            Photo(url: URL(string: showsSecond ? "https://example.com/b.jpg" : "https://example.com/a.jpg")!)
            if highlighted {
                Caption(text: "Gallery", onTap: { highlighted.toggle() }).opacity(0.5)
            } else {
                Caption(text: "Gallery", onTap: { highlighted.toggle() })
            }
            Button("Next") { showsSecond.toggle() }
            ForEach(albums, id: \.self) { album in
                Caption(text: album, onTap: { showsSecond = album == "Forest" })
            }
            TextField("New album", text: $newAlbum)
            Button("Add \(newAlbum)") { albums.append(newAlbum) }
        }
    }
}

struct Caption: View {
    let text: String
    let onTap: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(systemName: "photo")
                Text(text)
                Spacer()
                Button("Open", action: onTap)
            }
            Text("Shared album")
                .font(.caption)
            Divider()
        }
    }
}
