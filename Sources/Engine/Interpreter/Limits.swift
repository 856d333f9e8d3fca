/// The bounds that keep a run finite. Reaching one ends the run as inconclusive, with the reason.
public struct Limits: Sendable {
    /// Expressions evaluated in one run.
    public var steps = 50_000
    /// Nested calls (functions, methods, closures, bodies).
    public var callDepth = 64
    /// Iterations of one loop.
    public var loopIterations = 10_000
    /// Elements of one collection.
    public var collectionSize = 10_000
    /// Depth of the render tree.
    public var treeDepth = 200
    /// Times one custom view may appear inside itself on one path of the tree. A view that
    /// always builds itself never ends (SwiftUI crashes on it); stopping at the first levels,
    /// instead of at the tree's depth limit, keeps such runs short.
    public var selfNesting = 8
    /// Update passes one flush may loop through before it is called a cycle (SwiftUI's is 8).
    public var updatePasses = 8
    /// How bindings compare; SwiftUI's way unless a test asks for objc.io's.
    public var bindingComparison = BindingComparison.valueAndLocation

    public init() {}
}

/// How a binding field compares when SwiftUI compares a view (`engine-semantics.md` §3.3, 3h).
public enum BindingComparison: Sendable {
    /// SwiftUI: by the bound value it was made with and where it points, so a child given a
    /// binding whose value changed is new even if its body never reads it.
    case valueAndLocation
    /// objc.io's NotSwiftUIState: by where it points only, so an unread binding re-runs nothing.
    case locationOnly
}

/// Why a run stopped before it finished.
public struct EngineStop: Error, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
}

/// Non-local control flow inside the interpreter. It never leaves the flow of control that threw
/// it (a task's coroutine hands control over, never values), hence `@unchecked`.
enum Flow: Error, @unchecked Sendable {
    case returned(Value)
    case breakLoop(label: String?)
    case continueLoop(label: String?)
    case thrown(Value)
}
