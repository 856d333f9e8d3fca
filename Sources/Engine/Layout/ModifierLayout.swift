import Analyzer

/// Which rule a modifier lays out with. Most modifiers do not change layout (`foregroundStyle`,
/// `onAppear`, `task`, `id`…): their content gets the same proposal and they report its size.
/// `.font` and `.lineLimit` change what text below them measures; `.offset` moves the content
/// without changing the size; `.fixedSize` offers the content nothing, so it takes its ideal size.
extension LayoutPass {
    func arrangeModifier(_ item: LayoutItem, _ modifier: ModifierValue, _ proposal: ProposedSize) -> Arrangement {
        var context = item.context
        switch modifier.name {
        case "font":
            if case .enumCase(let style)? = modifier.argument(nil), LayoutCatalog.textStyleSizes[style.name] != nil { context.font = style.name }
        case "lineLimit":
            if case .int(let limit)? = modifier.argument(nil) { context.lineLimit = limit }
        default:
            break
        }
        guard let first = item.node.children.first, let content = LayoutItem.content(of: first, context: context) else {
            return Arrangement(size: .zero)
        }
        switch modifier.name {
        case "padding": return arrangePadding(content, modifier, proposal)
        case "frame": return arrangeFrame(content, modifier, proposal)
        case "background", "overlay": return arrangeBackground(item, content, modifier, proposal)
        case "resizable": return arrangeResizable(item, proposal)
        case "aspectRatio", "scaledToFit", "scaledToFill": return arrangeAspectRatio(content, modifier, proposal)
        case "fixedSize":
            let horizontal = modifier.argument("horizontal").map { if case .bool(let flag) = $0 { return flag } else { return true } } ?? true
            let vertical = modifier.argument("vertical").map { if case .bool(let flag) = $0 { return flag } else { return true } } ?? true
            let offered = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            return Arrangement(size: size(content, offered), children: [(content, offered, .zero)])
        case "offset":
            let x = Self.number(modifier.argument("x")) ?? 0
            let y = Self.number(modifier.argument("y")) ?? 0
            return Arrangement(size: size(content, proposal), children: [(content, proposal, Point(x: x, y: y))])
        case "position", "containerRelativeFrame", "alignmentGuide", "safeAreaInset", "layoutValue":
            return Arrangement(size: size(content, proposal), children: [(content, proposal, .zero)],
                               unknown: ".\(modifier.name): a layout modifier the layout pass does not model")
        default:
            return Arrangement(size: size(content, proposal), children: [(content, proposal, .zero)])
        }
    }

    /// `.background { … }` / `.overlay { … }` (and `.background(Color.red)`): as big as the view
    /// it modifies; the secondary view is offered exactly that size and aligned in it.
    private func arrangeBackground(_ item: LayoutItem, _ content: LayoutItem, _ modifier: ModifierValue,
                                   _ proposal: ProposedSize) -> Arrangement {
        let primary = size(content, proposal)
        let alignment = Self.alignment(modifier.argument("alignment")) ?? .center
        var children: [(item: LayoutItem, proposal: ProposedSize, offset: Point)] = [(content, proposal, .zero)]
        let secondary = item.node.children.dropFirst().flatMap { LayoutItem.items(of: $0, context: item.context.outsideStack) }
        for layer in secondary {
            let layerSize = size(layer, ProposedSize(primary))
            children.append((layer, ProposedSize(primary), alignment.offset(of: layerSize, in: primary)))
        }
        if modifier.name == "background" { children.reverse() }
        return Arrangement(size: primary, children: children)
    }
}
