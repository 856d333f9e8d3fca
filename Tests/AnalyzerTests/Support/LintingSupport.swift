@testable import Analyzer

/// Lints one in-memory file as its own module, on one job, with these rules (all by default).
/// `assetImageSizes`: the asset catalogs' images, as if read next to the file.
func lintSingleFile(_ text: String, path: String = "Test.swift", rules: [Rule] = RuleRegistry.rules,
                    assetImageSizes: [String: ImageSize] = [:], assetImageNames: Set<String> = []) -> [Finding] {
    let file = SourceFile(path: path, text: text)
    let index = ModuleIndex(trees: [SyntaxTree.parse(file)], assetImageSizes: assetImageSizes, assetImageNames: assetImageNames)
    return Linter(rules: rules).lint(index, jobs: 1)
}
