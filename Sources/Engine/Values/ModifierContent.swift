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

    /// Whether a view is that placeholder.
    static func isPlaceholder(_ view: ViewValue) -> Bool {
        if case .builtin(let builtin) = view { return builtin.name == placeholderName }
        return false
    }
}
