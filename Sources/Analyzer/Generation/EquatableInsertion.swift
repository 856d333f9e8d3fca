/// The `--fix` for an opted-in view: its `Equatable` conformance written into its own file,
/// after the top-level declaration that contains it, for teams that check the code in (and for
/// views private to their file, which a generated file cannot extend).
enum EquatableInsertion {
    /// The edit inserting the conformance; `nil` when something blocks it.
    static func edits(for plan: EquatablePlan, in index: ModuleIndex) -> [TextEdit]? {
        guard plan.blockers.isEmpty else { return nil }
        guard let outermost = plan.path.declarations.first else { return nil }
        let file = index.trees[plan.view.fileIndex].file
        let lineStart = file.lineStart(containing: outermost.range.start)
        let indentation = String(decoding: file.bytes[lineStart..<outermost.range.start].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
        let text = EquatableSource.conformance(plan, in: index, indentation: indentation)
        // A declaration the file never closes has no "after": the conformance would land inside
        // it, unseen there, and every `--fix` would add another.
        guard plan.path.declarations.allSatisfy({ isClosed($0, in: file) }) else { return nil }
        // Two declarations of one name (a file mid-edit) cannot both be extended: an extension
        // names one type, and the other would ask for another conformance on every `--fix`.
        guard index.types.filter({ $0.qualifiedName == plan.view.qualifiedName }).count == 1 else { return nil }
        let end = outermost.range.end
        return [TextEdit(range: SourceRange(end, end), replacement: "\n\n" + String(text.dropLast()))]
    }

    /// Whether a type declaration's member block ends with its own `}` (not its last member's).
    private static func isClosed(_ declaration: Decl, in file: SourceFile) -> Bool {
        guard case .typeDecl(let type) = declaration.kind else { return true }
        let end = type.membersRange.end
        return end > 0 && file.bytes[end - 1] == UInt8(ascii: "}") && (type.members.last?.range.end ?? type.membersRange.start) < end
    }
}
