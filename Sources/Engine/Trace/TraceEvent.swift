import Analyzer

/// One thing that happened in a run, in the vocabulary of SwiftUI's `Self._printChanges()` and
/// its lifecycle: a body evaluation, a state write, an appear, a task start, an effect.
public struct TraceEvent: CustomStringConvertible {
    public enum Kind: String {
        /// A step the harness took (`change url`, `tap "Reload"`).
        case step
        case body
        /// A body not re-run because the view value compared equal.
        case skip
        case insert
        case remove
        case stateInit
        case stateWrite
        case stateDrop
        case appear
        case disappear
        case taskStart
        case taskCancel
        case taskFinish
        case change
        case effect
        /// SwiftUI's runtime warning ("Modifying state during view update…").
        case issue
        /// An assumption the engine made.
        case note
    }

    public let kind: Kind
    /// The node's path (`ContentView › MyAsyncImage`), empty for harness steps.
    public let node: String
    public let message: String
    /// `file:line:column` of the code that caused it, when known.
    public let location: String?
    /// The serial of the task whose code made a state write or started a task (`nil` for an
    /// action or a body).
    public var task: Int? = nil

    /// The message without the tag of the task that caused it (` [task #2]`).
    public var messageWithoutTask: String {
        message.firstRange(of: " [task #").map { String(message[..<$0.lowerBound]) } ?? message
    }

    public var description: String {
        let place = node.isEmpty ? "" : node + ": "
        return "\(kind.rawValue) \(place)\(message)" + (location.map { "  (\($0))" } ?? "")
    }
}

/// The events of a run, in order.
public final class Trace {
    public private(set) var events: [TraceEvent] = []
    let maximumEvents: Int

    init(maximumEvents: Int = 20_000) {
        self.maximumEvents = maximumEvents
    }

    /// Set once the trace holds ``maximumEvents``; later events are dropped and the run stops.
    public private(set) var isFull = false

    func record(_ kind: TraceEvent.Kind, _ node: RenderNode?, _ message: String, location: String? = nil, task: Int? = nil) {
        guard !isFull else { return }
        events.append(TraceEvent(kind: kind, node: node?.path ?? "", message: message, location: location, task: task))
        if events.count >= maximumEvents { isFull = true }
    }

    /// The events of one kind.
    public func events(_ kind: TraceEvent.Kind) -> [TraceEvent] { events.filter { $0.kind == kind } }
}
