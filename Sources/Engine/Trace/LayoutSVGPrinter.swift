/// A laid-out tree as an SVG picture: every view's frame a labelled box, nested as the tree
/// is, the screen as the outer frame; a box that spills out of its parent is drawn in red and
/// a view the layout pass did not know is dashed. SVG is text: no dependency.
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
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="\(n(minX - margin)) \(n(minY - margin)) \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif" font-size="10">
        <title>\(escape(title))</title>
        <rect x="0" y="0" width="\(n(screen.width))" height="\(n(screen.height))" fill="#f7f7f7" stroke="#999" stroke-width="1"/>
        <text x="0" y="-8" fill="#555">\(escape(title)) in \(screen)</text>

        """
        let palette = ["#4e79a7", "#f28e2b", "#59a14f", "#b07aa1", "#76b7b2", "#edc948", "#9c755f", "#e15759"]
        func draw(_ box: LayoutBox, parent: LayoutBox?, depth: Int) {
            let spills = parent.map { $0.overflows(box) } ?? false
            let color = spills ? "#d62728" : palette[depth % palette.count]
            let dash = box.unknown == nil ? "" : " stroke-dasharray=\"4 3\""
            svg += "<g><rect x=\"\(n(box.origin.x))\" y=\"\(n(box.origin.y))\" width=\"\(n(box.size.width))\" height=\"\(n(box.size.height))\" "
                + "fill=\"\(color)\" fill-opacity=\"0.08\" stroke=\"\(color)\" stroke-width=\"\(spills ? 2 : 1)\"\(dash)/>"
            svg += "<text x=\"\(n(box.origin.x + 2))\" y=\"\(n(box.origin.y + 11))\" fill=\"\(color)\">"
                + escape(box.name + " " + box.size.description) + "</text>"
            svg += "<title>\(escape(box.name)): proposed \(box.proposal), reported \(box.size)\(spills ? ", spills out of its parent" : "")</title></g>\n"
            for child in box.children { draw(child, parent: box, depth: depth + 1) }
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
