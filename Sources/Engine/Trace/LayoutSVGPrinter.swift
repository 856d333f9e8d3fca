/// A laid-out tree as an SVG picture: the screen as the outer frame, every distinct frame a
/// labelled box nested as the tree is (a chain of modifiers that keep their content's frame is
/// one box, labelled with the chain), leaves filled, containers outlined; a box that spills out
/// of its parent is red, one the layout pass did not know is dashed. SVG is text: no dependency.
public enum LayoutSVGPrinter {
    public static func picture(_ root: LayoutBox, screen: Size, title: String) -> String {
        let margin = 40.0
        var minX = 0.0, minY = 0.0, maxX = screen.width, maxY = screen.height
        root.forEachBox { box in
            minX = min(minX, box.origin.x); minY = min(minY, box.origin.y)
            maxX = max(maxX, box.origin.x + box.size.width); maxY = max(maxY, box.origin.y + box.size.height)
        }
        let width = maxX - minX + 2 * margin, height = maxY - minY + 2 * margin
        var svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="\(n(minX - margin)) \(n(minY - margin)) \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif" font-size="9">
        <title>\(escape(title))</title>
        <rect x="0" y="0" width="\(n(screen.width))" height="\(n(screen.height))" fill="#ffffff" stroke="#888" stroke-width="1.5"/>
        <text x="\(n(minX))" y="\(n(minY - margin + 16))" font-size="12" fill="#333">\(escape(title)) laid out in \(screen) (red: spills out of its parent; dashed: not laid out)</text>

        """
        let palette = ["#4e79a7", "#f28e2b", "#59a14f", "#b07aa1", "#76b7b2", "#9c755f", "#e15759"]
        func draw(_ box: LayoutBox, parent: LayoutBox?, depth: Int) {
            // A modifier that keeps its one child's frame is drawn with it, as one box.
            var chain = [box.name]
            var inner = box
            while inner.children.count == 1, let child = inner.children.first, child.origin == inner.origin, child.size == inner.size,
                  inner.unknown == nil {
                inner = child
                chain.append(child.name)
            }
            let spills = parent.map { $0.overflows(box) } ?? false
            let color = spills ? "#d62728" : palette[depth % palette.count]
            let dash = inner.unknown == nil && box.unknown == nil ? "" : " stroke-dasharray=\"4 3\""
            let fill = inner.children.isEmpty ? "fill=\"\(color)\" fill-opacity=\"0.15\"" : "fill=\"none\""
            let label = (chain.count > 3 ? [chain[0], "…", chain[chain.count - 1]] : chain).joined(separator: " › ")
            svg += "<g><title>\(escape(chain.joined(separator: " › "))): proposed \(box.proposal), reported \(box.size)"
                + "\(spills ? "; spills out of its parent" : "")</title>"
            svg += "<rect x=\"\(n(box.origin.x))\" y=\"\(n(box.origin.y))\" width=\"\(n(box.size.width))\" height=\"\(n(box.size.height))\" "
                + "\(fill) stroke=\"\(color)\" stroke-width=\"\(spills ? 2 : 1)\"\(dash)/>"
            if box.size.height >= 9 || spills {
                // Leaves are labelled at the top, containers at the bottom, so that a container
                // and its first child do not write over each other.
                let y = inner.children.isEmpty ? box.origin.y + 9 : box.origin.y + box.size.height - 3
                svg += "<text x=\"\(n(box.origin.x + 2))\" y=\"\(n(y))\" fill=\"\(color)\">"
                    + escape(label + " " + box.size.description) + "</text>"
            }
            svg += "</g>\n"
            for child in inner.children { draw(child, parent: inner, depth: depth + 1) }
        }
        draw(root, parent: nil, depth: 0)
        return svg + "</svg>\n"
    }

    private static func n(_ value: Double) -> String { Size.format(value) }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
