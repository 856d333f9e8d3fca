import Analyzer

/// A module's `ViewModifier` applied with `.modifier(…)`: a render node of its own, whose value
/// is the modifier's (compared as SwiftUI compares a view's, with state of its own), built by
/// `body(content:)`. The view it modifies travels beside its fields, under a name no Swift
/// property can have; inside `body(content:)`, `content` is SwiftUI's placeholder
/// (`_ViewModifier_Content`), which shows that view and follows it when it changes, whether
/// or not the modifier's body runs again.
enum ModifierContent {
    /// The field holding the modified view.
    static let field = "‹content›"
    /// The placeholder's type name, as SwiftUI prints it.
    static let placeholderName = "_ViewModifier_Content"

    /// The modifier's value with the view it modifies.
    static func attaching(_ content: ViewValue, to instance: StructValue) -> StructValue {
        var attached = instance
        attached[field] = .view(content)
        return attached
    }

    /// The view a modifier's value modifies, if it is one.
    static func content(of instance: StructValue) -> ViewValue? {
        if case .view(let content)? = instance[field] { return content }
        return nil
    }

    /// `content` inside `body(content:)`.
    static func placeholder(_ content: ViewValue, range: SourceRange) -> ViewValue {
        .builtin(BuiltinView(name: placeholderName, arguments: [], content: [content], actions: [:], range: range))
    }

    /// `view` with each placeholder in it showing `content` instead (a nested modifier's content
    /// is built around the outer modifier's placeholder).
    static func replacingPlaceholders(in view: ViewValue, with content: ViewValue) -> ViewValue {
        func replaced(_ view: ViewValue) -> ViewValue { replacingPlaceholders(in: view, with: content) }
        switch view {
        case .builtin(var builtin):
            if builtin.name == placeholderName { builtin.content = [content] } else { builtin.content = builtin.content.map(replaced) }
            return .builtin(builtin)
        case .tuple(let children): return .tuple(children.map(replaced))
        case .conditional(let branch, let inner, let origin): return .conditional(branch: branch, replaced(inner), origin: origin)
        case .optional(let inner): return .optional(inner.map(replaced))
        case .modified(let inner, var modifier):
            modifier.content = modifier.content.map(replaced)
            return .modified(replaced(inner), modifier)
        case .identified(let inner, let id): return .identified(replaced(inner), id: id)
        case .forEach(let elements, let origin):
            return .forEach(elements.map { ViewValue.ForEachElement(id: $0.id, view: replaced($0.view), element: $0.element) }, origin: origin)
        case .anyView(let inner): return .anyView(replaced(inner))
        case .custom, .empty, .opaque: return view
        }
    }

    /// Whether a view is that placeholder.
    static func isPlaceholder(_ view: ViewValue) -> Bool {
        if case .builtin(let builtin) = view { return builtin.name == placeholderName }
        return false
    }
}
