import Testing
@testable import Analyzer

/// Every rule's documented examples are its tests: triggering examples produce exactly the
/// marked findings, non-triggering ones none, fixes produce the "after" text, and the fixed
/// text lints clean.
@Suite struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let rule: Rule
        let example: RuleExample
        let number: Int
        var testDescription: String { "\(rule.id) #\(number): \(example.note)" }
    }

    static let cases: [Case] = RuleRegistry.rules.flatMap { rule in
        rule.examples.enumerated().map { Case(rule: rule, example: $1, number: $0 + 1) }
    }

    static func lint(_ text: String) -> (findings: [Finding], file: SourceFile) {
        let file = SourceFile(path: "Example.swift", text: text)
        let index = ModuleIndex(trees: [SyntaxTree.parse(file)])
        return (Linter().lint(index, jobs: 1), file)
    }

    @Test(arguments: cases)
    func example(_ testCase: Case) {
        let (text, markers) = testCase.example.strippedSource
        let (findings, file) = Self.lint(text)
        let ruleFindings = findings.filter { $0.ruleID == testCase.rule.id }
        let positions = ruleFindings.map { file.location(of: $0.range.start) }
        switch testCase.example.kind {
        case .triggering:
            #expect(positions == markers, "\(ruleFindings.map(\.message))")
        case .nonTriggering:
            #expect(ruleFindings.isEmpty, "\(ruleFindings.map { "\(file.location(of: $0.range.start)): \($0.message)" })")
        case .fix(let after):
            #expect(positions == markers, "\(ruleFindings.map(\.message))")
            let fixed = FixApplier.apply(ruleFindings, to: file)
            #expect(fixed.text == after)
            let relinted = Self.lint(fixed.text).findings.filter { $0.ruleID == testCase.rule.id }
            #expect(relinted.isEmpty, "\(relinted.map(\.message))")
        }
    }

    @Test func everyRuleHasTriggeringAndNonTriggeringExamples() {
        for rule in RuleRegistry.rules {
            let triggering = rule.examples.filter { if case .nonTriggering = $0.kind { return false } else { return true } }
            let quiet = rule.examples.filter { if case .nonTriggering = $0.kind { return true } else { return false } }
            #expect(!triggering.isEmpty, "\(rule.id) has no triggering example")
            #expect(!quiet.isEmpty, "\(rule.id) has no non-triggering example")
        }
    }

    @Test func ruleIDsAreUniqueKebabCase() {
        let ids = RuleRegistry.rules.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id)")
        }
    }
}
