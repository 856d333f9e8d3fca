// Fixture: a cross-platform "now playing" panel.
// Theme: conditional compilation everywhere it is legal — around imports, declarations,
// members, statements, inside view builders and in the middle of postfix modifier
// chains — plus `if #available` / `if #unavailable` and `@available` attributes.

import SwiftUI
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif
#if canImport(AVKit)
import AVKit
#endif

#if os(iOS) || os(visionOS)
typealias PlatformImage = UIImage
#elseif os(macOS)
typealias PlatformImage = NSImage
#else
#error("Unsupported platform")
#endif

struct Track: Identifiable, Equatable {
    let id: Int
    var title: String
    var artist: String
    var duration: TimeInterval
}

@available(iOS 17.0, macOS 14.0, *)
struct NowPlayingPanel: View {
    let track: Track
    @Binding var isPlaying: Bool
    @Binding var progress: Double

    #if os(iOS)
    @Environment(\.horizontalSizeClass) private var sizeClass
    #endif
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        #if os(watchOS)
        compactControls
        #else
        VStack(spacing: 16) {
            header
            #if os(iOS)
            if sizeClass == .compact {
                compactControls
            } else {
                HStack { compactControls; Spacer(); volume }
            }
            #elseif os(macOS)
            HStack {
                compactControls
                Spacer()
                volume
            }
            .padding(.horizontal)
            #else
            compactControls
            #endif

            ProgressView(value: progress)
                .tint(.accentColor)
                #if os(iOS)
                .progressViewStyle(.linear)
                #endif
                .animation(reduceMotion ? nil : .linear, value: progress)
        }
        .padding()
        #if os(macOS)
        .frame(minWidth: 320)
        .background(.regularMaterial)
        #elseif os(visionOS)
        .glassBackgroundEffect()
        #else
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 20))
        #endif
        .accessibilityElement(children: .contain)
        #endif
    }

    private var header: some View {
        VStack(alignment: .leading) {
            Text(track.title)
                .font(.headline)
            Text(track.artist)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private var compactControls: some View {
        HStack(spacing: 24) {
            Button("Previous", systemImage: "backward.fill") {}
            Button(isPlaying ? "Pause" : "Play", systemImage: isPlaying ? "pause.fill" : "play.fill") {
                isPlaying.toggle()
            }
            .contentTransition(.symbolEffect(.replace))
            Button("Next", systemImage: "forward.fill") {}
        }
        .labelStyle(.iconOnly)
        .font(.title2)
        #if !os(watchOS)
        .buttonStyle(.borderless)
        #endif
    }

    @ViewBuilder
    private var volume: some View {
        #if canImport(AVKit) && os(iOS)
        RoutePicker()
            .frame(width: 32, height: 32)
        #else
        Image(systemName: "speaker.wave.2")
        #endif
    }
}

#if canImport(AVKit) && os(iOS)
struct RoutePicker: UIViewRepresentable {
    func makeUIView(context: Context) -> AVRoutePickerView {
        let view = AVRoutePickerView()
        view.prioritizesVideoDevices = false
        return view
    }

    func updateUIView(_ uiView: AVRoutePickerView, context: Context) {}
}
#endif

enum Haptics {
    static func tap() {
        #if os(iOS) && !targetEnvironment(simulator)
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        #elseif os(macOS)
        NSHapticFeedbackManager.defaultPerformer.perform(.generic, performanceTime: .now)
        #endif
    }

    static var isSupported: Bool {
        #if targetEnvironment(simulator)
        return false
        #else
        if #available(iOS 17, macOS 14, *) {
            return true
        } else {
            return false
        }
        #endif
    }
}

struct LegacyAwareBadge: View {
    let count: Int

    var body: some View {
        if #available(iOS 18, macOS 15, *) {
            Text("\(count)")
                .font(.caption.bold())
                .padding(6)
                .background(.red, in: .capsule)
        } else if #available(iOS 17, *) {
            Text("\(count)")
                .font(.caption)
                .padding(4)
                .background(Capsule().fill(.red))
        } else {
            Text("\(count)")
        }
    }

    static func migrateIfNeeded() {
        if #unavailable(iOS 17) {
            UserDefaults.standard.removeObject(forKey: "legacy.badge")
        }
        #if swift(>=6.0)
        let mode = "strict"
        #elseif swift(>=5.9)
        let mode = "complete"
        #else
        let mode = "minimal"
        #endif
        #if compiler(>=6.1) && DEBUG
        print("concurrency checking:", mode)
        #else
        _ = mode
        #endif
    }
}

#if DEBUG
@available(iOS 17.0, macOS 14.0, *)
#Preview("Now playing") {
    @Previewable @State var isPlaying = true
    @Previewable @State var progress = 0.35
    NowPlayingPanel(
        track: Track(id: 1, title: "Harbour Lights", artist: "The Fog Signals", duration: 214),
        isPlaying: $isPlaying,
        progress: $progress
    )
}
#endif
