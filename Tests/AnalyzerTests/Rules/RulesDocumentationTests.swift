import Foundation
import Testing
@testable import Analyzer

/// rules.md is generated from the rules; this test fails when it is out of date.
@Suite struct RulesDocumentationTests {
    static let rulesFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("rules.md")

    @Test func rulesMarkdownIsUpToDate() throws {
        let committed = try String(contentsOf: Self.rulesFile, encoding: .utf8)
        #expect(committed == RulesDocumentation.markdown(),
                "rules.md is out of date: run `swift run viewlint rules --markdown > rules.md`")
    }

    @Test func everyRuleHasAnEntryWithItsExamples() {
        let markdown = RulesDocumentation.markdown()
        for rule in RuleRegistry.rules {
            #expect(markdown.contains("## \(rule.id)\n"))
            for example in rule.examples { #expect(markdown.contains(example.source)) }
        }
    }
}
