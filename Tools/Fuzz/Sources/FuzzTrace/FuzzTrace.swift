import Analyzer
import Engine
import FuzzSupport

/// The engine's `trace --all` on one file: every view mounted once, within the engine's limits
/// (a limit ends a run as inconclusive, never as a hang or a crash), then laid out on a screen.
/// The property checked — every run ends, with a reason when a limit stops it — holds for any
/// limit. Instrumented code runs about ten times slower than a release build, so the harness
/// uses a smaller step bound and mounts at most a dozen views per input, keeping each input
/// well under libFuzzer's one-second timeout (two views at the default 50,000 steps took 2.4 s).
enum FuzzTraceSettings {
    static let viewsPerInput = 12
    static let limits: Limits = {
        var limits = Limits()
        limits.steps = 10_000
        // A mutated file of views that contain themselves took 1.8 s instrumented (30 ms in a
        // release build) at the default depth of eight: four shows the same stop.
        limits.selfNesting = 4
        return limits
    }()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrace(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    guard let file = FuzzInput.loadableFile(data, size) else { return 0 }
    ParallelRunner.onLargeStack {
        let index = FuzzInput.module(file)
        for view in index.views.lazy.filter({ $0.isView && $0.genericParameters.isEmpty }).prefix(FuzzTraceSettings.viewsPerInput) {
            let engine = Engine(module: index, limits: FuzzTraceSettings.limits)
            _ = engine.mount(view.qualifiedName)
            _ = engine.rerenderParent()
            _ = engine.layout(in: Size(width: 390, height: 844))
        }
    }
    return 0
}
