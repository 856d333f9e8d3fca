import Analyzer

/// A view as the layout pass sees it: a render node that lays out (a built-in view or a
/// modifier), reached through the nodes that do not (custom views, branches, `.id`, `AnyView`,
/// `ForEach` and `Group`, whose children join their parent's), with what it inherits.
struct LayoutItem {
    /// What a view inherits that changes its layout.
    struct Context: Hashable {
        /// The text style of `.font(…)` above it.
        var font = LayoutCatalog.defaultTextStyle
        var lineLimit: Int?
        /// The axis of the stack it is a child of (`Spacer`, `Divider`).
        var stackAxis: LayoutCatalog.Axis?

        /// The context of a child of a stack along `axis` (`nil`: of no stack).
        func inStack(_ axis: LayoutCatalog.Axis?) -> Context {
            var context = self
            context.stackAxis = axis
            return context
        }

        var outsideStack: Context { inStack(nil) }
    }

    let node: RenderNode
    var context: Context
    /// Several views where one is laid out (a modifier on a `TupleView`): stacked vertically.
    var implicitStack = false

    /// The views of `node` that lay out, in order.
    static func items(of node: RenderNode, context: Context) -> [LayoutItem] {
        switch node.view {
        case .builtin(let view) where view.name == "Group" || view.name == "ForEach" || ModifierContent.isPlaceholder(node.view):
            return node.children.flatMap { items(of: $0, context: context) }
        case .modified, .builtin, .opaque:
            return [LayoutItem(node: node, context: context)]
        case .custom, .tuple, .conditional, .optional, .identified, .forEach, .anyView, .empty:
            return node.children.flatMap { items(of: $0, context: context) }
        }
    }

    /// The one view a modifier or a container lays out as its content.
    static func content(of node: RenderNode, context: Context) -> LayoutItem? {
        let found = items(of: node, context: context)
        if found.count == 1 { return found[0] }
        return found.isEmpty ? nil : LayoutItem(node: node, context: context, implicitStack: true)
    }

    /// How the layout output names the view.
    var name: String {
        if implicitStack { return "(\(node.typeName): stacked)" }
        switch node.view {
        case .modified(_, let modifier):
            if modifier.name == "resizable", let image = node.children.first.flatMap({ Self.content(of: $0, context: context) }) {
                return image.name + ".resizable()"
            }
            let arguments = modifier.arguments.filter { if case .closure = $0.value { return false } else { return true } }
                .map { ($0.label.map { $0 + ": " } ?? "") + $0.value.description }
            return "." + modifier.name + "(" + arguments.joined(separator: ", ") + ")"
        case .builtin(let view):
            if view.name == "Text" || view.name == "Image", let first = view.arguments.first {
                return view.name + "(" + (first.label.map { $0 + ": " } ?? "") + first.value.description + ")"
            }
            return view.name
        default:
            return node.typeName
        }
    }
}
