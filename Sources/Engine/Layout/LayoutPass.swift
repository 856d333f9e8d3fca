import Analyzer

/// SwiftUI's layout, modelled over the engine's render tree (`engine-semantics.md` §5): a parent
/// proposes a size, the child chooses its own and reports it, and the parent places it. Each
/// family of views has its own rule, in this folder; the facts they use are in
/// ``LayoutCatalog``. What it cannot lay out it marks (``LayoutBox/unknown``), never guesses.
public final class LayoutPass {
    /// What the module cannot tell the layout pass.
    public struct Options: Sendable {
        /// Pixel sizes of images by name (`--image-size logo=120x40`); others get
        /// ``LayoutCatalog/defaultImageSize``.
        public var imageSizes: [String: Size] = [:]

        public init(imageSizes: [String: Size] = [:]) {
            self.imageSizes = imageSizes
        }
    }

    /// How a view divides what it was proposed: its own size, and for each child the proposal it
    /// gets and where it goes (relative to the view's origin).
    struct Arrangement {
        var size: Size
        var children: [(item: LayoutItem, proposal: ProposedSize, offset: Point)] = []
        var unknown: String?
    }

    let options: Options
    private var sizes: [SizeKey: Size] = [:]
    /// Views laid out so far, and how many of them the pass did not know.
    public private(set) var laidOut = 0
    public private(set) var unknownCount = 0
    /// The views it did not know, by name (`Label`, `List`, `.position`), and how often.
    public private(set) var unknownViews: [String: Int] = [:]

    private struct SizeKey: Hashable {
        let node: ObjectIdentifier
        let context: LayoutItem.Context
        let proposal: ProposedSize
    }

    public init(options: Options = Options()) {
        self.options = options
    }

    /// Lays out a mounted view (its node) in a screen of `size`, placed at the top left.
    public func layout(_ node: RenderNode, in size: Size) -> LayoutBox {
        let items = LayoutItem.items(of: node, context: LayoutItem.Context())
        let root = items.count == 1 ? items[0] : LayoutItem(node: node, context: LayoutItem.Context(), implicitStack: true)
        let proposal = ProposedSize(size)
        let box = place(root, proposal)
        // The screen centres what it shows, as a window's root does.
        box.move(by: Alignment.center.offset(of: box.size, in: size))
        return box
    }

    /// The size `item` reports for `proposal`.
    func size(_ item: LayoutItem, _ proposal: ProposedSize) -> Size {
        let key = SizeKey(node: ObjectIdentifier(item.node), context: item.context, proposal: proposal)
        if let known = sizes[key] { return known }
        let size = arrange(item, proposal).size
        sizes[key] = size
        return size
    }

    /// Lays `item` out for `proposal`: its box at the origin, its children placed in it.
    func place(_ item: LayoutItem, _ proposal: ProposedSize) -> LayoutBox {
        let arrangement = arrange(item, proposal)
        laidOut += 1
        if arrangement.unknown != nil {
            unknownCount += 1
            unknownViews[item.node.typeName, default: 0] += 1
        }
        let children = arrangement.children.map { child -> LayoutBox in
            let box = place(child.item, child.proposal)
            box.move(by: child.offset)
            return box
        }
        return LayoutBox(name: item.name, node: item.node, proposal: proposal, size: arrangement.size, children: children,
                         unknown: arrangement.unknown)
    }

    /// The rule of the item's family.
    private func arrange(_ item: LayoutItem, _ proposal: ProposedSize) -> Arrangement {
        if item.implicitStack {
            return arrangeStack(LayoutItem.items(of: item.node, context: item.context.inStack(.vertical)), axis: .vertical,
                                spacing: nil, alignment: 0.5, proposal)
        }
        switch item.node.view {
        case .modified(_, let modifier):
            return arrangeModifier(item, modifier, proposal)
        case .builtin(let view):
            return arrangeBuiltin(item, view, proposal)
        default:
            // A view the engine could not build, or an empty one.
            return Arrangement(size: proposal.orDefault, unknown: "\(item.node.typeName): not built by the engine")
        }
    }

    private func arrangeBuiltin(_ item: LayoutItem, _ view: BuiltinView, _ proposal: ProposedSize) -> Arrangement {
        let content = { (context: LayoutItem.Context) in item.node.children.flatMap { LayoutItem.items(of: $0, context: context) } }
        switch LayoutCatalog.sizing(of: view.name) {
        case .shape?: return Arrangement(size: proposal.orDefault)
        case .text?: return arrangeText(item, view, proposal)
        case .image?: return Arrangement(size: intrinsicSize(of: view, font: item.context.font))
        case .spacer?: return arrangeSpacer(view, axis: item.context.stackAxis, proposal)
        case .divider?: return arrangeDivider(axis: item.context.stackAxis, proposal)
        case .stack(let axis)?:
            return arrangeStack(content(item.context.inStack(axis)), axis: axis, spacing: Self.number(view.argument("spacing")),
                                alignment: Self.stackAlignment(view.argument("alignment"), axis: axis), proposal)
        case .overlayStack?:
            let alignment = Self.alignment(view.argument("alignment")) ?? .center
            return arrangeLayers(content(item.context.outsideStack), alignment: alignment, proposal)
        case .geometryReader?:
            return arrangeGeometryReader(content(item.context.outsideStack), proposal)
        case .content?:
            let items = content(item.context)
            if items.isEmpty, case .string? = view.argument(nil) {
                // `Button("Follow") { … }`: a title and no label view: as big as the title.
                return arrangeText(item, view, proposal)
            }
            return arrangeContent(items, proposal)
        case .screen?:
            let screen = proposal.orDefault
            let inner = arrangeContent(content(item.context.outsideStack), ProposedSize(screen))
            return Arrangement(size: screen, children: inner.children)
        case .scroll?:
            return arrangeScroll(content(item.context.outsideStack), view, proposal)
        case .list?:
            return arrangeList(content(item.context.inStack(.vertical)), proposal)
        case .label?:
            return arrangeLabel(item, view, proposal)
        case .toggle?:
            return arrangeToggle(item, view, content(item.context), proposal)
        case .textField?:
            let line = (LayoutCatalog.textStyleSizes[item.context.font] ?? 17) * LayoutCatalog.lineHeight
            return Arrangement(size: Size(width: proposal.width ?? LayoutCatalog.defaultFlexibleSize, height: line))
        case .progress?:
            if view.argument("value") != nil || view.arguments.contains(where: { $0.label == nil && Self.number($0.value) != nil }) {
                return Arrangement(size: Size(width: proposal.width ?? LayoutCatalog.defaultFlexibleSize, height: LayoutCatalog.progressBarHeight))
            }
            return Arrangement(size: Size(width: LayoutCatalog.spinnerSize, height: LayoutCatalog.spinnerSize))
        case nil:
            return Arrangement(size: proposal.orDefault, unknown: "\(view.name): a view the layout pass does not know")
        }
    }

    /// Content that a view passes through unchanged: one child, or several stacked vertically.
    func arrangeContent(_ items: [LayoutItem], _ proposal: ProposedSize) -> Arrangement {
        guard items.count == 1 else {
            return items.isEmpty ? Arrangement(size: .zero) : arrangeStack(items, axis: .vertical, spacing: nil, alignment: 0.5, proposal)
        }
        return Arrangement(size: size(items[0], proposal), children: [(items[0], proposal, .zero)])
    }

    // MARK: Reading arguments

    /// A length argument (`16`, `8.5`, `.infinity`).
    static func number(_ value: Value?) -> Double? {
        switch value {
        case .int(let number)?: return Double(number)
        case .double(let number)?: return number
        case .enumCase(let member)? where member.name == "infinity": return .infinity
        default: return nil
        }
    }

    /// `alignment: .topLeading` and the like.
    static func alignment(_ value: Value?) -> Alignment? {
        guard case .enumCase(let member)? = value else { return nil }
        return Alignment.named(member.name)
    }

    /// A stack's cross-axis alignment as a fraction (`.top` 0 for an `HStack`, `.trailing` 1 for a `VStack`).
    static func stackAlignment(_ value: Value?, axis: LayoutCatalog.Axis) -> Double {
        guard let alignment = alignment(value) else { return 0.5 }
        return axis == .horizontal ? alignment.vertical : alignment.horizontal
    }
}

extension ProposedSize {
    /// An unspecified dimension as a shape takes it (objc.io's `orDefault`).
    var orDefault: Size {
        Size(width: width ?? LayoutCatalog.defaultFlexibleSize, height: height ?? LayoutCatalog.defaultFlexibleSize)
    }
}
