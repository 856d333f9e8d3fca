/// Applies findings' fixes to a file's text: all edits together, the first of any two
/// overlapping edits kept (the linter is re-run for the rest), the result checked to parse.
public enum FixApplier {
    public struct Result: Sendable {
        /// The new text.
        public let text: String
        /// Findings whose fixes were applied (those overlapping an earlier one wait for another pass).
        public let applied: Int
    }

    /// Applies the fixes of `findings` (those in `file`) to the file's bytes.
    public static func apply(_ findings: [Finding], to file: SourceFile) -> Result {
        var accepted: [TextEdit] = []
        var applied = 0
        for finding in findings where finding.path == file.path {
            guard let edits = finding.fix, !edits.isEmpty else { continue }
            let overlaps = edits.contains { edit in accepted.contains { overlap($0.range, edit.range) } }
            if !overlaps {
                accepted += edits
                applied += 1
            }
        }
        var bytes = file.bytes
        for edit in accepted.sorted(by: { $0.range.start > $1.range.start }) {
            let start = min(edit.range.start, bytes.count)
            let end = min(max(edit.range.end, start), bytes.count)
            bytes.replaceSubrange(start..<end, with: Array(edit.replacement.utf8))
        }
        return Result(text: String(decoding: bytes, as: UTF8.self), applied: applied)
    }

    /// Two edits conflict when their ranges intersect, or both insert at the same place.
    private static func overlap(_ a: SourceRange, _ b: SourceRange) -> Bool {
        if a.isEmpty && b.isEmpty { return a.start == b.start }
        return a.start < b.end && b.start < a.end || (a.isEmpty && b.contains(a.start)) || (b.isEmpty && a.contains(b.start))
    }

    /// Whether fixed text is safe to write: it parses with no more `unknown` nodes than before.
    public static func isSafe(_ text: String, comparedTo original: SyntaxTree) -> Bool {
        let reparsed = SyntaxTree.parse(SourceFile(path: original.file.path, text: text))
        return reparsed.unknownCount <= original.unknownCount
    }
}
