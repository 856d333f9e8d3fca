import Foundation
import Testing

/// Unreadable inputs are reported in one line each and never crash the run.
@Suite struct InputFileTests {
    @Test func binaryFileIsReportedNotParsed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Binary.swift", Data([0x73, 0x74, 0x00, 0x72, 0x75]))
        try directory.write("Good.swift", "struct Good {}\n")
        let output = try ViewLintProcess.run(["--quiet", directory.url.path])
        #expect(output.status == 2)
        #expect(output.standardError.contains("Binary.swift: error: file contains a NUL byte at offset 2"))
        #expect(!output.standardError.contains("Good.swift"))
    }

    @Test func invalidUTF8IsReported() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Latin1.swift", Data("let café = 1\n".utf8.map { $0 == 0xC3 ? 0xE9 : $0 }.filter { $0 != 0xA9 }))
        let output = try ViewLintProcess.run(["--quiet", directory.url.path])
        #expect(output.status == 2)
        #expect(output.standardError.contains("Latin1.swift: error: file is not valid UTF-8 text"))
    }

    /// Token offsets are 32 bits: a larger file is refused before it is read (the file is
    /// sparse: nothing is written to disk), and the others are still linted.
    @Test func fileOverFourGibibytesIsRefusedUnread() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Small.swift", "struct Small {}\n")
        try directory.write("Huge.swift", "")
        let handle = try FileHandle(forWritingTo: directory.url.appendingPathComponent("Huge.swift"))
        try handle.truncate(atOffset: UInt64(UInt32.max) + 1)
        try handle.close()
        let output = try ViewLintProcess.run(["--quiet", directory.url.path])
        #expect(output.status == 2)
        #expect(output.standardError.contains("Huge.swift: error: file is 4 GiB or larger; skipped"))
        #expect(!output.standardError.contains("Small.swift"))
    }

    @Test func emptyFileIsFine() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Empty.swift", "")
        let output = try ViewLintProcess.run(["--verbose", directory.url.path])
        #expect(output.status == 0)
        #expect(output.standardError.contains("Empty.swift: 0 unknown nodes"))
    }

    @Test func walkerSkipsBuildAndHiddenFoldersAndNonSwiftFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/App/View.swift", "struct V {}\n")
        try directory.write(".build/debug/Generated.swift", "struct G {}\n")
        try directory.write(".hidden/Secret.swift", "struct S {}\n")
        try directory.write("Sources/App/Notes.md", "# notes\n")
        let output = try ViewLintProcess.run(["--verbose", directory.url.path])
        #expect(output.status == 0)
        #expect(output.standardError.contains("View.swift: 0 unknown nodes"))
        #expect(!output.standardError.contains("Generated.swift"))
        #expect(!output.standardError.contains("Secret.swift"))
        #expect(output.standardError.contains("viewlint: 1 file,"))
    }

    @Test func symlinkLoopTerminates() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/View.swift", "struct V {}\n")
        try FileManager.default.createSymbolicLink(at: directory.url.appendingPathComponent("Sources/Loop"),
                                                   withDestinationURL: directory.url.appendingPathComponent("Sources"))
        let output = try ViewLintProcess.run([directory.url.path])
        #expect(output.status == 0)
        #expect(output.standardError.contains("viewlint: 1 file,"))
    }

    @Test func verboseShowsWhereTheParserGaveUp() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Broken.swift", "struct Broken {\n    var x: Int = )\n    var body: some View { Text(\"ok\") }\n}\n")
        let output = try ViewLintProcess.run(["--verbose", directory.url.path])
        #expect(output.status == 0)
        #expect(output.standardError.contains("Broken.swift:2:18: note: not understood"))
    }
}
