import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs independent jobs on worker threads with large stacks.
///
/// Parsing and analysis recurse over syntax trees whose depth is bounded but can reach a few
/// hundred levels; worker threads get a stack big enough for that whatever the platform's
/// default (512 KiB on Darwin's secondary threads).
public enum ParallelRunner {
    /// Stack size of each worker thread.
    public static let stackSize = 64 << 20

    /// The number of jobs to run at once by default: the active processor count.
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Computes `transform(item)` for every item, `jobs` at a time, preserving order.
    public static func map<Input: Sendable, Output: Sendable>(
        _ items: [Input], jobs: Int = defaultJobs, _ transform: @escaping @Sendable (Input) -> Output
    ) -> [Output] {
        let results = ResultSlots<Output>(count: items.count)
        let next = Counter()
        let workers = max(1, min(jobs, items.count))
        let done = DispatchGroup()
        for _ in 0..<workers {
            done.enter()
            WorkerThread.start(stackSize: stackSize) {
                while true {
                    let index = next.increment()
                    guard index < items.count else { break }
                    results.store(transform(items[index]), at: index)
                }
                done.leave()
            }
        }
        done.wait()
        return results.values()
    }

    /// Computes `work()` on one worker thread with a large stack, for deep recursion outside `map`.
    public static func onLargeStack<Output: Sendable>(_ work: @escaping @Sendable () -> Output) -> Output {
        map([()], jobs: 1) { work() }[0]
    }
}

/// A lock-protected counter handing out job indices.
private final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = Lock()

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let current = value
        value += 1
        return current
    }
}

/// One slot per job; each slot is written by exactly one worker.
private final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = Lock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ value: Value, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
