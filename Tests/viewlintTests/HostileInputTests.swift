import Foundation
import Testing

/// Inputs that try to crash, hang or corrupt: each ends with one clear line per problem, the
/// other files still linted, and no byte of the user's files lost.
@Suite struct HostileInputTests {
    /// A view whose `.task` misses a dependency: one warning with a fix, to see that linting
    /// (and fixing) still happens around the hostile part.
    private static func photo(_ name: String = "Photo", before prefix: String = "") -> String {
        """
        import SwiftUI
        \(prefix)
        struct \(name): View {
            let url: URL
            @State private var image: Data?

            var body: some View {
                Text(image == nil ? "loading" : "loaded")
                    .task { image = try? await URLSession.shared.data(from: url).0 }
            }
        }

        """
    }

    @Test func aOneMegabyteLineIsLintedAndLaterLinesStillPlaced() throws {
        let directory = try TemporaryDirectory()
        let line = "let primes = [" + Array(repeating: "2", count: 350_000).joined(separator: ", ") + "]"
        try directory.write("Table.swift", Self.photo(before: line))
        let output = try ViewLintProcess.run(["--no-cache", directory.url.path])
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("Table.swift:9:14: warning: "))
    }

    @Test func a100000DeepNestingEndsAndTheRestOfTheFileIsLinted() throws {
        let directory = try TemporaryDirectory()
        let depth = 100_000
        let nested = "let deep = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n"
            + "func nested() " + String(repeating: "{", count: depth) + String(repeating: "}", count: depth)
        try directory.write("Deep.swift", Self.photo(before: nested))
        let output = try ViewLintProcess.run(["--no-cache", directory.url.path])
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("Deep.swift:10:14: warning: "))
    }

    /// Every rule runs: rules that searched the whole file's bytes once per view made one file of
    /// many views quadratic (`Tools/Fuzz/huge-input.sh` measures the time; this checks the result).
    @Test func aLargeGeneratedFileIsLintedWhole() throws {
        let directory = try TemporaryDirectory()
        let count = 2_000
        try directory.write("Generated.swift", (0..<count).map { Self.photo("Photo\($0)") }.joined())
        let output = try ViewLintProcess.run(["--no-cache", directory.url.path])
        #expect(output.status == 0)
        #expect(output.standardError.contains("viewlint: 1 file, \(count) warnings"))
    }

    @Test func pipesAndDanglingLinksAreReportedAndTheOtherFilesLinted() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Photo.swift", Self.photo())
        #expect(mkfifo(directory.url.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
        // A file that disappears between listing and reading looks the same as a dangling link.
        try FileManager.default.createSymbolicLink(atPath: directory.url.appendingPathComponent("Gone.swift").path,
                                                   withDestinationPath: "/nonexistent/Gone.swift")
        let output = try ViewLintProcess.run(["--no-cache", directory.url.path])
        #expect(output.status == 2)
        #expect(output.standardOutput.contains("Photo.swift:9:14: warning: "))
        #expect(output.errorLines.filter { $0.contains("Pipe.swift") } == ["\(directory.url.path)/Pipe.swift: error: not a regular file (a pipe, socket or device); skipped"])
        #expect(output.errorLines.filter { $0.contains("Gone.swift") } == ["\(directory.url.path)/Gone.swift: error: cannot read file"])
        #expect(output.standardError.contains("3 files, 1 warning, 1 remark, 2 unreadable"))
    }

    @Test func fixThroughASymbolicLinkFixesTheTargetAndKeepsTheLink() throws {
        let directory = try TemporaryDirectory()
        let target = try directory.write("Real/Photo.swift", Self.photo())
        let link = directory.url.appendingPathComponent("Linked/Photo.swift")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let output = try ViewLintProcess.run(["--fix", link.deletingLastPathComponent().path])
        #expect(output.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8) == Self.photo().replacingOccurrences(of: ".task {", with: ".task(id: url) {"))
    }

    @Test(.enabled(if: ReadOnlyFile.isPossible, "cannot make a file read-only here (root without chattr)"))
    func fixOnAReadOnlyFileIsReportedAndLosesNothing() throws {
        let directory = try TemporaryDirectory()
        let locked = try directory.write("Locked.swift", Self.photo("Locked"))
        let open = try directory.write("Open.swift", Self.photo("Open"))
        try ReadOnlyFile.lock(locked)
        defer { ReadOnlyFile.unlock(locked) }
        let output = try ViewLintProcess.run(["--fix", directory.url.path])
        #expect(output.status == 2)
        #expect(try String(contentsOf: locked, encoding: .utf8) == Self.photo("Locked"))
        #expect(try String(contentsOf: open, encoding: .utf8).contains(".task(id: url)"))
        #expect(output.errorLines.filter { $0.contains("Locked.swift") }.count == 1)
        #expect(output.standardError.contains("Locked.swift: error: cannot write fixes; the file is unchanged"))
        #expect(output.standardOutput.contains("Locked.swift:9:14: warning: "))
    }

    /// `--fix` killed at many moments while it writes: every file is its old or its new text.
    @Test func aKilledFixLeavesEachFileOldOrNew() throws {
        let count = 150
        let originals = (0..<count).map { Self.photo("Photo\($0)") }
        let fixedTexts = originals.map { $0.replacingOccurrences(of: ".task {", with: ".task(id: url) {") }
        func module() throws -> TemporaryDirectory {
            let directory = try TemporaryDirectory()
            for (number, text) in originals.enumerated() { try directory.write("Photo\(number).swift", text) }
            return directory
        }
        // The writes start once the first lint is done: time a plain lint of the same module (on
        // this machine, in this build) and kill the --fix runs around that moment.
        let timing = try module()
        let started = Date()
        _ = try ViewLintProcess.run(["--quiet", "--no-cache", "--jobs", "1", timing.url.path])
        let lintTime = Date().timeIntervalSince(started)
        var sawBoth = false
        // Bisect the kill moment towards the writes: too early leaves every file old, too late
        // every file new (a loaded machine moves the window, so a fixed schedule can miss it).
        var early = lintTime * 0.3
        var late = lintTime * 4
        for _ in 0..<24 where !sawBoth {
            let directory = try module()
            let process = Process()
            process.executableURL = ViewLintProcess.executable
            process.arguments = ["--fix", "--quiet", "--jobs", "1", directory.url.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let delay = (early + late) / 2
            try process.run()
            usleep(useconds_t(delay * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            var fixedCount = 0
            for number in 0..<count {
                let text = try String(contentsOf: directory.url.appendingPathComponent("Photo\(number).swift"), encoding: .utf8)
                #expect(text == originals[number] || text == fixedTexts[number], "Photo\(number).swift is neither old nor new")
                if text == fixedTexts[number] { fixedCount += 1 }
            }
            switch fixedCount {
            case 0: early = delay
            case count: late = delay
            default: sawBoth = true
            }
        }
        // At least one kill landed between two writes, so the test did interrupt a --fix.
        #expect(sawBoth)
    }
}

/// Making a file unwritable even for root (`chattr +i`), where the machine allows it.
enum ReadOnlyFile {
    static let isPossible: Bool = {
        guard let directory = try? TemporaryDirectory(), let file = try? directory.write("probe", "x") else { return false }
        return withExtendedLifetime(directory) {
            guard (try? lock(file)) != nil else { return false }
            defer { unlock(file) }
            return FileHandle(forWritingAtPath: file.path) == nil
        }
    }()

    static func lock(_ file: URL) throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        if getuid() == 0 { try run("/usr/bin/chattr", ["+i", file.path]) }
    }

    static func unlock(_ file: URL) {
        if getuid() == 0 { try? run("/usr/bin/chattr", ["-i", file.path]) }
        try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
    }

    private static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteNoPermission) }
    }
}
