import Analyzer
import Dispatch

/// Runs task bodies as coroutines so `await` can suspend them: each body runs on its own thread,
/// but only one thread ever runs at a time — the scheduler hands control over explicitly — so a
/// run is as deterministic as a single-threaded one. A task runs until its first `await`, then
/// waits; suspended tasks resume in start order (or, when the engine holds them, when asked).
final class TaskScheduler {
    /// One task body in flight.
    final class Fiber: @unchecked Sendable {
        let record: TaskRecord
        let node: RenderNode
        fileprivate let resumeSignal = DispatchSemaphore(value: 0)
        fileprivate let yieldSignal = DispatchSemaphore(value: 0)
        fileprivate(set) var isFinished = false
        fileprivate var failure: Error?
        fileprivate var isAbandoned = false
        /// Waiting for time to pass (`Task.sleep`): only an explicit resume wakes it.
        fileprivate var isSleeping = false
        /// The run's per-flow state while this fiber is away.
        fileprivate var saved: Runtime.FlowState?

        fileprivate let body: () throws -> Void

        init(record: TaskRecord, node: RenderNode, body: @escaping () throws -> Void) {
            self.record = record
            self.node = node
            self.body = body
        }
    }

    unowned let runtime: Runtime
    private(set) var suspended: [Fiber] = []
    private var running: Fiber?
    /// Keep tasks suspended at `await` after a flush, until ``resume(newestFirst:)``.
    var holdsTasks = false

    init(runtime: Runtime) {
        self.runtime = runtime
    }

    /// Starts a task body and runs it to its first suspension or its end.
    func start(_ record: TaskRecord, on node: RenderNode, body: @escaping () throws -> Void) throws {
        let fiber = Fiber(record: record, node: node, body: body)
        WorkerThread.start(stackSize: ParallelRunner.stackSize) { [fiber] in
            fiber.resumeSignal.wait()
            if !fiber.isAbandoned {
                do { try fiber.body() } catch { fiber.failure = error }
            }
            fiber.isFinished = true
            fiber.yieldSignal.signal()
        }
        try transfer(to: fiber)
    }

    /// Called at an `await`: hands control back to the scheduler until this task is resumed.
    func suspendCurrent() throws {
        guard let fiber = running else { return }
        fiber.saved = runtime.saveFlowState()
        suspended.append(fiber)
        running = nil
        fiber.yieldSignal.signal()
        fiber.resumeSignal.wait()
        if fiber.isAbandoned { throw EngineStop(reason: "the run ended while task #\(fiber.record.serial) was suspended") }
    }

    /// The running task waits for time to pass at its next `await`: the engine has no clock, so
    /// it sleeps until the harness resumes it (a polling loop does not spin).
    func sleepCurrent() {
        running?.isSleeping = true
    }

    /// Whether a suspended task would go on at the end of this update (none while held).
    var hasAwakeTasks: Bool { !holdsTasks && suspended.contains { !$0.isSleeping } }

    /// Resumes suspended tasks until none is left awake (unless the engine holds them).
    func runSuspended() throws {
        while !holdsTasks, let index = suspended.firstIndex(where: { !$0.isSleeping }) {
            let fiber = suspended.remove(at: index)
            try transfer(to: fiber)
        }
    }

    /// Resumes every held task once, in start order or newest first, each to its next
    /// suspension or its end.
    func resume(newestFirst: Bool) throws {
        let order = newestFirst ? suspended.reversed() : suspended
        suspended = []
        for fiber in order {
            fiber.isSleeping = false
            try transfer(to: fiber)
        }
    }

    private func transfer(to fiber: Fiber) throws {
        let outer = running
        let state = runtime.saveFlowState()
        if let saved = fiber.saved { runtime.restoreFlowState(saved) }
        running = fiber
        fiber.resumeSignal.signal()
        fiber.yieldSignal.wait()
        running = outer
        runtime.restoreFlowState(state)
        if let failure = fiber.failure { fiber.failure = nil; throw failure }
        if fiber.isFinished { runtime.finish(fiber.record, on: fiber.node) }
    }

    /// Ends every suspended task (the engine is done with the run).
    func abandonAll() {
        let fibers = suspended
        suspended = []
        for fiber in fibers {
            fiber.isAbandoned = true
            // It unwinds with its own state in place, as when it is resumed.
            try? transfer(to: fiber)
        }
    }
}
