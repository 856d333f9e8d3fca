/// A laid-out tree as text, one view per line in the Field Guide's words: what it was
/// proposed, what it reported, and where it went (its frame in screen coordinates).
public enum LayoutTextPrinter {
    public static func tree(_ root: LayoutBox) -> String {
        var lines: [String] = []
        func visit(_ box: LayoutBox, parent: LayoutBox?, depth: Int) {
            var line = String(repeating: "  ", count: depth) + box.name
                + "  proposed \(box.proposal), reported \(box.size), at \(box.origin)"
            if let unknown = box.unknown { line += "  [not laid out: \(unknown)]" }
            if let parent, parent.overflows(box) { line += "  [spills out of its parent]" }
            lines.append(line)
            for child in box.children { visit(child, parent: box, depth: depth + 1) }
        }
        visit(root, parent: nil, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }
}
