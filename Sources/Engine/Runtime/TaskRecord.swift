/// A `.task`, `.task(id:)` or `Task { }` the runtime started.
final class TaskRecord {
    let serial: Int
    let action: ClosureValue
    /// A `Task { }` made by code: no view owns it, so nothing cancels it.
    let isUnstructured: Bool
    var isCancelled = false
    var isFinished = false

    init(serial: Int, action: ClosureValue, isUnstructured: Bool = false) {
        self.serial = serial
        self.action = action
        self.isUnstructured = isUnstructured
    }

    /// How the trace names it: `task #2` for a view's `.task`, `Task #3` for an unstructured one.
    var label: String { (isUnstructured ? "Task #" : "task #") + String(serial) }
}
