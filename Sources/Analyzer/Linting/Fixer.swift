#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--fix`: applies safe fixes to files on disk, re-linting after each pass (fixes that overlap
/// an earlier one wait for the next pass), until nothing more applies.
public enum Fixer {
    /// The most fix-and-relint passes.
    public static let maximumPasses = 5

    public struct Outcome {
        /// The module's trees after fixing (re-parsed where a file changed).
        public let trees: [SyntaxTree]
        /// What the last lint found.
        public let findings: [Finding]
        /// How many findings' fixes were applied.
        public let fixed: Int
        /// One line per file whose fixes were not applied, for the user.
        public let notes: [String]
        /// How many files could not be written (they keep their old text).
        public let unwritable: Int
    }

    /// Writes a fixed file's text to disk atomically: the file is either the old or the new text,
    /// whenever the run is interrupted. A symbolic link is followed (its target gets the text),
    /// never replaced by a file; a read-only file is not made writable.
    public static func writeAtomically(path: String, text: String) throws {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        guard FileManager.default.isWritableFile(atPath: target.path) else {
            throw POSIXError(.EACCES)
        }
        let permissions = try? FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions]
        try Data(text.utf8).write(to: target, options: .atomic)
        if let permissions {
            try? FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: target.path)
        }
    }

    /// Fixes the module's files. `lint` lints a set of trees; `write` stores a fixed file (on
    /// disk, atomically, unless told otherwise); a file whose fixed text would parse worse than
    /// before is left alone with a note.
    public static func fix(trees: [SyntaxTree], findings: [Finding],
                           write: (_ path: String, _ text: String) throws -> Void = writeAtomically,
                           lint: ([SyntaxTree]) -> [Finding]) -> Outcome {
        var trees = trees
        var findings = findings
        var fixed = 0
        var notes: [String] = []
        var rejected = Set<String>()
        var unwritable = 0
        for _ in 0..<maximumPasses {
            var changed = false
            for (position, tree) in trees.enumerated() where !rejected.contains(tree.file.path) {
                let fixable = findings.filter { $0.path == tree.file.path && $0.fix != nil }
                guard !fixable.isEmpty else { continue }
                let result = FixApplier.apply(fixable, to: tree.file)
                guard result.applied > 0 else { continue }
                guard FixApplier.isSafe(result.text, comparedTo: tree) else {
                    rejected.insert(tree.file.path)
                    notes.append("\(tree.file.path): note: fixes not applied: the fixed file would not parse cleanly")
                    continue
                }
                do {
                    try write(tree.file.path, result.text)
                } catch {
                    rejected.insert(tree.file.path)
                    unwritable += 1
                    notes.append("\(tree.file.path): error: cannot write fixes; the file is unchanged (\(ErrorText.of(error)))")
                    continue
                }
                trees[position] = SyntaxTree.parse(SourceFile(path: tree.file.path, text: result.text))
                fixed += result.applied
                changed = true
            }
            guard changed else { break }
            findings = lint(trees)
        }
        return Outcome(trees: trees, findings: findings, fixed: fixed, notes: notes, unwritable: unwritable)
    }
}
