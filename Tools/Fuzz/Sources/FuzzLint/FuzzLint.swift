import Analyzer
import FuzzSupport

/// The whole lint of a one-file module: index, static view types, every rule, and every
/// finding's range and fix inside the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    guard let file = FuzzInput.loadableFile(data, size) else { return 0 }
    ParallelRunner.onLargeStack {
        let index = FuzzInput.module(file)
        _ = ViewBodies.compute(index).map(\.tree.typeName)
        for finding in Linter().lint(index, jobs: 1) {
            guard finding.range.start <= finding.range.end, finding.range.end <= size else {
                FuzzInput.fail("\(finding.ruleID) finding at \(finding.range) outside \(size) bytes")
            }
            for edit in finding.fix ?? [] where edit.range.end > size || edit.range.start > edit.range.end {
                FuzzInput.fail("\(finding.ruleID) fix edit at \(edit.range) outside \(size) bytes")
            }
        }
    }
    return 0
}
