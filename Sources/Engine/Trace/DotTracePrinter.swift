/// The render tree as a Graphviz DOT graph: one box per view with its inputs and state, and the
/// events of the last step written under the views they happened to. DOT is text: rendering it
/// (`dot -Tpng`) needs Graphviz, viewlint does not.
public enum DotTracePrinter {
    public static func graph(_ root: RenderNode?, trace: Trace, title: String) -> String {
        var lines = [
            "digraph viewlint {",
            "  graph [label=\(quoted(title)), labelloc=t, fontname=\"Helvetica\"];",
            "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];",
        ]
        let start = trace.events.lastIndex { $0.kind == .step } ?? 0
        let recent = trace.events[start...].filter { $0.kind != .step }
        var numbers: [ObjectIdentifier: Int] = [:]
        func visit(_ node: RenderNode, parent: Int?) {
            var nextParent = parent
            if node.isNamed {
                let number = numbers.count
                numbers[ObjectIdentifier(node)] = number
                let path = node.path
                let events = recent.filter { $0.node == path }.map { "\($0.kind.rawValue): \($0.message)" }
                let label = ([TextTracePrinter.label(of: node)] + events).map(escape).joined(separator: "\\l") + "\\l"
                let highlight = events.isEmpty ? "" : ", color=\"#c0392b\", penwidth=2"
                lines.append("  n\(number) [label=\"\(label)\"\(highlight)];")
                if let parent { lines.append("  n\(parent) -> n\(number);") }
                nextParent = number
            }
            for child in node.children { visit(child, parent: nextParent) }
        }
        if let root { for child in root.children { visit(child, parent: nil) } }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func escape(_ text: String) -> String {
        text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"")
    }

    private static func quoted(_ text: String) -> String { "\"" + escape(text) + "\"" }
}
