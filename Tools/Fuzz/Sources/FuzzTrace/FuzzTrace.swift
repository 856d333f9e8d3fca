import Analyzer
import Engine
import FuzzSupport

/// The engine's `trace --all` on one file: every view mounted once, within the engine's limits
/// (a limit ends a run as inconclusive, never as a hang or a crash).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrace(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    guard let file = FuzzInput.loadableFile(data, size) else { return 0 }
    ParallelRunner.onLargeStack {
        let index = FuzzInput.module(file)
        for view in index.views where view.isView && view.genericParameters.isEmpty {
            let engine = Engine(module: index)
            _ = engine.mount(view.qualifiedName)
            _ = engine.rerenderParent()
        }
    }
    return 0
}
