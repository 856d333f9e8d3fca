/// One view of a laid-out tree: what its parent proposed, what it reported, and where it went.
public final class LayoutBox {
    /// The view as the layout output names it (`Text "Hello"`, `.padding(16)`, `HStack`).
    public let name: String
    public let proposal: ProposedSize
    public let size: Size
    /// Its origin in the root's coordinates.
    public internal(set) var origin: Point
    public internal(set) var children: [LayoutBox]
    /// Why the layout pass could not lay it out (a view it does not know), if so: its size is
    /// then the proposal's, a stand-in rather than a measurement.
    public let unknown: String?
    /// The render node it lays out.
    let node: RenderNode

    init(name: String, node: RenderNode, proposal: ProposedSize, size: Size, origin: Point = .zero, children: [LayoutBox] = [],
         unknown: String? = nil) {
        self.name = name
        self.node = node
        self.proposal = proposal
        self.size = size
        self.origin = origin
        self.children = children
        self.unknown = unknown
    }

    /// Moves this box and everything in it by `offset`.
    func move(by offset: Point) {
        origin = Point(x: origin.x + offset.x, y: origin.y + offset.y)
        for child in children { child.move(by: offset) }
    }

    /// Every box of the tree, this one first.
    public func forEachBox(_ visit: (LayoutBox) -> Void) {
        visit(self)
        for child in children { child.forEachBox(visit) }
    }

    /// Whether a child reaches outside this box by more than `epsilon` points.
    public func overflows(_ child: LayoutBox, epsilon: Double = 0.01) -> Bool {
        return child.origin.x < origin.x - epsilon || child.origin.y < origin.y - epsilon
            || child.origin.x + child.size.width > origin.x + size.width + epsilon
            || child.origin.y + child.size.height > origin.y + size.height + epsilon
    }
}
