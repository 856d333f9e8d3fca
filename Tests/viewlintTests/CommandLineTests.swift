import Foundation
import Testing

/// The command line as users meet it: help, version, bad flags, bad paths, exit codes.
@Suite struct CommandLineTests {
    @Test func helpListsCommandsAndOptions() throws {
        let output = try ViewLintProcess.run(["--help"])
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("viewlint [lint] [options] [PATH …]"))
        #expect(output.standardOutput.contains("dump-syntax FILE"))
        #expect(output.standardOutput.contains("--jobs N"))
    }

    @Test func versionPrintsOneLine() throws {
        let output = try ViewLintProcess.run(["--version"])
        #expect(output.status == 0)
        #expect(output.standardOutput.hasPrefix("viewlint "))
        #expect(output.standardOutput.split(separator: "\n").count == 1)
    }

    @Test func unknownOptionIsOneClearLineAndExitTwo() throws {
        let output = try ViewLintProcess.run(["--frobnicate", "Examples"])
        #expect(output.status == 2)
        #expect(output.standardError == "viewlint: error: unknown option '--frobnicate' (see 'viewlint --help')\n")
        #expect(output.standardOutput.isEmpty)
    }

    @Test func optionMissingItsValue() throws {
        let output = try ViewLintProcess.run(["Examples", "--jobs"])
        #expect(output.status == 2)
        #expect(output.standardError.contains("option '--jobs' needs a value"))
    }

    @Test(arguments: ["0", "-3", "many"])
    func jobsMustBePositive(value: String) throws {
        let output = try ViewLintProcess.run(["--jobs", value, "Examples"])
        #expect(output.status == 2)
        #expect(output.standardError.contains("positive number"))
    }

    @Test func missingPathIsAnInputError() throws {
        let output = try ViewLintProcess.run(["Sources/DoesNotExist"])
        #expect(output.status == 2)
        #expect(output.standardError == "viewlint: error: no such file or directory: 'Sources/DoesNotExist'\n")
    }

    @Test func examplesExitZeroWithSummary() throws {
        let output = try ViewLintProcess.run(["Examples/"])
        #expect(output.status == 0)
        #expect(output.standardError.contains("viewlint: 9 files"))
    }

    @Test func quietOmitsSummary() throws {
        let output = try ViewLintProcess.run(["--quiet", "Examples/"])
        #expect(output.status == 0)
        #expect(output.standardError.isEmpty)
        #expect(!output.standardOutput.contains("remark:"))
    }

    @Test func equalsFormForValues() throws {
        let output = try ViewLintProcess.run(["--jobs=1", "--quiet", "Examples/MyAsyncImage.swift"])
        #expect(output.status == 0)
    }
}

extension CommandLineTests {
    @Test(arguments: [
        (["types", "--fix", "Examples"], "option '--fix' is not valid for 'types' (see 'viewlint --help')"),
        (["--tree", "Examples"], "option '--tree' is not valid for 'lint' (see 'viewlint --help')"),
        (["--jobs=", "Examples"], "option '--jobs' needs a value (--jobs N)"),
        (["rules", "extra"], "rules takes no arguments (see 'viewlint explain RULE')"),
    ])
    func optionsAreCheckedPerSubcommand(arguments: [String], message: String) throws {
        let output = try ViewLintProcess.run(arguments)
        #expect(output.status == 2)
        #expect(output.standardError == "viewlint: error: \(message)\n")
    }

    @Test func aFolderWithoutSwiftFilesIsAnError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("README.md", "# nothing to lint\n")
        let output = try ViewLintProcess.run([directory.url.path])
        #expect(output.status == 2)
        #expect(output.standardError.contains("no Swift files found under"))
    }

    @Test func filesNamedOnTheCommandLineAreLintedEvenWhenExcluded() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("Generated/Row.swift", "public struct Row: View { let onTap: () -> Void\n public var body: some View { EmptyView() } }\n")
        try directory.write(".viewlint.json", #"{"exclude": ["Generated"]}"#)
        let output = try ViewLintProcess.run(["--quiet", file.path])
        #expect(output.standardOutput.contains("[non-pod-view]"))
    }
}
