@testable import Analyzer

/// Lints one in-memory file as its own module, on one job, with these rules (all by default).
func lintSingleFile(_ text: String, path: String = "Test.swift", rules: [Rule] = RuleRegistry.rules) -> [Finding] {
    let file = SourceFile(path: path, text: text)
    return Linter(rules: rules).lint(ModuleIndex(trees: [SyntaxTree.parse(file)]), jobs: 1)
}
