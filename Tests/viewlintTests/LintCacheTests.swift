import Foundation
import Testing

/// The lint cache replays a module's findings only while nothing that decides them changed.
@Suite struct LintCacheTests {
    private static let photo = """
    import SwiftUI

    struct Photo: View {
        let url: URL
        @State private var image: Data?

        var body: some View {
            Text(image == nil ? "loading" : "loaded")
                .task { image = try? await URLSession.shared.data(from: url).0 }
        }
    }

    """

    private static let gallery = """
    import SwiftUI

    struct Gallery: View {
        @State private var second = false

        var body: some View {
            Photo(url: URL(string: second ? "https://example.com/b" : "https://example.com/a")!)
            Button("Next") { second.toggle() }
        }
    }

    """

    private func lint(_ module: TemporaryDirectory, cache: TemporaryDirectory, _ extra: [String] = []) throws -> ViewLintProcess.Output {
        try ViewLintProcess.run(["--cache-path", cache.url.path] + extra + [module.url.path])
    }

    @Test func anUnchangedModuleIsReplayedWithTheSameFindings() throws {
        let module = try TemporaryDirectory(), cache = try TemporaryDirectory()
        try module.write("Photo.swift", Self.photo)
        try module.write("Gallery.swift", Self.gallery)
        let first = try lint(module, cache: cache)
        let second = try lint(module, cache: cache)
        #expect(first.standardOutput.contains("Photo.swift:9:14: warning: "))
        #expect(second.standardOutput == first.standardOutput)
        #expect(!first.standardError.contains("from the cache"))
        #expect(second.standardError.contains("from the cache"))
        #expect(second.status == first.status)
    }

    @Test func aChangeInAnotherFileOfTheModuleRelintsIt() throws {
        let module = try TemporaryDirectory(), cache = try TemporaryDirectory()
        try module.write("Photo.swift", Self.photo)
        try module.write("Gallery.swift", Self.gallery)
        #expect(try lint(module, cache: cache).standardOutput.contains("[untracked-task-dependency]"))
        // Every creation site now passes a constant: the finding goes, though Photo.swift is unchanged.
        try module.write("Gallery.swift", Self.gallery.replacingOccurrences(of: "second ? \"https://example.com/b\" : ", with: ""))
        let after = try lint(module, cache: cache)
        #expect(!after.standardError.contains("from the cache"))
        #expect(!after.standardOutput.contains("[untracked-task-dependency]"))
    }

    @Test func aConfigurationChangeRelints() throws {
        let module = try TemporaryDirectory(), cache = try TemporaryDirectory()
        try module.write("Photo.swift", Self.photo)
        try module.write("Gallery.swift", Self.gallery)
        _ = try lint(module, cache: cache)
        try module.write(".viewlint.json", #"{ "rules": { "untracked-task-dependency": "error" } }"#)
        let after = try lint(module, cache: cache)
        #expect(!after.standardError.contains("from the cache"))
        #expect(after.standardOutput.contains("Photo.swift:9:14: error: "))
        #expect(after.status == 1)
    }

    @Test func corruptAndForeignEntriesAreIgnored() throws {
        let module = try TemporaryDirectory(), cache = try TemporaryDirectory()
        try module.write("Photo.swift", Self.photo)
        try module.write("Gallery.swift", Self.gallery)
        let first = try lint(module, cache: cache)
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache.url.path).filter { $0.hasSuffix(".json") }
        #expect(entries.count == 1)
        for (garbage, name) in [(Data([0xFF, 0x00, 0x7B]), "binary"), (Data(#"{"format":1,"key":"other","findings":[]}"#.utf8), "foreign key"),
                                (Data(#"{"format":99}"#.utf8), "future format")] {
            try cache.write(entries[0], garbage)
            let again = try lint(module, cache: cache)
            #expect(again.standardOutput == first.standardOutput, "\(name)")
            #expect(!again.standardError.contains("from the cache"), "\(name)")
        }
    }

    @Test func noCacheNeitherReadsNorWrites() throws {
        let module = try TemporaryDirectory(), cache = try TemporaryDirectory()
        try module.write("Photo.swift", Self.photo)
        _ = try lint(module, cache: cache, ["--no-cache"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.url.path).isEmpty)
        _ = try lint(module, cache: cache)
        let replay = try lint(module, cache: cache, ["--no-cache"])
        #expect(!replay.standardError.contains("from the cache"))
    }

    @Test func fixNeverReplays() throws {
        let module = try TemporaryDirectory(), cache = try TemporaryDirectory()
        try module.write("Photo.swift", Self.photo)
        try module.write("Gallery.swift", Self.gallery)
        _ = try lint(module, cache: cache)
        let fixed = try lint(module, cache: cache, ["--fix"])
        #expect(fixed.standardError.contains("1 fixed"))
        #expect(try String(contentsOf: module.url.appendingPathComponent("Photo.swift"), encoding: .utf8).contains(".task(id: url)"))
    }

    @Test func anUnwritableCacheOnlyCostsTime() throws {
        let module = try TemporaryDirectory(), blocker = try TemporaryDirectory()
        try module.write("Photo.swift", Self.photo)
        let file = try blocker.write("not-a-directory", "x")
        let output = try ViewLintProcess.run(["--cache-path", file.path, module.url.path])
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("Photo.swift:9:14: warning: "))
    }
}
