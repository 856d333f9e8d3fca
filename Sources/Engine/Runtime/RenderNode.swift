import Analyzer

/// How a node is reached from its parent: the step through the parent's view value.
public enum ChildKey: Hashable, CustomStringConvertible {
    case body
    case content(Int)
    case modifierContent(Int)
    case tuple(Int)
    case branch(Int)
    case some
    case id(String)
    case each(String)
    case any(String)

    public var description: String {
        switch self {
        case .body: return "body"
        case .content(let index): return "content[\(index)]"
        case .modifierContent(let index): return "modifier content[\(index)]"
        case .tuple(let index): return "[\(index)]"
        case .branch(let index): return "branch \(index)"
        case .some: return "some"
        case .id(let id): return "id \(id)"
        case .each(let id): return "each \(id)"
        case .any(let type): return "any \(type)"
        }
    }
}

/// A persistent node of the render tree. View values come and go with every body evaluation;
/// a node stays while its identity (key and type) does, and keeps the view's state.
public final class RenderNode {
    public let key: ChildKey
    public let typeName: String
    public internal(set) weak var parent: RenderNode?
    public internal(set) var view: ViewValue
    public internal(set) var children: [RenderNode] = []
    /// `@State` (and state-like wrappers) by property name.
    public internal(set) var state: [String: Location] = [:]
    /// `@StateObject` objects by property name.
    var ownedObjects: [String: ObjectReference] = [:]
    var environment: EnvironmentValues = EnvironmentValues()
    /// Environment values the last body evaluation read, with the value it saw.
    var environmentReads: [String: Value] = [:]
    /// Locations the last body evaluation read (to forget them before the next one).
    var readLocations: [Location] = []
    /// A dynamic property changed since the body last ran.
    var needsBody = false
    var dirtyReasons: [String] = []
    /// Some descendant needs its body run.
    var hasDirtyDescendant = false
    public internal(set) var bodyCount = 0
    // Lifecycle of modifier nodes.
    var task: TaskRecord?
    var taskID: Value?
    var changeValue: Value?
    var compareWithEquals = false

    init(key: ChildKey, typeName: String, view: ViewValue, parent: RenderNode?) {
        self.key = key
        self.typeName = typeName
        self.view = view
        self.parent = parent
    }

    /// Lets go of the view, its state and its children, once the run is over (``RunArena``).
    func tearDown() {
        view = .empty
        children.removeAll()
        state.removeAll()
        ownedObjects.removeAll()
        environment = EnvironmentValues()
        environmentReads.removeAll()
        readLocations.removeAll()
        task = nil
        taskID = nil
        changeValue = nil
    }

    /// The view's name as the trace shows it: `Detail`, `VStack`, `.task`, `ForEach[3]`.
    public var displayName: String {
        if case .each(let id) = key, case .custom = view { return "\(typeName) (id \(id))" }
        switch view {
        case .modified(_, let modifier): return "." + modifier.name
        case .custom, .builtin: return typeName
        case .identified(_, let id): return ".id(\(id.description))"
        case .opaque(let reason): return "‹\(reason)›"
        default:
            if case .each(let id) = key { return "row id \(id)" }
            return typeName
        }
    }

    /// The path from the root through the named views (`ContentView › VStack › MyAsyncImage`).
    public var path: String {
        var names: [String] = []
        var node: RenderNode? = self
        while let current = node {
            if current.isNamed { names.append(current.displayName) }
            node = current.parent
        }
        return names.reversed().joined(separator: " › ")
    }

    /// Nodes worth naming in a path: views and modifiers, not builder plumbing.
    var isNamed: Bool {
        switch view {
        case .custom, .builtin, .modified, .identified, .opaque: return true
        default: return false
        }
    }

    /// This node and its descendants, parents first.
    public func forEachNode(_ visit: (RenderNode) -> Void) {
        visit(self)
        for child in children { child.forEachNode(visit) }
    }

    static let appearanceModifiers: Set<String> = ["onAppear", "onDisappear", "task"]

    /// Whether this modifier node is the innermost appearance-tracking modifier of its chain
    /// (`.onAppear {…}.task {…}`): the view appears and disappears once, however many of them
    /// it has.
    var isInnermostAppearanceModifier: Bool {
        guard case .modified(_, let modifier) = view, Self.appearanceModifiers.contains(modifier.name) else { return false }
        var inner = children.first { $0.key == .content(0) }
        while let current = inner, case .modified(_, let innerModifier) = current.view {
            if Self.appearanceModifiers.contains(innerModifier.name) { return false }
            inner = current.children.first { $0.key == .content(0) }
        }
        return true
    }


}

/// Environment values and objects flowing down the tree.
struct EnvironmentValues {
    var values: [String: Value] = [:]
    var objects: [String: ObjectReference] = [:]
}
