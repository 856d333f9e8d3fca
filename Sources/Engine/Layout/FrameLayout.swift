import Analyzer

/// `.frame`. A fixed frame (`width:`/`height:`) offers its own length where it has one and the
/// proposal elsewhere, and is that length whatever the content reports. A flexible frame
/// (`minWidth:`…`maxHeight:`) offers the proposal clamped to its bounds and reports the
/// content's size moved towards the proposal within them (objc.io's `FlexibleFrame`). The
/// content is aligned in the frame (`alignment:`, centre by default), and can spill out of it.
extension LayoutPass {
    func arrangeFrame(_ content: LayoutItem, _ modifier: ModifierValue, _ proposal: ProposedSize) -> Arrangement {
        let value = { (label: String) in Self.number(modifier.argument(label)) }
        let alignment = Self.alignment(modifier.argument("alignment")) ?? .center
        let isFlexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].contains { value($0) != nil }
        let size: Size
        let offered: ProposedSize
        if isFlexible {
            let width = Bounds(min: value("minWidth"), ideal: value("idealWidth"), max: value("maxWidth"))
            let height = Bounds(min: value("minHeight"), ideal: value("idealHeight"), max: value("maxHeight"))
            offered = ProposedSize(width: width.offer(proposal.width), height: height.offer(proposal.height))
            let inner = self.size(content, offered)
            size = Size(width: width.result(inner.width, proposed: proposal.width), height: height.result(inner.height, proposed: proposal.height))
        } else {
            offered = ProposedSize(width: value("width") ?? proposal.width, height: value("height") ?? proposal.height)
            let inner = self.size(content, offered)
            size = Size(width: value("width") ?? inner.width, height: value("height") ?? inner.height)
        }
        let inner = self.size(content, offered)
        return Arrangement(size: size, children: [(content, offered, alignment.offset(of: inner, in: size))])
    }

    /// A flexible frame's bounds along one axis.
    private struct Bounds {
        let min: Double?
        let ideal: Double?
        let max: Double?

        /// What the content is offered: the proposal within the bounds, the ideal where none.
        func offer(_ proposed: Double?) -> Double? {
            guard var length = proposed ?? ideal else { return nil }
            if let min { length = Swift.max(min, length) }
            if let max { length = Swift.min(max, length) }
            return length
        }

        /// The frame's length: the content's, moved towards the proposal within the bounds.
        func result(_ content: Double, proposed: Double?) -> Double {
            var length = content
            let target = proposed ?? ideal ?? content
            if let min { length = Swift.max(min, Swift.min(length, target)) }
            if let max { length = Swift.min(max, Swift.max(length, target)) }
            return length
        }
    }
}
