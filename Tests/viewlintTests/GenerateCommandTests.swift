import Foundation
import Testing

/// `viewlint generate`: the `Equatable` conformances of opted-in views, compiled against a
/// stand-in SwiftUI module in Swift 6 mode (SwiftUI does not exist on Linux; neither do the
/// Combine and UIKit that the Examples import, so the stand-in has those too).
@Suite struct GenerateCommandTests {
    private static let fixtures = ViewLintProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Generation")

    /// Runs a toolchain command (`swiftc …`) and returns its status and everything it printed.
    private func toolchain(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// Builds the stand-in modules into `directory/mod`: `Combine` and `UIKit`, then `SwiftUI`, which imports them.
    private func buildStandIn(in directory: URL) throws {
        let module = directory.appendingPathComponent("mod")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        for name in ["Combine", "UIKit", "SwiftUI"] {
            let built = try toolchain(["swiftc", "-emit-module", "-module-name", name, "-swift-version", "6", "-parse-as-library", "-I", "mod",
                                       Self.fixtures.appendingPathComponent("StandIn/\(name)/\(name).swift").path,
                                       "-emit-module-path", module.appendingPathComponent("\(name).swiftmodule").path], in: directory)
            #expect(built.status == 0, "\(name): \(built.output)")
        }
    }

    /// Type-checks Swift files against the stand-in in Swift 6 mode: no error, no warning.
    private func typeCheck(_ files: [URL], in directory: URL) throws {
        let checked = try toolchain(["swiftc", "-typecheck", "-swift-version", "6", "-I", "mod"] + files.map(\.path), in: directory)
        #expect(checked.status == 0 && !checked.output.contains("warning:"), "\(checked.output)")
    }

    private func viewFiles(in directory: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// Makes each `#Preview { … }` of a file a private `@ViewBuilder` function of the same body.
    /// `#Preview` is a macro that only Xcode's compiler plugin expands, so no stand-in module can
    /// provide it; as functions, the previews' bodies are type-checked all the same.
    private func previewsAsFunctions(in file: URL) throws {
        var previews = 0
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard line.hasPrefix("#Preview"), line.hasSuffix("{") else { return String(line) }
            previews += 1
            return "@MainActor @ViewBuilder private func preview\(previews)() -> some View {"
        }
        #expect(!lines.contains { $0.hasPrefix("#Preview") }, "a #Preview this test cannot rewrite in \(file.lastPathComponent)")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func generatedConformancesTypeCheckInSwift6() throws {
        let temporary = try TemporaryDirectory()
        try buildStandIn(in: temporary.url)
        let views = Self.fixtures.appendingPathComponent("Views")
        let generated = temporary.url.appendingPathComponent("ViewLintGenerated.swift")
        let result = try ViewLintProcess.run(["generate", views.path, "--output", generated.path])
        #expect(result.status == 0)
        let text = try String(contentsOf: generated, encoding: .utf8)
        for view in ["PostRow", "ItemRow", "Profile.Header", "LikeBadge", "Timeline.Day", "Composer"] {
            #expect(text.contains("extension \(view): Equatable"), "\(view) opted in")
        }
        #expect(!text.contains("CountBadge"), "a private view cannot be extended from another file")
        #expect(result.errorLines.contains { $0.hasSuffix("Badges.swift:19:16: warning: `CountBadge` opts in to a generated `Equatable` "
            + "conformance, but `CountBadge` is private to its file, so another file cannot extend it: run `viewlint --fix` to write "
            + "the conformance beside the view. [equatable]") }, "\(result.standardError)")
        try typeCheck(try viewFiles(in: views) + [generated], in: temporary.url)
    }

    /// The private view gets its conformance from `--fix`, beside it; all of it compiles.
    @Test func aPrivateViewsConformanceFromFixTypeChecks() throws {
        let temporary = try TemporaryDirectory()
        try buildStandIn(in: temporary.url)
        let views = temporary.url.appendingPathComponent("Views")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("Views"), to: views)
        let fixed = try ViewLintProcess.run(["--fix", "--no-cache", "--only", "non-pod-view", views.path])
        #expect(fixed.standardError.contains("fixed"), "\(fixed.standardError)")
        let badges = try String(contentsOf: views.appendingPathComponent("Badges.swift"), encoding: .utf8)
        #expect(badges.contains("extension CountBadge: Equatable {\n    nonisolated static func == (lhs: CountBadge, rhs: CountBadge) -> Bool {"))
        let generated = temporary.url.appendingPathComponent("ViewLintGenerated.swift")
        let result = try ViewLintProcess.run(["generate", views.path, "--output", generated.path])
        #expect(result.status == 0 && !result.standardError.contains("CountBadge"), "\(result.standardError)")
        try typeCheck(try viewFiles(in: views) + [generated], in: temporary.url)
    }

    /// The example app compiles with its generated conformances (`PostRow` in Components.swift
    /// opts in), previews included.
    @Test func theExamplesGeneratedConformancesTypeCheck() throws {
        let temporary = try TemporaryDirectory()
        try buildStandIn(in: temporary.url)
        let examples = temporary.url.appendingPathComponent("Examples")
        try FileManager.default.copyItem(at: ViewLintProcess.packageRoot.appendingPathComponent("Examples"), to: examples)
        let generated = temporary.url.appendingPathComponent("ViewLintGenerated.swift")
        let result = try ViewLintProcess.run(["generate", examples.path, "--output", generated.path])
        #expect(result.status == 0, "\(result.standardError)")
        let text = try String(contentsOf: generated, encoding: .utf8)
        #expect(text.contains("extension PostRow: Equatable {"), "PostRow opted in")
        let files = try viewFiles(in: examples)
        for file in files {
            try previewsAsFunctions(in: file)
        }
        try typeCheck(files + [generated], in: temporary.url)
    }

    @Test func anUnchangedOutputIsNotWrittenAgain() throws {
        let temporary = try TemporaryDirectory()
        let generated = temporary.url.appendingPathComponent("ViewLintGenerated.swift")
        let views = Self.fixtures.appendingPathComponent("Views").path
        #expect(try ViewLintProcess.run(["generate", views, "--output", generated.path]).status == 0)
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: generated.path)
        #expect(try ViewLintProcess.run(["generate", views, "--output", generated.path]).status == 0)
        let modified = try FileManager.default.attributesOfItem(atPath: generated.path)[.modificationDate] as? Date
        #expect(modified == past)
    }

    @Test func aFileViewlintDidNotWriteIsNeverOverwritten() throws {
        let temporary = try TemporaryDirectory()
        let handWritten = try temporary.write("Conformances.swift", "extension PostRow: Equatable {}\n")
        let result = try ViewLintProcess.run(["generate", Self.fixtures.appendingPathComponent("Views").path, "--output", handWritten.path])
        #expect(result.status == 2)
        #expect(result.errorLines == ["viewlint: error: '\(handWritten.path)' was not written by viewlint generate; not overwriting it"])
        #expect(try String(contentsOf: handWritten, encoding: .utf8) == "extension PostRow: Equatable {}\n")
    }

    /// A generated file among the inputs is not read as the views' own conformances.
    @Test func aGeneratedFileAmongTheInputsIsIgnored() throws {
        let temporary = try TemporaryDirectory()
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("Views"), to: temporary.url.appendingPathComponent("Views"))
        let generated = temporary.url.appendingPathComponent("Views/ViewLintGenerated.swift")
        let first = try ViewLintProcess.run(["generate", "Views", "--output", generated.path], in: temporary.url)
        let second = try ViewLintProcess.run(["generate", "Views"], in: temporary.url)
        #expect(first.status == 0 && second.status == 0)
        #expect(second.standardOutput == (try String(contentsOf: generated, encoding: .utf8)))
        #expect(second.standardOutput.contains("extension PostRow: Equatable"))
    }
}
