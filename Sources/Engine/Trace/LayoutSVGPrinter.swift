/// A laid-out tree as an SVG picture: the screen as the outer frame, every distinct frame a
/// labelled box nested as the tree is (a chain of modifiers that keep their content's frame is
/// one box, labelled with the chain), leaves filled, containers outlined; a box that spills out
/// of its parent is red, one the layout pass did not know is dashed. Drawn at 1.5 pixels per
/// point; a label that would write over another is moved to the box's other edge, or left to
/// the box's tooltip. SVG is text: no dependency.
public enum LayoutSVGPrinter {
    public static func picture(_ root: LayoutBox, screen: Size, title: String) -> String {
        let margin = 40.0, scale = 1.5
        var minX = 0.0, minY = 0.0, maxX = screen.width, maxY = screen.height
        root.forEachBox { box in
            minX = min(minX, box.origin.x); minY = min(minY, box.origin.y)
            maxX = max(maxX, box.origin.x + box.size.width); maxY = max(maxY, box.origin.y + box.size.height)
        }
        let width = maxX - minX + 2 * margin, height = maxY - minY + 2 * margin
        var svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width * scale))" height="\(n(height * scale))" viewBox="\(n(minX - margin)) \(n(minY - margin)) \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif" font-size="9">
        <title>\(escape(title))</title>
        <rect x="0" y="0" width="\(n(screen.width))" height="\(n(screen.height))" fill="#ffffff" stroke="#888" stroke-width="1.5"/>
        <text x="\(n(minX))" y="\(n(minY - margin + 16))" font-size="12" fill="#333">\(escape(title)) laid out in \(screen) (red: spills out of its parent; dashed: not laid out)</text>

        """
        let palette = ["#4e79a7", "#f28e2b", "#59a14f", "#b07aa1", "#76b7b2", "#9c755f", "#e15759"]
        var requests: [LabelRequest] = []
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
                let top = box.origin.y + 9, bottom = box.origin.y + box.size.height - 3
                requests.append(LabelRequest(name: label, size: box.size.description, x: box.origin.x + 2, width: box.size.width,
                                             candidates: inner.children.isEmpty ? [top, bottom] : [bottom, top], color: color,
                                             priority: spills ? 0 : inner.children.isEmpty ? 1 : 2))
            }
            svg += "</g>\n"
            for child in inner.children { draw(child, parent: inner, depth: depth + 1) }
        }
        draw(root, parent: nil, depth: 0)
        // Labels last, over the boxes: what spills first, then leaves, then containers.
        var labels = LabelPlacement()
        for request in requests.enumerated().sorted(by: { ($0.element.priority, $0.offset) < ($1.element.priority, $1.offset) }).map(\.element) {
            let text = LabelPlacement.fitted(request.name, size: request.size, width: request.width)
            guard let y = labels.place(text, x: request.x, candidates: request.candidates, force: request.priority == 0) else { continue }
            svg += "<text x=\"\(n(request.x))\" y=\"\(n(y))\" fill=\"\(request.color)\">" + escape(text) + "</text>\n"
        }
        return svg + "</svg>\n"
    }

    private static func n(_ value: Double) -> String { Size.format(value) }

    /// A box's label, waiting to be placed.
    private struct LabelRequest {
        let name: String
        let size: String
        let x: Double
        let width: Double
        let candidates: [Double]
        let color: String
        /// 0: spills out of its parent; 1: a leaf; 2: a container.
        let priority: Int
    }

    /// Where labels went, so that a new one does not write over them. Widths are estimated
    /// from the 9-point font (about 4.6 points a character).
    private struct LabelPlacement {
        private var placed: [(x: Double, y: Double, width: Double)] = []
        private static let advance = 4.6, lineHeight = 9.0

        /// The name and size cut to the box's width: the name loses its end (with an ellipsis,
        /// keeping at least 8 characters), the size is always shown.
        static func fitted(_ name: String, size: String, width: Double) -> String {
            let fits = max(8, Int((width - 4) / advance) - size.count - 1)
            return (name.count <= fits ? name : String(name.prefix(fits - 1)) + "…") + " " + size
        }

        /// The first baseline among `candidates` where the label overlaps none placed so far
        /// (`force`: the first candidate whatever it overlaps); `nil` when none is free.
        mutating func place(_ text: String, x: Double, candidates: [Double], force: Bool) -> Double? {
            let width = Double(text.count) * Self.advance
            let free = candidates.first { y in
                !placed.contains { other in
                    abs(other.y - y) < Self.lineHeight && x < other.x + other.width && other.x < x + width
                }
            }
            guard let y = free ?? (force ? candidates.first : nil) else { return nil }
            placed.append((x, y, width))
            return y
        }
    }

    private static func escape(_ text: String) -> String {
        text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;")
            .replacingAll(">", with: "&gt;").replacingAll("\"", with: "&quot;")
    }
}
