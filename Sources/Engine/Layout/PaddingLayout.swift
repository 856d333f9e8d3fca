import Analyzer

/// `.padding`: offers the content the proposal less the insets (never below zero) and reports
/// the content's size plus them. `.padding()` insets every edge by
/// ``LayoutCatalog/defaultPadding``; `.padding(8)`, `.padding(.horizontal)`,
/// `.padding(.top, 4)` and `.padding(EdgeInsets(…))` choose edges and lengths.
extension LayoutPass {
    func arrangePadding(_ content: LayoutItem, _ modifier: ModifierValue, _ proposal: ProposedSize) -> Arrangement {
        let insets = Self.insets(of: modifier)
        let horizontal = insets.leading + insets.trailing
        let vertical = insets.top + insets.bottom
        let offered = ProposedSize(width: proposal.width.map { max(0, $0 - horizontal) },
                                   height: proposal.height.map { max(0, $0 - vertical) })
        let inner = size(content, offered)
        return Arrangement(size: Size(width: inner.width + horizontal, height: inner.height + vertical),
                           children: [(content, offered, Point(x: insets.leading, y: insets.top))])
    }

    private static func insets(of modifier: ModifierValue) -> (top: Double, leading: Double, bottom: Double, trailing: Double) {
        var length = LayoutCatalog.defaultPadding
        var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
        for argument in modifier.arguments {
            if let number = number(argument.value) {
                length = number
            } else if case .enumCase(let member) = argument.value {
                edges = edgeSet(member.name)
            } else if case .array(let members) = argument.value {
                edges = Set(members.flatMap { value -> Set<String> in
                    if case .enumCase(let member) = value { return edgeSet(member.name) }
                    return []
                })
            } else if case .instance(let instance) = argument.value, instance.type == "EdgeInsets" {
                let side = { (name: String) in number(instance[name]) ?? 0 }
                return (side("top"), side("leading"), side("bottom"), side("trailing"))
            }
        }
        let side = { (edge: String) in edges.contains(edge) ? length : 0 }
        return (side("top"), side("leading"), side("bottom"), side("trailing"))
    }

    private static func edgeSet(_ name: String) -> Set<String> {
        switch name {
        case "horizontal": return ["leading", "trailing"]
        case "vertical": return ["top", "bottom"]
        case "all": return ["top", "leading", "bottom", "trailing"]
        default: return [name]
        }
    }
}
