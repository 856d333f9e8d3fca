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

    /// `Toggle("Title", isOn: …)` or `Toggle(isOn: …) { label }`: the label at the leading edge,
    /// the switch at the trailing edge of the proposed width.
    func arrangeToggle(_ item: LayoutItem, _ view: BuiltinView, _ label: [LayoutItem], _ proposal: ProposedSize) -> Arrangement {
        let switchSize = Size(width: LayoutCatalog.switchSize.width, height: LayoutCatalog.switchSize.height)
        let room = ProposedSize(width: proposal.width.map { max(0, $0 - switchSize.width - LayoutCatalog.defaultStackSpacing) },
                                height: proposal.height)
        var labelSize = Size.zero
        var children: [(item: LayoutItem, proposal: ProposedSize, offset: Point)] = []
        if label.isEmpty, case .string? = view.argument(nil) {
            labelSize = arrangeText(item, view, room).size
        } else if !label.isEmpty {
            let content = arrangeContent(label, room)
            labelSize = content.size
            children = content.children
        }
        let width = max(proposal.width ?? 0, labelSize.width + LayoutCatalog.defaultStackSpacing + switchSize.width)
        let height = max(labelSize.height, switchSize.height)
        children = children.map { ($0.item, $0.proposal, Point(x: $0.offset.x, y: $0.offset.y + (height - labelSize.height) / 2)) }
        return Arrangement(size: Size(width: width, height: height), children: children)
    }
}
