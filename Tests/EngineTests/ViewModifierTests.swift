import Testing
@testable import Engine

/// A module's `ViewModifier` applied with `.modifier(…)`: a node with state of its own, built by
/// `body(content:)`, compared like a view, and whose `content` follows the modified view even
/// when the modifier's body does not run again.
@Suite struct ViewModifierTests {
    private static let source = """
    struct Badge: ViewModifier {
        let count: Int
        @State private var pulses = 0
        func body(content: Content) -> some View {
            content
                .overlay(alignment: .topTrailing) { Text("\\(count)") }
                .onAppear { pulses += 1 }
        }
    }

    struct Inbox: View {
        @State private var title = "Inbox"
        @State private var unread = 3
        var body: some View {
            Text(title)
                .modifier(Badge(count: unread))
        }
    }
    """

    @Test func theModifiersBodyBuildsAroundTheContentWithStateOfItsOwn() {
        let e = engine(Self.source)
        #expect(e.mount("Inbox") == .finished)
        #expect(e.bodyCount("Badge") == 1)
        #expect(e.treeText.contains("_ViewModifier_Content"), "\(e.treeText)")
        #expect(e.treeText.contains("Inbox"), "the content is the modified view: \(e.treeText)")
        #expect(e.node("Badge")?.state["pulses"]?.value.description == "1", "onAppear in the modifier ran")
    }

    /// The content changed, the modifier's value did not: its body does not run, its
    /// placeholder shows the new title. A new count runs it.
    @Test func newContentAloneDoesNotRunTheModifiersBody() {
        let e = engine(Self.source)
        #expect(e.mount("Inbox") == .finished)
        #expect(e.set("title", to: "\"Archive\"") == .finished)
        #expect(e.bodyCount("Badge") == 1)
        #expect(e.treeText.contains("Archive"), "\(e.treeText)")
        #expect(e.set("unread", to: "4") == .finished)
        #expect(e.bodyCount("Badge") == 2)
    }

    /// A modifier can be mounted by itself, around a stand-in content.
    @Test func aModifierCanBeMountedAlone() {
        let e = engine(Self.source)
        #expect(e.mount("Badge", inputs: ["count": "2"]) == .finished)
        #expect(e.bodyCount("Badge") == 1)
        #expect(e.treeText.contains("Content"), "\(e.treeText)")
    }

    /// From a podcast app: the module's `position(x:y:for:in:)` wraps a modifier whose body
    /// calls SwiftUI's `position(x:y:)` — another overload, not the module's method again.
    @Test func aModuleOverloadOfASwiftUIModifierIsChosenByItsArguments() {
        let e = engine("""
        struct PositionModifier: ViewModifier {
            let x: CGFloat
            let y: CGFloat
            func body(content: Content) -> some View {
                content.position(x: x * 2, y: y * 2)
            }
        }
        extension View {
            func position(x: CGFloat, y: CGFloat, scaled: Bool) -> some View {
                modifier(PositionModifier(x: x, y: y))
            }
        }
        struct Sticker: View {
            var body: some View {
                Text("New").position(x: 10, y: 20, scaled: true)
            }
        }
        """)
        #expect(e.mount("Sticker") == .finished)
        #expect(e.bodyCount("PositionModifier") == 1)
        #expect(e.treeText.contains(".position"), "\(e.treeText)")
    }

    /// From a podcast app: its `font(size:style:)` applies a modifier whose body calls
    /// SwiftUI's `font(_:)` with one unlabelled argument — which the module's method, all of
    /// whose parameters are labelled, cannot take.
    @Test func anUnlabelledArgumentDoesNotCallAModuleMethodWithLabelledParameters() {
        let e = engine("""
        struct ScalableFont: ViewModifier {
            var size: Double?
            var style: Font.TextStyle
            func body(content: Content) -> some View {
                content.font(.system(size: size ?? 17))
            }
        }
        extension View {
            func font(size: Double? = nil, style: Font.TextStyle) -> some View {
                modifier(ScalableFont(size: size, style: style))
            }
        }
        struct EpisodeTitle: View {
            var body: some View {
                Text("Episode").font(style: .headline)
            }
        }
        """)
        #expect(e.mount("EpisodeTitle") == .finished)
        #expect(e.bodyCount("ScalableFont") == 1)
    }

    /// A modifier whose body applies another module modifier to its content: when only the
    /// modified view changes, both placeholders show the new one.
    @Test func nestedModifiersFollowTheirContent() {
        let e = engine("""
        struct Inner: ViewModifier {
            func body(content: Content) -> some View { content.padding() }
        }
        struct Outer: ViewModifier {
            func body(content: Content) -> some View { content.modifier(Inner()) }
        }
        struct Host: View {
            @State private var n = 1
            var body: some View { Text("\\(n)").modifier(Outer()) }
        }
        """)
        #expect(e.mount("Host") == .finished)
        #expect(e.set("n", to: "5") == .finished)
        #expect(e.bodyCount("Outer") == 1)
        #expect(e.treeText.contains("\"5\""), "\(e.treeText)")
        #expect(!e.treeText.contains("\"1\""), "\(e.treeText)")
    }
}

