import Analyzer
import Testing
@testable import Engine

/// The layout pass against the Field Guide (seed 002) and objc.io's *SwiftUI Layout Explained*:
/// every proposal and report asserted. Text uses viewlint's metric: at the body style (17 pt)
/// a character advances 8.5 and a line is 20.4 tall, so "Hello, World!" is 110.5×20.4.
@Suite struct LayoutTests {
    /// Mounts `body` as the body of a view and lays it out in `screen`.
    private func layout(_ body: String, in screen: Size = Size(width: 200, height: 200),
                        imageSizes: [String: Size] = [:]) throws -> LayoutBox {
        let e = engine("struct Probe: View {\n    var body: some View {\n        \(body)\n    }\n}")
        #expect(e.mount("Probe") == .finished)
        return try #require(e.layout(in: screen, options: LayoutPass.Options(imageSizes: imageSizes))?.box)
    }

    /// The boxes of the tree, outermost first, as `name proposed → reported`.
    private func steps(_ root: LayoutBox) -> [String] {
        var lines: [String] = []
        root.forEachBox { lines.append("\($0.name) \($0.proposal) → \($0.size)") }
        return lines
    }

    @Test func theFieldGuidesPaddedTextWithABackground() throws {
        let root = try layout("Text(\"Hello, World!\").padding().background { Color.accentColor }")
        #expect(steps(root) == [
            ".background() 200×200 → 142.5×52.4",
            "Color 142.5×52.4 → 142.5×52.4",          // the secondary view gets the primary's size
            ".padding() 200×200 → 142.5×52.4",         // the text's size plus 16 on each edge
            "Text(\"Hello, World!\") 168×168 → 110.5×20.4", // the proposal less 32
        ])
        // Centred on the 200×200 screen; the text sits 16 in from the padding's corner.
        #expect(root.origin == Point(x: 28.75, y: 73.8))
        let text = try #require(root.children.last?.children.first)
        #expect(text.origin == Point(x: 44.75, y: 89.8))
    }

    @Test func swappedTheBackgroundIsOnlyTheTextsSize() throws {
        let root = try layout("Text(\"Hello, World!\").background { Color.accentColor }.padding()")
        #expect(steps(root) == [
            ".padding() 200×200 → 142.5×52.4",
            ".background() 168×168 → 110.5×20.4",
            "Color 110.5×20.4 → 110.5×20.4",
            "Text(\"Hello, World!\") 168×168 → 110.5×20.4",
        ])
    }

    @Test func aFixedFrameIsItsLengthAndCentresWhatItHolds() throws {
        let root = try layout("Text(\"Hello, World!\").frame(width: 50)")
        // The text is offered 50 wide, wraps to three lines ("Hello," / "World!" at 5 characters
        // a line: "Hello" "," …) and spills out of neither side: 5 characters are 42.5.
        #expect(root.size.width == 50)
        let text = try #require(root.children.first)
        #expect(text.proposal == ProposedSize(width: 50, height: 200))
        #expect(text.size.width <= 50)
        #expect(text.size.height > 20.4, "wrapped onto more than one line")
    }

    @Test func aFlexibleFrameTakesTheProposalWithinItsBounds() throws {
        let root = try layout("Text(\"Hi\").frame(minWidth: 40, maxWidth: .infinity)")
        #expect(root.size == Size(width: 200, height: 20.4), "maxWidth .infinity takes all it is offered")
        let bounded = try layout("Text(\"Hi\").frame(minWidth: 40, maxWidth: 120)")
        #expect(bounded.size.width == 120)
        let small = try layout("Text(\"Hi\").frame(minWidth: 40)")
        #expect(small.size.width == 40, "min only: the text's 17, raised to the minimum")
    }

    @Test func anHStackServesTheLeastFlexibleChildFirst() throws {
        // The rectangle takes any width, the text at most its one line: the text is served first.
        let root = try layout("HStack { Rectangle(); Text(\"Hello\") }")
        let children = root.children
        // Served half of 192, the text takes its 42.5; the rectangle is offered the rest.
        #expect(children.map(\.size.width) == [200 - 8 - 42.5, 42.5])
        #expect(children.map(\.proposal.width) == [149.5, 96])
        #expect(children.map(\.origin.x) == [0, 157.5])
    }

    @Test func aHigherLayoutPriorityIsServedBeforeLowerOnes() throws {
        let root = try layout("HStack { Text(\"Hello, World!\"); Text(\"Another line\").layoutPriority(1) }",
                              in: Size(width: 150, height: 200))
        // The prioritised text is offered all but the other's minimum (one character, 8.5) and
        // keeps its one line (12 characters); the other wraps into what is left.
        let (other, prioritised) = (root.children[0], root.children[1])
        #expect(prioritised.size == Size(width: 102, height: 20.4))
        #expect(other.size.width <= 150 - 8 - 102, "it gets what is left: 40")
        #expect(other.size.height > 20.4, "\"Hello, World!\" wraps in 40 points")
        let unprioritised = try layout("HStack { Text(\"Hello, World!\"); Text(\"Another line\") }", in: Size(width: 150, height: 200))
        #expect(unprioritised.children[1].size.width < 102, "without the priority the two share")
    }

    @Test func fixedSizeTakesTheIdealSizeAndSpills() throws {
        let root = try layout("Text(\"Hello, World!\").fixedSize().frame(width: 50)")
        let text = try #require(root.children.first?.children.first)
        #expect(text.proposal == .unspecified)
        #expect(text.size == Size(width: 110.5, height: 20.4))
        #expect(root.overflows(try #require(root.children.first)), "wider than the 50-point frame")
    }

    @Test func anImageIgnoresTheProposalUntilResizableAndFit() throws {
        let sizes = ["photo": Size(width: 400, height: 300)]
        let plain = try layout("Image(\"photo\").frame(width: 100, height: 100)", imageSizes: sizes)
        let image = try #require(plain.children.first)
        #expect(image.size == Size(width: 400, height: 300), "an image reports its own size")
        #expect(plain.overflows(image))
        let fitted = try layout("Image(\"photo\").resizable().aspectRatio(contentMode: .fit).frame(width: 100, height: 100)",
                                imageSizes: sizes)
        let ratio = try #require(fitted.children.first)
        #expect(ratio.size == Size(width: 100, height: 75), "4:3 inside 100×100")
        #expect(ratio.children.first?.proposal == ProposedSize(width: 100, height: 75))
        #expect(!fitted.overflows(ratio))
    }

    @Test func aViewTheLayoutPassDoesNotKnowIsMarked() throws {
        let root = try layout("Gauge(value: 0.5) { Text(\"Battery\") }")
        #expect(root.unknown?.contains("Gauge") == true)
    }

    @Test func controlsTakeTheirPlatformSizes() throws {
        let toggle = try layout("Toggle(\"Wi-Fi\", isOn: .constant(true))")
        #expect(toggle.size == Size(width: 200, height: 31), "the whole width; the switch's height")
        let spinner = try layout("ProgressView()")
        #expect(spinner.size == Size(width: 20, height: 20))
        let bar = try layout("ProgressView(value: 0.4)")
        #expect(bar.size == Size(width: 200, height: 4), "with a value: a bar across the proposal")
        let field = try layout("TextField(\"Name\", text: .constant(\"\"))")
        #expect(field.size == Size(width: 200, height: 20.4))
    }

    /// Lengths no screen has, written in code, print without a whole-number conversion.
    @Test func anAbsurdFramePrintsAsWritten() throws {
        let root = try layout("Rectangle().frame(width: 1e20, height: 10)")
        #expect(root.size.width == 1e20)
        #expect(LayoutTextPrinter.tree(root).contains("reported 1e+20×10"))
    }

    /// `Color.red.frame(height: 4)`: a colour constant becomes a view when a modifier applies
    /// to it; its own methods (`.opacity` as a shadow's colour) keep it a colour.
    @Test func aColorWithAModifierIsAView() throws {
        let bar = try layout("Color.red.frame(height: 4)")
        #expect(bar.unknown == nil && bar.children.first?.unknown == nil)
        #expect(bar.size == Size(width: 200, height: 4))
        let shadowed = try layout("Text(\"Hi\").shadow(color: Color.black.opacity(0.2), radius: 4)")
        #expect(shadowed.children.count == 1, "the shadow's colour is an argument, not a view")
    }

    /// A tinted colour (`Color.secondary.opacity(0.15)`, a thumbnail's placeholder) is a colour
    /// too: a modifier makes it a view, laid out like the plain one.
    @Test(arguments: ["Color.secondary.opacity(0.15)", "Color.secondary"])
    func aTintedColorWithAModifierIsAView(color: String) throws {
        let tile = try layout("\(color).aspectRatio(1, contentMode: .fit)")
        #expect(tile.unknown == nil && tile.children.first?.unknown == nil)
        #expect(tile.size == Size(width: 200, height: 200))
    }
}
