/// One flush: update the tree where something changed, run the actions the update queued, start
/// its tasks, and repeat while those made new changes — at most ``Limits/updatePasses`` times.
extension Runtime {
    func flush() throws {
        var passes = 0
        while hasPendingWork {
            passes += 1
            if passes > limits.updatePasses {
                throw EngineStop(reason: "update cycle: state kept changing after \(limits.updatePasses) update passes")
            }
            if let root {
                if root.needsBody, case .custom(let instance, _, _) = root.view, let type = module.type(named: instance.type) {
                    try runBody(root, instance, type, reasons: root.dirtyReasons)
                } else {
                    try updateDirtyDescendants(of: root)
                }
            }
            try runActionsAndTasks()
            if trace.isFull { throw EngineStop(reason: "trace size limit reached (\(trace.maximumEvents) events)") }
        }
    }
}
