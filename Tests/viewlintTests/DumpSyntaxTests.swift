import Foundation
import Testing

/// `viewlint dump-syntax` shows a SwiftUI view's structure with source positions.
@Suite struct DumpSyntaxTests {
    @Test func dumpShowsViewStructure() throws {
        let output = try ViewLintProcess.run(["dump-syntax", "Examples/MyAsyncImage.swift"])
        #expect(output.status == 0)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("21:1") && $0.hasSuffix("struct MyAsyncImage: View") })
        #expect(lines.contains { $0.contains("var body: some View") })
        #expect(lines.contains { $0.contains("call ZStack") })
        #expect(lines.contains { $0.hasSuffix(".task") })
        #expect(lines.contains { $0.contains("if let data, let image = UIImage(data: data)") })
    }

    @Test func dumpNeedsExactlyOneFile() throws {
        let output = try ViewLintProcess.run(["dump-syntax"])
        #expect(output.status == 2)
        #expect(output.standardError.contains("dump-syntax takes exactly one file"))
    }

    @Test func dumpOfMissingFileIsOneLine() throws {
        let output = try ViewLintProcess.run(["dump-syntax", "Nope.swift"])
        #expect(output.status == 2)
        #expect(output.standardError == "Nope.swift: error: cannot read file\n")
    }
}
