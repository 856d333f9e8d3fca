/// The render tree, indented, with each view's state and inputs; then the event log.
public enum TextTracePrinter {
    public static func tree(_ root: RenderNode?) -> String {
        guard let root else { return "(nothing mounted)\n" }
        var lines: [String] = []
        for child in root.children { describe(child, indent: 0, into: &lines) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ node: RenderNode, indent: Int, into lines: inout [String]) {
        var nextIndent = indent
        if node.isNamed {
            lines.append(String(repeating: "  ", count: indent) + label(of: node))
            nextIndent += 1
        }
        for child in node.children { describe(child, indent: nextIndent, into: &lines) }
    }

    /// One node's line: `MyAsyncImage url: https://…/a  @State data = nil`.
    static func label(of node: RenderNode) -> String {
        var parts = [node.displayName]
        switch node.view {
        case .custom(let instance, _, _):
            let inputs = instance.fields.filter { node.state[$0.name] == nil && !$0.value.isNull && !isClosure($0.value) }
            parts += inputs.map { "\($0.name): \($0.value.description)" }
            parts += node.state.keys.sorted().map { "@State \($0) = \(node.state[$0]!.value.description)" }
            parts += node.ownedObjects.keys.sorted().map { "@StateObject \($0) = \(node.ownedObjects[$0]!.type)#\(node.ownedObjects[$0]!.id)" }
        case .builtin(let view):
            let arguments = view.arguments.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.description }
            if !arguments.isEmpty { parts.append("(" + arguments.joined(separator: ", ") + ")") }
        case .modified(_, let modifier):
            let arguments = modifier.arguments.filter { !isClosure($0.value) }.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.description }
            if !arguments.isEmpty { parts[0] += "(" + arguments.joined(separator: ", ") + ")" }
            if let task = node.task { parts.append("[task #\(task.serial)\(task.isFinished ? " finished" : "")]") }
        default:
            break
        }
        return parts.joined(separator: " ")
    }

    private static func isClosure(_ value: Value) -> Bool {
        if case .closure = value { return true }
        return false
    }

    public static func events(_ trace: Trace) -> String {
        trace.events.map { event in
            event.kind == .step ? "▸ " + event.message : "  " + event.description
        }.joined(separator: "\n") + "\n"
    }
}
