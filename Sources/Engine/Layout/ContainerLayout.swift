import Analyzer

/// Containers that take the whole proposal: a `ScrollView` offers its content the proposal
/// across its axis and nothing along it (the content is as long as it likes, and may spill
/// out: that is what scrolling shows); a `List` or `Form` stacks its rows without spacing,
/// each offered the width. Their chrome (insets, separators, section headers) is not modelled.
extension LayoutPass {
    func arrangeScroll(_ items: [LayoutItem], _ view: BuiltinView, _ proposal: ProposedSize) -> Arrangement {
        let size = proposal.orDefault
        var horizontal = false
        if case .enumCase(let axis)? = view.argument(nil) { horizontal = axis.name == "horizontal" }
        let offered = horizontal ? ProposedSize(width: nil, height: size.height) : ProposedSize(width: size.width, height: nil)
        let inner = arrangeContent(items, offered)
        return Arrangement(size: size, children: inner.children)
    }

    func arrangeList(_ items: [LayoutItem], _ proposal: ProposedSize) -> Arrangement {
        let size = proposal.orDefault
        var position = 0.0
        var children: [(item: LayoutItem, proposal: ProposedSize, offset: Point)] = []
        for item in items {
            let offered = ProposedSize(width: size.width, height: nil)
            children.append((item, offered, Point(x: 0, y: position)))
            position += self.size(item, offered).height
        }
        return Arrangement(size: size, children: children)
    }

    /// `Label("Inbox", systemImage: "tray")`: the symbol, then the title measured as text.
    func arrangeLabel(_ item: LayoutItem, _ view: BuiltinView, _ proposal: ProposedSize) -> Arrangement {
        let pointSize = LayoutCatalog.textStyleSizes[item.context.font] ?? LayoutCatalog.textStyleSizes[LayoutCatalog.defaultTextStyle]!
        let icon = pointSize * LayoutCatalog.lineHeight
        let gap = LayoutCatalog.defaultStackSpacing
        let title = BuiltinView(name: "Text", arguments: Array(view.arguments.prefix(1)), content: [], actions: [:], range: view.range)
        let text = arrangeText(item, title, ProposedSize(width: proposal.width.map { max(0, $0 - icon - gap) }, height: proposal.height))
        return Arrangement(size: Size(width: icon + gap + text.size.width, height: max(icon, text.size.height)))
    }
}
