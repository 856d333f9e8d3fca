import Analyzer

/// `Spacer` and `Divider`, whose size depends on the stack they are in: a spacer is flexible
/// along the stack's axis (at least its `minLength`) and takes no room across it; a divider is
/// a hairline across the axis and flexible along the other. Shapes and `Color` take the whole
/// proposal (``LayoutCatalog/Sizing/shape``).
extension LayoutPass {
    func arrangeSpacer(_ view: BuiltinView, axis: LayoutCatalog.Axis?, _ proposal: ProposedSize) -> Arrangement {
        let minimum = Self.number(view.argument("minLength")) ?? LayoutCatalog.spacerMinimumLength
        switch axis {
        case .horizontal?: return Arrangement(size: Size(width: max(minimum, proposal.width ?? minimum), height: 0))
        case .vertical?: return Arrangement(size: Size(width: 0, height: max(minimum, proposal.height ?? minimum)))
        case nil: return Arrangement(size: Size(width: proposal.width ?? minimum, height: proposal.height ?? minimum))
        }
    }

    func arrangeDivider(axis: LayoutCatalog.Axis?, _ proposal: ProposedSize) -> Arrangement {
        let thickness = LayoutCatalog.dividerThickness
        if axis == .horizontal { return Arrangement(size: Size(width: thickness, height: proposal.height ?? 0)) }
        return Arrangement(size: Size(width: proposal.width ?? 0, height: thickness))
    }
}
