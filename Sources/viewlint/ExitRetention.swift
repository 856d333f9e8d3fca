/// What the process keeps until it exits rather than freeing: the last module's syntax trees
/// and index. Tearing a large module down node by node takes a few percent of a whole run,
/// and exiting returns the memory at once. Only the last module is kept, so every earlier
/// module is still freed before the next one is read.
enum ExitRetention {
    /// Touched by the main thread only, before it exits.
    nonisolated(unsafe) private static var kept: [AnyObject] = []

    static func keep(_ objects: [AnyObject]) {
        kept += objects
    }
}
