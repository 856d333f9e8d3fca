import Analyzer
import FuzzSupport

/// The `--fix` round trip in memory: fixes applied until nothing more applies; the result
/// re-parses no worse, keeps every comment the user wrote, in order (a fix may add its own, as a
/// generated conformance's doc comment), and a second `--fix` changes nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFix(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    guard let file = FuzzInput.loadableFile(data, size) else { return 0 }
    ParallelRunner.onLargeStack {
        let original = SyntaxTree.parse(file)
        let lint = { (trees: [SyntaxTree]) in Linter().lint(ModuleIndex(trees: trees), jobs: 1) }
        let findings = lint([original])
        guard findings.contains(where: { $0.fix != nil }) else { return }
        let noWrite: (String, String) throws -> Void = { _, _ in }
        let first = Fixer.fix(trees: [original], findings: findings, write: noWrite, lint: lint)
        guard first.fixed > 0, let fixed = first.trees.first else { return }
        let commentsBefore = original.comments.map { file.text($0.range) }
        let commentsAfter = fixed.comments.map { fixed.file.text($0.range) }
        var remaining = commentsBefore[...]
        for comment in commentsAfter where comment == remaining.first { remaining.removeFirst() }
        guard remaining.isEmpty else {
            FuzzInput.fail("--fix changed the comments: \(commentsBefore) became \(commentsAfter)")
        }
        guard fixed.unknownCount <= original.unknownCount else {
            FuzzInput.fail("--fix left \(fixed.unknownCount) unknown nodes where there were \(original.unknownCount)")
        }
        let second = Fixer.fix(trees: first.trees, findings: first.findings, write: noWrite, lint: lint)
        guard second.fixed == 0 else {
            FuzzInput.fail("a second --fix applied \(second.fixed) more fixes")
        }
    }
    return 0
}
