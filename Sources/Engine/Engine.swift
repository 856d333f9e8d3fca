import Analyzer

/// Runs a module's views in a model of SwiftUI: mount a view with inputs, change an input as a
/// parent would, write a state value, tap a button; every step is recorded in ``trace``.
///
/// The engine is deterministic and bounded: a run that reaches a ``Limits`` bound stops with
/// ``Outcome/inconclusive(_:)`` and the reason, never a hang.
public final class Engine {
    public enum Outcome: Equatable, CustomStringConvertible {
        case finished
        case inconclusive(String)

        public var description: String {
            switch self {
            case .finished: return "finished"
            case .inconclusive(let reason): return "inconclusive: \(reason)"
            }
        }
    }

    let runtime: Runtime
    let harness: Harness
    public var trace: Trace { runtime.trace }
    /// The harness's node: its child is the mounted view.
    public var root: RenderNode? { runtime.root }
    /// Set once a step ends inconclusive; later steps do nothing.
    public private(set) var outcome: Outcome = .finished

    public init(module: ModuleIndex, limits: Limits = Limits()) {
        runtime = Runtime(module: module, limits: limits)
        harness = Harness(runtime: runtime)
    }

    deinit {
        runtime.scheduler.abandonAll()
    }

    /// Whether tasks stay suspended at an `await` after each step, so that the order in which
    /// they go on can be chosen (``resumeTasks(newestFirst:)``). By default every task runs on to
    /// its end within the step that started it.
    public var holdsTasksAtAwait: Bool {
        get { runtime.scheduler.holdsTasks }
        set { runtime.scheduler.holdsTasks = newValue }
    }

    /// Resumes every suspended task once — oldest first, or newest first to make a later task
    /// finish before an earlier one — then updates.
    @discardableResult
    public func resumeTasks(newestFirst: Bool = false) -> Outcome {
        perform(newestFirst ? "resume tasks, newest first" : "resume tasks") { try runtime.scheduler.resume(newestFirst: newestFirst) }
    }

    /// Counts from now on how many times each expression at `places` (a range in one of the
    /// module's files) is evaluated (``evaluations(of:)``).
    public func countEvaluations(of places: [(range: SourceRange, fileIndex: Int)]) {
        runtime.interpreter.probes = places
    }

    /// Takes the opaque conditions written at `starts` in file `fileIndex` as false, where the
    /// engine would take them as true (`if calendar.isDateInToday(date)`: the other branch).
    public func assumeFalse(conditionsAt starts: [Int], fileIndex: Int) {
        runtime.interpreter.falseAssumptions = Set(starts.map { Interpreter.conditionKey(fileIndex, $0) })
    }

    /// How many times the expression at `position` of those given to
    /// ``countEvaluations(of:)`` was evaluated.
    public func evaluations(of position: Int) -> Int { runtime.interpreter.probeHits[position] }

    /// Whether a task is waiting at an `await` to be resumed.
    public var hasSuspendedTasks: Bool { !runtime.scheduler.suspended.isEmpty }

    /// The mounted view's node.
    public var mounted: RenderNode? { root?.children.first }

    /// Mounts the view named `viewName` with the given inputs (Swift expressions by property
    /// name); inputs not given are synthesised from their types.
    @discardableResult
    public func mount(_ viewName: String, inputs: [String: String] = [:]) -> Outcome {
        perform("mount \(viewName)") { try harness.mount(viewName, inputs: inputs) }
    }

    /// Changes an input as the parent would (a new view value), then flushes.
    @discardableResult
    public func change(_ input: String, to expression: String) -> Outcome {
        perform("change \(input) = \(expression)") { try harness.change(input, to: expression) }
    }

    /// Writes one of the mounted view's own state values, then flushes.
    @discardableResult
    public func set(_ state: String, to expression: String) -> Outcome {
        perform("set \(state) = \(expression)") { try harness.set(state, to: expression) }
    }

    /// Runs the action of the first button titled `title`, then flushes.
    @discardableResult
    public func tap(_ title: String) -> Outcome {
        perform("tap \"\(title)\"") { try harness.tap(title) }
    }

    /// The parent stops showing the mounted view (navigation popped it, a tab was switched):
    /// it disappears, its `.task`s are cancelled and its state is dropped.
    @discardableResult
    public func unmount() -> Outcome {
        perform("parent removes the view") { try harness.unmount() }
    }

    /// Re-renders the harness parent without changing anything (a parent body re-run).
    @discardableResult
    public func rerenderParent() -> Outcome {
        perform("parent re-renders") { try harness.rerender() }
    }

    /// The events of these kinds since the last step began.
    public func eventsOfLastStep(_ kinds: Set<TraceEvent.Kind>) -> [TraceEvent] {
        let events = trace.events
        let start = events.lastIndex { $0.kind == .step } ?? 0
        return events[start...].filter { kinds.contains($0.kind) }
    }

    func perform(_ step: String, _ body: () throws -> Void) -> Outcome {
        guard outcome == .finished else { return outcome }
        runtime.trace.record(.step, nil, step)
        do {
            try body()
            try runtime.flush()
        } catch let stop as EngineStop {
            outcome = .inconclusive(stop.reason)
        } catch let harnessError as HarnessError {
            outcome = .inconclusive(harnessError.message)
        } catch {
            outcome = .inconclusive("the code stopped the run (\(error))")
        }
        if case .inconclusive(let reason) = outcome { runtime.trace.record(.note, nil, "run stopped: \(reason)") }
        return outcome
    }
}
