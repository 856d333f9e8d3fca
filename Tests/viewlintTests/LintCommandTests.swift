import Foundation
import Testing

/// Linting from the command line: findings in the compiler's format, exit codes, flags,
/// configuration files and `--fix`.
@Suite struct LintCommandTests {
    /// A public row with a closure and a body worth comparing: a non-pod-view warning wherever
    /// the module creates it nowhere.
    private static let publicRow = """
    public struct Row: View {
        let title: String
        let onTap: () -> Void
        public var body: some View {
            Button(action: onTap) {
                HStack {
                    Image(systemName: "doc")
                    VStack(alignment: .leading) { Text(title); Text("Edited today").font(.caption) }
                    Spacer()
                    Image(systemName: "chevron.right")
                }
            }
        }
    }
    """

    private func findingLines(_ output: ViewLintProcess.Output) -> [String] {
        output.standardOutput.split(separator: "\n").map(String.init)
    }

    @Test func examplesShowEachRuleWithNoteAndSuggestion() throws {
        let output = try ViewLintProcess.run(["Examples/"])
        #expect(output.status == 0, "warnings do not fail a run without --strict")
        let lines = findingLines(output)
        #expect(lines.contains("Examples/MyAsyncImage.swift:34:10: warning: `.task` reads `url` but is not restarted when it changes: the task runs when the view appears, so after a change the view keeps the result for the old value. Use `.task(id: url)`. [untracked-task-dependency]"))
        #expect(lines.contains("Examples/MyAsyncImage.swift:55:13: note: `MyAsyncImage` is created here, and the `url` it is given can change"))
        #expect(lines.contains("Examples/MyAsyncImage.swift:22:9: note: `url` is declared here"))
        #expect(lines.contains { $0.contains("warning:") && $0.hasSuffix("[conditional-modifier]") && $0.contains("Use one view with an inert modifier value: `CardView(post: post).opacity(isHighlighted ? 0.5 : 1)`") })
        #expect(lines.contains { $0.contains("warning:") && $0.hasSuffix("[non-pod-view]") && $0.contains("`PostRow`") })
        #expect(lines.contains("Examples/Components.swift:45:9: note: `onTap` is a closure"))
        #expect(output.standardError.contains("viewlint: 9 files, "))
        // The time, in seconds with two decimals: `(0.05 s)`.
        let summary = output.standardError.split(separator: "\n").last { $0.hasPrefix("viewlint: ") } ?? ""
        let seconds = summary.split(separator: "(").last?.split(separator: " ").first ?? ""
        #expect(Double(seconds) != nil && seconds.split(separator: ".").last?.count == 2, "\(summary)")
    }

    @Test func findingsAreSortedByPathLineAndColumn() throws {
        let output = try ViewLintProcess.run(["--quiet", "Examples/"])
        let positions = findingLines(output).filter { !$0.contains(": note: ") }.map { line -> (String, Int, Int) in
            let parts = line.split(separator: ":")
            return (String(parts[0]), Int(parts[1])!, Int(parts[2])!)
        }
        #expect(positions.count >= 3)
        let sorted = positions.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }
        #expect(positions.map { "\($0.0):\($0.1):\($0.2)" } == sorted.map { "\($0.0):\($0.1):\($0.2)" })
    }

    /// Swift seeds its hashing afresh in every process: a rule that picked from a set (which of
    /// two formatter makers a helper reaches, as in phoenix's `Utils`) said one thing on one run
    /// and another on the next. Every run over the same code prints the same findings.
    @Test func everyRunPrintsTheSameFindings() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Wallet.swift", """
        enum Amounts {
            static func bitcoinFormatter() -> NumberFormatter { let formatter = NumberFormatter(); formatter.maximumFractionDigits = 8; return formatter }
            static func fiatFormatter() -> NumberFormatter { let formatter = NumberFormatter(); formatter.numberStyle = .currency; return formatter }
            static func formatBitcoin(_ amount: Double) -> String { bitcoinFormatter().string(from: NSNumber(value: amount)) ?? "" }
            static func formatFiat(_ amount: Double) -> String { fiatFormatter().string(from: NSNumber(value: amount)) ?? "" }
            static func formatAmount(_ amount: Double, fiat: Bool) -> String { fiat ? formatFiat(amount) : formatBitcoin(amount) }
        }
        struct Balance: View {
            let amount: Double
            @State private var showsFiat = false
            var body: some View {
                Text(Amounts.formatAmount(amount, fiat: showsFiat)).onTapGesture { showsFiat.toggle() }
            }
        }
        """)
        let runs = try (0..<8).map { _ in try ViewLintProcess.run(["--no-cache", directory.url.path]).standardOutput }
        #expect(runs[0].contains("[formatter-in-body]"), "\(runs[0])")
        #expect(Set(runs).count == 1, "\(Set(runs))")
    }

    @Test func strictMakesWarningsFail() throws {
        #expect(try ViewLintProcess.run(["--strict", "--quiet", "Examples/"]).status == 1)
    }

    @Test func remarksDoNotFailStrictAndQuietHidesThem() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Tags.swift", """
        struct Tags: View {
            let title: String
            var body: some View { Text(title) }
        }
        """)
        let loud = try ViewLintProcess.run(["--strict", directory.url.path])
        #expect(loud.status == 0)
        #expect(loud.standardOutput.contains("remark:"))
        let quiet = try ViewLintProcess.run(["--strict", "--quiet", directory.url.path])
        #expect(quiet.status == 0)
        #expect(quiet.standardOutput.isEmpty)
        #expect(quiet.standardError.isEmpty)
    }

    @Test func onlyAndDisableSelectRules() throws {
        let only = try ViewLintProcess.run(["--only", "conditional-modifier", "--quiet", "Examples/"])
        let rules = Set(findingLines(only).filter { !$0.contains(": note: ") }.compactMap { $0.split(separator: "[").last })
        #expect(rules == ["conditional-modifier]"])
        let disabled = try ViewLintProcess.run(["--disable", "non-pod-view,conditional-modifier", "--quiet", "Examples/"])
        #expect(findingLines(disabled).allSatisfy { !$0.contains("[non-pod-view]") && !$0.contains("[conditional-modifier]") })
        #expect(findingLines(disabled).contains { $0.contains("[untracked-task-dependency]") })
    }

    @Test func nearestConfigurationAppliesToEachFile() throws {
        let directory = try TemporaryDirectory()
        let view = Self.publicRow
        try directory.write("App/Row.swift", view)
        try directory.write("Legacy/Row.swift", view.replacingOccurrences(of: "Row", with: "OldRow"))
        try directory.write(".viewlint.json", #"{"rules": {"non-pod-view": "error"}}"#)
        try directory.write("Legacy/.viewlint.json", #"{"rules": {"non-pod-view": "off"}, "colour": true}"#)
        let output = try ViewLintProcess.run(["--quiet", directory.url.path])
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("App/Row.swift:1:15: error:"))
        #expect(!output.standardOutput.contains("OldRow"))
        #expect(output.standardError.contains("Legacy/.viewlint.json: warning: unknown key 'colour' in configuration"))
    }

    @Test func excludedFilesAreNotLinted() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Row.swift", "struct Row: View { let onTap: () -> Void\n var body: some View { EmptyView() } }\n")
        try directory.write("Sources/Generated/Gen.swift", "struct Gen: View { let onTap: () -> Void\n var body: some View { EmptyView() } }\n")
        try directory.write(".viewlint.json", #"{"exclude": ["Generated"]}"#)
        let output = try ViewLintProcess.run([directory.url.path])
        #expect(output.standardOutput.contains("Row.swift"))
        #expect(!output.standardOutput.contains("Gen.swift"))
        #expect(output.standardError.contains("viewlint: 1 file,"))
    }

    @Test func fixAppliesSafeFixesAndIsIdempotent() throws {
        let directory = try TemporaryDirectory()
        for name in try FileManager.default.contentsOfDirectory(atPath: ViewLintProcess.packageRoot.appendingPathComponent("Examples").path)
            where name.hasSuffix(".swift") {
            let source = try Data(contentsOf: ViewLintProcess.packageRoot.appendingPathComponent("Examples/\(name)"))
            try directory.write(name, source)
        }
        let before = try ViewLintProcess.run(["--quiet", directory.url.path])
        #expect(before.standardOutput.contains("Use `.task(id: url)`"))
        #expect(before.standardOutput.contains("`CardView(post: post).opacity(isHighlighted ? 0.5 : 1)`"))

        let fixing = try ViewLintProcess.run(["--fix", directory.url.path])
        #expect(fixing.standardError.contains("fixed"))
        let image = try String(contentsOf: directory.url.appendingPathComponent("MyAsyncImage.swift"), encoding: .utf8)
        #expect(image.contains(".task(id: url) {"))
        let feed = try String(contentsOf: directory.url.appendingPathComponent("FeedView.swift"), encoding: .utf8)
        #expect(feed.contains(".opacity(isHighlighted ? 0.5 : 1)"))

        let after = try ViewLintProcess.run(["--quiet", directory.url.path])
        #expect(!after.standardOutput.contains("Use `.task(id: url)`"))
        #expect(!after.standardOutput.contains("CardView(post: post)"))
        let components = try String(contentsOf: directory.url.appendingPathComponent("Components.swift"), encoding: .utf8)
        #expect(components.contains("extension PostRow: Equatable {"), "the opted-in row gets its conformance")
        #expect(!after.standardOutput.contains("`PostRow` is not `Equatable`"))
        #expect(after.standardOutput.contains("[anyview-erasure]"), "findings without a fix remain")

        let snapshot = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted().map {
            try String(contentsOf: directory.url.appendingPathComponent($0), encoding: .utf8)
        }
        let again = try ViewLintProcess.run(["--fix", "--quiet", directory.url.path])
        #expect(again.standardOutput == after.standardOutput)
        let unchanged = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted().map {
            try String(contentsOf: directory.url.appendingPathComponent($0), encoding: .utf8)
        }
        #expect(unchanged == snapshot)
    }

    @Test func examplesExitZeroWithSummary() throws {
        let output = try ViewLintProcess.run(["Examples/"])
        #expect(output.status == 0)
        #expect(output.standardError.contains("viewlint: 9 files, "))
        #expect(output.standardError.contains(" warnings, "), "the examples have findings: \(output.standardError)")
    }

    @Test func quietOmitsSummary() throws {
        let output = try ViewLintProcess.run(["--quiet", "Examples/"])
        #expect(output.status == 0)
        #expect(output.standardError.isEmpty)
        #expect(!output.standardOutput.contains("remark:"))
        #expect(output.standardOutput.contains("warning:"), "warnings are still printed")
    }

    @Test func equalsFormForValues() throws {
        let output = try ViewLintProcess.run(["--jobs=1", "--quiet", "Examples/MyAsyncImage.swift"])
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("MyAsyncImage.swift:34:10: warning:"))
    }

    @Test func filesNamedOnTheCommandLineAreLintedEvenWhenExcluded() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("Generated/Row.swift", Self.publicRow + "\n")
        try directory.write(".viewlint.json", #"{"exclude": ["Generated"]}"#)
        let output = try ViewLintProcess.run(["--quiet", file.path])
        #expect(output.standardOutput.contains("[non-pod-view]"))
    }
}

/// `--stamp FILE`: the build-tool plugin's output, touched when the lint ran.
extension LintCommandTests {
    @Test func aStampIsWrittenWhenTheLintRan() throws {
        let stamp = FileManager.default.temporaryDirectory.appendingPathComponent("viewlint-\(UUID().uuidString).stamp")
        defer { try? FileManager.default.removeItem(at: stamp) }
        let output = try ViewLintProcess.run(["--quiet", "--stamp", stamp.path, "Examples/"])
        #expect(output.standardOutput.contains(": warning: "))
        #expect(FileManager.default.fileExists(atPath: stamp.path))
        let unwritable = try ViewLintProcess.run(["--quiet", "--stamp", "/nonexistent/dir/x.stamp", "Examples/"])
        #expect(unwritable.status == 2)
        #expect(unwritable.standardError == "viewlint: error: cannot write the stamp file '/nonexistent/dir/x.stamp'\n")
    }

    /// The lint reads the asset catalogs next to the sources: a 24 pt PDF icon padded in a
    /// 32 pt box is placed on purpose; the same frame around a 112 pt glyph is not. The
    /// cache keeps the catalog in its key, so a changed image is linted again.
    @Test func anAssetCatalogsImageSizesDecideImageFrames() throws {
        let directory = try TemporaryDirectory()
        try directory.write("SearchRow.swift", """
        import SwiftUI
        struct SearchRow: View {
            var body: some View {
                HStack {
                    Image("search").frame(width: 32, height: 32)
                    Text("Recent")
                }
            }
        }
        """)
        try directory.write("Assets.xcassets/search.imageset/Contents.json",
                            #"{ "images" : [ { "filename" : "search.pdf", "idiom" : "universal" } ] }"#)
        try directory.write("Assets.xcassets/search.imageset/search.pdf", "%PDF-1.3\n1 0 obj << /Type /Page /MediaBox [0 0 24 24] >>\n")
        let cache = directory.url.appendingPathComponent("cache").path
        let fits = try ViewLintProcess.run(imageFrameArguments(directory, cache: cache))
        #expect(fits.status == 0)
        #expect(!fits.standardOutput.contains("warning:"), "\(fits.standardOutput)")
        try directory.write("Assets.xcassets/search.imageset/search.pdf", "%PDF-1.3\n1 0 obj << /Type /Page /MediaBox [0 0 112 112] >>\n")
        let spills = try ViewLintProcess.run(imageFrameArguments(directory, cache: cache))
        #expect(spills.standardOutput.contains("`Image(\"search\")` is not resizable"), "\(spills.standardOutput)")
    }

    /// Pocket Casts' search-history row puts its 24 pt search glyph in the 56 pt column of the
    /// artwork the other rows show: an asset that renders as a template is a glyph, placed like
    /// a symbol. The same 24 pt picture, not a template, in a 56 pt box wanted to fill it. The
    /// cache key carries the rendering intent, so changing it lints again.
    @Test func aTemplateGlyphInAWiderSlotVersusAPictureTooSmallForItsBox() throws {
        let directory = try TemporaryDirectory()
        try directory.write("SearchHistoryCell.swift", """
        import SwiftUI
        struct SearchHistoryCell: View {
            let term: String
            var body: some View {
                HStack {
                    Image("search")
                        .frame(width: 56, height: 56)
                        .foregroundColor(.secondary)
                    Text(term)
                }
            }
        }
        """)
        func catalog(intent: String) throws {
            try directory.write("Assets.xcassets/search.imageset/Contents.json", """
            { "images" : [ { "filename" : "search.pdf", "idiom" : "universal" } ],
              "properties" : { "template-rendering-intent" : "\(intent)" } }
            """)
        }
        try directory.write("Assets.xcassets/search.imageset/search.pdf", "%PDF-1.3\n1 0 obj << /Type /Page /MediaBox [0 0 24 24] >>\n")
        let cache = directory.url.appendingPathComponent("cache").path
        let arguments = imageFrameArguments(directory, cache: cache)
        try catalog(intent: "template")
        let glyph = try ViewLintProcess.run(arguments)
        #expect(glyph.status == 0)
        #expect(!glyph.standardOutput.contains("warning:"), "\(glyph.standardOutput)")
        try catalog(intent: "original")
        let picture = try ViewLintProcess.run(arguments)
        #expect(picture.standardOutput.contains("`Image(\"search\")` is not resizable"), "\(picture.standardOutput)")
        // A glyph lost in a box five times its size, or one the chain draws in its own colours,
        // is a picture that wanted the box.
        try catalog(intent: "template")
        for chain in [".frame(width: 160, height: 160)", ".renderingMode(.original).frame(width: 56, height: 56)"] {
            try directory.write("SearchHistoryCell.swift", """
            import SwiftUI
            struct SearchHistoryCell: View {
                var body: some View { Image("search")\(chain) }
            }
            """)
            let output = try ViewLintProcess.run(arguments)
            #expect(output.standardOutput.contains("`Image(\"search\")` is not resizable"), "\(chain): \(output.standardOutput)")
        }
    }

    /// OldOS draws its segmented control from sliced assets (cap insets in the catalog, a
    /// stretched centre) and gives each segment its width with `.frame` alone: the catalog
    /// says how the image fills the box. The same 46 pt image unsliced keeps its own size in
    /// the 120 pt segment. The cache key carries the slicing.
    @Test func aSlicedAssetFillsItsFrameVersusAnUnslicedOne() throws {
        let directory = try TemporaryDirectory()
        try directory.write("SegmentedControl.swift", """
        import SwiftUI
        struct SegmentedControl: View {
            @Binding var selection: Int
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(0..<3, id: \\.self) { index in
                        Button { selection = index } label: {
                            Image(index == selection ? "segment_selected" : "segment")
                                .frame(width: 120, height: 46)
                        }
                    }
                }
            }
        }
        """)
        func catalog(resizing: String) throws {
            for name in ["segment", "segment_selected"] {
                try directory.write("Assets.xcassets/\(name).imageset/Contents.json", """
                { "images" : [ { "filename" : "\(name).svg", "idiom" : "universal"\(resizing) } ] }
                """)
                try directory.write("Assets.xcassets/\(name).imageset/\(name).svg",
                                    #"<svg xmlns="http://www.w3.org/2000/svg" width="46" height="46"><rect stroke-width="2" width="46" height="46"/></svg>"#)
            }
        }
        let cache = directory.url.appendingPathComponent("cache").path
        let arguments = imageFrameArguments(directory, cache: cache)
        try catalog(resizing: #", "resizing" : { "mode" : "3-part-horizontal", "cap-insets" : { "left" : 10, "right" : 10 } }"#)
        let sliced = try ViewLintProcess.run(arguments)
        #expect(sliced.status == 0)
        #expect(!sliced.standardOutput.contains("warning:"), "\(sliced.standardOutput)")
        try catalog(resizing: "")
        let unsliced = try ViewLintProcess.run(arguments)
        #expect(unsliced.standardOutput.contains("is not resizable"), "\(unsliced.standardOutput)")
    }

    /// A `public` view in a Swift package is a library's API, which an app outside the folder
    /// may show: it keeps its findings though the app beside it never shows it. The same view
    /// in the app's own folder is dead code there.
    @Test func aPublicViewOfAPackageIsALibrarysAPIVersusOneOfTheApp() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/JournalApp.swift", """
        import SwiftUI
        @main struct JournalApp: App {
            var body: some Scene { WindowGroup { Text("Journal") } }
        }
        """)
        let badge = """
        import SwiftUI
        public struct Badge: View {
            public init() {}
            public var body: some View { Image("badge").frame(width: 40, height: 40) }
        }
        """
        try directory.write("Packages/Badges/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\n")
        try directory.write("Packages/Badges/Sources/Badges/Badge.swift", badge)
        let arguments = imageFrameArguments(directory)
        let library = try ViewLintProcess.run(arguments)
        #expect(library.standardOutput.contains("`Image(\"badge\")` is not resizable"), "\(library.standardOutput)")
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Packages"))
        try directory.write("App/Badge.swift", badge)
        let app = try ViewLintProcess.run(arguments)
        #expect(!app.standardOutput.contains("warning:"), "\(app.standardOutput)")
    }

    /// An image the bundle holds loose (`banner@2x.png` beside the catalog) is found by its
    /// name, as `Image("banner")` finds it; a name nothing next to the sources has is reported
    /// as missing, in a remark.
    @Test func aLooseImageFileIsAnImageTheAppHasVersusANameNothingHas() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Assets.xcassets/icon.imageset/Contents.json",
                            #"{ "images" : [ { "filename" : "icon.pdf", "idiom" : "universal" } ] }"#)
        try directory.write("Resources/banner@2x.png", "not really a PNG")
        func lint(_ name: String) throws -> String {
            try directory.write("Banner.swift", """
            import SwiftUI
            struct Banner: View {
                var body: some View { Image("\(name)").frame(width: 320, height: 80) }
            }
            """)
            return try ViewLintProcess.run(imageFrameArguments(directory)).standardOutput
        }
        let loose = try lint("banner")
        #expect(loose.contains("warning: `Image(\"banner\")` is not resizable"), "\(loose)")
        let missing = try lint("banner_wide")
        #expect(missing.contains("remark: No image set or image file next to the sources is named \"banner_wide\""), "\(missing)")
    }

    /// The arguments that lint `directory` with `image-frame-without-resizable` only, through
    /// the cache at `cache` (none: `--no-cache`).
    private func imageFrameArguments(_ directory: TemporaryDirectory, cache: String? = nil) -> [String] {
        (cache.map { ["--cache-path", $0] } ?? ["--no-cache"]) + ["--only", "image-frame-without-resizable", directory.url.path]
    }
}
