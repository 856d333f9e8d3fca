import Dispatch

/// What the process keeps until it exits rather than freeing: the last module's syntax trees
/// and index. Tearing a large module down node by node takes a few percent of a whole run,
/// and exiting returns the memory at once. Only the last module is kept, so every earlier
/// module is still freed before the next one is read. Not used with `--fix` or `--confirm`,
/// which work on after linting and free the module as before.
enum ExitRetention {
    /// Touched by the main thread only, before it exits.
    nonisolated(unsafe) private static var kept: [AnyObject] = []

    /// Keeps `objects` alive until the process exits. Main thread only.
    static func keep(_ objects: [AnyObject]) {
        dispatchPrecondition(condition: .onQueue(.main))
        kept += objects
    }
}
