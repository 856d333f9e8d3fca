import Foundation
import Testing

/// `--write-baseline`/`--baseline` and review mode (`--changed-since`, `--changed-lines`).
@Suite struct BaselineAndReviewTests {
    private static let newView = """

    struct ExtraBadge: View {
        @State private var on = false
        var body: some View {
            if on { Text("New").opacity(0.5) } else { Text("New") }
            Button("Toggle") { withAnimation { on.toggle() } }
        }
    }

    struct ExtraBadgeRow: View {
        var body: some View { HStack { Text("Badge"); ExtraBadge() } }
    }

    final class ExtraBadgeHost {
        let controller = UIHostingController(rootView: ExtraBadgeRow())
    }

    """

    /// A copy of the Examples in a fresh folder.
    private func examplesCopy() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewlint-review-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: ViewLintProcess.packageRoot.appendingPathComponent("Examples"), to: directory)
        return directory
    }

    private func append(_ text: String, to file: URL) throws {
        let old = try String(contentsOf: file, encoding: .utf8)
        try (old + text).write(to: file, atomically: true, encoding: .utf8)
    }

    private func warnings(_ output: ViewLintProcess.Output) -> [String] {
        output.standardOutput.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
    }

    @Test func aBaselineHidesOldFindingsEvenAfterCodeMoves() throws {
        let directory = try examplesCopy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let baseline = directory.appendingPathComponent("baseline.json").path
        _ = try ViewLintProcess.run(["--write-baseline", baseline, directory.path])
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".swift") {
            let file = directory.appendingPathComponent(name)
            let text = try String(contentsOf: file, encoding: .utf8)
            try (String(repeating: "\n", count: 10) + text).write(to: file, atomically: true, encoding: .utf8)
        }
        try append(Self.newView, to: directory.appendingPathComponent("FeedView.swift"))
        let output = try ViewLintProcess.run(["--baseline", baseline, directory.path])
        #expect(warnings(output).count == 1)
        #expect(warnings(output).first?.contains("`Text(\"New\")`") == true)
        #expect(output.standardError.contains("0 baseline entries no longer found"))
    }

    @Test func aFixedFindingIsCountedAsStale() throws {
        let directory = try examplesCopy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let baseline = directory.appendingPathComponent("baseline.json").path
        _ = try ViewLintProcess.run(["--write-baseline", baseline, directory.path])
        try FileManager.default.removeItem(at: directory.appendingPathComponent("View+Conditional.swift"))
        let output = try ViewLintProcess.run(["--baseline", baseline, directory.path])
        #expect(warnings(output).isEmpty)
        #expect(output.standardError.contains("baseline entr"))
        #expect(!output.standardError.contains(" 0 baseline entries"))
    }

    @Test func reviewModeReportsOnlyTheChangedView() throws {
        let directory = try examplesCopy()
        defer { try? FileManager.default.removeItem(at: directory) }
        func git(_ arguments: [String]) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "user.email=ci@example.com", "-c", "user.name=CI"] + arguments
            process.currentDirectoryURL = directory
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        }
        try git(["init", "-q"])
        try git(["add", "."])
        try git(["commit", "-q", "-m", "examples"])
        try append(Self.newView, to: directory.appendingPathComponent("FeedView.swift"))
        let output = try ViewLintProcess.run(["--changed-since", "HEAD", directory.path], in: directory)
        #expect(warnings(output).count == 1, "\(output.standardOutput)")
        #expect(warnings(output).first?.contains("`Text(\"New\")`") == true)

        let unknown = try ViewLintProcess.run(["--changed-since", "no-such-revision", directory.path], in: directory)
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("viewlint: error: git diff no-such-revision"))
    }

    @Test func aDiffFileSelectsTheSameWay() throws {
        let directory = try examplesCopy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let feed = directory.appendingPathComponent("FeedView.swift")
        let lineCount = try String(contentsOf: feed, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count
        try append(Self.newView, to: feed)
        let added = Self.newView.split(separator: "\n", omittingEmptySubsequences: false).count
        let diff = """
        --- a/FeedView.swift
        +++ b/FeedView.swift
        @@ -\(lineCount),0 +\(lineCount),\(added) @@

        """
        let diffFile = directory.appendingPathComponent("change.diff")
        try diff.write(to: diffFile, atomically: true, encoding: .utf8)
        let output = try ViewLintProcess.run(["--changed-lines", diffFile.path, directory.path], in: directory)
        #expect(warnings(output).count == 1, "\(output.standardOutput)")
    }

    @Test func reviewModeOutsideARepositoryIsOneLine() throws {
        let directory = try examplesCopy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try ViewLintProcess.run(["--changed-since", "HEAD", directory.path], in: directory)
        #expect(output.status == 2)
        #expect(output.standardError == "viewlint: error: --changed-since needs a git repository (run viewlint inside one)\n")
    }
}
