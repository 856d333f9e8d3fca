import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `viewlint layout`: a view's layout as text and as an SVG picture, and one clear line for a
/// bad request.
@Suite struct LayoutCommandTests {
    private static let badge = """
    import SwiftUI

    struct Badge: View {
        var body: some View {
            VStack {
                Text("Hello, World!")
                    .padding()
                    .background { Color.accentColor }
                Image("avatar")
                    .frame(width: 100, height: 100)
            }
        }
    }
    """

    @Test func printsEachViewsProposalReportAndFrame() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("Badge.swift", Self.badge)
        let output = try ViewLintProcess.run(["layout", file.path, "--view", "Badge", "--size", "200x400", "--image-size", "avatar=160x120"])
        #expect(output.status == 0, "\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("      Text(\"Hello, World!\")  proposed 168×") && $0.contains("reported 110.5×20.4") })
        #expect(lines.contains { $0.contains("Image(\"avatar\")  proposed 100×100, reported 160×120") && $0.hasSuffix("[spills out of its parent]") })
        #expect(lines.last == "-- 7 views laid out in 200×400, 7 of them with a known size")
    }

    @Test func drawsTheLayoutAsSVG() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("Badge.swift", Self.badge)
        let picture = directory.url.appendingPathComponent("badge.svg")
        let output = try ViewLintProcess.run(["layout", file.path, "--view", "Badge", "--format", "svg", "--output", picture.path,
                                              "--image-size", "avatar=160x120"])
        #expect(output.status == 0, "\(output.standardError)")
        let svg = try String(contentsOf: picture, encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.components(separatedBy: "<rect ").count - 1 == 1 + 7, "the screen and one box per view")
        #expect(svg.contains("Image(&quot;avatar&quot;) 160×120"), "boxes are labelled with the view and its size")
        #expect(svg.contains("stroke=\"#d62728\" fill-opacity=\"0.08\"") || svg.contains("fill=\"#d62728\""), "the spilling image is drawn in red")
        #expect(try XMLDocument(data: Data(svg.utf8)).rootElement()?.name == "svg")
    }

    @Test func aBadSizeIsOneLineAndExitTwo() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("Badge.swift", Self.badge)
        let output = try ViewLintProcess.run(["layout", file.path, "--view", "Badge", "--size", "wide"])
        #expect(output.status == 2)
        #expect(output.standardError == "viewlint: error: option '--size' needs WIDTHxHEIGHT in points, such as 390x844, not 'wide'\n")
        let missing = try ViewLintProcess.run(["layout", file.path, "--view", "Nope"])
        #expect(missing.status == 2)
        #expect(missing.errorLines.count == 1)
    }

    /// A PNG's header: the signature and an `IHDR` chunk saying `width`×`height` (the layout
    /// reads no further).
    private static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        return Data(bytes + [8, 2, 0, 0, 0])
    }

    @Test func readsImageSizesFromTheAssetCatalog() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Badge.swift", Self.badge)
        try directory.write("Assets.xcassets/avatar.imageset/avatar@2x.png", Self.pngHeader(width: 320, height: 240))
        try directory.write("Assets.xcassets/avatar.imageset/Contents.json",
                            #"{ "images" : [ { "filename" : "avatar@2x.png", "idiom" : "universal", "scale" : "2x" } ] }"#)
        let output = try ViewLintProcess.run(["layout", directory.url.path, "--view", "Badge"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.contains("Image(\"avatar\")  proposed 100×100, reported 160×120"), "320×240 pixels at 2x")
        let given = try ViewLintProcess.run(["layout", directory.url.path, "--view", "Badge", "--image-size", "avatar=50x50"])
        #expect(given.standardOutput.contains("Image(\"avatar\")  proposed 100×100, reported 50×50"), "--image-size wins")
    }
}
