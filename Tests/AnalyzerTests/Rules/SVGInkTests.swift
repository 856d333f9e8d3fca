import Testing
@testable import Analyzer

/// What an SVG asset paints of its canvas, and what that means for a frame around it.
@Suite struct SVGInkTests {
    /// Rouzzle's check icon: an 87 pt canvas around a ring of radius 33.5 with a 5 pt stroke
    /// and a check mark drawn with absolute path commands.
    static func checkIcon(radius: Double) -> String {
        """
        <svg width="87" height="87" viewBox="0 0 87 87" fill="none" xmlns="http://www.w3.org/2000/svg">
        <path d="M37.1871 53.3314L27.9403 44.0846C26.9189 43.0632 25.2629 43.0632 24.2416 44.0846L62.4718 35.4441Z" fill="#C1EB60"/>
        <circle cx="43.3567" cy="43.0278" r="\(radius)" stroke="#C1EB60" stroke-width="5"/>
        </svg>
        """
    }

    private func size(_ svg: String) -> ImageSize? { AssetCatalog.size(ofSVG: Array(svg.utf8)) }

    @Test func aRingsPaintIsItsRadiusAndHalfItsStroke() throws {
        let ink = try #require(size(Self.checkIcon(radius: 33.5))?.ink)
        #expect(abs(ink.minX - 7.3567) < 0.001 && abs(ink.maxX - 79.3567) < 0.001)
        #expect(abs(ink.minY - 7.0278) < 0.001 && abs(ink.maxY - 79.0278) < 0.001)
        // Painted past the canvas, it is cut to the canvas.
        let clipped = try #require(size(Self.checkIcon(radius: 60))?.ink)
        #expect(clipped == ImageInk(minX: 0, minY: 0, maxX: 87, maxY: 87))
    }

    /// Relative commands move from the current point; a `viewBox` scales user units to points.
    @Test func relativePathsAndAViewBoxAreFollowed() throws {
        let svg = ##"<svg width="48" height="48" viewBox="0 0 24 24"><path d="M4 4h4v4l4 4c1 1 2 2 4 4z" fill="black"/></svg>"##
        let ink = try #require(size(svg)?.ink)
        #expect(ink == ImageInk(minX: 8, minY: 8, maxX: 32, maxY: 32))
    }

    /// A transform, a filter or a stylesheet can move or widen what the shapes say, and a
    /// viewBox of another shape than the canvas is fitted into it: nothing is claimed then, and
    /// the whole canvas counts.
    @Test func whatCanMoveThePaintLeavesItUnknown() {
        let shapes = ##"<circle cx="12" cy="12" r="4" fill="black"/>"##
        #expect(size(##"<svg width="24" height="24">"## + shapes + "</svg>")?.ink == ImageInk(minX: 8, minY: 8, maxX: 16, maxY: 16))
        #expect(size(##"<svg width="24" height="24"><g transform="scale(2)">"## + shapes + "</g></svg>")?.ink == nil)
        #expect(size(##"<svg width="24" height="24"><g filter="url(#shadow)">"## + shapes + "</g></svg>")?.ink == nil)
        #expect(size(##"<svg width="24" height="24"><style>.a{stroke-width:9}</style>"## + shapes + "</svg>")?.ink == nil)
        #expect(size(##"<svg width="24" height="24" viewBox="0 0 24 24">"## + shapes + "</svg>")?.ink != nil)
        #expect(size(##"<svg width="24" height="24" viewBox="0 0 48 24">"## + shapes + "</svg>")?.ink == nil)
    }

    /// A group's stroke reaches the shapes in it: the square is widened by it, as a mitred
    /// corner can be.
    @Test func aGroupsStrokeWidensItsShapes() throws {
        let svg = ##"<svg width="40" height="40"><g stroke="black" stroke-width="2"><rect x="10" y="10" width="20" height="20"/></g></svg>"##
        let ink = try #require(size(svg)?.ink)
        #expect(ink == ImageInk(minX: 6, minY: 6, maxX: 34, maxY: 34))
    }

    /// Rouzzle's routine screen frames its check icon at 72×72: the 87 pt canvas is larger, but
    /// the ring paints 72 pt of it, centred, so the frame only places it. A ring drawn wider
    /// paints past the frame.
    @Test func aFrameTheSVGsPaintFitsVersusOneItSpillsFrom() throws {
        let source = """
        struct RoutineDoneView: View {
            var body: some View {
                VStack(spacing: 24) {
                    Image(.checkIcon)
                        .frame(width: 72, height: 72)
                    Text("All done")
                }
            }
        }
        """
        let fits = lintSingleFile(source, rules: [ImageFrameWithoutResizableRule.rule],
                                  assetImageSizes: ["CheckIcon": try #require(size(Self.checkIcon(radius: 33.5)))])
        #expect(fits.isEmpty, "\(fits.map(\.message))")
        let spills = lintSingleFile(source, rules: [ImageFrameWithoutResizableRule.rule],
                                    assetImageSizes: ["CheckIcon": try #require(size(Self.checkIcon(radius: 40)))])
        #expect(spills.count == 1, "\(spills.map(\.message))")
    }
}
