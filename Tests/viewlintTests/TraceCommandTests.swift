import Foundation
import Testing

/// `viewlint trace`: the engine from the command line.
@Suite struct TraceCommandTests {
    @Test func theStaleImageIsVisibleAfterTheURLChanges() throws {
        let output = try ViewLintProcess.run(["trace", "Examples/MyAsyncImage.swift", "--view", "MyAsyncImage",
                                              "--change", "url=https://example.com/b.png"])
        #expect(output.status == 0)
        let steps = output.standardOutput.components(separatedBy: "== change url = https://example.com/b.png")
        #expect(steps.count == 2)
        #expect(steps[0].contains("taskStart MyAsyncImage › .task: task #1 started"))
        #expect(steps[1].contains("MyAsyncImage url: https://example.com/b.png @State data = URLSession.shared.data(from: https://example.com/a).0"))
        #expect(steps[1].contains("(no task started, no view appeared, no onChange ran)"))
    }

    @Test func dotOutputIsAGraph() throws {
        let output = try ViewLintProcess.run(["trace", "Examples/MyAsyncImage.swift", "--view", "ContentView", "--tap", "Toggle image",
                                              "--format", "dot"])
        #expect(output.status == 0)
        #expect(output.standardOutput.hasPrefix("digraph viewlint {"))
        #expect(output.standardOutput.contains("-> n"))
        #expect(output.standardOutput.contains("@State showsPhoto = true"))
        let dot = "/usr/bin/dot"
        guard FileManager.default.isExecutableFile(atPath: dot) else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("viewlint-trace-\(getpid()).dot")
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(atPath: file.path + ".png")
        }
        try output.standardOutput.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tpng", "-o", file.path + ".png", file.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test func allMountsEveryViewAndSummarises() throws {
        let output = try ViewLintProcess.run(["trace", "Examples", "--all"])
        #expect(output.status == 0)
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("MyAsyncImage: mounted, ") })
        #expect(lines.last?.contains(" views: ") == true)
    }

    @Test(arguments: [
        (["trace", "Examples"], "trace needs --view NAME"),
        (["trace", "Examples", "--view", "Nope"], "no view named 'Nope'"),
        (["trace", "Examples", "--view", "MyAsyncImage", "--change", "url"], "needs NAME=VALUE"),
        (["trace", "Examples", "--view", "MyAsyncImage", "--format", "svg"], "'text' or 'dot'"),
    ])
    func mistakesGetOneLineAndExitTwo(_ arguments: [String], _ message: String) throws {
        let output = try ViewLintProcess.run(arguments)
        #expect(output.status == 2)
        #expect(output.standardError.contains(message), "\(output.standardError)")
        #expect(output.standardError.split(separator: "\n").count == 1)
    }
}

/// Inputs the command line must survive: an unreadable file is one line and exit 2, the views
/// that could be read are still traced.
extension TraceCommandTests {
    @Test func anUnreadableFileIsReportedAndFailsTheRun() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewlint-trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data([0x73, 0x00, 0x01]).write(to: directory.appendingPathComponent("Binary.swift"))
        try "struct Badge: View { var body: some View { Text(\"New\") } }".write(
            to: directory.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
        let output = try ViewLintProcess.run(["trace", directory.path, "--all"])
        #expect(output.status == 2)
        #expect(output.standardError.contains("Binary.swift: error: file contains a NUL byte"))
        #expect(output.standardOutput.contains("Badge: mounted"))
    }
}
