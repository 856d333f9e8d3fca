// MyAsyncImage.swift — PhotoFeed example app
//
// The image loader from the "SwiftUI mental model" talk, written the way it is
// first written on stage, plus the demo screen that exposes its bug.
//
// Mistake: the .task in `MyAsyncImage` reads `url` but does not re-run when it
//          changes. It runs once when the view appears; when `ContentView`
//          flips `showsPhoto`, SwiftUI updates the existing render node with the
//          new `url`, the task node keeps its "already appeared" flag, and the
//          old image stays on screen. There is no `task(id: url)`, no `.id(url)`
//          and no `onChange(of: url)` to tie the task to its input.
// Near-misses (must NOT be flagged):
//   - `FixedAsyncImage` uses `.task(id: url)`, which restarts the task whenever
//     `url` changes.
//   - `AvatarImage` loads in `.onChange(of: url, initial: true)`, which covers
//     both the first appearance and every later change.

import SwiftUI
import UIKit

struct MyAsyncImage: View {
    var url: URL
    @State private var data: Data?

    var body: some View {
        ZStack {
            if let data, let image = UIImage(data: data) {
                Image(uiImage: image)
                    .resizable()
            } else {
                ProgressView()
            }
        }
        .task {
            data = try? await URLSession.shared.data(from: url).0
        }
    }
}

/// The demo screen from the talk: a button swaps between two URLs, and the
/// image never changes after the first load.
struct ContentView: View {
    @State private var showsPhoto = false

    private let logoURL = URL(string: "https://images.photofeed.example/logo.png")!
    private let photoURL = URL(string: "https://images.photofeed.example/photo.jpg")!

    var body: some View {
        VStack(spacing: 16) {
            Button("Toggle image") {
                showsPhoto.toggle()
            }
            .buttonStyle(.borderedProminent)

            MyAsyncImage(url: showsPhoto ? photoURL : logoURL)
                .aspectRatio(contentMode: .fit)
        }
        .padding()
    }
}

/// What the talk ends up with: the task is identified by its input.
struct FixedAsyncImage: View {
    var url: URL
    @State private var data: Data?

    var body: some View {
        ZStack {
            if let data, let image = UIImage(data: data) {
                Image(uiImage: image)
                    .resizable()
                    .aspectRatio(contentMode: .fit)
            } else {
                ProgressView()
            }
        }
        .task(id: url) {
            data = nil
            data = try? await URLSession.shared.data(from: url).0
        }
    }
}

/// A circular avatar that reloads through `onChange(of:initial:)`.
struct AvatarImage: View {
    let url: URL
    var diameter: CGFloat = 44
    @State private var image: UIImage?

    var body: some View {
        Group {
            if let image {
                Image(uiImage: image)
                    .resizable()
                    .scaledToFill()
            } else {
                Circle().fill(.quaternary)
            }
        }
        .frame(width: diameter, height: diameter)
        .clipShape(Circle())
        .onChange(of: url, initial: true) { _, newURL in
            Task {
                let loaded = try? await URLSession.shared.data(from: newURL).0
                image = loaded.flatMap(UIImage.init(data:))
            }
        }
    }
}

#Preview("Talk demo") {
    ContentView()
}

#Preview("Fixed") {
    FixedAsyncImage(url: URL(string: "https://images.photofeed.example/photo.jpg")!)
        .frame(width: 240, height: 160)
}
