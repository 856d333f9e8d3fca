@testable import Analyzer

/// Lints one in-memory file as its own module, on one job, with these rules (all by default).
/// `assetImageSizes`: the asset catalogs' images, as if read next to the file.
func lintSingleFile(_ text: String, path: String = "Test.swift", rules: [Rule] = RuleRegistry.rules,
                    assetImageSizes: [String: ImageSize] = [:]) -> [Finding] {
    let file = SourceFile(path: path, text: text)
    return Linter(rules: rules).lint(ModuleIndex(trees: [SyntaxTree.parse(file)], assetImageSizes: assetImageSizes), jobs: 1)
}
