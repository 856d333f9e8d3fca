import Testing
@testable import Analyzer

/// A fix never loses a byte the user wrote beyond the code it replaces: for every fix over the
/// examples, the fixtures and every rule's fix examples — also with a comment added at the end
/// of each line — every comment of the original is in the result.
@Suite struct FixPreservesCommentsTests {
    /// The comments of a text, as written.
    private func comments(_ text: String) -> [String] {
        let tree = SyntaxTree.parse(SourceFile(path: "Test.swift", text: text))
        return tree.comments.map { tree.file.text($0.range) }
    }

    /// The rules that offer fixes.
    static let fixingRules = RuleRegistry.rules.filter { rule in
        rule.examples.contains { if case .fix = $0.kind { return true } else { return false } }
    }.map(\.id)

    /// Lints a module of one file, applies every fix, and checks the comments survived.
    private func checkFixesKeepComments(_ text: String, path: String, rules: [Rule] = RuleRegistry.rules) -> Int {
        let file = SourceFile(path: path, text: text)
        let findings = Linter(rules: rules).lint(ModuleIndex(trees: [SyntaxTree.parse(file)]), jobs: 1).filter { $0.fix != nil }
        guard !findings.isEmpty else { return 0 }
        let fixed = FixApplier.apply(findings, to: file).text
        var remaining = comments(fixed)
        for comment in comments(text) {
            if let found = remaining.firstIndex(of: comment) {
                remaining.remove(at: found)
            } else {
                Issue.record("\(path): the fix lost \(comment)\n\(fixed)")
            }
        }
        return findings.count
    }

    /// `// note N` at the end of every line that has code.
    private func commentingEveryLine(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            line.trimmingCharacters(in: .whitespaces).isEmpty || line.contains("\"\"\"") ? String(line) : line + " // note \(index)"
        }.joined(separator: "\n")
    }

    @Test(arguments: fixingRules)
    func fixesOverTheExamplesAndFixturesKeepComments(_ ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withID: ruleID))
        var fixed = 0
        for path in Fixtures.relativePaths {
            let file = try Fixtures.load(path)
            fixed += checkFixesKeepComments(file.text(SourceRange(0, file.bytes.count)), path: path, rules: [rule])
        }
        #expect(fixed > 0, "the examples and fixtures have \(ruleID) fixes to check")
    }

    @Test(arguments: fixingRules)
    func fixExamplesKeepEveryCommentAddedToThem(_ ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withID: ruleID))
        var fixed = 0
        for example in rule.examples {
            guard case .fix = example.kind else { continue }
            let source = example.strippedSource.text
            fixed += checkFixesKeepComments(source, path: rule.id)
            _ = checkFixesKeepComments(commentingEveryLine(source), path: rule.id + " (commented)")
        }
        #expect(fixed > 0, "\(ruleID)'s fix examples produce fixes")
    }
}
