/// The `--fix` for an opted-in view: its `Equatable` conformance written into its own file,
/// after the top-level declaration that contains it, for teams that check the code in (and for
/// views private to their file, which a generated file cannot extend).
enum EquatableInsertion {
    /// The edit inserting the conformance; `nil` when something blocks it.
    static func edits(for plan: EquatablePlan, in index: ModuleIndex) -> [TextEdit]? {
        guard plan.blockers.isEmpty else { return nil }
        guard let outermost = plan.path.declarations.first else { return nil }
        let file = index.trees[plan.view.fileIndex].file
        let lineStart = file.lineStarts[file.location(of: outermost.range.start).line - 1]
        let indentation = String(decoding: file.bytes[lineStart..<outermost.range.start].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
        let text = EquatableSource.conformance(plan, in: index, indentation: indentation)
        let end = outermost.range.end
        return [TextEdit(range: SourceRange(end, end), replacement: "\n\n" + String(text.dropLast()))]
    }
}
