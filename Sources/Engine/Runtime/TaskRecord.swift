/// A `.task`, `.task(id:)` or `Task { }` the runtime started.
final class TaskRecord {
    let serial: Int
    let action: ClosureValue
    var isCancelled = false
    var isFinished = false

    init(serial: Int, action: ClosureValue) {
        self.serial = serial
        self.action = action
    }
}
