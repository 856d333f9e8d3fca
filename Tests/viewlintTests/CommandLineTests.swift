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

    @Test func unknownRuleInFlagIsAUsageError() throws {
        let output = try ViewLintProcess.run(["--only", "no-such-rule", "Examples/"])
        #expect(output.status == 2)
        #expect(output.standardError == "viewlint: error: unknown rule 'no-such-rule' in --only (see 'viewlint rules')\n")
    }

    @Test func badConfigurationIsOneLineAndExitTwo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", "struct A {}\n")
        try directory.write(".viewlint.json", "{ not json")
        let output = try ViewLintProcess.run([directory.url.path])
        #expect(output.status == 2)
        #expect(output.standardError.hasSuffix(".viewlint.json: error: configuration is not valid JSON\n"))
        #expect(output.standardError.split(separator: "\n").count == 1)
        let missing = try ViewLintProcess.run(["--config", "/no/such/config.json", directory.url.path])
        #expect(missing.status == 2)
        #expect(missing.standardError == "viewlint: error: /no/such/config.json: cannot read configuration file\n")
    }

    @Test func rulesAndExplain() throws {
        let rules = try ViewLintProcess.run(["rules"])
        #expect(rules.status == 0)
        let columns = rules.standardOutput.split(separator: "\n").map { $0.split(separator: " ", maxSplits: 2).map(String.init) }
        #expect(columns.contains { $0.prefix(2) == ["untracked-task-dependency", "warning"] })
        #expect(columns.count == 13)
        let explain = try ViewLintProcess.run(["explain", "conditional-modifier"])
        #expect(explain.status == 0)
        #expect(explain.standardOutput.hasPrefix("## conditional-modifier\n"))
        #expect(explain.standardOutput.contains("### Triggering examples"))
        let unknown = try ViewLintProcess.run(["explain", "nope"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError == "viewlint: error: unknown rule 'nope' (see 'viewlint rules')\n")
        let markdown = try ViewLintProcess.run(["rules", "--markdown"])
        let committed = try String(contentsOf: ViewLintProcess.packageRoot.appendingPathComponent("rules.md"), encoding: .utf8)
        #expect(markdown.standardOutput == committed)
    }
}
