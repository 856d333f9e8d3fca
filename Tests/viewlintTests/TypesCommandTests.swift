import Foundation
import Testing

/// `viewlint types`: one line per body in source order, and `--tree`.
@Suite struct TypesCommandTests {
    @Test func printsEachBodyInSourceOrder() throws {
        let output = try ViewLintProcess.run(["types", "Examples/MyAsyncImage.swift"])
        #expect(output.status == 0)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "MyAsyncImage.body: ModifiedContent<ZStack<_ConditionalContent<Image, ProgressView<EmptyView, EmptyView>>>, _TaskModifier>")
        #expect(lines.contains("FixedAsyncImage.body: ModifiedContent<ZStack<_ConditionalContent<ModifiedContent<Image, _AspectRatioLayout>, ProgressView<EmptyView, EmptyView>>>, _TaskValueModifier<URL>>"))
        let names = lines.map { $0.split(separator: ":")[0] }
        #expect(names == ["MyAsyncImage.body", "ContentView.body", "FixedAsyncImage.body", "AvatarImage.body"])
    }

    @Test func viewsExtendedInOtherFilesOfTheModuleAreFound() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Badge.swift", "import SwiftUI\nstruct Badge {\n    let count: Int\n}\n")
        try directory.write("Badge+View.swift", """
        import SwiftUI
        extension Badge: View {
            var body: some View {
                Text("\\(count)").padding(4)
            }

            @ViewBuilder var icon: some View {
                if count > 0 { Image(systemName: "bell.badge") }
            }
        }
        """)
        let output = try ViewLintProcess.run(["types", directory.url.path])
        #expect(output.status == 0)
        #expect(output.standardOutput == "Badge.body: ModifiedContent<Text, _PaddingLayout>\nBadge.icon: Optional<Image>\n")
    }

    @Test func treeShowsNodesWithLines() throws {
        let output = try ViewLintProcess.run(["types", "--tree", "Examples/MyAsyncImage.swift"])
        #expect(output.status == 0)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines[1] == "  ModifiedContent<…, _TaskModifier>  [line 26]")
        #expect(lines[2] == "    ZStack<…>  [line 26]")
        #expect(lines[3] == "      _ConditionalContent<…, …>  [line 27]")
    }

    @Test func typesNeedsAPath() throws {
        let output = try ViewLintProcess.run(["types"])
        #expect(output.status == 2)
        #expect(output.standardError.contains("types needs at least one file or directory"))
    }
}
