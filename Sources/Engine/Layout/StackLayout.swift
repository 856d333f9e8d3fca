import Analyzer

/// `HStack`/`VStack` (objc.io's `HStack.layout`): each child's flexibility is the difference
/// between what it takes when offered nothing and when offered everything along the axis; the
/// children are served by `layoutPriority`, highest first, then least flexible first, each
/// offered an equal share of what is left once the lower-priority children's minimums are set
/// aside. Across the axis each gets the whole proposal and is aligned. `ZStack` offers every
/// layer the same proposal and is as big as the largest.
extension LayoutPass {
    func arrangeStack(_ items: [LayoutItem], axis: LayoutCatalog.Axis, spacing: Double?, alignment: Double,
                      _ proposal: ProposedSize) -> Arrangement {
        guard !items.isEmpty else { return Arrangement(size: .zero) }
        let gap = spacing ?? LayoutCatalog.defaultStackSpacing
        let along = { (size: Size) in axis == .horizontal ? size.width : size.height }
        let across = axis == .horizontal ? proposal.height : proposal.width
        func offer(_ length: Double?) -> ProposedSize {
            axis == .horizontal ? ProposedSize(width: length, height: across) : ProposedSize(width: across, height: length)
        }
        // What each child is offered when served, and the size it chose then: it is placed with
        // that same proposal, so no child is measured a fourth time.
        var proposals = [ProposedSize](repeating: offer(nil), count: items.count)
        var sizes = [Size](repeating: .zero, count: items.count)
        if let total = axis == .horizontal ? proposal.width : proposal.height {
            let minimums = items.map { along(size($0, offer(0))) }
            let maximums = items.map { along(size($0, offer(.greatestFiniteMagnitude))) }
            let priorities = items.map(Self.layoutPriority)
            var remaining = Array(items.indices.sorted {
                priorities[$0] != priorities[$1] ? priorities[$0] > priorities[$1]
                    : (maximums[$0] - minimums[$0]) < (maximums[$1] - minimums[$1])
            })
            var available = total - gap * Double(items.count - 1)
            while let first = remaining.first {
                let group = remaining.prefix { priorities[$0] == priorities[first] }
                remaining.removeFirst(group.count)
                var share = available - remaining.reduce(0) { $0 + minimums[$1] }
                for (served, index) in group.enumerated() {
                    proposals[index] = offer(max(0, share) / Double(group.count - served))
                    sizes[index] = size(items[index], proposals[index])
                    share -= along(sizes[index])
                    available -= along(sizes[index])
                }
            }
        } else {
            sizes = items.map { size($0, offer(nil)) }
        }
        let lengths = sizes.map(along)
        let thickness = sizes.map { axis == .horizontal ? $0.height : $0.width }.max() ?? 0
        var position = 0.0
        var children: [(item: LayoutItem, proposal: ProposedSize, offset: Point)] = []
        for index in items.indices {
            let crossOffset = (thickness - (axis == .horizontal ? sizes[index].height : sizes[index].width)) * alignment
            let offset = axis == .horizontal ? Point(x: position, y: crossOffset) : Point(x: crossOffset, y: position)
            children.append((items[index], proposals[index], offset))
            position += lengths[index] + gap
        }
        let length = position - gap
        return Arrangement(size: axis == .horizontal ? Size(width: length, height: thickness) : Size(width: thickness, height: length),
                           children: children)
    }

    func arrangeLayers(_ items: [LayoutItem], alignment: Alignment, _ proposal: ProposedSize) -> Arrangement {
        let sizes = items.map { size($0, proposal) }
        let total = Size(width: sizes.map { $0.width }.max() ?? 0, height: sizes.map { $0.height }.max() ?? 0)
        return Arrangement(size: total, children: items.indices.map { (items[$0], proposal, alignment.offset(of: sizes[$0], in: total)) })
    }

    /// `GeometryReader`: the whole proposal, offered to its content at the top leading corner.
    func arrangeGeometryReader(_ items: [LayoutItem], _ proposal: ProposedSize) -> Arrangement {
        let size = proposal.orDefault
        return Arrangement(size: size, children: items.map { ($0, ProposedSize(size), .zero) })
    }

    /// A child's `.layoutPriority(…)`, 0 when it has none.
    static func layoutPriority(_ item: LayoutItem) -> Double {
        var node: RenderNode? = item.node
        while let current = node, case .modified(_, let modifier) = current.view {
            if modifier.name == "layoutPriority" { return number(modifier.argument(nil)) ?? 0 }
            node = current.children.first
        }
        return 0
    }
}
