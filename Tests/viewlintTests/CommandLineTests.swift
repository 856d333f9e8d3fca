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
