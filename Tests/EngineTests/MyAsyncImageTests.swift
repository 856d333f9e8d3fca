import Analyzer
import Foundation
import Testing
@testable import Engine

/// The talk's `MyAsyncImage` story, on the example app as written (Examples/MyAsyncImage.swift):
/// the demo screen's button swaps the URL; with `.task` the image stays the old one, with
/// `task(id:)` it reloads, and with `.id(url)` the view starts over.
@Suite struct MyAsyncImageTests {
    private static let source: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/MyAsyncImage.swift")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    private static let photo = "URLSession.shared.data(from: https://images.photofeed.example/photo.jpg)"
    private static let logo = "URLSession.shared.data(from: https://images.photofeed.example/logo.png)"

    @Test func theTaskKeepsShowingTheFirstImage() {
        let e = engine(Self.source)
        #expect(e.mount("ContentView") == .finished)
        #expect(e.effects.contains(Self.logo))
        #expect(e.tap("Toggle image") == .finished)
        #expect(!e.effects.contains(Self.photo), "the task never loads the new URL")
        let image = e.node("MyAsyncImage")
        #expect(TextTracePrinter.label(of: image!).contains("url: https://images.photofeed.example/photo.jpg"))
        #expect(TextTracePrinter.label(of: image!).contains("data = \(Self.logo).0"), "the state still holds the logo's data")
    }

    @Test func taskWithIDReloads() {
        let e = engine(Self.source.replacingOccurrences(of: "MyAsyncImage(url: showsPhoto", with: "FixedAsyncImage(url: showsPhoto"))
        #expect(e.mount("ContentView") == .finished)
        #expect(e.tap("Toggle image") == .finished)
        #expect(e.effects.filter { $0.hasPrefix("URLSession") } == [Self.logo, Self.photo])
        #expect(e.eventsOfLastStep([.taskCancel, .taskStart]).map(\.kind) == [.taskCancel, .taskStart])
    }

    @Test func anIDStartsTheViewOver() {
        let e = engine(Self.source.replacingOccurrences(of: "MyAsyncImage(url: showsPhoto ? photoURL : logoURL)",
                                                        with: "MyAsyncImage(url: showsPhoto ? photoURL : logoURL).id(showsPhoto)"))
        #expect(e.mount("ContentView") == .finished)
        #expect(e.tap("Toggle image") == .finished)
        #expect(e.eventsOfLastStep([.stateDrop, .stateInit]).map(\.message) == ["data = \(Self.logo).0 dropped", "data = nil"])
        #expect(e.effects.filter { $0.hasPrefix("URLSession") } == [Self.logo, Self.photo])
    }
}
